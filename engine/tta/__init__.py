"""Through the Ages: A New Story of Civilization (2015), 2 to 4 players: its own state, no map,
cards as data (``engine/data/tta/``).

The registry (``engine.games``) reaches the rules through ``engine.tta.game.TTA``. Layout:
``state`` (the position), ``setup_game``, ``flow`` (pending, apply, advance), ``turn_passing``
(start and end of a turn), ``actions_and_points`` (actions spent, points scored), ``row`` (the
card row and the ages), ``political`` and ``actions`` / ``legal`` / ``action_cards`` (the two
phases the current player plays), ``steps`` (answers owed by others),
``events*``/``impacts``/``aggressions``/``wars``/``pacts``/``colonize`` (military cards),
``build``/``develop`` (civil operations), ``stats``/``military`` (ratings, armies), ``tokens``
(food, resources, population), ``production``, ``scoring``, ``views``, ``invariants``,
``position``, ``options``/``rulings``.
"""
