"""The terminal game, driven through its input: a human answers what the engine asks."""

from __future__ import annotations

from pathlib import Path

import pytest

from civbot.narrate import narrate
from civbot.play import TerminalGame, parse_answer
from engine.civ.calamity.civil_war import KeepFaction, TakeCities
from engine.civ.flow import pending
from engine.civ.phases.conflict import ConflictOrder
from engine.civ.phases.movement import MoveLand
from engine.civ.phases.registry import phase_named
from engine.core.events import public
from tests.engine.helpers import enter
from tests.engine.test_calamities_civil_war import _short_beneficiary
from tests.engine.test_conflict import _attack_on_crete_while_crete_attacks_thrace


def test_terminal_game_is_driven_through_its_input(tmp_path: Path) -> None:
    answers = iter(["help", "view", "NATION", "nonsense words", "", "end"])
    said: list[str] = []
    chosen: list[str] = []

    def ask(prompt: str) -> str:
        try:
            line = next(answers)
        except StopIteration:
            raise EOFError from None
        if line == "NATION":  # the first nation still free, typed as a human would
            nations = pending(game.g)[0].options["nations"]
            nation = sorted(nations)[0]
            chosen.append(nation)
            return f"{nation} {nations[nation][0]}"
        return line

    game = TerminalGame(3, 1, 5, "normal", tmp_path, ask, said.append)
    g = game.play(max_rounds=1)
    text = "\n".join(said)
    assert g.ps("human1").nation == chosen[0]
    assert "your decision (choose_nation)" in text and "Your hand:" in text
    assert "Not understood" in text
    assert g.round >= 2 or g.finished
    images = sorted(tmp_path.glob("board-*.png"))
    assert len(images) >= 10  # one after every phase of round 1


def test_human_move_command_becomes_a_land_move(tmp_path: Path) -> None:
    game = TerminalGame(2, 1, 5, "easy", None, lambda prompt: "", lambda s: None)
    g = game.g
    while not (pending(g) and pending(g)[0].kind == "movement" and pending(g)[0].player == "human1"):
        d = pending(g)[0]
        from engine.civ.flow import apply

        apply(g, game.human_answer(d) if d.player == "human1" else game.agents[d.player].act(g, d))
    d = pending(g)[0]
    src = next(iter(d.options["unmoved_tokens"]))
    dest = d.options["land_moves"][src][0]
    action = parse_answer(g, d, f"move {src} {dest} 1")
    assert action == MoveLand("human1", src, dest, 1)


def test_end_of_input_hands_the_human_seats_to_ai_players() -> None:
    said: list[str] = []

    def ask(prompt: str) -> str:
        raise EOFError

    game = TerminalGame(2, 1, 2, "easy", None, ask, said.append)
    g = game.play(max_rounds=2)
    assert "Input ended: AI players take over the human seats." in said
    assert g.ps("human1").nation


def test_11_8_2_and_22_2_6_3_human_answers_the_new_choices_in_words() -> None:
    g = _attack_on_crete_while_crete_attacks_thrace()
    enter(g, "conflict")
    [d] = pending(g)
    assert parse_answer(g, d, "decline athens") == ConflictOrder("p1", False, ("athens",))
    assert parse_answer(g, d, "demand") == ConflictOrder("p1", True, ())
    with pytest.raises(ValueError, match="'demand' or 'decline'"):
        parse_answer(g, d, "athens")
    g = _short_beneficiary()
    phase_named("calamities").apply(g, KeepFaction("p1", "second"))
    [d] = pending(g)
    assert parse_answer(g, d, "Aleppo, ankara") == TakeCities("p7", ("aleppo", "ankara"))


def test_11_8_2_the_choice_is_narrated() -> None:
    g = _attack_on_crete_while_crete_attacks_thrace()
    line = narrate(g, public("conflict_order", player="p1", first=True, save=["knossos", "athens"]))
    assert line == (
        "Crete (p1) demands to have his other conflicts resolved first; his cities are attacked in this "
        "order: Knossos, Athens."
    )
