"""The family ledger: every match the family finished (or abandoned), in SQLite.

Tables (schema 1; ``PRAGMA user_version`` holds the version):

* ``people``: the family roster (reused by the new-game dialog). Names are unique ignoring case
  (``key`` is the case-folded name, because SQLite's NOCASE only folds ASCII and the family is
  called Åse and Ærø). People with matches are archived, not deleted.
* ``matches``: one row per match: ``uid`` (the save's id, so recording the same match twice is a
  no-op: the app may stop between recording a match and clearing its save), game, mode (table or
  scorekeeper), house rules as JSON, seed, ``lower_is_better`` as the game had it then, finished or
  abandoned, number of deals, start and end time.
* ``match_seats``: per seat: the person (NULL for computer players), name, kind, level, total,
  rank, winner, fool (the match's worst total; see ``Match.fools``), and whether the seat used undo
  or hints.
* ``deals`` and ``deal_results``: per deal its dealer, label, notes, extra columns and moves (JSON),
  and per seat its points and whether it was a fool or winner of that deal.

Safety: WAL journal, ``synchronous=FULL`` (a finished match survives a power cut), a busy timeout
so two app windows or processes queue instead of failing, and every write in one ``BEGIN
IMMEDIATE`` transaction. Schema migrations are a registry of steps (``LEDGER_MIGRATIONS[n]`` turns
version n into n + 1) run in one transaction after a copy of the database is written to
``<data_dir>/backups/``. A file that is not a ledger, is damaged or is newer than this version is
refused with a ``LedgerError`` and left untouched: an existing file is looked at read-only first
(its header, its ``user_version``, whether its tables are ours), so that nothing, not even the
switch to WAL, is ever written to a file that is then refused; a FIFO or folder in its place is
refused before it is opened. What SQLite says about the disk is told apart (full, read-only, no
permission, busy, damaged). Reading, every row is checked (``ledger_rows.py``): a row that cannot
be read leaves its match out, ``read_matches`` names it, and everything else is shown.

Reason keys: ``ledger_damaged``, ``ledger_too_new(version, supported)``, ``ledger_foreign``,
``ledger_busy``, ``ledger_migration_failed(version)``, ``person_exists(name)``, ``person_missing(person)``,
``person_has_matches(person)``, ``person_bad_name``, ``match_empty``, ``match_missing``,
``ledger_row_damaged(table, row)``, and ``jsonfile``'s ``disk_full``, ``file_read_only``,
``file_no_permission``, ``file_write_failed``, ``file_not_regular``.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.errors import Reason
from ..engine.rules import Seat
from . import ledger_rows as rows
from .errors import LedgerError, os_error_reason
from .jsonfile import typed_name, utc_now
from .ledger_rows import BadRow, DealEntry, MatchEntry, Person, SeatEntry, SkippedRow, ranks
from .names import MAX_NAME, name_key
from .saved_match import MatchMode, SavedMatch, SeatKind

__all__ = ["BACKUP_FOLDER", "LEDGER_FILE", "LEDGER_MIGRATIONS", "DealEntry", "Ledger", "MatchEntry", "MatchesRead",
           "Person", "SeatEntry", "SkippedRow", "ranks"]

LEDGER_FILE = "ledger.sqlite3"
BACKUP_FOLDER = "backups"
SQLITE_HEADER = b"SQLite format 3\x00"

Migration = Callable[[sqlite3.Connection], None]

_SCHEMA_1 = (
    """CREATE TABLE people (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        key TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)))""",
    """CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        uid TEXT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        mode TEXT NOT NULL,
        seats INTEGER NOT NULL,
        house_rules TEXT NOT NULL,
        seed INTEGER NOT NULL,
        lower_is_better INTEGER NOT NULL,
        finished INTEGER NOT NULL,
        deals INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        finished_at TEXT NOT NULL,
        app_version TEXT NOT NULL)""",
    "CREATE INDEX matches_by_game ON matches (game, finished_at)",
    """CREATE TABLE match_seats (
        match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        person_id INTEGER REFERENCES people (id),
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        level TEXT,
        total INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        winner INTEGER NOT NULL,
        fool INTEGER NOT NULL,
        used_undo INTEGER NOT NULL,
        used_hints INTEGER NOT NULL,
        PRIMARY KEY (match_id, seat))""",
    "CREATE INDEX match_seats_by_person ON match_seats (person_id)",
    """CREATE TABLE deals (
        match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        dealer INTEGER NOT NULL,
        label TEXT,
        notes TEXT NOT NULL,
        columns TEXT NOT NULL,
        moves TEXT,
        PRIMARY KEY (match_id, number))""",
    """CREATE TABLE deal_results (
        match_id INTEGER NOT NULL,
        number INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        points INTEGER NOT NULL,
        fool INTEGER NOT NULL,
        winner INTEGER NOT NULL,
        PRIMARY KEY (match_id, number, seat),
        FOREIGN KEY (match_id, number) REFERENCES deals (match_id, number) ON DELETE CASCADE)""",
)


def _create_schema_1(conn: sqlite3.Connection) -> None:
    for statement in _SCHEMA_1:
        conn.execute(statement)


LEDGER_MIGRATIONS: tuple[Migration, ...] = (_create_schema_1,)


# The values read from rows, the fools and ranks written into them: ``ledger_rows.py``.

# --- the ledger ----------------------------------------------------------------------------------------------

class Ledger:
    """The family ledger in ``<data_dir>/ledger.sqlite3``. One connection per object; open one per
    thread or process (they coordinate through SQLite's locks)."""

    def __init__(self, data_dir: Path | str, *, timeout: float = 15.0,
                 migrations: Sequence[Migration] = LEDGER_MIGRATIONS) -> None:
        self.folder = Path(data_dir)
        self.path = self.folder / LEDGER_FILE
        self._migrations = tuple(migrations)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LedgerError(f"cannot make the folder {self.folder}: {exc.strerror or exc}",
                              os_error_reason(exc), self.path) from None
        self._check_before_writing(timeout)
        try:
            self._conn = sqlite3.connect(self.path, timeout=timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise _ledger_error(exc, self.path) from None
        self._conn.text_factory = _text  # text that is not UTF-8 becomes lone surrogates, refused per row
        try:
            self._open_when_free(timeout)
        except BaseException:
            self._conn.close()
            raise

    def _check_before_writing(self, timeout: float) -> None:
        """Look at an existing file read-only before anything may write to it: a file that is not a
        regular file, not an SQLite database, another program's database or a newer ledger is
        refused here, untouched (opening it for writing would switch it to WAL first)."""
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            return
        except OSError as exc:
            raise LedgerError(f"cannot look at the ledger: {exc.strerror or exc}",
                              os_error_reason(exc, "file_unreadable"), self.path) from None
        if not stat.S_ISREG(info.st_mode):
            raise LedgerError("the ledger is not a regular file", Reason.of("file_not_regular"), self.path)
        if info.st_size == 0:
            return  # a new ledger whose schema was never written: made below
        try:
            with open(self.path, "rb") as f:
                header = f.read(len(SQLITE_HEADER))
        except OSError as exc:
            raise LedgerError(f"cannot read the ledger: {exc.strerror or exc}",
                              os_error_reason(exc, "file_unreadable"), self.path) from None
        if header != SQLITE_HEADER:
            raise LedgerError("the file is not an SQLite database", Reason.of("ledger_damaged"), self.path)
        try:
            probe = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, timeout=timeout)
        except sqlite3.Error as exc:
            raise _ledger_error(exc, self.path) from None
        try:
            version = _first(probe.execute("PRAGMA user_version"))
            if not isinstance(version, int):
                raise sqlite3.DatabaseError("no user_version")
            if version > self.schema:
                raise self._too_new(version)
            if version == 0 and _first(probe.execute("SELECT count(*) FROM sqlite_master")):
                raise LedgerError("the file is an SQLite database but not a Fjols ledger",
                                  Reason.of("ledger_foreign"), self.path)
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise _ledger_error(exc, self.path) from None
        finally:
            probe.close()

    def _too_new(self, version: int) -> LedgerError:
        return LedgerError(f"written by a newer Fjols (schema {version}; this version reads up to {self.schema})",
                           Reason.of("ledger_too_new", version=version, supported=self.schema), self.path)

    @property
    def schema(self) -> int:
        return len(self._migrations)

    def _open_when_free(self, timeout: float) -> None:
        """``_open``, tried again while another process holds the file. Switching a new file to WAL
        takes an exclusive lock that SQLite does not wait for (it answers "locked" at once, not after
        the busy timeout), so two copies of Fjols starting together on a fresh ledger would otherwise
        refuse each other; every step of ``_open`` is safe to repeat."""
        deadline = time.monotonic() + timeout
        pause = 0.005
        while True:
            try:
                self._open()
                return
            except LedgerError as exc:
                if exc.reason.key != "ledger_busy" or time.monotonic() + pause > deadline:
                    raise
            time.sleep(pause)
            pause = min(pause * 2, 0.1)

    def _open(self) -> None:
        with self._guard():
            version = self._user_version()
            if version > self.schema:
                raise self._too_new(version)
            if _first(self._conn.execute("PRAGMA journal_mode")) != "wal":  # the mode is kept in the file
                self._conn.execute("PRAGMA journal_mode = WAL")
            self._conn.execute("PRAGMA synchronous = FULL")
            self._conn.execute("PRAGMA foreign_keys = ON")
            if _first(self._conn.execute("PRAGMA quick_check")) != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            if version < self.schema:
                self._migrate()

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- plumbing ---------------------------------------------------------------------------------------------
    def _user_version(self) -> int:
        version = _first(self._conn.execute("PRAGMA user_version"))
        if not isinstance(version, int):
            raise sqlite3.DatabaseError("no user_version")
        return version

    @contextmanager
    def _guard(self) -> Iterator[None]:
        try:
            yield
        except (sqlite3.Error, UnicodeDecodeError) as exc:  # SQLite's message about a damaged file may not be UTF-8
            raise _ledger_error(exc, self.path) from None

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken at once (BEGIN IMMEDIATE) so that two writers queue on the
        busy timeout instead of failing half-way; rolled back on any error."""
        conn = self._conn
        with self._guard():
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    @contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        """A consistent snapshot for reads that take several queries."""
        conn = self._conn
        with self._guard():
            conn.execute("BEGIN")
            try:
                yield conn
            finally:
                if conn.in_transaction:
                    conn.execute("COMMIT")

    def _migrate(self) -> None:
        with self._write() as conn:
            version = self._user_version()  # again, under the lock: another process may have migrated
            if version >= self.schema:
                return
            if version == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise LedgerError("the file is an SQLite database but not a Fjols ledger",
                                  Reason.of("ledger_foreign"), self.path)
            if version > 0:
                self.backup(f"v{version}")
            for step in range(version, self.schema):
                try:
                    self._migrations[step](conn)
                except sqlite3.Error as exc:
                    raise LedgerError(f"cannot upgrade schema {step}: {exc}",
                                      Reason.of("ledger_migration_failed", version=step), self.path) from None
            conn.execute(f"PRAGMA user_version = {self.schema:d}")

    def backup(self, label: str = "copy") -> Path:
        """Copy the database to ``<data_dir>/backups/ledger-<label>-<time>.sqlite3``. Works while this
        connection holds the write lock (it reads through a second, read-only connection)."""
        folder = self.folder / BACKUP_FOLDER
        folder.mkdir(parents=True, exist_ok=True)
        stamp = utc_now().replace(":", "").replace("-", "")
        target = folder / f"ledger-{label}-{stamp}.sqlite3"
        n = 1
        while target.exists():
            target = folder / f"ledger-{label}-{stamp}-{n}.sqlite3"
            n += 1
        source = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
        dest = sqlite3.connect(target)
        try:
            source.backup(dest)
        finally:
            dest.close()
            source.close()
        return target

    # -- people -------------------------------------------------------------------------------------------
    def people(self, include_archived: bool = False) -> tuple[Person, ...]:
        """The family, by name; a person whose row cannot be read is left out (``read_matches`` names
        such rows)."""
        with self._guard():
            found = self._conn.execute("SELECT id, name, archived, created_at FROM people"
                                       + ("" if include_archived else " WHERE archived = 0")).fetchall()
        people = []
        for row in found:
            try:
                people.append(rows.person(row))
            except BadRow:
                continue
        return tuple(sorted(people, key=lambda p: name_key(p.name)))

    def person(self, person_id: int) -> Person:
        with self._guard():
            row = self._conn.execute("SELECT id, name, archived, created_at FROM people WHERE id = ?",
                                     (person_id,)).fetchone()
        try:
            if row is not None:
                return rows.person(row)
        except BadRow:
            pass
        raise LedgerError(f"no person {person_id}", Reason.of("person_missing", person=person_id), self.path)

    def find_person(self, name: str) -> Person | None:
        with self._guard():
            row = self._conn.execute("SELECT id FROM people WHERE key = ?", (name_key(name),)).fetchone()
        return None if row is None else self.person(row[0])

    def add_person(self, name: str) -> Person:
        name = typed_name(name, LedgerError, self.path, "person_bad_name", MAX_NAME)
        with self._write() as conn:
            self._refuse_taken(conn, name, None)
            cursor = conn.execute("INSERT INTO people (name, key, created_at) VALUES (?, ?, ?)",
                                  (name, name_key(name), utc_now()))
            person_id = int(cursor.lastrowid or 0)
        return self.person(person_id)

    def rename_person(self, person_id: int, name: str) -> Person:
        name = typed_name(name, LedgerError, self.path, "person_bad_name", MAX_NAME)
        with self._write() as conn:
            self._refuse_taken(conn, name, person_id)
            if conn.execute("UPDATE people SET name = ?, key = ? WHERE id = ?",
                            (name, name_key(name), person_id)).rowcount != 1:
                raise LedgerError(f"no person {person_id}", Reason.of("person_missing", person=person_id), self.path)
        return self.person(person_id)

    def archive_person(self, person_id: int, archived: bool = True) -> None:
        """Hide someone from the roster (their matches stay in the statistics)."""
        with self._write() as conn:
            if conn.execute("UPDATE people SET archived = ? WHERE id = ?", (int(archived), person_id)).rowcount != 1:
                raise LedgerError(f"no person {person_id}", Reason.of("person_missing", person=person_id), self.path)

    def delete_person(self, person_id: int) -> None:
        """Remove someone who never finished a match (a typo in the roster)."""
        with self._write() as conn:
            if conn.execute("SELECT 1 FROM match_seats WHERE person_id = ? LIMIT 1", (person_id,)).fetchone():
                raise LedgerError(f"person {person_id} has matches; archive them instead",
                                  Reason.of("person_has_matches", person=person_id), self.path)
            if conn.execute("DELETE FROM people WHERE id = ?", (person_id,)).rowcount != 1:
                raise LedgerError(f"no person {person_id}", Reason.of("person_missing", person=person_id), self.path)

    def _refuse_taken(self, conn: sqlite3.Connection, name: str, person_id: int | None) -> None:
        row = conn.execute("SELECT id FROM people WHERE key = ?", (name_key(name),)).fetchone()
        if row is not None and row[0] != person_id:
            raise LedgerError(f"{name!r} is already in the family", Reason.of("person_exists", name=name), self.path)

    # -- matches ------------------------------------------------------------------------------------------
    def has_match(self, uid: str) -> bool:
        with self._guard():
            return self._conn.execute("SELECT 1 FROM matches WHERE uid = ?", (uid,)).fetchone() is not None

    def record_match(self, saved: SavedMatch, *, finished: bool | None = None,
                     finished_at: str | None = None) -> int:
        """Record a match once (by ``saved.uid``; a second call returns the first row's id).

        ``finished`` defaults to whether the match is over by its rules; ``finished=True`` for a match
        the family ended early counts it with the current totals, ``False`` records it as abandoned
        (it stays out of wins and fools). Guests (human seats without a person id, or whose person
        was deleted) join the roster by name; a name or person already at the table is recorded as a
        guest without a person, so that the match is never refused."""
        match = saved.match
        finished = match.is_over() if finished is None else finished
        if finished and not match.results:
            raise LedgerError("a match without a finished deal cannot be counted", Reason.of("match_empty"),
                              self.path)
        info = match.game.info
        totals = match.totals
        winners = match.winners() if finished and match.results else ()
        fools = match.fools() if finished else ()
        seat_ranks = ranks(totals, info.lower_is_better)
        with self._write() as conn:
            row = conn.execute("SELECT id FROM matches WHERE uid = ?", (saved.uid,)).fetchone()
            if row is not None:
                return int(row[0])
            cursor = conn.execute(
                "INSERT INTO matches (uid, game, mode, seats, house_rules, seed, lower_is_better, finished, deals,"
                " started_at, finished_at, app_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (saved.uid, match.game_id, saved.mode.value, match.seats,
                 json.dumps(match.options.to_dict(), sort_keys=True), match.seed, int(info.lower_is_better),
                 int(finished), len(match.results), saved.started_at or utc_now(), finished_at or utc_now(),
                 __version__))
            match_id = int(cursor.lastrowid or 0)
            seen: set[int] = set()
            for seat, info_seat in enumerate(saved.seats):
                person = self._person_for(conn, info_seat.kind, info_seat.person, info_seat.name, seen)
                conn.execute("INSERT INTO match_seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                             (match_id, seat, person, info_seat.name, info_seat.kind.value, info_seat.level,
                              totals[seat], seat_ranks[seat], int(seat in winners), int(seat in fools),
                              int(_flag(saved.undo_used, seat)), int(_flag(saved.hints_used, seat))))
            for number, (dealer, result) in enumerate(zip(match.dealers, match.results)):
                moves = saved.deals[number] if saved.mode is MatchMode.TABLE and number < len(saved.deals) else None
                conn.execute("INSERT INTO deals VALUES (?, ?, ?, ?, ?, ?, ?)", (
                    match_id, number, dealer, _json_or_none(result.to_dict()["label"]),
                    json.dumps(result.to_dict()["notes"]), json.dumps(result.to_dict()["columns"]),
                    None if moves is None else json.dumps([list(m) for m in moves])))
                conn.executemany("INSERT INTO deal_results VALUES (?, ?, ?, ?, ?, ?)",
                                 [(match_id, number, seat, points, int(seat in result.fools),
                                   int(seat in result.winners)) for seat, points in enumerate(result.points)])
        return match_id

    def _person_for(self, conn: sqlite3.Connection, kind: SeatKind, person: int | None, name: str,
                    seen: set[int]) -> int | None:
        if kind is not SeatKind.HUMAN:
            return None
        found = None
        if person is not None:
            row = conn.execute("SELECT id FROM people WHERE id = ?", (person,)).fetchone()
            found = None if row is None else int(row[0])
        if found is None:
            row = conn.execute("SELECT id FROM people WHERE key = ?", (name_key(name),)).fetchone()
            if row is not None:
                found = int(row[0])
            else:
                cursor = conn.execute("INSERT INTO people (name, key, created_at) VALUES (?, ?, ?)",
                                      (name, name_key(name), utc_now()))
                found = int(cursor.lastrowid or 0)
        if found in seen:
            return None
        seen.add(found)
        return found

    def read_matches(self, *, game: str | None = None, person: int | None = None,
                     include_unfinished: bool = False) -> MatchesRead:
        """Recorded matches, oldest first (by end time, then recording order), and the rows that
        could not be read (left out, never a crash: see ``ledger_rows``)."""
        where: list[str] = []
        args: list[object] = []
        if game is not None:
            where.append("game = ?")
            args.append(game)
        if person is not None:
            where.append("id IN (SELECT match_id FROM match_seats WHERE person_id = ?)")
            args.append(person)
        if not include_unfinished:
            where.append("finished = 1")
        clause = (" WHERE " + " AND ".join(where)) if where else ""
        with self._read() as conn:
            found = conn.execute("SELECT id, uid, game, mode, finished, lower_is_better, deals, house_rules,"
                                 f" started_at, finished_at FROM matches{clause} ORDER BY finished_at, id",
                                 args).fetchall()
            seat_rows = conn.execute(f"SELECT * FROM match_seats WHERE match_id IN (SELECT id FROM matches{clause})"
                                     " ORDER BY match_id, seat", args).fetchall()
        seats: dict[object, list[SeatEntry]] = {}
        broken: dict[object, str] = {}
        for r in seat_rows:
            try:
                seats.setdefault(r[0], []).append(rows.seat(r))
            except (BadRow, IndexError) as exc:
                broken.setdefault(r[0], str(exc))
        entries: list[MatchEntry] = []
        skipped: list[SkippedRow] = []
        for r in found:
            try:
                if r[0] in broken:
                    raise BadRow(broken[r[0]])
                entries.append(rows.match(r, seats.get(r[0], ())))
            except (BadRow, IndexError) as exc:
                skipped.append(SkippedRow("matches", rows.stored_id(r[0]), str(exc)))
        return MatchesRead(tuple(entries), tuple(skipped))

    def matches(self, *, game: str | None = None, person: int | None = None,
                include_unfinished: bool = False) -> tuple[MatchEntry, ...]:
        """``read_matches`` without the rows it had to leave out."""
        return self.read_matches(game=game, person=person, include_unfinished=include_unfinished).entries

    def deals(self, match_id: int) -> tuple[DealEntry, ...]:
        """The deals of a match in order; a deal whose rows cannot be read is left out."""
        with self._read() as conn:
            found = conn.execute("SELECT number, dealer, label, notes, columns, moves FROM deals WHERE match_id = ?"
                                 " ORDER BY number", (match_id,)).fetchall()
            results = conn.execute("SELECT number, seat, points, fool, winner FROM deal_results WHERE match_id = ?"
                                   " ORDER BY number, seat", (match_id,)).fetchall()
        per_deal: dict[object, list[tuple[int, int, int, int]]] = {}
        for number, seat, points, fool, winner in results:
            per_deal.setdefault(number, []).append((seat, points, fool, winner))
        out = []
        for row in found:
            try:
                out.append(rows.deal(row, per_deal.get(row[0], [])))
            except (BadRow, IndexError, TypeError, ValueError):
                continue
        return tuple(out)

    def games(self) -> tuple[str, ...]:
        """The games with at least one finished match."""
        with self._guard():
            found = self._conn.execute("SELECT DISTINCT game FROM matches WHERE finished = 1").fetchall()
        return tuple(sorted({r[0] for r in found if isinstance(r[0], str) and r[0].isprintable()}))

    def delete_match(self, match_id: int) -> None:
        """Remove a match with its seats and deals (the family asked; the statistics window asks
        first). People stay in the roster. ``match_missing`` if there is no such match."""
        with self._write() as conn:
            if conn.execute("DELETE FROM matches WHERE id = ?", (match_id,)).rowcount != 1:
                raise LedgerError(f"no match {match_id}", Reason.of("match_missing"), self.path)


@dataclass(frozen=True)
class MatchesRead:
    """What ``Ledger.read_matches`` could read, and the rows it left out."""

    entries: tuple[MatchEntry, ...]
    skipped: tuple[SkippedRow, ...] = ()


def _flag(flags: tuple[bool, ...], seat: Seat) -> bool:
    return seat < len(flags) and flags[seat]


def _json_or_none(value: Any) -> str | None:
    return None if value is None else json.dumps(value)


def _first(cursor: sqlite3.Cursor) -> Any:
    """The first column of the first row, or None (a damaged file may answer a PRAGMA with nothing)."""
    row = cursor.fetchone()
    return row[0] if row else None


def _text(data: bytes) -> str:
    """SQLite text as ``str``; bytes that are not UTF-8 become lone surrogates instead of failing the
    whole query, and ``ledger_rows`` refuses the row that holds them."""
    return data.decode("utf-8", "surrogateescape")


# SQLite's primary result codes (the low byte of ``sqlite_errorcode``) for what the disk refused.
_SQLITE_REASONS = {3: "file_no_permission", 5: "ledger_busy", 6: "ledger_busy", 8: "file_read_only",
                   10: "file_write_failed", 13: "disk_full", 14: "file_no_permission", 23: "file_no_permission"}
SQLITE_REASON_KEYS = frozenset(_SQLITE_REASONS.values())


def _ledger_error(exc: sqlite3.Error | UnicodeDecodeError, path: Path) -> LedgerError:
    """What SQLite said, as a ``LedgerError`` whose reason tells a full disk, a read-only folder, a
    busy ledger and missing permission apart from a damaged file."""
    code = getattr(exc, "sqlite_errorcode", None)
    key = _SQLITE_REASONS.get(code & 0xFF if isinstance(code, int) else -1)
    if key is None:
        text = str(exc).lower()
        key = "ledger_busy" if "locked" in text or "busy" in text else "ledger_damaged"
    return LedgerError(f"the ledger cannot be used: {exc}", Reason.of(key), path)
