"""Civilization in Discord, and what Advanced Civilization shares with it: the decision forms of
every phase (``forms/``), the per-phase summaries of the game thread (``summary``), the hand
panel (``panel``), the game's words (``words``); Advanced Civilization's own in ``advciv/``.

``DISCORD`` declares both games' presentation (``bot.games.DiscordGame``); importing this
package registers the forms of both.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from bot.games import DiscordGame, RulesReference
from bot.games.civ import forms  # noqa: F401 - registers the family's forms
from bot.games.civ.advciv import forms as advciv_forms  # noqa: F401 - and Advanced Civilization's
from bot.games.civ.advciv import panel as advciv_panel
from bot.games.civ.advciv import present as advciv_present
from bot.games.civ.advciv import words as advciv_words
from bot.games.civ.advciv.forms.table import ADVCIV as ADVCIV_FORMS
from bot.games.civ.forms.table import CIV as CIV_FORMS
from bot.games.civ.panel import panel_embed
from bot.games.civ.summary import phase_lines
from bot.games.civ.words import (
    board_summary,
    calamity_note,
    card_name,
    id_label,
    is_calamity_card,
    plain,
)
from bot.live_game import LiveGame
from bot.text import Names
from engine.civ.api import board, current_phase, game_map
from i18n.catalog import N_, _


def header(live: LiveGame) -> str:
    g = live.state
    assert g is not None
    return _(
        "**Game #{game}** — round {round}, {phase}",
        game=live.id,
        round=g.round,
        phase=_(current_phase(g).title),
    )


def area_places(current: str) -> list[tuple[str, str]]:
    """The board's areas whose name or id holds what was typed, for ``/game map``."""
    cur = current.lower()
    return [(a.name, a.id) for a in board().areas.values() if cur in a.name.lower() or cur in a.id]


def area_text(g: Any, view: dict[str, Any], names: Names, area: str) -> str:
    """The board as text around ``area``: it and its neighbours by land and by water."""
    gm = game_map(g)
    near = {area, *gm.land_nbrs.get(area, ()), *gm.water_nbrs.get(area, ())}
    return board_summary(view, names, near)


CIV1980 = DiscordGame(
    header=header,
    lines=phase_lines,
    table_text=lambda view, names: board_summary(view, names),
    panel=panel_embed,
    has_panels=lambda g: bool(g.stacks),
    turn_events=frozenset({"phase_started"}),
    pictures=lambda events: [None],
    card_name=card_name,
    plain=plain,
    label=id_label,
    private_note=calamity_note(
        is_calamity_card,
        N_("You must reveal it and suffer it in the calamity phase (rules 11.1); it cannot be traded on."),
    ),
    places=area_places,
    place_text=area_text,
    rules_reference=RulesReference("bot.games.civ", "rules-civ1980.json", "civilization.md", range(2, 17)),
    commands=("bot.games.civ.commands",),
    forms=CIV_FORMS,
)

ADVCIV = dataclasses.replace(
    CIV1980,
    panel=advciv_panel.panel_embed,
    status_fields=advciv_present.status_fields,
    final_lines=advciv_present.score_table,
    card_name=advciv_words.card_name,
    label=lambda value: id_label(value, advciv_words.card_label),
    private_note=calamity_note(
        advciv_words.is_calamity,
        N_(
            "You may pass it on in another trade before trading ends; whoever holds it then suffers "
            "it (000 §29.3), and the last one to give it away is spared its secondary effects."
        ),
    ),
    rules_reference=RulesReference(
        "bot.games.civ.advciv", "rules-advciv.json", "advanced-civilization.md", range(4, 11)
    ),
    forms=CIV_FORMS.overlaid(ADVCIV_FORMS),
)

DISCORD = {"civ1980": CIV1980, "advciv": ADVCIV}

__all__ = ["ADVCIV", "CIV1980", "DISCORD"]
