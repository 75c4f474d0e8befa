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


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_candidates(path: Path, name: str) -> list[str]:
    """Every module an import of ``path`` may name, at its top or inside a function alike:
    ``from engine.x import y`` names engine.x.y when it is a module, else engine.x."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            out += [f"{base}.{a.name}" for a in node.names] + [base]
    return out


def import_graph() -> dict[str, set[str]]:
    """Module -> the engine modules it imports."""
    modules = {module_name(p): p for p in ENGINE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found = set()
        for target in imported_candidates(path, name):
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
        graph[name] = found
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_cycle_in_the_engine_not_even_through_imports_inside_functions() -> None:
    graph = import_graph()
    assert len(graph) > 100
    assert cycles(graph) == []


def test_the_cycle_check_sees_imports_inside_functions(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    fake = tmp_path / "engine"
    (fake / "tta").mkdir(parents=True)
    (fake / "tta" / "flow.py").write_text("from engine.tta.actions import Build\n")
    (fake / "tta" / "actions.py").write_text("def f():\n    from engine.tta import flow\n")
    (fake / "tta" / "cards.py").write_text("import engine.tta.actions\n")
    monkeypatch.setattr(__import__(__name__, fromlist=["ENGINE"]), "ENGINE", fake)
    assert cycles(import_graph()) == [["engine.tta.actions", "engine.tta.flow"]]
