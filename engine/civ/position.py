"""Positions of the Civilization family as data: the whole position, secret parts included.

A position is the state's JSON (``engine.core.serial``) with two envelope fields, ``format``
and ``game``. Loading fills in what a hand-written position may leave out, then checks it; the
format is documented with an example in ``engine/data/README.md``.

Filled in when absent: every option not named takes its default; ``rng`` is derived from
``seed``; a player's ``player`` field from his key, his ``allowance`` from the player-count
table and his ``stock`` as the allowance less his tokens on the board and in the treasury; in
games with trade cards, every card that is in no hand, no held calamity and no stack given
goes to the bottom of its own stack, in the data's order, calamities last (so ``stacks`` may
be left out, or name only the top cards of some stacks). A position without ``data`` (the phase's
working data) stands at the start of its phase: the phase is entered afresh, its automatic steps
run (taxes are collected, cards drawn...), and no later phase starts. Loaded with ``enter=False``
it stays before those steps (``flow.NotEntered``) until ``flow.run_automatic`` runs them and
returns their events.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.civ import family, units
from engine.civ.content import board
from engine.civ.flow import NotEntered, enter_phase
from engine.civ.phases.setup import has_trade_cards
from engine.civ.state import GameState
from engine.core import serial
from engine.core.positions import FORMAT, PositionError, envelope, open_envelope
from engine.core.rng import seed_state


def dump_position(g: GameState) -> dict[str, Any]:
    state: dict[str, Any] = serial.to_json(g)
    return envelope(g.game, state)


def load_position(data: Mapping[str, Any], game: str, enter: bool = True) -> GameState:
    state = dict(open_envelope(data, game))
    state["game"] = game
    _fill_before_parse(state)
    try:
        g: GameState = serial.from_json(family.family_game(game).state_class, state)
    except (TypeError, ValueError, KeyError) as err:
        raise PositionError("", f"the position does not parse: {err}") from None
    _check_names(g)
    _fill_after_parse(g, state)
    _check_counts(g)
    if "data" not in state:
        if enter:
            enter_phase(g)
        else:
            g.data = NotEntered()
    problems = family.of(g).invariants(g)
    if problems:
        raise PositionError("", f"the position breaks the rules: {'; '.join(problems)}")
    return g


def _fill_before_parse(state: dict[str, Any]) -> None:
    for name in ("players", "options"):
        if name not in state:
            raise PositionError(name, "is required")
    state.setdefault("seed", 0)
    if "rng" not in state:
        state["rng"] = seed_state(int(state["seed"]))
    players = state["players"]
    if not isinstance(players, list) or len(set(map(str, players))) != len(players):
        raise PositionError("players", "must be a list of distinct player ids")
    given = state.setdefault("player_states", {})
    if not isinstance(given, dict):
        raise PositionError("player_states", "must map each player to his state")
    for extra in sorted(set(given) - set(players)):
        raise PositionError(f"player_states.{extra}", "is not one of the players")
    for p in players:
        given.setdefault(p, {})["player"] = p


def _check_names(g: GameState) -> None:
    areas = board().areas
    if g.phase not in family.of(g).phases:
        raise PositionError("phase", f"{g.phase!r} is not a phase of this game")
    for area, occ in g.tokens.items():
        _known_area("tokens", area, areas)
        for p in occ:
            _known_player(g, f"tokens.{area}", p)
    for area, owner in g.cities.items():
        _known_area("cities", area, areas)
        _known_player(g, f"cities.{area}", owner)
    for ship_id, ship in g.ships.items():
        _known_area(f"ships.{ship_id}.area", ship.area, areas)
        _known_player(g, f"ships.{ship_id}", ship.owner)
    deck = family.of(g).full_deck()
    for p, ps in g.player_states.items():
        for card in [*ps.hand, *(h.calamity for h in ps.calamities)]:
            if card not in deck:
                raise PositionError(f"player_states.{p}.hand", f"{card!r} is not a trade card")


def _known_area(field: str, area: str, areas: Mapping[str, Any]) -> None:
    if area not in areas:
        raise PositionError(field, f"{area!r} is not an area of the board")


def _known_player(g: GameState, field: str, player: str) -> None:
    if player not in g.player_states:
        raise PositionError(field, f"{player!r} is not a player of this game")


def _fill_after_parse(g: GameState, state: Mapping[str, Any]) -> None:
    fam = family.of(g)
    allowance = fam.token_allowance(g.options, len(g.players))
    given = state["player_states"]
    for p, ps in g.player_states.items():
        if "allowance" not in given[p]:
            ps.allowance = allowance
        if "stock" not in given[p]:
            ps.stock = ps.allowance - ps.treasury - units.tokens_on_board(g, p)
    if has_trade_cards(g):
        # Stacks given (all or some) hold their cards on top; every card found nowhere else
        # goes beneath, in its own stack, so a case names only the cards it cares about.
        g.stacks = {n: list(g.stacks.get(n, [])) for n in range(1, 10)}
        left = fam.full_deck() - fam.counted_cards(g)
        for card in sorted(left, key=fam.is_calamity):
            g.stacks[fam.card_stack(g, card)].extend([card] * left[card])


def _check_counts(g: GameState) -> None:
    for p, ps in g.player_states.items():
        placed = max(ps.stock, 0) + ps.treasury + units.tokens_on_board(g, p)
        if placed > ps.allowance:
            raise PositionError(
                f"player_states.{p}",
                f"has {placed} tokens on the board, in stock and in the treasury, "
                f"more than the allowance of {ps.allowance}",
            )
        for name in ("stock", "treasury", "allowance"):
            if getattr(ps, name) < 0:
                raise PositionError(f"player_states.{p}.{name}", "is negative")
    if g.stacks:
        extra = family.of(g).counted_cards(g) - family.of(g).full_deck()
        for card in sorted(extra):
            raise PositionError("stacks", f"trade card {card!r} is in more places than there are copies")


__all__ = ["FORMAT", "dump_position", "load_position"]
