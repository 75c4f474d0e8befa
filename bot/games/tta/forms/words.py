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
    card_name,
    cards,
    develop,
    setup,
    stats,
    strength_rating,
    summary,
    table,
)
from i18n.catalog import N_, _, n_

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
    return _(
        "Culture {culture} (+{culture_rate}/turn) · science {science} (+{science_rate}/turn) · "
        "food {food} · resources {resources} · strength {strength} · "
        "happy {happy}/{needed} · unused workers {pool}",
        culture=ps.culture,
        culture_rate=s.culture,
        science=ps.science,
        science_rate=s.science,
        food=amount(ps, FOOD),
        resources=amount(ps, RESOURCES),
        strength=s.strength,
        happy=s.happiness,
        needed=needed,
        pool=ps.pool,
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
    return _(
        "{slot}. {card} ({cost} CA) — {summary}",
        slot=slot,
        card=card_name(cid),
        cost=cost,
        summary=summary(cid),
    )


# What Trade Routes Agreement lets a player pay with, as its label names it.
PAYMENT_WORDS = {FOOD: N_("food"), RESOURCES: N_("resources")}


def _trade_routes(g: GameState, p: str) -> str:
    kind = build.trade_routes_kind(g, g.ps(p)) or RESOURCES
    other = build.other_kind(kind)
    return _(
        "Trade Routes Agreement: pay 1 {other} for 1 of your next {kind}",
        other=_(PAYMENT_WORDS.get(other, other)),
        kind=_(PAYMENT_WORDS.get(kind, kind)),
    )


def _stages(g: GameState, p: str, a: Mapping[str, Any]) -> str:
    ps = g.ps(p)
    n = int(a["count"])
    price = _price(develop.check_stages, g, ps, n)
    return n_(
        "Build {n} stage of {card} ({price} resources)",
        "Build {n} stages of {card} ({price} resources)",
        n,
        card=card_name(ps.wonder_building or ""),
        price=price,
    )


def _action_card(g: GameState, p: str, a: Mapping[str, Any]) -> str:
    card = card_name(a["card"])
    if a.get("target2"):
        return _(
            "Play {card}: upgrade {source} → {target}",
            card=card,
            source=card_name(a["target"]),
            target=card_name(a["target2"]),
        )
    if a.get("target") and a.get("choice") == "revolution":
        return _("Play {card}: revolution to {target}", card=card, target=card_name(a["target"]))
    if a.get("target"):
        return _("Play {card}: on {target}", card=card, target=card_name(a["target"]))
    if a.get("choice"):
        return _("Play {card}: {choice}", card=card, choice=_(PAYMENT_WORDS.get(a["choice"], a["choice"])))
    return _("Play {card}", card=card)


ACTION_LABELS: dict[str, Callable[[GameState, str, Mapping[str, Any]], str]] = {
    "tta_take_card": _take,
    "tta_increase_population": lambda g, p, a: _(
        "Increase population ({price} food)", price=_price(build.check_population, g, g.ps(p))
    ),
    "tta_build": lambda g, p, a: _(
        "Build {card} ({price} res.)",
        card=card_name(a["tech"]),
        price=_price(build.check_build, g, g.ps(p), a["tech"]),
    ),
    "tta_upgrade": lambda g, p, a: _(
        "Upgrade {source} → {target} ({price} res.)",
        source=card_name(a["source"]),
        target=card_name(a["target"]),
        price=_price(build.check_upgrade, g, g.ps(p), a["source"], a["target"]),
    ),
    "tta_destroy": lambda g, p, a: _(
        "Destroy a building of {card} (a worker back)", card=card_name(a["tech"])
    ),
    "tta_bach_upgrade": lambda g, p, a: _(
        "Bach: {source} → {target} ({price} res.)",
        source=card_name(a["source"]),
        target=card_name(a["target"]),
        price=_price(build.check_bach_upgrade, g, g.ps(p), a["source"], a["target"]),
    ),
    "tta_develop": lambda g, p, a: _(
        "Develop {card} ({price} science)",
        card=card_name(a["card"]),
        price=_price(develop.check_develop, g, g.ps(p), a["card"]),
    ),
    "tta_revolution": lambda g, p, a: _(
        "Revolution: {card} ({price} science, all civil actions)",
        card=card_name(a["card"]),
        price=_price(develop.check_revolution, g, g.ps(p), a["card"]),
    ),
    "tta_play_leader": lambda g, p, a: (
        _(
            "Play leader {card} (Homer under {wonder})",
            card=card_name(a["card"]),
            wonder=card_name(a["homer_wonder"]),
        )
        if a.get("homer_wonder")
        else _("Play leader {card}", card=card_name(a["card"]))
    ),
    "tta_build_stages": _stages,
    "tta_play_action_card": _action_card,
    "tta_build_unit": lambda g, p, a: _(
        "Build a {card} unit ({price} res.)",
        card=card_name(a["tech"]),
        price=_price(build.check_build_unit, g, g.ps(p), a["tech"]),
    ),
    "tta_upgrade_unit": lambda g, p, a: _(
        "Upgrade a unit {source} → {target} ({price} res.)",
        source=card_name(a["source"]),
        target=card_name(a["target"]),
        price=_price(build.check_upgrade_unit, g, g.ps(p), a["source"], a["target"]),
    ),
    "tta_disband": lambda g, p, a: _("Disband a {card} unit", card=card_name(a["tech"])),
    "tta_play_tactic": lambda g, p, a: _(
        "Play tactic {card} — {summary}", card=card_name(a["card"]), summary=summary(a["card"])
    ),
    "tta_copy_tactic": lambda g, p, a: _(
        "Copy tactic {card} (2 military actions)", card=card_name(a["card"])
    ),
    "tta_hammurabi": lambda g, p, a: _("Hammurabi: a military action becomes a civil action"),
    "tta_barbarossa": lambda g, p, a: _(
        "Barbarossa: population and a {card} unit", card=card_name(a["tech"])
    ),
    "tta_ocean_liner": lambda g, p, a: _("Ocean Liner Service: a free population"),
    "tta_trade_routes": lambda g, p, a: _trade_routes(g, p),
    "tta_churchill": lambda g, p, a: (
        _("Churchill: 3 culture")
        if a["choice"] == "culture"
        else _("Churchill: 3 science and 3 resources for the army")
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
        return f"{card_name(card)} — {summary(card)}"
    if kind == "tta_prepare_event":
        return short(
            _(
                "Prepare {card} (+{culture} culture) — {summary}",
                card=card_name(card),
                culture=cards()[card].level,
                summary=summary(card),
            )
        )
    if kind in ("tta_aggression", "tta_declare_war"):
        fields = {
            "card": card_name(card),
            "target": who(names, target),
            "mine": attack_strength(g, p, target),
            "theirs": strength_rating(g, g.ps(target)),
            "summary": summary(card),
        }
        if kind == "tta_aggression":
            return short(_("Aggression {card} on {target} (you {mine} vs {theirs}) — {summary}", **fields))
        return short(_("Declare {card} on {target} (you {mine} vs {theirs}) — {summary}", **fields))
    if kind == "tta_propose_pact":
        return short(
            _(
                "Offer {card} to {target} (you take side {side}) — {summary}",
                card=card_name(card),
                target=who(names, target),
                side=a["side"],
                summary=summary(card),
            )
        )
    if kind == "tta_cancel_pact":
        return short(
            _("Cancel {card} with {partner}", card=card_name(card), partner=who(names, str(a["partner"])))
        )
    if kind == "tta_retire_leader":
        leader = card_name(g.ps(p).leader or "")
        if a.get("territory"):
            return short(
                _("Retire {leader}: colonize {card}", leader=leader, card=card_name(str(a["territory"])))
            )
        return short(_("Retire {leader}", leader=leader))
    return short(kind)
