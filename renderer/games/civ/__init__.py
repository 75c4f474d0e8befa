"""The pictures of the Civilization family: the board (the static map of ``data/``, the pieces,
the side panel, the Aegean inset) and a player's hand, for both games of the family."""
