"""The choices of a threatened city owner in phase 6 (rules 11.8.2) in words: his attacked
cities and by whom, his own attacks, and what a city costs to replace."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.text_forms import wrap
from i18n.catalog import _, n_


def order_choices(c: Ctx) -> list[str]:
    o = c.options
    attacked = [
        _("{city} (by {players})", city=a, players=", ".join(c.named(p) for p in o["attacked_by"].get(a, [])))
        for a in o["cities"]
    ]
    lines = wrap(_("your attacked cities"), attacked)
    lines += wrap(_("your own attacks"), list(o["attacks"]))
    lines.append(
        "  "
        + n_(
            "Stock {stock}; a city is replaced by {n} token from stock, or it surrenders.",
            "Stock {stock}; a city is replaced by {n} tokens from stock, or it surrenders.",
            o["replacement"],
            stock=o["stock"],
        )
    )
    return lines


register("conflict_order", order_choices)
