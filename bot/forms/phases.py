"""Forms for phases 1-8: nations, taxes, revolts, growth, ships, movement, cities, reductions."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button, select
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, form, need, op, to_int
from bot.forms.generic import default_button
from bot.live import BotError
from bot.text import area_name, nation_name
from engine import Action, GameState
from engine.phases.cities import BuildCities
from engine.phases.expansion import DistributeGrowth
from engine.phases.movement import EndMovement, MoveLand, MovementData, UndoMove, Voyage
from engine.phases.setup import ChooseNation
from engine.phases.ships import ShipOrders, default_orders
from engine.phases.support import ReduceCities
from engine.phases.taxation import ChooseRevoltCities, SetTaxRate
from engine.phases.voyage import CAPACITY, Step, shortest_route

PRIMARY, SUCCESS, DANGER = (
    discord.ButtonStyle.primary,
    discord.ButtonStyle.success,
    discord.ButtonStyle.danger,
)


def _areas(ids: list[str]) -> list[tuple[str, str]]:
    return [(a, area_name(a)) for a in ids]


# -- setup ---------------------------------------------------------------------------------


@form("choose_nation")
def nation_form(ctx: Ctx) -> Form:
    nations: dict[str, list[str]] = ctx.decision.options["nations"]
    opts = [
        (n, f"{nation_name(n)} (start: {', '.join(area_name(a) for a in areas)})")
        for n, areas in nations.items()
    ]
    return Form("Choose your nation.", [select(ctx.id("cn"), opts, "Choose a nation"), default_button(ctx)])


@op("cn", "choose_nation")
def nation_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    nation = need(values)[0]
    areas: list[str] = ctx.decision.options["nations"].get(nation, [])
    if len(areas) == 1:
        return Act(lambda g, seat: ChooseNation(seat, nation, areas[0]))
    return Edit(
        Form(
            f"{nation_name(nation)}: choose the start area of your first token.",
            [select(ctx.id("ca", nation), _areas(areas), "Start area"), button("Back", ctx.id("rf"))],
        )
    )


@op("ca", "choose_nation")
def nation_area(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    nation, area = args[0], need(values)[0]
    return Act(lambda g, seat: ChooseNation(seat, nation, area))


@op("rf")
def refresh(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    from bot.forms import build_form

    ctx.draft.clear()
    return Edit(build_form(ctx))


# -- phase 1 -------------------------------------------------------------------------------


@form("tax_rate")
def tax_form(ctx: Ctx) -> Form:
    items = [
        button(f"{r} per city", ctx.id("tx", str(r)), PRIMARY if r == 2 else discord.ButtonStyle.secondary)
        for r in ctx.decision.options["rates"]
    ]
    return Form(ctx.decision.prompt, items)


@op("tx", "tax_rate")
def tax_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    rate = to_int(args[0], "The tax rate")
    return Act(lambda g, seat: SetTaxRate(seat, rate))


@form("revolt_cities")
def revolt_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    n = int(o["count"])
    return Form(
        ctx.decision.prompt + "\nPick them in the order they are taken over.",
        [select(ctx.id("rv"), _areas(o["cities"]), f"Choose {n} cities", n, n), default_button(ctx)],
    )


@op("rv", "revolt_cities")
def revolt_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    defaulter = str(ctx.decision.options["defaulter"])
    return Act(lambda g, seat: ChooseRevoltCities(seat, defaulter, tuple(values)))


# -- phase 2: growth (a draft: one token at a time) -----------------------------------------


@form("growth")
def growth_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    stock, caps = int(o["stock"]), dict(o["areas"])
    placed: dict[str, int] = ctx.draft.setdefault("growth", {})
    left = stock - sum(placed.values())
    lines = [
        ctx.decision.prompt,
        "Placed so far: "
        + (", ".join(f"{area_name(a)} +{n}" for a, n in placed.items()) or "nothing")
        + f" — {left} left.",
    ]
    items: list[discord.ui.Item[Any]] = []
    room = [(a, f"{area_name(a)} ({placed.get(a, 0)}/{c})") for a, c in caps.items() if placed.get(a, 0) < c]
    if left and room:
        items.append(select(ctx.id("ga1"), room, "Add one token to…"))
    items += [
        button("Submit", ctx.id("gs"), SUCCESS, disabled=left != 0),
        button("Reset", ctx.id("rf")),
        default_button(ctx),
    ]
    return Form("\n".join(lines), items)


@op("ga1", "growth")
def growth_add(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    placed: dict[str, int] = ctx.draft.setdefault("growth", {})
    area = need(values)[0]
    placed[area] = placed.get(area, 0) + 1
    return Edit(growth_form(ctx))


@op("gs", "growth")
def growth_submit(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    placements = tuple(sorted(ctx.draft.get("growth", {}).items()))
    return Act(lambda g, seat: DistributeGrowth(seat, placements))


# -- phase 4: ships (a draft: upkeep choices and builds) -------------------------------------


@form("ships")
def ships_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    ships: dict[str, str] = o["ships"]
    draft = ctx.draft.setdefault("ships", {"upkeep": None, "builds": []})
    lines = [ctx.decision.prompt, f"Treasury: {o['treasury']}. Ships in stock: {o['ships_in_stock']}."]
    items: list[discord.ui.Item[Any]] = []
    if ships:
        opts = []
        for sid, area in ships.items():
            for how, label in (
                ("treasury", "keep, pay 1 from treasury"),
                ("levy", "keep, levy 1 token"),
                ("scrap", "scrap"),
            ):
                opts.append((f"{sid}={how}", f"{sid} in {area_name(area)}: {label}"))
        items.append(select(ctx.id("su"), opts, "Upkeep of each ship (one choice per ship)", 1, len(ships)))
    builds = [
        (f"{a}={lv}", f"Build in {area_name(a)}" + (f" (levy {lv} tokens)" if lv else " (2 from treasury)"))
        for a, have in o["build_areas"].items()
        for lv in range(0, min(2, int(have)) + 1)
    ]
    if builds and o["ships_in_stock"]:
        items.append(select(ctx.id("sb"), builds, "New ships (optional)", 0, min(4, len(builds))))
    upkeep = draft["upkeep"]
    lines.append(
        "Upkeep: "
        + (
            ", ".join(f"{s} {h}" for s, h in upkeep)
            if upkeep is not None
            else "default (keep all, treasury first)"
        )
    )
    lines.append("Builds: " + (", ".join(f"{area_name(a)} levy {lv}" for a, lv in draft["builds"]) or "none"))
    items += [button("Submit", ctx.id("ss"), SUCCESS), button("Reset", ctx.id("rf")), default_button(ctx)]
    return Form("\n".join(lines), items)


def _pairs(values: list[str]) -> list[tuple[str, str]]:
    out = []
    for v in values:
        key, _, val = v.partition("=")
        out.append((key, val))
    return out


@op("su", "ships")
def ships_upkeep(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = ctx.draft.setdefault("ships", {"upkeep": None, "builds": []})
    chosen = _pairs(values)
    if len({s for s, _ in chosen}) != len(chosen):
        raise BotError("Choose one upkeep option per ship.")
    draft["upkeep"] = [(s, h) for s, h in chosen if h != "scrap"]
    return Edit(ships_form(ctx))


@op("sb", "ships")
def ships_build(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = ctx.draft.setdefault("ships", {"upkeep": None, "builds": []})
    draft["builds"] = [(a, to_int(lv, "The levy")) for a, lv in _pairs(values)]
    return Edit(ships_form(ctx))


@op("ss", "ships")
def ships_submit(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = ctx.draft.get("ships", {"upkeep": None, "builds": []})

    def build(g: GameState, seat: str) -> Action:
        upkeep = draft["upkeep"]
        kept = tuple(tuple(x) for x in upkeep) if upkeep is not None else default_orders(g, seat).upkeep
        return ShipOrders(seat, kept, tuple((a, int(lv)) for a, lv in draft["builds"]))

    return Act(build)


# -- phase 5: movement -----------------------------------------------------------------------


def _movement(g: GameState) -> MovementData:
    assert isinstance(g.data, MovementData)
    return g.data


@form("movement")
def movement_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    unmoved: dict[str, int] = o["unmoved_tokens"]
    lines = [
        ctx.decision.prompt,
        f"Moves made: {o['moves_made']}. Or type `/move from: to: count:` and `/sail`.",
    ]
    items: list[discord.ui.Item[Any]] = []
    sources = [(a, f"{area_name(a)} ({n} unmoved)") for a, n in unmoved.items() if o["land_moves"].get(a)]
    for i in range(0, min(len(sources), 50), 25):
        items.append(select(ctx.id("mv", str(i)), sources[i : i + 25], "Move tokens from…"))
    ships = [
        (sid, f"Ship {sid} in {area_name(s['area'])}") for sid, s in o["ships"].items() if not s["sailed"]
    ]
    if ships:
        items.append(select(ctx.id("sl"), ships, "Sail a ship…"))
    items += [
        button("Undo last move", ctx.id("mu"), disabled=not o["moves_made"]),
        button("Done: end movement", ctx.id("me"), SUCCESS),
    ]
    return Form("\n".join(lines), items)


@op("mv", "movement")
def move_source(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src = need(values)[0]
    dests = ctx.decision.options["land_moves"].get(src, [])
    if not dests:
        raise BotError(f"Tokens in {area_name(src)} cannot move over land.")
    return Edit(
        Form(
            f"Move from {area_name(src)} to…",
            [select(ctx.id("md", src), _areas(dests), "Destination"), button("Back", ctx.id("rf"))],
        )
    )


@op("md", "movement")
def move_dest(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src, dest = args[0], need(values)[0]
    n = int(ctx.decision.options["unmoved_tokens"].get(src, 0))
    if n <= 1:
        return Act(lambda g, seat: MoveLand(seat, src, dest, 1))
    counts = [(str(c), f"{c} token{'s' if c > 1 else ''}") for c in range(n, 0, -1)]
    return Edit(
        Form(
            f"Move how many from {area_name(src)} to {area_name(dest)}?",
            [select(ctx.id("mc", src, dest), counts, "How many"), button("Back", ctx.id("rf"))],
        )
    )


@op("mc", "movement")
def move_count(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src, dest, count = args[0], args[1], to_int(need(values)[0], "The count")
    return Act(lambda g, seat: MoveLand(seat, src, dest, count))


@op("mu", "movement")
def move_undo(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: UndoMove(seat))


@op("me", "movement")
def move_end(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: EndMovement(seat))


@op("sl", "movement")
def sail_ship(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    sid = need(values)[0]
    ship = ctx.decision.options["ships"].get(sid)
    if ship is None:
        raise BotError(f"You have no ship {sid}.")
    reach = [a for a in ship["reach"] if a != ship["area"]]
    return Edit(
        Form(
            f"Sail ship {sid} to…",
            [select(ctx.id("sd", sid), _areas(reach), "Destination"), button("Back", ctx.id("rf"))],
        )
    )


@op("sd", "movement")
def sail_dest(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    sid, dest = args[0], need(values)[0]
    here = ctx.decision.options["ships"][sid]["area"]
    n = min(CAPACITY, int(ctx.decision.options["unmoved_tokens"].get(here, 0)))
    counts = [(str(c), f"carry {c} token{'s' if c != 1 else ''}") for c in range(n, -1, -1)]
    return Edit(
        Form(
            f"Ship {sid} to {area_name(dest)}: how many tokens from {area_name(here)} go aboard?",
            [select(ctx.id("sc", sid, dest), counts, "Tokens aboard"), button("Back", ctx.id("rf"))],
        )
    )


@op("sc", "movement")
def sail_count(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    sid, dest, count = args[0], args[1], to_int(need(values)[0], "The count")
    return Act(lambda g, seat: voyage(g, seat, sid, dest, count))


def voyage(g: GameState, seat: str, sid: str, dest: str, count: int) -> Voyage:
    """The friendly voyage: board ``count`` where the ship is, sail the shortest route, land all."""
    ship = g.ships.get(sid)
    if ship is None or ship.owner != seat:
        raise BotError(f"You have no ship called {sid!r}.")
    route = shortest_route(g, ship, dest)
    if route is None:
        raise BotError(f"Ship {sid} cannot reach {area_name(dest)} this turn.")
    steps = [Step("load", count=count)] if count else []
    steps += [Step("sail", a) for a in route]
    if count:
        steps.append(Step("unload", count=count))
    return Voyage(seat, sid, tuple(steps))


# -- phases 7 and 8 ------------------------------------------------------------------------


@form("build_cities")
def cities_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    areas: dict[str, int] = o["areas"]
    opts = [(a, f"{area_name(a)} (needs {n})") for a, n in areas.items()]
    hi = min(len(opts), int(o["cities_in_stock"]))
    return Form(
        ctx.decision.prompt,
        [
            select(ctx.id("bc"), opts, "Build cities in…", 1, hi),
            button("Build nothing", ctx.id("bn")),
            default_button(ctx),
        ],
    )


@op("bc", "build_cities")
def cities_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: BuildCities(seat, tuple(values)))


@op("bn", "build_cities")
def cities_none(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: BuildCities(seat, ()))


@form("reduce_cities")
def reduce_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    opts = [(a, area_name(a) + (" (new)" if a in o["new_cities"] else "")) for a in o["cities"]]
    return Form(
        ctx.decision.prompt,
        [select(ctx.id("rc"), opts, "Cities to reduce, in order", 1, len(opts)), default_button(ctx)],
    )


@op("rc", "reduce_cities")
def reduce_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: ReduceCities(seat, tuple(values)))
