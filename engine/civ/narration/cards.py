"""Sentences for the Civilization family's trade, civilization cards, the AST and the end of a
game."""

from __future__ import annotations

import re
from typing import Any

from engine.civ.narration.kept_reasons import is_frozen, kept_reason
from engine.civ.narration.vocabulary import SentenceTable, counted
from engine.core.narrate import Words
from engine.core.words import listing
from i18n.catalog import N_, _, n_

OFFER_CLOSED = {
    "withdrawn": N_("Offer #{offer} was withdrawn."),
    "declined": N_("Offer #{offer} was declined."),
    "revised": N_("Offer #{offer} was replaced by a revision."),
    "replaced": N_("Offer #{offer} was replaced by a newer offer."),
    "lapsed": N_("Offer #{offer} lapsed."),
    "closed": N_("Offer #{offer} closed when trade ended."),
    "accepted": N_("Offer #{offer} was accepted."),
}


def _trade_opened(d: dict[str, Any], w: Words) -> str:
    if not d["traders"]:
        return _("Nobody has enough trade cards to trade this round.")
    return _("Trade opens for {players}.", players=w.many(d["traders"]))


def _offer_made(d: dict[str, Any], w: Words) -> str:
    """An offer: Civilization (1980) shows its value and one card named; Advanced
    Civilization names two cards and shows no value. What an offer may add (the offer it
    answers, its value, an earlier offer it repeats) are asides, each a message of its own."""
    named = d["named"] if isinstance(d["named"], list) else [d["named"]]
    reply = d.get("reply_to")
    same = d.get("same_as")
    return n_(
        "Offer #{id}{answer}: {player} offers {to} {n} card{worth}, including {named}{again}.",
        "Offer #{id}{answer}: {player} offers {to} {n} cards{worth}, including {named}{again}.",
        int(d["cards"]),
        id=d["id"],
        answer=_(" (answering offer #{offer})", offer=reply) if reply else "",
        player=w(d["from"]),
        to=w(d["to"]) if d.get("to") else _("everyone"),
        worth=_(" worth {value} in all", value=d["value"]) if "value" in d else "",
        named=listing(w.card(c) for c in sorted(named)),
        again=_(", as in offer #{offer}", offer=same) if same is not None else "",
    )


def _offer_closed(d: dict[str, Any], w: Words) -> str:
    status = str(d["status"])
    if status in OFFER_CLOSED:
        return _(OFFER_CLOSED[status], offer=d["offer"])
    return _("Offer #{offer} {status}.", offer=d["offer"], status=status)


def _trade_made(d: dict[str, Any], w: Words) -> str:
    a, b = d["players"]
    params = {"first": w(a), "second": w(b)}
    sizes = d.get("cards") or []
    offers = d.get("offers") or []
    if len(offers) == 2:
        params |= {"offer": offers[0], "answer": offers[1]}
    if len(sizes) == 2:
        params |= {"cards": counted("card", int(sizes[0])), "other": sizes[1]}
        if len(offers) == 2:
            return _(
                "{first} and {second} traded: {cards} for {other} (offers #{offer} and #{answer}).", **params
            )
        return _("{first} and {second} traded: {cards} for {other}.", **params)
    if len(offers) == 2:
        return _("{first} and {second} traded (offers #{offer} and #{answer}).", **params)
    return _("{first} and {second} traded.", **params)


def _trade_done(d: dict[str, Any], w: Words) -> str:
    why = str(d.get("reason") or "declared")
    if why == "declared":
        return _("{player} is done trading.", player=w(d["player"]))
    return _("{player} leaves the trade: {reason}.", player=w(d["player"]), reason=kept_reason(d))


def _trade_ended(d: dict[str, Any], w: Words) -> str:
    deals = int(d["deals"])
    if not deals:
        return _("Trade is over, without a deal.")
    return _("Trade is over: {deals}.", deals=counted("deal", deals))


def _calamity_revealed(d: dict[str, Any], w: Words) -> str:
    params = {"calamity": w.card(d["calamity"]), "player": w(d["player"])}
    if d.get("traded_by"):
        return _(
            "{calamity}, a calamity, was traded to {player} by {giver}.", giver=w(d["traded_by"]), **params
        )
    return _("{calamity}, a calamity, was traded to {player}.", **params)


