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
from i18n.catalog import N_, _, n_

# -- phase 4: ships (a draft: upkeep, relocations, new ships; each placement checked by the engine) --

UPKEEP_LABELS = {
    "treasury": N_("keep, pay 1 from treasury"),
    "levy": N_("keep, levy 1 token there"),
    "scrap": N_("scrap (back to stock)"),
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
        return _("The ship phase is over.")
    try:
        phase.check(g, order)
    except RuleError as err:
        return err.message
    return None


def _cost(levy: int, area: str) -> str:
    if levy == 0:
        return _("{n} from treasury", n=SHIP_COST)
    if levy >= SHIP_COST:
        return n_("levy {n} token in {area}", "levy {n} tokens in {area}", levy, area=area_name(area))
    return _("levy {n} in {area} + {rest} from treasury", n=levy, area=area_name(area), rest=SHIP_COST - levy)


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
    back = button(_("Back"), ctx.id("shx"))
    if area is None:
        here = o.ships[str(ship)]  # a relocation: _ship_step kept a ship when no area
        dests = [a for a in o.build_areas if a != here]
        return Form(
            _(
                "Relocate ship {ship} from {area} to… (it is rebuilt there at full cost, {cost} tokens)",
                ship=ship,
                area=area_name(here),
                cost=SHIP_COST,
            ),
            [ctx.select("shd", area_options(dests), _("New area")), back, default_button(ctx)],
        )
    legal, _refusal = _legal_levies(ctx, area, ship)
    if not legal:  # the draft changed under the step: back to the summary
        ctx.draft.pop("ship_step", None)
        return _ships_main(ctx)
    if ship:
        what = _("Relocate ship {ship} to {area}: how is it paid?", ship=ship, area=area_name(area))
    else:
        what = _("New ship in {area}: how is it paid?", area=area_name(area))
    opts = [(str(lv), _("Pay {cost}", cost=_cost(lv, area))) for lv in legal]
    return Form(what, [ctx.select("shl", opts, _("Payment")), back, default_button(ctx)])


def _ships_main(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(ShipsChoice)
    ships = o.ships
    draft = _ship_draft(ctx)
    order = ship_order(ctx.g, ctx.seat, draft)
    relocations = {s: (a, lv) for s, a, lv in order.relocations}
    kept = dict(order.upkeep)
    explicit = draft["upkeep"] or {}
    lines = [
        ctx.decision.prompt,
        _("Treasury: {treasury}. Ships in stock: {ships}.", treasury=o.treasury, ships=o.ships_in_stock),
    ]
    if not has_treasury(ctx.g):
        lines.append(_("No treasury in this game: ships are kept and built by levy only."))
    for sid, here in ships.items():
        if sid in relocations:
            dest, levy = relocations[sid]
            fate = _("relocate to {area} ({cost})", area=area_name(dest), cost=_cost(levy, dest))
        else:
            how = _(UPKEEP_LABELS[kept.get(sid, "scrap")])
            fate = how if sid in explicit else _("{upkeep} (default)", upkeep=how)
        lines.append(_("• Ship {ship} in {area}: {fate}", ship=sid, area=area_name(here), fate=fate))
    builds = ", ".join(f"{area_name(a)} ({_cost(lv, a)})" for a, lv in order.builds)
    lines.append(_("New ships: {ships}", ships=builds or _("none")))
    refusal = ship_refusal(ctx.g, order)
    if refusal:
        lines.append(f"⚠️ {refusal}")
    items: list[discord.ui.Item[Any]] = []
    staying = [sid for sid in ships if sid not in relocations]
    hows = [h for h in UPKEEP_LABELS if h != "treasury" or has_treasury(ctx.g)]
    if staying:
        opts = [
            (
                f"{sid}={h}",
                _(
                    "{ship} in {area}: {upkeep}",
                    ship=sid,
                    area=area_name(ships[sid]),
                    upkeep=_(UPKEEP_LABELS[h]),
                ),
            )
            for sid in staying
            for h in hows
        ]
        items.append(ctx.select("su", opts, _("Upkeep of each ship (one choice per ship)"), 1, len(staying)))
    movable = [sid for sid, here in ships.items() if any(a != here for a in o.build_areas)]
    moves = [
        (sid, _("Relocate {ship} from {area}…", ship=sid, area=area_name(ships[sid]))) for sid in movable
    ]
    moves += [(f"stay={sid}", _("Cancel the relocation of {ship}", ship=sid)) for sid in relocations]
    if moves:
        items.append(ctx.select("shr", moves, _("Relocate a ship (rebuild it elsewhere)")))
    in_play = len(order.upkeep) + len(order.relocations) + len(order.builds)
    if o.build_areas and in_play < setup().ships_per_player:
        opts = [
            (
                a,
                n_(
                    "{area} ({n} of your tokens there)",
                    "{area} ({n} of your tokens there)",
                    n,
                    area=area_name(a),
                ),
            )
            for a, n in o.build_areas.items()
        ]
        items.append(ctx.select("sb", opts, _("Add a new ship in…")))
    items += [
        button(_("Submit"), ctx.id("ss"), SUCCESS, disabled=refusal is not None),
        button(_("Reset"), ctx.id("rf")),
        default_button(ctx),
    ]
    return Form("\n".join(lines), items)


def _pairs(values: list[str]) -> list[tuple[str, str]]:
    out = []
    for v in values:
        key, _sep, val = v.partition("=")
        out.append((key, val))
    return out


@CIV.op("su", "ships")
def ships_upkeep(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = _ship_draft(ctx)
    chosen = _pairs(need(values))
    if len({s for s, _how in chosen}) != len(chosen):
        raise BotError(_("Choose one upkeep option per ship."))
    for sid, how in chosen:
        if sid not in ctx.decision.options_as(ShipsChoice).ships or how not in UPKEEP_LABELS:
            raise BotError(_("{ship}: that upkeep choice is not offered; use the newest prompt.", ship=sid))
    draft["upkeep"] = {**(draft["upkeep"] or {}), **dict(chosen)}
    return Edit(ships_form(ctx))


@CIV.op("shr", "ships")
def ships_relocate(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft = _ship_draft(ctx)
    what, _sep, sid = need(values)[0].rpartition("=")
    if sid not in ctx.decision.options_as(ShipsChoice).ships:
        raise BotError(_("You have no ship {ship} to relocate.", ship=sid))
    if what == "stay":
        draft["relocations"] = [r for r in draft["relocations"] if r[0] != sid]
    else:
        ctx.draft["ship_step"] = {"ship": sid}
    return Edit(ships_form(ctx))


@CIV.op("shd", "ships")
def ships_relocate_to(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    step = _ship_step(ctx)
    if step is None or step.get("ship") is None:
        raise BotError(_("Choose the ship to relocate first."))
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
        raise BotError(_("Choose where the ship goes first."))
    area, ship = str(step["area"]), step.get("ship")
    levy = to_int(need(values)[0], _("The levy"))
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
