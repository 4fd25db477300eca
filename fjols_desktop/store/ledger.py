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
refused with a ``LedgerError`` and left untouched.

Reason keys: ``ledger_damaged``, ``ledger_too_new(version, supported)``, ``ledger_foreign``,
``ledger_busy``, ``ledger_migration_failed(version)``, ``person_exists(name)``, ``person_missing(person)``,
``person_has_matches(person)``, ``person_bad_name``, ``match_empty``.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.errors import Reason
from ..engine.rules import Seat
from .errors import LedgerError
from .jsonfile import name_key, typed_name, utc_now
from .saved_match import MatchMode, SavedMatch, SeatKind

LEDGER_FILE = "ledger.sqlite3"
BACKUP_FOLDER = "backups"
MAX_NAME = 40

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


# --- values ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Person:
    id: int
    name: str
    archived: bool = False
    created_at: str = ""


@dataclass(frozen=True)
class SeatEntry:
    """One seat of a recorded match. ``person_id`` is None for a computer player."""

    seat: Seat
    person_id: int | None
    name: str
    kind: str
    level: str | None
    total: int
    rank: int
    winner: bool
    fool: bool
    used_undo: bool
    used_hints: bool


@dataclass(frozen=True)
class MatchEntry:
    id: int
    uid: str
    game: str
    mode: str
    finished: bool
    lower_is_better: bool
    deals: int
    house_rules: dict[str, Any]
    started_at: str
    finished_at: str
    seats: tuple[SeatEntry, ...]

    def seat_of(self, person_id: int) -> SeatEntry | None:
        return next((s for s in self.seats if s.person_id == person_id), None)


@dataclass(frozen=True)
class DealEntry:
    number: int
    dealer: Seat
    points: tuple[int, ...]
    fools: tuple[Seat, ...]
    winners: tuple[Seat, ...]
    label: dict[str, Any] | None
    notes: tuple[dict[str, Any], ...]
    columns: tuple[tuple[str, tuple[int, ...]], ...]
    moves: tuple[tuple[Seat, str], ...] | None




def ranks(totals: Sequence[int], lower_is_better: bool) -> tuple[int, ...]:
    """1 for the best total; tied totals share a rank (1, 2, 2, 4)."""
    def better(a: int, b: int) -> bool:
        return a < b if lower_is_better else a > b

    return tuple(1 + sum(better(other, mine) for other in totals) for mine in totals)


# --- the ledger ----------------------------------------------------------------------------------------------

