"""Sentences for the Civilization family's setup and phases 1-9: nations, taxes, growth, ships,
movement, conflict, cities, surplus and the drawing of trade cards."""

from __future__ import annotations

from typing import Any

from engine.civ.narration.vocabulary import SentenceTable, area, areas, occupants, reason, templates
from engine.core.narrate import Words
from engine.core.words import count, listing, noun

TEMPLATES = {
    "nation_chosen": "{player:person} chose {nation}, starting in {area}.",
    "round_started": "Round {round}",
    "phase_started": "{title}",
    "decision_received": "{player} has sent their orders.",
    "tokens_moved": "{player} moved {count:n token} from {source} to {dest}.",
    "move_undone": "{player} took back a move.",
    "offer_declined": "{player} declined offer #{offer}.",
    "trade_cards_returned": "{player} returned {count:n trade card} over the hand limit.",
    "time_marker": "The time marker moves to {position}.",
    "revolt_returned": "{player} keeps the revolting cities in {areas}: nobody else could take them.",
}


def _choosing_order(d: dict[str, Any], w: Words) -> str:
    return f"Nations are chosen in this order: {listing(w.full(x) for x in d['order'])}."


def _decision_replaced(d: dict[str, Any], w: Words) -> str:
    why = reason(str(d.get("reason", "")))
    because = f" ({why})" if why else ""
    return (
        f"{w(d['player'])}'s order could no longer be carried out after an earlier player's{because}; "
        "the default was taken."
    )


def _taxes_paid(d: dict[str, Any], w: Words) -> str:
    cities, rate, paid = int(d["cities"]), int(d["rate"]), int(d["tokens"])
    owed = cities * rate
    short = f" of the {owed} owed" if paid < owed else ""
    cities_text = count(cities, "city", "cities")
    return (
        f"{w(d['player'])} paid {count(paid, 'token')}{short} in taxes for {cities_text} ({rate} per city)."
    )


def _revolt_averted(d: dict[str, Any], w: Words) -> str:
    who, cities = w(d["player"]), int(d["cities"])
    them = "it" if cities == 1 else "them"
    return (
        f"{who} could not pay the taxes of {count(cities, 'city', 'cities')}, but nobody may take {them} "
        f"over: {'it stays' if cities == 1 else 'they stay'} {who}'s."
    )


def _cities_revolted(d: dict[str, Any], w: Words) -> str:
    k = len(d["areas"])
    return (
        f"{w(d['player'])}'s {noun(k, 'city', 'cities')} in {areas(d['areas'])} revolted for unpaid taxes "
        f"and went over to {w(d['taker'])}."
    )


def _cities_lost_to_revolt(d: dict[str, Any], w: Words) -> str:
    k = len(d["areas"])
    return (
        f"{w(d['player'])}'s {noun(k, 'city', 'cities')} in {areas(d['areas'])} revolted for unpaid taxes "
        f"and {noun(k, 'was', 'were')} lost: nobody had a city left in stock to take "
        f"{'it' if k == 1 else 'them'}."
    )


def _population_grew(d: dict[str, Any], w: Words) -> str:
    tokens = int(d["tokens"])
    if not tokens:
        return f"{w(d['player'])} did not grow."
    return f"{w(d['player'])} grew by {count(tokens, 'token')}."


def _census(d: dict[str, Any], w: Words) -> str:
    order = ", ".join(f"{w(x)} {d['counts'].get(x, 0)}" for x in d["order"])
    return f"Census (tokens on the board): {order}."


def ship_name(ship: str) -> str:
    """ "crete-2" -> "ship 2" (ships are numbered per game, the nation is said beside)."""
    number = ship.rsplit("-", 1)[-1]
    return f"ship {number}" if number.isdigit() else f"ship {ship}"


def ships_in(where: list[str], preposition: str = "in") -> str:
    """ "2 ships in Thapsus", "3 ships (2 in Thapsus, 1 in Carthago)"."""
    per: dict[str, int] = {}
    for a in where:
        per[area(a)] = per.get(area(a), 0) + 1
    if len(per) == 1:
        return f"{count(len(where), 'ship')} {preposition} {next(iter(per))}"
    return f"{count(len(where), 'ship')} ({', '.join(f'{k} {preposition} {a}' for a, k in per.items())})"


