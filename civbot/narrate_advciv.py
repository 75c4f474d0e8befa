"""Advanced Civilization's events as sentences, over Civilization (1980)'s (``civbot.narrate``).

Only what differs is here: offers that name two cards and show no value, the neutral pieces
(barbarians, pirate cities), pillage, Treachery, Slave Revolt, Monotheism, Architecture, the
discards, the calamities drawn at random, and the end of the game with its scores. Public
events never carry a card of a hand; the private ones are told only to their owner.
"""

from __future__ import annotations

from typing import Any

from civbot.narrate import PrivateTeller, Teller, Who, area, areas, card
from civbot.words import plural

NEUTRAL_NAMES = {"barbarians": "the barbarians", "pirates": "the pirates"}


def side(who: Who, s: str | None) -> str:
    """A player, or a neutral side by name."""
    return NEUTRAL_NAMES.get(s or "", "") or who(s or "")


def _sides(who: Who, occ: dict[str, int]) -> str:
    return ", ".join(f"{side(who, p)} {n}" for p, n in sorted(occ.items())) or "nobody"


def _offer(who: Who, d: dict[str, Any]) -> str:
    to = "everybody" if d["to"] is None else who(d["to"])
    kind = f"answers offer #{d['reply_to']} with" if d.get("reply_to") is not None else "offers"
    named = " and ".join(card(c) for c in d["named"])
    return f"{who(d['from'])} {kind} #{d['id']} to {to}: {plural(d['cards'], 'card')}, among them {named}."


def _attack(who: Who, d: dict[str, Any]) -> str:
    result = {
        "repelled": "the city holds",
        "too_weak": "too weak to harm it, the attackers are removed",
        "city_destroyed": "the city is destroyed",
    }.get(d["result"], d["result"].replace("_", " "))
    city = "the pirate city" if d["owner"] == "pirates" else f"{who(d['owner'])}'s city"
    attacker = side(who, d["attacker"]).capitalize() if d["attacker"] else "An attack"
    return f"{attacker} against {city} in {area(d['area'])}: {result}."


def _revealed(who: Who, d: dict[str, Any]) -> str:
    how = f", traded by {who(d['traded_by'])}" if d.get("traded_by") else ""
    return f"{who(d['player'])} holds {card(d['calamity'])}{how}."


def _game_over(who: Who, d: dict[str, Any]) -> str:
    scores = ", ".join(f"{who(p)} {n}" for p, n in sorted(d["scores"].items(), key=lambda item: -item[1]))
    winners = " and ".join(who(p) for p in d["winners"])
    verb = "share the victory" if d.get("draw") else "wins the game"
    return f"The game ends: {d['reason']}. Scores: {scores}.\n*** {winners} {verb}! ***"


def _flood(who: Who, d: dict[str, Any]) -> str:
    if d["plain"] is None:  # nothing on a flood plain: the sea takes a coastal city instead
        return f"The flood finds no units of {who(d['player'])} on a flood plain and strikes its coast."
    return f"The {d['plain']} flood plain floods ({areas(d['areas'])})."


def _moved(who: Who, d: dict[str, Any]) -> str:
    via = f" by road through {area(d['via'])}" if d.get("via") else ""
    return (
        f"{who(d['player'])} moves {plural(d['count'], 'token')} from {area(d['source'])}{via} "
        f"to {area(d['dest'])}."
    )


TELLERS: dict[str, Teller] = {
    "offer_made": _offer,
    "city_attacked": _attack,
    "conflict": lambda who, d: (
        f"Conflict in {area(d['area'])}: {_sides(who, d['before'])} -> {_sides(who, d['after'])}."
    ),
    "tokens_moved": _moved,
    "calamity_revealed": _revealed,
    "calamities_drawn": lambda who, d: (
        f"{who(d['player'])} holds more than two calamities: {', '.join(card(c) for c in d['strike'])} "
        f"strike, drawn at random; {', '.join(card(c) for c in d['returned'])} go back unresolved."
    ),
    "calamity_resolved": lambda who, d: None,
    "city_built_with_architecture": lambda who, d: (
        f"{who(d['player'])} builds a city in {area(d['area'])} with Architecture, "
        f"{plural(d['treasury'], 'token')} from its treasury."
    ),
    "city_pillaged": lambda who, d: (
        f"{who(d['player'])} pillages the "
        + ("pirate city" if d.get("owner") == "pirates" else f"city of {who(d['owner'])}")
        + f" in {area(d['area'])}."
    ),
    "pillage_taken": lambda who, d: (
        f"{who(d['player'])} moves {plural(d['tokens'], 'token')} from its stock to its treasury."
    ),
    "card_taken": lambda who, d: f"{who(d['player'])} takes a trade card at random from {who(d['victim'])}.",
    "cards_discarded": lambda who, d: (
        f"{who(d['player'])} discards {', '.join(card(c) for c in d['cards'])} (hand limit)."
    ),
    "cards_recycled": lambda who, d: None,
    "civ_card_buyers": lambda who, d: None,
    "city_destroyed": lambda who, d: (
        f"{who(d['player'])}'s city in {area(d['area'])} is destroyed by {card(d['calamity'])}."
    ),
    "pirate_city": lambda who, d: (
        f"{who(d['player'])}'s city in {area(d['area'])} becomes a pirate city ({card(d['calamity'])})."
    ),
    "city_taken": lambda who, d: (
        f"{card(d['calamity'])}: {who(d['taker'])} takes {who(d['player'])}'s city in {area(d['area'])}."
    ),
    "slaves_revolt": lambda who, d: (
        f"Slave revolt: {plural(d['tokens'], 'token')} of {who(d['player'])} support no city this phase."
    ),
    "grain_shown": lambda who, d: (
        f"{who(d['player'])} shows {plural(d['grain'], 'Grain card')} against {card(d['calamity'])}"
        " (Pottery)."
    ),
    "barbarians_arrive": lambda who, d: (
        f"{plural(d['tokens'], 'barbarian token')} land in {area(d['area'])}, against {who(d['player'])}."
    ),
    "barbarians_move": lambda who, d: (
        f"{plural(d['tokens'], 'barbarian token')} move on from {area(d['source'])} to {area(d['dest'])}."
    ),
    "barbarians_disperse": lambda who, d: (
        f"{plural(d['tokens'], 'barbarian token')} in {area(d['area'])} leave the board."
    ),
    "faction_reduced": lambda who, d: f"Civil war: the {d['faction']} faction of {who(d['player'])} is cut.",
    "area_converted": lambda who, d: (
        f"Monotheism: {who(d['player'])} converts {area(d['area'])}"
        + (f", taking {who(d['city_of'])}'s city" if d.get("city_of") else "")
        + "."
    ),
    "conversion_declined": lambda who, d: f"{who(d['player'])} converts no area with Monotheism.",
    "flood_struck": _flood,
    "volcano_erupted": lambda who, d: f"The volcano erupts over {areas(d['areas'])}.",
    "game_over": _game_over,
}

PRIVATE: dict[str, PrivateTeller] = {
    "card_taken_private": lambda d: f"{d['player']} takes {card(d['card'])} from {d['victim']}'s hand.",
    "civ_cards_payment": lambda d: (
        f"You pay with {', '.join(card(c) for c in d['cards'])}"
        + (f", Mining counting your {card(d['mining'])} one card higher." if d.get("mining") else ".")
        if d["cards"]
        else None
    ),
}
