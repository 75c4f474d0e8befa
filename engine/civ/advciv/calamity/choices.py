"""Choices of cities that several calamities ask for (Treachery, Superstition, Flood's coastal
city, Civil Disorder, Piracy): one step names who chooses, among which cities, how many, the
most any one owner may lose, and what happens to the cities chosen.

A step chooses exactly ``count`` cities when that many can be chosen within the limits, else
all it can (000 §29.64: secondary victims must be named; the reference's "fewer eligible
cities means fewer"). Defaults: a player's own cities that cost him least, another player's
that cost their owner most.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv import neutrals
from engine.civ.calamity.base import Outcome, Step, best_to_reduce, reduction_value
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, MalformedAction
from engine.core.events import Event, public
from i18n.catalog import SOURCE, _, l_, n_, speaking


@action("choose_cities")
@dataclass(frozen=True)
class ChooseCities(Action):
    areas: tuple[str, ...] = ()


@action("choose_one")
@dataclass(frozen=True)
class ChooseOne(Action):
    """One of several equal choices (a volcano, a flood plain, an area for the barbarians)."""

    choice: str = ""


ACTIONS: tuple[type[Action], ...] = (ChooseCities, ChooseOne)


@dataclass(frozen=True)
class CitiesChoice(DecisionOptions):
    """A choice of cities (``treachery``, ``superstition``, ``flood_coastal_city``,
    ``advciv_civil_disorder``, ``advciv_piracy``): the calamity, the cities that may be chosen
    and their owners, how many to choose, and the most any one owner may lose."""

    calamity: str
    cities: list[str]
    owners: dict[str, str]
    count: int
    per_owner_max: dict[str, int]


@dataclass(frozen=True)
class PlainTieChoice(DecisionOptions):
    """``advciv_flood_plain``: the equally damaging flood plains, each with its areas."""

    plains: dict[str, list[str]]


@dataclass(frozen=True)
class VolcanoTieChoice(DecisionOptions):
    """``volcano_tie``: the equally damaging volcanoes, each with the areas it strikes."""

    volcanoes: dict[str, list[str]]


@dataclass(frozen=True)
class QuakeTieChoice(DecisionOptions):
    """``advciv_earthquake``: the equally damaging (own city, neighbouring city) pairs; an empty
    neighbour is none."""

    choices: list[list[str]]


# What happens to the cities chosen.
REDUCE, DESTROY, PIRATE, TREACHERY = "reduce", "destroy", "pirate", "treachery"


def choosable(allowed: list[str], g: GameState, limits: dict[str, int], count: int) -> int:
    """How many cities can be chosen within the per-owner limits (at most ``count``)."""
    per_owner = Counter(g.cities[a] for a in allowed)
    return min(count, sum(min(n, limits.get(o, n)) for o, n in per_owner.items()))


def strike_cities(
    g: GameState, calamity: str, areas: tuple[str, ...] | list[str], then: str, taker: str = ""
) -> list[Event]:
    """Reduce, destroy, make pirate or hand over (Treachery) the cities in ``areas``."""
    events: list[Event] = []
    for area in areas:
        owner = g.cities[area]
        if then == REDUCE:
            placed = units.reduce_city(g, area)
            events.append(public("city_reduced", player=owner, area=area, tokens=placed, calamity=calamity))
        elif then == TREACHERY and units.cities_in_stock(g, taker) > 0:
            units.remove_city(g, area)
            units.place_city(g, area, taker)
            events.append(public("city_taken", player=owner, area=area, taker=taker, calamity=calamity))
        else:
            units.remove_city(g, area)
            pirate = then == PIRATE and neutrals.place_pirate_city(g, area)
            kind = "pirate_city" if pirate else "city_destroyed"
            events.append(public(kind, player=owner, area=area, calamity=calamity))
    return events


@serial.register("advciv_cal_cities")
@dataclass
class CitiesStep(Step):
    """``chooser`` names ``count`` of ``allowed`` (per-owner ``limits``); ``then`` says their fate."""

    kind: str = ""
    # The question's English, as it was put: kept in saved positions and their digests; the
    # question is said again in the language spoken from the step itself (``question``).
    prompt: str = ""
    chooser: str = ""
    allowed: list[str] = field(default_factory=list)
    count: int = 0
    limits: dict[str, int] = field(default_factory=dict)
    then: str = REDUCE
    taker: str = ""

    accepts = (ChooseCities,)

    def needed(self, g: GameState) -> int:
        return choosable(self.allowed, g, self.limits, self.count)

    def default(self, g: GameState) -> tuple[str, ...]:
        if all(g.cities[a] == self.chooser for a in self.allowed):
            return best_to_reduce(g, self.allowed, self.needed(g))
        chosen: list[str] = []
        taken: Counter[str] = Counter()
        for area in sorted(self.allowed, key=lambda a: (reduction_value(g, a), a)):
            owner = g.cities[area]
            if len(chosen) < self.needed(g) and taken[owner] < self.limits.get(owner, self.count):
                chosen.append(area)
                taken[owner] += 1
        return tuple(chosen)

    def decision(self, g: GameState, player: str) -> Decision:
        n = self.needed(g)
        return Decision(
            player,
            self.kind,
            question(g, self) + " " + _("Choose {n}: {cities}.", n=n, cities=", ".join(self.allowed)),
            CitiesChoice(
                calamity=self.calamity,
                cities=list(self.allowed),
                owners={a: g.cities[a] for a in self.allowed},
                count=n,
                per_owner_max=dict(self.limits),
            ),
            ChooseCities(player, self.default(g)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ChooseCities)
        if len(set(a.areas)) != len(a.areas):
            raise MalformedAction(l_("Name each city once."))
        for area in a.areas:
            if area not in self.allowed:
                raise IllegalAction(
                    l_(
                        "{area} cannot be chosen here; choose among {allowed}.",
                        area=repr(area),
                        allowed=rn.areas(self.allowed),
                    )
                )
        for owner, k in Counter(g.cities[x] for x in a.areas).items():
            if k > self.limits.get(owner, k):
                raise IllegalAction(
                    l_("At most {n} of {owner}'s cities may be chosen.", n=self.limits[owner], owner=owner)
                )
        n = self.needed(g)
        if len(a.areas) != n:
            raise IllegalAction(l_("Choose exactly {n} cities; you named {named}.", n=n, named=len(a.areas)))

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.chooser)
        assert isinstance(a, ChooseCities)
        return Outcome(strike_cities(g, self.calamity, a.areas, self.then, self.taker))


def choose_cities(
    g: GameState,
    calamity: str,
    holder: str,
    chooser: str,
    allowed: list[str],
    count: int,
    then: str,
    kind: str,
    limits: dict[str, int] | None = None,
    taker: str = "",
) -> Outcome:
    """Ask ``chooser`` for the cities; nothing when none can be chosen, and no question when
    the choice is forced (every allowed city goes)."""
    step = CitiesStep(
        calamity=calamity,
        holder=holder,
        kind=kind,
        chooser=chooser,
        allowed=sorted(allowed),
        count=count,
        limits=dict(limits or {}),
        then=then,
        taker=taker,
    )
    with speaking(SOURCE):
        step.prompt = question(g, step)
    n = step.needed(g)
    if n == 0:
        return Outcome()
    if n == len(step.allowed):
        return Outcome(strike_cities(g, calamity, step.allowed, then, taker))
    step.owed = [chooser]
    return Outcome([], [step])


def question(g: GameState, step: CitiesStep) -> str:
    """What the calamity does to the cities ``step`` asks for, in the language spoken."""
    n, holder = step.count, step.holder
    if step.kind == "treachery":
        if step.then == REDUCE:
            return _("Treachery (kept): one of your cities is reduced.")
        if units.cities_in_stock(g, step.taker) > 0:
            return _("Treachery: one of {holder}'s cities becomes yours.", holder=holder)
        return _(
            "Treachery: you have no city in stock, so one of {holder}'s cities is destroyed.", holder=holder
        )
    if step.kind == "superstition":
        return n_(
            "Superstition: {n} of your cities are reduced.",
            "Superstition: {n} of your cities are reduced.",
            n,
        )
    if step.kind == "advciv_civil_disorder":
        kept = units.city_count(g, holder) - n
        return n_(
            "Civil Disorder: all your cities but {n} are reduced.",
            "Civil Disorder: all your cities but {n} are reduced.",
            kept,
        )
    if step.kind == "flood_coastal_city":
        if step.then == REDUCE:
            return _(
                "Flood: you have no vulnerable unit on a flood plain, so one of your coastal cities is "
                "reduced."
            )
        return _(
            "Flood: you have no vulnerable unit on a flood plain, so one of your coastal cities is destroyed."
        )
    if step.limits:
        return n_(
            "Piracy: {n} coastal cities of other players become pirate cities, at most one each.",
            "Piracy: {n} coastal cities of other players become pirate cities, at most one each.",
            n,
        )
    return n_(
        "Piracy: {n} of {holder}'s coastal cities become pirate cities.",
        "Piracy: {n} of {holder}'s coastal cities become pirate cities.",
        n,
        holder=holder,
    )
