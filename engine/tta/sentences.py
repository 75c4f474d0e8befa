"""Through the Ages' narrator: a sentence for every public event it declares (names, not ids;
amounts with their words; nothing but what the event says), and the lines its private events
give their addressee (the military cards he drew, the next event Joan of Arc shows him).
``engine.narrate`` tells them; the bot's thread and log, the terminal, the demo log and the
golden transcripts all read the same words.

Every sentence is a message of the catalogue (``i18n.catalog``), said in the language spoken
when it is told; cards are named as that language prints them (``card_name``). A sentence with
an optional part ("for 3 resources") is two messages, never an English fragment glued on.
"""

from __future__ import annotations

from typing import Any

from engine.core.narrate import Narrator, Sentence, Words
from engine.tta.texts import card_name as name
from i18n.catalog import N_, _, n_, p_, pN_


def _amount(key: str, n: int) -> str:
    if key == "food":
        return n_("{n} food", "{n} food", n)
    if key == "resources":
        return n_("{n} resource", "{n} resources", n)
    if key == "science":
        return n_("{n} science", "{n} science", n)
    if key == "culture":
        return n_("{n} culture", "{n} culture", n)
    return n_("{n} population", "{n} population", n)


def amounts(d: dict[str, Any], keys: tuple[str, ...] = ("food", "resources", "science", "culture")) -> str:
    parts = [_amount(key, n) for key in keys if (n := int(d.get(key, 0) or 0))]
    return ", ".join(parts) or _("nothing")


def cards(ids: list[str]) -> str:
    return ", ".join(name(c) for c in ids) or _("nothing")


REASONS = {
    "antiquated": N_("it is antiquated"),
    "attacked": N_("one side attacked the other"),
    "cancelled": N_("it was cancelled"),
    "iconoclasm": N_("of Iconoclasm"),
    "infiltrated": N_("of an infiltration"),
    "replaced": N_("a new leader took the place"),
    "resigned": N_("a player resigned"),
    "retired": N_("it was retired for its reward"),
}


# What Trade Routes Agreement lets a player pay with instead of the other.
PAYMENTS = {
    "food": pN_("trade routes payment", "food"),
    "resources": pN_("trade routes payment", "resources"),
}


def _payment(kind: str) -> str:
    return p_("trade routes payment", PAYMENTS[kind]) if kind in PAYMENTS else kind


def _because(d: dict[str, Any]) -> str:
    reason = d["reason"]
    return _(REASONS[reason]) if reason in REASONS else reason


def _production(d: dict[str, Any], who: Words) -> str:
    parts = [
        _("+{n} culture", n=d["culture"]),
        _("+{n} science", n=d["science"]),
        _("+{n} food", n=d["food"]),
        _("+{n} resources", n=d["resources"]),
    ]
    if d.get("corruption"):
        parts.append(_("{n} lost to corruption", n=d["corruption"]))
    if d.get("consumption"):
        parts.append(_("{n} food eaten", n=d["consumption"]))
    if d.get("starvation_culture"):
        parts.append(_("{n} culture lost to hunger", n=d["starvation_culture"]))
    return _("{player} produces: {amounts}.", player=who(d["player"]), amounts=", ".join(parts))


def _defended(d: dict[str, Any], who: Words) -> str:
    player, strength, attack = who(d["player"]), d["strength"], d["attack"]
    if d.get("cards"):
        return n_(
            "{player} defends with strength {strength} against {attack}, playing {n} card.",
            "{player} defends with strength {strength} against {attack}, playing {n} cards.",
            d["cards"],
            player=player,
            strength=strength,
            attack=attack,
        )
    return _(
        "{player} defends with strength {strength} against {attack}.",
        player=player,
        strength=strength,
        attack=attack,
    )


def _war(d: dict[str, Any], who: Words) -> str:
    a, b = who(d["declarer"]), who(d["target"])
    if d["attack"] == d["defence"]:
        outcome = _("a draw, nothing happens")
    elif d["attack"] > d["defence"]:
        outcome = _("{player} wins", player=a)
    else:
        outcome = _("{player} wins", player=b)
    return _(
        "{card} between {declarer} ({attack}) and {target} ({defence}): {outcome}.",
        card=name(d["card"]),
        declarer=a,
        attack=d["attack"],
        target=b,
        defence=d["defence"],
        outcome=outcome,
    )


def _gained(d: dict[str, Any], who: Words) -> str:
    return _("{player} gains {amounts}.", player=who(d["player"]), amounts=amounts(d))


