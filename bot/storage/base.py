"""The store interface every backend implements, and the records it passes around.

A game is a row (status, meta, version, revision) plus its append-only log. ``version`` is the
sequence number of the last log entry; ``revision`` counts every write of the row, and each write
names the revision it was made from: a write from a stale copy of the game fails with
``StaleGame`` (another process, or an abandoned in-memory copy, got there first). Together with
the log's primary key (game, seq) this is how the database guarantees that two processes never
apply two actions at the same game version.

``persist`` writes one ``Batch`` in one transaction: the log entries with their events, the
interaction ids that caused them, the game row, the game's timer and its seats, and what the change
owes Discord (the outbox: items a process claims, delivers and then deletes). Snapshots are a
bounded cache written apart from it (never the truth). Timers are the indexed next moment a game
needs attention (a reminder, a deadline, AI seats owing a decision); a process claims a due
timer before acting on it, so each fires once.
"""

from __future__ import annotations

import json
import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DEFAULT_GAME_TYPE = "civ1980"
DEFAULT_LANGUAGE = "en"  # the language of games created before a game had one
MAX_SEQ = 2**31 - 1  # no log has more entries: "up to the end"


class StoreError(Exception):
    """A write the database refused for a reason the caller can act on."""


class StaleGame(StoreError):
    """The game changed in the database since this copy of it was read: reload and retry."""


class AlreadyDone(StoreError):
    """This interaction was already applied (Discord delivered it twice)."""


@dataclass
class GameRow:
    id: int
    guild_id: int
    channel_id: int
    thread_id: int
    creator_id: int
    status: str
    meta: dict[str, Any]
    version: int = 0
    revision: int = 0
    game_type: str = DEFAULT_GAME_TYPE
    language: str = DEFAULT_LANGUAGE  # of the thread, the status posts and the log


@dataclass(frozen=True)
class LogEntry:
    seq: int
    kind: str  # "start", "action" or "undo"
    actor: str
    payload: dict[str, Any]


@dataclass(frozen=True)
class EventRow:
    kind: str
    data: dict[str, Any]
    visible_to: list[str] | None


@dataclass(frozen=True)
class NewEntry:
    """A log entry to append, with its events as (kind, data as JSON text, visible_to): the text
    is made once by the caller, which also puts it in the change's outbox item."""

    seq: int
    kind: str
    actor: str
    payload: dict[str, Any]
    events: Sequence[tuple[str, str, Sequence[str] | None]] = ()


@dataclass
class Batch:
    """Everything one change writes, in one transaction.

    ``timer`` is the game's next wake-up (epoch seconds) or None for none; ``seats`` the
    (seat, Discord user) pairs of the game's human seats, or None when they did not change.
    """

    row: GameRow
    entries: list[NewEntry] = field(default_factory=list)
    interactions: list[int] = field(default_factory=list)
    timer: float | None = None
    timer_changed: bool = False
    seats: list[tuple[str, int]] | None = None
    # What the change owes Discord: (kind, JSON payload) items, written claimed by ``owner``
    # until ``owed_until`` (after which any process may deliver them).
    owed: list[tuple[str, str]] = field(default_factory=list)
    owner: str = ""
    owed_until: float = 0.0

    @property
    def version(self) -> int:
        return self.entries[-1].seq if self.entries else self.row.version


@dataclass(frozen=True)
class Timer:
    game_id: int
    due_at: float


@dataclass(frozen=True)
class Owed:
    """An item of the outbox, claimed for delivery: ``attempts`` counts its claims."""

    id: int
    kind: str
    payload: dict[str, Any]
    attempts: int


def owed_rows(rows: Sequence[Sequence[Any]]) -> list[Owed]:
    """Claimed outbox rows (id, kind, payload, attempts), in the order they were written."""
    return sorted((Owed(int(r[0]), str(r[1]), json.loads(r[2]), int(r[3])) for r in rows), key=lambda o: o.id)


GAME_COLUMNS = (
    "id, guild_id, channel_id, thread_id, creator_id, status, meta, version, revision, game_type, language"
)


def game_row(r: Sequence[Any]) -> GameRow:
    """A GameRow from the ``GAME_COLUMNS`` of a query."""
    return GameRow(
        int(r[0]), int(r[1]), int(r[2]), int(r[3]), int(r[4]), str(r[5]), json.loads(r[6]),
        int(r[7]), int(r[8]), str(r[9] or DEFAULT_GAME_TYPE), str(r[10] or DEFAULT_LANGUAGE),
    )  # fmt: skip


_NOW: list[Any] = [0, ""]


def now_text() -> str:
    """The time as stored in ``created_at`` columns (to the second; formatted once a second)."""
    second = int(time.time())
    if second != _NOW[0]:
        _NOW[0], _NOW[1] = second, datetime.fromtimestamp(second, UTC).isoformat()
    return str(_NOW[1])


def dumps(value: Any) -> str:
    """JSON text as stored (json's default, cached encoder: the fastest)."""
    return json.dumps(value)


def event_rows(entry: NewEntry) -> list[tuple[int, str, str, str | None]]:
    """(idx, kind, data, visible_to) of an entry's events, as stored."""
    return [
        (i, kind, data, None if visible is None else dumps(list(visible)))
        for i, (kind, data, visible) in enumerate(entry.events)
    ]


