"""The text form of the answers owed outside one's own phases: a choice (its words, ``develop
Drama``, or its number), a selection (``Bronze Warriors``), a defence (``bonus
Defense/Colonization bonus (I) discard Raid (I)`` or ``none``), a bid (``bid 4`` or ``pass``),
a colonization force (``send Warriors 2 bonus ...``) and a pact offer (``accept``/``decline``)."""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.text import Names, NotUnderstood, fold, number
from engine.tta.aggressions import Defend
from engine.tta.colonize import Bid, Colonize
from engine.tta.pacts import AnswerPact
from engine.tta.steps import Choose, Select
from engine.tta.text.base import Ctx, card, named
from engine.tta.texts import option_label
from i18n.catalog import l_

# -- choices ----------------------------------------------------------------------------------


def parse_choose(c: Ctx, w: list[str]) -> Action:
    options: list[str] = c.options.choices
    typed = fold(" ".join(w))
    for option in options:
        if typed in (fold(option), fold(option_label(option))):
            return Choose(c.player, option)
    if len(w) == 1 and w[0].isdigit():
        n = number(w[0], "The choice")
        if not 1 <= n <= len(options):
            raise NotUnderstood(l_("Choose a number from 1 to {n}.", n=len(options)))
        return Choose(c.player, options[n - 1])
    labels = Names("choice", {o: option_label(o) for o in options})
    return Choose(c.player, labels.resolve(" ".join(w), options))


def show_choose(c: Ctx, a: Action) -> str:
    assert isinstance(a, Choose)
    return option_label(a.option)


# -- selections -------------------------------------------------------------------------------


def parse_select(c: Ctx, w: list[str]) -> Action:
    items: list[str] = c.options.candidates
    if w in (["none"], ["nothing"]):
        return Select(c.player, ())
    names = Names("item", {i: named(i) for i in items})
    return Select(c.player, tuple(names.resolve(x, items) for x in w))


def show_select(c: Ctx, a: Action) -> str:
    assert isinstance(a, Select)
    return " ".join(named(i) for i in a.items) or "none"


# -- defence ------------------------------------------------------------------------------------


def _groups(w: list[str], heads: tuple[str, ...]) -> dict[str, list[str]]:
    """Words grouped under the head word before them (``bonus a b discard c``)."""
    out: dict[str, list[str]] = {h: [] for h in heads}
    current = heads[0]
    for word in w:
        if word in heads:
            current = word
        else:
            out[current].append(word)
    return out


def parse_defend(c: Ctx, w: list[str]) -> Action:
    if w in ([], ["none"], ["nothing"]):
        return Defend(c.player)
    hand: list[str] = c.options.hand
    g = _groups(w, ("bonus", "discard"))
    return Defend(
        c.player, tuple(card(x, hand) for x in g["bonus"]), tuple(card(x, hand) for x in g["discard"])
    )


def show_defend(c: Ctx, a: Action) -> str:
    assert isinstance(a, Defend)
    parts = (["bonus", *map(named, a.bonus)] if a.bonus else []) + (
        ["discard", *map(named, a.discard)] if a.discard else []
    )
    return " ".join(parts) or "none"


# -- colonization -----------------------------------------------------------------------------


def parse_bid(c: Ctx, w: list[str]) -> Action:
    if w in (["pass"], ["0"], ["no"]):
        return Bid(c.player, 0)
    if w and w[0] == "bid":
        w = w[1:]
    if len(w) != 1:
        raise NotUnderstood(l_("Type 'bid N' or 'pass'."))
    return Bid(c.player, number(w[0], "A bid"))


def show_bid(c: Ctx, a: Action) -> str:
    assert isinstance(a, Bid)
    return f"bid {a.amount}" if a.amount else "pass"


def parse_colonize(c: Ctx, w: list[str]) -> Action:
    if w and w[0] == "send":
        w = w[1:]
    g = _groups(w, ("units", "bonus", "discard"))
    units: dict[str, int] = {}
    words = g["units"]
    i = 0
    while i < len(words):
        unit = card(words[i], c.options.units)
        count = 1
        if i + 1 < len(words) and words[i + 1].isdigit():
            count, i = number(words[i + 1], "The number of units"), i + 1
        units[unit] = units.get(unit, 0) + count
        i += 1
    hand = [*c.options.bonus_cards, *c.g.ps(c.player).military_hand]
    return Colonize(
        c.player, units, tuple(card(x, hand) for x in g["bonus"]), tuple(card(x, hand) for x in g["discard"])
    )


def show_colonize(c: Ctx, a: Action) -> str:
    assert isinstance(a, Colonize)
    parts = ["send", *(f"{named(u)} {n}" for u, n in a.units.items())]
    if a.bonus:
        parts += ["bonus", *map(named, a.bonus)]
    if a.discards:
        parts += ["discard", *map(named, a.discards)]
    return " ".join(parts)


# -- pacts --------------------------------------------------------------------------------------


def parse_pact(c: Ctx, w: list[str]) -> Action:
    if w in (["accept"], ["yes"]):
        return AnswerPact(c.player, True)
    if w in (["decline"], ["no"]):
        return AnswerPact(c.player, False)
    raise NotUnderstood(l_("Type 'accept' or 'decline'."))


def show_pact(c: Ctx, a: Action) -> str:
    assert isinstance(a, AnswerPact)
    return "accept" if a.accept else "decline"
