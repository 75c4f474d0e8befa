"""What regular players expect: ``/mygames`` (every game of mine, what it waits for from me),
``/notify`` (how many DMs), ``/rules`` (an option or a rule section) and ``/bug`` (a report to the
bot's operators, never with a secret)."""

from __future__ import annotations

import io
import platform
from importlib import metadata
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import rules_lookup
from bot.cogs.common import client, game_here, guarded
from bot.dms import EVERY
from bot.live_game import LOBBY, PAUSED, RUNNING, BotError, LiveGame
from bot.records import public_log
from bot.router import reply
from bot.text import names_of, plain_text, timestamp
from engine import DEFAULT_GAME, spec
from i18n.catalog import N_, _

if TYPE_CHECKING:
    from bot.app import CivBot

RECENT = 40  # lines of the public log a bug report carries


def game_title(live: LiveGame) -> str:
    return f"{spec(live.game, offered_only=False).title} #{live.id}"


async def my_games(bot: CivBot, user_id: int) -> list[LiveGame]:
    return await bot.service.games_of(user_id, (LOBBY, RUNNING, PAUSED))


def game_line(bot: CivBot, live: LiveGame, user_id: int) -> tuple[bool, str]:
    """(waits for me, one line): where the game is, what it waits for from me, deadline, link."""
    guild = bot.get_guild(live.row.guild_id)
    link = f"https://discord.com/channels/{live.row.guild_id}/{live.row.thread_id}"
    head = f"**{game_title(live)}**"
    if guild is not None:
        head = _("{game} on {server}", game=head, server=guild.name)
    if live.row.status == LOBBY or live.state is None:
        seats = live.meta["seats"]
        lobby = _("lobby ({seated}/{seats} players)", seated=len(seats), seats=live.meta["max_players"])
        return False, f"{head} — {lobby} — {link}"
    g = live.state
    seat = live.seat_of(user_id) or ""
    mine = live.pending_for(seat)
    due = bot.scheduler.due(live)
    when = " — " + _("due {when}", when=timestamp(due)) if due else ""
    paused = " — " + _("⏸️ paused") if live.row.status == PAUSED else ""
    if mine:
        asked = plain_text(mine[0].prompt, names_of(live)).split(". ")[0][:100]
        status = _("⏳ **waiting for you**: {asked}", asked=asked)
    else:
        others = sorted({d.player for d in live.decisions()})
        status = _("waiting for {players}", players=names_of(live).many(others) or _("nobody"))
    where = _("round {round}, {phase}", round=g.round, phase=live.phase_title())
    return bool(mine), f"{head} — {where} — {status}{when}{paused} — {link}"


@app_commands.command(
    name="mygames", description=N_("Every game you play, on every server: what each waits for from you")
)
@guarded
async def mygames(interaction: discord.Interaction) -> None:
    bot = client(interaction)
    games = await my_games(bot, interaction.user.id)
    if not games:
        await reply(interaction, _("You are in no game now. `/game create` starts one in a server channel."))
        return
    lines = sorted((game_line(bot, g, interaction.user.id) for g in games), key=lambda x: (not x[0], x[1]))
    await reply(interaction, "\n".join(line for _waits, line in lines))


@app_commands.command(
    name="notify", description=N_("Your DMs for a game: one per phase (the default) or one per new question")
)
@app_commands.describe(
    mode=N_("once per phase, or a new DM for every new question (each offer made to you, say)")
)
@app_commands.choices(
    mode=[
        app_commands.Choice(name=N_("once per phase"), value="phase"),
        app_commands.Choice(name=N_("every new question"), value=EVERY),
    ]
)
@guarded
async def notify(interaction: discord.Interaction, mode: str, game: int | None = None) -> None:
    bot = client(interaction)
    live = await game_here(interaction, game)
    if live.seat_of(interaction.user.id) is None:
        raise BotError(_("You are not playing in game #{game}.", game=live.id))

    async def store() -> None:
        live.meta.setdefault("dm_mode", {})[str(interaction.user.id)] = mode

    await bot.service.run_locked(live, store)
    text = (
        _("Game #{game}: you get a new DM for every new question.", game=live.id)
        if mode == EVERY
        else _("Game #{game}: you get one new DM per phase, edited in place after that.", game=live.id)
    )
    await reply(interaction, text)


