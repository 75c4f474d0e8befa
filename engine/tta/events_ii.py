"""The events of Age II, each resolved by the function named after its card."""

from __future__ import annotations

from typing import Any

from engine.core.events import Event, public
from engine.core.steps import Outcome
from engine.tta import develop
from engine.tta.actions_and_points import allowed, score_culture, score_science, sync_actions, two_or
from engine.tta.attacks import lose_population
from engine.tta.cards import URBAN, cards
from engine.tta.event_registry import choices, clockwise, event, selections
from engine.tta.leaving import discard_military, leader_leaves, lose_colony
from engine.tta.production import draw_military, production
from engine.tta.ranking import by_culture, ranked, strongest, weakest
from engine.tta.row import refill
from engine.tta.state import GameState
from engine.tta.stats import discontent, happiness, science_rating
from engine.tta.steps import Purpose, SelectPurpose, register, register_selection
from engine.tta.tokens import (
    FOOD,
    gain,
    gain_population,
    lose_blue_to_box,
    remove_worker,
)


def _effect(card: str) -> dict[str, Any]:
    return cards()[card].effect


@event
def civil_unrest(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    unhappy = {p: discontent(g, g.ps(p)) for p in clockwise(g, revealer)}
    if not any(unhappy.values()):
        return Outcome([public("tta_no_effect", card=card)])
    e = _effect(card)
    events = [
        public("tta_culture_scored", player=p, culture=score_culture(g.ps(p), e["culture"] * n))
        for p, n in unhappy.items()
        if n
    ]
    most = max(unhappy.values())
    for p, n in unhappy.items():
        if n == most:
            events.append(
                public("tta_blue_lost", player=p, tokens=lose_blue_to_box(g.ps(p), e["blue_tokens"]))
            )
    return Outcome(events)


@event
def cold_war(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    e = _effect(card)
    return Outcome(
        [
            public("tta_science_scored", player=p, science=score_science(g.ps(p), e["science"]))
            for p in strongest(g, two_or(g, e["among"]))
        ]
    )


@event
def crime_wave(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    e = _effect(card)
    events = []
    for p in weakest(g, two_or(g, e["among"])):
        ps = g.ps(p)
        events.append(public("tta_culture_scored", player=p, culture=score_culture(ps, e["culture"])))
        events.append(public("tta_blue_lost", player=p, tokens=lose_blue_to_box(ps, e["blue_tokens"])))
    return Outcome(events)


@event
def economic_progress(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    """Each civilization produces as in its production phase: corruption, food, consumption,
    resources (no science or culture)."""
    return Outcome([e for p in clockwise(g, revealer) for e in production(g, p, points=False)])


@event
def emigration(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    losses = {p: (discontent(g, g.ps(p)) + 1) // 2 for p in clockwise(g, revealer)}
    return lose_population(g, {p: n for p, n in losses.items() if n})


@event
def iconoclasm(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    events: list[Event] = []
    for p in clockwise(g, revealer):
        leader = g.ps(p).leader
        if leader is not None and cards()[leader].age != g.age:
            events += leader_leaves(g, p, "iconoclasm")
    return Outcome(events)


@event
def independence_declaration(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    weak = weakest(g)[0]
    if not g.ps(weak).colonies:
        return Outcome([public("tta_no_effect", card=card)])
    return Outcome([], choices(g, [weak], "independence_declaration"))


def _lose_own_colony(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    events = []
    for p, colony in answers.items():
        lose_colony(g, p, colony)
        discard_military(g, colony)
        events.append(public("tta_colony_lost", player=p, card=colony))
    return Outcome(events)


register(
    "independence_declaration",
    Purpose(
        prompt=lambda g, s, p: "Independence Declaration: choose the colony you lose.",
        options=lambda g, s, p: sorted(g.ps(p).colonies),
        resolve=_lose_own_colony,
    ),
)


@event
def international_agreement(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    strong = strongest(g)[0]
    budget = _effect(card)["civil_actions"]
    return Outcome([], choices(g, [strong], "international_agreement", budget=budget, taken=0))


def _agreement_options(g: GameState, step: Any, p: str) -> list[str]:
    """Cards the strongest may still take, by row space, within the civil actions left."""
    ps = g.ps(p)
    out = ["done"]
    for slot, cid in enumerate(g.row):
        if cid is None:
            continue
        if (
            allowed(develop.check_take, g, ps, slot)
            and develop.take_cost(g, ps, slot) <= step.params["budget"]
        ):
            out.append(f"take:{slot + 1}")
    return out


def _resolve_agreement(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    ((p, option),) = answers.items()
    ps = g.ps(p)
    if option.startswith("take:"):
        slot = int(option.split(":")[1]) - 1
        _c, cost = develop.check_take(g, ps, slot)
        taken = develop.do_take(g, ps, slot)
        # Action cards taken may be used this turn by the current player (11.3).
        ps.taken_this_turn = []
        params = {"budget": step.params["budget"] - cost, "taken": step.params["taken"] + 1}
        return Outcome(taken, choices(g, [p], "international_agreement", **params))
    events: list[Event] = []
    if step.params["taken"]:
        ps.skip_political = True
        events.append(public("tta_political_action_pledged", player=p))
        refill_events = _refill_after_agreement(g)
        events += refill_events
    return Outcome(events)


def _refill_after_agreement(g: GameState) -> list[Event]:
    """Refill without the left-side discard (002, International Agreement); if it ends Age III,
    the card's text («ακολουθεί ο τελευταίος γύρος»: the last round follows) or, as an option,
    the general rule fixes the last round, and the announcement says the round fixed."""
    follows = g.options.last_round_after_agreement == "next_round"
    return refill(g, discard_left=False, last_round_follows=follows)


register(
    "international_agreement",
    Purpose(
        prompt=lambda g, s, p: (
            f"International Agreement: take civil cards worth up to {s.params['budget']} more civil "
            "actions, or be done."
        ),
        options=_agreement_options,
        resolve=_resolve_agreement,
        default=lambda g, s, p: "done",
    ),
)


@event
def national_pride(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    top = ranked(g, by_culture)[0]
    return Outcome(
        [public("tta_culture_scored", player=top, culture=score_culture(g.ps(top), _effect(card)["culture"]))]
    )


@event
def politics_of_strength(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    e = _effect(card)
    strong, weak = strongest(g)[0], weakest(g)[0]
    if g.age == "IV":  # the game-ending age: culture is scored and lost instead
        return Outcome(
            [
                public(
                    "tta_culture_scored",
                    player=strong,
                    culture=score_culture(g.ps(strong), e["final_age_culture"]["strongest"]),
                ),
                public(
                    "tta_culture_scored",
                    player=weak,
                    culture=score_culture(g.ps(weak), -e["final_age_culture"]["weakest"]),
                ),
            ]
        )
    events = draw_military(g, strong, e["draw"])
    hand = g.ps(weak).military_hand
    if len(hand) <= e["discard"]:
        for cid in list(hand):
            hand.remove(cid)
            discard_military(g, cid)
        return Outcome([*events, public("tta_military_discarded", player=weak, count=len(hand))])
    return Outcome(events, selections(g, [weak], "discard_military", count=e["discard"]))


def _discard_chosen(g: GameState, step: Any, answers: dict[str, tuple[str, ...]]) -> Outcome[Any]:
    events = []
    for p, chosen in answers.items():
        for cid in chosen:
            g.ps(p).military_hand.remove(cid)
            discard_military(g, cid)
        events.append(public("tta_military_discarded", player=p, count=len(chosen)))
    return Outcome(events)


register_selection(
    "discard_military",
    SelectPurpose(
        prompt=lambda g, s, p: f"Discard {s.params['count']} military cards.",
        items=lambda g, s, p: sorted(g.ps(p).military_hand),
        count=lambda g, s, p: min(int(s.params["count"]), len(g.ps(p).military_hand)),
        resolve=_discard_chosen,
        default=lambda g, s, p: tuple(
            sorted(g.ps(p).military_hand)[: min(int(s.params["count"]), len(g.ps(p).military_hand))]
        ),
    ),
)


@event
def popularization_of_science(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return Outcome(
        [
            public("tta_culture_scored", player=p, culture=score_culture(g.ps(p), science_rating(g, g.ps(p))))
            for p in clockwise(g, revealer)
        ]
    )


@event
def prosperity(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    most = _effect(card)["max_happy"]
    return Outcome(
        [
            public("tta_gained", player=p, food=gain(g.ps(p), FOOD, min(most, happiness(g, g.ps(p)))))
            for p in clockwise(g, revealer)
        ]
    )


@event
def ravages_of_time(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    players = [p for p in clockwise(g, revealer) if _ruinable(g, p, card)]
    return Outcome([], choices(g, players, "ravages_of_time", card=card))


def _ruinable(g: GameState, p: str, card: str) -> list[str]:
    ages = _effect(card)["ages"]
    return sorted({w.card for w in g.ps(p).wonders if not w.ruined and cards()[w.card].age in ages})


def _ruin(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    events = []
    for p, wonder in answers.items():
        w = next(w for w in g.ps(p).wonders if w.card == wonder and not w.ruined)
        w.ruined = True
        sync_actions(g, g.ps(p))
        events.append(public("tta_wonder_ruined", player=p, card=wonder))
    return Outcome(events)


register(
    "ravages_of_time",
    Purpose(
        prompt=lambda g, s, p: "Ravages of Time: turn one of your Age A or I wonders face down.",
        options=lambda g, s, p: _ruinable(g, p, s.params["card"]),
        resolve=_ruin,
    ),
)


@event
def refugees(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    e = _effect(card)
    strong, weak = strongest(g)[0], weakest(g)[0]
    events = [
        public("tta_culture_scored", player=weak, culture=score_culture(g.ps(weak), -e["culture"])),
        public("tta_culture_scored", player=strong, culture=score_culture(g.ps(strong), e["culture"])),
        public("tta_population_gained", player=strong, count=gain_population(g.ps(strong), e["population"])),
    ]
    outcome = lose_population(g, {weak: e["population"]})
    return Outcome(events + outcome.events, outcome.steps)


@event
def terrorism(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    """The civilization with the least culture destroys one urban building of each other
    civilization, one victim after another clockwise (its choice)."""
    terrorist = ranked(g, by_culture)[-1]
    victims = [p for p in clockwise(g, revealer) if p != terrorist and _urban(g, p)]
    steps = [s for v in victims for s in choices(g, [terrorist], "terrorism", victim=v)]
    return Outcome([public("tta_terrorism", player=terrorist)], steps)


def _urban(g: GameState, p: str) -> list[str]:
    return [c for c, n in sorted(g.ps(p).workers.items()) if n and cards()[c].kind in URBAN]


def _resolve_terrorism(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    ((terrorist, cid),) = answers.items()
    victim = step.params["victim"]
    remove_worker(g.ps(victim), cid)
    return Outcome([public("tta_destroyed", player=victim, tech=cid, by=terrorist)])


register(
    "terrorism",
    Purpose(
        prompt=lambda g, s, p: f"Terrorism: destroy one urban building of {s.params['victim']}.",
        options=lambda g, s, p: _urban(g, s.params["victim"]) or ["nothing"],
        resolve=lambda g, s, a: _resolve_terrorism(g, s, a) if "nothing" not in a.values() else Outcome(),
    ),
)
