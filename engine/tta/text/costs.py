"""What an action of the action phase costs, written after its text form in brackets
(``build Drama [3 resources]``): the price the rules would charge now, from the same checks
the action runs (``engine.tta.build``, ``engine.tta.develop``), so the cost shown is the cost
paid. An action the rules would refuse now shows no cost; its text reads the same without it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.actions import Action
from engine.core.errors import IllegalAction, RuleError
from engine.core.words import listing
from engine.tta import build, develop
from engine.tta.action_cards import RESOLVERS, PlayActionCard, action_price, is_revolution, playable
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
from engine.tta.cards import cards
from engine.tta.state import GameState, PlayerState
from i18n.catalog import N_, _, n_, p_, pN_


def _civil(n: int) -> str:
    return f"{n} civil action{'s' * (n != 1)}"


def _all_actions(kind: str, count: int) -> str:
    return f"all {count} {kind} actions"


def _revolution(g: GameState, ps: PlayerState, a: Revolution) -> str:
    price = develop.check_revolution(g, ps, a.card)
    return f"{price} science, {_all_actions(*develop.revolution_actions(ps))}"


def _play(g: GameState, ps: PlayerState, a: PlayActionCard) -> str:
    """1 civil action for the card (a revolution's actions instead when a "develop" card is
    used for one), and what the action the card calls for charges (rules 7.13)."""
    if not playable(ps, a.card):
        raise IllegalAction("not an action card that may be played now")
    c = cards()[a.card]
    RESOLVERS[c.handler](g, ps, c, a, False)  # the rules' own checks: RuleError if refused
    priced = action_price(g, ps, a)
    if is_revolution(a):
        return f"{priced[0] if priced else 0} science, {_all_actions(*develop.revolution_actions(ps))}"
    return _civil(1) + (f", {priced[0]} {priced[1]}" if priced else "")


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
    if isinstance(a, PlayActionCard):
        return _play(g, ps, a)
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


def _between(low: int, high: int) -> str:
    return f"{low}" if low == high else f"{low}–{high}"


def hand_price(price: Mapping[str, Any]) -> str:
    """What playing an action card in hand costs, in words of the language spoken, from its entry
    in the player's view (``view["you"]["action_card_prices"]``): ``1 civil action and 0–2
    resources``. (The bracketed price after an action's typed form, ``cost``, stays in the typed
    syntax's English.)"""
    civil = n_("{n} civil action", "{n} civil actions", price["civil_actions"])
    if price["taken_this_turn"]:
        return _("{civil}, from your next turn (taken this turn)", civil=civil)
    if not price["playable"]:
        return _("{civil}; its action cannot be performed now", civil=civil)
    paid = [_(PAID[what], amount=_between(*span)) for what, span in sorted(price["prices"].items())]
    text = listing([civil, *paid])
    revolution = price["revolution"]
    if not revolution:
        return text
    return _(
        "{price}, or {science} science and all {count} {kind} actions for a revolution",
        price=text,
        science=_between(*revolution["science"]),
        count=revolution["count"],
        kind=p_("action kind", ACTION_KINDS[revolution["actions"]]),
    )


# What an action card's own action is paid in (an amount may be a range: "0–6 resources").
PAID = {"resources": N_("{amount} resources"), "food": N_("{amount} food"), "science": N_("{amount} science")}
# The actions a revolution takes all of (Robespierre's: the military ones).
ACTION_KINDS = {"civil": pN_("action kind", "civil"), "military": pN_("action kind", "military")}
