"""Forms for phases 1-8: nations, taxes, revolts, growth, ships, movement, cities, reductions."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, form, need, op, to_int
from bot.forms.generic import default_button, many_answer, many_choice
from bot.live import BotError
from bot.text import area_name, nation_name
from engine import GameState, RuleError, units
from engine.content import setup
from engine.flow import current_phase
from engine.phases.cities import BuildCities
from engine.phases.expansion import DistributeGrowth
from engine.phases.movement import EndMovement, MoveLand, UndoMove, Voyage
from engine.phases.setup import ChooseNation
from engine.phases.ships import SHIP_COST, ShipOrders, ShipsPhase, default_orders
from engine.phases.support import ReduceCities
from engine.phases.taxation import ChooseRevoltCities, SetTaxRate
from engine.phases.voyage import CAPACITY, Step, shortest_route
from engine.variants import has_treasury

PRIMARY, SUCCESS, DANGER = (
    discord.ButtonStyle.primary,
    discord.ButtonStyle.success,
    discord.ButtonStyle.danger,
)


def _areas(ids: list[str]) -> list[tuple[str, str]]:
    return [(a, area_name(a)) for a in ids]


# -- setup (a draft: the nation, then its start area) ---------------------------------------


@form("choose_nation")
def nation_form(ctx: Ctx) -> Form:
    nations: dict[str, list[str]] = ctx.decision.options["nations"]
    chosen = ctx.draft.get("nation")
    if isinstance(chosen, str) and len(nations.get(chosen, [])) > 1:
        return Form(
            f"{nation_name(chosen)}: choose the start area of your first token.",
            [
                ctx.select("ca", _areas(nations[chosen]), "Start area"),
                button("Back", ctx.id("rf")),
                default_button(ctx),
            ],
        )
    opts = [
        (n, f"{nation_name(n)} (start: {', '.join(area_name(a) for a in areas)})")
        for n, areas in nations.items()
    ]
    return Form("Choose your nation.", [ctx.select("cn", opts, "Choose a nation"), default_button(ctx)])


@op("cn", "choose_nation")
def nation_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    nation = need(values)[0]
    areas: list[str] = ctx.decision.options["nations"].get(nation, [])
    if not areas:
        raise BotError(f"{nation_name(nation)} is not available any more.")
    if len(areas) == 1:
        return Act(lambda g, seat: ChooseNation(seat, nation, areas[0]))
    ctx.draft["nation"] = nation
    return Edit(nation_form(ctx))


@op("ca", "choose_nation")
def nation_area(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    # Prompts made before the step lived in the draft carry the nation in their id.
    nation, area = str(args[0] if args else ctx.draft.get("nation", "")), need(values)[0]
    if not nation:
        raise BotError("Choose your nation first.")
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
    return Form(ctx.decision.prompt, [*items, default_button(ctx)])


@op("tx", "tax_rate")
def tax_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    rate = to_int(args[0], "The tax rate")
    return Act(lambda g, seat: SetTaxRate(seat, rate))


def _revolt_options(ctx: Ctx) -> list[tuple[str, str]]:
    return _areas(ctx.decision.options["cities"])


@form("revolt_cities")
def revolt_form(ctx: Ctx) -> Form:
    n = int(ctx.decision.options["count"])
    items, summary = many_choice(
        ctx, "rv", _revolt_options(ctx), f"Choose {n} cities", n, n, "Take over these cities"
    )
    lines = [ctx.decision.prompt, "Pick them in the order they are taken over.", *summary]
    return Form("\n".join(lines), [*items, default_button(ctx)])


@op("rv", "revolt_cities")
def revolt_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "rv", args, values, _revolt_options(ctx))
    if chosen is None:
        return Edit(revolt_form(ctx))
    defaulter = str(ctx.decision.options["defaulter"])
    return Act(lambda g, seat: ChooseRevoltCities(seat, defaulter, tuple(chosen)))


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
        items.append(ctx.select("ga1", room, "Add one token to…"))
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


# -- phase 4: ships (a draft: upkeep, relocations, new ships; each placement checked by the engine) --

UPKEEP_LABELS = {
    "treasury": "keep, pay 1 from treasury",
    "levy": "keep, levy 1 token there",
    "scrap": "scrap (back to stock)",
}


def _ship_draft(ctx: Ctx) -> dict[str, Any]:
    """{"upkeep": {ship: how} or None (the default), "relocations": [[ship, area, levy]],
    "builds": [[area, levy]]}; the step being chosen is ``ctx.draft["ship_step"]``."""
    d: dict[str, Any] = ctx.draft.setdefault("ships", {})
    if not isinstance(d.get("upkeep"), dict):
        d["upkeep"] = None
    d.setdefault("relocations", [])
    d.setdefault("builds", [])
    return d


def ship_order(g: GameState, seat: str, draft: dict[str, Any]) -> ShipOrders:
    """The order a ships draft stands for. Ships without an explicit upkeep choice keep the
    engine's default one; a relocated ship is not kept (it is rebuilt elsewhere)."""
    relocated = {str(r[0]) for r in draft.get("relocations", [])}
    chosen: dict[str, str] = draft.get("upkeep") or {}
    default = dict(default_orders(g, seat).upkeep)
    upkeep = []
    for sid in units.ships_of(g, seat):
        how = chosen.get(sid, default.get(sid, "scrap"))
        if sid not in relocated and how != "scrap":
            upkeep.append((sid, how))
    return ShipOrders(
        seat,
        tuple(upkeep),
        tuple((str(a), int(lv)) for a, lv in draft.get("builds", [])),
        tuple((str(s), str(a), int(lv)) for s, a, lv in draft.get("relocations", [])),
    )


