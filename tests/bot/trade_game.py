"""A three-player game through the bot, past its setup and entered into trade with known hands
(one of them holding a tradable calamity): where the trade, negotiation and DM tests start."""

from __future__ import annotations

from typing import Any

from tests.bot.helpers import past_setup, set_up
from tests.engine.card_positions import give_cards
from tests.engine.helpers import enter

HANDS = [
    ["salt", "salt", "grain", "hides"],
    ["epidemic", "bronze", "cloth", "iron"],
    ["gems", "spice", "papyrus"],
]


async def trade_game(world: Any) -> tuple[Any, list[str]]:
    live, _thread = await past_setup(world)
    g = live.state
    for seat, cards in zip(live.seats, HANDS, strict=True):
        give_cards(g, seat, cards)
    enter(g, "trade")
    await set_up(world, live)
    return live, live.seats
