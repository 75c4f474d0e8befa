"""What each card does, in a short line of English: for the bot's prompts and panels, the images
and the terminal game. Written from the card data (``engine/data/tta/cards.json``); the
abilities and the one-shot cards (events, aggressions, wars, pacts, action cards) have their
own phrases (``engine.tta.texts_military`` for the military deck).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from engine.tta.cards import URBAN, Card, cards
from engine.tta.texts_military import military_summary
from i18n import glossary
from i18n.catalog import N_, PSEUDO, SOURCE, _, language, pseudo

FIGURES = (
    ("culture", "culture"),
    ("science", "science"),
    ("strength", "strength"),
    ("happy", "happy"),
    ("civil_actions", "civil action"),
    ("military_actions", "military action"),
    ("colonization", "colonization"),
    ("civil_hand_limit", "civil hand limit"),
    ("military_hand_limit", "military hand limit"),
)
KIND_NAMES = {
    "farm": "farm",
    "mine": "mine",
    "lab": "lab",
    "temple": "temple",
    "library": "library",
    "arena": "arena",
    "theater": "theater",
    "infantry": "infantry",
    "cavalry": "cavalry",
    "artillery": "artillery",
    "air_force": "air force",
    "government": "government",
    "civil": "civil special technology",
    "military": "military special technology",
    "colonization": "colonization special technology",
    "construction": "construction special technology",
}
ABILITIES = {
    "strength_per_unit": "+{} strength per military unit",
    "strength_per_unit_type": "+{} strength per type of unit",
    "political_retire": "political action: leaves play for its reward",
    "science_per_technology_taken": "+{} science per technology card taken",
    "military_action_as_civil_per_turn": "once a turn a military action becomes a civil one",
    "leader_take_discount": "leaders cost {} civil action less to take",
    "military_resources_per_turn": "+{} resource a turn for units",
    "tuck_under_wonder": "when replaced may go under a wonder",
    "second_political_action_once": "once a game two political actions",
    "population_food_discount": "population costs {} food less",
    "population_and_unit_for_military_action": "1 military action: population and a unit, cheaper",
    "infantry_as_cavalry": "infantry may fill cavalry places",
    "culture_if_among_strongest": "culture at turn end if among the strongest",
    "strength_per_happy_on_temples_and_government": "+1 strength per happy face of temples and government",
    "sees_next_event": "sees the next event",
    "best_lab_or_library_science_per_level": "best lab or library gives its level in science",
    "resources_per_technology_developed": "+{} resource per technology developed",
    "civil_action_back_per_technology_developed": "a civil action back per technology developed",
    "culture_per_technology_developed": "+{} culture per technology developed",
    "culture_per_happy_on_temples_theaters_wonders": "+1 culture per happy temple, theater, wonder face",
    "no_wonder_surcharge": "wonders cost no extra action to take",
    "culture_per_theater": "+{} culture per theater",
    "theater_science_discount": "theaters {} science cheaper",
    "upgrade_to_theater_per_turn": "once a turn: any urban building to a theater",
    "colonization_discards": "discards military cards to colonize",
    "colony_culture": "culture for colonies",
    "revolution_with_military_actions": "revolutions with military actions",
    "culture_per_revolution": "+{} culture per revolution",
    "library_theater_discount": "libraries and theaters cheaper beside each other",
    "culture_per_library_theater_pair": "+{} culture per library-theater pair",
    "labs_produce_resources": "labs produce resources",
    "best_theater_culture_doubled": "best theater's culture doubled",
    "may_not_attack": "may not attack",
    "attack_cost_multiplier": "attacks on him cost double",
    "lab_culture_per_level": "labs give their level in culture",
    "lab_science_modifier": "labs give 1 science less",
    "choice_per_turn": "each turn 3 culture, or 3 science and 3 resources for the army",
    "strength_per_infantry": "+{} strength per infantry",
    "strength_per_artillery": "+{} strength per artillery",
    "extra_happy_per_happy_source": "+1 happy on each happy card",
    "free_population_per_turn": "a free population each turn",
    "best_mine_produces_double": "best mine produces twice",
}
COMPLETION = {
    "culture_per_farm_mine_worker": "culture for every worker when completed",
    "culture_per_technology_level": "culture per technology level when completed",
    "theater_library_culture_times": "theaters' and libraries' culture again when completed",
    "urban_building_output": "urban buildings' output in culture when completed",
}
ACTION_KINDS = {
    "score": "score {science} science and {culture} culture",
    "wonder_stage": "build a wonder stage, {discount} resources cheaper",
    "increase_population": "increase population, {food_back} food back",
    "patriotism": "+{military_actions} military action and {military_resources} resources for units",
    "build_or_upgrade": "build or upgrade {buildings}, {discount} {resources} cheaper",
    "upgrade": "upgrade {buildings}, {discount} {resources} cheaper",
    "gain": "gain {food} food and {resources} resources",
    "gain_choice": "gain {amount} food or resources",
    "develop": "develop a technology, {science_back} science back",
    "military_resources_per_stronger": "resources for units per stronger civilization",
    "culture_per_more_cultured": "culture per civilization with more culture",
}


@cache
def _ambiguous_names() -> set[str]:
    counts = Counter(c.name for c in cards().values())
    return {n for n, k in counts.items() if k > 1}


def name(cid: str) -> str:
    """The card's printed name, with its age when several ages print the same name."""
    c = cards().get(cid)
    if c is None:
        return cid
    return f"{c.name} ({c.age})" if c.name in _ambiguous_names() else c.name


