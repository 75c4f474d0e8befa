"""A message said later (``i18n.catalog.Said``) kept in a saved event: a refusal an order met
when it was resolved is kept in the game's log, and each reader's narrator says it in his own
language. Its fields are kept as JSON: numbers and strings as they are, and the things named
at format time (areas, cards, lists, inner messages) as their ids, each tagged with the kind
that names it again (``register``: every such kind declares itself where it is defined)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from i18n.catalog import SOURCE, Said, speaking


class Kept(Protocol):
    """A field named when it is said, kept as JSON by its ids."""

    def to_said_json(self) -> dict[str, Any]: ...


_KINDS: dict[str, Callable[[dict[str, Any]], object]] = {}
TAG = "said_value"


def register(tag: str, rebuild: Callable[[dict[str, Any]], object]) -> None:
    """``rebuild`` makes a field of kind ``tag`` again from what its ``to_said_json`` wrote."""
    _KINDS[tag] = rebuild


def english(said: Said) -> str:
    """``said`` in English, whatever is spoken now: the text an event keeps for old readers."""
    with speaking(SOURCE):
        return str(said)


def said_to_json(said: Said) -> dict[str, Any]:
    """``said`` as JSON values: names as their ids, inner messages as their JSON."""
    return said.with_params(**{k: value_to_json(v) for k, v in said.params}).to_json()


def said_from_json(data: dict[str, Any]) -> Said:
    said = Said.from_json(data)
    return said.with_params(**{k: value_from_json(v) for k, v in said.params})


def value_to_json(v: object) -> object:
    if isinstance(v, Said):
        return {TAG: "said", "said": said_to_json(v)}
    to_json = getattr(v, "to_said_json", None)
    if to_json is not None:
        out: dict[str, Any] = to_json()
        return out
    if v is None or isinstance(v, str | int | float | bool):
        return v
    with speaking(SOURCE):  # a field of no known kind: its English, as before
        return str(v)


def value_from_json(v: object) -> object:
    if not isinstance(v, dict) or TAG not in v:
        return v
    if v[TAG] == "said":
        return said_from_json(v["said"])
    return _KINDS[str(v[TAG])](v)
