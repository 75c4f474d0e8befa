"""How often one normal Advanced Civilization AI beats its opponents over seeded whole games:
the figure ``bench.advciv_ai`` reports and the AI tests hold to a floor. A game ends when a
marker reaches the finish (then the highest score wins, 000 §35) or after the rounds given,
scored the same way; a shared first place counts as a win."""

from __future__ import annotations

from ai.games.civ.match import MatchResult, play_match
from engine.civ.advciv.api import winners

GAME = "advciv"


def won(result: MatchResult, player: str) -> bool:
    return player in (result.winners or winners(result.game))


def win_rate(opponents: str, games: int, players: int, rounds: int) -> dict[str, float]:
    wins = finished = 0
    for seed in range(1, games + 1):
        kinds = [opponents] * players
        seat = seed % players
        kinds[seat] = "normal"
        result = play_match(kinds, seed, max_rounds=rounds, check_invariants=False, game=GAME)
        finished += result.finished
        wins += won(result, f"p{seat + 1}")
    return {"games": games, "win_rate": wins / games, "baseline": 1 / players, "finished": finished / games}
