"""The action phase's list holds exactly the builds, tactics, Barbarossa's builds and Trade
Routes uses the rules accept (rules 4.3-4.4, the leaders' and pacts' cards): the candidates
the list does not try (a card that is no farm, mine or urban building, no tactic; no
Barbarossa; no pact) are those the rules refuse."""

from __future__ import annotations

from ai import agent_for
from engine import apply, new_game, pending
from engine.core.actions import Action
from engine.tta import build, develop
from engine.tta.actions import Barbarossa, Build, PlayTactic, UseTradeRoutes
from engine.tta.actions_and_points import allowed, civil_available, military_available
from engine.tta.cards import UNITS, cards
from engine.tta.legal import legal_actions
from engine.tta.state import GameState


def _accepted(g: GameState, p: str) -> set[Action]:
    ps = g.ps(p)
    out: set[Action] = set()
    if g.round > 1 and civil_available(ps) >= 1 and ps.pool:
        out |= {Build(p, t) for t in ps.workers if allowed(build.check_build, g, ps, t)}
    if g.round > 1 and military_available(ps) >= 1:
        out |= {PlayTactic(p, t) for t in ps.military_hand if allowed(develop.check_play_tactic, ps, t)}
        units = [t for t in ps.workers if cards()[t].kind in UNITS]
        out |= {Barbarossa(p, t) for t in units if allowed(build.check_barbarossa, g, ps, t)}
    if g.round > 1 and allowed(build.check_trade_routes, g, ps):
        out.add(UseTradeRoutes(p))
    return out


KINDS = (Build, PlayTactic, Barbarossa, UseTradeRoutes)


def test_the_list_holds_exactly_the_accepted_ones() -> None:
    listed_any = 0
    for seed in (3, 5):
        g = new_game(["p1", "p2", "p3"], seed=seed, game="tta")
        seats = {p: agent_for("random", i, game="tta") for i, p in enumerate(g.players)}
        while not g.finished:
            d = pending(g)[0]
            if d.kind == "tta_action":
                listed = {a for a in legal_actions(g, d.player) if isinstance(a, KINDS)}
                assert listed == _accepted(g, d.player), (g.round, d.player)
                listed_any += len(listed)
            apply(g, seats[d.player].act(g, d))
    assert listed_any > 100
