"""The phase-4 ships form (rules 6.4, 7.3): upkeep, relocation and new ships, each placement
checked by the engine as it is chosen."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need, to_int
from bot.forms.generic import default_button
from bot.games.civ.forms.phases import SUCCESS, area_options
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine import RuleError
from engine.civ.api import (
    SHIP_COST,
    GameState,
    ShipOrders,
    ShipsChoice,
    ShipsPhase,
    current_phase,
    default_orders,
    has_treasury,
    setup,
    units,
)

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
    o = ctx.decision.options_as(ShipsChoice)
    ship, area = step.get("ship"), step.get("area")
    if ship is not None and ship not in o.ships:
        return None
    if area is not None and area not in o.build_areas:
        return None
    if ship is None and area is None:
        return None
    return step


@CIV.form("ships")
def ships_form(ctx: Ctx) -> Form:
    step = _ship_step(ctx)
    if step is None:
        ctx.draft.pop("ship_step", None)
        return _ships_main(ctx)
    ship, area = step.get("ship"), step.get("area")
    o = ctx.decision.options_as(ShipsChoice)
    back = button("Back", ctx.id("shx"))
    if area is None:
        here = o.ships[str(ship)]  # a relocation: _ship_step kept a ship when no area
        dests = [a for a in o.build_areas if a != here]
        return Form(
            f"Relocate ship {ship} from {area_name(here)} to… (it is rebuilt there at full cost, "
            f"{SHIP_COST} tokens)",
            [ctx.select("shd", area_options(dests), "New area"), back, default_button(ctx)],
        )
    legal, _ = _legal_levies(ctx, area, ship)
    if not legal:  # the draft changed under the step: back to the summary
        ctx.draft.pop("ship_step", None)
        return _ships_main(ctx)
    what = f"Relocate ship {ship} to {area_name(area)}" if ship else f"New ship in {area_name(area)}"
    opts = [(str(lv), f"Pay {_cost(lv, area)}") for lv in legal]
    return Form(f"{what}: how is it paid?", [ctx.select("shl", opts, "Payment"), back, default_button(ctx)])


def _ships_main(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(ShipsChoice)
    ships = o.ships
    draft = _ship_draft(ctx)
    order = ship_order(ctx.g, ctx.seat, draft)
    relocations = {s: (a, lv) for s, a, lv in order.relocations}
    kept = dict(order.upkeep)
    explicit = draft["upkeep"] or {}
    lines = [ctx.decision.prompt, f"Treasury: {o.treasury}. Ships in stock: {o.ships_in_stock}."]
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
    movable = [sid for sid, here in ships.items() if any(a != here for a in o.build_areas)]
    moves = [(sid, f"Relocate {sid} from {area_name(ships[sid])}…") for sid in movable]
    moves += [(f"stay={sid}", f"Cancel the relocation of {sid}") for sid in relocations]
    if moves:
        items.append(ctx.select("shr", moves, "Relocate a ship (rebuild it elsewhere)"))
    in_play = len(order.upkeep) + len(order.relocations) + len(order.builds)
    if o.build_areas and in_play < setup().ships_per_player:
        opts = [(a, f"{area_name(a)} ({n} of your tokens there)") for a, n in o.build_areas.items()]
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


@CIV.op("su", "ships")
def ships_upkeep(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = _ship_draft(ctx)
    chosen = _pairs(need(values))
    if len({s for s, _ in chosen}) != len(chosen):
        raise BotError("Choose one upkeep option per ship.")
    for sid, how in chosen:
        if sid not in ctx.decision.options_as(ShipsChoice).ships or how not in UPKEEP_LABELS:
            raise BotError(f"{sid}: that upkeep choice is not offered; use the newest prompt.")
    draft["upkeep"] = {**(draft["upkeep"] or {}), **dict(chosen)}
    return Edit(ships_form(ctx))


@CIV.op("shr", "ships")
def ships_relocate(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = _ship_draft(ctx)
    what, _, sid = need(values)[0].rpartition("=")
    if sid not in ctx.decision.options_as(ShipsChoice).ships:
        raise BotError(f"You have no ship {sid} to relocate.")
    if what == "stay":
        draft["relocations"] = [r for r in draft["relocations"] if r[0] != sid]
    else:
        ctx.draft["ship_step"] = {"ship": sid}
    return Edit(ships_form(ctx))


@CIV.op("shd", "ships")
def ships_relocate_to(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    step = _ship_step(ctx)
    if step is None or step.get("ship") is None:
        raise BotError("Choose the ship to relocate first.")
    return _place(ctx, need(values)[0], str(step["ship"]))


@CIV.op("sb", "ships")
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


@CIV.op("shl", "ships")
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


@CIV.op("shx", "ships")
def ships_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    ctx.draft.pop("ship_step", None)
    return Edit(ships_form(ctx))


@CIV.op("ss", "ships")
def ships_submit(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = dict(_ship_draft(ctx))  # the order as shown when Submit was clicked
    return Act(lambda g, seat: ship_order(g, seat, draft))
