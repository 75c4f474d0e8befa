"""The choices of a threatened city owner in phase 6 (rules 11.8.2) in words: his attacked
cities and by whom, his own attacks, and what a city costs to replace."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.words import plural
from civbot.text_forms import wrap


def order_choices(c: Ctx) -> list[str]:
    o = c.options
    attacked = [f"{a} (by {', '.join(c.named(p) for p in o['attacked_by'].get(a, []))})" for a in o["cities"]]
    lines = wrap("your attacked cities", attacked)
    lines += wrap("your own attacks", list(o["attacks"]))
    lines.append(
        f"  Stock {o['stock']}; a city is replaced by {plural(o['replacement'], 'token')} from stock, "
        "or it surrenders."
    )
    return lines


register("conflict_order", order_choices)