def _ships_ordered(d: dict[str, Any], w: Words) -> str:
    who = w(d["player"])
    parts = []
    if d.get("kept"):
        parts.append(f"keeps {count(len(d['kept']), 'ship')}")
    if d.get("built"):
        parts.append(f"builds {ships_in(d['built'])}")
    if d.get("relocated"):
        parts.append(f"moves {ships_in([a for _, a in d['relocated']], 'to')}")
    if d.get("removed"):
        parts.append(f"scraps {count(len(d['removed']), 'ship')}")
    if not parts:
        return f"{who} has no ships and builds none."
    paid = []
    if int(d.get("treasury_spent", 0)):
        paid.append(f"{count(int(d['treasury_spent']), 'token')} from the treasury")
    levies = {a: int(k) for a, k in d.get("levied", {}).items() if int(k)}
    if levies:
        paid.append(f"{count(sum(levies.values()), 'token')} levied in {areas(levies)}")
    cost = f", paying {listing(paid)}" if paid else ""
    return f"{who} {listing(parts)}{cost}."


def _movement_order(d: dict[str, Any], w: Words) -> str:
    if not d["order"]:
        return "Nobody moves this round."
    return f"Movement order: {', '.join(w(x) for x in d['order'])}."


def voyage_text(d: dict[str, Any]) -> str:
    """ "from Knossos to Moesia (by Aegean Sea), carrying 2 tokens from Knossos, landing 2 tokens in
    Moesia"."""
    path = [area(a) for a in d["path"]]
    via = f" (by {', '.join(path[1:-1])})" if len(path) > 2 else ""
    text = f"from {path[0]} to {path[-1]}{via}" if len(path) > 1 else f"in {path[0]}"
    boarded = {a: int(c) for a, c in d.get("boarded", {}).items() if c}
    landed = {a: int(c) for a, c in d.get("landed", {}).items() if c}
    if boarded:
        text += f", carrying {_from_areas(boarded, 'from')}"
    if landed:
        text += f", landing {_from_areas(landed, 'in')}"
    return text


def _from_areas(tokens: dict[str, int], preposition: str) -> str:
    """ "2 tokens from Knossos", "3 tokens (2 from Knossos, 1 from Phaestos)"."""
    total = count(sum(tokens.values()), "token")
    if len(tokens) == 1:
        return f"{total} {preposition} {area(next(iter(tokens)))}"
    return f"{total} ({', '.join(f'{c} {preposition} {area(a)}' for a, c in tokens.items())})"


def _ship_sailed(d: dict[str, Any], w: Words) -> str:
    return f"{w(d['player'])}'s {ship_name(d['ship'])} sailed {voyage_text(d)}."


def _movement_ended(d: dict[str, Any], w: Words) -> str:
    moves = int(d.get("moves", 0))
    if not moves:
        return f"{w(d['player'])} did not move."
    return f"{w(d['player'])} ended their movement after {count(moves, 'move')}."


def _conflict(d: dict[str, Any], w: Words) -> str:
    after: dict[str, int] = d.get("after", {})
    if not after:
        left = "no tokens are left"
    elif len(after) == 1:
        ((p, k),) = after.items()
        left = f"{w(p)} is left with {count(k, 'token')}"
    else:
        left = f"{occupants(after, w)} remain"
    return f"Conflict in {area(d['area'])} ({occupants(d['before'], w)}): {left}."


def _conflict_order(d: dict[str, Any], w: Words) -> str:
    right = "asks for" if d.get("first") else "waives"
    order = f"; their attacked cities are fought in this order: {areas(d['save'])}" if d.get("save") else ""
    return f"{w(d['player'])} {right} the right to have their own attacks fought first (rules 11.8.2){order}."


def possessive(name: str) -> str:
    """ "Egypt's", "the pirates'"."""
    return f"{name}'" if name.endswith("s") and not name.endswith(">") else f"{name}'s"


ATTACK_RESULTS = {
    "repelled": "{whose} city in {area} held off {attacker}.",
    "too_weak": "{attacker} attacked {whose} city in {area} but was too weak to take it and was removed.",
    "city_destroyed": "{attacker} destroyed {whose} city in {area} ({left} left there).",
    "surrendered": "{whose} city in {area} surrendered to {attacker}, who now holds it.",
    "surrendered_eliminated": "{whose} city in {area} fell to {attacker}, who had no city in stock to "
    "hold it: it is gone.",
}


