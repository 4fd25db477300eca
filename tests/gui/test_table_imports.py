"""The table's modules import each other without a cycle (counting imports made only for type
checking): each module can be read on its own, from the plain records (``places``, ``geometry``)
up to the scene."""

from __future__ import annotations

import ast
from pathlib import Path

TABLE = Path(__file__).resolve().parents[2] / "fjols_desktop" / "gui" / "table"


def imports(path: Path) -> set[str]:
    """The modules of the table package that ``path`` imports (``from .x import``, ``from . import x``)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
    return found


def test_no_import_cycle_in_the_table() -> None:
    graph = {path.stem: imports(path) for path in TABLE.glob("*.py")}
    graph = {name: {m for m in deps if m in graph} for name, deps in graph.items()}
    assert {"scene", "layout", "seats", "middle", "animator", "card_item"} <= set(graph)
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, " -> ".join((*path, name))
        if name in done:
            return
        for dep in sorted(graph[name]):
            visit(dep, (*path, name))
        done.add(name)

    for name in sorted(graph):
        visit(name, ())
