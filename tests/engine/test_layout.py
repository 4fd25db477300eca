"""The engine's layout: every game keeps its rules and its computer players apart.

Each game package ``engine/games/<id>/`` holds the rules (options, state, rules, view, ...) and an
``ai/`` package with the same names in every game (``__init__.py`` with the levels and reason keys,
``claims.py`` with what each reason claims, ``bots.py``, ``hard.py``, and where the game needs them
``kernel.py``, ``policy.py``, ``infer.py``).
The rules never import the players, and no game imports another game: checked on the source (every
import statement, relative ones resolved) and on a fresh interpreter (loading every game's rules
loads no ``ai`` module).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from fjols_desktop.engine.registry import GAMES

GAMES_DIR = Path(__file__).resolve().parents[2] / "fjols_desktop" / "engine" / "games"
AI_REQUIRED = {"__init__.py", "bots.py", "hard.py", "claims.py"}
AI_OPTIONAL = {"kernel.py", "policy.py", "infer.py"}
GAME_IDS = sorted(g.info.id for g in GAMES)


def imported_modules(path: Path) -> set[str]:
    """The absolute names of the modules ``path`` imports (relative imports resolved)."""
    parts = list(path.relative_to(GAMES_DIR.parents[2]).with_suffix("").parts)
    package = parts[:-1]   # the package a relative import starts from, for a module and an __init__ alike
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            if node.module:   # ``from . import flow`` imports the submodule, not the package's names
                out.add(module)
            out.update(f"{module}.{alias.name}" for alias in node.names)
    return out


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_has_the_same_ai_package(game: str) -> None:
    names = {p.name for p in (GAMES_DIR / game / "ai").glob("*.py")}
    assert AI_REQUIRED <= names, f"{game}/ai lacks {sorted(AI_REQUIRED - names)}"
    assert names <= AI_REQUIRED | AI_OPTIONAL, f"{game}/ai has files of its own: {sorted(names - AI_REQUIRED - AI_OPTIONAL)}"
    assert not {p.name for p in (GAMES_DIR / game).glob("*.py")} & (AI_REQUIRED | AI_OPTIONAL) - {"__init__.py"}


@pytest.mark.parametrize("game", GAME_IDS)
def test_rules_import_nothing_from_ai_nor_other_games(game: str) -> None:
    package = f"fjols_desktop.engine.games.{game}"
    for path in sorted((GAMES_DIR / game).rglob("*.py")):
        in_ai = "ai" in path.relative_to(GAMES_DIR / game).parts[:-1]
        for module in imported_modules(path):
            if not in_ai:
                assert not module.startswith(f"{package}.ai"), f"{path.name} (rules) imports {module}"
            if module.startswith("fjols_desktop.engine.games."):
                assert module.startswith(package) or module == "fjols_desktop.engine.games", \
                    f"{game}/{path.name} imports another game: {module}"


def test_loading_every_game_loads_no_computer_player() -> None:
    code = ("import json, sys, importlib, pkgutil, fjols_desktop.engine.games as g;"
            "from fjols_desktop.engine.registry import GAMES;"
            "[importlib.import_module(f'{g.__name__}.{m.name}.{r}') for m in pkgutil.iter_modules(g.__path__)"
            " for r in ('rules', 'state', 'view', 'options')];"
            "[game.rules.info for game in GAMES];"
            "print(json.dumps(sorted(m for m in sys.modules if '.ai' in m or m.endswith('search'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []


def test_the_import_check_sees_relative_imports() -> None:
    hard = GAMES_DIR / "hearts" / "ai" / "hard.py"
    modules = imported_modules(hard)
    assert "fjols_desktop.engine.games.hearts.rules" in modules
    assert "fjols_desktop.engine.games.hearts.ai.kernel" in modules
    assert "fjols_desktop.engine.search" in modules


def test_the_optional_hooks_are_declared_in_the_contract() -> None:
    """The GUI asks for a race and a drop hook through ``engine.rules``' protocols: Festudgaven has
    both and its levels race; no other game claims either."""
    from fjols_desktop.engine.rules import DropHook, RacingPlayer, RealtimeRace

    racing = {g.info.id for g in GAMES if isinstance(g.rules, RealtimeRace)}
    dropping = {g.info.id for g in GAMES if isinstance(g.rules, DropHook)}
    assert racing == dropping == {"festudgave"}
    festudgave = next(g for g in GAMES if g.info.id == "festudgave")
    assert all(isinstance(festudgave.player(level), RacingPlayer) for level in ("easy", "medium", "hard"))
    assert not isinstance(festudgave.player("random"), RacingPlayer)


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the modules under ``root`` it imports (TYPE_CHECKING imports included: a cycle of
    annotations is still a cycle for a reader)."""
    base = GAMES_DIR.parents[2]
    modules = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(base).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        modules[name] = path
    return {name: {m for m in imported_modules(path) if m in modules and m != name} for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
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


def test_the_engine_has_no_import_cycles() -> None:
    graph = import_graph(GAMES_DIR.parent)
    assert "fjols_desktop.engine.games.festudgave.rules" in graph["fjols_desktop.engine.games.festudgave"]
    assert cycles(graph) == []


def test_the_cycle_check_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
