"""The choices of a trade (phase 10 of Civilization, 7 of Advanced Civilization) in words:
the hand, the partners and every offer in play."""

from __future__ import annotations

import textwrap
from typing import Any

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.syntax.phases import hand_summary
from civbot.games.civ.tabletop import describe_offer
from civbot.games.civ.words import plural
from civbot.text_forms import wrap


def offer_line(c: Ctx, facts: dict[str, Any]) -> str:
    return describe_offer(facts, c.named)


def trade_table(c: Ctx) -> list[str]:
    """The hand, the partners and every offer in play, for both games' trades."""
    o = c.options
    lines = wrap("your hand", hand_summary(o["hand"]))
    lines += wrap("not yet promised", list(o["free"]))
    lines += wrap("trading with", [c.named(p) for p in o["partners"]])
    for facts in o["incoming"]:
        how = "accept, counter or decline" if facts.get("can_accept") else "counter or decline"
        done = "answered" if facts.get("answered") else f"you may {how}"
        lines += fold(f"  offer to you: {offer_line(c, facts)} - {done}")
    for facts in o["mine"]:
        lines += fold("  your offer: " + offer_line(c, facts))
    return lines


def fold(line: str, width: int = 104) -> list[str]:
    """A long line (long nation names, a reply, the packet's cards) goes on over indented lines."""
    return textwrap.wrap(line, width, subsequent_indent="    ", break_on_hyphens=False) or [line]


def trade_choices(c: Ctx) -> list[str]:
    return [*trade_table(c), f"  A packet has at least {plural(c.options['min_cards'], 'card')}."]


register("trade", trade_choices)
