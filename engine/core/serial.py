"""Generic, type-hint driven conversion between engine dataclasses and JSON values.

State, actions, events and phase data are plain dataclasses; this module is the one place
that knows how they map to JSON, so a new field is serialised without extra code.
Polymorphic fields (an ``Action`` or a ``PhaseData`` of some subclass) carry a ``"type"`` tag
taken from the class's registered name.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

T = TypeVar("T")

# The metadata key of a dataclass field left out of the JSON form while it is None.
ABSENT_WHEN_NONE = "absent_when_none"
# The metadata key of a dataclass field whose JSON member has another name (a Python keyword).
JSON_NAME = "json_name"

_TAGGED: dict[str, type] = {}
_TAG_OF: dict[type, str] = {}
# Functions that import every module registering tags. Modules register on import, and a
# fresh process may not have imported the one a saved value needs: on a miss these run once.
_TAG_SOURCES: list[Callable[[], None]] = []
_sources_loaded = False
# Whether a class has registered subclasses, asked for every dataclass read back (every action
# replayed): remembered per class, and forgotten whenever a class is registered.
_SUBCLASSED: dict[type, bool] = {}


def register(tag: str) -> typing.Callable[[type[T]], type[T]]:
    """Register a dataclass under ``tag`` so it can appear where its base class is expected."""

    def deco(cls: type[T]) -> type[T]:
        if tag in _TAGGED and _TAGGED[tag] is not cls:
            raise ValueError(f"serial tag {tag!r} registered twice")
        _TAGGED[tag] = cls
        _TAG_OF[cls] = tag
        _SUBCLASSED.clear()
        return cls

    return deco


def add_tag_source(load: Callable[[], None]) -> None:
    """Register ``load``, which imports every module that registers tags for some game.

    Deserialising then never depends on which modules happen to have been imported before.
    """
    global _sources_loaded
    _TAG_SOURCES.append(load)
    _sources_loaded = False


def load_tag_sources() -> None:
    """Import every module that registers tags (once per new source)."""
    global _sources_loaded
    if _sources_loaded:
        return
    for load in list(_TAG_SOURCES):
        load()
    _sources_loaded = True


def tag_of(cls: type) -> str:
    return _TAG_OF[cls]


def class_for_tag(tag: str) -> type:
    if tag not in _TAGGED:
        load_tag_sources()
    try:
        return _TAGGED[tag]
    except KeyError:
        raise ValueError(f"unknown serial type tag {tag!r}") from None


def to_json(obj: Any) -> Any:
    """Convert a value built from dataclasses, lists, tuples, dicts and scalars to JSON values."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    cls: type = type(obj)
    plan = _plan(cls)
    if plan is not None:
        out: dict[str, Any] = {}
        tag = _TAG_OF.get(cls)
        if tag is not None:
            out["type"] = tag
        for name, member, absent_when_none in plan:
            value = getattr(obj, name)
            if value is None and absent_when_none:
                continue
            out[member] = to_json(value)
        return out
    if isinstance(obj, (list, tuple)):
        return [to_json(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_json(v) for k, v in obj.items()}
    if isinstance(obj, (set, frozenset)):
        return sorted(to_json(x) for x in obj)
    raise TypeError(f"cannot serialise {type(obj).__name__}")


def from_json(tp: Any, data: Any) -> Any:
    """Rebuild a value of type ``tp`` from what :func:`to_json` produced."""
    if tp is Any:
        return data
    if tp in (int, str, bool, float):  # most values: first
        if tp is float and isinstance(data, int):
            return float(data)
        if not isinstance(data, tp):
            raise TypeError(f"expected {tp.__name__}, got {data!r}")
        return data
    origin, type_args, is_dataclass = _shape(tp)
    if origin in (Union, types.UnionType):
        args = [a for a in type_args if a is not type(None)]
        if data is None:
            return None
        if len(args) == 1:
            return from_json(args[0], data)
        for arg in args:
            if _matches_scalar(arg, data):
                return from_json(arg, data)
        raise TypeError(f"cannot decide union {tp} for {data!r}")
    if origin is list:
        (item,) = type_args
        return [from_json(item, x) for x in data]
    if origin is tuple:
        items: tuple[Any, ...] = type_args
        if len(items) == 2 and items[1] is Ellipsis:
            return tuple(from_json(items[0], x) for x in data)
        return tuple(from_json(a, x) for a, x in zip(items, data, strict=True))
    if origin is dict:
        key_t, val_t = type_args
        return {_key(key_t, k): from_json(val_t, v) for k, v in data.items()}
    if origin in (set, frozenset):
        (item,) = type_args
        return origin(from_json(item, x) for x in data)
    if typing.is_typeddict(tp):
        # A TypedDict is a dict at run time: its members are rebuilt by their declared types.
        members = _hints(tp)
        return {k: from_json(members[k], v) if k in members else v for k, v in data.items()}
    if is_dataclass:
        cls: type = tp
        if (isinstance(data, dict) and "type" in data and cls in _TAG_OF) or _has_tagged_subclasses(cls):
            cls = class_for_tag(data["type"])
        hints = _hints(cls)
        kwargs = {
            f.name: from_json(hints[f.name], data[json_name(f)]) for f in _fields(cls) if json_name(f) in data
        }
        return cls(**kwargs)
    raise TypeError(f"unsupported type {tp!r}")


def _key(key_t: Any, k: str) -> Any:
    return int(k) if key_t is int else k


def _matches_scalar(tp: Any, data: Any) -> bool:
    if tp in (int, str, bool, float):
        return isinstance(data, tp)
    if get_origin(tp) in (list, tuple):
        return isinstance(data, list)
    if get_origin(tp) is dict or dataclasses.is_dataclass(tp):
        return isinstance(data, dict)
    return False


def _has_tagged_subclasses(cls: type) -> bool:
    # A base class whose subclasses live in modules not imported yet must still dispatch.
    load_tag_sources()
    known = _SUBCLASSED.get(cls)
    if known is None:
        known = _SUBCLASSED[cls] = any(issubclass(c, cls) and c is not cls for c in _TAG_OF)
    return known


@cache
def _shape(tp: Any) -> tuple[Any, tuple[Any, ...], bool]:
    """``get_origin``, ``get_args`` and whether ``tp`` is a dataclass: asked for every value
    read back (every action of a replayed log), so remembered per type."""
    return get_origin(tp), get_args(tp), isinstance(tp, type) and dataclasses.is_dataclass(tp)


def json_name(f: dataclasses.Field[Any]) -> str:
    """The name of field ``f``'s member in the JSON form."""
    name: str = f.metadata.get(JSON_NAME, f.name)
    return name


@cache
def _plan(cls: type) -> tuple[tuple[str, str, bool], ...] | None:
    """How an instance of ``cls`` is written: (attribute, JSON member, absent when None) per
    field; None for a class that is not a dataclass. Remembered per class: every action of a
    game is written to its record, and every state hashed."""
    if not dataclasses.is_dataclass(cls):
        return None
    return tuple((f.name, json_name(f), bool(f.metadata.get(ABSENT_WHEN_NONE))) for f in _fields(cls))


@cache
def _fields(cls: type) -> tuple[dataclasses.Field[Any], ...]:
    return tuple(f for f in dataclasses.fields(cls) if f.metadata.get("serialise", True))


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)
