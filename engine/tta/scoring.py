"""Scores at the end (rules 1, 10.13): the winners declared, the Age III wonders' one-time
scoring, the standings. The final scoring sequence itself is ``engine.tta.final_scoring``."""

from __future__ import annotations

from typing import Any

from engine.core.events import Event, public
from engine.tta.cards import FARM_MINE, UNITS, URBAN, Card, cards
from engine.tta.state import GameState, PlayerState
from engine.tta.stats import culture_rating, science_rating, stats, strength_rating, worker_cards


def declare_winners(g: GameState, winners: list[str]) -> list[Event]:
    g.finished = True
    g.phase = "over"
    g.winners = list(winners)
    g.steps = []
    return [public("tta_game_over", winners=list(winners))]


def wonder_completion_culture(g: GameState, ps: PlayerState, c: Card) -> int:
    """Age III wonders score once, when completed (10.4.3)."""
    f = c.on_completion
    if "culture_per_farm_mine_worker" in f:
        return f["culture_per_farm_mine_worker"] * sum(n for _, n in worker_cards(ps, FARM_MINE)) + f[
            "culture_per_urban_unit_worker"
        ] * sum(n for _, n in worker_cards(ps, (*URBAN, *UNITS)))
    if "culture_per_technology_level" in f:
        techs = [cards()[t] for t in [*ps.workers, *ps.specials, ps.government]]
        return f["culture_per_technology_level"] * sum(t.level for t in techs)
    if "theater_library_culture_times" in f:
        return f["theater_library_culture_times"] * urban_output(g, ps, ("theater", "library"))["culture"]
    if "urban_building_output" in f:
        out = urban_output(g, ps, URBAN)
        return out["culture"] + out["science"] + out["strength"]
    return 0


def urban_output(g: GameState, ps: PlayerState, kinds: tuple[str, ...]) -> dict[str, int]:
    """What the urban buildings of ``kinds`` produce, with the leaders' modifiers on them
    (Hollywood, Internet: 11.2): the rating difference the buildings make."""
    saved = dict(ps.workers)
    with_buildings = (culture_rating(g, ps), science_rating(g, ps), strength_rating(g, ps))
    for cid in saved:
        if cards()[cid].kind in kinds:
            ps.workers[cid] = 0
    without = (culture_rating(g, ps), science_rating(g, ps), strength_rating(g, ps))
    ps.workers = saved
    return {
        k: a - b for k, a, b in zip(("culture", "science", "strength"), with_buildings, without, strict=True)
    }


def standings(g: GameState) -> list[dict[str, Any]]:
    rows = []
    for p in g.players:
        ps = g.ps(p)
        s = stats(g, p) if not ps.resigned else None
        rows.append(
            {
                "player": p,
                "culture": ps.culture,
                "science": ps.science,
                "culture_rating": s.culture if s else 0,
                "science_rating": s.science if s else 0,
                "strength": s.strength if s else 0,
                "resigned": ps.resigned,
                "winner": p in g.winners,
            }
        )
    rows.sort(key=lambda r: (not r["resigned"], r["culture"]), reverse=True)
    return rows
