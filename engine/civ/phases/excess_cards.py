"""Return of excess trade cards (rules 6.11, 10.6, 11.1, A25, D29, D30).

Each player may keep at most 6 trade cards (commodities plus tradable calamities; red
calamities are never in a hand). A player over the limit chooses which cards go back, face
down, to the bottoms of their stacks. At the same time a player may return a tradable calamity
he drew and did not trade (001 19.4), even below the limit — but no commodity beyond what the
limit requires (A25). Both kinds of player are asked; the default keeps every calamity unless
the limit forces a return, and otherwise returns the cards whose loss costs the least set value
(calamities first).

The phase runs after civilization-card purchases (001) or after calamities (004), per option
``excess_cards_timing``; ``registry.round_tail`` places it, and it reads nothing but hands.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.civ import refusal_names as rn
from engine.civ.cards import is_calamity, is_commodity, remove_from_hand, return_to_stack, set_value
from engine.civ.content import trade_cards
from engine.civ.phases.base import SubmissionPhase
from engine.civ.state import GameState
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, NotEnough, OverLimit, UnknownName
from engine.core.events import Event, private, public
from i18n.catalog import N_, l_, ln_, n_


@action("return_cards")
@dataclass(frozen=True)
class ReturnCards(Action):
    """The cards to put back at the bottoms of their stacks (may be empty)."""

    cards: tuple[str, ...] = ()


def hand_limit() -> int:
    return trade_cards().hand_limit


def calamities_in_hand(g: GameState, player: str) -> list[str]:
    return [c for c in g.ps(player).hand if is_calamity(c)]


def commodities_to_return(hand_size: int, calamities_returned: int) -> int:
    """How many commodity cards must go back once the chosen calamities have gone."""
    return max(0, hand_size - calamities_returned - hand_limit())


def cheapest_return(hand: list[str]) -> tuple[str, ...]:
    """The default: calamities first, then the commodities whose loss costs the least set value."""
    excess = len(hand) - hand_limit()
    if excess <= 0:
        return ()
    out = sorted(c for c in hand if is_calamity(c))[:excess]
    need = excess - len(out)
    if need:
        counts = Counter(c for c in hand if is_commodity(c))
        keep = _best_keep(counts, sum(counts.values()) - need)
        for c in sorted(counts):
            out += [c] * (counts[c] - keep[c])
    return tuple(out)


def _best_keep(counts: Counter[str], keep: int) -> Counter[str]:
    """The most valuable way to keep exactly ``keep`` of the counted commodity cards (exact DP)."""
    # best[j]: (value, kept counts) keeping j cards among the commodities seen so far.
    best: dict[int, tuple[int, Counter[str]]] = {0: (0, Counter())}
    for c in sorted(counts):
        nxt: dict[int, tuple[int, Counter[str]]] = {}
        for j, (value, kept) in best.items():
            for n in range(counts[c] + 1):
                if j + n > keep:
                    break
                v = value + set_value([c] * n)
                if j + n not in nxt or v > nxt[j + n][0]:
                    nxt[j + n] = (v, kept + Counter({c: n}))
        best = nxt
    return best[keep][1]


@dataclass(frozen=True)
class ReturnChoice(DecisionOptions):
    """``return_cards``: the hand, the limit, how many cards must go back, and the tradable
    calamities held."""

    hand: list[str]
    limit: int
    must_return: int
    calamities: list[str]


class ExcessCardsPhase(SubmissionPhase):
    name = "excess_cards"
    title = N_("Return of excess trade cards")
    actions = (ReturnCards,)

    def owing(self, g: GameState) -> list[str]:
        return [p for p in g.players if len(g.ps(p).hand) > hand_limit() or calamities_in_hand(g, p)]

    def decision(self, g: GameState, player: str) -> Decision:
        hand = list(g.ps(player).hand)
        must = max(0, len(hand) - hand_limit())
        cals = calamities_in_hand(g, player)
        if must:
            held = {"hand": len(hand), "limit": hand_limit()}
            prompt = (
                n_(
                    "You hold {hand} trade cards; you may keep {limit}. Choose {n} card to return to the "
                    "bottoms of their stacks (each tradable calamity you return counts toward them).",
                    "You hold {hand} trade cards; you may keep {limit}. Choose {n} cards to return to the "
                    "bottoms of their stacks (each tradable calamity you return counts toward them).",
                    must,
                    **held,
                )
                if cals
                else n_(
                    "You hold {hand} trade cards; you may keep {limit}. Choose {n} card to return to the "
                    "bottoms of their stacks.",
                    "You hold {hand} trade cards; you may keep {limit}. Choose {n} cards to return to the "
                    "bottoms of their stacks.",
                    must,
                    **held,
                )
            )
        else:
            prompt = n_(
                "You may return the tradable calamity you hold to the bottoms of their stacks, or keep "
                "them for a later round.",
                "You may return the tradable calamities you hold to the bottoms of their stacks, or keep "
                "them for a later round.",
                len(cals),
            )
        return Decision(
            player,
            "return_cards",
            prompt,
            ReturnChoice(hand, hand_limit(), must, cals),
            ReturnCards(player, cheapest_return(hand)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ReturnCards)
        known = {*trade_cards().commodities, *trade_cards().calamities}
        for c in a.cards:
            if c not in known:
                raise UnknownName("trade card", c, known)
        hand = Counter(g.ps(a.player).hand)
        for c, n in sorted(Counter(a.cards).items()):
            if hand[c] < n:
                raise NotEnough(
                    ln_(
                        "You hold {n} {card} card, not {asked}.",
                        "You hold {n} {card} cards, not {asked}.",
                        hand[c],
                        card=rn.Named("card", c),
                        asked=n,
                    )
                )
        cals = sum(1 for c in a.cards if is_calamity(c))
        need = commodities_to_return(len(g.ps(a.player).hand), cals)
        given = len(a.cards) - cals
        if given < need:
            raise OverLimit(
                l_(
                    "You may keep at most {limit} trade cards: return {more} more (you hold {held}).",
                    limit=hand_limit(),
                    more=need - given,
                    held=len(g.ps(a.player).hand),
                )
            )
        if given > need:
            if need:
                raise IllegalAction(
                    ln_(
                        "Only tradable calamities may be returned voluntarily (A25): return exactly "
                        "{n} commodity card.",
                        "Only tradable calamities may be returned voluntarily (A25): return exactly "
                        "{n} commodity cards.",
                        need,
                    )
                )
            raise IllegalAction(
                l_("Only tradable calamities may be returned voluntarily (A25): keep your commodity cards.")
            )

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, ReturnCards)
        if not a.cards:
            return []
        remove_from_hand(g, a.player, a.cards)
        for c in sorted(a.cards):
            return_to_stack(g, c)
        return [
            public("trade_cards_returned", player=a.player, count=len(a.cards)),
            private("trade_cards_returned_private", (a.player,), cards=sorted(a.cards)),
        ]
