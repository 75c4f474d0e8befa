"""Trying an answer on a copy of the game: apply it, let the other players owed an answer in
the steps that follow give theirs (their defaults, or what a ``Responder`` says they would
answer), and value what follows for the player who tried.

Answers are tried on a world the player cannot tell from the real game (``ai.tta.worlds``),
never on the real game: what an event reveals or a rival's defence holds is then a guess
consistent with what he sees.
"""

from __future__ import annotations

from collections.abc import Callable

from ai.tta.evaluate import NORMAL, Weights, value
from engine import copy_state
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.tta.flow import apply, pending
from engine.tta.state import GameState

# How other players answer a decision in a lookahead (None: their default).
Responder = Callable[[GameState, Decision], Action | None]
# Others' answers given by default before the step resolves (an event asks every player).
SETTLE_LIMIT = 12


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
    rival's (half each), so that hurting the leader counts most."""
    rivals = [value(g, q, w) for q in g.active if q != me]
    mine = value(g, me, w)
    if not rivals:
        return mine
    return mine - 0.5 * max(rivals) - 0.5 * sum(rivals) / len(rivals)
