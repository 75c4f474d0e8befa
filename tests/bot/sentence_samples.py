"""Written samples of the events the golden games never reach, each with the sentence the bot
must show for it (Civilization's and Advanced Civilization's), and the Names that read them:
checked by the bot's sentence tests and, kind by kind, by ``tests/test_event_sentences.py``."""

from __future__ import annotations

from typing import Any

from bot.text import Names
from engine.civ.content import setup

SEATS = [f"p{i}" for i in range(1, 8)]


def names_for(nations: dict[str, str]) -> Names:
    players = [
        {"player": p, "nation": nat, "nation_name": setup().nations[nat].name} for p, nat in nations.items()
    ]
    return Names({"players": players}, {p: 1000 + i for i, p in enumerate(SEATS)})


# Kinds the golden games never reach, and variants of the others worth reading.
SAMPLES: list[tuple[str, dict[str, Any], str]] = [
    (
        "conflict_order",
        {"player": "p2", "first": True, "save": ["knossos", "phaestos"]},
        "Crete asks for the right to have their own attacks fought first (rules 11.8.2); their attacked "
        "cities are fought in this order: Knossos and Phaestos.",
    ),
    (
        "choosing_order",
        {"order": ["p2", "p1"]},
        "Nations are chosen in this order: Crete (<@1001>) and Egypt (<@1000>).",
    ),
    (
        "revolt_averted",
        {"player": "p1", "cities": 2},
        "Egypt could not pay the taxes of 2 cities, but nobody may take them over: they stay Egypt's.",
    ),
    (
        "revolt_returned",
        {"player": "p1", "areas": ["memphis"]},
        "Egypt keeps the revolting cities in Memphis: nobody else could take them.",
    ),
    (
        "cities_revolted",
        {"player": "p1", "taker": "p2", "areas": ["memphis", "thebes"]},
        "Egypt's cities in Memphis and Thebes revolted for unpaid taxes and went over to Crete.",
    ),
    (
        "cities_lost_to_revolt",
        {"player": "p1", "areas": ["thebes"]},
        "Egypt's city in Thebes revolted for unpaid taxes and was lost: nobody had a city left in stock "
        "to take it.",
    ),
    (
        "ast_moved_back",
        {
            "player": "p2",
            "position": 11,
            "reason": "total points 700 are below the 1000 of your Late Iron Age space",
        },
        "Crete moved back to AST space 11: total points 700 are below the 1000 of their Late Iron Age space.",
    ),
    (
        "city_eliminated",
        {"player": "p2", "area": "knossos", "calamity": "volcano"},
        "Volcanic Eruption / Earthquake destroyed Crete's city in Knossos.",
    ),
    (
        "calamity_revealed",
        {"player": "p3", "calamity": "epidemic", "traded_by": "p1"},
        "Epidemic, a calamity, was traded to Babylon by Egypt.",
    ),
    (
        "decision_replaced",
        {"player": "p1", "reason": "You have no ship in tunisia."},
        "Egypt's order could no longer be carried out after an earlier player's (They have no ship in "
        "Tunisia); the default was taken.",
    ),
    (
        "game_ended",
        {"reason": "no civilization has anything left on the board"},
        "The game has ended: no civilization has anything left on the board.",
    ),
    (
        "calamity_floor",
        {"player": "p2", "calamity": "piracy", "area": "knossos"},
        "The calamity floor (a player below 16 unit points loses nothing more) spared Crete's city in "
        "Knossos from Piracy.",
    ),
    (
        "city_reduced",
        {"player": "p2", "area": "knossos", "tokens": 3, "calamity": "civil_disorder"},
        "Civil Disorder reduced Crete's city in Knossos: it was reduced to 3 tokens.",
    ),
    (
        "city_reduced",
        {"player": "p2", "area": "knossos", "tokens": 1},
        "Crete's city in Knossos was reduced to 1 token for lack of support.",
    ),
    (
        "city_attacked",
        {
            "area": "knossos",
            "owner": "p2",
            "attacker": "p1",
            "result": "surrendered",
            "before": {"p1": 7},
            "after": {},
            "city_owner_after": "p1",
        },
        "Crete's city in Knossos surrendered to Egypt, who now holds it.",
    ),
    (
        "city_attacked",
        {
            "area": "knossos",
            "owner": "p2",
            "attacker": None,
            "result": "repelled",
            "before": {"p1": 5, "p2": 1},
            "after": {"p2": 1},
            "city_owner_after": "p2",
        },
        "Crete's city in Knossos held off Egypt.",
    ),
    (
        "ships_ordered",
        {
            "player": "p1",
            "kept": [],
            "removed": [],
            "relocated": [],
            "built": [],
            "treasury_spent": 0,
            "levied": {},
        },
        "Egypt has no ships and builds none.",
    ),
    (
        "ships_ordered",
        {
            "player": "p4",
            "kept": [],
            "removed": ["thrace-2"],
            "relocated": [],
            "built": ["media"],
            "treasury_spent": 2,
            "levied": {"media": 0},
        },
        "Thrace builds 1 ship in Media and scraps 1 ship, paying 2 tokens from the treasury.",
    ),
    (
        "ast_held",
        {
            "player": "p2",
            "position": 4,
            "reason": "entering the Early Bronze Age needs 2 cities on the board; you have 1",
        },
        "Crete stays on AST space 4: entering the Early Bronze Age needs 2 cities on the board; they have 1.",
    ),
    ("trade_opened", {"traders": []}, "Nobody has enough trade cards to trade this round."),
    (
        "losses_assigned",
        {"player": "p1", "calamity": "epidemic", "amounts": {}},
        "Egypt passed none of Epidemic's losses on to other players.",
    ),
    (
        "taxes_paid",
        {"player": "p1", "rate": 2, "tokens": 2, "cities": 1},
        "Egypt paid 2 tokens in taxes for 1 city (2 per city).",
    ),
    ("movement_ended", {"player": "p1", "moves": 1}, "Egypt ended their movement after 1 move."),
]


