"""Advanced Civilization (1991): what this game of the Civilization family does differently.

The shared map, pieces and phases live in ``engine.civ``; this package holds the game's data
(``content``), options and rulings, its state (neutral pieces, the recycling pile), the phases
whose rules differ (``phases``), its twelve calamities (``calamity``), victory points, views and
invariants. ``game.ADVCIV_FAMILY`` tells the shared code which is which.
"""
