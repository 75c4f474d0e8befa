"""The choices of buying civilization cards (phase 11) in words: the cards on offer with
their price, the hand with its set values, the treasury."""

from __future__ import annotations

from typing import Any

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.syntax.phases import hand_summary
from civbot.text_forms import wrap
from i18n.catalog import _


def price(card: dict[str, Any]) -> str:
    """A card on offer and its price: ``law 90 (170 less 80 credit)``."""
    credit = sum(int(cr["amount"]) for cr in card["credits"])
    net = (
        f"{card['net']}"
        if not credit
        else _("{net} ({cost} less {credit} credit)", net=card["net"], cost=card["cost"], credit=credit)
    )
    return f"{card['card']} {net}"


def purchase_choices(c: Ctx) -> list[str]:
    o = c.options
    offers = [_("{card}, {left} left", card=price(card), left=card["copies_left"]) for card in o["cards"]]
    return [
        *wrap(_("cards you may buy (price)"), offers),
        *wrap(_("your hand (set values)"), hand_summary(o["hand"])),
        "  "
        + _(
            "Treasury {treasury}; the most you can pay is {most}; you hold {held} of at most {limit} cards.",
            treasury=o["treasury"],
            most=o["most_payable"],
            held=len(o["held"]),
            limit=o["limit"],
        ),
    ]


register("buy_civ_cards", purchase_choices)
