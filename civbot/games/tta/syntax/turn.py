"""The choices of a player's own phases in words (political and action phase): every legal
action, numbered, in the engine's text form with its price where it has one (``build Drama [3
resources]``); typing the number takes that action."""

from __future__ import annotations

from civbot.games.tta.syntax.base import Ctx, register
from engine import action_text, legal_actions


def describe(c: Ctx) -> list[str]:
    """The legal actions, numbered in the order the number picks them."""
    return [f"  {i:>2}. {action_text(c.g, a)}" for i, a in enumerate(legal_actions(c.g, c.d), 1)]


register("tta_action", describe)
register("tta_political", describe)
