"""Through the Ages in the game thread: public events as sentences (``engine.narrate``,
players by their Discord names), the public table as text when no image can be drawn, and the
prompt's header. Built from public events and observer views only."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.live_game import LiveGame
from bot.text import Names
from engine import Event, narrate
from engine.tta.api import PHASE_TITLES, GameState, name, setup, table


def tta_state(live: LiveGame) -> GameState:
    """The running game's state, as Through the Ages' (``LiveGame.state`` is typed for the
    Civilization family the bot was written for first)."""
    g: Any = live.state
    assert isinstance(g, GameState)
    return g


def header(live: LiveGame) -> str:
    g = tta_state(live)
    return f"**Game #{live.id}** — Through the Ages, round {g.round}, Age {g.age}"


def line(e: Event, names: Names) -> str | None:
    return narrate(names.game, e, names)


def lines(events: Iterable[Event], names: Names) -> list[str]:
    return [text for e in events if (text := line(e, names))]


def figures(p: dict[str, Any], names: Names) -> str:
    who = names(p["player"])
    if p["resigned"]:
        return f"{who}: resigned, {p['culture_points']} culture"
    needed = table(setup().happy_faces_required, int(p["yellow_bank"]))
    return (
        f"{who}: **{p['culture_points']} culture** (+{p['culture_rating']}), {p['science_points']} science "
        f"(+{p['science_rating']}), strength {p['strength']}, happy {p['happiness']}/{needed}, "
        f"{name(p['government'])}" + (f", {name(p['leader'])}" if p["leader"] else "")
    )


def table_text(view: dict[str, Any], names: Names) -> str:
    """The public table in words: every civilization's figures, the row, the events decks."""
    title = PHASE_TITLES.get(view["phase"], view["phase"])
    out = [f"**Round {view['round']}, Age {view['age']} — {title}**"]
    out += [figures(p, names) for p in view["players"]]
    costs = setup().card_row_costs
    row = [f"{i + 1}:{name(c)} ({costs[i]})" for i, c in enumerate(view["card_row"]) if c]
    out.append("Card row: " + (", ".join(row) or "empty"))
    out.append(
        f"Events: {view['current_events_size']} current, {view['future_events_size']} future; "
        f"military deck {view['military_deck_size']}, civil deck {view['civil_deck_size']}."
    )
    return "\n".join(out)


def pictures(events: Iterable[Event]) -> list[str | None]:
    """What to draw after a change: the overview, and the tableau of the player whose turn
    just ended (the last who ended his actions)."""
    ended = [e.data["player"] for e in events if e.kind == "tta_actions_ended"]
    return [None, *([f"tableau:{ended[-1]}"] if ended else [])]
