"""Yellow action cards (rules 7.13): 1 civil action, not the turn they were taken; an action
the card calls for follows its own rules but costs no action; a card whose action cannot be
performed cannot be played. Each card's effect is resolved by the function named after it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.actions import Action, action
from engine.core.errors import IllegalAction, RuleError
from engine.core.events import Event, public
from engine.tta import build, develop
from engine.tta.actions_and_points import check_civil, score_culture, score_science, spend_civil
from engine.tta.cards import Card, cards
from engine.tta.handlers import handles
from engine.tta.naming import Printed
from engine.tta.ranking import by_culture, by_strength
from engine.tta.state import GameState, PlayerState
from engine.tta.tokens import FOOD, RESOURCES, gain
from i18n.catalog import l_

SCIENCE = "science"  # points on the science track, not tokens


@action("tta_play_action_card")
@dataclass(frozen=True)
class PlayActionCard(Action):
    card: str = ""
    # What the card's action acts on: the technology to build or develop, or the source of an
    # upgrade (``target2`` its destination); ``choice``: "food"/"resources" (Reserves), or
    # "revolution" (Breakthrough used for a revolution).
    target: str = ""
    target2: str = ""
    choice: str = ""


Resolver = Callable[[GameState, PlayerState, Card, PlayActionCard, bool], list[Event]]
RESOLVERS: dict[str, Resolver] = {}


def resolves(*names: str) -> Callable[[Resolver], Resolver]:
    def deco(fn: Resolver) -> Resolver:
        for name in names:
            RESOLVERS[name] = fn
        return fn

    return deco


def playable(ps: PlayerState, cid: str) -> bool:
    """In hand, an action card, and not only a copy taken during this action phase."""
    return (
        cid in ps.civil_hand
        and cards()[cid].type == "action"
        and ps.civil_hand.count(cid) > ps.taken_this_turn.count(cid)
    )


@handles("action", PlayActionCard)
def play_action_card(g: GameState, ps: PlayerState, a: PlayActionCard) -> list[Event]:
    if g.round == 1:
        raise IllegalAction(l_("On your first turn you may only take cards from the card row (4.2)."))
    if not playable(ps, a.card):
        if a.card in ps.civil_hand and a.card in ps.taken_this_turn:
            raise IllegalAction(
                l_("An action card cannot be played in the action phase in which it was taken.")
            )
        raise IllegalAction(l_("You hold no action card {card} to play.", card=repr(a.card)))
    c = cards()[a.card]
    revolution = is_revolution(a)
    if not revolution:
        check_civil(ps, 1, l_("Playing {card}", card=Printed(c.id)))
    resolve = RESOLVERS[c.handler]
    resolve(g, ps, c, a, False)  # validation only
    if not revolution:
        spend_civil(ps, 1)
    ps.civil_hand.remove(a.card)
    g.removed.append(a.card)
    return [public("tta_action_card_played", player=ps.player, card=a.card), *resolve(g, ps, c, a, True)]


@resolves("cultural_heritage", "revolutionary_idea")
def cultural_heritage(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool) -> list[Event]:
    if not act:
        return []
    science = score_science(ps, c.effect["science"])
    culture = score_culture(ps, c.effect["culture"])
    return [public("tta_points_scored", player=ps.player, science=science, culture=culture)]


# -- what the action a card calls for costs (7.13: its own rules, but no action) -----------------


def _stage_price(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard) -> int:
    # Exactly one stage, even with a construction technology (7.13).
    return develop.check_stages(g, ps, 1, c.effect["discount"], most=1)


def _population_price(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard) -> int:
    return build.check_population(g, ps)


def _building_price(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard) -> int:
    kinds, discount = tuple(c.effect["kinds"]), c.effect["discount"]
    if a.target2:
        return build.check_upgrade(g, ps, a.target, a.target2, discount, kinds)
    if c.effect["kind"] == "upgrade":
        raise IllegalAction(
            l_("Name the building to upgrade (target) and the technology to upgrade it to (target2).")
        )
    return build.check_build(g, ps, a.target, discount, kinds)


def _science_price(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard) -> int:
    if a.choice == "revolution":
        return develop.check_revolution(g, ps, a.target)
    return develop.check_develop(g, ps, a.target)


Price = Callable[[GameState, PlayerState, Card, PlayActionCard], int]
# Per effect kind: what the card's action is paid in, and its price now (RuleError if refused).
# A kind not listed costs nothing but the civil action that plays the card.
PRICES: dict[str, tuple[str, Price]] = {
    "build_or_upgrade": (RESOURCES, _building_price),
    "upgrade": (RESOURCES, _building_price),
    "wonder_stage": (RESOURCES, _stage_price),
    "increase_population": (FOOD, _population_price),
    "develop": (SCIENCE, _science_price),
}


def is_revolution(a: PlayActionCard) -> bool:
    """A "develop a technology" card used for a revolution: the revolution's actions are paid
    instead of the card's civil action (7.13)."""
    return cards()[a.card].effect["kind"] == "develop" and a.choice == "revolution"


