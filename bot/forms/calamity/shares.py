"""The holder's share-out of losses to other players (Famine, Epidemic, Flood; rules 11.3)."""

from __future__ import annotations

from typing import Any

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, form, need, op, to_int
from bot.forms.calamity.common import (
    common_buttons,
    draft_of,
)
from bot.forms.generic import default_button
from bot.forms.part2 import who
from bot.live import BotError
from engine.civ.calamity.losses import AssignLosses

# -- the holder's share-out (Famine, Epidemic, Flood) ----------------------------------------------


def assign_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, amounts={}, player="")


def assign_room(o: dict[str, Any], d: dict[str, Any], player: str) -> int:
    """The most ``player`` can be given: his maximum, within what the total leaves."""
    others = sum(int(n) for p, n in d["amounts"].items() if p != player)
    return max(0, min(int(o["players"][player]["max"]), int(o["total"]) - others))


@form("assign_losses")
def assign_form(ctx: Ctx) -> Form:
    o, d = ctx.decision.options, assign_draft(ctx)
    total = sum(int(n) for n in d["amounts"].values())
    lines = [ctx.decision.prompt]
    for p, info in o["players"].items():
        floor = " — protected by the calamity floor: loses nothing" if info["protected"] else ""
        lines.append(
            f"• {who(ctx, p)}: **{d['amounts'].get(p, 0)}** (at most {info['max']}; "
            f"{info['points']} points exposed){floor}"
        )
    rule = "exactly" if o["exact_total"] else "at most"
    lines.append(f"Assigned: **{total}** of {rule} {o['total']} points.")
    items: list[Any] = []
    if d["player"]:
        p = str(d["player"])
        opts = [
            (str(n), f"{who(ctx, p)} loses {n}" if n else f"{who(ctx, p)} loses nothing")
            for n in range(assign_room(o, d, p), -1, -1)
        ]
        items += [
            ctx.select("zap", opts, f"Points for {who(ctx, p)}"),
            button("Back", ctx.id("zab")),
            default_button(ctx),
        ]
        return Form("\n".join(lines), items)
    opts = [(p, f"{who(ctx, p)} (at most {info['max']})") for p, info in o["players"].items()]
    items.append(ctx.select("zaw", opts, "Give points to…"))
    ready = total == int(o["total"]) if o["exact_total"] else total <= int(o["total"])
    items += common_buttons(ctx, "zao", ready, "Confirm" if total else "Confirm: nobody else loses")
    return Form("\n".join(lines), items)


@op("zaw", "assign_losses")
def assign_who(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    p = need(values)[0]
    if p not in ctx.decision.options["players"]:
        raise BotError("That player cannot be named for this calamity.")
    assign_draft(ctx)["player"] = p
    return Edit(assign_form(ctx))


@op("zap", "assign_losses")
def assign_points(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o, d = ctx.decision.options, assign_draft(ctx)
    p, n = str(d["player"]), to_int(need(values)[0], "The points")
    if not p:
        raise BotError("Choose the player first.")
    if not 0 <= n <= assign_room(o, d, p):
        raise BotError(f"{who(ctx, p)} can be given at most {assign_room(o, d, p)} points now.")
    if n:
        d["amounts"][p] = n
    else:
        d["amounts"].pop(p, None)
    d["player"] = ""
    return Edit(assign_form(ctx))


@op("zab", "assign_losses")
def assign_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    assign_draft(ctx)["player"] = ""
    return Edit(assign_form(ctx))


@op("zao", "assign_losses")
def assign_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o, d = ctx.decision.options, assign_draft(ctx)
    total = sum(int(n) for n in d["amounts"].values())
    if o["exact_total"] and total != int(o["total"]):
        raise BotError(f"Divide exactly {o['total']} points: you assigned {total}.")
    if total > int(o["total"]):
        raise BotError(f"You may assign at most {o['total']} points: you assigned {total}.")
    amounts = tuple(sorted((str(p), int(n)) for p, n in d["amounts"].items()))
    return Act(lambda g, seat: AssignLosses(seat, amounts))
