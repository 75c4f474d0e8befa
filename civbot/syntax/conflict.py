"""Typed answer of a threatened city owner in phase 6 (rules 11.8.2): whether his own attacks
are fought first, and the order in which his attacked cities are fought.

``first memphis thebes`` demands the right and has Memphis fought before Thebes; ``decline``
leaves the usual order. The action is built by its registered tag, like a save file does, so
this form needs no import of the phase that defines it.
"""

from __future__ import annotations

from civbot.syntax.base import CIV1980, Ctx, Syntax, areas, register, wrap
from civbot.syntax.calamity import by_tag
from civbot.words import NotUnderstood, plural
from engine.core.actions import Action

CHOICES = {"first": True, "demand": True, "decline": False, "no": False}


def parse_order(c: Ctx, w: list[str]) -> Action:
    if not w or w[0] not in CHOICES:
        raise NotUnderstood("Start with 'first' (your attacks are fought first) or 'decline'.")
    save = areas(w[1:], list(c.options["cities"]))
    return by_tag("conflict_order", c.player, first=CHOICES[w[0]], save=list(save))


def show_order(c: Ctx, a: Action) -> str:
    first = "first" if getattr(a, "first", True) else "decline"
    return " ".join([first, *getattr(a, "save", ())])


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


register(
    Syntax(
        "conflict_order",
        "first|decline [CITY ...]",
        "first memphis thebes",
        "'first': the battles where you attack are fought before the others (your losses there go "
        "to your stock); then, optionally, your attacked cities in the order they are fought.",
        parse_order,
        show_order,
        order_choices,
        games=CIV1980,
    )
)
