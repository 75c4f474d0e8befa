"""Colonization (rules 9.3): the auction for a territory, the colonization force, the colony."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from engine.core.steps import Outcome
from engine.tta.actions_and_points import score_culture, score_science, seat_order_from, sync_actions
from engine.tta.cards import UNITS, cards
from engine.tta.leaving import discard_military, gain_colony
from engine.tta.military import armies_strength, unit_counts
from engine.tta.naming import cards_listed
from engine.tta.production import draw_military
from engine.tta.state import GameState, PlayerState, TtaStep
from engine.tta.stats import colonization_modifier, leader_ability
from engine.tta.steps import is_sub_multiset
from engine.tta.texts import printed
from engine.tta.tokens import FOOD, RESOURCES, gain, gain_population
from i18n.catalog import _, l_


@action("tta_bid")
@dataclass(frozen=True)
class Bid(Action):
    amount: int = 0  # 0 passes


@action("tta_colonize")
@dataclass(frozen=True)
class Colonize(Action):
    units: dict[str, int] = field(default_factory=dict)  # unit technology -> units sent
    bonus: tuple[str, ...] = ()  # bonus cards played for their colonization value
    discards: tuple[str, ...] = ()  # James Cook: military cards discarded for +1 each


def cook(ps: PlayerState) -> dict[str, int]:
    ability = leader_ability(ps, "colonization_discards")
    return ability if isinstance(ability, dict) else {"max_cards": 0, "per_card": 0}


def force(
    g: GameState, ps: PlayerState, units: dict[str, int], bonus: tuple[str, ...], discards: tuple[str, ...]
) -> int:
    """9.3: units' strength, their armies under the current tactic, the colonization modifier,
    bonus cards; civilization-strength abilities (Napoleon, Alexander...) do not count."""
    sent = [(cards()[c], n) for c, n in units.items() if n]
    total = sum(c.per_worker.get("strength", 0) * n for c, n in sent)
    if ps.tactic is not None:
        total += armies_strength(
            g, cards()[ps.tactic], unit_counts(sent), bool(leader_ability(ps, "infantry_as_cavalry"))
        )
    total += colonization_modifier(g, ps)
    total += sum(cards()[b].colonization for b in bonus)
    return total + len(discards) * cook(ps)["per_card"]


def all_units(ps: PlayerState) -> dict[str, int]:
    return {c: n for c, n in sorted(ps.workers.items()) if n and cards()[c].kind in UNITS}


def max_force(g: GameState, p: str) -> int:
    """The most a player can send (ruling E8); 0 without units (a force needs one)."""
    ps = g.ps(p)
    units = all_units(ps)
    if not units:
        return 0
    bonus = tuple(c for c in ps.military_hand if cards()[c].type == "bonus")
    others = [c for c in ps.military_hand if cards()[c].type != "bonus"]
    return force(g, ps, units, bonus, tuple(others[: cook(ps)["max_cards"]]))


@dataclass(frozen=True)
class BidChoice(DecisionOptions):
    """``tta_bid``: the territory auctioned, the high bid and its bidder, the most the player
    can bid."""

    territory: str
    high_bid: int
    high_bidder: str
    max_bid: int


@dataclass(frozen=True)
class ForceChoice(DecisionOptions):
    """``tta_colonize``: the territory, the winning bid, the player's military units, his bonus
    cards and how many cards James Cook lets him discard."""

    territory: str
    bid: int
    units: dict[str, int]
    bonus_cards: list[str]
    cook_discards: int


@serial.register("tta_auction")
@dataclass
class AuctionStep(TtaStep):
    territory: str = ""
    bidders: list[str] = field(default_factory=list)  # still in the auction, clockwise
    high: int = 0
    high_bidder: str = ""

    accepts: ClassVar[tuple[type[Action], ...]] = (Bid,)

    def decision(self, g: GameState, player: str) -> Decision:
        return Decision(
            player,
            "tta_bid",
            _(
                "Bid a colonization force for {card} (more than {high}), or pass.",
                card=printed(self.territory),
                high=self.high,
            ),
            BidChoice(self.territory, self.high, self.high_bidder, max_force(g, player)),
            Bid(player, 0),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, Bid)
        most = max_force(g, a.player)
        if a.amount != 0 and not self.high < a.amount <= most:
            raise IllegalAction(
                l_(
                    "Bid more than {high} and at most {most} (the force you can send), or 0 to pass.",
                    high=self.high,
                    most=most,
                )
            )

    def run(self, g: GameState) -> Outcome[Any]:
        p = self.owed[0]
        a = self.received[p]
        assert isinstance(a, Bid)
        events: list[Event] = []
        if a.amount:
            self.high, self.high_bidder = a.amount, p
            events.append(public("tta_bid", player=p, amount=a.amount))
        else:
            events.append(public("tta_bid_passed", player=p))
        after = next_auction(g, self, p, passed=not a.amount)
        return Outcome(events + after.events, after.steps)


def start_auction(g: GameState, territory: str, revealer: str) -> Outcome[Any]:
    step = AuctionStep(holding=[territory], territory=territory, bidders=seat_order_from(g, revealer))
    return next_auction(g, step, None, passed=False)


def next_auction(g: GameState, step: AuctionStep, last: str | None, passed: bool) -> Outcome[Any]:
    """The next bidder clockwise. A player without units passes at once (a force needs one unit,
    and units are public); others are asked even when only passing is left to them, since
    skipping them would tell everyone what their hands hold. The auction ends when one bidder
    is left after a bid, or nobody is left."""
    order = list(step.bidders)
    i = -1 if last is None else order.index(last)
    if passed and last is not None:
        order.remove(last)
        i -= 1
    while order and not (step.high_bidder and len(order) == 1):
        i = (i + 1) % len(order)
        p = order[i]
        if p == step.high_bidder:  # every other bidder has passed
            break
        if all_units(g.ps(p)):
            nxt = AuctionStep(
                holding=step.holding,
                territory=step.territory,
                bidders=order,
                high=step.high,
                high_bidder=step.high_bidder,
                owed=[p],
            )
            return Outcome([], [nxt])
        order.remove(p)
        i -= 1
    if not step.high_bidder:
        g.past_events.append(step.territory)
        return Outcome([public("tta_territory_unclaimed", card=step.territory)])
    colonize = ColonizeStep(
        holding=step.holding, territory=step.territory, bid=step.high, owed=[step.high_bidder]
    )
    return Outcome([public("tta_auction_won", player=step.high_bidder, bid=step.high)], [colonize])


def default_force(g: GameState, p: str, bid: int) -> Colonize:
    """Units from the weakest up, then bonus cards, then Cook's discards, until the bid is met."""
    ps = g.ps(p)
    units: dict[str, int] = {}
    pool = sorted(
        (
            (cards()[c].per_worker.get("strength", 0), c)
            for c, n in all_units(ps).items()
            for _copy in range(n)
        )
    )
    bonus: list[str] = []
    discards: list[str] = []
    for _strength, c in pool:
        units[c] = units.get(c, 0) + 1
        if force(g, ps, units, (), ()) >= bid:
            return Colonize(p, units)
    for b in sorted(
        (c for c in ps.military_hand if cards()[c].type == "bonus"), key=lambda c: -cards()[c].colonization
    ):
        bonus.append(b)
        if force(g, ps, units, tuple(bonus), ()) >= bid:
            return Colonize(p, units, tuple(bonus))
    for d in sorted(c for c in ps.military_hand if cards()[c].type != "bonus")[: cook(ps)["max_cards"]]:
        discards.append(d)
    return Colonize(p, units, tuple(bonus), tuple(discards))


