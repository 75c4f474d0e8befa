"""Cards leaving hands and play (rules 10.3): where they go, and what leaving takes with it
(tokens given by the card's symbols, Bill Gates's culture, actions)."""

from __future__ import annotations

from engine.core.events import Event, public
from engine.tta.actions_and_points import score_culture, sync_actions
from engine.tta.cards import cards
from engine.tta.state import GameState, Pact, PlayerState
from engine.tta.tokens import gain_blue_from_box, gain_yellow_from_box, lose_blue_to_box, lose_yellow_to_box


def discard_military(g: GameState, cid: str) -> None:
    """A military card discarded or removed from play goes face down onto its age's discard
    pile; a pile of an age no longer current is out of use (ruling A6), so out of the game."""
    if cards()[cid].age == g.age:
        g.military_discards.setdefault(g.age, []).append(cid)
    else:
        g.removed.append(cid)


def token_symbols(ps: PlayerState, blue: int, yellow: int) -> None:
    """Apply a card's blue/yellow "+"/"-" symbols (10.7): gain from or return to the box."""
    if blue > 0:
        gain_blue_from_box(ps, blue)
    elif blue < 0:
        lose_blue_to_box(ps, -blue)
    if yellow > 0:
        gain_yellow_from_box(ps, yellow)
    elif yellow < 0:
        lose_yellow_to_box(ps, -yellow)


def lab_production(ps: PlayerState) -> int:
    """Bill Gates: the extra resources his labs produce (each lab: its level)."""
    all_cards = cards()
    return sum(all_cards[c].level * n for c, n in ps.workers.items() if all_cards[c].kind == "lab")


def leader_leaves(g: GameState, p: str, reason: str) -> list[Event]:
    """The leader leaves play (replaced, antiquated, Iconoclasm, Infiltrate, retired...)."""
    ps = g.ps(p)
    leader = ps.leader
    assert leader is not None
    events: list[Event] = [public("tta_leader_left", player=p, card=leader, reason=reason)]
    if cards()[leader].abilities.get("labs_produce_resources"):
        gained = score_culture(ps, lab_production(ps))
        events.append(public("tta_culture_scored", player=p, culture=gained, card=leader))
    ps.leader = None
    g.removed.append(leader)
    sync_actions(g, ps)
    return events


def remove_unfinished_wonder(g: GameState, p: str, reason: str) -> list[Event]:
    ps = g.ps(p)
    wonder = ps.wonder_building
    assert wonder is not None
    ps.blue_bank += ps.wonder_tokens
    ps.wonder_building, ps.wonder_stages, ps.wonder_tokens = None, 0, 0
    g.removed.append(wonder)
    return [public("tta_wonder_removed", player=p, card=wonder, reason=reason)]


def remove_pact(g: GameState, pact: Pact, reason: str) -> list[Event]:
    g.pacts.remove(pact)
    discard_military(g, pact.card)
    for p in pact.parties():
        if not g.ps(p).resigned:
            sync_actions(g, g.ps(p))
    return [public("tta_pact_ended", card=pact.card, owner=pact.owner, partner=pact.partner, reason=reason)]


def lose_colony(g: GameState, p: str, colony: str) -> None:
    """The colony leaves ``p``'s area; its permanent tokens go with it."""
    ps = g.ps(p)
    ps.colonies.remove(colony)
    perm = cards()[colony].permanent
    token_symbols(ps, -perm.get("blue_tokens", 0), -perm.get("yellow_tokens", 0))


def gain_colony(g: GameState, p: str, colony: str) -> None:
    ps = g.ps(p)
    ps.colonies.append(colony)
    perm = cards()[colony].permanent
    token_symbols(ps, perm.get("blue_tokens", 0), perm.get("yellow_tokens", 0))
