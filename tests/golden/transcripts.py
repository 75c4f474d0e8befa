"""Golden transcripts of seeded Civilization (1980) games, the guard rail of the engine's
restructuring: a change that alters any decision a player is asked, or any event any viewer
sees, shows up as a difference here.

A transcript lists, after the game's creation and after every action, the actions taken, each
event with who may see it, and every pending decision (player, kind, prompt, default, and a
digest of its options). AI players ("normal" and "easy" alternating) play, so games reach
trade, calamities and purchases; six more games are played by random legal players.
Regenerate after a reviewed, intended change with ``python -m tests.golden.transcripts``.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ai import agent_for
from engine import apply, new_game, pending
from engine.civ.options import Options
from engine.core import serial
from engine.core.decisions import Decision
from engine.core.events import Event

HERE = Path(__file__).parent / "transcripts"


@dataclass(frozen=True)
class Setup:
    players: int
    variant: str
    rounds: int
    agents: tuple[str, ...] = ("normal", "easy")

    @property
    def name(self) -> str:
        random = "-random" if self.agents == ("random",) else ""
        return f"civ1980-{self.variant}-{self.players}p{random}"

    @property
    def seed(self) -> int:
        return self.players * 10 + ("full", "short", "nomads", "farmers").index(self.variant)


SETUPS = [
    *(Setup(n, "full", 16) for n in range(2, 8)),
    *(Setup(n, "short", 40) for n in range(2, 8)),
    *(Setup(n, "farmers", 12) for n in range(2, 8)),
    *(Setup(n, "nomads", 40) for n in range(2, 5)),
    # Random legal players take the odd choices an AI never makes (tax rates, odd payments).
    *(Setup(n, "full", 12, ("random",)) for n in range(2, 8)),
]


def _decision(d: Decision) -> dict[str, Any]:
    options = json.dumps(serial.to_json(d.options), sort_keys=True)
    return {
        "player": d.player,
        "kind": d.kind,
        "prompt": d.prompt,
        "default": None if d.default is None else d.default.to_json(),
        "simultaneous": d.simultaneous,
        "options": hashlib.sha256(options.encode()).hexdigest()[:16],
    }


def _event(e: Event) -> dict[str, Any]:
    visible = None if e.visible_to is None else list(e.visible_to)
    return {"kind": e.kind, "data": serial.to_json(e.data), "visible_to": visible}


def lines(setup: Setup) -> Iterator[str]:
    """The transcript of ``setup``'s game, one JSON line per step."""
    players = [f"p{i + 1}" for i in range(setup.players)]
    options = Options(variant=setup.variant, short_finish=9) if setup.variant == "short" else None
    g = new_game(players, options or Options(variant=setup.variant), seed=setup.seed)
    kinds = setup.agents
    agents = {p: agent_for(kinds[i % len(kinds)], setup.seed * 100 + i) for i, p in enumerate(players)}
    yield json.dumps({"step": 0, "pending": [_decision(d) for d in pending(g)]}, sort_keys=True)
    step = 0
    while not g.finished and g.round <= setup.rounds:
        d = pending(g)[0]
        action = agents[d.player].act(g, d)
        events = apply(g, action)
        step += 1
        record = {
            "step": step,
            "round": g.round,
            "action": action.to_json(),
            "events": [_event(e) for e in events],
            "pending": [_decision(x) for x in pending(g)],
        }
        yield json.dumps(record, sort_keys=True)
    yield json.dumps({"end": True, "finished": g.finished, "winners": list(g.winners)}, sort_keys=True)


def path_of(setup: Setup) -> Path:
    return HERE / f"{setup.name}.jsonl.gz"


def stored(setup: Setup) -> list[str]:
    with gzip.open(path_of(setup), "rt", encoding="utf-8") as f:
        return f.read().splitlines()


def write(setup: Setup) -> None:
    HERE.mkdir(parents=True, exist_ok=True)
    text = "\n".join(lines(setup)) + "\n"
    # mtime=0: the same transcript gives the same bytes, so git sees no change.
    with open(path_of(setup), "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
        f.write(text.encode())


if __name__ == "__main__":
    chosen = [s for s in SETUPS if not sys.argv[1:] or s.name in sys.argv[1:]]
    for s in chosen:
        write(s)
        print(f"wrote {path_of(s)}")
