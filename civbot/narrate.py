"""Public events as sentences, for the demo's game log and the terminal game.

Only public events are told (a private event returns None), so a log built from these lines
never shows a hand or a secret packet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.civ.content import board, civ_cards, trade_cards
from engine.civ.flow import describe_player
from engine.civ.state import GameState
from engine.core.events import Event


def area(a: str) -> str:
    return board().areas[a].name if a in board().areas else a


def areas(items: Any) -> str:
    return ", ".join(area(a) for a in items) or "none"


def card(c: str) -> str:
    tc = trade_cards()
    if c in tc.calamities:
        return tc.calamities[c].name
    if c in civ_cards().cards:
        return civ_cards().cards[c].name
    return tc.commodities[c].name if c in tc.commodities else c


Teller = Callable[[Callable[[str], str], dict[str, Any]], str | None]


def _tellers() -> dict[str, Teller]:
    return {
        "round_started": lambda who, d: f"\n=== Round {d['round']} ===",
        "phase_started": lambda who, d: f"-- {d['title']}",
        "nation_chosen": lambda who, d: f"{who(d['player'])} starts in {area(d['area'])}.",
        "taxes_paid": lambda who, d: f"{who(d['player'])} pays {d['tokens']} tokens of tax.",
        "population_grew": lambda who, d: f"{who(d['player'])} grows by {d['tokens']} tokens.",
        "ships_ordered": lambda who, d: (
            f"{who(d['player'])} builds ships in {areas(d['built'])}." if d["built"] else None
        ),
        "tokens_moved": lambda who, d: (
            f"{who(d['player'])} moves {d['count']} from {area(d['source'])} to {area(d['dest'])}."
        ),
        "ship_sailed": lambda who, d: (
            f"{who(d['player'])}'s ship sails {' > '.join(area(a) for a in d['path'])}"
            + (f", landing {sum(d['landed'].values())} tokens." if d["landed"] else ".")
        ),
        "conflict": lambda who, d: (
            f"Conflict in {area(d['area'])}: {_counts(who, d['before'])} -> {_counts(who, d['after'])}."
        ),
        "city_attacked": lambda who, d: (
            f"{who(d['attacker']) if d['attacker'] else 'An attack'} against {who(d['owner'])}'s city "
            f"in {area(d['area'])}: {d['result'].replace('_', ' ')}."
        ),
        "conflict_order": lambda who, d: (
            f"{who(d['player'])} "
            + ("demands" if d["first"] else "declines")
            + " to have his other conflicts resolved first; his cities are attacked in this order: "
            + f"{areas(d['save'])}."
        ),
        "cities_built": lambda who, d: f"{who(d['player'])} builds cities in {areas(d['areas'])}.",
        "city_reduced": lambda who, d: f"{who(d['player'])}'s city in {area(d['area'])} is reduced.",
        "city_eliminated": lambda who, d: f"{who(d['player'])}'s city in {area(d['area'])} is destroyed.",
        "cities_revolted": lambda who, d: (
            f"Revolt: {who(d['player'])}'s cities in {areas(d['areas'])} go over to {who(d['taker'])}."
        ),
        "trade_cards_drawn": lambda who, d: (
            f"{who(d['player'])} draws {d['count']} trade cards." if d["count"] else None
        ),
        "calamity_drawn": lambda who, d: f"{who(d['player'])} draws {card(d['calamity'])}!",
        "gold_bought": lambda who, d: f"{who(d['player'])} buys {d['count']} Gold card(s).",
        "trade_made": lambda who, d: (
            f"Trade: {who(d['players'][0])} and {who(d['players'][1])} swap "
            f"{d['cards'][0]} for {d['cards'][1]} cards."
        ),
        "civ_cards_bought": lambda who, d: (
            f"{who(d['player'])} buys {', '.join(card(c) for c in d['cards'])} for {d['price']}."
            if d["cards"]
            else None
        ),
        "calamity_revealed": lambda who, d: (
            f"{who(d['player'])} was traded {card(d['calamity'])} by {who(d['traded_by'])}."
        ),
        "calamity_resolving": lambda who, d: f"{card(d['calamity'])} strikes {who(d['player'])}.",
        "units_lost": lambda who, d: f"{who(d['player'])} loses {d['points']} points of units.",
        "volcano_erupted": lambda who, d: f"The volcano erupts over {areas(d['areas'])}.",
        "civil_war": lambda who, d: f"Civil war in {who(d['player'])}; {who(d['beneficiary'])} benefits.",
        "ast_advanced": lambda who, d: f"{who(d['player'])} advances to AST space {d['position']}.",
        "ast_held": lambda who, d: f"{who(d['player'])} stays on the AST: {d['reason']}.",
        "ast_moved_back": lambda who, d: f"{who(d['player'])} moves back on the AST: {d['reason']}.",
        "game_won": lambda who, d: f"\n*** {', '.join(who(p) for p in d['winners'])} wins the game! ***",
        "game_ended": lambda who, d: f"The game ends: {d['reason']}.",
    }


TELLERS = _tellers()


def _counts(who: Callable[[str], str], occ: dict[str, int]) -> str:
    return ", ".join(f"{who(p)} {n}" for p, n in sorted(occ.items())) or "nobody"


def narrate(g: GameState, e: Event) -> str | None:
    """One line for a public event worth telling, else None."""
    if e.visible_to is not None:
        return None
    teller = TELLERS.get(e.kind)
    if teller is None:
        return None

    def who(p: str) -> str:
        return describe_player(g, p) if p in g.player_states else str(p)

    return teller(who, e.data)
