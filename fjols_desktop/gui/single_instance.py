"""One Fjols per data folder: a second start brings the first window to the front and quits.

Two copies of the app on one data folder would be two writers of the same family's files (and,
had every save slot been taken, of one autosave). The first copy holds ``<data folder>/fjols.lock``
(a ``QLockFile``: a copy that crashed or was killed leaves a stale lock, which the next start takes
over). A second copy finds the lock held, leaves a note ``fjols.raise`` beside it and quits; the
first copy watches the folder (``QFileSystemWatcher``), takes the note away and shows its window
(``activated``). A file rather than a local socket: ``QtNetwork`` is left out of the installers.

A folder where no lock can be made (read-only, not creatable) has nothing to protect: the app
starts and says why it cannot save.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, Signal

LOCK_FILE = "fjols.lock"
RAISE_FILE = "fjols.raise"


class SingleInstance(QObject):
    """``claim()`` once at start-up: True for the first copy, False for a second one (which has
    asked the first to come to the front). The first copy emits ``activated`` when a later one asks."""

    activated = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self._lock: QLockFile | None = None
        self._watcher: QFileSystemWatcher | None = None

    @property
    def note(self) -> Path:
        return self.data_dir / RAISE_FILE

    def claim(self) -> bool:
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # nothing can be written there: no second writer to fear
        lock = QLockFile(str(self.data_dir / LOCK_FILE))
        lock.setStaleLockTime(0)  # only a dead owner frees it: the app may run for days
        if not lock.tryLock(0):
            if lock.error() != QLockFile.LockError.LockFailedError:
                return True  # the folder takes no lock file (read-only): the app says it cannot save
            self._ask_first_to_show()
            return False
        self._lock = lock
        self.note.unlink(missing_ok=True)  # a note nobody read (its writer's first copy died)
        self._watcher = QFileSystemWatcher([str(self.data_dir)], self)
        self._watcher.directoryChanged.connect(lambda _path: self._check_note())
        return True

    def release(self) -> None:
        if self._watcher is not None:
            self._watcher.deleteLater()
            self._watcher = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _ask_first_to_show(self) -> None:
        try:
            fd = os.open(self.note, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.close(fd)
        except OSError:
            pass  # the first copy stays where it is; this one quits all the same

    def _check_note(self) -> None:
        if self.note.exists():
            self.note.unlink(missing_ok=True)
            self.activated.emit()
