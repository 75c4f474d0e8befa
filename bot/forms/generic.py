"""The generic path: any decision kind, even one the bot has never heard of, can be answered.

It shows the engine's prompt and options, a "Use the default" button, and an "Answer…" modal
with one field per field of the default action, prefilled (values as plain text or JSON).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import discord

from bot.components import CivModal, button
from bot.forms.base import SHARED, Act, Ctx, Edit, Form, OpenModal, Outcome, need
from bot.games import game_of
from bot.live_game import BotError
from bot.text import names_of
from engine import Action, CoreState, Decision, action_from_json
from i18n.catalog import _


def describe_options(options: Mapping[str, Any], limit: int = 1200) -> str:
    lines = []
    for key, value in options.items():
        text = json.dumps(value, default=str) if not isinstance(value, str) else value
        lines.append(f"• {key.replace('_', ' ')}: {text}")
    out = "\n".join(lines)
    return out if len(out) <= limit else out[:limit] + "…"


def choice_field(d: Decision) -> tuple[str, bool, list[str], int | None] | None:
    """(field, many, candidates, count) when the decision is a pick from a list in its options:
    the default action has one field (a name or a list of names), and the options hold a list of
    names or a mapping keyed by names that contains the default."""
    if d.default is None:
        return None
    fields = editable_fields(d.default)
    if len(fields) != 1:
        return None
    name, value = next(iter(fields.items()))
    many = isinstance(value, list)
    wanted = set(value) if many else {value}
    if (many and not all(isinstance(v, str) for v in value)) or (not many and not isinstance(value, str)):
        return None
    # This path serves a kind it has no class for: it reads the options' JSON form.
    data = d.options.to_json()
    for key, opt in data.items():
        names = list(opt) if isinstance(opt, dict) else opt if isinstance(opt, list) else None
        if names and all(isinstance(x, str) for x in names) and wanted <= set(names) and key != "hand":
            count = data.get("count")
            return name, many, [str(x) for x in names], int(count) if isinstance(count, int) else None
    return None


def label(ctx: Ctx, value: str) -> str:
    """An option's value as a select shows it: a seat by its nation, else its number (a
    select's label cannot show a mention); anything else as the game names it."""
    if value in ctx.live.seats:
        nation = names_of(ctx.live).nation(value)
        if nation:
            return nation
        if ctx.live.is_ai(value):
            return ctx.live.ai_label(value)
        return _("player {n}", n=ctx.live.seats.index(value) + 1)
    return game_of(ctx.live).label(value)


# -- many-choice selects that still work when paged ------------------------------------------

ADD, DONE = "add", "done"  # the argument of a many-choice op: add one pick / submit the picks


def picked(ctx: Ctx, op_name: str) -> list[str]:
    """The picks accumulated so far for the paged many-choice select answered by ``op_name``."""
    picks: dict[str, list[str]] = ctx.draft.get("picks", {})
    return list(picks.get(op_name, []))


def many_choice(
    ctx: Ctx,
    op_name: str,
    options: list[tuple[str, str]],
    placeholder: str,
    lo: int,
    hi: int,
    submit: str | None,
) -> tuple[list[discord.ui.Item[Any]], list[str]]:
    """Components and summary lines for a choice of ``lo``..``hi`` of ``options``.

    Up to 25 options, one Discord multi-select answers at once. Beyond, the select is paged and
    takes one pick per click, so picks accumulate in the draft (in the order picked), with a
    running summary, a ``submit`` button (``op_name`` with ``DONE``; None: the form submits the
    picks its own way) and Reset. The op answers through ``many_answer``."""
    if len(options) <= 25:
        return [ctx.select(op_name, options, placeholder, lo, hi)], []
    chosen = picked(ctx, op_name)
    names = dict(options)
    items: list[discord.ui.Item[Any]] = []
    if len(chosen) < hi:
        rest = [(v, text) for v, text in options if v not in chosen]
        items.append(
            ctx.select(op_name, rest, _("{placeholder} (add one)", placeholder=placeholder), 1, 1, ADD)
        )
    if submit is not None:
        done = not lo <= len(chosen) <= hi
        items.append(button(submit, ctx.id(op_name, DONE), discord.ButtonStyle.success, disabled=done))
        items.append(button(_("Reset"), ctx.id("rf")))
    wanted = f"{lo}" if lo == hi else f"{lo}-{hi}"
    summary = ", ".join(names.get(v, v) for v in chosen) or _("nothing yet")
    return items, [
        _("Chosen ({n}, {wanted} wanted): {summary}.", n=len(chosen), wanted=wanted, summary=summary)
    ]


