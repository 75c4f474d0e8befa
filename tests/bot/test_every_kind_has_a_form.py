"""Every decision kind an offered game's engine can pend has a dedicated form: no player of an
offered game ever meets the generic JSON form in normal play (issue 12, item 1).

The kinds are those each game declares (``engine.interface(game).decisions``);
``tests/engine/test_declared_interface.py`` checks that the rule cases and random games pend no
other kind."""

from __future__ import annotations

import pytest

from bot.forms.generic import generic_form
from bot.games import DISCORD
from engine import interface, offered_games, spec


@pytest.mark.parametrize("game", [g.id for g in offered_games()])
def test_every_decision_kind_of_an_offered_game_has_its_own_form(game: str) -> None:
    kinds = set(interface(game).decisions)
    assert len(kinds) >= 5, sorted(kinds)
    forms = DISCORD[game].forms.forms
    missing = sorted(k for k in kinds if forms.get(k, generic_form) is generic_form)
    assert not missing, f"{spec(game).title}: no dedicated form for {missing}"
