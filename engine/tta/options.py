"""Rules options of Through the Ages: the ambiguities of the rules reference (§14) that are a
matter of taste become named options with a default and a reason. ``docs/rules-options-tta.md``
is generated from this table and ``engine.tta.rulings.RULINGS`` (``tools/options_doc.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import MalformedAction
from engine.core.options import OptionDoc, check_choices
from i18n.catalog import N_, l_


@dataclass(frozen=True)
class Options:
    event_choices: str = "at_once"
    open_civil_hands: bool = False
    fortifications: str = "5/3"
    last_round_after_agreement: str = "next_round"
    pacts_with_two_left: str = "cancel_only"


OPTION_DOCS: dict[str, OptionDoc] = {
    "event_choices": OptionDoc(
        "9.2",
        ("at_once", "clockwise"),
        N_(
            "How players answer an event that asks several of them to choose for themselves "
            "(Development of Markets, Development of Civilization, Ravages of Time, losing workers...): "
            "all at once, or one after another clockwise from the current player."
        ),
        N_(
            "Each such choice changes only the chooser's own civilization, so the order cannot change "
            "the outcome; asking everyone at once saves waiting. Answers are resolved clockwise from "
            "the current player in both modes, as 002 (Resolving an Event) orders."
        ),
    ),
    "open_civil_hands": OptionDoc(
        "10.2",
        (False, True),
        N_("Civil cards in hand are shown to everyone (True) or only their number (False)."),
        N_(
            "Civil cards are taken openly, and 002 lets a group agree to keep civil hands public; "
            "without that agreement a hand is a hand."
        ),
    ),
    "fortifications": OptionDoc(
        "13 item 12",
        ("5/3", "4/2"),
        N_("Tactical strength (normal/antiquated) of the Age II tactic Fortifications."),
        N_("The sources disagree; BGA and an independent Go engine agree on 5/3."),
    ),
    "last_round_after_agreement": OptionDoc(
        "11.3, E3",
        ("next_round", "general_rule"),
        N_(
            "When International Agreement's refill ends Age III on the first player's turn: the next "
            "round is the last (the card's text, default) or the current one (the general rule of Game "
            "Flow). On any other player's turn the next round is the last either way; the announcement "
            "names the round the game keeps."
        ),
        N_(
            "Changed (issue 22): the card's own clarification is the default. 002 (Events › "
            "International Agreement) says «Αν αυτό συμβεί στη σειρά του πρώτου παίκτη, ακολουθεί ο "
            "τελευταίος γύρος του παιχνιδιού» (if this happens on the first player's turn, the last "
            "round of the game follows): the card's own text is the more specific rule, and the "
            "reference's ruling E3 for the general rule was only to be verified against the English "
            "text. The general rule of Game Flow stays an option. Before, the default was the general rule, "
            "and with next_round the public event named the current round while the game kept the next."
        ),
    ),
    "pacts_with_two_left": OptionDoc(
        "6.6, P4",
        ("cancel_only", "allowed"),
        N_("After resignations leave two players: pacts can only be cancelled, or still be proposed."),
        N_("A 2-player game has no pacts; existing pacts may still be cancelled (P4)."),
    ),
}


def validate_options(options: Options, players: int) -> None:
    check_choices(options, OPTION_DOCS)
    if not 2 <= players <= 4:
        raise MalformedAction(l_("Through the Ages is for 2 to 4 players."))
