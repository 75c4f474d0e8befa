"""Golden transcripts of seeded games of every offered game, the guard rail of the engine's
restructuring: a change that alters any decision a player is asked, any event any viewer sees or
any position reached shows up as a difference here.

A transcript reads like OpenSpiel's playthroughs. After the game's creation and after every
action it gives, in this order: the action (who acted, and what), each event it produced (its
kind and data, with who may see it when it is private, and the sentence a public one is told
with), every decision then pending (player, kind, prompt, default and a digest of its options)
and a digest of the position (``state_hash``). The setups are in ``tests/golden/setups.py``.

Regenerate after a reviewed, intended change with ``python -m tests.golden.transcripts [NAME...]``
(a regeneration rewrites only what changed; ``git diff`` then shows exactly that). The starting
positions of the games that begin in mid-game are data, stored once under ``positions/``; add
``--positions`` to store them anew (only on purpose: the AI players reach them).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ai import agent_for
from engine import apply, dump_position, load_position, new_game, pending, spec, state_hash
from engine.core import serial
from engine.core.decisions import Decision
from engine.core.events import Event
from tests.golden.setups import SETUPS, Setup, sentence

HERE = Path(__file__).parent / "transcripts"
POSITIONS = Path(__file__).parent / "positions"
# The AI players that reach the stored starting positions of the ``from_round`` setups.
POSITION_AGENTS = ("normal", "easy")
# Step lines begin with these marks (two spaces in): the form ``read`` parses back.
ACTION, EVENT, TOLD, PENDING, HASH = "> ", "= ", "» ", "? ", "hash "


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def options_digest(d: Decision) -> str:
    options = json.dumps(serial.to_json(d.options), sort_keys=True)
    return hashlib.sha256(options.encode()).hexdigest()[:16]


def decision_line(d: Decision) -> str:
    together = " (with others)" if d.simultaneous else ""
    default = "" if d.default is None else f" · default {dumps(d.default.to_json())}"
    return f"{PENDING}{d.player} {d.kind}{together}: {dumps(d.prompt)}{default} · options {options_digest(d)}"


def event_lines(g: Any, e: Event) -> Iterator[str]:
    to = "" if e.visible_to is None else f"[to {' '.join(e.visible_to)}] "
    yield f"{EVENT}{to}{e.kind} {dumps(serial.to_json(e.data))}"
    told = sentence(g, e) if e.visible_to is None else None
    if told and told.strip():
        # A sentence of several lines (a round's heading) is kept on one.
        yield f"  {TOLD}{' / '.join(line.strip() for line in told.strip().splitlines())}"


def position_lines(g: Any) -> Iterator[str]:
    for d in pending(g):
        yield "  " + decision_line(d)
    yield f"  {HASH}{state_hash(g)[:16]}"


def header(setup: Setup) -> Iterator[str]:
    title = spec(setup.game, offered_only=False).title
    yield f"# {title} · {setup.describe()} · seed {setup.seed}"
    yield (
        "# Per step: > the action; = each event (private ones with who sees them), » the sentence a "
        "public one is told with; ? each decision then pending (prompt, default, digest of its "
        "options); the digest of the position."
    )


def agents_for(setup: Setup, players: list[str], kinds: tuple[str, ...]) -> dict[str, Any]:
    return {
        p: agent_for(kinds[i % len(kinds)], setup.seed * 100 + i, game=setup.game)
        for i, p in enumerate(players)
    }


def position_path(setup: Setup) -> Path:
    return POSITIONS / f"{setup.name}.json"


def start(setup: Setup) -> Any:
    """The game of ``setup`` before its first step."""
    if setup.from_round:
        return load_position(json.loads(position_path(setup).read_text(encoding="utf-8")))
    players = [f"p{i + 1}" for i in range(setup.players)]
    return new_game(players, setup.options(), seed=setup.seed, game=setup.game)


def write_position(setup: Setup) -> None:
    """Store the position AI players reach at ``setup.from_round`` (done once, deliberately)."""
    players = [f"p{i + 1}" for i in range(setup.players)]
    g = new_game(players, setup.options(), seed=setup.seed, game=setup.game)
    agents = agents_for(setup, players, POSITION_AGENTS)
    while not g.finished and g.round < setup.from_round:
        d = pending(g)[0]
        apply(g, agents[d.player].act(g, d))
    POSITIONS.mkdir(parents=True, exist_ok=True)
    position_path(setup).write_text(
        json.dumps(dump_position(g), indent=1, sort_keys=True) + "\n", encoding="utf-8"
    )


def lines(setup: Setup) -> Iterator[str]:
    """The transcript of ``setup``'s game, line by line."""
    g = start(setup)
    agents = agents_for(setup, list(g.players), setup.agents)
    yield from header(setup)
    yield f"start · round {g.round} · {g.phase}"
    yield from position_lines(g)
    step = 0
    while not g.finished and g.round <= setup.rounds:
        d = pending(g)[0]
        action = agents[d.player].act(g, d)
        events = apply(g, action)
        step += 1
        yield f"step {step} · round {g.round} · {g.phase}"
        yield f"  {ACTION}{action.player} {dumps(action.to_json())}"
        for e in events:
            for line in event_lines(g, e):
                yield "  " + line
        yield from position_lines(g)
    winners = f" · winners {' '.join(g.winners)}" if g.finished else ""
    yield f"end · {'finished' if g.finished else 'stopped'} after step {step}{winners}"


