"""Deadlines, reminders and AI seats owing a decision, driven by an injectable clock.

One deadline per game at a time, for the current *turn* (round, phase and, in sequential
phases, who is to move). When the turn changes a new deadline starts; reminders go out at the
configured minutes before it (once each); when it passes, the engine's default is taken for
every pending decision. Quiet hours push a deadline that would fall inside a pending player's
quiet hours to their end, and hold back reminders during them. Pausing freezes the time left.

Nothing walks the games: each game's next wake-up (the earliest unsent reminder or its deadline,
or soon when AI seats owe a decision) is written with every change as its *timer*, an indexed row
in the store. One poller per process asks the store for due timers, claims each (a claim is a
conditional update, so with several processes exactly one wins) and only then loads the game and
acts: reminders, the deadline's defaults, the AI's answers. Whatever it does rewrites the timer,
which releases the claim; a process that dies holding a claim loses it after ``LEASE`` seconds.
The poller sleeps until the next timer, or at most ``poll_seconds`` when other processes may add
timers (PostgreSQL). Waiting is plain ``asyncio.sleep``, so a virtual clock (simcord's) works.
"""

from __future__ import annotations

import asyncio
import logging
import time
from datetime import datetime, timedelta
from typing import Any

import discord

from bot.config import Settings
from bot.game_operations import GameService
from bot.live_game import PAUSED, RUNNING, BotError, Change, LiveGame
from bot.logs import log_event
from bot.quiet import QuietHours, load_all

# Seconds a claimed timer stays with the process that claimed it (then another may take it).
LEASE = 120.0
# Shortest sleep of the poller, so that a timer another process holds cannot make it spin.
MIN_WAIT = 0.05
# Due timers claimed per query; a broken game's timer is tried again after RETRY_BROKEN seconds.
BATCH = 100
RETRY_BROKEN = 3600.0
QUIET_RELOAD = 300.0


class Clock:
    """Wall-clock time; discord.utils.utcnow follows simcord's virtual clock in tests."""

    def now(self) -> datetime:
        return discord.utils.utcnow()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))


def in_quiet_hours(hours: QuietHours | None, when: datetime) -> bool:
    return hours is not None and hours.contains(when)


