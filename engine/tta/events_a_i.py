"""The events of Ages A and I, each resolved by the function named after its card."""

from __future__ import annotations

from typing import Any

from engine.core.events import Event, public
from engine.core.steps import Outcome
from engine.tta import build, develop
from engine.tta.actions_and_points import (
    allowed,
    civil_available,
    score_culture,
    score_science,
    spend_civil,
    two_or,
)
from engine.tta.attacks import lose_population
from engine.tta.cards import FARM_MINE, URBAN, cards
from engine.tta.event_registry import choices, clockwise, event
from engine.tta.production import draw_military, produce
from engine.tta.ranking import all_with_most, by_culture, ranked, strongest, weakest
from engine.tta.state import GameState
from engine.tta.stats import (
    culture_rating,
    discontent,
    happiness,
    leader_ability,
    science_rating,
    wonder_ability,
)
from engine.tta.steps import Purpose, register, split_options
from engine.tta.tokens import FOOD, RESOURCES, gain, gain_population, lose, remove_worker


def _effect(card: str) -> dict[str, Any]:
    return cards()[card].effect


def _gain_all(g: GameState, revealer: str, **amounts: int) -> Outcome[Any]:
    events: list[Event] = []
    for p in clockwise(g, revealer):
        ps = g.ps(p)
        got = {
            "science": score_science(ps, amounts.get("science", 0)),
            "food": gain(ps, FOOD, amounts.get("food", 0)),
            "resources": gain(ps, RESOURCES, amounts.get("resources", 0)),
        }
        events.append(public("tta_gained", player=p, **{k: v for k, v in got.items() if k in amounts}))
    return Outcome(events)


