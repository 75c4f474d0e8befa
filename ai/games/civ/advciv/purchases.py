"""Civilization cards (phase 12) and the nation (set-up) in Advanced Civilization.

Every card's face value is victory points (000 §35.1A) and what the Late Iron Age asks for, so
a card whose credits make it cheaper than its face value is a gain in itself. On top of that the
player buys toward the AST's entry requirements (three groups for the Late Bronze Age, nine
cards in all five groups for the Early Iron Age, 000 §33.2), and values the credits a card will
give toward the cards still to buy. A purchase is kept when what it gives up (treasury tokens,
and the set value of the hand it leaves, counting the cards the 8-card limit would take anyway)
is covered by what it brings.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine import Action, Decision
from engine.civ.advciv.api import (
    AdvBuyCivCards,
    Payment,
    best_kept,
    cheapest_payment,
    civ_cards,
    copies_left,
    eligible_cards,
    groups_held,
    payable,
    price_cards,
    trade_cards,
)
from engine.civ.api import GameState

if TYPE_CHECKING:
    from ai.games.civ.agent import HeuristicAgent

GROUP_BONUS = 80.0  # a group not yet held, while the AST still asks for more groups
COUNT_BONUS = 40.0  # any card while fewer than the Early Iron Age's nine are held
CREDIT_WEIGHT = 0.4  # per point of credit toward cards still to buy
EARLY_IRON_CARDS = 9
# Cards whose effect matters beyond their points: defence against calamities and conflict.
EFFECT_BONUS = {
    "pottery": 10.0,
    "agriculture": 15.0,
    "engineering": 15.0,
    "medicine": 10.0,
    "law": 10.0,
    "enlightenment": 10.0,
    "coinage": 5.0,
}


def extras(g: GameState, player: str, card: str) -> float:
    """What a card brings beyond its points: credits toward the cards still to buy, a group or
    a card the AST still asks for, and its effect."""
    held = g.ps(player).civ_cards
    data = civ_cards()
    future = sum(
        data.credits[card][other]
        for other in data.cards
        if other not in held and other != card and copies_left(g, other) > 0
    )
    groups = groups_held(held)
    bonus = 0.0
    if len(groups) < len(data.groups):
        bonus += GROUP_BONUS * len(set(data.cards[card].groups) - groups)
    if len(held) < EARLY_IRON_CARDS:
        bonus += COUNT_BONUS
    return CREDIT_WEIGHT * future + bonus + EFFECT_BONUS.get(card, 0.0)


def card_priority(g: GameState, player: str, card: str) -> float:
    """Points won at the card's net price, and its extras."""
    c = civ_cards().cards[card]
    return c.face_value - price_cards(g, player, [card])[0].net + extras(g, player, card)


def kept_value(hand: list[str]) -> int:
    """Set value of the hand once the 8-card limit has taken its excess (the best 8 stay)."""
    commodities = [c for c in hand if c in trade_cards().commodities]
    keep = best_kept(commodities, min(len(commodities), trade_cards().hand_limit))
    return sum(trade_cards().commodities[c].set_value(n) for c, n in keep.items())


def given_up(g: GameState, player: str, payment: Payment) -> int:
    """Treasury tokens spent plus the hand value lost beyond what the hand limit takes anyway."""
    hand = list(g.ps(player).hand)
    after = Counter(hand) - Counter(payment.cards)
    return payment.tokens + kept_value(hand) - kept_value(sorted(after.elements()))


def choose_purchase(g: GameState, player: str) -> tuple[list[str], Payment | None]:
    """The cards to buy together and how to pay: cards in order of priority, each kept when the
    whole purchase stays payable and what it gives up stays covered by what it brings."""
    candidates = sorted(eligible_cards(g, player), key=lambda c: (-card_priority(g, player, c), c))
    budget = payable(g, player)
    chosen: list[str] = []
    payment: Payment | None = None
    worth = 0.0
    for card in candidates:
        trial = [*chosen, card]
        total = sum(p.net for p in price_cards(g, player, trial))
        pay = cheapest_payment(g, player, total) if total <= budget else None
        if pay is None:
            continue
        card_worth = civ_cards().cards[card].face_value + extras(g, player, card)
        if given_up(g, player, pay) <= worth + card_worth:
            chosen, payment, worth = trial, pay, worth + card_worth
    return chosen, payment


def buy_civ_cards(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    p = d.player
    chosen, payment = choose_purchase(g, p)
    if not chosen or payment is None:
        return AdvBuyCivCards(p)
    return AdvBuyCivCards(p, tuple(chosen), payment.cards, payment.tokens, payment.mining)
