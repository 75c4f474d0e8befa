"""``civbot demo``: AI players play a whole game offline, and the record of it is written out.

Written to the output directory: the board at the end of selected rounds (the first, every
``every``-th and the last; with ``every_phase``, after every phase of those rounds), the final
board, a readable game log (public events only, as a spectator would see them), the save file,
and end-of-game charts of AST position, cities and civilization-card points per player over the
rounds (Advanced Civilization: victory points too; civbot/games/civ/demo_figures.py says what each game
charts). The boards are palette PNGs (``renderer.png.compact_png``): the demo writes a few
MB, not a hundred.
"""

from __future__ import annotations

import concurrent.futures
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ai.games.civ.match import agents_for
from civbot.charts import LineStyle, Series, line_chart, png_bytes
from civbot.demo import refused, report
from civbot.games import DemoArgs
from civbot.games.civ.demo_figures import DemoFigures, figures
from civbot.story import drop_empty_headers, log_lines
from engine import (
    DEFAULT_GAME,
    ENGINE,
    GameRecord,
    apply,
    new_game,
    pending,
    rules_of,
    save_text,
    spec,
    view_for,
)
from engine.civ.api import GameState, describe_player, round_phases
from i18n.catalog import language

Progress = Callable[[str], None]


@dataclass
class History:
    """Per-player figures of the game's charts at the end of every round."""

    shown: DemoFigures
    rounds: list[int] = field(default_factory=list)
    values: dict[str, dict[str, list[float]]] = field(default_factory=dict)

    def record(self, g: GameState) -> None:
        if self.rounds and self.rounds[-1] == g.round:
            return
        self.rounds.append(g.round)
        for key, chart in self.shown.charts.items():
            per_player = self.values.setdefault(key, {})
            for p in g.players:
                per_player.setdefault(p, []).append(chart.value(g, p))


@dataclass
class DemoResult:
    game: GameState
    out: Path
    boards: list[Path]
    files: dict[str, Path]
    seconds: float
    violations: int


def _render_to(path: str, view: dict[str, Any], lang: str) -> str:
    """On a worker process, which does not inherit the language spoken: it is given."""
    from i18n.catalog import speaking
    from renderer import render
    from renderer.png import compact_png

    with speaking(lang):
        Path(path).write_bytes(compact_png(render(view)))
    return path


# The phase that ends a round: its board is the round's picture.
ROUND_END = "ast"


class Recorder:
    """Collects the phase-end views of the round being played, and renders the selected ones
    on worker processes while the game goes on: the board at the end of each selected round,
    or after every phase of it (``every_phase``)."""

    def __init__(self, out: Path, every: int, workers: int, every_phase: bool = False) -> None:
        self.boards_dir = out / "boards"
        self.boards_dir.mkdir(parents=True, exist_ok=True)
        self.every, self.every_phase = every, every_phase
        self.pool = concurrent.futures.ProcessPoolExecutor(max_workers=workers)
        self.jobs: list[concurrent.futures.Future[str]] = []
        self.views: list[tuple[int, int, str, dict[str, Any]]] = []
        self.round = -1

    def phase_ended(self, g: GameState, phase: str) -> None:
        if g.round != self.round:
            self.flush(last=False)
            self.round = g.round
        if self.every_phase or phase == ROUND_END:
            self.views.append((g.round, phase_numbers(g).get(phase, 0), phase, view_for(g, None)))

    def game_ended(self, g: GameState) -> None:
        """The board as the game ends, as the last round's picture (it may end mid-round)."""
        if not self.views or self.views[-1][2] != g.phase:
            self.views.append((g.round, phase_numbers(g).get(g.phase, 0), g.phase, view_for(g, None)))

    def selected(self, rnd: int, last: bool) -> bool:
        return last or rnd == 1 or (rnd > 0 and rnd % self.every == 0)

    def name(self, rnd: int, number: int, phase: str) -> Path:
        if not self.every_phase:
            return self.boards_dir / f"round-{rnd:02d}.png"
        return self.boards_dir / f"round-{rnd:02d}-{number:02d}-{phase.replace('_', '-')}.png"

    def flush(self, last: bool) -> None:
        views = self.views if self.every_phase else self.views[-1:]
        for rnd, number, phase, view in views:
            if self.selected(rnd, last):
                path = str(self.name(rnd, number, phase))
                self.jobs.append(self.pool.submit(_render_to, path, view, language()))
        self.views = []

    def finish(self) -> list[Path]:
        self.flush(last=True)
        paths = sorted(Path(job.result()) for job in self.jobs)
        self.pool.shutdown()
        return paths


def line_style(nation: str) -> LineStyle:
    """A nation's line in a chart: its colour and marker shape, as on the board."""
    from renderer.games.civ.palette import nation_style

    style = nation_style(nation)
    return LineStyle(style.colour, style.edge, style.shape)


def write_charts(g: GameState, history: History, out: Path) -> dict[str, Path]:
    files = {}
    for key, chart in history.shown.charts.items():
        values = history.values.get(key, {})
        series = [
            Series(describe_player(g, p), line_style(g.ps(p).nation), values.get(p, [])) for p in g.players
        ]
        path = out / chart.file
        path.write_bytes(png_bytes(line_chart(chart.title, history.rounds, series, chart.unit)))
        files[key] = path
    return files


