"""Issue 28 in the window: odd names save (28.1) and a save failure stays on screen, a remembered
table that cannot be used falls back with a message (28.4), a read-only disk still offers the match
and says why nothing is saved (28.5), a data folder that cannot be made (28.6), ten windows never
share a slot (28.8), Festudgaven's race draws the same after a resume (28.9), switching to
Festudgaven (28.10), leftovers of killed writers swept (28.11) and the command line (28.14)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from fjols_desktop.engine.match import Match
from fjols_desktop.gui.app import parse_args
from fjols_desktop.gui.autosave import SLOTS, claim_slot
from fjols_desktop.gui.controller import SeatSetup, TableSetup
from fjols_desktop.gui.seating import default_table
from fjols_desktop.gui.settings import AppSettings
from fjols_desktop.gui.widgets.new_game_dialog import NewGameDialog
from fjols_desktop.store.errors import SaveError
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import SavedMatch, SaveSlot, SeatInfo
from tests.store.disks import fill, read_only, small_disk
from tests.store.helpers import play

from .conftest import make_window
from .dialogs import answering

ROOT = Path(__file__).resolve().parents[2]


def data_dir() -> Path:
    return Path(os.environ["FJOLS_DATA_DIR"])


def all_computers(game: str, seats: int, options: dict | None = None) -> TableSetup:
    return TableSetup(game, tuple(SeatSetup(f"Robot {n}", False, "random") for n in range(seats)), options or {})


# --- 28.1 ---------------------------------------------------------------------------------------------------

def test_a_name_with_an_emoji_family_is_saved_and_recorded(qtbot) -> None:
    window = make_window(qtbot)
    window.controller.pace_ms = 0
    dialog = NewGameDialog(window.settings, "hearts", window)
    qtbot.addWidget(dialog)
    dialog.seats.setValue(3)
    dialog.rows[0].name.setText("Mor 👩\u200d👧")
    dialog.rows[1].name.setText("Sof\u00adie")
    dialog.rows[0].kind.setCurrentIndex(dialog.rows[0].kind.findData("random"))
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    setup = dialog.table_setup()
    assert setup.names[:2] == ("Mor 👩\u200d👧", "Sofie")
    recorded: list[str] = []
    window.family.keeper.recorded.connect(recorded.append)
    window.controller.auto_continue = True
    window.start(TableSetup("hearts", setup.seats, {"target_score": 30}), seed=3)
    assert window.family.keeper.current is not None  # saving, not "Not saved: the file is damaged"
    qtbot.waitUntil(lambda: bool(recorded), timeout=60000)
    with Ledger(data_dir()) as ledger:
        assert [s.name for s in ledger.matches()[0].seats][:2] == ["Mor 👩\u200d👧", "Sofie"]
    assert not window.family.warning.isVisible()
    window.close()


def test_the_new_game_dialog_refuses_a_name_no_file_could_keep(qtbot) -> None:
    dialog = NewGameDialog(AppSettings(), "hearts")
    qtbot.addWidget(dialog)
    dialog.rows[1].name.setText("\u200b\u200d")  # nothing visible: the hint is used, as for an empty field
    dialog.rows[0].name.setText("Bell\x07")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.error.text() == "The name in seat 1 has no letter that can be saved."


def test_a_save_failure_is_a_warning_that_stays_until_saving_works(qtbot, tmp_path, monkeypatch) -> None:
    with small_disk(tmp_path / "disk", 512) as disk:
        monkeypatch.setenv("FJOLS_DATA_DIR", str(disk))
        window = make_window(qtbot)
        window.controller.pace_ms = 100000
        window.start(TableSetup("hearts", (SeatSetup("Anna"),) + all_computers("hearts", 3).seats), seed=2)
        assert window.family.keeper.flush(5)
        fill(disk)
        hand = window.controller.table_view.hand
        window.controller.submit(0, window.controller.game.rules.parse_move("pass " + " ".join(map(str, hand[:3]))))
        assert window.family.keeper.flush(5)
        qtbot.waitUntil(lambda: window.family.warning.isVisible(), timeout=5000)
        assert window.family.warning.text() == "Not saved: The disk is full."
        window.statusBar().clearMessage()  # the status line's own message goes; the warning stays
        assert window.family.warning.isVisible() and "autosave" in window.family.warning.toolTip()
        (disk / "filler.bin").unlink()
        window.controller.pace_ms = 0
        qtbot.waitUntil(lambda: not window.family.warning.isVisible(), timeout=10000)
        window.close()


# --- 28.4 ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("table", [{"game": "durak", "seats": [1, 2]}, {"game": "durak", "seats": "ABC"},
                                   {"game": "durak", "seats": [{"name": 5, "human": "yes"}] * 3},
                                   {"game": "durak", "seats": [{"name": "A", "human": False, "level": "cheat"}] * 3},
                                   {"game": "hearts", "seats": [{"name": "A"}] * 4}, ["not", "a", "table"]])
def test_a_remembered_table_that_cannot_be_used_falls_back_with_a_message(qtbot, table) -> None:
    settings = AppSettings()
    settings._values["tables/durak"] = table
    settings.set_table("hearts", {"game": "hearts", "seats": [{"name": n, "human": True} for n in "ABCD"]})
    window = make_window(qtbot)
    window.controller.pace_ms = 100000
    window.quick_start("durak", seed=1)  # what --game durak does; it crashed, at every start
    assert window.controller.setup == default_table("durak")  # the usual table
    window.family.after_start()
    box = window.family.messages[-1]
    assert "preferences.json: The table remembered for Durak could not be used, so the usual table is set." in \
        box.informativeText()
    assert AppSettings().table("hearts") is not None  # what could be read is kept
    window.close()


# --- 28.5, 28.6 -----------------------------------------------------------------------------------------------

def test_a_read_only_disk_offers_the_match_and_says_why_nothing_is_saved(qtbot, tmp_path, monkeypatch) -> None:
    saved, _ = play(SavedMatch.new(Match.new("hearts", 4, seed=3), (SeatInfo.human("Anna"),) + tuple(
        SeatInfo.computer(n, "random") for n in ("B", "C", "D"))), 6)
    with small_disk(tmp_path / "disk", 1024) as disk:
        SaveSlot(disk).write(saved)
        Ledger(disk).close()
        read_only(disk)
        monkeypatch.setenv("FJOLS_DATA_DIR", str(disk))
        window = make_window(qtbot)
        window.controller.pace_ms = 0
        offer = window.family.offer
        qtbot.waitUntil(lambda: len(offer.boxes) == 1, timeout=5000)  # offered (before: nothing was said)
        next(b for b in offer.boxes[0].buttons() if b.text() == "Continue").click()
        qtbot.waitUntil(lambda: window.family.warning.isVisible(), timeout=10000)
        assert window.family.warning.text() == "Not saved: The disk or folder can only be read, not written."
        assert window.family.keeper.current.uid == saved.uid  # the match goes on, in memory
        window.close()


def test_a_data_folder_that_cannot_be_made_plays_on_and_says_so(qtbot, tmp_path, monkeypatch) -> None:
    (tmp_path / "file").write_text("in the way")
    monkeypatch.setenv("FJOLS_DATA_DIR", str(tmp_path / "file" / "data"))
    window = make_window(qtbot)
    window.controller.pace_ms = 100000
    window.start(TableSetup("hearts", (SeatSetup("Anna"),) + all_computers("hearts", 3).seats), seed=2)
    assert window.controller.match is not None  # no traceback at match start
    said = "The folder for Fjols' files cannot be made there (something else is in the way)."
    qtbot.waitUntil(lambda: window.family.warning.text() == f"Not saved: {said}", timeout=5000)
    assert window.family.warning.toolTip().splitlines() == [  # the ledger (the family's names) could not open either
        f"{tmp_path / 'file' / 'data' / 'saves' / 'autosave.json'}: {said} The game goes on; Fjols keeps it in "
        "memory and tries again after every move.",
        f"{tmp_path / 'file' / 'data' / 'ledger.sqlite3'}: {said} The game goes on; Fjols keeps it in memory and "
        "tries again after every move."]
    window.close()


# --- 28.8, 28.11 ----------------------------------------------------------------------------------------------

def test_the_tenth_window_gets_no_slot_rather_than_a_shared_one(tmp_path) -> None:
    claims = [claim_slot(tmp_path) for _ in range(SLOTS)]
    assert len({slot.name for slot, _ in claims}) == SLOTS and all(lock is not None for _, lock in claims)
    with pytest.raises(SaveError) as caught:
        claim_slot(tmp_path)
    assert caught.value.reason.key == "save_slots_taken"
    claims[3][1].unlock()
    slot, lock = claim_slot(tmp_path)
    assert slot.name == claims[3][0].name and lock is not None
    for _, held in claims:
        held.unlock()


def test_a_window_without_a_slot_plays_on_and_says_so(qtbot, tmp_path) -> None:
    claims = [claim_slot(data_dir()) for _ in range(SLOTS)]
    window = make_window(qtbot)
    window.controller.pace_ms = 100000
    window.start(TableSetup("hearts", (SeatSetup("Anna"),) + all_computers("hearts", 3).seats), seed=2)
    qtbot.waitUntil(lambda: window.family.warning.isVisible(), timeout=5000)
    assert window.family.warning.text() == "Not saved: Every save is in use by another Fjols window."
    assert {SaveSlot(data_dir(), slot.name).exists() for slot, _ in claims} == {False}  # nobody else's save touched
    window.close()
    for _, lock in claims:
        lock.unlock()


def test_leftovers_of_killed_writers_are_swept_when_the_slot_is_claimed(tmp_path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    saved = SavedMatch.new(Match.new("hearts", 3, seed=1), [SeatInfo.human(n) for n in "ABC"])
    SaveSlot(tmp_path).write(saved)
    leftovers = [saves / ".autosave.json.0a1b2c3d4e5f.tmp", saves / ".autosave.previous.json.4242.tmp"]
    for path in leftovers:
        path.write_bytes(b'{"format": "fjols-save", "sch')
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                          check=True)
    for name in ("autosave-3", "autosave-7"):  # locks of a process that is gone
        (saves / f"{name}.lock").write_text(f"{dead.stdout.strip()}\nfjols\n{os.uname().nodename}\n")
    slot, lock = claim_slot(tmp_path)
    assert slot.name == "autosave" and slot.load().saved == saved
    assert sorted(p.name for p in saves.iterdir()) == ["autosave.json", "autosave.lock"]
    lock.unlock()


# --- 28.9, 28.10: Festudgaven ----------------------------------------------------------------------------------

class FakeClock:
    def __init__(self, now: int = 10_000) -> None:
        self.now = now

    def now_ms(self) -> int:
        return self.now


def race_table(qtbot, clock_at: int = 10_000):
    window = make_window(qtbot)
    window.controller.pace_ms = 0
    window.race.clock = FakeClock(clock_at)
    log: list[tuple[int, int, str]] = []
    window.controller.move_made.connect(lambda seat, move: log.append((window.controller.match.number, seat,
                                                                       str(move))))
    return window, log


def drive(qtbot, window, done) -> None:
    """Computers choose, the fake clock moves on 40 ms whenever the table waits for it."""
    controller, race = window.controller, window.race
    for _ in range(20_000):
        qtbot.waitUntil(lambda: controller.thinking_seat is None, timeout=10000)
        if done():
            return
        if controller.deal_over:
            assert controller.next_deal()
            continue
        race.clock.now += 40
        race.poll()
    raise AssertionError("the table did not get there")


def test_a_resumed_festudgaven_match_races_exactly_as_one_that_never_stopped(qtbot) -> None:
    setup = TableSetup("festudgave", tuple(SeatSetup(f"Robot {n}", False, "medium") for n in range(5)))
    first, expected = race_table(qtbot)
    first.controller.new_match(setup, seed=11)
    drive(qtbot, first, lambda: first.controller.match.number >= 4)
    first.close()
    cut, _ = race_table(qtbot)
    cut.controller.new_match(setup, seed=11)
    drive(qtbot, cut, lambda: cut.controller.match.number >= 1 and cut.controller.deal_over)
    match, now = cut.controller.match, cut.race.clock.now
    cut.close()
    resumed, after = race_table(qtbot, now)
    resumed.controller.resume(setup, match)  # a save at the end of the first deal, continued
    drive(qtbot, resumed, lambda: resumed.controller.match.number >= 4)
    resumed.close()
    later = [m for m in expected if m[0] >= 1]
    assert [m for m in after if m[0] < 4] == [m for m in later if m[0] < 4]
    assert any(text.startswith("signal ") for _, _, text in later)  # races with drawn reaction times


def test_switching_from_durak_to_festudgaven_starts_the_race_cleanly(qtbot) -> None:
    window = make_window(qtbot)
    window.controller.pace_ms = 100000
    errors: list[str] = []
    for seed in range(8):
        window.start(all_computers("durak", 3), seed=seed)
        window.controller.pace_ms = 0
        qtbot.waitUntil(lambda: len(window.controller.moves) >= 3, timeout=10000)
        window.controller.pace_ms = 100000
        with answering("Abandon the match", handle=lambda d: d.accept()):  # via New game, as a family does
            dialog_game = "festudgave"
            window.new_game(dialog_game)
        errors += [] if window.controller.setup.game_id == "festudgave" else ["not switched"]
        assert window.race.active and window.controller.table_view is not None
    assert errors == []
    window.close()


# --- 28.14: the command line -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "message"), [
    (["--game", "chess"], "--game: 'chess' is not one of fjols, durak, festudgave, davoserjas, hearts, fool"),
    (["--game", "hearts", "--level", "nope"], "--level: 'nope' is not one of"),
    (["--game", "hearts", "--humans", "x"], "--humans: 'x' is not a list of seats from 0 to 3"),
    (["--game", "hearts", "--humans", "9"], "--humans: '9' is not a list of seats from 0 to 3"),
    (["--game", "hearts", "--seats", "0"], "--seats: hearts is played by 3 to 5, not 0"),
    (["--size", "abc"], "--size: 'abc' is not WIDTHxHEIGHT"),
    (["--seats", "4"], "--seats: only with --game"),
])
def test_the_command_line_refuses_a_value_with_the_allowed_ones(capsys, args, message) -> None:
    with pytest.raises(SystemExit) as caught:
        parse_args(args)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: fjols") and message in err and "Traceback" not in err


def test_the_game_is_read_in_any_case() -> None:
    assert parse_args(["--game", "HEARTS", "--seats", "4", "--humans", "0,2"]).game == "hearts"


def test_a_mistyped_command_line_prints_no_traceback() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "fjols_desktop", "--game", "hearts", "--level", "nope"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "--level" in done.stderr


# --- 28.7: a match that never ends stops while its save can be read ------------------------------------------

def test_a_match_whose_save_is_full_ends_at_the_table_and_is_counted(qtbot) -> None:
    from fjols_desktop.engine.registry import get_game
    from fjols_desktop.store.limits import SAVE_WRITE_MAX_DEALS
    from fjols_desktop.store.saves import LoadedSave

    options = get_game("festudgave").info.options_type(match_length=0)  # never ends by its rules
    saved = SavedMatch.new(Match.new("festudgave", 4, options, seed=3),
                           [SeatInfo.computer(f"Robot {n}", "random") for n in range(4)])
    while len(saved.match.results) < SAVE_WRITE_MAX_DEALS - 1:
        saved, _ = play(saved, 1, rng_seed=len(saved.moves) + 7 * len(saved.deals))
    saved, _ = play(saved, 0)
    assert not saved.full
    window = make_window(qtbot)
    window.controller.pace_ms = 0
    recorded: list[str] = []
    window.family.keeper.recorded.connect(recorded.append)
    window.family.resume_table(LoadedSave(saved, saved.current_state(), "", 1))
    window.controller.auto_continue = True
    qtbot.waitUntil(lambda: bool(recorded), timeout=120000)
    assert window.controller.ended_early and window.controller.match_over
    assert len(window.controller.match.results) == SAVE_WRITE_MAX_DEALS
    assert not window.controller.next_deal()
    with Ledger(data_dir()) as ledger:
        (entry,) = ledger.matches()
    assert (entry.uid, entry.finished, entry.deals) == (saved.uid, True, SAVE_WRITE_MAX_DEALS)
    assert window.statusBar().currentMessage().startswith("This match has as many deals as one save can hold (500)")
    window.close()


# --- 28.2: Statistics over a ledger with damaged rows ----------------------------------------------------------

def test_statistics_shows_what_it_can_read_and_says_what_it_cannot(qtbot) -> None:
    import sqlite3

    from fjols_desktop.gui.widgets.statistics_window import StatisticsWindow
    from tests.store.helpers import play_to_end

    seats = [SeatInfo.human(n) for n in ("Anna", "Bjørn", "Åse")]
    with Ledger(data_dir()) as ledger:
        for seed in (1, 2, 3):
            ledger.record_match(play_to_end(SavedMatch.new(Match.new("hearts", 3, seed=seed), seats)))
    conn = sqlite3.connect(data_dir() / "ledger.sqlite3")
    conn.execute("UPDATE matches SET house_rules = '{broken' WHERE id = 2")
    conn.execute("UPDATE match_seats SET name = ? WHERE match_id = 3 AND seat = 0", (b"\x00blob",))
    conn.commit()
    conn.close()
    window = StatisticsWindow(data_dir())
    qtbot.addWidget(window)
    window.refresh()  # crashed with JSONDecodeError before
    assert window.error.text() == ("2 games in the family ledger are damaged and were left out; "
                                   "everything else is shown.")
    assert window.error.toolTip().splitlines()[0].startswith("ledger.sqlite3, matches 2: matches.house_rules:")
    assert window.games_table.rowCount() == 1 and window.by_game.rowCount() == 3
