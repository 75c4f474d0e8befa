"""The weights of a Through the Ages valuation (``ai.games.tta.evaluate``): what one unit of each
figure is worth to each strength of player, and the worths found with them (kept per set of
weights, ``ai.games.tta.kept``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ai.games.tta.kept import Key, table
from ai.games.tta.threats import MilitaryWeights
from engine import Kept


@dataclass(frozen=True)
class Weights:
    """What one unit of each figure is worth, in culture points."""

    science: float = 0.35
    # Science points at hand are worth what they buy; a science rating keeps buying.
    science_stock: float = 0.35
    food: float = 0.35
    resources: float = 0.45
    happy: float = 0.5
    civil_action: float = 0.9  # per civil action a turn, per turn left (at most 8 turns)
    military_action: float = 0.3
    spare_civil: float = 0.25  # an action still available this turn (its use is its value)
    spare_military: float = 0.1
    yellow: float = 0.4  # a token in the yellow bank (a worker still to come)
    placement: float = 0.5  # share of a worker's best placement counted while he waits
    # Food and resources a turn that keep a civilization growing and building are worth more.
    food_needed: float = 3.0
    food_short: float = 0.8
    resources_needed: float = 4.0
    resources_short: float = 0.8
    military: MilitaryWeights = field(default_factory=MilitaryWeights)
    leader: float = 6.0  # a leader's ability beyond its flat figures (in hand or in play)
    # A civil hand at its limit: no card can be taken from the row until one is played.
    full_hand: float = 2.0
    wonder: float = 1.0  # share of a wonder's worth counted while it is under way
    dear_take: float = 2.0  # per civil action a card from the row costs beyond the first
    rivalry: float = 0.5  # in a standing, the share of the best rival's value (the rest: the mean's)
    hand_card: float = 0.5  # share of a civil card's worth in play counted while in hand
    # What one worker on each technology yields with these weights (``output``), filled as
    # asked: a valuation reads it for every worker of every position tried.
    outputs: dict[str, float] = field(default_factory=dict, init=False, repr=False, compare=False)
    # What each action card whose worth reads only the card is worth (``kept_action_card_value``).
    action_cards: dict[str, float] = field(default_factory=dict, init=False, repr=False, compare=False)
    # Worths found with these weights, per everything they are read from (``ai.games.tta.kept``).
    placements: Kept[Key, float] = field(default_factory=table, init=False, repr=False, compare=False)
    places: Kept[Key, tuple[float, ...]] = field(default_factory=table, init=False, repr=False, compare=False)
    technologies: Kept[Key, float] = field(default_factory=table, init=False, repr=False, compare=False)
    upgrades: Kept[Key, float] = field(default_factory=table, init=False, repr=False, compare=False)
    threats: Kept[Key, float] = field(default_factory=table, init=False, repr=False, compare=False)
    hands: Kept[Key, float] = field(default_factory=table, init=False, repr=False, compare=False)
    wonders: Kept[Key, float] = field(default_factory=table, init=False, repr=False, compare=False)
    defences: Kept[Key, int] = field(default_factory=table, init=False, repr=False, compare=False)
    produced: Kept[Key, tuple[float, float]] = field(
        default_factory=table, init=False, repr=False, compare=False
    )
    manned: Kept[Key, dict[str, tuple[float, int]]] = field(
        default_factory=table, init=False, repr=False, compare=False
    )


# The normal player counts strength a little more for itself than the tuned weights do: armies
# on the table as people keep them (bench.tta_bands).
NORMAL = Weights(military=MilitaryWeights(per_point=3.5))
# The hard player's evaluation: tuned by self-play, one weight at a time (bench.tta_tune, 2
# players, 40 games a trial; the five changes it kept, each won 60-70% of its trial).
HARD = Weights(
    science_stock=0.56,
    civil_action=0.54,
    military_action=0.18,
    yellow=0.64,
    food_short=0.48,
    # No cost for a full hand: it stands in for what a one-action lookahead cannot see (playing a
    # card makes room to take one); the search plans that pair itself, and the stand-in misled
    # it (1 hard vs 3 normal, seeds 1-20: 30% of the victories with it, 57% without).
    full_hand=0.0,
    # Leading, it draws the others' attacks (1 hard vs 3 normal, seeds 1-20: it suffered 2.1
    # aggressions and 1.1 wars a game, each normal player 1.3 and 0.45).
    military=MilitaryWeights(shared_threat=False),
)
# The easy player neglects the threats it sees (a learner's army lags behind).
EASY = Weights(military=MilitaryWeights(threat=0.3, opportunity=0.6))
WEIGHTS = {"easy": EASY, "normal": NORMAL, "hard": HARD}
