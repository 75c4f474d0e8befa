"""Play a whole game through Discord: a random legal agent decides, and its decision is sent the
way a player would send it (slash commands, DM buttons and selects, the answer form)."""

from __future__ import annotations

import json
import time
from typing import Any

from ai.random_player import RandomPlayer
from engine import pending
from engine.civ.phases.civ_cards import BuyCivCards
from engine.civ.phases.movement import EndMovement, MoveLand, UndoMove, Voyage
from engine.civ.phases.trade_cards import BuyGold
from engine.civ.trade_protocol import Accept, CounterOffer, Decline, DoneTrading, MakeOffer, Revise, Withdraw
from tests.bot.helpers import custom_ids, prompt_message, texts, user_of


def find(msg: Any, op: str) -> str:
    ids = [i for i in custom_ids(msg) if i.split(":")[4] == op]
    assert ids, (op, custom_ids(msg))
    return ids[0]


class Driver:
    def __init__(self, world: Any, live: Any, thread: Any, seed: int = 0) -> None:
        self.w, self.live, self.thread = world, live, thread
        self.agents = {p: RandomPlayer(seed * 10 + i) for i, p in enumerate(live.seats)}
        self.sent: dict[str, int] = {}
        self.last = 0.0  # seconds taken by the last interaction of the last step (the one that acts)

    async def step(self) -> None:
        g = self.live.state
        d = pending(g)[0]
        await self.step_with(self.agents[d.player].act(g, d), d)

    async def step_with(self, a: Any, d: Any) -> None:
        """Send the agent's action ``a`` (answering decision ``d``) through Discord."""
        live = self.live
        user = user_of(self.w, live, d.player)
        self.sent[type(a).__name__] = self.sent.get(type(a).__name__, 0) + 1
        before = live.version
        if isinstance(a, MoveLand):
            r = await self.timed(
                user.slash(self.thread, "move", **{"from": a.source, "to": a.dest, "count": a.count})
            )
        elif isinstance(a, Voyage):
            load = a.steps[0].count if a.steps[0].op == "load" else 0
            dest = [s.area for s in a.steps if s.op == "sail"][-1]
            r = await user.slash(self.thread, "sail", ship=a.ship, to=dest, count=load)
        elif isinstance(a, (EndMovement, UndoMove)):
            r = await self.click(user, "me" if isinstance(a, EndMovement) else "mu")
        elif isinstance(a, DoneTrading):
            r = await self.click(user, "td")
        elif isinstance(a, (Accept, Decline, Withdraw)):
            what = {Accept: "accept", Decline: "decline", Withdraw: "withdraw"}[type(a)]
            r = await self.choose(user, "ta", [f"{what}={a.offer}"])
        elif isinstance(a, (MakeOffer, CounterOffer, Revise)):
            if isinstance(a, MakeOffer):
                await self.choose(user, "ta", [f"to={a.to or 'all'}"])
            elif isinstance(a, CounterOffer):
                await self.choose(user, "ta", [f"counter={a.offer}"])
            else:
                await self.choose(user, "ta", [f"revise={a.offer}"])
            seen: dict[str, int] = {}
            values = []
            for c in a.cards:
                values.append(f"{c}#{seen.get(c, 0)}")
                seen[c] = seen.get(c, 0) + 1
            await self.choose(user, "tp", values)
            msg = prompt_message(self.w, user, live.id)
            if any(i.split(":")[4] == "tn" for i in custom_ids(msg)):
                await self.choose(user, "tn", [a.named])
            r = await self.click(user, "ts")
        elif isinstance(a, BuyGold):
            r = await self.choose(user, "gd", [str(a.count)])
        elif isinstance(a, BuyCivCards):
            if a.cards:
                await self.choose(user, "cv", list(a.cards))
                r = await self.click(user, "cb")
            else:
                r = await self.click(user, "c0")
        elif a == d.default or not {k for k in a.to_json() if k not in ("type", "player")}:
            r = await self.click(user, "df")
        else:
            r = await self.answer(user, a)
        assert live.version > before, (type(a).__name__, texts(r))

    async def timed(self, call: Any) -> Any:
        t = time.perf_counter()
        result = await call
        self.last = time.perf_counter() - t
        return result

    async def click(self, user: Any, op: str) -> Any:
        msg = prompt_message(self.w, user, self.live.id)
        return await self.timed(user.user.click(msg, custom_id=find(msg, op)))

    async def choose(self, user: Any, op: str, values: list[str]) -> Any:
        msg = prompt_message(self.w, user, self.live.id)
        return await self.timed(user.user.select(msg, values, custom_id=find(msg, op)))

    async def answer(self, user: Any, a: Any) -> Any:
        shown = await user.slash(self.thread, "answer")
        assert shown.modal is not None, texts(shown)
        data = a.to_json()
        fields = {}
        for row in shown.modal["components"]:
            for c in row.get("components", [row]):
                name = c.get("custom_id")
                if name in data:
                    v = data[name]
                    fields[name] = v if isinstance(v, str) else json.dumps(v)
        return await user.submit_modal(shown, fields)
