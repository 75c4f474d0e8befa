"""What each card does, in a short line in the language spoken: for the bot's prompts and
panels, the images and the terminal game. Written from the card data
(``engine/data/tta/cards.json``); the abilities and the one-shot cards (events, aggressions,
wars, pacts, action cards) have their own phrases (``engine.tta.texts_military`` for the
military deck). Each phrase is a message of the catalogue and each term the glossary's; a
card's line is made once per language (``summary`` caches it by ``language()``).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from engine.tta.cards import URBAN, Card, cards
from engine.tta.terms import term
from engine.tta.texts_military import military_summary
from i18n.catalog import N_, PSEUDO, SOURCE, _, language, n_, p_

# A figure of a card, ``signed`` its number with its sign ("+2 culture"); the actions are
# counted (``n_``).
FIGURES = {
    "culture": N_("{signed} culture"),
    "science": N_("{signed} science"),
    "strength": N_("{signed} strength"),
    "happy": N_("{signed} happy"),
    "colonization": N_("{signed} colonization"),
    "civil_hand_limit": N_("{signed} civil hand limit"),
    "military_hand_limit": N_("{signed} military hand limit"),
}
FIGURE_ORDER = (
    "culture",
    "science",
    "strength",
    "happy",
    "civil_actions",
    "military_actions",
    "colonization",
    "civil_hand_limit",
    "military_hand_limit",
)
# The English name of each kind of technology (the glossary names it in other languages).
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
# The buildings an action card builds or upgrades, as its phrase names them (the object of
# "build or upgrade": a language with cases says it in the case that verb takes).
BUILDINGS = {
    ("farm", "mine"): N_("a farm or mine"),
    URBAN: N_("an urban building (lab, temple, library, arena or theater)"),
    ("farm", "mine", *URBAN): N_("a farm, mine or urban building"),
}
ABILITIES = {
    "strength_per_unit": N_("+{n} strength per military unit"),
    "strength_per_unit_type": N_("+{n} strength per type of unit"),
    "political_retire": N_("political action: leaves play for its reward"),
    "science_per_technology_taken": N_("+{n} science per technology card taken"),
    "military_action_as_civil_per_turn": N_("once a turn a military action becomes a civil one"),
    "leader_take_discount": N_("leaders cost {n} civil action less to take"),
    "military_resources_per_turn": N_("+{n} resource a turn for units"),
    "tuck_under_wonder": N_("when replaced may go under a wonder"),
    "second_political_action_once": N_("once a game two political actions"),
    "population_food_discount": N_("population costs {n} food less"),
    "population_and_unit_for_military_action": N_("1 military action: population and a unit, cheaper"),
    "infantry_as_cavalry": N_("infantry may fill cavalry places"),
    "culture_if_among_strongest": N_("culture at turn end if among the strongest"),
    "strength_per_happy_on_temples_and_government": N_(
        "+1 strength per happy face of temples and government"
    ),
    "sees_next_event": N_("sees the next event"),
    "best_lab_or_library_science_per_level": N_("best lab or library gives its level in science"),
    "resources_per_technology_developed": N_("+{n} resource per technology developed"),
    "civil_action_back_per_technology_developed": N_("a civil action back per technology developed"),
    "culture_per_technology_developed": N_("+{n} culture per technology developed"),
    "culture_per_happy_on_temples_theaters_wonders": N_("+1 culture per happy temple, theater, wonder face"),
    "no_wonder_surcharge": N_("wonders cost no extra action to take"),
    "culture_per_theater": N_("+{n} culture per theater"),
    "theater_science_discount": N_("theaters {n} science cheaper"),
    "upgrade_to_theater_per_turn": N_("once a turn: any urban building to a theater"),
    "colonization_discards": N_("discards military cards to colonize"),
    "colony_culture": N_("culture for colonies"),
    "revolution_with_military_actions": N_("revolutions with military actions"),
    "culture_per_revolution": N_("+{n} culture per revolution"),
    "library_theater_discount": N_("libraries and theaters cheaper beside each other"),
    "culture_per_library_theater_pair": N_("+{n} culture per library-theater pair"),
    "labs_produce_resources": N_("labs produce resources"),
    "best_theater_culture_doubled": N_("best theater's culture doubled"),
    "may_not_attack": N_("may not attack"),
    "attack_cost_multiplier": N_("attacks on him cost double"),
    "lab_culture_per_level": N_("labs give their level in culture"),
    "lab_science_modifier": N_("labs give 1 science less"),
    "choice_per_turn": N_("each turn 3 culture, or 3 science and 3 resources for the army"),
    "strength_per_infantry": N_("+{n} strength per infantry"),
    "strength_per_artillery": N_("+{n} strength per artillery"),
    "extra_happy_per_happy_source": N_("+1 happy on each happy card"),
    "free_population_per_turn": N_("a free population each turn"),
    "best_mine_produces_double": N_("best mine produces twice"),
}
COMPLETION = {
    "culture_per_farm_mine_worker": N_("culture for every worker when completed"),
    "culture_per_technology_level": N_("culture per technology level when completed"),
    "theater_library_culture_times": N_("theaters' and libraries' culture again when completed"),
    "urban_building_output": N_("urban buildings' output in culture when completed"),
}
ACTION_KINDS = {
    "score": N_("score {science} science and {culture} culture"),
    "wonder_stage": N_("build a wonder stage, {discount} resources cheaper"),
    "increase_population": N_("increase population, {food_back} food back"),
    "patriotism": N_("+{military_actions} military action and {military_resources} resources for units"),
    "gain": N_("gain {food} food and {resources} resources"),
    "gain_choice": N_("gain {amount} food or resources"),
    "develop": N_("develop a technology, {science_back} science back"),
    "military_resources_per_stronger": N_("resources for units per stronger civilization"),
    "culture_per_more_cultured": N_("culture per civilization with more culture"),
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


def card_name(cid: str) -> str:
    """The card's name in the language spoken (the glossary's, with its age where ``name``
    adds it); in English exactly ``name``. A card the glossary lacks keeps its English name."""
    english = name(cid)
    c = cards().get(cid)
    if c is None or english == c.name:
        return term("cards", cid, english)
    return term("cards", cid, english) if language() in (SOURCE, PSEUDO) else f"{printed(cid)} ({c.age})"


def printed(cid: str) -> str:
    """The card's printed name alone (no age) in the language spoken, as prompts name it."""
    c = cards().get(cid)
    return term("cards", cid, c.name) if c is not None else cid


