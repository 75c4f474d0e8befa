"""Every decision kind an offered game's engine can pend has a dedicated form: no player of an
offered game ever meets the generic JSON form in normal play (issue 12, item 1).

The kinds are read from the engines' source (every ``Decision(player, "kind", ...)``, every
``decision_kind = "..."``, and every literal passed as the ``kind`` of a helper that builds
decisions); the rule cases and a few random games check that the scan misses none."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from ai import agent_for
from bot.forms import FORMS
from bot.forms.generic import generic_form
from engine import apply, new_game, offered_games, pending, spec
from tests.bot.test_sentences import NOT_OF, PACKAGES
from tests.test_rule_cases import _load_case, case_files, start

ROOT = Path(__file__).resolve().parents[2]


def engine_files(game: str) -> list[Path]:
    skip = [ROOT / "engine" / part for part in NOT_OF.get(game, ())]
    return [
        path
        for part in PACKAGES[game]
        for path in sorted((ROOT / "engine" / part).rglob("*.py"))
        if not any(path.is_relative_to(s) for s in skip)
    ]


def call_name(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def is_kind_arg(node: ast.expr | None, names: tuple[str, ...]) -> bool:
    """``kind`` or ``self.kind``: a decision's kind handed on rather than written out."""
    if isinstance(node, ast.Name):
        return node.id in names
    return isinstance(node, ast.Attribute) and node.attr in names


def kind_argument(node: ast.Call, at: int) -> ast.expr | None:
    if len(node.args) > at:
        return node.args[at]
    return next((k.value for k in node.keywords if k.arg == "kind"), None)


def kind_carriers(trees: list[ast.Module]) -> tuple[set[str], dict[str, int]]:
    """Classes whose decisions take their kind from ``self.kind`` (built with ``kind=...``),
    and functions that hand their ``kind`` parameter on to a decision or such a class."""
    classes = {
        node.name
        for tree in trees
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
        and any(
            isinstance(c, ast.Call)
            and call_name(c) == "Decision"
            and is_kind_arg(kind_argument(c, 1), ("kind",))
            for c in ast.walk(node)
        )
    }
    helpers = {}
    for tree in trees:
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef):
                continue
            names = [a.arg for a in node.args.args]
            if "kind" not in names:
                continue
            for c in ast.walk(node):
                if not isinstance(c, ast.Call):
                    continue
                target = 1 if call_name(c) == "Decision" else -1 if call_name(c) in classes else None
                value = kind_argument(c, target) if target is not None and target >= 0 else None
                if target == -1:
                    value = next((k.value for k in c.keywords if k.arg == "kind"), None)
                if is_kind_arg(value, ("kind",)):
                    helpers[node.name] = names.index("kind")
    return classes, helpers


@cache
def decision_kinds(game: str) -> frozenset[str]:
    trees = [ast.parse(p.read_text(encoding="utf-8")) for p in engine_files(game)]
    classes, helpers = kind_carriers(trees)
    kinds: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = call_name(node)
                if name == "Decision":
                    found = literal(kind_argument(node, 1))
                elif name in classes:
                    found = next((literal(k.value) for k in node.keywords if k.arg == "kind"), None)
                elif name in helpers:
                    found = literal(kind_argument(node, helpers[name]))
                else:
                    continue
                if found:
                    kinds.add(found)
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                named = any(isinstance(t, ast.Name) and t.id == "decision_kind" for t in targets)
                if named and (value := literal(node.value)) is not None:
                    kinds.add(value)
    return frozenset(kinds)


@pytest.mark.parametrize("game", [g.id for g in offered_games()])
def test_every_decision_kind_of_an_offered_game_has_its_own_form(game: str) -> None:
    kinds = decision_kinds(game)
    assert len(kinds) >= 5, sorted(kinds)  # the scan found the engine's decisions
    missing = sorted(k for k in kinds if FORMS.get(k, generic_form) is generic_form)
    assert not missing, f"{spec(game).title}: no dedicated form for {missing}"


def test_the_scan_finds_every_kind_the_rule_cases_pend() -> None:
    seen: dict[str, set[str]] = {}
    for path in case_files():
        case = _load_case(path)
        g = start(case)
        for d in pending(g):
            seen.setdefault(g.game, set()).add(d.kind)
    for game, kinds in seen.items():
        if spec(game, offered_only=False).offered:
            assert kinds <= decision_kinds(game), sorted(kinds - decision_kinds(game))


@pytest.mark.parametrize("game", ["civ1980", "advciv"])
def test_the_scan_finds_every_kind_random_games_pend(game: str) -> None:
    """Random players, 4 players, two seeds: every decision met is one the scan knows."""
    for seed in range(2):
        players = [f"p{i}" for i in range(1, 5)]
        g = new_game(players, seed=seed, game=game)
        agents = {p: agent_for("random", seed * 10 + i, game=game) for i, p in enumerate(players)}
        for _ in range(2000):
            if g.finished:
                break
            decisions = pending(g)
            assert {d.kind for d in decisions} <= decision_kinds(game), [d.kind for d in decisions]
            d = decisions[0]
            apply(g, agents[d.player].act(g, d))
