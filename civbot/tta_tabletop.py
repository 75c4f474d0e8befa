"""The Through the Ages table as text, for ``civbot play --game tta``: the card row with costs,
a civilization, every player's figures, a player's hand and the military board.

Everything is read from an engine view (``view_for``): a player sees exactly what the rules let
him see, the public table and only his own hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.tta.cards import cards, setup, table
from engine.tta.texts import line, name

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


def players_text(view: Mapping[str, Any]) -> list[str]:
    return ["Civilizations:", *(f"  {figures_line(p)}" for p in view["players"])]


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
    you = view.get("you") or {}
    out = ["Your civil cards:"]
    out += [f"  {line(c)}" for c in you.get("civil_hand", [])] or ["  none"]
    out.append("Your military cards:")
    out += [f"  {line(c)}" for c in you.get("military_hand", [])] or ["  none"]
    return out


def board_text(view: Mapping[str, Any]) -> list[str]:
    out = [
        f"Military board (Age {view['age']}): current events {view['current_events_size']}, "
        f"future events {view['future_events_size']}, military deck {view['military_deck_size']}"
    ]
    out += [f"  last event: {line(c)}" for c in view["past_events"][-3:]]
    out += [f"  common tactic: {line(c)}" for c in view["common_tactics"]]
    out += [f"  war: {w['declarer']} against {w['target']} ({name(w['card'])})" for w in view["wars"]]
    out += [f"  pact: {name(p['card'])} between {p['owner']} and {p['partner']}" for p in view["pacts"]]
    return out
