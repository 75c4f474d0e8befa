"""Phase 13 — AST movement, the finish and the winner (rules 6.13, 13, 14.4, 16.1, A43-A48).

Automatic: every player's marker, in AST order, either moves back one space, stays, or
advances one space. Moving back (below the value of the Late Iron space occupied, or without
cities in any epoch but the first) happens at most once a round and replaces the advance (A45).
An advance onto the first space of an epoch needs that epoch's requirement; a Late Iron space
needs its point value in total points (A43) — both at the first Late Iron space (A44). The
finish needs the points of the space being left (13.4); in the short game (16.1) the chosen
line is the finish. The first to finish wins; several in one round: highest total points, then
a shared victory (A46, A47).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.civ_credit import groups_held, printed_points
from engine.civ.content import AstRow, AstTable, ast_tables
from engine.civ.order import ast_order
from engine.civ.phases.base import Phase
from engine.civ.printed_names import printed
from engine.civ.scoring import pick_winners, total_points
from engine.civ.state import GameState
from engine.core.events import Event, private, public
from engine.core.said_json import english, said_to_json
from i18n.catalog import N_, Said, l_

EPOCHS = ("early_bronze", "late_bronze", "early_iron", "late_iron")
EPOCH_NAMES = {
    "early_bronze": "Early Bronze Age",
    "late_bronze": "Late Bronze Age",
    "early_iron": "Early Iron Age",
    "late_iron": "Late Iron Age",
}


def _epoch_name(epoch: str) -> str:
    return printed("civ1980", "epochs", epoch) or EPOCH_NAMES[epoch]


rn.NAMERS["epoch"] = _epoch_name  # how a reason kept in an event names an epoch when it is read


def ast_table(g: GameState) -> AstTable:
    return ast_tables()[g.options.ast_table]


def ast_row(g: GameState, player: str) -> AstRow:
    """The player's AST row; optional rule 24.3 moves Africa's Early Iron entry one space toward
    the start in 6- and 7-player games (14.4, A48)."""
    nation = g.ps(player).nation
    row = ast_table(g).rows[nation]
    if g.options.africa_early_iron_shift and nation == "africa" and len(g.players) >= 6:
        row = dataclasses.replace(row, early_iron=row.early_iron - 1)
    return row


def finish_position(g: GameState) -> int:
    """The full game's finish square, or the short game's chosen line (16.1, D34)."""
    if g.options.variant == "short":
        return g.options.short_finish
    return ast_table(g).finish_position


def unmet_requirement(g: GameState, player: str, epoch: str) -> Said | None:
    """Why the player cannot enter ``epoch`` now (13.2), or None if he can."""
    held = g.ps(player).civ_cards
    for key, need in ast_table(g).requirements[epoch].items():
        if key == "cities":
            have = units.city_count(g, player)
            why = l_("entering the {epoch} needs {need} cities on the board; you have {have}")
        elif key == "card_groups":
            have = len(groups_held(held) & {"arts", "crafts", "sciences", "civics"})
            why = l_("entering the {epoch} needs {need} groups of civilization cards; you have {have}")
        elif key == "civ_cards":
            have = len(held)
            why = l_("entering the {epoch} needs {need} civilization cards; you have {have}")
        elif key == "civ_card_points":
            have = printed_points(held)
            why = l_(
                "entering the {epoch} needs {need} points of civilization cards (printed values); "
                "you have {have}"
            )
        else:
            raise ValueError(f"unknown AST requirement {key!r} in ast.json")
        if have < need:
            return why.with_params(epoch=rn.Named("epoch", epoch), need=need, have=have)
    return None


def advance_block(g: GameState, player: str, row: AstRow, pos: int, points: int) -> Said | None:
    """Why the marker cannot advance from ``pos`` this round, or None."""
    nxt = pos + 1
    if nxt == ast_table(g).finish_position and g.options.variant != "short":
        need = row.late_iron_values.get(pos, 0)  # the space being left (13.4)
        if points < need:
            return l_("finishing needs {need} total points; you have {points}", need=need, points=points)
        return None
    for epoch in EPOCHS:
        if getattr(row, epoch) == nxt:
            unmet = unmet_requirement(g, player, epoch)
            if unmet:
                return unmet
    value = row.late_iron_values.get(nxt)
    if value is not None and points < value:
        return l_(
            "this Late Iron Age space needs {value} total points; you have {points}",
            value=value,
            points=points,
        )
    return None


def back_reason(g: GameState, player: str, row: AstRow, pos: int, points: int) -> Said | None:
    """Why the marker moves back one space this round (13.3 step 4), or None."""
    value = row.late_iron_values.get(pos)
    if value is not None and points < value:
        return l_(
            "total points {points} are below the {value} of your Late Iron Age space",
            points=points,
            value=value,
        )
    if row.epoch_at(pos) > 1 and units.city_count(g, player) == 0:
        return l_("you have no cities on the board")
    return None


def _public(reason: Said) -> dict[str, Any]:
    """The reason an event keeps, in English and as its message. Total points include the hand,
    which is secret: the public reason gives no figures (the player sees them in the phase's
    private ``ast_points`` event)."""
    if "points" in reason.text and "civilization cards" not in reason.text:
        reason = l_("not enough total points (civilization cards, trade cards and treasury)")
    return {"reason": english(reason), "reason_said": said_to_json(reason)}


def move_marker(g: GameState, player: str) -> tuple[Event, bool]:
    """Move one player's marker; returns the event and whether he reached the finish."""
    ps = g.ps(player)
    row = ast_row(g, player)
    pos = ps.ast_position
    points = total_points(g, player)
    back = back_reason(g, player, row, pos, points)
    if back is not None:
        ps.ast_position = pos - 1
        return public("ast_moved_back", player=player, position=pos - 1, **_public(back)), False
    block = advance_block(g, player, row, pos, points)
    if block is not None:
        return public("ast_held", player=player, position=pos, **_public(block)), False
    ps.ast_position = pos + 1
    finished = ps.ast_position >= finish_position(g)
    return public("ast_advanced", player=player, position=pos + 1, finished=finished), finished


class AstPhase(Phase):
    name = "ast"
    title = N_("Phase 13: AST movement")

    def start(self, g: GameState) -> list[Event]:
        events: list[Event] = []
        finishers = []
        for p in ast_order(g):
            points = total_points(g, p)
            event, finished = move_marker(g, p)
            events.append(event)
            events.append(private("ast_points", (p,), player=p, total_points=points))
            if finished:
                finishers.append(p)
        if finishers:
            events += self._end_game(g, finishers)
        return events

    def _end_game(self, g: GameState, finishers: list[str]) -> list[Event]:
        g.winners = pick_winners(g, finishers)
        g.finished = True
        # Total points include hands; only the game master sees them, the tie result is public.
        totals = {p: total_points(g, p) for p in finishers}
        return [
            private("finish_totals", (), totals=totals),
            public(
                "game_won",
                winners=list(g.winners),
                finishers=finishers,
                shared=len(g.winners) > 1,
                decided_by_total_points=len(finishers) > 1,
            ),
        ]
