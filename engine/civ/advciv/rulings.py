"""Advanced Civilization's rulings without an option: every ambiguity of the rules reference
(``shared/rules/advanced-civilization.md`` §13-14; codes A, T, M, K, R, X, V, S, and D for the
data disputes) that the rulebook's text and the game's logic settle, with the engine's reading
and why. ``docs/rules-options-advciv.md`` is generated from this list and the options
(``tools/options_doc.py``). Citations: 000 §N is the Danish rulebook (seed 000)."""

from __future__ import annotations

from engine.core.options import Ruling

SETUP = [
    Ruling(
        "4.2, A1",
        "What is a coastal city (Flood, Piracy)?",
        "A city in an area of kind 'coastal' in board.json (land with a water border). 000 §4.22 makes an "
        "area with land and water both at once; a wrong area is corrected in the data, not by an option.",
    ),
    Ruling(
        "4.2, A2, D6",
        "The Western Extension panel",
        "Not offered. Its board data exists in the reference sources (VASSAL, lavaeater, ngales) but they "
        "disagree on six attributes and nobody has checked them against the panel, so it cannot be checked "
        "yet. Without it the 4-player western game, the 6-player choice of leaving out the eastern panel and "
        "the 7-8 player extension are not offered; 000 §16.12's 'westernmost panel' is read as the "
        "extension.",
    ),
    Ruling(
        "4.2, A3",
        "Nations for 3 and 4 players",
        "3: Africa, Italy, Illyria, Thrace, Crete; 4: Asia, Assyria, Babylon, Egypt (three sources agree; "
        "000 §16.7 allows five nations although Egypt's Jalo lies west of the line).",
    ),
    Ruling(
        "4.5, A5",
        "Players leaving the game",
        "No inactive nations: a seat whose player leaves is played by the computer, so the game stays whole.",
    ),
    Ruling(
        "4.1",
        "The choosing order and the unused nations",
        "Placement cards are a random order (000 §15.3); each player places his token when he chooses. "
        "Every nation nobody chose supplies barbarians and pirate cities: 55 tokens and 9 cities each.",
    ),
]

PHASES_1_8 = [
    Ruling(
        "6.1, T1", "Partial tax", "Revolting cities = cities - stock // rate; he pays for the others in full."
    ),
    Ruling(
        "6.1, T2",
        "May the defaulter be his own beneficiary?",
        "No: the beneficiary is the other player with the most unit points in stock, ties by AST order "
        "(000 §19.32 speaks of replacing the cities with his own).",
    ),
    Ruling(
        "6.1",
        "Democracy and a short stock",
        "His cities never revolt (000 §19.34): he pays for the cities he can and nothing happens to the "
        "others.",
    ),
    Ruling(
        "6.4",
        "Military and ship construction",
        "Ship orders never interact, so everyone's are collected at once; Military's 'last' matters for "
        "movement, where the census order puts its holders after all others (000 §22.11, §23.21).",
    ),
    Ruling(
        "6.4, M1",
        "Where a ship paid from the treasury goes",
        "An area holding one of his units and having water (kind 'coastal'); never open sea.",
    ),
    Ruling(
        "6.5, M2",
        "Ship range",
        "4 water borders crossed (5 with Cloth Making); loading and unloading are free.",
    ),
    Ruling(
        "6.5",
        "Roadbuilding",
        "A road move names the area passed through: it must hold no unit of another player, no barbarians, "
        "no "
        "pirate city, and the move ends elsewhere than it began. Tokens moved by road have moved over "
        "land, so "
        "they cannot board a ship (only unmoved tokens board).",
    ),
    Ruling(
        "6.5",
        "Greek two-coast area (Delphi)",
        "A ship always leaves by the coast it entered by, even in a later turn (000 §23.57 has no "
        "exception).",
    ),
    Ruling(
        "6.6, K1",
        "Order of removal",
        "Fixed when the fight starts, by (Metalworking, tokens) ascending; equal sides remove together; it "
        "stops after any removal that leaves one side or the area within its limit.",
    ),
    Ruling(
        "6.6, K2",
        "Is a city attack automatic?",
        "Yes (000 §24.1); below the threshold the attackers are removed.",
    ),
    Ruling(
        "6.6, K3",
        "City replaced, then every attacker dies",
        "The city is gone; pillage and the card draw only if at least one attacking token is left.",
    ),
    Ruling(
        "6.6, K4",
        "Order of several conflicts",
        "Conflicts without a city first, then attacks on cities, those in which a defender short of the 6 "
        "replacement tokens attacks first, each in AST order of the players involved (000 §24.32).",
    ),
    Ruling(
        "6.6, K5",
        "A city built beside another nation's tokens",
        "Allowed (000 §25.1 forbids nothing); every token in a city area, barbarians included, goes in "
        "phase 8.",
    ),
    Ruling(
        "6.6, K6",
        "A pirate city attacked",
        "It has no cards: 7 tokens attack it (6 with the attacker's Engineering) and 6 unused tokens (5) "
        "defend "
        "it for the fight; survivors are removed. Its destroyer pillages tokens; there is no hand to draw "
        "from.",
    ),
    Ruling(
        "6.6",
        "Pillage",
        "Asked of the attacker at once (0-3, at most his stock; default 3) before the next conflict, since "
        "his "
        "stock may defend a city of his later; the card is drawn at random from the victim's hand.",
    ),
    Ruling(
        "6.7",
        "Architecture",
        "Once a turn, one city: 1 to half of its tokens from the treasury, the rest his tokens in the area; "
        "not where another nation's tokens or barbarians stand. Default: not used.",
    ),
]