@app_commands.command(
    name="rules", description=N_("Look up a rules option or a section of the rules by name or number")
)
@app_commands.describe(
    query=N_("An option (calamity_floor), a phase (Movement), a calamity (Famine) or a number (6.5)")
)
@guarded
async def rules(interaction: discord.Interaction, query: str) -> None:
    live = await _game_or_none(interaction)
    game = live.game if live is not None else DEFAULT_GAME
    docs = (live.rules() if live is not None else spec(game).rules()).option_docs
    found = rules_lookup.search(query, game, docs)
    if not found:
        raise BotError(
            _(
                "Nothing in the rules matches {query}. Try a phase (Movement), a calamity (Famine), a "
                "section number (6.5) or an option (`/game rules` lists them).",
                query=repr(query),
            )
        )
    current = (
        getattr(live.options(), found[0].key, None)
        if live is not None and found[0].kind == "option"
        else None
    )
    text = rules_lookup.show(found[0], game, docs, current)
    others = [f.label for f in found[1:6]]
    if others:
        text += "\n" + _("Also: {others}", others="; ".join(others))
    await reply(interaction, text)


@rules.autocomplete("query")
async def rules_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    live = await _game_or_none(interaction)
    game = live.game if live is not None else DEFAULT_GAME
    docs = (live.rules() if live is not None else spec(game).rules()).option_docs
    found = (
        rules_lookup.search(current, game, docs) if current.strip() else rules_lookup.everything(game, docs)
    )
    return [app_commands.Choice(name=f.label[:100], value=f"{f.kind}:{f.key}") for f in found[:25]]


async def _game_or_none(interaction: discord.Interaction) -> LiveGame | None:
    try:
        return await game_here(interaction)
    except BotError:
        return None


@app_commands.command(
    name="bug", description=N_("Report a problem to the bot's operators (with the game's public details)")
)
@app_commands.describe(
    report=N_("What happened, and what you expected"), game=N_("The game it is about (in DMs)")
)
@guarded
async def bug(
    interaction: discord.Interaction, report: app_commands.Range[str, 1, 1500], game: int | None = None
) -> None:
    bot = client(interaction)
    if bot.settings.bug_channel_id is None:
        raise BotError(
            _(
                "This bot takes no bug reports here: its operator has not chosen a channel "
                "(CIVBOT_BUG_CHANNEL)."
            )
        )
    channel = bot.get_channel(bot.settings.bug_channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        raise BotError(_("The bug channel cannot be reached; please tell the bot's operator."))
    live = await _game_or_none(interaction) if game is None else await game_here(interaction, game)
    await interaction.response.defer(ephemeral=True, thinking=True)
    text, files = await bug_report(bot, interaction, report, live)
    await channel.send(text, files=files, allowed_mentions=discord.AllowedMentions.none())
    await interaction.followup.send(_("Thank you: your report went to the bot's operators."), ephemeral=True)


async def bug_report(
    bot: CivBot, interaction: discord.Interaction, report: str, live: LiveGame | None
) -> tuple[str, list[discord.File]]:
    """The report: the player's words, the game's public facts and recent public log; no secret."""
    user = interaction.user
    where = f" in {interaction.guild.name}" if interaction.guild is not None else " (in DMs)"
    quoted = "\n".join(f"> {line}" for line in report.splitlines())
    lines = [f"🐞 **Bug report** from {user.mention} ({user.name}){where}:", quoted]
    files: list[discord.File] = []
    if live is not None:
        lines.append(game_facts(live))
        recent = (await public_log(bot, live))[-RECENT:]
        data = ("\n".join(recent) + "\n").encode("utf-8")
        files.append(discord.File(io.BytesIO(data), filename=f"game-{live.id}-recent-log.txt"))
    lines.append(
        f"civbot {version()} · Python {platform.python_version()} · discord.py {discord.__version__}"
    )
    return "\n".join(lines)[:2000], files


def game_facts(live: LiveGame) -> str:
    title = spec(live.game, offered_only=False).title
    facts = f"Game #{live.id} ({title}), {live.row.status}, version {live.version}"
    if live.state is not None:
        facts += f", round {live.state.round}, {live.phase_title()} (`{live.state.phase}`)"
    return facts + "."


def version() -> str:
    try:
        return metadata.version("civbot")
    except metadata.PackageNotFoundError:
        return "(version unknown)"


def setup(bot: CivBot) -> None:
    commands: list[app_commands.Command[Any, Any, None]] = [mygames, notify, rules, bug]
    for cmd in commands:
        bot.tree.add_command(cmd)
