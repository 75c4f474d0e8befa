"""Phase 6 — Conflict (rules 6.6, 8, A12, A15-A17).

Conflicts need no decisions and are resolved automatically. The order matters only when
a city owner lacks the 6 stock tokens that replace an attacked city: token battles go first,
then city battles, each in AST order of the players involved (004 6.2). The owner's right to
have his other conflicts resolved first (8.5) is exercised for him, since it only ever adds
tokens to his stock before his city is attacked: city battles in which a threatened owner is
an attacker are fought before the others.
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.geography import game_map
from engine.civ.order import ast_rank
from engine.civ.phases.base import Phase
from engine.civ.phases.support import SupportCheckPhase
from engine.civ.state import GameState
from engine.core.events import Event, public

CITY_REPLACEMENT = 6


def conflict_areas(g: GameState) -> list[str]:
    """Land areas where a conflict exists now (rules 8.1)."""
    gm = game_map(g)
    out = []
    for area, occ in g.tokens.items():
        players = [p for p, n in occ.items() if n > 0]
        owner = g.cities.get(area)
        if owner is not None:
            if any(p != owner for p in players):
                out.append(area)
        elif len(players) >= 2 and sum(occ.values()) > gm.population_limit(area):
            out.append(area)
    return sorted(out)


def attack_threshold(g: GameState, owner: str) -> int:
    return 8 if units.has_card(g, owner, "engineering") else 7


def fight(g: GameState, area: str, limit: int | None) -> list[dict[str, int]]:
    """Tokens against tokens (rules 8.2). ``limit`` None: fight until one player is left.

    Players remove one token at a time, fewest tokens first, Metal Working holders after all
    others; players level with each other remove together. Returns the counts after each step.
    The order is fixed when the fight starts (A12): every player still present removes exactly
    one token per cycle, so re-ranking after a cycle could never change it.
    """

    def order() -> list[list[str]]:
        occ = units.occupants(g, area)
        key = {p: (units.has_card(g, p, "metal_working"), n) for p, n in occ.items()}
        ranked = sorted(occ, key=lambda p: (key[p], ast_rank(g, p)))
        groups: list[list[str]] = []
        for p in ranked:
            if groups and key[groups[-1][0]] == key[p]:
                groups[-1].append(p)
            else:
                groups.append([p])
        return groups

    def over() -> bool:
        occ = units.occupants(g, area)
        return len(occ) <= 1 or (limit is not None and sum(occ.values()) <= limit)

    steps: list[dict[str, int]] = []
    groups = order()
    while not over():
        for group in groups:
            present = [p for p in group if units.tokens_in(g, area, p) > 0]
            if not present:
                continue
            for p in present:
                units.remove_to_stock(g, area, p, 1)
            steps.append(units.occupants(g, area))
            if over():
                return steps
    return steps


def resolve_token_conflict(g: GameState, area: str) -> Event:
    before = units.occupants(g, area)
    fight(g, area, game_map(g).population_limit(area))
    return public("conflict", area=area, before=before, after=units.occupants(g, area))


def resolve_city_conflict(g: GameState, area: str) -> Event:
    """Tokens against a city, defended or not (rules 8.3-8.5)."""
    owner = g.cities[area]
    before = units.occupants(g, area)
    fight(g, area, None)
    occ = units.occupants(g, area)
    survivor = next(iter(occ), None)
    result = "repelled"
    attacker = survivor if survivor != owner else None
    if attacker is not None:
        if occ[attacker] < attack_threshold(g, owner):
            units.remove_to_stock(g, area, attacker, occ[attacker])
            result = "too_weak"
        elif g.ps(owner).stock >= CITY_REPLACEMENT:
            units.remove_city(g, area)
            units.place_from_stock(g, area, owner, CITY_REPLACEMENT)
            fight(g, area, game_map(g).population_limit(area))
            result = "city_destroyed"
        else:
            units.remove_city(g, area)
            if units.cities_in_stock(g, attacker) > 0:
                units.place_city(g, area, attacker)
                result = "surrendered"
            else:
                result = "surrendered_eliminated"
    return public(
        "city_attacked",
        area=area,
        owner=owner,
        attacker=attacker,
        result=result,
        before=before,
        after=units.occupants(g, area),
        city_owner_after=g.cities.get(area),
    )


def battle_order(g: GameState, areas: list[str]) -> list[str]:
    token_battles = [a for a in areas if a not in g.cities]
    city_battles = [a for a in areas if a in g.cities]

    def involved(area: str) -> list[str]:
        players = set(units.occupants(g, area))
        if area in g.cities:
            players.add(g.cities[area])
        return sorted(players, key=lambda p: ast_rank(g, p))

    def ast_key(area: str) -> tuple[int, str]:
        return (min(ast_rank(g, p) for p in involved(area)), area)

    threatened = {g.cities[a] for a in city_battles if g.ps(g.cities[a]).stock < CITY_REPLACEMENT}

    def city_key(area: str) -> tuple[int, tuple[int, str]]:
        attackers = set(units.occupants(g, area)) - {g.cities[area]}
        return (0 if attackers & threatened else 1, ast_key(area))

    return sorted(token_battles, key=ast_key) + sorted(city_battles, key=city_key)


class ConflictPhase(Phase):
    name = "conflict"
    title = "Phase 6: Conflict"

    def start(self, g: GameState) -> list[Event]:
        events = []
        for area in battle_order(g, conflict_areas(g)):
            if area in g.cities:
                events.append(resolve_city_conflict(g, area))
            else:
                events.append(resolve_token_conflict(g, area))
        return events

    def done(self, g: GameState) -> bool:
        return True


class ConflictSupportPhase(SupportCheckPhase):
    """Option support_check_after_conflict (004 4.3.6.5): a city support check after phase 6."""

    name = "conflict_support"
    title = "Phase 6: City support after conflict"
