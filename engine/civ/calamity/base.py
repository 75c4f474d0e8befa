"""The step protocol of phase 12 and the board changes every calamity shares.

Steps follow the core's step protocol (``engine.core.steps``): each is a serialisable dataclass
held in the phase's queue, owing answers from some players and running once they are in.

The calamity floor (option calamity_floor, rules 14.4, A49) is applied here, unit by unit:
a player whose strength is below 16 loses nothing more to calamities.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.content import board, trade_cards
from engine.civ.order import ast_rank
from engine.civ.state import GameState
from engine.core import steps
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from engine.core.said_json import english, said_to_json
from i18n.catalog import Said, l_

FLOOR = 16


@dataclass
class Step(steps.Step[GameState]):
    """Base of every phase-12 step: the calamity it belongs to and the player who holds it."""

    calamity: str = ""
    holder: str = ""

    def run(self, g: GameState) -> Outcome:
        """Apply the collected answers (all owed players have answered)."""
        return Outcome()


Outcome = steps.Outcome[Step]


def no_effect_event(holder: str, calamity: str, why: Said) -> Event:
    """``calamity`` leaves ``holder`` untouched, and why: in English as it always read, and as
    the message itself, which each reader's narrator says in his language."""
    kept = {"reason": english(why), "reason_said": said_to_json(why)}
    return public("calamity_no_effect", player=holder, calamity=calamity, **kept)


def calamity_name(calamity: str) -> str:
    return trade_cards().calamities[calamity].name


def in_ast_order(g: GameState, players: list[str]) -> list[str]:
    return sorted(players, key=lambda p: ast_rank(g, p))


def other_players(g: GameState, player: str) -> list[str]:
    return [p for p in in_ast_order(g, list(g.players)) if p != player]


def protected(g: GameState, player: str) -> bool:
    """Rules 14.4: with the floor rule, a player below 16 points loses nothing to calamities."""
    return g.options.calamity_floor and units.strength(g, player) < FLOOR


def lose_tokens(g: GameState, area: str, player: str, n: int) -> int:
    """Remove up to ``n`` tokens to stock, one at a time, stopping at the floor."""
    lost = 0
    while lost < n and not protected(g, player):
        units.remove_to_stock(g, area, player, 1)
        lost += 1
    return lost


def eliminate_city(g: GameState, area: str) -> bool:
    """Rules 11.2 step 5: a city lost to a calamity goes to stock (unless the floor spares it)."""
    if protected(g, g.cities[area]):
        return False
    units.remove_city(g, area)
    return True


def reduce_city(g: GameState, area: str) -> int | None:
    """Reduce a city (rules 6.8 step 3, option reduction_stock_shortage); None if the floor
    spares it. Returns the tokens placed."""
    if protected(g, g.cities[area]):
        return None
    return units.reduce_city(g, area, destroy_if_short=g.options.reduction_stock_shortage == "destroy")


def reduce_cities(g: GameState, calamity: str, areas: list[str] | tuple[str, ...]) -> list[Event]:
    events: list[Event] = []
    for area in areas:
        owner = g.cities[area]
        placed = reduce_city(g, area)
        if placed is None:
            events.append(public("calamity_floor", player=owner, calamity=calamity, area=area))
        else:
            events.append(public("city_reduced", player=owner, area=area, tokens=placed, calamity=calamity))
    return events


def reduction_value(g: GameState, area: str) -> int:
    """Tokens a reduction of the city in ``area`` would put back (for defaults: most first)."""
    owner = g.cities[area]
    limit = board().areas[area].population_limit + (1 if units.has_card(g, owner, "agriculture") else 0)
    return min(limit, g.ps(owner).stock)


def best_to_reduce(g: GameState, cities: list[str], n: int) -> tuple[str, ...]:
    """The ``n`` cities whose reduction costs the fewest points (most tokens back)."""
    return tuple(sorted(cities, key=lambda a: (-reduction_value(g, a), a))[:n])


def check_cities(g: GameState, areas: tuple[str, ...], allowed: list[str], what: Said) -> None:
    if len(set(areas)) != len(areas):
        raise IllegalAction(l_("Each city can be named only once."))
    for area in areas:
        if area not in allowed:
            raise IllegalAction(
                l_(
                    "{area} is not {what}; choose among {allowed}.",
                    area=repr(area),
                    what=what,
                    allowed=rn.areas(allowed),
                )
            )
