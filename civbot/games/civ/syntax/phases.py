"""The choices of setup and phases 1, 2, 7, 8 and 9, and of the return of excess cards, in
words: nations, tax rates, revolts, growth, cities, reductions, Gold and cards sent back."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.words import set_value
from civbot.text_forms import wrap
from i18n.catalog import _, n_

# -- setup ----------------------------------------------------------------------------------


def _nations(c: Ctx) -> list[str]:
    nations: dict[str, list[str]] = c.options["nations"]
    return wrap(_("nations (start areas)"), [f"{n} ({_(' or ').join(s)})" for n, s in nations.items()])


# -- phase 1 --------------------------------------------------------------------------------


def _tax_choices(c: Ctx) -> list[str]:
    return [
        "  "
        + n_(
            "{n} city; stock {stock}.",
            "{n} cities; stock {stock}.",
            c.options["cities"],
            stock=c.options["stock"],
        )
    ]


def _revolt_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        "  "
        + n_(
            "{player} cannot pay for {n} city.",
            "{player} cannot pay for {n} cities.",
            o["count"],
            player=c.named(o["defaulter"]),
        ),
        *wrap(_("his cities"), list(o["cities"])),
    ]


# -- phase 2 --------------------------------------------------------------------------------


def _growth_choices(c: Ctx) -> list[str]:
    growth: dict[str, int] = c.options["areas"]
    return [
        "  " + _("Tokens in your stock: {stock}.", stock=c.options["stock"]),
        *wrap(_("areas (most new tokens)"), [f"{a} {n}" for a, n in growth.items()]),
    ]


# -- phases 7 and 8 -------------------------------------------------------------------------


def _build_choices(c: Ctx) -> list[str]:
    sites: dict[str, int] = c.options["areas"]
    return [
        *wrap(_("areas (tokens needed)"), [f"{a} ({n})" for a, n in sites.items()]),
        "  " + _("Cities left in your stock: {cities}.", cities=c.options["cities_in_stock"]),
    ]


def _reduce_choices(c: Ctx) -> list[str]:
    o = c.options
    new = set(o.get("new_cities", []))
    lines = wrap(_("your cities"), [_("{city} (new)", city=a) if a in new else a for a in o["cities"]])
    lines.append("  " + _("Tokens on the board: {tokens}.", tokens=o["tokens_on_board"]))
    if o.get("must_reduce_new_first") and new:
        lines.append("  " + _("Cities built this round are reduced first."))
    return lines


# -- phase 9 and the return of excess cards ----------------------------------------------------


def _gold_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        "  "
        + n_(
            "{n} Gold card at most, {price} treasury tokens each; treasury {treasury}, stack 9 holds "
            "{cards}.",
            "{n} Gold cards at most, {price} treasury tokens each; treasury {treasury}, stack 9 holds "
            "{cards}.",
            o["max"],
            price=o["price"],
            treasury=o["treasury"],
            cards=n_("{n} card", "{n} cards", o["stack_size"]),
        )
    ]


def _return_choices(c: Ctx) -> list[str]:
    o = c.options
    hand: list[str] = o["hand"]
    lines = wrap(_("your hand"), hand_summary(hand))
    lines.append(
        "  "
        + n_(
            "Keep at most {limit}; return at least {n} card.",
            "Keep at most {limit}; return at least {n} cards.",
            o["must_return"],
            limit=o["limit"],
        )
    )
    if o.get("calamities"):
        returned = ", ".join(o["calamities"])
        lines.append("  " + _("Tradable calamities may be returned as well: {cards}.", cards=returned))
    return lines


def hand_summary(hand: list[str]) -> list[str]:
    """``grain x3 = 12`` per card kind: the count and the set value of those cards."""
    kinds: dict[str, int] = {}
    for card in hand:
        kinds[card] = kinds.get(card, 0) + 1
    return [
        f"{card} x{n} = {set_value([card] * n)}" if n > 1 else f"{card} = {set_value([card])}"
        for card, n in kinds.items()
    ]


for _kind, _describe in (
    ("choose_nation", _nations),
    ("tax_rate", _tax_choices),
    ("revolt_cities", _revolt_choices),
    ("growth", _growth_choices),
    ("build_cities", _build_choices),
    ("reduce_cities", _reduce_choices),
    ("buy_gold", _gold_choices),
    ("return_cards", _return_choices),
):
    register(_kind, _describe)
