"""Legal actions of the trade (phase 10): being done, answering each offer (accept, decline,
counter), withdrawing or revising one's own, and new offers to each partner or to all; the
packets offered are drawn from the cards not promised elsewhere. Each game of the family builds
its packets its own way (1980 names one commodity, Advanced Civilization declares two cards)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.civ.cards import is_commodity
from engine.civ.state import GameState
from engine.civ.trade_protocol import (
    MIN_PACKET,
    Accept,
    CounterOffer,
    Decline,
    DoneTrading,
    MakeOffer,
    Revise,
    TradeChoice,
    Withdraw,
)
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.legal import Sampler, between, pick

# A packet drawn from some cards: (its cards, what is declared of it), or None if none can be.
Packer = Callable[[Sampler, list[str]], "tuple[tuple[str, ...], Any] | None"]
# An action class of the trade, called with its fields.
Make = Callable[..., Action]
# Packets drawn for each offer, counter and revision listed.
PACKETS = 3
MAX_PACKET = 5


def commodity_packet(rng: Sampler, cards: list[str]) -> tuple[tuple[str, ...], str] | None:
    """Civilization (1980): 3-5 of ``cards`` with at least one commodity, and the commodity named."""
    commodities = [c for c in cards if is_commodity(c)]
    if len(cards) < MIN_PACKET or not commodities:
        return None
    named = rng.choice(commodities)
    rest = list(cards)
    rest.remove(named)
    chosen = [named, *pick(rng, rest, between(rng, MIN_PACKET, min(MAX_PACKET, len(cards))) - 1)]
    return tuple(sorted(chosen)), named


def packets(rng: Sampler, packer: Packer, cards: list[str]) -> list[tuple[tuple[str, ...], Any]]:
    drawn = (packer(rng, cards) for _ in range(PACKETS))
    return [p for p in drawn if p is not None]


def trade_actions(d: Decision, rng: Sampler, packer: Packer, kinds: tuple[Make, Make, Make]) -> list[Action]:
    """The trade decision's actions, its packets built by ``packer`` and offered with the game's
    (offer, counter-offer, revision) actions."""
    offer, counter, revise = kinds
    o = d.options
    assert isinstance(o, TradeChoice)
    p = d.player
    out: list[Action] = [DoneTrading(p)]
    for facts in o.incoming:
        if facts.get("answered"):
            continue
        if facts.get("can_accept"):
            out.append(Accept(p, facts["id"]))
        out.append(Decline(p, facts["id"]))
        out += [counter(p, facts["id"], *pk) for pk in packets(rng, packer, list(o.free))]
    for own in o.mine:
        out.append(Withdraw(p, own["id"]))
        cards = [*o.free, *own.get("hand_cards", [])]
        out += [revise(p, own["id"], *pk) for pk in packets(rng, packer, cards)]
    for to in [None, *o.partners]:
        out += [offer(p, to, *pk) for pk in packets(rng, packer, list(o.free))]
    return out


def trade(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    return trade_actions(d, rng, commodity_packet, (MakeOffer, CounterOffer, Revise))
