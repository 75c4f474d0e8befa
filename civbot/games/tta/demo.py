"""``civbot demo --game tta``: AI players play a whole game of Through the Ages offline, and the
record of it is written out.

Written to the output directory: the overview (card row, civilizations, military board) at the
start of the first round and of every ``every``-th round (``rounds/``), the final overview and
every player's final tableau, a readable game log (public events only, as a spectator would
see them), the save file, and charts of culture points, culture rating, science rating and
strength per player over the rounds.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ai.games.tta.match import seats
from civbot.charts import LineStyle, Series, line_chart, png_bytes
from civbot.demo import refused, report
from civbot.games import DemoArgs
from civbot.story import drop_empty_headers, log_lines
from engine import GameRecord, count, save_text
from engine.tta.api import GameState, apply, check, new_game, pending, standings, stats, view_for

Progress = Callable[[str], None]
# Chart colours and markers: the palette's styles in the seat colours of the images.
# Each seat's line: its colour in the pictures, and a shape of its own.
CHART_SHAPES = ("circle", "square", "diamond", "triangle")


def line_style(seat: int) -> LineStyle:
    from renderer.games.tta.draw import INK, SEAT_COLOURS

    colour, _text = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    return LineStyle(colour, INK, CHART_SHAPES[seat % len(CHART_SHAPES)])
FIGURES = {
    "culture": ("chart-culture.png", "Culture points", "culture"),
    "culture_rating": ("chart-culture-rating.png", "Culture rating (culture a turn)", "culture a turn"),
    "science_rating": ("chart-science-rating.png", "Science rating (science a turn)", "science a turn"),
    "strength": ("chart-strength.png", "Military strength", "strength"),
}


@dataclass
class TtaHistory:
    """Per-player figures at the end of every round."""

    rounds: list[int] = field(default_factory=list)
    values: dict[str, dict[str, list[float]]] = field(default_factory=lambda: {k: {} for k in FIGURES})

    def record(self, g: GameState, rnd: int) -> None:
        self.rounds.append(rnd)
        for p in g.players:
            ps = g.ps(p)
            s = stats(g, p) if not ps.resigned else None
            figures = {
                "culture": ps.culture,
                "culture_rating": s.culture if s else 0,
                "science_rating": s.science if s else 0,
                "strength": s.strength if s else 0,
            }
            for key, v in figures.items():
                self.values[key].setdefault(p, []).append(float(v))


@dataclass
class TtaDemoResult:
    game: GameState
    out: Path
    images: list[Path]
    files: dict[str, Path]
    seconds: float
    violations: int


def names(g: GameState, kinds: dict[str, str]) -> dict[str, str]:
    return {p: f"{p} ({kinds[p]})" for p in g.players}


def public_view(g: GameState, labels: dict[str, str]) -> dict[str, Any]:
    view = view_for(g, None, "observer")
    view["names"] = labels
    return view


def _round_line(g: GameState, rnd: int) -> str:
    parts = []
    for p in g.players:
        ps = g.ps(p)
        rating = stats(g, p).culture if not ps.resigned else 0
        parts.append(f"{p} culture {ps.culture:>3} (+{rating:>2})")
    return f"round {rnd:>2} | " + " | ".join(parts)


class Recorder:
    """Writes the overview at the start of the first round and of every ``every``-th round; each
    file is named after the round its picture shows (the final overview is written apart)."""

    def __init__(self, out: Path, every: int, labels: dict[str, str]) -> None:
        self.dir = out / "rounds"
        self.dir.mkdir(parents=True, exist_ok=True)
        self.every, self.labels = every, labels
        self.images: list[Path] = []

    def round_started(self, g: GameState) -> None:
        if g.finished or not (g.round == 1 or g.round % self.every == 0):
            return
        from renderer.games.tta import render_tta

        path = self.dir / f"round-{g.round:02d}.png"
        path.write_bytes(render_tta(public_view(g, self.labels)))
        self.images.append(path)


def run_tta_demo(
    players: int = 4,
    seed: int = 1,
    out: Path = Path("demo-output"),
    every: int = 5,
    kinds: list[str] | None = None,
    progress: Progress = print,
) -> TtaDemoResult:
    start = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    kinds = kinds or ["normal"] * players
    ids, agents = seats(kinds, seed)
    g = new_game(ids, None, seed)
    record = GameRecord.start(g)
    labels = names(g, dict(zip(ids, kinds, strict=True)))
    recorder = Recorder(out, every, labels)
    history = TtaHistory()
    log = [f"civbot demo: Through the Ages, {players} AI players, seed {seed}", ""]
    violations = 0
    recorder.round_started(g)
    while not g.finished:
        d = pending(g)[0]
        action = agents[d.player].act(g, d)
        rnd = g.round
        events = apply(g, action)
        record.add(action)
        violations += len(check(g))
        log += log_lines(g, events, labels)
        if g.round != rnd or g.finished:
            history.record(g, rnd)
            recorder.round_started(g)
            progress(_round_line(g, rnd))
    files = _write_files(g, record, history, out, log, labels)
    return TtaDemoResult(g, out, recorder.images, files, time.perf_counter() - start, violations)


def _write_files(
    g: GameState, record: GameRecord, history: TtaHistory, out: Path, log: list[str], labels: dict[str, str]
) -> dict[str, Path]:
    from renderer.games.tta import render_tta

    view = public_view(g, labels)
    files = {"final_overview": out / "final-overview.png"}
    files["final_overview"].write_bytes(render_tta(view))
    for p in g.players:
        files[f"tableau_{p}"] = out / f"tableau-{p}.png"
        files[f"tableau_{p}"].write_bytes(render_tta(view, f"tableau:{p}"))
    log += ["", "Final standings:"]
    for i, row in enumerate(standings(g), 1):
        flag = "  (winner)" if row["winner"] else ""
        gone = " (resigned)" if row["resigned"] else ""
        log.append(f"  {i}. {labels[row['player']]}{gone}: {row['culture']} culture{flag}")
    files["log"] = out / "game-log.txt"
    files["log"].write_text("\n".join(drop_empty_headers(log)) + "\n", encoding="utf-8")
    files["save"] = out / "game.save.json"
    files["save"].write_text(save_text(record, g), encoding="utf-8")
    for key, (name, title, unit) in FIGURES.items():
        series = [
            Series(labels[p], line_style(i), history.values[key][p])
            for i, p in enumerate(g.players)
        ]
        files[f"chart_{key}"] = out / name
        files[f"chart_{key}"].write_bytes(png_bytes(line_chart(title, history.rounds, series, unit)))
    return files


def tta_demo_command(args: DemoArgs) -> int:
    players, seed, out, every = args.players, args.seed, args.out, args.every
    if args.every_phase:
        print(
            "civbot demo: --every-phase is for the Civilization games: Through the Ages has no phases",
            file=sys.stderr,
        )
        return 2
    if refused(args.game, players, every, out):
        return 2
    print(f"civbot demo: Through the Ages, {players} AI players, seed {seed}; writing to {out}/", flush=True)
    result = run_tta_demo(players, seed, Path(out), every, progress=lambda line: print(line, flush=True))
    g = result.game
    winners = ", ".join(f"{p} ({g.ps(p).culture} culture)" for p in g.winners) or "nobody"
    print(f"\n{winners} won after round {g.round}.")
    images = f"overview at the start of {count(len(result.images), 'round')}: {out}/rounds/"
    return report(result.seconds, images, result.files, result.violations)
