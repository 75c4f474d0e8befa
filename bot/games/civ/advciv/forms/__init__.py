"""Forms for the decisions Advanced Civilization adds (importing the package registers them)."""

from bot.games.civ.advciv.forms import building, calamity, purchase, roads, trade

__all__ = ["building", "calamity", "purchase", "roads", "trade"]
