"""A bot restarted in a fresh process loads every game, whatever phase it waits in, on both
backends.

In-process restarts hide import-order bugs: a phase module that registers a serial tag is
already imported. These tests write games to a database through the service, then load each
game (as a command or a timer would: on demand) in a new Python process (``python -c``) and
compare state hashes.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from ai import Agent, agent_for
from bot.game_operations import GameService
from bot.live_game import LiveGame
from bot.storage import Store, open_store
from engine import pending, state_hash
from engine.civ.options import Options
from engine.civ.phases.registry import round_phases

LOAD_IN_FRESH_PROCESS = """
import asyncio, json, sys
from bot.live_game import BotError
from bot.logs import setup_logging
from bot.game_operations import GameService
from bot.storage import open_store
from engine import state_hash

setup_logging("INFO")

async def main():
    db = await open_store(sys.argv[1])
    try:
        service = GameService(db)
        hashes = {}
        for game_id in await db.game_ids(["lobby", "running", "paused"]):
            try:
                live = await service.get(game_id)
            except BotError as err:  # a broken game fails alone, with a clear message
                print(err.message, file=sys.stderr)
                continue
            if live is not None and live.state is not None:
                hashes[str(game_id)] = state_hash(live.state)
        print(json.dumps(hashes))
    finally:
        await db.close()

