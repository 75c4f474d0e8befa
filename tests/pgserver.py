"""A throwaway PostgreSQL server for tests and benchmarks: initdb into a temporary directory and
pg_ctl on a free port, as the ``postgres`` user when running as root (initdb refuses root).

``PgServer.start()`` raises ``PgUnavailable`` with the reason when no server can be started (no
PostgreSQL binaries, no unprivileged user); tests then skip and say why.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path


class PgUnavailable(Exception):
    pass


def pg_bindir() -> Path | None:
    """Where initdb and pg_ctl are: on PATH, or the newest /usr/lib/postgresql/N/bin (Debian)."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4]))
    return Path(versions[-1]).parent if versions else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgServer:
    def __init__(self, durable: bool = False) -> None:
        self.durable = durable
        self.dir: Path | None = None
        self.port = 0
        self.bindir: Path | None = None
        self._runas: list[str] = []

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*self._runas, *args], capture_output=True, text=True, timeout=120, check=False)

    def start(self) -> str:
        self.bindir = pg_bindir()
        if self.bindir is None:
            raise PgUnavailable("no PostgreSQL server binaries (initdb, pg_ctl) found")
        self.dir = Path(tempfile.mkdtemp(prefix="civbot-pg-"))
        if os.geteuid() == 0:
            try:
                user = pwd.getpwnam("postgres")
            except KeyError:
                raise PgUnavailable("running as root and there is no 'postgres' user to run initdb") from None
            os.chown(self.dir, user.pw_uid, user.pw_gid)
            self._runas = ["runuser", "-u", "postgres", "--"]
        data = self.dir / "data"
        done = self._run(
            str(self.bindir / "initdb"),
            "-D",
            str(data),
            "-U",
            "civbot",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
        )
        if done.returncode != 0:
            raise PgUnavailable(f"initdb failed: {done.stderr.strip()[-300:]}")
        self.port = free_port()
        settings = f"-p {self.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={self.dir}"
        if not self.durable:
            settings += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        done = self._run(
            str(self.bindir / "pg_ctl"),
            "-D",
            str(data),
            "-o",
            settings,
            "-l",
            str(self.dir / "log"),
            "-w",
            "start",
        )
        if done.returncode != 0:
            log = (self.dir / "log").read_text(errors="replace")[-300:] if (self.dir / "log").exists() else ""
            raise PgUnavailable(f"pg_ctl start failed: {done.stderr.strip()[-300:]} {log}")
        return self.url("postgres")

    def url(self, database: str = "postgres", schema: str | None = None) -> str:
        base = f"postgresql://civbot@127.0.0.1:{self.port}/{database}"
        return f"{base}?search_path={schema}" if schema else base

    def new_schema_url(self) -> str:
        """A URL whose connections work in a fresh, empty schema (one per test)."""
        name = "t_" + uuid.uuid4().hex[:12]
        assert self.bindir is not None, "start the server first"
        done = subprocess.run(
            [str(self.bindir / "psql"), "-X", "-q", "-h", "127.0.0.1", "-p", str(self.port), "-U", "civbot",
             "-d", "postgres", "-c", f"CREATE SCHEMA {name}"],
            capture_output=True, text=True, timeout=60, check=False,
        )  # fmt: skip
        if done.returncode != 0:
            raise PgUnavailable(f"cannot create a schema: {done.stderr.strip()}")
        return self.url("postgres", name)

    def stop(self) -> None:
        if self.dir is None or self.bindir is None:
            return
        data = self.dir / "data"
        if data.exists():
            self._run(str(self.bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
        with contextlib.suppress(OSError):
            shutil.rmtree(self.dir)
        self.dir = None
