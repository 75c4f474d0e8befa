"""Rules options: every ambiguity of the rules reference becomes a named option here.

Each option has a default and a documented reason (``OPTION_DOCS``); ``docs/rules-options.md``
is checked against this table by a test, so the two cannot drift apart.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from engine.core.errors import MalformedAction
from engine.core.options import OptionDoc, check_choices
from i18n.catalog import N_, l_

# Variants are added here as their phases are implemented (rules 16).
VARIANTS: tuple[str, ...] = ("full", "short", "nomads", "farmers")


@dataclass(frozen=True)
class Options:
    # --- game shape -----------------------------------------------------------------
    variant: str = "full"
    tokens_per_set: int = 55
    ast_table: str = "civ1980-reconstructed"
    # --- setup and ordering ---------------------------------------------------------
    nation_choice_order: str = "random"
    simultaneous_phases: bool = True
    # --- taxation and revolt --------------------------------------------------------
    tax_shortfall: str = "whole_cities"
    revolt_defaulter_can_take: bool = True
    revolt_grace: bool = False
    # --- population, ships, movement ------------------------------------------------
    growth_blocked_by: str = "any_city"
    ship_placement: str = "coastal_with_unit"
    enclosed_seas_open_sea: bool = True
    # --- conflict and cities --------------------------------------------------------
    support_check_after_conflict: bool = False
    forbid_unsupported_cities: bool = False
    new_cities_reduced_first: bool = True
    reduction_stock_shortage: str = "place_then_reduce"
    # --- trade cards and trade (part 2) -------------------------------------------------
    calamity_stack_order: str = "001"
    traded_calamity_reveal: str = "immediately"
    excess_cards_timing: str = "before_calamities"
    # --- civilization cards (part 2) ----------------------------------------------------
    credit_reuse: str = "multi"
    drama_poetry_democracy_credit: bool = True
    architecture_credit: int = 15
    law_same_round: bool = False
    # --- calamities (part 2) ------------------------------------------------------------
    earthquake_effect: str = "reduce"
    civil_war_threshold: str = "35_or_fewer"
    civil_war_forced_beneficiary: bool = True
    calamity_floor: bool = True
    # --- AST and game shape (part 2) ----------------------------------------------------
    short_finish: int = 12
    africa_early_iron_shift: bool = False

    def replace(self, **changes: Any) -> Options:
        return dataclasses.replace(self, **changes)


OPTION_DOCS: dict[str, OptionDoc] = {
    "variant": OptionDoc(
        "16",
        VARIANTS,
        N_(
            "Which game: the full game, its short version (see short_finish), Nomads and Seafarers (2-4 "
            "players, most areas at the end of 16 rounds wins) or Farmers and Citizens (first to the second "
            "AST line wins)."
        ),
        N_("The full game is the game; the others are chosen when a game is created."),
    ),
    "tokens_per_set": OptionDoc(
        "2.3, D1-D3",
        (55, 56),
        N_(
            "Tokens in one playing set (55 in the 001 edition, 56 in 004/003); fixes the per-count allowance."
        ),
        N_("001 is the primary source."),
    ),
    "ast_table": OptionDoc(
        "13.1, Appendix B",
        ("civ1980-reconstructed", "advciv"),
        N_(
            "Which AST rows are used. The 1980 rows are not public: the default is a labelled reconstruction."
        ),
        N_(
            "Finishing needs 1200-1400 points as the 1980 rules say; replaceable once the card is "
            "transcribed."
        ),
    ),
    "nation_choice_order": OptionDoc(
        "4.2, A2",
        ("random", "seat"),
        N_("Order in which players choose nations: a random permutation, or the order players joined."),
        N_("Both editions' procedures are a uniformly random permutation."),
    ),
    "simultaneous_phases": OptionDoc(
        "5.1, A1, D37",
        (True, False),
        N_(
            "Phases 1, 2, 4, 7, 8 collect every player's decision at once and resolve them in AST order; "
            "False asks one player at a time in AST order."
        ),
        N_(
            "An asynchronous game cannot wait for each player in turn; results are applied in AST order "
            "either way."
        ),
    ),
    "tax_shortfall": OptionDoc(
        "6.1, A3",
        ("whole_cities", "all_tokens"),
        N_(
            "A player short of stock pays for as many whole cities as he can and keeps the rest "
            "(whole_cities), or pays every token and still loses the unpaid cities (all_tokens)."
        ),
        N_("Taxes are due per city; a partial payment buys no city."),
    ),
    "revolt_defaulter_can_take": OptionDoc(
        "6.1, A4",
        (True, False),
        N_("The defaulting player is ranked with the others for taking over his own revolting cities."),
        N_("001 6.3.3 note says cities may return to their owner."),
    ),
    "revolt_grace": OptionDoc(
        "6.1, A5, D14",
        (False, True),
        N_("Cities taken by revolt are exempt from this round's city support checks (004 4.3.1)."),
        N_("001 checks support only in phases 8 and 12 and gives no exemption."),
    ),
    "growth_blocked_by": OptionDoc(
        "6.2, A8",
        ("any_city", "own_city"),
        N_("Population growth skips areas holding any city, or only areas holding the player's own city."),
        N_("001 7.2 says no tokens are added to areas containing a city; 004 example F agrees."),
    ),
    "ship_placement": OptionDoc(
        "6.4, A10, D15",
        ("coastal_with_unit", "any_with_unit"),
        N_(
            "A ship paid from the treasury is placed in a coastal area holding one of the player's units "
            "(or any such area, as 001 literally says)."
        ),
        N_("A ship in a landlocked area could never move; 004 requires a coastal area."),
    ),
    "enclosed_seas_open_sea": OptionDoc(
        "3.2, 7.3, map open question 4",
        (True, False),
        N_(
            "All 8 sea areas of the board are open sea (no land in them). False treats the enclosed seas "
            "(Aegean, Adriatic, Black, Red, Caspian) as ordinary water: ships enter them without Astronomy "
            "and may end a move there."
        ),
        N_("Rules 3.2 define open sea as a water area containing no land; all 8 seas qualify."),
    ),
    "support_check_after_conflict": OptionDoc(
        "6.8, 8.7, D11",
        (False, True),
        N_("Also check city support after phase 6 (004/003)."),
        N_("001 14.5 says support is checked only in phases 8 and 12."),
    ),
    "forbid_unsupported_cities": OptionDoc(
        "9.1, D12",
        (False, True),
        N_("Refuse to build a city the player could not support (004 4.3.7)."),
        N_("001 builds freely and reduces new cities first when support fails."),
    ),
    "new_cities_reduced_first": OptionDoc(
        "6.8, A19",
        (True, False),
        N_("Cities built this round must be reduced before older cities when support fails."),
        N_("001 14.3; 'this phase' in the text must mean this round's phase 7."),
    ),
    "reduction_stock_shortage": OptionDoc(
        "6.8, 14.3, D32",
        ("place_then_reduce", "destroy"),
        N_(
            "When a reduced city cannot be replaced by enough tokens from stock: place what there is, "
            "then go "
            "on reducing (001), or destroy the city outright (004)."
        ),
        N_("001 is more precise and agrees with 004 when the stock is empty."),
    ),
}


PART_TWO_DOCS: dict[str, OptionDoc] = {
    "calamity_stack_order": OptionDoc(
        "10.1, D20",
        ("001", "004"),
        N_(
            "Stack numbers of Famine, Civil War and Flood: 001 (Famine 3, Civil War 4, Flood 5) or "
            "004/003 (Flood 3, Famine 4, Civil War 5). Decides where each lies and the resolution order."
        ),
        N_("Follow the cards in use; 001 is the primary source."),
    ),
    "traded_calamity_reveal": OptionDoc(
        "10.5, 11.1",
        ("immediately", "end_of_trade"),
        N_(
            "When a tradable calamity received in trade becomes public: as soon as the deal is made "
            "(001), or, as a house rule, at the end of the trade phase. Its receiver sees it at once "
            "either way."
        ),
        N_(
            "001 22.2.2: as soon as such a card is sold it is placed face up in front of its receiver "
            "(19.3: he must reveal it). end_of_trade is a house rule that keeps what a packet held "
            "secret while trading goes on."
        ),
    ),
    "excess_cards_timing": OptionDoc(
        "10.6, D29",
        ("before_calamities", "after_calamities"),
        N_(
            "Return of trade cards above 6: after civilization-card purchases (001) or after "
            "calamities (004)."
        ),
        N_("001 is the primary source; the two differ only for Famine with Pottery."),
    ),
    "credit_reuse": OptionDoc(
        "12.2, D17, A28",
        ("multi", "single"),
        N_(
            "A held card's credit applies to every card bought in the same round (001), or to one only (004)."
        ),
        N_("001 17.11 is the original rule."),
    ),
    "drama_poetry_democracy_credit": OptionDoc(
        "12.1, D19",
        (True, False),
        N_("Drama and Poetry gives a special credit of 10 toward Democracy (001 only)."),
        N_("001 is the primary source."),
    ),
    "architecture_credit": OptionDoc(
        "12.1, D18",
        (15, 20),
        N_("Architecture's special credit toward each Civics card."),
        N_("15 in 001 and in 004's own worked example."),
    ),
    "law_same_round": OptionDoc(
        "12.3, A27",
        (False, True),
        N_("Law may be bought in the same purchase as Democracy or Philosophy."),
        N_("All of a round's cards are bought at once, so Law must be held from an earlier round."),
    ),
    "earthquake_effect": OptionDoc(
        "11.3, D22",
        ("reduce", "eliminate"),
        N_("Earthquake reduces the player's city (001, 003) or eliminates it (004)."),
        N_("001 and 003 agree."),
    ),
    "civil_war_threshold": OptionDoc(
        "11.3, D25",
        ("35_or_fewer", "fewer_than_35"),
        N_(
            "Civil War has no effect on a player with 35 or fewer unit points (001), or fewer than 35 "
            "(004/003)."
        ),
        N_("001 is the primary source."),
    ),
    "civil_war_forced_beneficiary": OptionDoc(
        "11.3, D25",
        (True, False),
        N_("The Civil War beneficiary must be a player with no tokens on the board, if there is one (001)."),
        N_("001 22.2.6.2; it is how an eliminated player returns."),
    ),
    "calamity_floor": OptionDoc(
        "14.4, A49",
        (True, False),
        N_("Optional rule 24.2: no calamity losses while a player's strength is below 16 points."),
        N_("001 24.1 recommends both optional rules."),
    ),
    "short_finish": OptionDoc(
        "16.1, D34",
        (9, 12, 14),
        N_("Short game (variant 'short'): the AST position whose line ends the game."),
        N_("12, the middle line."),
    ),
    "africa_early_iron_shift": OptionDoc(
        "14.4, A48",
        (False, True),
        N_(
            "Optional rule 24.3: in 6- and 7-player games Africa enters the Early Iron Age one space earlier."
        ),
        N_(
            "The reconstructed AST already aligns Africa's Early Iron entry with Italy, Illyria, Thrace and "
            "Crete, which is what A48 reads the rule to achieve."
        ),
    ),
}
OPTION_DOCS.update(PART_TWO_DOCS)


def validate_options(options: Options, players: int) -> None:
    """Refuse option combinations the rules do not allow, with a message for the game creator."""
    check_choices(options, OPTION_DOCS, open_ended=("ast_table",))
    if options.variant == "nomads" and not 2 <= players <= 4:
        raise MalformedAction(l_("Nomads and Seafarers is for 2 to 4 players (rules 16.2)."))
    if not 2 <= players <= 7:
        raise MalformedAction(l_("Civilization is for 2 to 7 players."))
