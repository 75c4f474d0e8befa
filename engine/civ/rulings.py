"""Rulings without an option: where the rules are unclear and only one reading makes sense,
the engine's reading, its section and why. ``docs/rules-options.md`` is generated from this
list and ``engine.civ.options.OPTION_DOCS`` (see tools/options_doc.py)."""

from __future__ import annotations

from engine.core.options import Ruling

RULINGS: list[Ruling] = [
    Ruling(
        "4.4, D9",
        "1980 start areas",
        "The board's coloured borders (start_nation in board.json); Thrace has exactly one, as 001 4.5 says.",
    ),
    Ruling(
        "6.1, A6",
        "Several players default at once",
        "Revolts are settled per defaulting player in AST "
        "order; the stock ranking is taken after all taxes (taking cities never changes token stock).",
    ),
    Ruling(
        "6.1, A7, D13",
        "Who chooses revolting cities",
        "The player with most tokens in stock names them in "
        "order; takers down the ranking replace what their city stock allows; if the defaulter is reached, "
        "the rest stay his; cities nobody can take are removed. When every city revolts he is asked only "
        "if they would not all go the same way (default: board order).",
    ),
    Ruling(
        "6.2, A9",
        "Growth with a short stock",
        "The player places his whole stock, at most the normal "
        "growth per area; default: areas with the most room under the limit first.",
    ),
    Ruling(
        "6.4, A11",
        "Ship orders",
        "One order per player: upkeep per ship (treasury or levy), relocations "
        "(full cost, another area) and builds; ships not kept are removed. Default: keep every ship, "
        "treasury first, then levy.",
    ),
    Ruling(
        "7.3, A13",
        "Ship routes",
        "A voyage is a full route of load / sail / unload steps, checked as a "
        "whole: capacity 5 at every moment, range 4 (5), retracing counts, one voyage per ship per turn.",
    ),
    Ruling(
        "7.6, A14",
        "Greek double coast",
        "Delphi. A ship remembers the coast it entered by; it may leave by "
        "the other only in a later round while its owner has a unit there (tokens just taken aboard count).",
    ),
    Ruling("7", "Undo", "A player may undo his own moves, last first, until he ends his movement turn."),
    Ruling(
        "8.2, A12",
        "Order in multi-player conflicts",
        "Fixed at the start by tokens (Metal Working last, "
        "ties together); re-ranking after each cycle could never change it, since every player present "
        "removes exactly one token per cycle.",
    ),
    Ruling(
        "8.3, A16", "Attack threshold", "Counted after the preliminary fights, when the city is attacked."
    ),
    Ruling(
        "8.5, 8.6, A15, A17",
        "Conflict order under shortage",
        "Token battles first, then city battles, "
        "each in AST order of the players involved. An owner whose stock cannot replace his strongly "
        "attacked cities by 6 tokens each is asked (001 11.8.2) whether he demands that the city battles "
        "in which he attacks go first, and, with several cities attacked, in which order they are fought. "
        "Default: demanded when he has fewer than 6 in stock, the usual order. Attackers' tokens left in "
        "a surrendered city's area are removed in phase 8.",
    ),
    Ruling(
        "9.1, A18",
        "Building cities",
        "Optional; exactly 6 or 12 tokens go to stock; the rest of the area "
        "is surplus in phase 8. Default: build where the new cities stay supported.",
    ),
    Ruling(
        "6.8, A20, A21",
        "Reductions",
        "The owner lists cities in order; they are reduced one at a time "
        "until supported; a reduction places min(limit (+1 Agriculture), stock) tokens.",
    ),
    Ruling(
        "11.3, 14.3, A39",
        "Civil War cities with a short city stock",
        "The beneficiary, then the players by tokens in stock (001 22.2.6.3), each replace the lost "
        "faction's cities their city stock allows; one who can take some but not all chooses which "
        "(default: largest areas first). Cities nobody can take are lost.",
    ),
    Ruling("8.1, D28", "Agriculture in conflict", "Never: the printed limit applies to every conflict."),
    Ruling(
        "6.8",
        "Shared areas over the limit at surplus removal",
        "Only possible when support is checked "
        "before surplus removal (option support_check_after_conflict); the largest force loses first.",
    ),
    Ruling(
        "—",
        "Everyone eliminated",
        "A game where no player has a token or city on the board ends: nothing can return to the board.",
    ),
]
