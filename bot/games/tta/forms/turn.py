"""The current player's own phases of Through the Ages, in one DM prompt kept current.

Political phase: one select of every political action the rules allow now (prepare an event,
an aggression, a war, a pact offer or cancellation, a leader's retirement), **Pass**, and
**Resign…** (confirmed first). Action phase: the card row as a select with each card's cost;
build, upgrade and destroy; develop, revolution, leaders, wonder stages and action cards;
everything military; **Increase population** with its food; and **End turn…**, which shows
what production, consumption, corruption and an uprising would do before it is final.

Every choice offered is one of the legal actions the engine lists with the decision, so a
click is never refused by the rules; each select option carries the action's position in that
list and its kind, checked again when it is answered.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need
from bot.games.tta.forms.table import TTA
from bot.games.tta.forms.words import card_cost_label, figures_line, political_label
from bot.live_game import BotError
from bot.text import count
from engine import Action, action_from_json
from engine.tta.api import ActionChoice, GameState, PoliticalChoice, end_of_turn

PRIMARY, SUCCESS, DANGER = (
    discord.ButtonStyle.primary,
    discord.ButtonStyle.success,
    discord.ButtonStyle.danger,
)

# select op -> (placeholder, the action kinds it offers)
ACTION_GROUPS: dict[str, tuple[str, tuple[str, ...]]] = {
    "tat": ("Take a card from the row…", ("tta_take_card",)),
    "tab": ("Build, upgrade or destroy…", ("tta_build", "tta_upgrade", "tta_destroy", "tta_bach_upgrade")),
    "tac": (
        "Develop, revolution, leader, wonder, action card…",
        ("tta_develop", "tta_revolution", "tta_play_leader", "tta_build_stages", "tta_play_action_card"),
    ),
    "tam": (
        "Military: units, tactics…",
        (
            "tta_build_unit",
            "tta_upgrade_unit",
            "tta_disband",
            "tta_play_tactic",
            "tta_copy_tactic",
            "tta_hammurabi",
            "tta_barbarossa",
            "tta_ocean_liner",
            "tta_churchill",
            "tta_trade_routes",
        ),
    ),
}


def tta_g(ctx: Ctx) -> GameState:
    g: Any = ctx.live.state
    assert isinstance(g, GameState)
    return g


def legal(ctx: Ctx) -> list[dict[str, Any]]:
    """The legal actions the political or the action phase lists (in their JSON form)."""
    o = ctx.decision.options
    if isinstance(o, PoliticalChoice | ActionChoice):
        return o.actions
    raise TypeError(f"a {ctx.decision.kind} decision has {type(o).__name__}, not a list of legal actions")


def choices_of(ctx: Ctx, kinds: tuple[str, ...]) -> list[tuple[str, str]]:
    """(value, label) of the legal actions of ``kinds``: value ``INDEX:KIND``."""
    g = tta_g(ctx)
    return [
        (f"{i}:{a['type']}", card_cost_label(g, ctx.seat, a))
        for i, a in enumerate(legal(ctx))
        if a["type"] in kinds
    ]


def chosen_action(ctx: Ctx, value: str) -> Act:
    """The legal action a select option stands for, checked against the decision now pending."""
    index, _, kind = value.partition(":")
    actions = legal(ctx)
    if not index.isdigit() or int(index) >= len(actions) or actions[int(index)]["type"] != kind:
        raise BotError("That choice is not offered any more: use the newest prompt.")
    data = dict(actions[int(index)])

    def build(g: Any, seat: str) -> Action:
        return action_from_json({**data, "player": seat})

    return Act(build)


def single(ctx: Ctx, kind: str) -> dict[str, Any] | None:
    return next((a for a in legal(ctx) if a["type"] == kind), None)


# -- the political phase ----------------------------------------------------------------------


def bold_head(prompt: str) -> str:
    """The engine's prompt with its heading in bold: "**Your political phase**: one action…"."""
    head, sep, rest = prompt.partition(": ")
    return f"**{head}**{sep}{rest}" if sep else prompt


@TTA.form("tta_political")
def political_form(ctx: Ctx) -> Form:
    if ctx.draft.get("resign"):
        return Form(
            "**Resign?** You leave the game for good: your civilization is out and scores nothing more.",
            [button("Yes, resign", ctx.id("tpr", "yes"), DANGER), button("Back", ctx.id("rf"))],
        )
    g = tta_g(ctx)
    lines = [bold_head(ctx.decision.prompt), figures_line(g, ctx.seat)]
    seen = ctx.decision.options_as(PoliticalChoice).next_event
    if seen:
        shown = political_label(g, ctx.seat, {"type": "seen", "card": seen})
        lines.append(f"Joan of Arc shows you the next event: {shown}")
    options = [
        (f"{i}:{a['type']}", political_label(g, ctx.seat, a, ctx.names))
        for i, a in enumerate(legal(ctx))
        if a["type"] not in ("tta_pass_political", "tta_resign")
    ]
    items: list[discord.ui.Item[Any]] = []
    if options:
        items.append(ctx.select("tpo", options, "Political action…"))
    else:
        lines.append("You have no political action to take now: pass to your action phase.")
    items.append(button("Pass (to the action phase)", ctx.id("tpp"), SUCCESS))
    if single(ctx, "tta_resign"):
        items.append(button("Resign…", ctx.id("tpr")))
    return Form("\n".join(lines), items)


