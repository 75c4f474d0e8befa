"""The choices of the answers owed outside one's own phases, in words and printed names: a
choice (numbered), a selection, a defence, a bid, a colonization force and a pact offer."""

from __future__ import annotations

from civbot.games.tta.syntax.base import Ctx, register, wrap
from engine.tta.api import cards, line, name, option_label, pact_side
from i18n.catalog import _


def _choose_lines(c: Ctx) -> list[str]:
    return [f"  {i:>2}. {option_label(o)}" for i, o in enumerate(c.options.choices, 1)]


def _select_lines(c: Ctx) -> list[str]:
    return [
        "  " + _("Choose {count}:", count=c.options.count),
        *wrap(_("from"), [name(i) for i in c.options.candidates]),
    ]


def _defend_lines(c: Ctx) -> list[str]:
    o = c.options
    return [
        "  "
        + _(
            "You need {needed} more strength; you may play and discard {limit} cards at most.",
            needed=o.needed,
            limit=o.limit,
        ),
        *wrap(
            _("bonus cards (defense value)"), [f"{name(b)} (+{cards()[b].defense})" for b in o.bonus_cards]
        ),
        *wrap(_("other cards (+1 each, discarded)"), [name(h) for h in o.hand if h not in o.bonus_cards]),
    ]


def _bid_lines(c: Ctx) -> list[str]:
    o = c.options
    high = _("{bid} by {player}", bid=o.high_bid, player=o.high_bidder) if o.high_bidder else _("none yet")
    return [
        f"  {line(o.territory)}",
        "  " + _("Highest bid: {high}; you can send a force of {most}.", high=high, most=o.max_bid),
    ]


def _colonize_lines(c: Ctx) -> list[str]:
    """What the territory gives, and the units and bonus cards the force may be made of (the
    prompt already says the force needed)."""
    o = c.options
    return [
        f"  {line(o.territory)}",
        *wrap(_("your units"), [f"{name(u)} x{n}" for u, n in o.units.items()]),
        *wrap(_("bonus cards"), [f"{name(b)} (+{cards()[b].colonization})" for b in o.bonus_cards]),
    ]


def _pact_lines(c: Ctx) -> list[str]:
    o = c.options
    return [
        "  "
        + _(
            "{player} offers {card}; your side {side}.",
            player=o.proposer,
            card=name(o.card),
            side=o.your_side,
        ),
        *["  " + _("side {side}: {terms}", side=s, terms=pact_side(values)) for s, values in o.sides.items()],
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