asyncio.run(main())
"""

PLAYERS = [1001, 1002, 1003]


def load_in_fresh_process(database: str) -> tuple[dict[str, str], str]:
    done = subprocess.run(
        [sys.executable, "-c", LOAD_IN_FRESH_PROCESS, database],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    hashes: dict[str, str] = json.loads(done.stdout)
    return hashes, done.stderr


async def started_game(service: GameService, seed: int) -> LiveGame:
    live = await service.create(1, 2, 3, PLAYERS[0], max_players=3, variant="short", deadline_minutes=60)
    for uid in PLAYERS[1:]:
        await service.join(live, uid)
    live.meta["seed"] = seed
    await service.start(live)
    return live


async def play_one(service: GameService, live: LiveGame, agent: Agent) -> None:
    g = live.state
    assert g is not None
    d = pending(g)[0]
    await service.act(live, int(d.player), lambda state, seat: agent.act(state, d))
    await service.settle()  # the follow-up (snapshots) before the next order


def waiting_point(live: LiveGame) -> tuple[str, str]:
    """Where the game waits: its phase and the decision owed (a calamity step, say)."""
    g = live.state
    assert g is not None
    owed = pending(g)
    return g.phase, owed[0].kind if owed else "nothing"


async def games_in_every_phase(service: GameService) -> tuple[dict[int, tuple[str, str]], dict[str, str]]:
    """One stored game stopped at each (phase, step) a 3-player game waits in during its first
    rounds: one game is played, and its rows are copied to a new game at each new stopping point.
    Returns the stopping points and the state hash of each copy."""
    live = await started_game(service, seed=6)
    agent = agent_for("normal", 11)
    stopped: dict[int, tuple[str, str]] = {}
    hashes: dict[str, str] = {}
    seen: set[tuple[str, str]] = set()
    while live.state is not None and not live.state.finished and live.state.round <= 20:
        point = waiting_point(live)
        if point not in seen:
            seen.add(point)
            copy = await copy_game(service.db, live.id)
            stopped[copy] = point
            hashes[str(copy)] = state_hash(live.state)
        await play_one(service, live, agent)
    if live.state is not None and not live.state.finished:  # a finished game is not reloaded
        stopped[live.id] = waiting_point(live)
        hashes[str(live.id)] = state_hash(live.state)
    return stopped, hashes


async def copy_game(db: Store, game_id: int) -> int:
    """A new game whose stored rows are those of ``game_id`` now."""
    new = (await db.create_game(1, 2, 3, PLAYERS[0], {})).id
    await db.execute(
        "UPDATE games SET status = (SELECT status FROM games WHERE id = ?),"
        " meta = (SELECT meta FROM games WHERE id = ?), version = (SELECT version FROM games WHERE id = ?)"
        " WHERE id = ?",
        (game_id, game_id, game_id, new),
    )
    for table, columns in (
        ("log", "seq, kind, actor, payload, created_at"),
        ("events", "log_seq, idx, kind, data, visible_to"),
        ("snapshots", "log_seq, state"),
    ):
        await db.execute(
            f"INSERT INTO {table} (game_id, {columns}) SELECT ?, {columns} FROM {table} WHERE game_id = ?",
            (new, game_id),
        )
    return new


async def test_a_fresh_process_loads_a_game_waiting_in_every_phase(database: str) -> None:
    db = await open_store(database)
    service = GameService(db, snapshot_every=1)  # a snapshot after every action: mid-step states
    try:
        stopped, expected = await games_in_every_phase(service)
        live = await service.get(next(iter(stopped)))
        assert live is not None and live.state is not None
        waiting = {p.name for p in round_phases(live.state)}
    finally:
        await db.close()
    phases = {phase for phase, _ in stopped.values()}
    # Every phase in which a player decides (census, conflict and the AST phase never wait).
    waiting -= {"census", "conflict", "ast"}
    assert waiting | {"setup"} <= phases, sorted(waiting - phases)
    calamity_steps = {kind for phase, kind in stopped.values() if phase == "calamities"}
    assert len(calamity_steps) >= 6, calamity_steps
    hashes, _ = load_in_fresh_process(database)
    assert hashes == expected


async def test_an_unreadable_snapshot_falls_back_to_the_log(database: str) -> None:
    db = await open_store(database)
    service = GameService(db, snapshot_every=1)
    try:
        live = await started_game(service, seed=2)
        agent = agent_for("normal", 5)
        for _ in range(30):
            await play_one(service, live, agent)
        expected = state_hash(live.state)  # type: ignore[arg-type]
        await corrupt_snapshots(db, live.id)
    finally:
        await db.close()
    hashes, log = load_in_fresh_process(database)
    assert hashes == {str(live.id): expected}
    assert "snapshot_unreadable" in log and "replaying the game's log" in log


async def test_one_broken_game_fails_alone_when_it_is_needed(database: str) -> None:
    db = await open_store(database)
    service = GameService(db, snapshot_every=1)
    try:
        broken, healthy = await started_game(service, seed=2), await started_game(service, seed=3)
        agent = agent_for("normal", 5)
        for _ in range(10):
            await play_one(service, broken, agent)
            await play_one(service, healthy, agent)
        expected = state_hash(healthy.state)  # type: ignore[arg-type]
        await corrupt_snapshots(db, broken.id)
        await corrupt_log(db, broken.id)
    finally:
        await db.close()
    hashes, log = load_in_fresh_process(database)
    assert hashes == {str(healthy.id): expected}
    assert "game_load_failed" in log
    assert f"Game #{broken.id} could not be loaded from the database" in log


async def corrupt_snapshots(db: Store, game_id: int) -> None:
    await db.execute("UPDATE snapshots SET state = ? WHERE game_id = ?", (json.dumps({"phase": 7}), game_id))


async def corrupt_log(db: Store, game_id: int) -> None:
    bogus: dict[str, Any] = {"type": "no_such_action", "player": str(PLAYERS[0])}
    await db.execute("UPDATE log SET payload = ? WHERE game_id = ? AND seq = 3", (json.dumps(bogus), game_id))


def test_every_serial_tag_is_known_to_a_fresh_process() -> None:
    """Deserialising needs no earlier import: a bare ``import engine`` finds every tag that
    any engine module registers."""
    script = """
import importlib, json, pkgutil, sys
import engine
from engine.core import serial
serial.load_tag_sources()
known = set(serial._TAGGED)
for info in pkgutil.walk_packages(engine.__path__, "engine."):
    importlib.import_module(info.name)
print(json.dumps(sorted(set(serial._TAGGED) - known)))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == []


def test_a_fresh_process_reads_a_state_in_the_setup_phase() -> None:
    from engine import new_game, state_to_json

    g = new_game(["a", "b", "c"], Options(), seed=1)
    script = "import json, sys, engine; print(engine.state_from_json(json.load(sys.stdin)).phase)"
    done = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps(state_to_json(g)),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "setup"
