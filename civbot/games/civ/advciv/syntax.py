"""The choices of the decisions Advanced Civilization changes or adds outside the calamities,
in words: trades, city building with Architecture, pillage, purchases with Mining, discards."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.syntax.civ_cards import price
from civbot.games.civ.syntax.phases import hand_summary
from civbot.games.civ.syntax.trade import trade_table
from civbot.text_forms import wrap
from i18n.catalog import _, n_

# -- trade ---------------------------------------------------------------------------------------


def trade_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        *trade_table(c),
        "  "
        + n_(
            "A packet has at least {n} card and truly names at least {named}; tradable calamities may go in "
            "unnamed.",
            "A packet has at least {n} cards and truly names at least {named}; tradable calamities may go in "
            "unnamed.",
            o["min_cards"],
            named=o["named_min"],
        ),
    ]


# -- cities, pillage, discards ---------------------------------------------------------------------


def build_choices(c: Ctx) -> list[str]:
    o = c.options
    lines = wrap(_("city sites (tokens needed)"), [f"{a} {n}" for a, n in o["areas"].items()])
    arch = o["architecture"]
    if arch:
        lines += wrap(
            "with Architecture (tokens needed, yours there, most from the treasury)",
            [f"{a} {f['need']}/{f['tokens']}/{f['max_treasury']}" for a, f in arch.items()],
        )
    lines.append(
        "  "
        + _(
            "Cities in stock: {cities}; treasury {treasury}.",
            cities=o["cities_in_stock"],
            treasury=o["treasury"],
        )
    )
    return lines


# -- purchases -----------------------------------------------------------------------------------


def purchase_choices(c: Ctx) -> list[str]:
    o = c.options
    offers = [price(card) for card in o["cards"]]
    # Mining's note has a line of its own: beside the treasury it ran past the 110 columns.
    mining = "  " + _("Mining counts one Iron, Bronze, Silver, Gems or Gold set one card higher.")
    return [
        *wrap(_("cards you may buy (price)"), offers),
        *wrap(_("cards you may pay with (set values)"), hand_summary(o["spendable"])),
        "  "
        + _(
            "Treasury {treasury}; the most you can pay is {most}.",
            treasury=o["treasury"],
            most=o["most_payable"],
        ),
        *([mining] if o["mining"] else []),
    ]


def _discard_choices(c: Ctx) -> list[str]:
    return [
        *wrap(_("your hand"), hand_summary(c.options["hand"])),
        "  "
        + n_(
            "Discard {n} card to keep {limit}.",
            "Discard {n} cards to keep {limit}.",
            c.options["discard"],
            limit=c.options["limit"],
        ),
    ]


register("advciv_trade", trade_choices)
register("advciv_build_cities", build_choices)
register(
    "pillage",
    lambda c: [
        "  "
        + _("Up to {most} tokens; your stock holds {stock}.", most=c.options["max"], stock=c.options["stock"])
    ],
)
register("advciv_buy_civ_cards", purchase_choices)
register("discard_cards", _discard_choices)
