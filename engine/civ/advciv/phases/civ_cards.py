"""Phase 12 — Acquisition of civilization cards (rules reference §9.5, 000 §31).

In AST order, or all at once and resolved in AST order (option simultaneous_phases): each
player names every card he buys this turn and how he pays (commodity cards at set values,
Mining's set if he holds it, exactly the treasury tokens still owed; ``engine.civ.advciv.purchase``).
Purchases never make each other illegal (one copy per title per player, 8 copies of each,
000 §31.12), so no answer is ever asked again. Cards bought give credits from the next turn
(000 §31.53); spent cards wait for the end-of-turn recycling (000 §31.81).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.civ import units
from engine.civ.advciv.content import civ_cards
from engine.civ.advciv.purchase import (
    MINING,
    can_buy_something,
    card_name,
    check_purchase,
    copies_left,
    eligible_cards,
    payable,
    price_cards,
    spendable,
)
from engine.civ.advciv.state import adv
from engine.civ.cards import remove_from_hand
from engine.civ.civ_credit import CardOffer
from engine.civ.order import ast_order
from engine.civ.phases.civ_cards import CivCardsData, CivCardsPhase
from engine.civ.state import GameState
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.events import Event, private, public
from i18n.catalog import N_, _


@action("advciv_buy_civ_cards")
@dataclass(frozen=True)
class AdvBuyCivCards(Action):
    """Every card bought this turn; the payment: commodity cards, treasury tokens, and the
    commodity whose set Mining counts one card higher ("" for none)."""

    cards: tuple[str, ...] = ()
    pay_cards: tuple[str, ...] = ()
    tokens: int = 0
    mining: str = ""


@dataclass(frozen=True)
class AdvPurchaseChoice(DecisionOptions):
    """``advciv_buy_civ_cards``: every card the player may buy with its price, the cards he
    holds, his hand and the commodity cards he may spend, his treasury, the most he can pay,
    and whether he holds Mining."""

    cards: list[CardOffer]
    held: list[str]
    hand: list[str]
    spendable: list[str]
    treasury: int
    most_payable: int
    mining: bool


class AdvCivCardsPhase(CivCardsPhase):
    title = N_("Phase 12: Civilization cards")
    actions = (AdvBuyCivCards,)

    def start(self, g: GameState) -> list[Event]:
        owed = [p for p in ast_order(g) if can_buy_something(g, p)]
        g.data = CivCardsData(owed=owed)
        return [public("civ_card_buyers", players=owed)]

    def decision(self, g: GameState, player: str) -> Decision:
        ps = g.ps(player)
        offer = [
            price_cards(g, player, [c])[0].offer(card_name(c), copies_left(g, c))
            for c in eligible_cards(g, player)
        ]
        return Decision(
            player,
            "advciv_buy_civ_cards",
            _(
                "Buy civilization cards: name every card you buy this turn, and pay with commodity cards "
                "(set values) and exactly the treasury tokens still owed."
            ),
            AdvPurchaseChoice(
                cards=offer,
                held=list(ps.civ_cards),
                hand=list(ps.hand),
                spendable=spendable(g, player),
                treasury=ps.treasury,
                most_payable=payable(g, player),
                mining=units.has_card(g, player, MINING),
            ),
            AdvBuyCivCards(player),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, AdvBuyCivCards)
        check_purchase(g, a.player, a.cards, a.pay_cards, a.tokens, a.mining)

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, AdvBuyCivCards)
        d = self._cd(g)
        d.resolved.append(a.player)
        if not a.cards:
            return [public("civ_cards_bought", player=a.player, cards=[], price=0, tokens=0, trade_cards=0)]
        prices = price_cards(g, a.player, a.cards)
        ps = g.ps(a.player)
        ps.civ_cards = civ_cards().order([*ps.civ_cards, *a.cards])
        remove_from_hand(g, a.player, a.pay_cards)
        adv(g).discards.extend(a.pay_cards)
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
            private("civ_cards_payment", (a.player,), cards=sorted(a.pay_cards), mining=a.mining or None),
        ]
