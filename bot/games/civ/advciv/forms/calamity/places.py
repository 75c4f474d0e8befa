"""Where a calamity strikes when several places are equally damaging (rules reference §8.3.1,
§8.3.7, §8.3.8): the volcano that erupts, the flood plain that floods, the area the barbarian
horde enters or moves on to. Everything else about them is decided by the rules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.forms.base import Act, Ctx, Form, Outcome, need
from bot.forms.generic import default_button
from bot.games.civ.advciv.forms.table import ADVCIV
from bot.games.civ.forms.calamity.common import names, plural, title
from bot.games.civ.forms.seats import who
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine.civ.advciv.api import BarbarianAreaChoice, ChooseOne, PlainTieChoice, VolcanoTieChoice
from engine.civ.api import units


@dataclass(frozen=True)
class Place:
    """One kind of equal choice: its op, the intro, and each choice's label."""

    kind: str
    op: str
    intro: Callable[[Ctx], str]
    choices: Callable[[Ctx], list[tuple[str, str]]]
    placeholder: str


def occupants(ctx: Ctx, areas: list[str]) -> str:
    """Whose units stand in ``areas``: "Babylon 4, yours 2"."""
    g = ctx.g
    points: dict[str, int] = {}
    for a in areas:
        for p, n in units.occupants(g, a).items():
            points[p] = points.get(p, 0) + n
        if a in g.cities:
            points[g.cities[a]] = points.get(g.cities[a], 0) + 5
    shown = [f"{'yours' if p == ctx.seat else who(ctx, p)} {n}" for p, n in sorted(points.items())]
    return ", ".join(shown) or "nobody's units"


def volcano_choices(ctx: Ctx) -> list[tuple[str, str]]:
    volcanoes = ctx.decision.options_as(VolcanoTieChoice).volcanoes
    return [(v, f"{title(v)} erupts ({names(areas)})"[:100]) for v, areas in volcanoes.items()]


def volcano_intro(ctx: Ctx) -> str:
    volcanoes = ctx.decision.options_as(VolcanoTieChoice).volcanoes
    lines = [
        "**Volcanic Eruption**: these volcanoes would do the same damage; choose the one that erupts. "
        "Every unit in the areas it touches is lost, whoever owns it (points: token 1, city 5)."
    ]
    lines += [f"• {title(v)} ({names(areas)}): {occupants(ctx, areas)}" for v, areas in volcanoes.items()]
    return "\n".join(lines)


def plain_choices(ctx: Ctx) -> list[tuple[str, str]]:
    plains = ctx.decision.options_as(PlainTieChoice).plains
    return [(p, f"The {title(p)} plain floods ({names(areas)})"[:100]) for p, areas in plains.items()]


def plain_intro(ctx: Ctx) -> str:
    plains = ctx.decision.options_as(PlainTieChoice).plains
    lines = [
        "**Flood**: your vulnerable units on these flood plains are worth the same; choose the plain "
        "that floods. You lose your units there, and other players on it lose units too."
    ]
    lines += [f"• {title(p)} ({names(areas)}): {occupants(ctx, areas)}" for p, areas in plains.items()]
    return "\n".join(lines)


def horde_choices(ctx: Ctx) -> list[tuple[str, str]]:
    return [
        (a, f"{area_name(a)} ({occupants(ctx, [a])})"[:100])
        for a in ctx.decision.options_as(BarbarianAreaChoice).choices
    ]


def horde_intro(ctx: Ctx) -> str:
    o = ctx.decision.options_as(BarbarianAreaChoice)
    step_from = o.from_area
    n = o.barbarians
    what = f"move on from {area_name(step_from)}" if step_from else "arrive"
    return (
        f"**Barbarian Hordes**: {plural(n, 'barbarian token')} {what}. Barbarians move by themselves to "
        "where they do the most damage; these areas are equally damaging, so you choose among them "
        "(this is the only choice)."
    )


PLACES = (
    Place("volcano_tie", "av", volcano_intro, volcano_choices, "The volcano that erupts"),
    Place("advciv_flood_plain", "af", plain_intro, plain_choices, "The plain that floods"),
    Place("barbarian_area", "ah", horde_intro, horde_choices, "Where the barbarians go"),
)


def register(place: Place) -> None:
    def place_form(ctx: Ctx) -> Form:
        items = [ctx.select(place.op, place.choices(ctx), place.placeholder), default_button(ctx)]
        return Form(place.intro(ctx), items)

    def chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
        choice = need(values)[0]
        if choice not in dict(place.choices(ctx)):
            raise BotError("That is not one of the places offered: use the newest prompt.")
        return Act(lambda g, seat: ChooseOne(seat, choice))

    ADVCIV.form(place.kind)(place_form)
    ADVCIV.op(place.op, place.kind)(chosen)


for _place in PLACES:
    register(_place)
