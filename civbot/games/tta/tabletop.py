"""The Through the Ages table as text, for ``civbot play --game tta``: the card row with costs,
a civilization, every player's figures, a player's hand and the military board.

Everything is read from an engine view (``view_for``): a player sees exactly what the rules let
him see, the public table and only his own hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.tta.api import URBAN, cards, hand_price, line, name, setup, table

Figures = Mapping[str, Any]


def row_text(view: Mapping[str, Any]) -> list[str]:
    costs = setup().card_row_costs
    out = [f"Card row (Age {view['age']}, civil deck {view['civil_deck_size']}):"]
    for i, cid in enumerate(view["card_row"]):
        cost = f"{costs[i]} civil action{'s' if costs[i] > 1 else ''}"
        out.append(f"  {i + 1:>2}. [{cost}] " + (line(cid) if cid else "(empty)"))
    return out


def _me(view: Mapping[str, Any], player: str) -> Figures:
    return next(p for p in view["players"] if p["player"] == player)


def figures_line(p: Figures) -> str:
    if p["resigned"]:
        return f"{p['player']}: resigned with {p['culture_points']} culture"
    needed = table(setup().happy_faces_required, int(p["yellow_bank"]))
    return (
        f"{p['player']}: culture {p['culture_points']} (+{p['culture_rating']}), science "
        f"{p['science_points']} (+{p['science_rating']}), strength {p['strength']}, happy "
        f"{p['happiness']}/{needed}, civil {p['civil_actions_left']}/{p['civil_total']}, military "
        f"{p['military_actions_left']}/{p['military_total']}, food {p['food']}, resources {p['resources']}"
    )


# How each player's cards in play are grouped for the others to read (card kinds).
GROUPS = (
    ("farms and mines", ("farm", "mine")),
    ("urban buildings", URBAN),
    ("units", ("infantry", "cavalry", "artillery", "air_force")),
)


def _in_play(p: Figures) -> list[str]:
    """Everything a player has in play, in printed names: government and leader, buildings
    and units with their workers, wonders, special technologies, colonies, tactic."""
    leader = name(p["leader"]) if p["leader"] else "no leader"
    tactic = f"; tactic {name(p['tactic'])}" if p["tactic"] else ""
    out = [f"government {name(p['government'])}; {leader}{tactic}"]
    for title, kinds in GROUPS:
        held = [f"{name(c)} {n}" for c, n in p["technologies"].items() if cards()[c].kind in kinds]
        out.append(f"{title}: {', '.join(held) or 'none'}")
    wonders = [name(w["card"]) + (" (ruined)" if w.get("ruined") else "") for w in p["wonders"]]
    if p["wonder_building"]:
        stages = len(cards()[p["wonder_building"]].stages)
        wonders.append(f"{name(p['wonder_building'])} being built ({p['wonder_stages']} of {stages} stages)")
    out.append(f"wonders: {', '.join(wonders) or 'none'}")
    if p["specials"]:
        out.append("special technologies: " + ", ".join(name(c) for c in p["specials"]))
    if p["colonies"]:
        out.append("colonies: " + ", ".join(name(c) for c in p["colonies"]))
    return out


def players_text(view: Mapping[str, Any]) -> list[str]:
    """Every civilization: its figures, then what it has in play."""
    out = ["Civilizations (workers on each building and unit):"]
    for p in view["players"]:
        out.append(f"  {figures_line(p)}")
        if not p["resigned"]:
            out += [f"    {text}" for text in _in_play(p)]
    return out


def civilization_text(view: Mapping[str, Any], player: str) -> list[str]:
    p = _me(view, player)
    out = [figures_line(p)]
    out.append(f"  government {name(p['government'])}; leader {name(p['leader']) if p['leader'] else 'none'}")
    for cid, workers in sorted(p["technologies"].items(), key=lambda kv: (cards()[kv[0]].kind, kv[0])):
        stored = p["blue_tokens"].get(cid, 0)
        tokens = f", {stored} blue token{'s' * (stored > 1)}" if stored else ""
        out.append(f"  {name(cid)} ({cards()[cid].kind}): {workers} worker{'s' * (workers != 1)}{tokens}")
    out.append(
        f"  yellow bank {p['yellow_bank']}, blue bank {p['blue_bank']}, "
        f"unused workers {p['unused_workers']}, discontent {p.get('discontent', 0)}"
    )
    for w in p["wonders"]:
        out.append(f"  wonder {name(w['card'])}" + (" (ruined)" if w.get("ruined") else ""))
    if p["wonder_building"]:
        stages = len(cards()[p["wonder_building"]].stages)
        out.append(f"  building {name(p['wonder_building'])}: {p['wonder_stages']} of {stages} stages")
    out += [f"  special {name(s)}" for s in p["specials"]]
    out += [f"  colony {name(c)}" for c in p["colonies"]]
    if p["tactic"]:
        out.append(f"  tactic {name(p['tactic'])}")
    return out


def hand_text(view: Mapping[str, Any]) -> list[str]:
    """A player's hand: each action card with what playing it costs now."""
    you = view.get("you") or {}
    prices = you.get("action_card_prices", {})
    out = ["Your civil cards:"]
    out += [
        f"  {line(c)}" + (f" [play: {hand_price(prices[c])}]" if c in prices else "")
        for c in you.get("civil_hand", [])
    ] or ["  none"]
    out.append("Your military cards:")
    out += [f"  {line(c)}" for c in you.get("military_hand", [])] or ["  none"]
    return out


def board_text(view: Mapping[str, Any]) -> list[str]:
    """The military board: the events decks and the last events, the tactics in play and those
    anyone may copy, and the wars and pacts in force."""
    out = [
        f"Military board (Age {view['age']}, round {view['round']}): current events "
        f"{view['current_events_size']} (one is revealed each time an event is prepared), future "
        f"events {view['future_events_size']}, military deck {view['military_deck_size']}"
    ]
    wars = [
        f"{w['declarer']} against {w['target']}: {line(w['card'])} (fought at {w['declarer']}'s next turn)"
        for w in view["wars"]
    ]
    out += _section("Last events, newest first", [line(c) for c in reversed(view["past_events"][-3:])])
    out += _section(
        "Tactics in play", [f"{p['player']}: {line(p['tactic'])}" for p in view["players"] if p["tactic"]]
    )
    out += _section("Tactics anyone may copy", [line(c) for c in view["common_tactics"]])
    out += _section("Wars declared", wars)
    out += _section(
        "Pacts in force", [f"{p['owner']} and {p['partner']}: {line(p['card'])}" for p in view["pacts"]]
    )
    return out


def _section(title: str, items: list[str]) -> list[str]:
    return [f"  {title}:", *(f"    {item}" for item in items)] if items else [f"  {title}: none"]
