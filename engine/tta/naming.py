"""Cards named in a message said later (a refusal, ``i18n.catalog.l_``): the message keeps the
card's id and names it in the language spoken when it is read, not when it was raised (the
player who applied the order may speak another language than the one who reads why it failed).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine.tta.cards import cards
from engine.tta.texts import card_name, printed
from i18n.catalog import _


class Printed(str):
    """A card id, said as the card's printed name (``texts.printed``); an id that names no card
    (a player's typo) is said quoted, as typed. A ``str``, so a kept message stays JSON."""

    def __format__(self, spec: str) -> str:
        cid = str(self)
        return format(printed(cid) if cid in cards() else repr(cid), spec)


class Named(str):
    """A card id, said as ``texts.card_name`` (with its age where several ages print the name)."""

    def __format__(self, spec: str) -> str:
        cid = str(self)
        return format(card_name(cid) if cid in cards() else repr(cid), spec)


@dataclass(frozen=True)
class Listed:
    """Items said one after another, with commas; "none" (in the language spoken) when there
    are none. Items are said with ``format`` (a ``Printed`` names its card)."""

    items: tuple[object, ...]

    def __format__(self, spec: str) -> str:
        return format(", ".join(format(i) for i in self.items) or _("none"), spec)


def listed(items: Iterable[object]) -> Listed:
    return Listed(tuple(items))


def by_name(cids: Iterable[str]) -> list[str]:
    """Card ids once each, in the order of their English names (a refusal's list of cards reads
    in the same order in every language)."""
    return sorted(set(cids), key=lambda c: cards()[c].name)


def cards_listed(cids: Iterable[str]) -> Listed:
    """Card ids said as their printed names, with commas."""
    return Listed(tuple(Printed(c) for c in cids))


@dataclass(frozen=True)
class Later:
    """A field said by calling ``say`` when the message is read (a phase's title, say)."""

    say: Callable[[], str]

    def __format__(self, spec: str) -> str:
        return format(self.say(), spec)
