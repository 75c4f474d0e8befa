"""One narrator per game: every public event kind a game declares is told by exactly one
sentence, written once, and the bot's thread and log file, the terminal, the demo log and the
golden transcripts all use it.

The narrator is pure: it never prints nor knows who reads. Who a seat is comes from a
:class:`Names` the caller gives (plain names for files and the terminal, Discord mentions in
the bot); what a card, an area or a nation is called comes from the game's own data. Each
sentence is one plain-text line (no Markdown: a file and a terminal read it as it is).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from engine.core.events import Event
from engine.core.words import listing
from i18n.catalog import _


class Names(Protocol):
    """Who the seats of a game are, as the reader should see them."""

    def player(self, seat: str) -> str:
        """The person (or computer player) at ``seat``: "ann", "<@123>", "AI (normal) 1"."""
        ...

    def nation(self, seat: str) -> str | None:
        """The printed name of the nation ``seat`` plays, None while it has none (or in a game
        without nations)."""
        ...


@dataclass(frozen=True)
class PlainNames:
    """Names as plain text: a seat's label (its id when it has none) and its nation's name."""

    labels: Mapping[str, str] = field(default_factory=dict)
    nations: Mapping[str, str] = field(default_factory=dict)

    def player(self, seat: str) -> str:
        return self.labels.get(seat, seat)

    def nation(self, seat: str) -> str | None:
        return self.nations.get(seat)


class Words:
    """What every sentence needs of the names: a seat as a sentence names it (its nation once
    it has one, else its player), with its player beside (for the line that introduces it),
    and several seats in a list. ``sides`` names the pieces that belong to no seat (Advanced
    Civilization's barbarians and pirates), marked for the catalogue and said in the language
    spoken."""

    def __init__(
        self, names: Names, sides: Mapping[str, str] | None = None, cards: Callable[[str], str] = str
    ) -> None:
        self.names = names
        self.sides = sides or {}
        self.card = cards  # a card's printed name in this game

    def __call__(self, seat: str | None) -> str:
        if seat is None:
            return _("nobody")
        if seat in self.sides:
            return _(self.sides[seat])
        return self.names.nation(seat) or self.names.player(seat)

    def full(self, seat: str) -> str:
        """ "Egypt (ann)", or "ann" while the seat has no nation."""
        nation = self.names.nation(seat)
        player = self.names.player(seat)
        return f"{nation} ({player})" if nation else player

    def player(self, seat: str) -> str:
        return self.names.player(seat)

    def many(self, seats: Iterable[str]) -> str:
        return listing(self(s) for s in seats)


# A sentence: an event's data and the words for its seats -> its line (None: a case of the kind
# that is not worth a line, such as "nobody lost a token").
Sentence = Callable[[dict[str, Any], Words], str | None]


@dataclass(frozen=True)
class Narrator:
    """How a game tells its events: a sentence for every public event kind (``public``), the
    lines private events give their addressee (``private``, in the second person), the kinds
    that open a section of a log (``headings``: 1 a round, 2 a phase or a turn), the kinds
    told as they happen but left out of a game's log (``details``: "ann has answered"), the
    names of the sides that are no seat, and the printed name of each card."""

    public: Mapping[str, Sentence]
    private: Mapping[str, Sentence] = field(default_factory=dict)
    headings: Mapping[str, int] = field(default_factory=dict)
    sides: Mapping[str, str] = field(default_factory=dict)
    details: frozenset[str] = frozenset()
    cards: Callable[[str], str] = str
    # The printed name of each seat's nation in a state of the game (none in a game without).
    nations: Callable[[Any], Mapping[str, str]] = field(default=lambda g: {})

    def words(self, names: Names) -> Words:
        return Words(names, self.sides, self.cards)

    def tell(self, e: Event, names: Names) -> str | None:
        """The line of a public event (None for a private one: it could reach a channel)."""
        if e.visible_to is not None:
            return None
        return self._opened(self.public[e.kind](e.data, self.words(names)))

    def tell_privately(self, e: Event, viewer: str, names: Names) -> str | None:
        """The line a private event gives ``viewer`` when it is addressed to him."""
        if e.visible_to is None or viewer not in e.visible_to or e.kind not in self.private:
            return None
        return self._opened(self.private[e.kind](e.data, self.words(names)))

    def _opened(self, line: str | None) -> str | None:
        """A line that opens with a side ("the barbarians...") opens with a capital; a player's
        name stays as it is written ("ann", "p1")."""
        if line and any(line.startswith(_(side)) for side in self.sides.values()):
            return line[:1].upper() + line[1:]
        return line or None

    def heading(self, kind: str) -> int:
        """0 for an event told among others; 1 or 2 for one that opens a round, a phase or a turn."""
        return self.headings.get(kind, 0)

    def in_log(self, kind: str) -> bool:
        """Whether a game's log tells this kind (a detail is told only as it happens)."""
        return kind not in self.details

    def extended(self, other: Narrator) -> Narrator:
        """This narrator with ``other``'s sentences, headings and sides over its own, and
        ``other``'s card names (a game of a family tells most events as the family does)."""
        return Narrator(
            {**self.public, **other.public},
            {**self.private, **other.private},
            headings={**self.headings, **other.headings},
            sides={**self.sides, **other.sides},
            details=self.details | other.details,
            cards=other.cards,
            nations=other.nations,
        )

    def restricted(self, kinds: Iterable[str]) -> Narrator:
        """This narrator telling only ``kinds`` (those a game of the family declares)."""
        keep = set(kinds)
        return replace(
            self,
            public={k: s for k, s in self.public.items() if k in keep},
            private={k: s for k, s in self.private.items() if k in keep},
        )

    def plain_names(self, g: Any, labels: Mapping[str, str] | None = None) -> PlainNames:
        """Plain names for a state of the game: each seat's label (its id when it has none)
        and the nation it plays."""
        return PlainNames(dict(labels or {}), dict(self.nations(g)))
