"""Through the Ages' narrator: a sentence for every public event it declares (names, not ids;
amounts with their words; nothing but what the event says), and the lines its private events
give their addressee (the military cards he drew, the next event Joan of Arc shows him).
``engine.narrate`` tells them; the bot's thread and log, the terminal, the demo log and the
golden transcripts all read the same words.
"""

from __future__ import annotations

from typing import Any

from engine.core.narrate import Narrator, Sentence, Words
from engine.core.words import count as plural
from engine.tta.texts import name


def amounts(d: dict[str, Any], keys: tuple[str, ...] = ("food", "resources", "science", "culture")) -> str:
    words = {
        "food": "food",
        "resources": "resource",
        "science": "science",
        "culture": "culture",
        "population": "population",
    }
    parts = []
    for key in keys:
        n = int(d.get(key, 0) or 0)
        if n:
            parts.append(
                plural(n, words[key], key if key in ("food", "science", "culture", "population") else None)
            )
    return ", ".join(parts) or "nothing"


def cards(ids: list[str]) -> str:
    return ", ".join(name(c) for c in ids) or "nothing"


REASONS = {
    "antiquated": "it is antiquated",
    "attacked": "one side attacked the other",
    "cancelled": "it was cancelled",
    "iconoclasm": "of Iconoclasm",
    "infiltrated": "of an infiltration",
    "replaced": "a new leader took the place",
    "resigned": "a player resigned",
    "retired": "it was retired for its reward",
}


def _production(d: dict[str, Any], who: Words) -> str:
    parts = [
        f"+{d['culture']} culture",
        f"+{d['science']} science",
        f"+{d['food']} food",
        f"+{d['resources']} resources",
    ]
    if d.get("corruption"):
        parts.append(f"{d['corruption']} lost to corruption")
    if d.get("consumption"):
        parts.append(f"{d['consumption']} food eaten")
    if d.get("starvation_culture"):
        parts.append(f"{d['starvation_culture']} culture lost to hunger")
    return f"{who(d['player'])} produces: " + ", ".join(parts) + "."


def _defended(d: dict[str, Any], who: Words) -> str:
    extra = f", playing {plural(d['cards'], 'card')}" if d.get("cards") else ""
    return f"{who(d['player'])} defends with strength {d['strength']} against {d['attack']}{extra}."


def _war(d: dict[str, Any], who: Words) -> str:
    a, b = who(d["declarer"]), who(d["target"])
    if d["attack"] == d["defence"]:
        outcome = "a draw, nothing happens"
    elif d["attack"] > d["defence"]:
        outcome = f"{a} wins"
    else:
        outcome = f"{b} wins"
    return f"{name(d['card'])} between {a} ({d['attack']}) and {b} ({d['defence']}): {outcome}."


def _gained(d: dict[str, Any], who: Words) -> str:
    return f"{who(d['player'])} gains {amounts(d)}."


def _lost(d: dict[str, Any], who: Words) -> str:
    return f"{who(d['player'])} loses {amounts(d)}."


def _colony_bonus(d: dict[str, Any], who: Words) -> str | None:
    got = amounts(d, ("resources", "food", "science", "culture", "population"))
    return f"{who(d['player'])} gains {got} from the colony."


def _force(d: dict[str, Any], who: Words) -> str:
    units = ", ".join(f"{n} {name(c)}" for c, n in d["units"].items() if n) or "no units"
    bonus = f" and {plural(d['bonus'], 'bonus card')}" if d.get("bonus") else ""
    return f"{who(d['player'])} sends {units}{bonus} to colonize."


def _culture(d: dict[str, Any], who: Words) -> str | None:
    n = int(d.get("culture", 0))
    source = f" ({name(d['card'])})" if d.get("card") else ""
    if not n:
        return f"{who(d['player'])} scores no culture{source}."
    verb = "scores" if n > 0 else "loses"
    return f"{who(d['player'])} {verb} {abs(n)} culture{source}."


def _science(d: dict[str, Any], who: Words) -> str | None:
    n = int(d.get("science", 0))
    if not n:
        return None
    return f"{who(d['player'])} {'scores' if n > 0 else 'loses'} {abs(n)} science."


