"""Decision kinds new to Advanced Civilization have names of their own: a kind both games ask
is answered by the same action (the bot's forms and the computer players are keyed by kind)."""

from __future__ import annotations

from ai import agent_for
from engine import apply, new_game, pending


def kinds_seen(game: str, players: int, seeds: range, rounds: int) -> dict[str, set[str]]:
    """Decision kind -> the action kinds of its defaults, over random games."""
    seen: dict[str, set[str]] = {}
    for seed in seeds:
        g = new_game([f"p{i + 1}" for i in range(players)], None, seed=seed, game=game)
        agents = {p: agent_for("random", seed * 10 + i, game=game) for i, p in enumerate(g.players)}
        while not g.finished and g.round <= rounds:
            d = pending(g)[0]
            if d.default is not None:
                seen.setdefault(d.kind, set()).add(d.default.kind)
            apply(g, agents[d.player].act(g, d))
    return seen


def test_a_kind_both_games_ask_is_answered_by_the_same_action() -> None:
    advciv = kinds_seen("advciv", 5, range(1, 7), 60)
    civ1980 = kinds_seen("civ1980", 5, range(1, 7), 40)
    assert len(advciv) >= 15
    for kind in set(advciv) & set(civ1980):
        assert advciv[kind] == civ1980[kind], kind
