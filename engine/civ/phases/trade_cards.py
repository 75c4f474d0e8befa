"""Phase 9 — Acquisition of trade cards and purchase of Gold (rules 6.9, 10.3-10.4, A23, D16).

Players take their turns fewest cities first (ties in AST order). In his turn a player draws
automatically one card from the top of each stack 1..N, N being his number of cities on the
board (empty stacks are skipped, no cities: no draw). A red-backed calamity is laid face up at
once (public); everything else goes secretly into his hand. Then, if his treasury holds the
price of a Gold card (18) and stack 9 is not empty, he is asked how many Gold cards to buy:
each costs 18 treasury tokens (to stock) and is the top card of stack 9, taken unseen — if it
is Piracy he keeps it in hand as a tradable calamity. Any player may buy, cities or not (A23).
The next player draws only after that answer, so the order of the rules is kept exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ import units
from engine.civ.cards import add_to_hand, is_calamity, is_tradable
from engine.civ.content import trade_cards
from engine.civ.order import fewest_cities_order
from engine.civ.phases.base import Phase
from engine.civ.state import GameState, HeldCalamity, PhaseData
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, NotEnough
from engine.core.events import Event, private, public
from i18n.catalog import N_, _, l_, ln_

GOLD_STACK = 9


@action("buy_gold")
@dataclass(frozen=True)
class BuyGold(Action):
    """Buy ``count`` Gold cards (0: none) at the end of one's own turn of phase 9."""

    count: int = 0


@dataclass(frozen=True)
class GoldChoice(DecisionOptions):
    """``buy_gold``: how many cards of the top stack the player may buy, their price, his
    treasury and the cards left in the stack; ``unseen`` when the stack holds several kinds of
    card and each is bought unseen (Advanced Civilization's stack 9: Gold, Ivory, calamities)."""

    max: int
    price: int
    treasury: int
    stack_size: int
    unseen: bool = False


@serial.register("trade_cards_data")
@dataclass
class TradeCardsData(PhaseData):
    order: list[str] = field(default_factory=list)
    index: int = 0
    # Whether the player whose turn it is (order[index]) has drawn already.
    drawn: bool = False


def gold_price() -> int:
    return trade_cards().gold_price


def draw_trade_cards(g: GameState, player: str) -> list[Event]:
    """Rules 10.3: one card from the top of each stack 1..cities; red calamities face up."""
    cities = units.city_count(g, player)
    if cities == 0:
        return []
    drawn: list[str] = []
    events: list[Event] = []
    for n in range(1, min(cities, GOLD_STACK) + 1):
        stack = g.stacks.get(n, [])
        if not stack:
            continue  # 10.3.3: an empty stack is skipped, no replacement
        card = stack.pop(0)
        if is_calamity(card) and not is_tradable(card):
            g.ps(player).calamities.append(HeldCalamity(card, None, True))
            events.append(public("calamity_drawn", player=player, calamity=card, stack=n))
        else:
            drawn.append(card)
    add_to_hand(g, player, drawn)
    events.append(public("trade_cards_drawn", player=player, count=len(drawn)))
    if drawn:
        events.append(private("trade_cards_drawn_private", (player,), player=player, cards=sorted(drawn)))
    return events


class TradeCardsPhase(Phase):
    name = "trade_cards"
    title = N_("Phase 9: Acquisition of trade cards")
    actions = (BuyGold,)

    def _data(self, g: GameState) -> TradeCardsData:
        assert isinstance(g.data, TradeCardsData)
        return g.data

    def start(self, g: GameState) -> list[Event]:
        g.data = TradeCardsData(order=fewest_cities_order(g))
        return self._run(g)

    def draw(self, g: GameState, player: str) -> list[Event]:
        """The player's draw of his turn (rules 10.3)."""
        return draw_trade_cards(g, player)

    # Whether the top stack's cards are bought unseen (``GoldChoice.unseen``).
    UNSEEN = False

    def price(self) -> int:
        return gold_price()

    def affordable(self, g: GameState, player: str) -> int:
        """How many stack-9 cards ``player`` could buy now (treasury and stack 9 both limit it)."""
        return min(g.ps(player).treasury // self.price(), len(g.stacks.get(GOLD_STACK, [])))

    # The question of buying from stack 9 (translated when asked; a game whose stack holds
    # other cards says so in its own).
    BUY_PROMPT = N_(
        "You may buy Gold cards from stack 9 at {price} treasury tokens each (your treasury: "
        "{treasury}; at most {most} now). Each is the top card of the stack, taken unseen. Buy how "
        "many?"
    )

    def buy_prompt(self, g: GameState, player: str, most: int) -> str:
        return _(self.BUY_PROMPT, price=self.price(), treasury=g.ps(player).treasury, most=most)

    def _run(self, g: GameState) -> list[Event]:
        """Play turns until a player must decide about Gold, or everyone has had his turn."""
        d = self._data(g)
        events: list[Event] = []
        while d.index < len(d.order):
            player = d.order[d.index]
            if not d.drawn:
                events += self.draw(g, player)
                d.drawn = True
            if self.affordable(g, player) > 0:
                break
            d.index += 1
            d.drawn = False
        return events

    def current(self, g: GameState) -> str | None:
        d = self._data(g)
        return d.order[d.index] if d.index < len(d.order) else None

    def pending(self, g: GameState) -> list[Decision]:
        player = self.current(g)
        if player is None:
            return []
        most = self.affordable(g, player)
        price = self.price()
        return [
            Decision(
                player,
                "buy_gold",
                self.buy_prompt(g, player, most),
                GoldChoice(
                    most, price, g.ps(player).treasury, len(g.stacks.get(GOLD_STACK, [])), self.UNSEEN
                ),
                BuyGold(player, 0),
            )
        ]

    def apply(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, BuyGold)
        most = self.affordable(g, a.player)
        if a.count < 0:
            raise IllegalAction(l_("The number of Gold cards to buy cannot be negative."))
        if a.count > most:
            raise NotEnough(
                l_(
                    "You can buy at most {gold} now: {price} treasury tokens each, "
                    "your treasury holds {treasury} and stack 9 has {cards}.",
                    gold=ln_("{n} Gold card", "{n} Gold cards", most),
                    price=self.price(),
                    treasury=g.ps(a.player).treasury,
                    cards=ln_("{n} card", "{n} cards", len(g.stacks.get(GOLD_STACK, []))),
                )
            )
        events: list[Event] = []
        if a.count:
            bought = [g.stacks[GOLD_STACK].pop(0) for _unused in range(a.count)]
            units.spend_treasury(g, a.player, a.count * self.price())
            add_to_hand(g, a.player, bought)
            events.append(
                public("gold_bought", player=a.player, count=a.count, tokens=a.count * self.price())
            )
            events.append(private("gold_bought_private", (a.player,), player=a.player, cards=bought))
        d = self._data(g)
        d.index += 1
        d.drawn = False
        return events + self._run(g)
