"""Phase 6 — Conflict (rules reference §6.6, 000 §24), and pillage (000 §24.5).

Every conflict is resolved automatically (K2), conflicts without a city first, then attacks on
cities (K4) — those in which a defender short of the tokens that replace a city is himself an
attacker go first, so his stock is the fullest it can be (000 §24.32). A player whose
attack destroys another player's city, or a pirate city, with at least one of his tokens left
(K3) pillages it: he moves up to 3 tokens from his stock to his treasury (his choice, asked at
once; 000 §24.51) and takes one random trade card from the victim's hand (000 §24.52; none
from a pirate city). Barbarians never pillage (000 §30.526).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ import units
from engine.civ.advciv.content import setup
from engine.civ.advciv.fight import NEUTRAL, apply_outcome, battle, battle_event, in_conflict, situation
from engine.civ.advciv.neutrals import PIRATES
from engine.civ.advciv.state import adv
from engine.civ.cards import add_to_hand
from engine.civ.order import ast_rank
from engine.civ.phases.base import Phase
from engine.civ.state import GameState, PhaseData
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, private, public
from engine.core.rng import Rng
from i18n.catalog import N_, _, l_


@action("pillage")
@dataclass(frozen=True)
class Pillage(Action):
    """How many tokens the attacker moves from his stock to his treasury (0-3)."""

    tokens: int = 0


@dataclass(frozen=True)
class PillageChoice(DecisionOptions):
    """``pillage`` (000 §24.51): the city area destroyed, the most tokens that may move from
    stock to treasury, and the stock."""

    area: str
    max: int
    stock: int


@serial.register("advciv_conflict_data")
@dataclass
class ConflictData(PhaseData):
    # Areas still to resolve, in order.
    areas: list[str] = field(default_factory=list)
    # A pillage waiting for the attacker's answer: who, and the area.
    pillager: str = ""
    area: str = ""


def conflict_areas(g: GameState) -> list[str]:
    s = adv(g)
    candidates = {*g.tokens, *s.barbarians}
    return sorted(a for a in candidates if in_conflict(g, a))


def battle_order(g: GameState, areas: list[str]) -> list[str]:
    """Token battles, then city battles (K4), each in AST order of the players involved."""
    s = adv(g)

    def is_city(area: str) -> bool:
        return area in g.cities or area in s.pirate_cities

    def rank(area: str) -> tuple[int, str]:
        players = [p for p in situation(g, area).tokens if p not in NEUTRAL]
        if area in g.cities:
            players.append(g.cities[area])
        return (min((ast_rank(g, p) for p in players), default=99), area)

    threatened = {
        g.cities[a]
        for a in areas
        if a in g.cities and g.ps(g.cities[a]).stock < setup().city_attack[(False, False)].replaced_by
    }

    def city_key(area: str) -> tuple[int, tuple[int, str]]:
        attackers = set(units.occupants(g, area)) - {g.cities.get(area, "")}
        return (0 if attackers & threatened else 1, rank(area))

    token_battles = [a for a in areas if not is_city(a)]
    city_battles = [a for a in areas if is_city(a)]
    return sorted(token_battles, key=rank) + sorted(city_battles, key=city_key)


def pillage_limit(g: GameState, player: str) -> int:
    return min(setup().pillage_max, g.ps(player).stock)


def take_random_card(g: GameState, attacker: str, victim: str) -> list[Event]:
    """000 §24.52: one random trade card from the victim's hand, if he holds any."""
    hand = g.ps(victim).hand
    if not hand:
        return []
    rng = Rng(g.rng)
    card = hand[rng.below(len(hand))]
    g.rng = rng.state
    hand.remove(card)
    add_to_hand(g, attacker, [card])
    return [
        public("card_taken", player=attacker, victim=victim, count=1),
        private("card_taken_private", (attacker, victim), player=attacker, victim=victim, card=card),
    ]


class AdvConflictPhase(Phase):
    name = "conflict"
    title = N_("Phase 6: Conflict")
    actions = (Pillage,)

    def _data(self, g: GameState) -> ConflictData:
        assert isinstance(g.data, ConflictData)
        return g.data

    def start(self, g: GameState) -> list[Event]:
        g.data = ConflictData(areas=battle_order(g, conflict_areas(g)))
        return self._run(g)

    def _run(self, g: GameState) -> list[Event]:
        """Resolve battles in order until an attacker must choose his pillage."""
        d = self._data(g)
        events: list[Event] = []
        while d.areas and not d.pillager:
            area = d.areas.pop(0)
            if not in_conflict(g, area):
                continue  # an earlier battle cannot empty it, but stay safe for odd positions
            s = situation(g, area)
            out = battle(s)
            apply_outcome(g, area, s, out)
            events.append(battle_event(area, s, out))
            attacker = out.attacker
            won = out.result == "city_destroyed" and attacker is not None and attacker not in NEUTRAL
            if won and attacker is not None and out.tokens.get(attacker, 0) > 0:
                events.append(public("city_pillaged", player=attacker, area=area, owner=s.city))
                if s.city is not None and s.city != PIRATES:
                    events += take_random_card(g, attacker, s.city)
                if pillage_limit(g, attacker) > 0:
                    d.pillager, d.area = attacker, area
        return events

    def pending(self, g: GameState) -> list[Decision]:
        d = self._data(g)
        if not d.pillager:
            return []
        most = pillage_limit(g, d.pillager)
        return [
            Decision(
                d.pillager,
                "pillage",
                _(
                    "You destroyed the city in {area}: pillage it by moving up to {most} tokens from your "
                    "stock to your treasury (000 §24.51).",
                    area=d.area,
                    most=most,
                ),
                PillageChoice(d.area, most, g.ps(d.pillager).stock),
                Pillage(d.pillager, most),
            )
        ]

    def apply(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, Pillage)
        d = self._data(g)
        most = pillage_limit(g, a.player)
        if not 0 <= a.tokens <= most:
            raise IllegalAction(
                l_(
                    "Pillage moves 0 to {most} tokens from your stock to your treasury, not {n}.",
                    most=most,
                    n=a.tokens,
                )
            )
        units.pay_from_stock_to_treasury(g, a.player, a.tokens)
        events = [public("pillage_taken", player=a.player, area=d.area, tokens=a.tokens)]
        d.pillager, d.area = "", ""
        return events + self._run(g)

    def done(self, g: GameState) -> bool:
        d = self._data(g)
        return not d.pillager and not d.areas
