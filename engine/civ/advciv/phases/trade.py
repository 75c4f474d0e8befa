"""Phase 10 — Trade (rules reference §7.6, §8.1; 000 §28, §29.1-29.4).

The packet protocol of Civilization (1980) (``engine.civ.trade_protocol``: offers to one or to
all, counters, accept, decline, withdraw, revise, done), with Advanced Civilization's
declaration and calamities:

* a packet holds at least 3 tradable cards; its owner declares their number and **at least two
  of them** by name, truthfully (a named card must be in it); no value is declared and the
  other cards may be anything, tradable calamities included (000 §28.3);
* a tradable calamity received stays in the hand and may be passed on again (000 §29.3); the
  last player who gave it is remembered;
* when trading ends, every calamity is revealed: the tradable ones leave the hands and strike
  their holders, the last giver being "the seller" (X2), immune to its secondary effects
  (000 §29.61); the hidden non-tradable ones are shown too (000 §29.2).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.civ import refusal_names as rn
from engine.civ.advciv.content import full_deck, is_calamity, trade_cards
from engine.civ.cards import add_to_hand
from engine.civ.order import ast_order
from engine.civ.phases.trade import TradePhase
from engine.civ.state import GameState, HeldCalamity
from engine.civ.trade_protocol import (
    Accept,
    Decline,
    DoneTrading,
    Packet,
    PacketFacts,
    TradeChoice,
    TradeData,
    Withdraw,
    active,
    check_offered_cards,
    packets_view,
    trade_data,
)
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.errors import IllegalAction, UnknownName
from engine.core.events import Event, private, public
from i18n.catalog import l_, ln_


@action("advciv_make_offer")
@dataclass(frozen=True)
class DeclaredOffer(Action):
    """A packet offered to one player (``to``) or to all (None), ``named`` its declared cards."""

    to: str | None = None
    cards: tuple[str, ...] = ()
    named: tuple[str, ...] = ()


@action("advciv_counter_offer")
@dataclass(frozen=True)
class DeclaredCounter(Action):
    offer: int = 0
    cards: tuple[str, ...] = ()
    named: tuple[str, ...] = ()


@action("advciv_revise_offer")
@dataclass(frozen=True)
class DeclaredRevise(Action):
    offer: int = 0
    cards: tuple[str, ...] = ()
    named: tuple[str, ...] = ()


@serial.register("advciv_trade_packet")
@dataclass
class DeclaredPacket(Packet):
    # The cards its owner named (at least two, all in the packet).
    declared: list[str] = field(default_factory=list)


@serial.register("advciv_trade_data")
@dataclass
class AdvTradeData(TradeData):
    # Calamity -> the player who last gave it in a deal (the seller, X2).
    last_giver: dict[str, str] = field(default_factory=dict)


def card_name(card: str) -> str:
    return trade_cards().name(card)


def check_declared_packet(
    g: GameState,
    d: TradeData,
    owner: str,
    cards: tuple[str, ...],
    named: tuple[str, ...],
    excluding: tuple[int, ...],
) -> None:
    """000 §28.3: at least 3 tradable cards of the owner's hand, none promised elsewhere; at
    least two of them named, each named card really in the packet."""
    deck = full_deck()
    for c in named:
        if c not in deck:
            raise UnknownName("trade card", c, deck)
    tc = trade_cards()
    for c in cards:
        if c in tc.calamities and not tc.calamities[c].tradable:
            raise IllegalAction(
                l_(
                    "{card} is a non-tradable calamity: it can never be handed over (000 §27.3).",
                    card=rn.Named("advciv_card", c),
                )
            )
    check_offered_cards(g, d, owner, cards, excluding, deck, "advciv_card", "000 §28.3")
    if len(named) < tc.named_min:
        raise IllegalAction(
            l_(
                "Declare at least {n} of the packet's cards by name (000 §28.3); you named {named}.",
                n=tc.named_min,
                named=len(named),
            )
        )
    missing = Counter(named) - Counter(cards)
    if missing:
        wrong = rn.NameList("advciv_card", tuple(sorted(missing.elements())))
        raise IllegalAction(
            l_("A declaration must be true: the packet does not hold {wrong} (000 §28.3).", wrong=wrong)
        )


def declared_facts(p: Packet) -> PacketFacts:
    """Everything public about a packet: its size and the cards declared, never the rest."""
    named = p.declared if isinstance(p, DeclaredPacket) else []
    return {
        "id": p.id,
        "from": p.owner,
        "to": p.to,
        "reply_to": p.reply_to,
        "cards": len(p.cards),
        "named": list(named),
        "status": p.status,
    }


def packet_view(p: Packet, viewer: str | None, all_secrets: bool = False) -> PacketFacts:
    out = declared_facts(p)
    if all_secrets or (viewer is not None and viewer == p.owner):
        out["hand_cards"] = list(p.cards)
    return out


def trade_view(g: GameState, viewer: str | None, role: str) -> dict[str, Any]:
    """The trade part of a view: stack sizes; during phase 10 the public facts of every packet,
    the card ids on the viewer's own packets only (a game master sees all), who still trades."""
    return packets_view(g, viewer, role, packet_view, {"stack_9_price": trade_cards().stack_9_price})


