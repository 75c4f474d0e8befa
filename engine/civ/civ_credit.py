"""Civilization cards: credits, net prices, eligibility, payment and the cost preview
(rules 12.1-12.5, 16.1, D17-D19, A27-A32).

Everything here is a pure function of the state: the phase (``engine.civ.phases.civ_cards``), the
bot's cost preview and the random agent all price and validate a purchase the same way, so a
preview can never disagree with what the phase accepts.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, TypedDict

from engine.civ import refusal_names as rn
from engine.civ.cards import hand_has, is_calamity, is_commodity, set_value
from engine.civ.content import civ_cards, setup, trade_cards
from engine.civ.options import Options
from engine.civ.state import GameState
from engine.core.errors import IllegalAction, MalformedAction, NotEnough, OverLimit, UnknownName, allowed
from i18n.catalog import N_, Said, l_

# --- card facts ----------------------------------------------------------------------


def card_name(card: str) -> str:
    return civ_cards().cards[card].name


def table_order(cards: Iterable[str]) -> list[str]:
    """Cards sorted as in the card table (rules 12.1), so equal holdings serialise alike."""
    return sorted(cards, key=_table_index().__getitem__)


@cache
def _table_index() -> dict[str, int]:
    return {c: i for i, c in enumerate(civ_cards().cards)}


def copies_in_use(g: GameState, card: str) -> int:
    """Copies in the box for this game: Mysticism depends on the player count (12.5) and is
    removed altogether from the short game (16.1)."""
    if card == "mysticism":
        if g.options.variant == "short":
            return 0
        return setup().player_counts[len(g.players)].mysticism_copies
    return civ_cards().cards[card].copies


def copies_left(g: GameState, card: str) -> int:
    held = sum(1 for ps in g.player_states.values() if card in ps.civ_cards)
    return max(0, copies_in_use(g, card) - held)


def printed_points(cards: Iterable[str]) -> int:
    return sum(civ_cards().cards[c].cost for c in cards)


def groups_held(cards: Iterable[str]) -> set[str]:
    """Groups of the held cards; a dual-group card counts for both (rules 13.2)."""
    return {grp for c in cards for grp in civ_cards().cards[c].groups}


# --- credits (12.2) --------------------------------------------------------------------


def special_credit(giver: str, target: str, options: Options) -> int:
    amount = civ_cards().cards[giver].special_credits.get(target, 0)
    if giver == "drama_and_poetry" and target == "democracy" and not options.drama_poetry_democracy_credit:
        return 0  # D19: 004 prints only the credit to Literacy
    if giver == "architecture" and amount:
        return options.architecture_credit  # D18: 15 or 20 toward every Civics card
    return amount


def credit_from(giver: str, target: str, options: Options) -> int:
    """The one credit a held card gives toward a card being bought: the larger of its group
    credit and its special credit, never both (001 17.12, [REC] the larger)."""
    if giver == target:
        return 0
    data = civ_cards()
    target_groups = data.cards[target].groups
    group = 0
    for grp in data.cards[giver].groups:
        per_card = data.group_credit.get(grp)  # Civics gives no group credit
        if per_card is not None and (grp in target_groups or data.group_head[grp] == target):
            group = max(group, per_card)
    return max(group, special_credit(giver, target, options))


def credits_toward(held: Iterable[str], target: str, options: Options) -> list[tuple[str, int]]:
    """Every credit the held cards give toward ``target``, in card-table order."""
    known = _credits_under(options)
    out = []
    for giver in table_order(held):
        amount = _known_credit(known, giver, target, options)
        if amount:
            out.append((giver, amount))
    return out


def credit_total(held: Iterable[str], target: str, options: Options) -> int:
    """The sum of ``credits_toward`` (the order of the cards left aside)."""
    known = _credits_under(options)
    return sum(_known_credit(known, giver, target, options) for giver in held)


def _known_credit(known: dict[tuple[str, str], int], giver: str, target: str, options: Options) -> int:
    amount = known.get((giver, target))
    if amount is None:
        amount = known[(giver, target)] = credit_from(giver, target, options)
    return amount


def _credits_under(options: Options) -> dict[tuple[str, str], int]:
    """The credits (giver, target) -> amount found so far under ``options`` (frozen): a pure
    function of the card table and the options, asked for every card of every view and every
    price. Filled as asked; at most cards x cards, for the last few option sets. The options
    of the last call are recognised by identity (hashing them costs more than the credit)."""
    global _last_credits
    if _last_credits is None or _last_credits[0] is not options:
        _last_credits = (options, _credits_by_value(options))
    return _last_credits[1]


_last_credits: tuple[Options, dict[tuple[str, str], int]] | None = None


@lru_cache(maxsize=16)
def _credits_by_value(options: Options) -> dict[tuple[str, str], int]:
    return {}


def credit_totals(held: Sequence[str], options: Options) -> dict[str, int]:
    """The credit ``held`` gives toward each card not held (cards it gives nothing toward left
    out), in card-table order: every view shows every player's. A pure function of the held
    cards (in their order) and the options: remembered per held cards, a bounded number."""
    global _last_totals
    if _last_totals is None or _last_totals[0] is not options:
        _last_totals = (options, _totals_by_value(options))
    table = _last_totals[1]
    key = tuple(held)
    found = table.get(key)
    if found is None:
        if len(table) >= _MOST_TOTALS:
            table.clear()
        found = table[key] = {
            card: total
            for card in civ_cards().cards
            if card not in key and (total := credit_total(key, card, options))
        }
    return dict(found)  # the view's own: a reader may change it


_MOST_TOTALS = 4096
_last_totals: tuple[Options, dict[tuple[str, ...], dict[str, int]]] | None = None


@lru_cache(maxsize=16)
def _totals_by_value(options: Options) -> dict[tuple[str, ...], dict[str, int]]:
    return {}


# A credit toward a card: the held card it comes from, and how much.
Credit = TypedDict("Credit", {"from": str, "amount": int})


class CardOffer(TypedDict):
    """A civilization card as a purchase decision offers it: its printed cost, the credits the
    buyer's cards give toward it, the price left and the copies still to be bought."""

    card: str
    name: str
    cost: int
    credits: list[Credit]
    net: int
    copies_left: int


