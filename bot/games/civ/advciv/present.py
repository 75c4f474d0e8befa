"""Advanced Civilization's public standings and final score table (rules reference §10.4,
000 §35), from the observer view only.

During the game every player's public score (civilization cards, treasury, AST position and
cities: everything but the hand, which stays secret) stands in the status post of each phase;
when the game is over the whole score of each player, hand included, is posted as a table.
"""

from __future__ import annotations

from typing import Any

from bot.text import Names, count
from engine.civ.advciv.api import ast, civ_cards

FIELD = 1024  # Discord's limit for an embed field


def card_points(row: dict[str, Any]) -> int:
    return sum(civ_cards().cards[c].face_value for c in row.get("civ_cards", []) if c in civ_cards().cards)


def standings_lines(view: dict[str, Any], n: Names) -> list[str]:
    """One line per player, best public score first."""
    rows = sorted(
        view["players"], key=lambda r: (-int(r.get("public_score") or 0), int(r.get("ast_rank") or 0))
    )
    lines = []
    for i, r in enumerate(rows, 1):
        held = len(r.get("civ_cards", []))
        cards = f"{count(held, 'civilization card')}" + (f" ({card_points(r)})" if held else "")
        lines.append(
            f"{i}. {n.short(r['player'])} **{r.get('public_score', 0)}** — AST {r['ast_position']}, "
            f"{count(int(r['cities']), 'city')}, {cards}, treasury {r['treasury']}"
        )
    return lines


def status_fields(view: dict[str, Any], n: Names) -> list[tuple[str, str]]:
    """The standings field of the status post (before the end: hands left out)."""
    if view.get("finished") or not all(r.get("nation") for r in view["players"]):
        return []  # the score table says it all at the end; nothing to rank before the nations
    text = "\n".join(standings_lines(view, n))
    return [("Standings (victory points without the secret hands)", text[:FIELD])]


def score_table(view: dict[str, Any], n: Names) -> list[str]:
    """The final score of every player, part by part, best first (000 §35.1A)."""
    a = ast()
    winners = set(view.get("winners", []))
    rows = sorted(view["players"], key=lambda r: -int(r.get("score", r.get("public_score", 0))))
    columns = f"{'Cards':>5} {'Hand':>5} {'Treas':>5} {'AST':>5} {'Cities':>6} {'Total':>6}"
    header = f"{'':2} {'Player':<16} {columns}"
    lines = [header, "-" * len(header)]
    for r in rows:
        total = int(r.get("score", r.get("public_score", 0)))
        hand = total - int(r.get("public_score", 0))
        name = n.short(r["player"])[:16]  # a nation: a mention would not show inside the table
        lines.append(
            f"{'🏆' if r['player'] in winners else '  '} {name:<16} {card_points(r):>5} {hand:>5} "
            f"{r['treasury']:>5} {a.points_per_space * int(r['ast_position']):>5} "
            f"{a.points_per_city * int(r['cities']):>6} {total:>6}"
        )
    who = ", ".join(n(w) for w in sorted(winners)) or "nobody"
    verdict = "share the victory" if len(winners) > 1 else "wins"
    return [
        f"🏁 **Final scores** — {who} {verdict}.",
        "```",
        *lines,
        "```",
        f"Cards: civilization cards' face values; Hand: commodity cards in hand as sets; Treas: treasury "
        f"tokens; AST: {a.points_per_space} per space; Cities: {a.points_per_city} per city on the board.",
    ]
