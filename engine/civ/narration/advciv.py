"""Sentences for the events only Advanced Civilization emits, and for the family's events it
tells otherwise: every calamity held revealed when
trading ends, moves by road, pillage and Architecture, barbarians, Treachery, Slave Revolt,
Military's cut of a Civil War faction, Pottery's Grain, Monotheism, the hand limit's discards,
the recycling of cards and the final score."""

from __future__ import annotations

from typing import Any

from engine.civ.narration.kept_reasons import kept_reason
from engine.civ.narration.vocabulary import SentenceTable, area, counted, losses_text, templates
from engine.core.narrate import Words
from engine.core.words import listing
from i18n.catalog import N_, _, n_

TEMPLATES = {
    "card_taken": N_("{player} took {count:n trade card} at random from {victim}."),
    "city_built_with_architecture": N_(
        "{player} built a city in {area} with Architecture, {treasury:n token} of it paid from the treasury."
    ),
    "barbarians_arrive": N_(
        "Barbarian Hordes against {player}: {tokens:n barbarian token} arrive in {area}."
    ),
    "barbarians_move": N_("{tokens:n barbarian token} move on from {source} to {dest}."),
    "barbarians_disperse": N_("{tokens:n barbarian token} in {area} can go nowhere and disperse."),
    "city_taken": N_("{calamity}: {player}'s city in {area} goes over to {taker}."),
    "conversion_declined": N_("{player} converted no area with Monotheism."),
    "city_destroyed": N_("{calamity} destroyed {player}'s city in {area}."),
    "pirate_city": N_("{calamity}: {player}'s city in {area} becomes a pirate city."),
    "slaves_revolt": N_(
        "Slave Revolt: {tokens:n token} of {player}'s support no city until the end of the calamity phase."
    ),
    "grain_shown": N_("{player} showed {grain:n Grain card} against {calamity} (Pottery)."),
}


def _calamity_revealed(d: dict[str, Any], w: Words) -> str:
    # Every calamity held is revealed when trading ends, traded or drawn.
    params = {"player": w(d["player"]), "calamity": w.card(d["calamity"])}
    if d.get("traded_by"):
        return _("{player} holds {calamity}, passed on by {giver}.", giver=w(d["traded_by"]), **params)
    return _("{player} holds {calamity}.", **params)


def _tokens_moved(d: dict[str, Any], w: Words) -> str:
    params = {
        "player": w(d["player"]),
        "tokens": counted("token", int(d["count"])),
        "source": area(d["source"]),
        "dest": area(d["dest"]),
    }
    if d.get("via"):
        return _(
            "{player} moved {tokens} from {source} by road through {via} to {dest}.",
            via=area(d["via"]),
            **params,
        )
    return _("{player} moved {tokens} from {source} to {dest}.", **params)


def _city_pillaged(d: dict[str, Any], w: Words) -> str:
    owner = d.get("owner")
    params = {"player": w(d["player"]), "area": area(d["area"])}
    if owner == "pirates":
        return _("{player} destroyed the pirate city in {area} and pillages it.", **params)
    if owner:
        return _("{player} destroyed {owner}'s city in {area} and pillages it.", owner=w(owner), **params)
    return _("{player} destroyed the city in {area} and pillages it.", **params)


def _pillage_taken(d: dict[str, Any], w: Words) -> str:
    tokens = int(d["tokens"])
    params = {"player": w(d["player"]), "area": area(d["area"])}
    if not tokens:
        return _("{player} took nothing from the pillage of {area}.", **params)
    return _(
        "{player} pillaged {area}: {tokens} from stock to treasury.",
        tokens=counted("token", tokens),
        **params,
    )


def _calamities_drawn(d: dict[str, Any], w: Words) -> str:
    strike = listing(w.card(c) for c in d["strike"])
    back = listing(w.card(c) for c in d["returned"])
    params = {"player": w(d["player"]), "strike": strike, "back": back}
    if len(d["strike"]) == 1:
        return n_(
            "{player} holds more than two calamities: {strike}, drawn at random, strikes; "
            "{back} goes back unresolved.",
            "{player} holds more than two calamities: {strike}, drawn at random, strikes; "
            "{back} go back unresolved.",
            len(d["returned"]),
            **params,
        )
    return n_(
        "{player} holds more than two calamities: {strike}, drawn at random, strike; "
        "{back} goes back unresolved.",
        "{player} holds more than two calamities: {strike}, drawn at random, strike; "
        "{back} go back unresolved.",
        len(d["returned"]),
        **params,
    )


def _faction_reduced(d: dict[str, Any], w: Words) -> str:
    what = losses_text(d.get("tokens", {}), d.get("cities", [])) or _("nothing")
    params = {"units": what, "player": w(d["player"])}
    if d["faction"] == "first":
        return _("Civil War with Military: {units} of {player}'s first faction go back to stock.", **params)
    return _("Civil War with Military: {units} of {player}'s second faction go back to stock.", **params)


def _area_converted(d: dict[str, Any], w: Words) -> str:
    replaced = {p: int(k) for p, k in d.get("tokens", {}).items() if int(k)}
    what = [n_("{player}'s {n} token", "{player}'s {n} tokens", k, player=w(p)) for p, k in replaced.items()]
    if d.get("city_of"):
        what.insert(0, _("{player}'s city", player=w(d["city_of"])))
    return _(
        "With Monotheism, {player} converted {area}: {units} became theirs.",
        player=w(d["player"]),
        area=area(d["area"]),
        units=listing(what) or _("its units"),
    )


def _cards_discarded(d: dict[str, Any], w: Words) -> str:
    cards = list(d["cards"])
    return n_(
        "{player} kept 8 commodity cards and discarded {n} card: {cards}.",
        "{player} kept 8 commodity cards and discarded {n} cards: {cards}.",
        len(cards),
        player=w(d["player"]),
        cards=listing(w.card(c) for c in sorted(cards)),
    )


def _cards_recycled(d: dict[str, Any], w: Words) -> str:
    stacks = {int(s): int(k) for s, k in d.get("stacks", {}).items()}
    where = ", ".join(
        n_("{n} card under stack {stack}", "{n} cards under stack {stack}", k, stack=s)
        for s, k in sorted(stacks.items())
    )
    return _("Spent and discarded cards go back under their stacks: {stacks}.", stacks=where)


def _game_over(d: dict[str, Any], w: Words) -> str:
    why = kept_reason(d)
    winners = list(d.get("winners", []))
    scores = {p: int(k) for p, k in d.get("scores", {}).items()}
    best = max(scores.values(), default=0)
    table = ", ".join(f"{w(p)} {k}" for p, k in sorted(scores.items(), key=lambda item: -item[1]))
    params = {"reason": why, "points": counted("point", best), "scores": table}
    if d.get("draw"):
        return _(
            "The game is over ({reason}): {winners} share the victory with {points}. Final score: {scores}.",
            winners=w.many(winners),
            **params,
        )
    return _(
        "The game is over ({reason}): {winners} wins with {points}. Final score: {scores}.",
        winners=w.many(winners) or _("nobody"),
        **params,
    )


SENTENCES: SentenceTable = {
    **templates(TEMPLATES),
    "calamity_revealed": _calamity_revealed,
    "tokens_moved": _tokens_moved,
    "city_pillaged": _city_pillaged,
    "pillage_taken": _pillage_taken,
    "calamities_drawn": _calamities_drawn,
    "faction_reduced": _faction_reduced,
    "area_converted": _area_converted,
    "cards_discarded": _cards_discarded,
    "cards_recycled": _cards_recycled,
    "game_over": _game_over,
}
