"""Rulings without an option: where the rules reference (``shared/rules/through-the-ages.md``)
leaves a question open and one reading is taken, the engine's reading, its section and why.
``docs/rules-options-tta.md`` is generated from this list and ``engine.tta.options``."""

from __future__ import annotations

from engine.core.options import Ruling

RULINGS: list[Ruling] = [
    Ruling(
        "5.2, A1",
        "End of Age A",
        "No antiquation and no yellow tokens lost: the codex lists both only for Ages I-III.",
    ),
    Ruling(
        "5.2, A2",
        "The first refill",
        "Empty spaces are filled from Age A while it lasts, then from Age I; the rest of Age A leaves the "
        "game.",
    ),
    Ruling(
        "10.2, A4",
        "Civil hand limit on turn 1",
        "The civil action total (4), not the reduced available actions.",
    ),
    Ruling(
        "4.2, A5",
        "Production in round 1",
        "Yes: only the start-of-turn sequence and the political phase are skipped.",
    ),
    Ruling(
        "5.2, A6",
        "Antiquated cards in hand",
        "Civil and military cards alike; antiquated military cards leave the game (their pile is out of "
        "use).",
    ),
    Ruling(
        "5.2, A7",
        "The previous age's military discard pile",
        "Leaves the game with the previous age's deck; discards of older cards go out of the game too.",
    ),
    Ruling(
        "5.2, A8", "Two yellow tokens lost with fewer in the bank", "Only those in the bank are lost (10.7)."
    ),
    Ruling(
        "5.2, A9",
        "An age ending in the middle of a refill",
        "The whole end-of-age procedure runs, then the row is filled from the new deck.",
    ),
    Ruling(
        "8.4, A10",
        "Military deck and discard pile both empty",
        "Drawing stops; no other age's cards are used.",
    ),
    Ruling(
        "5.3, P1",
        "Bonuses in a war",
        "The declarer's attack bonuses against that opponent count (Open Borders Agreement); every other "
        "strength modifier of both counts as usual.",
    ),
    Ruling(
        "5.3, P2",
        "Stealing a special technology the winner has",
        "Refused only for the same card (by name); a same-type card may be stolen and the higher one kept.",
    ),
    Ruling(
        "5.3",
        "War over Technology",
        "The winner takes science equal to the advantage, or instead one special technology of the loser "
        "whose science cost is within the advantage.",
    ),
    Ruling(
        "6.4, P3", "Pacts ending when a pact is accepted", "Only the other pact in the proposer's area ends."
    ),
    Ruling(
        "6.6, P5",
        "The first player resigns",
        "The next player clockwise becomes the first player and plays his turn in the same round.",
    ),
    Ruling("6.6, P6", "Wars declared by a resigning player", "They are removed with no effect and no score."),
    Ruling("6.3, P7", "Strength condition for a war", "None: any legal target may be attacked by war."),
    Ruling("6.4, P8", "Cost of proposing a pact", "None: no pact card shows a military-action cost."),
    Ruling(
        "6.2, P9",
        "The aggression strength test",
        "The attacker's strength plus his attack bonuses, less the strength of pacts with the target that "
        "the attack ends, must exceed the target's current strength.",
    ),
    Ruling("6.2, P10", "Defending with a military action total of 0", "No card may be played or discarded."),
    Ruling(
        "6.4",
        "A pact offered twice",
        "A player offers at most one pact a turn, and never one he already has in play with the same player.",
    ),
    Ruling("7.3, C1", "One leader per age", "Counts every leader taken into the hand, by any means."),
    Ruling("7.3, C2", "No duplicate technology", "Checked against the hand and the player's own area."),
    Ruling(
        "7.9, C3",
        "Replacing a leader for free",
        "The civil action is taken back only when playing the leader cost one; Homer under a wonder forgoes"
        " it.",
    ),
    Ruling(
        "10.6",
        "A card replaced by another: when are the tokens it gave updated?",
        "Once, after the replacement (002, When Your Action Totals Change: not as two steps), for every "
        "replacement: a leader, a government, a special technology developed or stolen in a war, a "
        "pact that ends because the proposer's new one replaces it. The blue token symbols of a "
        "replaced special technology count as the difference too. Changed (issue 22): a replaced "
        "leader was removed and recounted, then the new one recounted, which made spent military "
        "actions available again (Joan of Arc replacing Julius Caesar with one spent: 3 left, not 2).",
    ),
    Ruling(
        "7.12, C4",
        "A government with a lower building limit",
        "Existing buildings stay; only new ones are limited.",
    ),
    Ruling(
        "7.12, C5",
        "Military actions gained by a revolution",
        "Available, except with Robespierre, whose revolution spends them.",
    ),
    Ruling(
        "7.12, C6",
        "Civil actions gained by a Robespierre revolution",
        "Spent, as in every revolution; civil actions available before stay available.",
    ),
    Ruling(
        "8.5, C7",
        "A revolution outside the own turn",
        "It needs all civil actions available; spent actions stay spent until the player's own reset.",
    ),
    Ruling(
        "7.10, C8",
        "Blue tokens the player must give from his technologies",
        "Taken from the technology whose tokens are worth least; their stored value is lost.",
    ),
    Ruling("7.18, C9", "Copying the tactic one already uses", "Refused: it would change nothing."),
    Ruling(
        "5.4, C10",
        "A tactic already in the common area",
        "One copy per name stays; the other leaves the game (never the discard pile).",
    ),
    Ruling("11.1, C11", "Bill Gates with a level-0 lab", "Produces nothing (a token worth 0 is not placed)."),
    Ruling(
        "8.3, C12",
        "Bill Gates's labs when blue tokens run short",
        "Mines and labs are served together, highest level first.",
    ),
    Ruling(
        "10.10, C13",
        "Paying food and resources",
        "Automatic: the cheapest tokens first; a token too large moves down to a cheaper technology or is "
        "broken into change from the bank; the exact amount is paid whenever the rules allow.",
    ),
    Ruling(
        "10.8, C14",
        "Losing population with no unused worker",
        "The player chooses the workers (default: from the lowest-level cards, farms and mines last).",
    ),
    Ruling("6.1, E1", "Future events becoming current", "Shuffled within each age, older ages on top."),
    Ruling(
        "9.2, E2",
        "Genghis Khan and ties",
        "His owner wins ties in his own end-of-turn comparison (he is the current player).",
    ),
    Ruling(
        "11.2, E4",
        "St. Peter's Basilica",
        "One more happy face per other card, or per worker, that shows a happy face; Michelangelo and Joan "
        "of Arc count these faces too.",
    ),
    Ruling(
        "6.1, E8",
        "The highest bid a player may make",
        "All his units, their best armies, his colonization modifier, every bonus card in hand (and Cook's "
        "two discards).",
    ),
    Ruling(
        "9.3, E9",
        "Auction with one possible bidder",
        "He may bid or pass. A player without units passes without being asked (units are public); "
        "a player with units is asked even if his hand cannot raise the bid, which would otherwise be "
        "revealed.",
    ),
    Ruling(
        "6.2, E10",
        "The defence limit",
        "Bonus cards played and cards discarded together, at most the military action total. A "
        "defence that would not reach the attacker's strength is refused, saying how much is missing "
        "(002: a defender who cannot or will not reach it plays and discards nothing). Changed "
        "(issue 22): such a defence was accepted, its cards lost and the aggression succeeded.",
    ),
    Ruling("1, E11", "Final Age III events", "Only players still in the game score."),
    Ruling(
        "9.3, E12",
        "Military cards drawn above the hand limit",
        "The limit is enforced only at the owner's next end-of-turn discard.",
    ),
    Ruling("6.6, E13", "War on a player who resigns", "Removed; its declarer scores 7 culture."),
    Ruling("11.1", "Winston Churchill's choice not made", "At the end of the turn the culture is scored."),
    Ruling(
        "11.1",
        "Hammurabi",
        "Once per turn, one available military action becomes a civil action for this turn (an action, "
        "never a statistic).",
    ),
    Ruling(
        "13",
        "Trade Routes Agreement",
        "Once per turn one of the owed kind is paid with one of the other (side A: food for a resource, "
        "side B: a resource for food): where a payment could not be made otherwise, and, when the party "
        "chooses it (the action tta_trade_routes, free), in his next payment of that kind. Changed "
        "(issue 22): the card says «may»; before, it was used only where a payment needed it, so a "
        "player could not spend food he had to spare instead of resources he wanted to keep.",
    ),
    Ruling(
        "13",
        "Food and resources of pacts",
        "International Trade Agreement and Acceptance of Supremacy produce (or lose) theirs in the "
        "production phase.",
    ),
    Ruling(
        "13",
        "Scientific Cooperation",
        "Developing costs 2 science less while the partner has a science point, which he pays.",
    ),
    Ruling(
        "13, item 21",
        "Token supply",
        "The box is unlimited; each player's owned tokens are counted so they are conserved.",
    ),
    Ruling(
        "9.2",
        "Answers to an event",
        "Resolved in clockwise order from the current player, whatever the order in which they came.",
    ),
    Ruling(
        "10.2",
        "Which cards are secret",
        "Military hands, every deck's order and content, the current and future events decks and discarded "
        "military cards; civil hands show only their size unless open_civil_hands.",
    ),
    Ruling(
        "3.7, A3", "Civil actions by row space", "1 for spaces 1-5, 2 for 6-9, 3 for 10-13 (the card data)."
    ),
    Ruling(
        "11.2, E5",
        "Taj Mahal in the card row",
        "Its taker pays 2 civil actions less if he replaced his leader this turn.",
    ),
    Ruling(
        "11.1, E6",
        "Homer under a wonder",
        "When replaced by another leader he may go under a completed wonder (+1 happy face there, kept if "
        "it is ruined); the civil action is then not taken back.",
    ),
    Ruling(
        "11.3, E7",
        "A ruined wonder",
        "Counts as a completed wonder of its age for every purpose, loses its printed effects and gives 2 "
        "culture.",
    ),
    Ruling(
        "6.2",
        "Raid",
        "Destroys one urban building per age limit printed (as many as the target has); the raider gains "
        "half the destroyed buildings' printed costs, rounded up, and chooses which.",
    ),
    Ruling(
        "6.2",
        "Infiltrate",
        "The attacker chooses the leader or the unfinished wonder when the target has both; 3 culture per "
        "level of the card removed.",
    ),
    Ruling(
        "6.2",
        "Plunder",
        "The attacker names how much of the total is food (the rest resources); the target loses what he "
        "has of each, and the attacker gains what was lost.",
    ),
    Ruling(
        "6.2",
        "Open Borders Agreement",
        "It does not forbid attacks: its holders add 2 strength when attacking each other.",
    ),
    Ruling(
        "9.3",
        "The default colonization force",
        "Units from the weakest up, then bonus cards (largest first), then James Cook's discards, until the"
        " bid is met.",
    ),
    Ruling(
        "9.2",
        "Border Conflict, Independence Declaration",
        "The weakest civilization chooses which of its buildings (colonies) it loses.",
    ),
    Ruling(
        "9.2",
        "Terrorism",
        "The civilization with the least culture chooses one urban building of each other civilization, "
        "victim by victim clockwise.",
    ),
    Ruling(
        "9.2",
        "Barbarians, National Pride",
        '"The civilization with the most culture points" is one player, ties broken as 9.2 says.',
    ),
    Ruling("9.2", "Immigration, Prosperity", "Happy faces are the happiness rating (at most 8)."),
    Ruling(
        "9.2",
        "Development of Religion and Warfare",
        "The free building follows the building's rules (an unused worker, the urban-building limit); the "
        "player may decline.",
    ),
    Ruling(
        "9.2",
        "International Agreement",
        "The next political action is given up only if a card was taken; the row is refilled (without the "
        "left discard) after the last card taken.",
    ),
    Ruling(
        "9.2",
        "Politics of Strength in Age IV",
        "The strongest scores 5 culture and the weakest loses 3, instead of drawing and discarding.",
    ),
    Ruling(
        "7.13",
        "Wave of Nationalism, Military Build-Up, Endowment for the Arts",
        "Count the civilizations with a strictly higher strength rating (culture points); the player count "
        "is the players still in the game.",
    ),
    Ruling(
        "11.1",
        "Sid Meier",
        "Each lab gives culture equal to its level and one science less, never below 0 for that lab.",
    ),
    Ruling("11.1", "Charlie Chaplin", "The best theater's per-worker culture counts once more."),
    Ruling(
        "11.1",
        "James Cook",
        "His colony culture is part of the culture rating (2 for the first colony, 1 for each other).",
    ),
    Ruling(
        "11.2",
        "Hollywood and Internet",
        "They score the difference the named buildings make to the ratings, so every modifier on those "
        "buildings (Shakespeare, Bach, Chaplin, Sid Meier, Newton, Einstein, Michelangelo, Joan of Arc) "
        "counts.",
    ),
    Ruling(
        "11.2", "Transcontinental Railroad", "The highest-level mine with a worker produces one more token."
    ),
    Ruling(
        "11.3",
        "Impact of Industry and Impact of Balance",
        "Industry counts the mines only (a Railroad-doubled mine included, Bill Gates's labs not); Balance "
        "counts every resource production, labs under Bill Gates included.",
    ),
    Ruling(
        "11.3",
        "Impact of Variety",
        "A type of unit or urban building counts when at least one is built; each special technology in "
        "play counts.",
    ),
    Ruling(
        "13",
        "International Tourism",
        "Each party's culture rating gains 1 per completed wonder (ruined ones included) of the other.",
    ),
    Ruling("8.1", "The default discard of excess military cards", "The lowest-level cards first."),
    Ruling(
        "6",
        "The political phase",
        "It is asked (a player may pass) except in round 1, after International Agreement and when the "
        "only political actions are passing and resigning: then it is passed at once (Decision.forced), "
        "and said so, as on Board Game Arena.",
    ),
]
