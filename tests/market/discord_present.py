"""Market in its game thread and DMs: the prompt's header, the public events as the narrator
tells them (seats by their Discord names), the stalls in words when no picture is drawn, the
hand panel, and the score table when the game is over. Built from public events and views."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import discord

from bot.live_game import LiveGame
from bot.text import Names
from engine import Event, narrate, narrate_private
from tests.market.state import PHASE_TITLES, good


def header(live: LiveGame) -> str:
    g: Any = live.state
    return f"**Game #{live.id}** — Market, round {g.round}, {PHASE_TITLES[g.phase]}"


def lines(events: Iterable[Event], names: Names) -> list[str]:
    return [text for e in events if (text := narrate(names.game, e, names))]


def scores(view: dict[str, Any], names: Names) -> list[str]:
    return [f"{names(r['player'])}: {r['score']} points, {r['hand_size']} goods" for r in view["players"]]


def table_text(view: dict[str, Any], names: Names) -> str:
    discards = ", ".join(good(c) for c in view["discard"]) or "none"
    return "\n".join(
        [f"**Round {view['round']} — {view['phase_title']}**", *scores(view, names), f"Discards: {discards}."]
    )


def panel(game_id: int, view: dict[str, Any]) -> discord.Embed:
    you = view["you"]
    embed = discord.Embed(title=f"Game #{game_id} — your goods", description="Only you can see this panel.")
    embed.add_field(name="In hand", value=", ".join(good(c) for c in you["hand"]) or "none", inline=False)
    if you["drawn"]:
        embed.add_field(name="Drawn", value=", ".join(good(c) for c in you["drawn"]), inline=False)
    return embed


def final_lines(view: dict[str, Any], names: Names) -> list[str]:
    return ["**Final scores**", *scores(view, names)]


def private_note(game_id: int, e: Event, names: Names) -> str | None:
    """What a merchant drew, told in his DMs (the engine's private sentence)."""
    assert e.visible_to is not None
    line = narrate_private(names.game, e, e.visible_to[0], names)
    return f"Game #{game_id}: {line}" if line else None


TURN_EVENTS = frozenset({"market_round_started", "market_game_over"})
