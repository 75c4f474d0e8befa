"""Sentences for the Civilization family's setup and phases 1-9: nations, taxes, growth, ships,
movement, conflict, cities, surplus and the drawing of trade cards."""

from __future__ import annotations

from typing import Any

from engine.civ.narration.kept_reasons import kept_reason
from engine.civ.narration.vocabulary import (
    SentenceTable,
    area,
    areas,
    counted,
    occupants,
    possessive,
    templates,
)
from engine.core.narrate import Words
from engine.core.words import listing
from i18n.catalog import N_, _, n_

TEMPLATES = {
    "nation_chosen": N_("{player:person} chose {nation}, starting in {area}."),
    "round_started": N_("Round {round}"),
    "decision_received": N_("{player} has sent their orders."),
    "tokens_moved": N_("{player} moved {count:n token} from {source} to {dest}."),
    "move_undone": N_("{player} took back a move."),
    "offer_declined": N_("{player} declined offer #{offer}."),
    "trade_cards_returned": N_("{player} returned {count:n trade card} over the hand limit."),
    "time_marker": N_("The time marker moves to {position}."),
    "revolt_returned": N_("{player} keeps the revolting cities in {areas}: nobody else could take them."),
}


def _phase_started(d: dict[str, Any], w: Words) -> str:
    """The phase's title (marked where the phase declares it) in the language spoken."""
    return _(str(d["title"]))


def _choosing_order(d: dict[str, Any], w: Words) -> str:
    return _("Nations are chosen in this order: {order}.", order=listing(w.full(x) for x in d["order"]))


def _decision_replaced(d: dict[str, Any], w: Words) -> str:
    why = kept_reason(d)
    if why:
        return _(
            "{player}'s order could no longer be carried out after an earlier player's ({reason}); "
            "the default was taken.",
            player=w(d["player"]),
            reason=why,
        )
    return _(
        "{player}'s order could no longer be carried out after an earlier player's; the default was taken.",
        player=w(d["player"]),
    )


def _taxes_paid(d: dict[str, Any], w: Words) -> str:
    cities, rate, paid = int(d["cities"]), int(d["rate"]), int(d["tokens"])
    owed = cities * rate
    params = {"player": w(d["player"]), "tokens": counted("token", paid), "rate": rate, "owed": owed}
    if paid < owed:
        return n_(
            "{player} paid {tokens} of the {owed} owed in taxes for {n} city ({rate} per city).",
            "{player} paid {tokens} of the {owed} owed in taxes for {n} cities ({rate} per city).",
            cities,
            **params,
        )
    return n_(
        "{player} paid {tokens} in taxes for {n} city ({rate} per city).",
        "{player} paid {tokens} in taxes for {n} cities ({rate} per city).",
        cities,
        **params,
    )


def _revolt_averted(d: dict[str, Any], w: Words) -> str:
    return n_(
        "{player} could not pay the taxes of {n} city, but nobody may take it over: it stays {player}'s.",
        "{player} could not pay the taxes of {n} cities, but nobody may take them over: "
        "they stay {player}'s.",
        int(d["cities"]),
        player=w(d["player"]),
    )


def _cities_revolted(d: dict[str, Any], w: Words) -> str:
    return n_(
        "{player}'s city in {areas} revolted for unpaid taxes and went over to {taker}.",
        "{player}'s cities in {areas} revolted for unpaid taxes and went over to {taker}.",
        len(d["areas"]),
        player=w(d["player"]),
        areas=areas(d["areas"]),
        taker=w(d["taker"]),
    )


def _cities_lost_to_revolt(d: dict[str, Any], w: Words) -> str:
    return n_(
        "{player}'s city in {areas} revolted for unpaid taxes and was lost: nobody had a city left in "
        "stock to take it.",
        "{player}'s cities in {areas} revolted for unpaid taxes and were lost: nobody had a city left in "
        "stock to take them.",
        len(d["areas"]),
        player=w(d["player"]),
        areas=areas(d["areas"]),
    )


def _population_grew(d: dict[str, Any], w: Words) -> str:
    tokens = int(d["tokens"])
    if not tokens:
        return _("{player} did not grow.", player=w(d["player"]))
    return _("{player} grew by {tokens}.", player=w(d["player"]), tokens=counted("token", tokens))


