"""The text form of a player's own phases: the political phase (``pass``, ``event Crusades``,
``aggression Plunder (II) ai1``, ``war War over Culture ai1``, ``pact Open Borders Agreement ai1
a``, ``cancel Open Borders Agreement ai1``, ``retire``, ``resign``) and the action phase (``take
4 Drama``, ``population``, ``build Drama``, ``upgrade Bronze to Iron``, ``develop Monarchy``,
``stages 2``, ``leader Homer``, ``play Reserves (I) food``, ``unit Warriors``, ``tactic
Legion``, ``end``...). Every card is written by its printed name; an action with a price says
it in brackets (``build Drama [3 resources]``, ``engine.tta.text.costs``).

A number alone picks that action of the decision's list of legal actions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import serial
from engine.core.actions import Action, action_from_json
from engine.core.text import NotUnderstood, number
from engine.tta.cards import UNITS, cards
from engine.tta.legal import action_json
from engine.tta.text.base import Ctx, card_words, named, player, split_on
from engine.tta.text.costs import cost
from i18n.catalog import l_

Fields = Callable[[Ctx, list[str]], dict[str, Any]]


def _none(c: Ctx, w: list[str]) -> dict[str, Any]:
    if w:
        raise NotUnderstood(l_("Nothing follows this word; {words} is too much.", words=repr(" ".join(w))))
    return {}


def _one(field: str, among: Callable[[Ctx], list[str]]) -> Fields:
    return lambda c, w: {field: card_words(w, among(c))}


def _pair(source: str, target: str, among: Callable[[Ctx], list[str]]) -> Fields:
    def fields(c: Ctx, w: list[str]) -> dict[str, Any]:
        before, after = split_on(w, "to")
        if not before or not after:
            raise NotUnderstood(l_("Name the card and what it becomes: 'upgrade Bronze to Iron'."))
        return {source: card_words(before, among(c)), target: card_words(after, among(c))}

    return fields


def _aimed(c: Ctx, w: list[str]) -> dict[str, Any]:
    """A military card and the player it is aimed at (the last word)."""
    if len(w) < 2:
        raise NotUnderstood(l_("Name the card and the player: 'aggression Plunder ai1'."))
    return {"card": card_words(w[:-1], _military(c)), "target": player(c.g, w[-1])}


def _pact(c: Ctx, w: list[str]) -> dict[str, Any]:
    side = "A"
    if w and w[-1] in ("a", "b"):
        side, w = w[-1].upper(), w[:-1]
    return {**_aimed(c, w), "side": side}


def _cancel(c: Ctx, w: list[str]) -> dict[str, Any]:
    if len(w) < 2:
        raise NotUnderstood(l_("Name the pact and your partner: 'cancel Open Borders Agreement ai1'."))
    return {"card": card_words(w[:-1], [p.card for p in c.g.pacts]), "partner": player(c.g, w[-1])}


def _play(c: Ctx, w: list[str]) -> dict[str, Any]:
    """``play CARD [TARGET [to TARGET2]] [food|resources|revolution]``."""
    if not w:
        raise NotUnderstood(l_("Name the action card: 'play Reserves (I) food'."))
    choice = ""
    if w[-1] in ("food", "resources", "revolution"):
        choice, w = w[-1], w[:-1]
    hand = c.g.ps(c.player).civil_hand
    actions = [h for h in hand if cards().get(h) is not None and cards()[h].type == "action"]
    fields: dict[str, Any] = {"card": card_words(w[:1], actions), "choice": choice}
    before, after = split_on(w[1:], "to")
    if before:
        fields["target"] = card_words(before, _mine(c))
    if after:
        fields["target2"] = card_words(after, _mine(c))
    return fields


def _homer(c: Ctx, w: list[str]) -> dict[str, Any]:
    before, after = split_on(w, "under")
    fields = {"card": card_words(before, c.g.ps(c.player).civil_hand)}
    if after:
        fields["homer_wonder"] = card_words(after, [x.card for x in c.g.ps(c.player).wonders])
    return fields


def _stages(c: Ctx, w: list[str]) -> dict[str, Any]:
    if len(w) > 1:
        raise NotUnderstood(l_("Type 'stages N': the number of wonder stages to build."))
    return {"count": number(w[0], "The number of stages") if w else 1}


def _take(c: Ctx, w: list[str]) -> dict[str, Any]:
    """``take N [CARD]`` (the row space, and the card it holds) or ``take CARD``."""
    if w and w[0].isdigit():
        slot = number(w[0], "The row space")
        if not 1 <= slot <= len(c.g.row):
            raise NotUnderstood(
                l_("The card row has spaces 1 to {n}, not {slot}.", n=len(c.g.row), slot=slot)
            )
        held = c.g.row[slot - 1]
        if len(w) > 1 and card_words(w[1:], [held] if held else []) != held:
            raise NotUnderstood(
                l_("Space {slot} of the card row holds {card}.", slot=slot, card=named(held))
                if held
                else l_("Space {slot} of the card row holds no card.", slot=slot)
            )
        return {"slot": slot}
    wanted = card_words(w, [cid for cid in c.g.row if cid])
    if wanted not in c.g.row:
        raise NotUnderstood(l_("{card} is not in the card row.", card=named(wanted)))
    return {"slot": c.g.row.index(wanted) + 1}


def _retire(c: Ctx, w: list[str]) -> dict[str, Any]:
    return {"territory": card_words(w, _military(c))} if w else {}


def _churchill(c: Ctx, w: list[str]) -> dict[str, Any]:
    if w not in (["culture"], ["military"]):
        raise NotUnderstood(l_("Churchill: type 'churchill culture' or 'churchill military'."))
    return {"choice": w[0]}


def _mine(c: Ctx) -> list[str]:
    ps = c.g.ps(c.player)
    return [*ps.workers, *ps.civil_hand, *ps.specials]


def _hand(c: Ctx) -> list[str]:
    return list(c.g.ps(c.player).civil_hand)


def _military(c: Ctx) -> list[str]:
    return list(c.g.ps(c.player).military_hand)


def _units(c: Ctx) -> list[str]:
    return [t for t in c.g.ps(c.player).workers if cards()[t].kind in UNITS]


def _tactics(c: Ctx) -> list[str]:
    return [*c.g.ps(c.player).military_hand, *c.g.common_tactics]


# verb -> (action kind, how the words after it give the action's fields)
ACTION_VERBS: dict[str, tuple[str, Fields]] = {
    "take": ("tta_take_card", _take),
    "population": ("tta_increase_population", _none),
    "build": ("tta_build", _one("tech", _mine)),
    "upgrade": ("tta_upgrade", _pair("source", "target", _mine)),
    "destroy": ("tta_destroy", _one("tech", _mine)),
    "leader": ("tta_play_leader", _homer),
    "stages": ("tta_build_stages", _stages),
    "develop": ("tta_develop", _one("card", _hand)),
    "revolution": ("tta_revolution", _one("card", _hand)),
    "unit": ("tta_build_unit", _one("tech", _units)),
    "disband": ("tta_disband", _one("tech", _units)),
    "tactic": ("tta_play_tactic", _one("card", _military)),
    "copy": ("tta_copy_tactic", _one("card", _tactics)),
    "hammurabi": ("tta_hammurabi", _none),
    "barbarossa": ("tta_barbarossa", _one("tech", _units)),
    "bach": ("tta_bach_upgrade", _pair("source", "target", _mine)),
    "liner": ("tta_ocean_liner", _none),
    "churchill": ("tta_churchill", _churchill),
    "traderoutes": ("tta_trade_routes", _none),
    "play": ("tta_play_action_card", _play),
    "end": ("tta_end_actions", _none),
}
POLITICAL_VERBS: dict[str, tuple[str, Fields]] = {
    "pass": ("tta_pass_political", _none),
    "event": ("tta_prepare_event", _one("card", _military)),
    "aggression": ("tta_aggression", _aimed),
    "war": ("tta_declare_war", _aimed),
    "pact": ("tta_propose_pact", _pact),
    "cancel": ("tta_cancel_pact", _cancel),
    "resign": ("tta_resign", _none),
    "retire": ("tta_retire_leader", _retire),
}
ALIASES = {"pop": "population", "grow": "population", "stage": "stages", "wonder": "stages", "done": "end"}


def parser(verbs: dict[str, tuple[str, Fields]]) -> Callable[[Ctx, list[str]], Action]:
    def parse(c: Ctx, w: list[str]) -> Action:
        if len(w) == 1 and w[0].isdigit():
            listed = c.legal()
            n = number(w[0], "The choice")
            if not 1 <= n <= len(listed):
                raise NotUnderstood(l_("Choose a line from 1 to {n}.", n=len(listed)))
            return action_from_json({**listed[n - 1], "player": c.player})
        verb = ALIASES.get(w[0], w[0])
        if verb == "upgrade" and _is_unit(c, w[1:]):
            kind, fields = "tta_upgrade_unit", _pair("source", "target", _units)
        elif verb in verbs:
            kind, fields = verbs[verb]
        else:
            raise NotUnderstood(
                l_("Start with one of: {verbs} (or the number of a choice).", verbs=", ".join(verbs))
            )
        return action_from_json({"type": kind, "player": c.player, **fields(c, w[1:])})

    return parse


def answering(verbs: dict[str, tuple[str, Fields]]) -> tuple[type[Action], ...]:
    """The action classes a phase's verbs read (upgrading a unit reads as ``upgrade`` too)."""
    kinds = [kind for kind, _fields in verbs.values()] + (["tta_upgrade_unit"] if "upgrade" in verbs else [])
    return tuple(serial.class_for_tag(kind) for kind in kinds)


