"""Typed answers for setup and phases 1, 2, 7, 8 and 9, and the return of excess cards:
nations, tax rates, revolts, growth, cities, reductions, Gold and cards sent back."""

from __future__ import annotations

from civbot import words
from civbot.syntax.base import (
    CIV1980,
    Ctx,
    Syntax,
    area_counts,
    areas,
    card_list,
    drop_verb,
    expect,
    is_none,
    listed,
    one,
    register,
    show_counts,
    wrap,
)
from civbot.words import NotUnderstood, plural, set_value
from engine.civ.phases.cities import BuildCities
from engine.civ.phases.excess_cards import ReturnCards
from engine.civ.phases.expansion import DistributeGrowth
from engine.civ.phases.setup import ChooseNation
from engine.civ.phases.support import ReduceCities
from engine.civ.phases.taxation import ChooseRevoltCities, SetTaxRate
from engine.civ.phases.trade_cards import BuyGold
from engine.core.actions import Action

# -- setup ----------------------------------------------------------------------------------


def _nation(c: Ctx, w: list[str]) -> Action:
    nations: dict[str, list[str]] = c.options["nations"]
    w = drop_verb(w, "choose", "play")
    if not w or len(w) > 2:
        raise NotUnderstood("Type a nation and one of its start areas, e.g. 'egypt buhen'.")
    nation = words.nation(w[0], nations)
    starts = nations.get(nation, [])
    # One start area needs no naming; with several, the player is told which to name.
    if len(w) == 1 and len(starts) > 1:
        names = " or ".join(words.area_name(a) for a in starts)
        who = words.nation_names().get(nation, nation)
        raise NotUnderstood(f"{who} starts in {names}: add one, e.g. '{w[0]} {starts[0]}'.")
    start = words.area(w[1], starts) if len(w) == 2 else starts[0] if starts else ""
    return ChooseNation(c.player, nation, start)


def _show_nation(c: Ctx, a: Action) -> str:
    x = expect(a, ChooseNation)
    return f"{x.nation} {x.start_area}"


def _nations(c: Ctx) -> list[str]:
    nations: dict[str, list[str]] = c.options["nations"]
    return wrap("nations (start areas)", [f"{n} ({' or '.join(s)})" for n, s in nations.items()])


# -- phase 1 --------------------------------------------------------------------------------


def _tax(c: Ctx, w: list[str]) -> Action:
    return SetTaxRate(c.player, words.number(one(drop_verb(w, "rate", "tax"), "rate"), "The tax rate"))


def _revolt(c: Ctx, w: list[str]) -> Action:
    cities: list[str] = c.options["cities"]
    return ChooseRevoltCities(c.player, str(c.options["defaulter"]), areas(w, cities))


def _show_revolt(c: Ctx, a: Action) -> str:
    return " ".join(expect(a, ChooseRevoltCities).areas)


def _revolt_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        f"  {c.named(o['defaulter'])} cannot pay for {plural(o['count'], 'city', 'cities')}.",
        *wrap("his cities", list(o["cities"])),
    ]


# -- phase 2 --------------------------------------------------------------------------------


def _growth(c: Ctx, w: list[str]) -> Action:
    growth: dict[str, int] = c.options["areas"]
    pairs = area_counts(drop_verb(w, "grow", "place"), list(growth), lambda a: growth.get(a, 1))
    return DistributeGrowth(c.player, tuple(pairs))


def _growth_choices(c: Ctx) -> list[str]:
    growth: dict[str, int] = c.options["areas"]
    return [
        f"  Tokens in your stock: {c.options['stock']}.",
        *wrap("areas (most new tokens)", [f"{a} {n}" for a, n in growth.items()]),
    ]


# -- phases 7 and 8 -------------------------------------------------------------------------


def _build(c: Ctx, w: list[str]) -> Action:
    return BuildCities(c.player, listed(c, w, "areas", "build"))


