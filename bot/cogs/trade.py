"""Trade in DMs (phase 10): offers, counters, accept / decline / withdraw, done trading."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.app import CivBot


def setup(bot: CivBot) -> None:
    return None
