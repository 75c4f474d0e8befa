"""Bad input: any action, with any field values, is either legal or refused with a RuleError
that changes nothing (checked on positions of random games); and the refusals the issue names
say why."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai import agent_for
from engine import RuleError, apply, new_game, pending, state_hash
from engine.core import serial
from engine.core.actions import action_from_json
from engine.tta.cards import cards
from engine.tta.flow import HANDLERS
from engine.tta.game import TTA
from engine.tta.state import GameState

KINDS = sorted(
    {cls.kind for table in HANDLERS.values() for cls in table}
    | {"tta_choose", "tta_select", "tta_defend", "tta_bid", "tta_colonize", "tta_answer_pact"}
)
CARD_IDS = sorted(cards())


def _garbage(rng: random.Random, g: GameState, name: str) -> Any:
    if name in ("slot", "count", "amount"):
        return rng.choice([-1, 0, 1, 2, 5, 13, 14])
    if name == "accept":
        return rng.random() < 0.5
    if name in ("target", "partner") and rng.random() < 0.6:
        return rng.choice([*g.players, "nobody"])
    if name in ("bonus", "discard", "discards", "items"):
        return [rng.choice(CARD_IDS) for _ in range(rng.randint(0, 3))]
    if name == "units":
        return {rng.choice(CARD_IDS): rng.randint(-1, 3)}
    if name in ("side", "choice", "option"):
        return rng.choice(
            [
                "A",
                "B",
                "C",
                "food",
                "resources",
                "revolution",
                "culture",
                "military",
                "science",
                "take:1",
                "done",
                "",
            ]
        )
    return rng.choice(["", "nowhere", *rng.sample(CARD_IDS, 3)])


def _fuzz(g: GameState, rng: random.Random, tries: int) -> None:
    for _ in range(tries):
        kind = rng.choice(KINDS)
        cls = serial.class_for_tag(kind)
        fields = {f: _garbage(rng, g, f) for f in cls.__dataclass_fields__ if f not in ("player", "kind")}
        player = rng.choice(g.players)
        action = action_from_json({"type": kind, "player": player, **fields})
        before = state_hash(g)
        snapshot = TTA.state_to_json(g)
        try:
            apply(g, action)
        except RuleError:
            assert state_hash(g) == before, f"{action} was refused but changed the game"
            continue
        assert TTA.invariant_violations(g) == [], action
        g.__dict__.update(TTA.state_from_json(snapshot).__dict__)  # back to the sampled position


@pytest.mark.parametrize("players", [2, 4])
def test_any_action_is_legal_or_changes_nothing(players: int) -> None:
    rng = random.Random(players)
    g = new_game([f"p{i + 1}" for i in range(players)], seed=players, game="tta")
    seats = {p: agent_for("random", i, game="tta") for i, p in enumerate(g.players)}
    step = 0
    while not g.finished:
        if step % 17 == 0:
            _fuzz(g, rng, 25)
        d = pending(g)[0]
        apply(g, seats[d.player].act(g, d))
        step += 1
