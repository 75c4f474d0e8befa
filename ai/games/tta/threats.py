"""What strength is worth, in culture points: an army is kept to match the threats a player can
see, not for its own sake.

A rival stronger than you can play aggressions on you (6.2: only on a weaker civilization) and,
from Age II, win wars by his strength advantage (5.3); the weakest civilizations suffer most
events (Barbarians, Raiders, Foray...), the strongest gain from some. What one can see of a rival
is public: his strength, his military hand's size and his military actions. What one can add
to a defence is one's own military hand (bonus cards, or +1 per card discarded, at most the
military action total of cards, 6.2).

So strength below a rival's costs the damage his aggressions and wars would do, weighted by how
ready he is (cards in hand) and by how many weaker targets he has to choose from; strength above
a rival's promises the same, at a lower weight (one needs the card, and takes a risk); being the
weakest or the strongest counts for the events. Every figure is per round of exposure, over the
few rounds a gap lasts before it can be closed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from engine.tta.api import GameState, PlayerState, cards

# Culture an aggression of each age takes from its victim (its effect, and the culture its
# gains give the attacker), and culture per point of strength advantage in a war.
AGGRESSION_DAMAGE = {"A": 3.0, "I": 4.0, "II": 6.0, "III": 8.0, "IV": 5.0}
WAR_PER_POINT = {"A": 0.0, "I": 0.0, "II": 0.8, "III": 1.1, "IV": 0.6}
# Being the weakest (or among the two weakest with 4 players) / the strongest, for events.
WEAKEST = {"A": 1.0, "I": 2.5, "II": 3.0, "III": 2.0, "IV": 0.5}
STRONGEST = {"A": 0.5, "I": 1.5, "II": 1.5, "III": 1.5, "IV": 0.5}


class Army(NamedTuple):
    """What one player's armed force looks like to everyone: his strength, how many military
    cards he holds and how many actions he has to play them. (A named tuple: one is made for
    every player of every position a political choice tries, and a frozen dataclass is made
    several times slower.)"""

    player: str
    strength: int
    hand: int
    actions: int


@dataclass(frozen=True)
class MilitaryWeights:
    threat: float = 1.0  # share of a stronger rival's possible damage counted
    opportunity: float = 0.35  # share of one's own possible gains on a weaker rival counted
    exposure: float = 2.0  # rounds a gap is counted for
    per_point: float = 2.5  # strength for its own sake (colonizing, events, Impact of Strength)
    # Whether a stronger rival's threat is shared among every player weaker than him, or all
    # counted against oneself (he attacks the leader: the normal players' standings weigh
    # the best rival most, so a leading hard player draws their aggressions and wars).
    shared_threat: bool = True


def army(g: GameState, ps: PlayerState, strength: int) -> Army:
    return Army(ps.player, strength, len(ps.military_hand), ps.military_tokens)


def defence_cards(ps: PlayerState) -> int:
    """The most one's own hand adds to a defence: the best cards, up to the action total."""
    values = sorted(
        (cards()[c].defense if cards()[c].type == "bonus" else 1 for c in ps.military_hand), reverse=True
    )
    return sum(values[: ps.military_tokens])


def readiness(a: Army) -> float:
    """How likely a player is to hold and afford an attack: cards in hand and actions."""
    return min(1.0, a.hand / 3.0) * min(1.0, a.actions / 2.0)


def military_value(
    g: GameState, me: Army, reserve: int, rivals: list[Army], horizon: float, mw: MilitaryWeights
) -> float:
    """The worth of ``me``'s strength against ``rivals`` (their public armies)."""
    if not rivals:
        return 0.0
    age = g.age if not g.last_round else "IV"
    exposure = min(horizon, mw.exposure)
    damage, per_point = AGGRESSION_DAMAGE[age], WAR_PER_POINT[age]
    v = mw.per_point * me.strength * min(1.0, horizon / 3)
    everyone = [me, *rivals]
    for r in rivals:
        gap = r.strength - me.strength - reserve
        if gap > 0:
            targets = sum(1 for x in everyone if x is not r and x.strength < r.strength)
            spread = max(1, targets) if mw.shared_threat else 1
            risk = readiness(r) * (damage * min(1.0, gap / 3) + per_point * gap) / spread
            v -= mw.threat * exposure * risk
        lead = me.strength - r.strength - 1.5 * min(r.hand, r.actions)
        if lead > 0:
            v += mw.opportunity * exposure * readiness(me) * (damage * min(1.0, lead / 3) + per_point * lead)
    strengths = sorted(x.strength for x in rivals)
    weakest_count = 2 if len(everyone) >= 4 else 1
    if me.strength < strengths[min(weakest_count, len(strengths)) - 1]:
        v -= WEAKEST[age] * exposure
    if me.strength > strengths[-1]:
        v += STRONGEST[age] * exposure
    return v
