"""Issue 28, "Hostile disks and odd names", in the store: each found problem with the real files.

Names with invisible characters (28.1), damaged ledger rows (28.2), a reason argument named ``key``
(28.3), a full or read-only disk and a folder that cannot be made (28.5, 28.6), matches that outgrow
the reader (28.7), a foreign SQLite file (28.12) and a FIFO in place of a file (28.13). The window's
side of them is in ``tests/gui/test_hostile_disks_gui.py``.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui.settings import AppSettings
from fjols_desktop.store.errors import LedgerError, PresetError, SaveError, SettingsError
from fjols_desktop.store.jsonfile import Shape, dump_document
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.limits import SAVE_LIMITS, SAVE_WRITE_MAX_DEALS
from fjols_desktop.store.names import BadName, normal_name, normalise
from fjols_desktop.store.saves import SavedMatch, SaveSlot, SeatInfo, load_save, load_save_bytes
from fjols_desktop.store.settings import PresetStore, SettingsStore
from fjols_desktop.store.stats import game_stats, write_results_csv

from .disks import fill, read_only, small_disk, without_hanging
from .helpers import play, play_to_end

ODD_NAMES = {"Mor 👩\u200d👧": "Mor 👩\u200d👧",       # the zero-width joiner of a family emoji stays
             "Sof\u00adie": "Sofie",                   # a soft hyphen is dropped
             "Bjørn\u200b": "Bjørn",                   # so is a zero-width space
             "A\u030ase": "\u00c5se",                  # Å typed as A + ring: one letter
             " Far\u00a0\tHans ": "Far Hans",          # no-break space and tab: one space
             "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f": "🏴\U000e0067\U000e0062\U000e0073"
                                                                             "\U000e0063\U000e0074\U000e007f"}


# --- 28.1: names ------------------------------------------------------------------------------------------

def test_names_with_invisible_characters_are_normalised_once_and_kept_by_every_store(tmp_path: Path) -> None:
    typed = list(ODD_NAMES)[:4]
    seats = [SeatInfo.human(name) for name in typed]
    saved = SavedMatch.new(Match.new("hearts", 4, seed=1), seats)  # refused before: "not printable"
    assert [s.name for s in saved.seats] == [ODD_NAMES[n] for n in typed]
    slot = SaveSlot(tmp_path)
    saved, _ = play(saved, 30)
    slot.write(saved)
    assert slot.load().saved == saved
    with Ledger(tmp_path) as ledger:
        ledger.record_match(play_to_end(saved))
        assert sorted(p.name for p in ledger.people()) == sorted(ODD_NAMES[n] for n in typed)
        assert ledger.find_person("sofie").name == "Sofie" and ledger.find_person("åse").name == "Åse"
        assert ledger.add_person(list(ODD_NAMES)[5]).name == list(ODD_NAMES.values())[5]
    presets = PresetStore(tmp_path)
    assert presets.save("hearts", " Far\u00a0\tHans ", get_game("hearts").info.options_type()) == "Far Hans"


@pytest.mark.parametrize(("text", "key"), [("", "name_empty"), ("\u200d\u200b", "name_empty"),
                                           ("\u0301", "name_empty"), ("x" * 41, "name_too_long"),
                                           ("Bell\x07", "name_bad_character"), ("\ud800", "name_bad_character"),
                                           ("A\ufffe", "name_bad_character")])
def test_what_cannot_be_a_name(text: str, key: str) -> None:
    with pytest.raises(BadName) as caught:
        normal_name(text)
    assert caught.value.key == key


@settings(max_examples=400, deadline=None, database=None)
@given(st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from(list("\u200b\u00ad\u0301\u030a \t"))))
def test_a_normalised_name_stays_as_it_is(text: str) -> None:
    try:
        name = normal_name(text)
    except BadName:
        return
    assert normal_name(name) == name and normalise(name) == name


# --- 28.2: damaged ledger rows ----------------------------------------------------------------------------

def ledger_with_three_matches(tmp_path: Path) -> list[SavedMatch]:
    seats = [SeatInfo.human(n) for n in ("Anna", "Bjørn", "Åse")]
    matches = [play_to_end(SavedMatch.new(Match.new("hearts", 3, options, seed=seed), seats))
               for seed, options in ((1, None), (2, None), (3, None))]
    with Ledger(tmp_path) as ledger:
        for saved in matches:
            ledger.record_match(saved)
    return matches


@pytest.mark.parametrize(("sql", "args"), [
    ("UPDATE matches SET house_rules = ? WHERE id = 2", ("{not json",)),
    ("UPDATE matches SET house_rules = ? WHERE id = 2", ("[" * 5000 + "]" * 5000,)),
    ("UPDATE matches SET house_rules = CAST(? AS TEXT) WHERE id = 2", (b"{\"a\": \"\xff\xfe\"}",)),
    ("UPDATE match_seats SET name = ? WHERE match_id = 2 AND seat = 1", (b"\x00\x01blob",)),
    ("UPDATE match_seats SET name = CAST(? AS TEXT) WHERE match_id = 2 AND seat = 1", (b"\xc3\x28",)),
    ("UPDATE match_seats SET total = ? WHERE match_id = 2 AND seat = 0", ("lots",)),
    ("UPDATE match_seats SET total = ? WHERE match_id = 2 AND seat = 0", (1.5,)),
    ("UPDATE match_seats SET seat = 7 WHERE match_id = 2 AND seat = 2", ()),
    ("UPDATE matches SET finished = 3 WHERE id = 2", ()),
    ("UPDATE matches SET deals = ? WHERE id = 2", ("[1, 2]",)),
    ("UPDATE matches SET game = ? WHERE id = 2", (b"hearts",)),
])
def test_a_damaged_row_leaves_its_match_out_and_is_named(tmp_path: Path, sql: str, args: tuple) -> None:
    matches = ledger_with_three_matches(tmp_path)
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.execute(sql, args)
    conn.commit()
    conn.close()
    with Ledger(tmp_path) as ledger:
        read = ledger.read_matches(include_unfinished=True)
        assert [e.uid for e in read.entries] == [matches[0].uid, matches[2].uid]
        assert [(s.table, s.row_id) for s in read.skipped] == [("matches", "2")]
        assert read.skipped[0].reason == Reason.of("ledger_row_damaged", table="matches", row="2")
        assert len(ledger.people()) == 3
    stats = game_stats(read.entries, "hearts")  # what is shown is computed as always
    assert sum(s.matches for s in stats) == 6
    with open(os.devnull, "w") as out:
        assert write_results_csv(read.entries, out) == 6


def test_damaged_deal_rows_are_left_out(tmp_path: Path) -> None:
    ledger_with_three_matches(tmp_path)
    conn = sqlite3.connect(tmp_path / "ledger.sqlite3")
    conn.execute("UPDATE deals SET moves = '{\"a\": 1}' WHERE match_id = 1 AND number = 0")
    conn.execute("UPDATE deal_results SET points = 'x' WHERE match_id = 1 AND number = 1")
    conn.commit()
    conn.close()
    with Ledger(tmp_path) as ledger:
        numbers = [d.number for d in ledger.deals(1)]
    assert 0 not in numbers and 1 not in numbers and numbers[:1] == [2]


# --- 28.3: a reason argument named key or cls ---------------------------------------------------------------

@pytest.mark.parametrize("name", ["key", "cls", "self", "args"])
def test_a_reason_argument_with_any_name_loads(name: str) -> None:
    saved = play_to_end(SavedMatch.new(Match.new("hearts", 3, seed=4), [SeatInfo.human(n) for n in "ABC"]))
    doc = json.loads(saved.dumps())
    doc["match"]["results"][0]["label"] = {"key": "moon", "args": {name: "odd", "seat": 1}}
    doc["match"]["results"][0]["notes"] = [{"key": "note", "args": {name: 3}}]
    with pytest.raises(SaveError) as caught:  # the stored label differs from the replay: refused, not a crash
        load_save_bytes(json.dumps(doc).encode())
    assert caught.value.reason == Reason.of("save_results_mismatch", deal=0)


# --- 28.5, 28.6: full, read-only, and no folder ---------------------------------------------------------------

def test_a_full_disk_is_said_as_such(tmp_path: Path) -> None:
    saved, _ = play(SavedMatch.new(Match.new("hearts", 3, seed=5), [SeatInfo.human(n) for n in "ABC"]), 20)
    with small_disk(tmp_path / "disk", 256) as disk:
        slot = SaveSlot(disk)
        slot.write(saved)
        with Ledger(disk) as ledger:
            fill(disk)
            later, _ = play(saved, 5)
            with pytest.raises(SaveError) as caught:
                slot.write(later)
            assert caught.value.reason.key == "disk_full"
            assert slot.load().saved == saved  # the last good save is whole
            with pytest.raises(LedgerError) as caught_ledger:
                ledger.record_match(play_to_end(saved))
            assert caught_ledger.value.reason.key == "disk_full"
        with pytest.raises(PresetError) as caught_preset:
            PresetStore(disk).save("hearts", "Fuld", get_game("hearts").info.options_type())
        assert caught_preset.value.reason.key == "disk_full"


def test_a_read_only_disk_is_said_as_such_and_its_files_are_read(tmp_path: Path) -> None:
    saved, _ = play(SavedMatch.new(Match.new("hearts", 3, seed=6), [SeatInfo.human(n) for n in "ABC"]), 20)
    with small_disk(tmp_path / "disk", 1024) as disk:
        SaveSlot(disk).write(saved)
        with Ledger(disk) as ledger:
            ledger.add_person("Anna")
        read_only(disk)
        slot = SaveSlot(disk)
        assert slot.load().saved == saved  # still offered
        with pytest.raises(SaveError) as caught:
            slot.write(play(saved, 3)[0])
        assert caught.value.reason.key == "file_read_only"
        with pytest.raises(LedgerError) as caught_ledger:
            Ledger(disk).record_match(play_to_end(saved))
        assert caught_ledger.value.reason.key in ("file_read_only", "file_no_permission")
        assert caught_ledger.value.reason.key != "ledger_damaged"


def test_a_data_folder_that_cannot_be_made_is_a_store_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("in the way")
    folder = tmp_path / "file" / "data"
    with pytest.raises(LedgerError) as caught:
        Ledger(folder)
    assert caught.value.path == folder / "ledger.sqlite3" and caught.value.reason.key == "folder_unusable"
    with pytest.raises(SaveError) as caught_save:
        SaveSlot(folder).write(SavedMatch.new(Match.new("hearts", 3, seed=1), [SeatInfo.human(n) for n in "ABC"]))
    assert caught_save.value.reason.key == "folder_unusable"


# --- 28.7: matches that outgrow the reader ---------------------------------------------------------------------

def test_a_match_that_never_ends_stops_while_its_save_can_be_read() -> None:
    options = get_game("festudgave").info.options_type(match_length=0)  # plays on for ever by its rules
    saved = SavedMatch.new(Match.new("festudgave", 13, options, seed=2),
                           [SeatInfo.computer(f"Robot {n}", "random") for n in range(13)])
    rules = saved.match.game.rules
    while not saved.full:
        saved, _ = play(saved, 1, rng_seed=len(saved.moves) + 7 * len(saved.deals))
        if not saved.moves:
            assert not saved.match.is_over()
    assert len(saved.match.results) == SAVE_WRITE_MAX_DEALS
    loaded = load_save_bytes(saved.dumps())
    assert loaded.finished and loaded.saved == saved  # recorded when found at start-up
    # and a deal more, at its longest, would still be read
    assert rules.move_bound(options, 13) * 3 + Shape.of(saved.to_document()).nodes < SAVE_LIMITS.max_nodes


@pytest.mark.parametrize("game", ["fjols", "durak", "festudgave", "davoserjas", "hearts", "fool"])
def test_the_size_of_a_save_is_counted_exactly_and_bounded(game: str) -> None:
    info = get_game(game).info
    saved = SavedMatch.new(Match.new(game, info.max_seats, seed=3),
                           [SeatInfo.computer(f"R{n}", "random") for n in range(info.max_seats)])
    for step in range(4):
        saved, _ = play(saved, 150, rng_seed=step)
        finished = replace(saved, moves=())
        nodes, size = finished.finished_size()
        doc = finished.to_document()
        assert nodes == Shape.of(doc).nodes and size >= len(dump_document(doc))


# --- 28.12: a foreign SQLite file ---------------------------------------------------------------------------------

def test_a_foreign_database_is_looked_at_read_only_and_never_changed(tmp_path: Path) -> None:
    path = tmp_path / "ledger.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('æbleskiver')")
    conn.commit()
    conn.close()
    before, mtime = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(LedgerError) as caught:
        Ledger(tmp_path)
    assert caught.value.reason.key == "ledger_foreign"
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ledger.sqlite3"]  # no -wal, no -shm
    assert before[18:20] == b"\x01\x01"  # still a rollback-journal file, not switched to WAL


# --- 28.13: a FIFO where a file belongs -------------------------------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")
def test_a_fifo_in_place_of_any_file_is_refused_at_once(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    cases = [(saves / "autosave.json", lambda: load_save(saves / "autosave.json"), SaveError),
             (tmp_path / "settings.json", lambda: SettingsStore(tmp_path).problems[0], None),
             (tmp_path / "presets.json", lambda: PresetStore(tmp_path).problems[0], None),
             (tmp_path / "shared.json", lambda: PresetStore.read_preset_file(tmp_path / "shared.json"), PresetError),
             (tmp_path / "ledger.sqlite3", lambda: Ledger(tmp_path), LedgerError),
             (tmp_path / "preferences.json", lambda: AppSettings(tmp_path / "preferences.json").problems[0], None)]
    for path, read, error in cases:
        os.mkfifo(path)
        if error is None:
            problem = without_hanging(read, path)
            assert isinstance(problem, (SettingsError, PresetError))
            assert problem.reason.key == "file_not_regular" and problem.path.name == path.name
        else:
            with pytest.raises(error) as caught:
                without_hanging(read, path)
            assert caught.value.reason.key == "file_not_regular"
