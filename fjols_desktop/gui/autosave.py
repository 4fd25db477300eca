"""Never lose a game: the match in progress is saved after every move, and every match that ends
goes into the family ledger.

``MatchKeeper`` listens to the ``GameController`` and keeps a ``SavedMatch`` (``store/saved_match.py``)
in step with it: ``played`` after every ``move_made``, a cleared deal after a restart, the flags of
undo and hints (``hinted``/``undone``, called by whoever offers them). Each new value goes to a
``SaveSlot`` on one ordered background thread (``StoreWorker``): an fsynced write waits for the disk,
and the table must not wait for it. Writes coalesce (only the newest unwritten save is written), so a fast
all-computer table never builds a queue, and the order of saves, ledger entries and clearing is the
order they were asked for. When a match ends, the ledger records it (``Ledger.record_match``, which
is idempotent by the match's uid) and then the save is cleared; if the app stops in between, the
next start finds a finished save and records it then.

Slots and windows. One Fjols runs per data folder (``single_instance.py``); its table claims one
slot with a ``QLockFile`` (``saves/<slot>.lock``): the first free of ``autosave``, ``autosave-2`` ...
(a slot that holds a save is preferred, so a table that crashed is offered again later). A lock of a
process that died (SIGKILL, power cut) is stale and taken over, and the lock files and temporary
files dead writers left behind are removed as the slot is claimed. When every slot is held, the
table is not saved and says so (``save_slots_taken``): two tables never share a slot. On a folder
that takes no lock at all (read-only), the slot holding a save is still read, so the match is
offered; writing it then fails and says why.

Failures. Whatever the disk refuses (full, read-only, no permission, a folder that cannot be made)
comes back as a ``StoreError`` whose reason says which, through ``problem``; the window shows it as
a warning that stays until a save succeeds. The match goes on in memory, and every later move tries
to save it again. A finished match the ledger could not take waits in memory too (``pending``) and is
recorded before the next write and when the window closes.

Long matches. A match whose rules never end it (Fjols or Durak without a match length, Festudgaven's
matchsticks) would outgrow what the save's reader accepts: the controller asks ``save_full`` at the
end of every deal and ends the match there, counted with its totals (``SavedMatch.full``).

Test hook: ``trace`` (``--trace`` on the command line) receives one line per event, ``saved <deals>
<moves>`` once a save is on disk, ``recorded <uid>`` once the ledger has a match; the SIGKILL test
reads them to know which moves were completed.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, Signal

from ..engine.errors import Reason
from ..store.errors import LedgerError, SaveError
from ..store.jsonfile import set_aside

if TYPE_CHECKING:  # the store's saves load every game's rules: imported when first needed (start-up time)
    from ..engine.rules import Move, Seat
    from ..store.ledger import Ledger
    from ..store.saves import SavedMatch, SaveSlot, SeatInfo
from .controller import GameController, SeatSetup, TableSetup

log = logging.getLogger(__name__)

SLOTS = 9


class StoreWorker:
    """One background thread running jobs in the order they were given. A job given with a ``key``
    replaces a queued, not yet started job with the same key (an older save need not be written
    once a newer one waits). Errors go to ``on_error``; the thread never dies of one. Python's cycle
    collector never runs on this thread (``collector.py``): a Qt object freed here would be destroyed
    on the wrong thread."""

    def __init__(self, on_error: Callable[[BaseException], None]) -> None:
        self._jobs: deque[tuple[str | None, Callable[[], None]]] = deque()
        self._cond = threading.Condition()
        self._busy = False
        self._closed = False
        self._on_error = on_error
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], None], key: str | None = None) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("the store worker is closed")
            if key is not None and self._jobs and self._jobs[-1][0] == key:
                self._jobs[-1] = (key, job)
            else:
                self._jobs.append((key, job))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="fjols-store", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job given so far has run; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def close(self, timeout: float | None = 30.0) -> None:
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._jobs or self._closed)
                if not self._jobs:
                    return
                _, job = self._jobs.popleft()
                self._busy = True
            try:
                job()
            except BaseException as exc:  # noqa: BLE001 - reported; the next save may well succeed
                self._on_error(exc)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


def claim_slot(data_dir: Path, prefix: str = "autosave", *, name: str | None = None,
               prefer_save: bool = True) -> tuple[SaveSlot, QLockFile | None]:
    """The slot this process writes: the first that no running process holds, preferring one that
    holds a save (``prefer_save``; else one that holds none), or exactly the slot ``name``, with its
    lock (kept while the slot is in use). Every other lock this process could
    take is released, which deletes the lock files dead processes left behind, and the claimed
    slot's leftover temporary files are swept (``SaveSlot.sweep``).

    When no lock can be made at all (a read-only or unwritable folder), the slot holding a save is
    returned without a lock, so that the match in it is still offered; writing it fails and says why.
    When running processes hold every slot, ``SaveError`` (``save_slots_taken``): a table never
    shares a slot with another."""
    from ..store.saves import SaveSlot

    folder = data_dir / "saves"
    names = [name] if name is not None else [prefix] + [f"{prefix}-{n}" for n in range(2, SLOTS + 1)]
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return _slot_to_read(data_dir, names), None
    held: dict[str, QLockFile] = {}
    for candidate in names:
        lock = QLockFile(str(folder / f"{candidate}.lock"))
        lock.setStaleLockTime(0)  # only a dead owner makes a lock stale: a match may last all evening
        if lock.tryLock(0):
            held[candidate] = lock
        elif lock.error() != QLockFile.LockError.LockFailedError:  # the folder takes no lock files
            for other in held.values():
                other.unlock()
            return _slot_to_read(data_dir, names), None
    if not held:
        raise SaveError(f"every save slot in {folder} is held by a running Fjols", Reason.of("save_slots_taken"),
                        folder / f"{prefix}.json")
    with_save = [n for n in held if SaveSlot(data_dir, n).exists() or SaveSlot(data_dir, n).backup_path.exists()]
    without = [n for n in held if n not in with_save]
    if name is None and not prefer_save and not without:  # a new sheet never goes over one kept for later
        for lock in held.values():
            lock.unlock()
        raise SaveError(f"every save slot in {folder} holds a save", Reason.of("save_slots_taken"),
                        folder / f"{prefix}.json")
    chosen = (with_save or without)[0] if prefer_save or name is not None else without[0]
    for other, lock in held.items():
        if other != chosen:
            lock.unlock()
    slot = SaveSlot(data_dir, chosen)
    slot.sweep()
    return slot, held[chosen]


def kept_scoresheet(data_dir: Path) -> tuple[str, SavedMatch] | None:
    """A scoresheet kept for later: the first ``scorekeeper`` slot that no open window holds and
    whose save loads and is not finished, as (slot name, sheet)."""
    from ..store.saves import SaveSlot

    for name in ["scorekeeper"] + [f"scorekeeper-{n}" for n in range(2, SLOTS + 1)]:
        slot = SaveSlot(data_dir, name)
        if not slot.exists():
            continue
        lock = QLockFile(str(slot.path.with_suffix(".lock")))
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            continue
        try:
            loaded = slot.load()
        except SaveError:
            continue  # a damaged sheet is offered (and explained) at the next start
        finally:
            lock.unlock()
        if not loaded.finished:
            return name, loaded.saved
    return None


def _slot_to_read(data_dir: Path, names: list[str]) -> SaveSlot:
    from ..store.saves import SaveSlot

    slots = [SaveSlot(data_dir, name) for name in names]
    return next((slot for slot in slots if slot.exists()), slots[0])


def seat_infos(setup: TableSetup, people: dict[str, int] | None = None) -> tuple[SeatInfo, ...]:
    """The save's seats for a table; ``people`` maps names to ledger ids of family members."""
    from ..store.saves import SeatInfo

    people = people or {}
    return tuple(SeatInfo.human(s.name, people.get(s.name)) if s.human else SeatInfo.computer(s.name, s.level)
                 for s in setup.seats)


