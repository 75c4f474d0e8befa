"""What the Through the Ages terminal shows of the table (issue 26, item 3): the military board
with its events, tactics, wars and pacts; every civilization's government, leader, wonders,
buildings and units; action cards that say which buildings they help; a colonization prompt
that says what the territory gives and does not repeat itself. All in printed names."""

from __future__ import annotations

import re

import pytest

from ai import agent_for
from civbot.games.tta import syntax as tta_syntax
from civbot.games.tta.play import TtaTerminalGame
from civbot.terminal import Seats
from engine import load_position
from engine.core.decisions import Decision
from engine.tta.cards import cards
from engine.tta.colonize import ForceChoice
from engine.tta.flow import apply, pending
from engine.tta.setup_game import new_game
from engine.tta.state import GameState
from engine.tta.texts import line, name
from tests.tta.helpers import workers as with_workers


def _played(rounds: int) -> GameState:
    """A three-player game played by the normal AI to the given round."""
    g = new_game(["ann", "bob", "cy"], None, 7)
    agents = {p: agent_for("normal", i, game="tta") for i, p in enumerate(g.players)}
    while g.round < rounds and not g.finished:
        d = pending(g)[0]
        apply(g, agents[d.player].act(g, d))
    return g


@pytest.fixture(scope="module")
def terminal() -> TtaTerminalGame:
    return TtaTerminalGame(_played(6), Seats(["ann"]), input, print)


def _ids_in(text: str) -> set[str]:
    """Card ids written in ``text`` (every id of a card with more than one word has a '_')."""
    words = set(re.findall(r"[a-z][a-z_]*_[a-z_]+", text))
    return words & set(cards())


def test_board_shows_events_tactics_wars_and_pacts_in_printed_names(terminal: TtaTerminalGame) -> None:
    text = "\n".join(terminal.table("board", "ann"))
    for section in (
        "current events",
        "future events",
        "Last events",
        "Tactics in play",
        "Tactics anyone may copy",
    ):
        assert section in text, section
    assert "Wars declared" in text and "Pacts in force" in text
    for p in terminal.g.players:
        tactic = terminal.g.ps(p).tactic
        if tactic:
            assert f"{p}: {line(tactic)}" in text
    assert not _ids_in(text), text


def test_players_shows_each_civilization_in_play_not_only_figures(terminal: TtaTerminalGame) -> None:
    text = "\n".join(terminal.table("players", "ann"))
    g = terminal.g
    for p in g.players:
        ps = g.ps(p)
        assert f"government {name(ps.government)}" in text
        for tech, workers in ps.workers.items():
            if cards()[tech].kind in (
                "farm",
                "mine",
                "infantry",
                "cavalry",
                "artillery",
                "temple",
                "library",
            ):
                assert f"{name(tech)} {workers}" in text, tech
        for w in ps.wonders:
            assert name(w.card) in text
    assert "units:" in text and "wonders:" in text
    assert not _ids_in(text), text


def test_action_cards_say_which_buildings_they_help() -> None:
    assert "a farm or mine" in line("rich_land_a")
    assert "an urban building (lab, temple, library, arena or theater)" in line("urban_growth_i")
    assert line("rich_land_a") != line("urban_growth_a").replace("Urban Growth", "Rich Land")


def test_the_colonization_prompt_says_what_the_territory_gives_once(terminal: TtaTerminalGame) -> None:
    g = terminal.g
    territory = next(c.id for c in cards().values() if c.type == "territory")
    units = {t: n for t, n in g.ps("ann").workers.items() if cards()[t].type == "technology"}
    prompt = f"Send a force of at least 2 to colonize {name(territory)}."
    d = Decision("ann", "tta_colonize", prompt, ForceChoice(territory, 2, units, ["bonus_i"], 0))
    lines = tta_syntax.choices(g, d)
    text = "\n".join(lines)
    assert line(territory) in text
    assert "at least 2" not in text, "the prompt's sentence is not repeated"
    assert name("bonus_i") in text and not _ids_in(text)


def test_the_hand_says_what_playing_each_action_card_costs() -> None:
    hand = ["rich_land_i", "stockpile", "iron"]
    g = load_position(
        {
            "game": "tta",
            "players": ["ann", "bob"],
            "round": 5,
            "age": "I",
            "phase": "action",
            "player_states": {
                "ann": {"civil_hand": hand, "blue": {"bronze": 8}, "workers": with_workers(coal=0)}
            },
        }
    )
    text = TtaTerminalGame(g, Seats(["ann"]), input, print).table("hand", "ann")
    # Rich Land (I) builds Agriculture or Bronze for 0, the upgrade of Bronze to Coal for 4 and
    # Coal for 6 (2 cheaper than building them, rules 7.13).
    assert f"  {line('rich_land_i')} [play: 1 civil action and 0–6 resources]" in text
    assert f"  {line('stockpile')} [play: 1 civil action]" in text
    assert f"  {line('iron')}" in text
