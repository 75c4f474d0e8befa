"""The engine's layout holds (README "Layout"): the core imports no game package, and no game
family imports another. Checked on every module's syntax tree."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"

# Where each package's modules may not import from (dotted prefixes).
FORBIDDEN = {
    "core": ("engine.civ", "engine.tta", "engine.games", "engine.saves"),
    "civ": ("engine.tta",),
    "tta": ("engine.civ",),
}


def imported_modules(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(), filename=str(path))
    package = ".".join(path.relative_to(ENGINE.parent).with_suffix("").parts[:-1])
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            if base == "engine":  # "from engine import x" may name a submodule
                found += [(node.lineno, f"engine.{a.name}") for a in node.names]
            found.append((node.lineno, base))
    return found


def violations(package: str) -> list[str]:
    out = []
    for path in sorted((ENGINE / package).rglob("*.py")):
        for line, module in imported_modules(path):
            if module == "engine" or any(
                module == f or module.startswith(f + ".") for f in FORBIDDEN[package]
            ):
                out.append(f"{path.relative_to(ENGINE.parent)}:{line} imports {module}")
    return out


def test_the_core_imports_no_game_package() -> None:
    assert len(list((ENGINE / "core").glob("*.py"))) >= 10
    assert violations("core") == []


def test_no_game_family_imports_another() -> None:
    assert violations("civ") == []
    assert violations("tta") == []


def test_the_check_sees_every_form_of_import(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    fake = tmp_path / "engine"
    (fake / "core").mkdir(parents=True)
    (fake / "core" / "bad.py").write_text(
        "import engine.civ.state\nfrom engine.tta import cards\n"
        "from engine import games\nfrom ..civ import flow\n"
    )
    monkeypatch.setattr(__import__(__name__, fromlist=["ENGINE"]), "ENGINE", fake)
    lines = {int(v.split(":")[1].split()[0]) for v in violations("core")}
    assert lines == {1, 2, 3, 4}
