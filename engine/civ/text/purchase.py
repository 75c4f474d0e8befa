"""The text form of buying civilization cards (Civilization's phase 11, Advanced
Civilization's phase 9).

``Pottery Astronomy`` buys both and pays the cheapest way the rules find; ``Pottery pay Grain
Grain Salt tokens 3`` pays exactly as written; in Advanced Civilization ``mining Gold`` counts
the Gold set one card higher; ``none`` buys nothing.
"""

from __future__ import annotations

from typing import Any

from engine.civ.advciv.phases.civ_cards import AdvBuyCivCards
from engine.civ.advciv.purchase import preview_purchase as preview_advciv
from engine.civ.civ_credit import preview_purchase
from engine.civ.phases.civ_cards import BuyCivCards
from engine.civ.text import names
from engine.civ.text.base import (
    ADVCIV,
    CIV1980,
    Ctx,
    Form,
    card_list,
    civ_cards_text,
    drop_verb,
    expect,
    is_none,
    trade_card,
    trade_cards_text,
)
from engine.core.actions import Action
from engine.core.errors import RuleError
from engine.core.text import NotUnderstood, number
from i18n.catalog import N_, l_


def read_payment(c: Ctx, rest: list[str]) -> tuple[tuple[str, ...], int]:
    """``[pay] CARD ... [tokens N]``: the cards paid from the hand and the treasury tokens."""
    tokens = 0
    if "tokens" in rest:
        i = rest.index("tokens")
        if i + 2 != len(rest):
            raise NotUnderstood(l_("Put 'tokens N' at the end: 'Pottery pay Grain Salt tokens 3'."))
        tokens = number(rest[i + 1], N_("The number of treasury tokens"))
        rest = rest[:i]
    if rest[:1] == ["pay"]:
        rest = rest[1:]
    hand: list[str] = c.options["hand"]
    return tuple(card_list(rest, lambda x: trade_card(x, hand))), tokens


def _chosen(c: Ctx, w: list[str], *stops: str) -> tuple[tuple[str, ...], list[str]]:
    """The cards bought, and the words of the payment after them."""
    cut = next((i for i, x in enumerate(w) if x in stops), len(w))
    offered = [o["card"] for o in c.options["cards"]]
    return tuple(names.civ_card_names().resolve(x, offered) for x in w[:cut]), w[cut:]


def parse_purchase(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "buy")
    if is_none(w):
        return BuyCivCards(c.player)
    cards, rest = _chosen(c, w, "pay", "tokens")
    if rest:
        pay, tokens = read_payment(c, rest)
        return BuyCivCards(c.player, cards, pay, tokens)
    # No payment typed: the rules' cheapest payment. A selection they refuse is sent as it is,
    # so that the refusal comes in the rules' words.
    try:
        payment = preview_purchase(c.g, c.player, cards).payment
    except RuleError:
        payment = None
    if payment is None:
        return BuyCivCards(c.player, cards)
    return BuyCivCards(c.player, cards, payment.cards, payment.tokens)


def show_bought(cards: tuple[str, ...], pay_cards: tuple[str, ...], tokens: int) -> str:
    """``Pottery Astronomy pay Grain Salt tokens 3``, or ``none``."""
    if not cards:
        return "none"
    line = civ_cards_text(cards)
    if pay_cards or tokens:
        line += " pay" + (f" {trade_cards_text(pay_cards)}" if pay_cards else "")
        line += f" tokens {tokens}" if tokens else ""
    return line


def show_purchase(c: Ctx, a: Action) -> str:
    x = expect(a, BuyCivCards)
    return show_bought(x.cards, x.pay_cards, x.tokens)


def _mining(c: Ctx, rest: list[str]) -> tuple[tuple[str, ...], int, str]:
    """Civilization's payment, and ``mining CARD`` anywhere in it."""
    mining = ""
    if "mining" in rest:
        i = rest.index("mining")
        if i + 2 > len(rest):
            raise NotUnderstood(l_("Say which set Mining counts higher: 'mining Gold'."))
        mining = trade_card(rest[i + 1], c.options["hand"])
        rest = rest[:i] + rest[i + 2 :]
    return (*read_payment(c, rest), mining)


def parse_advciv_purchase(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "buy")
    if is_none(w):
        return AdvBuyCivCards(c.player)
    cards, rest = _chosen(c, w, "pay", "tokens", "mining")
    if rest:
        return AdvBuyCivCards(c.player, cards, *_mining(c, rest))
    try:
        payment: Any = preview_advciv(c.g, c.player, cards)["payment"]
    except RuleError:
        payment = None
    if payment is None:
        return AdvBuyCivCards(c.player, cards)
    return AdvBuyCivCards(c.player, cards, tuple(payment["cards"]), payment["tokens"], payment["mining"])


def show_advciv_purchase(c: Ctx, a: Action) -> str:
    x = expect(a, AdvBuyCivCards)
    mining = f" mining {trade_cards_text([x.mining])}" if x.mining else ""
    return show_bought(x.cards, x.pay_cards, x.tokens) + mining


FORMS: tuple[Form, ...] = (
    Form(
        "buy_civ_cards",
        "CARD [CARD ...] [pay CARDS] [tokens N] | none",
        "Pottery Astronomy",
        N_(
            "The civilization cards you buy this round, all at once. Without 'pay' the cheapest payment "
            "is made for you (trade cards at set value, then treasury tokens)."
        ),
        parse_purchase,
        show_purchase,
        (BuyCivCards,),
        games=CIV1980,
    ),
    Form(
        "advciv_buy_civ_cards",
        "CARD [CARD ...] [pay CARDS] [tokens N] [mining CARD] | none",
        "Pottery Astronomy",
        N_(
            "The civilization cards you buy this turn, all at once. Without 'pay' the cheapest payment "
            "is made for you (commodity cards at set value, Mining if you hold it, then treasury tokens)."
        ),
        parse_advciv_purchase,
        show_advciv_purchase,
        (AdvBuyCivCards,),
        games=ADVCIV,
    ),
)
