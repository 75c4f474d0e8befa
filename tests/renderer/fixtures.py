"""Views the renderer's golden tests draw, frozen as JSON under ``tests/golden/views/``.

The golden images must change only when the renderer changes, not when the rules engine's
random play does, so the views are built once from the engine and stored. Rebuild them with
``PYTHONPATH=. python -m tests.renderer.fixtures [NAME ...]`` (then regenerate the golden images, see
``tests/renderer/test_golden.py``).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

VIEWS = Path(__file__).resolve().parents[1] / "golden" / "views"


def load_view(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((VIEWS / f"{name}.json").read_text(encoding="utf-8"))
    return data


def _observer_view(players: int, rounds: int, seed: int) -> dict[str, Any]:
    from civbot.simulate import simulate
    from engine.civ.views import view_for

    return view_for(simulate(players, rounds, seed=seed).game, None)


def empty_view() -> dict[str, Any]:
    """Five nations chosen, nothing on the board: shows the static map and the cut areas."""
    view = _observer_view(5, 1, seed=11)
    view["board"] = {"tokens": {}, "cities": {}, "new_cities": [], "ships": []}
    view["changed_areas"] = []
    view["census_order"] = []
    for p in view["players"]:
        p.update(tokens_on_board=0, cities=0, ships=0, census=0, ast_position=0, civ_cards=[], hand_size=0)
    return view


def crowded_view() -> dict[str, Any]:
    """Seven players mid-game with far more on the board than random play produces."""
    from engine.civ.content import board, civ_cards

    view = _observer_view(7, 6, seed=3)
    rng = random.Random(1980)
    players = [p["player"] for p in view["players"]]
    areas = board().areas
    land = sorted(a for a, area in areas.items() if area.kind != "sea")
    tokens: dict[str, dict[str, int]] = {}
    for area in rng.sample(land, 80):
        owners = rng.sample(players, rng.choice([1, 1, 1, 2, 2, 3]))
        tokens[area] = {p: rng.randint(1, max(1, areas[area].population_limit + 1)) for p in owners}
    cities = {a: rng.choice(players) for a in rng.sample([a for a in land if a not in tokens], 24)}
    watery = sorted(a for a, area in areas.items() if area.kind != "land")
    ships = []
    for i, area in enumerate(rng.sample(watery, 12)):
        for owner in rng.sample(players, rng.choice([1, 1, 2])):
            for _ in range(rng.choice([1, 1, 2])):
                ships.append({"id": f"ship-{i}-{len(ships)}", "owner": owner, "area": area})
    view["board"] = {"tokens": tokens, "cities": cities, "new_cities": [], "ships": ships}
    view["changed_areas"] = sorted(rng.sample(sorted(tokens), 10))
    cards = list(civ_cards().cards)
    for p in view["players"]:
        p["ast_position"] = rng.randint(2, 12)
        p["civ_cards"] = sorted(rng.sample(cards, rng.randint(0, 9)), key=cards.index)
        p["hand_size"] = rng.randint(0, 9)
        p["treasury"] = rng.randint(0, 20)
        p["census"] = p["tokens_on_board"] = sum(t.get(p["player"], 0) for t in tokens.values())
        p["cities"] = sum(1 for owner in cities.values() if owner == p["player"])
        p["ships"] = sum(1 for s in ships if s["owner"] == p["player"])
    view["census_order"] = sorted(
        players, key=lambda q: -next(p["census"] for p in view["players"] if p["player"] == q)
    )
    return view


def two_player_view() -> dict[str, Any]:
    """A real two-player game after a few rounds (docs sample)."""
    return _observer_view(2, 8, seed=4)


def advciv_view(players: int, rounds: int, seed: int) -> dict[str, Any]:
    """Advanced Civilization between heuristic AIs after ``rounds`` turns, observer view."""
    from ai.games.civ.match import play_match
    from engine import view_for

    result = play_match(["normal"] * players, seed, max_rounds=rounds, check_invariants=False, game="advciv")
    return dict(view_for(result.game, None))


def advciv_2p_view() -> dict[str, Any]:
    """Two players on the west part of the board, mid-game."""
    return advciv_view(2, 14, seed=3)


def advciv_8p_view() -> dict[str, Any]:
    """Eight players: barbarians and pirate cities on the board, many civilization cards."""
    return advciv_view(8, 22, seed=4)


BUILDERS = {
    "empty": empty_view,
    "crowded-7p": crowded_view,
    "two-player": two_player_view,
    "advciv-2p": advciv_2p_view,
    "advciv-8p": advciv_8p_view,
}


def main(names: list[str] | None = None) -> None:
    VIEWS.mkdir(parents=True, exist_ok=True)
    for name, build in BUILDERS.items():
        if names and name not in names:
            continue
        path = VIEWS / f"{name}.json"
        path.write_text(json.dumps(build(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
