"""Structural copies of states: what a search needs many times a decision.

``copy.deepcopy`` of a game walks every object through its generic memo machinery. A state is
plain data (dataclasses, lists, dicts, strings, numbers) whose shape its type hints declare, so
each dataclass gets a copier planned once from its hints: a ``list[str]`` is copied by slicing,
a ``dict[str, int]`` by ``dict.copy``, a nested mutable dataclass by its own copier, and what
cannot change is shared: strings, numbers, ``None`` and frozen dataclasses (actions, options),
which the engine never mutates.

The copy has no aliasing inside it (two fields never share one list), like a state loaded from
its JSON form: states are positions that survive a save, so nothing may depend on aliasing.
A hint the planner does not understand falls back to ``copy.deepcopy`` of that field, so a
field added later is always copied, at worst slowly.
"""

from __future__ import annotations

import copy
import dataclasses
import operator
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
Copier = Callable[[Any], Any]

ATOMIC: frozenset[Any] = frozenset({str, int, float, bool, type(None), bytes})
_COPIERS: dict[type, Copier] = {}


def structural_copy(obj: T) -> T:
    """A copy of the dataclass ``obj`` sharing no mutable part with it."""
    result: T = copier_for(type(obj))(obj)
    return result


def written_copier(cls: type, copier: Copier) -> None:
    """Copy ``cls`` with ``copier``, written out by the class's module, not planned: a class
    copied many times a search (a game and its players' states) copies in half the time when
    its fields are set in one statement each on a new instance (a planned copier reads them
    into a list, copies each mutable one by a call and calls the class). Its copy must be what
    the planned one makes: every field, and no mutable part shared
    (``tests/engine/test_copy_state.py`` fails otherwise)."""
    _COPIERS[cls] = copier


def copier_for(cls: type) -> Copier:
    """The copier of dataclass ``cls`` (planned on first use, then reused)."""
    found = _COPIERS.get(cls)
    if found is None:
        found = _plan_dataclass(cls)
        _COPIERS[cls] = found
    return found


def _copy_any(value: Any) -> Any:
    """A copy of a value whose type is known only at run time."""
    kind = type(value)
    if kind in ATOMIC:
        return value
    if kind is list:
        return [_copy_any(x) for x in value]
    if kind is dict:
        return {k: _copy_any(v) for k, v in value.items()}
    if kind is tuple:
        return tuple(_copy_any(x) for x in value)
    if dataclasses.is_dataclass(kind):
        return value if _frozen(kind) else copier_for(kind)(value)
    return copy.deepcopy(value)


def _frozen(cls: type) -> bool:
    params = getattr(cls, "__dataclass_params__", None)
    return bool(params is not None and params.frozen)


def _plan(hint: Any) -> Copier | None:
    """How to copy a value of type ``hint``; None when it is shared (it cannot change)."""
    if hint in ATOMIC:
        return None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        plans = [_plan(a) for a in args]
        return None if all(p is None for p in plans) else _copy_any
    if origin is list:
        inner = _plan(args[0]) if args else _copy_any
        if inner is None:
            return _copy_list
        return lambda v: [inner(x) for x in v]
    if origin is dict:
        value_plan = _plan(args[1]) if len(args) == 2 else _copy_any
        if value_plan is None:
            return _copy_dict
        return lambda v: {k: value_plan(x) for k, x in v.items()}
    if origin is tuple:
        return None if all(_plan(a) is None for a in args if a is not Ellipsis) else _copy_any
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        # A field typed with a base class may hold a subclass with more fields.
        return None if _frozen(hint) else lambda v: copier_for(type(v))(v)
    return _copy_any if hint is Any else copy.deepcopy


def _copy_list(v: list[Any]) -> list[Any]:
    return v[:]


def _copy_dict(v: dict[Any, Any]) -> dict[Any, Any]:
    return v.copy()


def _plan_dataclass(cls: type) -> Copier:
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"{cls.__name__} is not a dataclass")
    if _frozen(cls):
        return lambda v: v
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    names = [f.name for f in fields]
    mutable = [(i, plan) for i, name in enumerate(names) if (plan := _plan(hints[name])) is not None]
    if all(f.init for f in fields) and not hasattr(cls, "__post_init__"):
        # Read every field at once in C and rebuild through the class's own ``__init__``:
        # a loop setting one attribute at a time costs several times as much.
        read = operator.attrgetter(*names) if len(names) > 1 else lambda v: (getattr(v, names[0]),)

        def rebuild(old: Any) -> Any:
            values = list(read(old))
            for i, plan in mutable:
                values[i] = plan(values[i])
            return cls(*values)

        return rebuild
    plans = [(name, _plan(hints[name])) for name in names]

    def copy_fields(old: Any) -> Any:
        fresh = object.__new__(cls)
        for name, plan in plans:
            value = getattr(old, name)
            object.__setattr__(fresh, name, value if plan is None else plan(value))
        return fresh

    return copy_fields
