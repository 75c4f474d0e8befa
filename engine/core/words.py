"""Words shared by every game's texts: a number of things with the noun agreeing ("1 card",
"3 cards"), never "card(s)"."""

from __future__ import annotations


def count(n: int, word: str, many: str | None = None) -> str:
    """ "1 card", "3 cards"; ``many`` for an irregular plural ("1 city", many="cities")."""
    return f"{n} {word if n == 1 else many or word + 's'}"
