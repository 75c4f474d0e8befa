"""The actions of a rule case (tests/cases/README.md): each is either ``"<player>: <text>"``, the
text form the player would type, read with ``engine.parse_action`` against his pending decision,
or the action's JSON form. Every reader of the cases reads them here."""

from __future__ import annotations

from typing import Any

from engine import Action, action_from_json, parse_action, pending


def read_action(g: Any, entry: str | dict[str, Any]) -> Action:
    """The action ``entry`` stands for in position ``g``. A text the rules refuse raises their
    ``RuleError`` (``parse_action`` checks legality), as applying the JSON form would."""
    if isinstance(entry, dict):
        return action_from_json(entry)
    player, _, text = entry.partition(": ")
    owed = [d for d in pending(g) if d.player == player]
    if not owed:
        raise AssertionError(f"{player} owes no decision for {text!r}")
    return parse_action(g, owed[0], text)
