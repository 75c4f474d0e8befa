"""Through the Ages in the bot: the prompt header, the thread's lines and text table
(``present``), the DM hand panel (``panel``); the decision forms are in ``bot.games.tta.forms``."""

from __future__ import annotations

from bot.games import DiscordGame
from bot.games.tta import present
from bot.games.tta.forms import answers, turn  # noqa: F401 - importing them registers the forms
from bot.games.tta.forms.table import TTA
from bot.games.tta.panel import tta_panel_embed
from engine.tta.api import name

DISCORD = {
    "tta": DiscordGame(
        header=present.header,
        lines=present.lines,
        table_text=present.table_text,
        panel=tta_panel_embed,
        has_panels=lambda g: True,
        turn_events=frozenset({"tta_turn_started", "tta_game_over"}),
        pictures=present.pictures,
        card_name=name,
        forms=TTA,
    )
}
