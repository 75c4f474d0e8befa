"""Every offered game, played whole in the terminal through the real ``civbot play`` loop by a
scripted human who types words only (issue 26, "Done when"); and what a movement turn shows in
the games that have one: the population limits and city sites in reach, and a warning before a
move that leaves a surplus.

The games come from the registry, so a game offered later is played here without editing the
test; a game whose decisions include a movement turn (its interface declares the movement
options) is checked for the areas in reach.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ai import agent_for
from civbot.cli import main
from civbot.games.civ.areas import move_warning
from civbot.games.civ.play import TerminalGame
from civbot.terminal import StopPlay, Terminal
from engine import action_text, is_legal, legal_actions, offered_games, pending
from engine.civ.api import (
    AreaFacts,
    AreaLeft,
    MoveChange,
    MoveLand,
    MovementChoice,
    MoveOutlook,
    area_facts,
    move_outlook,
)
from engine.core.decisions import Decision

GAMES = [s.id for s in offered_games()]
# A movement prompt: its decision, and the text shown with it.
Prompt = tuple[Decision, str]
MOVING_GAMES = [s.id for s in offered_games() if MovementChoice in s.interface().decisions.values()]


class ScriptedHuman:
    """Stands in for ``input``: types, for each decision of the terminal being played, what the
    normal AI would choose, in the game's typed form, and looks at each of the table's views
    once. Checks as it goes that no decision with a single legal answer is asked."""

    def __init__(self, game: str, seed: int) -> None:
        self.coach = agent_for("normal", seed, game)
        self.terminals: list[Terminal] = []
        self.typed: list[str] = []
        self.asked: list[Decision] = []
        self.looks: list[str] | None = None

    def __call__(self, prompt: str) -> str:
        terminal = self.terminals[-1]
        g = terminal.g
        d = pending(g)[0]
        assert prompt == f"{d.player}> "
        if self.looks is None:
            self.looks = ["help", *terminal.views]
        if self.looks and len(self.typed) % 7 == 3:
            line = self.looks.pop()
        else:
            assert len(legal_actions(g, d)) != 1, f"{d.kind} has one legal answer and was asked"
            self.asked.append(d)
            line = action_text(g, self.coach.act(g, d))
        self.typed.append(line)
        return line


def play_through_cli(
    game: str, seed: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> tuple[int, ScriptedHuman]:
    """``civbot play --game GAME --players 2`` with the scripted human at the keyboard."""
    human = ScriptedHuman(game, seed)
    monkeypatch.setattr(Terminal, "__init__", _remembering(human))
    monkeypatch.setattr("builtins.input", human)
    code = main(["play", "--game", game, "--players", "2", "--seed", str(seed), "--out", str(tmp_path)])
    return code, human


@pytest.mark.parametrize("game", GAMES)
def test_a_scripted_human_plays_a_whole_game_of_each_game_in_words(
    game: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, human = play_through_cli(game, 3, monkeypatch, tmp_path)
    out = capsys.readouterr().out
    assert code == 0, out[-2000:]
    assert human.terminals[-1].g.finished and "Game over" in out
    assert not any("{" in line for line in human.typed)
    assert "Not understood" not in out and "Refused" not in out
    assert human.looks == [], "every view of the table was looked at"
    assert len(human.asked) >= 20, "the human answered the game's questions himself"
    assert (tmp_path / "game.save.json").exists()


def _remembering(human: ScriptedHuman) -> Callable[..., None]:
    """``Terminal.__init__`` that also hands the terminal to the scripted human."""
    opened = Terminal.__init__

    def remember(self: Terminal, *args: Any, **kwargs: Any) -> None:
        opened(self, *args, **kwargs)
        human.terminals.append(self)

    return remember


def _movement_prompts(game: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> tuple[Any, list[Prompt]]:
    """Each movement prompt of a short game played through the terminal: the decision, and
    what was shown from its heading to the question; and the game."""
    said: list[str] = []
    human = ScriptedHuman(game, 5)
    human.looks = []
    prompts: list[Prompt] = []

    def ask(prompt: str) -> str:
        d = pending(human.terminals[-1].g)[0]
        shown = "\n".join(said)
        heading = shown.rfind("\n--- ")
        if isinstance(d.options, MovementChoice) and heading >= 0:
            prompts.append((d, shown[heading:]))
        said.clear()
        return human(prompt)

    monkeypatch.setattr(Terminal, "__init__", _remembering(human))
    terminal = TerminalGame.new(2, 1, 5, "normal", ask, said.append, tmp_path, game=game)
    terminal.play(max_rounds=6)
    return terminal.g, prompts


def _in_reach(o: MovementChoice) -> set[str]:
    areas = set(o.unmoved_tokens) | {a for dests in o.land_moves.values() for a in dests}
    for ship in o.ships.values():
        if not ship["sailed"]:
            areas.update(ship["reach"])
    return areas


@pytest.mark.parametrize("game", MOVING_GAMES)
def test_every_movement_prompt_shows_the_limits_and_city_sites_in_reach(
    game: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    g, prompts = _movement_prompts(game, monkeypatch, tmp_path)
    assert len(prompts) >= 5
    facts: dict[str, AreaFacts] = area_facts(g)
    for d, text in prompts:
        assert isinstance(d.options, MovementChoice)
        for area in _in_reach(d.options):
            f = facts[area]
            if not f.land:
                continue
            site = "city site" if f.city_site else "no city site"
            assert f"{f.name}: limit {f.population_limit}, {site}" in text, (area, text)


def _surplus_move(g: Any, d: Decision) -> MoveLand | None:
    """A land move of all the mover's unmoved tokens of an area that leaves more of them to be
    removed as surplus, if there is one."""
    assert isinstance(d.options, MovementChoice)
    for source, n in d.options.unmoved_tokens.items():
        for dest in d.options.land_moves.get(source, []):
            move = MoveLand(d.player, source, dest, n)
            if not is_legal(g, move):
                continue
            if move_outlook(g, move).worse_areas:
                return move
    return None


@pytest.mark.parametrize("game", MOVING_GAMES)
def test_a_move_that_leaves_a_surplus_is_explained_and_made_only_on_yes(game: str, tmp_path: Path) -> None:
    said: list[str] = []
    coach = agent_for("normal", 5, game)
    seen: dict[str, Any] = {}

    def ask(prompt: str) -> str:
        g = terminal.g
        d = pending(g)[0]
        if "move" in seen:
            if "yes" not in seen:
                seen["yes"] = g.version
                return "yes"
            raise EOFError
        move = _surplus_move(g, d) if isinstance(d.options, MovementChoice) else None
        if move is None:
            return str(action_text(g, coach.act(g, d)))
        seen["move"], seen["version"] = move, g.version
        said.clear()
        return f"move {move.source} {move.dest} {move.count}"

    terminal = TerminalGame.new(2, 1, 5, "normal", ask, said.append, tmp_path, game=game)
    with pytest.raises(StopPlay):
        terminal.play(max_rounds=30)
    move: MoveLand = seen["move"]
    dest = area_facts(terminal.g)[move.dest]
    warning = next(line for line in said if line.startswith("Warning:"))
    assert f"{dest.name} (limit {dest.population_limit}" in warning and "removed as surplus" in warning
    assert seen["yes"] == seen["version"], "the warned move waited for 'yes'"
    assert terminal.g.version == seen["version"] + 1
    assert any(
        line.endswith(f"from {area_facts(terminal.g)[move.source].name} to {dest.name}.") for line in said
    )


def test_the_warning_says_when_a_move_leaves_cities_short_of_support() -> None:
    g = TerminalGame.new(3, 1, 5, "normal", input, print).g
    facts = area_facts(g)
    before = AreaLeft("knossos", 2, 0, 0, None)
    after = AreaLeft("phaestos", 2, 0, 2, None)
    outlook = MoveOutlook("human1", (MoveChange(before, after),), 1, 0, 0, 2)
    lines = move_warning(outlook, facts, {"board": {"cities": {"phaestos": "human1"}}})
    assert lines[0].startswith(
        "Warning: Phaestos (limit 2, city site) would hold 2 of your tokens beside your city"
    )
    assert lines[1] == (
        "Warning: after the surplus is removed you would have 0 tokens for 1 city (2 each needed): "
        "2 short, so cities would be reduced in phase 8."
    )
