"""Phase 9 of Civilization (and Advanced Civilization's stack 9): how many Gold cards to buy."""

from __future__ import annotations

from bot.forms.base import Act, Ctx, Form, Outcome, need, to_int
from bot.forms.generic import default_button
from bot.games.civ.forms.table import CIV
from engine.civ.api import (
    BuyGold,
    GoldChoice,
)


@CIV.form("buy_gold")
def gold_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(GoldChoice)
    most, price = o.max, o.price
    # A stack of several kinds of card (Advanced Civilization's stack 9) is bought unseen.
    what = "card{} from stack 9" if o.unseen else "Gold"
    opts = [("0", "Buy none")]
    opts += [
        (str(n), f"Buy {n} {what.format('s' if n > 1 else '')} ({n * price} tokens)")
        for n in range(1, most + 1)
    ]
    return Form(ctx.decision.prompt, [ctx.select("gd", opts, "How many cards?"), default_button(ctx)])


@CIV.op("gd", "buy_gold")
def gold_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    n = to_int(need(values)[0], "The count")
    return Act(lambda g, seat: BuyGold(seat, n))
