"""Numbered schema migrations, applied in order at start-up on both backends.

Each module ``vNNN_name.py`` defines its SQL, either ``SQL`` (the same for SQLite and PostgreSQL)
or ``SQLITE`` and ``POSTGRES``, and optionally ``async def data(db)``: a data step run in the
same transaction after the SQL, with ``db`` a ``MigrationDb``. Applied versions are recorded in
``schema_migrations``; a migration is never changed once released, only added. (Python modules
rather than .sql files so that they ship inside the package; no migration framework, because
start-up time counts and the runner is a few lines per backend.)
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class MigrationDb(Protocol):
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...


DataStep = Callable[[MigrationDb], Awaitable[None]]


@dataclass(frozen=True)
class Migration:
    number: int
    name: str
    sql: str
    data: DataStep | None


def available(dialect: str) -> list[Migration]:
    """Every migration for ``dialect`` ("sqlite" or "postgres"), in order."""
    out = []
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("v") and info.name[1:4].isdigit():
            module = importlib.import_module(f"{__name__}.{info.name}")
            sql = getattr(module, dialect.upper(), None) or module.SQL
            out.append(Migration(int(info.name[1:4]), info.name, str(sql), getattr(module, "data", None)))
    return sorted(out, key=lambda m: m.number)
