"""Decision forms: a polished form per decision kind, and the generic path for any other kind."""

from __future__ import annotations

import importlib

from bot.forms.base import FORMS, MODALS, OPS, Act, Ctx, Edit, Form, OpenModal, Outcome
from bot.forms.generic import answer_from_modal, generic_form

# Modules that register forms; part-2 modules are imported only if their engine phases exist.
FORM_MODULES = [
    "bot.games.civ.forms.phases",
    "bot.games.civ.forms.ships",
    "bot.games.civ.forms.movement",
    "bot.games.civ.forms.conflict",
    "bot.games.civ.forms.part2",
    "bot.games.civ.forms.calamity",
    "bot.games.civ.forms.return_cards",
    "bot.games.civ.advciv.forms",
    "bot.games.tta.forms",
]
for _name in FORM_MODULES:
    try:
        importlib.import_module(_name)
    except ImportError as _err:  # an engine module (or its form module) not written yet
        if not (_err.name or "").startswith(("engine", "bot.games.civ.forms.part2")):
            raise


def build_form(ctx: Ctx) -> Form:
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
