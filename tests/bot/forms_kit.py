"""Driving a decision form without Discord: build it on a real engine position, answer it
through its op handlers the way the router does (page turns included), apply what it builds.

Between clicks the draft goes through JSON, as the stored drafts do, so a form that keeps
something JSON cannot carry (a tuple, a set) is caught here.
"""

from __future__ import annotations

import json
from typing import Any

import discord

from bot.components import page_request
from bot.forms import Act, Ctx, Edit, Form, build_form, operation
from bot.ids import parse
from bot.live_game import LiveGame
from bot.storage import GameRow
from engine.civ.flow import apply, pending
from engine.civ.state import GameState
from engine.core.decisions import Decision
from engine.core.events import Event


def op_of(item: discord.ui.Item[Any]) -> str:
    c = parse(str(getattr(item, "custom_id", "") or ""))
    return c.op if c else ""


class Prompt:
    """One player's prompt for his pending decision of ``kind``."""

    def __init__(self, g: GameState, seat: str, kind: str, decision: Decision | None = None) -> None:
        self.g, self.seat, self.kind, self.decision = g, seat, kind, decision
        meta = {"seats": list(g.players), "log_seq": 0, "game": g.game}
        row = GameRow(1, 0, 0, 0, 1, "running", meta, game_type=g.game)
        self.live = LiveGame(row, g)
        self.draft: dict[str, Any] = {}

    @property
    def ctx(self) -> Ctx:
        d = self.decision or next(x for x in pending(self.g) if x.player == self.seat and x.kind == self.kind)
        return Ctx(self.live, self.seat, 0, d, self.draft)

    def form(self) -> Form:
        return build_form(self.ctx)

    def content(self) -> str:
        return self.form().content

    def ops(self) -> list[str]:
        return [op_of(i) for i in self.form().items]

    def item(self, op: str, kind: type[discord.ui.Item[Any]] = discord.ui.Select) -> discord.ui.Item[Any]:
        """The component of ``op`` (a select, or else a button: a paged many-choice has both)."""
        found = [i for i in self.form().items if op_of(i) == op]
        assert found, (op, self.ops())
        return next((i for i in found if isinstance(i, kind)), found[0])

    def values(self, op: str) -> list[str]:
        """The choices the select of ``op`` shows now (page entries left out)."""
        item = self.item(op)
        assert isinstance(item, discord.ui.Select)
        assert len(item.options) <= 25
        return [o.value for o in item.options if page_request([o.value]) is None]

    def labels(self, op: str) -> list[str]:
        """The labels of the choices ``values`` gives, in the same order."""
        item = self.item(op)
        assert isinstance(item, discord.ui.Select)
        return [o.label for o in item.options if page_request([o.value]) is None]

    def pages(self, op: str) -> list[int]:
        """The pages the select of ``op`` offers to turn to."""
        item = self.item(op)
        assert isinstance(item, discord.ui.Select)
        return [p for o in item.options if (p := page_request([o.value])) is not None]

    def disabled(self, op: str) -> bool:
        item = self.item(op, discord.ui.Button)
        assert isinstance(item, discord.ui.Button)
        return bool(item.disabled)

    def click(self, op: str, *values: str, arg: str | None = None) -> Act | Edit:
        """Answer the component of ``op`` now shown, as the router would: a select with
        ``values``, a button without (the one whose argument is ``arg`` when several share
        the op)."""
        kind = discord.ui.Select if values else discord.ui.Button
        if arg is None:
            c = parse(str(getattr(self.item(op, kind), "custom_id", "")))
        else:
            ids = [parse(str(getattr(i, "custom_id", ""))) for i in self.form().items if op_of(i) == op]
            c = next((x for x in ids if x is not None and x.args == (arg,)), None)
        assert c is not None, (op, arg, self.ops())
        ctx = self.ctx
        page = page_request(list(values))
        if page is not None:
            ctx.draft.setdefault("pages", {})[op] = page
            outcome: Any = Edit(build_form(ctx))
        else:
            found = operation(ctx.live, op)
            assert found is not None, op
            outcome = found[1](ctx, c.args, list(values))
        assert isinstance(outcome, (Act, Edit)), outcome
        self._store()
        if isinstance(outcome, Edit):
            # The router redraws from the draft (a page turn, a restart): it must be the same step.
            assert build_form(self.ctx).content == outcome.form.content
        return outcome

    def turn_page(self, op: str, page: int) -> None:
        assert page in self.pages(op), (page, self.pages(op))
        self.click(op, f"~page={page}")

    def act(self, op: str, *values: str, arg: str | None = None) -> list[Event]:
        """Click, expect an action, and apply it (the draft goes with the old prompt)."""
        outcome = self.click(op, *values, arg=arg)
        assert isinstance(outcome, Act), outcome
        events = apply(self.g, outcome.build(self.g, self.seat))
        self.draft.clear()
        return events

    def _store(self) -> None:
        stored = json.loads(json.dumps(self.draft))
        self.draft.clear()
        self.draft.update(stored)