def action_price(g: GameState, ps: PlayerState, a: PlayActionCard) -> tuple[int, str] | None:
    """What the action ``a``'s card calls for charges now, and in what (resources, food or
    science); None when it charges nothing. RuleError when that action cannot be performed."""
    c = cards()[a.card]
    priced = PRICES.get(c.effect["kind"])
    return None if priced is None else (priced[1](g, ps, c, a), priced[0])


# -- the cards' effects -------------------------------------------------------------------------


@resolves("engineering_genius")
def engineering_genius(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool) -> list[Event]:
    price = _stage_price(g, ps, c, a)
    return develop.do_stages(g, ps, 1, price) if act else []


@resolves("frugality")
def frugality(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool) -> list[Event]:
    price = _population_price(g, ps, c, a)
    if not act:
        return []
    build.do_population(g, ps, price)
    got = gain(ps, FOOD, c.effect["food_back"])
    return [
        public("tta_population_increased", player=ps.player, food=price),
        public("tta_food_gained", player=ps.player, food=got),
    ]


@resolves("patriotism")
def patriotism(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool) -> list[Event]:
    if act:
        ps.military_extra += c.effect["military_actions"]
        ps.military_resources += c.effect["military_resources"]
    return []


@resolves("rich_land", "urban_growth", "efficient_upgrade")
def build_or_upgrade(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool) -> list[Event]:
    price = _building_price(g, ps, c, a)
    if not act:
        return []
    if a.target2:
        build.do_move_worker(g, ps, a.target, a.target2, price)
        return [public("tta_upgraded", player=ps.player, source=a.target, target=a.target2, resources=price)]
    build.do_build(g, ps, a.target, price)
    return [public("tta_built", player=ps.player, tech=a.target, resources=price)]


@resolves("stockpile")
def stockpile(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool) -> list[Event]:
    if not act:
        return []
    resources = gain(ps, RESOURCES, c.effect["resources"])
    food = gain(ps, FOOD, c.effect["food"])
    return [public("tta_gained", player=ps.player, food=food, resources=resources)]


@resolves("reserves")
def reserves(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool) -> list[Event]:
    if a.choice not in (FOOD, RESOURCES):
        raise IllegalAction(l_("Reserves gives food or resources: choose 'food' or 'resources'."))
    if not act:
        return []
    got = gain(ps, a.choice, c.effect["amount"])
    return [public("tta_gained", player=ps.player, **{a.choice: got})]


@resolves("breakthrough")
def breakthrough(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool) -> list[Event]:
    price = _science_price(g, ps, c, a)
    if a.choice == "revolution":
        events = develop.do_revolution(g, ps, a.target, price) if act else []
    else:
        events = develop.do_develop(g, ps, a.target, price) if act else []
    if act:
        events.append(
            public(
                "tta_science_scored", player=ps.player, science=score_science(ps, c.effect["science_back"])
            )
        )
    return events


def _count_above(g: GameState, ps: PlayerState, measure: Callable[[GameState, str], int]) -> int:
    mine = measure(g, ps.player)
    return sum(1 for p in g.active if p != ps.player and measure(g, p) > mine)


@resolves("wave_of_nationalism", "military_build_up")
def wave_of_nationalism(g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool) -> list[Event]:
    if act:
        per = c.effect["by_players"][str(max(2, len(g.active)))]
        ps.military_resources += per * _count_above(g, ps, by_strength)
    return []