TRADE = [
    Ruling(
        "7.5, R1", "Stack 9 with no city", "Allowed, in his slot of the draw order (no city draws first)."
    ),
    Ruling(
        "7.6, R2",
        "The three cards of a trade",
        "Tradable cards: non-tradable calamities are never in a hand.",
    ),
    Ruling(
        "7.6, R3",
        "The end of the trade",
        "When fewer than two players still trade (done, or fewer than 3 cards); the bot's deadline plays the "
        "part of the recommended five minutes.",
    ),
    Ruling(
        "7.6",
        "What a declaration may name",
        "At least two cards of the packet, calamities included (the declaration must be true, 000 §28.3); no "
        "value is published. A name not in the packet is refused.",
    ),
    Ruling(
        "7.5, 8.1",
        "Secrecy of drawn calamities",
        "Non-tradable ones are held face down until trading ends; the number of cards drawn stays public, so "
        "hand sizes count them.",
    ),
]

CALAMITIES = [
    Ruling(
        "8.1, X1",
        "Calamities removed by the two-calamity limit",
        "Two are drawn at random (000 §29.5); the others join this turn's recycling: tradable ones "
        "shuffled to "
        "the bottom of their stack with the returned cards, non-tradable ones to the very bottom.",
    ),
    Ruling("8.1, X2", "Who is the seller?", "The last player who traded the card to its holder."),
    Ruling(
        "8.1",
        "Mandatory secondary losses",
        "The primary victim must assign the whole total, or as much as the others can lose within the limit "
        "per player; a share forced by what the others have is not asked.",
    ),
    Ruling("8.3.1, X3", "Volcano and neutrals", "Barbarians and pirate cities are immune (000 §29.65)."),
    Ruling(
        "8.3.1, X4",
        "Most damage",
        "Unit points the primary victim loses, then unit points everyone loses (the volcano: everyone's "
        "first, "
        "000 §30.211); equal choices go to the primary victim (volcano, earthquake) or to the barbarians' "
        "chooser.",
    ),
    Ruling(
        "8.3.1",
        "Earthquake without a neighbouring city",
        "Only his own city is struck; with no city he suffers nothing.",
    ),
    Ruling(
        "8.3.3, X5",
        "Pottery",
        "Primary and secondary Famine victims may show Grain, -4 points each; shown Grain stays in the hand, "
        "counts toward the 8-card limit and pays for nothing this turn. Default: as many as lower the loss.",
    ),
    Ruling("8.3.2, X6", "Treachery", "The trader picks the city in both cases; kept, the victim picks."),
    Ruling(
        "8.3.6, X7",
        "Slave Revolt's tokens at the final support check",
        "Still excluded: the effect lasts the calamity phase, and the final check is part of it.",
    ),
    Ruling(
        "8.3.7, X8",
        "Flood",
        "The plain with most unit points of vulnerable units (tokens, cities on white sites or on no site); "
        "a plain where he has only black-site cities does not count.",
    ),
    Ruling(
        "8.3.7",
        "Flood shares and Engineering: may the primary order more onto an Engineering holder than he loses?",
        "No (issue 22; before, 8 could be ordered onto him and only 7 were removed). An Engineering "
        "holder can be assigned at most 7 of the 10 secondary points (000 §30.515: he loses at most 7, "
        "primary or secondary); the rest must go to the other secondary victims on the plain as far as "
        "they can lose it. 000 §30.512 removes ten points from the secondary victims and §29.64 makes "
        "the division mandatory, so a point ordered where it cannot be lost would spare the others "
        "against both. When the others cannot take the rest, fewer than 10 are lost.",
    ),
    Ruling(
        "8.3.8, X9",
        "Where the barbarians arrive",
        "A start area holding his units (tokens or a city), the most damaging; with none, one of his empty "
        "start areas; with none empty, the one with the fewest units of others.",
    ),
    Ruling(
        "8.3.8, X10",
        "Barbarians' equal choices",
        "The trader chooses; if the card was kept, the player with most unit points in stock (AST order).",
    ),
    Ruling(
        "8.3.8",
        "Barbarians and pirate cities; barbarians with nowhere to go",
        "Barbarians never enter a pirate city's area (both are immune to calamities). When no area where "
        "they "
        "could damage the victim can be reached, the barbarians above the limit leave the board.",
    ),
    Ruling("8.3.8, X11", "Crete holds Barbarian Hordes", "No effect; the card is revealed and recycled."),
    Ruling(
        "8.3.5, X12",
        "Civil War with Military",
        "The victim removes 5 unit points from the first faction, the beneficiary from the second, before "
        "the victim chooses; units next to (or beside) the other faction go first, the rest chosen freely.",
    ),
    Ruling(
        "8.3.8, X13",
        "Unused pieces run out",
        "As many barbarians as the supply holds arrive; a city chosen by Piracy is lost even with no pirate "
        "city left to put in its place.",
    ),
    Ruling(
        "8.3.9, X14",
        "Epidemic shares",
        "The primary assigns 25; each victim's cards then change his own share.",
    ),
    Ruling(
        "8.3.10, X15", "Civil Disorder clamp", "Cities - 3 - reductions + increases, clamped to [0, cities]."
    ),
    Ruling(
        "8.3.12, X17",
        "Piracy kept by its drawer",
        "The other player with most unit points in stock picks the victim's two coastal cities.",
    ),
    Ruling(
        "8.3.5, X18",
        "Civil War ties",
        "Among all tied for most unit points in stock, the first in AST order has the most; if that is the "
        "victim, there is no civil war.",
    ),
    Ruling(
        "9.4",
        "Monotheism",
        "The area must hold units of another player; an area with barbarians or a pirate city cannot be "
        "converted. Optional; the default converts nothing.",
    ),
]

