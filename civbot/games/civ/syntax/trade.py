"""The choices of a trade (phase 10 of Civilization, 7 of Advanced Civilization) in words:
the hand, the partners and every offer in play."""

from __future__ import annotations

import textwrap
from typing import Any

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.syntax.phases import hand_summary
from civbot.games.civ.tabletop import describe_offer
from civbot.text_forms import wrap
from i18n.catalog import _, n_


def offer_line(c: Ctx, facts: dict[str, Any]) -> str:
    return describe_offer(facts, c.named)


def trade_table(c: Ctx) -> list[str]:
    """The hand, the partners and every offer in play, for both games' trades."""
    o = c.options
    lines = wrap(_("your hand"), hand_summary(o["hand"]))
    lines += wrap(_("not yet promised"), list(o["free"]))
    lines += wrap(_("trading with"), [c.named(p) for p in o["partners"]])
    for facts in o["incoming"]:
        if facts.get("answered"):
            done = _("answered")
        elif facts.get("can_accept"):
            done = _("you may accept, counter or decline")
        else:
            done = _("you may counter or decline")
        lines += fold("  " + _("offer to you: {offer} - {answer}", offer=offer_line(c, facts), answer=done))
    for facts in o["mine"]:
        lines += fold("  " + _("your offer: {offer}", offer=offer_line(c, facts)))
    return lines


def fold(line: str, width: int = 104) -> list[str]:
    """A long line (long nation names, a reply, the packet's cards) goes on over indented lines."""
    return textwrap.wrap(line, width, subsequent_indent="    ", break_on_hyphens=False) or [line]


def trade_choices(c: Ctx) -> list[str]:
    least = n_("A packet has at least {n} card.", "A packet has at least {n} cards.", c.options["min_cards"])
    return [*trade_table(c), f"  {least}"]


register("trade", trade_choices)