def _census(d: dict[str, Any], w: Words) -> str:
    order = ", ".join(f"{w(x)} {d['counts'].get(x, 0)}" for x in d["order"])
    return _("Census (tokens on the board): {order}.", order=order)


def ship_name(ship: str) -> str:
    """ "crete-2" -> "ship 2" (ships are numbered per game, the nation is said beside)."""
    number = ship.rsplit("-", 1)[-1]
    return _("ship {number}", number=number if number.isdigit() else ship)


def ships_in(where: list[str], to: bool = False) -> str:
    """ "2 ships in Thapsus", "3 ships (2 in Thapsus, 1 in Carthago)"; with ``to``, "to"."""
    per: dict[str, int] = {}
    for a in where:
        per[area(a)] = per.get(area(a), 0) + 1
    if len(per) == 1:
        place = next(iter(per))
        if to:
            return n_("{n} ship to {area}", "{n} ships to {area}", len(where), area=place)
        return n_("{n} ship in {area}", "{n} ships in {area}", len(where), area=place)
    each = ", ".join(
        _("{n} to {area}", n=k, area=a) if to else _("{n} in {area}", n=k, area=a) for a, k in per.items()
    )
    return n_("{n} ship ({each})", "{n} ships ({each})", len(where), each=each)


def _ships_ordered(d: dict[str, Any], w: Words) -> str:
    who = w(d["player"])
    parts = []
    if d.get("kept"):
        parts.append(_("keeps {ships}", ships=counted("ship", len(d["kept"]))))
    if d.get("built"):
        parts.append(_("builds {ships}", ships=ships_in(d["built"])))
    if d.get("relocated"):
        parts.append(_("moves {ships}", ships=ships_in([a for _ship, a in d["relocated"]], to=True)))
    if d.get("removed"):
        parts.append(_("scraps {ships}", ships=counted("ship", len(d["removed"]))))
    if not parts:
        return _("{player} has no ships and builds none.", player=who)
    paid = []
    if int(d.get("treasury_spent", 0)):
        paid.append(_("{tokens} from the treasury", tokens=counted("token", int(d["treasury_spent"]))))
    levies = {a: int(k) for a, k in d.get("levied", {}).items() if int(k)}
    if levies:
        paid.append(
            _(
                "{tokens} levied in {areas}",
                tokens=counted("token", sum(levies.values())),
                areas=areas(levies),
            )
        )
    if paid:
        return _(
            "{player} {orders}, paying {payment}.", player=who, orders=listing(parts), payment=listing(paid)
        )
    return _("{player} {orders}.", player=who, orders=listing(parts))


def _movement_order(d: dict[str, Any], w: Words) -> str:
    if not d["order"]:
        return _("Nobody moves this round.")
    return _("Movement order: {order}.", order=", ".join(w(x) for x in d["order"]))


def voyage_text(d: dict[str, Any]) -> str:
    """ "from Knossos to Moesia (by Aegean Sea), carrying 2 tokens from Knossos, landing 2 tokens in
    Moesia"."""
    path = [area(a) for a in d["path"]]
    if len(path) > 2:
        text = _(
            "from {source} to {dest} (by {seas})", source=path[0], dest=path[-1], seas=", ".join(path[1:-1])
        )
    elif len(path) > 1:
        text = _("from {source} to {dest}", source=path[0], dest=path[-1])
    else:
        text = _("in {area}", area=path[0])
    boarded = {a: int(c) for a, c in d.get("boarded", {}).items() if c}
    landed = {a: int(c) for a, c in d.get("landed", {}).items() if c}
    if boarded:
        text = _("{voyage}, carrying {tokens}", voyage=text, tokens=_from_areas(boarded, landing=False))
    if landed:
        text = _("{voyage}, landing {tokens}", voyage=text, tokens=_from_areas(landed, landing=True))
    return text


