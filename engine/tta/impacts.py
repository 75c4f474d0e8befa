"""The Age III events ("Impact of ..."), each scoring culture by the function named after its
card: when revealed, and at the end of the game from the current and future events decks."""

from __future__ import annotations

from typing import Any

from engine.core.events import public
from engine.core.steps import Outcome
from engine.tta.actions_and_points import score_culture
from engine.tta.cards import LEVEL, UNITS, URBAN, cards
from engine.tta.event_registry import clockwise, event
from engine.tta.ranking import ranked
from engine.tta.state import GameState, PlayerState
from engine.tta.stats import (
    action_totals,
    consumption,
    culture_rating,
    discontent,
    happiness,
    leader_ability,
    science_rating,
    strength_rating,
    wonder_ability,
    worker_cards,
)


def _effect(card: str) -> dict[str, Any]:
    return cards()[card].effect


def _number(card: str, key: str) -> int:
    return int(cards()[card].effect[key])


def _score_each(g: GameState, card: str, revealer: str, amount: Any) -> Outcome[Any]:
    events = []
    for p in clockwise(g, revealer):
        culture = score_culture(g.ps(p), amount(g.ps(p)))
        events.append(public("tta_culture_scored", player=p, culture=culture, card=card))
    return Outcome(events)


def food_production(ps: PlayerState) -> int:
    return sum(c.token_value * n for c, n in worker_cards(ps, ("farm",)))


def mine_production(ps: PlayerState) -> int:
    """What the mines produce (Transcontinental Railroad doubling the best one)."""
    mines = worker_cards(ps, ("mine",))
    total = sum(c.token_value * n for c, n in mines)
    if mines and wonder_ability(ps, "best_mine_produces_double"):
        total += max(c.token_value for c, _ in mines)
    return total


def resource_production(ps: PlayerState) -> int:
    """Mines, and labs while Bill Gates leads (their production counts as resources)."""
    labs = (
        sum(c.level * n for c, n in worker_cards(ps, ("lab",)))
        if leader_ability(ps, "labs_produce_resources")
        else 0
    )
    return mine_production(ps) + labs


def _levels(ps: PlayerState, kinds: tuple[str, ...]) -> int:
    return sum(c.level * n for c, n in worker_cards(ps, kinds))


@event
def impact_of_agriculture(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    bonus = _number(card, "bonus")
    return _score_each(
        g,
        card,
        revealer,
        lambda ps: food_production(ps) + (bonus if food_production(ps) > consumption(ps) else 0),
    )


@event
def impact_of_architecture(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    per = _number(card, "per_level")
    return _score_each(g, card, revealer, lambda ps: per * _levels(ps, URBAN))


@event
def impact_of_balance(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    times = _number(card, "times")

    def lowest(ps: PlayerState) -> int:
        return times * min(
            science_rating(g, ps), culture_rating(g, ps), food_production(ps), mine_production(ps)
        )

    return _score_each(g, card, revealer, lowest)


@event
def impact_of_colonies(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    per = _number(card, "per_colony")
    return _score_each(g, card, revealer, lambda ps: per * len(ps.colonies))


@event
def impact_of_competition(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    per = _number(card, "per_level")
    return _score_each(g, card, revealer, lambda ps: per * _levels(ps, (*UNITS, "arena")))


@event
def impact_of_government(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    per_civil, per_military = _number(card, "per_civil"), _number(card, "per_military")

    def actions(ps: PlayerState) -> int:
        civil, military = action_totals(g, ps)
        return per_civil * civil + per_military * military

    return _score_each(g, card, revealer, actions)


@event
def impact_of_happiness(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    e = _effect(card)
    return _score_each(
        g,
        card,
        revealer,
        lambda ps: (
            min(e["max_culture"], e["per_happy"] * happiness(g, ps)) + e["per_discontent"] * discontent(g, ps)
        ),
    )


@event
def impact_of_industry(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    """Only the mines count; Bill Gates's labs do not (11.1)."""
    return _score_each(g, card, revealer, mine_production)


@event
def impact_of_population(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    per, above = _number(card, "per_worker"), _number(card, "above")

    def content(ps: PlayerState) -> int:
        workers = ps.pool + sum(ps.workers.values())
        return per * max(0, workers - discontent(g, ps) - above)

    return _score_each(g, card, revealer, content)


@event
def impact_of_progress(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    per = _number(card, "per_level")
    return _score_each(
        g, card, revealer, lambda ps: per * sum(LEVEL[cards()[c].age] for c in [ps.government, *ps.specials])
    )


def _by_rank(g: GameState, card: str, revealer: str, measure: Any) -> Outcome[Any]:
    table = _effect(card)["by_rank"][str(max(2, len(g.active)))]
    events = []
    for rank, p in enumerate(ranked(g, measure, revealer)):
        culture = score_culture(g.ps(p), table[min(rank, len(table) - 1)])
        events.append(public("tta_culture_scored", player=p, culture=culture, card=card))
    return Outcome(events)


@event
def impact_of_science(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return _by_rank(g, card, revealer, lambda g, p: science_rating(g, g.ps(p)))


@event
def impact_of_strength(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    return _by_rank(g, card, revealer, lambda g, p: strength_rating(g, g.ps(p)))


@event
def impact_of_technology(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    per = _number(card, "per_card")

    def age_three(ps: PlayerState) -> int:
        techs = [*ps.workers, *ps.specials, ps.government]
        return per * sum(1 for c in techs if cards()[c].age == "III")

    return _score_each(g, card, revealer, age_three)


@event
def impact_of_variety(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    per = _number(card, "per_type")

    def kinds(ps: PlayerState) -> int:
        built = {c.kind for c, _ in worker_cards(ps, (*UNITS, *URBAN))}
        return per * (len(built) + len(ps.specials))

    return _score_each(g, card, revealer, kinds)


@event
def impact_of_wonders(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    by_age = _effect(card)["by_age"]
    return _score_each(g, card, revealer, lambda ps: sum(by_age[cards()[w.card].age] for w in ps.wonders))
