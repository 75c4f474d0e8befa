"""``civbot play``: a terminal game for one or more humans against AI players on one machine.

Each human is asked exactly what the engine asks (the pending decision), shown its choices in
words and answers in a short typed form (``civbot.games.civ.syntax``; ``help`` explains the form at hand
with an example). An empty line commits nothing: ``default`` takes the engine's default, shown
as it would be typed. ``map``, ``players``, ``census``, ``hand`` and ``offers`` show the table.
Everything that happens is told as it happens, in the third person.

The game is saved (``game.save.json`` in the output folder) once a round, and on ``quit``, end
of input or Ctrl-C, after which the program exits cleanly; ``--resume FILE``
continues it. Board images are written only with ``--images``: ``latest.png`` after every
phase, and ``round-NN.png`` holding each round's last board.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

from civbot.games.civ import areas, syntax, tabletop
from civbot.games.civ.demo_figures import figures
from civbot.play import run_terminal
from civbot.resume import resume
from civbot.savefiles import CliError, output_dir
from civbot.story import HEADING_FORMS
from civbot.terminal import Ask, PlayArgs, Say, Seats, Terminal
from engine import (
    BUILDING,
    DEFAULT_GAME,
    ENGINE,
    Action,
    Decision,
    Event,
    GameRecord,
    RuleError,
    apply,
    narrate_private,
    narrator,
    new_game,
    plain_names,
    spec,
    view_for,
)
from engine.civ.advciv.api import RoadMove
from engine.civ.api import (
    GameState,
    MoveLand,
    MovementChoice,
    Voyage,
    area_facts,
    current_phase,
    describe_player,
    move_outlook,
)

# The actions that move tokens, whose outlook is told before they are made.
MOVES = (MoveLand, Voyage, RoadMove)

VIEWS = {
    "map": "map",
    "view": "map",
    "players": "players",
    "board": "players",
    "census": "census",
    "hand": "hand",
    "offers": "offers",
}


class TerminalGame(Terminal):
    forms = syntax
    views: ClassVar[Mapping[str, str]] = VIEWS

    def __init__(
        self,
        g: GameState,
        seats: Seats,
        ask: Ask,
        say: Say,
        out: Path | None = None,
        images: bool = False,
        record: GameRecord | None = None,
    ) -> None:
        super().__init__(g, seats, ask, say, out, images, record)
        self.g: GameState = g

    @classmethod
    def new(
        cls,
        players: int,
        humans: int,
        seed: int,
        ai: str,
        ask: Ask,
        say: Say,
        out: Path | None = None,
        images: bool = False,
        options: Any = None,
        game: str = DEFAULT_GAME,
    ) -> TerminalGame:
        ids = [f"human{i + 1}" if i < humans else f"ai{i + 1 - humans}" for i in range(players)]
        g = new_game(ids, options, seed=seed, game=game)
        return cls(g, Seats(ids[:humans], ai, seed), ask, say, out, images)

    # -- files -----------------------------------------------------------------------------

    def phase_ended(self, g: GameState, phase: str) -> None:
        if not self.images or self.out is None:
            return
        from renderer import render

        png = render(view_for(g, None))
        (self.out / "latest.png").write_bytes(png)
        (self.out / f"round-{g.round:02d}.png").write_bytes(png)

    # -- a human's turn --------------------------------------------------------------------

    def heading(self, d: Decision) -> str:
        g = self.g
        return f"\n--- {describe_player(g, d.player)}, round {g.round}, {current_phase(g).title} ---"

    def who(self, d: Decision) -> str:
        return describe_player(self.g, d.player)

    def notes(self, d: Decision) -> list[str]:
        """A movement turn shows the areas in reach with their limits and city sites."""
        if not isinstance(d.options, MovementChoice):
            return []
        return areas.reach_text(view_for(self.g, d.player), area_facts(self.g), d.options)

    def warning(self, d: Decision, action: Action) -> list[str]:
        """Before a move: the surplus it leaves and the cities it leaves short of support."""
        if not isinstance(action, MOVES):
            return []
        try:
            outlook = move_outlook(self.g, action)
        except RuleError:
            return []  # refused when it is applied, in the rules' words
        if not outlook.warns:
            return []
        return areas.move_warning(outlook, area_facts(self.g), view_for(self.g, d.player))

    def table(self, what: str, viewer: str) -> list[str]:
        view = view_for(self.g, viewer)
        if what == "map":
            return areas.map_text(view, area_facts(self.g))
        if what == "players":
            return tabletop.players_text(view, viewer)
        if what == "census":
            return tabletop.census_text(view)
        if what == "hand":
            return tabletop.hand_text(view)
        return tabletop.offers_text(view)

    # -- the game --------------------------------------------------------------------------

    def tell(self, events: list[Event]) -> None:
        tells, names = narrator(self.g), plain_names(self.g)
        for e in events:
            line = tells.tell(e, names)
            level = tells.heading(e.kind)
            if line is not None and level == 2:  # a phase's heading, shown once something happens in it
                self.state.header = HEADING_FORMS[level].format(line)
                continue
            if line is not None:
                self.emit(HEADING_FORMS[level].format(line) if level else line)
            for p in sorted(self.humans):
                secret = narrate_private(self.g, e, p, names)
                if secret is not None:
                    to = f"(to {describe_player(self.g, p)}) " if len(self.humans) > 1 else ""
                    self.emit(to + secret)

    def emit(self, line: str) -> None:
        if self.state.header is not None:
            self.say(self.state.header)
            self.state.header = None
        self.say(line)

    def apply(self, action: Action) -> list[Event]:
        return apply(self.g, action, self.phase_ended)

    def play(self, max_rounds: int | None = None) -> GameState:
        """Play until the game ends or ``max_rounds`` rounds are done (by default the game's
        cap: 60, Advanced Civilization 80); StopPlay when a human stops (the game is saved first)."""
        g: GameState = super().play(max_rounds or figures(self.g.game).max_rounds)
        return g


def start(args: PlayArgs, ask: Ask, say: Say) -> TerminalGame:
    """A new game, or the one in ``args.resume``; CliError with a one-line reason otherwise."""
    # Every game of the Civilization family whose engine plays whole games, offered to Discord
    # players or not yet (Through the Ages has its own terminal, tta_play).
    chosen = spec(args.game, stage=ENGINE)
    if chosen.family != "civ":
        raise CliError(f"{chosen.title} cannot be played in this terminal")
    if args.resume is None:
        out = output_dir(args.out_dir)
        try:
            chosen.check_players(args.players)
        except RuleError as err:
            raise CliError(err.message) from None
        if not 1 <= args.humans <= args.players:
            raise CliError(f"--humans must be 1 to {args.players} (the number of players), not {args.humans}")
        return TerminalGame.new(
            args.players, args.humans, args.seed, args.ai, ask, say, out, args.images, game=args.game
        )
    r = resume(args.resume, args.out, args.given, args.humans, args.ai)
    held = spec(r.g.game, offered_only=False)
    if held.family != "civ" or held.stage == BUILDING:
        raise CliError(f"{args.resume} holds a game of {held.title}, which cannot be played in this terminal")
    game = TerminalGame(r.g, r.seats, ask, say, r.out, args.images, r.record)
    game.save_file = r.save_file
    return game


def ending(game: TerminalGame) -> list[str]:
    g = game.g
    winners = ", ".join(describe_player(g, p) for p in g.winners) or "nobody"
    return [
        f"Game over after round {g.round}: winner {winners}. Saved to {game.save_path}.",
        "Final standings:",
        *figures(g.game).standings(g),
    ]


def play_command(args: PlayArgs) -> int:
    return run_terminal(args, start, ending, describe_player)
