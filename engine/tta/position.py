"""Positions of Through the Ages as data (``engine/data/tta/README.md``, "Positions").

A position is the state's JSON with the envelope fields ``format`` and ``game``. Loading fills
in what a hand-written position may leave out: every option not named takes its default;
``rng`` comes from ``seed``; ``current`` and ``first_player`` are the first player; the row has
13 spaces; a player's fields not given are those of a new player board (starting technologies
and workers, banks, 4 civil and 2 military actions all available), his owned tokens and action
tokens follow from the rest; every card of the box that the position does not place is out of
the game (``removed``). ``phase`` may also be ``start`` (the start-of-turn sequence of
``current`` runs: refill, war, tactic) or ``end`` (his end-of-turn sequence runs). Loaded with
``enter=False``, a position runs nothing (a ``start`` phase owes no decision) until
``run_automatic`` runs it and returns the events.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.core import serial
from engine.core.events import Event
from engine.core.game import PhaseObserver
from engine.core.positions import PositionError, envelope, open_envelope
from engine.core.rng import seed_state
from engine.tta.actions_and_points import sync_actions
from engine.tta.cards import AGES, box_contents, cards, deck_cards
from engine.tta.flow import advance
from engine.tta.invariants import card_locations, check
from engine.tta.options import Options
from engine.tta.setup_game import new_player
from engine.tta.state import GameState, PlayerState
from engine.tta.turn_passing import begin_turn

PHASES = ("political", "action", "end", "over", "start")


def dump_position(g: GameState) -> dict[str, Any]:
    state: dict[str, Any] = serial.to_json(g)
    return envelope(g.game, state)


def load_position(data: Mapping[str, Any], game: str = "tta", enter: bool = True) -> GameState:
    state = dict(open_envelope(data, game))
    state["game"] = game
    players = state.get("players")
    if not isinstance(players, list) or len(players) < 2 or len(set(map(str, players))) != len(players):
        raise PositionError("players", "must list 2 to 4 distinct player ids")
    given_players = state.get("player_states", {})
    if not isinstance(given_players, dict):
        raise PositionError("player_states", "must map each player to his state")
    for extra in sorted(set(given_players) - set(players)):
        raise PositionError(f"player_states.{extra}", "is not one of the players")
    _fill(state, players)
    try:
        g: GameState = serial.from_json(GameState, state)
    except (TypeError, ValueError, KeyError) as err:
        raise PositionError("", f"the position does not parse: {err}") from None
    _check_names(g)
    _finish(g, given_players, set(data))
    if enter:
        run_automatic(g)
    problems = check(g)
    if problems:
        raise PositionError("", f"the position breaks the rules: {'; '.join(problems)}")
    return g


def _fill(state: dict[str, Any], players: list[str]) -> None:
    state.setdefault("options", {})
    state.setdefault("seed", 0)
    state.setdefault("rng", seed_state(int(state["seed"])))
    state.setdefault("current", players[0])
    state.setdefault("first_player", players[0])
    state.setdefault("row", [None] * 13)
    fresh = serial.to_json(PlayerState(player=""))
    probe = GameState(options=serial.from_json(Options, state["options"]), seed=0, players=players, rng=0)
    given = state.get("player_states", {})
    out = {}
    for seat, p in enumerate(players):
        base = serial.to_json(new_player(probe, p, min(seat, 3)))
        base.update(civil_spent=0, military_spent=0)
        for key in ("yellow_owned", "blue_owned", "civil_tokens", "military_tokens"):
            base.pop(key)
        base.update({k: v for k, v in given.get(p, {}).items()})
        base["player"] = p
        out[p] = {**fresh, **base}
    state["player_states"] = out


def _check_names(g: GameState) -> None:
    if g.phase not in PHASES:
        raise PositionError("phase", f"{g.phase!r} is not one of {', '.join(PHASES)}")
    for field in ("current", "first_player"):
        if getattr(g, field) not in g.players:
            raise PositionError(field, f"{getattr(g, field)!r} is not a player")
    if len(g.row) != 13:
        raise PositionError("row", "has 13 spaces (null for an empty one)")
    for p, ps in g.player_states.items():
        _known(f"player_states.{p}.government", [ps.government])
        _known(f"player_states.{p}.leader", [ps.leader])
        for name in ("civil_hand", "military_hand", "specials", "colonies", "workers", "blue"):
            _known(f"player_states.{p}.{name}", list(getattr(ps, name)))
        _known(f"player_states.{p}.wonders", [w.card for w in ps.wonders])
        _known(f"player_states.{p}", [ps.wonder_building, ps.exclusive_tactic, ps.tactic])
    for where, _found in card_locations(g).items():
        _known("", [where])


def _known(field: str, ids: list[str | None]) -> None:
    for cid in ids:
        if cid is not None and cid not in cards():
            raise PositionError(field, f"there is no card {cid!r}")


def _finish(g: GameState, given: Mapping[str, Any], fields: set[str]) -> None:
    too_many = card_locations(g) - box_contents()
    if too_many:
        raise PositionError("", f"more copies than the box holds: {dict(too_many)}")
    _fill_decks(g, box_contents() - card_locations(g), fields)
    for p, ps in g.player_states.items():
        ps.blue = {c: n for c, n in ps.blue.items() if n}
        mine = given.get(p, {})
        if "yellow_owned" not in mine:
            ps.yellow_owned = ps.yellow_bank + ps.pool + sum(ps.workers.values())
        if "blue_owned" not in mine:
            ps.blue_owned = ps.blue_bank + sum(ps.blue.values()) + ps.wonder_tokens
        if not ps.resigned:
            sync_actions(g, ps)


def _fill_decks(g: GameState, missing: Counter[str], fields: set[str]) -> None:
    """Cards the position does not place: the current age's decks (for the player count, in
    the data's order) and the later ages' reserves when those are not given; the rest is out
    of the game."""
    players = max(2, len(g.active))
    if g.age in AGES:
        for deck, name in (("civil", "civil_deck"), ("military", "military_deck")):
            if name in fields or (deck == "military" and g.age == "A"):
                continue
            pile = []
            for c in deck_cards(deck, g.age, players):
                if missing[c] > 0 and not (cards()[c].type == "pact" and players <= 2):
                    pile.append(c)
                    missing[c] -= 1
            setattr(g, name, pile)
    later = AGES[AGES.index(g.age) + 1 :] if g.age in AGES else ()
    for age in later:
        for deck in ("civil", "military"):
            key = f"{deck}:{age}"
            if key not in g.reserve:
                mine = Counter(
                    {c: n for c, n in missing.items() if (cards()[c].deck, cards()[c].age) == (deck, age)}
                )
                g.reserve[key] = sorted(mine.elements())
                missing -= mine
    g.removed += sorted(missing.elements())


def _of(card: str, deck: str, age: str) -> bool:
    return cards()[card].deck == deck and cards()[card].age == age


def run_automatic(g: GameState, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    """Run everything automatic until a decision is owed or the game ends: the start-of-turn
    sequence of a position in phase ``start``, then steps answered in full and end-of-turn
    sequences (``flow.advance``). Returns their events."""
    events = begin_turn(g, g.current) if g.phase == "start" else []
    return events + advance(g, on_phase_end)
