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

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv.content import Ast, AstRow, Epoch, ast, civ_cards
from engine.civ.advciv.purchase import face_value, groups_held
from engine.civ.advciv.state import adv
from engine.civ.advciv.victory import score, winners
from engine.civ.order import ast_order
from engine.civ.phases.base import Phase
from engine.civ.printed_names import printed
from engine.civ.state import GameState
from engine.core.events import Event, public
from engine.core.said_json import english, said_to_json
from i18n.catalog import N_, Said, l_


def row(g: GameState, player: str) -> AstRow:
    return ast().tables[g.options.ast_table][g.ps(player).nation]


def epoch_of(g: GameState, player: str, position: int) -> Epoch:
    return ast().epochs[row(g, player).epoch_of[position]]


def _epoch_name(epoch: str) -> str:
    return printed("advciv", "epochs", epoch) or next(e.name for e in ast().epochs if e.id == epoch)


rn.NAMERS["advciv_epoch"] = _epoch_name  # how a reason kept in an event names an epoch when it is read


def unmet(g: GameState, player: str, epoch: Epoch) -> Said | None:
    """Why the player does not meet ``epoch``'s entry requirement (000 §33.2), or None."""
    held = g.ps(player).civ_cards
    need = epoch.requires
    checks = (
        (
            "cities",
            units.city_count(g, player),
            l_("entering the {epoch} needs {need} cities on the board; you have {have}"),
        ),
        (
            "card_groups",
            len(groups_held(held) & set(civ_cards().groups)),
            l_("entering the {epoch} needs {need} groups of civilization cards; you have {have}"),
        ),
        ("civ_cards", len(held), l_("entering the {epoch} needs {need} civilization cards; you have {have}")),
    )
    for key, have, why in checks:
        if key in need and have < need[key]:
            return why.with_params(epoch=rn.Named("advciv_epoch", epoch.id), need=need[key], have=have)
    return None


def block(g: GameState, player: str, position: int) -> Said | None:
    """Why the marker cannot advance from ``position`` this turn, or None."""
    a: Ast = ast()
    here = epoch_of(g, player, position)
    cities = units.city_count(g, player)
    if cities < here.requires.get("cities", 0):
        return l_(
            "frozen: the {epoch} needs {need} cities; you have {have}",
            epoch=rn.Named("advciv_epoch", here.id),
            need=here.requires["cities"],
            have=cities,
        )
    if position >= a.finish:
        return l_("at the finish")
    nxt = epoch_of(g, player, position + 1)
    if row(g, player).epoch_of[position + 1] != row(g, player).epoch_of[position]:
        why = unmet(g, player, nxt)
        if why:
            return why
    value = row(g, player).value_of[position + 1]
    cards = face_value(g.ps(player).civ_cards)
    if value is not None and cards < value:
        return l_(
            "this Late Iron Age space needs civilization cards worth {value}; yours are worth {cards}",
            value=value,
            cards=cards,
        )
    return None


def move_marker(g: GameState, player: str) -> Event:
    ps = g.ps(player)
    pos = ps.ast_position
    if units.city_count(g, player) == 0 and row(g, player).epoch_of[pos] != 0 and pos > 0:
        ps.ast_position = pos - 1
        back = l_("no cities on the board")
        kept = {"reason": english(back), "reason_said": said_to_json(back)}
        return public("ast_moved_back", player=player, position=pos - 1, **kept)
    why = block(g, player, pos)
    if why is not None:
        return public(
            "ast_held", player=player, position=pos, reason=english(why), reason_said=said_to_json(why)
        )
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
