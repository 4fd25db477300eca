"""Where the app's data files are: in a source checkout and in a PyInstaller bundle.

A checkout keeps ``resources/`` and ``translations/`` at the repository root, one level above this
package. A PyInstaller bundle has them under ``sys._MEIPASS`` (``_internal/`` next to the onedir
executable; ``Contents/Frameworks`` in the macOS ``.app``, where PyInstaller links them to
``Contents/Resources``): ``packaging/fjols_desktop.spec`` copies them there under the same names,
so one rule serves both. ``FJOLS_RESOURCE_ROOT`` overrides the root
(tests, or a packager trying another layout).

This module is Qt-free so the self-test and the packaging scripts can use it before Qt starts. It is
meant to be folded into ``fjols_desktop/gui/paths.py``, which has the same ``resource_root``,
``resources_dir`` and ``translations_dir`` (and ``rulestexts.resources_dir`` the same rule again):
what is new here is ``is_frozen`` and the app icon files.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ICON_NAME = "fjols"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512, 1024)


def is_frozen() -> bool:
    """True inside a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def resource_root() -> Path:
    """The folder holding ``resources/`` and ``translations/``."""
    override = os.environ.get("FJOLS_RESOURCE_ROOT")
    if override:
        return Path(override)
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]  # set by the PyInstaller bootloader
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    return resource_root() / "resources"


def translations_dir() -> Path:
    """The compiled ``fjols_<lang>.qm`` catalogues (built from ``translations/*.ts``)."""
    return resource_root() / "translations"


def icon_files() -> list[Path]:
    """The app icon PNGs that exist, smallest first (for ``QIcon.addFile`` at every size)."""
    folder = resources_dir() / "icons"
    return [path for size in ICON_SIZES if (path := folder / f"{ICON_NAME}-{size}.png").exists()]
