"""Pacts (rules 6.4, 6.5): proposing, accepting or declining, cancelling."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from engine.core.steps import Outcome
from engine.tta.actions_and_points import replacing
from engine.tta.attacks import pacts_between
from engine.tta.cards import cards
from engine.tta.leaving import remove_pact
from engine.tta.naming import Printed, listed
from engine.tta.state import GameState, Pact, TtaStep
from engine.tta.texts import printed
from i18n.catalog import _, l_


@action("tta_answer_pact")
@dataclass(frozen=True)
class AnswerPact(Action):
    accept: bool = False


def pacts_allowed(g: GameState) -> bool:
    """No pacts in a 2-player game; with two players left, as option pacts_with_two_left says."""
    if len(g.players) <= 2:
        return False
    return len(g.active) > 2 or g.options.pacts_with_two_left == "allowed"


def check_proposal(g: GameState, proposer: str, card: str, target: str, side: str) -> None:
    ps = g.ps(proposer)
    c = cards().get(card)
    if c is None or c.type != "pact" or card not in ps.military_hand:
        raise IllegalAction(l_("You hold no pact card {card}.", card=Printed(card)))
    if not pacts_allowed(g):
        raise IllegalAction(l_("There are no pacts with only two players."))
    partners = [p for p in g.active if p != proposer]
    if target not in partners:
        raise IllegalAction(
            l_(
                "A pact is offered to another player still in the game: {players}.",
                players=listed(partners),
            )
        )
    if side not in ("A", "B"):
        raise IllegalAction(l_("Say which side of the pact you take: 'A' or 'B'."))
    if any(pact.card == card for pact in pacts_between(g, proposer, target)):
        raise IllegalAction(
            l_("You and {player} already have {card} in play.", player=target, card=Printed(card))
        )
    if "pact_offered" in ps.used:
        raise IllegalAction(l_("You have already offered a pact this turn."))


@dataclass(frozen=True)
class PactOffer(DecisionOptions):
    """``tta_answer_pact``: the pact card offered, who offers it, the side the answering player
    would take, and what each side gives."""

    card: str
    proposer: str
    your_side: str
    sides: dict[str, dict[str, Any]]


@serial.register("tta_pact_offer")
@dataclass
class PactOfferStep(TtaStep):
    proposer: str = ""
    card: str = ""
    side: str = "A"  # the proposer's side

    accepts: ClassVar[tuple[type[Action], ...]] = (AnswerPact,)

    def decision(self, g: GameState, player: str) -> Decision:
        c = cards()[self.card]
        yours = "B" if self.side == "A" else "A"
        return Decision(
            player,
            "tta_answer_pact",
            _("{player} offers you the pact {card}.", player=self.proposer, card=printed(self.card))
            if c.symmetric
            else _(
                "{player} offers you the pact {card}, you taking side {side}.",
                player=self.proposer,
                card=printed(self.card),
                side=yours,
            ),
            PactOffer(self.card, self.proposer, yours, c.sides),
            AnswerPact(player, False),
        )

    def run(self, g: GameState) -> Outcome[Any]:
        partner = self.owed[0]
        a = self.received.get(partner)
        if not isinstance(a, AnswerPact) or not a.accept:
            return Outcome(
                [public("tta_pact_declined", card=self.card, proposer=self.proposer, partner=partner)]
            )
        return Outcome(enter_pact(g, self.proposer, partner, self.card, self.side))


def enter_pact(g: GameState, proposer: str, partner: str, card: str, side: str) -> list[Event]:
    """6.4: the pact enters the proposer's area; any other pact in his area ends, replaced, so
    the two players' action tokens are recounted once (10.6)."""
    events: list[Event] = []
    with replacing(g, g.ps(proposer), g.ps(partner)):
        for old in [pact for pact in g.pacts if pact.owner == proposer]:
            events += remove_pact(g, old, "replaced")
        g.ps(proposer).military_hand.remove(card)
        g.pacts.append(Pact(card, proposer, partner, side))
    return [*events, public("tta_pact_made", card=card, owner=proposer, partner=partner, owner_side=side)]


def check_cancel(g: GameState, p: str, card: str, partner: str) -> Pact:
    for pact in g.pacts:
        if pact.card == card and set(pact.parties()) == {p, partner}:
            return pact
    mine = [
        l_("{card} with {player}", card=Printed(x.card), player=x.partner if x.owner == p else x.owner)
        for x in g.pacts
        if p in x.parties()
    ]
    raise IllegalAction(
        l_(
            "You have no pact {card} with {player}; your pacts: {pacts}.",
            card=Printed(card),
            player=repr(partner),
            pacts=listed(mine),
        )
    )


def cancel(g: GameState, pact: Pact) -> list[Event]:
    return remove_pact(g, pact, "cancelled")
