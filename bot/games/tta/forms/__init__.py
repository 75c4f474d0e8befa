"""Through the Ages decision forms: the current player's phases (``turn``) and the answers
owed by the others (``answers``); labels in ``words``."""

from bot.games.tta.forms import answers, turn

__all__ = ["answers", "turn"]