def kind_name(kind: str) -> str:
    """A technology's kind (``mine``, ``air_force``) as the language spoken names it (the
    glossary's); in English the id itself, as the refusals have always written it."""
    return term("technology_kinds", kind, kind)


def phase_title(phase: str, english: str) -> str:
    """A phase's title in the language spoken (the glossary's); ``english`` is its English
    title (``engine.tta.flow.PHASE_TITLES``)."""
    return term("phases", phase, english)


def _figure(key: str, n: int) -> str:
    signed = f"{n:+d}"
    if key == "civil_actions":
        return n_("{signed} civil action", "{signed} civil actions", abs(n), signed=signed)
    if key == "military_actions":
        return n_("{signed} military action", "{signed} military actions", abs(n), signed=signed)
    return _(FIGURES[key], signed=signed)


def figures(values: dict[str, int]) -> str:
    return " ".join(_figure(key, values[key]) for key in FIGURE_ORDER if values.get(key, 0))


def _kind(kind: str) -> str:
    return term("technology_kinds", kind, KIND_NAMES.get(kind, kind))


def buildings(kinds: list[str]) -> str:
    """Which buildings an action card builds or upgrades: "a farm or mine", "an urban building
    (lab, temple, library, arena or theater)", "a farm, mine or urban building"."""
    phrase = BUILDINGS.get(tuple(kinds))
    if phrase is not None:
        return _(phrase)
    return ", ".join(_kind(k) for k in kinds)


