"""The choices of a move (phase 5) in words: unmoved tokens and where they can go, ships and
their reach, roads."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.text_forms import wrap
from i18n.catalog import _, n_


def movement_choices(c: Ctx) -> list[str]:
    o = c.options
    lines = ["  " + _("Unmoved tokens, and where they can go over land:")]
    for area, n in o["unmoved_tokens"].items():
        lines += wrap(f"  {area} {n}", list(o["land_moves"].get(area, [])) or [_("nowhere (island)")])
    if not o["unmoved_tokens"]:
        lines.append("    " + _("none"))
    for sid, ship in o["ships"].items():
        if ship["sailed"]:
            lines.append("  " + _("Ship {ship} in {area} has sailed this turn.", ship=sid, area=ship["area"]))
        else:
            lines += wrap(
                _("ship {ship} in {area} can reach", ship=sid, area=ship["area"]), list(ship["reach"])
            )
    if o["ships"]:
        lines.append(
            "  "
            + n_(
                "Ships sail up to {n} area and carry up to 5 tokens.",
                "Ships sail up to {n} areas and carry up to 5 tokens.",
                o["ship_range"],
            )
        )
    roads: dict[str, dict[str, list[str]]] = o.get("road_moves", {})
    if roads:
        lines.append("  " + _("Roadbuilding ('road FROM VIA TO [N]'), where tokens can go through one area:"))
        for area, dests in roads.items():
            lines += wrap(
                f"  {area}", [_("{area} via {via}", area=d, via="/".join(v)) for d, v in dests.items()]
            )
    lines.append("  " + _("Moves made this turn: {moves}.", moves=o["moves_made"]))
    return lines


register("movement", movement_choices)
