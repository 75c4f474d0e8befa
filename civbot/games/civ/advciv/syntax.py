"""The choices of the decisions Advanced Civilization changes or adds outside the calamities,
in words: trades, city building with Architecture, pillage, purchases with Mining, discards."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.syntax.civ_cards import price
from civbot.games.civ.syntax.phases import hand_summary
from civbot.games.civ.syntax.trade import trade_table
from civbot.games.civ.words import plural
from civbot.text_forms import wrap

# -- trade ---------------------------------------------------------------------------------------


def trade_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        *trade_table(c),
        f"  A packet has at least {plural(o['min_cards'], 'card')} and truly names at least "
        f"{o['named_min']}; tradable calamities may go in unnamed.",
    ]


# -- cities, pillage, discards ---------------------------------------------------------------------


def build_choices(c: Ctx) -> list[str]:
    o = c.options
    lines = wrap("city sites (tokens needed)", [f"{a} {n}" for a, n in o["areas"].items()])
    arch = o["architecture"]
    if arch:
        lines += wrap(
            "with Architecture (tokens needed, yours there, most from the treasury)",
            [f"{a} {f['need']}/{f['tokens']}/{f['max_treasury']}" for a, f in arch.items()],
        )
    lines.append(f"  Cities in stock: {o['cities_in_stock']}; treasury {o['treasury']}.")
    return lines


# -- purchases -----------------------------------------------------------------------------------


def purchase_choices(c: Ctx) -> list[str]:
    o = c.options
    offers = [price(card) for card in o["cards"]]
    # Mining's note has a line of its own: beside the treasury it ran past the 110 columns.
    mining = "  Mining counts one Iron, Bronze, Silver, Gems or Gold set one card higher."
    return [
        *wrap("cards you may buy (price)", offers),
        *wrap("cards you may pay with (set values)", hand_summary(o["spendable"])),
        f"  Treasury {o['treasury']}; the most you can pay is {o['most_payable']}.",
        *([mining] if o["mining"] else []),
    ]


def _discard_choices(c: Ctx) -> list[str]:
    return [
        *wrap("your hand", hand_summary(c.options["hand"])),
        f"  Discard {plural(c.options['discard'], 'card')} to keep {c.options['limit']}.",
    ]


register("advciv_trade", trade_choices)
register("advciv_build_cities", build_choices)
register("pillage", lambda c: [f"  Up to {c.options['max']} tokens; your stock holds {c.options['stock']}."])
register("advciv_buy_civ_cards", purchase_choices)
register("discard_cards", _discard_choices)
