"""Where the app's files live. One place: every other module asks here.

Files the app writes (saves, the family ledger, settings, presets) live in the platform's folders
(``QStandardPaths``): ``data_dir()`` is AppDataLocation (``~/.local/share/Fjols/Fjols``,
``%APPDATA%/Fjols/Fjols``, ``~/Library/Application Support/Fjols/Fjols``) and ``config_dir()`` is
AppConfigLocation. ``FJOLS_DATA_DIR`` (or ``--data-dir``, which sets it for this process and its
children) moves both into one folder, with the config files in its ``config/`` subfolder: tests,
the SIGKILL test and a family keeping Fjols on a USB stick point it at a folder of their own.

Files the app reads (fonts, rules texts, translations): a checkout keeps ``resources/`` and ``translations/`` at the repository root, two levels above this
package. A PyInstaller bundle unpacks (onefile) or places (onedir) its data under ``sys._MEIPASS``;
the packaging spec must copy ``resources/`` and the built ``translations/*.qm`` there under the same
names. ``FJOLS_RESOURCE_ROOT`` overrides both (tests, packagers trying a layout).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

DATA_ENV = "FJOLS_DATA_DIR"


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


# -- files the app writes --------------------------------------------------------------------------

def set_data_dir(folder: str | os.PathLike[str]) -> Path:
    """Keep every file of this process (and of the processes it starts) under ``folder``."""
    path = Path(folder).expanduser().resolve()
    os.environ[DATA_ENV] = str(path)
    return path


def _standard(location: str) -> Path:
    from PySide6.QtCore import QStandardPaths  # only when asked: start-up loads no more than it needs

    return Path(QStandardPaths.writableLocation(getattr(QStandardPaths.StandardLocation, location)))


def data_dir() -> Path:
    """Saves (``saves/``), the family ledger and its backups."""
    override = os.environ.get(DATA_ENV)
    return Path(override) if override else _standard("AppDataLocation")


def config_dir() -> Path:
    """Settings and house-rule presets."""
    override = os.environ.get(DATA_ENV)
    return Path(override) / "config" if override else _standard("AppConfigLocation")
