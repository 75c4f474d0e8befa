"""Typed answers to the decisions Advanced Civilization changes or adds outside the calamities:
declared trades, city building with Architecture, pillage, purchases with Mining, discards.

A packet names at least two of its cards (000 §28.3): ``offer grain grain salt`` names the
first two commodities typed; ``named salt grain`` says which. Purchases pay the cheapest way
the engine finds unless ``pay`` says how; ``mining gold`` counts the Gold set one card higher.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from civbot import words
from civbot.syntax.base import ADVCIV, Ctx, Syntax, card_list, drop_verb, expect, is_none, one, register, wrap
from civbot.syntax.civ_cards import price, read_payment, show_bought
from civbot.syntax.phases import hand_summary
from civbot.syntax.trade import TradeForms, parse_trade, show_trade, trade_table
from civbot.words import NotUnderstood, plural
from engine.civ.advciv.content import is_commodity, trade_cards
from engine.civ.advciv.phases.cities import AdvBuildCities
from engine.civ.advciv.phases.civ_cards import AdvBuyCivCards
from engine.civ.advciv.phases.conflict import Pillage
from engine.civ.advciv.phases.discard import DiscardCards
from engine.civ.advciv.phases.trade import DeclaredCounter, DeclaredOffer, DeclaredRevise
from engine.civ.advciv.purchase import preview_purchase
from engine.core.actions import Action
from engine.core.errors import RuleError

# -- trade ---------------------------------------------------------------------------------------


def default_named(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """What a packet names when the player does not say: its first two commodities typed."""
    return tuple([c for c in cards if is_commodity(c)][: trade_cards().named_min])


def _packet(c: Ctx, rest: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    hand: list[str] = c.options["hand"]
    named: list[str] = []
    if "named" in rest:
        i = rest.index("named")
        named = card_list(rest[i + 1 :], lambda x: words.trade_card(x, hand))
        rest = rest[:i]
        if not named:
            raise NotUnderstood("Say which cards you name: 'named grain salt'.")
    if not rest:
        raise NotUnderstood("List the cards of the packet, e.g. 'offer grain grain salt'.")
    cards = tuple(card_list(rest, lambda x: words.trade_card(x, hand)))
    return cards, tuple(named) if named else default_named(cards)


def _show_packet(cards: tuple[str, ...], named: tuple[str, ...]) -> str:
    same = named == default_named(cards)
    return " ".join(cards) + ("" if same else " named " + " ".join(named))


ADVCIV_TRADE = TradeForms(
    _packet,
    _show_packet,
    DeclaredOffer,
    DeclaredCounter,
    DeclaredRevise,
    "offer CARDS [named CARD CARD] [to PLAYER]",
)


def trade_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        *trade_table(c),
        f"  A packet has at least {plural(o['min_cards'], 'card')} and truly names at least "
        f"{o['named_min']}; tradable calamities may go in unnamed.",
    ]


# -- cities, pillage, discards ---------------------------------------------------------------------


def parse_build(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "build")
    arch, treasury = "", 0
    if "architecture" in w:
        i = w.index("architecture")
        tail = w[i + 1 :]
        if len(tail) != 2:
            raise NotUnderstood("Write 'architecture AREA N': the area and the treasury tokens paid.")
        arch = words.area(tail[0], list(c.options["architecture"]))
        treasury = words.number(tail[1], "The treasury tokens")
        w = w[:i]
    areas = () if is_none(w) else tuple(words.area(x, list(c.options["areas"])) for x in w)
    return AdvBuildCities(c.player, areas, arch, treasury)


def show_build(c: Ctx, a: Action) -> str:
    x = expect(a, AdvBuildCities)
    line = " ".join(x.areas) or "none"
    return line + (f" architecture {x.architecture} {x.treasury}" if x.architecture else "")


def build_choices(c: Ctx) -> list[str]:
    o = c.options
    lines = wrap("city sites (tokens needed)", [f"{a} {n}" for a, n in o["areas"].items()])
    arch = o["architecture"]
    if arch:
        lines += wrap(
            "with Architecture (tokens needed, yours there, most from the treasury)",
            [f"{a} {f['need']}/{f['tokens']}/{f['max_treasury']}" for a, f in arch.items()],
        )
    lines.append(f"  Cities in stock: {o['cities_in_stock']}; treasury {o['treasury']}.")
    return lines


def parse_discard(c: Ctx, w: list[str]) -> Action:
    hand: list[str] = c.options["hand"]
    return DiscardCards(
        c.player, tuple(card_list(drop_verb(w, "discard"), lambda x: words.trade_card(x, hand)))
    )


# -- purchases -----------------------------------------------------------------------------------


def _payment(c: Ctx, rest: list[str]) -> tuple[tuple[str, ...], int, str]:
    """Civilization (1980)'s payment, and ``mining CARD`` anywhere in it."""
    mining = ""
    if "mining" in rest:
        i = rest.index("mining")
        if i + 2 > len(rest):
            raise NotUnderstood("Say which set Mining counts higher: 'mining gold'.")
        mining = words.trade_card(rest[i + 1], c.options["hand"])
        rest = rest[:i] + rest[i + 2 :]
    return (*read_payment(c, rest), mining)


