"""The names a player of the Civilization family types and reads in an action's text form:
areas, trade cards, civilization cards and nations by their printed names (``Upper Egypt``,
``Cloth Making``), volcanoes and flood plains by their names on the board (``Etna``, ``Nile``),
players by nation (``Egypt``) or seat before a nation is chosen (``human1``), ships by their
number (``egypt-3`` or ``3``). Both games of the family share the map and the names of the
cards they have in common.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from engine.civ.advciv import content as advciv
from engine.civ.content import board, civ_cards, setup, trade_cards
from engine.civ.state import GameState
from engine.core.text import Names, NotUnderstood, phrase_pattern, split
from i18n import glossary
from i18n.catalog import N_, PSEUDO, SOURCE, _, l_, language

# The glossaries a name may be typed from: both games' (they share the map and most names).
GLOSSARIES = ("civ1980", "advciv")


def _board_name(ident: str) -> str:
    return ident.replace("-", " ").title()


def _terms(categories: tuple[str, ...], lang: str) -> dict[str, tuple[str, ...]]:
    """The glossaries' terms of ``lang`` for these categories, both games' (none in English and
    the pseudo-language, whose names are the printed ones): what a player types in his
    language besides the printed names."""
    out: dict[str, tuple[str, ...]] = {}
    if lang in (SOURCE, PSEUDO):
        return out
    for game in GLOSSARIES:
        terms = glossary(lang, game)["terms"]
        for category in categories:
            for key, entry in terms.get(category, {}).items():
                if entry["text"] not in out.get(key, ()):
                    out[key] = (*out.get(key, ()), str(entry["text"]))
    return out


def areas() -> Names:
    return _areas(language())


@cache
def _areas(lang: str) -> Names:
    return Names(N_("area"), {a: info.name for a, info in board().areas.items()}, _terms(("areas",), lang))


def trade_card_names() -> Names:
    return _trade_card_names(language())


@cache
def _trade_card_names(lang: str) -> Names:
    """Every trade card of the family: Civilization (1980)'s names, then the cards only
    Advanced Civilization has (the titles both games share are spelt alike but for Spice)."""
    out: dict[str, str] = {}
    for tc in (trade_cards(), advciv.trade_cards()):
        for c, info in [*tc.commodities.items(), *tc.calamities.items()]:
            out.setdefault(c, info.name)
    return Names(N_("trade card"), out, _terms(("commodities", "calamities"), lang))


def civ_card_names() -> Names:
    return _civ_card_names(language())


@cache
def _civ_card_names(lang: str) -> Names:
    out = {c: info.name for c, info in civ_cards().cards.items()}
    for c, adv in advciv.civ_cards().cards.items():
        out.setdefault(c, adv.name)
    return Names(N_("civilization card"), out, _terms(("civ_cards",), lang))


def nations() -> Names:
    return _nations(language())


@cache
def _nations(lang: str) -> Names:
    return Names(
        N_("nation"), {n: info.name for n, info in setup().nations.items()}, _terms(("nations",), lang)
    )


def volcanoes() -> Names:
    return _volcanoes(language())


@cache
def _volcanoes(lang: str) -> Names:
    return Names(N_("volcano"), {v: _board_name(v) for v in board().volcanoes}, _terms(("areas",), lang))


def flood_plains() -> Names:
    return _flood_plains(language())


@cache
def _flood_plains(lang: str) -> Names:
    return Names(
        N_("flood plain"), {p: _board_name(p) for p in board().flood_plains}, _terms(("areas",), lang)
    )


def places(what: str, idents: Iterable[str]) -> Names:
    """Names for places a decision lists (an area, a volcano or a flood plain)."""
    known = {**volcanoes().table, **flood_plains().table, **areas().table}
    listed = list(idents)
    aliases = _terms(("areas",), language())
    return Names(
        what, {i: known.get(i, _board_name(i)) for i in listed}, {i: aliases.get(i, ()) for i in listed}
    )


def players(g: GameState) -> Names:
    """Each player by his nation's printed name once chosen (or its name in the reader's
    language), else his seat."""
    chosen = {p: g.ps(p).nation for p in g.players if g.ps(p).nation}
    table = {p: nations().name(chosen[p]) if p in chosen else p for p in g.players}
    return Names(N_("player"), table, {p: nations().aliases.get(n, ()) for p, n in chosen.items()})


def ship(g: GameState, owner: str, word: str) -> str:
    """One of ``owner``'s ships, by id (``egypt-3``) or by its number alone (``3``)."""
    mine = [s for s, info in sorted(g.ships.items()) if info.owner == owner]
    for s in mine:
        if word in (s.lower(), s.rsplit("-", 1)[-1]):
            return s
    have = ", ".join(mine) or _("none")
    raise NotUnderstood(
        l_("You have no ship called {word}; your ships: {ships}.", word=repr(word), ships=have)
    )


@cache
def _phrases(lang: str) -> re.Pattern[str] | None:
    tables = (areas(), trade_card_names(), civ_card_names(), nations())
    printed = [n for t in tables for n in t.table.values()]
    return phrase_pattern([*printed, *(a for t in tables for more in t.aliases.values() for a in more)])


def words(line: str) -> list[str]:
    """The words of a typed line; a name of several words (printed, or the reader's language's)
    stays one word."""
    return split(line, _phrases(language()))
