"""What every game's state has in common, whatever the game.

Each game keeps its own state dataclass; the core only relies on the members of
:class:`CoreState`. A state is the position, not its history: the actions that led to it live
beside it (save files, the bot's store), so a state does not grow with the length of a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass
class PhaseData:
    """Working data of the current phase or step; each game registers its own subclasses."""


class CoreState(Protocol):
    """The members the core and the game registry read from any game's state."""

    @property
    def game(self) -> str: ...

    @property
    def players(self) -> list[str]: ...

    @property
    def seed(self) -> int: ...

    @property
    def options(self) -> Any: ...

    @property
    def round(self) -> int: ...

    @property
    def phase(self) -> str: ...

    @property
    def version(self) -> int: ...

    @property
    def finished(self) -> bool: ...

    @property
    def winners(self) -> list[str]: ...

    @property
    def data(self) -> PhaseData | None: ...
