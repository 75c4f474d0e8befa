"""Component ids: ``civ:<game>:<version>:<seat index or ->:<op>[:arg...]`` (at most 100 chars).

Every button, select and modal the bot makes carries its game id and the game version it was
made at, so a click after a restart still finds its game, and a stale one is recognised.
"""

from __future__ import annotations

from dataclasses import dataclass

PREFIX = "civ"
TEMPLATE = r"civ:(?P<rest>.+)"
MAX_LEN = 100


@dataclass(frozen=True)
class ComponentId:
    game: int
    version: int
    seat: int | None  # index into the game's seats; None: anyone may use it
    op: str
    args: tuple[str, ...] = ()

    def encode(self) -> str:
        seat = "-" if self.seat is None else str(self.seat)
        text = ":".join([PREFIX, str(self.game), str(self.version), seat, self.op, *self.args])
        if len(text) > MAX_LEN:
            raise ValueError(f"component id too long: {text!r}")
        return text


def cid(game: int, version: int, seat: int | None, op: str, *args: str) -> str:
    for a in args:
        if ":" in a:
            raise ValueError(f"component argument {a!r} contains ':'")
    return ComponentId(game, version, seat, op, tuple(args)).encode()


def parse(text: str) -> ComponentId | None:
    parts = text.split(":")
    if len(parts) < 5 or parts[0] != PREFIX:
        return None
    try:
        game, version = int(parts[1]), int(parts[2])
        seat = None if parts[3] == "-" else int(parts[3])
    except ValueError:
        return None
    return ComponentId(game, version, seat, parts[4], tuple(parts[5:]))
