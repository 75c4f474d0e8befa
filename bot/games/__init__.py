"""Each game's presentation in Discord, one folder per game family (``civ``: Civilization, and
in ``civ/advciv`` what Advanced Civilization changes; ``tta``: Through the Ages): its decision
forms (``forms/``), its words, its hand panel and what its thread shows."""
