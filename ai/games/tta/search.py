"""The hard player's search: its whole action phase planned at once, in a world its player
cannot tell from the real game.

The normal player takes one action at a time, the one that raises its valuation most, and so
never sees a pair of actions worth more than either alone (take a technology, then develop it;
increase population, then build on the new worker). The hard player searches sequences: a
beam of the best partial turns, each extended by every legal action, the best kept, until the
budget is spent or no sequence can go further; it plays the first action of the best sequence
found, and plans again at its next decision. When no sequence beats ending the phase now, the
player takes the civil card worth most in hand with the actions left, as the normal player does
(``TtaAgent._spare_take``): a plan judged one turn ahead does not see a card's use in later
turns. Actions are tried in a sampled world (``ai.games.tta.worlds``), so the plan never uses a
card its player cannot see.

Why a beam over the turn rather than a tree search over the whole game: a Through the Ages
turn is long (often ten actions and more) but its actions are known in advance (only the end of
the turn draws hidden cards), while the rest of the game is far away and decided by cards still
hidden; a whole-game playout costs tens of milliseconds, so a Monte Carlo search gets few
playouts a second and its estimates are noisy. Planning the turn spends the budget where the
player has real choices and the outcome is certain.

A plan is valued as the normal player values a position, plus what the wars declared on the
player (or by him) will do at the strengths the plan leaves (``war_stakes``): a war is settled
by the strengths at its declarer's next turn, so the units a turn builds decide it, which a
valuation of armies against threats (what might happen) does not see.

The budget is counted in work, not time: one node is one action tried (a copy, the action,
the valuation), so a decision is the same for the same seed on any machine. A wall-clock cap
stops a search that runs far beyond its expected time (a safety net only): it raises
``BudgetExceeded`` and whoever asked takes the decision's default, so a decision is always
either the search's own or the default, never a different one found in less time.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ai import BudgetExceeded
from ai.games.tta.evaluate import Weights, rival_armies, turns_left, value
from ai.games.tta.lookahead import tried
from ai.games.tta.political import WAR_CATCH_UP, war_fought
from ai.games.tta.threats import Army
from engine import Action
from engine.tta.api import (
    LEVEL,
    Destroy,
    Disband,
    EndActions,
    GameState,
    TakeCard,
    attack_strength,
    cards,
    legal_actions,
    row_cost,
    stats,
    strength_rating,
)

# Nodes of the default budget. On the development machine (x86_64, 2 cores, load about 4) a
# node costs about 0.2 ms of one core and a turn's beam rarely uses more than 1,200 nodes, so a
# decision takes at most about 0.25 s (2 s allowed); a wider beam gains little beyond it.
DEFAULT_NODES = 6000
# The wall-clock safety net: a search still running after this is stopped (its best so far).
WALL_CLOCK_CAP = 10.0
# Partial turns kept per step of the beam, from the budget (a wider beam for a larger budget).
NODES_PER_WIDTH = 300
MAX_WIDTH = 24
# Actions of one phase explored at most (a turn rarely has more).
MAX_DEPTH = 14


@dataclass
class Budget:
    nodes: int
    seconds: float = WALL_CLOCK_CAP
    used: int = 0
    started: float = field(default_factory=time.perf_counter)

    def left(self) -> bool:
        """Whether nodes are left; past the wall-clock cap the thinking gives up (the caller
        then takes the decision's default)."""
        if time.perf_counter() - self.started > self.seconds:
            raise BudgetExceeded(f"the search ran past its cap of {self.seconds:g} s")
        return self.used < self.nodes


@dataclass
class Partial:
    """A turn planned so far: the position after it, its value and its first action."""

    state: GameState
    score: float
    first: Action | None
    dear: float = 0.0  # the civil actions paid beyond the first for cards taken so far


def plan_action(world: GameState, me: str, w: Weights, budget: Budget) -> Action | None:
    """The first action of the best action phase found within ``budget``, or None when no
    sequence beats ending the phase now. A card taken from the dear end of the row costs
    ``Weights.dear_take`` per civil action beyond the first, as the normal player counts it:
    those actions are not spent on anything else, which the position after one turn does not
    show."""
    h = turns_left(world, me)
    rivals = rival_armies(world, me)  # one's own actions leave the rivals' armies as they are

    def judged(g: GameState) -> float:
        return value(g, me, w, rivals, h) + war_stakes(g, me, w, rivals, h)

    start = Partial(world, judged(world), None)
    best = start
    beam = [start]
    width = max(2, min(MAX_WIDTH, budget.nodes // NODES_PER_WIDTH))
    for _ in range(MAX_DEPTH):
        grown: list[Partial] = []
        for partial in beam:
            for a in candidates(partial.state, me):
                if not budget.left():
                    break
                budget.used += 1
                after = tried(partial.state, a)
                if after is None or after.current != me or after.phase != "action":
                    continue
                dear = partial.dear + dearness(a, w)
                grown.append(Partial(after, judged(after) - dear, partial.first or a, dear))
        if not grown:
            break
        grown.sort(key=lambda p: -p.score)
        beam = grown[:width]
        if beam[0].score > best.score:
            best = beam[0]
    return best.first


def dearness(a: Action, w: Weights) -> float:
    """Civil actions paid for a card beyond the first, at ``Weights.dear_take`` each (people
    take a card from the dear end of the row rarely: 5-7% of their takes)."""
    if not isinstance(a, TakeCard):
        return 0.0
    return w.dear_take * (row_cost(a.slot - 1) - 1)


def war_stakes(g: GameState, me: str, w: Weights, rivals: list[Army], h: float) -> float:
    """What the wars declared on ``me``, or by him, will do to his value when they are resolved
    at the strengths the plan leaves. A war is resolved at the start of its declarer's next
    turn (5.3) by the strengths then: when ``me`` is its target, his strength now is his
    strength then, and what a unit built this turn saves is certain (the normal player only
    sees a rival's threat); when he declared it, his target may still add about
    ``WAR_CATCH_UP`` strength per military action in his turn."""
    stakes = 0.0
    for war in g.wars:
        if me not in (war.declarer, war.target):
            continue
        defence = strength_rating(g, g.ps(war.target))
        if war.declarer == me:
            defence += int(WAR_CATCH_UP * stats(g, war.target).military_total)
        advantage = attack_strength(g, war.declarer, war.target) - defence
        if advantage:
            fought = war_fought(g, war.card, war.declarer, war.target, me, advantage)
            stakes += value(fought, me, w, rivals, h) - value(g, me, w, rivals, h)
    return stakes


def candidates(g: GameState, me: str) -> list[Action]:
    """The legal actions worth trying (never destroying a building or disbanding a unit that is
    not yet obsolete; never ending the phase, which a partial turn does by stopping)."""
    out = []
    for a in legal_actions(g, me):
        if isinstance(a, (EndActions, Destroy)):
            continue
        if isinstance(a, Disband) and LEVEL[g.age] - cards()[a.tech].level < 2:
            continue
        out.append(a)
    return out
