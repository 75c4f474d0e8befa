"""Position values for Advanced Civilization's heuristic player.

As in ``ai.games.civ.evaluate``, only what the player may know is read: the public board,
everyone's public score (civilization cards, treasury, AST position, cities) and the player's
own hand. Cards are valued with this game's 18 commodities.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ai.games.civ.evaluate import PUBLIC_SCORES, rivals_by_threat
from engine.civ.advciv.api import public_score, set_value, trade_cards
from engine.civ.api import GameState

# The shared parts of the player (movement, revolts) rank rivals by this game's public score.
PUBLIC_SCORES["advciv"] = public_score


def face(card: str) -> int:
    commodity = trade_cards().commodities.get(card)
    return commodity.value if commodity is not None else 0


def hand_value(cards: Iterable[str]) -> int:
    return set_value(list(cards))


def gain_of(hand: list[str], card: str) -> int:
    """Set value won by adding one ``card`` to ``hand`` (0 for a calamity)."""
    return face(card) * (2 * hand.count(card) + 1)


def removal_loss(hand: list[str], card: str) -> int:
    """Set value lost by giving up one ``card`` from ``hand``."""
    n = hand.count(card)
    return face(card) * (2 * n - 1) if n else 0


def without(hand: Iterable[str], cards: Iterable[str]) -> list[str]:
    left = Counter(hand)
    left.subtract(Counter(cards))
    return sorted(left.elements())


def is_tradable_calamity(card: str) -> bool:
    calamity = trade_cards().calamities.get(card)
    return calamity is not None and calamity.tradable


def threat_rank(g: GameState, player: str) -> dict[str, int]:
    """Each rival's place in ``rivals_by_threat`` (0 = the leader); the player himself last."""
    rank = {p: i for i, p in enumerate(rivals_by_threat(g, player))}
    rank[player] = len(g.players)
    return rank
