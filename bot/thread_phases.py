"""A game's public events cut into phases (or turns) for its thread: the phase in progress kept
with the game, and the summary of the finished ones, each under its title (a game tells its
events its own way: ``DiscordGame.lines``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from bot.text import Names
from engine import Event
from i18n.catalog import _


@dataclass
class Phase:
    """A phase's public events: its title and round (from its ``phase_started`` event)."""

    title: str
    round: int
    events: list[Event] = field(default_factory=list)


def split_phases(
    current: Phase | None, events: list[Event], starts: frozenset[str] = frozenset({"phase_started"})
) -> list[Phase]:
    """``current`` (the phase in progress, with what it already holds) continued by ``events``,
    cut into phases at every event of a kind in ``starts``; the last phase is still in progress.
    A start without a title (a player's turn) opens its phase's lines instead."""
    phases = [current] if current is not None else []
    for e in events:
        if e.visible_to is not None:
            continue
        if e.kind in starts:
            title = str(e.data.get("title", ""))
            phases.append(Phase(title, int(e.data.get("round", 0)), [] if title else [e]))
        elif phases:
            phases[-1].events.append(e)
        else:
            phases.append(Phase("", 0, [e]))
    return phases


def summary(phases: list[Phase], n: Names, lines_of: Callable[[list[Event], Names], list[str]]) -> list[str]:
    """The summary lines of finished phases, each under its title; phases with nothing to say
    are left out. ``lines_of`` tells a phase's events (the game's ``DiscordGame.lines``)."""
    lines: list[str] = []
    for phase in phases:
        body = lines_of(phase.events, n)
        if not body:
            continue
        if phase.title:
            # The title an event keeps is the phase's English title, a message of the catalogue
            # (the engine marks it), said here in the thread's language.
            lines.append(f"**{_(phase.title)}** " + _("(round {round})", round=phase.round))
        lines += body
    return lines
