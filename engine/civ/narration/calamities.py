"""Sentences for the Civilization family's calamities (phase 12): every calamity names what it
struck and what each player lost, so a log says which calamity reduced which city."""

from __future__ import annotations

from typing import Any

from engine.civ.narration.vocabulary import SentenceTable, area, areas, losses_text, place, reason, templates
from engine.core.narrate import Words
from engine.core.words import count, listing

TEMPLATES = {
    "calamity_drawn": "{player} drew {calamity}, a calamity.",
    "calamity_resolved": "{calamity} against {player} is over.",
    "calamity_returned": "{player} holds too many calamities: {calamity} goes back to its stack unresolved.",
    "city_eliminated": "{calamity} destroyed {player}'s city in {area}.",
    "civil_war": "Civil War splits {player}; {beneficiary} benefits.",
    "faction_kept": "Civil War: {player} keeps the {keep} faction; the other one rebels.",
    "volcano_erupted": "The volcano {volcano} erupts ({player}'s Volcanic Eruption): every unit in {areas} "
    "is lost, whoever owns it.",
}


def _calamity_order(d: dict[str, Any], w: Words) -> str:
    if not d["calamities"]:
        return "No calamity strikes this round."
    order = ", ".join(f"{w.card(c)} ({w(p)})" for p, c in d["calamities"])
    return f"Calamities, in the order they strike: {order}."


def _calamity_resolving(d: dict[str, Any], w: Words) -> str:
    return f"{w.card(d['calamity'])} strikes {w(d['player'])}."


def _calamity_no_effect(d: dict[str, Any], w: Words) -> str:
    why = reason(str(d.get("reason", "")))
    return f"{w.card(d['calamity'])} has no effect on {w(d['player'])}" + (f": {why}." if why else ".")


FLOOR = "The calamity floor (a player below 16 unit points loses nothing more)"


def _calamity_floor(d: dict[str, Any], w: Words) -> str:
    who, calamity = w(d["player"]), w.card(d["calamity"])
    if d.get("area"):
        return f"{FLOOR} spared {who}'s city in {area(d['area'])} from {calamity}."
    if d.get("spared"):
        return f"{FLOOR} spared {who} {count(int(d['spared']), 'point')} of {calamity}'s losses."
    return f"{FLOOR} spared {who} from {calamity}."


def _units_lost(d: dict[str, Any], w: Words) -> str:
    what = losses_text(d.get("tokens", {}), d.get("cities", []))
    who, calamity = w(d["player"]), w.card(d["calamity"])
    if not what:
        return f"{calamity}: {who} lost nothing."
    return f"{calamity}: {who} lost {what}, {count(int(d.get('points', 0)), 'point')} in all."


def _losses_assigned(d: dict[str, Any], w: Words) -> str:
    who, calamity = w(d["player"]), w.card(d["calamity"])
    shares = {p: int(k) for p, k in d.get("amounts", {}).items() if int(k)}
    if not shares:
        return f"{who} passed none of {calamity}'s losses on to other players."
    parts = listing(f"{w(p)} {count(k, 'point')}" for p, k in shares.items())
    return f"{who} shared out {calamity}'s further losses: {parts}."


def _earthquake(d: dict[str, Any], w: Words) -> str:
    near = f" and the neighbouring city in {area(d['neighbour'])}" if d.get("neighbour") else ""
    return f"An earthquake strikes {w(d['player'])}'s city in {area(d['city'])}{near}."


def _flood_struck(d: dict[str, Any], w: Words) -> str:
    if (
        d.get("plain") is None
    ):  # Advanced Civilization: nothing on a flood plain, the sea takes a coastal city
        return f"The flood finds no units of {w(d['player'])} on a flood plain and strikes their coast."
    return f"A flood strikes {w(d['player'])} on the {place(d['plain'])} flood plain ({areas(d['areas'])})."


def _faction_picked(d: dict[str, Any], w: Words) -> str:
    what = losses_text(d.get("tokens", {}), d.get("cities", [])) or "nothing more"
    return f"In {w(d['player'])}'s Civil War, {w(d['picker'])} picked a faction of {what}."


def _civil_war_takeover(d: dict[str, Any], w: Words) -> str:
    taken = []
    takers = {*d.get("tokens", {}), *d.get("cities", {})}
    for t in sorted(takers, key=lambda p: p != d["beneficiary"]):
        what = losses_text(d.get("tokens", {}).get(t, {}), d.get("cities", {}).get(t, []))
        taken.append(f"{w(t)} takes {what}")
    lost = losses_text(d.get("tokens_lost", {}), d.get("cities_lost", []))
    if lost:
        taken.append(f"{lost} go back to stock (nobody had the pieces to replace them)")
    if not taken:
        return f"Civil War: the rebels of {w(d['player'])} leave nothing behind."
    return f"Civil War in {w(d['player'])}'s lands: {'; '.join(taken)}."


SENTENCES: SentenceTable = {
    **templates(TEMPLATES),
    "calamity_order": _calamity_order,
    "calamity_resolving": _calamity_resolving,
    "calamity_no_effect": _calamity_no_effect,
    "calamity_floor": _calamity_floor,
    "units_lost": _units_lost,
    "losses_assigned": _losses_assigned,
    "earthquake": _earthquake,
    "flood_struck": _flood_struck,
    "faction_picked": _faction_picked,
    "civil_war_takeover": _civil_war_takeover,
}