# Nations per progress line: eight in one line made 270 characters; four keep it within 80.
PER_LINE = 4


def _round_line(g: GameState) -> str:
    line = figures(g.game).round_line
    parts = [line(g, p) for p in g.players]
    rows = [" | ".join(parts[i : i + PER_LINE]) for i in range(0, len(parts), PER_LINE)]
    return f"round {g.round:>2} | " + "\n         | ".join(rows)


def run_demo(
    players: int = 4,
    seed: int = 1,
    out: Path = Path("demo-output"),
    every: int = 5,
    kinds: list[str] | None = None,
    max_rounds: int = 60,
    options: Any = None,
    progress: Progress = print,
    workers: int | None = None,
    game: str = DEFAULT_GAME,
    every_phase: bool = False,
) -> DemoResult:
    start = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    kinds = kinds or ["normal"] * players
    ids, agents = agents_for(kinds, seed, game)
    g: GameState = new_game(ids, options, seed=seed, game=game)
    rules = rules_of(g)
    record = GameRecord.start(g)
    recorder = Recorder(out, every, workers or min(2, os.cpu_count() or 1), every_phase)
    history = History(figures(game))
    title = spec(game, stage=ENGINE).title
    log: list[str] = [f"civbot demo: {title}, {players} AI players, seed {seed}", ""]
    if figures(game).legend:
        progress(figures(game).legend)
    violations = 0

    def phase_end(state: GameState, phase: str) -> None:
        recorder.phase_ended(state, phase)
        if phase == "ast":
            history.record(state)
            progress(_round_line(state))

    while not g.finished and g.round <= max_rounds:
        d = pending(g)[0]
        action = agents[d.player].act(g, d)
        events = apply(g, action, phase_end)
        record.add(action)
        violations += len(rules.invariant_violations(g))
        log += log_lines(g, events)
    if g.finished and (not history.rounds or history.rounds[-1] != g.round):
        progress(_round_line(g))  # the last round, when the game ended in it
    history.record(g)
    recorder.game_ended(g)
    boards = recorder.finish()
    files = _write_files(g, record, history, out, log)
    return DemoResult(g, out, boards, files, time.perf_counter() - start, violations)


def _write_files(
    g: GameState, record: GameRecord, history: History, out: Path, log: list[str]
) -> dict[str, Path]:
    from renderer import render
    from renderer.png import compact_png

    files = {
        "final_board": out / "final-board.png",
        "log": out / "game-log.txt",
        "save": out / "game.save.json",
    }
    files["final_board"].write_bytes(compact_png(render(view_for(g, None))))
    log += ["", "Final standings:", *figures(g.game).standings(g)]
    files["log"].write_text("\n".join(drop_empty_headers(log)) + "\n", encoding="utf-8")
    files["save"].write_text(save_text(record, g), encoding="utf-8")
    files.update(write_charts(g, history, out))
    return files


def phase_numbers(g: GameState) -> dict[str, int]:
    """Each phase's number in the rules' phase table (5.3): secondary actions that the engine
    runs as phases of their own share the number of the phase they belong to (the return of
    excess cards, the support check after conflict; in Nomads and Seafarers, 16.2, surplus
    removal is part of movement). The simplified games number their own shorter rounds."""
    secondary = {"excess_cards", "conflict_support"}
    if g.options.variant == "nomads":
        secondary.add("surplus")
    numbers = {"setup": 0}
    n = 0
    for phase in round_phases(g):
        n += phase.name not in secondary
        numbers[phase.name] = n
    return numbers


def demo_command(args: DemoArgs) -> int:
    """The demo of a game of the Civilization family; games not offered in Discord yet are
    played too."""
    players, seed, out, every, game, every_phase = (
        args.players,
        args.seed,
        args.out,
        args.every,
        args.game,
        args.every_phase,
    )
    if refused(game, players, every, out):
        return 2
    chosen = spec(game, stage=ENGINE)

    def progress(line: str) -> None:
        print(line, flush=True)

    print(f"civbot demo: {chosen.title}, {players} AI players, seed {seed}; writing to {out}/", flush=True)
    result = run_demo(
        players,
        seed,
        Path(out),
        every,
        progress=progress,
        game=game,
        max_rounds=figures(game).max_rounds,
        every_phase=every_phase,
    )
    g = result.game
    if g.winners:
        who = ", ".join(describe_player(g, p) for p in g.winners)
        print(f"\n{who} won in round {g.round}. Final standings:")
        print("\n".join(figures(game).standings(g)))
    else:
        print(f"\nNo winner after {g.round} rounds; standings in the log.")
    rounds = len({p.name[:8] for p in result.boards})
    when = "after every phase" if every_phase else "at the end"
    images = f"board {when} of {rounds} {'round' if rounds == 1 else 'rounds'}: {out}/boards/"
    return report(result.seconds, images, result.files, result.violations)
