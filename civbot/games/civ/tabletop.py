"""The table as text, for ``civbot play``: the players, the census order, a player's hand with
its set values, and the trade's offers (the map: ``civbot.games.civ.areas``).

Everything is read from an engine view (``view_for``), so a player sees exactly what the rules
let him see: the public board, and only his own hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from civbot.games.civ.areas import nation_names
from civbot.games.civ.words import card_name, is_calamity, plural, set_value


def players_text(view: Mapping[str, Any], viewer: str | None) -> list[str]:
    lines = [f"Round {view['round']}, {view['phase_title']}"]
    for p in view["players"]:
        me = " (you)" if p["player"] == viewer else ""
        cards = ", ".join(card_name(c) for c in p["civ_cards"]) or "no civilization cards"
        lines.append(
            f"  {p.get('nation_name') or p['player']} ({p['player']}){me}: AST {p['ast_position']}, "
            f"{plural(p['cities'], 'city', 'cities')}, {plural(p['tokens_on_board'], 'token')} on the board, "
            f"stock {p['stock']}, treasury {p['treasury']}, {plural(p['ships'], 'ship')}, "
            f"{plural(p['hand_size'], 'trade card')}"
            + (f", {p['public_score']} victory points (hand not counted)" if "public_score" in p else "")
            + f"; {cards}"
        )
        if p.get("calamities"):
            lines.append(f"    calamities face up: {', '.join(card_name(c) for c in p['calamities'])}")
    return lines


def census_text(view: Mapping[str, Any]) -> list[str]:
    names = nation_names(view)
    census = {p["player"]: p["census"] for p in view["players"]}
    order = view.get("census_order") or []
    if not order:
        return ["No census has been taken yet."]
    return ["Census order (most tokens first; this is the order of movement):"] + [
        f"  {i}. {names.get(p, p)} ({p}): {plural(census.get(p, 0), 'token')}" for i, p in enumerate(order, 1)
    ]


def hand_text(view: Mapping[str, Any]) -> list[str]:
    """The viewer's hand: each commodity with how many, its set value, and the whole hand's."""
    you = view["you"]
    hand: list[str] = you["hand"]
    counts: dict[str, int] = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    lines = [f"Your hand: {plural(len(hand), 'trade card')}, set value {set_value(hand)}"]
    for c, n in sorted(counts.items(), key=lambda kv: (is_calamity(kv[0]), kv[0])):
        if is_calamity(c):
            lines.append(f"  {card_name(c)} x{n}: a tradable calamity, worth nothing")
        else:
            one, more = set_value([c]), set_value([c] * (n + 1))
            lines.append(
                f"  {card_name(c)} ({c}) x{n}: set value {set_value([c] * n)} (one card {one}, one more "
                f"makes {more})"
            )
    held = [h["calamity"] for h in you["calamities"]]
    if held:
        lines.append("  Calamities you will suffer this round: " + ", ".join(card_name(c) for c in held))
    lines.append(f"  Treasury {you['treasury']}; civilization cards: " + _civ_cards(you))
    return lines


def _civ_cards(you: Mapping[str, Any]) -> str:
    cards = ", ".join(card_name(c) for c in you["civ_cards"]) or "none"
    credits = you.get("credits") or {}
    if credits:
        cards += "; credits: " + ", ".join(f"{card_name(c)} {n}" for c, n in sorted(credits.items()))
    return cards


def offers_text(view: Mapping[str, Any]) -> list[str]:
    """Every offer of this trade: open ones first, then those closed, with their public facts
    (and the cards of the viewer's own)."""
    packets = view.get("trade", {}).get("packets")
    if packets is None:
        return ["There is no trade going on."]
    names = nation_names(view)
    if not packets:
        return ["No offers yet."]
    lines = ["Offers in this trade:"]
    for p in sorted(packets, key=lambda p: (p["status"] != "open", p["id"])):
        lines.append(f"  {p['status']}: " + describe_offer(p, lambda x: names.get(x, x)))
    return lines


def describe_offer(facts: Mapping[str, Any], name: Callable[[str], str]) -> str:
    """``#4 from Crete to all: 3 cards worth 12, named grain (answers #2) [your cards]`` (in
    Advanced Civilization ``3 cards naming grain and salt``): the public facts of a packet
    (rules 10.5.3), and its cards when they are the viewer's own."""
    to = "all" if facts["to"] is None else name(facts["to"])
    line = f"#{facts['id']} from {name(facts['from'])} to {to}: {plural(facts['cards'], 'card')} "
    if isinstance(facts["named"], list):  # Advanced Civilization: cards named, no value (000 §28.3)
        line += "naming " + " and ".join(facts["named"])
    else:
        line += f"worth {facts['value']}, named {facts['named']}"
    if facts.get("reply_to") is not None:
        line += f" (answers #{facts['reply_to']})"
    if facts.get("hand_cards"):
        line += f" [{' '.join(facts['hand_cards'])}]"
    return line
