"""Phase 1 — Taxation and revolt (rules 6.1, A3-A7, D13-D14).

Coinage holders choose a rate of 1-3 per city (everyone else pays 2); when all rates are in,
taxes are paid in AST order. A player who cannot pay for every city suffers revolts: the
player with the most tokens in stock chooses which of his cities revolt and takes them over
with cities of his own; the next players in stock order take what he cannot.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.content import board
from engine.civ.order import ast_order, most_stock_order
from engine.civ.phases.base import SubmissionPhase, Submissions
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from i18n.catalog import N_, _, l_


@action("set_tax_rate")
@dataclass(frozen=True)
class SetTaxRate(Action):
    rate: int = 2


@action("choose_revolt_cities")
@dataclass(frozen=True)
class ChooseRevoltCities(Action):
    """The player with most stock names the defaulter's revolting cities, in the order they
    are taken over (he takes the first ones; later takers the rest)."""

    defaulter: str = ""
    areas: tuple[str, ...] = ()


@dataclass(frozen=True)
class TaxRateChoice(DecisionOptions):
    """``tax_rate`` (Coinage): the rates allowed, the player's cities and stock."""

    rates: list[int]
    cities: int
    stock: int


@dataclass(frozen=True)
class RevoltChoice(DecisionOptions):
    """``revolt_cities``: whose cities revolt, how many, and which may."""

    defaulter: str
    count: int
    cities: list[str]


@dataclass
class Revolt:
    defaulter: str
    count: int


@serial.register("taxation_data")
@dataclass
class TaxationData(Submissions):
    rates: dict[str, int] = field(default_factory=dict)
    revolts: list[Revolt] = field(default_factory=list)
    rates_done: bool = False


