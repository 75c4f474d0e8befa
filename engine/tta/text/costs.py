"""What an action of the action phase costs, written after its text form in brackets
(``build Drama [3 resources]``): the price the rules would charge now, from the same checks
the action runs (``engine.tta.build``, ``engine.tta.develop``), so the cost shown is the cost
paid. An action the rules would refuse now shows no cost; its text reads the same without it.
"""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.errors import RuleError
from engine.tta import build, develop
from engine.tta.actions import Build as BuildAction
from engine.tta.actions import (
    BuildStages,
    BuildUnit,
    Develop,
    IncreasePopulation,
    Revolution,
    TakeCard,
    Upgrade,
    UpgradeUnit,
)
from engine.tta.state import GameState, PlayerState


def _civil(n: int) -> str:
    return f"{n} civil action{'s' * (n != 1)}"


def _revolution(g: GameState, ps: PlayerState, a: Revolution) -> str:
    price = develop.check_revolution(g, ps, a.card)
    kind, count = develop.revolution_actions(ps)
    return f"{price} science, all {count} {kind} actions"


def _price(g: GameState, ps: PlayerState, a: Action) -> str | None:
    """The price of ``a`` in words, None when it has none; RuleError when the rules refuse it."""
    if isinstance(a, TakeCard):
        return _civil(develop.check_take(g, ps, a.slot - 1)[1])
    if isinstance(a, IncreasePopulation):
        return f"{build.check_population(g, ps)} food"
    if isinstance(a, BuildAction):
        return f"{build.check_build(g, ps, a.tech)} resources"
    if isinstance(a, Upgrade):
        return f"{build.check_upgrade(g, ps, a.source, a.target)} resources"
    if isinstance(a, BuildStages):
        return f"{develop.check_stages(g, ps, a.count)} resources"
    if isinstance(a, Develop):
        return f"{develop.check_develop(g, ps, a.card)} science"
    if isinstance(a, Revolution):
        return _revolution(g, ps, a)
    if isinstance(a, BuildUnit):
        return f"{build.check_build_unit(g, ps, a.tech)} resources"
    if isinstance(a, UpgradeUnit):
        return f"{build.check_upgrade_unit(g, ps, a.source, a.target)} resources"
    return None


def cost(g: GameState, a: Action) -> str:
    """`` [3 resources]`` when ``a`` has a price the rules would charge now, else nothing."""
    if a.player not in g.players:
        return ""
    try:
        price = _price(g, g.ps(a.player), a)
    except (RuleError, KeyError, IndexError):  # refused now, or names no card: no price to show
        return ""
    return f" [{price}]" if price else ""
