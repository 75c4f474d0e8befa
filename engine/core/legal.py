"""Legal actions: what a pending decision allows, listed in full where the set is small and
sampled where it is large, and the machinery every game's lists share.

A game lists the legal actions of each decision kind it asks (its ``legal_actions`` table,
``kind -> Lister``). A lister returns every legal action when there are few (a nation and its
start area, a tax rate, a volcano) and otherwise a *sample*: the decision's default, then up to
:data:`SAMPLE` more actions drawn with the generator it is given, covering every kind of action
the decision allows (in movement: land moves, voyages, undoing a move and ending the turn;
in trade: offers, counters, acceptances, refusals, withdrawals and being done). The sample
depends only on the state, the decision and the seed: the same seed gives the same list.

Every action listed is legal: applying it to the state succeeds (the property tests check this
on random games of every game).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import GameOver, RuleError
from engine.core.rng import Rng
from i18n.catalog import N_, Said, l_

T = TypeVar("T")

# How many actions a sampled list draws besides the decision's default, unless asked otherwise.
SAMPLE = 16


class Sampler(Rng):
    """The seeded generator a list is drawn with, and how many draws a sample makes (``size``;
    a lister whose draws are costly makes a share of them)."""

    __slots__ = ("size",)

    def __init__(self, state: int, size: int = SAMPLE) -> None:
        super().__init__(state)
        self.size = max(1, size)


# A game's lister of one decision kind: (state, decision, sampler) -> the legal actions.
Lister = Callable[[Any, Decision, Sampler], list[Action]]


class NotPending(RuleError):
    """The decision asked about is not one the game is waiting for."""

    code = "not_pending"


def check_asked(finished: bool, decision: Decision, pending: Sequence[Decision]) -> None:
    """Refuse to list actions of a finished game or of a decision that is not pending."""
    if finished:
        raise GameOver(l_("The game is over: nobody has anything to decide."))
    if decision not in pending:
        waiting = ", ".join(f"{d.player} ({d.kind.replace('_', ' ')})" for d in pending) or Said(N_("nobody"))
        raise NotPending(
            l_("That decision is not pending now; the game waits for {waiting}.", waiting=waiting)
        )


def unique(actions: Iterable[Action]) -> list[Action]:
    """``actions`` without repeats, in their first order."""
    seen: set[str] = set()
    out = []
    for a in actions:
        key = repr(a)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def sampled(
    decision: Decision, rng: Sampler, draw: Callable[[], Action | None], most: int | None = None
) -> list[Action]:
    """The decision's default, then the sample's draws (at most ``most`` where each draw is
    costly; a draw of None is skipped), without repeats."""
    first = [decision.default] if decision.default is not None else []
    n = rng.size if most is None else min(rng.size, most)
    return unique([*first, *(a for a in (draw() for _draw in range(n)) if a is not None)])


def pick(rng: Rng, items: Sequence[T], k: int) -> list[T]:
    """``k`` distinct items of ``items`` in a random order (all of them if there are fewer)."""
    pool = list(items)
    rng.shuffle(pool)
    return pool[: max(0, k)]


def between(rng: Rng, low: int, high: int) -> int:
    """A uniform integer in ``[low, high]``."""
    return low + rng.below(high - low + 1) if high > low else low


def chance(rng: Rng, p: float) -> bool:
    """True with probability ``p``."""
    return rng.below(1 << 30) < p * (1 << 30)