@dataclass(frozen=True)
class DeclaredTradeChoice(TradeChoice):
    """``advciv_trade``: a trade decision, with how many cards of a packet must be declared."""

    named_min: int


class AdvTradePhase(TradePhase):
    actions = (DeclaredOffer, DeclaredCounter, Accept, Decline, Withdraw, DeclaredRevise, DoneTrading)
    offer_action = DeclaredOffer
    counter_action = DeclaredCounter
    revise_action = DeclaredRevise
    decision_kind = "advciv_trade"
    options_class = DeclaredTradeChoice

    def new_data(self) -> TradeData:
        return AdvTradeData()

    def check_offer(
        self,
        g: GameState,
        d: TradeData,
        owner: str,
        cards: tuple[str, ...],
        named: Any,
        excluding: tuple[int, ...] = (),
    ) -> None:
        check_declared_packet(g, d, owner, cards, tuple(named), excluding)

    def make_packet(
        self,
        d: TradeData,
        owner: str,
        to: str | None,
        cards: tuple[str, ...],
        named: Any,
        reply_to: int | None,
    ) -> Packet:
        return DeclaredPacket(d.next_id, owner, to, sorted(cards), "", reply_to, declared=sorted(named))

    def facts(self, p: Packet) -> PacketFacts:
        return declared_facts(p)

    def _receive(self, g: GameState, player: str, cards: list[str], giver: str) -> list[Event]:
        """Everything received goes into the hand; a calamity remembers who gave it."""
        d = trade_data(g)
        assert isinstance(d, AdvTradeData)
        for c in cards:
            if is_calamity(c):
                d.last_giver[c] = giver
        add_to_hand(g, player, cards)
        return [private("trade_received", (player,), cards=list(cards), giver=giver)]

    def on_trade_end(self, g: GameState) -> list[Event]:
        """000 §29.3: every calamity is revealed; tradable ones leave the hand to strike."""
        d = trade_data(g)
        assert isinstance(d, AdvTradeData)
        events: list[Event] = []
        for player in ast_order(g):
            ps = g.ps(player)
            for c in [c for c in ps.hand if is_calamity(c)]:
                ps.hand.remove(c)
                ps.calamities.append(HeldCalamity(c, d.last_giver.get(c), True))
            for h in ps.calamities:
                h.revealed = True
                events.append(
                    public("calamity_revealed", player=player, calamity=h.calamity, traded_by=h.traded_by)
                )
        return events

    def view_packet(self, p: Packet, viewer: str) -> PacketFacts:
        return packet_view(p, viewer)

    def trade_options(self, g: GameState) -> dict[str, Any]:
        return {"named_min": trade_cards().named_min}

    @staticmethod
    def _check_trader(g: GameState, d: TradeData, player: str) -> None:
        if player in d.done:
            raise IllegalAction(l_("You are done trading for this turn; you cannot take part any more."))
        if not active(g, d, player):
            raise IllegalAction(
                ln_(
                    "You hold {n} tradable card; trading needs at least {least} (000 §28.3).",
                    "You hold {n} tradable cards; trading needs at least {least} (000 §28.3).",
                    len(g.ps(player).hand),
                    least=trade_cards().min_packet,
                )
            )
