"""Armies (rules 10.4.6): the grouping of units under the current tactic that maximises
strength, for a civilization's strength rating and for a colonization force.

A tactic needs a multiset of unit types per army. An army is antiquated when one of its
units is two or more levels below the tactic (then the tactic's smaller value counts); one
air force unit may join each army and doubles its value. Because every army of a tactic
needs the same units, the number of armies is fixed by the scarcest type; the best grouping
forms as many fresh (non-antiquated) armies as possible and gives the air forces to them
first. With Genghis Khan an infantry unit may fill a cavalry place.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.tta.cards import Card, cards
from engine.tta.state import GameState


@dataclass(frozen=True, slots=True)
class UnitCounts:
    """Units by kind and level: ((kind, level), count) pairs, sorted."""

    items: tuple[tuple[tuple[str, int], int], ...]


def unit_counts(units: Iterable[tuple[Card, int]]) -> UnitCounts:
    found: dict[tuple[str, int], int] = {}
    for c, n in units:
        if n:
            key = (c.kind, c.level)
            found[key] = found.get(key, 0) + n
    return UnitCounts(tuple(sorted(found.items())))


def tactic_values(g: GameState, tactic: Card) -> tuple[int, int]:
    """(normal, antiquated) tactical strength; option ``fortifications`` picks the disputed one."""
    if tactic.disputed_strength and g.options.fortifications != "5/3":
        value = tactic.disputed_strength["strength"]
        old = tactic.disputed_strength["antiquated_strength"]
        return value, old
    return (
        tactic.strength,
        tactic.antiquated_strength if tactic.antiquated_strength is not None else tactic.strength,
    )


def armies_strength(g: GameState, tactic: Card, counts: UnitCounts, infantry_as_cavalry: bool = False) -> int:
    """The tactical strength of the best grouping of ``counts`` under ``tactic``.

    Kept per tactic, units and option once found (``_GROUPINGS``): a strength rating needs it,
    and the computer players rate every position they try, most with the same army."""
    values = tactic_values(g, tactic)
    if cards().get(tactic.id) is not tactic:  # a card made up by a caller: never kept
        return _grouped(tactic, counts, infantry_as_cavalry, values)
    key = (tactic.id, counts, infantry_as_cavalry, values)
    found = _GROUPINGS.get(key)
    if found is None:
        if len(_GROUPINGS) >= GROUPINGS_KEPT:
            _GROUPINGS.clear()
        found = _GROUPINGS[key] = _grouped(tactic, counts, infantry_as_cavalry, values)
    return found


# Groupings kept at most (a few bytes each; the set is emptied when full).
GROUPINGS_KEPT = 4096
_GROUPINGS: dict[tuple[str, UnitCounts, bool, tuple[int, int]], int] = {}


def _grouped(tactic: Card, counts: UnitCounts, infantry_as_cavalry: bool, values: tuple[int, int]) -> int:
    value, old_value = values
    fresh = {"infantry": 0, "cavalry": 0, "artillery": 0}
    old = dict(fresh)
    air = 0
    for (kind, level), n in counts.items:
        if kind == "air_force":
            air += n
        elif level >= tactic.level - 1:
            fresh[kind] += n
        else:
            old[kind] += n
    if not infantry_as_cavalry or "cavalry" not in tactic.army:
        return _best(tactic.army, fresh, old, air, value, old_value)
    best = 0
    # Infantry may fill cavalry places: try every number of fresh and old infantry so used.
    for fresh_moved in range(fresh["infantry"] + 1):
        for old_moved in range(old["infantry"] + 1):
            f = dict(fresh, infantry=fresh["infantry"] - fresh_moved, cavalry=fresh["cavalry"] + fresh_moved)
            o = dict(old, infantry=old["infantry"] - old_moved, cavalry=old["cavalry"] + old_moved)
            best = max(best, _best(tactic.army, f, o, air, value, old_value))
    return best


def _best(
    army: dict[str, int], fresh: dict[str, int], old: dict[str, int], air: int, value: int, old_value: int
) -> int:
    armies = min((fresh[k] + old[k]) // n for k, n in army.items())
    fresh_armies = min(armies, min(fresh[k] // n for k, n in army.items()))
    total = fresh_armies * value + (armies - fresh_armies) * old_value
    doubled_fresh = min(air, fresh_armies)
    doubled_old = min(air - doubled_fresh, armies - fresh_armies)
    return total + doubled_fresh * value + doubled_old * old_value
