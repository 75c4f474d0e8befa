"""The outbox: what a change owes Discord, stored in the change's own commit and delivered after.

Every change (a player's order, the AI's answers, a deadline's defaults, a game master's operation,
a reminder, a lobby change) writes its ``Change`` as an outbox item in the same batch as the change
itself (``Store.persist``), claimed by the process that made it for ``LEASE`` seconds. Delivering
a game's items means: claim them (this process's own, and any whose claim lapsed), merge them into
one Change, let the notifier post, DM and edit what it says, and delete them. The process that
made a change delivers it as soon as its follow-up (the AI seats' answers) is committed; if it dies
first, the items fall due when the lease ends and the scheduler's poller delivers them (it wakes for
the earliest item due, as for a timer); a process alone on its database (SQLite) delivers everything
left at start-up.

Delivered again after a crash in the middle of a delivery, an item edits rather than repeats: the
game's meta says where each prompt and the phase's status post are (an edit that happened is just
done again), and each new message carries a nonce made from the item and its destination, by which
Discord returns the message already sent rather than a second one (within a few minutes).

Items have a kind, and a delivery function per kind: a change's items are "change"; the pictures
of a status post are "pictures", written when the post is made (with the meta that says where it
is) and delivered right after the change that made it: the next prompt never waits for a picture,
which is drawn afterwards and edited into its post.
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import json
import logging
import math
from collections.abc import Awaitable, Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.live_game import BotError, Change, LiveGame
from bot.logs import log_event
from bot.storage import Owed
from engine import Event, serial

if TYPE_CHECKING:
    from bot.change_runner import GameCore

CHANGE = "change"
PICTURES = "pictures"
# Deliveries one call makes at most in a row: the change's, then the pictures its posts owe.
ROUNDS = 3
# Seconds an item stays with the process that claimed it; then any process may deliver it.
LEASE = 120.0
# A delivery tried this many times without success is given up (and said in the log).
ATTEMPTS = 5
# Games whose lapsed items one sweep takes up.
BATCH = 100


def change_payload(change: Change) -> str:
    """A change as an outbox item's JSON (its events' data as the log has it, not made again)."""
    data: dict[str, Any] = {
        "actor": change.actor,
        "phase_changed": change.phase_changed,
        "reprompt": change.reprompt,
        "note": change.note,
        "defaulted": change.defaulted,
        "answered": change.answered,
        "lobby": change.lobby,
        "over": change.over,
        "remind": change.remind,
    }
    rest = json.dumps({k: v for k, v in data.items() if v})
    if not change.events:
        return rest
    events = ",".join(
        f"[{json.dumps(e.kind)},{text},{json.dumps(e.visible_to)}]"
        for e, text in zip(change.events, _event_texts(change), strict=True)
    )
    return f'{{"events":[{events}]' + ("}" if rest == "{}" else f",{rest[1:]}")


def _event_texts(change: Change) -> list[str]:
    if len(change.event_texts) == len(change.events):
        return change.event_texts
    return [json.dumps(serial.to_json(e.data)) for e in change.events]


def change_from(data: dict[str, Any]) -> Change:
    events = [
        Event(kind, facts, None if to is None else tuple(to)) for kind, facts, to in data.get("events", [])
    ]
    return Change(
        events=events,
        actor=str(data.get("actor", "")),
        phase_changed=bool(data.get("phase_changed", False)),
        reprompt=list(data.get("reprompt", [])),
        note=str(data.get("note", "")),
        defaulted=list(data.get("defaulted", [])),
        answered=list(data.get("answered", [])),
        lobby=bool(data.get("lobby", False)),
        over=str(data.get("over", "")),
        remind=list(data.get("remind", [])),
    )


def merged(changes: Iterable[Change]) -> Change:
    """Several changes, in order, as one (as the notifier would have had them in one follow-up)."""
    out = Change()
    for c in changes:
        out.events += c.events
        out.actor = out.actor or c.actor
        out.phase_changed |= c.phase_changed
        out.note = "\n".join(n for n in (out.note, c.note) if n)
        out.lobby |= c.lobby
        out.over = c.over or out.over
        for mine, theirs in (
            (out.reprompt, c.reprompt),
            (out.defaulted, c.defaulted),
            (out.answered, c.answered),
            (out.remind, c.remind),
        ):
            mine += [s for s in theirs if s not in mine]
    return out


Deliver = Callable[[LiveGame, list[Owed]], Awaitable[None]]


class Outbox:
    """Delivers the outbox items of the games of one process (see the module's docstring)."""

    def __init__(self, core: GameCore) -> None:
        self.core = core

    def record(self, change: Change) -> list[tuple[str, str]]:
        """The items a change adds to its batch: none when nothing is owed, or nobody delivers."""
        if self.core.notifier is None or not change.owes():
            return []
        return [(CHANGE, change_payload(change))]

    async def deliver(self, live: LiveGame) -> None:
        """Deliver what the game owes (this process's items, and lapsed ones), in order."""
        notifier = self.core.notifier
        if notifier is None:
            return
        async with live.notify_lock:
            for _ in range(ROUNDS):  # what a delivery owes in turn (its pictures) is delivered next
                if not await self._deliver(live, self.core.now()):
                    return

    async def _deliver(self, live: LiveGame, due_by: float) -> bool:
        """Deliver the game's items due by ``due_by``; True if some were delivered."""
        db = self.core.db
        items = await db.claim_owed(live.id, self.core.owner, due_by, self.core.now() + LEASE)
        if not items:
            return False
        given_up = [o for o in items if o.attempts > ATTEMPTS]
        if given_up:
            log_event("delivery_given_up", logging.ERROR, game=live.id, items=len(given_up))
        items = [o for o in items if o.attempts <= ATTEMPTS]
        try:
            for kind, group in _runs(items):
                await DELIVERERS[kind](self.core, live, group)
        except Exception as err:  # tried again later, by whichever process polls first
            log_event("delivery_failed", logging.ERROR, game=live.id, error=f"{type(err).__name__}: {err}")
            await db.delivered([o.id for o in given_up])
            later = self.core.now() + LEASE
            await db.postpone_owed([o.id for o in items], later)
            if self.core.scheduler is not None:
                self.core.scheduler.owed_by(later)
            return False
        await db.delivered([o.id for o in items + given_up])
        return True

    async def sweep(self, now: float, everything: bool = False) -> None:
        """Deliver the items whose claim lapsed (``everything``: every item, whoever claimed it —
        for a process alone on its database, at start-up)."""
        if self.core.notifier is None:
            return
        when = math.inf if everything else now
        for game_id in await self.core.db.owed_games(when, BATCH):
            try:
                live = await self.core.get(game_id)
            except BotError:
                live = None
            if live is None:  # a game that cannot be loaded: its items wait for a later sweep
                claimed = await self.core.db.claim_owed(game_id, self.core.owner, when, now + LEASE)
                given_up = [o.id for o in claimed if o.attempts > ATTEMPTS]
                if given_up:
                    log_event("delivery_given_up", logging.ERROR, game=game_id, items=len(given_up))
                    await self.core.db.delivered(given_up)
                continue
            async with live.notify_lock:
                for _ in range(ROUNDS):
                    if not await self._deliver(live, when):
                        break


def _runs(items: list[Owed]) -> list[tuple[str, list[Owed]]]:
    """Consecutive items of the same kind, grouped (a run of changes is delivered as one)."""
    out: list[tuple[str, list[Owed]]] = []
    for o in items:
        if out and out[-1][0] == o.kind:
            out[-1][1].append(o)
        else:
            out.append((o.kind, [o]))
    return out


class Undelivered(Exception):
    """Discord did not take a message of the delivery (a server error): it is tried again."""


async def _deliver_changes(core: GameCore, live: LiveGame, items: list[Owed]) -> None:
    assert core.notifier is not None
    change = merged(change_from(o.payload) for o in items)
    with delivering(items[0].id) as delivery:
        await core.notifier.changed(live, change)
    if delivery.failed:
        raise Undelivered(f"{delivery.failed} message(s) refused by Discord")


def pictures_item(at: list[int], pictures: list[str | None]) -> tuple[str, str]:
    """The item that draws ``pictures`` (None: the board or the game's overview) into the post
    at ``at`` (channel, message)."""
    return PICTURES, json.dumps({"at": at, "pictures": pictures})


async def _deliver_pictures(core: GameCore, live: LiveGame, items: list[Owed]) -> None:
    """Draw each post's pictures once (the game as it is now: its last item says which) and
    edit them in."""
    assert core.notifier is not None
    owed = {tuple(o.payload["at"]): list(o.payload["pictures"]) for o in items}
    for at, pictures in owed.items():
        await core.notifier.draw(live, list(at), pictures)


DELIVERERS: dict[str, Callable[[GameCore, LiveGame, list[Owed]], Awaitable[None]]] = {
    CHANGE: _deliver_changes,
    PICTURES: _deliver_pictures,
}

# -- the delivery under way: nonces, its key, what Discord refused ---------------------------------


@dataclass
class Delivery:
    item: int  # the first item delivered: the key of this delivery, the same when it is repeated
    sent: dict[int, int] = field(default_factory=dict)  # destination -> new messages sent to it
    failed: int = 0  # messages Discord refused with a server error


_DELIVERING: contextvars.ContextVar[Delivery | None] = contextvars.ContextVar("delivering", default=None)


@contextlib.contextmanager
def delivering(item: int) -> Iterator[Delivery]:
    """While the items starting with ``item`` are delivered, new messages get ``nonce``s."""
    delivery = Delivery(item)
    token = _DELIVERING.set(delivery)
    try:
        yield delivery
    finally:
        _DELIVERING.reset(token)


def delivery_key() -> int | None:
    """The key of the delivery under way (None outside one): what a repeated delivery shares."""
    current = _DELIVERING.get()
    return None if current is None else current.item


def refused() -> None:
    """Discord refused a message of the delivery under way with a server error: it is repeated."""
    current = _DELIVERING.get()
    if current is not None:
        current.failed += 1


def nonce(destination: int) -> int | None:
    """The nonce of the next new message to ``destination`` (a channel or a user) in this delivery:
    the same for the same item, destination and rank, so a delivery repeated after a crash sends
    the nonces it sent before and Discord (``enforce_nonce``) does not post twice. None outside a
    delivery."""
    current = _DELIVERING.get()
    if current is None:
        return None
    rank = current.sent.get(destination, 0)
    current.sent[destination] = rank + 1
    digest = hashlib.sha1(f"{current.item}:{destination}:{rank}".encode()).digest()
    return int.from_bytes(digest[:7], "big")