def parse_purchase(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "buy")
    if is_none(w):
        return AdvBuyCivCards(c.player)
    cut = next((i for i, x in enumerate(w) if x in ("pay", "tokens", "mining")), len(w))
    offered = [o["card"] for o in c.options["cards"]]
    cards = tuple(words.civ_card(x, offered) for x in w[:cut])
    if cut < len(w):
        return AdvBuyCivCards(c.player, cards, *_payment(c, w[cut:]))
    # No payment typed: the engine's cheapest one; a refused selection goes to the engine as it
    # is, so the refusal comes in the engine's words.
    try:
        payment: Any = preview_purchase(c.g, c.player, cards)["payment"]
    except RuleError:
        payment = None
    if payment is None:
        return AdvBuyCivCards(c.player, cards)
    return AdvBuyCivCards(c.player, cards, tuple(payment["cards"]), payment["tokens"], payment["mining"])


def show_purchase(c: Ctx, a: Action) -> str:
    x = expect(a, AdvBuyCivCards)
    return show_bought(x.cards, x.pay_cards, x.tokens) + (f" mining {x.mining}" if x.mining else "")


def purchase_choices(c: Ctx) -> list[str]:
    o = c.options
    offers = [price(card) for card in o["cards"]]
    mining = (
        "; Mining counts one Iron, Bronze, Silver, Gems or Gold set one card higher" if o["mining"] else ""
    )
    return [
        *wrap("cards you may buy (price)", offers),
        *wrap("cards you may pay with (set values)", hand_summary(o["spendable"])),
        f"  Treasury {o['treasury']}; the most you can pay is {o['most_payable']}{mining}.",
    ]


register(
    Syntax(
        "advciv_trade",
        "offer CARDS [named CARD CARD] [to PLAYER] | counter N CARDS | accept N | decline N | "
        "withdraw N | revise N CARDS | done",
        "offer grain grain salt to crete",
        "A packet of at least 3 cards naming at least 2 of them (the first two commodities unless "
        "'named' says). Answer offers to you by number; 'done' leaves the trade for this turn.",
        partial(parse_trade, ADVCIV_TRADE),
        partial(show_trade, ADVCIV_TRADE),
        trade_choices,
        games=ADVCIV,
    ),
    Syntax(
        "advciv_build_cities",
        "AREA [AREA ...] [architecture AREA N] | none",
        "carthago architecture thapsus 3",
        "The areas where you build cities from your tokens; with Architecture one more city, N of "
        "its tokens paid from your treasury (at most half).",
        parse_build,
        show_build,
        build_choices,
        games=ADVCIV,
    ),
    Syntax(
        "pillage",
        "N",
        "3",
        "Tokens moved from your stock to your treasury (0 up to the most shown).",
        lambda c, w: Pillage(c.player, words.number(one(drop_verb(w, "pillage"), "number"), "The tokens")),
        lambda c, a: str(expect(a, Pillage).tokens),
        lambda c: [f"  Up to {c.options['max']} tokens; your stock holds {c.options['stock']}."],
        games=ADVCIV,
    ),
    Syntax(
        "advciv_buy_civ_cards",
        "CARD [CARD ...] [pay CARDS] [tokens N] [mining CARD] | none",
        "pottery astronomy",
        "The civilization cards you buy this turn, all at once. Without 'pay' the cheapest payment "
        "is made for you (commodity cards at set value, Mining if you hold it, then treasury tokens).",
        parse_purchase,
        show_purchase,
        purchase_choices,
        games=ADVCIV,
    ),
    Syntax(
        "discard_cards",
        "CARD [CARD ...]",
        "ochre hides",
        "The commodity cards you discard to keep the hand limit; everyone sees them.",
        parse_discard,
        lambda c, a: " ".join(expect(a, DiscardCards).cards),
        lambda c: [
            *wrap("your hand", hand_summary(c.options["hand"])),
            f"  Discard {plural(c.options['discard'], 'card')} to keep {c.options['limit']}.",
        ],
        games=ADVCIV,
    ),
)
