"""The production phase (rules 8.3) and drawing military cards (8.4).

Order: science and culture scored; corruption (resources, then food); food produced (highest
level farms first when blue tokens run short); consumption (food, then 4 culture per food
missing); resources produced (mines, and labs while Bill Gates leads, pooled highest level
first: ruling C12). Pacts that produce food or resources add to the same steps.
"""

from __future__ import annotations

from engine.core.events import Event, private, public
from engine.tta.actions_and_points import score_culture, score_science
from engine.tta.cards import cards
from engine.tta.row import shuffle
from engine.tta.state import GameState, PlayerState
from engine.tta.stats import (
    consumption,
    corruption,
    culture_rating,
    leader_ability,
    science_rating,
    wonder_ability,
)
from engine.tta.tokens import FOOD, RESOURCES, gain, lose


def produce(ps: PlayerState, kind: str, labs: bool = False, railroad: bool = False) -> int:
    """Each worker on a farm (mine) puts one blue token on its card while the bank lasts,
    highest level first; returns the value produced."""
    all_cards = cards()
    kinds = ("farm",) if kind == FOOD else ("mine", "lab") if labs else ("mine",)
    producers = []
    for cid, n in ps.workers.items():
        c = all_cards[cid]
        if n and c.kind in kinds and (c.kind != "lab" or c.level > 0):
            producers.append((c.level, cid, n))
    producers.sort(reverse=True)
    if railroad:
        best = next(((lvl, cid, n) for lvl, cid, n in producers if all_cards[cid].kind == "mine"), None)
        if best is not None:  # Transcontinental Railroad: one best mine produces twice
            producers.insert(producers.index(best), (best[0], best[1], 1))
    value = 0
    for _, cid, n in producers:
        placed = min(n, ps.blue_bank)
        if placed:
            ps.blue_bank -= placed
            ps.blue[cid] = ps.blue.get(cid, 0) + placed
            c = all_cards[cid]
            value += placed * (c.token_value if c.kind != "lab" else c.level)
    return value


def pact_production(g: GameState, ps: PlayerState, key: str) -> int:
    total = 0
    for pact in g.pacts:
        if ps.player in pact.parties():
            total += cards()[pact.card].sides[pact.side_of(ps.player)].get(key, 0)
    return total


def production(g: GameState, p: str, points: bool = True) -> list[Event]:
    """The production phase; without ``points`` (Economic Progress) science and culture are
    not scored."""
    ps = g.ps(p)
    science = score_science(ps, science_rating(g, ps)) if points else 0
    culture = score_culture(ps, culture_rating(g, ps)) if points else 0
    lost = corrupt(ps)
    food = produce(ps, FOOD)
    food += _pact_gain(g, ps, FOOD)
    eaten, starved = consume(ps)
    gates = bool(leader_ability(ps, "labs_produce_resources"))
    resources = produce(
        ps, RESOURCES, labs=gates, railroad=bool(wonder_ability(ps, "best_mine_produces_double"))
    )
    resources += _pact_gain(g, ps, RESOURCES)
    return [
        public(
            "tta_production",
            player=p,
            science=science,
            culture=culture,
            corruption=lost,
            food=food,
            consumption=eaten,
            starvation_culture=starved,
            resources=resources,
        )
    ]


def corrupt(ps: PlayerState) -> int:
    owed = corruption(ps)
    lost = lose(ps, RESOURCES, owed)
    if lost < owed:
        lost += lose(ps, FOOD, owed - lost)
    return lost


def consume(ps: PlayerState) -> tuple[int, int]:
    """(food eaten, culture lost for the food missing)."""
    owed = consumption(ps)
    eaten = lose(ps, FOOD, owed)
    starved = -score_culture(ps, -4 * (owed - eaten)) if eaten < owed else 0
    return eaten, starved


def _pact_gain(g: GameState, ps: PlayerState, kind: str) -> int:
    """International Trade Agreement, Acceptance of Supremacy: food or resources per production
    (ruling: produced in the production phase, a negative amount lost)."""
    amount = pact_production(g, ps, f"{kind}_per_production")
    if amount > 0:
        return gain(ps, kind, amount)
    if amount < 0:
        return -lose(ps, kind, -amount)
    return 0


def draw_military(g: GameState, p: str, n: int) -> list[Event]:
    """Draw ``n`` cards from the current military deck, reshuffling its discard pile when it
    runs out (8.4); nothing in Age IV, nothing more when both are empty (ruling A10)."""
    ps = g.ps(p)
    drawn: list[str] = []
    for _ in range(n):
        if not g.military_deck:
            pile = g.military_discards.pop(g.age, [])
            shuffle(g, pile)
            g.military_deck = pile
        if not g.military_deck:
            break
        drawn.append(g.military_deck.pop(0))
    ps.military_hand += drawn
    if not drawn:
        return []
    return [
        public("tta_military_drawn", player=p, count=len(drawn)),
        private("tta_military_cards", (p,), cards=drawn),
    ]
