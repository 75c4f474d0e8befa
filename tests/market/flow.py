"""Market's rules in motion: a new game, who owes what, and applying an answer.

The offers are a simultaneous phase on the core's machinery (``engine.core.phase``); keeping a
drawn good is asked of one merchant at a time, in seat order. Every chance outcome (the deal,
the die, a reshuffle) comes from the game's own seeded generator held in the state.
"""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import GameOver, IllegalAction, NotYourTurn, WrongPhase
from engine.core.events import Event, private, public
from engine.core.game import PhaseObserver
from engine.core.phase import SubmissionPhase, Submissions
from engine.core.rng import Rng, seed_state
from tests.market.declared import BID, KEEP, BidOptions, KeepOptions
from tests.market.state import (
    BIDDING,
    COPIES,
    GAME,
    GLUT,
    GOODS,
    HAND,
    KEEPING,
    OVER,
    PHASE_TITLES,
    Keep,
    MarketState,
    Offer,
    Options,
    Pass,
    good,
)


def roll(g: MarketState, sides: int) -> int:
    """A draw of the game's generator (its state is part of the position)."""
    rng = Rng(g.rng)
    value = rng.below(sides)
    g.rng = rng.state
    return value


def new_game(players: list[str], options: Options | None, seed: int) -> MarketState:
    deck = [card for card in GOODS for _ in range(COPIES)]
    rng = Rng(seed_state(seed))
    rng.shuffle(deck)
    hands = {p: sorted(deck[i * HAND : (i + 1) * HAND]) for i, p in enumerate(players)}
    g = MarketState(
        GAME, list(players), seed, options or Options(), rng.state, hands, deck[len(players) * HAND :]
    )
    g.scores = {p: 0 for p in players}
    start_round(g)
    return g


def start_round(g: MarketState) -> list[Event]:
    g.phase = BIDDING
    return [public("market_round_started", round=g.round), *OFFERS.start(g)]


class Offers(SubmissionPhase[MarketState]):
    name = BIDDING
    title = PHASE_TITLES[BIDDING]
    actions = (Offer, Pass)

    def owing(self, g: MarketState) -> list[str]:
        return list(g.players)

    def decision(self, g: MarketState, player: str) -> Decision:
        hand = g.hands[player]
        prompt = f"Round {g.round}: offer one of your goods, or pass and draw two."
        return Decision(player, BID, prompt, BidOptions(tuple(hand)), Pass(player), True)

    def check(self, g: MarketState, a: Action) -> None:
        if isinstance(a, Offer) and a.card not in g.hands[a.player]:
            raise IllegalAction(f"You hold no {good(a.card)}.")

    def after_all(self, g: MarketState) -> list[Event]:
        received = self._data(g).received
        offers = {p: a.card for p, a in received.items() if isinstance(a, Offer)}
        passed = [p for p in g.players if p not in offers]
        events = [public("market_offers_revealed", offers=dict(sorted(offers.items())), passed=passed)]
        die = roll(g, 6) + 1
        events.append(public("market_die_rolled", roll=die, glut=die in GLUT))
        events.append(sale(g, offers, die))
        for p, card in offers.items():
            g.hands[p].remove(card)
            g.discard.append(card)
        g.data = None
        for p in passed:
            events += draw(g, p)
        return events + next_step(g)


def sale(g: MarketState, offers: dict[str, int], die: int) -> Event:
    """Who sells (the highest offer, or the lowest on a glut; ties by the option) and scores."""
    if not offers:
        return public("market_sold", player=None, card=None, points=0, tied=[])
    best = (min if die in GLUT else max)(offers.values())
    tied = [p for p in g.players if offers.get(p) == best]
    seller = tied[0] if len(tied) == 1 or g.options.ties == "seat" else None
    if seller is not None:
        g.scores[seller] += die
    return public(
        "market_sold",
        player=seller,
        card=best,
        points=die if seller else 0,
        tied=tied if len(tied) > 1 else [],
    )


def draw(g: MarketState, player: str) -> list[Event]:
    """Two goods for a merchant who passed (the discards reshuffled when the deck runs out)."""
    events: list[Event] = []
    if len(g.deck) < 2 and g.discard:
        rng = Rng(g.rng)
        g.deck += g.discard
        g.discard = []
        rng.shuffle(g.deck)
        g.rng = rng.state
        events.append(public("market_shuffled", cards=len(g.deck)))
    cards, g.deck = g.deck[:2], g.deck[2:]
    if not cards:
        return events
    events.append(public("market_drew", player=player, count=len(cards)))
    events.append(private("market_drawn", (player,), player=player, cards=list(cards)))
    if len(cards) == 1:
        g.hands[player] = sorted([*g.hands[player], *cards])
    else:
        g.drawn[player] = cards
    return events


def next_step(g: MarketState) -> list[Event]:
    """After the offers or a kept good: the next keeper, the next round, or the end."""
    if g.drawn:
        g.phase = KEEPING
        return []
    if g.round >= g.options.rounds:
        return finish(g)
    g.round += 1
    return start_round(g)


def finish(g: MarketState) -> list[Event]:
    g.phase, g.finished, g.data = OVER, True, None
    top = max(g.scores.values())
    g.winners = [p for p in g.players if g.scores[p] == top]
    return [public("market_game_over", winners=list(g.winners), scores=dict(g.scores))]


def keep_decision(g: MarketState, player: str) -> Decision:
    drawn = tuple(g.drawn[player])
    prompt = f"You drew {' and '.join(good(c) for c in drawn)}: keep one."
    # Two equal goods leave nothing to decide: a consumer may answer at once.
    forced = len(set(drawn)) == 1
    return Decision(player, KEEP, prompt, KeepOptions(drawn), Keep(player, max(drawn)), forced=forced)


def keep(g: MarketState, a: Keep) -> list[Event]:
    drawn = g.drawn[a.player]
    if a.card not in drawn:
        raise IllegalAction(f"You did not draw {good(a.card)}: keep {' or '.join(good(c) for c in drawn)}.")
    rest = list(drawn)
    rest.remove(a.card)
    del g.drawn[a.player]
    g.hands[a.player] = sorted([*g.hands[a.player], a.card])
    g.discard += rest
    return [public("market_kept", player=a.player, discarded=rest[0]), *next_step(g)]


OFFERS = Offers()


def pending(g: MarketState) -> list[Decision]:
    if g.finished:
        return []
    if g.phase == KEEPING:
        return [keep_decision(g, next(iter(g.drawn)))]
    if g.phase == BIDDING and isinstance(g.data, Submissions):
        return OFFERS.pending(g)
    return []


def apply(g: MarketState, a: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    if g.finished:
        raise GameOver("The market is closed: the game is over.")
    if a.player not in g.players:
        raise NotYourTurn("You are not a merchant in this game.")
    before = (g.phase, g.round)
    if g.phase == BIDDING and isinstance(g.data, Submissions) and isinstance(a, OFFERS.actions):
        if not OFFERS.expects(g, a.player):
            raise NotYourTurn("You have made your offer: the market waits for the others.")
        events = OFFERS.apply(g, a)
    elif g.phase == KEEPING and isinstance(a, Keep):
        if a.player != next(iter(g.drawn)):
            raise NotYourTurn("Wait: another merchant is choosing which good to keep.")
        events = keep(g, a)
    else:
        raise WrongPhase(f"That cannot be done now: it is the {PHASE_TITLES[g.phase].lower()}.")
    g.version += 1
    if on_phase_end is not None and (g.phase, g.round) != before:
        on_phase_end(g, before[0])
    return events
