"""The live-game model shared by the service, the cogs and the notifier: a running game's
stored row and state, who controls each seat (human, vacant or AI), the change record passed
to the notifier, and the user-facing refusal ``BotError``."""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ai import STRENGTHS
from bot.storage import GameRow
from engine import (
    DEFAULT_GAME,
    Action,
    CoreState,
    Decision,
    Event,
    GameRules,
    RuleError,
    parse_option_text,
    pending,
    spec,
    view_for,
)
from i18n.catalog import N_, _, language

RUNNING, PAUSED, LOBBY, FINISHED, ENDED = "running", "paused", "lobby", "finished", "ended"
# The AI strengths in words (an AI seat's label, the choices of ``/game ai``).
STRENGTH_NAMES = {"normal": N_("normal"), "easy": N_("easy"), "hard": N_("hard")}
VACANT = 0
AI_STRENGTHS = STRENGTHS  # every strength some game offers; each game says which it has
# Builds a seat's action from the game's state (each game's own state class).
ActionBuilder = Callable[[Any, str], Action]


class BotError(Exception):
    """A refusal for the user (answered ephemerally); nothing changed."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass
class Change:
    """What one persisted change did, and so what it owes Discord (``bot.outbox`` stores it with
    the change and the notifier delivers it)."""

    events: list[Event] = field(default_factory=list)
    # The events' data as JSON text, made once for the log (``GameCore._record``) and reused in
    # the outbox item; shorter than ``events`` when some were added otherwise (then unused).
    event_texts: list[str] = field(default_factory=list)
    actor: str = ""  # the seat whose order this is ("" for automatic changes)
    phase_changed: bool = False
    reprompt: list[str] = field(default_factory=list)  # seats whose prompt is new
    note: str = ""  # a public line to post (deadline passed, game master action...)
    defaulted: list[str] = field(default_factory=list)  # seats whose decision took the default
    answered: list[str] = field(default_factory=list)  # seats that answered their prompt
    lobby: bool = False  # the lobby post shows the seats and options anew
    over: str = ""  # the game was ended: close the prompts, tell everyone, post the files
    remind: list[str] = field(default_factory=list)  # seats reminded of the deadline

    def owes(self) -> bool:
        """Whether Discord is owed anything for this change."""
        return bool(
            self.events or self.reprompt or self.note or self.phase_changed or self.lobby or self.over
        ) or bool(self.remind)


class Notifier(Protocol):
    async def changed(self, live: LiveGame, change: Change) -> None: ...

    async def draw(self, live: LiveGame, where: list[int], pictures: list[str | None]) -> None: ...


class Scheduling(Protocol):
    def sync(self, live: LiveGame) -> bool: ...

    def wake_at(self, live: LiveGame) -> float | None: ...

    def arm(self, live: LiveGame) -> None: ...

    def owed_by(self, when: float) -> None: ...


def strength_name(strength: str) -> str:
    """An AI strength ("normal") in the language spoken."""
    return _(STRENGTH_NAMES[strength]) if strength in STRENGTH_NAMES else strength


@dataclass(eq=False)
class LiveGame:
    """One game held in memory: its row, its state and what the process knows it wrote.

    At most one LiveGame per game is cached in a process; ``evicted`` marks one dropped from
    the cache (whoever still holds it fetches the current one), ``stale`` one whose state may
    differ from the database (a write failed after the engine applied an action): it is
    reloaded in place, under its lock, before its next use.
    """

    row: GameRow
    state: Any = None  # the game's state (its own class, a CoreState), None before the start
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    notify_lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # seat -> (epoch, draft): the half-built form of each seat's current prompt (stored in the database).
    drafts: dict[str, tuple[int, dict[str, Any]]] = field(default_factory=dict)
    stale: bool = False
    evicted: bool = False
    busy: int = 0  # background tasks (AI follow-up, notifications) still using this game
    last_used: float = 0.0
    snapshot_seq: int = 0  # version of the newest snapshot this process knows of
    snapshot_round: int = 0
    # What the database holds for the game's timer and seats, to write them only when they change.
    timer_written: float | None = None
    timer_known: bool = False
    seats_written: list[tuple[str, int]] | None = None
    # The game as it was when its AI and vacant seats last had nothing they could do (GameCore's
    # ``_auto_key``): while it still is, they owe nothing and no wake-up is written for them.
    auto_idle: tuple[Any, ...] | None = None
    # The pending decisions of one version of the state, and each seat's decisions with their
    # signature: see ``decisions`` and ``signatures``.
    _pending: tuple[CoreState, int, dict[str, list[Decision]]] | None = field(default=None, repr=False)
    _seat_signatures: dict[str, tuple[Any, list[Decision], str]] = field(default_factory=dict, repr=False)

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def meta(self) -> dict[str, Any]:
        return self.row.meta

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def seats(self) -> list[str]:
        return list(self.meta["seats"])

    @property
    def ai_seats(self) -> dict[str, str]:
        """AI seats and their strength ("easy", "normal" or "hard")."""
        return dict(self.meta.get("ai_seats", {}))

    def is_ai(self, seat: str) -> bool:
        return seat in self.meta.get("ai_seats", {})

    def ai_label(self, seat: str) -> str:
        """The display name of an AI seat: "AI (normal) 1"."""
        strength = self.ai_seats.get(seat, "normal")
        number = seat[3:] if seat.startswith("ai-") else str(self.seats.index(seat) + 1)
        return _("AI ({strength}) {number}", strength=strength_name(strength), number=number)

    def controller(self, seat: str) -> int:
        """The Discord user playing ``seat``; VACANT (0) for vacant and AI seats."""
        if self.is_ai(seat):
            return VACANT
        controllers: dict[str, int] = self.meta.get("controllers", {})
        if seat in controllers:
            return int(controllers[seat])
        try:
            return int(seat)
        except ValueError:
            return VACANT

    def human_seats(self) -> list[tuple[str, int]]:
        """(seat, Discord user) of every seat a person plays (the ``seats`` index)."""
        return [(seat, uid) for seat in self.seats if (uid := self.controller(seat)) != VACANT]

    def seat_of(self, user_id: int) -> str | None:
        if user_id == VACANT:
            return None
        for seat in self.seats:
            if self.controller(seat) == user_id:
                return seat
        return None

    def epoch(self, seat: str) -> int:
        return int(self.meta.get("epochs", {}).get(seat, 0))

    def draft(self, seat: str) -> dict[str, Any]:
        """The draft of ``seat``'s current prompt; a draft made for an older prompt is dropped."""
        epoch = self.epoch(seat)
        kept = self.drafts.get(seat)
        if kept is None or kept[0] != epoch:
            kept = (epoch, {})
            self.drafts[seat] = kept
        return kept[1]

    @property
    def game(self) -> str:
        """The game's id in the registry; games created before there were several are 1980's."""
        return str(self.meta.get("game", DEFAULT_GAME))

    def rules(self) -> GameRules[Any]:
        return spec(self.game, offered_only=False).rules()

    def options(self) -> Any:
        """The game's options (its own class): those chosen in the lobby, the defaults for the
        rest."""
        return self.rules().options_from_json(self.meta.get("options", {}))

    def is_master(self, user_id: int) -> bool:
        return user_id == self.row.creator_id

    def decisions(self) -> list[Decision]:
        """The engine's pending decisions for the state, computed once per version of the state
        (its ``version`` counts every apply) and shared by every consumer of a change: the
        epochs, the deadline, the wake-up, the AI seats, the prompts."""
        g = self.state
        if g is None:
            return []
        known = self._pending
        if known is None or known[0] is not g or known[1] != g.version:
            known = self._pending = (g, g.version, {})
        # The prompts are words in the language spoken: each language asked for gets its own copy
        # (the decisions themselves are the same in every language).
        said = known[2].get(language())
        if said is None:
            said = known[2][language()] = pending(g)
        return list(said)

    def forget_decisions(self) -> None:
        """The state was changed other than by the engine's ``apply`` (a test's hand-made
        position), which its version does not count: ask the engine again."""
        self._pending = None
        self._seat_signatures.clear()

    def phase_title(self) -> str:
        """The title of the phase (or turn) the game is in, as everyone may see it."""
        if self.state is None:
            return ""
        return str(view_for(self.state, None, "observer")["phase_title"])

    def pending_for(self, seat: str) -> list[Decision]:
        if self.state is None or self.row.status not in (RUNNING, PAUSED):
            return []
        return [d for d in self.decisions() if d.player == seat]

    def signatures(self) -> dict[str, str]:
        """Each seat's prompt signature (``decision_signature``; "" for a seat owing nothing).

        A seat's signature is computed again only when its decisions changed (or the round or
        the phase did): most changes concern one or two seats of the game.
        """
        g = self.state
        if g is None:
            return {}
        where = (g.round, g.phase)
        decisions = self.decisions() if not g.finished else []
        out = {}
        for seat in self.seats:
            mine = [d for d in decisions if d.player == seat]
            known = self._seat_signatures.get(seat)
            if known is None or known[0] != where or known[1] != mine:
                known = (where, mine, decision_signature(g, mine) if mine else "")
                self._seat_signatures[seat] = known
            out[seat] = known[2]
        return out


def decision_signature(g: CoreState, decisions: list[Decision]) -> str:
    # Without the prompt: its words depend on who reads them; the options say what is asked.
    data = [(g.round, g.phase, d.kind, d.options.to_json()) for d in decisions]
    return hashlib.sha1(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:16]


def parse_option_value(live: LiveGame, name: str, raw: str) -> Any:
    rules = live.rules()
    try:
        return parse_option_text(rules.option_docs, rules.default_options(), name, raw)
    except RuleError as err:
        if name not in rules.option_docs:
            raise BotError(_("{reason} See `/game rules`.", reason=err.message)) from None
        raise BotError(err.message) from None


def validate_or_refuse(live: LiveGame, options: Any, players: int) -> None:
    """Refuse options or a player count the game does not allow, in the game's words."""
    try:
        game = spec(live.game, offered_only=False)
        game.check_players(players)
        game.rules().validate_options(options, players)
    except RuleError as err:
        raise BotError(err.message) from None