def _lost(d: dict[str, Any], who: Words) -> str:
    return _("{player} loses {amounts}.", player=who(d["player"]), amounts=amounts(d))


def _colony_bonus(d: dict[str, Any], who: Words) -> str | None:
    got = amounts(d, ("resources", "food", "science", "culture", "population"))
    return _("{player} gains {amounts} from the colony.", player=who(d["player"]), amounts=got)


def _force(d: dict[str, Any], who: Words) -> str:
    units = ", ".join(f"{n} {name(c)}" for c, n in d["units"].items() if n) or _("no units")
    if d.get("bonus"):
        return n_(
            "{player} sends {units} and {n} bonus card to colonize.",
            "{player} sends {units} and {n} bonus cards to colonize.",
            d["bonus"],
            player=who(d["player"]),
            units=units,
        )
    return _("{player} sends {units} to colonize.", player=who(d["player"]), units=units)


def _culture(d: dict[str, Any], who: Words) -> str | None:
    n, player = int(d.get("culture", 0)), who(d["player"])
    if d.get("card"):
        card = name(d["card"])
        if not n:
            return _("{player} scores no culture ({card}).", player=player, card=card)
        if n > 0:
            return _("{player} scores {n} culture ({card}).", player=player, n=n, card=card)
        return _("{player} loses {n} culture ({card}).", player=player, n=-n, card=card)
    if not n:
        return _("{player} scores no culture.", player=player)
    if n > 0:
        return _("{player} scores {n} culture.", player=player, n=n)
    return _("{player} loses {n} culture.", player=player, n=-n)


def _science(d: dict[str, Any], who: Words) -> str | None:
    n = int(d.get("science", 0))
    if not n:
        return None
    if n > 0:
        return _("{player} scores {n} science.", player=who(d["player"]), n=n)
    return _("{player} loses {n} science.", player=who(d["player"]), n=-n)


def _antiquated(d: dict[str, Any], who: Words) -> str:
    player = who(d["player"])
    civil = cards(d["civil"]) if d.get("civil") else ""
    military = d.get("military", 0)
    if civil and military:
        return n_(
            "{player} discards antiquated cards: {cards} and {n} military card.",
            "{player} discards antiquated cards: {cards} and {n} military cards.",
            military,
            player=player,
            cards=civil,
        )
    if military:
        return n_(
            "{player} discards antiquated cards: {n} military card.",
            "{player} discards antiquated cards: {n} military cards.",
            military,
            player=player,
        )
    return _("{player} discards antiquated cards: {cards}.", player=player, cards=civil)


def _population_increased(d: dict[str, Any], w: Words) -> str:
    if d.get("food"):
        return _("{player} increases population for {food} food.", player=w(d["player"]), food=d["food"])
    return _("{player} increases population.", player=w(d["player"]))


def _population_gained(d: dict[str, Any], w: Words) -> str:
    if "count" in d:
        return n_(
            "{player} gains {n} population.",
            "{player} gains {n} population.",
            d["count"],
            player=w(d["player"]),
        )
    return _("{player} gains a population ({card}).", player=w(d["player"]), card=name(d["card"]))


def _built(d: dict[str, Any], w: Words) -> str:
    if d.get("resources"):
        return n_(
            "{player} builds {card} for {n} resource.",
            "{player} builds {card} for {n} resources.",
            d["resources"],
            player=w(d["player"]),
            card=name(d["tech"]),
        )
    return _("{player} builds {card}.", player=w(d["player"]), card=name(d["tech"]))


def _upgraded(d: dict[str, Any], w: Words) -> str:
    fields = {"player": w(d["player"]), "card": name(d["source"]), "target": name(d["target"])}
    if d.get("resources"):
        return n_(
            "{player} upgrades {card} to {target} for {n} resource.",
            "{player} upgrades {card} to {target} for {n} resources.",
            d["resources"],
            **fields,
        )
    return _("{player} upgrades {card} to {target}.", **fields)


def _destroyed(d: dict[str, Any], w: Words) -> str:
    if d.get("by"):
        return _(
            "{player}'s {card} is destroyed by {by}.",
            player=w(d["player"]),
            card=name(d["tech"]),
            by=w(d["by"]),
        )
    return _("{player}'s {card} is destroyed.", player=w(d["player"]), card=name(d["tech"]))


