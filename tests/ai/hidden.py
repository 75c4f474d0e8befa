"""Positions that look the same to one player: everything he cannot see dealt otherwise."""

from __future__ import annotations

import copy
import random

from engine.tta.pacts import PactOfferStep
from engine.tta.state import GameState
from engine.tta.stats import leader_ability


def hide_differently(g: GameState, me: str, seed: int) -> GameState:
    """The same position as ``me`` sees it, with everything he cannot see dealt otherwise: the
    decks reordered, the events decks reordered (but the top one when Joan of Arc shows it to
    him), the other players' hands exchanged with cards of the decks (but a pact they offer,
    which everyone sees), the generator of later shuffles changed."""
    other = copy.deepcopy(g)
    rng = random.Random(seed)
    sees_next = bool(leader_ability(other.ps(me), "sees_next_event"))  # Joan of Arc
    current = other.current_events[1:] if sees_next else other.current_events
    for pile in (other.civil_deck, other.military_deck, current, other.future_events):
        rng.shuffle(pile)
    if sees_next:
        other.current_events[1:] = current
    other.rng = rng.getrandbits(63)  # the generator of later shuffles is hidden too
    offered = {s.proposer: s.card for s in other.steps if isinstance(s, PactOfferStep)}
    for p in other.players:
        if p == me:
            continue
        ps = other.ps(p)
        if p in offered:
            ps.military_hand.remove(offered[p])
        for hand, deck in ((ps.military_hand, other.military_deck), (ps.civil_hand, other.civil_deck)):
            n = min(len(hand), len(deck))
            hand[:n], deck[:n] = deck[:n], hand[:n]
        if p in offered:
            ps.military_hand.append(offered[p])
    return other
