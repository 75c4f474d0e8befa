"""The return of excess trade cards (rules 10.6, A25): pick individual cards, see the set value."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.forms.base import Act, Ctx, Edit, Form, Outcome
from bot.games.civ.forms.calamity.common import (
    common_buttons,
    draft_of,
    plural,
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

# -- return of excess trade cards (10.6, A25) --------------------------------------------------------


def card_choices(o: ReturnChoice) -> list[tuple[str, str]]:
    """One entry per card held ("salt#1" is the second Salt), as the trade form does. Below the
    limit only tradable calamities may go back (A25), so only they are offered."""
    hand = sorted(o.hand) if o.must_return else sorted(o.calamities)
    counts = Counter(hand)
    out = []
    for card, n in sorted(counts.items()):
        # Calamities say so in their label; commodities show their face value.
        what = "" if is_calamity(card) else f" (face value {trade_cards().commodities[card].value})"
        for k in range(n):
            copy = f" {k + 1}/{n}" if n > 1 else ""
            out.append((f"{card}#{k}", f"{card_label(card)}{copy}{what}"))
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
        f"Returning: {', '.join(card_label(c) for c in cards_of(chosen)) or 'nothing'}. "
        f"Set value of your hand: {set_value(hand)} now, {set_value(kept)} after."
    )
    if given < required:
        lines.append(f"Choose {plural(required - given, 'more commodity card')}.")
    elif given > required:
        lines.append(f"That is {plural(given - required, 'commodity card')} too many (A25).")
    items: list[Any] = []
    choices = card_choices(o)
    if len(choices) > 25:  # paged: one card at a time, accumulated in the draft
        rest = [(v, label) for v, label in choices if v not in chosen]
        if rest:
            items.append(ctx.select("zrc", rest, "Add a card to return…"))
    elif choices:
        items.append(ctx.select("zrc", choices, "The cards to return", 0, len(choices)))
    label = "Return these cards" if chosen else "Keep all my cards"
    items += common_buttons(ctx, "zro", given == required, label)
    return Form("\n".join(lines), items)


@CIV.op("zrc", "return_cards")
def return_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options_as(ReturnChoice)
    d = draft_of(ctx, cards=[])
    allowed = {v for v, _ in card_choices(o)}
    if any(v not in allowed for v in values):
        raise BotError("Choose among the cards offered.")
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
            f"Return exactly {plural(required, 'commodity card')} (each calamity returned counts toward "
            f"the limit); your choice has {given}."
        )
    cards = tuple(sorted(cards_of(chosen)))
    return Act(lambda g, seat: ReturnCards(seat, cards))
