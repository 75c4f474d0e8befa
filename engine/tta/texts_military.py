"""What each military card does, in a short line in the language spoken: events (by the
function that resolves them, named after the card), aggressions, wars, pacts, territories,
tactics and bonus cards. Each phrase is a message of the catalogue, said when the line is made
(``engine.tta.texts`` caches the lines per language)."""

from __future__ import annotations

from typing import Any

from engine.tta.cards import Card
from engine.tta.terms import term, unit_word
from i18n.catalog import N_, _, n_, p_

EVENTS = {
    "development_of_agriculture": N_("everyone gains {food} food"),
    "development_of_civilization": N_("everyone may grow, build or develop, 1 cheaper"),
    "development_of_crafts": N_("everyone gains {resources} resources"),
    "development_of_markets": N_("everyone gains {amount} food or resources"),
    "development_of_politics": N_("everyone draws {draw} military cards"),
    "development_of_religion": N_("everyone may build a temple free"),
    "development_of_science": N_("everyone scores {science} science"),
    "development_of_settlement": N_("everyone gains {population} population"),
    "development_of_trade_routes": N_("everyone gains {science} science, {food} food, {resources} resource"),
    "development_of_warfare": N_("everyone may build warriors free"),
    "barbarians": N_("the culture leader, if among the weakest, loses {population} population"),
    "border_conflict": N_("strongest gains {resources} resources; weakest destroys a building"),
    "crusades": N_("strongest +{culture} culture, weakest -{culture}"),
    "cultural_influence": N_("everyone scores his culture rating"),
    "foray": N_("the strongest gain {amount} food and/or resources"),
    "good_harvest": N_("everyone's farms produce"),
    "immigration": N_("the happiest gain {population} population"),
    "new_deposits": N_("everyone's mines produce"),
    "pestilence": N_("everyone loses {population} population"),
    "raiders": N_("the weakest lose {amount} food and/or resources"),
    "rats": N_("everyone loses all his food"),
    "rebellion": N_("each loses {civil_actions} civil actions per discontent worker"),
    "reign_of_terror": N_("the weakest loses {population} population"),
    "scientific_breakthrough": N_("everyone scores his science rating"),
    "uncertain_borders": N_("the weakest loses {yellow_tokens} yellow token to the strongest"),
    "civil_unrest": N_("each loses 4 culture and a blue token per discontent worker"),
    "cold_war": N_("the strongest score {science} science"),
    "crime_wave": N_("the weakest lose 3 culture and a blue token"),
    "economic_progress": N_("everyone produces food and resources"),
    "emigration": N_("each loses population for half his discontent"),
    "iconoclasm": N_("leaders of earlier ages leave play"),
    "independence_declaration": N_("the weakest loses a colony"),
    "international_agreement": N_("the strongest takes cards worth {civil_actions} actions"),
    "national_pride": N_("the culture leader scores {culture} culture"),
    "politics_of_strength": N_("strongest draws {draw}, weakest discards {discard}"),
    "popularization_of_science": N_("everyone scores his science rating in culture"),
    "prosperity": N_("everyone gains food for his happy faces (at most {max_happy})"),
    "ravages_of_time": N_("each turns an early wonder face down"),
    "refugees": N_("weakest -{culture} culture; strongest +{culture} and {population} population"),
    "terrorism": N_("the least cultured destroys a building of each other"),
}
IMPACTS = {
    "impact_of_agriculture": N_("culture for food production"),
    "impact_of_architecture": N_("culture per level of urban buildings"),
    "impact_of_balance": N_("culture for the weakest of four figures"),
    "impact_of_colonies": N_("{per_colony} culture per colony"),
    "impact_of_competition": N_("culture per level of units and arenas"),
    "impact_of_government": N_("culture for civil and military actions"),
    "impact_of_happiness": N_("culture per happy face, less per discontent worker"),
    "impact_of_industry": N_("culture for resource production"),
    "impact_of_population": N_("culture per content worker beyond {above}"),
    "impact_of_progress": N_("culture per level of government and special technologies"),
    "impact_of_science": N_("culture by science rank"),
    "impact_of_strength": N_("culture by strength rank"),
    "impact_of_technology": N_("{per_card} culture per Age III technology"),
    "impact_of_variety": N_("{per_type} culture per kind of building, unit and special"),
    "impact_of_wonders": N_("culture per wonder, more for older ones"),
}
AGGRESSIONS = {
    "enslave": N_("take {food} food, {resources} resources; he loses {population} population"),
    "plunder": N_("take {amount} food and/or resources"),
    "raid": N_("destroy urban buildings, take half their cost"),
    "annex": N_("take one of his colonies"),
    "infiltrate": N_("remove his leader or unfinished wonder: {culture_per_level} culture a level"),
    "spy": N_("take {science} science"),
    "armed_intervention": N_("take {culture} culture"),
}
WARS = {
    "war_over_technology": N_("the winner takes science or a special technology"),
    "war_over_territory": N_("the winner takes yellow tokens"),
    "war_over_culture": N_("the winner takes {base} culture and the difference"),
}
ARMY_ORDER = ("infantry", "cavalry", "artillery")
# A side of a pact or a territory's gain, one figure each ("+2 culture"); ``signed`` is the
# number with its sign.
SIDE_FIGURES = {
    "culture": N_("{signed} culture"),
    "science": N_("{signed} science"),
    "strength": N_("{signed} strength"),
    "happy": N_("{signed} happy"),
    "food": N_("{signed} food"),
    "resources": N_("{signed} resources"),
    "population": N_("{signed} population"),
    "draw": N_("{signed} draw"),
    "yellow_tokens": N_("{signed} yellow tokens"),
    "blue_tokens": N_("{signed} blue tokens"),
    "military_actions": N_("{signed} military actions"),
    "resources_per_production": N_("{signed} resources per production"),
    "food_per_production": N_("{signed} food per production"),
    "technology_science_discount": N_("{signed} technology science discount"),
    "partner_pays_science": N_("{signed} partner pays science"),
    "culture_per_partner_wonder": N_("{signed} culture per partner wonder"),
    "food_as_resource_per_turn": N_("{signed} food as resource per turn"),
    "resource_as_food_per_turn": N_("{signed} resource as food per turn"),
}
# A side's rule without a number.
SIDE_RULES = {"no_war_declared_on_this_side": N_("no war declared on this side")}


