"""Phase 9 of Civilization (and Advanced Civilization's stack 9): how many Gold cards to buy."""

from __future__ import annotations

from bot.forms.base import Act, Ctx, Form, Outcome, need, to_int
from bot.forms.generic import default_button
from bot.games.civ.forms.table import CIV
from engine.civ.api import (
    BuyGold,
    GoldChoice,
)
from i18n.catalog import _, n_


@CIV.form("buy_gold")
def gold_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(GoldChoice)
    most, price = o.max, o.price
    # A stack of several kinds of card (Advanced Civilization's stack 9) is bought unseen.
    opts = [("0", _("Buy none"))]
    opts += [(str(n), _buy_label(n, n * price, o.unseen)) for n in range(1, most + 1)]
    return Form(ctx.decision.prompt, [ctx.select("gd", opts, _("How many cards?")), default_button(ctx)])


def _buy_label(n: int, tokens: int, unseen: bool) -> str:
    if unseen:
        return n_(
            "Buy {n} card from stack 9 ({tokens} tokens)",
            "Buy {n} cards from stack 9 ({tokens} tokens)",
            n,
            tokens=tokens,
        )
    return n_("Buy {n} Gold ({tokens} tokens)", "Buy {n} Gold ({tokens} tokens)", n, tokens=tokens)


@CIV.op("gd", "buy_gold")
def gold_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    n = to_int(need(values)[0], _("The count"))
    return Act(lambda g, seat: BuyGold(seat, n))