class TaxationPhase(SubmissionPhase):
    name = "taxation"
    title = N_("Phase 1: Taxation")
    actions = (SetTaxRate, ChooseRevoltCities)

    def _td(self, g: GameState) -> TaxationData:
        assert isinstance(g.data, TaxationData)
        return g.data

    def start(self, g: GameState) -> list[Event]:
        owed = [p for p in ast_order(g) if self._must_choose_rate(g, p)]
        g.data = TaxationData(owed=owed)
        if not owed:
            return self.after_all(g)
        return []

    @staticmethod
    def _must_choose_rate(g: GameState, p: str) -> bool:
        return units.city_count(g, p) > 0 and units.has_card(g, p, "coinage")

    def decision(self, g: GameState, player: str) -> Decision:
        n = units.city_count(g, player)
        return Decision(
            player,
            "tax_rate",
            _(
                "Coinage: choose your tax rate (1, 2 or 3 tokens for each of your {cities} cities). Your "
                "stock holds {stock} tokens.",
                cities=n,
                stock=g.ps(player).stock,
            ),
            TaxRateChoice([1, 2, 3], n, g.ps(player).stock),
            SetTaxRate(player, 2),
        )

    def check(self, g: GameState, a: Action) -> None:
        if isinstance(a, ChooseRevoltCities):
            raise IllegalAction(l_("Revolting cities are chosen after every player has paid taxes."))
        assert isinstance(a, SetTaxRate)
        if a.rate not in (1, 2, 3):
            raise IllegalAction(l_("With Coinage the tax rate is 1, 2 or 3 tokens per city."))

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, SetTaxRate)
        self._td(g).rates[a.player] = a.rate
        return []

    def after_all(self, g: GameState) -> list[Event]:
        d = self._td(g)
        d.rates_done = True
        events: list[Event] = []
        for p in ast_order(g):
            cities = units.city_count(g, p)
            if not cities:
                continue
            rate = d.rates.get(p, 2)
            stock = g.ps(p).stock
            paid_cities = min(cities, stock // rate)
            paid = (
                stock
                if paid_cities < cities and g.options.tax_shortfall == "all_tokens"
                else paid_cities * rate
            )
            units.pay_from_stock_to_treasury(g, p, paid)
            events.append(public("taxes_paid", player=p, rate=rate, tokens=paid, cities=cities))
            if paid_cities < cities and self.may_revolt(g, p):
                d.revolts.append(Revolt(p, cities - paid_cities))
        events += self._settle_automatic_revolts(g)
        return events

    # -- revolts ---------------------------------------------------------------------

    def may_revolt(self, g: GameState, player: str) -> bool:
        """Whether the cities a player cannot pay for revolt."""
        return True

    def _ranking(self, g: GameState, defaulter: str) -> list[str]:
        ranking = most_stock_order(g)
        if not g.options.revolt_defaulter_can_take:
            ranking.remove(defaulter)
        return ranking

    def _settle_automatic_revolts(self, g: GameState) -> list[Event]:
        """Settle, in order, every revolt that needs nobody's choice."""
        d = self._td(g)
        events: list[Event] = []
        while d.revolts:
            r = d.revolts[0]
            chooser = self._ranking(g, r.defaulter)[0]
            if chooser == r.defaulter:
                events.append(public("revolt_averted", player=r.defaulter, cities=r.count))
                d.revolts.pop(0)
                continue
            if r.count >= units.city_count(g, r.defaulter) and len(self._shares(g, r)) <= 1:
                # Every city revolts and all go the same way: there is nothing to choose.
                events += self._take_over(g, r, tuple(units.cities_of(g, r.defaulter)))
                continue
            break
        return events

    def _shares(self, g: GameState, r: Revolt) -> list[tuple[str, int]]:
        """Where the revolting cities go, walking the stock ranking (D13): (taker, how many);
        the defaulter when they stay his, "" for the cities nobody can take (removed)."""
        left = r.count
        out: list[tuple[str, int]] = []
        for taker in self._ranking(g, r.defaulter):
            if not left:
                break
            n = left if taker == r.defaulter else min(left, units.cities_in_stock(g, taker))
            if n:
                out.append((taker, n))
                left -= n
        if left:
            out.append(("", left))
        return out

    def waiting_for(self, g: GameState) -> list[str]:
        d = self._td(g)
        if not d.rates_done:
            return super().waiting_for(g)
        if d.revolts:
            return [self._ranking(g, d.revolts[0].defaulter)[0]]
        return []

    def expects(self, g: GameState, player: str) -> bool:
        if self._td(g).rates_done:
            return player in self.waiting_for(g)
        return super().expects(g, player)

    def first_pending(self, g: GameState) -> list[Decision]:
        if not self._td(g).rates_done:
            return super().first_pending(g)
        return self.pending(g)[:1]

    def pending(self, g: GameState) -> list[Decision]:
        d = self._td(g)
        if not d.rates_done:
            return super().pending(g)
        if not d.revolts:
            return []
        r = d.revolts[0]
        chooser = self.waiting_for(g)[0]
        cities = units.cities_of(g, r.defaulter)
        takes = units.cities_in_stock(g, chooser)
        if r.count >= len(cities):
            # 6.1 steps 4-5: every city revolts but the taker cannot take them all; he says which
            # he takes (the first ones named), the next takers down the ranking get the rest.
            prompt = _(
                "All {cities} of {defaulter}'s cities revolt, and you can take over only {takes}. Name "
                "them in the order they are taken over: you take the first {takes}, the players with the "
                "next largest stocks the rest.",
                cities=len(cities),
                defaulter=r.defaulter,
                takes=takes,
            )
            default = tuple(cities)
        else:
            prompt = _(
                "{count} of {defaulter}'s cities revolt. Choose which, in the order they are taken over "
                "(you take up to {takes}).",
                count=r.count,
                defaulter=r.defaulter,
                takes=takes,
            )
            default = tuple(sorted(cities, key=lambda a: (-board().areas[a].population_limit, a))[: r.count])
        return [
            Decision(
                chooser,
                "revolt_cities",
                prompt,
                RevoltChoice(r.defaulter, r.count, cities),
                ChooseRevoltCities(chooser, r.defaulter, default),
            )
        ]

    def apply(self, g: GameState, a: Action) -> list[Event]:
        d = self._td(g)
        if isinstance(a, SetTaxRate):
            if d.rates_done:
                raise IllegalAction(l_("Tax rates are already set for this round."))
            return super().apply(g, a)
        assert isinstance(a, ChooseRevoltCities)
        r = d.revolts[0]
        if a.defaulter != r.defaulter:
            raise IllegalAction(l_("The revolt to settle now is {player}'s.", player=r.defaulter))
        own = set(units.cities_of(g, r.defaulter))
        if len(a.areas) != r.count or len(set(a.areas)) != r.count or not set(a.areas) <= own:
            raise IllegalAction(
                l_(
                    "Name exactly {n} different cities of {player}: {cities}.",
                    n=r.count,
                    player=r.defaulter,
                    cities=rn.areas(sorted(own)),
                )
            )
        events = self._take_over(g, r, a.areas)
        return events + self._settle_automatic_revolts(g)

    def _take_over(self, g: GameState, r: Revolt, areas: tuple[str, ...]) -> list[Event]:
        """Walk the stock ranking: each taker replaces what his city stock allows (D13)."""
        shares = self._shares(g, r)
        self._td(g).revolts.pop(0)
        left = list(areas)
        events: list[Event] = []
        for taker, n in shares:
            take, left = left[:n], left[n:]
            if taker == r.defaulter:
                events.append(public("revolt_returned", player=r.defaulter, areas=take))
            elif taker:
                for area in take:
                    units.remove_city(g, area)
                    units.place_city(g, area, taker)
                    g.revolt_cities.append(area)
                events.append(public("cities_revolted", player=r.defaulter, taker=taker, areas=take))
            else:
                for area in take:
                    units.remove_city(g, area)
                events.append(public("cities_lost_to_revolt", player=r.defaulter, areas=take))
        return events
