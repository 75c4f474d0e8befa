"""Advanced Civilization's presentation in the bot: names of its cards, the hand panel with the
8-card limit and the victory points of the moment, the public standings and the final score."""