def ship_refusal(g: GameState, order: ShipOrders) -> str | None:
    """The engine's objection to ``order``, or None when it would be accepted."""
    phase = current_phase(g)
    if not isinstance(phase, ShipsPhase):
        return "The ship phase is over."
    try:
        phase.check(g, order)
    except RuleError as err:
        return err.message
    return None


def _cost(levy: int, area: str) -> str:
    if levy == 0:
        return f"{SHIP_COST} from treasury"
    if levy >= SHIP_COST:
        return f"levy {levy} tokens in {area_name(area)}"
    return f"levy {levy} in {area_name(area)} + {SHIP_COST - levy} from treasury"


def _with_placement(draft: dict[str, Any], area: str, levy: int, ship: str | None) -> dict[str, Any]:
    """A copy of ``draft`` with a new ship in ``area`` (or ``ship`` relocated there)."""
    out = {k: v for k, v in draft.items()}
    if ship is None:
        out["builds"] = [*draft["builds"], [area, levy]]
    else:
        out["relocations"] = [r for r in draft["relocations"] if r[0] != ship] + [[ship, area, levy]]
    return out


def _legal_levies(ctx: Ctx, area: str, ship: str | None) -> tuple[list[int], str]:
    """The levies (0 to 2 tokens) with which the engine accepts the order with this placement,
    and its objection to the last refused one."""
    draft = _ship_draft(ctx)
    legal, refusal = [], ""
    for levy in range(SHIP_COST + 1):
        err = ship_refusal(ctx.g, ship_order(ctx.g, ctx.seat, _with_placement(draft, area, levy, ship)))
        if err is None:
            legal.append(levy)
        else:
            refusal = err
    return legal, refusal


def _ship_step(ctx: Ctx) -> dict[str, Any] | None:
    """The placement being chosen, if it still makes sense in the current position."""
    step = ctx.draft.get("ship_step")
    if not isinstance(step, dict):
        return None
    o = ctx.decision.options
    ship, area = step.get("ship"), step.get("area")
    if ship is not None and ship not in o["ships"]:
        return None
    if area is not None and area not in o["build_areas"]:
        return None
    if ship is None and area is None:
        return None
    return step


