"""Trade cards (phases 9-10 and the return of excess cards): trading toward sets.

Only the public facts of a packet are known (cards, total value, one named commodity), so a
packet is valued as: the named card at its worth to our hand, plus the rest of the declared
value (unknown cards rarely complete our sets). A packet whose value is too low for its size
must hide a calamity, and is refused.

* Offers: the cards whose loss costs our sets least, named by their most valuable commodity;
  a tradable calamity we drew goes into an offer made to the leader.
* Answers: an offer naming a commodity we collect is countered with a packet of about the same
  declared value; a counter to our own offer is accepted when it improves our hand.
* A counter is never countered again, and each player makes a bounded number of offers, so the
  phase always ends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ai.games.civ.evaluate import face, gain_of, hand_value, leader, removal_loss, without
from engine import Action, Decision
from engine.civ.api import (
    MIN_PACKET,
    Accept,
    BuyGold,
    CounterOffer,
    Decline,
    DoneTrading,
    GameState,
    GoldChoice,
    MakeOffer,
    PacketFacts,
    ReturnCards,
    ReturnChoice,
    TradeChoice,
    cheapest_return,
    is_calamity,
    is_commodity,
    set_value,
    trade_view,
    units,
)

if TYPE_CHECKING:
    from ai.games.civ.agent import HeuristicAgent

CALAMITY_RISK = 25  # what a hidden calamity is assumed to cost the receiver
UNKNOWN_SHARE = 0.8  # worth of the unknown rest of a packet, per point of declared value
MAX_PACKET = 5
OFFERS = {"normal": 3, "easy": 1}


def buy_gold(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Gold costs 18 for a card worth 9 alone: worth it toward a set of Gold we hold, or when
    the treasury holds the tokens that the stock needs for next round's taxes (a stock that
    cannot pay makes cities revolt; spent treasury tokens go back to stock)."""
    ps = g.ps(d.player)
    held = ps.hand.count("gold")
    most = d.options_as(GoldChoice).max
    short = 2 * units.city_count(g, d.player) - ps.stock
    count = -(-short // 18) if short > 0 else (1 if held else 0)
    return BuyGold(d.player, max(0, min(count, most, 3 - held)))


def packet_worth(hand: list[str], facts: PacketFacts) -> float:
    """What receiving a packet with these public facts adds to ``hand`` (expected)."""
    named = str(facts["named"])
    n = int(facts["cards"])
    value = int(facts["value"])
    rest = value - face(named)
    worth: float = gain_of(hand, named) + UNKNOWN_SHARE * max(0, rest)
    if rest < n - 1:
        worth -= CALAMITY_RISK  # n - 1 commodities are worth at least n - 1: one is a calamity
    return worth


def give_cost(hand: list[str], cards: list[str]) -> int:
    return hand_value(hand) - hand_value(without(hand, cards))


def build_packet(
    hand: list[str], free: list[str], target: int | None, calamity: bool
) -> tuple[tuple[str, ...], str] | None:
    """Cheapest-to-lose cards (at least 3) reaching ``target`` declared value when given.

    ``calamity``: slip in one tradable calamity if we hold one (it declares as 0)."""
    pool = list(free)
    chosen: list[str] = []
    if calamity:
        cal = next((c for c in pool if is_calamity(c)), None)
        if cal is not None:
            chosen.append(cal)
            pool.remove(cal)
    pool = [c for c in pool if is_commodity(c)]
    while pool and len(chosen) < MAX_PACKET:
        enough = len(chosen) >= MIN_PACKET and (target is None or set_value(chosen) >= target)
        if enough:
            break
        rest = without(hand, chosen)
        card = min(pool, key=lambda c: (removal_loss(rest, c) - face(c) / 2, c))
        chosen.append(card)
        pool.remove(card)
    commodities = [c for c in chosen if is_commodity(c)]
    if len(chosen) < MIN_PACKET or not commodities:
        return None
    named = max(commodities, key=lambda c: (face(c), c))
    return tuple(sorted(chosen)), named


def _own_packets(g: GameState, player: str) -> list[dict[str, Any]]:
    """Public facts of every packet this player has made this phase, open or closed."""
    packets: list[dict[str, Any]] = trade_view(g, player, "player").get("packets", [])
    return [p for p in packets if p["from"] == player]


def _offers_made(g: GameState, player: str) -> int:
    return sum(1 for p in _own_packets(g, player) if p["reply_to"] is None)


@dataclass(frozen=True)
class TradeStyle:
    """How a game's packets are valued, answered and offered: the turn below is the same for
    Civilization (1980) and Advanced Civilization, whose packets show different facts."""

    worth: Callable[[list[str], PacketFacts], float]
    give_cost: Callable[[list[str], list[str]], float]
    answer: Callable[[HeuristicAgent, GameState, str, list[str], list[str], PacketFacts], Action]
    new_offer: Callable[[HeuristicAgent, GameState, str, list[str], list[str], list[str]], Action | None]
    offers_made: Callable[[GameState, str], int]


def trade_turn(agent: HeuristicAgent, g: GameState, d: Decision, style: TradeStyle) -> Action:
    """Answer the first offer waiting (accept a counter to our own offer when it improves our
    hand), else make a new offer while the player has offers left and none open, else be done."""
    p = d.player
    opts = d.options_as(TradeChoice)
    hand, free = list(opts.hand), list(opts.free)
    mine = {x["id"]: x for x in opts.mine}
    for offer in [o for o in opts.incoming if not o.get("answered")]:
        if offer["can_accept"]:
            reply_to = offer["reply_to"]
            own = mine.get(reply_to) if reply_to is not None else None
            give = list(own["hand_cards"]) if own else []
            gain = style.worth(without(hand, give), offer) - style.give_cost(hand, give)
            return Accept(p, offer["id"]) if own and gain >= agent.accept_margin else Decline(p, offer["id"])
        return style.answer(agent, g, p, hand, free, offer)
    if style.offers_made(g, p) < OFFERS[agent.strength] and not mine:
        made = style.new_offer(agent, g, p, hand, free, opts.partners)
        if made is not None:
            return made
    return DoneTrading(p)


def trade(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    return trade_turn(agent, g, d, CIV1980_STYLE)


def _answer_offer(
    agent: HeuristicAgent, g: GameState, p: str, hand: list[str], free: list[str], offer: PacketFacts
) -> Action:
    named = str(offer["named"])
    wanted = named in hand or face(named) >= 6
    countered_before = any(x["reply_to"] == offer["id"] for x in _own_packets(g, p))
    if wanted and not countered_before:
        slip = agent.strength == "normal" and int(offer["value"]) >= 12
        packet = build_packet(hand, free, int(offer["value"]), calamity=slip)
        if packet is not None:
            cards, name = packet
            gain = packet_worth(without(hand, cards), offer) - give_cost(hand, list(cards))
            if gain >= agent.accept_margin:
                return CounterOffer(p, int(offer["id"]), cards, name)
    return Decline(p, int(offer["id"]))


def _new_offer(
    agent: HeuristicAgent, g: GameState, p: str, hand: list[str], free: list[str], partners: list[str]
) -> Action | None:
    if len(free) < MIN_PACKET or not partners:
        return None
    top = leader(g, p)
    holds_calamity = any(is_calamity(c) for c in free)
    if holds_calamity and agent.strength == "normal" and top in partners:
        packet = build_packet(hand, free, None, calamity=True)
        if packet is not None:
            return MakeOffer(p, top, *packet)
    packet = build_packet(hand, free, None, calamity=False)
    if packet is None or give_cost(hand, list(packet[0])) > 3 * MIN_PACKET * 3:
        return None  # nothing cheap to offer: our cards already form sets
    return MakeOffer(p, None, *packet)


CIV1980_STYLE = TradeStyle(packet_worth, give_cost, _answer_offer, _new_offer, _offers_made)


def return_cards(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Keep the most valuable 6; keep a tradable calamity to pass on next round when there is
    room, since the drawer never suffers it himself."""
    hand = list(d.options_as(ReturnChoice).hand)
    return ReturnCards(d.player, cheapest_return(hand))
