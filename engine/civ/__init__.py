"""The Civilization family: Avalon Hill's Civilization (1980), with Advanced Civilization
(1991) to come beside it on the same map, pieces and 13-phase round.

``flow`` (new game, apply, pending), ``state``, ``views`` and ``invariants`` serve the family;
``phases/`` holds one module per phase of the round and ``calamity/`` one per calamity;
``content`` reads the game's data files from ``engine/data/<game>/``.
"""
