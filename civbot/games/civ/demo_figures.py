"""What the demo and the terminal game show per game of the Civilization family: the figures
charted over the rounds, the one-line progress of a round and the final standings.

Civilization (1980) charts the AST, cities and civilization-card points and ends with the
engine's final standings; Advanced Civilization charts victory points too (the public part
while the game goes on, as every player sees them) and ends with the whole scoring table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine import DEFAULT_GAME
from engine.civ.api import GameState, describe_player, units


@dataclass(frozen=True)
class Chart:
    file: str
    title: str
    unit: str
    value: Callable[[GameState, str], float]


def _ast(g: GameState, p: str) -> float:
    return g.ps(p).ast_position


def _cities(g: GameState, p: str) -> float:
    return units.city_count(g, p)


@dataclass(frozen=True)
class DemoFigures:
    # Chart key -> what it shows (the key names the file in the demo's output).
    charts: dict[str, Chart]
    # One player's figures in a round's progress line ("egypt 15/6 3900").
    round_line: Callable[[GameState, str], str]
    standings: Callable[[GameState], list[str]]
    # What the figures of the progress lines are, said once before the first.
    legend: str = ""
    # Rounds after which the demo stops without a winner (normal AIs finish well before).
    max_rounds: int = 60


def _civ1980_points(g: GameState, p: str) -> float:
    from engine.civ.api import printed_points

    return printed_points(g.ps(p).civ_cards)


def _civ1980_line(g: GameState, p: str) -> str:
    ps = g.ps(p)
    return f"{ps.nation[:7]} {ps.ast_position:>2}/{units.city_count(g, p)} {_civ1980_points(g, p):>4.0f}"


def _civ1980_standings(g: GameState) -> list[str]:
    from engine.civ.api import final_standings

    return [
        f"  {i}. {describe_player(g, row['player'])}: AST {row['ast_position']}, "
        f"{row['total_points']} total points, {len(row['civ_cards'])} civilization cards"
        + ("  (winner)" if row["winner"] else "")
        for i, row in enumerate(final_standings(g), 1)
    ]


def _advciv_points(g: GameState, p: str) -> float:
    from engine.civ.advciv.api import face_value

    return face_value(g.ps(p).civ_cards)


def _advciv_public_score(g: GameState, p: str) -> float:
    from engine.civ.advciv.api import public_score

    return public_score(g, p)


def _advciv_line(g: GameState, p: str) -> str:
    ps = g.ps(p)
    return f"{ps.nation[:7]} {ps.ast_position:>2}/{units.city_count(g, p)} {_advciv_public_score(g, p):>4.0f}"


def advciv_score_lines(g: GameState) -> list[str]:
    """The whole scoring table of a finished game (000 §35), best first."""
    from engine.civ.advciv.api import standings

    lines = []
    for i, row in enumerate(standings(g), 1):
        parts = row["score_parts"] or {}
        detail = " + ".join(
            f"{name} {parts.get(key, 0)}"
            for key, name in (
                ("civ_cards", "cards"),
                ("ast", "AST"),
                ("cities", "cities"),
                ("treasury", "treasury"),
                ("hand", "hand"),
            )
        )
        total = row["score"] if row["score"] is not None else row["public_score"]
        lines.append(
            f"  {i}. {describe_player(g, row['player'])}: {total} points = {detail}"
            + ("  (winner)" if row["winner"] else "")
        )
    return lines


AST_CHART = Chart("chart-ast-position.png", "AST position", "space", _ast)
CITY_CHART = Chart("chart-cities.png", "Cities on the board", "cities", _cities)

FIGURES: dict[str, DemoFigures] = {
    "civ1980": DemoFigures(
        {
            "chart_ast": AST_CHART,
            "chart_cities": CITY_CHART,
            "chart_card_points": Chart(
                "chart-civ-card-points.png", "Civilization-card points", "points", _civ1980_points
            ),
        },
        _civ1980_line,
        _civ1980_standings,
        "Each round: per nation its AST space/cities and its civilization cards' points.",
    ),
    "advciv": DemoFigures(
        {
            "chart_ast": AST_CHART,
            "chart_cities": CITY_CHART,
            "chart_card_points": Chart(
                "chart-civ-card-points.png", "Civilization-card points", "points", _advciv_points
            ),
            "chart_victory_points": Chart(
                "chart-victory-points.png",
                "Victory points (without the secret hands)",
                "points",
                _advciv_public_score,
            ),
        },
        _advciv_line,
        advciv_score_lines,
        "Each round, per nation: AST space/cities and the victory points in the open\n"
        "(the trade cards in hand count only in the final score, 000 §35).",
        max_rounds=80,
    ),
}


def figures(game: str) -> DemoFigures:
    return FIGURES.get(game, FIGURES[DEFAULT_GAME])
