"""The card row and the ages (rules 5.1, 5.2): refilling, the end of an age, decks by player
count, antiquation, and the last round."""

from __future__ import annotations

from collections.abc import MutableSequence

from engine.core.events import Event, public
from engine.core.rng import Rng
from engine.tta.actions_and_points import sync_all
from engine.tta.cards import AGES, LEVEL, cards, deck_cards, setup
from engine.tta.leaving import discard_military, leader_leaves, remove_pact, remove_unfinished_wonder
from engine.tta.state import GameState
from engine.tta.tokens import lose_yellow_to_box

NEXT_AGE = {"A": "I", "I": "II", "II": "III", "III": "IV"}


def shuffle(g: GameState, items: MutableSequence[str]) -> None:
    rng = Rng(g.rng)
    rng.shuffle(items)
    g.rng = rng.state


def row_cost(slot: int) -> int:
    """Civil actions to take the card in ``slot`` (0-based): 1, 2 or 3 (3.7)."""
    return setup().card_row_costs[slot]


def prepare_deck(g: GameState, deck: str, age: str) -> list[str]:
    """The ``deck`` of ``age`` for the players still in the game, shuffled; the cards marked for
    more players leave the game (3.1, 6.6)."""
    reserve = sorted(g.reserve.pop(f"{deck}:{age}", []))
    wanted = deck_cards(deck, age, max(2, len(g.active)))
    if deck == "military" and len(g.active) <= 2:
        wanted = [c for c in wanted if cards()[c].type != "pact"]
    used: list[str] = []
    for cid in wanted:
        if cid in reserve:
            reserve.remove(cid)
            used.append(cid)
    g.removed += reserve
    shuffle(g, used)
    return used


def refill(g: GameState, discard_left: bool = True, last_round_follows: bool = False) -> list[Event]:
    """Refill the row at the start of a turn (5.1): discard from the left, slide, deal; dealing
    the last card of a deck ends its age (5.2). International Agreement refills without the
    discard, and ``last_round_follows``: its card text, if the refill ends Age III, makes the
    next round the last even on the first player's turn (option ``last_round_after_agreement``)."""
    events: list[Event] = []
    if discard_left:
        count = setup().row_discard_by_players[max(2, len(g.active))]
        gone = [c for c in g.row[:count] if c is not None]
        g.removed += gone
        g.row[:count] = [None] * count
        if gone:
            events.append(public("tta_row_discarded", cards=gone))
    kept = [c for c in g.row if c is not None]
    g.row = kept + [None] * (len(g.row) - len(kept))
    if g.age == "A":
        events += _deal(g, last_round_follows)
        g.removed += g.civil_deck
        g.civil_deck = []
        events += begin_age(g, "I")
    events += _deal(g, last_round_follows)
    return events


def _deal(g: GameState, last_round_follows: bool) -> list[Event]:
    events: list[Event] = []
    dealt: list[str] = []
    for i, cid in enumerate(g.row):
        if cid is not None:
            continue
        if not g.civil_deck:
            break
        g.row[i] = g.civil_deck.pop(0)
        dealt.append(g.row[i] or "")
        if not g.civil_deck and g.age in ("I", "II", "III"):
            events.append(public("tta_row_dealt", cards=dealt))
            dealt = []
            events += begin_age(g, NEXT_AGE[g.age], last_round_follows)
    if dealt:
        events.append(public("tta_row_dealt", cards=dealt))
    return events


def begin_age(g: GameState, age: str, last_round_follows: bool = False) -> list[Event]:
    """The current age ends and ``age`` begins (5.2); ``last_round_follows``: see ``refill``."""
    ended = g.age
    g.age = age
    events: list[Event] = [public("tta_age_began", age=age, ended=ended)]
    if ended != "A":  # ruling A1: nothing is antiquated when Age A ends
        events += antiquate(g, LEVEL[ended])
        for p in g.active:
            lost = lose_yellow_to_box(g.ps(p), 2)
            events.append(public("tta_yellow_lost", player=p, tokens=lost))
    old_military = AGES[AGES.index(ended)] if ended in AGES else None
    if old_military is not None:
        # The previous age's military deck and its discard pile leave the game (ruling A7).
        g.removed += g.military_deck + g.military_discards.pop(ended, [])
        g.military_deck = []
    if age in AGES:
        g.civil_deck = prepare_deck(g, "civil", age)
        g.military_deck = prepare_deck(g, "military", age)
    else:
        events += _fix_last_round(g, last_round_follows)
    sync_all(g)
    return events


def _fix_last_round(g: GameState, next_round: bool) -> list[Event]:
    """Age III ended: on the first player's turn this round is the last (Game Flow), unless
    ``next_round`` (International Agreement's text); on any other turn the next round is."""
    if g.current == g.first_player and not g.ps(g.current).resigned and not next_round:
        g.last_round = g.round
    else:
        g.last_round = g.round + 1
    return [public("tta_last_round", round=g.last_round)]


def antiquate(g: GameState, ended_level: int) -> list[Event]:
    """Cards of ages older than the one that ended leave hands and some leave play (5.2)."""
    events: list[Event] = []
    all_cards = cards()

    def old(cid: str) -> bool:
        return all_cards[cid].level < ended_level

    for p in g.active:
        ps = g.ps(p)
        civil = [c for c in ps.civil_hand if old(c)]
        military = [c for c in ps.military_hand if old(c)]
        for cid in civil:
            ps.civil_hand.remove(cid)
        g.removed += civil
        for cid in military:
            ps.military_hand.remove(cid)
            discard_military(g, cid)
        if civil or military:
            events.append(public("tta_antiquated_hand", player=p, civil=civil, military=len(military)))
        if ps.leader is not None and old(ps.leader):
            events += leader_leaves(g, p, "antiquated")
        if ps.wonder_building is not None and old(ps.wonder_building):
            events += remove_unfinished_wonder(g, p, "antiquated")
    for pact in [pact for pact in g.pacts if old(pact.card)]:
        events += remove_pact(g, pact, "antiquated")
    return events


def reorder_future_events(g: GameState) -> list[str]:
    """The future events, shuffled within each age, older ages on top (6.1, ruling E1)."""
    out: list[str] = []
    for age in AGES:
        group = [c for c in g.future_events if cards()[c].age == age]
        shuffle(g, group)
        out += group
    return out
