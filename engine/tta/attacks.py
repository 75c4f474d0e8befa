"""Who may attack whom, at what cost and with what strength (rules 6.2, 6.3), and losing
population (10.8), which many aggressions and events inflict."""

from __future__ import annotations

from typing import Any

from engine.core.errors import IllegalAction, NotEnough
from engine.core.events import Event, public
from engine.core.steps import Outcome
from engine.tta.actions_and_points import military_available
from engine.tta.cards import Card, cards
from engine.tta.naming import Printed, listed
from engine.tta.state import GameState, Pact, TtaStep
from engine.tta.stats import leader_ability, strength_rating
from engine.tta.steps import SelectPurpose, SelectStep, register_selection
from engine.tta.tokens import worker_to_bank
from i18n.catalog import l_, ln_, n_


def pacts_between(g: GameState, a: str, b: str) -> list[Pact]:
    return [pact for pact in g.pacts if set(pact.parties()) == {a, b}]


def attack_bonus(g: GameState, attacker: str, target: str) -> int:
    """Strength the attacker adds when attacking ``target`` (Open Borders Agreement)."""
    return sum(cards()[pact.card].attack_bonus for pact in pacts_between(g, attacker, target))


def attack_strength(g: GameState, attacker: str, target: str, without_ending_pacts: bool = False) -> int:
    """The attacker's strength against ``target``: his rating plus his attack bonuses; for the
    legality of an aggression, without the strength of pacts that the attack would end (6.2)."""
    strength = strength_rating(g, g.ps(attacker)) + attack_bonus(g, attacker, target)
    if without_ending_pacts:
        for pact in pacts_between(g, attacker, target):
            if cards()[pact.card].ends_if_attacks:
                strength -= cards()[pact.card].sides[pact.side_of(attacker)].get("strength", 0)
    return strength


def attack_cost(g: GameState, c: Card, target: str) -> int:
    """The crown cost; Mahatma Gandhi makes his attackers pay twice as much."""
    multiplier = leader_ability(g.ps(target), "attack_cost_multiplier")
    return c.military_action_cost * (multiplier if isinstance(multiplier, int) else 1)


def check_attack(g: GameState, attacker: str, c: Card, target: str, kind: str) -> int:
    """Refuse an illegal aggression or war (with the reason); return its military-action cost."""
    if c.id not in g.ps(attacker).military_hand or c.type != kind:
        card = Printed(c.id)
        raise IllegalAction(
            l_("You hold no aggression card {card}.", card=card)
            if kind == "aggression"
            else l_("You hold no war card {card}.", card=card)
        )
    if leader_ability(g.ps(attacker), "may_not_attack"):
        raise IllegalAction(l_("Mahatma Gandhi leads you: you may not play aggressions or wars."))
    legal = [p for p in g.active if p != attacker]
    if target not in legal:
        raise IllegalAction(
            l_(
                "{player} cannot be attacked; players you may name: {players}.",
                player=repr(target),
                players=listed(legal),
            )
        )
    for pact in pacts_between(g, attacker, target):
        if cards()[pact.card].no_attacks:
            raise IllegalAction(
                l_(
                    "Your pact {card} with {player} forbids attacking each other.",
                    card=Printed(pact.card),
                    player=target,
                )
            )
    if kind == "war":
        if g.last_round and g.round == g.last_round:
            raise IllegalAction(l_("No war may be declared in the last round."))
        for pact in g.pacts:
            side = cards()[pact.card].sides[pact.side_of(target)] if target in pact.parties() else {}
            if side.get("no_war_declared_on_this_side"):
                raise IllegalAction(
                    l_(
                        "{player} holds side B of {card}: no one may declare war on them.",
                        player=target,
                        card=Printed(pact.card),
                    )
                )
    elif attack_strength(g, attacker, target, True) <= strength_rating(g, g.ps(target)):
        raise IllegalAction(
            l_(
                "An aggression needs more strength than its target: you have {mine}, {player} has {theirs}.",
                mine=attack_strength(g, attacker, target, True),
                player=target,
                theirs=strength_rating(g, g.ps(target)),
            )
        )
    cost = attack_cost(g, c, target)
    if military_available(g.ps(attacker)) < cost:
        fields = {"card": Printed(c.id), "player": target, "have": military_available(g.ps(attacker))}
        raise NotEnough(
            ln_(
                "An aggression with {card} on {player} costs {n} military action; you have {have}.",
                "An aggression with {card} on {player} costs {n} military actions; you have {have}.",
                cost,
                **fields,
            )
            if kind == "aggression"
            else ln_(
                "A war with {card} on {player} costs {n} military action; you have {have}.",
                "A war with {card} on {player} costs {n} military actions; you have {have}.",
                cost,
                **fields,
            )
        )
    return cost


# -- losing population ------------------------------------------------------------------------


def lose_population(g: GameState, losses: dict[str, int]) -> Outcome[TtaStep]:
    """Each player loses population (10.8): unused workers first; workers taken from cards
    are the player's choice (ruling C14) when there is a choice to make."""
    events: list[Event] = []
    choosers: dict[str, int] = {}
    for p, n in losses.items():
        ps = g.ps(p)
        from_pool = min(n, ps.pool)
        for _copy in range(from_pool):
            worker_to_bank(ps, None)
        rest = n - from_pool
        on_cards = [c for c, k in sorted(ps.workers.items()) for _copy in range(k)]
        if (rest and len(set(on_cards)) <= 1) or rest >= len(on_cards):
            for cid in on_cards[:rest]:
                worker_to_bank(ps, cid)
            rest = 0
        if rest:
            choosers[p] = rest
        events.append(public("tta_population_lost", player=p, count=n - rest))
    if not choosers:
        return Outcome(events)
    step = SelectStep(
        owed=list(choosers),
        purpose="lose_workers",
        params={"count": choosers},
        at_once=g.options.event_choices == "at_once",
    )
    return Outcome(events, [step])


def _lose_chosen(g: GameState, step: Any, answers: dict[str, tuple[str, ...]]) -> Outcome[Any]:
    events = []
    for p, chosen in answers.items():
        for cid in chosen:
            worker_to_bank(g.ps(p), cid)
        events.append(public("tta_population_lost", player=p, count=len(chosen), from_cards=list(chosen)))
    return Outcome(events)


def _worker_items(g: GameState, p: str) -> list[str]:
    return [c for c, k in sorted(g.ps(p).workers.items()) for _copy in range(k)]


def _cheapest_workers(g: GameState, step: Any, p: str) -> tuple[str, ...]:
    """Default: workers from the lowest-level cards, farms and mines last."""
    items = _worker_items(g, p)
    items.sort(key=lambda c: (cards()[c].kind in ("farm", "mine"), cards()[c].level, c))
    return tuple(items[: int(step.params["count"][p])])


register_selection(
    "lose_workers",
    SelectPurpose(
        prompt=lambda g, s, p: n_(
            "Choose {n} worker to return to your yellow bank.",
            "Choose {n} workers to return to your yellow bank.",
            int(s.params["count"][p]),
        ),
        items=lambda g, s, p: _worker_items(g, p),
        count=lambda g, s, p: int(s.params["count"][p]),
        resolve=_lose_chosen,
        default=_cheapest_workers,
    ),
)
