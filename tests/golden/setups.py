"""The seeded games of the golden transcripts (``tests/golden/transcripts.py``), and the sentence
each public event is told with in them.

Every offered game is played by random legal players (an AI change never rewrites those) at
every player count; Civilization (1980) keeps, besides, the games its AI players ("normal" and
"easy" alternating) play in every variant, which reach trade, calamities and purchases more
often than random players do.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from civbot.narrate import narrate
from engine import spec
from engine.core.events import Event
from engine.tta.sentences import plain
from engine.tta.sentences import sentence as tell

CIV1980_VARIANTS = ("full", "short", "nomads", "farmers")


@dataclass(frozen=True)
class Setup:
    game: str
    players: int
    # The game's options that differ from their defaults, in their JSON form.
    options_json: dict[str, Any] = field(default_factory=dict)
    # The game is played until it ends or this round is over.
    rounds: int = 99
    agents: tuple[str, ...] = ("random",)
    seed_offset: int = 0
    # Long games (Civilization's AI games) are stored compressed: read them with ``zless``.
    compressed: bool = False
    label: str = ""
    # Set: the game starts from the stored position its AI players reached at this round
    # (``positions/``), so random players meet a grown civilization's trade, calamities and
    # purchases. The position is data: an AI change does not rewrite it.
    from_round: int = 0

    @property
    def name(self) -> str:
        label = (
            f"-{self.label}" if self.label else f"-from-round-{self.from_round}" if self.from_round else ""
        )
        random = "-random" if self.agents == ("random",) and self.game == "civ1980" else ""
        return f"{self.game}{label}-{self.players}p{random}"

    @property
    def seed(self) -> int:
        return self.players * 10 + self.seed_offset

    def options(self) -> Any:
        return spec(self.game, offered_only=False).rules().options_from_json(self.options_json)

    def describe(self) -> str:
        who = "random players" if self.agents == ("random",) else f"{' and '.join(self.agents)} AI players"
        until = "" if self.rounds >= 99 else f", until round {self.rounds}"
        if self.from_round:
            until = f", from the position AI players reached at round {self.from_round}{until}"
        options = f", options {self.options_json}" if self.options_json else ""
        return f"{self.players} players ({who}{until}{options})"


def _civ1980(players: int, variant: str, rounds: int, agents: tuple[str, ...] = ("normal", "easy")) -> Setup:
    options: dict[str, Any] = {"variant": variant}
    if variant == "short":
        options["short_finish"] = 9
    return Setup(
        "civ1980",
        players,
        options,
        rounds,
        agents,
        CIV1980_VARIANTS.index(variant),
        compressed=agents != ("random",),
        label=variant,
    )


SETUPS = [
    *(_civ1980(n, "full", 16) for n in range(2, 8)),
    *(_civ1980(n, "short", 40) for n in range(2, 8)),
    *(_civ1980(n, "farmers", 12) for n in range(2, 8)),
    *(_civ1980(n, "nomads", 40) for n in range(2, 5)),
    # Random legal players take the odd choices an AI never makes (tax rates, odd payments).
    *(_civ1980(n, "full", 12, ("random",)) for n in range(2, 8)),
    *(Setup("advciv", n, rounds=8) for n in range(2, 9)),
    *(Setup("advciv", n, rounds=n + 10, seed_offset=5, from_round=n + 5) for n in (3, 5, 7)),
    *(Setup("tta", n) for n in range(2, 5)),
]


def _civ_sentence(g: Any, e: Event) -> str | None:
    return narrate(g, e)


def _tta_sentence(g: Any, e: Event) -> str | None:
    told = tell(e, str)
    return None if told is None else plain(told)


# The narrators the games have today, by family (until the engine has one narrator per game).
NARRATORS: dict[str, Callable[[Any, Event], str | None]] = {"civ": _civ_sentence, "tta": _tta_sentence}


def sentence(g: Any, e: Event) -> str | None:
    """The sentence the public event ``e`` is told with."""
    return NARRATORS[spec(g.game, offered_only=False).family](g, e)
