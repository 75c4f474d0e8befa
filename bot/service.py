"""GameService: load and cache games, serialise every change per game, apply -> persist -> notify.

Every change to a running game goes through ``act`` (or the game master's operations), under
the game's own ``asyncio.Lock``: the action is checked against the component version it was
made from, applied by the engine (the only rules authority), appended to the log with its
events in one transaction, and only then announced.

Versions: each game's version is the sequence number of its last log entry. Each seat has an
*epoch*: the version at which its current prompt was issued. A component made before the
seat's epoch is stale and politely refused, which also makes a double click harmless.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from ai import Agent, agent_for
from bot.families import family_of
from bot.live import (
    AI_STRENGTHS,
    ENDED,
    FINISHED,
    LOBBY,
    PAUSED,
    RUNNING,
    VACANT,
    ActionBuilder,
    BotError,
    Change,
    LiveGame,
    Notifier,
    Scheduling,
    decision_signature,
    parse_option_value,
    validate_or_refuse,
)
from bot.logs import log_event
from bot.storage import Database, GameRow
from engine import (
    DEFAULT_GAME,
    Action,
    Event,
    GameRecord,
    GameState,
    RuleError,
    action_from_json,
    apply,
    new_game,
    pending,
    replay,
    spec,
    state_from_json,
    state_to_json,
)
from engine.civ.trade_protocol import DoneTrading
from engine.core import serial

AI_ACTOR = "ai"
# Automatic actions (AI seats, vacant seats) applied in one pass under the game's lock; a game
# that still owes more after that (only AI seats left) goes on in a fresh task.
AUTO_LIMIT = 500


class GameService:
    def __init__(self, db: Database, snapshot_every: int = 25) -> None:
        self.db = db
        self.snapshot_every = snapshot_every
        self.games: dict[int, LiveGame] = {}
        self.notifier: Notifier | None = None
        self.scheduler: Scheduling | None = None
        self._notify_tasks: set[asyncio.Task[None]] = set()

    # -- loading -------------------------------------------------------------------------

    async def load_all(self) -> list[LiveGame]:
        """Load every game still in play. A game that cannot be loaded is logged and skipped:
        one broken game never keeps the others from starting."""
        rows = await self.db.games_with_status([LOBBY, RUNNING, PAUSED])
        loaded = []
        for row in rows:
            try:
                loaded.append(await self._load(row))
            except BotError:
                continue
        return loaded

    async def save_draft(self, live: LiveGame, seat: str) -> None:
        """Store the draft of ``seat``'s prompt, so a restart keeps the half-built form."""
        epoch = live.epoch(seat)
        await self.db.save_draft(live.id, seat, epoch, live.draft(seat))

    async def get(self, game_id: int) -> LiveGame | None:
        if game_id in self.games:
            return self.games[game_id]
        row = await self.db.game(game_id)
        return await self._load(row) if row else None

    async def in_thread(self, thread_id: int) -> LiveGame | None:
        for live in self.games.values():
            if live.row.thread_id == thread_id:
                return live
        row = await self.db.game_in_thread(thread_id)
        return await self._load(row) if row else None

    def games_of(self, user_id: int) -> list[LiveGame]:
        return [g for g in self.games.values() if g.row.status in (RUNNING, PAUSED) and g.seat_of(user_id)]

    async def _load(self, row: GameRow) -> LiveGame:
        if row.id in self.games:
            return self.games[row.id]
        live = LiveGame(row)
        if row.status in (RUNNING, PAUSED, FINISHED):
            try:
                live.state = await self._rebuild(row.id)
            except Exception as err:  # a broken game must not take the others down with it
                log_event("game_load_failed", logging.ERROR, game=row.id, error=_describe(err))
                raise BotError(
                    f"Game #{row.id} could not be loaded from the database; "
                    "the bot's log says why. Ask the bot's operator."
                ) from None
            live.drafts = await self.db.drafts(row.id)
        self.games[row.id] = live
        return live

    async def _rebuild(self, game_id: int, use_snapshot: bool = True) -> GameState:
        snap = await self.db.latest_snapshot(game_id) if use_snapshot else None
        if snap is not None:
            later = await self.db.log(game_id, after=snap[0])
            if all(e.kind == "action" for e in later):
                try:
                    g: GameState = state_from_json(snap[1])
                    for e in later:
                        apply(g, action_from_json(e.payload))
                    return g
                except Exception as err:  # a snapshot is only a cache: the log is the truth
                    log_event(
                        "snapshot_unreadable",
                        logging.WARNING,
                        game=game_id,
                        snapshot_seq=snap[0],
                        error=_describe(err),
                        fallback="replaying the game's log",
                    )
        entries = await self.db.log(game_id)
        start = next(e for e in entries if e.kind == "start")
        actions: list[dict[str, Any]] = []
        for e in entries:
            if e.kind == "action":
                actions.append(e.payload)
            elif e.kind == "undo" and actions:
                actions.pop()
        record = GameRecord(
            str(start.payload.get("game", DEFAULT_GAME)),
            list(start.payload["players"]),
            int(start.payload["seed"]),
            dict(start.payload["options"]),
            actions,
        )
        replayed: GameState = replay(record)
        return replayed

    # -- lobby ---------------------------------------------------------------------------

    @staticmethod
    def new_game_options(game: str, max_players: int, variant: str) -> dict[str, Any]:
        """The options of a new game, refused (BotError) unless the game is offered and allows
        this many players and this variant; call it before creating anything."""
        options: dict[str, Any] = {"variant": variant} if variant else {}
        try:
            game_spec = spec(game)
            game_spec.check_players(max_players)
            rules = game_spec.rules()
            if game_spec.family != "civ":
                options = {}  # variants are Civilization's
            rules.validate_options(rules.options_from_json(options), max_players)
        except RuleError as err:
            raise BotError(err.message) from None
        return options

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        thread_id: int,
        creator_id: int,
        *,
        max_players: int,
        variant: str,
        deadline_minutes: int,
        game: str = DEFAULT_GAME,
    ) -> LiveGame:
        options = self.new_game_options(game, max_players, variant)
        meta: dict[str, Any] = {
            "game": game,
            "max_players": max_players,
            "options": options,
            "seed": secrets.randbelow(2**31),
            "seats": [str(creator_id)],
            "controllers": {},
            "deadlines": {"default": deadline_minutes},
            "epochs": {},
            "signatures": {},
            "prompts": {},
            "deadline": None,
            "log_seq": 0,
            "snapshot_seq": 0,
        }
        gid = await self.db.create_game(guild_id, channel_id, thread_id, creator_id, meta)
        row = await self.db.game(gid)
        assert row is not None
        live = LiveGame(row)
        self.games[gid] = live
        log_event("game_created", game=gid, guild=guild_id, players=max_players)
        return live

    def _lobby(self, live: LiveGame) -> None:
        if live.row.status != LOBBY:
            raise BotError(
                "The game has already started."
                if live.row.status in (RUNNING, PAUSED)
                else "This game is over."
            )

    async def join(self, live: LiveGame, user_id: int) -> None:
        async with live.lock:
            self._lobby(live)
            if str(user_id) in live.meta["seats"]:
                raise BotError("You have already joined this game.")
            if len(live.meta["seats"]) >= live.meta["max_players"]:
                raise BotError(f"The game is full ({live.meta['max_players']} players).")
            live.meta["seats"].append(str(user_id))
            await self.db.save_game(live.row)

    async def leave(self, live: LiveGame, user_id: int) -> None:
        async with live.lock:
            self._lobby(live)
            if str(user_id) not in live.meta["seats"]:
                raise BotError("You are not in this game.")
            live.meta["seats"].remove(str(user_id))
            await self.db.save_game(live.row)

    async def add_ai(self, live: LiveGame, strength: str) -> str:
        """Add an AI seat to the lobby; returns its seat id ("ai-1", "ai-2"...)."""
        if strength not in AI_STRENGTHS:
            raise BotError(f"An AI player is {' or '.join(AI_STRENGTHS)}, not {strength!r}.")
        async with live.lock:
            self._lobby(live)
            if len(live.meta["seats"]) >= live.meta["max_players"]:
                raise BotError(f"The game is full ({live.meta['max_players']} players).")
            ai = live.meta.setdefault("ai_seats", {})
            used = [int(s[3:]) for s in live.meta["seats"] if s.startswith("ai-") and s[3:].isdigit()]
            seat = f"ai-{max(used, default=0) + 1}"
            live.meta["seats"].append(seat)
            ai[seat] = strength
            await self.db.save_game(live.row)
            return seat

    async def remove_ai(self, live: LiveGame) -> str:
        """Remove the last AI seat from the lobby; returns its name."""
        async with live.lock:
            self._lobby(live)
            ai = live.meta.setdefault("ai_seats", {})
            seats = [s for s in live.meta["seats"] if s in ai]
            if not seats:
                raise BotError("There is no AI player in this game.")
            seat = seats[-1]
            label = live.ai_label(seat)
            live.meta["seats"].remove(seat)
            ai.pop(seat)
            await self.db.save_game(live.row)
            return label

    async def configure(
        self,
        live: LiveGame,
        *,
        option: tuple[str, str] | None = None,
        max_players: int | None = None,
        deadline: tuple[str, int] | None = None,
    ) -> str:
        async with live.lock:
            self._lobby(live)
            if max_players is not None:
                if max_players < len(live.meta["seats"]):
                    raise BotError(f"{len(live.meta['seats'])} players have already joined.")
                validate_or_refuse(live, live.options(), max_players)
                live.meta["max_players"] = max_players
            if option is not None:
                name, raw = option
                value = parse_option_value(live, name, raw)
                opts = {**live.meta["options"], name: value}
                validate_or_refuse(live, live.rules().options_from_json(opts), live.meta["max_players"])
                live.meta["options"] = opts
            if deadline is not None:
                phase, minutes = deadline
                if minutes < 1:
                    raise BotError("A deadline is at least 1 minute.")
                live.meta["deadlines"][phase or "default"] = minutes
            await self.db.save_game(live.row)
            return "Saved."

    async def start(self, live: LiveGame) -> Change:
        async with live.lock:
            self._lobby(live)
            seats = live.meta["seats"]
            options = live.options()
            validate_or_refuse(live, options, len(seats))
            try:
                g = new_game(list(seats), options, int(live.meta["seed"]), game=live.game)
            except RuleError as err:
                raise BotError(err.message) from None
            live.state = g
            live.row.status = RUNNING
            payload = {
                "game": live.game,
                "players": seats,
                "options": serial.to_json(options),
                "seed": live.meta["seed"],
            }
            change = Change(phase_changed=True, note="The game has started.")
            await self._persist(live, "start", "bot", payload, [], change)
            log_event("game_started", game=live.id, players=len(seats), ai=len(live.ai_seats))
            await self._auto_play(live, change)
        self._after(live, change)
        return change

    async def end(self, live: LiveGame) -> None:
        async with live.lock:
            live.row.status = ENDED
            live.meta["deadline"] = None
            await self.db.save_game(live.row)
        if self.scheduler:
            self.scheduler.arm(live)

    # -- acting --------------------------------------------------------------------------

    async def act(
        self,
        live: LiveGame,
        user_id: int,
        build: ActionBuilder,
        *,
        version: int | None = None,
        interaction_id: int | None = None,
    ) -> Change:
        async with live.lock:
            if interaction_id is not None and await self.db.seen_interaction(interaction_id):
                raise BotError("That was already done.")
            g = self._running(live)
            seat = live.seat_of(user_id)
            if seat is None:
                raise BotError("You are not playing in this game.")
            if version is not None and (version < live.epoch(seat) or version > live.version):
                raise BotError(
                    "These buttons are out of date: the game has moved on. "
                    "Use the newest prompt (or `/orders`)."
                )
            try:
                action = build(g, seat)
                if action.player != seat:
                    raise BotError("You can only act for yourself.")
                events = apply(g, action)
            except RuleError as err:
                raise BotError(err.message) from None
            except (KeyError, ValueError, TypeError) as err:
                raise BotError(f"That order is malformed: {err}") from None
            change = Change(events=events, actor=seat)
            if interaction_id is not None:
                await self.db.mark_interaction(interaction_id, live.id)
            await self._persist(live, "action", seat, action.to_json(), events, change)
            await self._auto_play(live, change)
        self._after(live, change)
        return change

    def _running(self, live: LiveGame) -> GameState:
        if live.row.status == PAUSED:
            raise BotError("The game is paused by its game master.")
        if live.row.status != RUNNING or live.state is None:
            raise BotError("This game is not running." if live.row.status == LOBBY else "This game is over.")
        return live.state

    async def apply_defaults(self, live: LiveGame, key: str | None, note: str) -> Change | None:
        """Apply the engine's default for every decision pending now (a deadline passed)."""
        async with live.lock:
            if live.row.status != RUNNING or live.state is None:
                return None
            deadline = live.meta.get("deadline")
            if key is not None and (deadline is None or deadline.get("key") != key):
                return None
            g = live.state
            change = Change(note=note)
            targets = [(d.player, d.kind) for d in pending(g)]
            for player, kind in targets:
                d = next((x for x in pending(g) if x.player == player and x.kind == kind), None)
                if d is None or d.default is None:
                    continue
                events = apply(g, d.default)
                change.events += events
                await self._persist(
                    live, "action", "deadline", d.default.to_json(), events, change, commit=False
                )
            await self._auto_play(live, change)
            await self.db.commit()
        self._after(live, change)
        return change

    async def _auto_play(self, live: LiveGame, change: Change) -> None:
        """Let AI seats act and vacant seats take their defaults while they owe a decision."""
        for _ in range(AUTO_LIMIT):
            g = live.state
            if g is None or g.finished or live.row.status != RUNNING:
                return
            step = self._next_auto(live, g)
            if step is None:
                return
            actor, action, fallback = step
            try:
                events = apply(g, action)
            except RuleError as err:
                if fallback is None:
                    log_event("auto_refused", game=live.id, actor=actor, error=err.message)
                    return
                log_event("ai_fallback", game=live.id, error=err.message)
                action = fallback
                try:
                    events = apply(g, action)
                except RuleError:
                    return
            change.events += events
            await self._persist(live, "action", actor, action.to_json(), events, change)
        self._continue_later(live)

    def _next_auto(self, live: LiveGame, g: GameState) -> tuple[str, Action, Action | None] | None:
        """The next automatic action: (actor, action, fallback), or None when humans owe the rest.

        An AI trader that has nothing to answer says it is done; while a human still trades,
        that answer is held back, so the AI keeps answering offers (and its own offers stay
        open) until the humans are done too.
        """
        decisions = pending(g)
        humans_trading = any(
            d.kind == "trade" and not live.is_ai(d.player) and live.controller(d.player) != VACANT
            for d in decisions
        )
        for d in decisions:
            if live.is_ai(d.player):
                try:
                    action = self.agent(live, d.player).act(g, d)
                except Exception as err:  # an AI bug must never stop the game
                    log_event("ai_failed", game=live.id, error=type(err).__name__)
                    if d.default is None:
                        continue
                    action = d.default
                if d.kind == "trade" and isinstance(action, DoneTrading) and humans_trading:
                    continue
                return AI_ACTOR, action, d.default
            if live.controller(d.player) == VACANT and d.default is not None:
                return "vacant", d.default, None
        return None

    @staticmethod
    def agent(live: LiveGame, seat: str) -> Agent:
        """A fresh agent for an AI seat (agents are stateless): seed = game seed * 1000 + seat index."""
        seed = int(live.meta.get("seed", 0)) * 1000 + live.seats.index(seat)
        return agent_for(live.ai_seats.get(seat, "normal"), seed, game=live.game)

    def _continue_later(self, live: LiveGame) -> None:
        async def run() -> None:
            await self.resume_ai(live)

        task = asyncio.get_running_loop().create_task(run())
        self._notify_tasks.add(task)
        task.add_done_callback(self._notify_tasks.discard)

    async def resume_ai(self, live: LiveGame) -> Change | None:
        """Let the AI (and vacant) seats act if they owe a decision (after a restart, say)."""
        async with live.lock:
            if live.row.status != RUNNING or live.state is None:
                return None
            change = Change()
            await self._auto_play(live, change)
            if not change.events and not change.reprompt:
                return None
        self._after(live, change)
        return change

    async def _persist(
        self,
        live: LiveGame,
        kind: str,
        actor: str,
        payload: dict[str, Any],
        events: list[Event],
        change: Change,
        commit: bool = True,
    ) -> None:
        rows = [(e.kind, serial.to_json(e.data), e.visible_to) for e in events]
        seq = await self.db.append(live.id, kind, actor, payload, rows)
        live.meta["log_seq"] = seq
        g = live.state
        if g is not None:
            turn_events = family_of(live).turn_events
            phase_changed = kind in ("start", "undo") or any(e.kind in turn_events for e in events)
            change.phase_changed |= phase_changed
            self._update_epochs(live, g, actor, phase_changed, change)
            if g.finished and live.row.status == RUNNING:
                live.row.status = FINISHED
            if phase_changed or seq - int(live.meta.get("snapshot_seq", 0)) >= self.snapshot_every:
                await self.db.put_snapshot(live.id, seq, state_to_json(g))
                live.meta["snapshot_seq"] = seq
        if self.scheduler is not None:
            self.scheduler.sync(live)
        await self.db.save_game(live.row, commit=False)
        if commit:
            await self.db.commit()

    def _update_epochs(self, live: LiveGame, g: GameState, actor: str, reset: bool, change: Change) -> None:
        epochs = live.meta.setdefault("epochs", {})
        sigs = live.meta.setdefault("signatures", {})
        all_pending = pending(g) if not g.finished else []
        for seat in live.seats:
            mine = [d for d in all_pending if d.player == seat]
            sig = decision_signature(g, mine) if mine else ""
            if reset or seat == actor or sig != sigs.get(seat, ""):
                epochs[seat] = live.version
                sigs[seat] = sig
                if seat not in change.reprompt:
                    change.reprompt.append(seat)

    def _after(self, live: LiveGame, change: Change) -> None:
        if self.scheduler is not None:
            self.scheduler.arm(live)
        if self.notifier is not None:
            notifier = self.notifier
            lock = live.notify_lock

            async def run() -> None:
                async with lock:
                    await notifier.changed(live, change)

            task = asyncio.get_running_loop().create_task(run())
            self._notify_tasks.add(task)
            task.add_done_callback(self._notify_tasks.discard)

    # -- game master -----------------------------------------------------------------------

    async def set_status(self, live: LiveGame, status: str, note: str) -> Change:
        async with live.lock:
            if live.row.status not in (RUNNING, PAUSED):
                raise BotError("Only a running game can be paused or resumed.")
            if live.row.status == status:
                raise BotError(f"The game is already {status}.")
            live.row.status = status
            change = Change(note=note)
            if self.scheduler is not None:
                self.scheduler.sync(live)
            await self.db.save_game(live.row)
            await self._auto_play(live, change)
        self._after(live, change)
        return change

    async def seat_change(self, live: LiveGame, seat: str, new_user: int, note: str) -> Change:
        async with live.lock:
            if live.row.status not in (RUNNING, PAUSED):
                raise BotError("Players are replaced in a running game; in the lobby they join and leave.")
            if new_user != VACANT and live.seat_of(new_user) is not None:
                raise BotError("That user already plays in this game.")
            live.meta.setdefault("ai_seats", {}).pop(seat, None)
            live.meta.setdefault("controllers", {})[seat] = new_user
            change = Change(note=note, reprompt=[seat])
            live.meta.setdefault("epochs", {})[seat] = live.version
            if new_user == VACANT and live.row.status == RUNNING:
                await self._auto_play(live, change)
            await self.db.save_game(live.row)
        self._after(live, change)
        return change

    async def hand_to_ai(self, live: LiveGame, seat: str, strength: str, note: str) -> Change:
        """Give a running game's seat to an AI player of ``strength``; it acts at once."""
        if strength not in AI_STRENGTHS:
            raise BotError(f"An AI player is {' or '.join(AI_STRENGTHS)}, not {strength!r}.")
        async with live.lock:
            if live.row.status not in (RUNNING, PAUSED):
                raise BotError("Seats are handed to an AI in a running game; in the lobby use `/game ai`.")
            if seat not in live.seats:
                raise BotError("There is no such seat.")
            live.meta.setdefault("ai_seats", {})[seat] = strength
            live.meta.setdefault("controllers", {})[seat] = VACANT
            change = Change(note=note, reprompt=[seat])
            live.meta.setdefault("epochs", {})[seat] = live.version
            await self._auto_play(live, change)
            await self.db.save_game(live.row)
            log_event("seat_to_ai", game=live.id, strength=strength)
        self._after(live, change)
        return change

    async def undo(self, live: LiveGame) -> Change:
        async with live.lock:
            self._running(live)
            entries = await self.db.log(live.id)
            stack: list[tuple[int, str]] = []
            for e in entries:
                if e.kind == "action":
                    stack.append((e.seq, e.actor))
                elif e.kind == "undo" and stack:
                    stack.pop()
            # The last decision of a person, with the automatic answers (AI, vacant) after it:
            # undoing only an AI's answer would have the AI give it again at once.
            popped = 0
            while popped < len(stack) and stack[-1 - popped][1] in (AI_ACTOR, "vacant"):
                popped += 1
            if popped >= len(stack):
                raise BotError("There is nothing to undo.")
            popped += 1
            last = stack[-popped][0]
            revealed = [e for e in await self.db.events_since(live.id, last - 1) if e.visible_to]
            if revealed:
                raise BotError("Cannot undo: a hidden card was revealed since that decision.")
            change = Change(note="The game master undid the last decision.")
            for seq, _ in reversed(stack[-popped:]):
                await self.db.append(live.id, "undo", "master", {"undo": seq})
            live.state = await self._rebuild(live.id, use_snapshot=False)
            live.row.status = RUNNING
            await self._persist_undo(live, change)
            await self._auto_play(live, change)
        self._after(live, change)
        return change

    async def _persist_undo(self, live: LiveGame, change: Change) -> None:
        entries = await self.db.log(live.id)
        live.meta["log_seq"] = entries[-1].seq
        assert live.state is not None
        self._update_epochs(live, live.state, "", True, change)
        change.phase_changed = True
        live.meta["deadline"] = None
        await self.db.put_snapshot(live.id, live.version, state_to_json(live.state))
        live.meta["snapshot_seq"] = live.version
        if self.scheduler is not None:
            self.scheduler.sync(live)
        await self.db.save_game(live.row)

    async def run_locked(self, live: LiveGame, fn: Callable[[], Awaitable[None]]) -> None:
        async with live.lock:
            await fn()
            await self.db.save_game(live.row)


def _describe(err: Exception) -> str:
    return f"{type(err).__name__}: {err}"
