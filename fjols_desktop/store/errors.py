"""Errors raised by the persistence layer.

Like the engine's errors they are ``FjolsError`` (and so ``ValueError``) subclasses whose English
message names the file and the problem, and whose ``reason`` carries the same fact as a ``Reason``
key with arguments for ``gui/i18n.py`` to phrase. The class says which kind of file is meant, so
one key (``file_not_json``) serves saves, settings and presets alike.

Keys shared by every JSON file (``jsonfile.py``): ``file_unreadable``, ``file_too_large``,
``file_not_json``, ``file_too_deep``, ``file_too_complex``, ``file_wrong_format``, ``file_too_new``,
``file_bad_field(field, expected)``, ``file_migration_failed(version)``, ``file_not_regular`` (a FIFO,
device or folder where a file belongs).

What the operating system says about a file or folder is told apart (``os_error_reason``), because
"the disk is full" asks for something else than "the file is damaged": ``disk_full``,
``file_read_only`` (a read-only disk or folder), ``file_no_permission``, ``folder_unusable`` (a file
stands where a folder must be made), and ``file_write_failed`` /
``file_unreadable`` for anything else.
"""

from __future__ import annotations

import errno
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


_OS_REASONS = {errno.ENOSPC: "disk_full", errno.EROFS: "file_read_only", errno.EACCES: "file_no_permission",
               errno.EPERM: "file_no_permission", errno.ENOTDIR: "folder_unusable"}
if hasattr(errno, "EDQUOT"):
    _OS_REASONS[errno.EDQUOT] = "disk_full"
OS_REASON_KEYS = frozenset(_OS_REASONS.values())


def os_error_reason(exc: OSError, otherwise: str = "file_write_failed") -> Reason:
    """The reason key for what the operating system refused: full, read-only, no permission, or
    ``otherwise``."""
    return Reason.of(_OS_REASONS.get(exc.errno or 0, otherwise))
