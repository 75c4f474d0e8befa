"""Worlds a player cannot tell apart from the real one (determinization): a copy of the game in
which everything he may not see is dealt anew, consistently with what he sees.

What one player sees of a game (``engine.tta.views``): every card in play, the card row, his
own hands, and of everything else only how many cards lie where. Hidden: the other players'
hands, the order and contents of the decks, the current and future events, the face-down
military discards, the military cards that left the game unseen, the other players' answers
to a decision asked of several players at once, and the generator that will shuffle later
decks. A world keeps every size and deals the same cards (the hidden cards of a kind are the
same whatever their arrangement) in a random arrangement that respects what the rules say
each place can hold: only events and territories are ever in the events decks, and the current
decks hold cards of the current age. Then a search that tries an action in a world learns only
what its player could know.

The deal depends only on what the player sees and on the random generator given, never on the
true arrangement (the hidden cards are sorted before they are dealt), so two positions that
look the same to him give the same worlds. A player's memory (the events he prepared himself,
the cards he discarded) is not used: worlds are consistent with what he sees now.
"""

from __future__ import annotations

import random
from functools import cache

from ai.games.tta.lookahead import copied
from engine.tta.api import GameState, PactOfferStep, cards, leader_ability

EVENT_TYPES = ("event", "territory")


@cache
def _events() -> frozenset[str]:
    return frozenset(cid for cid, c in cards().items() if c.type in EVENT_TYPES)


@cache
def _of_age(age: str) -> frozenset[str]:
    """The cards of ``age`` (as sets: a deal tests every hidden card against one)."""
    return frozenset(cid for cid, c in cards().items() if c.age == age)


@cache
def _military() -> frozenset[str]:
    return frozenset(cid for cid, c in cards().items() if c.deck == "military")


def sample_world(g: GameState, me: str, rng: random.Random) -> GameState:
    """A copy of ``g`` with everything ``me`` may not see dealt at random."""
    world = copied(g)
    others = [world.ps(p) for p in world.players if p != me]
    # A pact offered is shown to everyone and stays in its proposer's hand until accepted.
    shown = [(world.ps(s.proposer), s.card) for s in world.steps if isinstance(s, PactOfferStep)]
    for ps, card in shown:
        ps.military_hand.remove(card)
    # Joan of Arc shows her owner the top current event.
    seen = world.current_events.pop(0) if world.current_events and _sees_next_event(world, me) else None
    _deal_military(world, [ps.military_hand for ps in others], rng)
    for ps, card in shown:
        ps.military_hand.append(card)
    if seen is not None:
        world.current_events.insert(0, seen)
    if not world.options.open_civil_hands:
        age = world.age
        hands = [ps.civil_hand for ps in others]
        _deal(rng, [([world.civil_deck], _of_age(age))], hands)
    if world.steps and world.steps[0].at_once:
        # Who has answered a decision asked of several players at once is public, not what.
        step = world.steps[0]
        for p in step.received:
            if p != me:
                default = step.decision(world, p).default
                if default is not None:
                    step.received[p] = default
    world.rng = rng.getrandbits(63)
    return world


def _sees_next_event(g: GameState, me: str) -> bool:
    return bool(leader_ability(g.player_states[me], "sees_next_event"))  # (read only: not copied)


def _deal_military(world: GameState, hands: list[list[str]], rng: random.Random) -> None:
    military = _military()
    unseen: list[str] = []
    kept: list[str] = []
    for c in world.removed:  # (one pass: the cards out of the game are many)
        (unseen if c in military else kept).append(c)
    world.removed = kept
    current = world.age
    piles = world.military_discards
    pile = piles.setdefault(current, [])
    older = [cards_ for age, cards_ in sorted(piles.items()) if age != current]
    _deal(
        rng,
        [
            ([world.current_events, world.future_events], _events()),
            ([world.military_deck, pile], _of_age(current)),
            (hands, _military() - _of_age("A")),  # Age A military cards are never drawn
        ],
        [*older, unseen],
    )
    if not pile:
        del piles[current]
    world.removed += unseen


# Places, and the cards that fit them.
Group = tuple[list[list[str]], frozenset[str]]


def _deal(rng: random.Random, groups: list[Group], anywhere: list[list[str]]) -> None:
    """Gather the cards of every place, then deal them back at random, each place keeping its
    size: the places of each group in turn take the cards that fit them (others only when too
    few fit), then the ``anywhere`` places take the rest. Places are changed in place."""
    places = [place for group, _ in groups for place in group] + anywhere
    left = [c for place in places for c in place]
    left.sort()
    rng.shuffle(left)
    for group, fits in groups:
        need = sum(len(place) for place in group)
        chosen, rest = _first_fitting(left, fits, need)
        short = need - len(chosen)
        if short:
            chosen += rest[:short]
            rest = rest[short:]
        _fill(group, chosen)
        left = rest
    _fill(anywhere, left)


def _first_fitting(cards_: list[str], fits: frozenset[str], need: int) -> tuple[list[str], list[str]]:
    """The first ``need`` cards that fit, and all the others, each in their order."""
    chosen: list[str] = []
    rest: list[str] = []
    if need <= 0:
        return chosen, cards_[:]
    for i, c in enumerate(cards_):
        if c in fits:
            chosen.append(c)
            if len(chosen) == need:
                rest += cards_[i + 1 :]
                break
        else:
            rest.append(c)
    return chosen, rest


def _fill(places: list[list[str]], dealt: list[str]) -> None:
    at = 0
    for place in places:
        n = len(place)
        place[:] = dealt[at : at + n]
        at += n
    assert at == len(dealt), "every hidden card is dealt somewhere"
