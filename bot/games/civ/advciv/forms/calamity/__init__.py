"""Forms for Advanced Civilization's calamity choices (importing the package registers them)."""

from bot.games.civ.advciv.forms.calamity import cities, losses, places

__all__ = ["cities", "losses", "places"]
