"""What the current player may do in his action phase: the decision, with every legal action
listed in its JSON form (``options["actions"]``), so a bot form or a computer player can offer
exactly the legal choices."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from engine.core.actions import Action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import RuleError
from engine.tta import build, develop
from engine.tta.action_cards import legal_plays
from engine.tta.actions import (
    BachUpgrade,
    Barbarossa,
    Build,
    BuildStages,
    BuildUnit,
    Churchill,
    CopyTactic,
    Destroy,
    Develop,
    Disband,
    EndActions,
    IncreasePopulation,
    OceanLiner,
    PlayLeader,
    PlayTactic,
    Revolution,
    TakeCard,
    Upgrade,
    UpgradeUnit,
    UseHammurabi,
    UseTradeRoutes,
)
from engine.tta.actions_and_points import allowed, civil_available, military_available
from engine.tta.cards import FARM_MINE, UNITS, URBAN, cards
from engine.tta.handlers import DECISIONS
from engine.tta.listing import keeping
from engine.tta.state import GameState, PlayerState
from engine.tta.stats import hand_limits, leader_ability, wonder_ability
from i18n.catalog import _, n_


def _pairs(ps: PlayerState, kinds: tuple[str, ...]) -> Iterator[tuple[str, str]]:
    table = cards()  # looked up once: every pair of technologies is compared
    techs = [(t, table[t]) for t in sorted(ps.workers)]
    for s, low in techs:
        if not ps.workers[s] or low.kind not in kinds:
            continue
        for t, high in techs:
            if high.kind == low.kind and high.level > low.level:
                yield s, t


def _civil_actions(g: GameState, ps: PlayerState) -> list[Action]:
    p = ps.player
    out: list[Action] = []
    civil = civil_available(ps)
    if civil >= 1:
        if allowed(build.check_population, g, ps):
            out.append(IncreasePopulation(p))
        if ps.pool:  # every build needs an unused worker: no need to try them one by one
            # Only farms, mines and urban buildings are built on (check_build refuses the rest:
            # each refusal raised, with the list of what may be built, cost more than the check).
            out += [
                Build(p, t)
                for t in sorted(ps.workers)
                if cards()[t].kind in (*FARM_MINE, *URBAN) and allowed(build.check_build, g, ps, t)
            ]
        out += [
            Upgrade(p, s, t)
            for s, t in _pairs(ps, (*FARM_MINE, *URBAN))
            if allowed(build.check_upgrade, g, ps, s, t)
        ]
        out += [
            Destroy(p, t)
            for t in sorted(ps.workers)
            if ps.workers[t] and cards()[t].kind in (*FARM_MINE, *URBAN)
        ]
        for cid in sorted(set(ps.civil_hand)):
            c = cards()[cid]
            if c.type == "leader":
                out.append(PlayLeader(p, cid))
                if ps.leader is not None and cards()[ps.leader].abilities.get("tuck_under_wonder"):
                    out += [PlayLeader(p, cid, w.card) for w in ps.wonders]
            elif c.type == "technology" and allowed(develop.check_develop, g, ps, cid):
                out.append(Develop(p, cid))
        if ps.wonder_building is not None:
            out += [
                BuildStages(p, n)
                for n in range(1, develop.stages_per_action(ps) + 1)
                if allowed(develop.check_stages, g, ps, n)
            ]
        out += _bach(g, ps)
    out += [
        Revolution(p, cid)
        for cid in sorted(set(ps.civil_hand))
        if cards()[cid].kind == "government" and allowed(develop.check_revolution, g, ps, cid)
    ]
    out += legal_plays(g, ps)
    return out


def _bach(g: GameState, ps: PlayerState) -> list[Action]:
    if not leader_ability(ps, "upgrade_to_theater_per_turn") or "bach" in ps.used:
        return []
    theaters = [t for t in sorted(ps.workers) if cards()[t].kind == "theater"]
    return [
        BachUpgrade(ps.player, s, t)
        for s in sorted(ps.workers)
        for t in theaters
        if cards()[s].kind in URBAN and allowed(build.check_bach_upgrade, g, ps, s, t)
    ]


def _military_actions(g: GameState, ps: PlayerState) -> list[Action]:
    p = ps.player
    out: list[Action] = []
    if military_available(ps) >= 1:
        units = [t for t in sorted(ps.workers) if cards()[t].kind in UNITS]
        if ps.pool:
            out += [BuildUnit(p, t) for t in units if allowed(build.check_build_unit, g, ps, t)]
        out += [
            UpgradeUnit(p, s, t)
            for s, t in _pairs(ps, UNITS)
            if allowed(build.check_upgrade_unit, g, ps, s, t)
        ]
        out += [Disband(p, t) for t in units if ps.workers[t]]
        out += [
            PlayTactic(p, t)
            for t in sorted(set(ps.military_hand))
            if cards()[t].type == "tactic" and allowed(develop.check_play_tactic, ps, t)
        ]
        if leader_ability(ps, "military_action_as_civil_per_turn") and "hammurabi" not in ps.used:
            out.append(UseHammurabi(p))
        if build.barbarossa(ps) is not None:  # else check_barbarossa refuses every unit
            out += [Barbarossa(p, t) for t in units if allowed(build.check_barbarossa, g, ps, t)]
    if military_available(ps) >= 2:
        out += [
            CopyTactic(p, t)
            for t in sorted(set(g.common_tactics))
            if allowed(develop.check_copy_tactic, g, ps, t)
        ]
    if wonder_ability(ps, "free_population_per_turn") and "ocean_liner" not in ps.used and ps.yellow_bank > 0:
        out.append(OceanLiner(p))
    if isinstance(leader_ability(ps, "choice_per_turn"), dict) and "churchill" not in ps.used:
        out += [Churchill(p, "culture"), Churchill(p, "military")]
    return out


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    if cls not in _FIELDS:
        _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return _FIELDS[cls]


def action_json(a: Action) -> dict[str, Any]:
    """``a.to_json()`` for the flat actions of these decisions (tuples become lists), faster."""
    out: dict[str, Any] = {"type": a.kind}
    for name in _field_names(type(a)):
        value = getattr(a, name)
        out[name] = list(value) if isinstance(value, tuple) else value
    return out


def take_actions(g: GameState, ps: PlayerState) -> list[Action]:
    out: list[Action] = []
    limit = hand_limits(g, ps)[0]
    # With the hand full only wonders may be taken: the others are not tried (each would be
    # refused, the refusal raised and caught).
    only_wonders = develop.civil_hand_full(ps, limit)
    held = develop.names_held(ps)
    for slot, cid in enumerate(g.row):
        if cid is None or (only_wonders and cards()[cid].type != "wonder"):
            continue
        try:
            _c, cost = develop.check_take(g, ps, slot, limit, held)
        except RuleError:
            continue
        if cost <= civil_available(ps):
            out.append(TakeCard(ps.player, slot + 1))
    return out


def legal_actions(g: GameState, p: str) -> list[Action]:
    ps = g.ps(p)
    out = take_actions(g, ps)
    if g.round > 1:
        out += _civil_actions(g, ps) + _military_actions(g, ps)
        if build.trade_routes_kind(g, ps) is not None and allowed(build.check_trade_routes, g, ps):
            out.append(UseTradeRoutes(p))
    return [*out, EndActions(p)]


@dataclass(frozen=True)
class ActionChoice(DecisionOptions):
    """``tta_action``: the civil and military actions left, and every legal action (its JSON
    form)."""

    civil_actions: int
    military_actions: int
    actions: list[dict[str, Any]]


def action_decision(g: GameState, p: str) -> Decision:
    ps = g.ps(p)
    actions = legal_actions(g, p)
    return Decision(
        p,
        "tta_action",
        _(
            "Your action phase: {civil} and {military} left.",
            civil=n_("{n} civil action", "{n} civil actions", civil_available(ps)),
            military=n_("{n} military action", "{n} military actions", military_available(ps)),
        ),
        keeping(
            ActionChoice(civil_available(ps), military_available(ps), [action_json(a) for a in actions]),
            actions,
        ),
        EndActions(p),
    )


DECISIONS["action"] = action_decision
