"""Each game's pictures, one folder per game family (``civ``: the board and a player's hand of
the Civilization family; ``tta``: Through the Ages' card row, tableaus, table and military board)."""
