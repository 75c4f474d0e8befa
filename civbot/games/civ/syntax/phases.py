"""The choices of setup and phases 1, 2, 7, 8 and 9, and of the return of excess cards, in
words: nations, tax rates, revolts, growth, cities, reductions, Gold and cards sent back."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.words import plural, set_value
from civbot.text_forms import wrap

# -- setup ----------------------------------------------------------------------------------


def _nations(c: Ctx) -> list[str]:
    nations: dict[str, list[str]] = c.options["nations"]
    return wrap("nations (start areas)", [f"{n} ({' or '.join(s)})" for n, s in nations.items()])


# -- phase 1 --------------------------------------------------------------------------------


def _tax_choices(c: Ctx) -> list[str]:
    return [f"  {plural(c.options['cities'], 'city', 'cities')}; stock {c.options['stock']}."]


def _revolt_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        f"  {c.named(o['defaulter'])} cannot pay for {plural(o['count'], 'city', 'cities')}.",
        *wrap("his cities", list(o["cities"])),
    ]


# -- phase 2 --------------------------------------------------------------------------------


def _growth_choices(c: Ctx) -> list[str]:
    growth: dict[str, int] = c.options["areas"]
    return [
        f"  Tokens in your stock: {c.options['stock']}.",
        *wrap("areas (most new tokens)", [f"{a} {n}" for a, n in growth.items()]),
    ]


# -- phases 7 and 8 -------------------------------------------------------------------------


def _build_choices(c: Ctx) -> list[str]:
    sites: dict[str, int] = c.options["areas"]
    return [
        *wrap("areas (tokens needed)", [f"{a} ({n})" for a, n in sites.items()]),
        f"  Cities left in your stock: {c.options['cities_in_stock']}.",
    ]


def _reduce_choices(c: Ctx) -> list[str]:
    o = c.options
    new = set(o.get("new_cities", []))
    lines = wrap("your cities", [a + (" (new)" if a in new else "") for a in o["cities"]])
    lines.append(f"  Tokens on the board: {o['tokens_on_board']}.")
    if o.get("must_reduce_new_first") and new:
        lines.append("  Cities built this round are reduced first.")
    return lines


# -- phase 9 and the return of excess cards ----------------------------------------------------


def _gold_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        f"  {plural(o['max'], 'Gold card')} at most, {o['price']} treasury tokens each; "
        f"treasury {o['treasury']}, stack 9 holds {plural(o['stack_size'], 'card')}."
    ]


def _return_choices(c: Ctx) -> list[str]:
    o = c.options
    hand: list[str] = o["hand"]
    lines = wrap("your hand", hand_summary(hand))
    lines.append(f"  Keep at most {o['limit']}; return at least {plural(o['must_return'], 'card')}.")
    if o.get("calamities"):
        lines.append("  Tradable calamities may be returned as well: " + ", ".join(o["calamities"]) + ".")
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