def many_answer(
    ctx: Ctx, op_name: str, args: tuple[str, ...], values: list[str], options: list[tuple[str, str]]
) -> list[str] | None:
    """The full choice when it is made (a multi-select, or DONE), or None after adding one pick
    to the draft (the caller redraws its form)."""
    mode = args[0] if args else ""
    if mode == DONE:
        return picked(ctx, op_name)
    if mode != ADD:
        return list(values)
    value = need(values)[0]
    allowed = dict(options)
    if value not in allowed:
        raise BotError(_("That choice is not offered any more: use the newest prompt."))
    chosen: list[str] = ctx.draft.setdefault("picks", {}).setdefault(op_name, [])
    if value in chosen:
        raise BotError(_("{choice} is already chosen.", choice=allowed[value]))
    chosen.append(value)
    return None


# -- the generic form ---------------------------------------------------------------------------


def _choice(ctx: Ctx) -> tuple[str, bool, list[tuple[str, str]], int, int] | None:
    """(field, many, options, lo, hi) of a decision that is a pick from a list."""
    pick = choice_field(ctx.decision)
    if pick is None or not pick[2]:
        return None
    field_name, many, names, count = pick
    opts = [(n, label(ctx, n)) for n in names]
    lo, hi = (count, count) if many and count else ((0, len(names)) if many else (1, 1))
    return field_name, many, opts, lo, hi


def generic_form(ctx: Ctx) -> Form:
    d = ctx.decision
    items: list[discord.ui.Item[Any]] = []
    lines = [d.prompt]
    choice = _choice(ctx)
    if choice is not None:
        _field, many, opts, lo, hi = choice
        if many:
            picks, summary = many_choice(ctx, "gc", opts, _("Choose…"), lo, hi, _("Submit my choice"))
            items += picks
            lines += summary
        else:
            items.append(ctx.select("gc", opts, _("Choose…")))
    items.append(default_button(ctx))
    if d.default is not None and len(editable_fields(d.default)) <= 5:
        items.append(button(_("Answer…"), ctx.id("ga", d.kind), discord.ButtonStyle.primary))
    body = describe_options(d.options.to_json())
    if body:
        lines.append(body)
    return Form("\n".join(lines), items)


def default_button(ctx: Ctx, label: str | None = None) -> discord.ui.Item[Any]:
    return button(
        label or _("Use the default"), ctx.id("df", ctx.decision.kind), discord.ButtonStyle.secondary
    )


def editable_fields(action: Action) -> dict[str, Any]:
    data = action.to_json()
    return {k: v for k, v in data.items() if k not in ("type", "player")}


@SHARED.op("gc")
def choice_made(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = ctx.decision
    choice = _choice(ctx)
    if choice is None or d.default is None:
        raise BotError(_("This choice is no longer open."))
    field_name, many, opts, _lo, _hi = choice
    if many:
        chosen = many_answer(ctx, "gc", args, values, opts)
        if chosen is None:
            return Edit(generic_form(ctx))
        values = chosen
    data = d.default.to_json()
    data[field_name] = list(values) if many else (values[0] if values else "")

    def build(g: CoreState, seat: str) -> Action:
        data["player"] = seat
        return action_from_json(data)

    return Act(build)


@SHARED.op("df")
def use_default(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    kind = args[0] if args else ctx.decision.kind

    def build(g: CoreState, seat: str) -> Action:
        from engine import pending

        d = next((x for x in pending(g) if x.player == seat and x.kind == kind), None)
        if d is None or d.default is None:
            raise BotError(_("There is no default to take for this decision now."))
        return d.default

    return Act(build)


@SHARED.op("ga")
def answer_modal(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = ctx.decision
    if d.default is None:
        raise BotError(_("This decision has no form to fill in."))
    if not editable_fields(d.default):
        raise BotError(_("This decision has nothing to fill in: use the buttons of your prompt."))
    fields: list[discord.ui.TextInput[Any]] = []
    for name, value in list(editable_fields(d.default).items())[:5]:
        text = value if isinstance(value, str) else json.dumps(value)
        fields.append(
            discord.ui.TextInput(
                label=name.replace("_", " ")[:45],
                custom_id=name,
                default=text[:4000],
                required=False,
                style=discord.TextStyle.paragraph,
            )
        )
    return OpenModal(CivModal(d.prompt[:45] or _("Your decision"), ctx.id("gm", d.kind), fields))


def parse_value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


@SHARED.op("gm")
def answer_submitted(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    raise BotError("internal: modal answers arrive through answer_from_modal")


def answer_from_modal(d: Decision, fields: dict[str, str]) -> Act:
    if d.default is None:
        raise BotError(_("This decision has no form to fill in."))
    data = d.default.to_json()
    for name, text in fields.items():
        if name in data and name not in ("type", "player"):
            data[name] = text if isinstance(data[name], str) else parse_value(text)

    def build(g: CoreState, seat: str) -> Action:
        data["player"] = seat
        try:
            return action_from_json(data)
        except (KeyError, ValueError, TypeError):
            raise BotError(
                _("That answer does not fit this decision: write each field as the form shows it.")
            ) from None

    return Act(build)


# Every game's forms have a Reset / Back / Refresh button: the draft cleared, the form drawn anew.
@SHARED.op("rf")
def refresh(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    from bot.forms import build_form

    ctx.draft.clear()
    return Edit(build_form(ctx))
