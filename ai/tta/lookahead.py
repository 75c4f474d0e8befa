"""Trying an answer on a copy of the game: apply it, let the other players owed an answer in
the same step give their defaults, and value what follows for the player who tried.

Only answers whose outcome the player could foresee are tried this way (building, developing,
taking a card from the public row, a choice between known effects): preparing an event, which
reveals a hidden card, is judged without looking (``ai.tta.political``).
"""

from __future__ import annotations

from ai.tta.evaluate import NORMAL, Weights, value
from engine import copy_state
from engine.core.actions import Action
from engine.core.errors import RuleError
from engine.tta.flow import apply, pending
from engine.tta.state import GameState

# Others' answers given by default before the step resolves (an event asks every player).
SETTLE_LIMIT = 12


def copied(g: GameState) -> GameState:
    """A copy of the game to try things on (the engine's structural copy)."""
    trial: GameState = copy_state(g)
    return trial


def tried(g: GameState, action: Action, own_defaults: bool = False) -> GameState | None:
    """The game after ``action`` (and the others' default answers in the same step), or None
    when the engine refuses it. ``own_defaults``: the acting player's own later answers in
    the steps that follow (the choice an aggression's success gives him) are his defaults too."""
    trial = copied(g)
    try:
        apply(trial, action)
    except RuleError:
        return None
    settle(trial, action.player, own_defaults)
    return trial


def settle(g: GameState, me: str, own_defaults: bool = False) -> None:
    """Answer the steps owed by other players with their defaults, until the game asks ``me``
    (unless ``own_defaults``) or reaches a player's own phase."""
    for _ in range(SETTLE_LIMIT):
        if g.finished or not g.steps:
            return
        decisions = pending(g)
        if not decisions or (not own_defaults and any(d.player == me for d in decisions)):
            return
        d = decisions[0]
        if d.default is None:
            return
        try:
            apply(g, d.default)
        except RuleError:
            return


def worth(
    g: GameState, action: Action, weights: Weights = NORMAL, own_defaults: bool = False
) -> float | None:
    """The value for the acting player of the game after ``action``; None if refused."""
    after = tried(g, action, own_defaults)
    return None if after is None else value(after, action.player, weights)
