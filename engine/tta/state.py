"""The state of a game of Through the Ages: plain dataclasses, serialisable through
``engine.core.serial``. The state is the position only; ratings are never stored (they are
recomputed from the cards and tokens, ``engine.tta.stats``).

Decks and piles are lists with the top card first. Cards are named by their id in
``engine/data/tta/cards.json``; copies of a card are interchangeable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from engine.core.clone import copier_for, written_copier
from engine.core.state import PhaseData
from engine.core.steps import Step
from engine.tta.options import Options

__all__ = ["GameState", "Pact", "PhaseData", "PlayerState", "TtaStep", "War", "Wonder"]


@dataclass
class TtaStep(Step["GameState"]):
    """Base of the decisions owed outside the current player's own phases (``engine.tta.steps``):
    a defence, a pact answer, a bid, an event choice... Subclasses are registered with serial."""

    # Cards lying on the table while the step waits (an aggression being defended against,
    # a territory being auctioned): counted where they are until the step resolves.
    holding: list[str] = field(default_factory=list)
    at_once: bool = False

    def waiting(self) -> list[str]:
        left = [p for p in self.owed if p not in self.received]
        return left if self.at_once else left[:1]


@dataclass(slots=True)
class Wonder:
    """A completed wonder in a player's area."""

    card: str
    # Ravages of Time: face down, its printed effects replaced by 2 culture.
    ruined: bool = False
    # Homer slid under it when he was replaced: one more happy face (survives ruin).
    homer: bool = False


@dataclass(slots=True)
class Pact:
    """A pact in play, lying in ``owner``'s area; ``owner_side`` is the side facing him."""

    card: str
    owner: str
    partner: str
    owner_side: str = "A"

    def side_of(self, player: str) -> str:
        if player == self.owner:
            return self.owner_side
        return "B" if self.owner_side == "A" else "A"

    def parties(self) -> tuple[str, str]:
        return (self.owner, self.partner)


@dataclass(slots=True)
class War:
    """A war declared by ``declarer`` on ``target``, resolved at the declarer's next turn."""

    card: str
    declarer: str
    target: str


@dataclass(slots=True)
class PlayerState:
    player: str
    # Technologies with workers in play (farms, mines, urban buildings, units; the printed
    # starting technologies included): card id -> workers on it.
    workers: dict[str, int] = field(default_factory=dict)
    # Blue tokens stored on technologies (food on farms, resources on mines; on labs while
    # Bill Gates produced there): card id -> tokens.
    blue: dict[str, int] = field(default_factory=dict)
    government: str = "despotism"
    specials: list[str] = field(default_factory=list)
    leader: str | None = None
    # Ages of every leader this player has taken (one leader per age, ever).
    leader_ages: list[str] = field(default_factory=list)
    wonder_building: str | None = None
    wonder_stages: int = 0  # stages built so far
    wonder_tokens: int = 0  # blue tokens covering them (fewer only if the player had none left)
    wonders: list[Wonder] = field(default_factory=list)
    colonies: list[str] = field(default_factory=list)
    exclusive_tactic: str | None = None
    tactic: str | None = None  # the card holding the tactic marker (own or common), or None
    civil_hand: list[str] = field(default_factory=list)
    # Action cards taken this action phase (may not be played before the next one).
    taken_this_turn: list[str] = field(default_factory=list)
    military_hand: list[str] = field(default_factory=list)
    yellow_bank: int = 0
    blue_bank: int = 0
    pool: int = 0  # unused workers
    # Tokens this player owns (bank + cards); the rest of the supply is in the box.
    yellow_owned: int = 0
    blue_owned: int = 0
    # White and red tokens owned (kept equal to the action totals, 10.6) and how many are spent.
    civil_tokens: int = 0
    military_tokens: int = 0
    civil_spent: int = 0
    military_spent: int = 0
    # "This turn" extras: actions and temporary resources/science that are not statistics.
    civil_extra: int = 0
    military_extra: int = 0
    military_resources: int = 0  # for building and upgrading military units
    military_science: int = 0  # for developing military unit technologies (Churchill)
    science: int = 0
    culture: int = 0
    # Once-per-turn abilities already used, and other facts that last until the turn ends.
    used: list[str] = field(default_factory=list)
    caesar_used: bool = False
    skip_political: bool = False  # International Agreement: the next political action is given up
    resigned: bool = False


def _copy_player_state(old: PlayerState) -> PlayerState:
    """A player's state copied field by field (``engine.core.clone.written_copier``: the
    structural copy a search makes for every action it tries copies four)."""
    new = object.__new__(PlayerState)
    new.player = old.player
    new.workers = old.workers.copy()
    new.blue = old.blue.copy()
    new.government = old.government
    new.specials = old.specials[:]
    new.leader = old.leader
    new.leader_ages = old.leader_ages[:]
    new.wonder_building = old.wonder_building
    new.wonder_stages = old.wonder_stages
    new.wonder_tokens = old.wonder_tokens
    # (Lists of objects copied by a comprehension only when not empty: a comprehension is a call.)
    new.wonders = [copier_for(Wonder)(w) for w in old.wonders] if old.wonders else []
    new.colonies = old.colonies[:]
    new.exclusive_tactic = old.exclusive_tactic
    new.tactic = old.tactic
    new.civil_hand = old.civil_hand[:]
    new.taken_this_turn = old.taken_this_turn[:]
    new.military_hand = old.military_hand[:]
    new.yellow_bank = old.yellow_bank
    new.blue_bank = old.blue_bank
    new.pool = old.pool
    new.yellow_owned = old.yellow_owned
    new.blue_owned = old.blue_owned
    new.civil_tokens = old.civil_tokens
    new.military_tokens = old.military_tokens
    new.civil_spent = old.civil_spent
    new.military_spent = old.military_spent
    new.civil_extra = old.civil_extra
    new.military_extra = old.military_extra
    new.military_resources = old.military_resources
    new.military_science = old.military_science
    new.science = old.science
    new.culture = old.culture
    new.used = old.used[:]
    new.caesar_used = old.caesar_used
    new.skip_political = old.skip_political
    new.resigned = old.resigned
    return new


