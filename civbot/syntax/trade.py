"""Typed trade (phase 10): offers, answers and leaving the trade.

A packet is a list of cards from your hand (``grain grain salt`` or ``2 grain salt``); the
commodity you name aloud is the first commodity listed unless ``named CARD`` says otherwise.
Offers are numbered by the engine (``#4``); answer them by number.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from civbot import words
from civbot.syntax.base import CIV1980, Ctx, Syntax, card_list, expect, register, wrap
from civbot.syntax.phases import hand_summary
from civbot.tabletop import describe_offer
from civbot.words import NotUnderstood, plural
from engine.civ.cards import is_commodity
from engine.civ.trade_protocol import Accept, CounterOffer, Decline, DoneTrading, MakeOffer, Revise, Withdraw
from engine.core.actions import Action

ANSWERS: dict[str, type[Accept] | type[Decline] | type[Withdraw]] = {
    "accept": Accept,
    "decline": Decline,
    "withdraw": Withdraw,
}


def _packet(c: Ctx, rest: list[str]) -> tuple[tuple[str, ...], str]:
    """The cards of a packet and its named commodity."""
    named = ""
    if "named" in rest:
        i = rest.index("named")
        if i + 1 >= len(rest):
            raise NotUnderstood("Say which commodity you name: 'named grain'.")
        named = words.trade_card(rest[i + 1], c.options["hand"])
        rest = rest[:i] + rest[i + 2 :]
    if not rest:
        raise NotUnderstood("List the cards of the packet, e.g. 'offer grain grain salt'.")
    cards = card_list(rest, lambda x: words.trade_card(x, c.options["hand"]))
    if not named:
        named = next((x for x in cards if is_commodity(x)), cards[0])
    return tuple(cards), named


@dataclass(frozen=True)
class TradeForms:
    """What differs between the games' typed trades: how a packet and what it names are read
    and written back, and the engine's actions for an offer, a counter-offer and a revision."""

    packet: Callable[[Ctx, list[str]], tuple[tuple[str, ...], Any]]
    show_packet: Callable[[tuple[str, ...], Any], str]
    offer: type[Action]
    counter: type[Action]
    revise: type[Action]
    offer_form: str  # how an offer is typed, for the message when nothing fits


def parse_trade(forms: TradeForms, c: Ctx, w: list[str]) -> Action:
    verb, rest = (w[0], w[1:]) if w else ("", [])
    p = c.player
    if verb in ("done", "pass") and not rest:
        return DoneTrading(p)
    if verb in ANSWERS and len(rest) == 1:
        return ANSWERS[verb](p, _offer_id(rest[0]))
    if verb in ("counter", "revise") and rest:
        cards, named = forms.packet(c, rest[1:])
        cls = forms.counter if verb == "counter" else forms.revise
        return cls(p, _offer_id(rest[0]), cards, named)  # type: ignore[call-arg]
    if verb == "offer":
        to = None
        if "to" in rest:
            i = rest.index("to")
            if i + 2 != len(rest):
                raise NotUnderstood("Put 'to PLAYER' at the end: 'offer grain grain salt to crete'.")
            to = words.player(c.g, rest[i + 1], c.options["partners"])
            rest = rest[:i]
        cards, named = forms.packet(c, rest)
        return forms.offer(p, to, cards, named)  # type: ignore[call-arg]
    raise NotUnderstood(
        f"Type '{forms.offer_form}', 'counter N CARDS', 'accept N', 'decline N', "
        "'withdraw N', 'revise N CARDS' or 'done'."
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


def _offer_id(word: str) -> int:
    return words.number(word, "The offer number")


def _show_packet(cards: tuple[str, ...], named: str) -> str:
    first = next((x for x in cards if is_commodity(x)), cards[0] if cards else "")
    return " ".join(cards) + ("" if named == first else f" named {named}")


CIV1980_TRADE = TradeForms(_packet, _show_packet, MakeOffer, CounterOffer, Revise, "offer CARDS [to PLAYER]")


def offer_line(c: Ctx, facts: dict[str, Any]) -> str:
    return describe_offer(facts, c.named)


def trade_table(c: Ctx) -> list[str]:
    """The hand, the partners and every offer in play, for both games' trades."""
    o = c.options
    lines = wrap("your hand", hand_summary(o["hand"]))
    lines += wrap("not yet promised", list(o["free"]))
    lines += wrap("trading with", [c.named(p) for p in o["partners"]])
    for facts in o["incoming"]:
        how = "accept, counter or decline" if facts.get("can_accept") else "counter or decline"
        done = "answered" if facts.get("answered") else f"you may {how}"
        lines += fold(f"  offer to you: {offer_line(c, facts)} - {done}")
    for facts in o["mine"]:
        lines += fold("  your offer: " + offer_line(c, facts))
    return lines


def fold(line: str, width: int = 104) -> list[str]:
    """A long line (long nation names, a reply, the packet's cards) goes on over indented lines."""
    return textwrap.wrap(line, width, subsequent_indent="    ", break_on_hyphens=False) or [line]


def trade_choices(c: Ctx) -> list[str]:
    return [*trade_table(c), f"  A packet has at least {plural(c.options['min_cards'], 'card')}."]


register(
    Syntax(
        "trade",
        "offer CARDS [named CARD] [to PLAYER] | counter N CARDS | accept N | decline N | withdraw N"
        " | revise N CARDS | done",
        "offer grain grain salt to crete",
        "An offer to everybody or to one player; answer offers made to you by their number. You "
        "accept a packet that answers one of your own; 'done' leaves the trade for this round.",
        partial(parse_trade, CIV1980_TRADE),
        partial(show_trade, CIV1980_TRADE),
        trade_choices,
        games=CIV1980,
    )
)
