"""Invariants that must hold in every reachable state; checked by playouts and tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import cache
from typing import Any

from engine.civ import family, units
from engine.civ.cards import cards_conserved
from engine.civ.content import board, setup, trade_cards
from engine.civ.flow import pending
from engine.civ.geography import game_map
from engine.civ.phases.support import counted_cities
from engine.civ.state import GameState


def check(g: GameState) -> list[str]:
    """Violations that can never be allowed, at any moment between actions."""
    out = check_pieces(g)
    fam = family.of(g)
    deck = fam.full_deck()
    if g.stacks and not cards_conserved(g, deck, *fam.own_card_piles(g)):
        held = fam.counted_cards(g)
        out.append(f"trade cards not conserved: {dict(held - deck)} extra, {dict(deck - held)} missing")
    return out


def check_pieces(g: GameState) -> list[str]:
    """Every player's tokens conserved, the piece limits, and pieces only where they may be."""
    out = []
    gm = game_map(g)
    in_play, land = gm.in_play, gm.land_in_play
    # Every player's tokens counted in the pass that checks each area, in plain loops (this runs
    # after every action of every playout: Counter, min(..., default=) or a second pass over
    # the board cost several times as much).
    tokens: dict[str, int] = {}
    area_faults: list[str] = []
    for area, occ in g.tokens.items():
        if area not in land:
            area_faults.append(f"tokens in {area}, which is not a land area in play")
        positive = True
        for p, n in occ.items():
            tokens[p] = tokens.get(p, 0) + n
            if n <= 0:
                positive = False
        if not positive:
            area_faults.append(f"non-positive token count in {area}")
    counts = units.piece_counts(g, tokens)
    most_cities, most_ships = setup().cities_per_player, setup().ships_per_player
    for p, ps in g.player_states.items():
        total = ps.stock + ps.treasury + counts.tokens.get(p, 0)
        if total != ps.allowance:
            out.append(f"{p}: tokens not conserved ({total} != {ps.allowance})")
        if ps.stock < 0 or ps.treasury < 0:
            out.append(f"{p}: negative stock or treasury")
        if counts.cities.get(p, 0) > most_cities:
            out.append(f"{p}: more than 9 cities")
        if counts.ships.get(p, 0) > most_ships:
            out.append(f"{p}: more than 4 ships")
    out += area_faults
    for area, owner in g.cities.items():
        if area not in land or owner not in g.player_states:
            out.append(f"bad city in {area}")
    open_sea = gm.open_sea
    for ship in g.ships.values():
        if ship.area not in in_play or ship.area in open_sea:
            out.append(f"ship {ship.id} in {ship.area}")
    return out


@cache  # shared, like Advanced Civilization's deck: never changed by its readers
def civ1980_deck() -> Counter[str]:
    deck: Counter[str] = Counter({c.id: c.count for c in trade_cards().commodities.values()})
    deck.update(list(trade_cards().calamities))
    return deck


def check_after_surplus(g: GameState) -> list[str]:
    """Rules 6.8: after phase 8 no area is over its limit and every city is supported."""
    out = []
    for area, occ in g.tokens.items():
        if area in g.cities:
            out.append(f"tokens left in city area {area}")
            continue
        limit = board().areas[area].population_limit
        if len(occ) == 1 and units.has_card(g, next(iter(occ)), "agriculture"):
            limit += 1
        if sum(occ.values()) > limit:
            out.append(f"{area} over its limit: {sum(occ.values())} > {limit}")
    for p in g.players:
        if units.tokens_on_board(g, p) < 2 * len(counted_cities(g, p)):
            out.append(f"{p}: cities without support after phase 8")
    return out


def views_of_everyone(g: GameState) -> dict[str | None, dict[str, Any]]:
    """The observer's view and every player's, in seat order; the pending decisions are found
    once for all of them (each view finding them again was half of every secrecy check), and
    the players' views share the observer's public parts (made once, not once per view)."""
    decisions = pending(g)
    view_for = family.of(g).view_for
    observer = view_for(g, None, None, decisions)
    views: dict[str | None, dict[str, Any]] = {None: observer}
    for viewer in g.players:
        views[viewer] = view_for(g, viewer, None, decisions, observer)
    return views


def check_secrecy(g: GameState, views: Mapping[str | None, dict[str, Any]] | None = None) -> list[str]:
    """No view shows another player's hand, unrevealed calamity, packet cards or the stacks."""
    out = []
    for viewer, view in (views_of_everyone(g) if views is None else views).items():
        who = viewer or "observer"
        if "private" in view or "stacks" in view:
            out.append(f"{who}: view has game-master data")
        you = view.get("you")
        if viewer is None and you is not None:
            out.append("observer view has a private part")
        if viewer is not None and (you is None or you.get("player") != viewer):
            out.append(f"{who}: private part belongs to someone else")
        for packet in view.get("trade", {}).get("packets", []):
            if packet.get("from") != viewer and "hand_cards" in packet:
                out.append(f"{who}: sees the cards of packet {packet.get('id')}")
        for row in view["players"]:
            ps = g.player_states[row["player"]]
            revealed = [h.calamity for h in ps.calamities if h.revealed]
            if row["calamities"] != revealed:
                out.append(f"{who}: sees {row['player']}'s unrevealed calamities")
            if row["hand_size"] != len(ps.hand) + sum(1 for h in ps.calamities if not h.revealed):
                out.append(f"{who}: hand size of {row['player']} leaks a traded calamity")
    return out
