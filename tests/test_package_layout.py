"""Each game is one unit in every package (issue 24): outside ``<package>/games/``, the shared
machinery of the bot, the renderer, the AI and the terminal imports no game's modules (neither
its folder in the package nor its family in the engine) and compares nothing with a game's id; a
game's folder imports no other family's folder. Checked on every module's syntax tree, imports
inside functions included.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from engine import GAMES

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "renderer", "ai", "civbot")
FAMILIES = sorted({g.family for g in GAMES.values()})
# The engine's game families, which only a game's folder may import.
# What shared code may not import: the engine's game families and every package's game folders
# (the package's registry, ``<package>.games``, is shared: it names no game).
FOLDERS = (
    *(f"engine.{f}" for f in FAMILIES),
    *(f"{p}.games.{f}" for p in PACKAGES for f in FAMILIES),
)


def imports(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found += [(node.lineno, node.module)]
            found += [(node.lineno, f"{node.module}.{a.name}") for a in node.names]
    return found


def game_ids_compared(tree: ast.AST) -> list[int]:
    """Lines comparing something with a game's id (``x == "tta"``, ``x in ("advciv", ...)``)."""
    ids = set(GAMES)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            for side in sides:
                values = side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side]
                if any(isinstance(v, ast.Constant) and v.value in ids for v in values):
                    out.append(node.lineno)
    return out


def violations(root: Path = ROOT) -> list[str]:
    out = []
    for package in PACKAGES:
        modules = sorted((root / package).rglob("*.py"))
        shared = [p for p in modules if "games" not in p.relative_to(root).parts]
        for path in shared:
            tree = ast.parse(path.read_text(), filename=str(path))
            where = path.relative_to(root)
            for line, module in imports(tree):
                if module.startswith(FOLDERS):
                    out.append(f"{where}:{line} imports {module}")
            out += [f"{where}:{line} compares with a game's id" for line in game_ids_compared(tree)]
    return out


def family_violations(root: Path = ROOT) -> list[str]:
    """A family's folder importing another family's folder (in any package)."""
    out = []
    for package in PACKAGES:
        for family in FAMILIES:
            folder = root / package / "games" / family
            for path in sorted(folder.rglob("*.py")):
                tree = ast.parse(path.read_text(), filename=str(path))
                for line, module in imports(tree):
                    for other in FAMILIES:
                        if other != family and any(module.startswith(f"{p}.games.{other}") for p in PACKAGES):
                            out.append(f"{path.relative_to(root)}:{line} imports {module}")
    return out


def test_shared_code_names_no_game() -> None:
    assert violations() == []


def test_no_game_folder_imports_another_family() -> None:
    assert family_violations() == []


def test_every_package_has_its_games_folder() -> None:
    for package in PACKAGES:
        assert (ROOT / package / "games" / "__init__.py").is_file(), package


def test_the_check_sees_imports_and_comparisons(tmp_path: Path) -> None:
    for package in PACKAGES:
        (tmp_path / package).mkdir()
    (tmp_path / "bot" / "bad.py").write_text(
        "import engine.civ.api\n"
        "def f(game):\n"
        "    from bot.games.tta import panel\n"
        "    if game == 'tta':\n"
        "        return 1\n"
        "    return game in ('civ1980', 'x')\n"
    )
    (tmp_path / "renderer" / "games" / "tta").mkdir(parents=True)
    bad_family = tmp_path / "renderer" / "games" / "tta" / "x.py"
    bad_family.write_text("from renderer.games.civ.style import INK\n")
    found = violations(tmp_path)
    expected = ["bot/bad.py:1", "bot/bad.py:3", "bot/bad.py:4", "bot/bad.py:6"]
    assert sorted({v.split()[0] for v in found}) == expected
    assert {v.split()[0] for v in family_violations(tmp_path)} == {"renderer/games/tta/x.py:1"}


def test_every_operation_a_game_s_forms_name_is_the_game_s_or_shared() -> None:
    """A button's operation is found in its game's own forms or the generic path's, never in
    another family's table (the Reset button of every game lived in Civilization's)."""
    from bot.forms.base import SHARED
    from bot.games import DISCORD

    named = re.compile(r'ctx\.id\("([a-z0-9]+)"')
    for game in GAMES.values():
        parts = DISCORD.get(game.id)
        if parts is None:
            continue
        folder = ROOT / "bot" / "games" / game.family
        used = {op for p in folder.rglob("*.py") for op in named.findall(p.read_text())}
        known = {*parts.forms.ops, *parts.forms.modals, *SHARED.ops}
        others = {
            op
            for g in GAMES.values()
            if g.family == game.family and g.id != game.id
            for op in (DISCORD[g.id].forms.ops if DISCORD.get(g.id) else ())
        }
        missing = used - known - others
        assert not missing, f"{game.id}: no operation {sorted(missing)} in its forms or the shared ones"