@form("ships")
def ships_form(ctx: Ctx) -> Form:
    step = _ship_step(ctx)
    if step is None:
        ctx.draft.pop("ship_step", None)
        return _ships_main(ctx)
    ship, area = step.get("ship"), step.get("area")
    o = ctx.decision.options
    back = button("Back", ctx.id("shx"))
    if area is None:
        here = o["ships"][ship]
        dests = [a for a in o["build_areas"] if a != here]
        return Form(
            f"Relocate ship {ship} from {area_name(here)} to… (it is rebuilt there at full cost, "
            f"{SHIP_COST} tokens)",
            [ctx.select("shd", _areas(dests), "New area"), back, default_button(ctx)],
        )
    legal, _ = _legal_levies(ctx, area, ship)
    if not legal:  # the draft changed under the step: back to the summary
        ctx.draft.pop("ship_step", None)
        return _ships_main(ctx)
    what = f"Relocate ship {ship} to {area_name(area)}" if ship else f"New ship in {area_name(area)}"
    opts = [(str(lv), f"Pay {_cost(lv, area)}") for lv in legal]
    return Form(f"{what}: how is it paid?", [ctx.select("shl", opts, "Payment"), back, default_button(ctx)])


def _ships_main(ctx: Ctx) -> Form:
    o = ctx.decision.options
    ships: dict[str, str] = o["ships"]
    draft = _ship_draft(ctx)
    order = ship_order(ctx.g, ctx.seat, draft)
    relocations = {s: (a, lv) for s, a, lv in order.relocations}
    kept = dict(order.upkeep)
    explicit = draft["upkeep"] or {}
    lines = [ctx.decision.prompt, f"Treasury: {o['treasury']}. Ships in stock: {o['ships_in_stock']}."]
    if not has_treasury(ctx.g):
        lines.append("No treasury in this game: ships are kept and built by levy only.")
    for sid, here in ships.items():
        if sid in relocations:
            dest, levy = relocations[sid]
            fate = f"relocate to {area_name(dest)} ({_cost(levy, dest)})"
        else:
            fate = UPKEEP_LABELS[kept.get(sid, "scrap")] + ("" if sid in explicit else " (default)")
        lines.append(f"• Ship {sid} in {area_name(here)}: {fate}")
    lines.append(
        "New ships: " + (", ".join(f"{area_name(a)} ({_cost(lv, a)})" for a, lv in order.builds) or "none")
    )
    refusal = ship_refusal(ctx.g, order)
    if refusal:
        lines.append(f"⚠️ {refusal}")
    items: list[discord.ui.Item[Any]] = []
    staying = [sid for sid in ships if sid not in relocations]
    hows = [h for h in UPKEEP_LABELS if h != "treasury" or has_treasury(ctx.g)]
    if staying:
        opts = [
            (f"{sid}={h}", f"{sid} in {area_name(ships[sid])}: {UPKEEP_LABELS[h]}")
            for sid in staying
            for h in hows
        ]
        items.append(ctx.select("su", opts, "Upkeep of each ship (one choice per ship)", 1, len(staying)))
    movable = [sid for sid, here in ships.items() if any(a != here for a in o["build_areas"])]
    moves = [(sid, f"Relocate {sid} from {area_name(ships[sid])}…") for sid in movable]
    moves += [(f"stay={sid}", f"Cancel the relocation of {sid}") for sid in relocations]
    if moves:
        items.append(ctx.select("shr", moves, "Relocate a ship (rebuild it elsewhere)"))
    in_play = len(order.upkeep) + len(order.relocations) + len(order.builds)
    if o["build_areas"] and in_play < setup().ships_per_player:
        opts = [(a, f"{area_name(a)} ({n} of your tokens there)") for a, n in o["build_areas"].items()]
        items.append(ctx.select("sb", opts, "Add a new ship in…"))
    items += [
        button("Submit", ctx.id("ss"), SUCCESS, disabled=refusal is not None),
        button("Reset", ctx.id("rf")),
        default_button(ctx),
    ]
    return Form("\n".join(lines), items)