def _from_areas(tokens: dict[str, int], landing: bool) -> str:
    """ "2 tokens from Knossos", "3 tokens (2 from Knossos, 1 from Phaestos)"; landing: "in"."""
    total = sum(tokens.values())
    if len(tokens) == 1:
        where = area(next(iter(tokens)))
        if landing:
            return n_("{n} token in {area}", "{n} tokens in {area}", total, area=where)
        return n_("{n} token from {area}", "{n} tokens from {area}", total, area=where)
    each = ", ".join(
        _("{n} in {area}", n=c, area=area(a)) if landing else _("{n} from {area}", n=c, area=area(a))
        for a, c in tokens.items()
    )
    return n_("{n} token ({each})", "{n} tokens ({each})", total, each=each)


def _ship_sailed(d: dict[str, Any], w: Words) -> str:
    return _(
        "{player}'s {ship} sailed {voyage}.",
        player=w(d["player"]),
        ship=ship_name(d["ship"]),
        voyage=voyage_text(d),
    )


def _movement_ended(d: dict[str, Any], w: Words) -> str:
    moves = int(d.get("moves", 0))
    if not moves:
        return _("{player} did not move.", player=w(d["player"]))
    return n_(
        "{player} ended their movement after {n} move.",
        "{player} ended their movement after {n} moves.",
        moves,
        player=w(d["player"]),
    )


def _conflict(d: dict[str, Any], w: Words) -> str:
    after: dict[str, int] = d.get("after", {})
    params = {"area": area(d["area"]), "before": occupants(d["before"], w)}
    if not after:
        return _("Conflict in {area} ({before}): no tokens are left.", **params)
    if len(after) == 1:
        ((p, k),) = after.items()
        return _(
            "Conflict in {area} ({before}): {player} is left with {tokens}.",
            player=w(p),
            tokens=counted("token", k),
            **params,
        )
    return _("Conflict in {area} ({before}): {after} remain.", after=occupants(after, w), **params)


def _conflict_order(d: dict[str, Any], w: Words) -> str:
    who = w(d["player"])
    first = bool(d.get("first"))
    if d.get("save"):
        save = areas(d["save"])
        if first:
            return _(
                "{player} asks for the right to have their own attacks fought first (rules 11.8.2); "
                "their attacked cities are fought in this order: {areas}.",
                player=who,
                areas=save,
            )
        return _(
            "{player} waives the right to have their own attacks fought first (rules 11.8.2); "
            "their attacked cities are fought in this order: {areas}.",
            player=who,
            areas=save,
        )
    if first:
        return _(
            "{player} asks for the right to have their own attacks fought first (rules 11.8.2).", player=who
        )
    return _("{player} waives the right to have their own attacks fought first (rules 11.8.2).", player=who)


ATTACK_RESULTS = {
    "repelled": N_("{whose} city in {area} held off {attacker}."),
    "too_weak": N_("{attacker} attacked {whose} city in {area} but was too weak to take it and was removed."),
    "city_destroyed": N_("{attacker} destroyed {whose} city in {area} ({left} left there)."),
    "surrendered": N_("{whose} city in {area} surrendered to {attacker}, who now holds it."),
    "surrendered_eliminated": N_(
        "{whose} city in {area} fell to {attacker}, who had no city in stock to hold it: it is gone."
    ),
}


def _city_attacked(d: dict[str, Any], w: Words) -> str:
    owner = d["owner"]
    whose = _("the pirates'") if owner == "pirates" else possessive(w(owner))
    attackers = [p for p in d.get("before", {}) if p != owner]
    attacker = w(d["attacker"]) if d.get("attacker") else w.many(attackers) or _("the attackers")
    params = {"whose": whose, "area": area(d["area"]), "attacker": attacker}
    result = d["result"]
    if result == "city_destroyed":
        return _(ATTACK_RESULTS[result], left=occupants(d.get("after", {}), w) or _("nobody"), **params)
    if result in ATTACK_RESULTS:
        return _(ATTACK_RESULTS[result], **params)
    return _(
        "{attacker} attacked {whose} city in {area} ({result}).", result=result.replace("_", " "), **params
    )


def _cities_built(d: dict[str, Any], w: Words) -> str:
    built = d["areas"]
    if not built:
        return _("{player} built no city.", player=w(d["player"]))
    return n_(
        "{player} built a city in {areas}.",
        "{player} built {n} cities in {areas}.",
        len(built),
        player=w(d["player"]),
        areas=areas(built),
    )


