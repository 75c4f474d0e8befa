"""The refusals of the Civilization family's map: moves between areas that do not touch,
ships in the open sea, a city where one stands. (Errors every game shares live in
``engine.core.errors``.)"""

from __future__ import annotations

from engine.core.errors import IllegalAction


class NotAdjacent(IllegalAction):
    code = "not_adjacent"


class OpenSeaForbidden(IllegalAction):
    code = "open_sea"


class Occupied(IllegalAction):
    code = "occupied"
