"""Aggressions (rules 6.2): the defence, then the effect of each aggression card, resolved by
the function named after it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, ClassVar

from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from engine.core.steps import Outcome
from engine.tta.actions_and_points import score_culture, score_science
from engine.tta.attacks import attack_strength, lose_population
from engine.tta.cards import LEVEL, URBAN, cards
from engine.tta.leaving import (
    discard_military,
    gain_colony,
    leader_leaves,
    lose_colony,
    remove_unfinished_wonder,
)
from engine.tta.naming import Printed
from engine.tta.state import GameState, TtaStep
from engine.tta.stats import strength_rating
from engine.tta.steps import ChoiceStep, Purpose, is_sub_multiset, register, split_options
from engine.tta.texts import printed
from engine.tta.tokens import FOOD, RESOURCES, amount, gain, lose, remove_worker
from i18n.catalog import _, l_


@action("tta_defend")
@dataclass(frozen=True)
class Defend(Action):
    """Bonus cards played for their defence value, and other military cards discarded (+1 each)."""

    bonus: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()


def defence_value(cid: str) -> int:
    """A bonus card played adds its defence value, any other military card discarded 1 (6.2)."""
    c = cards()[cid]
    return c.defense if c.type == "bonus" else 1


def defence_strength(g: GameState, a: Defend) -> int:
    """The defender's strength with the cards he plays (their defence value) and discards (+1)."""
    return strength_rating(g, g.ps(a.player)) + sum(cards()[c].defense for c in a.bonus) + len(a.discard)


def defence_limit(g: GameState, p: str) -> int:
    """Cards played and discarded together: at most the military action total (6.2, E10)."""
    return g.ps(p).military_tokens


@dataclass(frozen=True)
class DefenceChoice(DecisionOptions):
    """``tta_defend``: the aggression card and who plays it, the strength the defender lacks,
    how many military cards he may play, his military hand, which of it are bonus cards and
    what each card adds (a bonus card its defence value, any other card 1)."""

    card: str
    attacker: str
    needed: int
    limit: int
    hand: list[str]
    bonus_cards: list[str]
    # ``values`` in the JSON form (the name ``values`` is the mapping's method).
    card_values: dict[str, int] = field(metadata={serial.JSON_NAME: "values"})


@serial.register("tta_defence")
@dataclass
class DefendStep(TtaStep):
    attacker: str = ""
    card: str = ""

    accepts: ClassVar[tuple[type[Action], ...]] = (Defend,)

    def decision(self, g: GameState, player: str) -> Decision:
        need = attack_strength(g, self.attacker, player) - strength_rating(g, g.ps(player))
        hand = sorted(g.ps(player).military_hand)
        return Decision(
            player,
            "tta_defend",
            _(
                "{player} plays {card} against you: you need {need} more strength to repel it.",
                player=self.attacker,
                card=printed(self.card),
                need=need,
            ),
            DefenceChoice(
                card=self.card,
                attacker=self.attacker,
                needed=need,
                limit=defence_limit(g, player),
                hand=hand,
                bonus_cards=[c for c in hand if cards()[c].type == "bonus"],
                card_values={c: defence_value(c) for c in hand},
            ),
            Defend(player),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, Defend)
        hand = g.ps(a.player).military_hand
        if not is_sub_multiset(a.bonus + a.discard, hand):
            raise IllegalAction(l_("You can only play and discard military cards from your hand."))
        if any(cards()[c].type != "bonus" for c in a.bonus):
            raise IllegalAction(
                l_("Only defense/colonization bonus cards are played for their defense value.")
            )
        limit = defence_limit(g, a.player)
        if len(a.bonus) + len(a.discard) > limit:
            raise IllegalAction(
                l_("You may play and discard at most {n} cards in all (your military action total).", n=limit)
            )
        if a.bonus or a.discard:
            self._check_reaches(g, a)

    def _check_reaches(self, g: GameState, a: Defend) -> None:
        """6.2: a defender who cannot or will not reach the attacker's strength plays and
        discards nothing, so cards that fall short would be lost for nothing."""
        attack, defence = attack_strength(g, self.attacker, a.player), defence_strength(g, a)
        if defence < attack:
            raise IllegalAction(
                l_(
                    "Those cards bring your strength to {defence} against {attack}: {short} short. "
                    "Defend with {short} more, or with no cards to let {card} succeed.",
                    defence=defence,
                    attack=attack,
                    short=attack - defence,
                    card=Printed(self.card),
                )
            )

    def run(self, g: GameState) -> Outcome[Any]:
        defender = self.owed[0]
        a = self.received.get(defender)
        assert isinstance(a, Defend)
        ps = g.ps(defender)
        attack, defence = attack_strength(g, self.attacker, defender), defence_strength(g, a)
        for cid in a.bonus + a.discard:
            ps.military_hand.remove(cid)
            discard_military(g, cid)
        events: list[Event] = [
            public(
                "tta_defended",
                player=defender,
                cards=len(a.bonus) + len(a.discard),
                strength=defence,
                attack=attack,
            )
        ]
        discard_military(g, self.card)
        if defence >= attack:
            return Outcome(
                [
                    *events,
                    public("tta_aggression_failed", card=self.card, attacker=self.attacker, target=defender),
                ]
            )
        events.append(
            public("tta_aggression_succeeded", card=self.card, attacker=self.attacker, target=defender)
        )
        outcome = AGGRESSIONS[cards()[self.card].handler](g, self.card, self.attacker, defender)
        return Outcome(events + outcome.events, outcome.steps)


