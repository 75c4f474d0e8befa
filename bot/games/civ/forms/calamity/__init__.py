"""Forms for calamity choices (rules 11.2-11.4): importing the package registers them all."""

from bot.games.civ.forms.calamity import cities, civil_war, shares, strikes, units

__all__ = ["cities", "civil_war", "shares", "strikes", "units"]
