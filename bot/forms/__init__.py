"""Decision forms: a polished form per decision kind, and the generic path for any other kind."""

from __future__ import annotations

from bot.forms.base import FORMS, MODALS, OPS, Act, Ctx, Edit, Form, OpenModal, Outcome
from bot.forms.generic import answer_from_modal, generic_form
from bot.games import game_of


def build_form(ctx: Ctx) -> Form:
    """The form of the decision's kind, as the game's folder registered it (the generic form
    for a kind it has none for)."""
    game_of(ctx.live)  # loads the game's folder, which registers its forms
    fn = FORMS.get(ctx.decision.kind, generic_form)
    return fn(ctx)


__all__ = [
    "FORMS",
    "MODALS",
    "OPS",
    "Act",
    "Ctx",
    "Edit",
    "Form",
    "OpenModal",
    "Outcome",
    "answer_from_modal",
    "build_form",
]
