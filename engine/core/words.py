"""Words shared by every game's texts: a number of things with the noun agreeing ("1 card",
"3 cards"), never "card(s)"; a list read as a sentence reads it ("A, B and C")."""

from __future__ import annotations

from collections.abc import Iterable

from i18n.catalog import _


def noun(n: int, word: str, many: str | None = None) -> str:
    """The noun agreeing with ``n``: "card" for 1, "cards" (or ``many``) otherwise."""
    return word if n == 1 else many or word + "s"


def count(n: int, word: str, many: str | None = None) -> str:
    """ "1 card", "3 cards"; ``many`` for an irregular plural ("1 city", many="cities")."""
    return f"{n} {noun(n, word, many)}"


def listing(items: Iterable[str]) -> str:
    """ "A", "A and B", "A, B and C" in the language spoken; "" for nothing (empty items are left
    out)."""
    xs = [x for x in items if x]
    if len(xs) <= 1:
        return "".join(xs)
    return _("{items} and {last}", items=", ".join(xs[:-1]), last=xs[-1])
