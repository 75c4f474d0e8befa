"""Labels of Through the Ages choices for the bot's selects and buttons: each legal action in a
few words with what it costs (worked out by the engine's own checks), each political action
with what it brings, and the player's figures in one line."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine import RuleError
from engine.tta.api import (
    FOOD,
    RESOURCES,
    GameState,
    amount,
    attack_strength,
    build,
    cards,
    develop,
    name,
    setup,
    stats,
    strength_rating,
    summary,
    table,
)

LIMIT = 100  # Discord's length of a select option's label


def short(text: str) -> str:
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"


def who(names: Mapping[str, str], seat: str) -> str:
    return names.get(seat, seat)


def _price(check: Callable[..., int], *args: Any) -> str:
    """What the engine's check says an action costs ("" if it refuses: never, for a legal one)."""
    try:
        return str(check(*args))
    except RuleError:
        return "?"


def figures_line(g: GameState, p: str) -> str:
    ps = g.ps(p)
    s = stats(g, p)
    needed = table(setup().happy_faces_required, ps.yellow_bank)
    return (
        f"Culture {ps.culture} (+{s.culture}/turn) · science {ps.science} (+{s.science}/turn) · "
        f"food {amount(ps, FOOD)} · resources {amount(ps, RESOURCES)} · strength {s.strength} · "
        f"happy {s.happiness}/{needed} · unused workers {ps.pool}"
    )


def card_cost_label(g: GameState, p: str, a: Mapping[str, Any]) -> str:
    """An action-phase action in words, with its price."""
    ps = g.ps(p)
    kind = str(a["type"])
    label = ACTION_LABELS.get(kind)
    return short(label(g, ps.player, a) if label else kind)


def _take(g: GameState, p: str, a: Mapping[str, Any]) -> str:
    slot = int(a["slot"])
    cid = g.row[slot - 1] or ""
    cost = develop.take_cost(g, g.ps(p), slot - 1)
    return f"{slot}. {name(cid)} ({cost} CA) — {summary(cid)}"


def _trade_routes(g: GameState, p: str) -> str:
    kind = build.trade_routes_kind(g, g.ps(p)) or RESOURCES
    return f"Trade Routes Agreement: pay 1 {build.other_kind(kind)} for 1 of your next {kind}"


def _stages(g: GameState, p: str, a: Mapping[str, Any]) -> str:
    ps = g.ps(p)
    n = int(a["count"])
    price = _price(develop.check_stages, g, ps, n)
    return f"Build {n} stage{'s' * (n > 1)} of {name(ps.wonder_building or '')} ({price} resources)"


def _action_card(g: GameState, p: str, a: Mapping[str, Any]) -> str:
    parts = [f"Play {name(a['card'])}"]
    if a.get("target2"):
        parts.append(f"upgrade {name(a['target'])} → {name(a['target2'])}")
    elif a.get("target"):
        verb = "revolution to" if a.get("choice") == "revolution" else "on"
        parts.append(f"{verb} {name(a['target'])}")
    elif a.get("choice"):
        parts.append(str(a["choice"]))
    return ": ".join(parts)


ACTION_LABELS: dict[str, Callable[[GameState, str, Mapping[str, Any]], str]] = {
    "tta_take_card": _take,
    "tta_increase_population": lambda g, p, a: (
        f"Increase population ({_price(build.check_population, g, g.ps(p))} food)"
    ),
    "tta_build": lambda g, p, a: (
        f"Build {name(a['tech'])} ({_price(build.check_build, g, g.ps(p), a['tech'])} res.)"
    ),
    "tta_upgrade": lambda g, p, a: (
        f"Upgrade {name(a['source'])} → {name(a['target'])} "
        f"({_price(build.check_upgrade, g, g.ps(p), a['source'], a['target'])} res.)"
    ),
    "tta_destroy": lambda g, p, a: f"Destroy a building of {name(a['tech'])} (a worker back)",
    "tta_bach_upgrade": lambda g, p, a: (
        f"Bach: {name(a['source'])} → {name(a['target'])} "
        f"({_price(build.check_bach_upgrade, g, g.ps(p), a['source'], a['target'])} res.)"
    ),
    "tta_develop": lambda g, p, a: (
        f"Develop {name(a['card'])} ({_price(develop.check_develop, g, g.ps(p), a['card'])} science)"
    ),
    "tta_revolution": lambda g, p, a: (
        f"Revolution: {name(a['card'])} ({_price(develop.check_revolution, g, g.ps(p), a['card'])} science, "
        "all civil actions)"
    ),
    "tta_play_leader": lambda g, p, a: (
        f"Play leader {name(a['card'])}"
        + (f" (Homer under {name(a['homer_wonder'])})" if a.get("homer_wonder") else "")
    ),
    "tta_build_stages": _stages,
    "tta_play_action_card": _action_card,
    "tta_build_unit": lambda g, p, a: (
        f"Build a {name(a['tech'])} unit ({_price(build.check_build_unit, g, g.ps(p), a['tech'])} res.)"
    ),
    "tta_upgrade_unit": lambda g, p, a: (
        f"Upgrade a unit {name(a['source'])} → {name(a['target'])} "
        f"({_price(build.check_upgrade_unit, g, g.ps(p), a['source'], a['target'])} res.)"
    ),
    "tta_disband": lambda g, p, a: f"Disband a {name(a['tech'])} unit",
    "tta_play_tactic": lambda g, p, a: f"Play tactic {name(a['card'])} — {summary(a['card'])}",
    "tta_copy_tactic": lambda g, p, a: f"Copy tactic {name(a['card'])} (2 military actions)",
    "tta_hammurabi": lambda g, p, a: "Hammurabi: a military action becomes a civil action",
    "tta_barbarossa": lambda g, p, a: f"Barbarossa: population and a {name(a['tech'])} unit",
    "tta_ocean_liner": lambda g, p, a: "Ocean Liner Service: a free population",
    "tta_trade_routes": lambda g, p, a: _trade_routes(g, p),
    "tta_churchill": lambda g, p, a: (
        "Churchill: 3 culture"
        if a["choice"] == "culture"
        else "Churchill: 3 science and 3 resources for the army"
    ),
}


def political_label(
    g: GameState, p: str, a: Mapping[str, Any], names: Mapping[str, str] | None = None
) -> str:
    """A political action in words: what it brings, and the strengths an attack compares."""
    names = names or {}
    kind = a["type"]
    card = str(a.get("card", ""))
    target = str(a.get("target", ""))
    if kind == "seen":
        return f"{name(card)} — {summary(card)}"
    if kind == "tta_prepare_event":
        return short(f"Prepare {name(card)} (+{cards()[card].level} culture) — {summary(card)}")
    if kind in ("tta_aggression", "tta_declare_war"):
        mine, theirs = attack_strength(g, p, target), strength_rating(g, g.ps(target))
        verb = "Aggression" if kind == "tta_aggression" else "Declare"
        return short(
            f"{verb} {name(card)} on {who(names, target)} (you {mine} vs {theirs}) — {summary(card)}"
        )
    if kind == "tta_propose_pact":
        return short(
            f"Offer {name(card)} to {who(names, target)} (you take side {a['side']}) — {summary(card)}"
        )
    if kind == "tta_cancel_pact":
        return short(f"Cancel {name(card)} with {who(names, str(a['partner']))}")
    if kind == "tta_retire_leader":
        leader = name(g.ps(p).leader or "")
        extra = f": colonize {name(str(a['territory']))}" if a.get("territory") else ""
        return short(f"Retire {leader}{extra}")
    return short(kind)
