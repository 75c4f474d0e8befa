"""Trying an answer on a copy of the game: apply it, let the other players owed an answer in
the steps that follow give theirs (their defaults, or what a ``Responder`` says they would
answer), and value what follows for the player who tried.

Answers are tried on a world the player cannot tell from the real game (``ai.games.tta.worlds``),
never on the real game: what an event reveals or a rival's defence holds is then a guess
consistent with what he sees.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ai import NoAnswer
from ai.games.tta.evaluate import NORMAL, Weights, armies, value
from ai.games.tta.threats import Army
from engine import Action, Decision, DecisionOptions, RuleError, copy_state, serial
from engine.tta.api import GameState, apply, pending

# How other players answer a decision in a lookahead (None: their default).
Responder = Callable[[GameState, Decision], Action | None]
# Others' answers given by default before the step resolves (an event asks every player).
SETTLE_LIMIT = 12


Typed = TypeVar("Typed", bound=DecisionOptions)


def options_as(d: Decision, kind: type[Typed]) -> Typed:
    """The decision's options as the class its kind declares (``engine.tta.api.DECISIONS``); a
    decision that comes with other options has no answer here."""
    if not isinstance(d.options, kind):
        raise NoAnswer(f"the options of {d.kind!r} are {type(d.options).__name__}, not {kind.__name__}")
    return d.options


def option_action(option: dict[str, Any]) -> Action:
    """The action a decision lists in its options (their fields are plain values): built
    directly, faster than the general ``action_from_json``, which also checks its input."""
    fields = {k: v for k, v in option.items() if k != "type"}
    action: Action = serial.class_for_tag(option["type"])(**fields)
    return action


def copied(g: GameState) -> GameState:
    """A copy of the game to try things on (the engine's structural copy)."""
    trial: GameState = copy_state(g)
    return trial


def tried(
    g: GameState, action: Action, own_defaults: bool = False, respond: Responder | None = None
) -> GameState | None:
    """The game after ``action`` (and the others' answers in the steps that follow), or None
    when the engine refuses it. ``own_defaults``: the acting player's own later answers (the
    choice an aggression's success gives him) are his defaults too. ``respond``: how the
    others answer (their defaults when it says nothing)."""
    trial = copied(g)
    try:
        apply(trial, action)
    except RuleError:
        return None
    settle(trial, action.player, own_defaults, respond)
    return trial


def settle(g: GameState, me: str, own_defaults: bool = False, respond: Responder | None = None) -> None:
    """Answer the steps owed by other players, until the game asks ``me`` (unless
    ``own_defaults``) or reaches a player's own phase."""
    for _ in range(SETTLE_LIMIT):
        if g.finished or not g.steps:
            return
        decisions = pending(g)
        if not decisions or (not own_defaults and any(d.player == me for d in decisions)):
            return
        d = decisions[0]
        answer = respond(g, d) if respond is not None and d.player != me else None
        for a in (answer, d.default):
            if a is None:
                continue
            try:
                apply(g, a)
                break
            except RuleError:
                continue
        else:
            return


def worth(
    g: GameState, action: Action, weights: Weights = NORMAL, own_defaults: bool = False
) -> float | None:
    """The value for the acting player of the game after ``action``; None if refused."""
    after = tried(g, action, own_defaults)
    return None if after is None else value(after, action.player, weights)


def standing(g: GameState, me: str, w: Weights = NORMAL) -> float:
    """How ``me`` stands against his rivals: his value less the best rival's and the mean
    rival's (``Weights.rivalry`` of the first, the rest of the second), so that hurting the
    leader counts most."""
    return Standing(g, w).of(g, me)


def _surroundings(g: GameState) -> tuple[object, ...]:
    """What a player's value reads beyond his own civilization and the armies."""
    return (g.age, g.last_round, g.pacts, g.wars, len(g.civil_deck))


class Standing:
    """Standings of positions one action away from ``base``: a rival whose civilization, army
    and surroundings the action left as they were keeps the value he had in ``base``."""

    def __init__(self, base: GameState, w: Weights) -> None:
        self.base, self.w = base, w
        self.armies = armies(base)
        self.values = {q: self._value(base, q, self.armies) for q in base.active}
        self._base_standing: dict[str, float] = {}

    def _value(self, g: GameState, q: str, forces: dict[str, Army]) -> float:
        return value(g, q, self.w, [a for p, a in forces.items() if p != q])

    def of(self, g: GameState, me: str) -> float:
        if g is self.base:
            if me not in self._base_standing:
                self._base_standing[me] = self._of(g, me)
            return self._base_standing[me]
        return self._of(g, me)

    def _of(self, g: GameState, me: str) -> float:
        forces = self.armies if g is self.base else armies(g)
        same = g is self.base or (forces == self.armies and _surroundings(g) == _surroundings(self.base))
        kept = self.values if same else {}
        # (Read from ``player_states``: a state still shared with the base is the base's.)
        now, then = g.player_states, self.base.player_states
        rivals = [
            kept[q] if q in kept and (now[q] is then[q] or now[q] == then[q]) else self._value(g, q, forces)
            for q in g.active
            if q != me
        ]
        # In the base, his own value is the one kept (found by the same call).
        mine = self.values[me] if g is self.base and me in self.values else self._value(g, me, forces)
        if not rivals:
            return mine
        focus = self.w.rivalry
        return mine - focus * max(rivals) - (1 - focus) * sum(rivals) / len(rivals)
