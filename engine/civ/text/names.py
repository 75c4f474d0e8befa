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
from i18n.catalog import N_, _


def _board_name(ident: str) -> str:
    return ident.replace("-", " ").title()


@cache
def areas() -> Names:
    return Names(N_("area"), {a: info.name for a, info in board().areas.items()})


@cache
def trade_card_names() -> Names:
    """Every trade card of the family: Civilization (1980)'s names, then the cards only
    Advanced Civilization has (the titles both games share are spelt alike but for Spice)."""
    out: dict[str, str] = {}
    for tc in (trade_cards(), advciv.trade_cards()):
        for c, info in [*tc.commodities.items(), *tc.calamities.items()]:
            out.setdefault(c, info.name)
    return Names(N_("trade card"), out)


@cache
def civ_card_names() -> Names:
    out = {c: info.name for c, info in civ_cards().cards.items()}
    for c, adv in advciv.civ_cards().cards.items():
        out.setdefault(c, adv.name)
    return Names(N_("civilization card"), out)


@cache
def nations() -> Names:
    return Names(N_("nation"), {n: info.name for n, info in setup().nations.items()})


@cache
def volcanoes() -> Names:
    return Names(N_("volcano"), {v: _board_name(v) for v in board().volcanoes})


@cache
def flood_plains() -> Names:
    return Names(N_("flood plain"), {p: _board_name(p) for p in board().flood_plains})


def places(what: str, idents: Iterable[str]) -> Names:
    """Names for places a decision lists (an area, a volcano or a flood plain)."""
    known = {**volcanoes().table, **flood_plains().table, **areas().table}
    return Names(what, {i: known.get(i, _board_name(i)) for i in idents})


def players(g: GameState) -> Names:
    """Each player by his nation's printed name once chosen, else his seat."""
    return Names(
        N_("player"), {p: nations().name(g.ps(p).nation) if g.ps(p).nation else p for p in g.players}
    )


def ship(g: GameState, owner: str, word: str) -> str:
    """One of ``owner``'s ships, by id (``egypt-3``) or by its number alone (``3``)."""
    mine = [s for s, info in sorted(g.ships.items()) if info.owner == owner]
    for s in mine:
        if word in (s.lower(), s.rsplit("-", 1)[-1]):
            return s
    have = ", ".join(mine) or _("none")
    raise NotUnderstood(
        _("You have no ship called {word}; your ships: {ships}.", word=repr(word), ships=have)
    )


@cache
def _phrases() -> re.Pattern[str] | None:
    tables = (areas(), trade_card_names(), civ_card_names(), nations())
    return phrase_pattern(n for t in tables for n in t.table.values())


def words(line: str) -> list[str]:
    """The words of a typed line; a printed name of several words stays one word."""
    return split(line, _phrases())
