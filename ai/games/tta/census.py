"""What a whole Through the Ages game showed, counted from its public events: the figures the
published human games are described by (rounds, final culture, aggressions, wars, pacts,
first change of government, wonders, civil cards taken) and the colonies taken of the
territories revealed. Used by the benchmarks and the tests of the AI's play."""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine import Event
from engine.tta.api import GameState, cards


@dataclass
class Census:
    players: int = 0
    rounds: int = 0
    culture: list[int] = field(default_factory=list)  # final culture of every player
    aggressions: int = 0
    wars: int = 0
    pacts_proposed: int = 0
    pacts_made: int = 0
    territories_revealed: int = 0
    colonies: int = 0
    wonders: int = 0
    civil_taken: int = 0
    units_built: int = 0
    # Round of each player's first change of government (players who changed).
    first_government: dict[str, int] = field(default_factory=dict)

    def count(self, g: GameState, events: Iterable[Event]) -> None:
        """Count the events one action produced (``g`` is the game after it)."""
        for e in events:
            kind, data = e.kind, e.data
            if kind == "tta_aggression_played":
                self.aggressions += 1
            elif kind == "tta_war_declared":
                self.wars += 1
            elif kind == "tta_pact_offered":
                self.pacts_proposed += 1
            elif kind == "tta_pact_made":
                self.pacts_made += 1
            elif kind == "tta_event_revealed" and cards()[data["card"]].type == "territory":
                self.territories_revealed += 1
            elif kind == "tta_colonized":
                self.colonies += 1
            elif kind == "tta_wonder_completed":
                self.wonders += 1
            elif kind == "tta_card_taken":
                self.civil_taken += 1
            elif kind == "tta_unit_built":
                self.units_built += 1
            elif kind == "tta_revolution" or (
                kind == "tta_technology_developed" and cards()[data["card"]].kind == "government"
            ):
                self.first_government.setdefault(data["player"], g.round)

    def finish(self, g: GameState) -> None:
        self.players = len(g.players)
        self.rounds = g.round
        self.culture = [g.ps(p).culture for p in g.players]


@dataclass(frozen=True)
class Bands:
    """Figures over many games, as the human figures are given."""

    games: int
    rounds: float
    culture: float  # mean final culture per player
    aggression_games: float  # share of games with at least one aggression
    war_games: float
    pact_games: float  # share of games with a pact proposed
    first_government: float  # mean round of a player's first change of government
    never_changed: float  # share of players who never changed government
    wonders: float  # per player
    civil_taken: float  # per player
    colonized_games: float  # share of the games with a territory revealed where one was taken
    units: float  # units built per player


def bands(games: list[Census]) -> Bands:
    n = len(games)
    players = sum(c.players for c in games)
    firsts = [r for c in games for r in c.first_government.values()]
    revealed = [c for c in games if c.territories_revealed]
    return Bands(
        games=n,
        rounds=statistics.fmean(c.rounds for c in games),
        culture=statistics.fmean(x for c in games for x in c.culture),
        aggression_games=sum(c.aggressions > 0 for c in games) / n,
        war_games=sum(c.wars > 0 for c in games) / n,
        pact_games=sum(c.pacts_proposed > 0 for c in games) / n,
        first_government=statistics.fmean(firsts) if firsts else 0.0,
        never_changed=1 - len(firsts) / players,
        wonders=sum(c.wonders for c in games) / players,
        civil_taken=sum(c.civil_taken for c in games) / players,
        colonized_games=sum(c.colonies > 0 for c in revealed) / len(revealed) if revealed else 0.0,
        units=sum(c.units_built for c in games) / players,
    )
