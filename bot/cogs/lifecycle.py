"""Game lifecycle: create (one thread per game), options, join, leave, start, end; status, map, log."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.cogs.common import (
    LANGUAGE_CHOICES,
    MOST_PLAYERS,
    STRENGTH_CHOICES,
    client,
    game_here,
    guarded,
    remember_name,
    require_master,
)
from bot.games import discord_game, game_of
from bot.ids import ComponentId
from bot.languages import in_thread, server_language, spoken_or_refused
from bot.live_game import BotError, LiveGame
from bot.lobby import lobby_text, lobby_view, phase_named
from bot.records import log_file, public_log
from bot.router import refuse_unless_started, reply
from bot.slash_translator import described
from bot.text import chunks
from engine import DEFAULT_GAME, OptionDoc, offered_games, spec, view_for
from i18n.catalog import N_, _, n_, speaking

if TYPE_CHECKING:
    from bot.app import CivBot

PLAYERS_TEMPLATE = N_("Most players, 5 by default ({ranges})")
PLAYER_RANGES = ", ".join(f"{g.title} {g.min_players}–{g.max_players}" for g in offered_games())
# Civilization's variants by the names its rules give them (a variant added later shows its id).
VARIANT_NAMES = {
    "full": N_("the full game"),
    "short": N_("the short game"),
    "nomads": N_("Nomads and Seafarers"),
    "farmers": N_("Farmers and Citizens"),
}

# Every variant an offered game's options allow (the games that have a ``variant`` option).
VARIANTS = tuple(
    dict.fromkeys(
        str(choice)
        for g in offered_games()
        if (doc := g.rules().option_docs.get("variant")) is not None
        for choice in doc.choices
    )
)


def game_choices(current: str) -> list[app_commands.Choice[str]]:
    """The games offered now (a game registered after the bot started included), by title."""
    cur = current.strip().lower()
    return [
        app_commands.Choice(name=g.title, value=g.id)
        for g in offered_games()
        if cur in g.title.lower() or cur in g.id
    ][:25]


def game_titles() -> str:
    return ", ".join(g.title for g in offered_games())


async def _game_here_or_none(interaction: discord.Interaction) -> LiveGame | None:
    try:
        return await game_here(interaction)
    except BotError:
        return None


async def _option_docs_here(interaction: discord.Interaction) -> Mapping[str, OptionDoc]:
    """The rules options of the game in this thread (Civilization's outside a game)."""
    live = await _game_here_or_none(interaction)
    return (live.rules() if live is not None else spec(DEFAULT_GAME).rules()).option_docs


async def do_start(interaction: discord.Interaction, live: LiveGame) -> None:
    """Start the game. Acknowledged privately, so a refusal ("Civilization is for 2 to 7
    players.") stays private; the thread announces the start."""
    bot = client(interaction)
    require_master(interaction, live)
    await interaction.response.defer(ephemeral=True, thinking=True)
    await bot.service.start(live)
    await interaction.followup.send(
        _("Game #{game} has started: prompts are on their way by DM.", game=live.id), ephemeral=True
    )


class GameGroup(app_commands.Group):
    def __init__(self) -> None:
        super().__init__(name="game", description=N_("Create, join and follow civilization board games"))

    @app_commands.command(description=N_("Create a game here: it gets its own thread"))
    @app_commands.describe(
        game=N_("Which game (default: Civilization)"),
        players=described(
            PLAYERS_TEMPLATE.format(ranges=PLAYER_RANGES), PLAYERS_TEMPLATE, ranges=PLAYER_RANGES
        ),
        variant=N_("Civilization: the full game or a shorter one"),
        turns=N_("Advanced Civilization: turns played before the score decides (0: to the AST's end)"),
        deadline_minutes=N_("Default time for each decision"),
        language=N_("The language of the game's thread and log (default: the server's)"),
    )
    @app_commands.choices(
        variant=[app_commands.Choice(name=VARIANT_NAMES.get(v, v), value=v) for v in VARIANTS],
        language=LANGUAGE_CHOICES,
    )
    @guarded
    async def create(
        self,
        interaction: discord.Interaction,
        game: str = DEFAULT_GAME,
        players: app_commands.Range[int, 2, MOST_PLAYERS] | None = None,
        variant: str = "full",
        deadline_minutes: app_commands.Range[int, 1, 20160] | None = None,
        turns: app_commands.Range[int, 0, 100] | None = None,
        language: str | None = None,
    ) -> None:
        bot = client(interaction)
        channel = interaction.channel
        if interaction.guild is None or not isinstance(channel, discord.TextChannel):
            raise BotError(_("Create games in a server text channel: each game gets its own thread there."))
        lang = spoken_or_refused(language) if language is not None else server_language(interaction)
        if not any(g.id == game for g in offered_games()):  # typed, not chosen from the list
            raise BotError(
                _("There is no game {name} here. Games: {games}.", name=repr(game), games=game_titles())
            )
        if players is None:  # five seats, or as many as the game has
            players = min(5, spec(game).max_players)
        bot.service.new_game_options(
            game, players, variant, turns
        )  # refused privately, before anything exists
        await interaction.response.defer(ephemeral=True, thinking=True)
        title = spec(game).title
        with speaking(lang):
            new_thread = _("{title} (new game)", title=title)
        thread = await channel.create_thread(
            name=new_thread,
            type=discord.ChannelType.public_thread,
            auto_archive_duration=10080,
        )
        try:
            live = await bot.service.create(
                interaction.guild.id,
                channel.id,
                thread.id,
                interaction.user.id,
                max_players=players,
                variant=variant,
                deadline_minutes=deadline_minutes or bot.settings.deadline_minutes,
                game=game,
                turns=turns,
                language=lang,
            )
        except Exception:
            with contextlib.suppress(discord.HTTPException):
                await thread.delete()  # nothing is left behind by a create that did not happen
            raise
        remember_name(live, interaction.user)  # stored with the lobby's post
        with contextlib.suppress(discord.HTTPException):
            await thread.edit(name=f"{title} #{live.id}")
        await interaction.followup.send(
            _("Game #{game} created in {thread}.", game=live.id, thread=thread.mention), ephemeral=True
        )


    @create.autocomplete("game")
    async def create_game(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_choices(current)

    @app_commands.command(description=N_("Join the game of this thread"))
    @guarded
    async def join(self, interaction: discord.Interaction) -> None:
        live = await game_here(interaction)
        remember_name(live, interaction.user)  # stored with the join
        await client(interaction).service.join(live, interaction.user.id)
        # The lobby's post lists the seats: the joiner alone is answered, nobody is pinged.
        await reply(interaction, _("You joined game #{game}.", game=live.id))

    @app_commands.command(description=N_("Leave the game of this thread before it starts"))
    @guarded
    async def leave(self, interaction: discord.Interaction) -> None:
        live = await game_here(interaction)
        await client(interaction).service.leave(live, interaction.user.id)
        await reply(interaction, _("You left game #{game}.", game=live.id))

    @app_commands.command(
        description=N_("Add an AI player before the start (creator), or remove the last one")
    )
    @app_commands.describe(strength=N_("How well it plays"), remove=N_("Remove the last AI player instead"))
    @app_commands.choices(strength=STRENGTH_CHOICES)
    @guarded
    async def ai(
        self, interaction: discord.Interaction, strength: str = "normal", remove: bool = False
    ) -> None:
        bot = client(interaction)
        live = await game_here(interaction)
        require_master(interaction, live)
        if remove:
            label = await bot.service.remove_ai(live)
            with in_thread(live):  # said in the thread, to everyone
                text = _("{player} left game #{game}.", player=label, game=live.id)
        else:
            seat = await bot.service.add_ai(live, strength)
            with in_thread(live):
                text = _("{player} joined game #{game}.", player=live.ai_label(seat), game=live.id)
        await interaction.response.send_message(text)

    @app_commands.command(description=N_("Start the game (creator): nations are chosen in a random order"))
    @guarded
    async def start(self, interaction: discord.Interaction) -> None:
        await do_start(interaction, await game_here(interaction))

    @app_commands.command(description=N_("Set a rules option before the start (see /game rules)"))
    @app_commands.describe(name=N_("Option name"), value=N_("New value"))
    @guarded
    async def option(self, interaction: discord.Interaction, name: str, value: str) -> None:
        live = await game_here(interaction)
        require_master(interaction, live)
        await client(interaction).service.configure(live, option=(name, value))
        await interaction.response.send_message(
            _("Option {name} is now {value}.", name=name, value=value), ephemeral=True
        )

    @option.autocomplete("name")
    async def option_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        docs = await _option_docs_here(interaction)
        return [app_commands.Choice(name=n, value=n) for n in docs if current.lower() in n][:25]

    @app_commands.command(description=N_("Set the number of seats before the start"))
    @guarded
    async def players(
        self, interaction: discord.Interaction, count: app_commands.Range[int, 2, MOST_PLAYERS]
    ) -> None:
        live = await game_here(interaction)
        require_master(interaction, live)
        await client(interaction).service.configure(live, max_players=count)
        await interaction.response.send_message(
            n_("The game now has {n} seat.", "The game now has {n} seats.", count), ephemeral=True
        )

    @app_commands.command(description=N_("Set the deadline of a phase (or 'default') in minutes"))
    @guarded
    async def deadline(
        self, interaction: discord.Interaction, phase: str, minutes: app_commands.Range[int, 1, 20160]
    ) -> None:
        live = await game_here(interaction)
        require_master(interaction, live)
        name = phase_named(live, phase)
        await client(interaction).service.configure(live, deadline=(name, minutes))
        title = dict(live.rules().phase_table()).get(name, name)
        await interaction.response.send_message(
            n_(
                "Deadline for {phase}: {n} minute.",
                "Deadline for {phase}: {n} minutes.",
                minutes,
                phase=title,
            ),
            ephemeral=True,
        )

    @deadline.autocomplete("phase")
    async def phase_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        live = await _game_here_or_none(interaction)
        rules = live.rules() if live is not None else spec(DEFAULT_GAME).rules()
        phases = [("default", "default"), *rules.phase_table()]
        cur = current.casefold()
        return [
            app_commands.Choice(name=title, value=name)
            for name, title in phases
            if cur in title.casefold() or cur in name
        ][:25]

    @app_commands.command(description=N_("List the rules options and their values"))
    @guarded
    async def rules(self, interaction: discord.Interaction) -> None:
        live = await game_here(interaction)
        opts = live.options()
        docs = live.rules().option_docs
        lines = [f"`{name}` = {getattr(opts, name)!r} ({doc.section})" for name, doc in docs.items()]
        await interaction.response.send_message("\n".join(lines)[:2000], ephemeral=True)

    @app_commands.command(description=N_("Whose decision is pending, and the deadline"))
    @guarded
    async def status(self, interaction: discord.Interaction) -> None:
        bot = client(interaction)
        live = await game_here(interaction)
        if live.state is None:
            await interaction.response.send_message(lobby_text(live), ephemeral=True)
            return
        text, _view = bot.notifier.status_message(live)
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(description=N_("The board (or one region: an area and its neighbours)"))
    @app_commands.describe(region=N_("An area to centre on"))
    @guarded
    async def map(self, interaction: discord.Interaction, region: str | None = None) -> None:
        live = await game_here(interaction)
        await send_map(interaction, live, region)

    @map.autocomplete("region")
    async def map_region(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            live = await game_here(interaction)
        except BotError:  # not in a game's thread: nothing to offer
            return []
        return map_choices(live.game, current)

    @app_commands.command(description=N_("The latest public events, and the whole public log as a file"))
    @app_commands.describe(count=N_("How many of the latest lines to show (the file has them all)"))
    @guarded
    async def log(
        self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 100] = 20
    ) -> None:
        bot = client(interaction)
        live = await game_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        lines = await public_log(bot, live)
        latest = "\n".join(lines[-count:])[-1900:] if len(lines) > 2 else _("Nothing has happened yet.")
        await interaction.followup.send(latest, file=log_file(live, lines), ephemeral=True)

    @app_commands.command(description=N_("End the game (creator or server admin)"))
    @guarded
    async def end(self, interaction: discord.Interaction) -> None:
        bot = client(interaction)
        live = await game_here(interaction)
        require_master(interaction, live)
        with in_thread(live):  # told in the thread and to every player
            text = _("🏁 Game #{game} has been ended by {user}.", game=live.id, user=interaction.user.mention)
        await bot.service.end(live, text)  # the prompts, DMs and files are owed with it
        await interaction.response.send_message(text)


def picture_names(game: str) -> list[str]:
    """The pictures of ``game`` a player may name (none without the renderer)."""
    try:
        from renderer import picture_names as names
    except ImportError:
        return []
    return names(game)


def map_choices(game: str, current: str) -> list[app_commands.Choice[str]]:
    cur = current.lower()
    named = [
        app_commands.Choice(name=_("picture: {name}", name=r), value=r)
        for r in picture_names(game)
        if cur in r
    ]
    places = [
        app_commands.Choice(name=label, value=value) for label, value in discord_game(game).places(current)
    ]
    return (named + places)[:25]


async def send_map(interaction: discord.Interaction, live: LiveGame, region: str | None) -> None:
    bot = client(interaction)
    if live.state is None:
        raise BotError(_("The game has not started: there is no board yet."))
    parts = game_of(live)
    pictures = picture_names(live.game) if bot.renderer is not None else []
    places = {value for _label, value in parts.places("")}
    if region is not None and region not in pictures and region not in places:
        named, shown = repr(region), ", ".join(pictures) or _("none")
        if places:
            raise BotError(
                _("There is no picture or place {name}. Pictures: {pictures}.", name=named, pictures=shown)
            )
        raise BotError(_("There is no picture {name}. Pictures: {pictures}.", name=named, pictures=shown))
    await interaction.response.defer(ephemeral=True, thinking=True)
    view = view_for(live.state, None, "observer")
    view["names"] = bot.notifier.plain_names(live)
    from bot.board import board_file

    names = bot.notifier.names(live)
    if region in places and parts.place_text is not None:
        text = parts.place_text(live.state, view, names, region)
    else:
        file = await board_file(view, region, bot.renderer)
        if file is not None:
            await interaction.followup.send(file=file, ephemeral=True)
            return
        text = parts.table_text(view, names)
    await interaction.followup.send(chunks(text.splitlines())[0], ephemeral=True)


async def op_join(
    interaction: discord.Interaction, live: LiveGame, c: ComponentId, values: list[str]
) -> None:
    bot = client(interaction)
    remember_name(live, interaction.user)  # stored with the join
    await bot.service.join(live, interaction.user.id)
    await interaction.response.edit_message(content=lobby_text(live), view=lobby_view(live))


async def op_leave(
    interaction: discord.Interaction, live: LiveGame, c: ComponentId, values: list[str]
) -> None:
    bot = client(interaction)
    await bot.service.leave(live, interaction.user.id)
    await interaction.response.edit_message(content=lobby_text(live), view=lobby_view(live))


async def op_start(
    interaction: discord.Interaction, live: LiveGame, c: ComponentId, values: list[str]
) -> None:
    await do_start(interaction, live)


async def op_my(interaction: discord.Interaction, live: LiveGame, c: ComponentId, values: list[str]) -> None:
    await show_orders(interaction, live)


async def op_map(interaction: discord.Interaction, live: LiveGame, c: ComponentId, values: list[str]) -> None:
    await send_map(interaction, live, None)


async def show_orders(interaction: discord.Interaction, live: LiveGame) -> None:
    bot = client(interaction)
    refuse_unless_started(live)
    seat = live.seat_of(interaction.user.id)
    if seat is None:
        raise BotError(
            _("You are not playing in this game (spectators can use `/game status` and `/game map`).")
        )
    fresh = bot.router.prompt(live, seat)
    if fresh is None:
        await reply(interaction, _("Nothing is pending from you right now."))
        return
    content, view = fresh
    if view is None:
        await interaction.response.send_message(content, ephemeral=True)
    else:
        await interaction.response.send_message(content, ephemeral=True, view=view)


def setup(bot: CivBot) -> None:
    bot.tree.add_command(GameGroup())
    bot.public_ops.update(join=op_join, leave=op_leave, start=op_start, my=op_my, map=op_map)
