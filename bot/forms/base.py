"""The form protocol: a form per decision kind, and the component operations it answers.

A *form* turns a pending decision into content and components. An *operation* answers a
click: it either acts (an action builder the service applies), edits the prompt (the next
step of a multi-step choice, or a draft being built), or opens a modal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.ids import cid
from bot.live_game import ActionBuilder, BotError, LiveGame
from engine import Decision
from i18n.catalog import _


@dataclass
class Ctx:
    live: LiveGame
    seat: str
    version: int
    decision: Decision
    draft: dict[str, Any] = field(default_factory=dict)
    # Seats' names as text shows them where mentions are not rendered (select options).
    names: dict[str, str] = field(default_factory=dict)

    @property
    def g(self) -> Any:
        """The game's state, of the game's own class (each game's forms know theirs)."""
        assert self.live.state is not None
        return self.live.state

    @property
    def index(self) -> int:
        return self.live.seats.index(self.seat)

    def id(self, op: str, *args: str) -> str:
        return cid(self.live.id, self.version, self.index, op, *args)

    def page(self, op: str) -> int:
        """The page a paged select of ``op`` shows (see ``bot.components.select``)."""
        pages: dict[str, int] = self.draft.get("pages", {})
        return int(pages.get(op, 0))

    def select(
        self,
        op: str,
        options: list[tuple[str, str]],
        placeholder: str,
        min_values: int = 1,
        max_values: int = 1,
        *args: str,
    ) -> discord.ui.Item[Any]:
        """A select answered by ``op``, showing the page of its choices the player turned to."""
        from bot.components import select

        return select(self.id(op, *args), options, placeholder, min_values, max_values, self.page(op))


@dataclass
class Form:
    content: str
    items: list[discord.ui.Item[Any]] = field(default_factory=list)


@dataclass
class Act:
    build: ActionBuilder


@dataclass
class Edit:
    form: Form


@dataclass
class OpenModal:
    modal: discord.ui.Modal


Outcome = Act | Edit | OpenModal
FormFn = Callable[[Ctx], Form]
OpFn = Callable[[Ctx, tuple[str, ...], list[str]], Outcome]

ModalFn = Callable[[Ctx, dict[str, str]], Act]

@dataclass
class FormTable:
    """Forms by decision kind, the operations of their components (op -> the decision kind it
    belongs to, its handler) and what their own modals build: one table per game family's folder
    (``DiscordGame.forms``), one for the generic path every game shares (``SHARED``). A form
    module registers into its folder's table with the decorators."""

    forms: dict[str, FormFn] = field(default_factory=dict)
    ops: dict[str, tuple[str | None, OpFn]] = field(default_factory=dict)
    modals: dict[str, ModalFn] = field(default_factory=dict)

    def form(self, kind: str) -> Callable[[FormFn], FormFn]:
        def deco(fn: FormFn) -> FormFn:
            self.forms[kind] = fn
            return fn

        return deco

    def op(self, name: str, kind: str | None = None) -> Callable[[OpFn], OpFn]:
        def deco(fn: OpFn) -> OpFn:
            if name in self.ops:
                raise ValueError(f"component op {name!r} registered twice")
            self.ops[name] = (kind, fn)
            return fn

        return deco

    def modal(self, name: str) -> Callable[[ModalFn], ModalFn]:
        def deco(fn: ModalFn) -> ModalFn:
            self.modals[name] = fn
            return fn

        return deco

    def overlaid(self, other: FormTable) -> FormTable:
        """This table with ``other``'s entries added (``other`` wins): a game that changes
        some of its family's forms."""
        return FormTable(
            {**self.forms, **other.forms}, {**self.ops, **other.ops}, {**self.modals, **other.modals}
        )


# The generic path's operations, every game's (``bot.forms.generic``).
SHARED = FormTable()


def need(values: list[str], n: int = 1) -> list[str]:
    if len(values) < n:
        raise BotError(_("Nothing was selected."))
    return values


def to_int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise BotError(_("{what} must be a whole number, not {text}.", what=what, text=repr(text))) from None
