"""Market on the command line (``civbot.games.CommandLineGame``): the terminal game of
``civbot play`` (its choices are the engine's legal actions in their text form), the demo of
``civbot demo`` (a whole game of computer players: its log, its save file and its final
picture) and its figures in ``civbot simulate``."""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

import engine
from ai import agent_for
from civbot.demo import refused, report
from civbot.games import CommandLineGame, DemoArgs
from civbot.play import run_terminal, terminal_game
from civbot.story import log_lines
from civbot.terminal import PlayArgs, Terminal
from civbot.text_forms import form_help
from engine import Action, Decision, Event, GameRecord
from renderer import render
from tests.market.declared import DECISIONS
from tests.market.state import PHASE_TITLES, good


class Choices:
    """Market's choices in words: every legal answer as it is typed."""

    def choices(self, g: Any, d: Decision) -> list[str]:
        return [f"  {engine.action_text(g, a)}" for a in engine.legal_actions(g, d)]

    def help_text(self, g: Any, d: Decision) -> list[str]:
        return [
            *form_help(g, d),
            "Any time: 'market' (scores and stalls), 'hand' (your goods), 'save', 'quit'.",
        ]


class MarketTerminal(Terminal):
    forms = Choices()
    views: ClassVar[Mapping[str, str]] = {"market": "market", "hand": "hand"}

    def heading(self, d: Decision) -> str:
        return f"\n--- {d.player}, round {self.g.round}: {PHASE_TITLES[self.g.phase]} ---"

    def table(self, what: str, viewer: str) -> list[str]:
        view = engine.view_for(self.g, viewer)
        if what == "hand":
            return [f"Your goods: {', '.join(good(c) for c in view['you']['hand']) or 'none'}"]
        rows = [f"  {r['player']}: {r['score']} points, {r['hand_size']} goods" for r in view["players"]]
        return [f"Round {view['round']}, deck {view['deck_size']}:", *rows]

    def apply(self, action: Action) -> list[Event]:
        return engine.apply(self.g, action)


def ending(game: Terminal) -> list[str]:
    g = game.g
    scores = ", ".join(f"{p} {s}" for p, s in g.scores.items())
    return [f"Game over: winner {', '.join(g.winners)} ({scores}). Saved to {game.save_path}."]


def play(args: PlayArgs) -> int:
    return run_terminal(args, lambda a, ask, say: terminal_game(MarketTerminal, a, ask, say), ending)


def demo(args: DemoArgs) -> int:
    if refused(args.game, args.players, args.every, args.out):
        return 2
    began, out = time.monotonic(), Path(args.out)
    players = [f"p{i + 1}" for i in range(args.players)]
    g = engine.new_game(players, seed=args.seed, game=args.game)
    record = GameRecord.start(g)
    agents = {p: agent_for("normal", args.seed + i, game=args.game) for i, p in enumerate(players)}
    lines: list[str] = []
    while not g.finished:
        d = engine.pending(g)[0]
        action = agents[d.player].act(g, d)
        lines += log_lines(g, engine.apply(g, action))
        record.add(action)
    files = {"game_log": out / "game-log.txt", "save_file": out / "game.save.json"}
    files["game_log"].write_text("\n".join(lines) + "\n", encoding="utf-8")
    files["save_file"].write_text(engine.save_text(record, g), encoding="utf-8")
    (out / "final.png").write_bytes(render(engine.view_for(g, None)))
    print(f"civbot demo: Market, {args.players} merchants, seed {args.seed}.", file=sys.stdout)
    return report(time.monotonic() - began, f"picture: {out / 'final.png'}", files, 0)


def simulate_fields(g: Any) -> dict[str, Any]:
    return {"per_player": {p: {"score": g.scores[p], "goods": len(g.hands[p])} for p in g.players}}


# Every decision kind's choices are listed in words (``Choices``: the legal actions' text form).
COMMAND_LINE = CommandLineGame(
    play=play, demo=demo, simulate_fields=simulate_fields, described=lambda: tuple(DECISIONS)
)
