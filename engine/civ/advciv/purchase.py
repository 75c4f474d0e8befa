"""Buying civilization cards (rules reference §9.2-9.5, 000 §31-32): credits, net prices,
eligibility, payment with Mining, and the cost preview.

Everything here is a pure function of the state, so the phase, a bot's preview and the random
player price and check a purchase the same way. Credits come from the credit matrix
(``civ_cards.json``): every card held before the purchase gives its credit toward each card
bought (000 §31.54), mandatory (000 §31.56); cards bought together are paid for together (V2):
commodity cards at set values (a part of a set allowed, V1; Grain shown against Famine this
turn excluded, 000 §30.312) plus exactly the treasury tokens still owed, no change given
(000 §31.41, §31.58). Mining counts one set of Iron, Bronze, Silver, Gems or Gold one card
higher, never beyond the copies that exist (000 §28.53). No card limit; one copy of a title per
player; prerequisites held from an earlier turn (000 §31.61-31.62).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv.content import civ_cards, full_deck, trade_cards
from engine.civ.advciv.state import adv
from engine.civ.civ_credit import CardPrice
from engine.civ.state import GameState
from engine.core.errors import IllegalAction, MalformedAction, NotEnough, UnknownName, allowed
from i18n.catalog import l_, ln_

MINING = "mining"


def card_name(card: str) -> str:
    return civ_cards().cards[card].name


def face_value(cards: Iterable[str]) -> int:
    """Victory points and AST value of civilization cards (000 §31.1, §35.1A)."""
    return sum(civ_cards().cards[c].face_value for c in cards)


def groups_held(cards: Iterable[str]) -> set[str]:
    """Groups of the held cards; a two-group card counts for both (000 §31.551)."""
    return {grp for c in cards for grp in civ_cards().cards[c].groups}


def credits_toward(held: Iterable[str], target: str) -> list[tuple[str, int]]:
    """Every credit the held cards give toward ``target``, in card order."""
    return _credits_in_order(civ_cards().order(list(held)), target)


def _credits_in_order(ordered: list[str], target: str) -> list[tuple[str, int]]:
    matrix = civ_cards().credits
    return [(h, matrix[h][target]) for h in ordered if matrix[h][target]]


def price_cards(g: GameState, player: str, cards: Sequence[str]) -> tuple[CardPrice, ...]:
    # The held cards put in order once for every card priced (each card's credits in that order).
    held = civ_cards().order(list(g.ps(player).civ_cards))
    out = []
    for c in cards:
        cost = civ_cards().cards[c].cost
        credits = tuple(_credits_in_order(held, c))
        out.append(CardPrice(c, cost, credits, max(0, cost - sum(a for _card, a in credits))))
    return tuple(out)


def copies_left(g: GameState, card: str) -> int:
    held = sum(1 for ps in g.player_states.values() if card in ps.civ_cards)
    return civ_cards().cards[card].copies - held


def check_selection(g: GameState, player: str, cards: Sequence[str]) -> None:
    data = civ_cards()
    for c in cards:
        if c not in data.cards:
            raise UnknownName("civilization card", c, data.cards)
    if len(set(cards)) != len(cards):
        raise IllegalAction(
            l_("A card is listed twice: a player holds at most one card of each title (000 §31.61).")
        )
    held = g.ps(player).civ_cards
    for c in cards:
        if c in held:
            raise IllegalAction(
                l_(
                    "You already hold {card}; a player holds one of each title (000 §31.61).",
                    card=rn.Named("advciv_card", c),
                )
            )
        missing = [r for r in data.cards[c].requires if r not in held]
        if missing:
            raise IllegalAction(
                l_(
                    "{card} requires {required}, held since an earlier turn (000 §31.62).",
                    card=rn.Named("advciv_card", c),
                    required=rn.Named("advciv_card", missing[0]),
                )
            )
        if copies_left(g, c) <= 0:
            raise NotEnough(l_("No copy of {card} is left.", card=rn.Named("advciv_card", c)))


def eligible_cards(g: GameState, player: str) -> list[str]:
    return [c for c in civ_cards().cards if _allowed_alone(g, player, c)]


def _allowed_alone(g: GameState, player: str, card: str) -> bool:
    return allowed(lambda: check_selection(g, player, [card]))


# --- payment --------------------------------------------------------------------------------


def spendable(g: GameState, player: str) -> list[str]:
    """Commodity cards that may pay this turn: the hand less the Grain shown against Famine."""
    hand = [c for c in g.ps(player).hand if c in trade_cards().commodities]
    for _shown in range(adv(g).shown_grain.get(player, 0)):
        if "grain" in hand:
            hand.remove("grain")
    return hand


def paid_value(cards: Sequence[str], mining: str = "") -> int:
    """Set value of the cards handed in, ``mining``'s set counting one card more (000 §28.53);
    calamities are worth nothing."""
    commodities = trade_cards().commodities
    counts = Counter(c for c in cards if c in commodities)
    total = 0
    for c, n in counts.items():
        extra = 1 if c == mining and n + 1 <= full_deck()[c] else 0
        total += commodities[c].set_value(n + extra)
    return total


def best_mining(player_has_mining: bool, cards: Sequence[str]) -> str:
    """The mineable set whose extra card is worth most ("" if none)."""
    if not player_has_mining:
        return ""
    commodities = trade_cards().commodities
    options = [c for c in set(cards) if c in commodities and commodities[c].mineable]
    best = max(options, key=lambda c: (paid_value(cards, c), c), default="")
    return best if best and paid_value(cards, best) > paid_value(cards) else ""


def check_mining(g: GameState, player: str, cards: Sequence[str], mining: str) -> None:
    if not mining:
        return
    if not units.has_card(g, player, MINING):
        raise IllegalAction(l_("Only a holder of Mining may count a set one card higher."))
    commodity = trade_cards().commodities.get(mining)
    if commodity is None or not commodity.mineable:
        raise IllegalAction(
            l_("Mining works on a set of Iron, Bronze, Silver, Gems or Gold only (000 §32.261).")
        )
    if mining not in cards:
        raise IllegalAction(
            l_(
                "Mining counts a set you pay with one card higher: you pay no {card}.",
                card=rn.Named("advciv_card", mining),
            )
        )
    if cards.count(mining) + 1 > full_deck()[mining]:
        raise IllegalAction(
            l_(
                "Mining never goes beyond the {n} {card} cards there are.",
                n=full_deck()[mining],
                card=rn.Named("advciv_card", mining),
            )
        )


def check_payment(
    g: GameState, player: str, price: int, cards: Sequence[str], tokens: int, mining: str
) -> None:
    """Raise unless the cards and tokens pay ``price`` legally (000 §31.3-31.58)."""
    ps = g.ps(player)
    if tokens < 0:
        raise MalformedAction(l_("The number of treasury tokens cannot be negative."))
    deck = full_deck()
    for c in cards:
        if c not in deck:
            raise UnknownName("trade card", c, deck)
        if c not in trade_cards().commodities:
            raise IllegalAction(
                l_(
                    "{card} is a calamity: only commodity cards pay for civilization cards.",
                    card=rn.Named("advciv_card", c),
                )
            )
    missing = Counter(cards) - Counter(spendable(g, player))
    if missing:
        cannot = ", ".join(sorted(missing.elements()))
        if "grain" in missing:
            raise NotEnough(
                l_(
                    "You cannot pay with {cards} (Grain shown against Famine pays for nothing this turn).",
                    cards=cannot,
                )
            )
        raise NotEnough(l_("You cannot pay with {cards}.", cards=cannot))
    check_mining(g, player, cards, mining)
    if tokens > ps.treasury:
        raise NotEnough(
            l_(
                "You have only {treasury} tokens in your treasury, not {tokens}.",
                treasury=ps.treasury,
                tokens=tokens,
            )
        )
    value = paid_value(cards, mining)
    owed = max(0, price - value)
    if tokens != owed:
        if tokens > owed:
            raise IllegalAction(
                ln_(
                    "The price is {price} and your cards are worth {value}: pay exactly "
                    "{n} treasury token, not {tokens} (no more than necessary, 000 §31.41).",
                    "The price is {price} and your cards are worth {value}: pay exactly "
                    "{n} treasury tokens, not {tokens} (no more than necessary, 000 §31.41).",
                    owed,
                    price=price,
                    value=value,
                    tokens=tokens,
                )
            )
        raise NotEnough(
            l_(
                "The price is {price} but your cards ({value}) and tokens ({tokens}) make only {total}.",
                price=price,
                value=value,
                tokens=tokens,
                total=value + tokens,
            )
        )


def check_purchase(
    g: GameState, player: str, cards: Sequence[str], pay: Sequence[str], tokens: int, mining: str
) -> tuple[CardPrice, ...]:
    check_selection(g, player, cards)
    if not cards:
        if pay or tokens or mining:
            raise IllegalAction(l_("You are buying no civilization card: hand in no cards and no tokens."))
        return ()
    prices = price_cards(g, player, cards)
    check_payment(g, player, sum(p.net for p in prices), pay, tokens, mining)
    return prices


@dataclass(frozen=True)
class Payment:
    cards: tuple[str, ...]
    tokens: int
    mining: str
    card_value: int


def cheapest_payment(g: GameState, player: str, price: int) -> Payment | None:
    """The legal payment that gives up the least value (the cards' own set value, without
    Mining's extra card, plus the tokens), then keeps the most valuable hand, spends fewer tokens
    and hands in fewer cards; None if out of reach.

    Exact, by dynamic programming over the commodities: a set's value and the value kept both
    add up across commodities, so the best choice for every total paid (and whether Mining has
    been used) is kept while the commodities are taken one by one."""
    counts = Counter(spendable(g, player))
    states = _ways_to_pay(tuple(sorted(counts.items())), units.has_card(g, player, MINING))
    treasury = g.ps(player).treasury
    best: tuple[tuple[int, int, int, int], Payment] | None = None
    for (value, _kept), (neg_kept, ncards, cards, mined) in states:
        tokens = max(0, price - value)
        if tokens > treasury:
            continue
        # Value given up: the cards' own worth (the hand's worth less what is kept; Mining's
        # extra card costs nothing) plus the tokens.
        key = (tokens + neg_kept, neg_kept, tokens, ncards)
        if best is None or key < best[0]:
            best = (key, Payment(cards, tokens, mined, value))
    return None if best is None else best[1]


# (value paid, Mining used), (-value kept, cards handed in, the cards, the mined set)
Way = tuple[tuple[int, bool], tuple[int, int, tuple[str, ...], str]]


# A purchase prices the same hand again for every selection tried: the best way to pay each
# value, a pure function of the commodity counts and Mining, is remembered (a bounded number).
@lru_cache(maxsize=2048)
def _ways_to_pay(held: tuple[tuple[str, int], ...], mines: bool) -> tuple[Way, ...]:
    counts = dict(held)
    commodity = trade_cards().commodities
    states: dict[tuple[int, bool], tuple[int, int, tuple[str, ...], str]] = {(0, False): (0, 0, (), "")}
    for kind in sorted(counts):
        c, have = commodity[kind], counts[kind]
        nxt: dict[tuple[int, bool], tuple[int, int, tuple[str, ...], str]] = {}
        for (value, used), (neg_kept, ncards, cards, mined) in states.items():
            for n in range(have + 1):
                kept = c.set_value(have - n)
                options = [(value + c.set_value(n), used, mined)]
                if mines and not used and n and c.mineable and n + 1 <= full_deck()[kind]:
                    options.append((value + c.set_value(n + 1), True, kind))
                for v, u, m in options:
                    entry = (neg_kept - kept, ncards + n, (*cards, *[kind] * n), m)
                    if (v, u) not in nxt or entry[:2] < nxt[(v, u)][:2]:
                        nxt[(v, u)] = entry
        states = nxt
    return tuple(states.items())


def payable(g: GameState, player: str) -> int:
    hand = spendable(g, player)
    return paid_value(hand, best_mining(units.has_card(g, player, MINING), hand)) + g.ps(player).treasury


def can_buy_something(g: GameState, player: str) -> bool:
    """Whether any single card is both allowed and affordable (each card's price depends on the
    cards held alone: priced together, each is priced as on its own)."""
    most = payable(g, player)
    # The prices first, for every card at once (as ``price_cards`` nets them: the cost less
    # every credit toward it, without making each card's priced credits), and the rules'
    # checks only for the cards within reach: both are pure, so the answer is the same.
    data = civ_cards()
    held = g.ps(player).civ_cards
    return any(
        max(0, card.cost - sum(data.credits[h][c] for h in held)) <= most and _allowed_alone(g, player, c)
        for c, card in data.cards.items()
    )


def preview_purchase(g: GameState, player: str, cards: Sequence[str]) -> dict[str, Any]:
    """What buying ``cards`` together costs ``player`` now and the cheapest way to pay; raises
    as the purchase would if the selection itself is not allowed."""
    check_selection(g, player, cards)
    prices = price_cards(g, player, cards)
    total = sum(p.net for p in prices)
    payment = cheapest_payment(g, player, total)
    return {
        "cards": [
            {
                "card": p.card,
                "name": card_name(p.card),
                "cost": p.cost,
                "credits": [{"from": giver, "amount": a} for giver, a in p.credits],
                "net": p.net,
            }
            for p in prices
        ],
        "total": total,
        "affordable": payment is not None,
        "payment": None
        if payment is None
        else {"cards": list(payment.cards), "tokens": payment.tokens, "mining": payment.mining},
        "most_payable": payable(g, player),
    }