@dataclass(frozen=True)
class CardPrice:
    card: str
    cost: int
    credits: tuple[tuple[str, int], ...]  # (held card, credit applied)
    net: int

    def offer(self, name: str, copies_left: int) -> CardOffer:
        """The card as a purchase decision offers it (both games of the family)."""
        return CardOffer(
            card=self.card,
            name=name,
            cost=self.cost,
            credits=[{"from": giver, "amount": a} for giver, a in self.credits],
            net=self.net,
            copies_left=copies_left,
        )


def price_cards(g: GameState, player: str, cards: Sequence[str]) -> tuple[CardPrice, ...]:
    """Net prices of a purchase. Credits come only from cards held before it (12.2); with
    credit_reuse "single" each held card credits one bought card, assigned to minimise the total."""
    held = list(g.ps(player).civ_cards)
    offers = {c: credits_toward(held, c, g.options) for c in cards}
    if g.options.credit_reuse == "single":
        offers = _assign_single_use(list(cards), offers)
    out = []
    for c in cards:
        cost = civ_cards().cards[c].cost
        applied = tuple(offers[c])
        out.append(CardPrice(c, cost, applied, max(0, cost - sum(a for _card, a in applied))))
    return tuple(out)


def _assign_single_use(
    cards: list[str], offers: dict[str, list[tuple[str, int]]]
) -> dict[str, list[tuple[str, int]]]:
    """Give each held card's credit to exactly one bought card it applies to (a credit that
    applies must be used, 001 17.15) so that the most of the total price is covered.

    Dynamic programme over the givers; the state is each bought card's credit so far, capped
    at its cost (credit beyond the cost is worth nothing). Purchases are at most 11 cards in
    all, so the state space stays small.
    """
    costs = [civ_cards().cards[c].cost for c in cards]
    givers: dict[str, list[int]] = {}
    for i, c in enumerate(cards):
        for giver, amount in offers[c]:
            givers.setdefault(giver, [0] * len(cards))[i] = amount
    states: dict[tuple[int, ...], tuple[int, ...]] = {tuple(0 for _card in cards): ()}
    for amounts in givers.values():
        nxt: dict[tuple[int, ...], tuple[int, ...]] = {}
        for state, choice in states.items():
            for i, amount in enumerate(amounts):
                if amount:
                    new = list(state)
                    new[i] = min(costs[i], new[i] + amount)
                    nxt.setdefault(tuple(new), (*choice, i))
        states = nxt
    best = max(states, key=sum)  # first of the maxima: deterministic
    assigned: dict[str, list[tuple[str, int]]] = {c: [] for c in cards}
    for (giver, amounts), i in zip(givers.items(), states[best], strict=True):
        assigned[cards[i]].append((giver, amounts[i]))
    return assigned