@cache
def _terms(lang: str, category: str) -> dict[str, str]:
    """The texts of one category of the glossary of ``lang`` (read once per language)."""
    entries = glossary(lang, "tta")["terms"][category]
    return {key: str(entry["text"]) for key, entry in entries.items()}


def _term(category: str, key: str, english: str) -> str:
    """A glossary term in the language spoken; ``english`` in English, for a key the glossary
    lacks, and (marked) in the pseudo-language."""
    lang = language()
    if lang == SOURCE:
        return english
    if lang == PSEUDO:
        return pseudo(english)
    return _terms(lang, category).get(key, english)


def card_name(cid: str) -> str:
    """The card's name in the language spoken (the glossary's, with its age where ``name``
    adds it); in English exactly ``name``. A card the glossary lacks keeps its English name."""
    english = name(cid)
    c = cards().get(cid)
    if c is None or english == c.name:
        return _term("cards", cid, english)
    return _term("cards", cid, english) if language() in (SOURCE, PSEUDO) else f"{printed(cid)} ({c.age})"


def printed(cid: str) -> str:
    """The card's printed name alone (no age) in the language spoken, as prompts name it."""
    c = cards().get(cid)
    return _term("cards", cid, c.name) if c is not None else cid


def kind_name(kind: str) -> str:
    """A technology's kind (``mine``, ``air_force``) as the language spoken names it (the
    glossary's); in English the id itself, as the refusals have always written it."""
    return _term("technology_kinds", kind, kind)


def phase_title(phase: str, english: str) -> str:
    """A phase's title in the language spoken (the glossary's); ``english`` is its English
    title (``engine.tta.flow.PHASE_TITLES``)."""
    return _term("phases", phase, english)


def figures(values: dict[str, int]) -> str:
    parts = []
    for key, word in FIGURES:
        n = values.get(key, 0)
        if n:
            plural = "s" if word.endswith("action") and abs(n) != 1 else ""
            parts.append(f"{n:+d} {word}{plural}")
    return " ".join(parts)


def buildings(kinds: list[str]) -> str:
    """Which buildings an action card builds or upgrades: "a farm or mine", "an urban building
    (lab, temple, library, arena or theater)", "a farm, mine or urban building"."""
    urban = all(k in kinds for k in URBAN)
    words = [KIND_NAMES.get(k, k) for k in kinds if not (urban and k in URBAN)]
    if urban:
        words.append("urban building" if words else "urban building (lab, temple, library, arena or theater)")
    listed = words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
    return ("an " if listed[0] in "aeiou" else "a ") + listed


