"""A seat as the Civilization family's forms name it: by its nation once chosen, else the
computer player's label or the player's mention; "everyone" for an offer to all."""

from __future__ import annotations

from bot.forms.base import Ctx


def who(ctx: Ctx, seat: str | None) -> str:
    if seat is None:
        return "everyone"
    g = ctx.g
    ps = g.player_states.get(seat)
    if ps is not None and ps.nation:
        from bot.games.civ.words import nation_name

        return nation_name(ps.nation)
    return ctx.live.ai_label(seat) if ctx.live.is_ai(seat) else f"<@{ctx.live.controller(seat)}>"
