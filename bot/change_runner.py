"""GameCore: games loaded on demand, every change serialised per game, apply -> commit -> reply.

Every change to a game goes through ``_run``: under the game's own ``asyncio.Lock`` the change is
checked against the component version it was made from, applied by the engine (the only rules
authority) and committed in one batch (log entries, events, the game row, its timer and seats;
``Store.persist``). The caller is answered as soon as that commit is done. A background task then
lets AI and vacant seats answer, under the same lock and in one commit, and only after it are the
public posts and prompts sent (``_follow_up``). What a change owes Discord is written with it, in
the same batch, as an outbox item (``bot.outbox``): a crash between the commit and the messages
loses none of them.

Versions: each game's version is the sequence number of its last log entry. Each seat has an
*epoch*: the version at which its current prompt was issued. A component made before the seat's
epoch is stale and politely refused, which also makes a double click harmless.

Several processes may share a PostgreSQL database: each write names the row revision it was made
from, so a write from an outdated copy fails (``StaleGame``); the game is then reloaded in place
and the change tried again against the new state.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import socket
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from ai import Agent
from bot.auto import AI_ACTOR, FORCED_ACTOR, VACANT_ACTOR, Applied, Seats, Step, apply_step, next_answered
from bot.cache import GameCache
from bot.games import game_of
from bot.live_game import (
    ENDED,
    FINISHED,
    PAUSED,
    RUNNING,
    VACANT,
    BotError,
    Change,
    LiveGame,
    Notifier,
    Scheduling,
)
from bot.logs import log_event
from bot.outbox import LEASE, Outbox
from bot.replay import catch_up, rebuild, snapshot_text
from bot.storage import AlreadyDone, Batch, GameRow, NewEntry, StaleGame, Store
from bot.thinking import BUDGET, AiFailed, Answers, Thinker, shared_pool
from engine import Action, CoreState, Decision, Event, serial
from i18n.catalog import _

# Actors of the automatic answers (an undo takes them back with the decision before them).
AUTOMATIC = (AI_ACTOR, VACANT_ACTOR, FORCED_ACTOR)
# Automatic actions (AI seats, vacant seats) applied in one pass and one commit; a game that still
# owes more after that (only AI seats left) goes on in a fresh task.
AUTO_LIMIT = 500
# Seconds after a change that leaves AI seats owing a decision at which any process may take
# them up (the process that made the change normally does it at once; this covers a crash).
AUTO_GRACE = 60.0
RETRIES = 3
T = TypeVar("T")


class GameCore:
    def __init__(
        self,
        db: Store,
        snapshot_every: int = 100,
        *,
        hot_games: int = 1000,
        idle_minutes: float = 30.0,
        snapshots_kept: int = 2,
        freeze: bool = True,
        ai_workers: int | None = None,
        ai_seconds: float = BUDGET,
        ai_budget: int | None = None,
    ) -> None:
        self.db = db
        self.snapshot_every = snapshot_every
        self.snapshots_kept = snapshots_kept
        self.cache = GameCache(hot_games, idle_minutes * 60, freeze)
        self.notifier: Notifier | None = None
        self.scheduler: Scheduling | None = None
        self.now: Callable[[], float] = time.time
        # This process, as it claims timers and outbox items in a database others may share.
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self.outbox = Outbox(self)
        # Computer players think in worker processes (``bot.thinking``), for at most this long;
        # a strength that searches does ``ai_budget`` work per decision (None: its default).
        self.ai_workers, self.ai_seconds, self.ai_budget = ai_workers, ai_seconds, ai_budget
        self._thinking: Thinker | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._loading: dict[int, asyncio.Future[LiveGame]] = {}

    # -- loading -------------------------------------------------------------------------

    async def get(self, game_id: int) -> LiveGame | None:
        live = self.cache.get(game_id)
        if live is not None:
            if self.db.shared:
                await self._check_fresh(live)
            return live
        row = await self.db.game(game_id)
        return await self._load(row) if row else None

    async def in_thread(self, thread_id: int) -> LiveGame | None:
        live = self.cache.in_thread(thread_id)
        if live is not None:
            return await self.get(live.id)
        row = await self.db.game_in_thread(thread_id)
        return await self._load(row) if row else None

    async def games_of(self, user_id: int, statuses: tuple[str, ...] = (RUNNING, PAUSED)) -> list[LiveGame]:
        """The games (running and paused by default) in which ``user_id`` plays; a broken game
        is left out."""
        out = []
        for game_id in await self.db.games_of_user(user_id, statuses):
            try:
                live = await self.get(game_id)
            except BotError:
                continue
            if live is not None and live.row.status in statuses and live.seat_of(user_id):
                out.append(live)
        return out

    async def _load(self, row: GameRow) -> LiveGame:
        cached = self.cache.get(row.id)
        if cached is not None:
            return cached
        loading = self._loading.get(row.id)
        if loading is not None:
            return await asyncio.shield(loading)
        future: asyncio.Future[LiveGame] = asyncio.get_running_loop().create_future()
        self._loading[row.id] = future
        try:
            live = await self._build(row)
        except BaseException as err:
            future.set_exception(err)
            future.exception()  # retrieved: only the coroutines waiting for it need it
            raise
        finally:
            del self._loading[row.id]
        self.cache.put(live)
        future.set_result(live)
        if self._auto_owed(live):
            self._after(live)  # AI seats owe a decision (after a restart, say)
        return live

    async def _build(self, row: GameRow) -> LiveGame:
        live = LiveGame(row)
        for stale_key in ("log_seq", "snapshot_seq"):  # kept in the meta before migration 4
            row.meta.pop(stale_key, None)
        if row.status in (RUNNING, PAUSED, FINISHED) or (row.status == ENDED and row.version > 0):
            try:
                live.state, live.snapshot_seq = await rebuild(self.db, row.id, row.version)
            except Exception as err:  # a broken game fails alone, when it is needed
                log_event("game_load_failed", logging.ERROR, game=row.id, error=_describe(err))
                raise BotError(
                    _(
                        "Game #{game} could not be loaded from the database; the bot's log says why. "
                        "Ask the bot's operator.",
                        game=row.id,
                    )
                ) from None
            live.snapshot_round = live.state.round if live.snapshot_seq else 0
            live.drafts = await self.db.drafts(row.id)
        live.seats_written = live.human_seats()
        return live

    async def _check_fresh(self, live: LiveGame) -> None:
        """Shared database: catch up with changes another process made to a cached game."""
        if await self.db.revision(live.id) == live.row.revision and not live.stale:
            return
        async with live.lock:
            if live.stale or await self.db.revision(live.id) != live.row.revision:
                await self._reload(live)

    async def _reload(self, live: LiveGame) -> None:
        """Bring a cached game in line with the database, in place (under its lock)."""
        row = await self.db.game(live.id)
        if row is None:
            self.cache.drop(live.id)
            raise BotError(_("That game no longer exists."))
        g = live.state
        if not live.stale and g is not None and row.version >= live.version:
            if not catch_up(g, await self.db.log(live.id, after=live.version, upto=row.version)):
                g = None
        else:
            g = None
        fresh = await self._build(row) if g is None else LiveGame(row, state=g, drafts=live.drafts)
        live.row, live.state, live.drafts = fresh.row, fresh.state, fresh.drafts
        if g is None:
            live.snapshot_seq, live.snapshot_round = fresh.snapshot_seq, fresh.snapshot_round
        live.seats_written, live.timer_written = live.human_seats(), None
        live.timer_known = False
        live.auto_idle = None
        live.stale = False

    async def _current(self, live: LiveGame) -> LiveGame:
        if not live.evicted:
            return live
        fresh = await self.get(live.id)
        if fresh is None:
            raise BotError(_("That game no longer exists."))
        return fresh

    async def _recover(self, live: LiveGame) -> None:
        """After a failed write the state in memory may be ahead of the database: reload it."""
        live.stale = True
        try:
            await self._reload(live)
        except Exception as err:
            log_event("game_reload_failed", logging.ERROR, game=live.id, error=_describe(err))
            self.cache.drop(live.id)

    # -- running changes -------------------------------------------------------------------

    async def _run(self, live: LiveGame, body: Callable[[LiveGame], Awaitable[T]]) -> T:
        """Run ``body`` under the game's lock on an up-to-date copy; retry if another process
        changed the game meanwhile. ``body`` raises BotError only before changing anything."""
        for _attempt in range(RETRIES):
            live = await self._current(live)
            async with live.lock:
                if live.evicted:
                    continue
                if live.stale:
                    await self._reload(live)
                try:
                    return await body(live)
                except BotError:
                    raise
                except StaleGame:
                    log_event("game_changed_elsewhere", game=live.id)
                    await self._recover(live)
                except AlreadyDone:
                    await self._recover(live)
                    raise BotError(_("That was already done.")) from None
                except Exception:
                    await self._recover(live)
                    raise
                except BaseException:  # cancelled mid-write: reload before the next use
                    live.stale = True
                    raise
        raise BotError(_("The game kept changing while I tried; please try again."))

    def _record(
        self,
        live: LiveGame,
        entries: list[NewEntry],
        kind: str,
        actor: str,
        payload: dict[str, Any],
        events: list[Event],
        change: Change,
    ) -> None:
        """Add a log entry for an applied action to ``entries`` and update epochs and status."""
        seq = (entries[-1].seq if entries else live.version) + 1
        texts = [json.dumps(serial.to_json(e.data)) for e in events]
        change.event_texts += texts
        rows = [(e.kind, text, e.visible_to) for e, text in zip(events, texts, strict=True)]
        entries.append(NewEntry(seq, kind, actor, payload, rows))
        g = live.state
        if g is None:
            return
        turn_events = game_of(live).turn_events
        phase_changed = kind in ("start", "undo") or any(e.kind in turn_events for e in events)
        change.phase_changed |= phase_changed
        self._update_epochs(live, actor, phase_changed, change, seq)
        if g.finished and live.row.status == RUNNING:
            live.row.status = FINISHED

    async def _commit(
        self,
        live: LiveGame,
        entries: list[NewEntry],
        interactions: list[int] | None = None,
        change: Change | None = None,
        owed: list[tuple[str, str]] | None = None,
    ) -> None:
        """Write the entries and the game's row, timer and seats, and what ``change`` owes
        Discord (and the outbox items ``owed``), in one transaction."""
        if self.scheduler is not None:
            self.scheduler.sync(live)
        batch = Batch(live.row, entries, interactions or [])
        if change is not None or owed:
            batch.owed = (self.outbox.record(change) if change is not None else []) + (owed or [])
            batch.owner, batch.owed_until = self.owner, self.now() + LEASE
        wake = self._wake_at(live, batch.version)
        if not live.timer_known or wake != live.timer_written:
            batch.timer, batch.timer_changed = wake, True
        seats = live.human_seats()
        if seats != live.seats_written:
            batch.seats = seats
        await self.db.persist(batch)
        live.timer_written, live.timer_known, live.seats_written = wake, True, seats

    def _wake_at(self, live: LiveGame, version: int | None = None) -> float | None:
        """When the game (at ``version``: the one being written) next needs attention: a
        reminder or deadline, or AI seats owing."""
        wake = self.scheduler.wake_at(live) if self.scheduler is not None else None
        if self._auto_owed(live, version):
            soon = self.now() + AUTO_GRACE
            wake = soon if wake is None else min(wake, soon)
        return wake

    def _auto_owed(self, live: LiveGame, version: int | None = None) -> bool:
        g = live.state
        if g is None or g.finished or live.row.status != RUNNING:
            return False
        if live.auto_idle == self._auto_key(live, live.version if version is None else version):
            return False  # they were found waiting for a human, and nothing changed since
        return any(
            live.is_ai(d.player)
            or (d.default is not None and (d.forced or live.controller(d.player) == VACANT))
            for d in live.decisions()
        )

    async def save_meta(self, live: LiveGame, owed: list[tuple[str, str]] | None = None) -> None:
        """Store the game's meta after bookkeeping (message ids...), with the outbox items
        ``owed`` (the pictures of a post just made). Lost, not retried, if another process
        changed the game meanwhile: the bookkeeping of the newer copy wins."""
        async with live.lock:
            if live.evicted or live.stale:
                return
            try:
                await self._commit(live, [], owed=owed)
            except StaleGame:
                await self._recover(live)

    async def run_locked(self, live: LiveGame, fn: Callable[[], Awaitable[Change | None]]) -> None:
        """Run ``fn`` under the game's lock and store the game; what the Change it returns owes
        Discord is stored with it and delivered after."""
        owed: list[Change | None] = []

        async def body(live: LiveGame) -> None:
            change = await fn()
            await self._commit(live, [], change=change)
            owed.append(change)

        await self._run(live, body)
        if owed and owed[0] is not None and owed[0].owes():
            self._after(live)

    async def save_draft(self, live: LiveGame, seat: str) -> None:
        """Store the draft of ``seat``'s prompt, so a restart keeps the half-built form."""
        await self.db.save_draft(live.id, seat, live.epoch(seat), live.draft(seat))

    async def refresh_timer(self, live: LiveGame) -> None:
        """Rewrite the game's timer (after it fired), which also releases the claim on it."""

        async def body(live: LiveGame) -> None:
            live.timer_known = False
            await self._commit(live, [])

        await self._run(live, body)

    # -- after a change: AI seats, snapshot, posts ----------------------------------------------

    def _after(self, live: LiveGame) -> None:
        """Start the follow-up of a committed change: AI answers, then posts and prompts."""
        live.busy += 1
        task = asyncio.get_running_loop().create_task(self._follow_up(live))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _follow_up(self, live: LiveGame) -> None:
        try:
            more = False
            async with live.lock:
                if not (live.evicted or live.stale):
                    try:
                        more = await self._auto_play(live)
                        await self._maybe_snapshot(live)
                    except Exception as err:
                        log_event("auto_play_failed", logging.ERROR, game=live.id, error=_describe(err))
                        await self._recover(live)
            if self.scheduler is not None:
                self.scheduler.arm(live)
            await self.outbox.deliver(live)
            if more:
                self._after(live)
        finally:
            live.busy -= 1

    async def settle(self) -> None:
        """Wait until every follow-up started so far (and those they start) has finished."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def resume_ai(self, live: LiveGame) -> None:
        """Let the AI (and vacant) seats act if they owe a decision (a timer fired, say)."""
        if self._auto_owed(live):
            self._after(live)

    async def _auto_play(self, live: LiveGame) -> bool:
        """Let AI seats act and vacant seats take their defaults while they owe a decision, in
        one commit; True if more remains after ``AUTO_LIMIT`` actions."""
        entries: list[NewEntry] = []
        change = Change()
        more = False
        negotiated: dict[str, int] = {}  # AI seat -> its moves in a negotiation a person is in
        seats = self.auto_seats(live)
        answers = self.thinking.answers(seats, self.ai_seconds)
        for count in range(AUTO_LIMIT + 1):
            g = live.state
            if g is None or g.finished or live.row.status != RUNNING:
                break
            step = await self._next_auto(live, g, seats, answers, negotiated, AUTO_LIMIT - count + 1)
            if step is None:
                break
            if count == AUTO_LIMIT:
                more = True
                break
            applied = self._apply_auto(live, g, step)
            if applied is None:
                break
            # The engine's apply and the record of its epochs are a step each: with the answers
            # already streamed in, nothing else would let the loop answer other games' clicks.
            await asyncio.sleep(0)
            actor, action, events = applied
            change.events += events
            self._record(live, entries, "action", actor, action.to_json(), events, change)
            await asyncio.sleep(0)  # other games' clicks are answered between two AI decisions
        # Unless the limit stopped them, the AI and vacant seats now wait for a human (an AI
        # trader holds back its "done" while a human trades, say): they owe nothing until the
        # game changes, so the wake-up the change before left for them is taken back.
        live.auto_idle = None if more else self._auto_key(live, entries[-1].seq if entries else live.version)
        if entries or (not more and (not live.timer_known or live.timer_written != self._wake_at(live))):
            await self._commit(live, entries, change=change)
        return more

    @staticmethod
    def _auto_key(live: LiveGame, version: int) -> tuple[Any, ...]:
        """What decides whether AI and vacant seats can act: the position (its version), the
        game's status and who holds each seat."""
        controllers = live.meta.get("controllers", {})
        return (
            version,
            live.row.status,
            repr(sorted(live.ai_seats.items())),
            repr(sorted(controllers.items())),
        )

    @staticmethod
    def _apply_auto(live: LiveGame, g: CoreState, step: Step) -> Applied | None:
        """The engine applies the step (its fallback, the default, if it refuses the action)."""
        applied, refusal = apply_step(g, step)
        if refusal and step[2] is not None:
            log_event("ai_fallback", game=live.id, seat=step[1].player, error=refusal)
        elif refusal:
            log_event("auto_refused", game=live.id, actor=step[0], error=refusal)
        return applied

    async def _next_auto(
        self,
        live: LiveGame,
        g: CoreState,
        seats: Seats,
        answers: Answers,
        negotiated: dict[str, int],
        steps: int,
    ) -> Step | None:
        """The next automatic action (``bot.auto.next_step``), the AI seats' answers from
        ``answers``; None when humans owe the rest. An AI that fails (an AI bug, an overrun, a
        dead worker: logged) takes its decision's default: it must never stop the game."""

        async def answer(d: Decision) -> Action | None:
            try:
                return await answers.answer(g, d, negotiated, steps)
            except AiFailed as err:
                log_event("ai_failed", game=live.id, seat=d.player, error=str(err))
                return None

        return await next_answered(seats, live.decisions(), negotiated, answer)

    def auto_seats(self, live: LiveGame) -> Seats:
        """Who answers the decisions of ``live``'s seats when no person does (a test may give
        the AI seats agents of its own: a ``Seats`` whose ``agent`` makes them); a searching
        strength thinks within the bot's ``ai_budget``."""
        order = tuple(live.seats)
        return Seats(
            game=live.game,
            seed=int(live.meta.get("seed", 0)),
            order=order,
            ai=tuple(sorted(live.ai_seats.items())),
            vacant=frozenset(s for s in order if not live.is_ai(s) and live.controller(s) == VACANT),
            budget=self.ai_budget,
        )

    async def start_thinking(self) -> None:
        """Make the computer players' workers ready before the first decision needs them."""
        await asyncio.to_thread(self.thinking.warm)

    @property
    def thinking(self) -> Thinker:
        """Where computer players think: this process's worker processes (started when first
        needed) unless another ``Thinker`` was set (``OnLoop`` in tests that watch an agent)."""
        if self._thinking is None:
            self._thinking = shared_pool(self.ai_workers)
        return self._thinking

    @thinking.setter
    def thinking(self, thinker: Thinker) -> None:
        self._thinking = thinker

    def agent(self, live: LiveGame, seat: str) -> Agent:
        """A fresh agent for an AI seat, as its worker makes it (``Seats.seat_agent``)."""
        return self.auto_seats(live).seat_agent(seat)

    async def _maybe_snapshot(self, live: LiveGame) -> None:
        """A snapshot (a cache: failures are only logged) every ``snapshot_every`` actions and at
        most one per round; the store keeps the newest ``snapshots_kept`` of each game."""
        g = live.state
        if g is None or live.version <= live.snapshot_seq:
            return
        if live.version - live.snapshot_seq < self.snapshot_every and g.round <= live.snapshot_round:
            return
        try:
            await self.db.put_snapshot(live.id, live.version, snapshot_text(g), self.snapshots_kept)
        except Exception as err:
            log_event("snapshot_failed", logging.WARNING, game=live.id, error=_describe(err))
            return
        live.snapshot_seq, live.snapshot_round = live.version, g.round

    def _update_epochs(self, live: LiveGame, actor: str, reset: bool, change: Change, version: int) -> None:
        epochs = live.meta.setdefault("epochs", {})
        sigs = live.meta.setdefault("signatures", {})
        for seat, sig in live.signatures().items():
            if reset or seat == actor or sig != sigs.get(seat, ""):
                epochs[seat] = version
                sigs[seat] = sig
                if seat not in change.reprompt:
                    change.reprompt.append(seat)


def _describe(err: BaseException) -> str:
    return f"{type(err).__name__}: {err}"
