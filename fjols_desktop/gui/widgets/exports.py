"""Where an exported file goes: the file dialog opens in the user's documents folder
(``QStandardPaths.DocumentsLocation``) the first time, and in the folder the family exported to last
after that (``AppSettings.export_folder``), never in the program's own folder. The writers make files
others may read (the user's umask, usually 0644: ``jsonfile.write_atomic(shared=True)`` and
``open``), so a preset can be mailed, copied to a USB stick or opened by a spreadsheet as any file.

The remembered folder lives in the window's ``AppSettings``; a dialog finds it by walking up its
parents (``settings_of``), so the house-rules dialog, opened from the new-game or the settings
dialog, shares it with the statistics window.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget


def settings_of(widget: QWidget | None) -> Any:
    """The ``AppSettings`` of the window ``widget`` belongs to (None if there is none)."""
    from ..settings import AppSettings

    while widget is not None:
        settings = getattr(widget, "settings", None)
        if isinstance(settings, AppSettings):
            return settings
        widget = widget.parentWidget()
    return None


def start_folder(settings: Any) -> Path:
    """The folder the last export went to, while it exists; else the user's documents folder
    (their home folder if the platform names none)."""
    last = getattr(settings, "export_folder", "") if settings is not None else ""
    if last and Path(last).is_dir():
        return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents else Path.home()


def export_path(parent: QWidget, title: str, suggestion: str, file_filter: str) -> Path | None:
    """Ask where to save ``suggestion``; the chosen folder is remembered. None if cancelled."""
    settings = settings_of(parent)
    name, _ = QFileDialog.getSaveFileName(parent, title, str(start_folder(settings) / suggestion), file_filter)
    if not name:
        return None
    if settings is not None:
        settings.export_folder = str(Path(name).parent)
    return Path(name)


def import_path(parent: QWidget, title: str, file_filter: str) -> Path | None:
    """Ask for a file to read, starting where the family last exported to (or their documents)."""
    name, _ = QFileDialog.getOpenFileName(parent, title, str(start_folder(settings_of(parent))), file_filter)
    return Path(name) if name else None