def _action_phrase(c: Card) -> str:
    kind = str(c.effect.get("kind", ""))
    fields = dict(c.effect)
    if "kinds" in c.effect:
        fields["buildings"] = buildings(list(c.effect["kinds"]))
    if kind in ("build_or_upgrade", "upgrade"):
        return _discounted(kind, fields)
    phrase = ACTION_KINDS.get(kind)
    return _(phrase, **fields) if phrase else kind


def _discounted(kind: str, fields: dict[str, object]) -> str:
    n = int(str(fields["discount"]))
    if kind == "upgrade":
        return n_(
            "upgrade {buildings}, {n} resource cheaper",
            "upgrade {buildings}, {n} resources cheaper",
            n,
            **fields,
        )
    return n_(
        "build or upgrade {buildings}, {n} resource cheaper",
        "build or upgrade {buildings}, {n} resources cheaper",
        n,
        **fields,
    )


def _abilities(c: Card) -> list[str]:
    out = []
    for key, value in c.abilities.items():
        phrase = ABILITIES.get(key)
        if phrase is None:
            out.append(key.replace("_", " "))
        else:
            out.append(_(phrase, n=value) if "{n}" in phrase else _(phrase))
    return out


def _produces(c: Card) -> str:
    if c.kind == "farm":
        return n_("{n} food", "{n} foods", c.token_value)
    return n_("{n} resource", "{n} resources", c.token_value)


def _technology(c: Card) -> str:
    parts = [_kind(c.kind)]
    if c.kind in ("farm", "mine"):
        parts.append(_produces(c))
    elif c.per_worker:
        parts.append(_("{figures} each", figures=figures(c.per_worker)))
    if c.kind == "government":
        parts.append(
            _(
                "{civil}/{military} actions, {limit} buildings a type",
                civil=c.civil_actions,
                military=c.military_actions,
                limit=c.building_limit,
            )
        )
    if c.flat:
        parts.append(figures(c.flat))
    if c.urban_discount:
        parts.append(_("urban buildings cheaper"))
    if c.wonder_stages_per_action > 1:
        parts.append(
            n_("{n} wonder stage an action", "{n} wonder stages an action", c.wonder_stages_per_action)
        )
    costs = []
    if c.build_cost:
        costs.append(_("build {n}", n=c.build_cost))
    if c.science_cost is not None:
        costs.append(p_("card cost", "{n} science", n=c.science_cost))
    if c.revolution_cost is not None:
        costs.append(_("revolution {n}", n=c.revolution_cost))
    return ", ".join(p for p in parts if p) + (" · " + ", ".join(costs) if costs else "")


def _wonder(c: Card) -> str:
    done = [_(COMPLETION[k]) for k in c.on_completion if k in COMPLETION]
    effects = ", ".join(filter(None, [figures(c.flat), *_abilities(c), *done]))
    return _(
        "wonder: {effects} · stages {stages}",
        effects=effects or _("see the card"),
        stages="+".join(map(str, c.stages)),
    )


def summary(cid: str) -> str:
    """One line: what the card is and does, with its costs, in the language spoken."""
    return _summary(language(), cid)


@cache
def _summary(lang: str, cid: str) -> str:
    """``summary`` in ``lang``, the language spoken when it is called (the cache's key)."""
    c = cards().get(cid)
    if c is None:
        return cid
    if c.deck == "military":
        return military_summary(c)
    if c.type == "technology":
        return _technology(c)
    if c.type == "leader":
        return _("leader: {effects}", effects=", ".join(filter(None, [figures(c.flat), *_abilities(c)])))
    if c.type == "wonder":
        return _wonder(c)
    if c.type == "action":
        return _("action card: {effect}", effect=_action_phrase(c))
    return c.type


def line(cid: str) -> str:
    """``Name — summary``, in the language spoken (in English the name is ``name``)."""
    return f"{card_name(cid)} — {summary(cid)}"


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
