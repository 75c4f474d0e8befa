"""Advanced Civilization's options (docs/rules-options-advciv.md)."""

from __future__ import annotations

import dataclasses

import pytest

from engine import new_game
from engine.civ.advciv.options import OPTION_DOCS, AdvCivOptions
from engine.civ.advciv.rulings import RULINGS
from engine.civ.options import Options
from engine.core.errors import MalformedAction


@pytest.mark.parametrize("players", [1, 9])
def test_4_2_two_to_eight_players(players: int) -> None:
    with pytest.raises(MalformedAction, match="2 to 8 players"):
        new_game([f"p{i}" for i in range(players)], None, game="advciv")


@pytest.mark.parametrize(
    "options,message",
    [
        (AdvCivOptions(round_limit=-1), "round_limit"),
        (AdvCivOptions(board_cut_5="middle"), "board_cut_5"),
        (AdvCivOptions(monotheism_iconoclasm=2), "monotheism_iconoclasm"),
    ],
)
def test_options_outside_their_choices_are_refused(options: AdvCivOptions, message: str) -> None:
    with pytest.raises(MalformedAction, match=message):
        new_game(["a", "b", "c"], options, game="advciv")


def test_the_shared_phases_find_every_1980_option_answered() -> None:
    """The family's phases read Civilization (1980)'s option names; Advanced Civilization answers
    each (its own field or a fixed ruling), so none is ever missing."""
    adv = AdvCivOptions()
    for f in dataclasses.fields(Options):
        if f.name in (
            "architecture_credit",
            "drama_poetry_democracy_credit",
            "traded_calamity_reveal",
            "excess_cards_timing",
            "earthquake_effect",
            "civil_war_threshold",
            "civil_war_forced_beneficiary",
            "short_finish",
            "africa_early_iron_shift",
        ):
            continue  # read only by 1980's own modules, which Advanced Civilization never runs
        assert hasattr(adv, f.name), f.name


def test_every_ambiguity_code_of_the_reference_is_an_option_or_a_ruling() -> None:
    """advanced-civilization.md §13 (A1-A5, T1-T2, M1-M2, K1-K6, R1-R3, X1-X18, V1-V5, S1-S3) and
    the data disputes D1-D8: each is decided somewhere in docs/rules-options-advciv.md."""
    codes = [
        *(f"A{n}" for n in range(1, 6)),
        "T1",
        "T2",
        "M1",
        "M2",
        *(f"K{n}" for n in range(1, 7)),
        *(f"R{n}" for n in range(1, 4)),
        *(f"X{n}" for n in range(1, 19)),
        *(f"V{n}" for n in range(1, 6)),
        *(f"S{n}" for n in range(1, 4)),
        *(f"D{n}" for n in range(1, 9)),
    ]
    sections = [doc.section for doc in OPTION_DOCS.values()] + [r.section for r in RULINGS]
    decided = {code.strip() for s in sections for code in s.replace(",", " ").split()}
    assert [c for c in codes if c not in decided] == []
