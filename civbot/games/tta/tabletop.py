"""The Through the Ages table as text, for ``civbot play --game tta``: the card row with costs,
a civilization, every player's figures, a player's hand and the military board.

Everything is read from an engine view (``view_for``): a player sees exactly what the rules let
him see, the public table and only his own hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.tta.api import URBAN, cards, hand_price, line, name, setup, table
from i18n.catalog import N_, _, n_

Figures = Mapping[str, Any]


def row_text(view: Mapping[str, Any]) -> list[str]:
    costs = setup().card_row_costs
    out = [_("Card row (Age {age}, civil deck {deck}):", age=view["age"], deck=view["civil_deck_size"])]
    for i, cid in enumerate(view["card_row"]):
        cost = n_("{n} civil action", "{n} civil actions", costs[i])
        out.append(f"  {i + 1:>2}. [{cost}] " + (line(cid) if cid else _("(empty)")))
    return out


def _me(view: Mapping[str, Any], player: str) -> Figures:
    return next(p for p in view["players"] if p["player"] == player)


def figures_line(p: Figures) -> str:
    if p["resigned"]:
        return _("{player}: resigned with {culture} culture", player=p["player"], culture=p["culture_points"])
    needed = table(setup().happy_faces_required, int(p["yellow_bank"]))
    return _(
        "{player}: culture {culture} (+{culture_rating}), science {science} (+{science_rating}), "
        "strength {strength}, happy {happy}/{needed}, civil {civil}/{civil_total}, military "
        "{military}/{military_total}, food {food}, resources {resources}",
        player=p["player"],
        culture=p["culture_points"],
        culture_rating=p["culture_rating"],
        science=p["science_points"],
        science_rating=p["science_rating"],
        strength=p["strength"],
        happy=p["happiness"],
        needed=needed,
        civil=p["civil_actions_left"],
        civil_total=p["civil_total"],
        military=p["military_actions_left"],
        military_total=p["military_total"],
        food=p["food"],
        resources=p["resources"],
    )


# How each player's cards in play are grouped for the others to read (card kinds).
GROUPS = (
    (N_("farms and mines"), ("farm", "mine")),
    (N_("urban buildings"), URBAN),
    (N_("units"), ("infantry", "cavalry", "artillery", "air_force")),
)


def _in_play(p: Figures) -> list[str]:
    """Everything a player has in play, in printed names: government and leader, buildings
    and units with their workers, wonders, special technologies, colonies, tactic."""
    leader = name(p["leader"]) if p["leader"] else _("no leader")
    government = name(p["government"])
    if p["tactic"]:
        out = [
            _(
                "government {government}; {leader}; tactic {tactic}",
                government=government,
                leader=leader,
                tactic=name(p["tactic"]),
            )
        ]
    else:
        out = [_("government {government}; {leader}", government=government, leader=leader)]
    for title, kinds in GROUPS:
        held = [f"{name(c)} {n}" for c, n in p["technologies"].items() if cards()[c].kind in kinds]
        out.append(f"{_(title)}: {', '.join(held) or _('none')}")
    wonders = [
        _("{wonder} (ruined)", wonder=name(w["card"])) if w.get("ruined") else name(w["card"])
        for w in p["wonders"]
    ]
    if p["wonder_building"]:
        stages = len(cards()[p["wonder_building"]].stages)
        wonders.append(
            _(
                "{wonder} being built ({done} of {stages} stages)",
                wonder=name(p["wonder_building"]),
                done=p["wonder_stages"],
                stages=stages,
            )
        )
    out.append(_("wonders: {wonders}", wonders=", ".join(wonders) or _("none")))
    if p["specials"]:
        out.append(_("special technologies: {cards}", cards=", ".join(name(c) for c in p["specials"])))
    if p["colonies"]:
        out.append(_("colonies: {cards}", cards=", ".join(name(c) for c in p["colonies"])))
    return out


def players_text(view: Mapping[str, Any]) -> list[str]:
    """Every civilization: its figures, then what it has in play."""
    out = [_("Civilizations (workers on each building and unit):")]
    for p in view["players"]:
        out.append(f"  {figures_line(p)}")
        if not p["resigned"]:
            out += [f"    {text}" for text in _in_play(p)]
    return out


def civilization_text(view: Mapping[str, Any], player: str) -> list[str]:
    p = _me(view, player)
    out = [figures_line(p)]
    leader = name(p["leader"]) if p["leader"] else _("none")
    out.append(
        "  " + _("government {government}; leader {leader}", government=name(p["government"]), leader=leader)
    )
    for cid, workers in sorted(p["technologies"].items(), key=lambda kv: (cards()[kv[0]].kind, kv[0])):
        stored = p["blue_tokens"].get(cid, 0)
        held = n_("{n} worker", "{n} workers", workers)
        if stored:
            held = _(
                "{workers}, {tokens}", workers=held, tokens=n_("{n} blue token", "{n} blue tokens", stored)
            )
        out.append(f"  {name(cid)} ({cards()[cid].kind}): {held}")
    out.append(
        "  "
        + _(
            "yellow bank {yellow}, blue bank {blue}, unused workers {unused}, discontent {discontent}",
            yellow=p["yellow_bank"],
            blue=p["blue_bank"],
            unused=p["unused_workers"],
            discontent=p.get("discontent", 0),
        )
    )
    for w in p["wonders"]:
        wonder = name(w["card"])
        out.append(
            "  "
            + (
                _("wonder {wonder} (ruined)", wonder=wonder)
                if w.get("ruined")
                else _("wonder {wonder}", wonder=wonder)
            )
        )
    if p["wonder_building"]:
        stages = len(cards()[p["wonder_building"]].stages)
        out.append(
            "  "
            + _(
                "building {wonder}: {done} of {stages} stages",
                wonder=name(p["wonder_building"]),
                done=p["wonder_stages"],
                stages=stages,
            )
        )
    out += ["  " + _("special {card}", card=name(s)) for s in p["specials"]]
    out += ["  " + _("colony {card}", card=name(c)) for c in p["colonies"]]
    if p["tactic"]:
        out.append("  " + _("tactic {card}", card=name(p["tactic"])))
    return out


def hand_text(view: Mapping[str, Any]) -> list[str]:
    """A player's hand: each action card with what playing it costs now."""
    you = view.get("you") or {}
    prices = you.get("action_card_prices", {})
    out = [_("Your civil cards:")]
    out += [
        f"  {line(c)}" + (" " + _("[play: {price}]", price=hand_price(prices[c])) if c in prices else "")
        for c in you.get("civil_hand", [])
    ] or ["  " + _("none")]
    out.append(_("Your military cards:"))
    out += [f"  {line(c)}" for c in you.get("military_hand", [])] or ["  " + _("none")]
    return out


