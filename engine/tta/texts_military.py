"""What each military card does, in a short line: events (by the function that resolves them,
named after the card), aggressions, wars, pacts, territories, tactics and bonus cards."""

from __future__ import annotations

from typing import Any

from engine.core.words import count
from engine.tta.cards import Card

EVENTS = {
    "development_of_agriculture": "everyone gains {food} food",
    "development_of_civilization": "everyone may grow, build or develop, 1 cheaper",
    "development_of_crafts": "everyone gains {resources} resources",
    "development_of_markets": "everyone gains {amount} food or resources",
    "development_of_politics": "everyone draws {draw} military cards",
    "development_of_religion": "everyone may build a temple free",
    "development_of_science": "everyone scores {science} science",
    "development_of_settlement": "everyone gains {population} population",
    "development_of_trade_routes": "everyone gains {science} science, {food} food, {resources} resource",
    "development_of_warfare": "everyone may build warriors free",
    "barbarians": "the culture leader, if among the weakest, loses {population} population",
    "border_conflict": "strongest gains {resources} resources; weakest destroys a building",
    "crusades": "strongest +{culture} culture, weakest -{culture}",
    "cultural_influence": "everyone scores his culture rating",
    "foray": "the strongest gain {amount} food and/or resources",
    "good_harvest": "everyone's farms produce",
    "immigration": "the happiest gain {population} population",
    "new_deposits": "everyone's mines produce",
    "pestilence": "everyone loses {population} population",
    "raiders": "the weakest lose {amount} food and/or resources",
    "rats": "everyone loses all his food",
    "rebellion": "each loses {civil_actions} civil actions per discontent worker",
    "reign_of_terror": "the weakest loses {population} population",
    "scientific_breakthrough": "everyone scores his science rating",
    "uncertain_borders": "the weakest loses {yellow_tokens} yellow token to the strongest",
    "civil_unrest": "each loses 4 culture and a blue token per discontent worker",
    "cold_war": "the strongest score {science} science",
    "crime_wave": "the weakest lose 3 culture and a blue token",
    "economic_progress": "everyone produces food and resources",
    "emigration": "each loses population for half his discontent",
    "iconoclasm": "leaders of earlier ages leave play",
    "independence_declaration": "the weakest loses a colony",
    "international_agreement": "the strongest takes cards worth {civil_actions} actions",
    "national_pride": "the culture leader scores {culture} culture",
    "politics_of_strength": "strongest draws {draw}, weakest discards {discard}",
    "popularization_of_science": "everyone scores his science rating in culture",
    "prosperity": "everyone gains food for his happy faces (at most {max_happy})",
    "ravages_of_time": "each turns an early wonder face down",
    "refugees": "weakest -{culture} culture; strongest +{culture} and {population} population",
    "terrorism": "the least cultured destroys a building of each other",
}
IMPACTS = {
    "impact_of_agriculture": "culture for food production",
    "impact_of_architecture": "culture per level of urban buildings",
    "impact_of_balance": "culture for the weakest of four figures",
    "impact_of_colonies": "{per_colony} culture per colony",
    "impact_of_competition": "culture per level of units and arenas",
    "impact_of_government": "culture for civil and military actions",
    "impact_of_happiness": "culture per happy face, less per discontent worker",
    "impact_of_industry": "culture for resource production",
    "impact_of_population": "culture per content worker beyond {above}",
    "impact_of_progress": "culture per level of government and special technologies",
    "impact_of_science": "culture by science rank",
    "impact_of_strength": "culture by strength rank",
    "impact_of_technology": "{per_card} culture per Age III technology",
    "impact_of_variety": "{per_type} culture per kind of building, unit and special",
    "impact_of_wonders": "culture per wonder, more for older ones",
}
AGGRESSIONS = {
    "enslave": "take {food} food, {resources} resources; he loses {population} population",
    "plunder": "take {amount} food and/or resources",
    "raid": "destroy urban buildings, take half their cost",
    "annex": "take one of his colonies",
    "infiltrate": "remove his leader or unfinished wonder: {culture_per_level} culture a level",
    "spy": "take {science} science",
    "armed_intervention": "take {culture} culture",
}
WARS = {
    "war_over_technology": "the winner takes science or a special technology",
    "war_over_territory": "the winner takes yellow tokens",
    "war_over_culture": "the winner takes {base} culture and the difference",
}
ARMY_ORDER = ("infantry", "cavalry", "artillery")


def _fill(phrase: str, effect: dict[str, Any]) -> str:
    try:
        return phrase.format(**effect)
    except (KeyError, IndexError):
        return phrase


def _side(values: dict[str, Any]) -> str:
    parts = []
    for key, n in values.items():
        if isinstance(n, bool):
            parts.append(key.replace("_", " "))
        else:
            parts.append(f"{n:+d} {key.replace('_', ' ')}")
    return ", ".join(parts)


def _tactic(c: Card) -> str:
    army = " + ".join(f"{c.army[k]} {k}" for k in ARMY_ORDER if c.army.get(k))
    old = f" (antiquated {c.antiquated_strength})" if c.antiquated_strength is not None else ""
    return f"tactic: army of {army} gives +{c.strength}{old}"


def military_summary(c: Card) -> str:
    kind = c.type
    if kind == "event":
        phrase = EVENTS.get(c.handler) or IMPACTS.get(c.handler, "an event")
        return "event: " + _fill(phrase, c.effect)
    if kind == "territory":
        now = _side(c.immediate)
        keep = _side(c.permanent)
        return f"territory: {now} at once; {keep} while held"
    if kind == "aggression":
        return f"aggression ({count(c.military_action_cost, 'military action')}): " + _fill(
            AGGRESSIONS.get(c.handler, "an aggression"), c.effect
        )
    if kind == "war":
        return f"war ({count(c.military_action_cost, 'military action')}): " + _fill(
            WARS.get(c.handler, "a war"), c.effect
        )
    if kind == "pact":
        if c.symmetric:
            return "pact: both " + _side(c.sides.get("A", {}))
        return f"pact: A {_side(c.sides.get('A', {}))}; B {_side(c.sides.get('B', {}))}"
    if kind == "tactic":
        return _tactic(c)
    if kind == "bonus":
        return f"bonus: +{c.defense} defense or +{c.colonization} colonization"
    return kind
