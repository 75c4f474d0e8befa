"""Phase 6 — Conflict (rules 6.6, 8, A12, A15-A17; 001 11).

Conflicts are resolved automatically. The order matters only when a city owner lacks the 6
stock tokens that replace an attacked city (001 11.8.1: the city surrenders): token battles go
first, then city battles, each in AST order of the players involved (004 6.2). 001 11.8.2 gives
such an owner the right to have his other conflicts resolved first, to gather tokens in stock;
the city battles in which he attacks then go before the others. Whoever is threatened and has
a choice to make is asked first (a ``conflict_order`` decision, all at once): to demand that
right or decline it, and in which order his attacked cities are fought (the first get his stock
tokens first: which city to save). The default is the order the engine always used: the right
demanded by every owner below 6 tokens in stock, his cities in the usual order.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.geography import game_map
from engine.civ.order import ast_rank
from engine.civ.phases.base import SubmissionPhase
from engine.civ.phases.support import SupportCheckPhase
from engine.civ.state import GameState
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, MalformedAction
from engine.core.events import Event, public
from i18n.catalog import N_, _, l_

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


def token_fight(
    tokens: Mapping[str, int], metal_working: Collection[str], limit: int | None
) -> dict[str, int]:
    """The tokens each side keeps after a fight of tokens against tokens (rules 8.2; AdvCiv 000
    §24.2); ``limit`` None: until one side is left.

    Sides remove one token at a time, fewest tokens first, Metal Working holders after all
    others; sides level with each other remove together; the fight stops once one side is left
    or the area is no longer over its limit. The order is fixed when the fight starts (A12):
    every side still present removes exactly one token per cycle, so re-ranking after a cycle
    could never change it. Pure: the AI asks it what a fight would leave.
    """
    left = {s: n for s, n in tokens.items() if n > 0}
    key = {s: (s in metal_working, n) for s, n in left.items()}
    groups: list[list[str]] = []
    for s in sorted(left, key=lambda s: (key[s], s)):
        if groups and key[groups[-1][0]] == key[s]:
            groups[-1].append(s)
        else:
            groups.append([s])

    def over() -> bool:
        present = [s for s, n in left.items() if n > 0]
        return len(present) <= 1 or (limit is not None and sum(left.values()) <= limit)

    while not over():
        for group in groups:
            present = [s for s in group if left[s] > 0]
            for s in present:
                left[s] -= 1
            if present and over():
                break
    return {s: n for s, n in left.items() if n > 0}


def fight(g: GameState, area: str, limit: int | None) -> None:
    """Tokens against tokens in ``area`` (rules 8.2): the losses go to their owners' stocks."""
    occ = units.occupants(g, area)
    holders = {p for p in occ if units.has_card(g, p, "metal_working")}
    after = token_fight(occ, holders, limit)
    for p, n in occ.items():
        units.remove_to_stock(g, area, p, n - after.get(p, 0))


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


@action("conflict_order")
@dataclass(frozen=True)
class ConflictOrder(Action):
    """001 11.8.2, a threatened city owner's choice. ``first``: the city battles in which he
    attacks are fought before the others (his tokens lost there go to his stock); ignored when
    he attacks nowhere. ``save``: his attacked cities in the order they are fought, the first
    getting his stock tokens first; empty for the usual order."""

    first: bool = True
    save: tuple[str, ...] = ()


def _ast_key(g: GameState, area: str) -> tuple[int, str]:
    players = set(units.occupants(g, area))
    if area in g.cities:
        players.add(g.cities[area])
    return (min(ast_rank(g, p) for p in players), area)


def battle_order(
    g: GameState, areas: list[str], choices: dict[str, ConflictOrder] | None = None
) -> list[str]:
    """Token battles, then city battles, each in AST order (004 6.2). City battles in which a
    demanding owner attacks go first; an owner who named an order for his own cities has them
    fought in that order, in the places they hold. Without ``choices`` every owner below 6
    tokens in stock demands his right and nobody reorders (the engine's default)."""
    choices = choices or {}
    token_battles = sorted((a for a in areas if a not in g.cities), key=lambda a: _ast_key(g, a))
    city_battles = [a for a in areas if a in g.cities]
    owners = {g.cities[a] for a in city_battles}
    demanding = {
        o for o in owners if (choices[o].first if o in choices else g.ps(o).stock < CITY_REPLACEMENT)
    }

    def city_key(area: str) -> tuple[int, tuple[int, str]]:
        attackers = set(units.occupants(g, area)) - {g.cities[area]}
        return (0 if attackers & demanding else 1, _ast_key(g, area))

    sequence = sorted(city_battles, key=city_key)
    for owner in sorted(choices, key=lambda p: ast_rank(g, p)):
        save = choices[owner].save
        slots = [i for i, a in enumerate(sequence) if a in save]
        for i, area in zip(slots, save, strict=True):
            sequence[i] = area
    return token_battles + sequence


