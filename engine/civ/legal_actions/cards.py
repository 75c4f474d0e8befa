"""Legal actions of Civilization (1980)'s card phases: Gold bought, excess cards returned, and
civilization cards bought (a selection grown card by card while it stays affordable, paid the
cheapest way or now and then with every commodity card held)."""

from __future__ import annotations

from engine.civ.cards import is_calamity, is_commodity, set_value
from engine.civ.civ_credit import Preview, eligible_cards, preview_purchase, printed_points
from engine.civ.content import civ_cards
from engine.civ.legal_actions.checks import kept
from engine.civ.phases.civ_cards import BuyCivCards
from engine.civ.phases.excess_cards import ReturnCards, ReturnChoice, commodities_to_return
from engine.civ.phases.trade_cards import BuyGold, GoldChoice
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.core.legal import Sampler, chance, pick, sampled

# Late Iron Age needs 1000 points of civilization cards (13.2).
LATE_IRON_CARD_POINTS = 1000
# The most purchases drawn for a list: each draw prices many selections.
PURCHASE_DRAWS = 4


def buy_gold(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, GoldChoice)
    return [BuyGold(d.player, n) for n in range(d.options.max + 1)]


def return_cards(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Some tradable calamities, then as many commodity cards as must still go back."""
    o = d.options
    assert isinstance(o, ReturnChoice)

    def draw() -> Action | None:
        back = [c for c in o.hand if is_calamity(c) and chance(rng, 0.5)]
        need = commodities_to_return(len(o.hand), len(back))
        back += pick(rng, [c for c in o.hand if not is_calamity(c)], need)
        return kept(g, ReturnCards(d.player, tuple(back)))

    return sampled(d, rng, draw)


def keeps_late_iron_reachable(g: GameState, player: str, buying: list[str]) -> bool:
    """Whether 1000 points of cards (Late Iron Age, 13.2) stay within reach of the 11-card limit
    after ``buying``: a purchase that makes them impossible can never win the game (12.3 note)."""
    data = civ_cards()
    owned = [*g.ps(player).civ_cards, *buying]
    slots = data.cards_per_player - len(owned)
    rest = sorted((c.cost for c in data.cards.values() if c.id not in owned), reverse=True)
    return printed_points(owned) + sum(rest[:slots]) >= LATE_IRON_CARD_POINTS


def draw_purchase(g: GameState, player: str, rng: Sampler) -> Action:
    """A random affordable selection of cards, paid the cheapest way or with every commodity
    card held (the surplus is lost); buying nothing when nothing is affordable."""
    candidates = eligible_cards(g, player)
    rng.shuffle(candidates)
    if chance(rng, 0.3):
        candidates.sort(key=lambda c: civ_cards().cards[c].cost)  # cheap first: several at once
    chosen: list[str] = []
    best: Preview | None = None
    for card in candidates:
        if not keeps_late_iron_reachable(g, player, [*chosen, card]):
            continue
        try:
            preview = preview_purchase(g, player, [*chosen, card])
        except RuleError:
            continue  # e.g. the 11-card limit
        if preview.affordable:
            chosen.append(card)
            best = preview
            if chance(rng, 0.25):
                break
    if best is None or best.payment is None:
        return BuyCivCards(player)
    if chance(rng, 0.2):
        everything = tuple(c for c in g.ps(player).hand if is_commodity(c))
        tokens = max(0, best.total - set_value(everything))
        if tokens <= g.ps(player).treasury:
            return BuyCivCards(player, tuple(chosen), everything, tokens)
    return BuyCivCards(player, tuple(chosen), best.payment.cards, best.payment.tokens)


def buy_civ_cards(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    # Each draw prices many selections: a few draws (their selections differ widely).
    return sampled(d, rng, lambda: kept(g, draw_purchase(g, d.player, rng)), PURCHASE_DRAWS)
