"""Rules 11: random positions, all eight calamities dealt out, random legal answers.

Random playouts rarely reach six cities (tradable calamities come from stacks 6-9), so this
builds crowded random boards, deals every calamity, and lets random agents answer every
decision of phase 12, checking the invariants and the save round-trip after each action.
"""

from __future__ import annotations

import random

import pytest

from ai.random_player import RandomPlayer
from engine.civ import units
from engine.civ.content import board, trade_cards
from engine.civ.flow import pending
from engine.civ.geography import game_map
from engine.civ.invariants import check
from engine.civ.options import Options
from engine.civ.state import GameState, Ship
from engine.core import serial
from tests.engine.calamity_positions import (
    act_in_calamities,
    calamities_done,
    calamity_game,
    hold_calamity,
    start_calamities,
)

CIV = ["pottery", "medicine", "engineering", "law", "democracy", "philosophy", "agriculture"]


def _random_position(seed: int, options: Options) -> GameState:
    rng = random.Random(seed)
    g = calamity_game(options)
    land = sorted(a for a in game_map(g).in_play if board().areas[a].is_land)
    rng.shuffle(land)
    for i, area in enumerate(land[:80]):
        p = g.players[i % len(g.players)]
        if rng.random() < 0.35 and units.cities_in_stock(g, p):
            units.place_city(g, area, p)
        else:
            units.place_from_stock(g, area, p, min(g.ps(p).stock, rng.randint(1, 4)))
    water = sorted(a for a in game_map(g).in_play if board().areas[a].kind == "coastal")
    for i in range(10):
        p = g.players[i % len(g.players)]
        g.ships[f"s{i}"] = Ship(f"s{i}", p, rng.choice(water))
    for p in g.players:
        g.ps(p).civ_cards = sorted(rng.sample(CIV, rng.randint(0, 3)))
    for cal in trade_cards().calamities:
        holder = rng.choice(g.players)
        trader = rng.choice([p for p in g.players if p != holder])
        hold_calamity(g, holder, cal, traded_by=trader if cal in ("epidemic", "piracy") else None)
    return g


@pytest.mark.parametrize("seed", range(12))
def test_11_random_positions_every_calamity_resolves_legally(seed: int) -> None:
    options = Options(calamity_floor=seed % 2 == 0, simultaneous_phases=seed % 3 != 0)
    g = _random_position(seed, options)
    agents = {p: RandomPlayer(seed * 100 + i) for i, p in enumerate(g.players)}
    start_calamities(g)
    steps = 0
    while not calamities_done(g):
        d = pending(g)[0]
        act_in_calamities(g, agents[d.player].act(g, d))
        assert not check(g)
        data = serial.to_json(g)
        assert serial.to_json(serial.from_json(GameState, data)) == data
        steps += 1
        assert steps < 200
    assert not any(ps.calamities for ps in g.player_states.values())
    assert not check(g)
