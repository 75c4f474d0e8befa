"""A tactic's grouping of units (10.4.6) is kept once found, for the card of the game only: the
same tactic and units give the same strength, and a card made up by a caller (a test's variant)
is grouped anew."""

from __future__ import annotations

import dataclasses

from engine.tta.api import armies_strength, cards, unit_counts
from engine.tta.setup_game import new_game


def test_a_grouping_kept_is_the_grouping_found_and_never_a_made_up_cards() -> None:
    g = new_game(["a", "b"], None, 1)
    band = cards()["fighting_band"]
    four = unit_counts([(cards()["warriors"], 4)])
    assert armies_strength(g, band, four) == 2 * band.strength
    assert armies_strength(g, band, four) == 2 * band.strength  # the kept grouping
    stronger = dataclasses.replace(band, strength=band.strength + 5)
    assert armies_strength(g, stronger, four) == 2 * stronger.strength
    assert armies_strength(g, band, unit_counts([(cards()["warriors"], 5)])) == 2 * band.strength
