"""The engine core: what every game uses, whatever its rules.

Actions (``actions``), pending decisions (``decisions``), events with their visibility
(``events``), typed refusals (``errors``), the seeded RNG (``rng``) and the type-driven JSON
conversion (``serial``). The core imports no game package; a test checks the import graph.
"""
