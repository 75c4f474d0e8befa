"""The Civilization family's narrators: Civilization (1980)'s, and Advanced Civilization's,
which tells most events as 1980 does and its own (``advciv``) in its own words."""

from __future__ import annotations

from typing import Any

from engine.civ.narration import advciv, board, calamities, cards, private
from engine.civ.printed_names import advciv_card, civ1980_card, nation
from engine.core.narrate import Narrator
from i18n.catalog import N_

HEADINGS = {"round_started": 1, "phase_started": 2}
# Marked here, translated where a sentence names them (``Words``).
SIDES = {"barbarians": N_("the barbarians"), "pirates": N_("the pirates")}
# Told as they happen (who has sent their orders), left out of a game's log: the orders
# themselves are told when they are carried out.
DETAILS = frozenset({"decision_received"})


def nations(g: Any) -> dict[str, str]:
    return {p: nation(ps.nation) for p, ps in g.player_states.items() if ps.nation}


CIV1980_NARRATOR = Narrator(
    {**board.SENTENCES, **calamities.SENTENCES, **cards.SENTENCES},
    private.SENTENCES,
    headings=HEADINGS,
    sides=SIDES,
    details=DETAILS,
    cards=civ1980_card,
    nations=nations,
)

# Advanced Civilization's narrator, before its api restricts it to the kinds it declares.
ADVCIV_NARRATOR = CIV1980_NARRATOR.extended(Narrator(advciv.SENTENCES, cards=advciv_card, nations=nations))
