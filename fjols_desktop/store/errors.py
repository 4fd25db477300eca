"""Errors raised by the persistence layer.

Like the engine's errors they are ``FjolsError`` (and so ``ValueError``) subclasses whose English
message names the file and the problem, and whose ``reason`` carries the same fact as a ``Reason``
key with arguments for ``gui/i18n.py`` to phrase. The class says which kind of file is meant, so
one key (``file_not_json``) serves saves, settings and presets alike.

Keys shared by every JSON file (``jsonfile.py``): ``file_unreadable``, ``file_too_large``,
``file_not_json``, ``file_too_deep``, ``file_too_complex``, ``file_wrong_format``, ``file_too_new``,
``file_bad_field(field, expected)``, ``file_migration_failed(version)``, ``file_write_failed``.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.errors import FjolsError, Reason


class StoreError(FjolsError):
    """A file or database that cannot be read or written as asked; nothing was changed."""

    def __init__(self, message: str, reason: Reason, path: Path | None = None) -> None:
        super().__init__(f"{path.name}: {message}" if path is not None else message)
        self.reason = reason
        self.path = path


class SaveError(StoreError):
    """A saved match that cannot be resumed. ``backup`` names the previous good save, if one exists."""

    backup: Path | None = None


class LedgerError(StoreError):
    """The family ledger refused an entry or cannot be opened."""


class SettingsError(StoreError):
    """The app settings file is damaged or cannot be written."""


class PresetError(StoreError):
    """A house-rule preset (or preset file) that is damaged, missing or already taken."""