def _antiquated(d: dict[str, Any], who: Words) -> str:
    parts = []
    if d.get("civil"):
        parts.append(cards(d["civil"]))
    if d.get("military"):
        parts.append(plural(d["military"], "military card"))
    return f"{who(d['player'])} discards antiquated cards: {' and '.join(parts)}."


PUBLIC: dict[str, Sentence] = {
    "tta_turn_started": lambda d, w: f"{w(d['player'])}'s turn (round {d['round']})",
    "tta_round_started": lambda d, w: f"Round {d['round']}",
    "tta_age_began": lambda d, w: f"Age {d['age']} begins (Age {d['ended']} is over).",
    "tta_last_round": lambda d, w: f"Round {d['round']} is the last round.",
    "tta_row_discarded": lambda d, w: f"Leaving the row: {cards(d['cards'])}.",
    "tta_row_dealt": lambda d, w: f"Dealt into the row: {cards(d['cards'])}.",
    "tta_actions_ended": lambda d, w: f"{w(d['player'])} ends their actions.",
    "tta_answer_received": lambda d, w: f"{w(d['player'])} has answered.",
    "tta_card_taken": lambda d, w: f"{w(d['player'])} takes {name(d['card'])} (space {d['slot']}).",
    "tta_population_increased": lambda d, w: (
        f"{w(d['player'])} increases population" + (f" for {d['food']} food." if d.get("food") else ".")
    ),
    "tta_population_gained": lambda d, w: (
        f"{w(d['player'])} gains "
        + (
            plural(d["count"], "population", "population")
            if "count" in d
            else f"a population ({name(d['card'])})"
        )
        + "."
    ),
    "tta_population_lost": lambda d, w: (
        f"{w(d['player'])} loses {plural(d['count'], 'population', 'population')}."
    ),
    "tta_built": lambda d, w: (
        f"{w(d['player'])} builds {name(d['tech'])}"
        + (f" for {plural(d['resources'], 'resource')}." if d.get("resources") else ".")
    ),
    "tta_upgraded": lambda d, w: (
        f"{w(d['player'])} upgrades {name(d['source'])} to {name(d['target'])}"
        + (f" for {plural(d['resources'], 'resource')}." if d.get("resources") else ".")
    ),
    "tta_destroyed": lambda d, w: (
        f"{w(d['player'])}'s {name(d['tech'])} is destroyed" + (f" by {w(d['by'])}." if d.get("by") else ".")
    ),
    "tta_free_build_declined": lambda d, w: f"{w(d['player'])} does not build the free {name(d['tech'])}.",
    "tta_unit_built": lambda d, w: f"{w(d['player'])} builds a unit of {name(d['tech'])}.",
    "tta_unit_upgraded": lambda d, w: (
        f"{w(d['player'])} upgrades {name(d['source'])} to {name(d['target'])}."
    ),
    "tta_unit_disbanded": lambda d, w: f"{w(d['player'])} disbands a unit of {name(d['tech'])}.",
    "tta_leader_played": lambda d, w: f"{w(d['player'])} plays the leader {name(d['card'])}.",
    "tta_leader_left": lambda d, w: (
        f"{name(d['card'])} leaves {w(d['player'])}'s civilization "
        f"(because {REASONS.get(d['reason'], d['reason'])})."
    ),
    "tta_homer_tucked": lambda d, w: f"{w(d['player'])} slides Homer under {name(d['wonder'])}.",
    "tta_wonder_stage": lambda d, w: f"{w(d['player'])} builds {name(d['card'])} to stage {d['stages']}.",
    "tta_wonder_completed": lambda d, w: f"{w(d['player'])} completes {name(d['card'])}.",
    "tta_wonder_removed": lambda d, w: (
        f"{w(d['player'])}'s unfinished {name(d['card'])} is lost "
        f"(because {REASONS.get(d['reason'], d['reason'])})."
    ),
    "tta_wonder_ruined": lambda d, w: f"{w(d['player'])}'s {name(d['card'])} is ruined by time.",
    "tta_technology_developed": lambda d, w: f"{w(d['player'])} develops {name(d['card'])}.",
    "tta_technology_discarded": lambda d, w: (
        f"{w(d['player'])} keeps {name(d['kept'])} and discards {name(d['card'])}."
    ),
    "tta_revolution": lambda d, w: f"{w(d['player'])} declares a revolution: {name(d['card'])}.",
    "tta_action_card_played": lambda d, w: f"{w(d['player'])} plays {name(d['card'])}.",
    "tta_action_exchanged": lambda d, w: f"{w(d['player'])} turns a military action into a civil one.",
    "tta_trade_routes_chosen": lambda d, w: (
        f"{w(d['player'])} will pay 1 {d['instead']} instead of 1 of the {d['pays']} of their next payment "
        "(Trade Routes Agreement)."
    ),
    "tta_churchill_military": lambda d, w: (
        f"{w(d['player'])} takes Churchill's science and resources for the army."
    ),
    "tta_tactic_played": lambda d, w: f"{w(d['player'])} plays the tactic {name(d['card'])}.",
    "tta_tactic_copied": lambda d, w: f"{w(d['player'])} copies the tactic {name(d['card'])}.",
    "tta_tactic_common": lambda d, w: f"{name(d['card'])} becomes a common tactic.",
    "tta_production": _production,
    "tta_uprising": lambda d, w: (
        f"Uprising in {w(d['player'])}'s civilization: {d['discontent']} discontent against "
        f"{plural(d['unused'], 'unused worker')}; no production."
    ),
    "tta_military_drawn": lambda d, w: f"{w(d['player'])} draws {plural(d['count'], 'military card')}.",
    "tta_military_discarded": lambda d, w: (
        f"{w(d['player'])} discards {plural(d['count'], 'military card')}."
    ),
    "tta_antiquated_hand": _antiquated,
    "tta_yellow_lost": lambda d, w: (
        f"{w(d['player'])} loses {plural(d['tokens'], 'yellow token')}." if d.get("tokens") else None
    ),
    "tta_blue_lost": lambda d, w: (
        f"{w(d['player'])} loses {plural(d['tokens'], 'blue token')}." if d.get("tokens") else None
    ),
    "tta_political_given_up": lambda d, w: f"{w(d['player'])} gives up the political phase.",
    "tta_political_skipped": lambda d, w: (
        f"{w(d['player'])} has no political action to take: the political phase is skipped."
    ),
    "tta_political_action_pledged": lambda d, w: f"{w(d['player'])} will give up the next political phase.",
    "tta_event_prepared": lambda d, w: f"{w(d['player'])} prepares an event (+{d['culture']} culture).",
    "tta_event_revealed": lambda d, w: f"Event: {name(d['card'])}.",
    "tta_events_renewed": lambda d, w: (
        f"The future events become the current events ({plural(d['count'], 'card')})."
    ),
    "tta_no_effect": lambda d, w: f"{name(d['card'])} has no effect.",
    "tta_gained": _gained,
    "tta_lost": _lost,
    "tta_food_gained": lambda d, w: f"{w(d['player'])} gains {plural(d['food'], 'food', 'food')}.",
    "tta_resources_gained": lambda d, w: (
        f"{w(d['player'])} gains {plural(d['resources'], 'resource')} ({name(d['card'])})."
    ),
    "tta_culture_scored": _culture,
    "tta_science_scored": _science,
    "tta_points_scored": lambda d, w: f"{w(d['player'])} scores {amounts(d, ('science', 'culture'))}.",
    "tta_civil_actions_lost": lambda d, w: f"{w(d['player'])} loses {plural(d['count'], 'civil action')}.",
    "tta_aggression_played": lambda d, w: (
        f"{w(d['player'])} plays {name(d['card'])} against {w(d['target'])}."
    ),
    "tta_defended": _defended,
    "tta_aggression_failed": lambda d, w: f"{w(d['target'])} repels {name(d['card'])}.",
    "tta_aggression_succeeded": lambda d, w: f"{name(d['card'])} succeeds against {w(d['target'])}.",
    "tta_nothing_to_raid": lambda d, w: f"{w(d['target'])} has nothing to raid.",
    "tta_nothing_to_annex": lambda d, w: f"{w(d['target'])} has no colony to annex.",
    "tta_nothing_to_infiltrate": lambda d, w: f"{w(d['target'])} has nothing to infiltrate.",
    "tta_taken": lambda d, w: f"{w(d['player'])} takes {amounts(d)} from {w(d['victim'])}.",
    "tta_raided": lambda d, w: (
        f"{w(d['player'])} destroys {cards(d['destroyed'])} of {w(d['victim'])} "
        f"and gains {plural(d['resources'], 'resource')}."
    ),
    "tta_colony_annexed": lambda d, w: f"{w(d['player'])} annexes {name(d['card'])} from {w(d['victim'])}.",
    "tta_science_taken": lambda d, w: f"{w(d['player'])} takes {d['science']} science from {w(d['victim'])}.",
    "tta_culture_taken": lambda d, w: f"{w(d['player'])} takes {d['culture']} culture from {w(d['victim'])}.",
    "tta_yellow_taken": lambda d, w: (
        f"{w(d['player'])} takes {plural(d['tokens'], 'yellow token')} from {w(d['victim'])}."
    ),
    "tta_technology_stolen": lambda d, w: f"{w(d['player'])} takes {name(d['card'])} from {w(d['victim'])}.",
    "tta_war_declared": lambda d, w: f"{w(d['player'])} declares {name(d['card'])} on {w(d['target'])}.",
    "tta_war_resolved": _war,
    "tta_pact_offered": lambda d, w: (
        f"{w(d['player'])} offers {w(d['target'])} the pact {name(d['card'])} (taking side {d['side']})."
    ),
    "tta_pact_made": lambda d, w: f"{w(d['owner'])} and {w(d['partner'])} make the pact {name(d['card'])}.",
    "tta_pact_declined": lambda d, w: f"{w(d['partner'])} declines {name(d['card'])}.",
    "tta_pact_ended": lambda d, w: (
        f"The pact {name(d['card'])} between {w(d['owner'])} and "
        f"{w(d['partner'])} ends (because {REASONS.get(d['reason'], d['reason'])})."
    ),
    "tta_bid": lambda d, w: f"{w(d['player'])} bids {d['amount']}.",
    "tta_bid_passed": lambda d, w: f"{w(d['player'])} passes.",
    "tta_auction_won": lambda d, w: f"{w(d['player'])} wins the auction with {d['bid']}.",
    "tta_territory_unclaimed": lambda d, w: f"Nobody colonizes {name(d['card'])}.",
    "tta_force_sent": _force,
    "tta_colonized": lambda d, w: f"{w(d['player'])} colonizes {name(d['card'])}.",
    "tta_colony_bonus": _colony_bonus,
    "tta_colony_lost": lambda d, w: f"{w(d['player'])} loses the colony {name(d['card'])}.",
    "tta_terrorism": lambda d, w: (
        f"{w(d['player'])}, the least cultured, strikes at every other civilization."
    ),
    "tta_resigned": lambda d, w: f"{w(d['player'])} resigns.",
    "tta_final_scoring": lambda d, w: "The last round is over: final scoring.",
    "tta_game_over": lambda d, w: (
        "The game is over. "
        + ("Winner: " if len(d["winners"]) == 1 else "Winners: ")
        + (", ".join(w(p) for p in d["winners"]) or "nobody")
        + "."
    ),
}


PRIVATE: dict[str, Sentence] = {
    "tta_military_cards": lambda d, w: f"You draw: {cards(list(d['cards']))}.",
    "tta_next_event_seen": lambda d, w: f"Joan of Arc shows you the next event: {name(d['card'])}.",
}

HEADINGS = {"tta_round_started": 1, "tta_turn_started": 2}
# Told as they happen (a player waiting sees who has answered), left out of a game's log: what
# the answers were is told when the step resolves.
DETAILS = frozenset({"tta_answer_received", "tta_actions_ended"})

NARRATOR = Narrator(PUBLIC, PRIVATE, HEADINGS, details=DETAILS, cards=name)
