"""Sentences for the Civilization family's calamities (phase 12): every calamity names what it
struck and what each player lost, so a log says which calamity reduced which city."""

from __future__ import annotations

from typing import Any

from engine.civ.narration.kept_reasons import kept_reason
from engine.civ.narration.vocabulary import (
    SentenceTable,
    area,
    areas,
    counted,
    losses_text,
    place,
    templates,
)
from engine.core.narrate import Words
from engine.core.words import listing
from i18n.catalog import N_, _

TEMPLATES = {
    "calamity_drawn": N_("{player} drew {calamity}, a calamity."),
    "calamity_resolved": N_("{calamity} against {player} is over."),
    "calamity_returned": N_(
        "{player} holds too many calamities: {calamity} goes back to its stack unresolved."
    ),
    "city_eliminated": N_("{calamity} destroyed {player}'s city in {area}."),
    "civil_war": N_("Civil War splits {player}; {beneficiary} benefits."),
    "volcano_erupted": N_(
        "The volcano {volcano} erupts ({player}'s Volcanic Eruption): every unit in {areas} is lost, "
        "whoever owns it."
    ),
}


def _faction_kept(d: dict[str, Any], w: Words) -> str:
    if d["keep"] == "first":
        return _("Civil War: {player} keeps the first faction; the other one rebels.", player=w(d["player"]))
    return _("Civil War: {player} keeps the second faction; the other one rebels.", player=w(d["player"]))


def _calamity_order(d: dict[str, Any], w: Words) -> str:
    if not d["calamities"]:
        return _("No calamity strikes this round.")
    order = ", ".join(f"{w.card(c)} ({w(p)})" for p, c in d["calamities"])
    return _("Calamities, in the order they strike: {order}.", order=order)


def _calamity_resolving(d: dict[str, Any], w: Words) -> str:
    return _("{calamity} strikes {player}.", calamity=w.card(d["calamity"]), player=w(d["player"]))


def _calamity_no_effect(d: dict[str, Any], w: Words) -> str:
    why = kept_reason(d)
    params = {"calamity": w.card(d["calamity"]), "player": w(d["player"])}
    if why:
        return _("{calamity} has no effect on {player}: {reason}.", reason=why, **params)
    return _("{calamity} has no effect on {player}.", **params)


def _calamity_floor(d: dict[str, Any], w: Words) -> str:
    params = {"player": w(d["player"]), "calamity": w.card(d["calamity"])}
    if d.get("area"):
        return _(
            "The calamity floor (a player below 16 unit points loses nothing more) spared {player}'s city in "
            "{area} from {calamity}.",
            area=area(d["area"]),
            **params,
        )
    if d.get("spared"):
        return _(
            "The calamity floor (a player below 16 unit points loses nothing more) spared {player} {points} "
            "of {calamity}'s losses.",
            points=counted("point", int(d["spared"])),
            **params,
        )
    return _(
        "The calamity floor (a player below 16 unit points loses nothing more) spared {player} "
        "from {calamity}.",
        **params,
    )


def _units_lost(d: dict[str, Any], w: Words) -> str:
    what = losses_text(d.get("tokens", {}), d.get("cities", []))
    params = {"player": w(d["player"]), "calamity": w.card(d["calamity"])}
    if not what:
        return _("{calamity}: {player} lost nothing.", **params)
    return _(
        "{calamity}: {player} lost {losses}, {points} in all.",
        losses=what,
        points=counted("point", int(d.get("points", 0))),
        **params,
    )


def _losses_assigned(d: dict[str, Any], w: Words) -> str:
    params = {"player": w(d["player"]), "calamity": w.card(d["calamity"])}
    shares = {p: int(k) for p, k in d.get("amounts", {}).items() if int(k)}
    if not shares:
        return _("{player} passed none of {calamity}'s losses on to other players.", **params)
    parts = listing(f"{w(p)} {counted('point', k)}" for p, k in shares.items())
    return _("{player} shared out {calamity}'s further losses: {shares}.", shares=parts, **params)


def _earthquake(d: dict[str, Any], w: Words) -> str:
    params = {"player": w(d["player"]), "city": area(d["city"])}
    if d.get("neighbour"):
        return _(
            "An earthquake strikes {player}'s city in {city} and the neighbouring city in {neighbour}.",
            neighbour=area(d["neighbour"]),
            **params,
        )
    return _("An earthquake strikes {player}'s city in {city}.", **params)


def _flood_struck(d: dict[str, Any], w: Words) -> str:
    if (
        d.get("plain") is None
    ):  # Advanced Civilization: nothing on a flood plain, the sea takes a coastal city
        return _(
            "The flood finds no units of {player} on a flood plain and strikes their coast.",
            player=w(d["player"]),
        )
    return _(
        "A flood strikes {player} on the {plain} flood plain ({areas}).",
        player=w(d["player"]),
        plain=place(d["plain"]),
        areas=areas(d["areas"]),
    )


def _faction_picked(d: dict[str, Any], w: Words) -> str:
    what = losses_text(d.get("tokens", {}), d.get("cities", [])) or _("nothing more")
    return _(
        "In {player}'s Civil War, {picker} picked a faction of {units}.",
        player=w(d["player"]),
        picker=w(d["picker"]),
        units=what,
    )


def _civil_war_takeover(d: dict[str, Any], w: Words) -> str:
    taken = []
    takers = {*d.get("tokens", {}), *d.get("cities", {})}
    for t in sorted(takers, key=lambda p: p != d["beneficiary"]):
        what = losses_text(d.get("tokens", {}).get(t, {}), d.get("cities", {}).get(t, []))
        taken.append(_("{player} takes {units}", player=w(t), units=what))
    lost = losses_text(d.get("tokens_lost", {}), d.get("cities_lost", []))
    if lost:
        taken.append(_("{units} go back to stock (nobody had the pieces to replace them)", units=lost))
    if not taken:
        return _("Civil War: the rebels of {player} leave nothing behind.", player=w(d["player"]))
    return _("Civil War in {player}'s lands: {takeovers}.", player=w(d["player"]), takeovers="; ".join(taken))


SENTENCES: SentenceTable = {
    **templates(TEMPLATES),
    "faction_kept": _faction_kept,
    "calamity_order": _calamity_order,
    "calamity_resolving": _calamity_resolving,
    "calamity_no_effect": _calamity_no_effect,
    "calamity_floor": _calamity_floor,
    "units_lost": _units_lost,
    "losses_assigned": _losses_assigned,
    "earthquake": _earthquake,
    "flood_struck": _flood_struck,
    "faction_picked": _faction_picked,
    "civil_war_takeover": _civil_war_takeover,
}
