"""The text form of trade (phase 10 of Civilization, phase 7 of Advanced Civilization): offers,
answers and leaving the trade.

A packet is a list of cards from your hand (``Grain Grain Salt`` or ``2 Grain Salt``).
Civilization names one commodity aloud, the first listed unless ``named CARD`` says otherwise;
Advanced Civilization names at least two, the first two commodities unless ``named CARD CARD``
says. Offers are numbered by the engine (``#4``); answer them by number.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine.civ.advciv import content as advciv
from engine.civ.advciv.phases.trade import DeclaredCounter, DeclaredOffer, DeclaredRevise
from engine.civ.cards import is_commodity
from engine.civ.text.base import (
    ADVCIV,
    CIV1980,
    Ctx,
    Form,
    card_list,
    expect,
    player,
    trade_card,
    trade_cards_text,
)
from engine.civ.trade_protocol import Accept, CounterOffer, Decline, DoneTrading, MakeOffer, Revise, Withdraw
from engine.core.actions import Action
from engine.core.text import NotUnderstood, number
from i18n.catalog import N_, l_

ANSWERS: dict[str, type[Accept] | type[Decline] | type[Withdraw]] = {
    "accept": Accept,
    "decline": Decline,
    "withdraw": Withdraw,
}


@dataclass(frozen=True)
class TradeForms:
    """What differs between the games' trades: how a packet and what it names are read and
    written back, and the engine's actions for an offer, a counter-offer and a revision."""

    packet: Callable[[Ctx, list[str]], tuple[tuple[str, ...], Any]]
    show_packet: Callable[[tuple[str, ...], Any], str]
    offer: type[Action]
    counter: type[Action]
    revise: type[Action]
    offer_form: str  # how an offer is typed, for the message when nothing fits


def _cards(c: Ctx, rest: list[str]) -> tuple[str, ...]:
    if not rest:
        raise NotUnderstood(l_("List the cards of the packet, e.g. 'offer Grain Grain Salt'."))
    return tuple(card_list(rest, lambda x: trade_card(x, c.options["hand"])))


def _packet(c: Ctx, rest: list[str]) -> tuple[tuple[str, ...], str]:
    """The cards of a packet and its named commodity (Civilization)."""
    named = ""
    if "named" in rest:
        i = rest.index("named")
        if i + 1 >= len(rest):
            raise NotUnderstood(l_("Say which commodity you name: 'named Grain'."))
        named = trade_card(rest[i + 1], c.options["hand"])
        rest = rest[:i] + rest[i + 2 :]
    cards = _cards(c, rest)
    return cards, named or next((x for x in cards if is_commodity(x)), cards[0])


def _show_packet(cards: tuple[str, ...], named: str) -> str:
    first = next((x for x in cards if is_commodity(x)), cards[0] if cards else "")
    return trade_cards_text(cards) + ("" if named == first else f" named {trade_cards_text([named])}")


def default_named(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """What an Advanced Civilization packet names when the player does not say: its first two
    commodities typed."""
    return tuple([c for c in cards if advciv.is_commodity(c)][: advciv.trade_cards().named_min])


def _declared_packet(c: Ctx, rest: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    named: list[str] = []
    if "named" in rest:
        i = rest.index("named")
        named = card_list(rest[i + 1 :], lambda x: trade_card(x, c.options["hand"]))
        rest = rest[:i]
        if not named:
            raise NotUnderstood(l_("Say which cards you name: 'named Grain Salt'."))
    cards = _cards(c, rest)
    return cards, tuple(named) if named else default_named(cards)


def _show_declared(cards: tuple[str, ...], named: tuple[str, ...]) -> str:
    same = named == default_named(cards)
    return trade_cards_text(cards) + ("" if same else " named " + trade_cards_text(named))


def parse_trade(forms: TradeForms, c: Ctx, w: list[str]) -> Action:
    verb, rest = w[0], w[1:]
    p = c.player
    if verb in ("done", "pass") and not rest:
        return DoneTrading(p)
    if verb in ANSWERS and len(rest) == 1:
        return ANSWERS[verb](p, number(rest[0], N_("The offer number")))
    if verb in ("counter", "revise") and rest:
        cards, named = forms.packet(c, rest[1:])
        cls = forms.counter if verb == "counter" else forms.revise
        return cls(p, number(rest[0], N_("The offer number")), cards, named)  # type: ignore[call-arg]
    if verb == "offer":
        to = None
        if "to" in rest:
            i = rest.index("to")
            if i + 2 != len(rest):
                raise NotUnderstood(l_("Put 'to PLAYER' at the end: 'offer Grain Grain Salt to Crete'."))
            to = player(c, rest[i + 1], c.options["partners"])
            rest = rest[:i]
        cards, named = forms.packet(c, rest)
        return forms.offer(p, to, cards, named)  # type: ignore[call-arg]
    raise NotUnderstood(
        l_(
            "Type '{offer}', 'counter N CARDS', 'accept N', 'decline N', 'withdraw N', "
            "'revise N CARDS' or 'done'.",
            offer=forms.offer_form,
        )
    )


def show_trade(forms: TradeForms, c: Ctx, a: Action) -> str:
    if isinstance(a, DoneTrading):
        return "done"
    if isinstance(a, Accept | Decline | Withdraw):
        verb = {Accept: "accept", Decline: "decline", Withdraw: "withdraw"}[type(a)]
        return f"{verb} {a.offer}"
    x: Any = a
    if isinstance(a, forms.counter | forms.revise):
        verb = "counter" if isinstance(a, forms.counter) else "revise"
        return f"{verb} {x.offer} {forms.show_packet(x.cards, x.named)}"
    expect(a, forms.offer)
    return "offer " + forms.show_packet(x.cards, x.named) + (f" to {c.who(x.to)}" if x.to else "")


CIV1980_TRADE = TradeForms(_packet, _show_packet, MakeOffer, CounterOffer, Revise, "offer CARDS [to PLAYER]")
ADVCIV_TRADE = TradeForms(
    _declared_packet,
    _show_declared,
    DeclaredOffer,
    DeclaredCounter,
    DeclaredRevise,
    "offer CARDS [named CARD CARD] [to PLAYER]",
)
ANSWER_ACTIONS = (DoneTrading, Accept, Decline, Withdraw)

FORMS: tuple[Form, ...] = (
    Form(
        "trade",
        "offer CARDS [named CARD] [to PLAYER] | counter N CARDS | accept N | decline N | withdraw N"
        " | revise N CARDS | done",
        "offer Grain Grain Salt to Crete",
        N_(
            "An offer to everybody or to one player; answer offers made to you by their number. You "
            "accept a packet that answers one of your own; 'done' leaves the trade for this round."
        ),
        partial(parse_trade, CIV1980_TRADE),
        partial(show_trade, CIV1980_TRADE),
        (*ANSWER_ACTIONS, MakeOffer, CounterOffer, Revise),
        games=CIV1980,
    ),
    Form(
        "advciv_trade",
        "offer CARDS [named CARD CARD] [to PLAYER] | counter N CARDS | accept N | decline N | "
        "withdraw N | revise N CARDS | done",
        "offer Grain Grain Salt to Crete",
        N_(
            "A packet of at least 3 cards naming at least 2 of them (the first two commodities unless "
            "'named' says). Answer offers to you by number; 'done' leaves the trade for this turn."
        ),
        partial(parse_trade, ADVCIV_TRADE),
        partial(show_trade, ADVCIV_TRADE),
        (*ANSWER_ACTIONS, DeclaredOffer, DeclaredCounter, DeclaredRevise),
        games=ADVCIV,
    ),
)
