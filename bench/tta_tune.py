"""Tuning the Through the Ages evaluation by self-play: a coordinate search on its weights.

    python -m bench.tta_tune [--games 40] [--players 2] [--sweeps 1] [--start normal]

One greedy player (the normal AI's one-action lookahead) with candidate weights plays
``--games`` seeded games against players with the current best weights (2 players: one against
one; more: one against the rest); each weight in turn is multiplied by 0.6, then by 1.6, and the
first change whose player wins at least ``ACCEPT`` of the games is kept. Seeds change with every
trial, so a lucky draw of seeds is not kept twice. How ``ai.games.tta.evaluate.HARD`` was found (from
NORMAL, 2 players, 40 games a trial); the accepted changes are printed as they come.
"""

from __future__ import annotations

import argparse
import dataclasses
from typing import Any

import ai
from ai.games.tta.agent import TtaAgent
from ai.games.tta.evaluate import WEIGHTS, Weights
from ai.games.tta.match import play_tta

PARAMS = (
    "science",
    "science_stock",
    "food",
    "resources",
    "happy",
    "civil_action",
    "military_action",
    "spare_civil",
    "hand_card",
    "yellow",
    "placement",
    "food_short",
    "resources_short",
    "food_needed",
    "resources_needed",
)
ACCEPT = 0.58
FACTORS = (0.6, 1.6)


def _greedy(seed: int, w: Weights) -> TtaAgent:
    agent = TtaAgent(seed, "normal")
    agent.weights = w
    return agent


def share_of_wins(candidate: Weights, best: Weights, games: int, players: int, first_seed: int) -> float:
    """The candidate player's share of the victories against players with ``best``."""
    old = ai.AGENTS["tta"]

    def make(kind: str, seed: int, _budget: int | None) -> Any:
        return _greedy(seed, candidate if kind == "candidate" else best)

    ai.AGENTS.add("tta", ai.GameAgents(old.strengths, (*old.others, "candidate", "best"), make))
    try:
        share = 0.0
        for seed in range(first_seed, first_seed + games):
            seat = seed % players
            kinds = ["best"] * players
            kinds[seat] = "candidate"
            g = play_tta(kinds, seed).game
            share += 1 / len(g.winners) if f"p{seat + 1}" in g.winners else 0.0
        return share / games
    finally:
        ai.AGENTS.remove("tta")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--sweeps", type=int, default=1)
    parser.add_argument("--start", choices=tuple(WEIGHTS), default="normal")
    args = parser.parse_args(argv)
    best = WEIGHTS[args.start]
    seed = 1000
    for sweep in range(args.sweeps):
        for name in PARAMS:
            for factor in FACTORS:
                candidate = dataclasses.replace(best, **{name: getattr(best, name) * factor})
                rate = share_of_wins(candidate, best, args.games, args.players, seed)
                seed += args.games
                kept = rate >= ACCEPT
                print(f"sweep {sweep} {name} x{factor}: {rate:.1%}{'  kept' if kept else ''}", flush=True)
                if kept:
                    best = candidate
                    break
    print(best)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
