"""The Through the Ages valuation's shortcuts change no figure: a technology's yield per worker
is kept per set of weights (it is read for every worker of every position a player tries), and a
set of weights derived from another (``dataclasses.replace``, as the tuning bench derives them)
never reads the other's."""

from __future__ import annotations

import dataclasses

from ai.games.tta.evaluate import NORMAL, output
from engine.tta.api import cards


def test_a_yield_kept_for_some_weights_is_never_read_with_others() -> None:
    farm = cards()["irrigation"]
    normal = output(farm, NORMAL)
    richer = dataclasses.replace(NORMAL, food=2 * NORMAL.food)
    assert output(farm, richer) == 2 * normal
    assert output(farm, NORMAL) == normal
    assert dataclasses.replace(NORMAL) == NORMAL and hash(NORMAL) == hash(dataclasses.replace(NORMAL))
