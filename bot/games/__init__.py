"""Each game's presentation in Discord, one folder per game family (``civ``: Civilization, and in
``civ/advciv`` what Advanced Civilization changes; ``tta``: Through the Ages).

Each family's folder declares ``DISCORD``: for each of its games, a :class:`DiscordGame`, found
through ``engine.GameParts`` (``discord_game``). The shared modules (router, notifier, service,
thread, cogs) ask here and never name a game: how a prompt is headed, how public events are
grouped in the thread (each event's sentence is the engine's, ``engine.narrate``), the text
table posted when there is no image, the DM hand panel, after which events the public state is
posted again, the places ``/game map`` knows. Loading a game's parts imports its folder, whose
forms register themselves for the decision kinds the game declares (``bot.forms.base``). A game
made elsewhere (the tests' own) adds its parts with ``DISCORD.add``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine import Event, GameParts, offered_games

if TYPE_CHECKING:
    import discord

    from bot.forms.base import FormTable
    from bot.live_game import LiveGame
    from bot.text import Names


def _no_fields(view: dict[str, Any], names: Names) -> list[tuple[str, str]]:
    return []


def _no_lines(view: dict[str, Any], names: Names) -> list[str]:
    return []


def _empty_forms() -> FormTable:
    from bot.forms.base import FormTable

    return FormTable()


def _plain_seats(text: str, names: Names) -> str:
    from bot.text import plain_seats

    return plain_seats(text, names)


def _no_places(current: str) -> list[tuple[str, str]]:
    return []


@dataclass(frozen=True)
class DiscordGame:
    """What a game's folder in ``bot/games/`` gives the bot."""

    # The prompt's first line without the deadline: "**Game #3** — round 2, Trade".
    header: Callable[[LiveGame], str]
    # Public events as lines for the game thread (a phase's or turn's summary).
    lines: Callable[[list[Event], Names], list[str]]
    # The public table as text (posted when no image can be drawn).
    table_text: Callable[[dict[str, Any], Names], str]
    # The DM hand panel of a player's view.
    panel: Callable[[int, dict[str, Any]], discord.Embed]
    # Whether the game has hands to show yet (Civilization: once nations are chosen).
    has_panels: Callable[[Any], bool]
    # Events that open a new phase or turn: the thread's summary is posted, the status anew.
    turn_events: frozenset[str]
    # The public pictures posted after a change that ends a phase or turn (None: the main one).
    pictures: Callable[[Iterable[Event]], list[str | None]]
    # A card's name in this game (the engine speaks in card ids).
    card_name: Callable[[str], str] = lambda card: card
    # An engine text (a prompt, a refusal) in names: its seat ids and the game's own ids.
    plain: Callable[[str, Names], str] = lambda text, names: _plain_seats(text, names)
    # One id among a decision's options as a player reads it (the generic form's labels).
    label: Callable[[str], str] = lambda value: value.replace("_", " ")
    # A private event that deserves a DM line of its own to the one player who sees it (a
    # calamity received in a trade), in the language spoken; None for any other event.
    # Given the game's number, the event and the names.
    private_note: Callable[[int, Event, Names], str | None] = lambda game, event, names: None
    # Fields (name, text) the status post of a phase adds, from the public view (standings).
    status_fields: Callable[[dict[str, Any], Names], list[tuple[str, str]]] = _no_fields
    # The lines posted in the thread when the game is over (a score table), from the public view.
    final_lines: Callable[[dict[str, Any], Names], list[str]] = _no_lines
    # Places ``/game map`` can show as text besides the pictures (label, value), matching what
    # was typed so far: the board's areas.
    places: Callable[[str], list[tuple[str, str]]] = _no_places
    # The public table as text around one of those places (state, public view, names, place).
    place_text: Callable[[Any, dict[str, Any], Names, str], str] | None = None
    # The game's rules reference by section for ``/rules`` (a JSON resource: package, file).
    rules_reference: tuple[str, str] | None = None
    # Modules of the game's own slash commands, each with ``setup(bot)`` (as a cog's).
    commands: tuple[str, ...] = ()
    # The game's decision forms by kind, their components' operations and modals (a kind
    # without a form of its own gets the generic form).
    forms: FormTable = field(default_factory=lambda: _empty_forms())


# Each game's presentation: ``DISCORD`` in its family's folder, ``bot/games/<family>/``.
DISCORD: GameParts[DiscordGame] = GameParts("bot", "DISCORD")


def discord_game(game: str) -> DiscordGame:
    """``game``'s presentation; UnknownGame (in words) when the bot has none for it."""
    return DISCORD[game]


def game_of(live: LiveGame) -> DiscordGame:
    return DISCORD[live.game]


def load_offered_games() -> list[str]:
    """Load every offered game's presentation, so that its forms answer clicks from the start
    (a click on a prompt sent before a restart names only its form's operation); the modules
    of their own slash commands, each once."""
    modules: dict[str, None] = {}
    for found in offered_games():
        parts = DISCORD.get(found.id)
        if parts is not None:
            modules.update(dict.fromkeys(parts.commands))
    return list(modules)
