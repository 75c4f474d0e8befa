"""Deadlines and reminders, driven by an injectable clock.

One deadline per game at a time, for the current *turn* (round, phase and, in sequential
phases, who is to move). When the turn changes a new deadline starts; reminders go out at the
configured minutes before it (once each); when it passes, the engine's default is taken for
every pending decision. Quiet hours push a deadline that would fall inside a pending player's
quiet hours to their end, and hold back reminders during them. Pausing freezes the time left.

Waiting is plain ``asyncio.sleep`` in one task per game, so a virtual clock (simcord's) works.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

import discord

from bot.config import Settings
from bot.live import PAUSED, RUNNING, LiveGame
from bot.logs import log_event
from bot.quiet import QuietHours, load_all
from bot.service import GameService
from engine import pending


class Clock:
    """Wall-clock time; discord.utils.utcnow follows simcord's virtual clock in tests."""

    def now(self) -> datetime:
        return discord.utils.utcnow()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))


def in_quiet_hours(hours: QuietHours | None, when: datetime) -> bool:
    return hours is not None and hours.contains(when)


Reminder = Callable[[LiveGame, list[str], datetime], Awaitable[None]]


class Scheduler:
    def __init__(self, service: GameService, settings: Settings, clock: Clock | None = None) -> None:
        self.service = service
        self.settings = settings
        self.clock = clock or Clock()
        self.quiet: dict[int, QuietHours] = {}
        self.tasks: dict[int, asyncio.Task[None]] = {}
        self.on_reminder: Reminder | None = None

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
        decisions = pending(g)
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
        waiting = sorted({d.player for d in pending(g)})
        spans = [h for p in waiting if (h := self.quiet.get(live.controller(p))) is not None]
        for _ in range(2 * len(spans) + 1):
            quiet = [h for h in spans if h.contains(due)]
            if not quiet:
                break
            due = max(h.end_after(due) for h in quiet)
        return due

    async def load_quiet_hours(self) -> None:
        """Every player's quiet hours from the database (at start-up)."""
        self.quiet = await load_all(self.service.db)

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

    def arm(self, live: LiveGame) -> None:
        old = self.tasks.pop(live.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        if live.row.status != RUNNING or self.due(live) is None:
            return
        self.tasks[live.id] = asyncio.get_running_loop().create_task(self._run(live))

    def stop(self) -> None:
        for task in self.tasks.values():
            task.cancel()
        self.tasks.clear()

    async def _run(self, live: LiveGame) -> None:
        while True:
            due = self.due(live)
            d = live.meta.get("deadline")
            if due is None or d is None or live.row.status != RUNNING:
                return
            now = self.clock.now()
            upcoming = [r for r in self.settings.reminders if r not in d["sent"]]
            times = [(due - timedelta(minutes=r), r) for r in upcoming]
            times.append((due, 0))
            when, minutes = min(times)
            if when > now:
                await self.clock.sleep((when - now).total_seconds())
                continue
            if minutes:
                await self._remind(live, d, minutes, due)
                continue
            # The defaults change the turn, which arms a fresh task; this one ends here.
            await self._expire(live, d["key"])
            return

    async def _remind(self, live: LiveGame, d: dict[str, Any], minutes: int, due: datetime) -> None:
        d["sent"].append(minutes)
        await self.service.db.save_game(live.row)
        g = live.state
        if g is None:
            return
        now = self.clock.now()
        seats = sorted({x.player for x in pending(g)})
        seats = [s for s in seats if not in_quiet_hours(self.quiet.get(live.controller(s)), now)]
        log_event("reminder", game=live.id, minutes=minutes, seats=len(seats))
        if self.on_reminder is not None and seats:
            await self.on_reminder(live, seats, due)

    async def _expire(self, live: LiveGame, key: str) -> None:
        g = live.state
        if g is None:
            return
        late = sorted({d.player for d in pending(g) if not live.is_ai(d.player)})
        names = ", ".join(live.ai_label(s) if live.is_ai(s) else f"<@{live.controller(s)}>" for s in late)
        log_event("deadline_passed", game=live.id, seats=len(late))
        await self.service.apply_defaults(live, key, f"⏰ Time is up for {names}: the default was taken.")
