"""What a yellow action card in hand is worth (rules 7.13): the effect it will have, in culture
points, times how likely its holder is to use it soon. A card whose action he cannot perform
(a Breakthrough with no technology to develop, a Frugality without the food to grow, an
Engineering Genius without a wonder under way) only fills a hand slot, which a card taken from
the row could use, so it is worth little."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tta.api import (
    FOOD,
    RESOURCES,
    Card,
    GameState,
    PlayerState,
    amount,
    by_culture,
    by_strength,
    cards,
    population_cost,
    ranked,
)

if TYPE_CHECKING:
    from ai.games.tta.weights import Weights

# Share of a card's effect counted when its action cannot be performed now.
UNUSABLE = 0.25
# Kinds of action card whose worth reads the card and the weights alone.
FIXED_KINDS = frozenset({"score", "gain", "gain_choice", "patriotism"})


def kept_action_card_value(g: GameState, ps: PlayerState, c: Card, w: Weights) -> float:
    """``action_card_value``, kept per card with the weights when it reads nothing else (most
    action cards; a hand is valued for every position tried)."""
    if c.effect["kind"] not in FIXED_KINDS or cards().get(c.id) is not c:  # (or a made-up card)
        return action_card_value(g, ps, c, w)
    known = w.action_cards.get(c.id)
    if known is None:
        known = w.action_cards[c.id] = action_card_value(g, ps, c, w)
    return known


def action_card_value(g: GameState, ps: PlayerState, c: Card, w: Weights) -> float:
    e = c.effect
    kind = e["kind"]

    def n(key: str) -> float:
        return float(e.get(key, 0))

    if kind == "score":
        return n("culture") + w.science_stock * n("science")
    if kind == "gain":
        return w.food * n("food") + w.resources * n("resources")
    if kind == "gain_choice":
        return max(w.food, w.resources) * n("amount")
    if kind == "develop":
        usable = any(cards()[t].type == "technology" for t in ps.civil_hand)
        return w.science_stock * n("science_back") * (1.0 if usable else UNUSABLE)
    if kind == "increase_population":
        cost = population_cost(ps)
        usable = cost is not None and amount(ps, FOOD) + n("food_back") >= cost
        return w.food * n("food_back") * (1.0 if usable else UNUSABLE)
    if kind in ("build_or_upgrade", "upgrade"):
        usable = ps.pool > 0 or kind == "upgrade" or amount(ps, RESOURCES) > 0
        return w.resources * n("discount") * (0.8 if usable else UNUSABLE)
    if kind == "wonder_stage":
        return w.resources * n("discount") * (1.0 if ps.wonder_building else UNUSABLE)
    if kind == "patriotism":
        return w.resources * n("military_resources") * 0.5 + 0.5
    per_player = float(e.get("by_players", {}).get(str(len(g.active)), 0))
    if kind == "military_resources_per_stronger":
        stronger = ranked(g, by_strength, ps.player).index(ps.player)
        return w.resources * 0.5 * stronger * per_player
    if kind == "culture_per_more_cultured":
        return ranked(g, by_culture, ps.player).index(ps.player) * per_player
    return 1.0
