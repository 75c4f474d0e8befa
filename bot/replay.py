"""Rebuilding a game's state from the store: the newest snapshot and the log after it, or the
whole log (the truth) when there is no usable snapshot."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from typing import Any

from bot.logs import log_event
from bot.storage import LogEntry, Store
from engine import DEFAULT_GAME, GameRecord, action_from_json, apply, replay, state_from_json, state_to_json

# A state of any game of the registry (the engine's own API types it as loosely).
State = Any


def snapshot_text(g: State) -> str:
    """The state as a snapshot (the position only: the store holds the log)."""
    return json.dumps(state_to_json(g), separators=(",", ":"))


def record_from_log(entries: Sequence[LogEntry]) -> GameRecord:
    """The game's record from a whole log (a start, actions, undos): its creation and every action
    not undone; a start without a game id is Civilization (1980)'s, the only game before there
    were several."""
    start = next(e for e in entries if e.kind == "start")
    actions: list[dict[str, Any]] = []
    for e in entries:
        if e.kind == "action":
            actions.append(e.payload)
        elif e.kind == "undo" and actions:
            actions.pop()
    return GameRecord(
        str(start.payload.get("game", DEFAULT_GAME)),
        list(start.payload["players"]),
        int(start.payload["seed"]),
        dict(start.payload["options"]),
        actions,
    )


def replay_log(entries: Sequence[LogEntry]) -> State:
    """The state after ``entries`` (a whole log), from scratch."""
    return replay(record_from_log(entries))


def catch_up(g: State, entries: Sequence[LogEntry]) -> bool:
    """Apply ``entries`` (the log after ``g``) to ``g``; False if they hold more than actions."""
    if any(e.kind != "action" for e in entries):
        return False
    for e in entries:
        apply(g, action_from_json(e.payload))
    return True


async def rebuild(store: Store, game_id: int, version: int) -> tuple[State, int]:
    """The game's state at ``version`` (its row's: other processes may have written more since the
    row was read), and the version of the snapshot it started from (0: none)."""
    snap = await store.latest_snapshot(game_id, upto=version)
    if snap is not None:
        seq, text = snap
        later = await store.log(game_id, after=seq, upto=version)
        try:
            g = state_from_json(json.loads(text))
            if catch_up(g, later):
                return g, seq
        except Exception as err:  # a snapshot is only a cache: the log is the truth
            log_event(
                "snapshot_unreadable",
                logging.WARNING,
                game=game_id,
                snapshot_seq=seq,
                error=f"{type(err).__name__}: {err}",
                fallback="replaying the game's log",
            )
    return replay_log(await store.log(game_id, upto=version)), 0
