"""What other players owe during someone's turn of Through the Ages, each from his own DMs: a
defence against an aggression, a colonization bid and the force sent, a pact offer, and an
event's choice or selection.

Cards held in several copies are offered once per copy (value ``card#k``), so a select never
has two equal values.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need
from bot.forms.generic import default_button, many_answer, many_choice
from bot.games.tta.forms.table import TTA
from bot.games.tta.forms.turn import tta_g
from bot.games.tta.forms.words import who
from bot.live_game import BotError
from engine.tta.api import (
    AnswerPact,
    Bid,
    BidChoice,
    Choose,
    Colonize,
    DefenceChoice,
    Defend,
    ForceChoice,
    OneOf,
    PactOffer,
    Select,
    SomeOf,
    all_units,
    cards,
    force,
    name,
    option_label,
    summary,
)

SUCCESS, DANGER = discord.ButtonStyle.success, discord.ButtonStyle.danger


def copies(items: list[str]) -> list[tuple[str, str]]:
    """(``card#k``, label) for each copy of each item."""
    seen: Counter[str] = Counter()
    out = []
    for item in items:
        out.append(
            (f"{item}#{seen[item]}", name(item) + (f" ({seen[item] + 1})" if items.count(item) > 1 else ""))
        )
        seen[item] += 1
    return out


def uncopied(values: list[str]) -> list[str]:
    return [v.split("#", 1)[0] for v in values]


# -- defence ------------------------------------------------------------------------------------


def _defence_options(ctx: Ctx) -> list[tuple[str, str]]:
    bonus = set(ctx.decision.options_as(DefenceChoice).bonus_cards)
    out = []
    for value, label in copies(list(ctx.decision.options_as(DefenceChoice).hand)):
        cid = value.split("#", 1)[0]
        extra = f"+{cards()[cid].defense} defense" if cid in bonus else "+1, discarded"
        out.append((value, f"{label}: {extra}"))
    return out


@TTA.form("tta_defend")
def defend_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(DefenceChoice)
    lines = [
        f"⚔️ {who(ctx.names, o.attacker)} plays **{name(o.card)}** against you: {summary(o.card)}.",
        f"You need **{o.needed}** more strength to repel it. Bonus cards add their defense value, any "
        f"other military card discarded adds 1; at most {o.limit} cards in all.",
    ]
    items: list[discord.ui.Item[Any]] = []
    options = _defence_options(ctx)
    limit = min(o.limit, len(options))
    if options and limit and o.needed > 0:
        picks, summary_lines = many_choice(
            ctx, "tdf", options, "Cards to defend with…", 1, limit, "Defend with these"
        )
        items += picks
        lines += summary_lines
    items.append(button("Do not defend", ctx.id("tdn"), DANGER))
    return Form("\n".join(lines), items)


@TTA.op("tdf", "tta_defend")
def defend_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "tdf", args, values, _defence_options(ctx))
    if chosen is None:
        return Edit(defend_form(ctx))
    picked = uncopied(chosen)
    bonus_cards = set(ctx.decision.options_as(DefenceChoice).bonus_cards)
    bonus = tuple(c for c in picked if c in bonus_cards)
    discard = tuple(c for c in picked if c not in bonus_cards)
    return Act(lambda g, seat: Defend(seat, bonus, discard))


@TTA.op("tdn", "tta_defend")
def defend_none(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: Defend(seat))


# -- colonization ---------------------------------------------------------------------------


@TTA.form("tta_bid")
def bid_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(BidChoice)
    high = f"{o.high_bid} by {who(ctx.names, o.high_bidder)}" if o.high_bidder else "none yet"
    lines = [
        f"🏝️ **{name(o.territory)}** is up for colonization: {summary(o.territory)}.",
        f"Highest bid: {high}. The force you can send: {o.max_bid} (units sent are lost).",
    ]
    items: list[discord.ui.Item[Any]] = []
    bids = [(str(n), f"Bid {n}") for n in range(o.high_bid + 1, o.max_bid + 1)]
    if bids:
        items.append(ctx.select("tbb", bids, "Bid a force of…"))
    items.append(button("Pass", ctx.id("tbp")))
    return Form("\n".join(lines), items)


@TTA.op("tbb", "tta_bid")
def bid_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    amount = need(values)[0]
    if not amount.isdigit():
        raise BotError("A bid is a number.")
    return Act(lambda g, seat: Bid(seat, int(amount)))


@TTA.op("tbp", "tta_bid")
def bid_pass(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: Bid(seat, 0))


def _force_parts(ctx: Ctx) -> tuple[dict[str, int], list[str], list[str]]:
    units: dict[str, int] = {}
    for cid in uncopied(ctx.draft.get("units", [])):
        units[cid] = units.get(cid, 0) + 1
    return units, uncopied(ctx.draft.get("bonus", [])), uncopied(ctx.draft.get("discards", []))


