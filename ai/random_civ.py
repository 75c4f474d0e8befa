"""Random legal answers for phase 11 (civilization cards).

The agent grows a random selection card by card while the preview says it is affordable, and
pays either the cheapest way or, now and then, with every commodity card it holds (surplus lost)
— both legal, so the simulation exercises multi-card purchases, token top-ups and overpayment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ai.random_agent import handles
from engine.civ.cards import is_commodity, set_value
from engine.civ.civ_credit import Preview, eligible_cards, preview_purchase, printed_points
from engine.civ.content import civ_cards
from engine.civ.phases.civ_cards import BuyCivCards
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError

if TYPE_CHECKING:
    from ai.random_agent import RandomAgent

LATE_IRON_CARD_POINTS = 1000


@handles("buy_civ_cards")
def buy_civ_cards(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    p = d.player
    if agent.rng.random() < 0.15:
        return BuyCivCards(p)
    candidates = eligible_cards(g, p)
    agent.rng.shuffle(candidates)
    if agent.rng.random() < 0.3:
        candidates.sort(key=lambda c: civ_cards().cards[c].cost)  # cheap first: several at once
    chosen: list[str] = []
    best: Preview | None = None
    for card in candidates:
        if not _keeps_late_iron_reachable(g, p, [*chosen, card]):
            continue
        try:
            preview = preview_purchase(g, p, [*chosen, card])
        except RuleError:
            continue  # e.g. the 11-card limit
        if preview.affordable:
            chosen.append(card)
            best = preview
            if agent.rng.random() < 0.25:
                break
    if best is None or best.payment is None:
        return BuyCivCards(p)
    if agent.rng.random() < 0.2:
        everything = tuple(c for c in g.ps(p).hand if is_commodity(c))
        tokens = max(0, best.total - set_value(everything))
        if tokens <= g.ps(p).treasury:
            return BuyCivCards(p, tuple(chosen), everything, tokens)
    return BuyCivCards(p, tuple(chosen), best.payment.cards, best.payment.tokens)


def _keeps_late_iron_reachable(g: GameState, player: str, buying: list[str]) -> bool:
    """Skip cheap cards that would make 1000 points of cards (Late Iron Age entry, 13.2)
    impossible within the 11-card limit — otherwise random players never finish (12.3 note)."""
    data = civ_cards()
    owned = [*g.ps(player).civ_cards, *buying]
    slots = data.cards_per_player - len(owned)
    rest = sorted((c.cost for c in data.cards.values() if c.id not in owned), reverse=True)
    return printed_points(owned) + sum(rest[:slots]) >= LATE_IRON_CARD_POINTS
