"""What a military card in hand is worth keeping, for choosing which to discard or spend on a
defence: bonus cards defend, events score culture when prepared, tactics and attacks wait
for their moment."""

from __future__ import annotations

from engine.tta.api import PlayerState, cards

KEEP = {
    "bonus": 3.0,
    "tactic": 2.0,
    "territory": 1.5,
    "event": 1.2,
    "aggression": 1.0,
    "war": 0.8,
    "pact": 0.6,
}


def keep_value(ps: PlayerState, cid: str) -> float:
    c = cards()[cid]
    v = KEEP.get(c.type, 0.5) + 0.5 * c.level
    if c.type == "tactic" and ps.tactic == cid:
        v -= 1.0  # already in play: the copy in hand adds nothing
    return v


def least_kept(ps: PlayerState, items: list[str], count: int) -> tuple[str, ...]:
    """``count`` of ``items`` (a multiset from the hand) worth least to keep."""
    ranked = sorted(items, key=lambda c: (keep_value(ps, c), c))
    return tuple(ranked[:count])
