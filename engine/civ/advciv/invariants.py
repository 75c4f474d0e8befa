"""What must hold in every Advanced Civilization position, checked by playouts and tests:
the family's checks (``engine.civ.invariants``) plus the neutral pieces, the recycling pile,
the hand limit after purchases and the secrecy of every view."""

from __future__ import annotations

from collections import Counter

from engine.civ import units
from engine.civ.advciv import neutrals
from engine.civ.advciv.calamity.common import unsupported
from engine.civ.advciv.content import full_deck, trade_cards
from engine.civ.advciv.phases.trade import declared_facts
from engine.civ.advciv.state import AdvCivState, adv
from engine.civ.cards import cards_conserved, total_cards
from engine.civ.content import board
from engine.civ.geography import game_map
from engine.civ.invariants import check_after_surplus, check_pieces, check_secrecy, views_of_everyone
from engine.civ.phases.support import shortfall
from engine.civ.state import GameState
from engine.civ.trade_protocol import TradeData


def own_card_piles(g: GameState) -> list[list[str]]:
    """The recycling pile: the discarded cards and the calamities used."""
    s = adv(g)
    return [s.discards, s.used_calamities]


def counted_cards(g: GameState) -> Counter[str]:
    """Every trade card the state holds: stacks, hands, held calamities, the recycling pile."""
    return total_cards(g, *own_card_piles(g))


def check(g: GameState) -> list[str]:
    out = check_pieces(g)
    s = adv(g)
    if g.stacks and not cards_conserved(g, full_deck(), *own_card_piles(g)):
        held, deck = counted_cards(g), full_deck()
        out.append(f"trade cards not conserved: {dict(held - deck)} extra, {dict(deck - held)} missing")
    out += check_neutrals(s)
    for p in g.players:
        if s.shown_grain.get(p, 0) > g.ps(p).hand.count("grain"):
            out.append(f"{p}: more Grain shown than held")
    return out


def check_neutrals(s: AdvCivState) -> list[str]:
    """Barbarians and pirate cities only on land in play, never beside a city, within supply."""
    out = []
    gm = game_map(s)
    for area, n in s.barbarians.items():
        if n <= 0 or area not in gm.in_play or not gm.is_land(area):
            out.append(f"barbarians in {area}: {n}")
    for area in s.pirate_cities:
        if area not in gm.in_play or area in s.cities or area in s.barbarians:
            out.append(f"bad pirate city in {area}")
    if len(set(s.pirate_cities)) != len(s.pirate_cities):
        out.append("two pirate cities in one area")
    if neutrals.token_supply(s) < 0 or neutrals.city_supply(s) < 0:
        out.append("more barbarians or pirate cities than the unused nations have")
    return out


def phase_end(g: GameState, phase: str) -> list[str]:
    """Limits once phase 8 ends (barbarians included); the hand limit once purchases end."""
    if phase == "surplus":
        out = check_after_surplus(g)
        for area, n in adv(g).barbarians.items():
            total = n + units.area_total(g, area)
            if area in g.cities or total > board().areas[area].population_limit:
                out.append(f"{area} over its limit with barbarians: {total}")
        return out
    if phase == "excess_cards":
        limit = trade_cards().hand_limit
        return [
            f"{p}: {len(g.ps(p).hand)} cards kept, over {limit}"
            for p in g.players
            if len(g.ps(p).hand) > limit
        ]
    if phase == "calamities":
        out = [f"{p}: a calamity left unresolved" for p in g.players if g.ps(p).calamities]
        # 000 §29.8: the phase ends with every city supported (Slave Revolt's tokens left out).
        out += [
            f"{p}: cities without support after phase 11"
            for p in g.players
            if shortfall(g, p, unsupported(g, p)) > 0
        ]
        return out
    return []


def secrecy(g: GameState) -> list[str]:
    """The family's checks, and: no packet shows a value or names a card it does not hold; no
    public score counts a hand before the end."""
    views = views_of_everyone(g)
    out = check_secrecy(g, views)
    packets = {p.id: p for p in g.data.packets} if isinstance(g.data, TradeData) else {}
    for viewer, view in views.items():
        who = viewer or "observer"
        for seen in view["trade"].get("packets", []):
            if "value" in seen:
                out.append(f"{who}: a packet's value is shown")
            if seen.get("from") != viewer and seen != declared_facts(packets[seen["id"]]):
                out.append(f"{who}: packet {seen['id']} shows more than its declaration")
        if not g.finished and any("score" in row for row in view["players"]):
            out.append(f"{who}: a whole score (hand included) is shown before the end")
    return out
