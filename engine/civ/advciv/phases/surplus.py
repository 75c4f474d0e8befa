"""Phase 8 — Removal of surplus population and city support (rules reference §6.8, 000 §26).

As in Civilization (1980), where the rules are the same; barbarians count as tokens of
another nation: an area with a city holds no tokens, barbarians included (000 §26.1), and
Agriculture's extra token never applies where barbarians stand (000 §26.11). The barbarians
themselves never exceed a limit (000 §30.5232).
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.advciv import neutrals
from engine.civ.advciv.state import adv
from engine.civ.content import board
from engine.civ.phases.support import SurplusPhase, remove_surplus
from engine.civ.state import GameState
from engine.core.events import Event, public


class AdvSurplusPhase(SurplusPhase):
    def automatic(self, g: GameState) -> list[Event]:
        s = adv(g)
        removed: dict[str, dict[str, int]] = {}
        for area in sorted(s.barbarians):
            if area in g.cities:
                removed[area] = {neutrals.BARBARIANS: s.barbarians[area]}
                neutrals.remove_barbarians(g, area, s.barbarians[area])
        for area in sorted(g.tokens):
            taken = (
                remove_beside_barbarians(g, area)
                if neutrals.barbarians_in(g, area)
                else remove_surplus(g, area)
            )
            if taken:
                removed[area] = taken
        return [public("surplus_removed", removed=removed)] if removed else []


def remove_beside_barbarians(g: GameState, area: str) -> dict[str, int]:
    """Players' tokens beyond what the barbarians leave of the printed limit go to stock,
    the largest force first."""
    excess = (
        units.area_total(g, area) + neutrals.barbarians_in(g, area) - board().areas[area].population_limit
    )
    taken: dict[str, int] = {}
    while excess > 0 and units.occupants(g, area):
        p = max(sorted(units.occupants(g, area).items()), key=lambda kv: kv[1])[0]
        units.remove_to_stock(g, area, p, 1)
        taken[p] = taken.get(p, 0) + 1
        excess -= 1
    return taken