def board_text(view: Mapping[str, Any]) -> list[str]:
    """The military board: the events decks and the last events, the tactics in play and those
    anyone may copy, and the wars and pacts in force."""
    out = [
        _(
            "Military board (Age {age}, round {round}): current events {current} (one is revealed each time "
            "an event is prepared), future events {future}, military deck {deck}",
            age=view["age"],
            round=view["round"],
            current=view["current_events_size"],
            future=view["future_events_size"],
            deck=view["military_deck_size"],
        )
    ]
    wars = [
        _(
            "{declarer} against {target}: {card} (fought at {declarer}'s next turn)",
            declarer=w["declarer"],
            target=w["target"],
            card=line(w["card"]),
        )
        for w in view["wars"]
    ]
    out += _section(_("Last events, newest first"), [line(c) for c in reversed(view["past_events"][-3:])])
    out += _section(
        _("Tactics in play"), [f"{p['player']}: {line(p['tactic'])}" for p in view["players"] if p["tactic"]]
    )
    out += _section(_("Tactics anyone may copy"), [line(c) for c in view["common_tactics"]])
    out += _section(_("Wars declared"), wars)
    pacts = [
        _("{owner} and {partner}: {card}", owner=p["owner"], partner=p["partner"], card=line(p["card"]))
        for p in view["pacts"]
    ]
    out += _section(_("Pacts in force"), pacts)
    return out


def _section(title: str, items: list[str]) -> list[str]:
    return [f"  {title}:", *(f"    {item}" for item in items)] if items else [f"  {title}: {_('none')}"]
