"""Orders by slash command, for every game: /orders (what the game waits for from you), /answer (a
decision answered in the game's words, or in a form) and /quiet (quiet hours); a game's own
commands are in its folder (``DiscordGame.commands``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.common import act_and_reply, client, game_here, guarded
from bot.cogs.lifecycle import show_orders
from bot.forms import OpenModal
from bot.forms.generic import answer_modal
from bot.live_game import BotError, LiveGame
from bot.quiet import QuietHours, parse_time, parse_zone, zone_names
from bot.quiet import save as save_quiet_hours
from bot.router import refuse_unless_started, reply
from engine import Action, parse_action
from i18n.catalog import N_, _

if TYPE_CHECKING:
    from bot.app import CivBot


async def _live(interaction: discord.Interaction, game: int | None) -> LiveGame:
    return await game_here(interaction, game)


@app_commands.command(name="orders", description=N_("Show what the game is waiting for from you"))
@guarded
async def orders(interaction: discord.Interaction, game: int | None = None) -> None:
    await show_orders(interaction, await _live(interaction, game))


@app_commands.command(
    name="answer", description=N_("Answer your pending decision in words (as /orders shows it), or in a form")
)
@app_commands.describe(text=N_("Your answer in the game's words, e.g. 'build Drama'; leave out for a form"))
@guarded
async def answer(interaction: discord.Interaction, text: str | None = None, game: int | None = None) -> None:
    bot = client(interaction)
    live = await _live(interaction, game)
    refuse_unless_started(live)
    seat = live.seat_of(interaction.user.id)
    if seat is None:
        raise BotError(_("You are not playing in this game."))
    if text is not None:
        await act_and_reply(interaction, live, _typed(live, text), _("Done."))
        return
    ctx = bot.router.context(live, seat)
    if ctx is None:
        raise BotError(_("Nothing is pending from you right now."))
    outcome = answer_modal(ctx, (), [])
    assert isinstance(outcome, OpenModal)
    await interaction.response.send_modal(outcome.modal)


def _typed(live: LiveGame, text: str) -> Callable[[Any, str], Action]:
    """The action ``text`` means for the seat's pending decision, read by the engine in the
    game's words (a refusal, in those words, reaches the player ephemerally)."""

    def build(g: Any, seat: str) -> Action:
        decisions = live.pending_for(seat)
        if not decisions:
            raise BotError("Nothing is pending from you right now.")
        return parse_action(g, decisions[0], text)

    return build


@app_commands.command(
    name="quiet", description=N_("Quiet hours in your time zone: no reminders, no deadline ends inside them")
)
@app_commands.describe(
    start=N_("When quiet hours start, HH:MM (24-hour clock); leave out start and end to clear"),
    end=N_("When they end, HH:MM"),
    zone=N_("Your time zone: a name like Europe/Paris, or an offset like +05:30 (default UTC)"),
)
@guarded
async def quiet(
    interaction: discord.Interaction,
    start: str | None = None,
    end: str | None = None,
    zone: str | None = None,
) -> None:
    bot = client(interaction)
    if start is None and end is None:
        if zone is not None:
            raise BotError(
                _("Give start and end with the time zone, e.g. `start:22:30 end:07:00 zone:Europe/Paris`.")
            )
        await save_quiet_hours(bot.db, interaction.user.id, None)
        bot.scheduler.quiet.pop(interaction.user.id, None)
        await reply(interaction, _("Quiet hours cleared."))
        return
    if start is None or end is None:
        raise BotError(_("Give both start and end (HH:MM), or neither to clear quiet hours."))
    hours = QuietHours(parse_time(start), parse_time(end), parse_zone(zone))
    if hours.start == hours.end:
        raise BotError(_("Quiet hours must start and end at different times."))
    await save_quiet_hours(bot.db, interaction.user.id, hours)
    bot.scheduler.quiet[interaction.user.id] = hours
    await reply(
        interaction,
        _(
            "Quiet hours set: {hours}. No deadline ends and no reminder is sent inside them.",
            hours=hours.describe(bot.scheduler.clock.now()),
        ),
    )


@quiet.autocomplete("zone")
async def quiet_zones(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    cur = current.strip().replace(" ", "_").lower()
    names = [n for n in zone_names() if cur in n.lower()] if cur else ["UTC", "Europe/London", "Europe/Paris"]
    return [app_commands.Choice(name=n, value=n) for n in names[:25]]


def setup(bot: CivBot) -> None:
    commands: list[app_commands.Command[Any, Any, None]] = [orders, answer, quiet]
    for cmd in commands:
        bot.tree.add_command(cmd)
