"""What the Civilization family's private events tell the one player they are addressed to
(in the second person: these lines never reach a channel or a log)."""

from __future__ import annotations

from typing import Any

from engine.civ.narration.vocabulary import SentenceTable
from engine.core.narrate import Words


def _cards(d: dict[str, Any], w: Words, key: str = "cards") -> str:
    return ", ".join(w.card(c) for c in d[key])


def _payment(d: dict[str, Any], w: Words) -> str | None:
    if not d["cards"]:
        return None
    mining = f", Mining counting your {w.card(d['mining'])} one card higher" if d.get("mining") else ""
    return f"You pay with {_cards(d, w)}{mining}."


SENTENCES: SentenceTable = {
    "trade_cards_drawn_private": lambda d, w: f"You draw {_cards(d, w)}.",
    "gold_bought_private": lambda d, w: f"You get {_cards(d, w)} from stack 9.",
    "trade_received": lambda d, w: f"You receive {_cards(d, w)} from {w(d['giver'])}.",
    "offer_cards": lambda d, w: f"Your offer #{d['offer']} holds {_cards(d, w)}.",
    "trade_cards_returned_private": lambda d, w: f"You return {_cards(d, w)}.",
    "civ_cards_payment": _payment,
    "civ_cards_refused": lambda d, w: f"Your purchase was refused: {d['reason']}",
    "calamity_returned": lambda d, w: f"You return {w.card(d['calamity'])} unresolved.",
    "card_taken_private": lambda d, w: (
        f"{w(d['player'])} takes {w.card(d['card'])} from {w(d['victim'])}'s hand."
    ),
}
