"""Phase 12, end — Discarding excess trade cards and recycling (rules reference §7.7;
000 §29.7, §31.7-31.8; X1, X5).

After every purchase, each player keeps at most 8 commodity cards (Grain shown against Famine
counts, X5): he chooses the cards he discards, and shows them (000 §31.71). Then the cards spent
on civilization cards, the discards and this turn's tradable calamities are shuffled per stack
and put face down at the bottom of their stacks; then the non-tradable calamities of this turn
go to the very bottom of theirs (000 §29.7, §31.81-31.82).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.civ.advciv.content import full_deck, trade_cards
from engine.civ.advciv.state import adv
from engine.civ.cards import remove_from_hand
from engine.civ.phases.base import SubmissionPhase
from engine.civ.state import GameState
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, NotEnough, UnknownName
from engine.core.events import Event, public
from engine.core.rng import Rng
from i18n.catalog import N_, l_, n_


@action("discard_cards")
@dataclass(frozen=True)
class DiscardCards(Action):
    cards: tuple[str, ...] = ()


def excess(g: GameState, player: str) -> int:
    return max(0, len(g.ps(player).hand) - trade_cards().hand_limit)


def best_kept(hand: list[str], keep: int) -> Counter[str]:
    """The most valuable ``keep`` cards of ``hand`` as sets (exact, by dynamic programming)."""
    counts = Counter(hand)
    commodities = trade_cards().commodities
    best: dict[int, tuple[int, Counter[str]]] = {0: (0, Counter())}
    for c in sorted(counts):
        nxt: dict[int, tuple[int, Counter[str]]] = {}
        for j, (value, kept) in best.items():
            for n in range(min(counts[c], keep - j) + 1):
                v = value + commodities[c].set_value(n)
                if j + n not in nxt or v > nxt[j + n][0]:
                    nxt[j + n] = (v, kept + Counter({c: n}))
        best = nxt
    return best[keep][1]


def default_discard(hand: list[str]) -> tuple[str, ...]:
    keep = best_kept(hand, min(len(hand), trade_cards().hand_limit))
    return tuple(sorted((Counter(hand) - keep).elements()))


def recycle(g: GameState) -> list[Event]:
    """Shuffle each stack's returned cards to its bottom, then the non-tradable calamities."""
    s = adv(g)
    tc = trade_cards()
    rng = Rng(g.rng)
    back: dict[int, int] = {}
    for n in range(1, 10):
        pile = sorted(c for c in s.discards if tc.stack(c) == n)
        rng.shuffle(pile)
        bottom = sorted(c for c in s.used_calamities if tc.stack(c) == n)
        g.stacks[n].extend(pile + bottom)
        if pile or bottom:
            back[n] = len(pile) + len(bottom)
    g.rng = rng.state
    s.discards, s.used_calamities, s.shown_grain = [], [], {}
    return [public("cards_recycled", stacks={str(n): k for n, k in back.items()})] if back else []


@dataclass(frozen=True)
class DiscardChoice(DecisionOptions):
    """``discard_cards``: the hand, the limit, and how many cards to discard."""

    hand: list[str]
    limit: int
    discard: int


class DiscardPhase(SubmissionPhase):
    name = "excess_cards"
    title = N_("Phase 12: Discarding excess trade cards")
    actions = (DiscardCards,)

    def owing(self, g: GameState) -> list[str]:
        return [p for p in g.players if excess(g, p)]

    def decision(self, g: GameState, player: str) -> Decision:
        hand = list(g.ps(player).hand)
        n = excess(g, player)
        return Decision(
            player,
            "discard_cards",
            n_(
                "You hold {hand} commodity cards and may keep {limit}: choose the {n} you discard (they are "
                "shown to everyone).",
                "You hold {hand} commodity cards and may keep {limit}: choose the {n} you discard (they are "
                "shown to everyone).",
                n,
                hand=len(hand),
                limit=trade_cards().hand_limit,
            ),
            DiscardChoice(hand, trade_cards().hand_limit, n),
            DiscardCards(player, default_discard(hand)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, DiscardCards)
        deck = full_deck()
        for c in a.cards:
            if c not in deck:
                raise UnknownName("trade card", c, deck)
        missing = Counter(a.cards) - Counter(g.ps(a.player).hand)
        if missing:
            raise NotEnough(l_("You do not hold {cards}.", cards=", ".join(sorted(missing.elements()))))
        n = excess(g, a.player)
        if len(a.cards) != n:
            raise IllegalAction(
                l_(
                    "Discard exactly {n} cards to keep {limit} (000 §31.71); you named {named}.",
                    n=n,
                    limit=trade_cards().hand_limit,
                    named=len(a.cards),
                )
            )

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, DiscardCards)
        remove_from_hand(g, a.player, a.cards)
        adv(g).discards.extend(a.cards)
        return [public("cards_discarded", player=a.player, cards=sorted(a.cards))]

    def after_all(self, g: GameState) -> list[Event]:
        return recycle(g)
