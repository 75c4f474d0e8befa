"""Names of Advanced Civilization's cards (its own 18 commodities, 12 calamities and 24
civilization cards: some share an id with Civilization (1980) but not always its name)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engine.civ.advciv.api import set_value, trade_cards
from engine.civ.api import advciv_card_name as card_name

__all__ = ["card_label", "card_name", "cards_text", "is_calamity", "is_tradable_calamity", "set_value"]


def is_calamity(card: str) -> bool:
    return card in trade_cards().calamities


def is_tradable_calamity(card: str) -> bool:
    c = trade_cards().calamities.get(card)
    return c is not None and c.tradable


def card_label(card: str) -> str:
    """A trade card as every card list shows it: calamities are marked as such."""
    return f"⚠️ {card_name(card)} (calamity)" if is_calamity(card) else card_name(card)


def cards_text(cards: Iterable[str]) -> str:
    """Cards with multiplicities ("Iron×2, Salt"); for private texts only."""
    counts = Counter(cards)
    return (
        ", ".join(f"{card_label(c)}×{n}" if n > 1 else card_label(c) for c, n in sorted(counts.items()))
        or "none"
    )


def named_text(cards: Iterable[str]) -> str:
    """The cards a packet declares, as everyone may read them: "Hides, Hides and Salt"."""
    names = [card_name(c) for c in sorted(cards)]
    if len(names) <= 1:
        return "".join(names) or "nothing"
    return f"{', '.join(names[:-1])} and {names[-1]}"


def card_instances(cards: Iterable[str]) -> list[tuple[str, str]]:
    """One select entry per card held: "hides#1" is the second Hides, labelled "Hides (2)"."""
    counts = Counter(cards)
    return [(f"{c}#{i}", f"{card_label(c)} ({i + 1})") for c, n in sorted(counts.items()) for i in range(n)]


def instance_cards(values: Iterable[str]) -> list[str]:
    """The cards of select entries made by ``card_instances``."""
    return [v.partition("#")[0] for v in values]
