"""Game master tools: pause, resume, extend, replace, remove, undo, skip (creator or server admin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.cogs.common import client, game_here, guarded, remember_name, require_master
from bot.live import AI_STRENGTHS, PAUSED, RUNNING, VACANT, BotError, LiveGame
from bot.text import timestamp

if TYPE_CHECKING:
    from bot.app import CivBot


async def _master(interaction: discord.Interaction) -> LiveGame:
    live = await game_here(interaction)
    require_master(interaction, live)
    return live


def _seat(live: LiveGame, user: discord.abc.User) -> str:
    seat = live.seat_of(user.id) or (str(user.id) if str(user.id) in live.seats else None)
    if seat is None:
        raise BotError(f"{user.mention} has no seat in game #{live.id}.")
    return seat


def _target(live: LiveGame, player: discord.abc.User | None, seat: str | None) -> str:
    """The seat named by a player (a user) or by a seat id or AI name ("ai-1", "AI (normal) 1")."""
    if player is not None:
        return _seat(live, player)
    if seat is None:
        raise BotError("Name the player (or the AI seat) to replace.")
    for s in live.seats:
        if seat.strip().lower() in (s.lower(), live.ai_label(s).lower()):
            return s
    raise BotError(f"There is no seat {seat!r} in game #{live.id}.")


def _who(live: LiveGame, seat: str) -> str:
    return live.ai_label(seat) if live.is_ai(seat) else f"<@{live.controller(seat)}>"


class MasterGroup(app_commands.Group):
    def __init__(self) -> None:
        super().__init__(name="gm", description="Game master tools (creator or server admin)")

    @app_commands.command(description="Pause the game: no actions, deadlines frozen")
    @guarded
    async def pause(self, interaction: discord.Interaction) -> None:
        live = await _master(interaction)
        await client(interaction).service.set_status(live, PAUSED, "⏸️ The game master paused the game.")
        await interaction.response.send_message("Paused.", ephemeral=True)

    @app_commands.command(description="Resume a paused game")
    @guarded
    async def resume(self, interaction: discord.Interaction) -> None:
        live = await _master(interaction)
        await client(interaction).service.set_status(live, RUNNING, "▶️ The game master resumed the game.")
        await interaction.response.send_message("Resumed.", ephemeral=True)

    @app_commands.command(description="Extend the current deadline")
    @guarded
    async def extend(
        self, interaction: discord.Interaction, minutes: app_commands.Range[int, 1, 20160]
    ) -> None:
        bot = client(interaction)
        live = await _master(interaction)
        if not live.meta.get("deadline"):
            raise BotError("There is no deadline running.")

        async def run() -> None:
            bot.scheduler.extend(live, minutes)

        await bot.service.run_locked(live, run)
        bot.scheduler.arm(live)
        due = bot.scheduler.due(live)
        await interaction.response.send_message(
            f"⏳ The deadline was extended by {minutes} minutes: now {timestamp(due)}."
        )

    @app_commands.command(description="Give a seat (a player's, or an AI seat) to someone else")
    @app_commands.describe(
        successor="Who takes the seat (gets the DM panel)",
        player="The player to replace",
        seat="Or an AI seat, e.g. ai-1",
    )
    @guarded
    async def replace(
        self,
        interaction: discord.Interaction,
        successor: discord.User,
        player: discord.User | None = None,
        seat: str | None = None,
    ) -> None:
        bot = client(interaction)
        live = await _master(interaction)
        target = _target(live, player, seat)
        if successor.bot:
            raise BotError("A bot cannot take a seat.")
        old, before = live.controller(target), _who(live, target)
        remember_name(live, successor)
        # The successor's hand panel is sent with the prompt the change owes him.
        await bot.db.delete_panel(live.id, successor.id)
        await bot.service.seat_change(
            live, target, successor.id, f"🔁 {successor.mention} takes over from {before}."
        )
        if old:
            await bot.db.delete_panel(live.id, old)
        await interaction.response.send_message("Replaced.", ephemeral=True)

    @app_commands.command(description="Hand a player's seat to an AI player: it decides at once from now on")
    @app_commands.describe(player="The player whose seat the AI takes", strength="How well it plays")
    @app_commands.choices(strength=[app_commands.Choice(name=s, value=s) for s in AI_STRENGTHS])
    @guarded
    async def ai(
        self, interaction: discord.Interaction, player: discord.User, strength: str = "normal"
    ) -> None:
        bot = client(interaction)
        live = await _master(interaction)
        seat = _seat(live, player)
        old = live.controller(seat)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await bot.service.hand_to_ai(
            live, seat, strength, f"🤖 An AI player ({strength}) takes over from {player.mention}."
        )
        if old:
            await bot.db.delete_panel(live.id, old)
        await interaction.followup.send(f"{live.ai_label(seat)} now plays that seat.", ephemeral=True)

    @app_commands.command(description="Remove a player: their decisions take the defaults until replaced")
    @guarded
    async def remove(self, interaction: discord.Interaction, player: discord.User) -> None:
        bot = client(interaction)
        live = await _master(interaction)
        seat = _seat(live, player)
        await bot.service.seat_change(
            live,
            seat,
            VACANT,
            f"🚪 {player.mention} was removed; their seat is vacant "
            "and takes the defaults until someone replaces them.",
        )
        await interaction.response.send_message("Removed.", ephemeral=True)

    @app_commands.command(description="Undo the last decision (not past a revealed hidden card)")
    @guarded
    async def undo(self, interaction: discord.Interaction) -> None:
        live = await _master(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await client(interaction).service.undo(live)
        await interaction.followup.send("Undone.", ephemeral=True)

    @app_commands.command(
        description="Take the defaults for everyone pending now (as if the deadline passed)"
    )
    @guarded
    async def skip(self, interaction: discord.Interaction) -> None:
        live = await _master(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await client(interaction).service.apply_defaults(live, None, "⏭️ The game master took the defaults.")
        await interaction.followup.send("Defaults taken.", ephemeral=True)


def setup(bot: CivBot) -> None:
    bot.tree.add_command(MasterGroup())