def _is_unit(c: Ctx, w: list[str]) -> bool:
    before, _after = split_on(w, "to")
    try:
        return bool(before) and cards()[card_words(before, _mine(c))].kind in UNITS
    except (NotUnderstood, KeyError):
        return False


def _play_text(a: dict[str, Any]) -> str:
    target = [named(a["target"])] if a["target"] else []
    target2 = ["to", named(a["target2"])] if a["target2"] else []
    return " ".join(["play", named(a["card"]), *target, *target2, *([a["choice"]] if a["choice"] else [])])


SHOWN: dict[str, Callable[[Ctx, dict[str, Any]], str]] = {
    "tta_take_card": lambda c, a: f"take {a['slot']} {named(c.g.row[a['slot'] - 1] or '')}".rstrip(),
    "tta_increase_population": lambda c, a: "population",
    "tta_build": lambda c, a: f"build {named(a['tech'])}",
    "tta_upgrade": lambda c, a: f"upgrade {named(a['source'])} to {named(a['target'])}",
    "tta_upgrade_unit": lambda c, a: f"upgrade {named(a['source'])} to {named(a['target'])}",
    "tta_destroy": lambda c, a: f"destroy {named(a['tech'])}",
    "tta_play_leader": lambda c, a: (
        f"leader {named(a['card'])}" + (f" under {named(a['homer_wonder'])}" if a["homer_wonder"] else "")
    ),
    "tta_build_stages": lambda c, a: f"stages {a['count']}",
    "tta_develop": lambda c, a: f"develop {named(a['card'])}",
    "tta_revolution": lambda c, a: f"revolution {named(a['card'])}",
    "tta_build_unit": lambda c, a: f"unit {named(a['tech'])}",
    "tta_disband": lambda c, a: f"disband {named(a['tech'])}",
    "tta_play_tactic": lambda c, a: f"tactic {named(a['card'])}",
    "tta_copy_tactic": lambda c, a: f"copy {named(a['card'])}",
    "tta_hammurabi": lambda c, a: "hammurabi",
    "tta_barbarossa": lambda c, a: f"barbarossa {named(a['tech'])}",
    "tta_bach_upgrade": lambda c, a: f"bach {named(a['source'])} to {named(a['target'])}",
    "tta_ocean_liner": lambda c, a: "liner",
    "tta_churchill": lambda c, a: f"churchill {a['choice']}",
    "tta_trade_routes": lambda c, a: "traderoutes",
    "tta_play_action_card": lambda c, a: _play_text(a),
    "tta_end_actions": lambda c, a: "end",
    "tta_pass_political": lambda c, a: "pass",
    "tta_prepare_event": lambda c, a: f"event {named(a['card'])}",
    "tta_aggression": lambda c, a: f"aggression {named(a['card'])} {a['target']}",
    "tta_declare_war": lambda c, a: f"war {named(a['card'])} {a['target']}",
    "tta_propose_pact": lambda c, a: f"pact {named(a['card'])} {a['target']} {a['side'].lower()}",
    "tta_cancel_pact": lambda c, a: f"cancel {named(a['card'])} {a['partner']}",
    "tta_resign": lambda c, a: "resign",
    "tta_retire_leader": lambda c, a: (
        f"retire {named(a['territory'])}".rstrip() if a["territory"] else "retire"
    ),
}


def show(c: Ctx, a: Action) -> str:
    """``a`` in the words that read it, with its price in brackets where it has one."""
    return SHOWN[a.kind](c, action_json(a)) + cost(c.g, a)
