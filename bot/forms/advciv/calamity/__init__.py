"""Forms for Advanced Civilization's calamity choices (importing the package registers them)."""

from bot.forms.advciv.calamity import cities, losses, places

__all__ = ["cities", "losses", "places"]
