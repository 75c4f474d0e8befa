"""Advanced Civilization's rules options: the few ambiguities of the rules reference
(``shared/rules/advanced-civilization.md`` §13-14) that stay a choice of the players; every
other one is a fixed ruling (``engine.civ.advciv.rulings``). ``docs/rules-options-advciv.md``
is generated from both (``tools/options_doc.py``) and checked by a test.

The shared phases of the family read a few Civilization (1980) options (``engine.civ.options``);
:class:`AdvCivOptions` answers them with Advanced Civilization's fixed rulings, as read-only
properties, so they are never stored and cannot be changed.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from engine.core.errors import MalformedAction
from engine.core.options import OptionDoc, check_choices
from i18n.catalog import N_, l_

AST_TABLES = ("advciv", "advciv-babylon-early", "advciv-babylon-perkins")


@dataclass(frozen=True)
class AdvCivOptions:
    # --- board and AST data -------------------------------------------------------------
    board_cut_5: str = "west_panel_out"
    ast_table: str = "advciv"
    enclosed_seas_open_sea: bool = True
    # --- play ---------------------------------------------------------------------------
    simultaneous_phases: bool = True
    monotheism_iconoclasm: int = 1
    round_limit: int = 0
    score_tie: str = "draw"

    def replace(self, **changes: Any) -> AdvCivOptions:
        return dataclasses.replace(self, **changes)

    # --- Civilization (1980) options the shared phases read, fixed by AdvCiv's rulings -------

    @property
    def variant(self) -> str:
        return "full"  # Advanced Civilization has no simplified games

    @property
    def nation_choice_order(self) -> str:
        return "random"  # placement cards dealt at random (000 §15.3)

    @property
    def tokens_per_set(self) -> int:
        return 55  # 000 §5.1

    @property
    def tax_shortfall(self) -> str:
        return "whole_cities"  # ruling T1

    @property
    def revolt_defaulter_can_take(self) -> bool:
        return False  # ruling T2

    @property
    def revolt_grace(self) -> bool:
        return False  # support is checked only in phases 8 and 11 (000 §26.5)

    @property
    def growth_blocked_by(self) -> str:
        return "any_city"  # nothing grows in an area containing a city (000 §20.1)

    @property
    def ship_placement(self) -> str:
        return "coastal_with_unit"  # ruling M1

    @property
    def support_check_after_conflict(self) -> bool:
        return False  # 000 §26.5

    @property
    def forbid_unsupported_cities(self) -> bool:
        return False  # 000 §25 builds freely; §26.32 reduces new cities first

    @property
    def new_cities_reduced_first(self) -> bool:
        return True  # 000 §26.32

    @property
    def reduction_stock_shortage(self) -> str:
        return "place_then_reduce"  # 000 §26.41: he places what he has

    @property
    def credit_reuse(self) -> str:
        return "multi"  # 000 §31.54

    @property
    def law_same_round(self) -> bool:
        return False  # prerequisites held from an earlier turn (000 §31.62)

    @property
    def calamity_floor(self) -> bool:
        return False  # Advanced Civilization has no calamity floor

    @property
    def calamity_stack_order(self) -> str:
        return "advciv"  # stacks from the game's own data (000 §9.1)


OPTION_DOCS: dict[str, OptionDoc] = {
    "board_cut_5": OptionDoc(
        "4.2, A4, D5",
        ("west_panel_out", "east_panel_out"),
        N_(
            "Which three panels a 5-player game uses: without the western panel (Thrace, Crete, Asia, "
            "Assyria, Babylon, Egypt may be chosen) or without the eastern one (every nation but Babylon)."
        ),
        N_(
            "000 §16.5 says 'three panels' without saying which; the 1980 game on the same board drops "
            "the western panel, and 000 §16.12 foresees 'the westernmost panel not in play'."
        ),
    ),
    "ast_table": OptionDoc(
        "10.1, 14.1, D1",
        AST_TABLES,
        N_(
            "Which AST rows: the default reads Babylon as Early Bronze 5, Late Bronze 8, Late Iron values "
            "1600/1900; the alternatives are the two dissenting transcriptions (4/7, or 1500/1800)."
        ),
        N_(
            "Two of three transcriptions agree on each field, and each dissenting reading copies a "
            "neighbouring row (engine/data/advciv/README.md, 'Babylon'); a group with the card can match it."
        ),
    ),
    "enclosed_seas_open_sea": OptionDoc(
        "3.1, map open question 4",
        (True, False),
        N_(
            "All 8 seas of the board are open sea (water areas with no land). False treats the enclosed "
            "seas (Aegean, Adriatic, Black, Red, Caspian) as ordinary water: ships enter them without "
            "Astronomy and may end a move there."
        ),
        N_("000 §4.23 defines open sea as a water area containing only blue; all 8 seas qualify."),
    ),
    "simultaneous_phases": OptionDoc(
        "5.2",
        (True, False),
        N_(
            "Phases where players' choices cannot affect each other collect every answer at once and "
            "resolve them in the proper order; False asks one player at a time in that order."
        ),
        N_(
            "000 §17.2 allows simultaneous play wherever actions do not interact; an asynchronous game "
            "cannot wait for each player in turn. Changed (issue 22): ship orders (phase 4) are asked and "
            "resolved in census order with Military holders after the rest, as 000 §22.1 and §22.11 say; "
            "before, they went in AST order as in Civilization (1980)."
        ),
    ),
    "monotheism_iconoclasm": OptionDoc(
        "8.3.11, X16",
        (1, -1),
        N_(
            "What Monotheism does to the number of cities its holder loses to Iconoclasm and Heresy: +1 "
            "(it makes the calamity worse) or -1."
        ),
        N_(
            "The rulebook contradicts itself (000 §30.815: -1; §32.943: worse); the English edition says "
            "+1. Groups playing from the Danish text may expect -1."
        ),
    ),
    "round_limit": OptionDoc(
        "4.3, 10.4, S3",
        (0, "any number of turns"),
        N_(
            "The agreed time limit as a number of turns: the game is scored after that turn. 0: play until "
            "a marker reaches the finish."
        ),
        N_(
            "000 §34.1B and §34.2 leave the limit to the players' agreement; a deadline in hours belongs "
            "to the bot's scheduling, not to the rules."
        ),
    ),
    "score_tie": OptionDoc(
        "10.4, 14.2 item 12, D4",
        ("draw", "ast_order"),
        N_("Equal highest scores: a draw shared by all of them, or won by the first of them in AST order."),
        N_(
            "000 §35.2 says a draw in as many words; it is the specific rule against the general one of "
            "000 §17.4 (AST order breaks every tie), which the reference allows as an option."
        ),
    ),
}


def validate_options(options: AdvCivOptions, players: int) -> None:
    """Refuse options (or a player count) Advanced Civilization does not allow."""
    check_choices(options, OPTION_DOCS, open_ended=("round_limit",))
    if options.round_limit < 0:
        raise MalformedAction(
            l_("round_limit is a number of turns (0: play to the finish), not a negative number.")
        )
    if not 2 <= players <= 8:
        raise MalformedAction(
            l_("Advanced Civilization is for 2 to 8 players, not {players}.", players=players)
        )
