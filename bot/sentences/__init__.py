"""A sentence for every public event the engine emits (the game log, the phase summaries).

Each sentence names nations, players and areas, counts with correct plurals, leaves out what is
empty, never speaks to "you" (these lines are public), and names the cause of a loss (which
calamity reduced which city). Only public events are accepted: nothing here can leak a secret.
A test renders every event kind the engine can emit (``tests/bot/test_sentences.py``).
"""

from __future__ import annotations

from bot.sentences import advciv, board, calamities, cards
from bot.sentences.base import SENTENCES, describe_event, describe_events, third_person

__all__ = [
    "SENTENCES",
    "advciv",
    "board",
    "calamities",
    "cards",
    "describe_event",
    "describe_events",
    "third_person",
]