@resolves("endowment_for_the_arts")
def endowment_for_the_arts(
    g: GameState, ps: PlayerState, c: Card, a: PlayActionCard, act: bool
) -> list[Event]:
    if not act:
        return []
    per = c.effect["by_players"][str(max(2, len(g.active)))]
    culture = score_culture(ps, per * _count_above(g, ps, by_culture))
    return [public("tta_culture_scored", player=ps.player, culture=culture, card=c.id)]


# -- legal plays, for the decision's options ---------------------------------------------------


def legal_plays(g: GameState, ps: PlayerState) -> list[PlayActionCard]:
    out: list[PlayActionCard] = []
    for cid in sorted(set(ps.civil_hand)):
        if not playable(ps, cid):
            continue
        for candidate in _candidates(g, ps, cards()[cid]):
            try:
                c = cards()[cid]
                if not is_revolution(candidate):
                    check_civil(ps, 1, c.name)  # refused in silence: the legal plays are listed
                RESOLVERS[c.handler](g, ps, c, candidate, False)
            except RuleError:
                continue
            out.append(candidate)
    return out


def _candidates(g: GameState, ps: PlayerState, c: Card) -> list[PlayActionCard]:
    p, kind = ps.player, c.effect["kind"]
    if kind in ("build_or_upgrade", "upgrade"):
        kinds = tuple(c.effect["kinds"])
        techs = [t for t in ps.workers if cards()[t].kind in kinds]
        out = [] if kind == "upgrade" else [PlayActionCard(p, c.id, t) for t in techs]
        out += [
            PlayActionCard(p, c.id, s, t)
            for s in techs
            for t in techs
            if ps.workers[s] and cards()[s].kind == cards()[t].kind and cards()[t].level > cards()[s].level
        ]
        return out
    if kind == "develop":
        techs = sorted(h for h in set(ps.civil_hand) if cards()[h].type == "technology")
        out = [PlayActionCard(p, c.id, t) for t in techs]
        return out + [
            PlayActionCard(p, c.id, t, choice="revolution") for t in techs if cards()[t].kind == "government"
        ]
    if kind == "gain_choice":
        return [PlayActionCard(p, c.id, choice=FOOD), PlayActionCard(p, c.id, choice=RESOURCES)]
    return [PlayActionCard(p, c.id)]


# -- what playing each card in hand costs, for the player's view ------------------------------


def hand_prices(g: GameState, ps: PlayerState) -> dict[str, dict[str, Any]]:
    """What playing each action card in ``ps``'s hand costs now (7.13), by card:

    - ``civil_actions``: the card's own price, 1;
    - ``prices``: what the action it calls for charges, ``{"resources"|"food"|"science": [lowest,
      highest]}`` over the plays the rules allow now (a build's price depends on the building);
    - ``revolution``: when the card may be used for a revolution instead, ``{"actions": "civil"
      (or, with Robespierre, "military"), "count": all of them, "science": [lowest, highest]}``;
    - ``playable``: whether any play is allowed now; ``taken_this_turn``: not playable before the
      next turn because every copy was taken during this action phase.
    """
    plays = legal_plays(g, ps) if g.round > 1 else []
    out: dict[str, dict[str, Any]] = {}
    for cid in sorted(set(ps.civil_hand)):
        if cards()[cid].type != "action":
            continue
        mine = [a for a in plays if a.card == cid]
        revolutions = [a for a in mine if is_revolution(a)]
        out[cid] = {
            "civil_actions": 1,
            "prices": _spans(g, ps, [a for a in mine if not is_revolution(a)]),
            "revolution": _revolution(g, ps, revolutions) if revolutions else None,
            "playable": bool(mine),
            "taken_this_turn": not playable(ps, cid),
        }
    return out


def _spans(g: GameState, ps: PlayerState, plays: list[PlayActionCard]) -> dict[str, list[int]]:
    """The lowest and highest price of ``plays``' actions, by what they are paid in."""
    paid: dict[str, list[int]] = {}
    for a in plays:
        priced = action_price(g, ps, a)
        if priced is not None:
            paid.setdefault(priced[1], []).append(priced[0])
    return {what: [min(amounts), max(amounts)] for what, amounts in paid.items()}


def _revolution(g: GameState, ps: PlayerState, plays: list[PlayActionCard]) -> dict[str, Any]:
    actions, count = develop.revolution_actions(ps)
    return {"actions": actions, "count": count, "science": _spans(g, ps, plays)[SCIENCE]}