Effect = Callable[[GameState, str, str, str], Outcome[Any]]
AGGRESSIONS: dict[str, Effect] = {}


def aggression(fn: Effect) -> Effect:
    AGGRESSIONS[fn.__name__] = fn
    return fn


@aggression
def enslave(g: GameState, card: str, attacker: str, target: str) -> Outcome[Any]:
    e = cards()[card].effect
    ps = g.ps(attacker)
    got = {RESOURCES: gain(ps, RESOURCES, e["resources"]), FOOD: gain(ps, FOOD, e["food"])}
    outcome = lose_population(g, {target: e["population"]})
    return Outcome([public("tta_gained", player=attacker, **got), *outcome.events], outcome.steps)


@aggression
def plunder(g: GameState, card: str, attacker: str, target: str) -> Outcome[Any]:
    step = ChoiceStep(owed=[attacker], purpose="plunder", params={"card": card, "target": target})
    return Outcome([], [step])


def _take_food_resources(g: GameState, taker: str, victim: str, food: int, resources: int) -> list[Event]:
    """Taking from another player (10.10): he loses, you gain what he lost."""
    got_food = lose(g.ps(victim), FOOD, food)
    got_res = lose(g.ps(victim), RESOURCES, resources)
    gain(g.ps(taker), FOOD, got_food)
    gain(g.ps(taker), RESOURCES, got_res)
    return [public("tta_taken", player=taker, victim=victim, food=got_food, resources=got_res)]


