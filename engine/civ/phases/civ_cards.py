"""Phase 11 — Acquisition of civilization cards (rules 6.11, 12.3, D17-D19, A27-A32, D37).

Players buy in reverse AST order (Egypt first), each naming all the cards he buys this round
at once and how he pays (trade cards at set values plus exact treasury tokens). Players who
cannot afford any card are not asked.

With option simultaneous_phases every buyer submits at once and the purchases are resolved in
reverse AST order. Only another player's purchase can make a checked submission illegal (the
last copy of a card was taken); that player is then asked again, alone, before resolution goes
on — the engine never guesses a purchase for him.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from engine.civ import cards as trade
from engine.civ import units
from engine.civ.civ_credit import (
    CardOffer,
    can_buy_something,
    card_name,
    check_purchase,
    copies_left,
    eligible_cards,
    payable,
    price_cards,
    table_order,
)
from engine.civ.content import civ_cards
from engine.civ.order import reverse_ast_order
from engine.civ.phases.base import SubmissionPhase, Submissions
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import RuleError
from engine.core.events import Event, private, public
from engine.core.said_json import english, said_to_json
from i18n.catalog import N_, _


@action("buy_civ_cards")
@dataclass(frozen=True)
class BuyCivCards(Action):
    """Every card bought this round, and the payment: trade cards from hand plus treasury tokens."""

    cards: tuple[str, ...] = ()
    pay_cards: tuple[str, ...] = ()
    tokens: int = 0


@dataclass(frozen=True)
class PurchaseChoice(DecisionOptions):
    """``buy_civ_cards``: every card the player may buy with its price, the cards he holds and
    their limit, his hand and treasury, the most he can pay, and the credit options in force."""

    cards: list[CardOffer]
    held: list[str]
    limit: int
    hand: list[str]
    treasury: int
    most_payable: int
    credit_reuse: str
    law_same_round: bool


@serial.register("civ_cards_data")
@dataclass
class CivCardsData(Submissions):
    resolved: list[str] = field(default_factory=list)
    # A player whose held submission became illegal at resolution and must answer again.
    reask: str = ""


class CivCardsPhase(SubmissionPhase):
    name = "civ_cards"
    title = N_("Phase 11: Civilization cards")
    actions: ClassVar[tuple[type[Action], ...]] = (BuyCivCards,)

    def _cd(self, g: GameState) -> CivCardsData:
        assert isinstance(g.data, CivCardsData)
        return g.data

    def start(self, g: GameState) -> list[Event]:
        owed = [p for p in reverse_ast_order(g) if can_buy_something(g, p)]
        g.data = CivCardsData(owed=owed)
        return [public("civ_card_buyers", players=owed)]

    def waiting_for(self, g: GameState) -> list[str]:
        d = self._cd(g)
        if d.reask:
            return [d.reask]
        left = [p for p in d.owed if p not in d.resolved]
        if not g.options.simultaneous_phases:
            return left[:1]
        if all(p in d.received for p in d.owed):
            return []  # resolution under way (only a re-ask can stop it)
        return [p for p in left if p not in d.received]

    def pending(self, g: GameState) -> list[Decision]:
        return self._decisions(g, self.waiting_for(g))

    def first_pending(self, g: GameState) -> list[Decision]:
        return self._decisions(g, self.waiting_for(g)[:1])

    def _decisions(self, g: GameState, players: list[str]) -> list[Decision]:
        d = self._cd(g)
        simultaneous = g.options.simultaneous_phases and not d.reask
        out = []
        for p in players:
            dec = self.decision(g, p)
            out.append(Decision(dec.player, dec.kind, dec.prompt, dec.options, dec.default, simultaneous))
        return out

    def expects(self, g: GameState, player: str) -> bool:
        d = self._cd(g)
        if d.reask:
            return player == d.reask
        if g.options.simultaneous_phases and player in d.owed and player not in d.resolved:
            return not all(p in d.received for p in d.owed)
        return player in self.waiting_for(g)

    def done(self, g: GameState) -> bool:
        d = self._cd(g)
        return not d.reask and all(p in d.resolved for p in d.owed)

    def decision(self, g: GameState, player: str) -> Decision:
        ps = g.ps(player)
        offer = [
            price_cards(g, player, [c])[0].offer(card_name(c), copies_left(g, c))
            for c in eligible_cards(g, player)
        ]
        again = (
            " " + _("Your earlier choice is no longer possible: choose again.") if self._cd(g).reask else ""
        )
        return Decision(
            player,
            "buy_civ_cards",
            _(
                "Buy civilization cards: name every card you buy this round, and pay with trade cards "
                "(set values) and exactly the treasury tokens still owed."
            )
            + again,
            PurchaseChoice(
                cards=offer,
                held=list(ps.civ_cards),
                limit=civ_cards().cards_per_player,
                hand=list(ps.hand),
                treasury=ps.treasury,
                most_payable=payable(g, player),
                credit_reuse=g.options.credit_reuse,
                law_same_round=g.options.law_same_round,
            ),
            BuyCivCards(player),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, BuyCivCards)
        check_purchase(g, a.player, a.cards, a.pay_cards, a.tokens)

    def apply(self, g: GameState, a: Action) -> list[Event]:
        self.check(g, a)
        d = self._cd(g)
        if d.reask == a.player:
            d.reask = ""
            d.received[a.player] = a
            return self.resolve(g, a) + self._resolve_in_order(g)
        d.received[a.player] = a
        if not g.options.simultaneous_phases:
            return self.resolve(g, a)
        events = [public("decision_received", phase=self.name, player=a.player)]
        if all(p in d.received for p in d.owed):
            events += self._resolve_in_order(g)
        return events

    def _resolve_in_order(self, g: GameState) -> list[Event]:
        """Resolve held submissions in reverse AST order until done or one must be re-asked."""
        d = self._cd(g)
        events: list[Event] = []
        for p in d.owed:
            if p in d.resolved:
                continue
            a = d.received[p]
            try:
                self.check(g, a)
            except RuleError as err:
                d.reask = p
                events.append(public("civ_cards_reasked", player=p))
                events.append(
                    private(
                        "civ_cards_refused",
                        (p,),
                        reason=english(err.said),
                        reason_said=said_to_json(err.said),
                    )
                )
                return events
            events += self.resolve(g, a)
        return events

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, BuyCivCards)
        d = self._cd(g)
        d.resolved.append(a.player)
        if not a.cards:
            return [public("civ_cards_bought", player=a.player, cards=[], price=0, tokens=0, trade_cards=0)]
        prices = price_cards(g, a.player, a.cards)
        ps = g.ps(a.player)
        ps.civ_cards = table_order([*ps.civ_cards, *a.cards])
        trade.remove_from_hand(g, a.player, a.pay_cards)
        for c in sorted(a.pay_cards):
            trade.return_to_stack(g, c)  # face down to the bottom of its stack (12.3 step 7)
        units.spend_treasury(g, a.player, a.tokens)
        return [
            public(
                "civ_cards_bought",
                player=a.player,
                cards=list(a.cards),
                price=sum(p.net for p in prices),
                tokens=a.tokens,
                trade_cards=len(a.pay_cards),
            ),
            private("civ_cards_payment", (a.player,), cards=sorted(a.pay_cards)),
        ]
