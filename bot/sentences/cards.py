"""Sentences for the public events of trade, civilization cards, the AST and the end of a game."""

from __future__ import annotations

from typing import Any

from bot.sentences.base import sentence, third_person
from bot.text import Names, count, listing

OFFER_CLOSED = {
    "withdrawn": "was withdrawn",
    "declined": "was declined",
    "revised": "was replaced by a revision",
    "replaced": "was replaced by a newer offer",
    "lapsed": "lapsed",
    "closed": "closed when trade ended",
    "accepted": "was accepted",
}


@sentence("trade_opened")
def _trade_opened(d: dict[str, Any], n: Names) -> str:
    if not d["traders"]:
        return "Nobody has enough trade cards to trade this round."
    return f"Trade opens for {n.many(d['traders'])}."


@sentence("offer_made")
def _offer_made(d: dict[str, Any], n: Names) -> str:
    to = n.short(d["to"]) if d.get("to") else "everyone"
    answer = f" (answering offer #{d['reply_to']})" if d.get("reply_to") else ""
    if isinstance(d.get("named"), list):  # Advanced Civilization: cards declared, no value
        return (
            f"📦 Offer #{d['id']}{answer}: {n.short(d['from'])} offers {to} "
            f"{count(int(d['cards']), 'card')}, including {listing(n.card(c) for c in sorted(d['named']))}."
        )
    return (
        f"📦 Offer #{d['id']}{answer}: {n.short(d['from'])} offers {to} {count(int(d['cards']), 'card')} "
        f"worth {d['value']} in all, including {n.card(d['named'])}."
    )


@sentence("offer_closed")
def _offer_closed(d: dict[str, Any], n: Names) -> str:
    status = str(d["status"])
    return f"Offer #{d['offer']} {OFFER_CLOSED.get(status, status)}."


@sentence("trade_made")
def _trade_made(d: dict[str, Any], n: Names) -> str:
    a, b = d["players"]
    sizes = d.get("cards") or []
    swap = f": {count(int(sizes[0]), 'card')} for {sizes[1]}" if len(sizes) == 2 else ""
    offers = d.get("offers") or []
    which = f" (offers #{offers[0]} and #{offers[1]})" if len(offers) == 2 else ""
    return f"🤝 {n.short(a)} and {n.short(b)} traded{swap}{which}."


@sentence("trade_done")
def _trade_done(d: dict[str, Any], n: Names) -> str:
    who = n.short(d["player"])
    reason = str(d.get("reason") or "declared")
    if reason == "declared":
        return f"{who} is done trading."
    return f"{who} leaves the trade: {third_person(n.plain(reason))}."


@sentence("trade_ended")
def _trade_ended(d: dict[str, Any], n: Names) -> str:
    deals = int(d["deals"])
    return f"Trade is over: {count(deals, 'deal')}." if deals else "Trade is over, without a deal."


@sentence("calamity_revealed")
def _calamity_revealed(d: dict[str, Any], n: Names) -> str:
    giver = f" by {n.short(d['traded_by'])}" if d.get("traded_by") else ""
    if n.game == "advciv":  # every calamity held is revealed when trading ends
        how = f", passed on{giver}" if giver else ""
        return f"⚠️ {n.short(d['player'])} holds {n.card(d['calamity'])}{how}."
    return f"⚠️ {n.card(d['calamity'])}, a calamity, was traded to {n.short(d['player'])}{giver}."


@sentence("civ_card_buyers")
def _civ_card_buyers(d: dict[str, Any], n: Names) -> str:
    if not d["players"]:
        return "Nobody can buy civilization cards this round."
    return f"Civilization cards: {n.many(d['players'])} may buy."


@sentence("civ_cards_bought")
def _civ_cards_bought(d: dict[str, Any], n: Names) -> str:
    who = n.short(d["player"])
    if not d["cards"]:
        return f"{who} bought no civilization card."
    paid = [
        count(int(d.get("tokens", 0)), "treasury token") if int(d.get("tokens", 0)) else "",
        count(int(d.get("trade_cards", 0)), "trade card") if int(d.get("trade_cards", 0)) else "",
    ]
    paying = f", paying {listing(paid)}" if any(paid) else ""
    return f"{who} bought {listing(n.card(c) for c in d['cards'])} for {d['price']}{paying}."


@sentence("civ_cards_reasked")
def _civ_cards_reasked(d: dict[str, Any], n: Names) -> str:
    who = n.short(d["player"])
    return f"{who}'s purchase could not be made (a card ran out first); {who} chooses again."


# -- the AST and the end ---------------------------------------------------------------------------


@sentence("ast_advanced")
def _ast_advanced(d: dict[str, Any], n: Names) -> str:
    finish = " and reached the finish" if d.get("finished") else ""
    return f"{n.short(d['player'])} advanced to AST space {d['position']}{finish}."


@sentence("ast_held")
def _ast_held(d: dict[str, Any], n: Names) -> str:
    why = third_person(n.plain(str(d.get("reason", ""))))
    return f"{n.short(d['player'])} stays on AST space {d['position']}" + (f": {why}." if why else ".")


@sentence("ast_moved_back")
def _ast_moved_back(d: dict[str, Any], n: Names) -> str:
    why = third_person(n.plain(str(d.get("reason", ""))))
    return f"{n.short(d['player'])} moved back to AST space {d['position']}" + (f": {why}." if why else ".")


@sentence("ast_moved")
def _ast_moved(d: dict[str, Any], n: Names) -> str:
    moved = [p for p, k in d["moves"].items() if k]
    where = ", ".join(f"{n.short(p)} {pos}" for p, pos in d["positions"].items())
    who = f"{n.many(moved)} advanced" if moved else "Nobody advanced"
    return f"AST: {who}; positions: {where}."


@sentence("game_won")
def _game_won(d: dict[str, Any], n: Names) -> str:
    winners = list(d["winners"])
    who = n.many(winners) or "nobody"
    verb = "share the victory" if len(winners) > 1 else "wins the game"
    if "areas_occupied" in d:
        areas = ", ".join(f"{n.short(p)} {k}" for p, k in d["areas_occupied"].items())
        how = f" with the most areas occupied ({areas})"
    elif "line" in d:
        how = f", first past AST space {d['line']} (ties go to the most cities)"
    elif d.get("decided_by_total_points"):
        how = f": {n.many(d.get('finishers', []))} reached the finish together, the most total points decide"
    else:
        how = ", first to the finish of the AST"
    return f"🏆 {who} {verb}{how}."


@sentence("game_ended")
def _game_ended(d: dict[str, Any], n: Names) -> str:
    reason = n.plain(str(d.get("reason") or ""))
    return "🏁 The game has ended" + (f": {reason}." if reason else ".")