@dataclass
class Step:
    """One step of a stored transcript, read back (for the tests that look into the games)."""

    actions: list[dict[str, Any]] = field(default_factory=list)
    # (kind, data, visible_to or None)
    events: list[tuple[str, dict[str, Any], tuple[str, ...] | None]] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)  # the kinds


def read(setup: Setup) -> list[Step]:
    """The steps of ``setup``'s stored transcript (the start is the first)."""
    steps: list[Step] = []
    for line in stored(setup):
        if line.startswith(("start", "step ")):
            steps.append(Step())
        text = line.strip()
        if text.startswith(ACTION):
            steps[-1].actions.append(json.loads(text.split(" ", 2)[2]))
        elif text.startswith(EVENT):
            steps[-1].events.append(_event(text[len(EVENT) :]))
        elif text.startswith(PENDING):
            steps[-1].pending.append(text.split(" ", 3)[2].removesuffix(":"))
    return steps


def _event(text: str) -> tuple[str, dict[str, Any], tuple[str, ...] | None]:
    visible: tuple[str, ...] | None = None
    if text.startswith("[to "):
        who, _, text = text[len("[to ") :].partition("] ")
        visible = tuple(who.split())
    kind, _, data = text.partition(" ")
    return kind, json.loads(data), visible


def path_of(setup: Setup) -> Path:
    suffix = ".txt.gz" if setup.compressed else ".txt"
    return HERE / f"{setup.name}{suffix}"


def stored(setup: Setup) -> list[str]:
    path = path_of(setup)
    if setup.compressed:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            return f.read().splitlines()
    return path.read_text(encoding="utf-8").splitlines()


def write(setup: Setup) -> None:
    HERE.mkdir(parents=True, exist_ok=True)
    text = "\n".join(lines(setup)) + "\n"
    if not setup.compressed:
        path_of(setup).write_text(text, encoding="utf-8")
        return
    # mtime=0: the same transcript gives the same bytes, so git sees no change.
    with open(path_of(setup), "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
        f.write(text.encode())


if __name__ == "__main__":
    # ``--positions`` also stores anew the starting positions of the setups chosen.
    names = [a for a in sys.argv[1:] if a != "--positions"]
    for s in [s for s in SETUPS if not names or s.name in names]:
        if s.from_round and "--positions" in sys.argv:
            write_position(s)
            print(f"wrote {position_path(s)}")
        write(s)
        print(f"wrote {path_of(s)}")
