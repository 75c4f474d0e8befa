"""Typed purchase of civilization cards (phase 11).

``pottery astronomy`` buys both and pays the cheapest way the engine finds; ``pottery pay
grain grain salt tokens 3`` pays exactly as written; ``none`` buys nothing.
"""

from __future__ import annotations

from typing import Any

from civbot import words
from civbot.syntax.base import CIV1980, Ctx, Syntax, card_list, drop_verb, expect, is_none, register, wrap
from civbot.syntax.phases import hand_summary
from civbot.words import NotUnderstood
from engine.civ.civ_credit import preview_purchase
from engine.civ.phases.civ_cards import BuyCivCards
from engine.core.actions import Action
from engine.core.errors import RuleError


def read_payment(c: Ctx, rest: list[str]) -> tuple[tuple[str, ...], int]:
    """``[pay] CARD ... [tokens N]``: the cards paid from the hand and the treasury tokens."""
    tokens = 0
    if "tokens" in rest:
        i = rest.index("tokens")
        if i + 2 != len(rest):
            raise NotUnderstood("Put 'tokens N' at the end: 'pottery pay grain salt tokens 3'.")
        tokens = words.number(rest[i + 1], "The number of treasury tokens")
        rest = rest[:i]
    if rest[:1] == ["pay"]:
        rest = rest[1:]
    hand: list[str] = c.options["hand"]
    return tuple(card_list(rest, lambda x: words.trade_card(x, hand))), tokens


def parse_purchase(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "buy")
    if is_none(w):
        return BuyCivCards(c.player)
    cut = next((i for i, x in enumerate(w) if x in ("pay", "tokens")), len(w))
    offered = [o["card"] for o in c.options["cards"]]
    cards = tuple(words.civ_card(x, offered) for x in w[:cut])
    if cut < len(w):
        pay, tokens = read_payment(c, w[cut:])
        return BuyCivCards(c.player, cards, pay, tokens)
    # No payment typed: the engine's cheapest payment. A selection it refuses is sent as it
    # is, so that the refusal comes in the engine's words.
    try:
        payment = preview_purchase(c.g, c.player, cards).payment
    except RuleError:
        payment = None
    if payment is None:
        return BuyCivCards(c.player, cards)
    return BuyCivCards(c.player, cards, payment.cards, payment.tokens)


def show_bought(cards: tuple[str, ...], pay_cards: tuple[str, ...], tokens: int) -> str:
    """``pottery astronomy pay grain salt tokens 3``, or ``none``."""
    if not cards:
        return "none"
    line = " ".join(cards)
    if pay_cards or tokens:
        line += " pay" + "".join(f" {card}" for card in pay_cards)
        line += f" tokens {tokens}" if tokens else ""
    return line


def show_purchase(c: Ctx, a: Action) -> str:
    x = expect(a, BuyCivCards)
    return show_bought(x.cards, x.pay_cards, x.tokens)


def price(card: dict[str, Any]) -> str:
    """A card on offer and its price: ``law 90 (170 less 80 credit)``."""
    credit = sum(int(cr["amount"]) for cr in card["credits"])
    net = f"{card['net']}" if not credit else f"{card['net']} ({card['cost']} less {credit} credit)"
    return f"{card['card']} {net}"


def purchase_choices(c: Ctx) -> list[str]:
    o = c.options
    offers = [f"{price(card)}, {card['copies_left']} left" for card in o["cards"]]
    return [
        *wrap("cards you may buy (price)", offers),
        *wrap("your hand (set values)", hand_summary(o["hand"])),
        f"  Treasury {o['treasury']}; the most you can pay is {o['most_payable']}; "
        f"you hold {len(o['held'])} of at most {o['limit']} cards.",
    ]


register(
    Syntax(
        "buy_civ_cards",
        "CARD [CARD ...] [pay CARDS] [tokens N] | none",
        "pottery astronomy",
        "The civilization cards you buy this round, all at once. Without 'pay' the cheapest payment "
        "is made for you (trade cards at set value, then treasury tokens).",
        parse_purchase,
        show_purchase,
        purchase_choices,
        games=CIV1980,
    )
)
