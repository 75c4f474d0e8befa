"""Phase 12 calamities (rules 11): shared machinery and one module per calamity.

The phase (``engine.civ.phases.calamities``) keeps an explicit queue of steps in its phase data;
each calamity module turns "resolve calamity X for player P" into the steps it needs.
"""
