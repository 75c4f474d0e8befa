"""Through the Ages events as sentences, for the bot's game thread, the demo's game log and the
terminal game: names, not ids; amounts with their words; nothing but what the event says.

``sentence(e, who)`` tells a public event in the third person (None for an event not worth a
line, and for every private event: a line built from it could reach a channel);
``private_sentence(e, who)`` tells the player an event addressed to him alone (the military
cards he drew, the next event Joan of Arc shows him). ``who`` turns a seat id into the name to
print.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.events import Event
from engine.tta.texts import name

Who = Callable[[str], str]
Teller = Callable[[Who, dict[str, Any]], str | None]


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else many or word + 's'}"


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


def _production(who: Who, d: dict[str, Any]) -> str:
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


def _defended(who: Who, d: dict[str, Any]) -> str:
    extra = f", playing {plural(d['cards'], 'card')}" if d.get("cards") else ""
    return f"{who(d['player'])} defends with strength {d['strength']} against {d['attack']}{extra}."


def _war(who: Who, d: dict[str, Any]) -> str:
    a, b = who(d["declarer"]), who(d["target"])
    if d["attack"] == d["defence"]:
        outcome = "a draw: nothing happens"
    elif d["attack"] > d["defence"]:
        outcome = f"{a} wins"
    else:
        outcome = f"{b} wins"
    return f"⚔️ {name(d['card'])} between {a} ({d['attack']}) and {b} ({d['defence']}): {outcome}."


def _gained(who: Who, d: dict[str, Any]) -> str:
    return f"{who(d['player'])} gains {amounts(d)}."


def _lost(who: Who, d: dict[str, Any]) -> str:
    return f"{who(d['player'])} loses {amounts(d)}."


def _colony_bonus(who: Who, d: dict[str, Any]) -> str | None:
    got = amounts(d, ("resources", "food", "science", "culture", "population"))
    return None if got == "nothing" else f"{who(d['player'])} gains {got} from the colony."


def _force(who: Who, d: dict[str, Any]) -> str:
    units = ", ".join(f"{n} {name(c)}" for c, n in d["units"].items() if n) or "no units"
    bonus = f" and {plural(d['bonus'], 'bonus card')}" if d.get("bonus") else ""
    return f"{who(d['player'])} sends {units}{bonus} to colonize."


def _culture(who: Who, d: dict[str, Any]) -> str | None:
    n = int(d.get("culture", 0))
    if not n:
        return None
    source = f" ({name(d['card'])})" if d.get("card") else ""
    verb = "scores" if n > 0 else "loses"
    return f"{who(d['player'])} {verb} {abs(n)} culture{source}."


def _science(who: Who, d: dict[str, Any]) -> str | None:
    n = int(d.get("science", 0))
    if not n:
        return None
    return f"{who(d['player'])} {'scores' if n > 0 else 'loses'} {abs(n)} science."


def _antiquated(who: Who, d: dict[str, Any]) -> str:
    parts = []
    if d.get("civil"):
        parts.append(cards(d["civil"]))
    if d.get("military"):
        parts.append(plural(d["military"], "military card"))
    return f"{who(d['player'])} discards antiquated cards: {' and '.join(parts)}."


TELLERS: dict[str, Teller] = {
    "tta_turn_started": lambda w, d: f"**{w(d['player'])}'s turn** (round {d['round']}).",
    "tta_round_started": lambda w, d: f"**Round {d['round']}** begins.",
    "tta_age_began": lambda w, d: f"🏛️ **Age {d['age']}** begins (Age {d['ended']} is over).",
    "tta_last_round": lambda w, d: f"Round {d['round']} is the last round.",
    "tta_row_discarded": lambda w, d: f"Leaving the row: {cards(d['cards'])}.",
    "tta_row_dealt": lambda w, d: f"Dealt into the row: {cards(d['cards'])}.",
    "tta_actions_ended": lambda w, d: None,
    "tta_answer_received": lambda w, d: f"{w(d['player'])} has answered.",
    "tta_card_taken": lambda w, d: f"{w(d['player'])} takes {name(d['card'])} (space {d['slot']}).",
    "tta_population_increased": lambda w, d: (
        f"{w(d['player'])} increases population" + (f" for {d['food']} food." if d.get("food") else ".")
    ),
    "tta_population_gained": lambda w, d: (
        f"{w(d['player'])} gains "
        + (
            plural(d["count"], "population", "population")
            if "count" in d
            else f"a population ({name(d['card'])})"
        )
        + "."
    ),
    "tta_population_lost": lambda w, d: (
        f"{w(d['player'])} loses {plural(d['count'], 'population', 'population')}."
    ),
    "tta_built": lambda w, d: (
        f"{w(d['player'])} builds {name(d['tech'])}"
        + (f" for {plural(d['resources'], 'resource')}." if d.get("resources") else ".")
    ),
    "tta_upgraded": lambda w, d: (
        f"{w(d['player'])} upgrades {name(d['source'])} to {name(d['target'])}"
        + (f" for {plural(d['resources'], 'resource')}." if d.get("resources") else ".")
    ),
    "tta_destroyed": lambda w, d: (
        f"{w(d['player'])}'s {name(d['tech'])} is destroyed" + (f" by {w(d['by'])}." if d.get("by") else ".")
    ),
    "tta_unit_built": lambda w, d: f"{w(d['player'])} builds a unit of {name(d['tech'])}.",
    "tta_unit_upgraded": lambda w, d: (
        f"{w(d['player'])} upgrades {name(d['source'])} to {name(d['target'])}."
    ),
    "tta_unit_disbanded": lambda w, d: f"{w(d['player'])} disbands a unit of {name(d['tech'])}.",
    "tta_leader_played": lambda w, d: f"{w(d['player'])} plays the leader {name(d['card'])}.",
    "tta_leader_left": lambda w, d: (
        f"{name(d['card'])} leaves {w(d['player'])}'s civilization "
        f"(because {REASONS.get(d['reason'], d['reason'])})."
    ),
    "tta_homer_tucked": lambda w, d: f"{w(d['player'])} slides Homer under {name(d['wonder'])}.",
    "tta_wonder_stage": lambda w, d: f"{w(d['player'])} builds {name(d['card'])} to stage {d['stages']}.",
    "tta_wonder_completed": lambda w, d: f"🏛️ {w(d['player'])} completes {name(d['card'])}.",
    "tta_wonder_removed": lambda w, d: (
        f"{w(d['player'])}'s unfinished {name(d['card'])} is lost "
        f"(because {REASONS.get(d['reason'], d['reason'])})."
    ),
    "tta_wonder_ruined": lambda w, d: f"{w(d['player'])}'s {name(d['card'])} is ruined by time.",
    "tta_technology_developed": lambda w, d: f"{w(d['player'])} develops {name(d['card'])}.",
    "tta_technology_discarded": lambda w, d: (
        f"{w(d['player'])} keeps {name(d['kept'])} and discards {name(d['card'])}."
    ),
    "tta_revolution": lambda w, d: f"✊ {w(d['player'])} declares a revolution: {name(d['card'])}.",
    "tta_action_card_played": lambda w, d: f"{w(d['player'])} plays {name(d['card'])}.",
    "tta_action_exchanged": lambda w, d: f"{w(d['player'])} turns a military action into a civil one.",
    "tta_trade_routes_chosen": lambda w, d: (
        f"{w(d['player'])} will pay 1 {d['instead']} for 1 of the {d['pays']} of the next payment "
        "(Trade Routes Agreement)."
    ),
    "tta_churchill_military": lambda w, d: (
        f"{w(d['player'])} takes Churchill's science and resources for the army."
    ),
    "tta_tactic_played": lambda w, d: f"{w(d['player'])} plays the tactic {name(d['card'])}.",
    "tta_tactic_copied": lambda w, d: f"{w(d['player'])} copies the tactic {name(d['card'])}.",
    "tta_tactic_common": lambda w, d: f"{name(d['card'])} becomes a common tactic.",
    "tta_production": _production,
    "tta_uprising": lambda w, d: (
        f"🔥 Uprising in {w(d['player'])}'s civilization: {d['discontent']} "
        f"discontent against {d['unused']} unused workers; no production."
    ),
    "tta_military_drawn": lambda w, d: f"{w(d['player'])} draws {plural(d['count'], 'military card')}.",
    "tta_military_discarded": lambda w, d: (
        f"{w(d['player'])} discards {plural(d['count'], 'military card')}."
    ),
    "tta_antiquated_hand": _antiquated,
    "tta_yellow_lost": lambda w, d: (
        f"{w(d['player'])} loses {plural(d['tokens'], 'yellow token')}." if d.get("tokens") else None
    ),
    "tta_blue_lost": lambda w, d: (
        f"{w(d['player'])} loses {plural(d['tokens'], 'blue token')}." if d.get("tokens") else None
    ),
    "tta_political_given_up": lambda w, d: f"{w(d['player'])} gives up the political phase.",
    "tta_political_skipped": lambda w, d: (
        f"{w(d['player'])} has no political action to take: the political phase is skipped."
    ),
    "tta_political_action_pledged": lambda w, d: f"{w(d['player'])} will give up the next political phase.",
    "tta_event_prepared": lambda w, d: f"{w(d['player'])} prepares an event (+{d['culture']} culture).",
    "tta_event_revealed": lambda w, d: f"📜 Event: **{name(d['card'])}**.",
    "tta_events_renewed": lambda w, d: (
        f"The future events become the current events ({plural(d['count'], 'card')})."
    ),
    "tta_no_effect": lambda w, d: f"{name(d['card'])} has no effect.",
    "tta_gained": _gained,
    "tta_lost": _lost,
    "tta_food_gained": lambda w, d: f"{w(d['player'])} gains {plural(d['food'], 'food', 'food')}.",
    "tta_resources_gained": lambda w, d: (
        f"{w(d['player'])} gains {plural(d['resources'], 'resource')} ({name(d['card'])})."
    ),
    "tta_culture_scored": _culture,
    "tta_science_scored": _science,
    "tta_points_scored": lambda w, d: f"{w(d['player'])} scores {amounts(d, ('science', 'culture'))}.",
    "tta_civil_actions_lost": lambda w, d: f"{w(d['player'])} loses {plural(d['count'], 'civil action')}.",
    "tta_aggression_played": lambda w, d: (
        f"⚔️ {w(d['player'])} plays {name(d['card'])} against {w(d['target'])}."
    ),
    "tta_defended": _defended,
    "tta_aggression_failed": lambda w, d: f"{w(d['target'])} repels {name(d['card'])}.",
    "tta_aggression_succeeded": lambda w, d: f"{name(d['card'])} succeeds against {w(d['target'])}.",
    "tta_nothing_to_raid": lambda w, d: f"{w(d['target'])} has nothing to raid.",
    "tta_nothing_to_annex": lambda w, d: f"{w(d['target'])} has no colony to annex.",
    "tta_nothing_to_infiltrate": lambda w, d: f"{w(d['target'])} has nothing to infiltrate.",
    "tta_taken": lambda w, d: f"{w(d['player'])} takes {amounts(d)} from {w(d['victim'])}.",
    "tta_raided": lambda w, d: (
        f"{w(d['player'])} destroys {cards(d['destroyed'])} of {w(d['victim'])} "
        f"and gains {plural(d['resources'], 'resource')}."
    ),
    "tta_colony_annexed": lambda w, d: f"{w(d['player'])} annexes {name(d['card'])} from {w(d['victim'])}.",
    "tta_science_taken": lambda w, d: f"{w(d['player'])} takes {d['science']} science from {w(d['victim'])}.",
    "tta_culture_taken": lambda w, d: f"{w(d['player'])} takes {d['culture']} culture from {w(d['victim'])}.",
    "tta_yellow_taken": lambda w, d: (
        f"{w(d['player'])} takes {plural(d['tokens'], 'yellow token')} from {w(d['victim'])}."
    ),
    "tta_technology_stolen": lambda w, d: f"{w(d['player'])} takes {name(d['card'])} from {w(d['victim'])}.",
    "tta_war_declared": lambda w, d: f"⚔️ {w(d['player'])} declares {name(d['card'])} on {w(d['target'])}.",
    "tta_war_resolved": _war,
    "tta_pact_offered": lambda w, d: (
        f"🤝 {w(d['player'])} offers {w(d['target'])} the pact {name(d['card'])} (taking side {d['side']})."
    ),
    "tta_pact_made": lambda w, d: (
        f"🤝 {w(d['owner'])} and {w(d['partner'])} make the pact {name(d['card'])}."
    ),
    "tta_pact_declined": lambda w, d: f"{w(d['partner'])} declines {name(d['card'])}.",
    "tta_pact_ended": lambda w, d: (
        f"The pact {name(d['card'])} between {w(d['owner'])} and "
        f"{w(d['partner'])} ends (because {REASONS.get(d['reason'], d['reason'])})."
    ),
    "tta_bid": lambda w, d: f"{w(d['player'])} bids {d['amount']}.",
    "tta_bid_passed": lambda w, d: f"{w(d['player'])} passes.",
    "tta_auction_won": lambda w, d: f"{w(d['player'])} wins the auction with {d['bid']}.",
    "tta_territory_unclaimed": lambda w, d: f"Nobody colonizes {name(d['card'])}.",
    "tta_force_sent": _force,
    "tta_colonized": lambda w, d: f"🏝️ {w(d['player'])} colonizes {name(d['card'])}.",
    "tta_colony_bonus": _colony_bonus,
    "tta_colony_lost": lambda w, d: f"{w(d['player'])} loses the colony {name(d['card'])}.",
    "tta_terrorism": lambda w, d: (
        f"{w(d['player'])}, the least cultured, strikes at every other civilization."
    ),
    "tta_resigned": lambda w, d: f"{w(d['player'])} resigns.",
    "tta_final_scoring": lambda w, d: "🏁 The last round is over: final scoring.",
    "tta_game_over": lambda w, d: (
        "🏆 The game is over. "
        + ("Winner: " if len(d["winners"]) == 1 else "Winners: ")
        + (", ".join(w(p) for p in d["winners"]) or "nobody")
        + "."
    ),
}


def plain(line: str) -> str:
    """A line without its Discord emphasis (for the terminal and text logs)."""
    return line.replace("**", "")


def sentence(e: Event, who: Who) -> str | None:
    """One line for a public event, or None (an event not worth a line, or a private one)."""
    if e.visible_to is not None:
        return None
    teller = TELLERS.get(e.kind)
    if teller is None:
        return f"{e.kind.removeprefix('tta_').replace('_', ' ').capitalize()}."
    return teller(who, e.data)


def private_sentence(e: Event, who: Who) -> str | None:
    """The line for the player an event is addressed to (None for a public event)."""
    if e.visible_to is None:
        return None
    if e.kind == "tta_military_cards":
        return f"You draw: {cards(list(e.data['cards']))}."
    if e.kind == "tta_next_event_seen":
        return f"Joan of Arc shows you the next event: {name(e.data['card'])}."
    return None
