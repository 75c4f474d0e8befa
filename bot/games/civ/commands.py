"""Civilization's own slash commands, for the movement phase where typing is faster than
clicking: /move (tokens over land), /sail (a ship's voyage), /done (the end of one's movement)."""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.common import act_and_reply, game_here, guarded
from bot.games.civ.forms.movement import voyage
from bot.games.civ.words import area_name, resolve_area
from bot.live_game import BotError, LiveGame
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
    live = await game_here(interaction, game)
    src, to = typed_area(source), typed_area(dest)
    if src == to:
        raise BotError(
            _("Tokens in {area} are there already: choose another destination.", area=area_name(src))
        )
    await act_and_reply(
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
    live = await game_here(interaction, game)
    to = typed_area(dest)
    await act_and_reply(
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
    live = await game_here(interaction, game)
    await act_and_reply(interaction, live, lambda g, seat: EndMovement(seat), _("Movement ended."))


def setup(bot: CivBot) -> None:
    commands: list[app_commands.Command[Any, Any, None]] = [move, sail, done]
    for cmd in commands:
        bot.tree.add_command(cmd)