class Ledger:
    """The family ledger in ``<data_dir>/ledger.sqlite3``. One connection per object; open one per
    thread or process (they coordinate through SQLite's locks)."""

    def __init__(self, data_dir: Path | str, *, timeout: float = 15.0,
                 migrations: Sequence[Migration] = LEDGER_MIGRATIONS) -> None:
        self.folder = Path(data_dir)
        self.path = self.folder / LEDGER_FILE
        self.folder.mkdir(parents=True, exist_ok=True)
        self._migrations = tuple(migrations)
        try:
            self._conn = sqlite3.connect(self.path, timeout=timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise LedgerError(f"cannot open the ledger: {exc}", Reason.of("ledger_damaged"), self.path) from None
        try:
            self._open_when_free(timeout)
        except BaseException:
            self._conn.close()
            raise

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
                raise LedgerError(f"written by a newer Fjols (schema {version}; this version reads up to "
                                  f"{self.schema})", Reason.of("ledger_too_new", version=version,
                                                               supported=self.schema), self.path)
            if self._conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":  # the mode is kept in the file
                self._conn.execute("PRAGMA journal_mode = WAL")
            self._conn.execute("PRAGMA synchronous = FULL")
            self._conn.execute("PRAGMA foreign_keys = ON")
            if self._conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
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
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    @contextmanager
    def _guard(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                raise LedgerError(f"the ledger is busy: {exc}", Reason.of("ledger_busy"), self.path) from None
            raise LedgerError(f"the ledger cannot be used: {exc}", Reason.of("ledger_damaged"), self.path) from None
        except sqlite3.DatabaseError as exc:
            raise LedgerError(f"the ledger is damaged: {exc}", Reason.of("ledger_damaged"), self.path) from None

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
        with self._guard():
            rows = self._conn.execute("SELECT id, name, archived, created_at FROM people"
                                      + ("" if include_archived else " WHERE archived = 0")).fetchall()
        return tuple(sorted((Person(r[0], r[1], bool(r[2]), r[3]) for r in rows), key=lambda p: name_key(p.name)))

    def person(self, person_id: int) -> Person:
        with self._guard():
            row = self._conn.execute("SELECT id, name, archived, created_at FROM people WHERE id = ?",
                                     (person_id,)).fetchone()
        if row is None:
            raise LedgerError(f"no person {person_id}", Reason.of("person_missing", person=person_id), self.path)
        return Person(row[0], row[1], bool(row[2]), row[3])

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

    def matches(self, *, game: str | None = None, person: int | None = None,
                include_unfinished: bool = False) -> tuple[MatchEntry, ...]:
        """Recorded matches, oldest first (by end time, then recording order)."""
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
            rows = conn.execute("SELECT id, uid, game, mode, finished, lower_is_better, deals, house_rules,"
                                f" started_at, finished_at FROM matches{clause} ORDER BY finished_at, id",
                                args).fetchall()
            seat_rows = conn.execute(f"SELECT * FROM match_seats WHERE match_id IN (SELECT id FROM matches{clause})"
                                     " ORDER BY match_id, seat", args).fetchall()
        seats: dict[int, list[SeatEntry]] = {}
        for r in seat_rows:
            seats.setdefault(r[0], []).append(SeatEntry(r[1], r[2], r[3], r[4], r[5], r[6], r[7], bool(r[8]),
                                                        bool(r[9]), bool(r[10]), bool(r[11])))
        return tuple(MatchEntry(r[0], r[1], r[2], r[3], bool(r[4]), bool(r[5]), r[6], json.loads(r[7]), r[8], r[9],
                                tuple(seats.get(r[0], ()))) for r in rows)

    def deals(self, match_id: int) -> tuple[DealEntry, ...]:
        with self._read() as conn:
            rows = conn.execute("SELECT number, dealer, label, notes, columns, moves FROM deals WHERE match_id = ?"
                                " ORDER BY number", (match_id,)).fetchall()
            results = conn.execute("SELECT number, seat, points, fool, winner FROM deal_results WHERE match_id = ?"
                                   " ORDER BY number, seat", (match_id,)).fetchall()
        per_deal: dict[int, list[tuple[int, int, int, int]]] = {}
        for number, seat, points, fool, winner in results:
            per_deal.setdefault(number, []).append((seat, points, fool, winner))
        out = []
        for number, dealer, label, notes, columns, moves in rows:
            seats = per_deal.get(number, [])
            out.append(DealEntry(
                number, dealer, tuple(p for _, p, _, _ in seats), tuple(s for s, _, f, _ in seats if f),
                tuple(s for s, _, _, w in seats if w), None if label is None else json.loads(label),
                tuple(json.loads(notes)), tuple((n, tuple(v)) for n, v in json.loads(columns)),
                None if moves is None else tuple((s, t) for s, t in json.loads(moves))))
        return tuple(out)

    def games(self) -> tuple[str, ...]:
        """The games with at least one finished match."""
        with self._guard():
            rows = self._conn.execute("SELECT DISTINCT game FROM matches WHERE finished = 1 ORDER BY game").fetchall()
        return tuple(r[0] for r in rows)


def _flag(flags: tuple[bool, ...], seat: Seat) -> bool:
    return seat < len(flags) and flags[seat]


def _json_or_none(value: Any) -> str | None:
    return None if value is None else json.dumps(value)
