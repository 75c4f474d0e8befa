"""What the bot shows differs by game family: how a prompt is headed, how public events are
grouped in the thread (each event's sentence is the engine's, ``engine.narrate``), the text
table posted when there is no image, the DM hand panel, and after which events the public state
is posted again. The shared modules (router, notifier, service, cogs) ask here;
each family's presentation lives in its own modules (Civilization's in ``bot.text`` and
``bot.panels``, Through the Ages' in ``bot.games.tta``). A game may differ from the rest of its
family: Advanced Civilization (``bot.games.civ.advciv``) has its own hand panel, standings and score.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

import discord

from bot.live import LiveGame
from bot.text import Names
from engine import Event, spec


@dataclass(frozen=True)
class Family:
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
    # Fields (name, text) the status post of a phase adds, from the public view (standings).
    status_fields: Callable[[dict[str, Any], Names], list[tuple[str, str]]] = lambda view, names: []
    # The lines posted in the thread when the game is over (a score table), from the public view.
    final_lines: Callable[[dict[str, Any], Names], list[str]] = lambda view, names: []
    # What the receiver of a calamity in a trade is told it means for him.
    received_calamity: str = (
        "You must reveal it and suffer it in the calamity phase (rules 11.1); it cannot be traded on."
    )


def _civ() -> Family:
    from bot.games.civ.summary import phase_lines
    from bot.panels import panel_embed
    from bot.text import board_summary
    from engine.civ.api import current_phase

    def header(live: LiveGame) -> str:
        g = live.state
        assert g is not None
        return f"**Game #{live.id}** — round {g.round}, {current_phase(g).title}"

    return Family(
        header=header,
        lines=phase_lines,
        table_text=lambda view, names: board_summary(view, names),
        panel=panel_embed,
        has_panels=lambda g: bool(g.stacks),
        turn_events=frozenset({"phase_started"}),
        pictures=lambda events: [None],
    )


def _tta() -> Family:
    from bot.games.tta import present
    from bot.games.tta.panel import tta_panel_embed

    return Family(
        header=present.header,
        lines=present.lines,
        table_text=present.table_text,
        panel=tta_panel_embed,
        has_panels=lambda g: True,
        turn_events=frozenset({"tta_turn_started", "tta_game_over"}),
        pictures=present.pictures,
    )


def _advciv() -> Family:
    from bot.games.civ.advciv import panel, present

    return dataclasses.replace(
        _civ(),
        panel=panel.panel_embed,
        status_fields=present.status_fields,
        final_lines=present.score_table,
        received_calamity=(
            "You may pass it on in another trade before trading ends; whoever holds it then suffers "
            "it (000 §29.3), and the last one to give it away is spared its secondary effects."
        ),
    )


FAMILIES: dict[str, Callable[[], Family]] = {"civ": _civ, "tta": _tta}
# Games presented unlike the rest of their family.
GAMES: dict[str, Callable[[], Family]] = {"advciv": _advciv}


@cache
def family(game: str) -> Family:
    own = GAMES.get(game)
    return own() if own is not None else FAMILIES[spec(game, offered_only=False).family]()


def family_of(live: LiveGame) -> Family:
    return family(live.game)
