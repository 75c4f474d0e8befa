"""Typed errors for refused actions. Every message is written for the player who acted.

An action that raises one of these has changed nothing: handlers validate completely
before they mutate the state.

A refusal is raised with its message still to be said (``i18n.catalog.l_``): it is read in the
language spoken where it is read (the player's, in his ephemeral reply), and a refusal kept in
the game's log (an order replaced by its default) keeps ``said`` (the message and its fields),
which each reader's narrator says in his own language.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable

from engine.core.words import Either
from i18n.catalog import N_, Said, l_


class RuleError(Exception):
    """Base class: an action the rules (or the game's current situation) do not allow."""

    code = "rule_error"

    def __init__(self, message: str | Said) -> None:
        super().__init__(message)
        self.said = message if isinstance(message, Said) else Said(message, catalogued=False)

    @property
    def message(self) -> str:
        """The refusal in the language spoken now."""
        return str(self.said)

    def __str__(self) -> str:
        return self.message


class WrongPhase(RuleError):
    code = "wrong_phase"


class NotYourTurn(RuleError):
    code = "not_your_turn"


class IllegalAction(RuleError):
    code = "illegal"


def allowed(check: Callable[[], None]) -> bool:
    """Whether ``check`` passes: raises no IllegalAction (a list of what may be done now)."""
    try:
        check()
    except IllegalAction:
        return False
    return True


class UnknownName(IllegalAction):
    """An area, nation, ship or card name that does not exist (with suggestions)."""

    code = "unknown_name"

    def __init__(self, what: str, name: str, known: Iterable[str]) -> None:
        # One message per kind of name: a noun glued into a sentence would not take its case.
        missing, unknown = UNKNOWN[what]
        self.name = name
        if not str(name).strip():
            super().__init__(l_(missing))
            return
        close = difflib.get_close_matches(name, list(known), n=3, cutoff=0.6)
        said = l_(unknown, name=repr(name))
        if close:
            said = l_(
                "{refusal} Did you mean {names}?", refusal=said, names=Either(tuple(repr(c) for c in close))
            )
        super().__init__(said)


UNKNOWN = {
    "area": (N_("No area was named."), N_("There is no area called {name}.")),
    "nation": (N_("No nation was named."), N_("There is no nation called {name}.")),
    "player": (N_("No player was named."), N_("There is no player called {name}.")),
    "commodity": (N_("No commodity was named."), N_("There is no commodity called {name}.")),
    "trade card": (N_("No trade card was named."), N_("There is no trade card called {name}.")),
    "civilization card": (
        N_("No civilization card was named."),
        N_("There is no civilization card called {name}."),
    ),
    "ship of yours": (N_("No ship of yours was named."), N_("There is no ship of yours called {name}.")),
}
"""The refusals of a name that is missing or unknown, by the kind of name asked for."""


class NotEnough(IllegalAction):
    """Too few tokens, treasury, stock or cards for what was asked."""

    code = "not_enough"


class OverLimit(IllegalAction):
    """A limit of the rules would be exceeded (ships, cities, capacity, range)."""

    code = "over_limit"


class MalformedAction(RuleError):
    """The action itself is not well formed (wrong types, missing fields)."""

    code = "malformed"


class GameOver(RuleError):
    code = "game_over"
