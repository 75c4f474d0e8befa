"""The end of the round in the simplified games (rules 16.2-16.3).

Nomads and Seafarers: one time marker moves a space each round; when it reaches the finish
(16 moves), the player occupying the most areas wins (ties share the victory, A47).
Farmers and Citizens: each AST marker advances as in the full game, but only the Early Bronze
Age boundary (2 cities) counts; the first to reach the second finish line wins, and among
several in one round the one with most cities (ties share, A47).
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.content import ast_tables
from engine.civ.phases.base import Phase
from engine.civ.state import GameState
from engine.core.events import Event, public
from i18n.catalog import N_

FINISH = 16


class TimeMarkerPhase(Phase):
    name = "time_marker"
    title = N_("Phase 4: Time marker")

    def start(self, g: GameState) -> list[Event]:
        events = [public("time_marker", position=g.round)]
        if g.round >= FINISH:
            areas = {p: len(units.areas_of(g, p)) for p in g.players}
            best = max(areas.values())
            g.winners = sorted(p for p, n in areas.items() if n == best)
            g.finished = True
            events.append(public("game_won", winners=g.winners, areas_occupied=areas))
        return events

    def done(self, g: GameState) -> bool:
        return True


class FarmersAstPhase(Phase):
    name = "farmers_ast"
    title = N_("Phase 8: AST markers")

    def start(self, g: GameState) -> list[Event]:
        table = ast_tables()[g.options.ast_table]
        line = table.short_game_finish_positions[0]
        moves = {}
        for p in g.players:
            ps = g.ps(p)
            row = table.rows[ps.nation]
            cities = units.city_count(g, p)
            if ps.ast_position >= row.early_bronze and cities == 0:
                ps.ast_position -= 1  # 13.3: no cities outside the first epoch: back one space
                moves[p] = -1
            elif ps.ast_position + 1 == row.early_bronze and cities < 2:
                moves[p] = 0
            else:
                ps.ast_position += 1
                moves[p] = 1
        events = [public("ast_moved", moves=moves, positions={p: g.ps(p).ast_position for p in g.players})]
        arrived = [p for p in g.players if g.ps(p).ast_position >= line]
        if arrived:
            most = max(units.city_count(g, p) for p in arrived)
            g.winners = sorted(p for p in arrived if units.city_count(g, p) == most)
            g.finished = True
            events.append(public("game_won", winners=g.winners, line=line))
        return events

    def done(self, g: GameState) -> bool:
        return True
