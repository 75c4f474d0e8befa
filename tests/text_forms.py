"""The text forms of a game's decisions as the syntax tests use them (``GameInterface.texts``,
called directly so that hand-made decisions can be read): an answer read from a line, an answer
shown as a line, and mangled answers that must be refused in words, shared by every game's
syntax tests."""

from __future__ import annotations

import copy
import random
from typing import Any

from engine import Action, interface
from engine.civ.flow import apply
from engine.civ.state import GameState
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.core.text import ActionTexts, NotUnderstood


def texts(g: GameState) -> ActionTexts[Any]:
    """The text forms of ``g``'s game."""
    found = interface(g.game).texts
    assert found is not None
    return found


def parse(g: GameState, d: Decision, line: str) -> Action:
    return texts(g).parse(g, d, line)


def show(g: GameState, d: Decision, action: Action) -> str:
    return texts(g).text(g, action, d)


def refuse_garbage(
    decisions: list[tuple[GameState, Decision]], vocabulary: list[str], rng: random.Random
) -> None:
    """Each answer shown, mangled three times with words of ``vocabulary``, is refused in words."""
    for g, d in decisions:
        if d.default is None:
            continue
        for _ in range(3):
            words = show(g, d, d.default).split()
            for _ in range(rng.randint(1, 2)):
                i = rng.randrange(len(words) + 1)
                if rng.random() < 0.5 and words[i:]:
                    words[i] = rng.choice(vocabulary)
                else:
                    words.insert(i, rng.choice(vocabulary))
            try:
                action = parse(g, d, " ".join(words))
            except NotUnderstood as err:
                assert err.message and "Traceback" not in err.message
                continue
            try:
                apply(copy.deepcopy(g), action)
            except RuleError as err:
                assert err.message
