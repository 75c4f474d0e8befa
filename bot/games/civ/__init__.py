"""Civilization in Discord, and what Advanced Civilization shares with it: the decision forms of
every phase (``forms/``), the per-phase summaries of the game thread (``summary``); Advanced
Civilization's own in ``advciv/``."""
