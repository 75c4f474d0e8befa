"""Trade (phase 10) in Advanced Civilization: toward sets, and rid of tradable calamities.

A packet shows only its size and at least two of its cards by name (000 §28.3), so a packet is
valued as the named cards at their worth to our hand plus a small, risky worth for each unnamed
card (it may be a tradable calamity, which strikes whoever holds it when trading ends).

* A tradable calamity in hand is the first thing to trade away: it goes into every offer and
  counter the player makes (normal strength), and a deal that takes it away is worth its cost.
* Offers: the cards whose loss costs our sets least, naming the two most valuable of them.
* Answers: an offer naming cards we collect is countered with a packet of the same size; a
  counter to our own offer is accepted when it improves our hand (or rids us of a calamity).
* A packet is never countered twice, and each player makes a bounded number of offers, so the
  phase always ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ai.games.civ.advciv.values import face, gain_of, hand_value, is_tradable_calamity, removal_loss, without
from ai.games.civ.trade import TradeStyle, trade_turn
from engine import Action, Decision
from engine.civ.advciv.api import DeclaredCounter, DeclaredOffer, is_commodity, trade_cards
from engine.civ.api import Decline, GameState, PacketFacts

if TYPE_CHECKING:
    from ai.games.civ.agent import HeuristicAgent

CALAMITY_COST = 30.0  # what holding a tradable calamity when trading ends is assumed to cost
UNKNOWN_WORTH = 2.0  # an unnamed card of a packet, before the risk that it is a calamity
UNKNOWN_RISK = 3.0  # that risk, per unnamed card
MAX_PACKET = 5
WANTED = 6.0  # worth of an offer's named cards to us before we counter it


def packet_worth(hand: list[str], facts: PacketFacts) -> float:
    """What receiving a packet with these public facts adds to ``hand`` (expected)."""
    named = [str(c) for c in facts["named"]]
    worth = 0.0
    grown = list(hand)
    for card in named:
        worth += gain_of(grown, card)
        grown.append(card)
    unknown = int(facts["cards"]) - len(named)
    return worth + unknown * (UNKNOWN_WORTH - UNKNOWN_RISK)


def give_cost(hand: list[str], cards: list[str] | tuple[str, ...]) -> float:
    """Set value lost by giving ``cards``; a tradable calamity given away is a gain."""
    lost = hand_value(hand) - hand_value(without(hand, cards))
    return lost - CALAMITY_COST * sum(1 for c in cards if is_tradable_calamity(c))


def build_packet(
    hand: list[str], free: list[str], size: int, slip: bool
) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """``size`` (3-5) cards of ``free`` cheapest to lose, every tradable calamity first when
    ``slip``, with the two most valuable commodities of the packet named; None if the free
    cards cannot make one."""
    pool = list(free)
    chosen: list[str] = []
    if slip:
        for card in [c for c in pool if is_tradable_calamity(c)][: size - 2]:
            chosen.append(card)
            pool.remove(card)
    pool = [c for c in pool if is_commodity(c)]
    while pool and len(chosen) < size:
        rest = without(hand, chosen)
        card = min(pool, key=lambda c: (removal_loss(rest, c) - face(c) / 2, c))
        chosen.append(card)
        pool.remove(card)
    commodities = sorted((c for c in chosen if is_commodity(c)), key=lambda c: (-face(c), c))
    named_min = trade_cards().named_min
    if len(chosen) < trade_cards().min_packet or len(commodities) < named_min:
        return None
    return tuple(sorted(chosen)), tuple(sorted(commodities[:named_min]))


def _own_packets(g: GameState, player: str) -> list[Any]:
    """Every packet this player has made this phase, open or closed."""
    data = g.data
    return [p for p in getattr(data, "packets", []) if p.owner == player]


def _offers_made(g: GameState, player: str) -> int:
    return sum(1 for x in _own_packets(g, player) if x.reply_to is None)


def trade(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    return trade_turn(agent, g, d, ADVCIV_STYLE)


def _slips(agent: HeuristicAgent) -> bool:
    return agent.strength == "normal"


def _answer_offer(
    agent: HeuristicAgent, g: GameState, p: str, hand: list[str], free: list[str], offer: PacketFacts
) -> Action:
    countered_before = any(x.reply_to == offer["id"] for x in _own_packets(g, p))
    rid = _slips(agent) and any(is_tradable_calamity(c) for c in free)
    if not countered_before and (rid or packet_worth(hand, offer) >= WANTED):
        size = max(trade_cards().min_packet, min(MAX_PACKET, int(offer["cards"])))
        packet = build_packet(hand, free, size, _slips(agent))
        if packet is not None:
            cards, named = packet
            gain = packet_worth(without(hand, cards), offer) - give_cost(hand, cards)
            if gain >= agent.accept_margin:
                return DeclaredCounter(p, int(offer["id"]), cards, named)
    return Decline(p, int(offer["id"]))


def _new_offer(
    agent: HeuristicAgent, g: GameState, p: str, hand: list[str], free: list[str], partners: list[str]
) -> Action | None:
    """An offer to everybody: a calamity to pass on first, else cheap cards for better ones."""
    if len(free) < trade_cards().min_packet:
        return None
    holds_calamity = any(is_tradable_calamity(c) for c in free)
    packet = build_packet(hand, free, 4 if holds_calamity else 3, _slips(agent))
    if packet is None:
        return None
    cards, named = packet
    if not holds_calamity and give_cost(hand, cards) > 30:
        return None  # nothing cheap to offer: our cards already form sets
    return DeclaredOffer(p, None, cards, named)


ADVCIV_STYLE = TradeStyle(packet_worth, give_cost, _answer_offer, _new_offer, _offers_made)