ADVCIV_SAMPLES: list[tuple[str, dict[str, Any], str]] = [
    (
        "area_converted",
        {"player": "p1", "area": "cyrene", "tokens": {"p2": 2}, "city_of": "p2"},
        "With Monotheism, Egypt converted Cyrene: Crete's city and Crete's 2 tokens became theirs.",
    ),
    ("conversion_declined", {"player": "p1"}, "Egypt converted no area with Monotheism."),
    (
        "cards_discarded",
        {"player": "p1", "cards": ["ochre", "hides"]},
        "Egypt kept 8 commodity cards and discarded 2 cards: Hides and Ochre.",
    ),
    (
        "game_over",
        {
            "reason": "the agreed 30 turns are over",
            "scores": {"p1": 1006, "p2": 724},
            "winners": ["p1"],
            "draw": False,
        },
        "The game is over (the agreed 30 turns are over): Egypt wins with 1006 points. "
        "Final score: Egypt 1006, Crete 724.",
    ),
    (
        "city_taken",
        {"player": "p1", "area": "cyrene", "taker": "p2", "calamity": "treachery"},
        "Treachery: Egypt's city in Cyrene goes over to Crete.",
    ),
    (
        "city_built_with_architecture",
        {"player": "p1", "area": "roma", "treasury": 3},
        "Egypt built a city in Roma with Architecture, 3 tokens of it paid from the treasury.",
    ),
    (
        "barbarians_arrive",
        {"player": "p1", "area": "thebes", "tokens": 15},
        "Barbarian Hordes against Egypt: 15 barbarian tokens arrive in Thebes.",
    ),
    (
        "barbarians_move",
        {"source": "thebes", "dest": "memphis", "tokens": 9},
        "9 barbarian tokens move on from Thebes to Memphis.",
    ),
    (
        "barbarians_disperse",
        {"area": "memphis", "tokens": 1},
        "1 barbarian token in Memphis can go nowhere and disperse.",
    ),
    (
        "grain_shown",
        {"player": "p1", "calamity": "famine", "grain": 2},
        "Egypt showed 2 Grain cards against Famine (Pottery).",
    ),
    (
        "city_pillaged",
        {"player": "p2", "area": "cyrene", "owner": "pirates"},
        "Crete destroyed the pirate city in Cyrene and pillages it.",
    ),
    (
        "pillage_taken",
        {"player": "p2", "area": "moesia", "tokens": 3},
        "Crete pillaged Moesia: 3 tokens from stock to treasury.",
    ),
    (
        "slaves_revolt",
        {"player": "p3", "tokens": 15},
        "Slave Revolt: 15 tokens of Babylon's support no city until the end of the calamity phase.",
    ),
    (
        "card_taken",
        {"player": "p2", "victim": "p1", "count": 1},
        "Crete took 1 trade card at random from Egypt.",
    ),
    (
        "calamities_drawn",
        {"player": "p1", "strike": ["treachery", "volcano"], "returned": ["slave_revolt"]},
        "Egypt holds more than two calamities: Treachery and Volcanic Eruption/Earthquake, drawn at "
        "random, strike; Slave Revolt goes back unresolved.",
    ),
    (
        "faction_reduced",
        {"player": "p1", "faction": "first", "tokens": {"sahara": 5}, "cities": []},
        "Civil War with Military: 5 tokens (Sahara 5) of Egypt's first faction go back to stock.",
    ),
    (
        "cards_recycled",
        {"stacks": {"1": 2, "3": 4}},
        "Spent and discarded cards go back under their stacks: 2 cards under stack 1, 4 cards under stack 3.",
    ),
    (
        "city_destroyed",
        {"player": "p1", "area": "moesia", "calamity": "volcano"},
        "Volcanic Eruption/Earthquake destroyed Egypt's city in Moesia.",
    ),
    (
        "pirate_city",
        {"player": "p1", "area": "cyrene", "calamity": "piracy"},
        "Piracy: Egypt's city in Cyrene becomes a pirate city.",
    ),
    # Kinds both games emit, in Advanced Civilization's shape or words.
    (
        "offer_made",
        {"id": 2, "from": "p2", "to": None, "reply_to": 1, "cards": 4, "named": ["wine", "wine", "timber"]},
        "Offer #2 (answering offer #1): Crete offers everyone 4 cards, including Timber, Wine and Wine.",
    ),
    (
        "calamity_revealed",
        {"player": "p3", "calamity": "epidemic", "traded_by": "p2"},
        "Babylon holds Epidemic, passed on by Crete.",
    ),
    (
        "city_attacked",
        {
            "area": "thebes",
            "owner": "p1",
            "attacker": "barbarians",
            "result": "city_destroyed",
            "before": {"barbarians": 15},
            "after": {"barbarians": 9},
        },
        "The barbarians destroyed Egypt's city in Thebes (the barbarians 9 left there).",
    ),
    (
        "civ_cards_bought",
        {"player": "p1", "cards": ["metal_working", "deism"], "price": 195, "tokens": 5, "trade_cards": 6},
        "Egypt bought Metalworking and Deism for 195, paying 5 treasury tokens and 6 trade cards.",
    ),
]
