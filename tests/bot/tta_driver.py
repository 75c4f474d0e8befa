"""Play Through the Ages through Discord: a computer player decides for each human seat, and its
decision is sent the way a person would send it, with the buttons and selects of the DM prompt
(turning the pages of a long select when the choice is on another page)."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from ai import agent_for
from bot.components import PAGE_VALUE
from engine import pending
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.tta.aggressions import Defend
from engine.tta.colonize import Bid, Colonize
from engine.tta.pacts import AnswerPact
from engine.tta.steps import Choose, Select
from tests.bot.helpers import custom_ids, prompt_message, texts, user_of

BUTTONS = {
    "tta_increase_population": "tpu",
    "tta_pass_political": "tpp",
}
SELECTS = {
    "tta_take_card": "tat",
    "tta_build": "tab",
    "tta_upgrade": "tab",
    "tta_destroy": "tab",
    "tta_bach_upgrade": "tab",
    "tta_develop": "tac",
    "tta_revolution": "tac",
    "tta_play_leader": "tac",
    "tta_build_stages": "tac",
    "tta_play_action_card": "tac",
    "tta_build_unit": "tam",
    "tta_upgrade_unit": "tam",
    "tta_disband": "tam",
    "tta_play_tactic": "tam",
    "tta_copy_tactic": "tam",
    "tta_hammurabi": "tam",
    "tta_barbarossa": "tam",
    "tta_ocean_liner": "tam",
    "tta_churchill": "tam",
    "tta_trade_routes": "tam",
}


def op_of(custom_id: str) -> str:
    return custom_id.split(":")[4]


def copies_of(items: list[str], wanted: list[str]) -> list[str]:
    """The ``card#k`` values of the copies of ``wanted`` in ``items`` (a multiset)."""
    used: Counter[str] = Counter()
    out = []
    for cid in wanted:
        out.append(f"{cid}#{used[cid]}")
        used[cid] += 1
    return out