@dataclass
class GameState:
    options: Options
    seed: int
    players: list[str]
    rng: int
    game: str = "tta"
    round: int = 1
    # "political", "action", "end" (the current player's end-of-turn discard) or "over".
    phase: str = "action"
    current: str = ""
    first_player: str = ""
    age: str = "A"
    last_round: int = 0  # 0 until Age IV begins
    player_states: dict[str, PlayerState] = field(default_factory=dict)
    row: list[str | None] = field(default_factory=list)
    civil_deck: list[str] = field(default_factory=list)
    military_deck: list[str] = field(default_factory=list)
    # Civil and military decks of later ages, unshuffled until their age begins ("civil:I"...).
    reserve: dict[str, list[str]] = field(default_factory=dict)
    military_discards: dict[str, list[str]] = field(default_factory=dict)
    current_events: list[str] = field(default_factory=list)
    future_events: list[str] = field(default_factory=list)
    past_events: list[str] = field(default_factory=list)
    common_tactics: list[str] = field(default_factory=list)
    pacts: list[Pact] = field(default_factory=list)
    wars: list[War] = field(default_factory=list)
    # Cards out of the game: discarded civil cards, cards removed from play, the decks'
    # cards left out for the player count, the rest of Age A.
    removed: list[str] = field(default_factory=list)
    # Decisions owed before the current player's turn goes on (engine.tta.steps).
    steps: list[TtaStep] = field(default_factory=list)
    data: PhaseData | None = None
    finished: bool = False
    winners: list[str] = field(default_factory=list)
    version: int = 0

    # The players' states are copied on write: a copy of the game shares them with the original
    # until either side asks for one (``ps``), which then gets its own copy. A search copies the
    # game for every action it tries and most actions change one player (E's profile: the four
    # players' copies were two thirds of a game's copy). Every change to a player's state goes
    # through ``ps`` (reading ``player_states`` directly is for reading only).
    COPIED_ON_WRITE: ClassVar[tuple[str, ...]] = ("player_states",)
    # The players whose state this game shares with a copy or an original (set per instance).
    _shared: ClassVar[frozenset[str]] = frozenset()

    def ps(self, player: str) -> PlayerState:
        if player in self._shared:
            self.player_states[player] = _copy_player_state(self.player_states[player])
            object.__setattr__(self, "_shared", self._shared - {player})
        return self.player_states[player]

    @property
    def active(self) -> list[str]:
        """Players still in the game, in seat order."""
        return [p for p in self.players if not self.player_states[p].resigned]


def _copy_game_state(old: GameState) -> GameState:
    """A whole game copied field by field (``engine.core.clone.written_copier``: a search copies
    the game for every action it tries); the steps and the phase's data by their planned
    copiers (each is one of many classes)."""
    new = object.__new__(GameState)
    new.options = old.options  # (frozen)
    new.seed = old.seed
    new.players = old.players[:]
    new.rng = old.rng
    new.game = old.game
    new.round = old.round
    new.phase = old.phase
    new.current = old.current
    new.first_player = old.first_player
    new.age = old.age
    new.last_round = old.last_round
    new.player_states = old.player_states.copy()
    # Both sides now share every player's state, until they ask for it (``GameState.ps``).
    shared = frozenset(new.player_states)
    object.__setattr__(old, "_shared", shared)
    object.__setattr__(new, "_shared", shared)
    new.row = old.row[:]
    new.civil_deck = old.civil_deck[:]
    new.military_deck = old.military_deck[:]
    new.reserve = {deck: cards[:] for deck, cards in old.reserve.items()}
    new.military_discards = {age: cards[:] for age, cards in old.military_discards.items()}
    new.current_events = old.current_events[:]
    new.future_events = old.future_events[:]
    new.past_events = old.past_events[:]
    new.common_tactics = old.common_tactics[:]
    new.pacts = [copier_for(Pact)(pact) for pact in old.pacts] if old.pacts else []
    new.wars = [copier_for(War)(war) for war in old.wars] if old.wars else []
    new.removed = old.removed[:]
    new.steps = [copier_for(type(step))(step) for step in old.steps] if old.steps else []
    new.data = None if old.data is None else copier_for(type(old.data))(old.data)
    new.finished = old.finished
    new.winners = old.winners[:]
    new.version = old.version
    return new


written_copier(PlayerState, _copy_player_state)
written_copier(GameState, _copy_game_state)