def table_setup(saved: SavedMatch) -> TableSetup:
    """The table a saved match is played at: the same seats, levels and house rules."""
    seats = tuple(SeatSetup(s.name, s.level is None, s.level or "random") for s in saved.seats)
    return TableSetup(saved.game_id, seats, saved.match.options.to_dict())


class MatchKeeper(QObject):
    """Autosave and ledger for one controller (one table); see the module docstring."""

    saved = Signal(object)          # SavedMatch, once it is on disk
    recorded = Signal(str)          # a match's uid, once the ledger has it
    problem = Signal(object)        # a StoreError (or another exception) from the background
    damaged_save = Signal(object, object)  # SaveError, where the damaged file was kept (a Path or None)

    def __init__(self, controller: GameController, data_dir: Path | str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        from .paths import data_dir as default_data_dir

        self.controller = controller
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self._slot: SaveSlot | None = None
        self._lock: QLockFile | None = None
        self.trace: Callable[[str], None] | None = None
        self.current: SavedMatch | None = None
        self._adopted: SavedMatch | None = None
        self._ledger: Ledger | None = None        # the UI thread's connection (roster, statistics)
        self._writer_ledger: Ledger | None = None  # the worker's own connection
        self._worker = StoreWorker(self._background_failed)
        self._closed = False
        self._slot_checked = False  # whether the slot was checked for a save this keeper did not write
        self._slot_refused = False  # every slot is held by another Fjols: this table is not saved
        self._slot_uid = ""         # the match whose save the slot holds (written by this keeper)
        # Finished matches the ledger could not take yet (a full or read-only disk): kept in memory
        # and tried again before every later write and when the window closes (worker thread only).
        self._unrecorded: list[tuple[SavedMatch, bool | None]] = []
        self.problem.connect(self._log_problem)
        controller.save_full = self._save_full
        controller.match_started.connect(self._on_match_started)
        controller.deal_started.connect(self._on_deal_started)
        controller.move_made.connect(self._on_move_made)
        controller.match_finished.connect(self._on_match_finished)

    @property
    def slot(self) -> SaveSlot | None:
        """This table's save slot, claimed on first use (see ``claim_slot``); None when every slot
        is held by another running Fjols (said once through ``problem``)."""
        if self._slot is None and not self._slot_refused:
            try:
                self._slot, self._lock = claim_slot(self.data_dir)
            except SaveError as exc:
                self._slot_refused = True
                self.problem.emit(exc)
        return self._slot

    @property
    def pending(self) -> int:
        """Finished matches waiting for the ledger (see ``record``)."""
        return len(self._unrecorded)

    # -- the ledger for the UI thread ---------------------------------------------------------------
    def ledger(self) -> Ledger:
        """The family ledger (opened on first use); ``LedgerError`` if it cannot be opened."""
        from ..store.ledger import Ledger

        if self._ledger is None:
            self._ledger = Ledger(self.data_dir)
        return self._ledger

    def people_ids(self) -> dict[str, int]:
        try:
            return {p.name: p.id for p in self.ledger().people(include_archived=True)}
        except LedgerError as exc:
            self.problem.emit(exc)
            return {}

    # -- what the table says ------------------------------------------------------------------------
    def adopt(self, saved: SavedMatch) -> None:
        """The next ``match_started`` continues ``saved`` (a resumed match) instead of a new one."""
        self._adopted = saved

    def _on_match_started(self) -> None:
        c = self.controller
        if c.match is None or c.setup is None:
            return
        old, adopted, self._adopted = self.current, self._adopted, None
        if old is not None and (adopted is None or adopted.uid != old.uid):
            self.abandon(old)
        if adopted is not None:
            self.current = adopted
        else:
            from ..store.saves import SavedMatch

            try:
                self.current = SavedMatch.new(c.match, seat_infos(c.setup, self.people_ids()))
            except SaveError as exc:  # a name the save refuses: play on without autosave
                self.current = None
                self.problem.emit(exc)
                return
        self._write()

    def _on_deal_started(self, number: int) -> None:
        saved = self.current
        moves = tuple(self.controller.moves)
        if saved is None or saved.match.number != number or saved.moves == moves:
            return
        if not moves:  # the deal was dealt again from the start: every person at the table took it back
            for seat, info in enumerate(saved.seats):
                if info.level is None:
                    saved = dataclasses.replace(saved, undo_used=_flag(saved.undo_used, seat))
        self.current = dataclasses.replace(saved, moves=moves)  # or a table resumed with moves already made
        self._write()

    def _on_move_made(self, seat: Seat, move: Move) -> None:
        saved = self.current
        if saved is None:
            return
        before = self.controller.moves[:-1]
        if saved.moves != before:  # moves taken back without telling us: follow the table
            saved = dataclasses.replace(saved, moves=tuple(before))
        self.current = saved.played(seat, move, self.controller.state)
        self._write()

    def _on_match_finished(self, winners: object) -> None:
        saved = self.current
        if saved is not None and self.controller.ended_early:  # the save is full: counted as it stands
            self.record(saved, finished=True)
        elif saved is not None and saved.match.is_over():
            self.record(saved)

    def _save_full(self) -> bool:
        return self.current is not None and self.current.full

    # -- helpers offered to hints and undo ------------------------------------------------------------
    def hinted(self, seat: Seat) -> None:
        """``seat`` was shown a hint: the ledger notes it with the match."""
        if self.current is not None:
            self.current = self.current.hinted(seat)
            self._write()

    def undone(self, seat: Seat, count: int = 1) -> None:
        """``seat`` took back the last ``count`` moves of this deal (call after the controller did)."""
        if self.current is not None and 0 < count <= len(self.current.moves):
            self.current = self.current.undone(seat, count)
            self._write()

    # -- storing ------------------------------------------------------------------------------------
    def _write(self) -> None:
        saved, slot = self.current, self.slot
        if saved is None or slot is None:
            return

        def job() -> None:
            try:
                self._record_waiting()
            except Exception as exc:  # noqa: BLE001 - said, and tried again later: the save goes on
                self.problem.emit(exc)
            if not self._slot_checked:
                self._slot_checked = True
                self._keep_foreign_save(slot, saved.uid)
            slot.write(saved)
            self._slot_uid = saved.uid
            self.note(f"saved {len(saved.match.results)} {len(saved.moves)}")
            self.saved.emit(saved)

        self._worker.submit(job, key="write")

    def record(self, saved: SavedMatch, *, finished: bool | None = None) -> None:
        """Record ``saved`` in the ledger, then forget its save (in that order, after every write).
        If the ledger cannot take it now, the match waits in memory (``pending``) and is tried again
        before every later write and when the window closes; its save is kept."""
        if saved is self.current:
            self.current = None

        def job() -> None:
            self._unrecorded.append((saved, finished))
            self._record_waiting()

        self._worker.submit(job)

    def _record_waiting(self) -> None:
        """Record the waiting matches, oldest first; the first refusal is raised (and reported), the
        others keep waiting. A match's save is cleared once the ledger has it."""
        while self._unrecorded:
            saved, finished = self._unrecorded[0]
            try:
                self._background_ledger().record_match(saved, finished=finished)
            except BaseException:
                self._slot_checked = False  # the next first write checks the slot again
                raise
            del self._unrecorded[0]
            slot = self._slot
            if slot is not None and self._slot_uid in ("", saved.uid):
                slot.clear()
                self._slot_uid = ""
            self.note(f"recorded {saved.uid}")
            self.recorded.emit(saved.uid)

    def abandon(self, saved: SavedMatch | None = None) -> None:
        """The family left ``saved`` (default: the current match) for another one: it goes into the
        ledger as abandoned (out of wins and fools), unless nothing was played yet."""
        saved = saved or self.current
        if saved is None:
            return
        if saved.match.is_over():
            self.record(saved)
        elif saved.moves or saved.deals or saved.match.results:
            self.record(saved, finished=False)
        else:
            if saved is self.current:
                self.current = None
            slot = self.slot
            if slot is not None:
                self._worker.submit(slot.clear)

    def _keep_foreign_save(self, slot: SaveSlot, uid: str) -> None:
        """Before the first write: a match left in the slot by an earlier run (a table started from
        the command line over it, or a match the ledger could not take) goes into the ledger rather
        than being overwritten; if the ledger refuses it, the file is renamed aside. A damaged save
        is renamed aside too (``damaged_save``). Nothing is ever deleted."""
        if not slot.exists():
            return
        try:
            loaded = slot.load()
        except SaveError as exc:
            log.warning("a saved match that cannot be continued was set aside: %s", exc)
            try:
                kept = slot.set_aside()
            except OSError:
                kept = None  # the write below fails loudly too
            self.damaged_save.emit(exc, kept)
            return
        if loaded.saved.uid != uid:
            finished = None if loaded.finished else False
            if loaded.finished or loaded.saved.moves or loaded.saved.match.results:
                try:
                    self._background_ledger().record_match(loaded.saved, finished=finished)
                except LedgerError as exc:
                    self.problem.emit(exc)
                    set_aside(slot.path, "unrecorded")

    def _background_ledger(self) -> Ledger:
        from ..store.ledger import Ledger

        if self._writer_ledger is None:
            self._writer_ledger = Ledger(self.data_dir)
        return self._writer_ledger

    def note(self, line: str) -> None:
        if self.trace is not None:
            self.trace(line)

    def _background_failed(self, exc: BaseException) -> None:
        self.problem.emit(exc)

    def _log_problem(self, exc: object) -> None:
        log.warning("autosave or ledger: %s", exc)

    def flush(self, timeout: float | None = 30.0) -> bool:
        return self._worker.flush(timeout)

    def close(self) -> None:
        """Finish every write (the last move is on disk), close the ledger, release the slot."""
        if self._closed:
            return
        self._closed = True

        def close_writer_ledger() -> None:  # sqlite3 wants a connection closed by the thread that opened it
            if self._writer_ledger is not None:
                self._writer_ledger.close()
                self._writer_ledger = None

        def last_try() -> None:
            if self._unrecorded:
                self._record_waiting()

        self._worker.submit(last_try)
        self._worker.submit(close_writer_ledger)
        self._worker.close()
        if self._ledger is not None:
            self._ledger.close()
            self._ledger = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _flag(flags: tuple[bool, ...], seat: Seat) -> tuple[bool, ...]:
    return flags[:seat] + (True,) + flags[seat + 1:]


__all__ = ["MatchKeeper", "StoreWorker", "claim_slot", "kept_scoresheet", "seat_infos", "table_setup"]
