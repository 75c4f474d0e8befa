"""The choices of a move (phase 5) in words: unmoved tokens and where they can go, ships and
their reach, roads."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.words import plural
from civbot.text_forms import wrap


def movement_choices(c: Ctx) -> list[str]:
    o = c.options
    lines = ["  Unmoved tokens, and where they can go over land:"]
    for area, n in o["unmoved_tokens"].items():
        lines += wrap(f"  {area} {n}", list(o["land_moves"].get(area, [])) or ["nowhere (island)"])
    if not o["unmoved_tokens"]:
        lines.append("    none")
    for sid, ship in o["ships"].items():
        if ship["sailed"]:
            lines.append(f"  Ship {sid} in {ship['area']} has sailed this turn.")
        else:
            lines += wrap(f"ship {sid} in {ship['area']} can reach", list(ship["reach"]))
    if o["ships"]:
        lines.append(f"  Ships sail up to {plural(o['ship_range'], 'area')} and carry up to 5 tokens.")
    roads: dict[str, dict[str, list[str]]] = o.get("road_moves", {})
    if roads:
        lines.append("  Roadbuilding ('road FROM VIA TO [N]'), where tokens can go through one area:")
        for area, dests in roads.items():
            lines += wrap(f"  {area}", [f"{d} via {'/'.join(v)}" for d, v in dests.items()])
    lines.append(f"  Moves made this turn: {o['moves_made']}.")
    return lines


register("movement", movement_choices)
