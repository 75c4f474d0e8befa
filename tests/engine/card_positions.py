"""Hands dealt for the trade and excess-card tests (rules 10, 13), shared with the bot's tests
of the same phases: cards moved from their stacks into a hand, and a three-nation game entered
into trade or into the excess-cards phase with given hands."""

from __future__ import annotations

from engine.civ.cards import card_stack
from engine.civ.options import Options
from engine.civ.state import GameState
from engine.core.events import Event
from tests.engine.helpers import enter, game


def give_cards(g: GameState, player: str, cards: list[str]) -> None:
    """Move ``cards`` from their stacks into the hand (the deck stays whole)."""
    for c in cards:
        g.stacks[card_stack(c, g.options.calamity_stack_order)].remove(c)
    g.ps(player).hand.extend(cards)
    g.ps(player).hand.sort()


def enter_trade(hands: dict[str, list[str]], options: Options | None = None) -> tuple[GameState, list[Event]]:
    g = game(["crete", "thrace", "italy"], options)
    for p, cards in hands.items():
        give_cards(g, p, cards)
    events = enter(g, "trade")
    return g, events


BASIC = {
    "p1": ["salt", "salt", "grain", "hides", "ochre"],
    "p2": ["bronze", "bronze", "cloth", "iron"],
    "p3": ["gems", "spice", "papyrus"],
}


def enter_excess_cards(hands: dict[str, list[str]], options: Options | None = None) -> GameState:
    g = game(["crete", "thrace", "italy"], options)
    for p, cards in hands.items():
        give_cards(g, p, cards)
    enter(g, "excess_cards")
    return g


EIGHT = ["salt", "salt", "salt", "grain", "grain", "gold", "hides", "ochre"]
