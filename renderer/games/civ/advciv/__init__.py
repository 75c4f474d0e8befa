"""What Advanced Civilization's pictures change of the family's: its board cut, cards, AST rows,
panel columns and hand (``board_game.ADVCIV``)."""
