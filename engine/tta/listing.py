"""The decisions that list every legal action in their options (``tta_action``,
``tta_political``): the actions the options were made from are kept with them.

The options carry each action's JSON form, their declared value (what a form shows and what is
saved and compared); ``engine.legal_actions`` must give the actions themselves, and parsing every
JSON form back was a quarter of a random Through the Ages playout. The actions kept are not a
field: they are not in the options' JSON, equality or repr, and options read back from JSON (which
have none) are parsed as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from engine.core.actions import Action, action_from_json
from engine.core.decisions import DecisionOptions

OptionsT = TypeVar("OptionsT", bound=DecisionOptions)
_KEPT = "_listed_actions"


def keeping(options: OptionsT, actions: Sequence[Action]) -> OptionsT:
    """``options`` (whose ``actions`` field is the JSON form of ``actions``), keeping ``actions``."""
    object.__setattr__(options, _KEPT, tuple(actions))
    return options


def listed_actions(options: Any, player: str) -> list[Action]:
    """The actions ``options`` list, for ``player``: those kept, else parsed from their JSON."""
    kept: tuple[Action, ...] | None = getattr(options, _KEPT, None)
    if kept is not None and all(a.player == player for a in kept):
        return list(kept)
    return [action_from_json({**a, "player": player}) for a in options.actions]
