"""Events as sentences, for the demo's game log and the terminal game.

``narrate`` tells public events only (a private event returns None), in the third person, so a
log built from its lines never shows a hand or a secret packet. ``narrate_private`` tells a
player the private events addressed to him (cards drawn, received, returned).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from civbot.words import area_name, card_name, plural, third_person
from engine import DEFAULT_GAME
from engine.civ.flow import describe_player
from engine.civ.state import GameState
from engine.core.events import Event

Who = Callable[[str], str]
Teller = Callable[[Who, dict[str, Any]], str | None]
PrivateTeller = Callable[[dict[str, Any]], str | None]


def area(a: str) -> str:
    return area_name(a)


def areas(items: Any) -> str:
    return ", ".join(area(a) for a in items) or "none"


def card(c: str) -> str:
    return card_name(c)


def _counts(who: Who, occ: dict[str, int]) -> str:
    return ", ".join(f"{who(p)} {n}" for p, n in sorted(occ.items())) or "nobody"


def _per_area(tokens: dict[str, int]) -> str:
    return ", ".join(f"{n} in {area(a)}" for a, n in sorted(tokens.items()))


def _units(tokens: dict[str, int], cities: list[str]) -> str:
    parts = [plural(sum(tokens.values()), "token") + f" ({_per_area(tokens)})"] if tokens else []
    parts += (
        [f"the {plural(len(cities), 'city', 'cities').split(' ', 1)[1]} in {areas(cities)}"] if cities else []
    )
    return " and ".join(parts) or "nothing"


def _ships(who: Who, d: dict[str, Any]) -> str | None:
    parts = []
    if d["kept"]:
        parts.append(f"keeps {plural(len(d['kept']), 'ship')}")
    if d["removed"]:
        parts.append(f"lets {plural(len(d['removed']), 'ship')} go")
    for sid, a in d["relocated"]:
        parts.append(f"moves ship {sid} to {area(a)}")
    if d["built"]:
        parts.append(f"builds {plural(len(d['built']), 'ship')} in {areas(d['built'])}")
    if not parts:
        return None
    paid = d["treasury_spent"] + sum(d["levied"].values())
    cost = f" ({plural(paid, 'token')} paid)" if paid else ""
    return f"{who(d['player'])} {', '.join(parts)}{cost}."


def _sailed(who: Who, d: dict[str, Any]) -> str:
    line = f"{who(d['player'])}'s ship {d['ship']} sails {' > '.join(area(a) for a in d['path'])}"
    if d["landed"]:
        line += f", landing {plural(sum(d['landed'].values()), 'token')} ({_per_area(d['landed'])})"
    return line + "."


def _attack(who: Who, d: dict[str, Any]) -> str:
    attacker = who(d["attacker"]) if d["attacker"] else "An attack"
    result = {
        "repelled": "the city holds",
        "too_weak": "too weak to harm it, the attackers are removed",
        "city_destroyed": "the city is destroyed",
        "surrendered": "the city is taken",
        "surrendered_eliminated": "the city is destroyed (the attacker has no city left to put there)",
    }.get(d["result"], d["result"].replace("_", " "))
    return f"{attacker} against {who(d['owner'])}'s city in {area(d['area'])}: {result}."


def _drawn(who: str, count: int, empty: list[int]) -> str | None:
    """A draw, and the empty stacks that gave nothing (Advanced Civilization, 000 §27.21)."""
    if not empty:
        return f"{who} draws {plural(count, 'trade card')}." if count else None
    stacks = f"stack {empty[0]} is" if len(empty) == 1 else f"stacks {_listed(empty)} are"
    if not count:
        return f"{who} draws no trade card: {stacks} empty."
    return f"{who} draws {plural(count, 'trade card')}; {stacks} empty."


def _listed(items: list[int]) -> str:
    return ", ".join(str(i) for i in items[:-1]) + f" and {items[-1]}"


def _reduced(who: Who, d: dict[str, Any]) -> str:
    why = f" by {card(d['calamity'])}" if d.get("calamity") else " for lack of support"
    back = f", {plural(d['tokens'], 'token')} left there" if d.get("tokens") else ""
    return f"{who(d['player'])}'s city in {area(d['area'])} is reduced{why}{back}."


def _offer(who: Who, d: dict[str, Any]) -> str:
    to = "everybody" if d["to"] is None else who(d["to"])
    kind = f"answers offer #{d['reply_to']} with" if d.get("reply_to") is not None else "offers"
    return (
        f"{who(d['from'])} {kind} #{d['id']} to {to}: {plural(d['cards'], 'card')} worth {d['value']}, "
        f"naming {card(d['named'])}."
    )


def _takeover(who: Who, d: dict[str, Any]) -> str:
    parts = [f"{who(t)} takes the cities in {areas(a)}" for t, a in d["cities"].items()]
    parts += [f"{who(t)} takes {_per_area(tk)}" for t, tk in d["tokens"].items()]
    if d["cities_lost"] or d["tokens_lost"]:
        parts.append(f"{_units(d['tokens_lost'], d['cities_lost'])} go back to stock")
    return f"Civil war in {who(d['player'])}: " + ("; ".join(parts) or "nothing changes hands") + "."


def _floor(who: Who, d: dict[str, Any]) -> str:
    what = f"its city in {area(d['area'])}" if d.get("area") else "the rest of its losses"
    if d.get("spared"):
        what = f"{plural(d['spared'], 'point')} of losses"
    return f"{who(d['player'])} is too weak to suffer more: {card(d['calamity'])} spares {what}."


def _won(who: Who, d: dict[str, Any]) -> str:
    verb = "share the victory" if len(d["winners"]) > 1 else "wins the game"
    return f"\n*** {' and '.join(who(p) for p in d['winners'])} {verb}! ***"


def _ast_moved(who: Who, d: dict[str, Any]) -> str:
    moved = [f"{who(p)} {n:+d}" for p, n in sorted(d["moves"].items()) if n]
    return "AST: " + (", ".join(moved) or "nobody moves") + "."


TELLERS: dict[str, Teller] = {
    "round_started": lambda who, d: f"\n=== Round {d['round']} ===",
    "phase_started": lambda who, d: f"-- {d['title']}",
    "choosing_order": lambda who, d: f"Nations are chosen in this order: {', '.join(d['order'])}.",
    "nation_chosen": lambda who, d: f"{who(d['player'])} starts in {area(d['area'])}.",
    "taxes_paid": lambda who, d: f"{who(d['player'])} pays {plural(d['tokens'], 'token')} of tax.",
    "revolt_averted": lambda who, d: f"{who(d['player'])} cannot pay for all its cities, but none revolt.",
    "cities_revolted": lambda who, d: (
        f"Revolt: {who(d['player'])}'s cities in {areas(d['areas'])} go over to {who(d['taker'])}."
    ),
    "revolt_returned": lambda who, d: f"Revolt: {who(d['player'])} keeps its cities in {areas(d['areas'])}.",
    "cities_lost_to_revolt": lambda who, d: (
        f"Revolt: {who(d['player'])} loses its cities in {areas(d['areas'])}."
    ),
    "population_grew": lambda who, d: f"{who(d['player'])} grows by {plural(d['tokens'], 'token')}.",
    "census": lambda who, d: (
        "Census: " + ", ".join(f"{who(p)} {d['counts'].get(p, 0)}" for p in d["order"]) + "."
    ),
    "ships_ordered": _ships,
    "movement_order": lambda who, d: (
        f"Movement order: {', '.join(who(p) for p in d['order'])}." if d["order"] else None
    ),
    "tokens_moved": lambda who, d: (
        f"{who(d['player'])} moves {plural(d['count'], 'token')} from {area(d['source'])} "
        f"to {area(d['dest'])}."
    ),
    "ship_sailed": _sailed,
    "move_undone": lambda who, d: f"{who(d['player'])} takes back its last move.",
    "movement_ended": lambda who, d: f"{who(d['player'])} ends its movement ({plural(d['moves'], 'move')}).",
    "conflict": lambda who, d: (
        f"Conflict in {area(d['area'])}: {_counts(who, d['before'])} -> {_counts(who, d['after'])}."
    ),
    "city_attacked": _attack,
    "conflict_order": lambda who, d: (
        f"{who(d['player'])} "
        + ("has its own attacks fought first" if d["first"] else "leaves the battles in their usual order")
        + (f"; its cities are fought in the order {areas(d['save'])}." if d.get("save") else ".")
    ),
    "cities_built": lambda who, d: f"{who(d['player'])} builds cities in {areas(d['areas'])}.",
    "surplus_removed": lambda who, d: (
        "Surplus removed: "
        + "; ".join(f"{area(a)} ({_counts(who, occ)})" for a, occ in sorted(d["removed"].items()))
        + "."
    ),
    "city_reduced": _reduced,
    "city_eliminated": lambda who, d: (
        f"{who(d['player'])}'s city in {area(d['area'])} is destroyed"
        + (f" by {card(d['calamity'])}." if d.get("calamity") else ".")
    ),
    "trade_cards_drawn": lambda who, d: _drawn(who(d["player"]), d["count"], d.get("empty_stacks") or []),
    "calamity_drawn": lambda who, d: f"{who(d['player'])} draws {card(d['calamity'])}!",
    "gold_bought": lambda who, d: f"{who(d['player'])} buys {plural(d['count'], 'Gold card')}.",
    "trade_opened": lambda who, d: (
        f"Trading: {', '.join(who(p) for p in d['traders'])}." if d["traders"] else "Nobody can trade."
    ),
    "offer_made": lambda who, d: _offer(who, d),
    "offer_closed": lambda who, d: f"Offer #{d['offer']} is {d['status']}.",
    "offer_declined": lambda who, d: f"{who(d['player'])} declines offer #{d['offer']}.",
    "trade_made": lambda who, d: (
        f"Trade: {who(d['players'][0])} and {who(d['players'][1])} swap offers #{d['offers'][0]} and "
        f"#{d['offers'][1]} ({d['cards'][0]} for {plural(d['cards'][1], 'card')})."
    ),
    "trade_done": lambda who, d: (
        f"{who(d['player'])} is done trading" + ("." if d["reason"] == "declared" else f" ({d['reason']}).")
    ),
    "trade_ended": lambda who, d: (
        f"The trade is over: {plural(d['deals'], 'deal') if d['deals'] else 'no deal'}."
    ),
    "calamity_revealed": lambda who, d: (
        f"{who(d['player'])} was traded {card(d['calamity'])} by {who(d['traded_by'])}."
    ),
    "civ_cards_bought": lambda who, d: (
        f"{who(d['player'])} buys {', '.join(card(c) for c in d['cards'])} for {d['price']}."
        if d["cards"]
        else None
    ),
    "civ_cards_reasked": lambda who, d: f"{who(d['player'])}'s purchase is no longer possible: asked again.",
    "decision_replaced": lambda who, d: (
        f"{who(d['player'])}'s answer no longer fits ({d['reason']}); the default is taken."
    ),
    "trade_cards_returned": lambda who, d: (
        f"{who(d['player'])} returns {plural(d['count'], 'trade card')} to the stacks."
    ),
    "calamity_order": lambda who, d: (
        "Calamities this round: " + ", ".join(f"{card(c)} ({who(p)})" for p, c in d["calamities"]) + "."
    ),
    "calamity_returned": lambda who, d: f"{who(d['player'])} returns {card(d['calamity'])} unresolved.",
    "calamity_resolving": lambda who, d: f"{card(d['calamity'])} strikes {who(d['player'])}.",
    "calamity_no_effect": lambda who, d: f"{card(d['calamity'])} has no effect: {d['reason']}.",
    "calamity_floor": _floor,
    "units_lost": lambda who, d: (
        f"{who(d['player'])} loses {_units(d['tokens'], d['cities'])} to {card(d['calamity'])}"
        f" ({plural(d['points'], 'point')})."
    ),
    "losses_assigned": lambda who, d: (
        f"{who(d['player'])} shares out {card(d['calamity'])}: "
        + (", ".join(f"{who(p)} {plural(n, 'point')}" for p, n in d["amounts"].items()) or "nobody")
        + "."
    ),
    "volcano_erupted": lambda who, d: f"The volcano erupts over {areas(d['areas'])}.",
    "earthquake": lambda who, d: (
        f"Earthquake: {who(d['player'])}'s city in {area(d['city'])} is hit"
        + (f", and the city in {area(d['neighbour'])}." if d.get("neighbour") else ".")
    ),
    "flood_struck": lambda who, d: f"The {d['plain']} flood plain floods ({areas(d['areas'])}).",
    "civil_war": lambda who, d: f"Civil war in {who(d['player'])}; {who(d['beneficiary'])} benefits.",
    "faction_picked": lambda who, d: (
        f"{who(d['picker'])} puts {_units(d['tokens'], d['cities'])} into the first faction."
    ),
    "faction_kept": lambda who, d: f"{who(d['player'])} keeps the {d['keep']} faction.",
    "civil_war_takeover": _takeover,
    "ast_advanced": lambda who, d: f"{who(d['player'])} advances to AST space {d['position']}.",
    "ast_held": lambda who, d: f"{who(d['player'])} stays on the AST: {third_person(d['reason'])}.",
    "ast_moved_back": lambda who, d: (
        f"{who(d['player'])} moves back on the AST: {third_person(d['reason'])}."
    ),
    "ast_moved": _ast_moved,
    "time_marker": lambda who, d: f"The time marker reaches {d['position']}.",
    "game_won": _won,
    "game_ended": lambda who, d: f"The game ends: {d['reason']}.",
}

PRIVATE: dict[str, PrivateTeller] = {
    "trade_cards_drawn_private": lambda d: f"You draw {', '.join(card(c) for c in d['cards'])}.",
    "gold_bought_private": lambda d: f"You get {', '.join(card(c) for c in d['cards'])} from stack 9.",
    "trade_received": lambda d: f"You receive {', '.join(card(c) for c in d['cards'])}.",
    "offer_cards": lambda d: f"Your offer #{d['offer']} holds {', '.join(card(c) for c in d['cards'])}.",
    "trade_cards_returned_private": lambda d: f"You return {', '.join(card(c) for c in d['cards'])}.",
    "civ_cards_payment": lambda d: (
        f"You pay with {', '.join(card(c) for c in d['cards'])}." if d["cards"] else None
    ),
    "civ_cards_refused": lambda d: f"Your purchase was refused: {d['reason']}",
    "calamity_returned": lambda d: f"You return {card(d['calamity'])} unresolved.",
}


# Games whose events differ from Civilization (1980)'s: the module with their own TELLERS and
# PRIVATE, which are used over the 1980 ones.
GAME_TELLERS = {"advciv": "civbot.narrate_advciv"}


@cache
def tellers(game: str) -> tuple[dict[str, Teller], dict[str, PrivateTeller]]:
    """The public and private tellers of ``game``."""
    module = GAME_TELLERS.get(game)
    if module is None:
        return TELLERS, PRIVATE
    own = importlib.import_module(module)
    return {**TELLERS, **own.TELLERS}, {**PRIVATE, **own.PRIVATE}


def nation_of(g: GameState) -> Who:
    def who(p: str) -> str:
        return describe_player(g, p) if p in g.player_states else str(p)

    return who


def narrate(g: GameState, e: Event) -> str | None:
    """One line for a public event worth telling, else None."""
    if e.visible_to is not None:
        return None
    teller = tellers(g.game)[0].get(e.kind)
    return teller(nation_of(g), e.data) if teller is not None else None


def narrate_private(e: Event, viewer: str, game: str = DEFAULT_GAME) -> str | None:
    """One line for a private event addressed to ``viewer``, else None."""
    if e.visible_to is None or viewer not in e.visible_to:
        return None
    teller = tellers(game)[1].get(e.kind)
    return teller(e.data) if teller is not None else None
