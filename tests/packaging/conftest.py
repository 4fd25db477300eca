"""Helpers for the packaging tests: the scripts under packaging/ are files, not a package
(a ``packaging`` package would shadow the PyPI library of that name), so they are loaded by path."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_script(relative: str) -> ModuleType:
    path = ROOT / relative
    spec = importlib.util.spec_from_file_location(f"fjols_packaging_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def need_tool(name: str) -> str:
    """The tool's path, or skip (./test installs it when run as root)."""
    found = shutil.which(name)
    if not found:
        pytest.skip(f"{name} is not installed (run ./test as root to install it)")
    return found
