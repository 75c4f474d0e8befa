"""The return of excess trade cards (rules 10.6, A25): pick individual cards, see the set value."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.forms.base import Act, Ctx, Edit, Form, Outcome
from bot.games.civ.forms.calamity.common import (
    common_buttons,
    draft_of,
)
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import card_label
from bot.live_game import BotError
from engine.civ.api import (
    ReturnCards,
    ReturnChoice,
    commodities_to_return,
    is_calamity,
    is_commodity,
    set_value,
    trade_cards,
)
from i18n.catalog import _, n_

# -- return of excess trade cards (10.6, A25) --------------------------------------------------------


def card_choices(o: ReturnChoice) -> list[tuple[str, str]]:
    """One entry per card held ("salt#1" is the second Salt), as the trade form does. Below the
    limit only tradable calamities may go back (A25), so only they are offered."""
    hand = sorted(o.hand) if o.must_return else sorted(o.calamities)
    counts = Counter(hand)
    out = []
    for card, n in sorted(counts.items()):
        # Calamities say so in their label; commodities show their face value.
        for k in range(n):
            label = f"{card_label(card)} {k + 1}/{n}" if n > 1 else card_label(card)
            if not is_calamity(card):
                label = _(
                    "{card} (face value {value})", card=label, value=trade_cards().commodities[card].value
                )
            out.append((f"{card}#{k}", label))
    return out


def cards_of(values: list[str]) -> list[str]:
    return [v.partition("#")[0] for v in values]


def return_state(o: ReturnChoice, chosen: list[str]) -> tuple[int, int]:
    """(commodities the choice must hold, commodities it holds)."""
    cards = cards_of(chosen)
    cals = sum(1 for c in cards if is_calamity(c))
    return commodities_to_return(len(o.hand), cals), sum(1 for c in cards if is_commodity(c))


@CIV.form("return_cards")
def return_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(ReturnChoice)
    chosen: list[str] = draft_of(ctx, cards=[])["cards"]
    hand: list[str] = list(o.hand)
    kept = list(hand)
    for c in cards_of(chosen):
        kept.remove(c)
    required, given = return_state(o, chosen)
    lines = [ctx.decision.prompt]
    lines.append(
        _(
            "Returning: {cards}. Set value of your hand: {now} now, {after} after.",
            cards=", ".join(card_label(c) for c in cards_of(chosen)) or _("nothing"),
            now=set_value(hand),
            after=set_value(kept),
        )
    )
    if given < required:
        more = required - given
        lines.append(n_("Choose {n} more commodity card.", "Choose {n} more commodity cards.", more))
    elif given > required:
        extra = given - required
        lines.append(
            n_(
                "That is {n} commodity card too many (A25).",
                "That is {n} commodity cards too many (A25).",
                extra,
            )
        )
    items: list[Any] = []
    choices = card_choices(o)
    if len(choices) > 25:  # paged: one card at a time, accumulated in the draft
        rest = [(v, label) for v, label in choices if v not in chosen]
        if rest:
            items.append(ctx.select("zrc", rest, _("Add a card to return…")))
    elif choices:
        items.append(ctx.select("zrc", choices, _("The cards to return"), 0, len(choices)))
    label = _("Return these cards") if chosen else _("Keep all my cards")
    items += common_buttons(ctx, "zro", given == required, label)
    return Form("\n".join(lines), items)


@CIV.op("zrc", "return_cards")
def return_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options_as(ReturnChoice)
    d = draft_of(ctx, cards=[])
    allowed = {v for v, _label in card_choices(o)}
    if any(v not in allowed for v in values):
        raise BotError(_("Choose among the cards offered."))
    if len(allowed) > 25:
        d["cards"] += [v for v in values if v not in d["cards"]]
    else:
        d["cards"] = list(values)
    return Edit(return_form(ctx))


@CIV.op("zro", "return_cards")
def return_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options_as(ReturnChoice)
    chosen = list(draft_of(ctx, cards=[])["cards"])
    required, given = return_state(o, chosen)
    if given != required:
        raise BotError(
            n_(
                "Return exactly {n} commodity card (each calamity returned counts toward the limit); "
                "your choice has {given}.",
                "Return exactly {n} commodity cards (each calamity returned counts toward the limit); "
                "your choice has {given}.",
                required,
                given=given,
            )
        )
    cards = tuple(sorted(cards_of(chosen)))
    return Act(lambda g, seat: ReturnCards(seat, cards))
