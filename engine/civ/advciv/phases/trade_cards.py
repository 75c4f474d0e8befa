"""Phase 9 — Trade card acquisition (rules reference §7.5, 000 §27).

Fewest cities first (ties in AST order): one card from each of stacks 1 to *cities*, empty
stacks skipped; then the player may buy stack-9 cards at 18 treasury tokens each, whatever his
number of cities (R1). Nobody sees what another draws (000 §27.3): a non-tradable calamity is
held hidden until trading ends; a tradable one goes into the hand like a commodity.
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.advciv.content import is_calamity, trade_cards
from engine.civ.cards import add_to_hand
from engine.civ.phases.trade_cards import GOLD_STACK, TradeCardsPhase
from engine.civ.state import GameState, HeldCalamity
from engine.core.events import Event, private, public
from i18n.catalog import N_


def draw_trade_cards(g: GameState, player: str) -> list[Event]:
    cities = units.city_count(g, player)
    drawn: list[str] = []
    hidden: list[str] = []
    empty: list[int] = []
    for n in range(1, min(cities, GOLD_STACK) + 1):
        stack = g.stacks.get(n, [])
        if not stack:
            empty.append(n)  # told, so that a player drawing nothing knows why
            continue  # 000 §27.21: an empty stack gives nothing, and nothing instead
        card = stack.pop(0)
        if is_calamity(card) and not trade_cards().calamities[card].tradable:
            g.ps(player).calamities.append(HeldCalamity(card, None, False))
            hidden.append(card)
        else:
            drawn.append(card)
    add_to_hand(g, player, drawn)
    count = len(drawn) + len(hidden)
    events = [public("trade_cards_drawn", player=player, count=count, empty_stacks=empty)] if cities else []
    if drawn or hidden:
        events.append(
            private("trade_cards_drawn_private", (player,), player=player, cards=sorted(drawn + hidden))
        )
    return events


class AdvTradeCardsPhase(TradeCardsPhase):
    title = N_("Phase 9: Trade card acquisition")
    UNSEEN = True  # stack 9 holds Gold, Ivory and Piracy, each bought unseen (000 §27.51)

    def draw(self, g: GameState, player: str) -> list[Event]:
        return draw_trade_cards(g, player)

    def price(self) -> int:
        return trade_cards().stack_9_price

    BUY_PROMPT = N_(
        "You may buy cards from stack 9 at {price} treasury tokens each (your treasury: {treasury}; "
        "at most {most} now). Each is the top card of the stack, taken unseen: Gold, Ivory or a "
        "calamity. Buy how many?"
    )
