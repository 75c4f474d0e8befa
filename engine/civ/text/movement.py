"""The text form of moves (phase 5): over land, by ship, by road, undo, end.

``move FROM TO [N]`` moves N tokens (1 if left out) across a land border. A voyage lists its
steps: ``sail egypt-1 load 3 Eastern Mediterranean Crete unload 3``: ``load N`` boards tokens
where the ship is, an area's name sails there, ``unload N`` puts tokens ashore. The short form
``sail SHIP AREA [N]`` loads N tokens where the ship is, sails the shortest way to AREA and
lands them there.
"""

from __future__ import annotations

from typing import Any

from engine.civ.advciv.phases.movement import RoadMove
from engine.civ.phases.movement import EndMovement, MoveLand, UndoMove, Voyage
from engine.civ.phases.voyage import Step, shortest_route
from engine.civ.text import names
from engine.civ.text.base import Ctx, Form, area, area_text, expect
from engine.core.actions import Action
from engine.core.text import NotUnderstood, number
from i18n.catalog import N_, l_


def _move(c: Ctx, rest: list[str]) -> Action:
    rest = [w for w in rest if w != "to"]
    if len(rest) not in (2, 3):
        raise NotUnderstood(l_("Write a land move as 'move FROM TO [N]', e.g. 'move Memphis Thebes 2'."))
    moves: dict[str, list[str]] = c.options["land_moves"]
    source = area(rest[0], moves)
    dest = area(rest[1], moves.get(source, []))
    count = number(rest[2], N_("The number of tokens")) if len(rest) == 3 else 1
    return MoveLand(c.player, source, dest, count)


# What a voyage's count is, as a refusal of a count that is no number names it.
HOW_MANY = {"load": N_("The number of tokens to load"), "unload": N_("The number of tokens to unload")}


def _steps(reach: list[str], rest: list[str]) -> list[Step]:
    steps: list[Step] = []
    i = 0
    while i < len(rest):
        w = rest[i]
        if w in ("load", "unload"):
            if i + 1 >= len(rest):
                raise NotUnderstood(l_("Say how many tokens to {verb}: '{verb} 3'.", verb=w))
            steps.append(Step(w, count=number(rest[i + 1], HOW_MANY[w])))
            i += 2
        elif w.isdigit():
            raise NotUnderstood(l_("Write 'load {word}' or 'unload {word}' for the tokens aboard.", word=w))
        else:
            steps.append(Step("sail", area(w, reach)))
            i += 1
    return steps


def _sail(c: Ctx, rest: list[str]) -> Action:
    rest = [w for w in rest if w not in ("to", "via", ">")]
    if len(rest) < 2:
        raise NotUnderstood(l_("Write a voyage as 'sail SHIP AREA [N]', e.g. 'sail egypt-1 Crete 3'."))
    ships: dict[str, Any] = c.options["ships"]
    sid = names.ship(c.g, c.player, rest[0])
    reach = list(ships.get(sid, {}).get("reach", []))
    short = len(rest) in (2, 3) and rest[1] not in ("load", "unload") and rest[2:3] != ["load"]
    if short and (len(rest) == 2 or rest[2].isdigit()):
        dest = area(rest[1], reach)
        count = number(rest[2], N_("The number of tokens")) if len(rest) == 3 else 0
        ship = c.g.ships.get(sid)
        route = shortest_route(c.g, ship, dest) if ship is not None else None
        path = [Step("sail", a) for a in route] if route else [Step("sail", dest)]
        load = [Step("load", count=count)] if count else []
        unload = [Step("unload", count=count)] if count else []
        return Voyage(c.player, sid, (*load, *path, *unload))
    return Voyage(c.player, sid, tuple(_steps(reach, rest[1:])))


def _road(c: Ctx, rest: list[str]) -> Action:
    """Advanced Civilization's Roadbuilding: ``road FROM VIA TO [N]``."""
    rest = [w for w in rest if w not in ("to", "via")]
    if len(rest) not in (3, 4):
        raise NotUnderstood(
            l_("Write a road move as 'road FROM VIA TO [N]', e.g. 'road Cyrene Libya Tripoli 2'.")
        )
    roads: dict[str, dict[str, list[str]]] = c.options.get("road_moves", {})
    source = area(rest[0], roads)
    via = area(rest[1], sorted({v for vias in roads.get(source, {}).values() for v in vias}))
    dest = area(rest[2], list(roads.get(source, {})))
    count = number(rest[3], N_("The number of tokens")) if len(rest) == 4 else 1
    return RoadMove(c.player, source, via, dest, count)


def parse_movement(c: Ctx, w: list[str]) -> Action:
    if w in (["end"], ["done"], ["end", "turn"], ["pass"]):
        return EndMovement(c.player)
    if w == ["undo"]:
        return UndoMove(c.player)
    if w[0] == "move":
        return _move(c, w[1:])
    if w[0] == "sail":
        return _sail(c, w[1:])
    if w[0] == "road":
        return _road(c, w[1:])
    raise NotUnderstood(l_("Type 'move FROM TO [N]', 'sail SHIP AREA [N]', 'undo' or 'end'."))


def show_movement(c: Ctx, a: Action) -> str:
    if isinstance(a, EndMovement):
        return "end"
    if isinstance(a, UndoMove):
        return "undo"
    if isinstance(a, MoveLand):
        return f"move {area_text(a.source)} {area_text(a.dest)} {a.count}"
    if isinstance(a, RoadMove):
        return f"road {area_text(a.source)} {area_text(a.via)} {area_text(a.dest)} {a.count}"
    x = expect(a, Voyage)
    steps = [area_text(s.area) if s.op == "sail" else f"{s.op} {s.count}" for s in x.steps]
    return " ".join(["sail", x.ship, *steps])


FORMS: tuple[Form, ...] = (
    Form(
        "movement",
        "move FROM TO [N] | sail SHIP AREA [N] | sail SHIP [load N] AREA ... [unload N] "
        "| road FROM VIA TO [N] | undo | end",
        "move Memphis Thebes 2",
        N_(
            "One move per line; type 'end' when your turn is over. 'sail SHIP AREA N' takes N tokens "
            "aboard where the ship is and lands them at AREA by the shortest way. With Roadbuilding "
            "(Advanced Civilization) 'road FROM VIA TO N' moves through one area into a second."
        ),
        parse_movement,
        show_movement,
        (EndMovement, UndoMove, MoveLand, RoadMove, Voyage),
    ),
)
