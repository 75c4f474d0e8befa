"""A function of a module that translates with ``_`` never binds ``_`` itself (``a, _ = pair``):
the name would then be a local, and the translations in the function would fail when they run."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tools.data_paths import REPO
from tools.i18n_catalogs import PACKAGES


def translating_modules() -> list[Path]:
    return [
        path
        for package in PACKAGES
        for path in sorted((REPO / package).rglob("*.py"))
        if "from i18n.catalog import" in path.read_text(encoding="utf-8")
    ]


def bindings_of_underscore(path: Path, root: Path = REPO) -> list[str]:
    out = []
    for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            out += [
                f"{path.relative_to(root)}:{node.lineno} ({fn.name})"
                for node in ast.walk(fn)
                if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)
            ]
    return out


@pytest.mark.parametrize("path", translating_modules(), ids=lambda p: str(p.relative_to(REPO)))
def test_no_function_binds_the_translating_underscore(path: Path) -> None:
    assert bindings_of_underscore(path) == []


def test_the_check_finds_a_binding(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from i18n.catalog import _\n\ndef f(pair):\n    a, _ = pair\n    return _('x')\n")
    assert bindings_of_underscore(sample, tmp_path) == ["sample.py:4 (f)"]
