"""The board in Advanced Civilization: movement with barbarians and pirate cities, city
building with Architecture, pillage (phases 5-7).

Movement is Civilization (1980)'s planner (``ai.games.civ.growth_movement``) made aware of the
neutral pieces: an area holding barbarians or a pirate city is neither a place to spread into
nor a city site, and, at normal strength, a force that wins the fight there outright is sent to
clear it (a pirate city destroyed is pillaged: tokens to the treasury, 000 §30.913). Which
force wins is read from the engine's own battle function on the area as it would stand.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from ai.games.civ.growth_movement import MAX_MOVES, Planner
from engine import Action, Decision
from engine.civ.advciv.api import (
    NEUTRAL,
    AdvBuildCities,
    AdvCityChoice,
    Pillage,
    PillageChoice,
    adv,
    battle,
    neutrals,
    situation,
)
from engine.civ.api import EndMovement, GameState, MovementData, default_builds, support_after, units

if TYPE_CHECKING:
    from ai.games.civ.agent import HeuristicAgent

# Tokens kept on the board beyond what the cities need before a force goes after neutrals.
NEUTRAL_RESERVE = 4


def wins_outright(g: GameState, area: str, player: str, tokens: int) -> bool:
    """Whether ``tokens`` of ours in ``area`` would clear its neutral pieces and keep a token."""
    s = situation(g, area)
    mine = dict(s.tokens)
    mine[player] = tokens
    out = battle(dataclasses.replace(s, tokens=mine))
    neutral_left = any(side in out.tokens for side in NEUTRAL)
    city_left = s.city is not None and out.result != "city_destroyed"
    return out.tokens.get(player, 0) > 0 and not neutral_left and not city_left


class AdvPlanner(Planner):
    """Civilization (1980)'s planner, keeping clear of neutral pieces it cannot beat."""

    def room(self, area: str) -> int:
        if neutrals.holds_neutrals(self.g, area):
            return 0
        return super().room(area)

    def _is_site_candidate(self, area: str) -> bool:
        return not neutrals.holds_neutrals(self.g, area) and super()._is_site_candidate(area)

    def priorities(self) -> list[Callable[[], Action | None]]:
        steps = super().priorities()
        if self.agent.strength == "normal":
            steps.insert(steps.index(self.attack) + 1, self.clear_neutrals)
        return steps

    def clear_neutrals(self) -> Action | None:
        """Send a winning force against barbarians or a pirate city next to our spare tokens."""
        g, p = self.g, self.p
        s = adv(g)
        targets = sorted({*s.barbarians, *s.pirate_cities})
        spare_total = units.tokens_on_board(g, p) - 2 * units.city_count(g, p) - NEUTRAL_RESERVE
        for area in targets:
            if area not in self.gm.in_play or spare_total <= 0:
                continue
            have = self.mine.get(area, 0)
            sources = [n for n in self.nbrs(area) if self.spare(n) > 0]  # spare() keeps city tokens
            avail = min(sum(self.spare(n) for n in sources), spare_total)
            need = next((k for k in range(have + 1, have + avail + 1) if wins_outright(g, area, p, k)), None)
            if need is None or have >= need:
                continue
            src = max(sources, key=lambda n: (self.spare(n), n))
            return self.move(src, area, min(self.spare(src), need - have))
        return None


def movement(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    data = g.data
    assert isinstance(data, MovementData)
    if len(data.moves) >= MAX_MOVES:
        return EndMovement(d.player)
    action = AdvPlanner(agent, g, d.player).plan()
    return action if action is not None else EndMovement(d.player)


def build_cities(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Every city that stays supported, and one more with Architecture where the treasury
    makes up the fewest missing tokens."""
    p = d.player
    plain = default_builds(g, p)
    o = d.options_as(AdvCityChoice)
    arch = o.architecture
    room = o.cities_in_stock - len(plain)
    for area in sorted(arch, key=lambda a: (arch[a]["need"] - arch[a]["tokens"], a)):
        pay = arch[area]["need"] - arch[area]["tokens"]
        if room <= 0 or pay > arch[area]["max_treasury"]:
            break
        tokens, cities = support_after(g, p, (*plain, area))
        if tokens >= 2 * cities:
            return AdvBuildCities(p, plain, area, pay)
    return AdvBuildCities(p, plain)


def pillage(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """As many tokens as allowed: treasury tokens are points and pay for cards."""
    return Pillage(d.player, d.options_as(PillageChoice).max)