def _build_choices(c: Ctx) -> list[str]:
    sites: dict[str, int] = c.options["areas"]
    return [
        *wrap("areas (tokens needed)", [f"{a} ({n})" for a, n in sites.items()]),
        f"  Cities left in your stock: {c.options['cities_in_stock']}.",
    ]


def _reduce(c: Ctx, w: list[str]) -> Action:
    return ReduceCities(c.player, listed(c, w, "cities", "reduce"))


def _reduce_choices(c: Ctx) -> list[str]:
    o = c.options
    new = set(o.get("new_cities", []))
    lines = wrap("your cities", [a + (" (new)" if a in new else "") for a in o["cities"]])
    lines.append(f"  Tokens on the board: {o['tokens_on_board']}.")
    if o.get("must_reduce_new_first") and new:
        lines.append("  Cities built this round are reduced first.")
    return lines


def _show_areas(a: Action) -> str:
    listed = getattr(a, "areas", ())
    return " ".join(listed) or "none"


# -- phase 9 and the return of excess cards ----------------------------------------------------


def _gold(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "buy")
    return BuyGold(c.player, 0 if is_none(w) else words.number(one(w, "number"), "The number of Gold cards"))


def _gold_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        f"  {plural(o['max'], 'Gold card')} at most, {o['price']} treasury tokens each; "
        f"treasury {o['treasury']}, stack 9 holds {plural(o['stack_size'], 'card')}."
    ]


def _return(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "return")
    hand: list[str] = c.options["hand"]
    chosen = [] if is_none(w) else card_list(w, lambda x: words.trade_card(x, hand))
    return ReturnCards(c.player, tuple(chosen))


def _show_return(c: Ctx, a: Action) -> str:
    return " ".join(expect(a, ReturnCards).cards) or "none"


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


register(
    Syntax(
        "choose_nation",
        "NATION [START-AREA]",
        "egypt buhen",
        "The nation you play, and the start area of your first token (left out when there is one).",
        _nation,
        _show_nation,
        _nations,
    ),
    Syntax(
        "tax_rate",
        "1 | 2 | 3",
        "3",
        "Tokens paid per city from your stock (Coinage lets you choose).",
        _tax,
        lambda c, a: str(expect(a, SetTaxRate).rate),
        lambda c: [f"  {plural(c.options['cities'], 'city', 'cities')}; stock {c.options['stock']}."],
    ),
    Syntax(
        "revolt_cities",
        "CITY [CITY ...]",
        "memphis thebes",
        "The revolting cities, in the order they are taken over (you take the first ones).",
        _revolt,
        _show_revolt,
        _revolt_choices,
    ),
    Syntax(
        "growth",
        "AREA N [AREA N ...]",
        "memphis 2 thebes 1",
        "Where the tokens of your stock go, and how many in each area (a number left out: the "
        "area's whole growth).",
        _growth,
        lambda c, a: show_counts(expect(a, DistributeGrowth).placements),
        _growth_choices,
    ),
    Syntax(
        "build_cities",
        "AREA [AREA ...] | none",
        "build memphis thebes",
        "The areas where you turn tokens into cities.",
        _build,
        lambda c, a: _show_areas(expect(a, BuildCities)),
        _build_choices,
        games=CIV1980,
    ),
    Syntax(
        "reduce_cities",
        "CITY [CITY ...]",
        "reduce sais memphis",
        "Cities to reduce, first to last; reduction stops once the rest are supported.",
        _reduce,
        lambda c, a: _show_areas(expect(a, ReduceCities)),
        _reduce_choices,
    ),
    Syntax(
        "buy_gold",
        "N | none",
        "1",
        "How many Gold cards to buy from stack 9.",
        _gold,
        lambda c, a: str(expect(a, BuyGold).count),
        _gold_choices,
    ),
    Syntax(
        "return_cards",
        "CARD [CARD ...] | none",
        "return salt 2 hides",
        "The cards to put back at the bottoms of their stacks; a number before a card repeats it.",
        _return,
        _show_return,
        _return_choices,
        games=CIV1980,
    ),
)
