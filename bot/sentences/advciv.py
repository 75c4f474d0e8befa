"""Sentences for the public events only Advanced Civilization emits: pillage and architecture,
barbarians and their hordes, Treachery, Slave Revolt, Military's cut of a Civil War faction,
Pottery's Grain, Monotheism, the hand limit's discards, the recycling of cards and the final
score."""

from __future__ import annotations

from typing import Any

from bot.sentences.base import sentence, third_person
from bot.sentences.calamities import losses_text
from bot.text import Names, area_name, count, listing


@sentence("city_pillaged")
def _city_pillaged(d: dict[str, Any], n: Names) -> str:
    owner = d.get("owner")
    whose = "the pirate city" if owner == "pirates" else f"{n.short(owner)}'s city" if owner else "the city"
    return f"{n.short(d['player'])} destroyed {whose} in {area_name(d['area'])} and pillages it."


@sentence("pillage_taken")
def _pillage_taken(d: dict[str, Any], n: Names) -> str:
    tokens = int(d["tokens"])
    if not tokens:
        return f"{n.short(d['player'])} took nothing from the pillage of {area_name(d['area'])}."
    return (
        f"{n.short(d['player'])} pillaged {area_name(d['area'])}: {count(tokens, 'token')} from stock to "
        "treasury."
    )


@sentence("card_taken")
def _card_taken(d: dict[str, Any], n: Names) -> str:
    what = count(int(d["count"]), "trade card")
    return f"{n.short(d['player'])} took {what} at random from {n.short(d['victim'])}."


@sentence("city_built_with_architecture")
def _city_built_with_architecture(d: dict[str, Any], n: Names) -> str:
    return (
        f"{n.short(d['player'])} built a city in {area_name(d['area'])} with Architecture, "
        f"{count(int(d['treasury']), 'token')} of it paid from the treasury."
    )


@sentence("barbarians_arrive")
def _barbarians_arrive(d: dict[str, Any], n: Names) -> str:
    return (
        f"🪓 Barbarian Hordes against {n.short(d['player'])}: {count(int(d['tokens']), 'barbarian token')} "
        f"arrive in {area_name(d['area'])}."
    )


@sentence("barbarians_move")
def _barbarians_move(d: dict[str, Any], n: Names) -> str:
    return (
        f"🪓 {count(int(d['tokens']), 'barbarian token')} move on from {area_name(d['source'])} to "
        f"{area_name(d['dest'])}."
    )


@sentence("barbarians_disperse")
def _barbarians_disperse(d: dict[str, Any], n: Names) -> str:
    what = count(int(d["tokens"]), "barbarian token")
    return f"🪓 {what} in {area_name(d['area'])} can go nowhere and disperse."


@sentence("calamities_drawn")
def _calamities_drawn(d: dict[str, Any], n: Names) -> str:
    strike = listing(n.card(c) for c in d["strike"])
    back = listing(n.card(c) for c in d["returned"])
    go = "goes" if len(d["returned"]) == 1 else "go"
    return (
        f"{n.short(d['player'])} holds more than two calamities: {strike}, drawn at random, strike; "
        f"{back} {go} back unresolved."
    )


@sentence("city_taken")
def _city_taken(d: dict[str, Any], n: Names) -> str:
    return (
        f"{n.card(d['calamity'])}: {n.short(d['player'])}'s city in {area_name(d['area'])} goes over to "
        f"{n.short(d['taker'])}."
    )


@sentence("slaves_revolt")
def _slaves_revolt(d: dict[str, Any], n: Names) -> str:
    return (
        f"Slave Revolt: {count(int(d['tokens']), 'token')} of {n.short(d['player'])}'s support no city until "
        "the end of the calamity phase."
    )


@sentence("faction_reduced")
def _faction_reduced(d: dict[str, Any], n: Names) -> str:
    what = losses_text(d.get("tokens", {}), d.get("cities", [])) or "nothing"
    whose = f"{n.short(d['player'])}'s {d['faction']} faction"
    return f"Civil War with Military: {what} of {whose} go back to stock."


@sentence("grain_shown")
def _grain_shown(d: dict[str, Any], n: Names) -> str:
    grain = count(int(d["grain"]), "Grain card")
    return f"{n.short(d['player'])} showed {grain} against {n.card(d['calamity'])} (Pottery)."


@sentence("area_converted")
def _area_converted(d: dict[str, Any], n: Names) -> str:
    replaced = {p: int(k) for p, k in d.get("tokens", {}).items() if int(k)}
    what = [f"{n.short(p)}'s {count(k, 'token')}" for p, k in replaced.items()]
    if d.get("city_of"):
        what.insert(0, f"{n.short(d['city_of'])}'s city")
    return (
        f"✝️ Monotheism: {n.short(d['player'])} converted {area_name(d['area'])}: "
        f"{listing(what) or 'its units'} became theirs."
    )


@sentence("conversion_declined")
def _conversion_declined(d: dict[str, Any], n: Names) -> str:
    return f"{n.short(d['player'])} converted no area with Monotheism."


@sentence("cards_discarded")
def _cards_discarded(d: dict[str, Any], n: Names) -> str:
    cards = list(d["cards"])
    return (
        f"{n.short(d['player'])} kept 8 commodity cards and discarded {count(len(cards), 'card')}: "
        f"{listing(n.card(c) for c in sorted(cards))}."
    )


@sentence("cards_recycled")
def _cards_recycled(d: dict[str, Any], n: Names) -> str:
    stacks = {int(s): int(k) for s, k in d.get("stacks", {}).items()}
    where = ", ".join(f"stack {s} {k}" for s, k in sorted(stacks.items()))
    return f"Spent and discarded cards go back under their stacks ({where})."


@sentence("game_over")
def _game_over(d: dict[str, Any], n: Names) -> str:
    reason = third_person(n.plain(str(d.get("reason") or "")))
    winners = list(d.get("winners", []))
    scores = {p: int(k) for p, k in d.get("scores", {}).items()}
    best = max(scores.values(), default=0)
    if d.get("draw"):
        who = f"{n.many(winners)} share the victory with {count(best, 'point')}"
    else:
        who = f"{n.many(winners) or 'nobody'} wins with {count(best, 'point')}"
    return f"🏁 The game is over ({reason}): {who}."


@sentence("city_destroyed")
def _city_destroyed(d: dict[str, Any], n: Names) -> str:
    return f"{n.card(d['calamity'])} destroyed {n.short(d['player'])}'s city in {area_name(d['area'])}."


@sentence("pirate_city")
def _pirate_city(d: dict[str, Any], n: Names) -> str:
    return (
        f"🏴‍☠️ {n.card(d['calamity'])}: {n.short(d['player'])}'s city in {area_name(d['area'])} becomes a "
        "pirate city."
    )
