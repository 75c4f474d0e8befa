"""Sentences for the public events of phase 12: every calamity names what it struck and what
was lost, so the log says which calamity reduced which city."""

from __future__ import annotations

from typing import Any

from bot.sentences.base import sentence, third_person
from bot.text import Names, area_name, areas_text, count, listing


@sentence("calamity_order")
def _calamity_order(d: dict[str, Any], n: Names) -> str:
    if not d["calamities"]:
        return "No calamity strikes this round."
    order = ", ".join(f"{n.card(c)} ({n.short(p)})" for p, c in d["calamities"])
    return f"Calamities, in the order they strike: {order}."


@sentence("calamity_resolving")
def _calamity_resolving(d: dict[str, Any], n: Names) -> str:
    name = d.get("name") or n.card(d["calamity"])
    return f"⚠️ {name} strikes {n.short(d['player'])}."


@sentence("calamity_no_effect")
def _calamity_no_effect(d: dict[str, Any], n: Names) -> str:
    why = third_person(n.plain(str(d.get("reason", ""))))
    return f"{n.card(d['calamity'])} has no effect on {n.short(d['player'])}" + (f": {why}." if why else ".")


@sentence("calamity_floor")
def _calamity_floor(d: dict[str, Any], n: Names) -> str:
    who, calamity = n.short(d["player"]), n.card(d["calamity"])
    floor = "The calamity floor (a player below 16 unit points loses nothing more)"
    if d.get("area"):
        return f"{floor} spared {who}'s city in {area_name(d['area'])} from {calamity}."
    if d.get("spared"):
        return f"{floor} spared {who} {count(int(d['spared']), 'point')} of {calamity}'s losses."
    return f"{floor} spared {who} from {calamity}."


def losses_text(tokens: dict[str, int], cities: list[str]) -> str:
    parts = []
    lost = {a: int(k) for a, k in tokens.items() if int(k)}
    if lost:
        where = ", ".join(f"{area_name(a)} {k}" for a, k in lost.items())
        parts.append(f"{count(sum(lost.values()), 'token')} ({where})")
    if cities:
        parts.append(("the city in " if len(cities) == 1 else "the cities in ") + areas_text(cities))
    return listing(parts)


@sentence("units_lost")
def _units_lost(d: dict[str, Any], n: Names) -> str:
    what = losses_text(d.get("tokens", {}), d.get("cities", []))
    who, calamity = n.short(d["player"]), n.card(d["calamity"])
    if not what:
        return f"{calamity}: {who} lost nothing."
    return f"{calamity}: {who} lost {count(int(d.get('points', 0)), 'point')}: {what}."


@sentence("losses_assigned")
def _losses_assigned(d: dict[str, Any], n: Names) -> str:
    who, calamity = n.short(d["player"]), n.card(d["calamity"])
    shares = {p: int(k) for p, k in d.get("amounts", {}).items() if int(k)}
    if not shares:
        return f"{who} passed none of {calamity}'s losses on to other players."
    parts = listing(f"{n.short(p)} {count(k, 'point')}" for p, k in shares.items())
    return f"{who} shared out {calamity}'s further losses: {parts}."


@sentence("earthquake")
def _earthquake(d: dict[str, Any], n: Names) -> str:
    near = f" and the neighbouring city in {area_name(d['neighbour'])}" if d.get("neighbour") else ""
    return f"An earthquake strikes {n.short(d['player'])}'s city in {area_name(d['city'])}{near}."


@sentence("faction_picked")
def _faction_picked(d: dict[str, Any], n: Names) -> str:
    who, picker = n.short(d["player"]), n.short(d["picker"])
    what = losses_text(d.get("tokens", {}), d.get("cities", [])) or "nothing more"
    return f"Civil War: {picker} picked a faction of {who}'s units: {what}."


@sentence("civil_war_takeover")
def _civil_war_takeover(d: dict[str, Any], n: Names) -> str:
    taken = []
    takers = {*d.get("tokens", {}), *d.get("cities", {})}
    for t in sorted(takers, key=lambda p: p != d["beneficiary"]):
        what = losses_text(d.get("tokens", {}).get(t, {}), d.get("cities", {}).get(t, []))
        taken.append(f"{n.short(t)} takes {what}")
    lost = losses_text(d.get("tokens_lost", {}), d.get("cities_lost", []))
    if lost:
        taken.append(f"{lost} go back to stock (nobody had the pieces to replace them)")
    if not taken:
        return f"Civil War: the rebels of {n.short(d['player'])} leave nothing behind."
    return f"Civil War in {n.short(d['player'])}'s lands: {'; '.join(taken)}."