def _resolve_plunder(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    ((taker, option),) = answers.items()
    food = int(option.split(":")[1])
    total = cards()[step.params["card"]].effect["amount"]
    return Outcome(_take_food_resources(g, taker, step.params["target"], food, total - food))


def _plunder_default(g: GameState, step: Any, p: str) -> str:
    victim = g.ps(step.params["target"])
    total = cards()[step.params["card"]].effect["amount"]
    return f"food:{min(total, max(0, total - amount(victim, RESOURCES)))}"


register(
    "plunder",
    Purpose(
        prompt=lambda g, s, p: _(
            "Plunder {player}: how much of the {n} is food (the rest resources)?",
            player=s.params["target"],
            n=cards()[s.params["card"]].effect["amount"],
        ),
        options=lambda g, s, p: split_options(cards()[s.params["card"]].effect["amount"]),
        resolve=_resolve_plunder,
        default=_plunder_default,
    ),
)


@aggression
def raid(g: GameState, card: str, attacker: str, target: str) -> Outcome[Any]:
    if not raid_options(g, card, target):
        return Outcome([public("tta_nothing_to_raid", target=target)])
    return Outcome([], [ChoiceStep(owed=[attacker], purpose="raid", params={"card": card, "target": target})])


def raid_options(g: GameState, card: str, target: str) -> list[str]:
    """Sets of buildings a Raid may destroy: one per age limit printed, as many as exist."""
    limits = [LEVEL[a] for a in cards()[card].effect["buildings"]]
    ps = g.ps(target)
    workers = [c for c, n in sorted(ps.workers.items()) if cards()[c].kind in URBAN for _copy in range(n)]
    best: set[tuple[str, ...]] = set()
    for size in range(len(limits), 0, -1):
        for combo in combinations(workers, size):
            if _fits(combo, limits):
                best.add(tuple(sorted(combo)))
        if best:
            break
    return sorted("+".join(c) for c in best)


def _fits(combo: tuple[str, ...], limits: list[int]) -> bool:
    levels = sorted(cards()[c].level for c in combo)
    caps = sorted(limits)[-len(combo) :] if combo else []
    return all(lv <= cap for lv, cap in zip(levels, caps, strict=True))


def _resolve_raid(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    ((taker, option),) = answers.items()
    victim = g.ps(step.params["target"])
    destroyed = option.split("+")
    for cid in destroyed:
        remove_worker(victim, cid)
    printed = sum(cards()[c].build_cost for c in destroyed)
    got = gain(g.ps(taker), RESOURCES, (printed + 1) // 2)
    return Outcome(
        [public("tta_raided", player=taker, victim=victim.player, destroyed=destroyed, resources=got)]
    )


register(
    "raid",
    Purpose(
        prompt=lambda g, s, p: _(
            "Raid {player}: choose the urban buildings to destroy.", player=s.params["target"]
        ),
        options=lambda g, s, p: raid_options(g, s.params["card"], s.params["target"]),
        resolve=_resolve_raid,
        default=lambda g, s, p: max(
            raid_options(g, s.params["card"], s.params["target"]),
            key=lambda o: (sum(cards()[c].build_cost for c in o.split("+")), o),
        ),
    ),
)


@aggression
def annex(g: GameState, card: str, attacker: str, target: str) -> Outcome[Any]:
    if not g.ps(target).colonies:
        return Outcome([public("tta_nothing_to_annex", target=target)])
    return Outcome([], [ChoiceStep(owed=[attacker], purpose="annex", params={"target": target})])


def _resolve_annex(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    ((taker, colony),) = answers.items()
    lose_colony(g, step.params["target"], colony)
    gain_colony(g, taker, colony)  # the immediate effect is not applied again (10.4.4)
    return Outcome([public("tta_colony_annexed", player=taker, victim=step.params["target"], card=colony)])


register(
    "annex",
    Purpose(
        prompt=lambda g, s, p: _("Annex: choose a colony of {player}.", player=s.params["target"]),
        options=lambda g, s, p: sorted(g.ps(s.params["target"]).colonies),
        resolve=_resolve_annex,
    ),
)


@aggression
def infiltrate(g: GameState, card: str, attacker: str, target: str) -> Outcome[Any]:
    options = _infiltrate_options(g, target)
    if not options:
        return Outcome([public("tta_nothing_to_infiltrate", target=target)])
    step = ChoiceStep(owed=[attacker], purpose="infiltrate", params={"card": card, "target": target})
    if len(options) == 1:
        return _resolve_infiltrate(g, step, {attacker: options[0]})
    return Outcome([], [step])


def _infiltrate_options(g: GameState, target: str) -> list[str]:
    ps = g.ps(target)
    return [o for o, present in (("leader", ps.leader), ("wonder", ps.wonder_building)) if present]


def _resolve_infiltrate(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    ((taker, option),) = answers.items()
    target = step.params["target"]
    ps = g.ps(target)
    removed = ps.leader if option == "leader" else ps.wonder_building
    assert removed is not None
    events = (
        leader_leaves(g, target, "infiltrated")
        if option == "leader"
        else remove_unfinished_wonder(g, target, "infiltrated")
    )
    per = cards()[step.params["card"]].effect["culture_per_level"]
    culture = score_culture(g.ps(taker), per * cards()[removed].level)
    return Outcome(
        [*events, public("tta_culture_scored", player=taker, culture=culture, card=step.params["card"])]
    )


register(
    "infiltrate",
    Purpose(
        prompt=lambda g, s, p: _(
            "Infiltrate {player}: remove the leader or the unfinished wonder.", player=s.params["target"]
        ),
        options=lambda g, s, p: _infiltrate_options(g, s.params["target"]),
        resolve=_resolve_infiltrate,
    ),
)


@aggression
def spy(g: GameState, card: str, attacker: str, target: str) -> Outcome[Any]:
    taken = -score_science(g.ps(target), -cards()[card].effect["science"])
    score_science(g.ps(attacker), taken)
    return Outcome([public("tta_science_taken", player=attacker, victim=target, science=taken)])


@aggression
def armed_intervention(g: GameState, card: str, attacker: str, target: str) -> Outcome[Any]:
    taken = -score_culture(g.ps(target), -cards()[card].effect["culture"])
    score_culture(g.ps(attacker), taken)
    return Outcome([public("tta_culture_taken", player=attacker, victim=target, culture=taken)])