def _pairs(values: list[str]) -> list[tuple[str, str]]:
    out = []
    for v in values:
        key, _, val = v.partition("=")
        out.append((key, val))
    return out


@op("su", "ships")
def ships_upkeep(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = _ship_draft(ctx)
    chosen = _pairs(need(values))
    if len({s for s, _ in chosen}) != len(chosen):
        raise BotError("Choose one upkeep option per ship.")
    for sid, how in chosen:
        if sid not in ctx.decision.options["ships"] or how not in UPKEEP_LABELS:
            raise BotError(f"{sid}: that upkeep choice is not offered; use the newest prompt.")
    draft["upkeep"] = {**(draft["upkeep"] or {}), **dict(chosen)}
    return Edit(ships_form(ctx))


@op("shr", "ships")
def ships_relocate(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = _ship_draft(ctx)
    what, _, sid = need(values)[0].rpartition("=")
    if sid not in ctx.decision.options["ships"]:
        raise BotError(f"You have no ship {sid} to relocate.")
    if what == "stay":
        draft["relocations"] = [r for r in draft["relocations"] if r[0] != sid]
    else:
        ctx.draft["ship_step"] = {"ship": sid}
    return Edit(ships_form(ctx))


@op("shd", "ships")
def ships_relocate_to(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    step = _ship_step(ctx)
    if step is None or step.get("ship") is None:
        raise BotError("Choose the ship to relocate first.")
    return _place(ctx, need(values)[0], str(step["ship"]))


@op("sb", "ships")
def ships_build(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return _place(ctx, need(values)[0], None)


def _place(ctx: Ctx, area: str, ship: str | None) -> Outcome:
    """A new ship (or ``ship`` relocated) in ``area``: refused at once with the engine's reason
    if no payment makes the order legal; added if one payment only does; else ask which."""
    legal, refusal = _legal_levies(ctx, area, ship)
    if not legal:
        raise BotError(refusal)
    if len(legal) == 1:
        return _placed(ctx, area, legal[0], ship)
    ctx.draft["ship_step"] = {"ship": ship, "area": area} if ship else {"area": area}
    return Edit(ships_form(ctx))


def _placed(ctx: Ctx, area: str, levy: int, ship: str | None) -> Outcome:
    ctx.draft["ships"] = _with_placement(_ship_draft(ctx), area, levy, ship)
    ctx.draft.pop("ship_step", None)
    return Edit(ships_form(ctx))


@op("shl", "ships")
def ships_levy(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    step = _ship_step(ctx)
    if step is None or step.get("area") is None:
        raise BotError("Choose where the ship goes first.")
    area, ship = str(step["area"]), step.get("ship")
    levy = to_int(need(values)[0], "The levy")
    refusal = ship_refusal(
        ctx.g, ship_order(ctx.g, ctx.seat, _with_placement(_ship_draft(ctx), area, levy, ship))
    )
    if refusal:
        raise BotError(refusal)
    return _placed(ctx, area, levy, ship)


@op("shx", "ships")
def ships_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    ctx.draft.pop("ship_step", None)
    return Edit(ships_form(ctx))


@op("ss", "ships")
def ships_submit(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = dict(_ship_draft(ctx))  # the order as shown when Submit was clicked
    return Act(lambda g, seat: ship_order(g, seat, draft))


# -- phase 5: movement (multi-step choices keep their step in the draft) ---------------------


def _move_step(ctx: Ctx) -> dict[str, str] | None:
    """The land move being chosen ({"src"} then {"src", "dest"}), if still possible."""
    step = ctx.draft.get("move")
    if not isinstance(step, dict):
        return None
    dests = ctx.decision.options["land_moves"].get(step.get("src", ""), [])
    if not dests or ("dest" in step and step["dest"] not in dests):
        return None
    return step


def _sail_step(ctx: Ctx) -> dict[str, str] | None:
    """The voyage being chosen ({"ship"} then {"ship", "dest"}), if still possible."""
    step = ctx.draft.get("sail")
    if not isinstance(step, dict):
        return None
    ship = ctx.decision.options["ships"].get(step.get("ship", ""))
    if ship is None or ship["sailed"] or ("dest" in step and step["dest"] not in ship["reach"]):
        return None
    return step


@form("movement")
def movement_form(ctx: Ctx) -> Form:
    move, sail = _move_step(ctx), _sail_step(ctx)
    if move is not None:
        return _move_form(ctx, move)
    if sail is not None:
        return _sail_form(ctx, sail)
    ctx.draft.pop("move", None)
    ctx.draft.pop("sail", None)
    o = ctx.decision.options
    unmoved: dict[str, int] = o["unmoved_tokens"]
    lines = [
        ctx.decision.prompt,
        f"Moves made: {o['moves_made']}. Or type `/move from: to: count:` and `/sail`.",
    ]
    items: list[discord.ui.Item[Any]] = []
    sources = [(a, f"{area_name(a)} ({n} unmoved)") for a, n in unmoved.items() if o["land_moves"].get(a)]
    if sources:
        items.append(ctx.select("mv", sources, "Move tokens from…"))
    ships = [
        (sid, f"Ship {sid} in {area_name(s['area'])}") for sid, s in o["ships"].items() if not s["sailed"]
    ]
    if ships:
        items.append(ctx.select("sl", ships, "Sail a ship…"))
    items += [
        button("Undo last move", ctx.id("mu"), disabled=not o["moves_made"]),
        button("Done: end movement", ctx.id("me"), SUCCESS),
    ]
    return Form("\n".join(lines), items)


def _move_form(ctx: Ctx, step: dict[str, str]) -> Form:
    src = step["src"]
    back = button("Back", ctx.id("rf"))
    if "dest" not in step:
        dests = ctx.decision.options["land_moves"][src]
        return Form(f"Move from {area_name(src)} to…", [ctx.select("md", _areas(dests), "Destination"), back])
    dest = step["dest"]
    n = int(ctx.decision.options["unmoved_tokens"].get(src, 0))
    counts = [(str(c), f"{c} token{'s' if c > 1 else ''}") for c in range(n, 0, -1)]
    return Form(
        f"Move how many from {area_name(src)} to {area_name(dest)}?",
        [ctx.select("mc", counts, "How many"), back],
    )


def _sail_form(ctx: Ctx, step: dict[str, str]) -> Form:
    sid = step["ship"]
    ship = ctx.decision.options["ships"][sid]
    back = button("Back", ctx.id("rf"))
    if "dest" not in step:
        reach = [a for a in ship["reach"] if a != ship["area"]]
        return Form(f"Sail ship {sid} to…", [ctx.select("sd", _areas(reach), "Destination"), back])
    dest, here = step["dest"], ship["area"]
    counts = [(str(c), f"carry {c} token{'s' if c != 1 else ''}") for c in range(_aboard(ctx, here), -1, -1)]
    return Form(
        f"Ship {sid} to {area_name(dest)}: how many tokens from {area_name(here)} go aboard?",
        [ctx.select("sc", counts, "Tokens aboard"), back],
    )


def _aboard(ctx: Ctx, area: str) -> int:
    """The most tokens a ship in ``area`` can take aboard now."""
    return min(CAPACITY, int(ctx.decision.options["unmoved_tokens"].get(area, 0)))


@op("mv", "movement")
def move_source(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src = need(values)[0]
    if not ctx.decision.options["land_moves"].get(src):
        raise BotError(f"Tokens in {area_name(src)} cannot move over land.")
    ctx.draft.pop("sail", None)
    ctx.draft["move"] = {"src": src}
    return Edit(movement_form(ctx))


def _step_arg(ctx: Ctx, key: str, name: str, args: tuple[str, ...], i: int) -> str:
    """A value of the step in the draft; prompts made before steps lived in the draft carry it
    in their id."""
    step = ctx.draft.get(key)
    value = args[i] if len(args) > i else step.get(name) if isinstance(step, dict) else None
    if not value:
        raise BotError("This step is out of date: use the newest prompt.")
    return str(value)


@op("md", "movement")
def move_dest(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src, dest = _step_arg(ctx, "move", "src", args, 0), need(values)[0]
    if dest not in ctx.decision.options["land_moves"].get(src, []):
        raise BotError(f"Tokens in {area_name(src)} cannot move to {area_name(dest)}.")
    n = int(ctx.decision.options["unmoved_tokens"].get(src, 0))
    if n <= 1:
        return Act(lambda g, seat: MoveLand(seat, src, dest, 1))
    ctx.draft["move"] = {"src": src, "dest": dest}
    return Edit(movement_form(ctx))


@op("mc", "movement")
def move_count(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src, dest = _step_arg(ctx, "move", "src", args, 0), _step_arg(ctx, "move", "dest", args, 1)
    count = to_int(need(values)[0], "The count")
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
    if ship is None or ship["sailed"]:
        raise BotError(f"You have no ship {sid} that can still sail this turn.")
    ctx.draft.pop("move", None)
    ctx.draft["sail"] = {"ship": sid}
    return Edit(movement_form(ctx))


@op("sd", "movement")
def sail_dest(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    sid, dest = _step_arg(ctx, "sail", "ship", args, 0), need(values)[0]
    ship = ctx.decision.options["ships"].get(sid)
    if ship is None or dest not in ship["reach"]:
        raise BotError(f"Ship {sid} cannot reach {area_name(dest)} this turn.")
    if _aboard(ctx, ship["area"]) == 0:
        return Act(lambda g, seat: voyage(g, seat, sid, dest, 0))
    ctx.draft["sail"] = {"ship": sid, "dest": dest}
    return Edit(movement_form(ctx))


@op("sc", "movement")
def sail_count(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    sid, dest = _step_arg(ctx, "sail", "ship", args, 0), _step_arg(ctx, "sail", "dest", args, 1)
    count = to_int(need(values)[0], "The count")
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


# -- phases 7 and 8 (many-choices: paged beyond 25, picks kept in the draft) -----------------


def _city_options(ctx: Ctx) -> list[tuple[str, str]]:
    return [(a, f"{area_name(a)} (needs {n})") for a, n in ctx.decision.options["areas"].items()]


@form("build_cities")
def cities_form(ctx: Ctx) -> Form:
    opts = _city_options(ctx)
    hi = min(len(opts), int(ctx.decision.options["cities_in_stock"]))
    items: list[discord.ui.Item[Any]] = []
    lines = [ctx.decision.prompt]
    if opts and hi:
        picks, summary = many_choice(ctx, "bc", opts, "Build cities in…", 1, hi, "Build these cities")
        items += picks
        lines += summary
    items += [button("Build nothing", ctx.id("bn")), default_button(ctx)]
    return Form("\n".join(lines), items)


@op("bc", "build_cities")
def cities_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "bc", args, values, _city_options(ctx))
    if chosen is None:
        return Edit(cities_form(ctx))
    return Act(lambda g, seat: BuildCities(seat, tuple(chosen)))


@op("bn", "build_cities")
def cities_none(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: BuildCities(seat, ()))


def _reduce_options(ctx: Ctx) -> list[tuple[str, str]]:
    o = ctx.decision.options
    return [(a, area_name(a) + (" (new)" if a in o["new_cities"] else "")) for a in o["cities"]]


@form("reduce_cities")
def reduce_form(ctx: Ctx) -> Form:
    opts = _reduce_options(ctx)
    items, summary = many_choice(
        ctx, "rc", opts, "Cities to reduce, in order", 1, len(opts), "Reduce these cities"
    )
    return Form("\n".join([ctx.decision.prompt, *summary]), [*items, default_button(ctx)])


@op("rc", "reduce_cities")
def reduce_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "rc", args, values, _reduce_options(ctx))
    if chosen is None:
        return Edit(reduce_form(ctx))
    return Act(lambda g, seat: ReduceCities(seat, tuple(chosen)))