def _game_over(d: dict[str, Any], w: Words) -> str:
    winners = ", ".join(w(p) for p in d["winners"])
    if not winners:
        return _("The game is over. Winner: nobody.")
    if len(d["winners"]) == 1:
        return _("The game is over. Winner: {players}.", players=winners)
    return _("The game is over. Winners: {players}.", players=winners)


PUBLIC: dict[str, Sentence] = {
    "tta_turn_started": lambda d, w: _(
        "{player}'s turn (round {round})", player=w(d["player"]), round=d["round"]
    ),
    "tta_round_started": lambda d, w: p_("heading", "Round {round}", round=d["round"]),
    "tta_age_began": lambda d, w: _(
        "Age {age} begins (Age {ended} is over).", age=d["age"], ended=d["ended"]
    ),
    "tta_last_round": lambda d, w: _("Round {round} is the last round.", round=d["round"]),
    "tta_row_discarded": lambda d, w: _("Leaving the row: {cards}.", cards=cards(d["cards"])),
    "tta_row_dealt": lambda d, w: _("Dealt into the row: {cards}.", cards=cards(d["cards"])),
    "tta_actions_ended": lambda d, w: _("{player} ends their actions.", player=w(d["player"])),
    "tta_answer_received": lambda d, w: _("{player} has answered.", player=w(d["player"])),
    "tta_card_taken": lambda d, w: _(
        "{player} takes {card} (space {slot}).", player=w(d["player"]), card=name(d["card"]), slot=d["slot"]
    ),
    "tta_population_increased": _population_increased,
    "tta_population_gained": _population_gained,
    "tta_population_lost": lambda d, w: n_(
        "{player} loses {n} population.", "{player} loses {n} population.", d["count"], player=w(d["player"])
    ),
    "tta_built": _built,
    "tta_upgraded": _upgraded,
    "tta_destroyed": _destroyed,
    "tta_free_build_declined": lambda d, w: _(
        "{player} does not build the free {card}.", player=w(d["player"]), card=name(d["tech"])
    ),
    "tta_unit_built": lambda d, w: _(
        "{player} builds a unit of {card}.", player=w(d["player"]), card=name(d["tech"])
    ),
    "tta_unit_upgraded": lambda d, w: _(
        "{player} upgrades {card} to {target}.",
        player=w(d["player"]),
        card=name(d["source"]),
        target=name(d["target"]),
    ),
    "tta_unit_disbanded": lambda d, w: _(
        "{player} disbands a unit of {card}.", player=w(d["player"]), card=name(d["tech"])
    ),
    "tta_leader_played": lambda d, w: _(
        "{player} plays the leader {card}.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_leader_left": lambda d, w: _(
        "{card} leaves {player}'s civilization (because {reason}).",
        card=name(d["card"]),
        player=w(d["player"]),
        reason=_because(d),
    ),
    "tta_homer_tucked": lambda d, w: _(
        "{player} slides Homer under {card}.", player=w(d["player"]), card=name(d["wonder"])
    ),
    "tta_wonder_stage": lambda d, w: _(
        "{player} builds {card} to stage {stages}.",
        player=w(d["player"]),
        card=name(d["card"]),
        stages=d["stages"],
    ),
    "tta_wonder_completed": lambda d, w: _(
        "{player} completes {card}.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_wonder_removed": lambda d, w: _(
        "{player}'s unfinished {card} is lost (because {reason}).",
        player=w(d["player"]),
        card=name(d["card"]),
        reason=_because(d),
    ),
    "tta_wonder_ruined": lambda d, w: _(
        "{player}'s {card} is ruined by time.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_technology_developed": lambda d, w: _(
        "{player} develops {card}.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_technology_discarded": lambda d, w: _(
        "{player} keeps {kept} and discards {card}.",
        player=w(d["player"]),
        kept=name(d["kept"]),
        card=name(d["card"]),
    ),
    "tta_revolution": lambda d, w: _(
        "{player} declares a revolution: {card}.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_action_card_played": lambda d, w: _(
        "{player} plays {card}.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_action_exchanged": lambda d, w: _(
        "{player} turns a military action into a civil one.", player=w(d["player"])
    ),
    "tta_trade_routes_chosen": lambda d, w: _(
        "{player} will pay 1 {instead} instead of 1 of the {pays} of their next payment "
        "(Trade Routes Agreement).",
        player=w(d["player"]),
        instead=_payment(d["instead"]),
        pays=_payment(d["pays"]),
    ),
    "tta_churchill_military": lambda d, w: _(
        "{player} takes Churchill's science and resources for the army.", player=w(d["player"])
    ),
    "tta_tactic_played": lambda d, w: _(
        "{player} plays the tactic {card}.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_tactic_copied": lambda d, w: _(
        "{player} copies the tactic {card}.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_tactic_common": lambda d, w: _("{card} becomes a common tactic.", card=name(d["card"])),
    "tta_production": _production,
    "tta_uprising": lambda d, w: n_(
        "Uprising in {player}'s civilization: {discontent} discontent against {n} unused worker; "
        "no production.",
        "Uprising in {player}'s civilization: {discontent} discontent against {n} unused workers; "
        "no production.",
        d["unused"],
        player=w(d["player"]),
        discontent=d["discontent"],
    ),
    "tta_military_drawn": lambda d, w: n_(
        "{player} draws {n} military card.",
        "{player} draws {n} military cards.",
        d["count"],
        player=w(d["player"]),
    ),
    "tta_military_discarded": lambda d, w: n_(
        "{player} discards {n} military card.",
        "{player} discards {n} military cards.",
        d["count"],
        player=w(d["player"]),
    ),
    "tta_antiquated_hand": _antiquated,
    "tta_yellow_lost": lambda d, w: (
        n_(
            "{player} loses {n} yellow token.",
            "{player} loses {n} yellow tokens.",
            d["tokens"],
            player=w(d["player"]),
        )
        if d.get("tokens")
        else None
    ),
    "tta_blue_lost": lambda d, w: (
        n_(
            "{player} loses {n} blue token.",
            "{player} loses {n} blue tokens.",
            d["tokens"],
            player=w(d["player"]),
        )
        if d.get("tokens")
        else None
    ),
    "tta_political_given_up": lambda d, w: _("{player} gives up the political phase.", player=w(d["player"])),
    "tta_political_skipped": lambda d, w: _(
        "{player} has no political action to take: the political phase is skipped.", player=w(d["player"])
    ),
    "tta_political_action_pledged": lambda d, w: _(
        "{player} will give up the next political phase.", player=w(d["player"])
    ),
    "tta_event_prepared": lambda d, w: _(
        "{player} prepares an event (+{culture} culture).", player=w(d["player"]), culture=d["culture"]
    ),
    "tta_event_revealed": lambda d, w: _("Event: {card}.", card=name(d["card"])),
    "tta_events_renewed": lambda d, w: n_(
        "The future events become the current events ({n} card).",
        "The future events become the current events ({n} cards).",
        d["count"],
    ),
    "tta_no_effect": lambda d, w: _("{card} has no effect.", card=name(d["card"])),
    "tta_gained": _gained,
    "tta_lost": _lost,
    "tta_food_gained": lambda d, w: n_(
        "{player} gains {n} food.", "{player} gains {n} food.", d["food"], player=w(d["player"])
    ),
    "tta_resources_gained": lambda d, w: n_(
        "{player} gains {n} resource ({card}).",
        "{player} gains {n} resources ({card}).",
        d["resources"],
        player=w(d["player"]),
        card=name(d["card"]),
    ),
    "tta_culture_scored": _culture,
    "tta_science_scored": _science,
    "tta_points_scored": lambda d, w: _(
        "{player} scores {amounts}.", player=w(d["player"]), amounts=amounts(d, ("science", "culture"))
    ),
    "tta_civil_actions_lost": lambda d, w: n_(
        "{player} loses {n} civil action.",
        "{player} loses {n} civil actions.",
        d["count"],
        player=w(d["player"]),
    ),
    "tta_aggression_played": lambda d, w: _(
        "{player} plays {card} against {target}.",
        player=w(d["player"]),
        card=name(d["card"]),
        target=w(d["target"]),
    ),
    "tta_defended": _defended,
    "tta_aggression_failed": lambda d, w: _(
        "{target} repels {card}.", target=w(d["target"]), card=name(d["card"])
    ),
    "tta_aggression_succeeded": lambda d, w: _(
        "{card} succeeds against {target}.", card=name(d["card"]), target=w(d["target"])
    ),
    "tta_nothing_to_raid": lambda d, w: _("{target} has nothing to raid.", target=w(d["target"])),
    "tta_nothing_to_annex": lambda d, w: _("{target} has no colony to annex.", target=w(d["target"])),
    "tta_nothing_to_infiltrate": lambda d, w: _("{target} has nothing to infiltrate.", target=w(d["target"])),
    "tta_taken": lambda d, w: _(
        "{player} takes {amounts} from {victim}.",
        player=w(d["player"]),
        amounts=amounts(d),
        victim=w(d["victim"]),
    ),
    "tta_raided": lambda d, w: n_(
        "{player} destroys {cards} of {victim} and gains {n} resource.",
        "{player} destroys {cards} of {victim} and gains {n} resources.",
        d["resources"],
        player=w(d["player"]),
        cards=cards(d["destroyed"]),
        victim=w(d["victim"]),
    ),
    "tta_colony_annexed": lambda d, w: _(
        "{player} annexes {card} from {victim}.",
        player=w(d["player"]),
        card=name(d["card"]),
        victim=w(d["victim"]),
    ),
    "tta_science_taken": lambda d, w: _(
        "{player} takes {n} science from {victim}.",
        player=w(d["player"]),
        n=d["science"],
        victim=w(d["victim"]),
    ),
    "tta_culture_taken": lambda d, w: _(
        "{player} takes {n} culture from {victim}.",
        player=w(d["player"]),
        n=d["culture"],
        victim=w(d["victim"]),
    ),
    "tta_yellow_taken": lambda d, w: n_(
        "{player} takes {n} yellow token from {victim}.",
        "{player} takes {n} yellow tokens from {victim}.",
        d["tokens"],
        player=w(d["player"]),
        victim=w(d["victim"]),
    ),
    "tta_technology_stolen": lambda d, w: _(
        "{player} takes {card} from {victim}.",
        player=w(d["player"]),
        card=name(d["card"]),
        victim=w(d["victim"]),
    ),
    "tta_war_declared": lambda d, w: _(
        "{player} declares {card} on {target}.",
        player=w(d["player"]),
        card=name(d["card"]),
        target=w(d["target"]),
    ),
    "tta_war_resolved": _war,
    "tta_pact_offered": lambda d, w: _(
        "{player} offers {target} the pact {card} (taking side {side}).",
        player=w(d["player"]),
        target=w(d["target"]),
        card=name(d["card"]),
        side=d["side"],
    ),
    "tta_pact_made": lambda d, w: _(
        "{owner} and {partner} make the pact {card}.",
        owner=w(d["owner"]),
        partner=w(d["partner"]),
        card=name(d["card"]),
    ),
    "tta_pact_declined": lambda d, w: _(
        "{partner} declines {card}.", partner=w(d["partner"]), card=name(d["card"])
    ),
    "tta_pact_ended": lambda d, w: _(
        "The pact {card} between {owner} and {partner} ends (because {reason}).",
        card=name(d["card"]),
        owner=w(d["owner"]),
        partner=w(d["partner"]),
        reason=_because(d),
    ),
    "tta_bid": lambda d, w: _("{player} bids {amount}.", player=w(d["player"]), amount=d["amount"]),
    "tta_bid_passed": lambda d, w: _("{player} passes.", player=w(d["player"])),
    "tta_auction_won": lambda d, w: _(
        "{player} wins the auction with {bid}.", player=w(d["player"]), bid=d["bid"]
    ),
    "tta_territory_unclaimed": lambda d, w: _("Nobody colonizes {card}.", card=name(d["card"])),
    "tta_force_sent": _force,
    "tta_colonized": lambda d, w: _(
        "{player} colonizes {card}.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_colony_bonus": _colony_bonus,
    "tta_colony_lost": lambda d, w: _(
        "{player} loses the colony {card}.", player=w(d["player"]), card=name(d["card"])
    ),
    "tta_terrorism": lambda d, w: _(
        "{player}, the least cultured, strikes at every other civilization.", player=w(d["player"])
    ),
    "tta_resigned": lambda d, w: _("{player} resigns.", player=w(d["player"])),
    "tta_final_scoring": lambda d, w: _("The last round is over: final scoring."),
    "tta_game_over": _game_over,
}


PRIVATE: dict[str, Sentence] = {
    "tta_military_cards": lambda d, w: _("You draw: {cards}.", cards=cards(list(d["cards"]))),
    "tta_next_event_seen": lambda d, w: _(
        "Joan of Arc shows you the next event: {card}.", card=name(d["card"])
    ),
}

HEADINGS = {"tta_round_started": 1, "tta_turn_started": 2}
# Told as they happen (a player waiting sees who has answered), left out of a game's log: what
# the answers were is told when the step resolves.
DETAILS = frozenset({"tta_answer_received", "tta_actions_ended"})

NARRATOR = Narrator(PUBLIC, PRIVATE, HEADINGS, details=DETAILS, cards=name)
