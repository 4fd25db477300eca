"""Saves: round trips, the v0 migration, atomic writes and the backup, and every kind of bad file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fjols_desktop.engine.errors import FjolsError, Reason
from fjols_desktop.engine.match import Match
from fjols_desktop.store import jsonfile
from fjols_desktop.store.errors import SaveError
from fjols_desktop.store.limits import SAVE_LIMITS
from fjols_desktop.store.saves import (
    SAVE_SCHEMA,
    MatchMode,
    SavedMatch,
    SaveSlot,
    SeatInfo,
    SeatKind,
    list_slots,
    load_save,
    load_save_bytes,
)

from .helpers import FAMILY, new_saved, play, play_to_end

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def midway() -> SavedMatch:
    """Two finished hands and 20 moves into the third."""
    saved, _ = play(new_saved(seed=3), 2 * 56 + 20)
    assert len(saved.deals) == 2 and len(saved.moves) == 20
    return saved


def doc_of(saved: SavedMatch) -> dict:
    return json.loads(saved.dumps())


def refused(doc: object, key: str) -> SaveError:
    data = doc if isinstance(doc, bytes) else json.dumps(doc).encode()
    with pytest.raises(SaveError) as caught:
        load_save_bytes(data)
    assert caught.value.reason.key == key, caught.value
    assert isinstance(caught.value, FjolsError)
    return caught.value


# --- round trips -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("finished", [0, 1, 5])
def test_the_file_is_the_document_byte_for_byte(monkeypatch: pytest.MonkeyPatch, midway: SavedMatch,
                                                finished: int) -> None:
    """``dumps`` splices in each finished deal and result as encoded once; the bytes are exactly the
    whole document's, with results that carry notes and columns (Festudgaven) too."""
    monkeypatch.setattr(jsonfile, "utc_now", lambda: "2026-12-03T18:00:00Z")
    saved = midway if finished == 1 else new_saved(game="festudgave", seed=finished)
    while len(saved.deals) < finished:
        saved, _ = play(saved, 25, rng_seed=len(saved.moves))
    assert len(saved.deals) == len(saved.match.results) >= finished
    assert finished == 0 or any(result.notes or result.columns for result in saved.match.results)
    assert saved.dumps() == jsonfile.dump_document(saved.to_document(), compact=True)


def test_the_file_parses_back_to_the_document(midway: SavedMatch) -> None:
    """``dumps`` hands the encoder the moves as tuples; the file reads back as ``to_document``'s lists."""
    written, document = doc_of(midway), midway.to_document()
    assert written.pop("saved_at") and document.pop("saved_at")
    assert written == document
    assert written["deals"][1][:2] == [list(move) for move in midway.deals[1][:2]]
    assert written["moves"] == [[seat, text] for seat, text in midway.moves] and len(written["moves"]) == 20


def test_a_save_round_trips_to_the_same_table(midway: SavedMatch) -> None:
    loaded = load_save_bytes(midway.dumps())
    assert loaded.saved == midway
    assert loaded.state == midway.current_state()
    assert loaded.schema == SAVE_SCHEMA and not loaded.finished and not loaded.from_backup
    rules = midway.match.game.rules
    assert loaded.state == rules.apply(*_replayed_until_last(midway))


def _replayed_until_last(saved: SavedMatch) -> tuple:
    from fjols_desktop.engine.game_loop import replay

    rules = saved.match.game.rules
    state = replay(rules, saved.match.start_deal(), saved.moves[:-1])
    seat, text = saved.moves[-1]
    return state, seat, rules.parse_move(text)


def test_the_resumed_match_has_the_same_future(midway: SavedMatch) -> None:
    straight, _ = play(midway, 200, rng_seed=9)
    resumed, _ = play(load_save_bytes(midway.dumps()).saved, 200, rng_seed=9)
    assert resumed == straight
    assert resumed.match.number >= 4  # later deals were dealt from the same seed


def test_document_shape(midway: SavedMatch) -> None:
    doc = doc_of(midway)
    assert doc["format"] == "fjols-save" and doc["schema"] == 1 and doc["game"] == "hearts"
    assert doc["seats"][0] == {"name": "Mormor", "kind": "human", "level": None, "person": 1}
    assert doc["seats"][2] == {"name": "Robot", "kind": "computer", "level": "random", "person": None}
    assert doc["match"] == json.loads(json.dumps(midway.match.to_dict()))
    assert doc["moves"][0][1].startswith("pass ") and len(doc["deals"]) == 2
    assert doc["flags"] == {"undo": [False] * 4, "hints": [False] * 4}


