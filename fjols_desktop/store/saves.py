"""Autosave: ``SaveSlot`` writes the match in progress after every move and reads it back.

A save is versioned JSON (``save_format.py``; read by ``json`` alone, never run as code) holding
a ``SavedMatch`` (``saved_match.py``): seats, house rules, the match with its seed, and every move,
so that loading deals each deal again from the seed and replays the moves, giving the same table
and the same future deals. This module is the file side:

* ``write`` is atomic (``jsonfile.write_atomic``: temp file in the same folder, flush, fsync,
  rename, fsync the folder) and keeps the previous good save as ``<name>.previous.json``. A crash at
  any moment leaves a complete save under the live name.
* ``load`` validates everything and replays every move; on any problem it raises ``SaveError`` (with
  a reason key, and ``backup`` naming the previous save when there is one) and leaves the file as it
  is. The next ``write`` renames a damaged save aside (``autosave.damaged-<time>.json``) rather than
  overwriting it, so nothing the family might want back is deleted.

Files live under ``<data_dir>/saves/``; the GUI passes ``data_dir`` from ``gui/paths.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

from .errors import SaveError, os_error_reason
from .jsonfile import parse_document, read_document, set_aside, temporary_files, write_atomic
from .limits import SAVE_LIMITS
from .save_format import SAVE_MIGRATIONS, loaded_from_document
from .saved_match import SAVE_FORMAT, SAVE_SCHEMA, LoadedSave, MatchMode, SavedMatch, SeatInfo, SeatKind

__all__ = ["SAVE_FORMAT", "SAVE_MIGRATIONS", "SAVE_SCHEMA", "LoadedSave", "MatchMode", "SaveError", "SaveSlot",
           "SavedMatch", "SeatInfo", "SeatKind", "list_slots", "load_save", "load_save_bytes"]

SAVES_FOLDER = "saves"
_SLOT_NAME = re.compile(r"[a-z0-9_-]{1,40}")


def load_save(path: Path, *, from_backup: bool = False) -> LoadedSave:
    """Read, check and replay the save at ``path``; ``SaveError`` on any problem."""
    return loaded_from_document(read_document(path, SAVE_LIMITS, SaveError), path, from_backup)


def load_save_bytes(data: bytes, path: Path | None = None) -> LoadedSave:
    return loaded_from_document(parse_document(data, SAVE_LIMITS, SaveError, path), path, False)


class SaveSlot:
    """One autosave file under ``<data_dir>/saves/``. A slot belongs to one table (window); a second
    window uses another name. ``load`` never changes a file; ``write`` replaces the save atomically,
    keeping the previous one as the backup, and renames a damaged save aside first."""

    def __init__(self, data_dir: Path | str, name: str = "autosave") -> None:
        if not _SLOT_NAME.fullmatch(name):
            raise ValueError(f"a save slot name is 1 to 40 of a-z 0-9 _ -, not {name!r}")
        folder = Path(data_dir) / SAVES_FOLDER
        self.name = name
        self.path = folder / f"{name}.json"
        self.backup_path = folder / f"{name}.previous.json"
        self._known: tuple[int, int, int] | None = None  # the file this slot last wrote or read whole

    def exists(self) -> bool:
        return self.path.exists()

    def load(self) -> LoadedSave:
        """The saved match; ``SaveError`` (with ``backup`` set when a previous save exists) if it is
        damaged, too new or does not replay. The file stays as it is."""
        try:
            loaded = load_save(self.path)
        except SaveError as exc:
            exc.backup = self.backup_path if self.backup_path.exists() else None
            raise
        self._known = _identity(self.path)
        return loaded

    def load_backup(self) -> LoadedSave:
        return load_save(self.backup_path, from_backup=True)

    def write(self, saved: SavedMatch) -> None:
        data = saved.dumps()
        backup: Path | None = None
        if self._known is None:
            self.sweep()
        try:
            if self.path.exists():
                if self._holds_a_good_save():
                    backup = self.backup_path
                else:
                    set_aside(self.path)
            write_atomic(self.path, data, backup)
        except OSError as exc:
            raise SaveError(f"cannot write the save: {exc.strerror or exc}", os_error_reason(exc),
                            self.path) from None
        self._known = _identity(self.path)

    def set_aside(self) -> Path | None:
        """Rename a damaged save aside (kept for a bug report); returns its new path."""
        if not self.path.exists():
            return None
        self._known = None
        return set_aside(self.path)

    def clear(self) -> None:
        """Forget the match: after the ledger recorded it, or the family abandoned it."""
        for path in (self.path, self.backup_path):
            path.unlink(missing_ok=True)
        self._known = None

    def sweep(self) -> None:
        """Remove what a writer of this slot killed mid-write left behind (never a save: only
        ``.<name>.<random>.tmp``). Call it only while holding the slot (``gui/autosave.claim_slot``
        does, as it claims the slot): another process's write in progress is never swept."""
        for leftover in temporary_files(self.path) + temporary_files(self.backup_path):
            try:
                leftover.unlink(missing_ok=True)
            except OSError:
                pass  # a read-only folder: nothing can be written there either, and it is said elsewhere

    def _holds_a_good_save(self) -> bool:
        if self._known is not None and _identity(self.path) == self._known:
            return True
        try:
            load_save(self.path)
        except SaveError:
            return False
        return True


def _identity(path: Path) -> tuple[int, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


def list_slots(data_dir: Path | str) -> tuple[str, ...]:
    """The slots that hold a save (damaged or not), for a "continue" menu."""
    folder = Path(data_dir) / SAVES_FOLDER
    if not folder.is_dir():
        return ()
    return tuple(sorted(p.stem for p in folder.glob("*.json") if _SLOT_NAME.fullmatch(p.stem)))
