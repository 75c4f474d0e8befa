"""Units worth N points: ``lose_units`` (rules 11.2 steps 4-8) and ``civil_war_pick`` (11.3 Civil
War), one multi-step form: tokens area by area, whole cities, a running total, "fill the rest"."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, FormTable, Outcome, need, to_int
from bot.forms.generic import default_button
from bot.games.civ.forms.calamity.common import (
    common_buttons,
    draft_of,
    front_step,
    plural,
    spots,
)
from bot.games.civ.forms.seats import who
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import area_name, card_name
from bot.live_game import BotError
from bot.text import count
from engine import Action
from engine.civ.advciv.api import GrainLossChoice, MilitaryFactionPick
from engine.civ.api import FactionPick, LoseUnits, LossChoice, PickFaction, Pool, default_selection

# -- units worth N points: lose_units (11.2 steps 4-8) and civil_war_pick (11.3 Civil War) -------


# What a choice of units makes: (seat, tokens per area, cities, Grain cards shown) -> the action.
UnitsAction = Callable[[str, tuple[tuple[str, int], ...], tuple[str, ...], int], Action]


@dataclass(frozen=True)
class UnitsKind:
    kind: str
    prefix: str  # op names: prefix + one letter
    verb: str  # "lose" / "put into the first faction"
    make: UnitsAction
    intro: Callable[[Ctx], list[str]]  # the form's first lines: what the choice is for


# The options of the decisions this form serves: units lost to a calamity, units put into (or,
# with Military, removed from) a Civil War faction, in both games.
UnitsOptions = LossChoice | GrainLossChoice | FactionPick | MilitaryFactionPick


def units_options(ctx: Ctx) -> UnitsOptions:
    o = ctx.decision.options
    if isinstance(o, LossChoice | GrainLossChoice | FactionPick | MilitaryFactionPick):
        return o
    raise TypeError(f"a {ctx.decision.kind} decision has {type(o).__name__}, not units to choose")


def points_goal(ctx: Ctx) -> int:
    """The points to choose: with Advanced Civilization's Pottery, they depend on the Grain
    cards shown against a Famine (a choice of the draft)."""
    o = units_options(ctx)
    by_grain = o.points_by_grain_shown if isinstance(o, GrainLossChoice) else None
    if by_grain:
        return int(by_grain[min(grain_shown(ctx), len(by_grain) - 1)])
    return o.points


def grain_shown(ctx: Ctx) -> int:
    return int(units_draft(ctx).get("grain", 0))


UNITS: dict[str, UnitsKind] = {}


def units_pool(o: UnitsOptions) -> Pool:
    """The engine's pool, rebuilt from the decision options (a Civil War faction's city counts 5,
    stays a city and needs no token from stock)."""
    if isinstance(o, LossChoice | GrainLossChoice):
        city_value, to_token, stock = o.city_value, o.city_becomes_token, o.stock
    else:
        city_value, to_token, stock = 5, False, 0
    return Pool({str(a): int(n) for a, n in o.tokens.items()}, tuple(o.cities), city_value, to_token, stock)


def units_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, tokens={}, cities=[], area="")


def chosen_points(pool: Pool, d: dict[str, Any]) -> int:
    return sum(int(n) for n in d["tokens"].values()) + pool.city_value * len(d["cities"])


def tokens_left(pool: Pool, d: dict[str, Any]) -> dict[str, int]:
    left = {a: n - int(d["tokens"].get(a, 0)) for a, n in pool.tokens.items()}
    return {a: n for a, n in left.items() if n > 0}


def rest_pool(pool: Pool, d: dict[str, Any]) -> Pool:
    """What is left to choose from; the stock is shifted so that ``feasible`` judges the whole
    choice (Epidemic: each city hit needs a token, from stock or among the tokens lost)."""
    x, y = sum(d["tokens"].values()), len(d["cities"])
    return Pool(
        tokens_left(pool, d),
        tuple(c for c in pool.cities if c not in d["cities"]),
        pool.city_value,
        pool.city_to_token,
        pool.stock + x - y,
    )


def lose_intro(ctx: Ctx) -> list[str]:
    o = ctx.decision.options_as(LossChoice)
    pool = units_pool(o)
    city = (
        f"a city hit counts {pool.city_value} and becomes 1 token"
        if pool.city_to_token
        else f"a city counts {pool.city_value}"
    )
    return [f"**{card_name(o.calamity)}**: choose your units to lose (a token counts 1, {city})."]


def pick_intro(ctx: Ctx) -> list[str]:
    o = ctx.decision.options_as(FactionPick)
    step = front_step(ctx.g)
    holder = str(getattr(step, "holder", ""))
    whose = "your" if holder in ("", ctx.seat) else f"{who(ctx, holder)}'s"
    lines = [
        f"**Civil War**: put {whose} units into the first faction (a token counts 1, a city 5). "
        "The player in civil war then keeps one faction and the beneficiary takes over the other."
    ]
    first = o.already_first
    if first.get("tokens") or first.get("cities"):
        lines.append(f"Already in the first faction: {spots(first['tokens'], first['cities'])}.")
    return lines


def units_intro(ctx: Ctx, spec: UnitsKind) -> list[str]:
    o = units_options(ctx)
    lines = spec.intro(ctx)
    # Civilization's losses and faction tell the target the points were rounded up from.
    if isinstance(o, LossChoice | FactionPick) and o.points != o.target:
        lines.append(
            f"A choice of exactly {o.target} points is impossible with these units, so it is "
            f"{o.points} (rules 11.2 step 6: the smallest amount above it)."
        )
    return lines


def units_form(ctx: Ctx) -> Form:
    spec = UNITS[ctx.decision.kind]
    pool, d = units_pool(units_options(ctx)), units_draft(ctx)
    goal, have = points_goal(ctx), chosen_points(pool, d)
    lines = units_intro(ctx, spec)
    lines.append(f"Chosen: {spots(d['tokens'], d['cities'])} — **{have} of {goal} points**.")
    x, y = sum(d["tokens"].values()), len(d["cities"])
    if not pool.feasible(x, y):
        lines.append(
            f"⚠️ Each city hit becomes one of your tokens and you have {pool.stock} in stock: "
            "choose more tokens or fewer cities."
        )
    if d["area"]:
        return Form("\n".join(lines), units_count_items(ctx, spec, pool, d, goal - have))
    items: list[Any] = grain_items(ctx, spec)
    left = tokens_left(pool, d)
    if left and have < goal:
        opts = [(a, f"{area_name(a)} ({plural(n, 'token')} left)") for a, n in left.items()]
        items.append(ctx.select(spec.prefix + "t", opts, f"{spec.verb.capitalize()}: tokens from…"))
    fit = (goal - have) // pool.city_value
    open_cities = [c for c in pool.cities if c not in d["cities"]]
    if open_cities and fit > 0:
        opts = [(c, f"The city of {area_name(c)} ({pool.city_value} points)") for c in open_cities]
        items.append(ctx.select(spec.prefix + "c", opts, f"{spec.verb.capitalize()}: cities…", 1, fit))
    chosen = [(f"t={a}", f"One token in {area_name(a)}") for a in sorted(d["tokens"])]
    chosen += [(f"c={c}", f"The city of {area_name(c)}") for c in d["cities"]]
    if chosen:
        items.append(ctx.select(spec.prefix + "x", chosen, "Put back…"))
    items.append(
        button("Fill the rest as the default would", ctx.id(spec.prefix + "f"), disabled=have >= goal)
    )
    items += common_buttons(ctx, spec.prefix + "o", have == goal and pool.feasible(x, y))
    return Form("\n".join(lines), items)


def units_count_items(ctx: Ctx, spec: UnitsKind, pool: Pool, d: dict[str, Any], room: int) -> list[Any]:
    area = str(d["area"])
    most = min(tokens_left(pool, d).get(area, 0), room)
    opts = [(str(k), f"{plural(k, 'token')} from {area_name(area)}") for k in range(most, 0, -1)]
    return [
        ctx.select(spec.prefix + "n", opts, f"How many tokens from {area_name(area)}?"),
        button("Back", ctx.id(spec.prefix + "b")),
        default_button(ctx),
    ]


def add_tokens(pool: Pool, d: dict[str, Any], goal: int, area: str, k: int) -> None:
    left = tokens_left(pool, d).get(area, 0)
    if k < 1 or k > left:
        raise BotError(
            f"There {'is' if left == 1 else 'are'} {count(left, 'token')} left to choose in "
            f"{area_name(area)}."
        )
    if chosen_points(pool, d) + k > goal:
        raise BotError(f"That would make more than {goal} points: put something back first.")
    d["tokens"][area] = int(d["tokens"].get(area, 0)) + k


def units_token(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    pool, d = units_pool(units_options(ctx)), units_draft(ctx)
    goal = points_goal(ctx)
    area = need(values)[0]
    room = goal - chosen_points(pool, d)
    if min(tokens_left(pool, d).get(area, 0), room) <= 1:
        add_tokens(pool, d, goal, area, 1)
    else:
        d["area"] = area  # next step: how many
    return Edit(units_form(ctx))


def units_count(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    pool, d = units_pool(units_options(ctx)), units_draft(ctx)
    area, k = str(d["area"]), to_int(need(values)[0], "The number of tokens")
    if not area:
        raise BotError("Choose the area first.")
    add_tokens(pool, d, points_goal(ctx), area, k)
    d["area"] = ""
    return Edit(units_form(ctx))


def units_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    units_draft(ctx)["area"] = ""
    return Edit(units_form(ctx))


def units_city(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    pool, d = units_pool(units_options(ctx)), units_draft(ctx)
    goal, picked = points_goal(ctx), need(values)
    for city in picked:
        if city not in pool.cities or city in d["cities"]:
            raise BotError(f"{area_name(city)} is not a city you can choose here.")
    if chosen_points(pool, d) + pool.city_value * len(picked) > goal:
        raise BotError(f"That would make more than {goal} points: put something back first.")
    d["cities"] += picked
    return Edit(units_form(ctx))


def units_put_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = units_draft(ctx)
    what, _, area = need(values)[0].partition("=")
    if what == "t" and d["tokens"].get(area):
        d["tokens"][area] -= 1
        if not d["tokens"][area]:
            del d["tokens"][area]
    elif what == "c" and area in d["cities"]:
        d["cities"].remove(area)
    else:
        raise BotError("That unit is not in your choice.")
    return Edit(units_form(ctx))


def units_fill(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    """Complete the draft the way the engine's default chooses (fewest cities, fullest areas)."""
    pool, d = units_pool(units_options(ctx)), units_draft(ctx)
    goal = points_goal(ctx)
    room = goal - chosen_points(pool, d)
    rest = rest_pool(pool, d)
    if room <= 0:
        raise BotError(f"Your choice already makes {goal} points.")
    if room not in rest.sums():
        raise BotError(
            f"The {room} points still missing cannot be made exactly from the units left "
            "(cities count whole): put something back, Reset, or use the default."
        )
    extra = default_selection(rest, room)
    for area, n in extra.tokens:
        d["tokens"][area] = int(d["tokens"].get(area, 0)) + n
    d["cities"] += list(extra.cities)
    return Edit(units_form(ctx))


