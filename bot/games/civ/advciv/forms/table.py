"""Advanced Civilization's own forms (they replace or add to Civilization's): registered by the
modules of this folder (``bot.forms.base.FormTable``)."""

from __future__ import annotations

from bot.forms.base import FormTable

ADVCIV = FormTable()