def _fill(phrase: str, effect: dict[str, Any]) -> str:
    """``phrase`` in the language spoken, filled from the card's effect (left unfilled when the
    effect lacks a field: the line still says what the card does)."""
    text = _(phrase)
    try:
        return text.format(**effect)
    except (KeyError, IndexError):
        return text


def side(values: dict[str, Any]) -> str:
    """What a pact's side or a territory gives, in the language spoken: "+2 culture, +1 strength"."""
    parts = []
    for key, n in values.items():
        if isinstance(n, bool):
            parts.append(_(SIDE_RULES[key]) if key in SIDE_RULES else key.replace("_", " "))
        else:
            signed = f"{n:+d}"
            phrase = SIDE_FIGURES.get(key)
            parts.append(_(phrase, signed=signed) if phrase else f"{signed} {key.replace('_', ' ')}")
    return ", ".join(parts)


def _tactic(c: Card) -> str:
    army = " + ".join(
        p_("tactic army", "{n} {unit}", n=c.army[k], unit=unit_word(k)) for k in ARMY_ORDER if c.army.get(k)
    )
    if c.antiquated_strength is not None:
        return _(
            "tactic: army of {army} gives +{strength} (antiquated {old})",
            army=army,
            strength=c.strength,
            old=c.antiquated_strength,
        )
    return _("tactic: army of {army} gives +{strength}", army=army, strength=c.strength)


def _attack(c: Card) -> str:
    """An aggression or a war: its cost in military actions and what it takes."""
    phrases, otherwise = (AGGRESSIONS, N_("an aggression")) if c.type == "aggression" else (WARS, N_("a war"))
    return n_(
        "{kind} ({n} military action): {effect}",
        "{kind} ({n} military actions): {effect}",
        c.military_action_cost,
        kind=term("card_types", c.type, c.type),
        effect=_fill(phrases.get(c.handler, otherwise), c.effect),
    )


def military_summary(c: Card) -> str:
    kind = c.type
    if kind == "event":
        phrase = EVENTS.get(c.handler) or IMPACTS.get(c.handler, N_("an event"))
        return _("event: {effect}", effect=_fill(phrase, c.effect))
    if kind == "territory":
        return _("territory: {now} at once; {keep} while held", now=side(c.immediate), keep=side(c.permanent))
    if kind in ("aggression", "war"):
        return _attack(c)
    if kind == "pact":
        if c.symmetric:
            return _("pact: both {effects}", effects=side(c.sides.get("A", {})))
        return _("pact: A {a}; B {b}", a=side(c.sides.get("A", {})), b=side(c.sides.get("B", {})))
    if kind == "tactic":
        return _tactic(c)
    if kind == "bonus":
        return _(
            "bonus: +{defense} defense or +{colonization} colonization",
            defense=c.defense,
            colonization=c.colonization,
        )
    return kind
