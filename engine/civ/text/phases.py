"""The text form of setup and phases 1, 2, 7, 8 and 9, and of the return of excess cards:
nations, tax rates, revolts, growth, cities, reductions, Gold and cards sent back."""

from __future__ import annotations

from engine.civ.phases.cities import BuildCities
from engine.civ.phases.excess_cards import ReturnCards
from engine.civ.phases.expansion import DistributeGrowth
from engine.civ.phases.setup import ChooseNation
from engine.civ.phases.support import ReduceCities
from engine.civ.phases.taxation import ChooseRevoltCities, SetTaxRate
from engine.civ.phases.trade_cards import BuyGold
from engine.civ.text import names
from engine.civ.text.base import (
    CIV1980,
    Ctx,
    Form,
    area,
    area_counts,
    area_text,
    areas,
    areas_text,
    card_list,
    counts_text,
    drop_verb,
    expect,
    is_none,
    listed,
    one,
    trade_card,
    trade_cards_text,
)
from engine.core.actions import Action
from engine.core.text import NotUnderstood, number
from i18n.catalog import N_, _, l_


def _nation(c: Ctx, w: list[str]) -> Action:
    nations: dict[str, list[str]] = c.options["nations"]
    w = drop_verb(w, "choose", "play")
    if not w or len(w) > 2:
        raise NotUnderstood(l_("Type a nation and one of its start areas, e.g. 'Egypt Buhen'."))
    nation = names.nations().resolve(w[0], nations)
    starts = nations.get(nation, [])
    # One start area needs no naming; with several, the player is told which to name.
    if len(w) == 1 and len(starts) > 1:
        where = _(" or ").join(area_text(a) for a in starts)
        example = f"{w[0]} {area_text(starts[0])}"
        raise NotUnderstood(
            l_(
                "{nation} starts in {areas}: add one, e.g. '{example}'.",
                nation=names.nations().name(nation),
                areas=where,
                example=example,
            )
        )
    start = area(w[1], starts) if len(w) == 2 else starts[0] if starts else ""
    return ChooseNation(c.player, nation, start)


def _show_nation(c: Ctx, a: Action) -> str:
    x = expect(a, ChooseNation)
    return f"{names.nations().name(x.nation)} {area_text(x.start_area)}"


def _growth(c: Ctx, w: list[str]) -> Action:
    growth: dict[str, int] = c.options["areas"]
    pairs = area_counts(drop_verb(w, "grow", "place"), list(growth), lambda a: growth.get(a, 1))
    return DistributeGrowth(c.player, tuple(pairs))


def _gold(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "buy")
    return BuyGold(
        c.player, 0 if is_none(w) else number(one(w, N_("number")), N_("The number of Gold cards"))
    )


def _return(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "return")
    hand: list[str] = c.options["hand"]
    chosen = [] if is_none(w) else card_list(w, lambda x: trade_card(x, hand))
    return ReturnCards(c.player, tuple(chosen))


FORMS: tuple[Form, ...] = (
    Form(
        "choose_nation",
        "NATION [START-AREA]",
        "Egypt Buhen",
        N_("The nation you play, and the start area of your first token (left out when there is one)."),
        _nation,
        _show_nation,
        (ChooseNation,),
    ),
    Form(
        "tax_rate",
        "1 | 2 | 3",
        "3",
        N_("Tokens paid per city from your stock (Coinage lets you choose)."),
        lambda c, w: SetTaxRate(
            c.player, number(one(drop_verb(w, "rate", "tax"), N_("rate")), N_("The tax rate"))
        ),
        lambda c, a: str(expect(a, SetTaxRate).rate),
        (SetTaxRate,),
    ),
    Form(
        "revolt_cities",
        "CITY [CITY ...]",
        "Memphis Thebes",
        N_("The revolting cities, in the order they are taken over (you take the first ones)."),
        lambda c, w: ChooseRevoltCities(c.player, str(c.options["defaulter"]), areas(w, c.options["cities"])),
        lambda c, a: areas_text(expect(a, ChooseRevoltCities).areas),
        (ChooseRevoltCities,),
    ),
    Form(
        "growth",
        "AREA N [AREA N ...]",
        "Memphis 2 Thebes 1",
        N_(
            "Where the tokens of your stock go, and how many in each area (a number left out: the "
            "area's whole growth)."
        ),
        _growth,
        lambda c, a: counts_text(expect(a, DistributeGrowth).placements),
        (DistributeGrowth,),
    ),
    Form(
        "build_cities",
        "AREA [AREA ...] | none",
        "build Memphis Thebes",
        N_("The areas where you turn tokens into cities."),
        lambda c, w: BuildCities(c.player, listed(c, w, "areas", "build")),
        lambda c, a: areas_text(expect(a, BuildCities).areas),
        (BuildCities,),
        games=CIV1980,
    ),
    Form(
        "reduce_cities",
        "CITY [CITY ...]",
        "reduce Sais Memphis",
        N_("Cities to reduce, first to last; reduction stops once the rest are supported."),
        lambda c, w: ReduceCities(c.player, listed(c, w, "cities", "reduce")),
        lambda c, a: areas_text(expect(a, ReduceCities).areas),
        (ReduceCities,),
    ),
    Form(
        "buy_gold",
        "N | none",
        "1",
        N_("How many Gold cards to buy from stack 9."),
        _gold,
        lambda c, a: str(expect(a, BuyGold).count),
        (BuyGold,),
    ),
    Form(
        "return_cards",
        "CARD [CARD ...] | none",
        "return Salt 2 Hides",
        N_("The cards to put back at the bottoms of their stacks; a number before a card repeats it."),
        _return,
        lambda c, a: trade_cards_text(expect(a, ReturnCards).cards) or "none",
        (ReturnCards,),
        games=CIV1980,
    ),
)
