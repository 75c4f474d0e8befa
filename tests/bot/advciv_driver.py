"""Play Advanced Civilization through Discord: a random legal player decides for each seat, and
its decision is sent the way a person would send it, with the slash commands and the buttons and
selects of the DM prompt of its dedicated form. Nothing goes through the generic answer form:
a decision the driver cannot send through its form fails the test."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

from ai.random_player import RandomPlayer
from engine import pending
from engine.civ.advciv.calamity.choices import ChooseCities, ChooseOne
from engine.civ.advciv.calamity.losses import AdvLoseUnits
from engine.civ.advciv.calamity.monotheism import ConvertArea
from engine.civ.advciv.phases.cities import AdvBuildCities
from engine.civ.advciv.phases.civ_cards import AdvBuyCivCards
from engine.civ.advciv.phases.conflict import Pillage
from engine.civ.advciv.phases.discard import DiscardCards
from engine.civ.advciv.phases.movement import RoadMove
from engine.civ.advciv.phases.trade import DeclaredCounter, DeclaredOffer, DeclaredRevise
from engine.civ.advciv.purchase import cheapest_payment, price_cards
from engine.civ.calamity.civil_war import KeepFaction, PickFaction, TakeCities
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.calamity.losses import AssignLosses
from engine.civ.calamity.volcano import EarthquakeChoice
from engine.civ.phases.expansion import DistributeGrowth
from engine.civ.phases.movement import EndMovement, MoveLand, UndoMove, Voyage
from engine.civ.phases.setup import ChooseNation
from engine.civ.phases.ships import ShipOrders
from engine.civ.phases.support import ReduceCities
from engine.civ.phases.taxation import ChooseRevoltCities, SetTaxRate
from engine.civ.phases.trade_cards import BuyGold
from engine.civ.trade_protocol import Accept, Decline, DoneTrading, Withdraw
from engine.core.actions import Action
from engine.core.decisions import Decision
from tests.bot.driver import find
from tests.bot.helpers import custom_ids, prompt_message, texts, user_of

CITY_KINDS = ("treachery", "superstition", "advciv_civil_disorder", "flood_coastal_city", "advciv_piracy")
PLACE_OPS = {"volcano_tie": "av", "advciv_flood_plain": "af", "barbarian_area": "ah"}
UNIT_PREFIX = {"advciv_lose_units": "al", "civil_war_pick": "zp", "advciv_civil_war_military": "ay"}


def copies(cards: tuple[str, ...] | list[str]) -> list[str]:
    """Select values for a multiset of cards: "hides#0", "hides#1"."""
    seen: Counter[str] = Counter()
    out = []
    for c in sorted(cards):
        out.append(f"{c}#{seen[c]}")
        seen[c] += 1
    return out


class AdvDriver:
    def __init__(self, world: Any, live: Any, thread: Any, seed: int = 0) -> None:
        self.w, self.live, self.thread = world, live, thread
        self.agents = {p: RandomPlayer(seed * 10 + i) for i, p in enumerate(live.seats)}
        self.sent: Counter[str] = Counter()
        self.kinds: Counter[str] = Counter()
        self.user: Any = None
        self.last = 0.0

    async def step(self) -> None:
        g = self.live.state
        d = pending(g)[0]
        await self.send(self.agents[d.player].act(g, d), d)

    async def send(self, a: Action, d: Decision) -> None:
        live = self.live
        self.user = user_of(self.w, live, d.player)
        self.sent[type(a).__name__] += 1
        self.kinds[d.kind] += 1
        before = live.version
        r = await self.dispatch(a, d)
        assert live.version > before, (d.kind, type(a).__name__, texts(r) if r is not None else "")

    async def dispatch(self, a: Action, d: Decision) -> Any:
        senders: dict[type[Action], Callable[[Any, Decision], Awaitable[Any]]] = {
            ChooseNation: self.nation,
            SetTaxRate: lambda a, d: self.click("tx", str(a.rate)),
            ChooseRevoltCities: lambda a, d: self.many("rv", list(a.areas)),
            DistributeGrowth: self.growth,
            ShipOrders: self.ships,
            MoveLand: self.move,
            RoadMove: self.road,
            Voyage: self.sail,
            EndMovement: lambda a, d: self.click("me"),
            UndoMove: lambda a, d: self.click("mu"),
            Pillage: lambda a, d: self.click("ag", str(a.tokens)),
            AdvBuildCities: self.build,
            ReduceCities: lambda a, d: self.many("rc", list(a.areas)),
            BuyGold: lambda a, d: self.choose("gd", [str(a.count)]),
            DoneTrading: lambda a, d: self.click("atd"),
            Accept: lambda a, d: self.choose("ata", [f"accept={a.offer}"]),
            Decline: lambda a, d: self.choose("ata", [f"decline={a.offer}"]),
            Withdraw: lambda a, d: self.choose("ata", [f"withdraw={a.offer}"]),
            DeclaredOffer: self.offer,
            DeclaredCounter: self.offer,
            DeclaredRevise: self.offer,
            ChooseCities: self.cities,
            ChooseOne: lambda a, d: self.choose(PLACE_OPS[d.kind], [a.choice]),
            EarthquakeChoice: lambda a, d: self.choose("aeq", [f"{a.city}/{a.neighbour}"]),
            IconoclasmChoice: self.iconoclasm,
            ConvertArea: lambda a, d: self.choose("amc", [a.area]) if a.area else self.click("am0"),
            AdvLoseUnits: self.units,
            PickFaction: self.units,
            AssignLosses: self.shares,
            KeepFaction: lambda a, d: self.click("zkk", a.keep),
            TakeCities: self.take_cities,
            AdvBuyCivCards: self.purchase,
            DiscardCards: self.discard,
        }
        sender = senders.get(type(a))
        assert sender is not None, f"no form sends {type(a).__name__} ({d.kind})"
        return await sender(a, d)

    # -- Discord ---------------------------------------------------------------------------------

    def prompt(self) -> Any:
        return prompt_message(self.w, self.user, self.live.id)

    def ops(self) -> set[str]:
        return {i.split(":")[4] for i in custom_ids(self.prompt())}

    async def timed(self, call: Awaitable[Any]) -> Any:
        t = time.perf_counter()
        result = await call
        self.last = time.perf_counter() - t
        return result

    async def click(self, op: str, arg: str | None = None) -> Any:
        msg = self.prompt()
        ids = [
            i for i in custom_ids(msg) if i.split(":")[4] == op and (arg is None or i.split(":")[5:] == [arg])
        ]
        assert ids, (op, arg, custom_ids(msg))
        return await self.timed(self.user.user.click(msg, custom_id=ids[0]))

    async def choose(self, op: str, values: list[str]) -> Any:
        msg = self.prompt()
        return await self.timed(self.user.user.select(msg, values, custom_id=find(msg, op)))

    def select(self, op: str) -> Any:
        msg = self.prompt()
        return next(
            c
            for row in msg.components
            for c in getattr(row, "children", [row])
            if str(getattr(c, "custom_id", "")).split(":")[4:5] == [op]
        )

    def paged(self, op: str) -> bool:
        """A long many-choice takes one pick at a time (its select carries the "add" argument)."""
        return str(self.select(op).custom_id).split(":")[5:] == ["add"]

    async def many(self, op: str, values: list[str]) -> Any:
        """A many-choice that sends the choice: one multi-select, or one pick at a time and Done."""
        if not self.paged(op):
            return await self.choose(op, values)
        for v in values:
            await self.pick_paged(op, v)
        return await self.click(op, "done")

    async def many_draft(self, op: str, values: list[str]) -> None:
        """A many-choice that fills the draft (a confirm button sends it)."""
        if not self.paged(op):
            await self.choose(op, values)
            return
        for v in values:
            await self.pick_paged(op, v)

    async def pick_paged(self, op: str, value: str) -> None:
        for _ in range(10):
            values = [o.value for o in self.select(op).options]
            if value in values:
                await self.choose(op, [value])
                return
            turn = [v for v in values if v.startswith("~page=")]
            await self.choose(op, [turn[-1]])
        raise AssertionError(f"{value} is on none of the pages of {op}")

    # -- decisions ---------------------------------------------------------------------------------

    async def nation(self, a: ChooseNation, d: Decision) -> Any:
        r = await self.choose("cn", [a.nation])
        if self.live.state.ps(a.player).nation != a.nation:  # several start areas: a second step
            r = await self.choose("ca", [a.start_area])
        return r

    async def growth(self, a: DistributeGrowth, d: Decision) -> Any:
        msg = self.prompt()
        shown = await self.user.user.click(msg, custom_id=find(msg, "gf"))
        assert shown.modal is not None, texts(shown)
        placed = dict(a.placements)
        fields = {}
        for row in shown.modal["components"]:
            for c in row.get("components", [row]):
                name = c.get("custom_id")
                if name == "counts":
                    fields[name] = "\n".join(f"{area}: {placed.get(area, 0)}" for area in d.options["areas"])
                elif name:
                    fields[name] = str(placed.get(name, 0))
        return await self.timed(self.user.user.submit_modal(shown, fields))

    async def ships(self, a: ShipOrders, d: Decision) -> Any:
        ships = d.options["ships"]
        kept = dict(a.upkeep)
        moved = {s for s, _, _ in a.relocations}
        staying = [s for s in ships if s not in moved]
        if staying:
            await self.choose("su", [f"{s}={kept.get(s, 'scrap')}" for s in staying])
        for sid, area, levy in a.relocations:
            await self.choose("shr", [sid])
            await self.choose("shd", [area])
            if "shl" in self.ops():
                await self.choose("shl", [str(levy)])
        for area, levy in a.builds:
            await self.choose("sb", [area])
            if "shl" in self.ops():
                await self.choose("shl", [str(levy)])
        return await self.click("ss")

    async def move(self, a: MoveLand, d: Decision) -> Any:
        return await self.timed(
            self.user.slash(self.thread, "move", **{"from": a.source, "to": a.dest, "count": a.count})
        )

    async def sail(self, a: Voyage, d: Decision) -> Any:
        load = a.steps[0].count if a.steps[0].op == "load" else 0
        dest = [s.area for s in a.steps if s.op == "sail"][-1]
        return await self.timed(self.user.slash(self.thread, "sail", ship=a.ship, to=dest, count=load))

    async def road(self, a: RoadMove, d: Decision) -> Any:
        await self.choose("arv", [a.source])
        await self.choose("ard", [a.dest])
        if "arw" in self.ops():
            await self.choose("arw", [a.via])
        return await self.choose("arc", [str(a.count)])

    async def build(self, a: AdvBuildCities, d: Decision) -> Any:
        if not a.areas and not a.architecture:
            return await self.click("ab0")
        if a.areas:
            await self.many_draft("abc", list(a.areas))
        if a.architecture:
            await self.choose("aba", [a.architecture])
            await self.choose("abt", [str(a.treasury)])
        return await self.click("abo")

    async def offer(self, a: DeclaredOffer | DeclaredCounter | DeclaredRevise, d: Decision) -> Any:
        if isinstance(a, DeclaredOffer):
            await self.choose("ata", [f"to={a.to or 'all'}"])
        elif isinstance(a, DeclaredCounter):
            await self.choose("ata", [f"counter={a.offer}"])
        else:
            await self.choose("ata", [f"revise={a.offer}"])
        await self.choose("atp", copies(a.cards))
        await self.choose("atn", copies(a.named))
        return await self.click("ats")

    async def cities(self, a: ChooseCities, d: Decision) -> Any:
        i = CITY_KINDS.index(d.kind)
        await self.many_draft(f"ac{i}p", list(a.areas))
        return await self.click(f"ac{i}o")

    async def iconoclasm(self, a: IconoclasmChoice, d: Decision) -> Any:
        if a.own:
            await self.choose("aio", list(a.own))
        for area in a.others:
            await self.choose("ait", [area])
        return await self.click("aik")

    async def units(self, a: AdvLoseUnits | PickFaction, d: Decision) -> Any:
        p = UNIT_PREFIX[d.kind]
        if isinstance(a, AdvLoseUnits) and a.grain:
            await self.choose(p + "g", [str(a.grain)])
        for area, n in a.tokens:
            await self.choose(p + "t", [area])
            if p + "n" in self.ops():
                await self.choose(p + "n", [str(n)])
            else:
                for _ in range(n - 1):  # one token at a time when only one fits each time
                    await self.choose(p + "t", [area])
        if a.cities:
            await self.choose(p + "c", list(a.cities))
        return await self.click(p + "o")

    async def shares(self, a: AssignLosses, d: Decision) -> Any:
        for player, n in a.amounts:
            await self.choose("aaw", [player])
            await self.choose("aap", [str(n)])
        return await self.click("aao")

    async def take_cities(self, a: TakeCities, d: Decision) -> Any:
        await self.choose("zwc", list(a.areas))
        return await self.click("zwo")

    async def purchase(self, a: AdvBuyCivCards, d: Decision) -> Any:
        if not a.cards:
            return await self.click("ap0")
        await self.many_draft("apa", list(a.cards))
        g = self.live.state
        total = sum(p.net for p in price_cards(g, a.player, a.cards))
        cheapest = cheapest_payment(g, a.player, total)
        if cheapest is None or sorted(cheapest.cards) != sorted(a.pay_cards):
            await self.choose("app", copies(a.pay_cards))
        return await self.click("apb")

    async def discard(self, a: DiscardCards, d: Decision) -> Any:
        await self.many_draft("adc", copies(a.cards))
        return await self.click("ado")
