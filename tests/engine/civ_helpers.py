"""Helpers shared by the civilization-card rule tests (rules 12)."""

from __future__ import annotations

from engine.civ.content import civ_cards
from engine.civ.options import Options
from engine.civ.phases.civ_cards import BuyCivCards, CivCardsData
from engine.civ.phases.registry import phase_named
from engine.civ.state import GameState
from engine.core.errors import NotYourTurn
from engine.core.events import Event
from tests.engine.helpers import game

SEVEN = ["africa", "italy", "illyria", "thrace", "crete", "assyria", "egypt"]
FOUR = ["asia", "assyria", "babylon", "egypt"]
ALL_CARDS = list(civ_cards().cards)


def give(g: GameState, player: str, *cards: str) -> None:
    """Move trade cards from the stacks into a hand (keeps the deck conserved)."""
    for c in cards:
        stack = next(s for s in g.stacks.values() if c in s)
        stack.remove(c)
        g.ps(player).hand.append(c)
    g.ps(player).hand.sort()


def fill_treasury(g: GameState, player: str, n: int) -> None:
    ps = g.ps(player)
    ps.stock -= n
    ps.treasury += n


def setup_game(nations: list[str] | None = None, options: Options | None = None) -> GameState:
    return game(nations or FOUR, options or Options(simultaneous_phases=False))


def buy_now(g: GameState, a: BuyCivCards) -> list[Event]:
    """Apply inside phase 11 without advancing to later phases (they belong to others)."""
    phase = phase_named("civ_cards")
    if not phase.expects(g, a.player):
        raise NotYourTurn(f"not {a.player}'s turn")
    return phase.apply(g, a)


def pending_players(g: GameState) -> list[str]:
    data = g.data
    assert isinstance(data, CivCardsData)
    return data.owed
