"""The family ledger: roster, recording matches, migrations with backups, bad files, two writers."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.match import Match
from fjols_desktop.store.errors import LedgerError
from fjols_desktop.store.ledger import LEDGER_MIGRATIONS, Ledger, ranks
from fjols_desktop.store.saves import MatchMode, SavedMatch, SeatInfo

from .helpers import FAMILY, new_saved, play, play_to_end

ROOT = Path(__file__).resolve().parents[2]


def scorekept(points: list[tuple[int, ...]], seats: tuple[SeatInfo, ...] = FAMILY[:3], seed: int = 1,
              **options: object) -> SavedMatch:
    match = Match.new("hearts", len(seats), seed=seed)
    if options:
        match = Match.new("hearts", len(seats), match.options.replace(**options), seed=seed)
    saved = SavedMatch.new(match, seats, MatchMode.SCOREKEEPER)
    for deal in points:
        saved = saved.scored(deal)
    return saved


# --- the roster ------------------------------------------------------------------------------------------------

def test_the_family_roster(tmp_path: Path) -> None:
    with Ledger(tmp_path) as ledger:
        mormor = ledger.add_person("  Mormor ")
        aase = ledger.add_person("Åse")
        assert mormor.name == "Mormor" and [p.name for p in ledger.people()] == ["Mormor", "Åse"]
        for taken in ("mormor", "ÅSE", "Mormor  "):
            with pytest.raises(LedgerError) as caught:
                ledger.add_person(taken)
            assert caught.value.reason.key == "person_exists"
        for bad in ("", "   ", "x" * 41, "Bell\x07", "\u200b\u00ad", "\u200d"):
            with pytest.raises(LedgerError) as caught:
                ledger.add_person(bad)
            assert caught.value.reason == Reason.of("person_bad_name")
        far = ledger.add_person("Far\tHans")
        assert far.name == "Far Hans"  # white space is one space, as everywhere
        ledger.delete_person(far.id)
        assert ledger.rename_person(aase.id, "Aase").name == "Aase"
        with pytest.raises(LedgerError) as caught:
            ledger.rename_person(aase.id, "MORMOR")
        assert caught.value.reason.key == "person_exists"
        assert ledger.rename_person(mormor.id, "MorMor").name == "MorMor"  # a new spelling of one's own name
        assert ledger.find_person("aase") == ledger.person(aase.id)
        ledger.archive_person(aase.id)
        assert [p.name for p in ledger.people()] == ["MorMor"]
        assert [p.archived for p in ledger.people(include_archived=True)] == [True, False]
        ledger.delete_person(aase.id)
        with pytest.raises(LedgerError) as caught:
            ledger.person(aase.id)
        assert caught.value.reason == Reason.of("person_missing", person=aase.id)
        with pytest.raises(LedgerError) as caught:
            ledger.archive_person(999)
        assert caught.value.reason.key == "person_missing"


# --- recording -------------------------------------------------------------------------------------------------

def test_a_played_match_is_recorded_with_its_deals(tmp_path: Path) -> None:
    saved = play_to_end(new_saved(seed=5)).hinted(1)
    match = saved.match
    with Ledger(tmp_path) as ledger:
        ledger.add_person("Mormor")  # person 1, as seat 0 says
        match_id = ledger.record_match(saved, finished_at="2026-12-01T20:00:00Z")
        assert ledger.record_match(saved) == match_id  # recording twice is harmless
        (entry,) = ledger.matches()
        assert entry.uid == saved.uid and entry.game == "hearts" and entry.finished and entry.deals == len(match.results)
        assert entry.house_rules == match.options.to_dict() and entry.finished_at == "2026-12-01T20:00:00Z"
        assert [s.total for s in entry.seats] == list(match.totals) == [43, 111, 76, 56]
        assert [s.rank for s in entry.seats] == [1, 4, 3, 2]
        assert [s.winner for s in entry.seats] == [True, False, False, False]
        assert [s.fool for s in entry.seats] == [False, True, False, False]
        assert [s.person_id for s in entry.seats] == [1, 2, None, None]  # Anna joined the roster
        assert [s.used_hints for s in entry.seats] == [False, True, False, False]
        assert [p.name for p in ledger.people()] == ["Anna", "Mormor"]
        deals = ledger.deals(match_id)
        assert tuple(d.points for d in deals) == tuple(r.points for r in match.results)
        assert tuple(d.dealer for d in deals) == match.dealers
        assert deals[0].moves == saved.deals[0] and deals[0].label == {"key": "pass_direction",
                                                                      "args": {"direction": "left"}}
        assert deals[0].columns == match.results[0].columns


def test_abandoned_and_early_ended_matches(tmp_path: Path) -> None:
    saved, _ = play(new_saved(seed=6), 56 * 2 + 5)
    with Ledger(tmp_path) as ledger:
        ledger.record_match(saved)  # not over: abandoned
        assert ledger.matches() == ()
        (entry,) = ledger.matches(include_unfinished=True)
        assert not entry.finished and not any(s.winner or s.fool for s in entry.seats)
        early = scorekept([(10, 16, 0), (0, 6, 20)])
        ledger.record_match(early, finished=True)  # the family stopped and counts it
        (entry,) = ledger.matches()
        assert [(s.total, s.winner, s.fool) for s in entry.seats] == [(10, True, False), (22, False, True),
                                                                     (20, False, False)]
        with pytest.raises(LedgerError) as caught:
            ledger.record_match(scorekept([]), finished=True)
        assert caught.value.reason.key == "match_empty"


def test_seats_resolve_to_people(tmp_path: Path) -> None:
    seats = (SeatInfo.human("Mormor", person=77), SeatInfo.human("mormor"), SeatInfo.computer("Bot", "random"))
    with Ledger(tmp_path) as ledger:
        ledger.record_match(scorekept([(26, 0, 0)], seats))
        (entry,) = ledger.matches(include_unfinished=True)
        # an unknown person id falls back to the name; a person already at the table is kept as a guest
        assert [s.person_id for s in entry.seats] == [1, None, None]
        assert [s.name for s in entry.seats] == ["Mormor", "mormor", "Bot"]


def test_match_fools_and_ranks() -> None:
    assert ranks((10, 20, 20, 5), lower_is_better=True) == (2, 3, 3, 1)
    assert ranks((10, 20, 20, 5), lower_is_better=False) == (3, 1, 1, 4)
    over = scorekept([(26, 0, 0)] * 4).match
    assert over.is_over() and over.winners() == (1, 2)
    assert over.fools() == (0,)
    level = scorekept([(26, 26, 26)]).match
    assert level.fools() == ()
    assert scorekept([]).match.fools() == ()


def test_query_by_game_and_person(tmp_path: Path) -> None:
    with Ledger(tmp_path) as ledger:
        ledger.record_match(scorekept([(26, 0, 0)] * 4), finished_at="2026-01-02T00:00:00Z")
        ledger.record_match(scorekept([(0, 26, 0)] * 4, seed=2, seats=(FAMILY[1], FAMILY[2], FAMILY[3])),
                            finished_at="2026-01-01T00:00:00Z")
        anna = ledger.find_person("Anna")
        assert anna is not None
        assert [m.seats[0].name for m in ledger.matches()] == ["Anna", "Mormor"]  # oldest first
        assert len(ledger.matches(person=anna.id)) == 2 and len(ledger.matches(person=1)) == 1
        assert ledger.matches(game="fjols") == () and ledger.games() == ("hearts",)


# --- migrations and bad files ------------------------------------------------------------------------------------

def _add_nickname(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE people ADD COLUMN nickname TEXT NOT NULL DEFAULT ''")


def _broken_step(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE people ADD COLUMN half TEXT")
    conn.execute("SELECT * FROM no_such_table")


def test_a_migration_backs_up_first_and_keeps_the_data(tmp_path: Path) -> None:
    with Ledger(tmp_path) as ledger:
        ledger.add_person("Mormor")
        ledger.record_match(scorekept([(26, 0, 0)] * 4))
    with Ledger(tmp_path, migrations=LEDGER_MIGRATIONS + (_add_nickname,)) as ledger:
        assert ledger.schema == 2 and len(ledger.matches()) == 1
        assert ledger._conn.execute("SELECT name, nickname FROM people WHERE id = 1").fetchone() == ("Mormor", "")
    (backup,) = (tmp_path / "backups").iterdir()
    assert backup.name.startswith("ledger-v1-")
    copy = sqlite3.connect(backup)
    assert copy.execute("PRAGMA user_version").fetchone()[0] == 1
    assert copy.execute("SELECT count(*) FROM match_seats").fetchone()[0] == 3
    copy.close()
    with Ledger(tmp_path, migrations=LEDGER_MIGRATIONS + (_add_nickname,)):
        pass
    assert len(list((tmp_path / "backups").iterdir())) == 1  # nothing to migrate, no new backup


def test_a_failed_migration_changes_nothing(tmp_path: Path) -> None:
    with Ledger(tmp_path) as ledger:
        ledger.add_person("Mormor")
    with pytest.raises(LedgerError) as caught:
        Ledger(tmp_path, migrations=LEDGER_MIGRATIONS + (_broken_step,))
    assert caught.value.reason == Reason.of("ledger_migration_failed", version=1)
    with Ledger(tmp_path) as ledger:
        assert ledger._user_version() == 1 and [p.name for p in ledger.people()] == ["Mormor"]
        assert "half" not in [r[1] for r in ledger._conn.execute("PRAGMA table_info(people)")]


def test_a_ledger_from_a_newer_fjols_is_left_alone(tmp_path: Path) -> None:
    with Ledger(tmp_path) as ledger:
        ledger._conn.execute("PRAGMA user_version = 9")
    before = (tmp_path / "ledger.sqlite3").read_bytes()
    with pytest.raises(LedgerError) as caught:
        Ledger(tmp_path)
    assert caught.value.reason == Reason.of("ledger_too_new", version=9, supported=1)
    assert (tmp_path / "ledger.sqlite3").read_bytes() == before


@pytest.mark.parametrize("content", [b"not a database at all" * 100, b"SQLite format 3\x00" + b"\x07" * 5000])
def test_a_damaged_ledger_is_refused_and_kept(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "ledger.sqlite3"
    path.write_bytes(content)
    with pytest.raises(LedgerError) as caught:
        Ledger(tmp_path)
    assert caught.value.reason.key == "ledger_damaged"
    assert path.read_bytes() == content and sorted(p.name for p in tmp_path.iterdir()) == ["ledger.sqlite3"]


def test_a_foreign_database_is_refused(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(LedgerError) as caught:
        Ledger(tmp_path)
    assert caught.value.reason.key == "ledger_foreign"


# --- two writers -------------------------------------------------------------------------------------------------

WRITER = """
import sys, time, pathlib
sys.path.insert(0, {root!r})
from tests.store.test_ledger import scorekept
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import SeatInfo
go = pathlib.Path({go!r})
ledger = Ledger({data!r})
while not go.exists():
    time.sleep(0.005)