class TtaDriver:
    def __init__(self, world: Any, live: Any, thread: Any, seed: int = 0, kind: str = "random") -> None:
        self.w, self.live, self.thread = world, live, thread
        self.agents = {p: agent_for(kind, seed * 10 + i, game="tta") for i, p in enumerate(live.seats)}
        self.sent: Counter[str] = Counter()
        self.kinds: Counter[str] = Counter()
        self.last = 0.0

    def human_decision(self) -> Decision | None:
        return next((d for d in pending(self.live.state) if not self.live.is_ai(d.player)), None)

    async def step(self) -> None:
        d = self.human_decision()
        assert d is not None, f"nothing pending from a human: {pending(self.live.state)}"
        a = self.agents[d.player].act(self.live.state, d)
        await self.send(a, d)

    async def send(self, a: Action, d: Decision) -> None:
        user = user_of(self.w, self.live, d.player)
        self.sent[a.kind] += 1
        self.kinds[d.kind] += 1
        before = self.live.version
        r = await self._send(user, a, d)
        assert self.live.version > before, (a, texts(r))

    async def _send(self, user: Any, a: Action, d: Decision) -> Any:
        if d.kind in ("tta_action", "tta_political"):
            return await self._turn(user, a, d)
        if isinstance(a, Defend):
            wanted = [*a.bonus, *a.discard]
            if not wanted:
                return await self.click(user, "tdn")
            return await self.pick(user, "tdf", copies_of(d.options["hand"], wanted))
        if isinstance(a, Bid):
            return await (self.choose(user, "tbb", str(a.amount)) if a.amount else self.click(user, "tbp"))
        if isinstance(a, AnswerPact):
            return await self.click(user, "tpa", "yes" if a.accept else "no")
        if isinstance(a, Choose):
            index = str(d.options["choices"].index(a.option))
            if len(d.options["choices"]) <= 4:
                return await self.click(user, "tch", index)
            return await self.choose(user, "tcs1", index)
        if isinstance(a, Select):
            if not a.items:
                return await self.click(user, "tsl", "none")
            return await self.pick(user, "tsl", copies_of(d.options["items"], list(a.items)))
        if isinstance(a, Colonize):
            return await self._colonize(user, a, d)
        raise AssertionError(f"no way to send {a!r}")

    async def _turn(self, user: Any, a: Action, d: Decision) -> Any:
        data = a.to_json()
        if a.kind == "tta_end_actions":
            await self.click(user, "tet")
            return await self.click(user, "tey")
        if a.kind == "tta_resign":
            await self.click(user, "tpr")
            return await self.click(user, "tpr", "yes")
        if a.kind in BUTTONS:
            return await self.click(user, BUTTONS[a.kind])
        index = next(i for i, o in enumerate(d.options["actions"]) if {**o, "player": a.player} == data)
        op = "tpo" if d.kind == "tta_political" else SELECTS[a.kind]
        return await self.choose(user, op, f"{index}:{a.kind}")

    async def _colonize(self, user: Any, a: Colonize, d: Decision) -> Any:
        if a == d.default:
            return await self.click(user, "df")
        units = [c for c, n in a.units.items() for _ in range(n)]
        await self.choose_many(user, "tcu", copies_of(units, units))
        if a.bonus:
            await self.choose_many(user, "tcb", copies_of(list(a.bonus), list(a.bonus)))
        if a.discards:
            await self.choose_many(user, "tcd", copies_of(list(a.discards), list(a.discards)))
        return await self.click(user, "tcs")

    # -- components ---------------------------------------------------------------------------

    async def timed(self, call: Any) -> Any:
        t = time.perf_counter()
        result = await call
        self.last = time.perf_counter() - t
        return result

    def find(self, msg: Any, op: str, *args: str) -> str:
        ids = [i for i in custom_ids(msg) if op_of(i) == op and (not args or tuple(i.split(":")[5:]) == args)]
        assert ids, (op, args, custom_ids(msg))
        return ids[0]

    def select_values(self, msg: Any, op: str) -> list[str]:
        for row in msg.components:
            for c in getattr(row, "children", [row]):
                if getattr(c, "custom_id", None) and op_of(c.custom_id) == op and hasattr(c, "options"):
                    return [o.value for o in c.options]
        raise AssertionError((op, custom_ids(msg)))

    async def click(self, user: Any, op: str, *args: str) -> Any:
        msg = prompt_message(self.w, user, self.live.id)
        return await self.timed(user.user.click(msg, custom_id=self.find(msg, op, *args)))

    async def choose(self, user: Any, op: str, value: str) -> Any:
        """Pick ``value`` in the select of ``op``, turning its pages until it shows."""
        for _ in range(20):
            msg = prompt_message(self.w, user, self.live.id)
            values = self.select_values(msg, op)
            if value in values:
                return await self.timed(user.user.select(msg, [value], custom_id=self.find(msg, op)))
            forward = [v for v in values if v.startswith(PAGE_VALUE)][-1]
            await user.user.select(msg, [forward], custom_id=self.find(msg, op))
        raise AssertionError(f"{value} never shown in {op}")

    async def choose_many(self, user: Any, op: str, values: list[str]) -> Any:
        msg = prompt_message(self.w, user, self.live.id)
        return await user.user.select(msg, values, custom_id=self.find(msg, op))

    async def pick(self, user: Any, op: str, values: list[str]) -> Any:
        """A many-choice: one multi-select (up to 25 options), or one pick at a time and submit."""
        msg = prompt_message(self.w, user, self.live.id)
        shown = self.select_values(msg, op)
        if not any(v.startswith(PAGE_VALUE) for v in shown) and all(v in shown for v in values):
            return await self.timed(user.user.select(msg, values, custom_id=self.find(msg, op)))
        for v in values:
            await self.choose(user, op, v)
        return await self.click(user, op, "done")