def _civ_card_buyers(d: dict[str, Any], w: Words) -> str:
    if not d["players"]:
        return _("Nobody can buy civilization cards this round.")
    return _("Civilization cards: {players} may buy.", players=w.many(d["players"]))


def _civ_cards_bought(d: dict[str, Any], w: Words) -> str:
    who = w(d["player"])
    if not d["cards"]:
        return _("{player} bought no civilization card.", player=who)
    tokens, cards = int(d.get("tokens", 0)), int(d.get("trade_cards", 0))
    paid = [
        counted("treasury token", tokens) if tokens else "",
        counted("trade card", cards) if cards else "",
    ]
    params = {"player": who, "cards": listing(w.card(c) for c in d["cards"]), "price": d["price"]}
    if any(paid):
        return _("{player} bought {cards} for {price}, paying {payment}.", payment=listing(paid), **params)
    return _("{player} bought {cards} for {price}.", **params)


def _civ_cards_reasked(d: dict[str, Any], w: Words) -> str:
    return _(
        "{player}'s purchase could not be made (a card ran out first); {player} chooses again.",
        player=w(d["player"]),
    )


def _ast_advanced(d: dict[str, Any], w: Words) -> str:
    params = {"player": w(d["player"]), "position": d["position"]}
    if d.get("finished"):
        return _("{player} advanced to AST space {position} and reached the finish.", **params)
    return _("{player} advanced to AST space {position}.", **params)


def _ast_held(d: dict[str, Any], w: Words) -> str:
    why = kept_reason(d)
    params = {"player": w(d["player"]), "position": d["position"]}
    frozen = re.match(r"frozen: (.*)", why)
    if frozen:  # the Late Iron Age rules freeze a civilization that lacks what it has reached
        return _("{player} is frozen on AST space {position}: {reason}.", reason=frozen.group(1), **params)
    if is_frozen(d):
        return _("{player} is frozen on AST space {position}: {reason}.", reason=why, **params)
    if why:
        return _("{player} stays on AST space {position}: {reason}.", reason=why, **params)
    return _("{player} stays on AST space {position}.", **params)


def _ast_moved_back(d: dict[str, Any], w: Words) -> str:
    why = kept_reason(d)
    params = {"player": w(d["player"]), "position": d["position"]}
    if why:
        return _("{player} moved back to AST space {position}: {reason}.", reason=why, **params)
    return _("{player} moved back to AST space {position}.", **params)


def _ast_moved(d: dict[str, Any], w: Words) -> str:
    moved = [p for p, k in d["moves"].items() if k]
    where = ", ".join(f"{w(p)} {pos}" for p, pos in d["positions"].items())
    if moved:
        return _("{players} advanced on the AST (now {positions}).", players=w.many(moved), positions=where)
    return _("Nobody advanced on the AST (now {positions}).", positions=where)


def _game_won(d: dict[str, Any], w: Words) -> str:
    winners = list(d["winners"])
    params = {"winners": w.many(winners) or _("nobody")}
    one = len(winners) <= 1
    if "areas_occupied" in d:
        params["areas"] = ", ".join(f"{w(p)} {k}" for p, k in d["areas_occupied"].items())
        if one:
            return _("{winners} wins the game with the most areas occupied ({areas}).", **params)
        return _("{winners} share the victory with the most areas occupied ({areas}).", **params)
    if "line" in d:
        params["line"] = d["line"]
        if one:
            return _(
                "{winners} wins the game, first past AST space {line} (ties go to the most cities).", **params
            )
        return _(
            "{winners} share the victory, first past AST space {line} (ties go to the most cities).", **params
        )
    if d.get("decided_by_total_points"):
        params["finishers"] = w.many(d.get("finishers", []))
        if one:
            return _(
                "{winners} wins the game: {finishers} reached the finish together, "
                "the most total points decide.",
                **params,
            )
        return _(
            "{winners} share the victory: {finishers} reached the finish together, "
            "the most total points decide.",
            **params,
        )
    if one:
        return _("{winners} wins the game, first to the finish of the AST.", **params)
    return _("{winners} share the victory, first to the finish of the AST.", **params)


def _game_ended(d: dict[str, Any], w: Words) -> str:
    why = kept_reason(d)
    if why:
        return _("The game has ended: {reason}.", reason=why)
    return _("The game has ended.")


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
