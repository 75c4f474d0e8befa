"""Words shared by every game's texts: a number of things with the noun agreeing ("1 card",
"3 cards"), never "card(s)"; a list read as a sentence reads it ("A, B and C")."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine.core.said_json import TAG, register, value_from_json, value_to_json
from i18n.catalog import N_, _


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


@dataclass(frozen=True)
class Either:
    """ "'a' or 'b' or 'c'" in the language spoken when it is said."""

    items: tuple[object, ...]
    joiner: str = N_("{first} or {second}")

    def __format__(self, spec: str) -> str:
        text = str(self.items[0]) if self.items else ""
        for item in self.items[1:]:
            text = _(self.joiner, first=text, second=item)
        return format(text, spec)

    def to_said_json(self) -> dict[str, Any]:
        return {TAG: "either", "items": [value_to_json(i) for i in self.items], "joiner": self.joiner}

    @classmethod
    def from_said_json(cls, data: dict[str, Any]) -> Either:
        return cls(tuple(value_from_json(i) for i in data["items"]), str(data["joiner"]))


def Both(items: tuple[object, ...]) -> Either:
    """ "a and b and c" in the language spoken when it is said."""
    return Either(items, N_("{first} and {second}"))


@dataclass(frozen=True)
class Joined:
    """Things said (messages, names) one after another, with ``sep`` between them."""

    items: tuple[object, ...]
    sep: str = ", "

    def __str__(self) -> str:
        return self.sep.join(str(i) for i in self.items)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def to_said_json(self) -> dict[str, Any]:
        return {TAG: "joined", "items": [value_to_json(i) for i in self.items], "sep": self.sep}

    @classmethod
    def from_said_json(cls, data: dict[str, Any]) -> Joined:
        return cls(tuple(value_from_json(i) for i in data["items"]), str(data["sep"]))


register("either", Either.from_said_json)
register("joined", Joined.from_said_json)
