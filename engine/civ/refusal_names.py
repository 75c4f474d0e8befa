"""Names in a refusal, said when the refusal is read: a refusal is raised while one player's
order is applied and read by him in his language, or kept in the game's log and read by
everyone in his own. A field of a refusal that names an area, a nation or a card is therefore
kept as the id and named at format time (``Named``); a list of them likewise (``NameList``).

English reads as it always has: the raw id where the English refusal gave the id ("memphis"),
the printed name where it gave the name ("Pottery"); another language reads the glossary's
term for it. A refusal kept in an event is kept as JSON (``said_to_json``) with its names as
ids, and read back (``said_from_json``) by the narrator of any language."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from engine.civ import printed_names as vocabulary
from engine.civ.advciv import content as advciv
from engine.core.words import Either, Joined
from i18n.catalog import Said, _, p_


def _area_id(a: str) -> str:
    """An area as the English refusals give it (its id), by its printed name elsewhere."""
    return vocabulary.printed("civ1980", "areas", a) or a


def _advciv_nation(n: str) -> str:
    name = advciv.setup().nation_names.get(n)
    if name is None:
        return n
    return vocabulary.printed("advciv", "nations", n) or vocabulary.printed("civ1980", "nations", n) or name


NAMERS: dict[str, Callable[[str], str]] = {
    "area": _area_id,
    "place": vocabulary.place,
    "nation": vocabulary.nation,
    "advciv_nation": _advciv_nation,
    "card": vocabulary.civ1980_card,
    "advciv_card": vocabulary.advciv_card,
}


@dataclass(frozen=True)
class Named:
    """One thing named in the language spoken when it is formatted (``kind``: a key of NAMERS)."""

    kind: str
    id: str

    def __str__(self) -> str:
        return NAMERS[self.kind](self.id)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True)
class NameList:
    """Things named and separated by commas, or ``empty`` ("none", a marked message) for none."""

    kind: str
    ids: tuple[str, ...]
    empty: str = "none"

    def __str__(self) -> str:
        return ", ".join(NAMERS[self.kind](i) for i in self.ids) or _(self.empty)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True)
class Term:
    """A word of the rules said in ``context`` (``p_``): an offer's status, a coast."""

    context: str
    word: str

    def __str__(self) -> str:
        return p_(self.context, self.word)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def area(a: str) -> Named:
    return Named("area", a)


def areas(items: Iterable[str], empty: str = "none") -> NameList:
    return NameList("area", tuple(items), empty)


def said_to_json(said: Said) -> dict[str, Any]:
    """``said`` as JSON values: names as their ids, inner messages as their JSON."""
    return said.with_params(**{k: _value_to_json(v) for k, v in said.params}).to_json()


def said_from_json(data: dict[str, Any]) -> Said:
    said = Said.from_json(data)
    return said.with_params(**{k: _value_from_json(v) for k, v in said.params})


def _value_to_json(v: Any) -> Any:
    if isinstance(v, Named):
        return {"named": v.kind, "id": v.id}
    if isinstance(v, NameList):
        return {"names": v.kind, "ids": list(v.ids), "empty": v.empty}
    if isinstance(v, Said):
        return {"said": said_to_json(v)}
    if isinstance(v, Term):
        return {"term": v.word, "context": v.context}
    if isinstance(v, Joined):
        return {"joined": [_value_to_json(i) for i in v.items], "sep": v.sep}
    if isinstance(v, Either):
        return {"either": [_value_to_json(i) for i in v.items], "joiner": v.joiner}
    return v if isinstance(v, (str, int, float, bool)) or v is None else str(v)


def _value_from_json(v: Any) -> Any:
    if not isinstance(v, dict):
        return v
    if "named" in v:
        return Named(str(v["named"]), str(v["id"]))
    if "names" in v:
        return NameList(str(v["names"]), tuple(v["ids"]), str(v["empty"]))
    if "term" in v:
        return Term(str(v["context"]), str(v["term"]))
    if "joined" in v:
        return Joined(tuple(_value_from_json(i) for i in v["joined"]), str(v["sep"]))
    if "either" in v:
        return Either(tuple(_value_from_json(i) for i in v["either"]), str(v["joiner"]))
    return said_from_json(v["said"])
