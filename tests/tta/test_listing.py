"""The political and action phases keep the actions their options list (engine/tta/listing.py):
``engine.legal_actions`` gives exactly the actions parsed from the options' JSON form, and
options read back from JSON (which keep none) list the same actions."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ai import agent_for
from engine import apply, legal_actions, new_game, pending
from engine.core.actions import action_from_json
from engine.core.decisions import options_from_json


@pytest.mark.parametrize("players", [2, 4])
def test_the_actions_kept_are_the_actions_listed(players: int) -> None:
    g = new_game([f"p{i + 1}" for i in range(players)], None, players, "tta")
    agents = {p: agent_for("random", i, game="tta") for i, p in enumerate(g.players)}
    checked = 0
    while not g.finished:
        d = pending(g)[0]
        if d.kind in ("tta_action", "tta_political"):
            parsed = [action_from_json({**a, "player": d.player}) for a in d.options.actions]
            assert legal_actions(g, d) == parsed, (g.round, d.kind)
            read_back = options_from_json(type(d.options), d.options.to_json())
            assert read_back == d.options
            again = replace(d, options=read_back)
            assert legal_actions(g, again) == parsed, (g.round, d.kind)
            checked += 1
        apply(g, agents[d.player].act(g, d))
    assert checked > 50