@TTA.form("tta_colonize")
def colonize_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(ForceChoice)
    g = tta_g(ctx)
    ps = g.ps(ctx.seat)
    units, bonus, discards = _force_parts(ctx)
    sent = force(g, ps, units, tuple(bonus), tuple(discards)) if units else 0
    chosen = ", ".join(f"{n} {name(c)}" for c, n in units.items()) or "no unit yet"
    lines = [
        f"🏝️ You won the auction: send a force of at least **{o.bid}** to colonize {name(o.territory)}.",
        f"Chosen: {chosen}"
        + (f"; bonus {', '.join(map(name, bonus))}" if bonus else "")
        + f" — force {sent}.",
        "Pick the units to sacrifice (at least one) and any bonus cards, then send.",
    ]
    unit_items = [c for c, n in sorted(all_units(ps).items()) for _ in range(n)]
    items: list[discord.ui.Item[Any]] = [
        ctx.select("tcu", copies(unit_items), "Units to send…", 1, len(unit_items))
    ]
    if o.bonus_cards:
        items.append(
            ctx.select("tcb", copies(list(o.bonus_cards)), "Bonus cards to play…", 1, len(o.bonus_cards))
        )
    if o.cook_discards:
        others = [c for c in ps.military_hand if cards()[c].type != "bonus"]
        if others:
            most = min(o.cook_discards, len(others))
            items.append(
                ctx.select("tcd", copies(others), "James Cook: cards to discard (+1 each)…", 1, most)
            )
    items.append(button(f"Send this force ({sent})", ctx.id("tcs"), SUCCESS, disabled=sent < o.bid))
    items.append(default_button(ctx, "Send the suggested force"))
    items.append(button("Reset", ctx.id("rf")))
    return Form("\n".join(lines), items)


def _keep(ctx: Ctx, key: str, values: list[str]) -> Outcome:
    ctx.draft[key] = list(values)
    return Edit(colonize_form(ctx))


@TTA.op("tcu", "tta_colonize")
def colonize_units(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return _keep(ctx, "units", values)


@TTA.op("tcb", "tta_colonize")
def colonize_bonus(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return _keep(ctx, "bonus", values)


@TTA.op("tcd", "tta_colonize")
def colonize_discards(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return _keep(ctx, "discards", values)


@TTA.op("tcs", "tta_colonize")
def colonize_send(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    units, bonus, discards = _force_parts(ctx)
    if not units:
        raise BotError("Send at least one unit.")
    return Act(lambda g, seat: Colonize(seat, units, tuple(bonus), tuple(discards)))


# -- pacts ----------------------------------------------------------------------------------------


@TTA.form("tta_answer_pact")
def pact_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(PactOffer)
    sides = o.sides
    lines = [
        f"🤝 {who(ctx.names, o.proposer)} offers you the pact **{name(o.card)}**.",
        f"Your side ({o.your_side}): "
        + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in sides[o.your_side].items()),
    ]
    items = [button("Accept", ctx.id("tpa", "yes"), SUCCESS), button("Decline", ctx.id("tpa", "no"), DANGER)]
    return Form("\n".join(lines), items)


@TTA.op("tpa", "tta_answer_pact")
def pact_answered(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    accept = bool(args) and args[0] == "yes"
    return Act(lambda g, seat: AnswerPact(seat, accept))


# -- an event's choice or selection ---------------------------------------------------------------


@TTA.form("tta_choose")
def choose_form(ctx: Ctx) -> Form:
    choices: list[str] = ctx.decision.options_as(OneOf).choices
    items: list[discord.ui.Item[Any]]
    if len(choices) <= 4:
        items = [
            button(option_label(c), ctx.id("tch", str(i)), discord.ButtonStyle.primary)
            for i, c in enumerate(choices)
        ]
    else:
        items = [ctx.select("tcs1", [(str(i), option_label(c)) for i, c in enumerate(choices)], "Choose…")]
    return Form(ctx.decision.prompt, [*items, default_button(ctx)])


def _chosen(ctx: Ctx, index: str) -> Outcome:
    choices: list[str] = ctx.decision.options_as(OneOf).choices
    if not index.isdigit() or int(index) >= len(choices):
        raise BotError("That choice is not offered any more: use the newest prompt.")
    option = choices[int(index)]
    return Act(lambda g, seat: Choose(seat, option))


@TTA.op("tch", "tta_choose")
def choose_button(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return _chosen(ctx, args[0] if args else "")


@TTA.op("tcs1", "tta_choose")
def choose_select(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return _chosen(ctx, need(values)[0])


def _select_options(ctx: Ctx) -> list[tuple[str, str]]:
    return copies(list(ctx.decision.options_as(SomeOf).candidates))


@TTA.form("tta_select")
def select_form(ctx: Ctx) -> Form:
    n = ctx.decision.options_as(SomeOf).count
    if n == 0:
        return Form(ctx.decision.prompt, [button("Go on", ctx.id("tsl", "none"), SUCCESS)])
    picks, summary_lines = many_choice(ctx, "tsl", _select_options(ctx), f"Choose {n}…", n, n, "Confirm")
    return Form("\n".join([ctx.decision.prompt, *summary_lines]), [*picks, default_button(ctx)])


@TTA.op("tsl", "tta_select")
def select_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    if args and args[0] == "none":
        return Act(lambda g, seat: Select(seat, ()))
    chosen = many_answer(ctx, "tsl", args, values, _select_options(ctx))
    if chosen is None:
        return Edit(select_form(ctx))
    items = tuple(uncopied(chosen))
    return Act(lambda g, seat: Select(seat, items))
