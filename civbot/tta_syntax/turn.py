"""Typed answers in the current player's own phases: the political phase (``pass``, ``event
crusades``, ``aggression plunder_ii bob``, ``war war_over_culture bob``, ``pact
open_borders_agreement bob a``, ``cancel open_borders_agreement bob``, ``retire``,
``resign``) and the action phase (``take 4``, ``population``, ``build drama``, ``upgrade bronze
to iron``, ``develop monarchy``, ``stages 2``, ``leader homer``, ``play reserves_i food``,
``unit warriors``, ``tactic legion``, ``end``...).

A number picks that line of the choices shown (the legal actions, numbered). Every action is
written back as the words that read it (``show``), with card ids, so the default can be typed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civbot.tta_syntax.base import Ctx, Syntax, card_words, number, player, register, split_on
from civbot.words import NotUnderstood
from engine.core.actions import Action, action_from_json
from engine.tta.cards import UNITS, cards
from engine.tta.develop import take_cost
from engine.tta.texts import name

Fields = Callable[[Ctx, list[str]], dict[str, Any]]


def _none(c: Ctx, w: list[str]) -> dict[str, Any]:
    if w:
        raise NotUnderstood(f"Nothing follows this word; {' '.join(w)!r} is too much.")
    return {}


def _one(field: str, among: Callable[[Ctx], list[str]]) -> Fields:
    return lambda c, w: {field: card_words(w, among(c))}


def _pair(source: str, target: str, among: Callable[[Ctx], list[str]]) -> Fields:
    def fields(c: Ctx, w: list[str]) -> dict[str, Any]:
        before, after = split_on(w, "to")
        if not before or not after:
            raise NotUnderstood("Name the card and what it becomes: 'upgrade bronze to iron'.")
        return {source: card_words(before, among(c)), target: card_words(after, among(c))}

    return fields


def _aimed(c: Ctx, w: list[str]) -> dict[str, Any]:
    """A military card and the player it is aimed at (the last word)."""
    if len(w) < 2:
        raise NotUnderstood("Name the card and the player: 'aggression plunder bob'.")
    return {"card": card_words(w[:-1], _military(c)), "target": player(c.g, w[-1])}


def _pact(c: Ctx, w: list[str]) -> dict[str, Any]:
    side = "A"
    if w and w[-1] in ("a", "b"):
        side, w = w[-1].upper(), w[:-1]
    fields = _aimed(c, w)
    return {**fields, "side": side}


def _cancel(c: Ctx, w: list[str]) -> dict[str, Any]:
    if len(w) < 2:
        raise NotUnderstood("Name the pact and your partner: 'cancel open_borders bob'.")
    return {"card": card_words(w[:-1], [p.card for p in c.g.pacts]), "partner": player(c.g, w[-1])}


def _play(c: Ctx, w: list[str]) -> dict[str, Any]:
    """``play CARD [TARGET [to TARGET2]] [food|resources|revolution]``."""
    if not w:
        raise NotUnderstood("Name the action card: 'play reserves_i food'.")
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
    return {"count": number(w[0], "The number of stages") if w else 1}


def _take(c: Ctx, w: list[str]) -> dict[str, Any]:
    if len(w) == 1 and w[0].isdigit():
        return {"slot": int(w[0])}
    wanted = card_words(w, [cid for cid in c.g.row if cid])
    if wanted not in c.g.row:
        raise NotUnderstood(f"{name(wanted)} is not in the card row.")
    return {"slot": c.g.row.index(wanted) + 1}


def _retire(c: Ctx, w: list[str]) -> dict[str, Any]:
    return {"territory": card_words(w, _military(c))} if w else {}


def _churchill(c: Ctx, w: list[str]) -> dict[str, Any]:
    if w not in (["culture"], ["military"]):
        raise NotUnderstood("Churchill: type 'churchill culture' or 'churchill military'.")
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


def _parse(verbs: dict[str, tuple[str, Fields]]) -> Callable[[Ctx, list[str]], Action]:
    def parse(c: Ctx, w: list[str]) -> Action:
        if len(w) == 1 and w[0].isdigit():
            listed = c.legal()
            n = int(w[0])
            if not 1 <= n <= len(listed):
                raise NotUnderstood(f"Choose a line from 1 to {len(listed)}.")
            return action_from_json({**listed[n - 1], "player": c.player})
        verb = ALIASES.get(w[0], w[0])
        if verb == "upgrade" and _is_unit(c, w[1:]):
            kind, fields = "tta_upgrade_unit", _pair("source", "target", _units)
        elif verb in verbs:
            kind, fields = verbs[verb]
        else:
            raise NotUnderstood(f"Start with one of: {', '.join(verbs)} (or the number of a choice).")
        return action_from_json({"type": kind, "player": c.player, **fields(c, w[1:])})

    return parse


def _is_unit(c: Ctx, w: list[str]) -> bool:
    before, _ = split_on(w, "to")
    try:
        return bool(before) and cards()[card_words(before, _mine(c))].kind in UNITS
    except (NotUnderstood, KeyError):
        return False


SHOWN: dict[str, Callable[[dict[str, Any]], str]] = {
    "tta_take_card": lambda a: f"take {a['slot']}",
    "tta_increase_population": lambda a: "population",
    "tta_build": lambda a: f"build {a['tech']}",
    "tta_upgrade": lambda a: f"upgrade {a['source']} to {a['target']}",
    "tta_upgrade_unit": lambda a: f"upgrade {a['source']} to {a['target']}",
    "tta_destroy": lambda a: f"destroy {a['tech']}",
    "tta_play_leader": lambda a: (
        f"leader {a['card']}" + (f" under {a['homer_wonder']}" if a["homer_wonder"] else "")
    ),
    "tta_build_stages": lambda a: f"stages {a['count']}",
    "tta_develop": lambda a: f"develop {a['card']}",
    "tta_revolution": lambda a: f"revolution {a['card']}",
    "tta_build_unit": lambda a: f"unit {a['tech']}",
    "tta_disband": lambda a: f"disband {a['tech']}",
    "tta_play_tactic": lambda a: f"tactic {a['card']}",
    "tta_copy_tactic": lambda a: f"copy {a['card']}",
    "tta_hammurabi": lambda a: "hammurabi",
    "tta_barbarossa": lambda a: f"barbarossa {a['tech']}",
    "tta_bach_upgrade": lambda a: f"bach {a['source']} to {a['target']}",
    "tta_ocean_liner": lambda a: "liner",
    "tta_churchill": lambda a: f"churchill {a['choice']}",
    "tta_trade_routes": lambda a: "traderoutes",
    "tta_play_action_card": lambda a: " ".join(
        x
        for x in ("play", a["card"], a["target"], "to" if a["target2"] else "", a["target2"], a["choice"])
        if x
    ),
    "tta_end_actions": lambda a: "end",
    "tta_pass_political": lambda a: "pass",
    "tta_prepare_event": lambda a: f"event {a['card']}",
    "tta_aggression": lambda a: f"aggression {a['card']} {a['target']}",
    "tta_declare_war": lambda a: f"war {a['card']} {a['target']}",
    "tta_propose_pact": lambda a: f"pact {a['card']} {a['target']} {a['side'].lower()}",
    "tta_cancel_pact": lambda a: f"cancel {a['card']} {a['partner']}",
    "tta_resign": lambda a: "resign",
    "tta_retire_leader": lambda a: f"retire {a['territory']}".strip(),
}


def show_json(data: dict[str, Any]) -> str:
    return SHOWN[str(data["type"])](data)


def show(c: Ctx, a: Action) -> str:
    return show_json(a.to_json())


def describe(c: Ctx) -> list[str]:
    """The legal actions, numbered, each with what it means."""
    return [f"  {i:>2}. {show_json(a):<40} {meaning(c, a)}".rstrip() for i, a in enumerate(c.legal(), 1)]


def meaning(c: Ctx, a: dict[str, Any]) -> str:
    kind = a["type"]
    if kind == "tta_take_card":
        cid = c.g.row[a["slot"] - 1] or ""
        cost = take_cost(c.g, c.g.ps(c.player), a["slot"] - 1)
        return f"{name(cid)} ({cost} civil action{'s' * (cost != 1)})"
    for field in ("card", "tech", "target"):
        value = a.get(field)
        if isinstance(value, str) and value in cards():
            return name(value)
    return ""


register(
    Syntax(
        "tta_action",
        "VERB [CARD] ... | NUMBER",
        "build drama",
        "take N (row space), population, build/destroy TECH, upgrade TECH to TECH, develop CARD, "
        "revolution GOVERNMENT, leader NAME, stages N, play CARD [TARGET [to TARGET]] [food|resources], "
        "unit/disband UNIT, tactic CARD, copy TACTIC, end; or the number of a listed choice.",
        _parse(ACTION_VERBS),
        show,
        describe,
    ),
    Syntax(
        "tta_political",
        "pass | event CARD | aggression CARD PLAYER | war CARD PLAYER | pact CARD PLAYER [a|b] | NUMBER",
        "event crusades",
        "One political action: prepare an event, attack, declare war, offer or cancel a pact, retire "
        "your leader (Alexander, Columbus), resign; or pass. A number picks a listed choice.",
        _parse(POLITICAL_VERBS),
        show,
        describe,
    ),
)
