"""The choices of ship orders (phase 4) in words: your ships, the treasury, where a new ship
may be built."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.text_forms import wrap
from engine.civ.api import SHIP_COST
from i18n.catalog import _, n_


def ship_choices(c: Ctx) -> list[str]:
    o = c.options
    ships = [_("{ship} in {area}", ship=sid, area=area) for sid, area in o["ships"].items()]
    builds = [f"{a} (" + n_("{n} token", "{n} tokens", n) + ")" for a, n in o["build_areas"].items()]
    return [
        *wrap(_("your ships"), ships),
        "  "
        + n_(
            "Treasury {treasury}; {n} ship in stock. Upkeep 1 token, a new or relocated ship {cost}.",
            "Treasury {treasury}; {n} ships in stock. Upkeep 1 token, a new or relocated ship {cost}.",
            o["ships_in_stock"],
            treasury=o["treasury"],
            cost=SHIP_COST,
        ),
        *wrap(_("you may build in (your tokens there)"), builds),
    ]


register("ships", ship_choices)
