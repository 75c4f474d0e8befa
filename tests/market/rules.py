"""Market as the registry sees it: one object with the game's whole interface
(``engine.core.game.GameRules``), its views (a hand is seen by its merchant only), its
positions and the checks the playouts run."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import MalformedAction
from engine.core.events import Event
from engine.core.game import DataclassRules, PhaseObserver
from engine.core.legal import Lister, Sampler
from engine.core.options import Ruling, check_choices
from engine.core.phase import Submissions
from engine.core.positions import PositionError, envelope, open_envelope
from engine.core.rng import seed_state
from engine.core.views import GAME_MASTER, PLAYER, own_decisions, viewer_role
from engine.core.views import envelope as view_envelope
from tests.market import flow
from tests.market.declared import BID, KEEP
from tests.market.state import (
    BIDDING,
    COPIES,
    GAME,
    GOODS,
    OPTION_DOCS,
    PHASE_TITLES,
    Keep,
    MarketState,
    Offer,
    Options,
    Pass,
)


def view_for(g: MarketState, viewer: str | None = None, role: str | None = None) -> dict[str, Any]:
    role = viewer_role(g, viewer, role)
    decisions = flow.pending(g)
    submitted = sorted(g.data.received) if isinstance(g.data, Submissions) else []
    view = view_envelope(g, role, viewer, PHASE_TITLES[g.phase], decisions, submitted)
    view["players"] = [{"player": p, "score": g.scores[p], "hand_size": len(g.hands[p])} for p in g.players]
    view["deck_size"] = len(g.deck)
    view["discard"] = list(g.discard)
    if role == PLAYER:
        assert viewer is not None
        view["you"] = _private(g, viewer, decisions)
    elif role == GAME_MASTER:
        view["private"] = {p: _private(g, p, decisions) for p in g.players}
        view["secret"] = {"deck": list(g.deck)}
    return view


def _private(g: MarketState, p: str, decisions: list[Decision]) -> dict[str, Any]:
    return {
        "player": p,
        "hand": list(g.hands[p]),
        "drawn": list(g.drawn.get(p, [])),
        "decisions": own_decisions(decisions, p),
    }


def invariants(g: MarketState) -> list[str]:
    held = [c for h in g.hands.values() for c in h] + g.deck + g.discard
    held += [c for d in g.drawn.values() for c in d]
    out = [
        f"{what} are not the players'"
        for what in ("hands", "scores")
        if set(getattr(g, what)) != set(g.players)
    ]
    if Counter(held) != Counter({c: COPIES for c in GOODS}):
        out.append(f"goods not conserved: {sorted(Counter(held).items())}")
    out += [f"{p} has a negative score" for p, s in g.scores.items() if s < 0]
    out += [f"{p} drew {len(d)} goods" for p, d in g.drawn.items() if len(d) != 2]
    if g.finished != (g.phase == "over") or (g.finished and not g.winners):
        out.append(f"phase {g.phase} with finished={g.finished}, winners={g.winners}")
    return out


def secrecy(g: MarketState) -> list[str]:
    """No view but a merchant's own shows his hand, his drawn goods or the deck."""
    out = []
    for viewer in [None, *g.players]:
        view = view_for(g, viewer)
        you = view.get("you")
        if "private" in view or "secret" in view:
            out.append(f"{viewer or 'observer'}: sees game-master data")
        if (viewer is None) != (you is None) or (you is not None and you["player"] != viewer):
            out.append(f"{viewer or 'observer'}: sees someone else's private part")
        if any(set(row) - {"player", "score", "hand_size"} for row in view["players"]):
            out.append(f"{viewer or 'observer'}: sees a hand")
    return out


def list_bids(g: MarketState, d: Decision, rng: Sampler) -> list[Action]:
    return [Pass(d.player), *(Offer(d.player, c) for c in sorted(set(g.hands[d.player])))]


def list_keeps(g: MarketState, d: Decision, rng: Sampler) -> list[Action]:
    return [Keep(d.player, c) for c in sorted(set(g.drawn[d.player]))]


def load_position(data: Mapping[str, Any], enter: bool = True) -> MarketState:
    fields = dict(open_envelope(data, GAME))
    players = fields.get("players")
    if not isinstance(players, list) or not 2 <= len(set(players)) == len(players) <= 4:
        raise PositionError("players", "must list 2 to 4 distinct merchants")
    fields.setdefault("options", {})
    fields.setdefault("scores", {p: 0 for p in players})
    if isinstance(fields.get("seed"), int):
        fields.setdefault("rng", seed_state(fields["seed"]))
    try:
        g: MarketState = serial.from_json(MarketState, {"game": GAME, **fields})
    except (TypeError, ValueError, KeyError) as err:
        raise PositionError("", f"the position does not parse ({type(err).__name__})") from None
    for problem in invariants(g):
        raise PositionError("", problem)
    if enter:
        run_automatic(g)
    return g


def run_automatic(g: MarketState, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    """A position at the start of the offers opens them (nothing else is automatic)."""
    if g.finished or g.phase != BIDDING or g.data is not None:
        return []
    return flow.start_round(g)


class MarketRules(DataclassRules[MarketState]):
    state_class = MarketState
    options_class = Options
    options_documented = OPTION_DOCS

    @property
    def game(self) -> str:
        return GAME

    @property
    def rulings(self) -> list[Ruling]:
        return [Ruling("2", "Is a pass an offer of nothing?", "Yes: a round where all pass sells nothing.")]

    def validate_options(self, options: Options, players: int) -> None:
        check_choices(options, OPTION_DOCS)
        if not 2 <= players <= 4:
            raise MalformedAction(f"Market is for 2 to 4 merchants, not {players}.")

    def phase_table(self) -> tuple[tuple[str, str], ...]:
        return tuple((p, PHASE_TITLES[p]) for p in ("bidding", "keeping"))

    def new_game(self, players: list[str], options: Options | None, seed: int) -> MarketState:
        self.validate_options(options or Options(), len(players))
        return flow.new_game(players, options, seed)

    def pending(self, g: MarketState) -> list[Decision]:
        return flow.pending(g)

    @property
    def legal_listers(self) -> Mapping[str, Lister]:
        return {BID: list_bids, KEEP: list_keeps}

    def apply(self, g: MarketState, action: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]:
        return flow.apply(g, action, on_phase_end)

    def view_for(self, g: MarketState, viewer: str | None = None, role: str | None = None) -> dict[str, Any]:
        return view_for(g, viewer, role)

    def dump_position(self, g: MarketState) -> dict[str, Any]:
        return envelope(GAME, self.state_to_json(g))

    def load_position(self, data: Mapping[str, Any], enter: bool = True) -> MarketState:
        return load_position(data, enter)

    def run_automatic(self, g: MarketState, on_phase_end: PhaseObserver | None = None) -> list[Event]:
        return run_automatic(g, on_phase_end)

    def invariant_violations(self, g: MarketState) -> list[str]:
        return invariants(g)

    def phase_end_violations(self, g: MarketState, phase: str) -> list[str]:
        return [] if phase == BIDDING or not g.drawn else [f"{phase} ended with goods drawn"]

    def secrecy_violations(self, g: MarketState) -> list[str]:
        return secrecy(g)

    def standings(self, g: MarketState) -> list[dict[str, Any]]:
        rows = [{"player": p, "score": g.scores[p], "winner": p in g.winners} for p in g.players]
        return sorted(rows, key=lambda r: -int(r["score"]))


MARKET = MarketRules()
