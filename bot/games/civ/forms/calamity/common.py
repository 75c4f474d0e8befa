"""What the calamity forms share: drafts keyed by kind, wording helpers, the common buttons.

Every choice that takes more than one click is a draft kept in ``ctx.draft[kind]`` (JSON values
only), so that ``build_form(ctx)`` redraws the same step after a page turn or a restart. The
forms only present what the engine's decision offers; the engine's ``check()`` stays the judge,
and the bot refuses early (``BotError``) only what is plainly incomplete, with a clear message.
Op names of calamity forms all start with "z" (a namespace of their own).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Ctx
from bot.forms.generic import default_button
from bot.games.civ.words import area_name
from engine.civ.api import GameState

SUCCESS, PRIMARY = discord.ButtonStyle.success, discord.ButtonStyle.primary
NOBODY = "-"  # the "no neighbour" entry of the earthquake form (no area is called "-")


def plural(n: int, word: str) -> str:
    """ "1 city", "2 cities", "3 tokens"."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {word[:-1]}ies" if word.endswith("y") else f"{n} {word}s"


def names(areas: list[str]) -> str:
    return ", ".join(area_name(a) for a in areas) or "none"


def spots(tokens: dict[str, int], cities: list[str]) -> str:
    """Units in words: "Libya ×3, the city of Aleppo"."""
    parts = [f"{area_name(a)} ×{n}" for a, n in sorted(tokens.items()) if n]
    parts += [f"the city of {area_name(c)}" for c in cities]
    return ", ".join(parts) or "nothing"


def title(key: str) -> str:
    """A board feature's id as a name: "tigris-euphrates" -> "Tigris-Euphrates"."""
    return key.replace("_", " ").title()


def front_step(g: GameState) -> object | None:
    """The calamity step now asking (phase 12 keeps a queue of steps), to name its players."""
    queue = getattr(g.data, "queue", None)
    return queue[0] if queue else None


def draft_of(ctx: Ctx, **empty: Any) -> dict[str, Any]:
    """This decision's draft; keyed by kind so that two kinds never read each other's picks."""
    d: dict[str, Any] = ctx.draft.setdefault(ctx.decision.kind, dict(empty))
    return d


def common_buttons(ctx: Ctx, confirm_op: str, ready: bool, label: str = "Confirm") -> list[Any]:
    return [
        button(label, ctx.id(confirm_op), SUCCESS, disabled=not ready),
        button("Reset", ctx.id("rf")),
        default_button(ctx),
    ]