def own_city_battles(g: GameState, owner: str, areas: list[str]) -> list[str]:
    """The owner's cities under attack, in the usual order of battle."""
    return [a for a in battle_order(g, areas) if g.cities.get(a) == owner]


def strongly_attacked(g: GameState, owner: str, areas: list[str]) -> list[str]:
    """His cities that some attacker is strong enough to take (8.3: 7 tokens, 8 against Engineering)."""
    need = attack_threshold(g, owner)
    out = []
    for area in own_city_battles(g, owner, areas):
        attackers = [n for p, n in units.occupants(g, area).items() if p != owner]
        if max(attackers, default=0) >= need:
            out.append(area)
    return out


def attacks_by(g: GameState, player: str, areas: list[str]) -> list[str]:
    """City battles in which ``player`` attacks someone else's city."""
    return [a for a in areas if a in g.cities and g.cities[a] != player and units.tokens_in(g, a, player) > 0]


def has_surrender_choice(g: GameState, owner: str, areas: list[str]) -> bool:
    """001 11.8.2 gives him a choice: a city of his may surrender for want of stock, and he
    attacks elsewhere (the right to have those battles first) or has several cities attacked."""
    strong = strongly_attacked(g, owner, areas)
    if not strong or g.ps(owner).stock >= CITY_REPLACEMENT * len(strong):
        return False
    return bool(attacks_by(g, owner, areas)) or len(own_city_battles(g, owner, areas)) >= 2


@dataclass(frozen=True)
class ConflictOrderChoice(DecisionOptions):
    """``conflict_order`` (11.8): the player's attacked cities (and by whom), those attacked
    in strength, his own attacks, his stock and the tokens that replace a city."""

    cities: list[str]
    attacked_by: dict[str, list[str]]
    strong_attacks: list[str]
    attacks: list[str]
    stock: int
    replacement: int


class ConflictPhase(SubmissionPhase):
    name = "conflict"
    title = N_("Phase 6: Conflict")
    actions = (ConflictOrder,)

    def owing(self, g: GameState) -> list[str]:
        areas = conflict_areas(g)
        owners = {g.cities[a] for a in areas if a in g.cities}
        return [p for p in owners if has_surrender_choice(g, p, areas)]

    def decision(self, g: GameState, player: str) -> Decision:
        areas = conflict_areas(g)
        stock = g.ps(player).stock
        cities = own_city_battles(g, player, areas)
        attacks = attacks_by(g, player, areas)
        prompt = _(
            "Conflict: your cities in {cities} are attacked and your {stock} tokens in stock cannot "
            "replace each by {replacement} tokens; a city that cannot be replaced surrenders (rules 11.8).",
            cities=", ".join(cities),
            stock=stock,
            replacement=CITY_REPLACEMENT,
        )
        if attacks:
            prompt += " " + _(
                "You may demand that your attacks ({attacks}) be fought first, since your tokens lost there "
                "go to your stock, or decline.",
                attacks=", ".join(attacks),
            )
        if len(cities) > 1:
            prompt += " " + _(
                "Choose the order in which your cities are attacked: the first get your stock first."
            )
        return Decision(
            player,
            "conflict_order",
            prompt,
            ConflictOrderChoice(
                cities=cities,
                attacked_by={a: sorted(set(units.occupants(g, a)) - {player}) for a in cities},
                strong_attacks=strongly_attacked(g, player, areas),
                attacks=attacks,
                stock=stock,
                replacement=CITY_REPLACEMENT,
            ),
            ConflictOrder(player, stock < CITY_REPLACEMENT, tuple(cities)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ConflictOrder)
        if not isinstance(a.first, bool):
            raise MalformedAction(l_("'first' must be true (demand the right) or false (decline it)."))
        if not all(isinstance(c, str) for c in a.save):
            raise MalformedAction(l_("'save' lists your attacked cities by name."))
        cities = own_city_battles(g, a.player, conflict_areas(g))
        if a.save and sorted(a.save) != sorted(cities):
            raise IllegalAction(
                l_(
                    "Name each of your attacked cities once, in the order they are fought: {cities}.",
                    cities=rn.areas(cities),
                )
            )

    def after_all(self, g: GameState) -> list[Event]:
        d = self._data(g)
        choices: dict[str, ConflictOrder] = {}
        events: list[Event] = []
        for p in d.owed:
            a = d.received.get(p) or self.decision(g, p).default
            assert isinstance(a, ConflictOrder)
            choices[p] = a
            save = list(a.save) or own_city_battles(g, p, conflict_areas(g))
            events.append(public("conflict_order", player=p, first=a.first, save=save))
        for area in battle_order(g, conflict_areas(g), choices):
            if area in g.cities:
                events.append(resolve_city_conflict(g, area))
            else:
                events.append(resolve_token_conflict(g, area))
        return events


class ConflictSupportPhase(SupportCheckPhase):
    """Option support_check_after_conflict (004 4.3.6.5): a city support check after phase 6."""

    name = "conflict_support"
    title = N_("Phase 6: City support after conflict")
