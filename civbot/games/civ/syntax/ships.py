"""The choices of ship orders (phase 4) in words: your ships, the treasury, where a new ship
may be built."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.words import plural
from civbot.text_forms import wrap
from engine.civ.api import SHIP_COST


def ship_choices(c: Ctx) -> list[str]:
    o = c.options
    ships = [f"{sid} in {area}" for sid, area in o["ships"].items()]
    builds = [f"{a} ({plural(n, 'token')})" for a, n in o["build_areas"].items()]
    return [
        *wrap("your ships", ships),
        f"  Treasury {o['treasury']}; {plural(o['ships_in_stock'], 'ship')} in stock. Upkeep 1 token, "
        f"a new or relocated ship {SHIP_COST}.",
        *wrap("you may build in (your tokens there)", builds),
    ]


register("ships", ship_choices)
