"""The text form of ship orders (phase 4): keep, drop, relocate and build, in one line.

``keep egypt-1 treasury, drop egypt-2, build Memphis levy 1, relocate egypt-3 to Sidon``.
A ship the line does not mention is kept as in the default order; ``keep all`` says so
explicitly and ``drop all`` lets every ship go. A build or relocation without ``levy N`` takes
from the treasury what it can and levies the rest in the area.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from engine.civ.phases.ships import SHIP_COST, UPKEEP, ShipOrders
from engine.civ.text import names
from engine.civ.text.base import Ctx, Form, area, area_text, expect
from engine.core.actions import Action
from engine.core.text import NotUnderstood, number
from i18n.catalog import N_, _, l_, ln_

VERBS = ("keep", "drop", "build", "relocate", "move")


@dataclass
class _Order:
    c: Ctx
    treasury: int
    upkeep: dict[str, str] = field(default_factory=dict)
    dropped: set[str] = field(default_factory=set)
    # A levy of None: not typed, settled once the treasury left after the upkeep is known.
    builds: list[tuple[str, int | None]] = field(default_factory=list)
    relocations: list[tuple[str, str, int | None]] = field(default_factory=list)

    def default(self) -> ShipOrders:
        d = self.c.d
        return expect(d.default, ShipOrders) if d is not None and d.default else ShipOrders(self.c.player)

    def ship(self, word: str) -> str:
        return names.ship(self.c.g, self.c.player, word)

    @staticmethod
    def levy(rest: list[str]) -> int | None:
        if not rest:
            return None
        if rest[0] != "levy" or len(rest) != 2:
            raise NotUnderstood(l_("Write the levy as 'levy N' (0, 1 or 2 tokens from the area)."))
        return number(rest[1], N_("The levy"))

    def settle(self, levy: int | None) -> int:
        """A typed levy as typed (already counted); else the treasury pays what it still can."""
        if levy is not None:
            return levy
        levy = max(0, SHIP_COST - max(0, self.treasury))
        self.treasury -= SHIP_COST - levy
        return levy

    def clause(self, verb: str, rest: list[str]) -> None:
        if verb == "keep":
            self.keep(rest)
        elif verb == "drop":
            ships = list(self.c.options["ships"]) if rest == ["all"] else [self.ship(w) for w in rest]
            if not rest:
                raise NotUnderstood(l_("Name the ship to drop, e.g. 'drop egypt-2', or 'drop all'."))
            self.dropped.update(ships)
        elif verb == "build":
            if not rest:
                raise NotUnderstood(l_("Name the area of the new ship, e.g. 'build memphis'."))
            self.builds.append((area(rest[0], self.c.options["build_areas"]), self.levy(rest[1:])))
        else:
            rest = [w for w in rest if w != "to"]
            if len(rest) < 2:
                raise NotUnderstood(l_("Write a relocation as 'relocate SHIP to AREA [levy N]'."))
            where = area(rest[1], self.c.options["build_areas"])
            self.relocations.append((self.ship(rest[0]), where, self.levy(rest[2:])))

    def keep(self, rest: list[str]) -> None:
        default = self.default()
        if rest == ["all"]:
            # The default keeps every ship the treasury and the ships' areas can pay for: one it
            # leaves out cannot be kept, and 'keep all' is refused, not quietly let go.
            unpaid = [sid for sid in self.c.options["ships"] if sid not in dict(default.upkeep)]
            if unpaid:
                where = self.c.options["ships"]
                named = _(" and ").join(
                    _("{ship} in {area}", ship=sid, area=area_text(where[sid])) for sid in unpaid
                )
                treasury = self.c.options.get("treasury", 0)
                raise NotUnderstood(
                    ln_(
                        "Not every ship can be kept: neither your treasury ({treasury}) nor a token in its "
                        "area pays the upkeep of {ships}. Keep the others by name, and drop it.",
                        "Not every ship can be kept: neither your treasury ({treasury}) nor a token in its "
                        "area pays the upkeep of {ships}. Keep the others by name, and drop them.",
                        len(unpaid),
                        treasury=treasury,
                        ships=named,
                    )
                )
            self.upkeep.update(dict(default.upkeep))
            return
        if not rest or rest[0] in UPKEEP:
            raise NotUnderstood(l_("Name the ship to keep, e.g. 'keep egypt-1 levy', or 'keep all'."))
        sid = self.ship(rest[0])
        how = rest[1] if len(rest) > 1 else dict(default.upkeep).get(sid, "treasury")
        if len(rest) > 2 or how not in UPKEEP:
            raise NotUnderstood(l_("Keep a ship from the 'treasury' or by 'levy': 'keep egypt-1 levy'."))
        self.upkeep[sid] = how

    def action(self) -> ShipOrders:
        default = self.default()
        moved = {sid for sid, _to, _levy in self.relocations}
        upkeep = dict(self.upkeep)
        for sid, how in default.upkeep:
            if sid not in upkeep and sid not in self.dropped and sid not in moved:
                upkeep[sid] = how
        self.treasury -= sum(1 for how in upkeep.values() if how == "treasury")
        for levy in [lv for _sid, _to, lv in self.relocations] + [lv for _to, lv in self.builds]:
            if levy is not None:
                self.treasury -= SHIP_COST - levy
        relocations = tuple((sid, area, self.settle(levy)) for sid, area, levy in self.relocations)
        builds = tuple((area, self.settle(levy)) for area, levy in self.builds)
        return ShipOrders(self.c.player, tuple(upkeep.items()), builds, relocations)


def parse_ships(c: Ctx, w: list[str]) -> Action:
    order = _Order(c, int(c.options.get("treasury", 0)))
    if w in (["none"], ["nothing"]):
        w = ["drop", "all"]
    if w and w[0] not in VERBS:
        raise NotUnderstood(
            l_("Start with one of {verbs}, e.g. 'keep all, build memphis'.", verbs=", ".join(VERBS[:4]))
        )
    starts = [i for i, x in enumerate(w) if x in VERBS] + [len(w)]
    for i, j in itertools.pairwise(starts):
        order.clause(w[i], w[i + 1 : j])
    return order.action()


def _ships(c: Ctx) -> list[str]:
    """The player's ships: those the decision lists, or those he has on the board."""
    if c.d is not None:
        return list(c.options["ships"])
    return [s for s, info in sorted(c.g.ships.items()) if info.owner == c.player]


def show_ships(c: Ctx, a: Action) -> str:
    x = expect(a, ShipOrders)
    parts = [f"keep {sid} {how}" for sid, how in x.upkeep]
    touched = {sid for sid, _how in x.upkeep} | {sid for sid, _to, _levy in x.relocations}
    ships = _ships(c)
    parts += [f"drop {sid}" for sid in ships if sid not in touched]
    parts += [f"relocate {sid} to {area_text(where)} levy {levy}" for sid, where, levy in x.relocations]
    parts += [f"build {area_text(where)} levy {levy}" for where, levy in x.builds]
    return ", ".join(parts) or ("drop all" if ships else "none")


FORMS: tuple[Form, ...] = (
    Form(
        "ships",
        "keep SHIP [treasury|levy] | drop SHIP | build AREA [levy N] | relocate SHIP to AREA [levy N]"
        " | keep all | drop all | none",
        "keep all, build Memphis levy 1",
        N_(
            "Clauses separated by commas. Ships you do not mention are kept as in the default; a levy "
            "takes tokens from the ship's area, the rest comes from the treasury."
        ),
        parse_ships,
        show_ships,
        (ShipOrders,),
    ),
)
