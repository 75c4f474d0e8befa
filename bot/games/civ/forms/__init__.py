"""The decision forms of the Civilization family: set-up and phases 1, 2, 7 and 8 (``phases``),
ships, movement, conflict, Gold, trade and purchases, calamities and the return of excess cards."""

from bot.games.civ.forms import (  # noqa: F401 - importing a module registers its forms
    calamity,
    conflict,
    gold,
    movement,
    phases,
    purchase,
    return_cards,
    ships,
    trade,
)