for n in range({count}):
    seats = (SeatInfo.human("Mormor"), SeatInfo.human("Writer {tag}"), SeatInfo.human(f"Guest {tag}{{n % 3}}"))
    ledger.record_match(scorekept([(26, 0, 0), (0, 26, 0), (13, 13, 0)], seats, seed=n))
print("done", flush=True)
"""


def _assert_no_lost_rows(data: Path, writers: int, count: int) -> None:
    with Ledger(data) as ledger:
        matches = ledger.matches(include_unfinished=True)
        assert len(matches) == writers * count and len({m.uid for m in matches}) == writers * count
        conn = ledger._conn
        assert conn.execute("SELECT count(*) FROM match_seats").fetchone()[0] == writers * count * 3
        assert conn.execute("SELECT count(*) FROM deals").fetchone()[0] == writers * count * 3
        assert conn.execute("SELECT count(*) FROM deal_results").fetchone()[0] == writers * count * 9
        # everybody joined the roster exactly once, though both writers met "Mormor" at once
        assert len(ledger.people()) == 1 + writers + writers * 3
        mormor = ledger.find_person("Mormor")
        assert mormor is not None and len(ledger.matches(person=mormor.id, include_unfinished=True)) == writers * count


def test_two_processes_finishing_matches_at_once_lose_no_rows(tmp_path: Path) -> None:
    count = 30
    go = tmp_path / "go"
    procs = [subprocess.Popen([sys.executable, "-c", WRITER.format(root=str(ROOT), go=str(go), data=str(tmp_path),
                                                                   count=count, tag=tag)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for tag in "AB"]
    time.sleep(0.5)  # both are importing; the go file starts them together
    go.touch()
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and out.strip() == "done", err
    _assert_no_lost_rows(tmp_path, 2, count)


class _LockedAtFirst:
    """A real connection whose first ``refusals`` switches to WAL answer "database is locked" at once,
    as SQLite does when two processes switch a new file together (it does not wait for the timeout)."""

    def __init__(self, conn: sqlite3.Connection, refusals: int) -> None:
        self._conn, self.refusals, self.closed = conn, refusals, False

    def execute(self, sql: str, *args: object) -> sqlite3.Cursor:
        if sql == "PRAGMA journal_mode = WAL" and self.refusals:
            self.refusals -= 1
            raise sqlite3.OperationalError("database is locked")
        return self._conn.execute(sql, *args)

    def close(self) -> None:
        self.closed = True
        self._conn.close()

    def __getattr__(self, name: str) -> object:
        return getattr(self._conn, name)


@pytest.mark.parametrize("refusals", [1, 3])
def test_opening_a_new_ledger_waits_while_another_process_switches_it_to_wal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, refusals: int) -> None:
    real_connect = sqlite3.connect
    made: list[_LockedAtFirst] = []

    def connect(*args: object, **kwargs: object) -> _LockedAtFirst:
        made.append(_LockedAtFirst(real_connect(*args, **kwargs), refusals))  # type: ignore[arg-type]
        return made[-1]

    monkeypatch.setattr(sqlite3, "connect", connect)
    with Ledger(tmp_path, timeout=5.0) as ledger:
        assert ledger._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert ledger._conn.execute("PRAGMA user_version").fetchone()[0] == len(LEDGER_MIGRATIONS)
        assert ledger.people() == ()
    assert [m.refusals for m in made] == [0]


def test_a_ledger_locked_for_longer_than_the_timeout_is_refused_as_busy(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_connect = sqlite3.connect
    made: list[_LockedAtFirst] = []

    def connect(*args: object, **kwargs: object) -> _LockedAtFirst:
        made.append(_LockedAtFirst(real_connect(*args, **kwargs), 10**6))  # type: ignore[arg-type]
        return made[-1]

    monkeypatch.setattr(sqlite3, "connect", connect)
    with pytest.raises(LedgerError) as caught:
        Ledger(tmp_path, timeout=0.2)
    assert caught.value.reason.key == "ledger_busy"
    assert len(made) == 1 and made[0].closed


OPENER = """
import sys, time, pathlib
sys.path.insert(0, {root!r})
from fjols_desktop.store.ledger import Ledger
go = pathlib.Path({go!r})
while not go.exists():
    time.sleep(0.001)