# --- eligibility (12.3 step 3, 12.5, A27, A31) -------------------------------------------


def check_selection(g: GameState, player: str, cards: Sequence[str]) -> None:
    """Raise a RuleError unless ``player`` may buy exactly these cards together now."""
    data = civ_cards()
    for c in cards:
        if c not in data.cards:
            raise UnknownName("civilization card", c, data.cards)
    dupes = sorted({c for c in cards if list(cards).count(c) > 1})
    if dupes:
        raise IllegalAction(
            l_("{card} is listed twice: you can buy only one of each card.", card=rn.Named("card", dupes[0]))
        )
    held = g.ps(player).civ_cards
    for c in cards:
        if c in held:
            raise IllegalAction(
                l_(
                    "You already hold {card}; a player holds at most one card of each kind (rules 12.3).",
                    card=rn.Named("card", c),
                )
            )
    limit = data.cards_per_player
    if len(held) + len(cards) > limit:
        after = len(held) + len(cards)
        raise OverLimit(
            l_(
                "You hold {held} civilization cards; {more} more would make {after}, over the "
                "limit of {limit}. You can buy at most {most} (rules 12.3).",
                held=len(held),
                more=len(cards),
                after=after,
                limit=limit,
                most=max(0, limit - len(held)),
            )
        )
    for c in cards:
        _check_prerequisites(g, held, cards, c)
        if copies_left(g, c) <= 0:
            if copies_in_use(g, c) == 0:
                raise NotEnough(
                    l_("{card} is not used in this game (rules 12.5, 16.1).", card=rn.Named("card", c))
                )
            raise NotEnough(
                l_(
                    "No copy of {card} is left: all {n} are held (rules 12.3).",
                    card=rn.Named("card", c),
                    n=copies_in_use(g, c),
                )
            )


def _check_prerequisites(g: GameState, held: list[str], cards: Sequence[str], card: str) -> None:
    for req in civ_cards().cards[card].requires:
        if req in held or (g.options.law_same_round and req in cards):
            continue
        names = {"card": rn.Named("card", card), "required": rn.Named("card", req)}
        if g.options.law_same_round:
            raise IllegalAction(
                l_("{card} requires {required}, which you must hold or buy in this same purchase.", **names)
            )
        raise IllegalAction(
            l_(
                "{card} requires {required}, which you must already hold from an earlier round (A27).",
                **names,
            )
        )


def eligible_cards(g: GameState, player: str) -> list[str]:
    """Cards the player could buy on their own now (ignoring price)."""
    return [c for c in civ_cards().cards if _allowed_alone(g, player, c)]


def _allowed_alone(g: GameState, player: str, card: str) -> bool:
    return allowed(lambda: check_selection(g, player, [card]))


# --- payment (12.3 steps 5-7, A30, A32) -----------------------------------------------------


@dataclass(frozen=True)
class Payment:
    cards: tuple[str, ...]
    tokens: int
    card_value: int

    @property
    def surrendered(self) -> int:
        """Value given up: the cards' set value plus the tokens."""
        return self.card_value + self.tokens


