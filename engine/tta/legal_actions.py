"""The legal actions of Through the Ages' decisions (``engine.legal_actions``).

The political and action phases already list every legal action in their options; a choice
lists its choices, a bid every amount. Selections, defences and colonization forces are
sampled (``engine.core.legal``): the default, then drawn answers the step's own check accepts.
"""

from __future__ import annotations

from itertools import combinations
from math import comb

from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.core.legal import Lister, Sampler, between, pick, sampled
from engine.tta.aggressions import DefenceChoice, Defend
from engine.tta.colonize import Bid, BidChoice, Colonize, ForceChoice
from engine.tta.legal import ActionChoice
from engine.tta.listing import listed_actions
from engine.tta.pacts import AnswerPact
from engine.tta.political import PoliticalChoice
from engine.tta.state import GameState
from engine.tta.steps import Choose, OneOf, Select, SomeOf


def kept(g: GameState, a: Action) -> Action | None:
    """``a`` if the step waiting for it accepts it, else None (a draw that is skipped)."""
    try:
        g.steps[0].check(g, a)
    except RuleError:
        return None
    return a


def listed(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """The political and action phases: every legal action, as the decision lists them."""
    assert isinstance(d.options, (ActionChoice, PoliticalChoice))
    return listed_actions(d.options, d.player)


def choose(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, OneOf)
    return [Choose(d.player, c) for c in d.options.choices]


def select(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Every selection of the count asked when there are few, else a sample."""
    o = d.options
    assert isinstance(o, SomeOf)
    if comb(len(o.candidates), o.count) <= rng.size:
        return [Select(d.player, tuple(c)) for c in combinations(o.candidates, o.count)]
    return sampled(d, rng, lambda: Select(d.player, tuple(pick(rng, o.candidates, o.count))))


def defend(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """No cards, or some of the military hand within the limit: bonus cards played for their
    defence value, the others discarded."""
    o = d.options

    def draw() -> Action | None:
        assert isinstance(o, DefenceChoice)
        cards = pick(rng, o.hand, between(rng, 1, min(len(o.hand), o.limit)))
        bonus = tuple(c for c in cards if c in o.bonus_cards)
        return kept(g, Defend(d.player, bonus, tuple(c for c in cards if c not in bonus)))

    assert isinstance(o, DefenceChoice)
    if not o.hand or not o.limit:
        return [Defend(d.player)]
    return sampled(d, rng, draw)


def bid(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Passing, or any bid above the high bid up to the force the player can send."""
    o = d.options
    assert isinstance(o, BidChoice)
    return [Bid(d.player, 0), *(Bid(d.player, n) for n in range(o.high_bid + 1, o.max_bid + 1))]


def colonize(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Forces of some units and bonus cards that reach the winning bid."""
    o = d.options
    assert isinstance(o, ForceChoice)

    def draw() -> Action | None:
        units = {c: between(rng, 0, n) for c, n in o.units.items()}
        bonus = tuple(pick(rng, o.bonus_cards, between(rng, 0, len(o.bonus_cards))))
        return kept(g, Colonize(d.player, {c: n for c, n in units.items() if n}, bonus))

    return sampled(d, rng, draw)


def answer_pact(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    return [AnswerPact(d.player, True), AnswerPact(d.player, False)]


TTA: dict[str, Lister] = {
    "tta_political": listed,
    "tta_action": listed,
    "tta_choose": choose,
    "tta_select": select,
    "tta_defend": defend,
    "tta_bid": bid,
    "tta_colonize": colonize,
    "tta_answer_pact": answer_pact,
}
