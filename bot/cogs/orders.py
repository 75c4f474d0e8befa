"""Orders by slash command where typing is faster than clicking: /move, /sail, /orders; and /quiet."""

from __future__ import annotations

import difflib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.common import client, game_here, guarded
from bot.cogs.lifecycle import show_orders
from bot.forms import OpenModal
from bot.forms.generic import answer_modal
from bot.games.civ.forms.movement import voyage
from bot.games.civ.words import area_name, resolve_area
from bot.live import BotError, LiveGame
from bot.quiet import QuietHours, parse_time, parse_zone, zone_names
from bot.quiet import save as save_quiet_hours
from bot.router import refuse_unless_started, reply
from engine import Action, parse_action
from engine.civ.api import (
    EndMovement,
    GameState,
    MoveLand,
    MovementData,
    board,
    land_destinations,
    reachable,
    ship_name,
)
from i18n.catalog import N_, _, n_

if TYPE_CHECKING:
    from bot.app import CivBot


def _mover_data(live: LiveGame, user_id: int) -> tuple[GameState, str, MovementData] | None:
    g = live.state
    seat = live.seat_of(user_id)
    if g is None or seat is None or not isinstance(g.data, MovementData):
        return None
    return g, seat, g.data


async def _live(interaction: discord.Interaction, game: int | None) -> LiveGame:
    return await game_here(interaction, game)


async def _act_and_reply(interaction: discord.Interaction, live: LiveGame, build: object, done: str) -> None:
    bot = client(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    await bot.service.act(live, interaction.user.id, build, interaction_id=interaction.id)  # type: ignore[arg-type]
    await interaction.followup.send(done, ephemeral=True)


@app_commands.command(name="orders", description=N_("Show what the game is waiting for from you"))
@guarded
async def orders(interaction: discord.Interaction, game: int | None = None) -> None:
    await show_orders(interaction, await _live(interaction, game))


@app_commands.command(name="move", description=N_("Move tokens over land (movement phase)"))
@app_commands.describe(source=N_("From which area"), dest=N_("To which area"), count=N_("How many tokens"))
@app_commands.rename(source="from", dest="to")
@guarded
async def move(
    interaction: discord.Interaction,
    source: str,
    dest: str,
    count: app_commands.Range[int, 1, 55] = 1,
    game: int | None = None,
) -> None:
    live = await _live(interaction, game)
    src, to = typed_area(source), typed_area(dest)
    if src == to:
        raise BotError(
            _("Tokens in {area} are there already: choose another destination.", area=area_name(src))
        )
    await _act_and_reply(
        interaction,
        live,
        lambda g, seat: MoveLand(seat, src, to, count),
        n_(
            "Moved {n} token from {source} to {dest}.",
            "Moved {n} tokens from {source} to {dest}.",
            count,
            source=area_name(src),
            dest=area_name(to),
        ),
    )


def own_ship(g: GameState, seat: str, text: str) -> str:
    """The player's ship named by its id ("crete-2") or its number ("2", "ship 2")."""
    wanted = text.strip().lower().removeprefix("ship").strip()
    for s in g.ships.values():
        if s.owner == seat and wanted in (s.id, ship_name(s.id).removeprefix("ship ")):
            return s.id
    return text


def typed_area(text: str) -> str:
    """The area a player named (chosen from the autocomplete, or typed in any case)."""
    area = resolve_area(text)
    if area is None:
        names = [a.name for a in board().areas.values()]
        close = difflib.get_close_matches(text.strip().title(), names, n=3, cutoff=0.6)
        hint = (
            _("Did you mean {areas}?", areas=_(" or ").join(close))
            if close
            else _("Pick one from the list as you type.")
        )
        raise BotError(_("There is no area called {name}.", name=repr(text.strip())) + " " + hint)
    return area


@move.autocomplete("source")
async def move_sources(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return await _sources(interaction, current)


@move.autocomplete("dest")
async def move_dests(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    typed = str(getattr(interaction.namespace, "from", "") or "")
    src = resolve_area(typed) or typed
    live = await _live_or_none(interaction)
    found = _mover_data(live, interaction.user.id) if live else None
    if found is None:
        return []
    return _choices(land_destinations(found[0], src), current)


async def _live_or_none(interaction: discord.Interaction) -> LiveGame | None:
    try:
        return await game_here(interaction, getattr(interaction.namespace, "game", None))
    except BotError:
        return None


async def _sources(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    live = await _live_or_none(interaction)
    found = _mover_data(live, interaction.user.id) if live else None
    if found is None:
        return []
    return _choices([a for a, n in found[2].fresh.items() if n > 0], current)


def _choices(areas: object, current: str) -> list[app_commands.Choice[str]]:
    cur = current.lower()
    out = []
    for a in areas:  # type: ignore[attr-defined]
        name = area_name(str(a))
        if cur in name.lower() or cur in str(a):
            out.append(app_commands.Choice(name=name, value=str(a)))
    return out[:25]


@app_commands.command(name="sail", description=N_("Sail a ship by the shortest route, carrying tokens"))
@app_commands.describe(
    ship=N_("Your ship"), dest=N_("Where it ends its move"), count=N_("Tokens to carry from its area")
)
@app_commands.rename(dest="to")
@guarded
async def sail(
    interaction: discord.Interaction,
    ship: str,
    dest: str,
    count: app_commands.Range[int, 0, 5] = 0,
    game: int | None = None,
) -> None:
    live = await _live(interaction, game)
    to = typed_area(dest)
    await _act_and_reply(
        interaction,
        live,
        lambda g, seat: voyage(g, seat, own_ship(g, seat, ship), to, count),
        n_(
            "Your {ship} sailed to {dest} carrying {n} token.",
            "Your {ship} sailed to {dest} carrying {n} tokens.",
            count,
            ship=ship_name(ship),
            dest=area_name(to),
        ),
    )


@sail.autocomplete("ship")
async def sail_ships(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    live = await _live_or_none(interaction)
    found = _mover_data(live, interaction.user.id) if live else None
    if found is None:
        return []
    g, seat, data = found
    return [
        app_commands.Choice(
            name=_("{ship} in {area}", ship=ship_name(s.id).capitalize(), area=area_name(s.area)), value=s.id
        )
        for s in g.ships.values()
        if s.owner == seat
        and s.id not in data.sailed
        and current.lower() in f"{s.id} {ship_name(s.id)} {area_name(s.area).lower()}"
    ][:25]


@sail.autocomplete("dest")
async def sail_dests(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    live = await _live_or_none(interaction)
    found = _mover_data(live, interaction.user.id) if live else None
    ship = found[0].ships.get(str(getattr(interaction.namespace, "ship", ""))) if found else None
    if found is None or ship is None:
        return []
    return _choices(sorted(reachable(found[0], ship)), current)


@app_commands.command(name="done", description=N_("End your movement turn"))
@guarded
async def done(interaction: discord.Interaction, game: int | None = None) -> None:
    live = await _live(interaction, game)
    await _act_and_reply(interaction, live, lambda g, seat: EndMovement(seat), _("Movement ended."))


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
        await _act_and_reply(interaction, live, _typed(live, text), _("Done."))
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
    commands: list[app_commands.Command[Any, Any, None]] = [orders, move, sail, done, answer, quiet]
    for cmd in commands:
        bot.tree.add_command(cmd)
