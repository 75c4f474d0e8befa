"""Phase 13 — A.S.T. alteration, the end of the game and the score (rules reference §10,
000 §33-35; S1, S3).

Every marker, in AST order: with no city on the board it moves one space back (never in the
Stone Age, never below the start, S1); with fewer cities than its current epoch requires it is
frozen (000 §33.3); otherwise it advances one space unless the next space opens an epoch whose
requirement the player does not meet (000 §33.2) or is a Late Iron Age space worth more than his
civilization cards' face values (000 §33.25). The game ends after the turn in which a marker
reaches the finish, or after the agreed number of turns (option round_limit); then the score
decides (``engine.civ.advciv.victory``).
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.advciv.content import Ast, AstRow, Epoch, ast, civ_cards
from engine.civ.advciv.purchase import face_value, groups_held
from engine.civ.advciv.state import adv
from engine.civ.advciv.victory import score, winners
from engine.civ.order import ast_order
from engine.civ.phases.base import Phase
from engine.civ.state import GameState
from engine.core.events import Event, public
from engine.core.said_json import english, said_to_json
from i18n.catalog import N_, l_


def row(g: GameState, player: str) -> AstRow:
    return ast().tables[g.options.ast_table][g.ps(player).nation]


def epoch_of(g: GameState, player: str, position: int) -> Epoch:
    return ast().epochs[row(g, player).epoch_of[position]]


def unmet(g: GameState, player: str, epoch: Epoch) -> str | None:
    """Why the player does not meet ``epoch``'s entry requirement (000 §33.2), or None."""
    held = g.ps(player).civ_cards
    need = epoch.requires
    checks = (
        ("cities", units.city_count(g, player), "cities on the board"),
        ("card_groups", len(groups_held(held) & set(civ_cards().groups)), "groups of civilization cards"),
        ("civ_cards", len(held), "civilization cards"),
    )
    for key, have, what in checks:
        if key in need and have < need[key]:
            return f"entering the {epoch.name} needs {need[key]} {what}; you have {have}"
    return None


def block(g: GameState, player: str, position: int) -> str | None:
    """Why the marker cannot advance from ``position`` this turn, or None."""
    a: Ast = ast()
    here = epoch_of(g, player, position)
    cities = units.city_count(g, player)
    if cities < here.requires.get("cities", 0):
        return f"frozen: the {here.name} needs {here.requires['cities']} cities; you have {cities}"
    if position >= a.finish:
        return "at the finish"
    nxt = epoch_of(g, player, position + 1)
    if row(g, player).epoch_of[position + 1] != row(g, player).epoch_of[position]:
        why = unmet(g, player, nxt)
        if why:
            return why
    value = row(g, player).value_of[position + 1]
    cards = face_value(g.ps(player).civ_cards)
    if value is not None and cards < value:
        return f"this Late Iron Age space needs civilization cards worth {value}; yours are worth {cards}"
    return None


def move_marker(g: GameState, player: str) -> Event:
    ps = g.ps(player)
    pos = ps.ast_position
    if units.city_count(g, player) == 0 and row(g, player).epoch_of[pos] != 0 and pos > 0:
        ps.ast_position = pos - 1
        return public("ast_moved_back", player=player, position=pos - 1, reason="no cities on the board")
    why = block(g, player, pos)
    if why is not None:
        return public("ast_held", player=player, position=pos, reason=why)
    ps.ast_position = pos + 1
    return public("ast_advanced", player=player, position=pos + 1, finished=pos + 1 >= ast().finish)


class AdvAstPhase(Phase):
    name = "ast"
    title = N_("Phase 13: A.S.T. alteration")

    def start(self, g: GameState) -> list[Event]:
        events = [move_marker(g, p) for p in ast_order(g)]
        finished = [p for p in g.players if g.ps(p).ast_position >= ast().finish]
        limit = adv(g).options.round_limit
        if finished or (limit and g.round >= limit):
            g.winners = winners(g)
            g.finished = True
            why = (
                l_("a marker reached the finish")
                if finished
                else l_("the agreed {n} turns are over", n=limit)
            )
            events.append(
                public(
                    "game_over",
                    reason=english(why),
                    reason_said=said_to_json(why),
                    scores={p: score(g, p) for p in g.players},
                    winners=list(g.winners),
                    draw=len(g.winners) > 1,
                )
            )
        return events

    def done(self, g: GameState) -> bool:
        return True
