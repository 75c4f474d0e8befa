"""Conflict in one area (rules reference §6.6, 000 §24), with neutral sides.

A battle is computed on a :class:`Situation` (who stands in the area) by a pure function, so
the barbarians can weigh where they do the most damage before moving (000 §30.5234), and then
applied to the state. Sides are player ids, ``BARBARIANS`` and ``PIRATES`` (the defenders of a
pirate city, put in only for the fight, 000 §24.34).

Token against token (000 §24.2): sides remove one token at a time, the weakest first and
holders of Metalworking after all others; equal sides remove together; it stops once one
side is left or the area is no longer over its limit (K1). Against a city (000 §24.3-24.4):
every token in the area fights until one side is left (players never ally, 000 §24.33); if
that side is not the city's and has enough tokens (7; one fewer with the attacker's
Engineering, one more with the defender's, 000 §24.35), the city is replaced by the
defender's tokens (6, with the same changes), as many as his stock holds (no surrender,
000 §24.32), and the fight goes on to the area's limit. Neutrals hold no cards (000 §30.5252).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.civ import units
from engine.civ.advciv import neutrals
from engine.civ.advciv.content import setup
from engine.civ.advciv.neutrals import BARBARIANS, PIRATES
from engine.civ.advciv.state import adv
from engine.civ.geography import game_map
from engine.civ.phases.conflict import token_fight as fight
from engine.civ.state import GameState
from engine.core.events import Event, public

NEUTRAL = (BARBARIANS, PIRATES)


@dataclass(frozen=True)
class Situation:
    """Who stands in an area, as a battle sees it."""

    tokens: dict[str, int]
    city: str | None  # the city's owner, PIRATES, or None
    limit: int
    metalworking: frozenset[str]
    engineering: frozenset[str]
    city_stock: int  # tokens the city's owner can put in its place


@dataclass(frozen=True)
class Outcome:
    tokens: dict[str, int]  # every side's tokens after the battle (the city's replacement included)
    result: str  # "fight", "repelled", "too_weak" or "city_destroyed"
    attacker: str | None  # the side that attacked the city
    replaced_by: int  # tokens the city's owner put in its place

    def loss(self, s: Situation, side: str) -> int:
        """Unit points ``side`` lost (a city 5, a token 1; 000 §29.62)."""
        before = s.tokens.get(side, 0) + (5 if s.city == side else 0)
        city_after = s.city == side and self.result != "city_destroyed"
        return before - self.tokens.get(side, 0) - (5 if city_after else 0)


def attack_numbers(attacker: str, s: Situation) -> tuple[int, int]:
    """(tokens needed to attack the city, tokens that replace it) (000 §24.35, K6)."""
    row = setup().city_attack[(attacker in s.engineering, s.city in s.engineering)]
    return row.need, row.replaced_by


def battle(s: Situation) -> Outcome:
    """The result of the conflict in an area (pure)."""
    if s.city is None:
        return Outcome(fight(s.tokens, s.metalworking, s.limit), "fight", None, 0)
    survivors = fight(s.tokens, s.metalworking, None)
    attacker = next((side for side in survivors if side != s.city), None)
    if attacker is None:
        return Outcome(survivors, "repelled", None, 0)
    need, replaced = attack_numbers(attacker, s)
    if survivors[attacker] < need:
        return Outcome({}, "too_weak", attacker, 0)
    put = min(replaced, s.city_stock)
    after = fight({attacker: survivors[attacker], s.city: put}, s.metalworking, s.limit)
    return Outcome(after, "city_destroyed", attacker, put)


def situation(g: GameState, area: str, extra_barbarians: int = 0) -> Situation:
    """The area as it stands (with ``extra_barbarians`` arriving)."""
    tokens = dict(units.occupants(g, area))
    barbarians = neutrals.barbarians_in(g, area) + extra_barbarians
    if barbarians:
        tokens[BARBARIANS] = barbarians
    owner = g.cities.get(area)
    city = owner if owner is not None else (PIRATES if neutrals.has_pirate_city(g, area) else None)
    players = [p for p in {*tokens, owner} if p is not None and p not in NEUTRAL]
    if city == PIRATES:
        stock = neutrals.token_supply(adv(g)) - extra_barbarians
    else:
        stock = g.ps(city).stock if city is not None else 0
    return Situation(
        tokens,
        city,
        game_map(g).population_limit(area),
        frozenset(p for p in players if units.has_card(g, p, "metal_working")),
        frozenset(p for p in players if units.has_card(g, p, "engineering")),
        stock,
    )


def in_conflict(g: GameState, area: str) -> bool:
    """000 §24.1: an area with a city is full; elsewhere several sides over the limit."""
    s = situation(g, area)
    sides = [side for side, n in s.tokens.items() if n > 0]
    if s.city is not None:
        return any(side != s.city for side in sides)
    return len(sides) >= 2 and sum(s.tokens.values()) > s.limit


def apply_outcome(g: GameState, area: str, s: Situation, out: Outcome) -> None:
    """Change the state as the battle ended: tokens to stocks or the supply, the city gone."""
    if out.result == "city_destroyed":
        if s.city == PIRATES:
            neutrals.remove_pirate_city(g, area)
        else:
            assert s.city is not None
            units.remove_city(g, area)
    for side in sorted(set(s.tokens) | set(out.tokens)):
        before = s.tokens.get(side, 0)
        after = out.tokens.get(side, 0)
        if side == PIRATES:
            continue  # pirate defenders are only put in for the fight (000 §24.34)
        if side == BARBARIANS:
            if after > before:
                neutrals.place_barbarians(g, area, after - before)
            elif after < before:
                neutrals.remove_barbarians(g, area, before - after)
        elif after > before:
            units.place_from_stock(g, area, side, after - before)
        elif after < before:
            units.remove_to_stock(g, area, side, before - after)


def battle_event(area: str, s: Situation, out: Outcome) -> Event:
    if s.city is None:
        return public("conflict", area=area, before=dict(s.tokens), after=dict(out.tokens))
    return public(
        "city_attacked",
        area=area,
        owner=s.city,
        attacker=out.attacker,
        result=out.result,
        before=dict(s.tokens),
        after={side: n for side, n in out.tokens.items() if side != PIRATES},
        replaced_by=out.replaced_by,
    )
