"""Advanced Civilization's options (docs/rules-options-advciv.md)."""

from __future__ import annotations

import dataclasses

import pytest

from engine import new_game
from engine.civ.advciv.options import AdvCivOptions
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
