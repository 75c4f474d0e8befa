"""Settings from the environment, with a ``.env`` file as fallback (parsed here, no dependency).

Every setting is documented in ``.env.example`` at the top of the repository.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_DEADLINE_MINUTES = 24 * 60


def parse_env_file(text: str) -> dict[str, str]:
    """``KEY=value`` lines; ``#`` comments, blank lines, ``export`` and quotes are handled."""
    out: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        if line.startswith("export "):
            line = line[len("export ") :]
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        out[key.strip()] = value
    return out


def _ints(text: str) -> tuple[int, ...]:
    return tuple(sorted({int(x) for x in text.replace(";", ",").split(",") if x.strip()}, reverse=True))


def parse_phase_deadlines(text: str) -> dict[str, int]:
    """``taxation=60,movement=720`` -> minutes per phase name."""
    out: dict[str, int] = {}
    for part in text.split(","):
        if "=" in part:
            name, _, minutes = part.partition("=")
            out[name.strip()] = int(minutes)
    return out


@dataclass(frozen=True)
class Settings:
    token: str = ""
    database: str = "civbot.sqlite3"
    log_level: str = "INFO"
    dev_guild_id: int | None = None
    # Default time allowed for a decision, and per-phase overrides (minutes).
    deadline_minutes: int = DEFAULT_DEADLINE_MINUTES
    phase_deadlines: dict[str, int] = field(default_factory=dict)
    # Reminders go out this many minutes before a deadline (largest first).
    reminders: tuple[int, ...] = (60, 10)
    # The channel where /bug reports go (chosen by the bot's operator); None: /bug is off.
    bug_channel_id: int | None = None
    # A snapshot of a game's state every this many actions (and at most one per round); the
    # store keeps the newest ``snapshots_kept`` of each game.
    snapshot_every: int = 100
    snapshots_kept: int = 2
    # Games held in memory at most, and minutes after which an untouched game is dropped.
    hot_games: int = 1000
    idle_minutes: float = 30.0
    # Discord gateway shards: how many in all, and which this process runs (None: all of them).
    shard_count: int = 1
    shard_ids: tuple[int, ...] | None = None
    # PostgreSQL only: connections per process, and how often (seconds) to look for timers that
    # other processes set.
    db_pool: int = 10
    poll_seconds: float = 30.0
    # The hard computer players' thinking per decision, in their game's units of work (Through
    # the Ages: actions tried); None: each game's default (``ai.agent_for``'s ``budget``).
    ai_hard_budget: int | None = None

    def problem(self) -> str | None:
        """What is wrong with these settings, in one line (None: nothing)."""
        if self.shard_count < 1:
            return "CIVBOT_SHARD_COUNT must be at least 1."
        if self.shard_ids is not None and not all(0 <= i < self.shard_count for i in self.shard_ids):
            return f"CIVBOT_SHARD_IDS must be numbers from 0 to {self.shard_count - 1} (the shard count - 1)."
        several = self.shard_ids is not None and len(self.shard_ids) < self.shard_count
        if several and not self.database.startswith(("postgresql://", "postgres://")):
            return (
                "CIVBOT_SHARD_IDS runs only some shards here, so other processes run the rest: they "
                "must share one PostgreSQL database (CIVBOT_DATABASE=postgresql://...), not a SQLite file."
            )
        if self.hot_games < 1:
            return "CIVBOT_HOT_GAMES must be at least 1."
        if self.ai_hard_budget is not None and self.ai_hard_budget < 1:
            return "CIVBOT_AI_HARD_BUDGET must be at least 1 (or empty for the default)."
        return None

    @classmethod
    def load(cls, environ: Mapping[str, str] | None = None, env_file: str | Path | None = ".env") -> Settings:
        values: dict[str, str] = {}
        if env_file is not None and Path(env_file).is_file():
            values.update(parse_env_file(Path(env_file).read_text(encoding="utf-8")))
        values.update(os.environ if environ is None else environ)

        def get(key: str, default: str = "") -> str:
            return values.get(key, default).strip()

        guild = get("CIVBOT_DEV_GUILD")
        shard_ids = get("CIVBOT_SHARD_IDS")
        bugs = get("CIVBOT_BUG_CHANNEL")
        hard_budget = get("CIVBOT_AI_HARD_BUDGET")
        return cls(
            token=get("DISCORD_TOKEN"),
            database=get("CIVBOT_DATABASE", "civbot.sqlite3"),
            log_level=get("CIVBOT_LOG_LEVEL", "INFO").upper(),
            dev_guild_id=int(guild) if guild else None,
            deadline_minutes=int(get("CIVBOT_DEADLINE_MINUTES", str(DEFAULT_DEADLINE_MINUTES))),
            phase_deadlines=parse_phase_deadlines(get("CIVBOT_PHASE_DEADLINES")),
            reminders=_ints(get("CIVBOT_REMINDERS", "60,10")),
            snapshot_every=int(get("CIVBOT_SNAPSHOT_EVERY", "100")),
            snapshots_kept=int(get("CIVBOT_SNAPSHOTS_KEPT", "2")),
            hot_games=int(get("CIVBOT_HOT_GAMES", "1000")),
            idle_minutes=float(get("CIVBOT_IDLE_MINUTES", "30")),
            shard_count=int(get("CIVBOT_SHARD_COUNT", "1")),
            shard_ids=tuple(sorted(_ints(shard_ids))) if shard_ids else None,
            db_pool=int(get("CIVBOT_DB_POOL", "10")),
            poll_seconds=float(get("CIVBOT_POLL_SECONDS", "30")),
            bug_channel_id=int(bugs) if bugs else None,
            ai_hard_budget=int(hard_budget) if hard_budget else None,
        )
