"""The phase-5 movement form (rules 6.5, 7): land moves and voyages, step by step, with Undo and
Done; `/move` and `/sail` build the same actions."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need, to_int
from bot.games.civ.advciv.forms.roads import road_form, road_items, road_step
from bot.games.civ.forms.phases import SUCCESS, area_options
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine.civ.api import (
    CAPACITY,
    EndMovement,
    GameState,
    MoveLand,
    MovementChoice,
    Step,
    UndoMove,
    Voyage,
    shortest_route,
)

# -- phase 5: movement (multi-step choices keep their step in the draft) ---------------------


def _move_step(ctx: Ctx) -> dict[str, str] | None:
    """The land move being chosen ({"src"} then {"src", "dest"}), if still possible."""
    step = ctx.draft.get("move")
    if not isinstance(step, dict):
        return None
    dests = ctx.decision.options_as(MovementChoice).land_moves.get(step.get("src", ""), [])
    if not dests or ("dest" in step and step["dest"] not in dests):
        return None
    return step


def _sail_step(ctx: Ctx) -> dict[str, str] | None:
    """The voyage being chosen ({"ship"} then {"ship", "dest"}), if still possible."""
    step = ctx.draft.get("sail")
    if not isinstance(step, dict):
        return None
    ship = ctx.decision.options_as(MovementChoice).ships.get(step.get("ship", ""))
    if ship is None or ship["sailed"] or ("dest" in step and step["dest"] not in ship["reach"]):
        return None
    return step


@CIV.form("movement")
def movement_form(ctx: Ctx) -> Form:
    move, sail, road = _move_step(ctx), _sail_step(ctx), road_step(ctx)
    if move is not None:
        return _move_form(ctx, move)
    if sail is not None:
        return _sail_form(ctx, sail)
    if road is not None:
        return road_form(ctx, road)
    for step in ("move", "sail", "road"):
        ctx.draft.pop(step, None)
    o = ctx.decision.options_as(MovementChoice)
    unmoved = o.unmoved_tokens
    lines = [
        ctx.decision.prompt,
        f"Moves made: {o.moves_made}. Or type `/move from: to: count:` and `/sail`.",
    ]
    items: list[discord.ui.Item[Any]] = []
    sources = [(a, f"{area_name(a)} ({n} unmoved)") for a, n in unmoved.items() if o.land_moves.get(a)]
    if sources:
        items.append(ctx.select("mv", sources, "Move tokens from…"))
    items += road_items(ctx)  # Advanced Civilization's Roadbuilding
    ships = [(sid, f"Ship {sid} in {area_name(s['area'])}") for sid, s in o.ships.items() if not s["sailed"]]
    if ships:
        items.append(ctx.select("sl", ships, "Sail a ship…"))
    items += [
        button("Undo last move", ctx.id("mu"), disabled=not o.moves_made),
        button("Done: end movement", ctx.id("me"), SUCCESS),
    ]
    return Form("\n".join(lines), items)


def _move_form(ctx: Ctx, step: dict[str, str]) -> Form:
    src = step["src"]
    back = button("Back", ctx.id("rf"))
    if "dest" not in step:
        dests = ctx.decision.options_as(MovementChoice).land_moves[src]
        return Form(
            f"Move from {area_name(src)} to…", [ctx.select("md", area_options(dests), "Destination"), back]
        )
    dest = step["dest"]
    n = ctx.decision.options_as(MovementChoice).unmoved_tokens.get(src, 0)
    counts = [(str(c), f"{c} token{'s' if c > 1 else ''}") for c in range(n, 0, -1)]
    return Form(
        f"Move how many from {area_name(src)} to {area_name(dest)}?",
        [ctx.select("mc", counts, "How many"), back],
    )


def _sail_form(ctx: Ctx, step: dict[str, str]) -> Form:
    sid = step["ship"]
    ship = ctx.decision.options_as(MovementChoice).ships[sid]
    back = button("Back", ctx.id("rf"))
    if "dest" not in step:
        reach = [a for a in ship["reach"] if a != ship["area"]]
        return Form(f"Sail ship {sid} to…", [ctx.select("sd", area_options(reach), "Destination"), back])
    dest, here = step["dest"], ship["area"]
    counts = [(str(c), f"carry {c} token{'s' if c != 1 else ''}") for c in range(_aboard(ctx, here), -1, -1)]
    return Form(
        f"Ship {sid} to {area_name(dest)}: how many tokens from {area_name(here)} go aboard?",
        [ctx.select("sc", counts, "Tokens aboard"), back],
    )


def _aboard(ctx: Ctx, area: str) -> int:
    """The most tokens a ship in ``area`` can take aboard now."""
    return min(CAPACITY, ctx.decision.options_as(MovementChoice).unmoved_tokens.get(area, 0))


@CIV.op("mv", "movement")
def move_source(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src = need(values)[0]
    if not ctx.decision.options_as(MovementChoice).land_moves.get(src):
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


@CIV.op("md", "movement")
def move_dest(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src, dest = _step_arg(ctx, "move", "src", args, 0), need(values)[0]
    if dest not in ctx.decision.options_as(MovementChoice).land_moves.get(src, []):
        raise BotError(f"Tokens in {area_name(src)} cannot move to {area_name(dest)}.")
    n = ctx.decision.options_as(MovementChoice).unmoved_tokens.get(src, 0)
    if n <= 1:
        return Act(lambda g, seat: MoveLand(seat, src, dest, 1))
    ctx.draft["move"] = {"src": src, "dest": dest}
    return Edit(movement_form(ctx))


@CIV.op("mc", "movement")
def move_count(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src, dest = _step_arg(ctx, "move", "src", args, 0), _step_arg(ctx, "move", "dest", args, 1)
    count = to_int(need(values)[0], "The count")
    return Act(lambda g, seat: MoveLand(seat, src, dest, count))


@CIV.op("mu", "movement")
def move_undo(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: UndoMove(seat))


@CIV.op("me", "movement")
def move_end(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: EndMovement(seat))


@CIV.op("sl", "movement")
def sail_ship(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    sid = need(values)[0]
    ship = ctx.decision.options_as(MovementChoice).ships.get(sid)
    if ship is None or ship["sailed"]:
        raise BotError(f"You have no ship {sid} that can still sail this turn.")
    ctx.draft.pop("move", None)
    ctx.draft["sail"] = {"ship": sid}
    return Edit(movement_form(ctx))


@CIV.op("sd", "movement")
def sail_dest(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    sid, dest = _step_arg(ctx, "sail", "ship", args, 0), need(values)[0]
    ship = ctx.decision.options_as(MovementChoice).ships.get(sid)
    if ship is None or dest not in ship["reach"]:
        raise BotError(f"Ship {sid} cannot reach {area_name(dest)} this turn.")
    if _aboard(ctx, ship["area"]) == 0:
        return Act(lambda g, seat: voyage(g, seat, sid, dest, 0))
    ctx.draft["sail"] = {"ship": sid, "dest": dest}
    return Edit(movement_form(ctx))


@CIV.op("sc", "movement")
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