CARDS_AND_AST = [
    Ruling("9.5, V1", "Part of a set", "Allowed: the cards handed in are valued as the set they form."),
    Ruling(
        "9.5, V2",
        "Several cards at once",
        "One pooled payment; no change and no surplus tokens on the total.",
    ),
    Ruling("9.4, V3", "Monotheism and the support check", "Conversions come before it (000 §18.1)."),
    Ruling("9.4, V4", "Several conversions", "In AST order."),
    Ruling(
        "7.2, V5",
        "Mining",
        "Never for the AST; in each turn's purchase, once; and once more for the final score.",
    ),
    Ruling(
        "10.3, S1",
        "Moving back",
        "One space, across an epoch boundary too, in every epoch but the Stone Age.",
    ),
    Ruling("10.4, S2", "AST points", "100 per space advanced: the start arrow 0, the finish 1,600."),
    Ruling(
        "10.1, D2",
        "AST length",
        "Positions 0-16 (start, 15 spaces, finish) as all three transcriptions of the card; the rulebook's "
        "'16 spaces including the start arrow and the finish' is the one text the data does not follow.",
    ),
    Ruling(
        "10.2, D3", "The finish square", "Needs no card value: only the printed Late Iron spaces have one."
    ),
    Ruling("9.2, D7", "Copies", "8 of each title; one per player, so the supply never runs out."),
    Ruling("9.2, D8", "Engineering's cost", "140 (missing in 000 §32.31; every other source agrees)."),
    Ruling(
        "6.8",
        "Everyone eliminated",
        "A game where no player has a token or city left ends without a winner: nothing can come back.",
    ),
]

RULINGS: list[Ruling] = [*SETUP, *PHASES_1_8, *TRADE, *CALAMITIES, *CARDS_AND_AST]
