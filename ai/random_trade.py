"""Random legal answers for phases 9-10 and the return of excess cards.

They aim to exercise every path of the trade protocol (offers to one and to all, counters,
counters of counters, accepts, declines, withdrawals, revisions, tradable calamities slipped
into packets) while ending quickly: a trader with nothing to answer is more likely to be done
than to start something new.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ai.random_agent import handles
from engine.civ.cards import is_calamity, is_commodity
from engine.civ.phases.excess_cards import ReturnCards, commodities_to_return
from engine.civ.phases.trade_cards import BuyGold
from engine.civ.state import GameState
from engine.civ.trade_protocol import (
    MIN_PACKET,
    Accept,
    CounterOffer,
    Decline,
    DoneTrading,
    MakeOffer,
    Revise,
    Withdraw,
)
from engine.core.actions import Action
from engine.core.decisions import Decision

if TYPE_CHECKING:
    from ai.random_agent import RandomAgent


@handles("buy_gold")
def buy_gold(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    most = int(d.options["max"])
    count = agent.rng.choice([0, 0, 1, most])
    return BuyGold(d.player, min(count, most))


def _packet(agent: RandomAgent, cards: list[str]) -> tuple[tuple[str, ...], str] | None:
    """A random packet of 3-5 of ``cards`` with at least one commodity, and the one it names."""
    commodities = [c for c in cards if is_commodity(c)]
    if len(cards) < MIN_PACKET or not commodities:
        return None
    named = agent.rng.choice(commodities)
    rest = list(cards)
    rest.remove(named)
    size = agent.rng.randint(MIN_PACKET, min(5, len(cards)))
    chosen = [named, *agent.rng.sample(rest, size - 1)]
    return tuple(sorted(chosen)), named


# An action class of the trade, called with its fields.
Make = Callable[..., Action]
# Builds a random packet from the cards given: (cards, what is declared), or None.
Packer = Callable[["RandomAgent", list[str]], "tuple[tuple[str, ...], Any] | None"]


@handles("trade")
def trade(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return random_trade(agent, d, _packet, (MakeOffer, CounterOffer, Revise))


def random_trade(agent: RandomAgent, d: Decision, packer: Packer, kinds: tuple[Make, Make, Make]) -> Action:
    """A random answer to a trade decision, the game's packets built by ``packer`` and offered
    with its (offer, counter-offer, revision) actions."""
    offer, counter, revise = kinds
    p = d.player
    opts = d.options
    free: list[str] = list(opts["free"])
    waiting = [o for o in opts["incoming"] if not o["answered"]]
    rng = agent.rng
    if waiting:
        o = rng.choice(waiting)
        if o["can_accept"] and rng.random() < 0.6:
            return Accept(p, o["id"])
        pk = packer(agent, free)
        if pk is not None and rng.random() < 0.5:
            return counter(p, o["id"], *pk)
        return Decline(p, o["id"])
    mine = opts["mine"]
    r = rng.random()
    if mine and r < 0.25:
        own = rng.choice(mine)
        pk = packer(agent, free + list(own["hand_cards"]))
        if pk is not None and r < 0.12:
            return revise(p, own["id"], *pk)
        return Withdraw(p, own["id"])
    if r < 0.4 and len(mine) < 2:
        pk = packer(agent, free)
        if pk is not None:
            to = rng.choice([None, *opts["partners"]])
            return offer(p, to, *pk)
    return DoneTrading(p)


@handles("return_cards")
def return_cards(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    hand: list[str] = list(d.options["hand"])
    cals = [c for c in hand if is_calamity(c)]
    back = [c for c in cals if agent.rng.random() < 0.5]
    need = commodities_to_return(len(hand), len(back))
    commodities = [c for c in hand if not is_calamity(c)]
    back += agent.rng.sample(commodities, need)
    return ReturnCards(d.player, tuple(back))
