"""The game's own random number generator, held in the game state.

SplitMix64 is tiny, has a single 64-bit integer of state that serialises as a JSON number,
and gives the same sequence on every Python version, which keeps saved games replayable.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_SPAN = 1 << 64
_MASK = _SPAN - 1
# The rejection bound of ``below(n)`` for the small n samples draw with (a list's length, a
# count): a big-integer remainder per draw was a tenth of a random playout's drawing.
_LIMITS = tuple(_SPAN - (_SPAN % n) if n else 0 for n in range(1024))


class Rng:
    """Deterministic generator; ``state`` is everything needed to continue the sequence."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < 1024 else _SPAN - (_SPAN % n)
        # next_u64 inlined: random playouts draw hundreds of thousands of numbers.
        state = self.state
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


def seed_state(seed: int) -> int:
    """Spread a small user seed over the 64-bit state space."""
    return Rng(seed).next_u64()
