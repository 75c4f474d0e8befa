"""Words of the Civilization family's terminal: counting nouns, names of areas, cards and
nations as printed (the engine's tables, ``engine.civ.text.names``), set values of cards, and
an engine reason told in the third person. Typed answers are read by the engine
(``engine.parse_action``), not here."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from engine.civ.advciv.api import content as advciv
from engine.civ.api import names, trade_cards


def plural(n: int, singular: str, many: str | None = None) -> str:
    """``1 token``, ``2 tokens``; ``many`` for irregular nouns (``1 city``, ``3 cities``)."""
    word = singular if n == 1 else (many or f"{singular}s")
    return f"{n} {word}"


@cache
def card_faces() -> dict[str, int]:
    """Face value of every commodity of the family (the games agree on the ones they share)."""
    out: dict[str, int] = {}
    for tc in (trade_cards(), advciv.trade_cards()):
        for c, info in tc.commodities.items():
            out.setdefault(c, info.value)
    return out


def is_calamity(card: str) -> bool:
    return card in names.trade_card_names().table and card not in card_faces()


def set_value(cards: Iterable[str]) -> int:
    """Value of cards as sets (n x n x face value); calamities are worth nothing."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return sum(n * n * card_faces().get(c, 0) for c, n in counts.items())


def nation_names() -> dict[str, str]:
    return dict(names.nations().table)


def area_name(a: str) -> str:
    return names.areas().name(a)


def card_name(c: str) -> str:
    trade = names.trade_card_names().table
    return trade[c] if c in trade else names.civ_card_names().name(c)
