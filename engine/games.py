"""The game registry: every game civbot knows, and whether it can be played yet.

The CLI, the bot, the renderer and the AI select a game here by its id and reach its rules
through :meth:`GameSpec.rules`. A game goes through three stages: ``building`` (listed only),
``engine`` (its rules play whole games, so ``civbot simulate`` runs it, but players are not
offered it yet) and ``offered`` (the bot, the demo and the terminal game offer it). Asking for
a game beyond its stage gets a clear refusal that says what can be played.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, TypeVar

from engine.core import serial
from engine.core.errors import MalformedAction
from engine.core.game import GameRules
from engine.core.interface import GameInterface
from engine.core.words import Joined
from i18n.catalog import N_, Said, _, l_

DEFAULT_GAME = "civ1980"
BUILDING, ENGINE, OFFERED = "building", "engine", "offered"
STAGES = (BUILDING, ENGINE, OFFERED)


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    family: str  # "civ" (one map, 13-phase round) or "tta"
    min_players: int
    max_players: int
    # "module:attribute" of the object implementing engine.core.game.GameRules.
    rules_at: str
    stage: str  # "building", "engine" or "offered"
    summary: str
    # "module:attribute" of the game's declared interface (``engine.core.interface.GameInterface``):
    # its decision kinds, event kinds and actions, in the game's public module ("" while a game
    # being built declares none yet).
    interface_at: str = ""

    @property
    def printed_title(self) -> str:
        """The game's title in the language spoken (``title`` is the English one, marked for the
        catalogue where the game is declared)."""
        return _(self.title)

    @property
    def offered(self) -> bool:
        return self.stage == OFFERED

    @property
    def players(self) -> str:
        return f"{self.min_players}–{self.max_players} players"

    def rules(self) -> GameRules[Any]:
        return _rules(self.rules_at)

    def interface(self) -> GameInterface:
        if not self.interface_at:
            raise UnknownGame(
                l_("{game} is still being built: it declares no decisions yet.", game=Said(self.title))
            )
        return _interface(self.interface_at)

    def phase_table(self) -> tuple[tuple[str, str], ...]:
        return self.rules().phase_table()

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise MalformedAction(
                l_(
                    "{game} is for {least} to {most} players, not {players}.",
                    game=Said(self.title),
                    least=self.min_players,
                    most=self.max_players,
                    players=players,
                )
            )


GAMES: dict[str, GameSpec] = {
    spec.id: spec
    for spec in (
        GameSpec(
            "civ1980",
            N_("Civilization"),
            "civ",
            2,
            7,
            "engine.civ.game:CIV1980",
            OFFERED,
            "Avalon Hill's Civilization (1980): grow, trade and survive calamities across the "
            "ancient Mediterranean, first to the end of the Archaeology Succession Table wins.",
            interface_at="engine.civ.api:INTERFACE",
        ),
        GameSpec(
            "advciv",
            N_("Advanced Civilization"),
            "civ",
            2,
            8,
            "engine.civ.advciv.game:ADVCIV",
            OFFERED,
            "Avalon Hill's Advanced Civilization (1991): the same map with 24 civilization cards, "
            "twelve calamities and victory points.",
            interface_at="engine.civ.advciv.api:INTERFACE",
        ),
        GameSpec(
            "tta",
            N_("Through the Ages"),
            "tta",
            2,
            4,
            "engine.tta.game:TTA",
            OFFERED,
            "CGE's Through the Ages: A New Story of Civilization (2015): build a civilization "
            "from cards through three ages.",
            interface_at="engine.tta.api:INTERFACE",
        ),
    )
}


class UnknownGame(MalformedAction):
    code = "unknown_game"


def offered_games() -> list[GameSpec]:
    return [s for s in GAMES.values() if s.offered]


def spec(game: str, *, offered_only: bool = True, stage: str | None = None) -> GameSpec:
    """The game ``game``, refused unless it has reached ``stage`` (by default ``offered``;
    ``offered_only=False`` accepts any listed game)."""
    needed = stage or (OFFERED if offered_only else BUILDING)
    found = GAMES.get(game)
    if found is not None and STAGES.index(found.stage) >= STAGES.index(needed):
        return found
    choices = Joined(
        tuple(
            l_("{id} ({game})", id=s.id, game=Said(s.title))
            for s in GAMES.values()
            if STAGES.index(s.stage) >= STAGES.index(needed)
        )
    )
    if found is None:
        raise UnknownGame(
            l_(
                "There is no game called {game}. Games you can choose: {choices}.",
                game=repr(game),
                choices=choices,
            )
        )
    raise UnknownGame(
        l_(
            "{game} is still being built and cannot be played here yet. Games you can choose: {choices}.",
            game=Said(found.title),
            choices=choices,
        )
    )


def _import_every_game() -> None:
    """Import each listed game's rules module (one not written yet is skipped): a fresh process
    can then deserialise any game's actions and steps (``serial.add_tag_source``)."""
    for game in GAMES.values():
        module = game.rules_at.partition(":")[0]
        try:
            missing = importlib.util.find_spec(module) is None
        except ModuleNotFoundError:  # its package does not exist yet
            missing = True
        if not missing:
            importlib.import_module(module)


serial.add_tag_source(_import_every_game)


@cache
def _rules(where: str) -> GameRules[Any]:
    module, _colon, attribute = where.partition(":")
    rules: GameRules[Any] = getattr(importlib.import_module(module), attribute)
    return rules


@cache
def _interface(where: str) -> GameInterface:
    module, _colon, attribute = where.partition(":")
    found: GameInterface = getattr(importlib.import_module(module), attribute)
    return found


T = TypeVar("T")


class GameParts(Generic[T]):
    """What one package outside the engine (the bot, the renderer, the AI, the terminal) holds for
    each game, found the same way in every package: the folder of the game's family,
    ``<package>.games.<family>``, declares ``<attribute>``, a mapping from each of its games' ids
    to that game's parts. A game made outside the package (the tests' own game) adds its parts
    with :meth:`add`. Shared code asks here and never names a game; a new game adds its folder
    and touches no shared module.
    """

    def __init__(self, package: str, attribute: str) -> None:
        self.package = package
        self.attribute = attribute
        self._added: dict[str, T] = {}

    def add(self, game: str, parts: T) -> None:
        self._added[game] = parts

    def remove(self, game: str) -> None:
        self._added.pop(game, None)

    def get(self, game: str) -> T | None:
        """``game``'s parts in this package, or None when the package has none for it."""
        if game in self._added:
            return self._added[game]
        found = GAMES.get(game)
        if found is None:
            return None
        where = f"{self.package}.games.{found.family}"
        try:
            module = importlib.import_module(where)
        except ModuleNotFoundError as err:
            if err.name is not None and where.startswith(err.name):
                return None  # the package has no folder for this family
            raise
        parts: Mapping[str, T] = getattr(module, self.attribute)
        return parts.get(game)

    def __getitem__(self, game: str) -> T:
        parts = self.get(game)
        if parts is None:
            raise UnknownGame(
                l_(
                    "{game} has no {part} here.",
                    game=Said(spec(game, offered_only=False).title),
                    part=self.attribute.lower(),
                )
            )
        return parts
