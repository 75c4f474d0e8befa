"""Advanced Civilization's public standings and final score table (rules reference §10.4,
000 §35), from the observer view only.

During the game every player's public score (civilization cards, treasury, AST position and
cities: everything but the hand, which stays secret) stands in the status post of each phase;
when the game is over the whole score of each player, hand included, is posted as a table.
"""

from __future__ import annotations

from typing import Any

from bot.text import Names
from engine.civ.advciv.api import ast, civ_cards
from i18n.catalog import _, n_, p_

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
        held, cities = len(r.get("civ_cards", [])), int(r["cities"])
        if held:
            cards = n_(
                "{n} civilization card ({points})",
                "{n} civilization cards ({points})",
                held,
                points=card_points(r),
            )
        else:
            cards = _("no civilization cards")
        lines.append(
            _(
                "{rank}. {player} **{score}** — AST {ast}, {cities}, {cards}, treasury {treasury}",
                rank=i,
                player=n.short(r["player"]),
                score=r.get("public_score", 0),
                ast=r["ast_position"],
                cities=n_("{n} city", "{n} cities", cities) if cities else _("no cities"),
                cards=cards,
                treasury=r["treasury"],
            )
        )
    return lines


def status_fields(view: dict[str, Any], n: Names) -> list[tuple[str, str]]:
    """The standings field of the status post (before the end: hands left out)."""
    if view.get("finished") or not all(r.get("nation") for r in view["players"]):
        return []  # the score table says it all at the end; nothing to rank before the nations
    text = "\n".join(standings_lines(view, n))
    return [(_("Standings (victory points without the secret hands)"), text[:FIELD])]


def score_table(view: dict[str, Any], n: Names) -> list[str]:
    """The final score of every player, part by part, best first (000 §35.1A)."""
    a = ast()
    winners = set(view.get("winners", []))
    rows = sorted(view["players"], key=lambda r: -int(r.get("score", r.get("public_score", 0))))
    # The column heads are short words; a longer translation widens its column, not the table's
    # alignment (each cell is padded to its head's width).
    heads = [_("Cards"), _("Hand"), _("Treas"), p_("score table", "AST"), _("Cities"), _("Total")]
    widths = [max(len(h), w) for h, w in zip(heads, (5, 5, 5, 5, 6, 6), strict=True)]
    columns = " ".join(f"{h:>{w}}" for h, w in zip(heads, widths, strict=True))
    player = _("Player")
    name_width = max(16, len(player))
    header = f"{'':2} {player:<{name_width}} {columns}"
    lines = [header, "-" * len(header)]
    for r in rows:
        total = int(r.get("score", r.get("public_score", 0)))
        hand = total - int(r.get("public_score", 0))
        name = n.short(r["player"])[:name_width]  # a nation: a mention would not show inside the table
        cells = (
            card_points(r),
            hand,
            r["treasury"],
            a.points_per_space * int(r["ast_position"]),
            a.points_per_city * int(r["cities"]),
            total,
        )
        row = " ".join(f"{c:>{w}}" for c, w in zip(cells, widths, strict=True))
        lines.append(f"{'🏆' if r['player'] in winners else '  '} {name:<{name_width}} {row}")
    who = ", ".join(n(w) for w in sorted(winners)) or _("nobody")
    verdict = (
        _("🏁 **Final scores** — {winners} share the victory.", winners=who)
        if len(winners) > 1
        else _("🏁 **Final scores** — {winners} wins.", winners=who)
    )
    return [
        verdict,
        "```",
        *lines,
        "```",
        _(
            "Cards: civilization cards' face values; Hand: commodity cards in hand as sets; Treas: treasury "
            "tokens; AST: {per_space} per space; Cities: {per_city} per city on the board.",
            per_space=a.points_per_space,
            per_city=a.points_per_city,
        ),
    ]