def test_undo_and_hints_are_remembered_per_seat(midway: SavedMatch) -> None:
    saved = midway.undone(1, 2).hinted(0)
    loaded = load_save_bytes(saved.dumps()).saved
    assert loaded.moves == midway.moves[:-2]
    assert loaded.undo_used == (False, True, False, False) and loaded.hints_used == (True, False, False, False)
    with pytest.raises(ValueError):
        saved.undone(0, 19)


def test_a_finished_match_loads_as_finished() -> None:
    saved = play_to_end(new_saved(seed=5))
    loaded = load_save_bytes(saved.dumps())
    assert loaded.finished and loaded.state is None and loaded.saved == saved


def test_a_scorekept_match_round_trips() -> None:
    saved = SavedMatch.new(Match.new("hearts", 3, seed=1), FAMILY[:3], MatchMode.SCOREKEEPER)
    saved = saved.scored((10, 16, 0)).scored((26, 26, 0))
    assert saved.scored((1, 2, 3)).unscored() == saved
    loaded = load_save_bytes(saved.dumps())
    assert loaded.saved == saved and loaded.state is None
    assert loaded.saved.match.totals == (36, 42, 0)
    doc = doc_of(saved)
    doc["match"]["dealers"][1] = doc["match"]["dealers"][0]  # not the game's dealer order
    refused(doc, "save_results_mismatch")
    doc = doc_of(saved)
    doc["moves"] = [[0, "QS"]]
    refused(doc, "file_bad_field")


def test_new_refuses_bad_seats() -> None:
    match = Match.new("hearts", 4, seed=1)
    with pytest.raises(SaveError) as caught:
        SavedMatch.new(match, FAMILY[:3])
    assert caught.value.reason.key == "save_bad_seats"
    with pytest.raises(SaveError):
        SavedMatch.new(match, (SeatInfo.computer("X", "grandmaster"),) + FAMILY[1:])
    with pytest.raises(SaveError) as caught:
        SavedMatch.new(match, (SeatInfo.human("A", 7), SeatInfo.human("B", 7)) + FAMILY[2:])
    assert caught.value.reason == Reason.of("save_bad_seats", person=7)


# --- the v0 migration ----------------------------------------------------------------------------------------

def test_a_v0_save_is_migrated() -> None:
    path = FIXTURES / "save_v0.json"
    before = path.read_bytes()
    loaded = load_save(path)
    assert path.read_bytes() == before  # loading never rewrites the file
    saved = loaded.saved
    assert loaded.schema == 0 and saved.uid.startswith("v0-") and len(saved.uid) == 35
    assert load_save(path).saved.uid == saved.uid  # the same file always gives the same match id
    assert saved.seats == (SeatInfo("Mormor", SeatKind.HUMAN), SeatInfo("Anna", SeatKind.HUMAN),
                           SeatInfo("Robot", SeatKind.COMPUTER, "random"), SeatInfo("Robotta", SeatKind.COMPUTER, "random"))
    assert saved.hints_used == (True, True, False, False) and saved.undo_used == (False,) * 4
    assert len(saved.deals) == 1 and len(saved.deals[0]) == 56 and len(saved.moves) == 14
    assert saved.match.totals == (9, 13, 1, 3) and saved.started_at == "2026-10-02T19:04:11Z"
    assert loaded.state == saved.current_state()
    again = load_save_bytes(saved.dumps())  # written back as schema 1
    assert again.schema == 1 and again.saved == saved


def test_a_malformed_v0_save_is_refused() -> None:
    doc = json.loads((FIXTURES / "save_v0.json").read_text())
    doc["moves"] = ["QS"]
    refused(doc, "file_migration_failed")
    del doc["players"]
    refused(doc, "file_migration_failed")


# --- the slot: atomic writes, backup, damaged files ---------------------------------------------------------------

def test_slot_keeps_the_previous_save(tmp_path: Path, midway: SavedMatch) -> None:
    slot = SaveSlot(tmp_path)
    assert not slot.exists() and list_slots(tmp_path) == ()
    first, _ = play(midway, 1)
    second, _ = play(first, 1)
    slot.write(first)
    assert not slot.backup_path.exists()
    slot.write(second)
    assert slot.load().saved == second and slot.load_backup().saved == first
    assert slot.load_backup().from_backup
    assert sorted(p.name for p in slot.path.parent.iterdir()) == ["autosave.json", "autosave.previous.json"]
    assert list_slots(tmp_path) == ("autosave",)
    slot.clear()
    assert not slot.exists() and not slot.backup_path.exists()


