"""GameService: the lobby, players' orders, deadlines' defaults and the game master's operations.

Each operation is a body run by ``GameCore._run`` under the game's lock (see ``bot.change_runner``): it
checks, changes the game, commits, and returns what the notifier should announce; the follow-up
(AI answers, posts, prompts) runs after the caller has been answered.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any, TypeVar

from ai import agent_for
from bot.auto import AI_ACTOR
from bot.change_runner import AUTOMATIC, GameCore
from bot.languages import in_thread
from bot.live_game import (
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
    parse_option_value,
    validate_or_refuse,
)
from bot.logs import log_event
from bot.replay import record_from_log, replay_log
from bot.storage import LogEntry, NewEntry
from bot.storage.base import DEFAULT_LANGUAGE
from bot.text import names_of, plain_text
from engine import DEFAULT_GAME, GameRecord, RuleError, apply, new_game, serial, spec
from i18n.catalog import _, n_

__all__ = ["AI_ACTOR", "GameService"]
T = TypeVar("T")


class GameService(GameCore):
    # -- lobby ---------------------------------------------------------------------------

    @staticmethod
    def new_game_options(
        game: str, max_players: int, variant: str, turns: int | None = None
    ) -> dict[str, Any]:
        """The options of a new game, refused (BotError) unless the game is offered and allows
        this many players, this variant (Civilization's) and a number of turns (Advanced
        Civilization's agreed game length); call it before creating anything."""
        options: dict[str, Any] = {"variant": variant} if variant else {}
        try:
            game_spec = spec(game)
            game_spec.check_players(max_players)
            rules = game_spec.rules()
        except RuleError as err:
            raise BotError(err.message) from None
        if "variant" not in rules.option_docs:  # only some games have variants (Civilization's)
            if variant not in ("", "full"):
                raise BotError(
                    _("{game} has no variants: it is always the full game.", game=game_spec.printed_title)
                )
            options = {}
        if turns is not None:
            if "round_limit" not in rules.option_docs:
                raise BotError(
                    _("{game} is not played for an agreed number of turns.", game=game_spec.printed_title)
                )
            options["round_limit"] = turns
        try:
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
        turns: int | None = None,
        language: str = DEFAULT_LANGUAGE,
    ) -> LiveGame:
        options = self.new_game_options(game, max_players, variant, turns)
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
        }
        row = await self.db.create_game(guild_id, channel_id, thread_id, creator_id, meta, game, language)
        live = LiveGame(row, seats_written=[])
        self.cache.put(live)
        # The seats index, and the lobby's post owed to the thread.
        await self._lobby_change(live, lambda: None)
        log_event("game_created", game=row.id, guild=guild_id, players=max_players)
        return live

    async def _lobby_change(self, live: LiveGame, change: Callable[[], T]) -> T:
        """Change the lobby (``change`` raises BotError to refuse) and store it; its post is owed."""

        async def body(live: LiveGame) -> T:
            self._lobby(live)
            out = change()
            await self._commit(live, [], change=Change(lobby=True))
            return out

        out = await self._run(live, body)
        self._after(live)
        return out

    def _lobby(self, live: LiveGame) -> None:
        if live.row.status != LOBBY:
            raise BotError(
                _("The game has already started.")
                if live.row.status in (RUNNING, PAUSED)
                else _("This game is over.")
            )

    @staticmethod
    def check_strength(strength: str, game: str = DEFAULT_GAME) -> None:
        """Refuse a strength that is not offered, or that no computer player of ``game`` has."""
        if strength not in AI_STRENGTHS:
            raise BotError(
                _(
                    "An AI player is {strengths}, not {strength}.",
                    strengths=_(" or ").join(AI_STRENGTHS),
                    strength=repr(strength),
                )
            )
        try:
            agent_for(strength, 0, game=game)
        except ValueError as err:
            raise BotError(str(err)) from None

    async def join(self, live: LiveGame, user_id: int) -> None:
        def join() -> None:
            if str(user_id) in live.meta["seats"]:
                raise BotError(_("You have already joined this game."))
            self._room(live)
            live.meta["seats"].append(str(user_id))

        await self._lobby_change(live, join)

    @staticmethod
    def _room(live: LiveGame) -> None:
        if len(live.meta["seats"]) >= live.meta["max_players"]:
            raise BotError(_("The game is full ({seats} players).", seats=live.meta["max_players"]))

    async def leave(self, live: LiveGame, user_id: int) -> None:
        if live.row.status in (RUNNING, PAUSED) and live.seat_of(user_id) is not None:
            master = f"<@{live.row.creator_id}>"
            raise BotError(
                _(
                    "Game #{game} has started: a seat is handed over rather than left. Ask the game "
                    "master ({master}) to give yours to someone else with "
                    "`/gm replace successor:@them player:@you`, or to an AI with `/gm ai player:@you`.",
                    game=live.id,
                    master=master,
                )
            )

        def leave() -> None:
            if str(user_id) not in live.meta["seats"]:
                raise BotError(_("You are not in this game."))
            live.meta["seats"].remove(str(user_id))

        await self._lobby_change(live, leave)

    async def add_ai(self, live: LiveGame, strength: str) -> str:
        """Add an AI seat to the lobby; returns its seat id ("ai-1", "ai-2"...)."""
        self.check_strength(strength, live.game)

        def add() -> str:
            self._room(live)
            used = [int(s[3:]) for s in live.meta["seats"] if s.startswith("ai-") and s[3:].isdigit()]
            seat = f"ai-{max(used, default=0) + 1}"
            live.meta["seats"].append(seat)
            live.meta.setdefault("ai_seats", {})[seat] = strength
            return seat

        return await self._lobby_change(live, add)

    async def remove_ai(self, live: LiveGame) -> str:
        """Remove the last AI seat from the lobby; returns its name."""

        def remove() -> str:
            ai = live.meta.get("ai_seats", {})
            seats = [s for s in live.meta["seats"] if s in ai]
            if not seats:
                raise BotError(_("There is no AI player in this game."))
            seat = seats[-1]
            label = live.ai_label(seat)
            live.meta["seats"].remove(seat)
            ai.pop(seat)
            return label

        return await self._lobby_change(live, remove)

    async def configure(
        self,
        live: LiveGame,
        *,
        option: tuple[str, str] | None = None,
        max_players: int | None = None,
        deadline: tuple[str, int] | None = None,
    ) -> str:
        def configure() -> str:
            players = live.meta["max_players"] if max_players is None else max_players
            if len(live.meta["seats"]) > players:
                joined = len(live.meta["seats"])
                raise BotError(
                    n_("{n} player has already joined.", "{n} players have already joined.", joined)
                )
            opts = dict(live.meta["options"])
            if option is not None:
                name, raw = option
                opts[name] = parse_option_value(live, name, raw)
            validate_or_refuse(live, live.rules().options_from_json(opts), players)
            if deadline is not None and deadline[1] < 1:
                raise BotError(_("A deadline is at least 1 minute."))
            live.meta["max_players"], live.meta["options"] = players, opts
            if deadline is not None:
                live.meta["deadlines"][deadline[0] or "default"] = deadline[1]
            return "Saved."

        return await self._lobby_change(live, configure)

    async def start(self, live: LiveGame) -> Change:
        async def body(live: LiveGame) -> Change:
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
            with in_thread(live):
                note = _("The game has started.")
            change = Change(phase_changed=True, note=note, lobby=True)
            entries: list[NewEntry] = []
            self._record(live, entries, "start", "bot", payload, [], change)
            await self._commit(live, entries, change=change)
            log_event("game_started", game=live.id, players=len(seats), ai=len(live.ai_seats))
            return change

        change = await self._run(live, body)
        self._after(live)
        return change

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
        async def body(live: LiveGame) -> Change:
            g = self._running(live)
            seat = live.seat_of(user_id)
            if seat is None:
                raise BotError(_("You are not playing in this game."))
            if version is not None and (version < live.epoch(seat) or version > live.version):
                raise BotError(
                    _(
                        "These buttons are out of date: the game has moved on. "
                        "Use the newest prompt (or `/orders`)."
                    )
                )
            try:
                action = build(g, seat)
                if action.player != seat:
                    raise BotError(_("You can only act for yourself."))
                events = apply(g, action)
            except RuleError as err:
                raise BotError(plain_text(err.message, names_of(live))) from None
            except (KeyError, ValueError, TypeError) as err:  # a form built an order from bad input
                log_event("order_unreadable", game=live.id, error=type(err).__name__)
                raise BotError(
                    _(
                        "That order could not be read: it does not fit what your prompt offers. "
                        "Use the newest prompt (or `/orders`)."
                    )
                ) from None
            change = Change(events=events, actor=seat, answered=[seat])
            entries: list[NewEntry] = []
            self._record(live, entries, "action", seat, action.to_json(), events, change)
            interactions = [interaction_id] if interaction_id is not None else None
            await self._commit(live, entries, interactions, change)
            return change

        change = await self._run(live, body)
        self._after(live)
        return change

    def _running(self, live: LiveGame) -> Any:
        if live.row.status == PAUSED:
            raise BotError(_("The game is paused by its game master."))
        if live.row.status != RUNNING or live.state is None:
            raise BotError(
                _("This game is not running.") if live.row.status == LOBBY else _("This game is over.")
            )
        return live.state

    async def apply_defaults(self, live: LiveGame, key: str | None, note: str) -> Change | None:
        """Apply the engine's default for every decision pending now (a deadline passed)."""

        async def body(live: LiveGame) -> Change | None:
            if live.row.status != RUNNING or live.state is None:
                return None
            deadline = live.meta.get("deadline")
            if key is not None and (deadline is None or deadline.get("key") != key):
                return None
            g = live.state
            change = Change(note=note)
            entries: list[NewEntry] = []
            for player, kind in [(d.player, d.kind) for d in live.decisions()]:
                d = next((x for x in live.decisions() if x.player == player and x.kind == kind), None)
                if d is None or d.default is None:
                    continue
                events = apply(g, d.default)
                change.events += events
                change.defaulted.append(player)
                self._record(live, entries, "action", "deadline", d.default.to_json(), events, change)
            await self._commit(live, entries, change=change)
            return change

        change = await self._run(live, body)
        if change is not None:
            self._after(live)
        return change

    # -- game master -----------------------------------------------------------------------

    async def set_status(self, live: LiveGame, status: str, note: str) -> Change:
        async def body(live: LiveGame) -> Change:
            if live.row.status not in (RUNNING, PAUSED):
                raise BotError(_("Only a running game can be paused or resumed."))
            if live.row.status == status:
                raise BotError(
                    _("The game is already paused.")
                    if status == PAUSED
                    else _("The game is already running.")
                )
            live.row.status = status
            # The prompts show the deadline anew: frozen while paused, moved on at the resume.
            waiting = [s for s in live.seats if live.pending_for(s)]
            change = Change(note=note, reprompt=waiting)
            await self._commit(live, [], change=change)
            return change

        change = await self._run(live, body)
        self._after(live)
        return change

    async def seat_change(self, live: LiveGame, seat: str, new_user: int, note: str) -> Change:
        async def body(live: LiveGame) -> Change:
            if live.row.status not in (RUNNING, PAUSED):
                raise BotError(_("Players are replaced in a running game; in the lobby they join and leave."))
            if new_user != VACANT and live.seat_of(new_user) is not None:
                raise BotError(_("That user already plays in this game."))
            live.meta.setdefault("ai_seats", {}).pop(seat, None)
            live.meta.setdefault("controllers", {})[seat] = new_user
            live.meta.setdefault("epochs", {})[seat] = live.version
            change = Change(note=note, reprompt=[seat])
            await self._commit(live, [], change=change)
            return change

        change = await self._run(live, body)
        self._after(live)
        return change

    async def hand_to_ai(self, live: LiveGame, seat: str, strength: str, note: str) -> Change:
        """Give a running game's seat to an AI player of ``strength``; it acts at once."""
        self.check_strength(strength, live.game)

        async def body(live: LiveGame) -> Change:
            if live.row.status not in (RUNNING, PAUSED):
                raise BotError(_("Seats are handed to an AI in a running game; in the lobby use `/game ai`."))
            if seat not in live.seats:
                raise BotError(_("There is no such seat."))
            live.meta.setdefault("ai_seats", {})[seat] = strength
            live.meta.setdefault("controllers", {})[seat] = VACANT
            live.meta.setdefault("epochs", {})[seat] = live.version
            change = Change(note=note, reprompt=[seat])
            await self._commit(live, [], change=change)
            log_event("seat_to_ai", game=live.id, strength=strength)
            return change

        change = await self._run(live, body)
        self._after(live)
        return change

    async def undo(self, live: LiveGame) -> Change:
        async def body(live: LiveGame) -> Change:
            self._running(live)
            entries = await self.db.log(live.id, upto=live.version)
            undone = await self._undoable(live, entries)
            with in_thread(live):
                note = _("The game master undid the last decision.")
            change = Change(note=note, phase_changed=True)
            seq = live.version
            new = [NewEntry(seq + 1 + i, "undo", "master", {"undo": s}) for i, s in enumerate(undone)]
            live.state = replay_log([*entries, *(LogEntry(e.seq, e.kind, e.actor, e.payload) for e in new)])
            live.row.status = RUNNING
            live.meta["deadline"] = None
            self._update_epochs(live, "", True, change, new[-1].seq)
            await self._commit(live, new, change=change)
            live.snapshot_seq = 0  # the next snapshot starts after the undo
            await self._maybe_snapshot(live)
            return change

        change = await self._run(live, body)
        self._after(live)
        return change

    async def _undoable(self, live: LiveGame, entries: list[LogEntry]) -> list[int]:
        """The log entries an undo takes back, newest first: the last decision of a person, with
        the automatic answers (AI, vacant, forced) after it (undoing only an AI's answer would have the
        AI give it again at once)."""
        stack: list[tuple[int, str]] = []
        for e in entries:
            if e.kind == "action":
                stack.append((e.seq, e.actor))
            elif e.kind == "undo" and stack:
                stack.pop()
        popped = 0
        while popped < len(stack) and stack[-1 - popped][1] in AUTOMATIC:
            popped += 1
        if popped >= len(stack):
            raise BotError(_("There is nothing to undo."))
        popped += 1
        first = stack[-popped][0]
        revealed = [e for e in await self.db.events_since(live.id, first - 1) if e.visible_to]
        if revealed:
            raise BotError(_("Cannot undo: a hidden card was revealed since that decision."))
        return [seq for seq, _kind in reversed(stack[-popped:])]

    async def end(self, live: LiveGame, note: str) -> None:
        """End the game now; ``note`` (who ended it) goes to every player with its files."""

        async def body(live: LiveGame) -> None:
            if live.row.status in (ENDED, FINISHED):
                raise BotError(_("Game #{game} is already over.", game=live.id))
            lobby = live.row.status == LOBBY
            live.row.status = ENDED
            live.meta["deadline"] = None
            await self._commit(live, [], change=Change(over=note, lobby=lobby))

        await self._run(live, body)
        self._after(live)

    async def record(self, game_id: int) -> GameRecord:
        """The game's record from its log: its creation and every action not undone."""
        return record_from_log(await self.db.log(game_id))