@event
def development_of_agriculture(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return _gain_all(g, revealer, food=_effect(card)["food"])


@event
def development_of_crafts(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return _gain_all(g, revealer, resources=_effect(card)["resources"])


@event
def development_of_science(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return _gain_all(g, revealer, science=_effect(card)["science"])


@event
def development_of_trade_routes(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    e = _effect(card)
    return _gain_all(g, revealer, science=e["science"], food=e["food"], resources=e["resources"])


@event
def development_of_markets(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return Outcome([], choices(g, clockwise(g, revealer), "development_of_markets", card=card))


def _resolve_markets(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    amount = _effect(step.params["card"])["amount"]
    return Outcome(
        [public("tta_gained", player=p, **{o: gain(g.ps(p), o, amount)}) for p, o in answers.items()]
    )


register(
    "development_of_markets",
    Purpose(
        prompt=lambda g, s, p: (
            f"Development of Markets: gain {_effect(s.params['card'])['amount']} food or resources?"
        ),
        options=lambda g, s, p: [FOOD, RESOURCES],
        resolve=_resolve_markets,
    ),
)


@event
def development_of_politics(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    events: list[Event] = []
    for p in clockwise(g, revealer):
        events += draw_military(g, p, _effect(card)["draw"])
    return Outcome(events)


@event
def development_of_settlement(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    n = _effect(card)["population"]
    return Outcome(
        [
            public("tta_population_gained", player=p, count=gain_population(g.ps(p), n))
            for p in clockwise(g, revealer)
        ]
    )


def _free_build_options(g: GameState, step: Any, p: str) -> list[str]:
    tech = step.params["tech"]
    ps = g.ps(p)
    check = build.check_build_unit if cards()[tech].is_unit else build.check_build
    return ["build", "skip"] if allowed(check, g, ps, tech, 99) else ["skip"]


def _resolve_free_build(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    events = []
    for p, option in answers.items():
        if option == "build":
            tech = step.params["tech"]
            if cards()[tech].is_unit:
                build.do_build_unit(g, g.ps(p), tech, 0)
            else:
                build.do_build(g, g.ps(p), tech, 0)
            events.append(public("tta_built", player=p, tech=tech, resources=0))
        else:  # the event's result for everyone asked, even the one who lets it pass
            events.append(public("tta_free_build_declined", player=p, tech=step.params["tech"]))
    return Outcome(events)


register(
    "free_build",
    Purpose(
        prompt=lambda g, s, p: (
            f"{cards()[s.params['card']].name}: build {cards()[s.params['tech']].name} for free?"
        ),
        options=_free_build_options,
        resolve=_resolve_free_build,
        default=lambda g, s, p: _free_build_options(g, s, p)[0],
    ),
)


def _free_build(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    tech = _effect(card)["free_build"]
    players = [p for p in clockwise(g, revealer) if g.ps(p).pool > 0]
    if not players:  # nobody has a worker to build with: the event's result is said anyway
        return Outcome([public("tta_no_effect", card=card)])
    return Outcome([], choices(g, players, "free_build", card=card, tech=tech))


@event
def development_of_religion(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return _free_build(g, card, revealer)


@event
def development_of_warfare(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return _free_build(g, card, revealer)


@event
def development_of_civilization(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return Outcome([], choices(g, clockwise(g, revealer), "development_of_civilization", card=card))


def _civilization_options(g: GameState, step: Any, p: str) -> list[str]:
    """Increase population, build, or develop (a revolution instead: all civil actions), each
    1 food, resource or science cheaper; no action is spent (9.2 item 5, 11.3)."""
    ps, d = g.ps(p), _effect(step.params["card"])["discount"]
    out = ["nothing"]
    if allowed(build.check_population, g, ps, d):
        out.append("population")
    out += [
        f"build:{t}"
        for t in sorted(ps.workers)
        if cards()[t].kind in (*FARM_MINE, *URBAN) and allowed(build.check_build, g, ps, t, d)
    ]
    for h in sorted(set(ps.civil_hand)):
        if cards()[h].type == "technology" and allowed(develop.check_develop, g, ps, h, d):
            out.append(f"develop:{h}")
        if cards()[h].kind == "government" and allowed(develop.check_revolution, g, ps, h, d):
            out.append(f"revolution:{h}")
    return out


def _resolve_civilization(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    d = _effect(step.params["card"])["discount"]
    events: list[Event] = []
    for p, option in answers.items():
        ps = g.ps(p)
        what, _, target = option.partition(":")
        if what == "population":
            build.do_population(g, ps, build.check_population(g, ps, d))
            events.append(public("tta_population_increased", player=p))
        elif what == "build":
            build.do_build(g, ps, target, build.check_build(g, ps, target, d))
            events.append(public("tta_built", player=p, tech=target))
        elif what == "develop":
            events += develop.do_develop(g, ps, target, develop.check_develop(g, ps, target, d))
        elif what == "revolution":
            events += develop.do_revolution(g, ps, target, develop.check_revolution(g, ps, target, d))
    return Outcome(events)


register(
    "development_of_civilization",
    Purpose(
        prompt=lambda g, s, p: (
            "Development of Civilization: increase population, build, or develop, one cheaper."
        ),
        options=_civilization_options,
        resolve=_resolve_civilization,
        default=lambda g, s, p: "nothing",
    ),
)


# -- Age I -----------------------------------------------------------------------------------


@event
def barbarians(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    e = _effect(card)
    leader = ranked(g, by_culture)[0]
    if leader not in weakest(g, two_or(g, e["among"])):
        return Outcome([public("tta_no_effect", card=card)])
    return lose_population(g, {leader: e["population"]})


def _own_buildings(g: GameState, p: str, kinds: tuple[str, ...]) -> list[str]:
    return [c for c, n in sorted(g.ps(p).workers.items()) if n and cards()[c].kind in kinds]


@event
def border_conflict(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    strong, weak = strongest(g)[0], weakest(g)[0]
    got = gain(g.ps(strong), RESOURCES, _effect(card)["resources"])
    events = [public("tta_gained", player=strong, resources=got)]
    if not _own_buildings(g, weak, (*FARM_MINE, *URBAN)):
        return Outcome(events)
    return Outcome(events, choices(g, [weak], "destroy_own", kinds=[*FARM_MINE, *URBAN]))


def _destroy_own(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    events = []
    for p, cid in answers.items():
        remove_worker(g.ps(p), cid)
        events.append(public("tta_destroyed", player=p, tech=cid))
    return Outcome(events)


register(
    "destroy_own",
    Purpose(
        prompt=lambda g, s, p: "Destroy one of your farms, mines or urban buildings.",
        options=lambda g, s, p: _own_buildings(g, p, tuple(s.params["kinds"])),
        resolve=_destroy_own,
    ),
)


@event
def crusades(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    n = _effect(card)["culture"]
    strong, weak = strongest(g)[0], weakest(g)[0]
    return Outcome(
        [
            public("tta_culture_scored", player=strong, culture=score_culture(g.ps(strong), n)),
            public("tta_culture_scored", player=weak, culture=score_culture(g.ps(weak), -n)),
        ]
    )


@event
def cultural_influence(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return Outcome(
        [
            public("tta_culture_scored", player=p, culture=score_culture(g.ps(p), culture_rating(g, g.ps(p))))
            for p in clockwise(g, revealer)
        ]
    )


@event
def scientific_breakthrough(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return Outcome(
        [
            public("tta_science_scored", player=p, science=score_science(g.ps(p), science_rating(g, g.ps(p))))
            for p in clockwise(g, revealer)
        ]
    )


@event
def foray(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    e = _effect(card)
    players = strongest(g, two_or(g, e["among"]))
    return Outcome([], choices(g, players, "food_resources_split", amount=e["amount"], sign=1))


@event
def raiders(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    e = _effect(card)
    players = weakest(g, two_or(g, e["among"]))
    return Outcome([], choices(g, players, "food_resources_split", amount=e["amount"], sign=-1))


def _split(g: GameState, step: Any, answers: dict[str, str]) -> Outcome[Any]:
    """Foray gains, Raiders loses, a total of food and/or resources split as each chooses."""
    move = gain if step.params["sign"] > 0 else lose
    events = []
    for p, option in answers.items():
        food = int(option.split(":")[1])
        moved_food = move(g.ps(p), FOOD, food)
        moved_resources = move(g.ps(p), RESOURCES, step.params["amount"] - food)
        kind = "tta_gained" if step.params["sign"] > 0 else "tta_lost"
        events.append(public(kind, player=p, food=moved_food, resources=moved_resources))
    return Outcome(events)


register(
    "food_resources_split",
    Purpose(
        prompt=lambda g, s, p: (
            f"{'Gain' if s.params['sign'] > 0 else 'Lose'} {s.params['amount']} food and/or resources: "
            "how much of it food?"
        ),
        options=lambda g, s, p: split_options(s.params["amount"]),
        resolve=_split,
    ),
)


@event
def good_harvest(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return Outcome(
        [public("tta_gained", player=p, food=produce(g.ps(p), FOOD)) for p in clockwise(g, revealer)]
    )


@event
def new_deposits(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    events = []
    for p in clockwise(g, revealer):
        ps = g.ps(p)
        got = produce(
            ps,
            RESOURCES,
            bool(leader_ability(ps, "labs_produce_resources")),
            bool(wonder_ability(ps, "best_mine_produces_double")),
        )
        events.append(public("tta_gained", player=p, resources=got))
    return Outcome(events)


@event
def immigration(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    n = _effect(card)["population"]
    happiest = all_with_most(g, lambda g, p: happiness(g, g.ps(p)))
    return Outcome(
        [public("tta_population_gained", player=p, count=gain_population(g.ps(p), n)) for p in happiest]
    )


@event
def pestilence(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return lose_population(g, dict.fromkeys(clockwise(g, revealer), _effect(card)["population"]))


@event
def rats(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return Outcome(
        [public("tta_lost", player=p, food=lose(g.ps(p), FOOD, 10**6)) for p in clockwise(g, revealer)]
    )


@event
def rebellion(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    """Civil actions spent without effect: what is available (spent ones stay spent until
    the player's own reset, ruling C7)."""
    events = []
    for p in clockwise(g, revealer):
        ps = g.ps(p)
        n = min(civil_available(ps), _effect(card)["civil_actions"] * discontent(g, ps))
        if n:
            spend_civil(ps, n)
            events.append(public("tta_civil_actions_lost", player=p, count=n))
    return Outcome(events)


@event
def reign_of_terror(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return lose_population(g, {weakest(g)[0]: _effect(card)["population"]})


@event
def uncertain_borders(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    strong, weak = strongest(g)[0], weakest(g)[0]
    if strong == weak:
        return Outcome([public("tta_no_effect", card=card)])
    lost = min(_effect(card)["yellow_tokens"], g.ps(weak).yellow_bank)
    g.ps(weak).yellow_bank -= lost
    g.ps(weak).yellow_owned -= lost
    g.ps(strong).yellow_bank += lost
    g.ps(strong).yellow_owned += lost
    return Outcome([public("tta_yellow_taken", player=strong, victim=weak, tokens=lost)])