class Store(ABC):
    """What the bot needs from its database. Backends: ``SqliteStore``, ``PostgresStore``."""

    dialect: str = ""
    # Whether other processes may write the same database (then cached games are re-checked).
    shared: bool = False

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def migrate(self) -> list[int]:
        """Apply the numbered migrations not applied yet; returns their numbers."""

    @abstractmethod
    async def schema_version(self) -> int: ...

    # -- games ---------------------------------------------------------------------------

    @abstractmethod
    async def create_game(
        self,
        guild_id: int,
        channel_id: int,
        thread_id: int,
        creator_id: int,
        meta: dict[str, Any],
        game_type: str = DEFAULT_GAME_TYPE,
        language: str = DEFAULT_LANGUAGE,
    ) -> GameRow: ...

    @abstractmethod
    async def game(self, game_id: int) -> GameRow | None: ...

    @abstractmethod
    async def game_in_thread(self, thread_id: int) -> GameRow | None: ...

    @abstractmethod
    async def revision(self, game_id: int) -> int | None:
        """The game row's revision (None: no such game): a cheap freshness check."""

    @abstractmethod
    async def game_ids(self, statuses: Sequence[str]) -> list[int]: ...

    @abstractmethod
    async def games_of_user(self, user_id: int, statuses: Sequence[str]) -> list[int]:
        """Ids of the games in which ``user_id`` holds a seat, by the seats index."""

    @abstractmethod
    async def persist(self, batch: Batch) -> None:
        """Write the batch in one transaction; the row's revision goes up by one.

        Raises ``StaleGame`` if the row is no longer at ``batch.row.revision`` or a log entry's
        sequence number is taken, ``AlreadyDone`` if one of the interactions was already seen;
        nothing is written then.
        """

    # -- log, events, snapshots ----------------------------------------------------------

    @abstractmethod
    async def log(self, game_id: int, after: int = 0, upto: int | None = None) -> list[LogEntry]:
        """The game's log entries after ``after`` (and up to ``upto``: the version of a row read
        earlier, so that a state rebuilt from the log matches that row)."""

    @abstractmethod
    async def events_since(self, game_id: int, log_seq: int) -> list[EventRow]: ...

    @abstractmethod
    async def public_events(self, game_id: int, limit: int) -> list[tuple[int, str, dict[str, Any]]]: ...

    @abstractmethod
    async def put_snapshot(self, game_id: int, log_seq: int, state: str, keep: int) -> None:
        """Store the state after ``log_seq``, keeping only the newest ``keep`` of the game."""

    @abstractmethod
    async def latest_snapshot(self, game_id: int, upto: int | None = None) -> tuple[int, str] | None: ...

    @abstractmethod
    async def drop_snapshots(self, game_id: int) -> None: ...

    # -- timers ----------------------------------------------------------------------------

    @abstractmethod
    async def due_timers(self, now: float, limit: int) -> list[Timer]:
        """Timers due at ``now``, earliest first (a claimed timer is due again when its lease ends)."""

    @abstractmethod
    async def next_timer(self) -> float | None: ...

    @abstractmethod
    async def claim_timer(self, game_id: int, now: float, owner: str, lease: float) -> bool:
        """Claim a due timer for ``lease`` seconds (it falls due again then, unless the game's next
        write sets a new one); True for exactly one claimant."""

    @abstractmethod
    async def timer(self, game_id: int) -> float | None: ...

    @abstractmethod
    async def set_timer(self, game_id: int, due_at: float) -> None:
        """Move a game's timer (and release any claim) without writing the game."""

    # -- the outbox ------------------------------------------------------------------------------

    @abstractmethod
    async def claim_owed(self, game_id: int, owner: str, due_by: float, until: float) -> list[Owed]:
        """Claim the game's outbox items that are ``owner``'s or due by ``due_by``, until ``until``
        (epoch seconds); each item goes to exactly one claimant. In the order they were written."""

    @abstractmethod
    async def delivered(self, ids: Sequence[int]) -> None:
        """Remove delivered (or abandoned) outbox items."""

    @abstractmethod
    async def postpone_owed(self, ids: Sequence[int], until: float) -> None:
        """Leave outbox items unclaimed, due at ``until`` (their delivery failed)."""

    @abstractmethod
    async def owed_games(self, now: float, limit: int) -> list[int]:
        """Games with outbox items due at ``now`` (whose claim, if any, has lapsed)."""

    @abstractmethod
    async def next_owed(self, owner: str) -> float | None:
        """When the earliest outbox item not claimed by ``owner`` falls due (None: none is owed;
        ``owner`` delivers its own items itself)."""

    # -- drafts, panels, preferences ------------------------------------------------------------

    @abstractmethod
    async def save_draft(self, game_id: int, seat: str, epoch: int, data: dict[str, Any]) -> None: ...

    @abstractmethod
    async def drafts(self, game_id: int) -> dict[str, tuple[int, dict[str, Any]]]: ...

    @abstractmethod
    async def panel(self, game_id: int, user_id: int) -> tuple[int, int, str] | None: ...

    @abstractmethod
    async def set_panel(
        self, game_id: int, user_id: int, channel_id: int, message_id: int, digest: str
    ) -> None: ...

    @abstractmethod
    async def delete_panel(self, game_id: int, user_id: int) -> None: ...

    @abstractmethod
    async def quiet_rows(self) -> list[tuple[int, int, int, str | None]]:
        """(user, start, end, zone) of every user with quiet hours."""

    @abstractmethod
    async def save_quiet(
        self, user_id: int, start: int | None, end: int | None, zone: str | None
    ) -> None: ...

    @abstractmethod
    async def user_language(self, user_id: int) -> tuple[str | None, str | None]:
        """(the language the user chose with ``/language``, his client's language when last seen);
        None for either that is not known."""

    @abstractmethod
    async def save_user_language(self, user_id: int, chosen: str | None, seen: str | None) -> None:
        """Store both (an upsert: the user's other preferences are kept)."""

    # -- tools, tests and benchmarks -----------------------------------------------------

    @abstractmethod
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read query with ``?`` placeholders (for tests, benchmarks and tools)."""

    @abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One write statement with ``?`` placeholders, committed (tests, benchmarks, tools)."""
