"""The command line's games, one folder per game family (``civ``: Civilization and, in
``civ/advciv``, what Advanced Civilization adds; ``tta``: Through the Ages)."""
