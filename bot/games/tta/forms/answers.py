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
    card_name,
    cards,
    force,
    option_label,
    pact_side,
    summary,
)
from i18n.catalog import _

SUCCESS, DANGER = discord.ButtonStyle.success, discord.ButtonStyle.danger


def copies(items: list[str]) -> list[tuple[str, str]]:
    """(``card#k``, label) for each copy of each item."""
    seen: Counter[str] = Counter()
    out = []
    for item in items:
        out.append(
            (
                f"{item}#{seen[item]}",
                card_name(item) + (f" ({seen[item] + 1})" if items.count(item) > 1 else ""),
            )
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
        if cid in bonus:
            out.append((value, _("{card}: +{n} defense", card=label, n=cards()[cid].defense)))
        else:
            out.append((value, _("{card}: +1, discarded", card=label)))
    return out


@TTA.form("tta_defend")
def defend_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(DefenceChoice)
    lines = [
        "⚔️ "
        + _(
            "{player} plays **{card}** against you: {summary}.",
            player=who(ctx.names, o.attacker),
            card=card_name(o.card),
            summary=summary(o.card),
        ),
        _(
            "You need **{need}** more strength to repel it. Bonus cards add their defense value, any "
            "other military card discarded adds 1; at most {limit} cards in all.",
            need=o.needed,
            limit=o.limit,
        ),
    ]
    items: list[discord.ui.Item[Any]] = []
    options = _defence_options(ctx)
    limit = min(o.limit, len(options))
    if options and limit and o.needed > 0:
        picks, summary_lines = many_choice(
            ctx, "tdf", options, _("Cards to defend with…"), 1, limit, _("Defend with these")
        )
        items += picks
        lines += summary_lines
    items.append(button(_("Do not defend"), ctx.id("tdn"), DANGER))
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
    high = (
        _("{bid} by {player}", bid=o.high_bid, player=who(ctx.names, o.high_bidder))
        if o.high_bidder
        else _("none yet")
    )
    lines = [
        "🏝️ "
        + _(
            "**{card}** is up for colonization: {summary}.",
            card=card_name(o.territory),
            summary=summary(o.territory),
        ),
        _(
            "Highest bid: {high}. The force you can send: {most} (units sent are lost).",
            high=high,
            most=o.max_bid,
        ),
    ]
    items: list[discord.ui.Item[Any]] = []
    bids = [(str(n), _("Bid {n}", n=n)) for n in range(o.high_bid + 1, o.max_bid + 1)]
    if bids:
        items.append(ctx.select("tbb", bids, _("Bid a force of…")))
    items.append(button(_("Pass"), ctx.id("tbp")))
    return Form("\n".join(lines), items)


@TTA.op("tbb", "tta_bid")
def bid_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    amount = need(values)[0]
    if not amount.isdigit():
        raise BotError(_("A bid is a number."))
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
    chosen = ", ".join(f"{n} {card_name(c)}" for c, n in units.items()) or _("no unit yet")
    lines = [
        "🏝️ "
        + _(
            "You won the auction: send a force of at least **{bid}** to colonize {card}.",
            bid=o.bid,
            card=card_name(o.territory),
        ),
        _(
            "Chosen: {units}; bonus {bonus} — force {force}.",
            units=chosen,
            bonus=", ".join(map(card_name, bonus)),
            force=sent,
        )
        if bonus
        else _("Chosen: {units} — force {force}.", units=chosen, force=sent),
        _("Pick the units to sacrifice (at least one) and any bonus cards, then send."),
    ]
    unit_items = [c for c, n in sorted(all_units(ps).items()) for _copy in range(n)]
    items: list[discord.ui.Item[Any]] = [
        ctx.select("tcu", copies(unit_items), _("Units to send…"), 1, len(unit_items))
    ]
    if o.bonus_cards:
        items.append(
            ctx.select("tcb", copies(list(o.bonus_cards)), _("Bonus cards to play…"), 1, len(o.bonus_cards))
        )
    if o.cook_discards:
        others = [c for c in ps.military_hand if cards()[c].type != "bonus"]
        if others:
            most = min(o.cook_discards, len(others))
            items.append(
                ctx.select("tcd", copies(others), _("James Cook: cards to discard (+1 each)…"), 1, most)
            )
    items.append(
        button(_("Send this force ({force})", force=sent), ctx.id("tcs"), SUCCESS, disabled=sent < o.bid)
    )
    items.append(default_button(ctx, _("Send the suggested force")))
    items.append(button(_("Reset"), ctx.id("rf")))
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
        raise BotError(_("Send at least one unit."))
    return Act(lambda g, seat: Colonize(seat, units, tuple(bonus), tuple(discards)))


# -- pacts ----------------------------------------------------------------------------------------


@TTA.form("tta_answer_pact")
def pact_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(PactOffer)
    sides = o.sides
    lines = [
        "🤝 "
        + _(
            "{player} offers you the pact **{card}**.",
            player=who(ctx.names, o.proposer),
            card=card_name(o.card),
        ),
        _(
            "Your side ({side}): {effects}",
            side=o.your_side,
            effects=pact_side(sides[o.your_side]),
        ),
    ]
    items = [
        button(_("Accept"), ctx.id("tpa", "yes"), SUCCESS),
        button(_("Decline"), ctx.id("tpa", "no"), DANGER),
    ]
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
        items = [ctx.select("tcs1", [(str(i), option_label(c)) for i, c in enumerate(choices)], _("Choose…"))]
    return Form(ctx.decision.prompt, [*items, default_button(ctx)])


def _chosen(ctx: Ctx, index: str) -> Outcome:
    choices: list[str] = ctx.decision.options_as(OneOf).choices
    if not index.isdigit() or int(index) >= len(choices):
        raise BotError(_("That choice is not offered any more: use the newest prompt."))
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
        return Form(ctx.decision.prompt, [button(_("Go on"), ctx.id("tsl", "none"), SUCCESS)])
    picks, summary_lines = many_choice(
        ctx, "tsl", _select_options(ctx), _("Choose {n}…", n=n), n, n, _("Confirm")
    )
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
