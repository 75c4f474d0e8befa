"""The tests' own layout (issue 24): a test module is a leaf. What several test modules share lives
in a helper module under ``tests/`` whose name says what it holds, under a public name, so that no
test depends on another test module or on another module's private helper (running, renaming or
deleting one test file cannot break another), and no test imports ``bench`` (a benchmark may
change its figures at will; what a test needs from it belongs to the package it measures).
Checked on every module's syntax tree."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def imported_modules(path: Path, root: Path) -> list[tuple[int, str]]:
    """(line, dotted module) of every import in ``path``, relative imports resolved against
    ``path``'s package under ``root``, and ``from package import name`` also read as the
    submodule ``package.name`` (it may name one)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = path.relative_to(root).with_suffix("").parts[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            parts = [*package[: len(package) - node.level + 1]] if node.level else []
            base = ".".join([*parts, node.module] if node.module else parts)
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{a.name}") for a in node.names]
    return sorted(found, key=lambda f: f[0])  # ast.walk goes breadth first


def forbidden(module: str) -> str | None:
    """Why a test module may not import ``module``, or None if it may."""
    parts = module.split(".")
    if parts[0] == "bench":
        return "imports bench"
    if parts[0] == "tests" and any(p.startswith("test_") for p in parts[1:]):
        return "imports a test module"
    if parts[0] == "tests" and parts[-1].startswith("_") and not parts[-1].startswith("__"):
        return "imports a private helper"
    return None


def violations(root: Path) -> list[str]:
    out = []
    for path in sorted((root / "tests").rglob("*.py")):
        reported: set[tuple[int, str]] = set()
        for line, module in imported_modules(path, root):
            why = forbidden(module)
            # "from tests.x.test_y import z" is one fault, not a second one for tests.x.test_y.z.
            if why and (line, module.rpartition(".")[0]) not in reported:
                out.append(f"{path.relative_to(root)}:{line} {why}: {module}")
                reported.add((line, module))
    return out


def test_no_test_imports_another_test_module_or_bench() -> None:
    assert len(list(TESTS.rglob("test_*.py"))) >= 100
    assert violations(ROOT) == []


def test_the_check_sees_every_form_of_import(tmp_path: Path) -> None:
    tests = tmp_path / "tests"
    (tests / "bot").mkdir(parents=True)
    (tests / "bot" / "test_a.py").write_text(
        "from tests.bot.test_b import helper\n"
        "import tests.engine.test_c\n"
        "from tests.bot import test_d\n"
        "from . import test_e\n"
        "from .test_f import x\n"
        "def f():\n"
        "    from bench.ai import winner_of\n"
        "import bench\n"
        "from tests.bot.seats import lobby\n"
        "from tests.bot import seats\n"
        "from benches import x\n"
        "import tests.rule_cases\n"
        "from tests.bot.conftest import _hidden, make_settings\n"
        "from tests import __version__\n"
    )
    assert violations(tmp_path) == [
        "tests/bot/test_a.py:1 imports a test module: tests.bot.test_b",
        "tests/bot/test_a.py:2 imports a test module: tests.engine.test_c",
        "tests/bot/test_a.py:3 imports a test module: tests.bot.test_d",
        "tests/bot/test_a.py:4 imports a test module: tests.bot.test_e",
        "tests/bot/test_a.py:5 imports a test module: tests.bot.test_f",
        "tests/bot/test_a.py:7 imports bench: bench.ai",
        "tests/bot/test_a.py:8 imports bench: bench",
        "tests/bot/test_a.py:13 imports a private helper: tests.bot.conftest._hidden",
    ]
