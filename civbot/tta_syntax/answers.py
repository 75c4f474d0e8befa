"""Typed answers owed outside one's own phases: a choice (``food:2``, ``build``, or its number),
a selection (``bronze warriors``), a defence (``bonus bonus_i discard raid_i`` or ``none``), a
bid (``bid 4`` or ``pass``), a colonization force (``send warriors 2 bonus bonus_i``), and a
pact offer (``accept`` or ``decline``)."""

from __future__ import annotations

from civbot.tta_syntax.base import Ctx, Syntax, card, expect, number, register, wrap
from civbot.words import NotUnderstood
from engine.core.actions import Action
from engine.tta.aggressions import Defend
from engine.tta.cards import cards
from engine.tta.colonize import Bid, Colonize
from engine.tta.pacts import AnswerPact
from engine.tta.steps import Choose, Select
from engine.tta.texts import line, name, option_label

# -- choices ----------------------------------------------------------------------------------


def _choose(c: Ctx, w: list[str]) -> Action:
    options: list[str] = c.options["choices"]
    if len(w) == 1 and w[0].isdigit() and w[0] not in options:
        n = int(w[0])
        if not 1 <= n <= len(options):
            raise NotUnderstood(f"Choose a number from 1 to {len(options)}.")
        return Choose(c.player, options[n - 1])
    typed = "_".join(w)
    for option in options:
        if typed == option.lower() or typed == option.replace(":", "_").lower():
            return Choose(c.player, option)
    hits = [
        o for o in options if o.lower().startswith(typed) or option_label(o).lower().startswith(" ".join(w))
    ]
    if len(hits) == 1:
        return Choose(c.player, hits[0])
    return Choose(c.player, typed)


def _show_choose(c: Ctx, a: Action) -> str:
    return expect(a, Choose).option


def _choose_lines(c: Ctx) -> list[str]:
    return [f"  {i:>2}. {o:<28} {option_label(o)}" for i, o in enumerate(c.options["choices"], 1)]


# -- selections -------------------------------------------------------------------------------


def _select(c: Ctx, w: list[str]) -> Action:
    items: list[str] = c.options["items"]
    if w in (["none"], ["nothing"]):
        return Select(c.player, ())
    return Select(c.player, tuple(card(x, items) for x in w))


def _show_select(c: Ctx, a: Action) -> str:
    return " ".join(expect(a, Select).items) or "none"


def _select_lines(c: Ctx) -> list[str]:
    return [
        f"  Choose {c.options['count']}:",
        *wrap("from", [f"{i} ({name(i)})" for i in c.options["items"]]),
    ]


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


def _defend(c: Ctx, w: list[str]) -> Action:
    if w in ([], ["none"], ["nothing"]):
        return Defend(c.player)
    hand: list[str] = c.options["hand"]
    g = _groups(w, ("bonus", "discard"))
    return Defend(
        c.player, tuple(card(x, hand) for x in g["bonus"]), tuple(card(x, hand) for x in g["discard"])
    )


def _show_defend(c: Ctx, a: Action) -> str:
    x = expect(a, Defend)
    parts = (["bonus", *x.bonus] if x.bonus else []) + (["discard", *x.discard] if x.discard else [])
    return " ".join(parts) or "none"


def _defend_lines(c: Ctx) -> list[str]:
    o = c.options
    return [
        f"  You need {o['needed']} more strength; you may play and discard {o['limit']} cards at most.",
        *wrap("bonus cards (defense value)", [f"{b} (+{cards()[b].defense})" for b in o["bonus_cards"]]),
        *wrap("other cards (+1 each, discarded)", [h for h in o["hand"] if h not in o["bonus_cards"]]),
    ]


# -- colonization -----------------------------------------------------------------------------


def _bid(c: Ctx, w: list[str]) -> Action:
    if w in (["pass"], ["0"], ["no"]):
        return Bid(c.player, 0)
    if w and w[0] == "bid":
        w = w[1:]
    if len(w) != 1:
        raise NotUnderstood("Type 'bid N' or 'pass'.")
    return Bid(c.player, number(w[0], "A bid"))


def _show_bid(c: Ctx, a: Action) -> str:
    x = expect(a, Bid)
    return f"bid {x.amount}" if x.amount else "pass"