@serial.register("tta_colonization")
@dataclass
class ColonizeStep(TtaStep):
    territory: str = ""
    bid: int = 0

    accepts: ClassVar[tuple[type[Action], ...]] = (Colonize,)

    def decision(self, g: GameState, player: str) -> Decision:
        ps = g.ps(player)
        return Decision(
            player,
            "tta_colonize",
            _(
                "Send a force of at least {bid} to colonize {card}.",
                bid=self.bid,
                card=printed(self.territory),
            ),
            ForceChoice(
                territory=self.territory,
                bid=self.bid,
                units=all_units(ps),
                bonus_cards=sorted(c for c in ps.military_hand if cards()[c].type == "bonus"),
                cook_discards=cook(ps)["max_cards"],
            ),
            default_force(g, player, self.bid),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, Colonize)
        ps = g.ps(a.player)
        have = all_units(ps)
        if not any(a.units.values()) or any(n < 0 or n > have.get(c, 0) for c, n in a.units.items()):
            units = cards_listed(sorted(c for c, n in have.items() if n))
            raise IllegalAction(l_("Send at least one of your units; your units: {cards}.", cards=units))
        if not is_sub_multiset(a.bonus + a.discards, ps.military_hand) or any(
            cards()[b].type != "bonus" for b in a.bonus
        ):
            raise IllegalAction(
                l_("Play bonus cards (and, with James Cook, discard other cards) from your hand.")
            )
        if len(a.discards) > cook(ps)["max_cards"]:
            raise IllegalAction(
                l_("You may discard at most {n} cards for colonization.", n=cook(ps)["max_cards"])
            )
        sent = force(g, ps, a.units, a.bonus, a.discards)
        if sent < self.bid:
            raise IllegalAction(l_("That force is {force}; you bid {bid}.", force=sent, bid=self.bid))

    def run(self, g: GameState) -> Outcome[Any]:
        p = self.owed[0]
        a = self.received[p]
        assert isinstance(a, Colonize)
        ps = g.ps(p)
        for c, n in a.units.items():  # the units sent are sacrificed: to the yellow bank
            ps.workers[c] -= n
            ps.yellow_bank += n
        for cid in a.bonus + a.discards:
            ps.military_hand.remove(cid)
            discard_military(g, cid)
        return Outcome(
            [
                public("tta_force_sent", player=p, units=dict(a.units), bonus=len(a.bonus)),
                *take_colony(g, p, self.territory),
            ]
        )


def take_colony(g: GameState, p: str, territory: str) -> list[Event]:
    """The colony's permanent effect first, then its immediate effect (9.3)."""
    ps = g.ps(p)
    gain_colony(g, p, territory)
    sync_actions(g, ps)
    now = cards()[territory].immediate
    events: list[Event] = [public("tta_colonized", player=p, card=territory)]
    got = {
        "resources": gain(ps, RESOURCES, now.get("resources", 0)),
        "food": gain(ps, FOOD, now.get("food", 0)),
        "science": score_science(ps, now.get("science", 0)),
        "culture": score_culture(ps, now.get("culture", 0)),
        "population": gain_population(ps, now.get("population", 0)),
    }
    events.append(public("tta_colony_bonus", player=p, **got))
    if now.get("draw"):
        events += draw_military(g, p, now["draw"])
    return events