def _city_reduced(d: dict[str, Any], w: Words) -> str:
    left = int(d.get("tokens", 0))
    params = {"player": w(d["player"]), "area": area(d["area"])}
    if d.get("calamity"):
        params["calamity"] = w.card(d["calamity"])
        if left:
            return n_(
                "{calamity} reduced {player}'s city in {area}: it was reduced to {n} token.",
                "{calamity} reduced {player}'s city in {area}: it was reduced to {n} tokens.",
                left,
                **params,
            )
        return _(
            "{calamity} reduced {player}'s city in {area}: it was reduced to nothing "
            "(no tokens left in stock).",
            **params,
        )
    if left:
        return n_(
            "{player}'s city in {area} was reduced to {n} token for lack of support.",
            "{player}'s city in {area} was reduced to {n} tokens for lack of support.",
            left,
            **params,
        )
    return _(
        "{player}'s city in {area} was reduced to nothing (no tokens left in stock) for lack of support.",
        **params,
    )


def _surplus_removed(d: dict[str, Any], w: Words) -> str:
    per: dict[str, dict[str, int]] = {}
    for a, occ in d.get("removed", {}).items():
        for p, k in occ.items():
            per.setdefault(p, {})[a] = int(k)
    if not per:
        return _("No surplus population.")
    parts = [
        _(
            "{player} {tokens} ({where})",
            player=w(p),
            tokens=counted("token", sum(where.values())),
            where=occupants_in(where),
        )
        for p, where in per.items()
    ]
    return _("Surplus population removed: {removed}.", removed="; ".join(parts))


def _trade_cards_drawn(d: dict[str, Any], w: Words) -> str:
    """A draw, and the empty stacks that gave nothing (Advanced Civilization, 000 §27.21)."""
    drawn, empty = int(d["count"]), [int(s) for s in d.get("empty_stacks") or []]
    params = {"player": w(d["player"]), "cards": counted("trade card", drawn)}
    if not empty:
        return _("{player} drew {cards}.", **params)
    if len(empty) == 1:
        if not drawn:
            return _("{player} drew no trade card: stack {stack} is empty.", stack=empty[0], **params)
        return _("{player} drew {cards}; stack {stack} is empty.", stack=empty[0], **params)
    stacks = listing(str(s) for s in empty)
    if not drawn:
        return _("{player} drew no trade card: stacks {stacks} are empty.", stacks=stacks, **params)
    return _("{player} drew {cards}; stacks {stacks} are empty.", stacks=stacks, **params)


def occupants_in(where: dict[str, int]) -> str:
    """ "Memphis 2, Thebes 1"."""
    return ", ".join(f"{area(a)} {k}" for a, k in where.items())


def _gold_bought(d: dict[str, Any], w: Words) -> str:
    return n_(
        "{player} bought a Gold card for {tokens}.",
        "{player} bought {n} Gold cards for {tokens}.",
        int(d["count"]),
        player=w(d["player"]),
        tokens=counted("treasury token", int(d["tokens"])),
    )


SENTENCES: SentenceTable = {
    **templates(TEMPLATES),
    "phase_started": _phase_started,
    "choosing_order": _choosing_order,
    "decision_replaced": _decision_replaced,
    "taxes_paid": _taxes_paid,
    "revolt_averted": _revolt_averted,
    "cities_revolted": _cities_revolted,
    "cities_lost_to_revolt": _cities_lost_to_revolt,
    "population_grew": _population_grew,
    "census": _census,
    "ships_ordered": _ships_ordered,
    "movement_order": _movement_order,
    "ship_sailed": _ship_sailed,
    "movement_ended": _movement_ended,
    "conflict": _conflict,
    "conflict_order": _conflict_order,
    "city_attacked": _city_attacked,
    "cities_built": _cities_built,
    "city_reduced": _city_reduced,
    "surplus_removed": _surplus_removed,
    "trade_cards_drawn": _trade_cards_drawn,
    "gold_bought": _gold_bought,
}
