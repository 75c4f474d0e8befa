"""The heuristic player: one handler per decision kind, each in the module of its concern.

``HeuristicAgent(seed, strength)`` answers any pending decision with ``act(g, decision)``. It
owns a ``random.Random(seed)`` (used only to break ties and, at "easy" strength, to play some
decisions at random), reads only what its player may know, and checks every answer with the
engine's own validation before returning it: should a heuristic ever produce an illegal answer,
the decision's default is returned instead (and counted in ``fallbacks``), so the game goes on.

Strengths: "normal" plays every heuristic; "easy" never attacks or defends, makes one trade
offer a round, asks more of a trade before accepting, never slips calamities, and answers about
a third of its non-movement decisions like a random legal player.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from ai.games.civ import calamities, cities_ships, growth_movement, purchases, trade
from ai.games.civ.evaluate import site_value
from ai.random_player import RandomPlayer
from engine import Action, Decision, RuleError
from engine.civ.api import (
    CalamityData,
    ChooseNation,
    CounterOffer,
    GameState,
    MakeOffer,
    MoveLand,
    MovementData,
    NationChoice,
    SubmissionPhase,
    Voyage,
    ast_table,
    board,
    check_packet,
    check_voyage,
    current_phase,
    game_map,
    trade_data,
)
from engine.civ.api import CalamityStep as Step

Handler = Callable[["HeuristicAgent", GameState, Decision], Action]

HANDLERS: dict[str, Handler] = {
    "growth": growth_movement.growth,
    "movement": growth_movement.movement,
    "tax_rate": cities_ships.tax_rate,
    "revolt_cities": cities_ships.revolt_cities,
    "conflict_order": cities_ships.conflict_order,
    "civil_war_cities": cities_ships.civil_war_cities,
    "build_cities": cities_ships.build_cities,
    "reduce_cities": cities_ships.reduce_cities,
    "ships": cities_ships.ships,
    "buy_gold": trade.buy_gold,
    "trade": trade.trade,
    "return_cards": trade.return_cards,
    "buy_civ_cards": purchases.buy_civ_cards,
    "assign_losses": calamities.assign_losses,
    "civil_war_beneficiary": calamities.civil_war_beneficiary,
    "earthquake": calamities.earthquake,
    "iconoclasm": calamities.iconoclasm,
}
# Kinds where the engine's default is already the sensible answer for our own units: the
# player takes it on purpose (``answered``).
DEFAULT_ANSWERS = frozenset(
    {
        "lose_units",
        "civil_war_pick",
        "civil_war_keep",
        "choose_volcano",
        "flood_plain",
        "civil_disorder",
        "piracy",
    }
)
STRENGTHS = ("normal", "easy")
EASY_RANDOM_SHARE = 0.35
NO_RANDOM = ("movement", "trade", "choose_nation")


def answered(handlers: dict[str, Handler], defaults: frozenset[str] = DEFAULT_ANSWERS) -> frozenset[str]:
    """The decision kinds a player with ``handlers`` answers: by a handler, the nation by its
    own rule, the ``defaults`` on purpose by the engine's default."""
    return frozenset(handlers) | {"choose_nation"} | defaults


class HeuristicAgent:
    # The handler of each decision kind (a game's own player replaces the table).
    handlers: ClassVar[dict[str, Handler]] = HANDLERS

    def __init__(self, seed: int, strength: str = "normal") -> None:
        if strength not in STRENGTHS:
            raise ValueError(f"strength must be one of {', '.join(STRENGTHS)}, not {strength!r}")
        self.seed = seed
        self.strength = strength
        self.rng = random.Random(seed)
        self.accept_margin = 1.0 if strength == "normal" else 6.0
        self.fallbacks = 0
        self._random: Any = None

    def act(self, g: GameState, d: Decision) -> Action:
        if d.kind == "choose_nation":
            return self.choose_nation(g, d)
        if self.strength == "easy" and d.kind not in NO_RANDOM and self.rng.random() < EASY_RANDOM_SHARE:
            if self._random is None:
                self._random = self.random_player(self.seed * 7919 + 1)
            answer = self._random.act(g, d)
        else:
            handler = self.handlers.get(d.kind)
            answer = handler(self, g, d) if handler is not None else self._default(d)
        return self.checked(g, d, answer)

    def random_player(self, seed: int) -> Any:
        """The random legal player that answers some decisions at easy strength."""
        return RandomPlayer(seed)

    def _default(self, d: Decision) -> Action:
        if d.default is None:
            raise NotImplementedError(f"no answer for a {d.kind!r} decision without a default")
        return d.default

    def checked(self, g: GameState, d: Decision, answer: Action) -> Action:
        """``answer`` if the engine's validation accepts it, else the decision's default."""
        try:
            self.check_answer(g, d, answer)
        except RuleError:
            self.fallbacks += 1
            return self._default(d)
        return answer

    def check_answer(self, g: GameState, d: Decision, answer: Action) -> None:
        check_answer(g, d, answer)

    def finishing_target(self, g: GameState, nation: str) -> int:
        """Civilization-card points the nation's AST row asks for at the end."""
        return max(ast_table(g).rows[nation].late_iron_values.values(), default=0)

    def choose_nation(self, g: GameState, d: Decision) -> Action:
        """The nation with the lowest finishing target (ties at random), in its best start area."""
        nations = d.options_as(NationChoice).nations
        low = min(self.finishing_target(g, n) for n in nations)
        nation = self.rng.choice(sorted(n for n in nations if self.finishing_target(g, n) == low))
        gm = game_map(g)

        def area_key(a: str) -> tuple[float, str]:
            near = sum(site_value(g, n) for n in gm.land_nbrs.get(a, ()))
            return (site_value(g, a) + near / 4, a)

        areas = [a for a in nations[nation] if board().areas[a].is_land] or nations[nation]
        return ChooseNation(d.player, nation, max(areas, key=area_key))


def check_answer(g: GameState, d: Decision, a: Action) -> None:
    """Raise a RuleError if the engine would refuse ``a`` now (never changes the state)."""
    phase = current_phase(g)
    if isinstance(g.data, CalamityData) and g.data.queue:
        step: Step = g.data.queue[0]
        step.check(g, a)
    elif isinstance(a, MoveLand | Voyage):
        _check_move(g, a)
    elif isinstance(a, MakeOffer | CounterOffer):
        check_packet(g, trade_data(g), a.player, a.cards, a.named)
    elif isinstance(phase, SubmissionPhase) and d.kind != "revolt_cities":
        phase.check(g, a)


def _check_move(g: GameState, a: MoveLand | Voyage) -> None:
    data = g.data
    assert isinstance(data, MovementData)
    if isinstance(a, Voyage):
        check_voyage(g, g.ships[a.ship], a.steps, data.fresh)
        return
    gm = game_map(g)
    if a.dest not in gm.land_nbrs.get(a.source, ()) or not 1 <= a.count <= data.fresh.get(a.source, 0):
        raise RuleError(f"planner produced an impossible move {a}")
