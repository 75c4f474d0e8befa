"""What the board prints in each area, and what a move leaves behind (issue 26, item 1).

A player at a table sees each area's population limit and city site on the board; a player in
the terminal learns them here: :func:`area_facts` gives every area in play as this game uses it
(island city sites are not used at every player count). :func:`move_outlook` tries a move on a
copy of the game and runs the game's own surplus removal (phase 8) on the result, so that a
player can be warned before a move that leaves tokens to be removed as surplus or cities short
of support. Nothing here changes the game.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cache

from engine.civ import units
from engine.civ.content import board
from engine.civ.flow import apply
from engine.civ.geography import game_map
from engine.civ.phases.cities import buildable, tokens_needed
from engine.civ.phases.registry import phase_named
from engine.civ.phases.support import SurplusPhase, shortfall
from engine.civ.state import GameState
from engine.core.actions import Action

# Tokens a city needs on a usable city site, and elsewhere (rules 6.7).
SITE_CITY_TOKENS, OPEN_CITY_TOKENS = 6, 12


def feature_name(feature: str) -> str:
    """A flood plain's or a volcano's printed name from its id: "tigris-euphrates" ->
    "Tigris-Euphrates"."""
    return "-".join(part.capitalize() for part in feature.split("-"))


@dataclass(frozen=True)
class AreaFacts:
    """What the board prints in an area, as this game uses it."""

    area: str
    name: str
    land: bool
    # The printed population limit (0 for a sea).
    population_limit: int
    # A city site this game uses (island sites are left out at some player counts).
    city_site: bool
    # Tokens of one player that build a city here: 6 on a city site, 12 elsewhere.
    city_tokens: int
    # The printed names of the flood plain and the volcano the area lies on, if any.
    flood_plain: str | None
    volcano: str | None


def area_facts(g: GameState) -> dict[str, AreaFacts]:
    """Every area in play in ``g``, by id, in the board's order."""
    gm = game_map(g)
    return _facts(gm.in_play, gm.city_site_usable)


@cache
def _facts(in_play: frozenset[str], city_sites: frozenset[str]) -> dict[str, AreaFacts]:
    out = {}
    for a, info in board().areas.items():
        if a not in in_play:
            continue
        site = a in city_sites
        out[a] = AreaFacts(
            area=a,
            name=info.name,
            land=info.is_land,
            population_limit=info.population_limit,
            city_site=site,
            city_tokens=SITE_CITY_TOKENS if site else OPEN_CITY_TOKENS,
            flood_plain=feature_name(info.flood_plain) if info.flood_plain else None,
            volcano=feature_name(info.volcano) if info.volcano else None,
        )
    return out


@dataclass(frozen=True)
class AreaLeft:
    """One area as phase 8 would find it for one player, if nothing else changed: his tokens,
    the other units there (a conflict settles those first), the tokens the surplus removal
    takes from him if he builds no city, and, where he could build a city from his tokens, how
    many it needs."""

    area: str
    tokens: int
    others: int
    surplus: int
    city_tokens: int | None

    @property
    def loss(self) -> int:
        """The fewest of his tokens phase 8 removes here: a city built takes its tokens and the
        rest go as surplus (an area with a city holds no tokens); without a city, the surplus."""
        if self.city_tokens is None:
            return self.surplus
        return min(self.surplus, self.tokens - self.city_tokens)


@dataclass(frozen=True)
class MoveChange:
    """An area a move changes: as it stood before, and as the move leaves it."""

    before: AreaLeft
    after: AreaLeft

    @property
    def worse(self) -> bool:
        """The move makes phase 8 take more of the mover's tokens here (no conflict pending)."""
        return self.after.others == 0 and self.after.loss > self.before.loss


@dataclass(frozen=True)
class MoveOutlook:
    """What a move leaves: the areas it changes, and the mover's city support after surplus
    removal before and after it (tokens short of 2 per city; 0 when supported)."""

    player: str
    changes: tuple[MoveChange, ...]
    cities: int
    tokens_after_surplus: int
    short_before: int
    short_after: int

    @property
    def worse_areas(self) -> list[MoveChange]:
        return [c for c in self.changes if c.worse]

    @property
    def support_worse(self) -> bool:
        return self.short_after > max(0, self.short_before)

    @property
    def warns(self) -> bool:
        """Whether the move leaves more surplus or less city support than before it."""
        return bool(self.worse_areas) or self.support_worse


@dataclass(frozen=True)
class _Phase8:
    removed: dict[str, int]
    short: int
    tokens: int


def _phase8(g: GameState, player: str) -> _Phase8:
    """Run the game's own surplus removal on a copy of ``g``: the player's tokens it removes
    per area, and his tokens then short of supporting his cities."""
    trial = copy.deepcopy(g)
    removed: dict[str, int] = {}
    surplus = phase_named("surplus", g.game)
    assert isinstance(surplus, SurplusPhase)
    for event in surplus.automatic(trial):
        for area, taken in event.data.get("removed", {}).items():
            if taken.get(player):
                removed[area] = taken[player]
    return _Phase8(removed, max(0, shortfall(trial, player)), units.tokens_on_board(trial, player))


def _area_left(
    g: GameState, player: str, area: str, removed: dict[str, int], can_build: set[str]
) -> AreaLeft:
    mine = units.tokens_in(g, area, player)
    # Another player's units or city, or a game's neutral units: a conflict comes first.
    others = units.area_total(g, area) - mine + g.neutral_units(area)
    if g.cities.get(area) not in (None, player):
        others += 1
    return AreaLeft(
        area=area,
        tokens=mine,
        others=others,
        surplus=removed.get(area, 0),
        city_tokens=tokens_needed(g, area) if area in can_build else None,
    )


def move_outlook(g: GameState, action: Action) -> MoveOutlook:
    """What the movement ``action`` leaves, tried on a copy of ``g`` (which never changes);
    the rules' RuleError when the move is refused."""
    player = action.player
    trial = copy.deepcopy(g)
    apply(trial, action)
    before, after = _phase8(g, player), _phase8(trial, player)
    changed = sorted(
        a
        for a in set(g.tokens) | set(trial.tokens)
        if units.tokens_in(g, a, player) != units.tokens_in(trial, a, player)
    )
    build_before, build_after = set(buildable(g, player)), set(buildable(trial, player))
    changes = tuple(
        MoveChange(
            _area_left(g, player, a, before.removed, build_before),
            _area_left(trial, player, a, after.removed, build_after),
        )
        for a in changed
    )
    return MoveOutlook(
        player=player,
        changes=changes,
        cities=len(units.cities_of(trial, player)),
        tokens_after_surplus=after.tokens,
        short_before=before.short,
        short_after=after.short,
    )