Ledger({data!r}).close()
print("done", flush=True)
"""


def test_six_processes_opening_a_new_ledger_at_once_all_get_it(tmp_path: Path) -> None:
    go = tmp_path / "go"
    procs = [subprocess.Popen([sys.executable, "-c", OPENER.format(root=str(ROOT), go=str(go),
                                                                   data=str(tmp_path / "data"))],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(6)]
    time.sleep(0.5)
    go.touch()
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and out.strip() == "done", err


def test_two_threads_with_their_own_ledgers_lose_no_rows(tmp_path: Path) -> None:
    count = 20
    Ledger(tmp_path).close()
    errors: list[BaseException] = []
    start = threading.Barrier(2)

    def writer(tag: str) -> None:
        try:
            with Ledger(tmp_path) as ledger:
                start.wait()
                for n in range(count):
                    seats = (SeatInfo.human("Mormor"), SeatInfo.human(f"Writer {tag}"),
                             SeatInfo.human(f"Guest {tag}{n % 3}"))
                    ledger.record_match(scorekept([(26, 0, 0), (0, 26, 0), (13, 13, 0)], seats, seed=n))
        except BaseException as exc:  # noqa: BLE001 - reported by the main thread
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(tag,)) for tag in "AB"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    _assert_no_lost_rows(tmp_path, 2, count)