def _city_attacked(d: dict[str, Any], w: Words) -> str:
    owner = d["owner"]
    whose = "the pirates'" if owner == "pirates" else possessive(w(owner))
    attackers = [p for p in d.get("before", {}) if p != owner]
    attacker = w(d["attacker"]) if d.get("attacker") else w.many(attackers) or "the attackers"
    left = occupants(d.get("after", {}), w) or "nobody"
    text = ATTACK_RESULTS.get(d["result"], "{attacker} attacked {whose} city in {area} ({result}).")
    return text.format(
        whose=whose, area=area(d["area"]), attacker=attacker, left=left, result=d["result"].replace("_", " ")
    )


def _cities_built(d: dict[str, Any], w: Words) -> str:
    built = d["areas"]
    if not built:
        return f"{w(d['player'])} built no city."
    what = "a city" if len(built) == 1 else f"{len(built)} cities"
    return f"{w(d['player'])} built {what} in {areas(built)}."


def _city_reduced(d: dict[str, Any], w: Words) -> str:
    left = int(d.get("tokens", 0))
    what = f"reduced to {count(left, 'token')}" if left else "reduced to nothing (no tokens left in stock)"
    city = f"{w(d['player'])}'s city in {area(d['area'])}"
    if d.get("calamity"):
        return f"{w.card(d['calamity'])} reduced {city}: it was {what}."
    return f"{city} was {what} for lack of support."


def _surplus_removed(d: dict[str, Any], w: Words) -> str:
    per: dict[str, dict[str, int]] = {}
    for a, occ in d.get("removed", {}).items():
        for p, k in occ.items():
            per.setdefault(p, {})[a] = int(k)
    if not per:
        return "No surplus population."
    parts = [
        f"{w(p)} {count(sum(where.values()), 'token')} ({occupants_in(where)})" for p, where in per.items()
    ]
    return f"Surplus population removed: {'; '.join(parts)}."


def _trade_cards_drawn(d: dict[str, Any], w: Words) -> str:
    """A draw, and the empty stacks that gave nothing (Advanced Civilization, 000 §27.21)."""
    drawn, empty = int(d["count"]), [int(s) for s in d.get("empty_stacks") or []]
    if not empty:
        return f"{w(d['player'])} drew {count(drawn, 'trade card')}."
    stacks = f"stack {empty[0]} is" if len(empty) == 1 else f"stacks {listing(str(s) for s in empty)} are"
    if not drawn:
        return f"{w(d['player'])} drew no trade card: {stacks} empty."
    return f"{w(d['player'])} drew {count(drawn, 'trade card')}; {stacks} empty."


def occupants_in(where: dict[str, int]) -> str:
    """ "Memphis 2, Thebes 1"."""
    return ", ".join(f"{area(a)} {k}" for a, k in where.items())


def _gold_bought(d: dict[str, Any], w: Words) -> str:
    k = int(d["count"])
    gold = "a Gold card" if k == 1 else f"{k} Gold cards"
    return f"{w(d['player'])} bought {gold} for {count(int(d['tokens']), 'treasury token')}."


SENTENCES: SentenceTable = {
    **templates(TEMPLATES),
    "choosing_order": _choosing_order,
    "decision_replaced": _decision_replaced,
    "taxes_paid": _taxes_paid,
    "revolt_averted": _revolt_averted,
    "cities_revolted": _cities_revolted,
    "cities_lost_to_revolt": _cities_lost_to_revolt,
    "population_grew": _population_grew,
    "census": _census,
    "ships_ordered": _ships_ordered,
    "movement_order": _movement_order,
    "ship_sailed": _ship_sailed,
    "movement_ended": _movement_ended,
    "conflict": _conflict,
    "conflict_order": _conflict_order,
    "city_attacked": _city_attacked,
    "cities_built": _cities_built,
    "city_reduced": _city_reduced,
    "surplus_removed": _surplus_removed,
    "trade_cards_drawn": _trade_cards_drawn,
    "gold_bought": _gold_bought,
}