def _action_phrase(c: Card) -> str:
    phrase = ACTION_KINDS.get(str(c.effect.get("kind")), "")
    if not phrase:
        return str(c.effect.get("kind", ""))
    extra = {}
    if "kinds" in c.effect:
        extra["buildings"] = buildings(list(c.effect["kinds"]))
    if "discount" in c.effect:
        extra["resources"] = "resource" if c.effect["discount"] == 1 else "resources"
    return phrase.format(**c.effect, **extra)


def _abilities(c: Card) -> list[str]:
    out = []
    for key, value in c.abilities.items():
        phrase = ABILITIES.get(key, key.replace("_", " "))
        out.append(phrase.format(value) if "{}" in phrase else phrase)
    return out


def _technology(c: Card) -> str:
    parts = [KIND_NAMES.get(c.kind, c.kind)]
    if c.kind in ("farm", "mine"):
        parts.append(
            f"{c.token_value} {'food' if c.kind == 'farm' else 'resource'}{'s' * (c.token_value > 1)}"
        )
    elif c.per_worker:
        parts.append(figures(c.per_worker) + " each")
    if c.kind == "government":
        parts.append(f"{c.civil_actions}/{c.military_actions} actions, {c.building_limit} buildings a type")
    if c.flat:
        parts.append(figures(c.flat))
    if c.urban_discount:
        parts.append("urban buildings cheaper")
    if c.wonder_stages_per_action > 1:
        parts.append(f"{c.wonder_stages_per_action} wonder stages an action")
    costs = []
    if c.build_cost:
        costs.append(f"build {c.build_cost}")
    if c.science_cost is not None:
        costs.append(f"{c.science_cost} science")
    if c.revolution_cost is not None:
        costs.append(f"revolution {c.revolution_cost}")
    return ", ".join(p for p in parts if p) + (" · " + ", ".join(costs) if costs else "")


def summary(cid: str) -> str:
    """One line: what the card is and does, with its costs."""
    c = cards().get(cid)
    if c is None:
        return cid
    if c.deck == "military":
        return military_summary(c)
    if c.type == "technology":
        return _technology(c)
    if c.type == "leader":
        return "leader: " + ", ".join(filter(None, [figures(c.flat), *_abilities(c)]))
    if c.type == "wonder":
        done = [COMPLETION[k] for k in c.on_completion if k in COMPLETION]
        effects = ", ".join(filter(None, [figures(c.flat), *_abilities(c), *done]))
        return f"wonder: {effects or 'see the card'} · stages {'+'.join(map(str, c.stages))}"
    if c.type == "action":
        return "action card: " + _action_phrase(c)
    return c.type


def line(cid: str) -> str:
    """``Name — summary``."""
    return f"{name(cid)} — {summary(cid)}"


# A choice's option ``verb:card`` in words ("build Drama"), and its plain options in words.
OPTION_VERBS = {
    "build": N_("build {card}"),
    "develop": N_("develop {card}"),
    "revolution": N_("revolution {card}"),
    "steal": N_("steal {card}"),
}
OPTION_WORDS = {
    "build": N_("Build"),
    "skip": N_("Skip"),
    "nothing": N_("Nothing"),
    "population": N_("Population"),
    "done": N_("Done"),
    "science": N_("Science"),
    "leader": N_("Leader"),
    "wonder": N_("Wonder"),
    "food": N_("Food"),
    "resources": N_("Resources"),
}


def option_label(option: str) -> str:
    """An option of a choice in words, in the language spoken: ``food:2`` is 2 food (the rest
    resources), a card id its name, ``build:drama`` builds Drama, ``a+b`` both cards."""
    what, _sep, rest = option.partition(":")
    if what == "food" and rest.isdigit():
        return _("{n} food, the rest resources", n=rest)
    if what == "take" and rest.isdigit():
        return _("Take:{n}", n=rest)
    if rest and rest in cards():
        verb = OPTION_VERBS.get(what)
        return _(verb, card=card_name(rest)) if verb else f"{what} {card_name(rest)}"
    if "+" in option:
        return " + ".join(card_name(p) for p in option.split("+"))
    if option in cards():
        return card_name(option)
    return _(OPTION_WORDS[option]) if option in OPTION_WORDS else option.replace("_", " ").capitalize()
