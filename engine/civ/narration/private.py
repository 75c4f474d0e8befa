"""What the Civilization family's private events tell the one player they are addressed to
(in the second person: these lines never reach a channel or a log)."""

from __future__ import annotations

from typing import Any

from engine.civ.narration.kept_reasons import kept_refusal
from engine.civ.narration.vocabulary import SentenceTable
from engine.core.narrate import Words
from i18n.catalog import _


def _cards(d: dict[str, Any], w: Words, key: str = "cards") -> str:
    return ", ".join(w.card(c) for c in d[key])


def _payment(d: dict[str, Any], w: Words) -> str | None:
    if not d["cards"]:
        return None
    if d.get("mining"):
        return _(
            "You pay with {cards}, Mining counting your {card} one card higher.",
            cards=_cards(d, w),
            card=w.card(d["mining"]),
        )
    return _("You pay with {cards}.", cards=_cards(d, w))


SENTENCES: SentenceTable = {
    "trade_cards_drawn_private": lambda d, w: _("You draw {cards}.", cards=_cards(d, w)),
    "gold_bought_private": lambda d, w: _("You get {cards} from stack 9.", cards=_cards(d, w)),
    "trade_received": lambda d, w: _(
        "You receive {cards} from {player}.", cards=_cards(d, w), player=w(d["giver"])
    ),
    "offer_cards": lambda d, w: _("Your offer #{offer} holds {cards}.", offer=d["offer"], cards=_cards(d, w)),
    "trade_cards_returned_private": lambda d, w: _("You return {cards}.", cards=_cards(d, w)),
    "civ_cards_payment": _payment,
    "civ_cards_refused": lambda d, w: _("Your purchase was refused: {reason}", reason=kept_refusal(d)),
    "calamity_returned": lambda d, w: _("You return {calamity} unresolved.", calamity=w.card(d["calamity"])),
    "card_taken_private": lambda d, w: _(
        "{player} takes {card} from {victim}'s hand.",
        player=w(d["player"]),
        card=w.card(d["card"]),
        victim=w(d["victim"]),
    ),
}
