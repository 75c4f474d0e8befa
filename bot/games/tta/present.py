"""Through the Ages in the game thread: public events as sentences (``engine.narrate``,
players by their Discord names), the public table as text when no image can be drawn, and the
prompt's header. Built from public events and observer views only."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.live_game import LiveGame
from bot.text import Names
from engine import Event, narrate
from engine.tta.api import PHASE_TITLES, GameState, card_name, phase_title, setup, table
from i18n.catalog import _


def tta_state(live: LiveGame) -> GameState:
    """The running game's state, as Through the Ages' (``LiveGame.state`` is typed for the
    Civilization family the bot was written for first)."""
    g: Any = live.state
    assert isinstance(g, GameState)
    return g


def header(live: LiveGame) -> str:
    g = tta_state(live)
    return _(
        "**Game #{id}** — Through the Ages, round {round}, Age {age}", id=live.id, round=g.round, age=g.age
    )


def line(e: Event, names: Names) -> str | None:
    return narrate(names.game, e, names)


def lines(events: Iterable[Event], names: Names) -> list[str]:
    return [text for e in events if (text := line(e, names))]


def figures(p: dict[str, Any], names: Names) -> str:
    who = names(p["player"])
    if p["resigned"]:
        return _("{player}: resigned, {culture} culture", player=who, culture=p["culture_points"])
    needed = table(setup().happy_faces_required, int(p["yellow_bank"]))
    fields = {
        "player": who,
        "culture": p["culture_points"],
        "culture_rating": p["culture_rating"],
        "science": p["science_points"],
        "science_rating": p["science_rating"],
        "strength": p["strength"],
        "happy": p["happiness"],
        "needed": needed,
        "government": card_name(p["government"]),
    }
    if p["leader"]:
        return _(
            "{player}: **{culture} culture** (+{culture_rating}), {science} science (+{science_rating}), "
            "strength {strength}, happy {happy}/{needed}, {government}, {leader}",
            leader=card_name(p["leader"]),
            **fields,
        )
    return _(
        "{player}: **{culture} culture** (+{culture_rating}), {science} science (+{science_rating}), "
        "strength {strength}, happy {happy}/{needed}, {government}",
        **fields,
    )


def table_text(view: dict[str, Any], names: Names) -> str:
    """The public table in words: every civilization's figures, the row, the events decks."""
    title = phase_title(view["phase"], PHASE_TITLES.get(view["phase"], view["phase"]))
    out = [_("**Round {round}, Age {age} — {phase}**", round=view["round"], age=view["age"], phase=title)]
    out += [figures(p, names) for p in view["players"]]
    costs = setup().card_row_costs
    row = [f"{i + 1}:{card_name(c)} ({costs[i]})" for i, c in enumerate(view["card_row"]) if c]
    out.append(_("Card row: {cards}", cards=", ".join(row)) if row else _("Card row: empty"))
    out.append(
        _(
            "Events: {current} current, {future} future; military deck {military}, civil deck {civil}.",
            current=view["current_events_size"],
            future=view["future_events_size"],
            military=view["military_deck_size"],
            civil=view["civil_deck_size"],
        )
    )
    return "\n".join(out)


def pictures(events: Iterable[Event]) -> list[str | None]:
    """What to draw after a change: the overview, and the tableau of the player whose turn
    just ended (the last who ended his actions)."""
    ended = [e.data["player"] for e in events if e.kind == "tta_actions_ended"]
    return [None, *([f"tableau:{ended[-1]}"] if ended else [])]