def _bid_lines(c: Ctx) -> list[str]:
    o = c.options
    high = f"{o['high_bid']} by {o['high_bidder']}" if o["high_bidder"] else "none yet"
    return [f"  {line(o['territory'])}", f"  Highest bid: {high}; you can send a force of {o['max_bid']}."]


def _colonize(c: Ctx, w: list[str]) -> Action:
    if w and w[0] == "send":
        w = w[1:]
    g = _groups(w, ("units", "bonus", "discard"))
    units: dict[str, int] = {}
    words = g["units"]
    i = 0
    while i < len(words):
        unit = card(words[i], c.options["units"])
        count = 1
        if i + 1 < len(words) and words[i + 1].isdigit():
            count, i = int(words[i + 1]), i + 1
        units[unit] = units.get(unit, 0) + count
        i += 1
    hand = [*c.options["bonus_cards"], *c.g.ps(c.player).military_hand]
    return Colonize(
        c.player, units, tuple(card(x, hand) for x in g["bonus"]), tuple(card(x, hand) for x in g["discard"])
    )


def _show_colonize(c: Ctx, a: Action) -> str:
    x = expect(a, Colonize)
    parts = ["send", *(f"{u} {n}" for u, n in x.units.items() if n)]
    if x.bonus:
        parts += ["bonus", *x.bonus]
    if x.discards:
        parts += ["discard", *x.discards]
    return " ".join(parts)


def _colonize_lines(c: Ctx) -> list[str]:
    """What the territory gives, and the units and bonus cards the force may be made of (the
    prompt already says the force needed)."""
    o = c.options
    return [
        f"  {line(o['territory'])}",
        *wrap("your units", [f"{name(u)} x{n}" for u, n in o["units"].items()]),
        *wrap("bonus cards", [f"{name(b)} (+{cards()[b].colonization})" for b in o["bonus_cards"]]),
    ]


# -- pacts --------------------------------------------------------------------------------------


def _pact(c: Ctx, w: list[str]) -> Action:
    if w in (["accept"], ["yes"]):
        return AnswerPact(c.player, True)
    if w in (["decline"], ["no"]):
        return AnswerPact(c.player, False)
    raise NotUnderstood("Type 'accept' or 'decline'.")


def _show_pact(c: Ctx, a: Action) -> str:
    return "accept" if expect(a, AnswerPact).accept else "decline"


def _pact_lines(c: Ctx) -> list[str]:
    o = c.options
    sides = o["sides"]
    return [
        f"  {o['proposer']} offers {name(o['card'])}; your side {o['your_side']}.",
        *[f"  side {s}: {', '.join(f'{k} {v}' for k, v in values.items())}" for s, values in sides.items()],
    ]


register(
    Syntax(
        "tta_choose",
        "OPTION | NUMBER",
        "food:2",
        "One of the listed options.",
        _choose,
        _show_choose,
        _choose_lines,
    ),
    Syntax(
        "tta_select",
        "ITEM [ITEM ...]",
        "bronze warriors",
        "Exactly the number of items asked, from the list (an item twice to take two).",
        _select,
        _show_select,
        _select_lines,
    ),
    Syntax(
        "tta_defend",
        "none | [bonus CARD ...] [discard CARD ...]",
        "bonus bonus_i discard raid_i",
        "Bonus cards add their defense value; every other card discarded adds 1.",
        _defend,
        _show_defend,
        _defend_lines,
    ),
    Syntax(
        "tta_bid", "bid N | pass", "bid 3", "Bid a colonization force, or pass.", _bid, _show_bid, _bid_lines
    ),
    Syntax(
        "tta_colonize",
        "send UNIT [N] ... [bonus CARD ...] [discard CARD ...]",
        "send warriors 2 bonus bonus_i",
        "The units you sacrifice (at least one), bonus cards, and with James Cook cards discarded.",
        _colonize,
        _show_colonize,
        _colonize_lines,
    ),
    Syntax(
        "tta_answer_pact",
        "accept | decline",
        "accept",
        "Accept the pact, or decline it.",
        _pact,
        _show_pact,
        _pact_lines,
    ),
)
