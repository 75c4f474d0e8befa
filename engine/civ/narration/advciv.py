"""Sentences for the events only Advanced Civilization emits, and for the family's events it
tells otherwise: every calamity held revealed when
trading ends, moves by road, pillage and Architecture, barbarians, Treachery, Slave Revolt,
Military's cut of a Civil War faction, Pottery's Grain, Monotheism, the hand limit's discards,
the recycling of cards and the final score."""

from __future__ import annotations

from typing import Any

from engine.civ.narration.vocabulary import SentenceTable, area, losses_text, reason, templates
from engine.core.narrate import Words
from engine.core.words import count, listing, noun

TEMPLATES = {
    "card_taken": "{player} took {count:n trade card} at random from {victim}.",
    "city_built_with_architecture": "{player} built a city in {area} with Architecture, "
    "{treasury:n token} of it paid from the treasury.",
    "barbarians_arrive": "Barbarian Hordes against {player}: {tokens:n barbarian token} arrive in {area}.",
    "barbarians_move": "{tokens:n barbarian token} move on from {source} to {dest}.",
    "barbarians_disperse": "{tokens:n barbarian token} in {area} can go nowhere and disperse.",
    "city_taken": "{calamity}: {player}'s city in {area} goes over to {taker}.",
    "conversion_declined": "{player} converted no area with Monotheism.",
    "city_destroyed": "{calamity} destroyed {player}'s city in {area}.",
    "pirate_city": "{calamity}: {player}'s city in {area} becomes a pirate city.",
    "slaves_revolt": "Slave Revolt: {tokens:n token} of {player}'s support no city until the end of the "
    "calamity phase.",
    "grain_shown": "{player} showed {grain:n Grain card} against {calamity} (Pottery).",
}


def _calamity_revealed(d: dict[str, Any], w: Words) -> str:
    # Every calamity held is revealed when trading ends, traded or drawn.
    how = f", passed on by {w(d['traded_by'])}" if d.get("traded_by") else ""
    return f"{w(d['player'])} holds {w.card(d['calamity'])}{how}."


def _tokens_moved(d: dict[str, Any], w: Words) -> str:
    via = f" by road through {area(d['via'])}" if d.get("via") else ""
    return (
        f"{w(d['player'])} moved {count(int(d['count']), 'token')} from {area(d['source'])}{via} "
        f"to {area(d['dest'])}."
    )


def _city_pillaged(d: dict[str, Any], w: Words) -> str:
    owner = d.get("owner")
    whose = "the pirate city" if owner == "pirates" else f"{w(owner)}'s city" if owner else "the city"
    return f"{w(d['player'])} destroyed {whose} in {area(d['area'])} and pillages it."


def _pillage_taken(d: dict[str, Any], w: Words) -> str:
    tokens = int(d["tokens"])
    if not tokens:
        return f"{w(d['player'])} took nothing from the pillage of {area(d['area'])}."
    return f"{w(d['player'])} pillaged {area(d['area'])}: {count(tokens, 'token')} from stock to treasury."


def _calamities_drawn(d: dict[str, Any], w: Words) -> str:
    strike = listing(w.card(c) for c in d["strike"])
    back = listing(w.card(c) for c in d["returned"])
    k = len(d["returned"])
    return (
        f"{w(d['player'])} holds more than two calamities: {strike}, drawn at random, "
        f"{noun(len(d['strike']), 'strikes', 'strike')}; {back} {noun(k, 'goes', 'go')} back unresolved."
    )


def _faction_reduced(d: dict[str, Any], w: Words) -> str:
    what = losses_text(d.get("tokens", {}), d.get("cities", [])) or "nothing"
    return f"Civil War with Military: {what} of {w(d['player'])}'s {d['faction']} faction go back to stock."


def _area_converted(d: dict[str, Any], w: Words) -> str:
    replaced = {p: int(k) for p, k in d.get("tokens", {}).items() if int(k)}
    what = [f"{w(p)}'s {count(k, 'token')}" for p, k in replaced.items()]
    if d.get("city_of"):
        what.insert(0, f"{w(d['city_of'])}'s city")
    return (
        f"With Monotheism, {w(d['player'])} converted {area(d['area'])}: "
        f"{listing(what) or 'its units'} became theirs."
    )


def _cards_discarded(d: dict[str, Any], w: Words) -> str:
    cards = list(d["cards"])
    return (
        f"{w(d['player'])} kept 8 commodity cards and discarded {count(len(cards), 'card')}: "
        f"{listing(w.card(c) for c in sorted(cards))}."
    )


def _cards_recycled(d: dict[str, Any], w: Words) -> str:
    stacks = {int(s): int(k) for s, k in d.get("stacks", {}).items()}
    where = ", ".join(f"{count(k, 'card')} under stack {s}" for s, k in sorted(stacks.items()))
    return f"Spent and discarded cards go back under their stacks: {where}."


def _game_over(d: dict[str, Any], w: Words) -> str:
    why = reason(str(d.get("reason") or ""))
    winners = list(d.get("winners", []))
    scores = {p: int(k) for p, k in d.get("scores", {}).items()}
    best = max(scores.values(), default=0)
    table = ", ".join(f"{w(p)} {k}" for p, k in sorted(scores.items(), key=lambda item: -item[1]))
    if d.get("draw"):
        who = f"{w.many(winners)} share the victory with {count(best, 'point')}"
    else:
        who = f"{w.many(winners) or 'nobody'} wins with {count(best, 'point')}"
    return f"The game is over ({why}): {who}. Final score: {table}."


SENTENCES: SentenceTable = {
    **templates(TEMPLATES),
    "calamity_revealed": _calamity_revealed,
    "tokens_moved": _tokens_moved,
    "city_pillaged": _city_pillaged,
    "pillage_taken": _pillage_taken,
    "calamities_drawn": _calamities_drawn,
    "faction_reduced": _faction_reduced,
    "area_converted": _area_converted,
    "cards_discarded": _cards_discarded,
    "cards_recycled": _cards_recycled,
    "game_over": _game_over,
}
