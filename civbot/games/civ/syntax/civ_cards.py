"""The choices of buying civilization cards (phase 11) in words: the cards on offer with
their price, the hand with its set values, the treasury."""

from __future__ import annotations

from typing import Any

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.syntax.phases import hand_summary
from civbot.text_forms import wrap


def price(card: dict[str, Any]) -> str:
    """A card on offer and its price: ``law 90 (170 less 80 credit)``."""
    credit = sum(int(cr["amount"]) for cr in card["credits"])
    net = f"{card['net']}" if not credit else f"{card['net']} ({card['cost']} less {credit} credit)"
    return f"{card['card']} {net}"


def purchase_choices(c: Ctx) -> list[str]:
    o = c.options
    offers = [f"{price(card)}, {card['copies_left']} left" for card in o["cards"]]
    return [
        *wrap("cards you may buy (price)", offers),
        *wrap("your hand (set values)", hand_summary(o["hand"])),
        f"  Treasury {o['treasury']}; the most you can pay is {o['most_payable']}; "
        f"you hold {len(o['held'])} of at most {o['limit']} cards.",
    ]


register("buy_civ_cards", purchase_choices)
