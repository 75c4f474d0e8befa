"""The heuristic Through the Ages player.

``TtaAgent(seed, strength)`` answers any pending decision with ``act(g, decision)``. It never
looks at the real game: it first deals a world its player cannot tell from it
(``ai.games.tta.worlds``), and everything it tries is tried there. In its action phase it tries
every legal action on a copy of that world and takes the one that raises the value of its
position most (``ai.games.tta.evaluate``), until no action is worth the civil or military action it
costs; then it ends the phase. The political phase (``ai.games.tta.political``, judged in several
worlds) and the answers owed to others (``ai.games.tta.answers``) have their own modules. Every
answer is checked with the engine's own validation before it is returned: an answer the engine
would refuse is replaced by the decision's default (counted in ``fallbacks``).

Strengths: "normal" plays every heuristic. "easy" plays every part of the game too, with a
learner's mistakes: it judges its actions with noise (each action's worth is blurred, so it
often misses the best one), neglects its army (it counts a third of the threats it sees, so a
player who builds one can raid it), and attacks as if nobody ever defended. "hard" plans its
whole action phase with a search (``ai.games.tta.search``), judges its political phase in more worlds
and values positions with weights tuned by self-play.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from ai import NoAnswer
from ai.games.tta import answers
from ai.games.tta.evaluate import WEIGHTS, Weights, in_hand, rival_armies, turns_left, value
from ai.games.tta.lookahead import copied, option_action, options_as, tried
from ai.games.tta.political import answer_pact, choose_political
from ai.games.tta.search import DEFAULT_NODES, WALL_CLOCK_CAP, Budget, dearness, plan_action
from ai.games.tta.worlds import sample_world
from engine import Action, Decision, RuleError
from engine.tta.api import (
    LEVEL,
    UNITS,
    ActionChoice,
    Build,
    BuildUnit,
    Destroy,
    Disband,
    EndActions,
    GameState,
    PlayerState,
    PlayTactic,
    PoliticalChoice,
    SomeOf,
    TakeCard,
    apply,
    armies_strength,
    cards,
    listed_actions,
    row_cost,
    stats,
    unit_counts,
)

STRENGTHS = ("easy", "normal", "hard")
# Gain below which an action is not worth taking (culture points).
MARGIN = 0.05
EASY_NOISE = 2.5
# Worth in hand (per civil action) a card needs to be taken with actions left over.
SPARE_TAKE = 0.0
# Civil cards of the row tried in an action phase (the best by their estimated worth in hand).
TAKES_TRIED = 2
# Worlds the political phase is judged in (what an event reveals, what a defender holds).
POLITICAL_WORLDS = {"easy": 1, "normal": 1, "hard": 4}


class TtaAgent:
    def __init__(self, seed: int, strength: str = "normal", nodes: int = DEFAULT_NODES) -> None:
        if strength not in STRENGTHS:
            raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(STRENGTHS)}")
        self.rng = random.Random(seed)
        self.strength = strength
        self.weights: Weights = WEIGHTS[strength]
        self.nodes = nodes  # the hard player's search budget per decision, in actions tried
        self.seconds = WALL_CLOCK_CAP  # its safety net
        self.searched = 0  # actions its searches tried in all
        self.fallbacks = 0

    @property
    def easy(self) -> bool:
        return self.strength == "easy"

    def act(self, g: Any, d: Decision) -> Action:
        name = HANDLERS.get(d.kind)
        if name is None:
            if d.default is None:
                raise NoAnswer(f"the Through the Ages AI has no answer to {d.kind!r}")
            return d.default
        only = _only_answer(d)
        if only is not None:
            return only
        if isinstance(d.options, SomeOf) and d.options.purpose in answers.OWN_HAND_ONLY:
            world = g  # a discard from one's own hand reads nothing hidden: no world needed
        else:
            world = sample_world(g, d.player, self.rng)
        handler: Callable[[GameState, Decision], Action] = getattr(self, name)
        action = handler(world, d)
        if d.kind in CHOSEN_FROM_OPTIONS or legal(world, action):
            return action
        self.fallbacks += 1
        if d.default is None:
            raise NoAnswer(f"the AI's answer to {d.kind!r} was refused and there is no default")
        return d.default

    def _noise(self) -> float:
        return self.rng.gauss(0.0, EASY_NOISE) if self.easy else self.rng.random() * 1e-6

    def action_phase(self, g: GameState, d: Decision) -> Action:
        me = d.player
        if self.strength == "hard":
            budget = Budget(self.nodes, self.seconds)
            planned = plan_action(g, me, self.weights, budget)
            self.searched += budget.used
            if planned is not None:
                return planned
            return self._spare_take(g, me, d, turns_left(g, me)) or EndActions(me)
        rivals = rival_armies(g, me)  # unchanged by one's own actions: valued once
        h = turns_left(g, me)
        base = value(g, me, self.weights, rivals, h)
        best: tuple[float, Action] | None = None
        for a in self._worth_trying(g, me, d, h):
            after = tried(g, a)
            if after is None:
                continue
            v = value(after, me, self.weights, rivals, h)
            gain = v - base - dearness(a, self.weights) + self._noise()
            if best is None or gain > best[0]:
                best = (gain, a)
        if best is not None and best[0] > MARGIN:
            return best[1]
        return self._spare_take(g, me, d, h) or EndActions(me)

    def _spare_take(self, g: GameState, me: str, d: Decision, h: float) -> Action | None:
        """Civil actions left when nothing else pays are not wasted: the civil card worth most
        in hand (if any is worth something), as a player keeps options for his next turns."""
        ps, s, w = g.ps(me), stats(g, me), self.weights
        best: tuple[float, Action] | None = None
        for option in options_as(d, ActionChoice).actions:
            if option["type"] != "tta_take_card":
                continue
            a = option_action(option)
            assert isinstance(a, TakeCard)
            card = cards()[g.row[a.slot - 1] or ""]
            if card.type == "wonder":
                continue
            worth = in_hand(g, ps, s, card.id, h, w) / row_cost(a.slot - 1)
            if worth > SPARE_TAKE and (best is None or worth > best[0]):
                best = (worth, a)
        return best[1] if best is not None else None

    def _worth_trying(self, g: GameState, me: str, d: Decision, h: float) -> list[Action]:
        """The legal actions of the phase worth trying: never destroying a building or
        disbanding a unit not yet obsolete, building only on the best technology of each kind
        one can build on, and of the civil cards in the row only the few whose worth in hand,
        less the actions they cost, looks best (each try costs a copy of the game)."""
        out: list[Action] = []
        takes: list[tuple[float, int, Action]] = []
        ps, s, w = g.ps(me), stats(g, me), self.weights
        # (The actions the options were made from, as the engine keeps them: not parsed anew.)
        actions = listed_actions(options_as(d, ActionChoice), me)
        best_builds = _best_of_each_kind(a.tech for a in actions if isinstance(a, (Build, BuildUnit)))
        tactic = _best_tactic(g, ps, [a.card for a in actions if isinstance(a, PlayTactic)])
        for i, a in enumerate(actions):
            if isinstance(a, (EndActions, Destroy)) or (isinstance(a, Disband) and not obsolete(g, a.tech)):
                continue
            if isinstance(a, (Build, BuildUnit)) and a.tech not in best_builds:
                continue
            if isinstance(a, PlayTactic) and a.card != tactic:
                continue
            if isinstance(a, TakeCard):
                card = cards()[g.row[a.slot - 1] or ""]
                if card.type != "wonder":
                    worth = in_hand(g, ps, s, card.id, h, w) - w.spare_civil * row_cost(a.slot - 1)
                    takes.append((worth, -i, a))
                    continue
            out.append(a)
        takes.sort(reverse=True)
        return out + [a for _, _, a in takes[:TAKES_TRIED]]

    def political(self, g: GameState, d: Decision) -> Action:
        more = POLITICAL_WORLDS[self.strength] - 1
        worlds = [g] + [sample_world(g, d.player, self.rng) for _ in range(more)]
        options = options_as(d, PoliticalChoice).actions
        # The easy player expects no defence: every attack looks as good as its effect.
        respond = answers.responder(self.weights) if not self.easy else answers.no_defence
        return choose_political(worlds, d.player, options, self.weights, respond, noise=self._noise)

    def defend(self, g: GameState, d: Decision) -> Action:
        return answers.defend(g, d, self.weights)

    def bid(self, g: GameState, d: Decision) -> Action:
        return answers.bid(g, d, self.weights)

    def colonize(self, g: GameState, d: Decision) -> Action:
        return answers.colonize(g, d, self.weights)

    def answer_pact(self, g: GameState, d: Decision) -> Action:
        return answer_pact(g, d, self.weights)

    def choose(self, g: GameState, d: Decision) -> Action:
        return answers.choose(g, d, self.weights)

    def select(self, g: GameState, d: Decision) -> Action:
        return answers.select(g, d, self.weights)


def _only_answer(d: Decision) -> Action | None:
    """The phase's own pass when nothing else is worth considering (only passing, or
    resigning, which the AI never does): no world to deal, nothing to try."""
    if not isinstance(d.options, (ActionChoice, PoliticalChoice)):
        return None
    kinds = {o["type"] for o in d.options.actions} - {"tta_resign"}
    if kinds <= {"tta_end_actions", "tta_pass_political"} and d.default is not None:
        return d.default
    return None


def _best_tactic(g: GameState, ps: PlayerState, tactics: list[str]) -> str | None:
    """Of the tactics in hand, the one whose armies add most to the units one has (only it is
    worth trying: a tactic forming no army adds nothing)."""
    if not tactics:
        return None
    counts = unit_counts((cards()[c], n) for c, n in ps.workers.items() if n and cards()[c].kind in UNITS)
    return max(sorted(set(tactics)), key=lambda t: armies_strength(g, cards()[t], counts))


def _best_of_each_kind(techs: Iterable[str]) -> set[str]:
    """Of some technologies, the one of highest level of each kind."""
    best: dict[str, str] = {}
    for t in techs:
        kind = cards()[t].kind
        if kind not in best or cards()[t].level > cards()[best[kind]].level:
            best[kind] = t
    return set(best.values())


def obsolete(g: GameState, tech: str) -> bool:
    """A unit two ages behind the current one: its worker is better used elsewhere."""
    return LEVEL[g.age] - cards()[tech].level >= 2


def legal(g: GameState, action: Action) -> bool:
    """Whether the engine accepts ``action`` now (tried on a copy)."""
    try:
        apply(copied(g), action)
    except RuleError:
        return False
    return True


# The method answering each decision kind (named, so that a subclass's override is called).
HANDLERS: dict[str, str] = {
    "tta_action": "action_phase",
    "tta_political": "political",
    "tta_defend": "defend",
    "tta_bid": "bid",
    "tta_colonize": "colonize",
    "tta_answer_pact": "answer_pact",
    "tta_choose": "choose",
    "tta_select": "select",
}
# Kinds whose answer is one of the decision's listed options (tried on a copy already) or a
# phase's own pass: checked by construction.
CHOSEN_FROM_OPTIONS = ("tta_action", "tta_political", "tta_choose", "tta_answer_pact")
