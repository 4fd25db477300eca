"""``gui/_compat.py``'s ``skip_feature_scan``: PySide6 reads no source file of Fjols to learn whether
it selects a ``__feature__``, because Fjols selects none, and every module is filed as selecting none.
Behaviour checks in a fresh interpreter (PySide6's table is per process), not timings."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from fjols_desktop.gui import _compat

ROOT = Path(__file__).resolve().parents[2]

# Every source file PySide6's import hook reads (``inspect.getsource``) while the app module is
# imported, and what its table holds for Fjols's modules afterwards.
PROBE = """
import inspect, json, sys
read = []
original = inspect.getsource

def getsource(obj):
    read.append(getattr(obj, "__name__", "?"))
    return original(obj)

inspect.getsource = getsource
from fjols_desktop.gui import app
from fjols_desktop.gui.widgets import main_window
from PySide6.QtWidgets import QWidget
table = sys.modules["__feature__"].pyside_feature_dict
own = sorted(n for n in sys.modules if n.startswith("fjols_desktop"))
print("PROBE " + json.dumps({"read": read, "own": {n: table.get(n) for n in own},
                             "qt_names": [hasattr(QWidget, "setWindowTitle"), hasattr(QWidget, "set_window_title")]}))
"""


def test_no_module_of_fjols_selects_a_pyside_feature() -> None:
    """What makes filing "no feature" for every module right: no ``import __feature__`` anywhere."""
    named = []
    for path in sorted((ROOT / "fjols_desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "__feature__" or \
                    isinstance(node, ast.Import) and any(alias.name == "__feature__" for alias in node.names):
                named.append(str(path.relative_to(ROOT)))
    assert named == []


def test_the_app_modules_are_filed_as_selecting_no_feature_and_their_sources_are_not_read(tmp_path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FJOLS_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, check=True)
    seen = json.loads(next(x for x in done.stdout.splitlines() if x.startswith("PROBE "))[len("PROBE "):])
    # Only the module the filing comes from is read (its import names it before the call).
    assert [name for name in seen["read"] if name.startswith("fjols_desktop")] == ["fjols_desktop.gui._compat"]
    assert "fjols_desktop.gui.widgets.main_window" in seen["own"]
    assert {name: value for name, value in seen["own"].items() if value != 0} == {}
    assert seen["qt_names"] == [True, False]  # Qt's classes keep their own names for every module


def test_without_pysides_table_nothing_is_filed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "__feature__", types.ModuleType("__feature__"))
    assert _compat.skip_feature_scan() == 0


def test_every_module_of_the_package_is_named_and_nothing_else() -> None:
    """``_module_names`` (what ``skip_feature_scan`` files) names each source file under the package
    by its dotted module name: packages by their ``__init__.py``, nothing from ``__pycache__``."""
    package = ROOT / "fjols_desktop"
    expected = set()
    for path in package.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        expected.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    names: set[str] = set()
    _compat._module_names(str(package), "fjols_desktop", names)
    assert names == expected
    assert {"fjols_desktop", "fjols_desktop.gui", "fjols_desktop.gui._compat",
            "fjols_desktop.engine.games.hearts.ai.hard"} <= names


def test_the_reference_count_field_is_a_py_ssize_t_and_the_singletons_are_protected() -> None:
    import ctypes

    assert ctypes.sizeof(_compat._RefCount) == ctypes.sizeof(ctypes.c_ssize_t)
    probe = object()
    before = sys.getrefcount(probe)
    _compat._RefCount.from_address(id(probe)).value += 3
    assert sys.getrefcount(probe) == before + 3
    _compat._RefCount.from_address(id(probe)).value -= 3
    assert sys.getrefcount(probe) == before
    if sys.version_info < (3, 12):
        # importing ``fjols_desktop.gui`` has added 2**40 to each; the wheel's bug has taken one
        # reference of ``None`` per void Qt call since, so after many GUI tests its count can sit
        # below 2**40 itself, but nowhere near zero
        assert all(sys.getrefcount(obj) > _compat._BOOST // 2 for obj in (None, True, False, ()))


def test_a_package_folder_that_is_not_there_adds_no_name(tmp_path: Path) -> None:
    """In an installer's bundle the modules live in an archive: no folder, nothing to file, no error."""
    names = {"already"}
    _compat._module_names(str(tmp_path / "fjols_desktop"), "fjols_desktop", names)
    assert names == {"already"}