class Scheduler:
    def __init__(
        self, service: GameService, settings: Settings, clock: Clock | None = None, owner: str = ""
    ) -> None:
        self.service = service
        self.settings = settings
        self.clock = clock or Clock()
        self.owner = owner or service.owner
        self.poll_seconds = settings.poll_seconds if service.db.shared else None
        self.quiet: dict[int, QuietHours] = {}
        self._running = False
        self._task: asyncio.Task[None] | None = None
        self._sleeping = False
        self._again = False
        self._target: float | None = None
        self._firing: dict[int, asyncio.Task[None]] = {}
        self._quiet_loaded = 0.0
        # The outbox's sweep for items whose delivery lapsed (the one running), and whether the
        # first sweep (at start-up) was made.
        self._sweeping: asyncio.Task[None] | None = None
        self._swept = False
        self._sweep_after = 0.0  # after a failed sweep, the next waits this long

    # -- computing ------------------------------------------------------------------------

    def minutes_for(self, live: LiveGame, phase: str) -> int:
        own = live.meta.get("deadlines", {})
        if phase in own:
            return int(own[phase])
        if phase in self.settings.phase_deadlines:
            return self.settings.phase_deadlines[phase]
        return int(own.get("default", self.settings.deadline_minutes))

    @staticmethod
    def turn_key(live: LiveGame) -> str | None:
        g = live.state
        if g is None or g.finished:
            return None
        decisions = live.decisions()
        if not decisions:
            return None
        who = (
            "all"
            if all(d.simultaneous for d in decisions)
            else ",".join(sorted({d.player for d in decisions}))
        )
        return f"{g.round}:{g.phase}:{who}"

    def sync(self, live: LiveGame) -> bool:
        """Bring the game's deadline in line with its turn; True when it changed."""
        key = self.turn_key(live) if live.row.status in (RUNNING, PAUSED) else None
        current: dict[str, Any] | None = live.meta.get("deadline")
        now = self.clock.now()
        if key is None:
            live.meta["deadline"] = None
            return current is not None
        if current is None or current.get("key") != key:
            assert live.state is not None
            due = now + timedelta(minutes=self.minutes_for(live, live.state.phase))
            due = self._respect_quiet(live, due)
            current = {"key": key, "due": due.isoformat(), "sent": [], "left": None}
            live.meta["deadline"] = current
            changed = True
        else:
            changed = False
        if live.row.status == PAUSED and current.get("left") is None:
            current["left"] = max(0.0, (datetime.fromisoformat(current["due"]) - now).total_seconds())
        elif live.row.status == RUNNING and current.get("left") is not None:
            current["due"] = (now + timedelta(seconds=float(current["left"]))).isoformat()
            current["left"] = None
        return changed

    def _respect_quiet(self, live: LiveGame, due: datetime) -> datetime:
        """Move ``due`` out of the quiet hours of every player the turn waits for.

        Moving it to the end of one player's quiet hours may land it in another's, so this goes
        round until nobody is quiet; a bounded number of rounds, as the players' quiet hours
        together might cover the whole day.
        """
        g = live.state
        if g is None:
            return due
        waiting = sorted({d.player for d in live.decisions()})
        spans = [h for p in waiting if (h := self.quiet.get(live.controller(p))) is not None]
        for _ in range(2 * len(spans) + 1):
            quiet = [h for h in spans if h.contains(due)]
            if not quiet:
                break
            due = max(h.end_after(due) for h in quiet)
        return due

    async def load_quiet_hours(self) -> None:
        """Every player's quiet hours from the database (at start-up; every few minutes when other
        processes may change them)."""
        self.quiet = await load_all(self.service.db)
        self._quiet_loaded = time.monotonic()

    def wake_at(self, live: LiveGame) -> float | None:
        """Epoch seconds of the game's next reminder or deadline (None: nothing to wait for)."""
        d = live.meta.get("deadline")
        due = self.due(live)
        if live.row.status != RUNNING or d is None or due is None:
            return None
        times = [due - timedelta(minutes=r) for r in self.settings.reminders if r not in d["sent"]]
        return min([*times, due]).timestamp()

    @staticmethod
    def due(live: LiveGame) -> datetime | None:
        d = live.meta.get("deadline")
        if not d or d.get("left") is not None:
            return None
        return datetime.fromisoformat(d["due"])

    def extend(self, live: LiveGame, minutes: int) -> datetime | None:
        d = live.meta.get("deadline")
        if not d:
            return None
        if d.get("left") is not None:
            d["left"] = float(d["left"]) + minutes * 60
            return None
        due = datetime.fromisoformat(d["due"]) + timedelta(minutes=minutes)
        d["due"] = due.isoformat()
        d["sent"] = [r for r in d["sent"] if due - timedelta(minutes=r) <= self.clock.now()]
        return due

    # -- running --------------------------------------------------------------------------

    def start(self) -> None:
        self._running = True
        self._wake()

    def stop(self) -> None:
        self._running = False
        for task in [self._task, self._sweeping, *self._firing.values()]:
            if task is not None:
                task.cancel()
        self._task = None
        self._firing.clear()

    def arm(self, live: LiveGame) -> None:
        """A change was committed: wake the poller if the game's timer is now due earlier."""
        wake = live.timer_written
        if wake is not None and (self._target is None or wake < self._target):
            self._wake()

    def _wake(self) -> None:
        if not self._running:
            return
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._poll())
        elif self._sleeping:
            self._task.cancel()
            self._task = asyncio.get_running_loop().create_task(self._poll())
        else:
            self._again = True  # it is querying: it looks again before it sleeps

    def _now(self) -> float:
        return self.clock.now().timestamp()

    async def _poll(self) -> None:
        db = self.service.db
        while True:
            self._again = False
            now = self._now()
            if self.poll_seconds is not None and time.monotonic() - self._quiet_loaded > QUIET_RELOAD:
                await self.load_quiet_hours()
            for timer in await db.due_timers(now, BATCH):
                if timer.game_id not in self._firing and await db.claim_timer(
                    timer.game_id, now, self.owner, LEASE
                ):
                    self._fire_soon(timer.game_id)
            upcoming = await db.next_timer()
            owed = await db.next_owed(self.service.owner)  # this process delivers its own
            if self._again:
                continue
            if owed is not None:
                owed = max(owed, self._sweep_after)
            if not self._swept or (owed is not None and owed <= now):
                self._sweep_soon(now)
            elif owed is not None:
                upcoming = owed if upcoming is None else min(upcoming, owed)
            wait = self.poll_seconds
            if upcoming is not None:
                until = max(MIN_WAIT, upcoming - now)
                wait = until if wait is None else min(wait, until)
            if wait is None:
                self._target = None
                return
            self._target = now + wait
            self._sleeping = True
            try:
                await self.clock.sleep(wait)
            finally:
                self._sleeping = False

    def owed_by(self, when: float) -> None:
        """Outbox items fall due at ``when`` (a delivery failed): wake the poller by then."""
        if self._target is None or when < self._target:
            self._wake()

    def _sweep_soon(self, now: float) -> None:
        """Deliver the outbox items whose delivery lapsed; the first time, a process alone on its
        database delivers every item left (its predecessor's, whatever their lease)."""
        if self._sweeping is not None and not self._sweeping.done():
            return
        everything = not self._swept and not self.service.db.shared
        self._swept = True
        self._sweeping = asyncio.get_running_loop().create_task(self._sweep(now, everything))
        self._sweeping.add_done_callback(lambda _: self._wake())  # then look at what is due

    async def _sweep(self, now: float, everything: bool) -> None:
        try:
            await self.service.outbox.sweep(now, everything)
        except Exception as err:  # a later sweep tries again
            log_event("outbox_sweep_failed", logging.ERROR, error=f"{type(err).__name__}: {err}")
            self._sweep_after = now + LEASE

    def _fire_soon(self, game_id: int) -> None:
        task = asyncio.get_running_loop().create_task(self._fire(game_id))
        self._firing[game_id] = task
        task.add_done_callback(lambda _: self._firing.pop(game_id, None))

    async def _fire(self, game_id: int) -> None:
        try:
            live = await self.service.get(game_id)
            if live is not None:
                await self._handle(live)
        except BotError as err:  # a game that cannot be loaded: its timer waits a long while
            log_event("timer_failed", logging.ERROR, game=game_id, error=err.message)
            await self.service.db.set_timer(game_id, self._now() + RETRY_BROKEN)

    async def _handle(self, live: LiveGame) -> None:
        """A claimed timer fired: send due reminders, take the defaults if the deadline passed,
        let AI seats act; then write the game's next timer, which releases the claim."""
        d = live.meta.get("deadline")
        due = self.due(live)
        if d is not None and due is not None and live.row.status == RUNNING:
            now = self.clock.now()
            for minutes in [r for r in self.settings.reminders if r not in d["sent"]]:
                if due - timedelta(minutes=minutes) <= now:
                    await self._remind(live, str(d["key"]), minutes)
            if due <= now:
                await self._expire(live, d["key"])
        await self.service.resume_ai(live)
        await self.service.refresh_timer(live)

    async def _remind(self, live: LiveGame, key: str, minutes: int) -> None:
        """Mark the reminder sent; the reminders to the players awaited (outside their quiet
        hours) are owed with that mark."""

        async def mark_sent() -> Change | None:
            d = live.meta.get("deadline")
            g = live.state
            if d is None or d.get("key") != key or minutes in d["sent"] or g is None:
                return None
            d["sent"].append(minutes)
            now = self.clock.now()
            seats = sorted({x.player for x in live.decisions() if live.controller(x.player)})
            seats = [s for s in seats if not in_quiet_hours(self.quiet.get(live.controller(s)), now)]
            log_event("reminder", game=live.id, minutes=minutes, seats=len(seats))
            return Change(remind=seats)

        await self.service.run_locked(live, mark_sent)

    async def _expire(self, live: LiveGame, key: str) -> None:
        g = live.state
        if g is None:
            return
        late = sorted({d.player for d in live.decisions() if not live.is_ai(d.player)})
        names = ", ".join(live.ai_label(s) if live.is_ai(s) else f"<@{live.controller(s)}>" for s in late)
        log_event("deadline_passed", game=live.id, seats=len(late))
        await self.service.apply_defaults(live, key, f"⏰ Time is up for {names}: the default was taken.")
