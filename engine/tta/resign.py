"""Resignation (rules 6.6): the civilization leaves the game with everything in its area."""

from __future__ import annotations

from engine.core.events import Event, public
from engine.tta.actions_and_points import next_player, score_culture
from engine.tta.cards import cards
from engine.tta.leaving import discard_military, remove_pact
from engine.tta.scoring import declare_winners
from engine.tta.state import GameState
from engine.tta.turn_passing import pass_turn


def resign(g: GameState, p: str) -> list[Event]:
    """Hand discarded, area removed, pacts with him ended, wars on him scored 7 by their
    declarers (wars he declared end without effect, ruling P6). With one player left the game
    ends; otherwise the turn passes (the first player's role to the next player, ruling P5)."""
    ps = g.ps(p)
    events: list[Event] = [public("tta_resigned", player=p)]
    g.removed += ps.civil_hand
    for cid in ps.military_hand:
        discard_military(g, cid)
    civil_in_play = [c for c in [*ps.workers, *ps.specials, ps.government] if cards()[c].deck == "civil"]
    civil_in_play += [w.card for w in ps.wonders] + [c for c in (ps.leader, ps.wonder_building) if c]
    civil_in_play += ["homer" for w in ps.wonders if w.homer]
    g.removed += civil_in_play
    for cid in [*ps.colonies, *([ps.exclusive_tactic] if ps.exclusive_tactic else [])]:
        discard_military(g, cid)
    for pact in [x for x in g.pacts if p in x.parties()]:
        events += remove_pact(g, pact, "resigned")
    for war in [w for w in g.wars if p in (w.declarer, w.target)]:
        g.wars.remove(war)
        discard_military(g, war.card)
        if war.target == p:
            gained = score_culture(g.ps(war.declarer), 7)
            events.append(public("tta_culture_scored", player=war.declarer, culture=gained, card=war.card))
    _empty_area(g, p)
    if len(g.active) == 1:
        return events + declare_winners(g, g.active)
    first = g.first_player == p
    if first:
        g.first_player = next_player(g, p)
    return events + pass_turn(g, first_resigned=first)


def _empty_area(g: GameState, p: str) -> None:
    ps = g.ps(p)
    ps.resigned = True
    ps.civil_hand, ps.military_hand, ps.taken_this_turn = [], [], []
    ps.workers, ps.blue, ps.specials, ps.wonders, ps.colonies = {}, {}, [], [], []
    ps.leader = ps.wonder_building = ps.exclusive_tactic = ps.tactic = None
    ps.government = "despotism"
    ps.wonder_stages = ps.wonder_tokens = 0
    ps.yellow_bank = ps.blue_bank = ps.pool = 0
    ps.yellow_owned = ps.blue_owned = 0
    ps.civil_tokens = ps.military_tokens = ps.civil_spent = ps.military_spent = 0
    ps.civil_extra = ps.military_extra = ps.military_resources = ps.military_science = 0
