"""What a game declares to the rest of civbot: every decision kind it can ask with the class of
its options, every event kind it can emit with its payload, and its action types.

Each game declares one :class:`GameInterface` in its public module (``engine/civ/api.py``,
``engine/civ/advciv/api.py``, ``engine/tta/api.py``); ``engine.interface(game)`` returns it.
The checks here (:meth:`GameInterface.decision_problems`, :meth:`GameInterface.event_problems`)
let the tests hold every decision and event a game produces to its declaration.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

from engine.core.actions import Action, action_from_json
from engine.core.decisions import Decision, DecisionOptions, options_from_json
from engine.core.errors import MalformedAction
from engine.core.events import Event, EventKind
from engine.core.narrate import Narrator
from engine.core.text import ActionTexts
from i18n.catalog import l_


@dataclass(frozen=True)
class GameInterface:
    game: str
    # Decision kind -> the class of its options.
    decisions: Mapping[str, type[DecisionOptions]]
    # Event kind -> its payload and visibility.
    events: Mapping[str, EventKind]
    actions: tuple[type[Action], ...]
    # How often a random playout picks each action kind relative to the others (1 when not
    # listed): resigning and undoing are rare, so random games go on to their end.
    playout_weights: Mapping[str, float] = field(default_factory=dict)
    # The text form of every action: how a typed line is read and an action written
    # (``engine.parse_action``, ``engine.action_text``).
    texts: ActionTexts[Any] | None = None
    # How the game tells its events: a sentence for every public kind (``engine.narrate``).
    narrator: Narrator = field(default_factory=lambda: Narrator({}))

    def decision_from_json(self, data: Mapping[str, Any]) -> Decision:
        """A decision of this game from its JSON form (``Decision.to_json``): its options are
        rebuilt as its kind's class, its default as its action."""
        kind = str(data["kind"])
        cls = self.decisions.get(kind)
        if cls is None:
            raise MalformedAction(
                l_("{game} asks no decision called {kind}.", game=self.game, kind=repr(kind))
            )
        default, leave = data.get("default"), data.get("leave")
        return Decision(
            str(data["player"]),
            kind,
            str(data["prompt"]),
            options_from_json(cls, data.get("options", {})),
            None if default is None else action_from_json(default),
            bool(data.get("simultaneous", False)),
            None if leave is None else action_from_json(leave),
            bool(data.get("forced", False)),
        )

    def decision_problems(self, d: Decision) -> list[str]:
        """How ``d`` departs from its declaration (nothing when it conforms)."""
        cls = self.decisions.get(d.kind)
        if cls is None:
            return [f"{self.game}: decision kind {d.kind!r} is not declared"]
        if type(d.options) is not cls:
            return [f"{self.game}: {d.kind} options are a {type(d.options).__name__}, not a {cls.__name__}"]
        hints = _hints(cls)
        fields = dataclasses.fields(cls)  # type: ignore[arg-type]
        return [
            f"{self.game}: {d.kind} options.{f.name} = {getattr(d.options, f.name)!r} is not {hints[f.name]}"
            for f in fields
            if not conforms(getattr(d.options, f.name), hints[f.name])
        ]

    def event_problems(self, e: Event) -> list[str]:
        """How ``e`` departs from its declaration (nothing when it conforms)."""
        declared = self.events.get(e.kind)
        if declared is None:
            return [f"{self.game}: event kind {e.kind!r} is not declared"]
        problems = []
        if not declared.allows(e):
            problems.append(f"{self.game}: {e.kind} is declared {declared.visibility}")
        if not conforms(e.data, declared.payload):
            problems.append(f"{self.game}: {e.kind} data {e.data!r} is not a {declared.payload.__name__}")
        return problems


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def conforms(value: Any, tp: Any) -> bool:
    """Whether a value made of dicts, lists, tuples and scalars has the declared type ``tp``."""
    if tp is Any:
        return True
    if tp is None or tp is type(None):
        return value is None
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        return any(conforms(value, arg) for arg in get_args(tp))
    if origin is typing.Literal:
        return value in get_args(tp)
    if is_typeddict(tp):
        return _conforms_to_typeddict(value, tp)
    if origin in (list, tuple, dict, Mapping) or tp in (list, tuple, dict):
        return _conforms_to_container(value, tp, origin or tp)
    if tp is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if tp is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, tp)


def _conforms_to_typeddict(value: Any, tp: Any) -> bool:
    if not isinstance(value, dict):
        return False
    hints = _hints(tp)
    keys = set(value)
    if not tp.__required_keys__ <= keys or not keys <= set(hints):
        return False
    return all(conforms(value[k], hints[k]) for k in keys)


def _conforms_to_container(value: Any, tp: Any, origin: Any) -> bool:
    args = get_args(tp)
    if origin in (dict, Mapping):
        if not isinstance(value, dict):
            return False
        key_t, val_t = args or (Any, Any)
        return all(conforms(k, key_t) and conforms(v, val_t) for k, v in value.items())
    if not isinstance(value, origin):
        return False
    if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
        return len(value) == len(args) and all(conforms(v, a) for v, a in zip(value, args, strict=True))
    item = args[0] if args else Any
    return all(conforms(v, item) for v in value)
