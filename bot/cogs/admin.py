"""Game master tools: pause, resume, extend, replace, remove, undo, skip (creator or server admin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.cogs.common import STRENGTH_CHOICES, client, game_here, guarded, remember_name, require_master
from bot.languages import in_thread
from bot.live_game import PAUSED, RUNNING, VACANT, BotError, LiveGame, strength_name
from bot.text import timestamp
from i18n.catalog import N_, SOURCE, _, n_, speaking

if TYPE_CHECKING:
    from bot.app import CivBot


async def _master(interaction: discord.Interaction) -> LiveGame:
    live = await game_here(interaction)
    require_master(interaction, live)
    return live


def _seat(live: LiveGame, user: discord.abc.User) -> str:
    seat = live.seat_of(user.id) or (str(user.id) if str(user.id) in live.seats else None)
    if seat is None:
        raise BotError(_("{user} has no seat in game #{game}.", user=user.mention, game=live.id))
    return seat


def english_label(live: LiveGame, seat: str) -> str:
    """An AI seat's label in English, understood whatever language is spoken."""
    with speaking(SOURCE):
        return live.ai_label(seat)


def _target(live: LiveGame, player: discord.abc.User | None, seat: str | None) -> str:
    """The seat named by a player (a user) or by a seat id or AI name ("ai-1", "AI (normal) 1")."""
    if player is not None:
        return _seat(live, player)
    if seat is None:
        raise BotError(_("Name the player (or the AI seat) to replace."))
    for s in live.seats:
        if seat.strip().lower() in (s.lower(), live.ai_label(s).lower(), english_label(live, s).lower()):
            return s
    raise BotError(_("There is no seat {seat} in game #{game}.", seat=repr(seat), game=live.id))


def _who(live: LiveGame, seat: str) -> str:
    return live.ai_label(seat) if live.is_ai(seat) else f"<@{live.controller(seat)}>"


class MasterGroup(app_commands.Group):
    def __init__(self) -> None:
        super().__init__(name="gm", description=N_("Game master tools (creator or server admin)"))

    @app_commands.command(description=N_("Pause the game: no actions, deadlines frozen"))
    @guarded
    async def pause(self, interaction: discord.Interaction) -> None:
        live = await _master(interaction)
        with in_thread(live):
            note = _("⏸️ The game master paused the game.")
        await client(interaction).service.set_status(live, PAUSED, note)
        await interaction.response.send_message(_("Paused."), ephemeral=True)

    @app_commands.command(description=N_("Resume a paused game"))
    @guarded
    async def resume(self, interaction: discord.Interaction) -> None:
        live = await _master(interaction)
        with in_thread(live):
            note = _("▶️ The game master resumed the game.")
        await client(interaction).service.set_status(live, RUNNING, note)
        await interaction.response.send_message(_("Resumed."), ephemeral=True)

    @app_commands.command(description=N_("Extend the current deadline"))
    @guarded
    async def extend(
        self, interaction: discord.Interaction, minutes: app_commands.Range[int, 1, 20160]
    ) -> None:
        bot = client(interaction)
        live = await _master(interaction)
        if not live.meta.get("deadline"):
            raise BotError(_("There is no deadline running."))

        async def run() -> None:
            bot.scheduler.extend(live, minutes)

        await bot.service.run_locked(live, run)
        bot.scheduler.arm(live)
        due = bot.scheduler.due(live)
        with in_thread(live):  # said in the thread
            text = n_(
                "⏳ The deadline was extended by {n} minute: now {due}.",
                "⏳ The deadline was extended by {n} minutes: now {due}.",
                minutes,
                due=timestamp(due),
            )
        await interaction.response.send_message(text)

    @app_commands.command(description=N_("Give a seat (a player's, or an AI seat) to someone else"))
    @app_commands.describe(
        successor=N_("Who takes the seat (gets the DM panel)"),
        player=N_("The player to replace"),
        seat=N_("Or an AI seat, e.g. ai-1"),
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
            raise BotError(_("A bot cannot take a seat."))
        old, before = live.controller(target), _who(live, target)
        remember_name(live, successor)
        # The successor's hand panel is sent with the prompt the change owes him.
        await bot.db.delete_panel(live.id, successor.id)
        with in_thread(live):
            note = _("🔁 {successor} takes over from {player}.", successor=successor.mention, player=before)
        await bot.service.seat_change(live, target, successor.id, note)
        if old:
            await bot.db.delete_panel(live.id, old)
        await interaction.response.send_message(_("Replaced."), ephemeral=True)

    @app_commands.command(
        description=N_("Hand a player's seat to an AI player: it decides at once from now on")
    )
    @app_commands.describe(player=N_("The player whose seat the AI takes"), strength=N_("How well it plays"))
    @app_commands.choices(strength=STRENGTH_CHOICES)
    @guarded
    async def ai(
        self, interaction: discord.Interaction, player: discord.User, strength: str = "normal"
    ) -> None:
        bot = client(interaction)
        live = await _master(interaction)
        seat = _seat(live, player)
        old = live.controller(seat)
        await interaction.response.defer(ephemeral=True, thinking=True)
        with in_thread(live):
            note = _(
                "🤖 An AI player ({strength}) takes over from {player}.",
                strength=strength_name(strength),
                player=player.mention,
            )
        await bot.service.hand_to_ai(live, seat, strength, note)
        if old:
            await bot.db.delete_panel(live.id, old)
        await interaction.followup.send(
            _("{player} now plays that seat.", player=live.ai_label(seat)), ephemeral=True
        )

    @app_commands.command(description=N_("Remove a player: their decisions take the defaults until replaced"))
    @guarded
    async def remove(self, interaction: discord.Interaction, player: discord.User) -> None:
        bot = client(interaction)
        live = await _master(interaction)
        seat = _seat(live, player)
        with in_thread(live):
            note = _(
                "🚪 {player} was removed; their seat is vacant and takes the defaults until someone "
                "replaces them.",
                player=player.mention,
            )
        await bot.service.seat_change(live, seat, VACANT, note)
        await interaction.response.send_message(_("Removed."), ephemeral=True)

    @app_commands.command(description=N_("Undo the last decision (not past a revealed hidden card)"))
    @guarded
    async def undo(self, interaction: discord.Interaction) -> None:
        live = await _master(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await client(interaction).service.undo(live)
        await interaction.followup.send(_("Undone."), ephemeral=True)

    @app_commands.command(
        description=N_("Take the defaults for everyone pending now (as if the deadline passed)")
    )
    @guarded
    async def skip(self, interaction: discord.Interaction) -> None:
        live = await _master(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        with in_thread(live):
            note = _("⏭️ The game master took the defaults.")
        await client(interaction).service.apply_defaults(live, None, note)
        await interaction.followup.send(_("Defaults taken."), ephemeral=True)


def setup(bot: CivBot) -> None:
    bot.tree.add_command(MasterGroup())
