"""Through the Ages' forms: registered by the modules of this folder
(``bot.forms.base.FormTable``)."""

from __future__ import annotations

from bot.forms.base import FormTable

TTA = FormTable()
