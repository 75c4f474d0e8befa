"""Each game's computer players, one folder per game family (``civ``: Civilization and, in
``civ/advciv``, what Advanced Civilization changes; ``tta``: Through the Ages)."""
