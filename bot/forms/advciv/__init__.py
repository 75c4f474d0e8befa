"""Forms for the decisions Advanced Civilization adds (importing the package registers them)."""

from bot.forms.advciv import building, calamity, purchase, roads, trade

__all__ = ["building", "calamity", "purchase", "roads", "trade"]
