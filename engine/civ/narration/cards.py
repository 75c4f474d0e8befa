"""Sentences for the Civilization family's trade, civilization cards, the AST and the end of a
game."""

from __future__ import annotations

import re
from typing import Any

from engine.civ.narration.vocabulary import SentenceTable, reason
from engine.core.narrate import Words
from engine.core.words import count, listing

OFFER_CLOSED = {
    "withdrawn": "was withdrawn",
    "declined": "was declined",
    "revised": "was replaced by a revision",
    "replaced": "was replaced by a newer offer",
    "lapsed": "lapsed",
    "closed": "closed when trade ended",
    "accepted": "was accepted",
}


def _trade_opened(d: dict[str, Any], w: Words) -> str:
    if not d["traders"]:
        return "Nobody has enough trade cards to trade this round."
    return f"Trade opens for {w.many(d['traders'])}."


def _offer_made(d: dict[str, Any], w: Words) -> str:
    """An offer: Civilization (1980) shows its value and one card named; Advanced
    Civilization names two cards and shows no value."""
    to = w(d["to"]) if d.get("to") else "everyone"
    answer = f" (answering offer #{d['reply_to']})" if d.get("reply_to") else ""
    worth = f" worth {d['value']} in all" if "value" in d else ""
    named = d["named"] if isinstance(d["named"], list) else [d["named"]]
    again = f", as in offer #{d['same_as']}" if d.get("same_as") is not None else ""
    return (
        f"Offer #{d['id']}{answer}: {w(d['from'])} offers {to} {count(int(d['cards']), 'card')}{worth}, "
        f"including {listing(w.card(c) for c in sorted(named))}{again}."
    )


def _offer_closed(d: dict[str, Any], w: Words) -> str:
    status = str(d["status"])
    return f"Offer #{d['offer']} {OFFER_CLOSED.get(status, status)}."


def _trade_made(d: dict[str, Any], w: Words) -> str:
    a, b = d["players"]
    sizes = d.get("cards") or []
    swap = f": {count(int(sizes[0]), 'card')} for {sizes[1]}" if len(sizes) == 2 else ""
    offers = d.get("offers") or []
    which = f" (offers #{offers[0]} and #{offers[1]})" if len(offers) == 2 else ""
    return f"{w(a)} and {w(b)} traded{swap}{which}."


def _trade_done(d: dict[str, Any], w: Words) -> str:
    why = str(d.get("reason") or "declared")
    if why == "declared":
        return f"{w(d['player'])} is done trading."
    return f"{w(d['player'])} leaves the trade: {reason(why)}."


def _trade_ended(d: dict[str, Any], w: Words) -> str:
    deals = int(d["deals"])
    return f"Trade is over: {count(deals, 'deal')}." if deals else "Trade is over, without a deal."


def _calamity_revealed(d: dict[str, Any], w: Words) -> str:
    giver = f" by {w(d['traded_by'])}" if d.get("traded_by") else ""
    return f"{w.card(d['calamity'])}, a calamity, was traded to {w(d['player'])}{giver}."


def _civ_card_buyers(d: dict[str, Any], w: Words) -> str:
    if not d["players"]:
        return "Nobody can buy civilization cards this round."
    return f"Civilization cards: {w.many(d['players'])} may buy."


def _civ_cards_bought(d: dict[str, Any], w: Words) -> str:
    who = w(d["player"])
    if not d["cards"]:
        return f"{who} bought no civilization card."
    tokens, cards = int(d.get("tokens", 0)), int(d.get("trade_cards", 0))
    paid = [count(tokens, "treasury token") if tokens else "", count(cards, "trade card") if cards else ""]
    paying = f", paying {listing(paid)}" if any(paid) else ""
    return f"{who} bought {listing(w.card(c) for c in d['cards'])} for {d['price']}{paying}."


def _civ_cards_reasked(d: dict[str, Any], w: Words) -> str:
    who = w(d["player"])
    return f"{who}'s purchase could not be made (a card ran out first); {who} chooses again."


def _ast_advanced(d: dict[str, Any], w: Words) -> str:
    finish = " and reached the finish" if d.get("finished") else ""
    return f"{w(d['player'])} advanced to AST space {d['position']}{finish}."


def _ast_held(d: dict[str, Any], w: Words) -> str:
    why = reason(str(d.get("reason", "")))
    frozen = re.match(r"frozen: (.*)", why)
    if frozen:  # the Late Iron Age rules freeze a civilization that lacks what it has reached
        return f"{w(d['player'])} is frozen on AST space {d['position']}: {frozen.group(1)}."
    return f"{w(d['player'])} stays on AST space {d['position']}" + (f": {why}." if why else ".")


def _ast_moved_back(d: dict[str, Any], w: Words) -> str:
    why = reason(str(d.get("reason", "")))
    return f"{w(d['player'])} moved back to AST space {d['position']}" + (f": {why}." if why else ".")


def _ast_moved(d: dict[str, Any], w: Words) -> str:
    moved = [p for p, k in d["moves"].items() if k]
    where = ", ".join(f"{w(p)} {pos}" for p, pos in d["positions"].items())
    who = f"{w.many(moved)} advanced" if moved else "Nobody advanced"
    return f"{who} on the AST (now {where})."


def _game_won(d: dict[str, Any], w: Words) -> str:
    winners = list(d["winners"])
    who = w.many(winners) or "nobody"
    verb = "share the victory" if len(winners) > 1 else "wins the game"
    if "areas_occupied" in d:
        occupied = ", ".join(f"{w(p)} {k}" for p, k in d["areas_occupied"].items())
        how = f" with the most areas occupied ({occupied})"
    elif "line" in d:
        how = f", first past AST space {d['line']} (ties go to the most cities)"
    elif d.get("decided_by_total_points"):
        how = f": {w.many(d.get('finishers', []))} reached the finish together, the most total points decide"
    else:
        how = ", first to the finish of the AST"
    return f"{who} {verb}{how}."


def _game_ended(d: dict[str, Any], w: Words) -> str:
    why = reason(str(d.get("reason") or ""))
    return "The game has ended" + (f": {why}." if why else ".")


SENTENCES: SentenceTable = {
    "trade_opened": _trade_opened,
    "offer_made": _offer_made,
    "offer_closed": _offer_closed,
    "trade_made": _trade_made,
    "trade_done": _trade_done,
    "trade_ended": _trade_ended,
    "calamity_revealed": _calamity_revealed,
    "civ_card_buyers": _civ_card_buyers,
    "civ_cards_bought": _civ_cards_bought,
    "civ_cards_reasked": _civ_cards_reasked,
    "ast_advanced": _ast_advanced,
    "ast_held": _ast_held,
    "ast_moved_back": _ast_moved_back,
    "ast_moved": _ast_moved,
    "game_won": _game_won,
    "game_ended": _game_ended,
}
