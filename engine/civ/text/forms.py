"""The Civilization family's text form of every action (``engine.parse_action``,
``engine.action_text``): one form per decision kind, every area, card and nation by its
printed name. Each game's texts hold the forms of the decisions it asks (a form names its
games; one naming none serves both)."""

from __future__ import annotations

from engine.civ.text import advciv, calamity, movement, phases, purchase, ships, trade
from engine.civ.text.base import Ctx, Form, context
from engine.civ.text.names import words
from engine.core.text import ActionTexts

FORMS: tuple[Form, ...] = (
    *phases.FORMS,
    *movement.FORMS,
    *ships.FORMS,
    *trade.FORMS,
    *purchase.FORMS,
    *calamity.FORMS,
    *advciv.FORMS,
)


def texts_of(game: str) -> ActionTexts[Ctx]:
    """The forms of ``game``'s decisions."""
    return ActionTexts({f.kind: f for f in FORMS if not f.games or game in f.games}, context, words)


CIV1980_TEXTS = texts_of("civ1980")
ADVCIV_TEXTS = texts_of("advciv")