def payable(g: GameState, player: str) -> int:
    """The most a player can pay: every commodity in hand at set value, plus the treasury."""
    ps = g.ps(player)
    commodities = trade_cards().commodities
    return sum(commodities[c].set_value(n) for c, n in _commodities_held(ps.hand)) + ps.treasury


def cheapest_payment(hand: Sequence[str], treasury: int, price: int) -> Payment | None:
    """The legal payment that surrenders the least value; among equals it keeps the most
    valuable hand, then spends fewer tokens and fewer cards. None if the price is out of reach.

    Exact: every way of giving 0..n cards of each commodity is tried (hands are small: at most
    a few thousand combinations)."""
    return _cheapest_of(_commodities_held(hand), treasury, price)


def _commodities_held(hand: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """The hand's commodities and their counts, in order: the last hand's remembered (a random
    purchase prices a dozen selections against one hand in a row)."""
    global _last_hand
    key = tuple(hand)
    if _last_hand is None or _last_hand[0] != key:
        counts = Counter(c for c in key if is_commodity(c))
        _last_hand = (key, tuple(sorted(counts.items())))
    return _last_hand[1]


_last_hand: tuple[tuple[str, ...], tuple[tuple[str, int], ...]] | None = None


# Buying searches the same hands at the same prices again and again (every selection a random
# player tries, every turn's check that something is affordable): the answers of a pure
# function of the commodity counts, the treasury and the price, a bounded number remembered.
@lru_cache(maxsize=4096)
def _cheapest_of(held: tuple[tuple[str, int], ...], treasury: int, price: int) -> Payment | None:
    counts = dict(held)
    kinds = [k for k, _n in held]
    commodity = trade_cards().commodities
    # The value given and the value kept of every combination are sums over the kinds of a
    # value per (kind, count given): tabled once, not recomputed per combination.
    given = [[commodity[k].set_value(n) for n in range(counts[k] + 1)] for k in kinds]
    kept_of = [[commodity[k].set_value(counts[k] - n) for n in range(counts[k] + 1)] for k in kinds]
    rows = range(len(kinds))
    best: Payment | None = None
    best_key: tuple[int, ...] | None = None
    for combo in itertools.product(*(range(counts[k] + 1) for k in kinds)):
        value = sum([given[i][combo[i]] for i in rows])
        tokens = max(0, price - value)
        if tokens > treasury:
            continue
        kept = sum([kept_of[i][combo[i]] for i in rows])
        key = (max(value, price), -kept, tokens, sum(combo), *(-n for n in combo))
        if best_key is None or key < best_key:
            best_key = key
            cards = tuple(k for k, n in zip(kinds, combo, strict=True) for _copy in range(n))
            best = Payment(cards, tokens, value)
    return best


def check_payment(g: GameState, player: str, price: int, cards: Sequence[str], tokens: int) -> None:
    """Raise unless ``cards`` plus ``tokens`` is a legal payment of ``price`` (12.3 steps 5-6)."""
    ps = g.ps(player)
    if tokens < 0:
        raise MalformedAction(l_("The number of treasury tokens cannot be negative."))
    known = set(trade_cards().commodities) | set(trade_cards().calamities)
    for c in cards:
        if c not in known:
            raise UnknownName("trade card", c, known)
        if is_calamity(c):
            raise IllegalAction(
                l_(
                    "{card} is a calamity: calamities are worth nothing and "
                    "cannot pay for civilization cards (rules 12.3). Leave it out of your payment.",
                    card=rn.Named("card", c),
                )
            )
    if not hand_has(g, player, cards):
        missing = Counter(cards) - Counter(ps.hand)
        raise NotEnough(
            l_(
                "You do not hold {missing}; pay only with cards in your hand ({hand}).",
                missing=_describe(missing),
                hand=", ".join(ps.hand) or Said(N_("it is empty")),
            )
        )
    if tokens > ps.treasury:
        raise NotEnough(
            l_(
                "You have only {treasury} tokens in your treasury, not {tokens}.",
                treasury=ps.treasury,
                tokens=tokens,
            )
        )
    value = set_value(cards)
    owed = max(0, price - value)
    if tokens > owed:
        raise IllegalAction(
            l_(
                "The price is {price} and your cards are worth {value}: pay exactly {owed} treasury "
                "tokens, not {tokens}. No change is given (rules 12.3).",
                price=price,
                value=value,
                owed=owed,
                tokens=tokens,
            )
        )
    if tokens < owed:
        most = payable(g, player)
        params = {"price": price, "value": value, "tokens": tokens, "total": value + tokens}
        if most < price:
            raise NotEnough(
                l_(
                    "The price is {price} but your cards ({value}) and tokens ({tokens}) make only {total}. "
                    "The most you can pay is {most} (all your commodity cards and your treasury).",
                    most=most,
                    **params,
                )
            )
        raise NotEnough(
            l_(
                "The price is {price} but your cards ({value}) and tokens ({tokens}) make only {total}. "
                "Add {more} more tokens or more cards.",
                more=owed - tokens,
                **params,
            )
        )


def _describe(cards: Counter[str]) -> str:
    return ", ".join(f"{n} {c}" for c, n in sorted(cards.items()))


def check_purchase(
    g: GameState, player: str, cards: Sequence[str], pay_cards: Sequence[str], tokens: int
) -> tuple[CardPrice, ...]:
    """Full validation of a purchase; returns its prices. Raises before anything changes."""
    check_selection(g, player, cards)
    if not cards:
        if pay_cards or tokens:
            raise IllegalAction(l_("You are buying no civilization card: surrender no cards and no tokens."))
        return ()
    prices = price_cards(g, player, cards)
    check_payment(g, player, sum(p.net for p in prices), pay_cards, tokens)
    return prices


# --- the cost preview ----------------------------------------------------------------------


@dataclass(frozen=True)
class Preview:
    cards: tuple[CardPrice, ...]
    total: int
    affordable: bool
    payment: Payment | None  # the cheapest legal payment, None if not affordable
    most_payable: int

    def to_json(self) -> dict[str, Any]:
        return {
            "cards": [
                {
                    "card": p.card,
                    "name": card_name(p.card),
                    "cost": p.cost,
                    "credits": [{"from": giver, "amount": a} for giver, a in p.credits],
                    "net": p.net,
                }
                for p in self.cards
            ],
            "total": self.total,
            "affordable": self.affordable,
            "payment": None
            if self.payment is None
            else {
                "cards": list(self.payment.cards),
                "tokens": self.payment.tokens,
                "card_value": self.payment.card_value,
            },
            "most_payable": self.most_payable,
        }


def preview_purchase(g: GameState, player: str, cards: Sequence[str]) -> Preview:
    """What buying ``cards`` together would cost ``player`` now, and how best to pay.
    Raises the same error as the purchase would if the selection itself is not allowed."""
    check_selection(g, player, cards)
    prices = price_cards(g, player, cards)
    total = sum(p.net for p in prices)
    ps = g.ps(player)
    payment = cheapest_payment(ps.hand, ps.treasury, total)
    return Preview(prices, total, payment is not None, payment, payable(g, player))


def can_buy_something(g: GameState, player: str) -> bool:
    """Whether any single card is both allowed and affordable (a larger purchase costs more)."""
    most = payable(g, player)
    # A card bought alone takes every credit toward it, however credits may be reused (12.2):
    # its price is its cost less the credit total (remembered per held cards), not a pricing
    # of each card in turn. The price first and the rules' checks only for a card within
    # reach: both are pure, so the answer is the same, and early in a game nothing is.
    totals = credit_totals(g.ps(player).civ_cards, g.options)
    data = civ_cards().cards
    return any(max(0, data[c].cost - totals.get(c, 0)) <= most and _allowed_alone(g, player, c) for c in data)