@TTA.op("tpo", "tta_political")
def political_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return chosen_action(ctx, need(values)[0])


@TTA.op("tpp", "tta_political")
def political_pass(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    if single(ctx, "tta_pass_political") is None:
        raise BotError("You cannot pass now.")
    return Act(lambda g, seat: action_from_json({"type": "tta_pass_political", "player": seat}))


@TTA.op("tpr", "tta_political")
def political_resign(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    if single(ctx, "tta_resign") is None:
        raise BotError("No one may resign in Age IV.")
    if args and args[0] == "yes":
        return Act(lambda g, seat: action_from_json({"type": "tta_resign", "player": seat}))
    ctx.draft["resign"] = True
    return Edit(political_form(ctx))


# -- the action phase -------------------------------------------------------------------------


@TTA.form("tta_action")
def action_form(ctx: Ctx) -> Form:
    if ctx.draft.get("ending"):
        return end_form(ctx)
    g = tta_g(ctx)
    o = ctx.decision.options_as(ActionChoice)
    lines = [
        f"**Your action phase** — {o.civil_actions} civil and {o.military_actions} military actions left.",
        figures_line(g, ctx.seat),
        "The card row and every civilization are in the game thread; your cards in your hand panel.",
    ]
    if g.round == 1:
        lines.append("First turn: you may only take cards from the row.")
    items: list[discord.ui.Item[Any]] = []
    for op_name, (placeholder, kinds) in ACTION_GROUPS.items():
        options = choices_of(ctx, kinds)
        if options:
            items.append(ctx.select(op_name, options, placeholder))
    population = single(ctx, "tta_increase_population")
    if population is not None:
        items.append(button(card_cost_label(g, ctx.seat, population), ctx.id("tpu"), PRIMARY))
    items.append(button("End turn…", ctx.id("tet"), SUCCESS))
    items.append(button("Refresh", ctx.id("rf")))
    return Form("\n".join(lines), items)


@TTA.op("tat", "tta_action")
def take_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return chosen_action(ctx, need(values)[0])


@TTA.op("tab", "tta_action")
def build_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return chosen_action(ctx, need(values)[0])


@TTA.op("tac", "tta_action")
def card_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return chosen_action(ctx, need(values)[0])


@TTA.op("tam", "tta_action")
def military_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return chosen_action(ctx, need(values)[0])


@TTA.op("tpu", "tta_action")
def population_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    if single(ctx, "tta_increase_population") is None:
        raise BotError("You cannot increase your population now.")
    return Act(lambda g, seat: action_from_json({"type": "tta_increase_population", "player": seat}))


@TTA.op("tet", "tta_action")
def end_asked(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    ctx.draft["ending"] = True
    return Edit(end_form(ctx))


@TTA.op("tey", "tta_action")
def end_confirmed(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: action_from_json({"type": "tta_end_actions", "player": seat}))


def end_form(ctx: Ctx) -> Form:
    """What ending the turn now brings, before it is final."""
    g = tta_g(ctx)
    p = end_of_turn(g, ctx.seat)
    o = ctx.decision.options_as(ActionChoice)
    lines = ["**End your turn?** This is what happens next:"]
    if o.civil_actions:
        lines.append(f"⚠️ You still have {o.civil_actions} civil actions; they are lost.")
    if p.discard:
        lines.append(
            f"• You discard {count(p.discard, 'military card')} down to your hand limit (you choose which)."
        )
    if p.uprising:
        lines.append(
            f"• 🔥 **Uprising**: {p.discontent} discontent workers against {p.unused_workers} unused — "
            "no production at all this turn."
        )
    else:
        lines.append(f"• Score +{p.culture} culture and +{p.science} science.")
        if p.corruption:
            lines.append(f"• Corruption takes {p.corruption}.")
        lines.append(f"• Farms produce {p.food} food; your people eat {p.consumption}.")
        if p.starvation_culture:
            lines.append(f"• ⚠️ Food runs short: you lose {p.starvation_culture} culture.")
        lines.append(f"• Mines produce {p.resources} resources.")
    lines.append(f"• You draw {count(p.draw, 'military card')}.")
    items = [button("Yes, end my turn", ctx.id("tey"), SUCCESS), button("Back", ctx.id("rf"))]
    return Form("\n".join(lines), items)
