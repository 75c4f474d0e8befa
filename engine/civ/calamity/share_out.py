"""The holder's share-out of a calamity's losses among the other players (Famine, Epidemic,
Flood: rules 11.3, 11.4): how much each may be given, the step that asks the holder, an even
split as its default."""

from __future__ import annotations

from dataclasses import dataclass

from engine.civ import refusal_names as rn
from engine.civ.calamity.base import (
    Outcome,
    Step,
    other_players,
    protected,
)
from engine.civ.calamity.losses import AssignLosses, ShareChoice, ShareTarget, lose_step, pool_for
from engine.civ.printed_names import civ1980_card
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import IllegalAction, MalformedAction, OverLimit
from engine.core.events import Event, public
from i18n.catalog import N_, Said, _, l_


@dataclass(frozen=True)
class ShareRules:
    total: int
    each: int
    exact_total: bool


SHARES = {
    "famine": ShareRules(20, 11, False),
    "epidemic": ShareRules(25, 10, False),
    "flood": ShareRules(10, 10, True),
}


@serial.register("cal_assign")
@dataclass
class AssignStep(Step):
    """The holder divides points among other players (Famine, Epidemic, Flood)."""

    mode: str = ""
    plain: str = ""
    immune: str = ""

    accepts = (AssignLosses,)

    def candidates(self, g: GameState) -> dict[str, int]:
        """Players who may be named, with the points they could lose."""
        out = {}
        for p in other_players(g, self.holder):
            if p == self.immune:
                continue
            points = pool_for(g, p, self.mode, self.plain).total()
            if points:
                out[p] = points
        return out

    def limit_for(self, g: GameState, player: str) -> int:
        rules = SHARES[self.mode]
        if self.mode == "flood":
            return min(rules.each, self.candidates(g)[player])
        return rules.each

    def decision(self, g: GameState, player: str) -> Decision:
        rules = SHARES[self.mode]
        cands = self.candidates(g)
        calamity = civ1980_card(self.calamity)
        if rules.exact_total:
            default = even_split(cands, rules.total)
            prompt = _(
                "{calamity}: divide exactly {total} points among the other players on the {plain} plain. "
                "Each of them chooses his own units.",
                calamity=calamity,
                total=rules.total,
                plain=self.plain,
            )
        else:
            default = {}
            prompt = _(
                "{calamity}: you may make other players lose up to {total} points, at most {each} each. "
                "Each of them chooses his own units.",
                calamity=calamity,
                total=rules.total,
                each=rules.each,
            )
        return Decision(
            player,
            "assign_losses",
            prompt,
            ShareChoice(
                calamity=self.calamity,
                total=rules.total,
                each=rules.each,
                exact_total=rules.exact_total,
                players={
                    p: ShareTarget(points=n, max=self.limit_for(g, p), protected=protected(g, p))
                    for p, n in cands.items()
                },
            ),
            AssignLosses(player, tuple(sorted(default.items()))),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, AssignLosses)
        rules = SHARES[self.mode]
        cands = self.candidates(g)
        names = [p for p, _n in a.amounts]
        if len(set(names)) != len(names):
            raise MalformedAction(l_("Name each player once."))
        for p, n in a.amounts:
            if p == self.holder:
                raise IllegalAction(l_("You cannot name yourself: your own loss is already fixed."))
            if p == self.immune:
                raise IllegalAction(
                    l_(
                        "{player} traded you the {calamity} and is immune to it.",
                        player=p,
                        calamity=rn.Named("card", self.calamity),
                    )
                )
            if p not in cands:
                raise IllegalAction(
                    l_(
                        "{player} has no units that this calamity can reach; you may name {players}.",
                        player=p,
                        players=", ".join(cands) or Said(N_("nobody")),
                    )
                )
            if n < 1:
                raise MalformedAction(l_("The points assigned to {player} must be at least 1.", player=p))
            if n > self.limit_for(g, p):
                raise OverLimit(
                    l_("{player} can be made to lose at most {n} points.", player=p, n=self.limit_for(g, p))
                )
        total = sum(n for _p, n in a.amounts)
        if rules.exact_total and total != rules.total:
            raise IllegalAction(
                l_("Divide exactly {n} points; you assigned {total}.", n=rules.total, total=total)
            )
        if total > rules.total:
            raise OverLimit(
                l_(
                    "You may assign at most {n} points in all; you assigned {total}.",
                    n=rules.total,
                    total=total,
                )
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, AssignLosses)
        assigned = dict(a.amounts)
        events: list[Event] = [
            public("losses_assigned", player=self.holder, calamity=self.calamity, amounts=assigned)
        ]
        out = lose_step(g, self.mode, self.calamity, self.holder, assigned, self.plain)
        return Outcome(events + out.events, out.steps)


def even_split(capacity: dict[str, int], total: int) -> dict[str, int]:
    """One point at a time, round-robin in the given order, within each player's capacity."""
    out: dict[str, int] = {}
    left = total
    while left and any(out.get(p, 0) < c for p, c in capacity.items()):
        for p, c in capacity.items():
            if left and out.get(p, 0) < c:
                out[p] = out.get(p, 0) + 1
                left -= 1
    return out


def share_out(
    g: GameState, mode: str, calamity: str, holder: str, plain: str = "", immune: str = ""
) -> Outcome:
    """Ask the holder for his share-out when someone can be named; else go straight to losses."""
    step = AssignStep(calamity=calamity, holder=holder, mode=mode, plain=plain, immune=immune)
    cands = step.candidates(g)
    if mode == "flood" and sum(cands.values()) <= SHARES["flood"].total:
        # Rules 11.3 Flood: others with fewer than 10 points there lose everything (capped).
        return lose_step(g, mode, calamity, holder, cands, plain)
    if not cands:
        return lose_step(g, mode, calamity, holder, {}, plain)
    step.owed = [holder]
    return Outcome([], [step])
