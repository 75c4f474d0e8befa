"""The holder's share-out of losses to other players (Famine, Epidemic, Flood; rules 11.3)."""

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
)
from bot.games.civ.forms.seats import who
from bot.games.civ.forms.table import CIV
from bot.live_game import BotError
from engine.civ.advciv.api import AdvShareChoice, ShareLimit
from engine.civ.api import AssignLosses, ShareChoice, ShareTarget

# -- the holder's share-out (Famine, Epidemic, Flood) ----------------------------------------------


@dataclass(frozen=True)
class ShareKind:
    """A share-out decision: its kind, its op names (prefix + one letter) and its first line."""

    kind: str
    prefix: str
    intro: Callable[[Ctx], str]


SHARES: dict[str, ShareKind] = {}

# The options of the share-outs this form serves: Civilization's and Advanced Civilization's.
ShareOptions = ShareChoice | AdvShareChoice


def share_options(ctx: Ctx) -> ShareOptions:
    o = ctx.decision.options
    if isinstance(o, ShareChoice | AdvShareChoice):
        return o
    raise TypeError(f"a {ctx.decision.kind} decision has {type(o).__name__}, not a share-out's options")


def assign_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, amounts={}, player="")


def exact(o: ShareOptions) -> bool:
    # Advanced Civilization's share-out is always of the whole total.
    return o.exact_total if isinstance(o, ShareChoice) else True


def assign_room(o: ShareOptions, d: dict[str, Any], player: str) -> int:
    """The most ``player`` can be given: his maximum, within what the total leaves."""
    others = sum(int(n) for p, n in d["amounts"].items() if p != player)
    return max(0, min(o.players[player]["max"], o.total - others))


def player_line(ctx: Ctx, p: str, info: ShareTarget | ShareLimit, given: int) -> str:
    floor = " — protected by the calamity floor: loses nothing" if info.get("protected") else ""
    # Only Civilization's share-out tells each player's points exposed (ShareTarget).
    exposed = f"; {info.get('points')} points exposed" if "points" in info else ""
    return f"• {who(ctx, p)}: **{given}** (at most {info['max']}{exposed}){floor}"


def assign_form(ctx: Ctx) -> Form:
    o, d = share_options(ctx), assign_draft(ctx)
    spec = SHARES[ctx.decision.kind]
    total = sum(int(n) for n in d["amounts"].values())
    lines = [spec.intro(ctx)]
    lines += [player_line(ctx, p, info, int(d["amounts"].get(p, 0))) for p, info in o.players.items()]
    rule = "exactly" if exact(o) else "at most"
    lines.append(f"Assigned: **{total}** of {rule} {o.total} points.")
    items: list[Any] = []
    if d["player"]:
        p = str(d["player"])
        opts = [
            (str(n), f"{who(ctx, p)} loses {n}" if n else f"{who(ctx, p)} loses nothing")
            for n in range(assign_room(o, d, p), -1, -1)
        ]
        items += [
            ctx.select(spec.prefix + "p", opts, f"Points for {who(ctx, p)}"),
            button("Back", ctx.id(spec.prefix + "b")),
            default_button(ctx),
        ]
        return Form("\n".join(lines), items)
    opts = [(p, f"{who(ctx, p)} (at most {info['max']})") for p, info in o.players.items()]
    items.append(ctx.select(spec.prefix + "w", opts, "Give points to…"))
    ready = total == o.total if exact(o) else total <= o.total
    label = "Confirm" if total else "Confirm: nobody else loses"
    items += common_buttons(ctx, spec.prefix + "o", ready, label)
    return Form("\n".join(lines), items)


def assign_who(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    p = need(values)[0]
    if p not in share_options(ctx).players:
        raise BotError("That player cannot be named for this calamity.")
    assign_draft(ctx)["player"] = p
    return Edit(assign_form(ctx))


def assign_points(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o, d = share_options(ctx), assign_draft(ctx)
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


def assign_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    assign_draft(ctx)["player"] = ""
    return Edit(assign_form(ctx))


def assign_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o, d = share_options(ctx), assign_draft(ctx)
    total = sum(int(n) for n in d["amounts"].values())
    if exact(o) and total != o.total:
        raise BotError(f"Divide exactly {o.total} points: you assigned {total}.")
    if total > o.total:
        raise BotError(f"You may assign at most {o.total} points: you assigned {total}.")
    amounts = tuple(sorted((str(p), int(n)) for p, n in d["amounts"].items()))
    return Act(lambda g, seat: AssignLosses(seat, amounts))


def register_shares(spec: ShareKind, table: FormTable = CIV) -> None:
    """The share-out form of ``spec``'s kind and its operations, in ``table``."""
    SHARES[spec.kind] = spec
    table.form(spec.kind)(assign_form)
    handlers = {"w": assign_who, "p": assign_points, "b": assign_back, "o": assign_confirm}
    for letter, fn in handlers.items():
        table.op(spec.prefix + letter, spec.kind)(fn)


register_shares(ShareKind("assign_losses", "za", lambda ctx: ctx.decision.prompt))
