"""Civilization and Advanced Civilization on the command line: the terminal game (``play``), the
demo (``demo``, ``demo_figures``), the table and the board in words (``tabletop``, ``areas``,
``words``) and every choice in words (``syntax``); what Advanced Civilization adds in ``advciv``."""
