"""Roadbuilding moves in the movement form (phase 5; rules reference §6.5, 000 §23.31, §32.251):
a holder's tokens move through one land area into a second, step by step (from, to, through,
how many). The movement form (``bot.games.civ.forms.movement``) shows these items when the decision
offers road moves."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need, to_int
from bot.games.civ.advciv.forms.table import ADVCIV
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine.civ.advciv.api import RoadMove
from engine.civ.api import MovementChoice

KIND = "movement"


def roads(ctx: Ctx) -> dict[str, dict[str, list[str]]]:
    """Source -> destination -> the areas a road move may pass through."""
    return ctx.decision.options_as(MovementChoice).road_moves or {}


def road_step(ctx: Ctx) -> dict[str, str] | None:
    """The road move being chosen ({"src"}, then "dest", then "via"), if still possible."""
    step = ctx.draft.get("road")
    if not isinstance(step, dict):
        return None
    dests = roads(ctx).get(step.get("src", ""), {})
    if not dests or ("dest" in step and step["dest"] not in dests):
        return None
    if "via" in step and step["via"] not in dests[step["dest"]]:
        return None
    return step


def road_items(ctx: Ctx) -> list[discord.ui.Item[Any]]:
    unmoved = ctx.decision.options_as(MovementChoice).unmoved_tokens
    sources = [(a, f"{area_name(a)} ({unmoved.get(a, 0)} unmoved)") for a in roads(ctx) if unmoved.get(a)]
    return [ctx.select("arv", sources, "Roadbuilding: move tokens from…")] if sources else []


def road_form(ctx: Ctx, step: dict[str, str]) -> Form:
    src = step["src"]
    back = button("Back", ctx.id("rf"))
    dests = roads(ctx)[src]
    if "dest" not in step:
        opts = [
            (d, f"{area_name(d)} (through {', '.join(area_name(v) for v in vias)})"[:100])
            for d, vias in dests.items()
        ]
        return Form(
            f"Roadbuilding: move from {area_name(src)} two areas on, to…",
            [ctx.select("ard", opts, "Destination"), back],
        )
    dest = step["dest"]
    if "via" not in step:
        opts = [(v, area_name(v)) for v in dests[dest]]
        return Form(
            f"Roadbuilding: from {area_name(src)} to {area_name(dest)}, passing through…",
            [ctx.select("arw", opts, "The area passed through"), back],
        )
    n = ctx.decision.options_as(MovementChoice).unmoved_tokens.get(src, 0)
    counts = [(str(c), f"{c} token{'s' if c > 1 else ''}") for c in range(n, 0, -1)]
    return Form(
        f"Roadbuilding: how many tokens move from {area_name(src)} through {area_name(step['via'])} to "
        f"{area_name(dest)}? (They cannot board a ship afterwards.)",
        [ctx.select("arc", counts, "How many"), back],
    )


def redraw(ctx: Ctx) -> Outcome:
    from bot.forms import build_form

    return Edit(build_form(ctx))


@ADVCIV.op("arv", KIND)
def road_source(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    src = need(values)[0]
    if not roads(ctx).get(src):
        raise BotError(f"No road move starts in {area_name(src)}.")
    ctx.draft.pop("move", None)
    ctx.draft.pop("sail", None)
    ctx.draft["road"] = {"src": src}
    return redraw(ctx)


def _step(ctx: Ctx) -> dict[str, str]:
    step = road_step(ctx)
    if step is None:
        raise BotError("This road move is out of date: use the newest prompt.")
    return step


@ADVCIV.op("ard", KIND)
def road_dest(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    step, dest = _step(ctx), need(values)[0]
    vias = roads(ctx)[step["src"]].get(dest)
    if not vias:
        raise BotError(f"No road leads from {area_name(step['src'])} to {area_name(dest)}.")
    step = {"src": step["src"], "dest": dest}
    if len(vias) == 1:
        step["via"] = vias[0]
    ctx.draft["road"] = step
    return redraw(ctx)


@ADVCIV.op("arw", KIND)
def road_via(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    step, via = _step(ctx), need(values)[0]
    if "dest" not in step or via not in roads(ctx)[step["src"]][step["dest"]]:
        raise BotError(f"The road cannot pass through {area_name(via)}.")
    ctx.draft["road"] = {**step, "via": via}
    return redraw(ctx)


@ADVCIV.op("arc", KIND)
def road_count(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    step = _step(ctx)
    if "via" not in step:
        raise BotError("Choose where the road leads first.")
    count = to_int(need(values)[0], "The count")
    src, via, dest = step["src"], step["via"], step["dest"]
    ctx.draft.pop("road", None)
    return Act(lambda g, seat: RoadMove(seat, src, via, dest, count))
