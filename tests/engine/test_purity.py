"""design.md: engine/ is pure — no discord, PIL, asyncio, sqlite, clock, network, file system
writes or global randomness. Checked on the syntax tree of every module."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"

FORBIDDEN_MODULES = {
    "discord",
    "PIL",
    "asyncio",
    "aiosqlite",
    "sqlite3",
    "random",
    "time",
    "datetime",
    "socket",
    "requests",
    "aiohttp",
    "urllib",
    "http",
    "subprocess",
    "threading",
    "os",
    "secrets",
    "uuid",
    "renderer",
    "bot",
}
FORBIDDEN_CALLS = {"open", "print", "input", "exec", "eval", "__import__"}


def _violations(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    out = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        for name in names:
            if name.split(".")[0] in FORBIDDEN_MODULES:
                out.append(f"{path.name}:{node.lineno} imports {name}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
            out.append(f"{path.name}:{node.lineno} calls {node.func.id}()")
    return out


def test_engine_is_pure() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) > 10
    problems = [v for f in files for v in _violations(f)]
    assert problems == []


def test_the_purity_check_catches_violations(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import random\nfrom asyncio import sleep\nimport time\nopen('x')\n")
    assert len(_violations(bad)) == 4
