"""Decision forms: a polished form per decision kind, and the generic path for any other kind."""

from __future__ import annotations

from bot.forms.base import SHARED, Act, Ctx, Edit, Form, FormTable, ModalFn, OpenModal, OpFn, Outcome
from bot.forms.generic import answer_from_modal, generic_form
from bot.games import game_of
from bot.live_game import LiveGame


def build_form(ctx: Ctx) -> Form:
    """The form of the decision's kind in the game's own table (the generic form for a kind it
    has none for)."""
    fn = forms_of(ctx.live).forms.get(ctx.decision.kind, generic_form)
    return fn(ctx)


def forms_of(live: LiveGame) -> FormTable:
    """The game's forms (``DiscordGame.forms``)."""
    return game_of(live).forms


def operation(live: LiveGame, op: str) -> tuple[str | None, OpFn] | None:
    """What a click on ``op`` does in this game: (the decision kind it belongs to, its handler),
    from the game's forms or the generic path's."""
    return forms_of(live).ops.get(op) or SHARED.ops.get(op)


def form_modal(live: LiveGame, op: str) -> ModalFn | None:
    """What the submission of a form's own modal ``op`` builds in this game."""
    return forms_of(live).modals.get(op)


__all__ = [
    "SHARED",
    "Act",
    "Ctx",
    "Edit",
    "Form",
    "OpenModal",
    "Outcome",
    "answer_from_modal",
    "build_form",
    "form_modal",
    "forms_of",
    "operation",
]