def test_a_failure_between_the_steps_leaves_the_old_save(tmp_path: Path, midway: SavedMatch,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    slot = SaveSlot(tmp_path)
    slot.write(midway)
    later, _ = play(midway, 3)

    def broken(*args: object) -> None:
        raise OSError(28, "No space left on device")

    for step in ("replace", "fsync"):
        with monkeypatch.context() as patch:
            patch.setattr(jsonfile.os, step, broken)
            with pytest.raises(SaveError) as caught:
                slot.write(later)
        assert caught.value.reason.key == "disk_full"  # errno 28: said as it is
        assert slot.load().saved == midway
        assert [p.name for p in slot.path.parent.glob(".*")] == []  # no temporary file left behind
    with monkeypatch.context() as patch:
        patch.setattr(jsonfile, "keep_copy", broken)
        with pytest.raises(SaveError):
            slot.write(later)
    assert slot.load().saved == midway
    slot.write(later)
    assert slot.load().saved == later and slot.load_backup().saved == midway


def test_a_damaged_save_is_kept_and_the_backup_offered(tmp_path: Path, midway: SavedMatch) -> None:
    slot = SaveSlot(tmp_path)
    first, _ = play(midway, 1)
    slot.write(midway)
    slot.write(first)
    data = slot.path.read_bytes()
    slot.path.write_bytes(data[: len(data) // 2])
    damaged = slot.path.read_bytes()
    with pytest.raises(SaveError) as caught:
        SaveSlot(tmp_path).load()
    assert caught.value.reason.key == "file_not_json" and caught.value.backup == slot.backup_path
    assert "autosave.json" in str(caught.value)
    assert slot.path.read_bytes() == damaged
    fresh = SaveSlot(tmp_path)
    resumed = fresh.load_backup()
    assert resumed.saved == midway
    fresh.write(resumed.saved)  # continuing from the backup sets the damaged save aside, never overwrites it
    aside = [p for p in slot.path.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    assert fresh.load().saved == midway and fresh.load_backup().saved == midway


def test_set_aside_keeps_the_bytes(tmp_path: Path, midway: SavedMatch) -> None:
    slot = SaveSlot(tmp_path)
    assert slot.set_aside() is None
    slot.write(midway)
    data = slot.path.read_bytes()
    aside = slot.set_aside()
    assert aside is not None and aside.read_bytes() == data and not slot.exists()
    with pytest.raises(ValueError):
        SaveSlot(tmp_path, "../evil")


def test_a_second_process_overwriting_the_save_is_noticed(tmp_path: Path, midway: SavedMatch) -> None:
    slot = SaveSlot(tmp_path)
    slot.write(midway)
    slot.path.write_text("{}")  # someone else replaced the file since this slot wrote it
    later, _ = play(midway, 1)
    slot.write(later)
    assert slot.load().saved == later and not slot.backup_path.exists()
    assert len([p for p in slot.path.parent.iterdir() if ".damaged-" in p.name]) == 1


KILLER = """
import sys
sys.path.insert(0, {root!r})
from tests.store.helpers import new_saved, play
from fjols_desktop.store.saves import SaveSlot
slot = SaveSlot({data!r})
saved, _ = play(new_saved(seed=4), 0)
for n in range(1, 10_000):
    saved, _ = play(saved, 1, rng_seed=n)
    slot.write(saved)
    print(len(saved.deals) * 1000 + len(saved.moves), flush=True)
"""


def test_a_process_killed_while_writing_leaves_a_complete_save(tmp_path: Path) -> None:
    """SIGKILL at random moments of a write loop: the save always loads and has every acknowledged move."""
    root = str(Path(__file__).resolve().parents[2])
    for attempt in range(4):
        data = tmp_path / str(attempt)
        child = subprocess.Popen([sys.executable, "-c", KILLER.format(root=root, data=str(data))],
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None
        acknowledged = 0
        for _ in range(15 + 11 * attempt):
            acknowledged = int(child.stdout.readline())
        child.kill()
        child.wait()
        loaded = SaveSlot(data).load()
        progress = len(loaded.saved.deals) * 1000 + len(loaded.saved.moves)
        assert progress >= acknowledged
        folder = data / "saves"
        assert {p.name for p in folder.iterdir() if not p.name.startswith(".")} <= {"autosave.json",
                                                                                  "autosave.previous.json"}
        again = SaveSlot(data)
        again.write(loaded.saved)  # the first write of a slot sweeps temporary files a killed writer left
        assert sorted(p.name for p in folder.iterdir()) == ["autosave.json", "autosave.previous.json"]


def test_a_write_after_a_writer_killed_between_the_backup_and_the_save_leaves_no_temporary_file(
        tmp_path: Path, midway: SavedMatch) -> None:
    """A writer killed after keeping the backup (a hard link of the save) but before replacing the
    save leaves the two names on one file; the next write keeps a copy whose rename is then a no-op
    (POSIX), and must still leave only the save and its backup."""
    slot = SaveSlot(tmp_path)
    slot.write(midway)
    slot.backup_path.unlink(missing_ok=True)
    os.link(slot.path, slot.backup_path)
    later, _ = play(midway, 1)
    SaveSlot(tmp_path).write(later)
    assert sorted(p.name for p in slot.path.parent.iterdir()) == ["autosave.json", "autosave.previous.json"]
    assert SaveSlot(tmp_path).load().saved == later
    assert SaveSlot(tmp_path).load_backup().saved == midway


# --- bad files -------------------------------------------------------------------------------------------------

def test_files_that_are_not_saves(tmp_path: Path) -> None:
    refused(b"", "file_not_json")
    refused(b"\xff\xfe{}", "file_not_json")
    refused(b'{"format": "fjols-save", "schema": 1', "file_not_json")
    refused(b"[1, 2]", "file_wrong_format")
    refused({"format": "fjols-settings", "schema": 1}, "file_wrong_format")
    refused({"format": "fjols-save"}, "file_bad_field")
    refused({"format": "fjols-save", "schema": True}, "file_bad_field")
    refused(b'{"format": "fjols-save", "format": "fjols-save"}', "file_not_json")  # duplicate keys
    refused(b'{"a": NaN}', "file_not_json")
    refused(b'{"a": 1e999}', "file_not_json")
    refused(b'{"a": ' + b"9" * 5000 + b"}", "file_not_json")
    refused(b'{"a": "\\ud800"}', "file_not_json")
    missing = tmp_path / "nothing.json"
    with pytest.raises(SaveError) as caught:
        load_save(missing)
    assert caught.value.reason.key == "file_unreadable"


def test_hostile_files_are_refused_quickly() -> None:
    limits = SAVE_LIMITS
    refused(b" " * limits.max_bytes + b"{}", "file_too_large")
    refused(b"[" * 100_000 + b"]" * 100_000, "file_too_deep")
    refused(b"[" * (limits.max_depth + 1) + b"]" * (limits.max_depth + 1), "file_too_deep")
    refused(json.dumps({"format": "fjols-save", "x": [0] * limits.max_nodes}).encode(), "file_too_complex")
    refused({"format": "fjols-save", "x": "a" * (limits.max_string + 1)}, "file_too_complex")


def test_a_save_from_a_newer_fjols(midway: SavedMatch) -> None:
    doc = doc_of(midway)
    doc["schema"] = 2
    error = refused(doc, "file_too_new")
    assert error.reason == Reason.of("file_too_new", version=2, supported=1)


@pytest.mark.parametrize(("change", "key", "field"), [
    (lambda d: d.update(game="chess"), "save_unknown_game", None),
    (lambda d: d.update(uid="a/b"), "file_bad_field", "uid"),
    (lambda d: d.update(mode="online"), "file_bad_field", "mode"),
    (lambda d: d.update(started_at="yesterday"), "file_bad_field", "started_at"),
    (lambda d: d["seats"].pop(), "file_bad_field", "match.seats"),
    (lambda d: d["seats"][1].update(name=""), "file_bad_field", "seats[1].name"),
    (lambda d: d["seats"][1].update(name="A\aB"), "file_bad_field", "seats[1].name"),
    (lambda d: d["seats"][1].update(kind="ghost"), "file_bad_field", "seats[1].kind"),
    (lambda d: d["seats"][2].update(level="cheater"), "file_bad_field", "seats[2].level"),
    (lambda d: d["seats"][0].update(person="1"), "file_bad_field", "seats[0].person"),
    (lambda d: d["seats"].extend([d["seats"][0]] * 4), "file_bad_field", "seats"),
    (lambda d: d["match"].update(game="fjols"), "file_bad_field", "match.game"),
    (lambda d: d["match"].update(seed=-1), "file_bad_field", "match.seed"),
    (lambda d: d["match"].update(seed=1.5), "file_bad_field", "match.seed"),
    (lambda d: d["match"].update(first_dealer=4), "file_bad_field", "match.first_dealer"),
    (lambda d: d["match"]["options"].update(target_score=5), "save_bad_options", None),
    (lambda d: d["match"]["options"].update(moon_mode="sometimes"), "save_bad_options", None),
    (lambda d: d["match"].update(options=[]), "file_bad_field", "match.options"),
    (lambda d: d["match"]["dealers"].pop(), "file_bad_field", "match.dealers"),
    (lambda d: d["match"]["results"][0]["points"].append(1), "file_bad_field", "match.results[0].points"),
    (lambda d: d["match"]["results"][0].update(fools=[0, 0]), "file_bad_field", "match.results[0].fools"),
    (lambda d: d["match"]["results"][0].update(notes=[None]), "file_bad_field", "match.results[0].notes[0]"),
    (lambda d: d["flags"].update(undo=[0, 0, 0, 0]), "file_bad_field", "flags.undo[0]"),
    (lambda d: d["flags"].update(hints=[False]), "file_bad_field", "flags.hints"),
    (lambda d: d.update(moves={"0": "QS"}), "file_bad_field", "moves"),
    (lambda d: d["moves"].append([7, "QS"]), "file_bad_field", "moves[20][0]"),
    (lambda d: d["moves"].append([0, 2]), "file_bad_field", "moves[20][1]"),
    (lambda d: d["deals"][0].extend([[0, "2C"]] * 100), "file_bad_field", "deals[0]"),
    (lambda d: d.pop("flags"), "file_bad_field", "flags"),
])
def test_wrong_fields_are_named(midway: SavedMatch, change, key: str, field: str | None) -> None:
    doc = doc_of(midway)
    change(doc)
    error = refused(doc, key)
    if field is not None:
        assert error.reason.arg("field") == field


def test_moves_that_do_not_replay(midway: SavedMatch) -> None:
    doc = doc_of(midway)
    seat, _ = doc["moves"][5]
    doc["moves"][5] = [seat, "pass"]
    error = refused(doc, "save_illegal_move")
    assert error.reason == Reason.of("save_illegal_move", deal=2, move=5, text="pass")
    doc = doc_of(midway)
    doc["deals"][1][30][1] = "XX"
    assert refused(doc, "save_illegal_move").reason.arg("deal") == 1
    doc = doc_of(midway)
    doc["deals"][1] = doc["deals"][1][:-1]
    refused(doc, "save_deal_unfinished")
    doc = doc_of(midway)
    doc["match"]["results"][1]["points"][0] += 1
    assert refused(doc, "save_results_mismatch").reason.arg("deal") == 1
    doc = doc_of(midway)
    doc["match"]["results"].pop()
    doc["match"]["dealers"].pop()
    assert refused(doc, "save_results_mismatch").reason.arg("deal") == 1


def test_no_deal_or_move_after_the_end() -> None:
    done = play_to_end(new_saved(seed=5))
    doc = doc_of(done)
    doc["moves"] = [[0, "2C"]]
    refused(doc, "save_after_end")
    doc = doc_of(done)
    doc["deals"].append(doc["deals"][-1])
    refused(doc, "save_after_end")


def test_a_save_of_a_finished_deal_that_was_not_scored(midway: SavedMatch) -> None:
    doc = doc_of(midway)
    doc["moves"] = doc["deals"][1]
    doc["deals"] = doc["deals"][:1]
    doc["match"]["results"] = doc["match"]["results"][:1]
    doc["match"]["dealers"] = doc["match"]["dealers"][:1]
    refused(doc, "save_deal_over")


def test_the_store_never_imports_qt() -> None:
    code = ("import sys, json, fjols_desktop.store.saves, fjols_desktop.store.ledger, fjols_desktop.store.stats,"
            " fjols_desktop.store.settings, fjols_desktop.store.scorekeeper;"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken', "
            "'fjols_desktop.gui')))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert json.loads(out.stdout) == []


def test_a_table_match_is_not_typed_in_and_a_scorekept_one_has_no_moves(midway: SavedMatch) -> None:
    with pytest.raises(ValueError, match="scored by its moves"):
        midway.scored((26, 0, 0, 0))
    scorekept = SavedMatch.new(Match.new("hearts", 3, seed=1), FAMILY[:3], MatchMode.SCOREKEEPER)
    with pytest.raises(ValueError, match="no moves"):
        scorekept.played(0, "2C", None)
