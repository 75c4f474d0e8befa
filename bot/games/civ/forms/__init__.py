"""The decision forms of the Civilization family: set-up and phases 1, 2, 7 and 8 (``phases``),
ships, movement, conflict, Gold, trade and purchases, calamities and the return of excess cards."""