def units_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    spec = UNITS[ctx.decision.kind]
    pool, d = units_pool(units_options(ctx)), units_draft(ctx)
    goal, have = points_goal(ctx), chosen_points(pool, d)
    if have != goal:
        raise BotError(f"Choose units worth exactly {goal} points: your choice is worth {have}.")
    if not pool.feasible(sum(d["tokens"].values()), len(d["cities"])):
        raise BotError("Each city hit becomes one of your tokens: choose more tokens or fewer cities.")
    tokens = tuple(sorted((str(a), int(n)) for a, n in d["tokens"].items()))
    cities = tuple(str(c) for c in d["cities"])
    grain = grain_shown(ctx)
    return Act(lambda g, seat: spec.make(seat, tokens, cities, grain))


def units_grain(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    """Pottery (Advanced Civilization): how many Grain cards are shown against the Famine."""
    n = to_int(need(values)[0], "The Grain cards shown")
    o = units_options(ctx)
    most = o.grain if isinstance(o, GrainLossChoice) else 0
    if not 0 <= n <= most:
        raise BotError(f"You can show 0 to {most} Grain cards.")
    units_draft(ctx)["grain"] = n
    return Edit(units_form(ctx))


def grain_items(ctx: Ctx, spec: UnitsKind) -> list[Any]:
    """The choice of Grain cards to show, when Pottery lets the player lower his loss."""
    o = units_options(ctx)
    if not isinstance(o, GrainLossChoice) or not o.grain:
        return []
    most, by_grain = o.grain, o.points_by_grain_shown
    opts = [
        (
            str(k),
            f"Show {k} Grain: lose {by_grain[k]} points"
            if k
            else f"Show no Grain: lose {by_grain[0]} points",
        )
        for k in range(most + 1)
    ]
    return [ctx.select(spec.prefix + "g", opts, f"Pottery: Grain cards shown (now {grain_shown(ctx)})")]


def register_units(spec: UnitsKind, table: FormTable = CIV) -> None:
    """The units form of ``spec``'s kind and its operations, in ``table`` (a game's own kinds
    in its own table)."""
    UNITS[spec.kind] = spec
    table.form(spec.kind)(units_form)
    handlers = {
        "g": units_grain,
        "t": units_token,
        "n": units_count,
        "b": units_back,
        "c": units_city,
        "x": units_put_back,
        "f": units_fill,
        "o": units_confirm,
    }
    for letter, fn in handlers.items():
        table.op(spec.prefix + letter, spec.kind)(fn)


LOSE = UnitsKind("lose_units", "zl", "lose", lambda s, t, c, grain: LoseUnits(s, t, c), lose_intro)
PICK = UnitsKind(
    "civil_war_pick",
    "zp",
    "put into the first faction",
    lambda s, t, c, grain: PickFaction(s, t, c),
    pick_intro,
)
register_units(LOSE)
register_units(PICK)
