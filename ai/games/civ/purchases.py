"""Civilization cards (phase 11): a plan toward the AST's requirements and the finish.

The finish needs 1100-1400 total points, almost all of them in civilization cards, within the
limit of 11 cards: so the player aims at the most valuable cards, buys early the ones whose
credits make the expensive ones cheaper, makes sure it holds three groups before the Late Bronze
Age and seven cards before the Early Iron Age, and never buys a card that would make the finish
unreachable within the 11 slots. Payment keeps the most valuable hand the 6-card limit lets it
keep (cards over the limit would be lost anyway, so they pay first).
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import TYPE_CHECKING

from engine import Action, Decision, RuleError
from engine.civ.api import (
    BuyCivCards,
    GameState,
    Payment,
    ast_row,
    civ_cards,
    copies_left,
    credit_from,
    eligible_cards,
    groups_held,
    is_commodity,
    price_cards,
    printed_points,
    set_value,
    trade_cards,
)

if TYPE_CHECKING:
    from ai.games.civ.agent import HeuristicAgent

CIVIC_GROUPS = {"arts", "crafts", "sciences", "civics"}
HAND_LIMIT_DEFAULT = 6


def finish_points(g: GameState, player: str) -> int:
    """Total points the player's row asks for on its way to the finish."""
    values = ast_row(g, player).late_iron_values.values()
    return max(values, default=1000)


def best_reachable(g: GameState, owned: list[str]) -> int:
    """Printed points of ``owned`` plus the best cards that could still fill the free slots;
    Democracy and Philosophy count only together with Law, which they require."""
    data = civ_cards()
    slots = max(0, data.cards_per_player - len(owned))
    free = sorted(
        (c for c in data.cards.values() if c.id not in owned and copies_left(g, c.id) > 0),
        key=lambda c: (-c.cost, c.id),
    )
    needs_law = {c.id for c in data.cards.values() if "law" in c.requires}
    if "law" in owned:
        return printed_points(owned) + sum(c.cost for c in free[:slots])
    without_law = [c.cost for c in free if c.id not in needs_law and c.id != "law"][:slots]
    best = sum(without_law)
    if slots and any(c.id == "law" for c in free):
        rest = [c.cost for c in free if c.id != "law"][: slots - 1]
        best = max(best, data.cards["law"].cost + sum(rest))
    return printed_points(owned) + best


def keeps_finish(g: GameState, player: str, buying: list[str]) -> bool:
    """The finish stays reachable: trade cards and treasury cover at most ~100 points of it."""
    owned = [*g.ps(player).civ_cards, *buying]
    need = max(1000, finish_points(g, player) - 100)
    return best_reachable(g, owned) >= need


def card_priority(g: GameState, player: str, card: str) -> float:
    """Printed points, plus the credits the card will give toward cards still to buy, plus a
    bonus for a missing group while the Late Bronze Age needs three."""
    held = g.ps(player).civ_cards
    data = civ_cards()
    future = sum(
        credit_from(card, other, g.options)
        for other in data.cards
        if other not in held and other != card and copies_left(g, other) > 0
    )
    groups = groups_held(held) & CIVIC_GROUPS
    new_groups = len(set(data.cards[card].groups) - groups) if len(groups) < 3 else 0
    return data.cards[card].cost + 0.8 * future + 60 * new_groups


def payment_for(hand: list[str], treasury: int, price: int, limit: int) -> Payment | None:
    """The payment that loses least value counting the cards the hand limit would take anyway:
    overpayment plus the set value of what is left over the limit. Ties spend more tokens."""
    counts = Counter(c for c in hand if is_commodity(c))
    kinds = sorted(counts)
    others = len(hand) - sum(counts.values())  # calamities stay in hand and count to the limit
    commodity = trade_cards().commodities
    best: Payment | None = None
    best_key: tuple[int, ...] | None = None
    for combo in itertools.product(*(range(counts[k] + 1) for k in kinds)):
        value = sum(commodity[k].set_value(n) for k, n in zip(kinds, combo, strict=True))
        tokens = max(0, price - value)
        if tokens > treasury:
            continue
        kept = {k: counts[k] - n for k, n in zip(kinds, combo, strict=True)}
        lost = _over_limit_loss(kept, limit - others)
        key = (max(value, price) + lost, -tokens, sum(combo), *combo)
        if best_key is None or key < best_key:
            best_key = key
            cards = tuple(k for k, n in zip(kinds, combo, strict=True) for _ in range(n))
            best = Payment(cards, tokens, value)
    return best


def _over_limit_loss(kept: dict[str, int], room: int) -> int:
    """Value lost when only ``room`` of the kept cards may stay (the cheapest go back)."""
    total = sum(kept.values())
    if total <= max(room, 0):
        return 0
    cards = sorted(
        (k for k, n in kept.items() for _ in range(n)), key=lambda k: trade_cards().commodities[k].value
    )
    drop = cards[: total - max(room, 0)]
    return set_value(cards) - set_value(cards[len(drop) :])


def choose_purchase(g: GameState, player: str, limit: int) -> tuple[list[str], Payment | None]:
    ps = g.ps(player)
    candidates = sorted(eligible_cards(g, player), key=lambda c: (-card_priority(g, player, c), c))
    chosen: list[str] = []
    payment: Payment | None = None
    budget = set_value(ps.hand) + ps.treasury
    for card in candidates:
        trial = [*chosen, card]
        if not keeps_finish(g, player, trial):
            continue
        try:
            total = sum(p.net for p in price_cards(g, player, trial))
        except RuleError:
            continue
        if total > budget:
            continue
        pay = payment_for(ps.hand, ps.treasury, total, limit)
        if pay is not None:
            chosen, payment = trial, pay
    return chosen, payment


def buy_civ_cards(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    p = d.player
    limit = int(trade_cards().hand_limit) if trade_cards().hand_limit else HAND_LIMIT_DEFAULT
    chosen, payment = choose_purchase(g, p, limit)
    if not chosen or payment is None:
        return BuyCivCards(p)
    return BuyCivCards(p, tuple(chosen), payment.cards, payment.tokens)
