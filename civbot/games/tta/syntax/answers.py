"""The choices of the answers owed outside one's own phases, in words and printed names: a
choice (numbered), a selection, a defence, a bid, a colonization force and a pact offer."""

from __future__ import annotations

from civbot.games.tta.syntax.base import Ctx, register, wrap
from engine.tta.api import cards, line, name, option_label


def _choose_lines(c: Ctx) -> list[str]:
    return [f"  {i:>2}. {option_label(o)}" for i, o in enumerate(c.options.choices, 1)]


def _select_lines(c: Ctx) -> list[str]:
    return [
        f"  Choose {c.options.count}:",
        *wrap("from", [name(i) for i in c.options.candidates]),
    ]


def _defend_lines(c: Ctx) -> list[str]:
    o = c.options
    return [
        f"  You need {o.needed} more strength; you may play and discard {o.limit} cards at most.",
        *wrap("bonus cards (defense value)", [f"{name(b)} (+{cards()[b].defense})" for b in o.bonus_cards]),
        *wrap("other cards (+1 each, discarded)", [name(h) for h in o.hand if h not in o.bonus_cards]),
    ]


def _bid_lines(c: Ctx) -> list[str]:
    o = c.options
    high = f"{o.high_bid} by {o.high_bidder}" if o.high_bidder else "none yet"
    return [f"  {line(o.territory)}", f"  Highest bid: {high}; you can send a force of {o.max_bid}."]


def _colonize_lines(c: Ctx) -> list[str]:
    """What the territory gives, and the units and bonus cards the force may be made of (the
    prompt already says the force needed)."""
    o = c.options
    return [
        f"  {line(o.territory)}",
        *wrap("your units", [f"{name(u)} x{n}" for u, n in o.units.items()]),
        *wrap("bonus cards", [f"{name(b)} (+{cards()[b].colonization})" for b in o.bonus_cards]),
    ]


def _pact_lines(c: Ctx) -> list[str]:
    o = c.options
    return [
        f"  {o.proposer} offers {name(o.card)}; your side {o.your_side}.",
        *[f"  side {s}: {', '.join(f'{k} {v}' for k, v in values.items())}" for s, values in o.sides.items()],
    ]


for _kind, _describe in (
    ("tta_choose", _choose_lines),
    ("tta_select", _select_lines),
    ("tta_defend", _defend_lines),
    ("tta_bid", _bid_lines),
    ("tta_colonize", _colonize_lines),
    ("tta_answer_pact", _pact_lines),
):
    register(_kind, _describe)
