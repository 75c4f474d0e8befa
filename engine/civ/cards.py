"""Trade cards: identities, set values, stacks (rules 10.1-10.2, 4.1 step 2).

A card is its commodity or calamity id; cards of one commodity are interchangeable. Hands are
kept sorted so that equal hands serialise identically.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engine.civ.content import trade_cards
from engine.civ.state import GameState
from engine.core.conservation import conserved
from engine.core.rng import Rng


def is_commodity(card: str) -> bool:
    return card in trade_cards().commodities


def is_calamity(card: str) -> bool:
    return card in trade_cards().calamities


def is_tradable(card: str) -> bool:
    """Commodities and the four tradable calamities can be held in a hand and traded."""
    return is_commodity(card) or (is_calamity(card) and trade_cards().calamities[card].tradable)


def calamity_stack(calamity: str, order: str) -> int:
    c = trade_cards().calamities[calamity]
    return c.stack_004 if order == "004" else c.stack_001


def card_stack(card: str, calamity_order: str) -> int:
    if is_commodity(card):
        return trade_cards().commodities[card].stack
    return calamity_stack(card, calamity_order)


def set_value(cards: Iterable[str]) -> int:
    """Total value of cards as sets: per commodity n x n x face value; calamities 0 (10.2)."""
    # Counted in a plain loop: hands, packets and payments are valued thousands of times a game,
    # and a Counter over a generator cost several times as much.
    commodities = trade_cards().commodities
    counts: dict[str, int] = {}
    for c in cards:
        if c in commodities:
            counts[c] = counts.get(c, 0) + 1
    return sum(commodities[c].set_value(n) for c, n in counts.items())


def build_stacks(rng: Rng, calamity_order: str) -> dict[int, list[str]]:
    """Rules 4.1 step 2: each stack holds its commodities (stacks 1 and 2 shuffled together),
    face down, with its calamity at the bottom."""
    stacks: dict[int, list[str]] = {n: [] for n in range(1, 10)}
    for c in trade_cards().commodities.values():
        stacks[c.stack].extend([c.id] * c.count)
    for n in range(1, 10):
        rng.shuffle(stacks[n])
    for cal in trade_cards().calamities:
        stacks[calamity_stack(cal, calamity_order)].append(cal)
    return stacks


def return_to_stack(g: GameState, card: str) -> None:
    """Cards go back face down to the bottom of their own stack (10.6, 11.2)."""
    g.stacks[card_stack(card, g.options.calamity_stack_order)].append(card)


def add_to_hand(g: GameState, player: str, cards: Iterable[str]) -> None:
    hand = g.player_states[player].hand
    hand.extend(cards)
    hand.sort()


def remove_from_hand(g: GameState, player: str, cards: Iterable[str]) -> None:
    """Remove ``cards`` (a multiset) from the hand; the caller has checked they are there."""
    hand = g.player_states[player].hand
    for c in cards:
        hand.remove(c)


def hand_has(g: GameState, player: str, cards: Iterable[str]) -> bool:
    have = Counter(g.player_states[player].hand)
    need = Counter(cards)
    return all(have[c] >= n for c, n in need.items())


def total_cards(g: GameState, *elsewhere: Iterable[str]) -> Counter[str]:
    """Every trade card in stacks, hands and held calamities (conservation check), and those
    in the piles ``elsewhere`` (a game's own)."""
    # Counted once from one list: this runs after every action of every playout, and a
    # Counter.update per stack and hand cost four times as much.
    held: list[str] = []
    for stack in g.stacks.values():
        held += stack
    for ps in g.player_states.values():
        held += ps.hand
        held += [h.calamity for h in ps.calamities]
    for pile in elsewhere:
        held += pile
    return Counter(held)


def cards_conserved(g: GameState, deck: Counter[str], *elsewhere: list[str]) -> bool:
    """Whether ``total_cards(g, *elsewhere)`` are exactly ``deck``: the stacks and the piles
    ``elsewhere`` (a game's own) are the still piles, counted only when they changed
    (``engine.core.conservation``), the hands and held calamities are counted each time."""
    still: list[str] = []
    for stack in g.stacks.values():
        still += stack
    for pile in elsewhere:
        still += pile
    moving: list[str | None] = []
    for ps in g.player_states.values():
        moving += ps.hand
        moving += [h.calamity for h in ps.calamities]
    return conserved(deck, still, moving)


def same_cards(held: Counter[str], deck: Counter[str]) -> bool:
    """``held == deck`` as Counters compare (a card missing counts as none), at dict speed:
    the conservation check runs after every action and almost always finds them equal, while
    Counter's own comparison walks both in Python."""
    return dict.__eq__(held, deck) or held == deck
