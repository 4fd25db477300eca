"""Where the app's data files live, in a source checkout and in a PyInstaller bundle. One place.

A checkout keeps ``resources/`` and ``translations/`` at the repository root, two levels above this
package. A PyInstaller bundle unpacks (onefile) or places (onedir) its data under ``sys._MEIPASS``;
the packaging spec must copy ``resources/`` and the built ``translations/*.qm`` there under the same
names. ``FJOLS_RESOURCE_ROOT`` overrides both (tests, packagers trying a layout). ``config_dir()`` is
the folder for the family's own files (the house-rule presets); ``FJOLS_CONFIG_DIR`` overrides it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def resource_root() -> Path:
    """The folder holding ``resources/`` and ``translations/``."""
    override = os.environ.get("FJOLS_RESOURCE_ROOT")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent.parent


def resources_dir() -> Path:
    return resource_root() / "resources"


def resource(*parts: str) -> Path:
    """A file under ``resources/``, e.g. ``resource("fonts", "DejaVuSans.ttf")`` (it may not exist)."""
    return resources_dir().joinpath(*parts)


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


def translations_dir() -> Path:
    return resource_root() / "translations"


def config_dir() -> Path:
    """The folder for the family's own files (house-rule presets): ``FJOLS_CONFIG_DIR`` if set, else
    ``<the platform's config folder>/Fjols/Fjols``, next to the ``QSettings`` file."""
    override = os.environ.get("FJOLS_CONFIG_DIR")
    if override:
        return Path(override)
    from PySide6.QtCore import QStandardPaths

    from .. import APP_NAME, ORG_NAME

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) / ORG_NAME / APP_NAME
