"""Issue 21, "Nothing a family does loses their data or their game", in the real window with the real
dialogs and files: Davoserjas house rules keep every setting (21.1), the real-cards scoresheet is
saved, asked about, offered again and recorded (21.2), a match or a deal is abandoned only when the
family says so (21.3), exports start in the documents folder and others may read them (21.6), and
Statistics shows abandoned games and lets a family delete one (21.7). A second start (21.4) and the
name suggestion under a real X server (21.5) are in ``test_app_processes.py`` and
``test_names_under_x.py``."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog

from fjols_desktop.engine.match import Match
from fjols_desktop.gui.controller import SeatSetup, TableSetup
from fjols_desktop.gui.house_rules import builtin_name, builtin_presets
from fjols_desktop.gui.settings import AppSettings
from fjols_desktop.gui.widgets.new_game_dialog import NewGameDialog
from fjols_desktop.gui.widgets.scorekeeper_window import ScorekeeperSetupDialog
from fjols_desktop.gui.widgets.statistics_window import StatisticsWindow
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import SavedMatch, SaveSlot, SeatInfo
from fjols_desktop.store.settings import Language
from tests.store.helpers import play, play_to_end

from .conftest import make_window
from .dialogs import answering


def data_dir() -> Path:
    return Path(os.environ["FJOLS_DATA_DIR"])


def preferences() -> Path:
    return data_dir() / "config" / "preferences.json"


# --- 21.1: Davoserjas house rules -----------------------------------------------------------------------

@pytest.mark.parametrize("preset", list(builtin_presets("davoserjas")))
def test_davoserjas_house_rules_keep_every_setting(qtbot, preset: str) -> None:
    before = AppSettings()
    before.comfort = before.comfort.replace(language=Language.DANISH, learner=True)
    before.window_geometry = b"\x01\xd9\xd0\xcb"
    window = make_window(qtbot)

    def choose_preset(dialog: QDialog) -> None:
        if hasattr(dialog, "choose_preset"):  # the house-rules dialog, opened by "House rules…"
            assert dialog.choose_preset(builtin_name(preset))
            dialog.accept()

    dialog = NewGameDialog(window.settings, "davoserjas", window, window.house_rules_editor,
                           roster=window.family.roster)
    qtbot.addWidget(dialog)
    with answering(handle=choose_preset):
        dialog.edit_house_rules()
    assert dialog.options.get("custom_rounds") or dialog.options.get("round_order")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    window.start(dialog.table_setup(), seed=3)
    window.close()
    again = AppSettings()  # the next start reads the file the window wrote
    assert again.problems == ()
    assert again.language == "da" and again.comfort.learner and again.window_geometry
    assert again.table("davoserjas")["options"] == dialog.options
    assert not list(preferences().parent.glob("preferences.damaged-*"))


# --- 21.2: the real-cards scoresheet --------------------------------------------------------------------

def open_sheet(qtbot, window, names=("Sofie", "Bjørn", "Åse")):
    def fill(dialog: QDialog) -> None:
        if isinstance(dialog, ScorekeeperSetupDialog):
            dialog.game.setCurrentIndex(dialog.game.findData("hearts"))
            dialog.seats.setValue(len(names))
            for field, name in zip(dialog.names, names):
                field.setText(name)
            dialog.accept()

    with answering(handle=fill):
        sheet = window.family.open_scorekeeper()
    qtbot.addWidget(sheet, before_close_func=lambda w: setattr(w, "quitting", True))
    return sheet


def test_a_scoresheet_is_saved_at_once_kept_when_closed_and_offered_again(qtbot) -> None:
    window = make_window(qtbot)
    sheet = open_sheet(qtbot, window)
    assert SaveSlot(data_dir(), sheet.slot.name).load().saved == sheet.saved  # on disk before any deal
    assert sheet.add_deal([10, 16, 0])
    with answering("Keep it for later") as seen:
        sheet.close()
    assert [s.text for s in seen] == ["The Hjerterfri scoresheet with Sofie, Bjørn and Åse is not finished."]
    assert sorted(seen[0].buttons) == ["Abandon it", "Cancel", "Keep it for later"]
    kept = SaveSlot(data_dir(), sheet.slot.name).load().saved
    assert kept.match.results[0].points == (10, 16, 0)
    with answering("Continue it") as seen:  # while the app runs: offered when a new sheet is asked for
        again = window.family.open_scorekeeper()
    qtbot.addWidget(again, before_close_func=lambda w: setattr(w, "quitting", True))
    assert seen[0].text == "The Hjerterfri scoresheet with Sofie, Bjørn and Åse is not finished."
    assert again.saved == kept and again.model.rowCount() == 2
    assert again.slot.name == sheet.slot.name and again.message.text() == ""  # it goes on saving where it was
    assert again.add_deal([0, 0, 26])
    assert SaveSlot(data_dir(), again.slot.name).load().saved == again.saved
    window.close()  # the app quits: kept without a question, offered at the next start
    restarted = make_window(qtbot)
    restarted.family.offer_policy = "continue"
    qtbot.waitUntil(lambda: bool(restarted.family._scorekeepers), timeout=5000)
    assert restarted.family._scorekeepers[0].saved == again.saved
    restarted.close()


def test_an_abandoned_scoresheet_goes_into_the_ledger_and_staying_keeps_it_open(qtbot) -> None:
    window = make_window(qtbot)
    sheet = open_sheet(qtbot, window)
    sheet.add_deal([0, 26, 26])
    with answering("Cancel"):
        sheet.close()
    assert sheet.isVisible()  # nothing happened
    with answering("Abandon it"):
        sheet.close()
    assert not sheet.isVisible() and not SaveSlot(data_dir(), sheet.slot.name).exists()
    with Ledger(data_dir()) as ledger:
        (entry,) = ledger.matches(include_unfinished=True)
    assert (entry.mode, entry.finished, [s.total for s in entry.seats]) == ("scorekeeper", False, [0, 26, 26])
    window.close()


def test_escape_in_a_scoresheet_asks_too(qtbot) -> None:
    window = make_window(qtbot)
    sheet = open_sheet(qtbot, window)
    with answering("Cancel") as seen:
        sheet.reject()  # what Escape does
    assert len(seen) == 1 and sheet.isVisible()
    window.close()


def test_a_finished_scoresheet_is_recorded(qtbot) -> None:
    window = make_window(qtbot)
    window.settings.set_table("hearts", {"game": "hearts", "options": {"target_score": 30},
                                         "seats": [{"name": n, "human": True} for n in ("A", "B", "C")]})
    sheet = open_sheet(qtbot, window)
    sheet.add_deal([0, 13, 13])
    sheet.add_deal([0, 26, 0])
    assert sheet.saved.match.is_over() and not sheet.slot.exists()
    sheet.close()  # finished: no question
    with Ledger(data_dir()) as ledger:
        assert [(e.finished, e.mode) for e in ledger.matches()] == [(True, "scorekeeper")]
    window.close()


# --- 21.3: nothing is abandoned without a question ------------------------------------------------------

def started(qtbot, window, moves: int = 4) -> None:
    window.controller.pace_ms = 100000
    window.start(TableSetup("hearts", (SeatSetup("Anna"), SeatSetup("Bjørn", False), SeatSetup("Åse", False),
                                       SeatSetup("Karl", False))), seed=5)
    hand = window.controller.table_view.hand
    window.controller.submit(0, window.controller.game.rules.parse_move("pass " + " ".join(map(str, hand[:3]))))
    window.controller.pace_ms = 0
    qtbot.waitUntil(lambda: len(window.controller.moves) >= moves, timeout=10000)
    window.controller.pace_ms = 100000


def new_game_accepting(dialog: QDialog) -> None:
    if isinstance(dialog, NewGameDialog):
        dialog.accept()


def test_new_game_in_the_middle_of_a_match_asks_and_cancel_keeps_it(qtbot) -> None:
    window = make_window(qtbot)
    started(qtbot, window)
    uid = window.family.keeper.current.uid
    with answering("Cancel", handle=new_game_accepting) as seen:
        assert not window.new_game()
    assert seen[0].text == "Abandon the Hjerterfri match with Anna, Bjørn, Åse and Karl? It cannot be continued."
    assert seen[0].detail.startswith("0 deals finished.")  # Qt numerus forms (the English plural forms)
    assert window.family.keeper.current.uid == uid and window.controller.setup.names[0] == "Anna"
    with answering("Abandon the match", handle=new_game_accepting):
        assert window.new_game()
    assert window.family.keeper.current.uid != uid
    assert window.family.keeper.flush(5)
    with Ledger(data_dir()) as ledger:
        assert [(e.uid, e.finished) for e in ledger.matches(include_unfinished=True)] == [(uid, False)]
    window.close()


def test_restart_deal_asks_and_cancel_keeps_the_moves(qtbot) -> None:
    window = make_window(qtbot)
    started(qtbot, window)
    moves = window.controller.moves
    with answering("Cancel") as seen:
        window.restart_deal()
    made = f"The {len(moves)} move made" if len(moves) == 1 else f"The {len(moves)} moves made"   # numerus forms
    assert seen[0].title == "Restart the deal?" and seen[0].detail.startswith(made)
    assert window.controller.moves == moves
    with answering("Deal again"):
        window.restart_deal()
    assert window.controller.moves == ()
    window.close()


def test_nothing_is_asked_when_nothing_would_be_lost(qtbot) -> None:
    window = make_window(qtbot)
    window.controller.pace_ms = 100000
    window.start(TableSetup("hearts", tuple(SeatSetup(n) for n in ("Anna", "Bjørn", "Åse"))), seed=5)
    with answering(handle=new_game_accepting) as seen:  # people only, nobody has passed yet
        window.restart_deal()
        assert window.new_game()
    assert seen == []
    window.close()


def test_put_it_away_asks_and_cancel_offers_the_game_again(qtbot) -> None:
    saved = SavedMatch.new(Match.new("hearts", 4, seed=9), (SeatInfo.human("Anna"),) + tuple(
        SeatInfo.computer(n, "random") for n in ("Bjørn", "Åse", "Karl")))
    saved, _ = play(saved, 6)
    SaveSlot(data_dir()).write(saved)
    window = make_window(qtbot)
    window.controller.pace_ms = 100000
    offer = window.family.offer
    qtbot.waitUntil(lambda: len(offer.boxes) == 1, timeout=5000)
    with answering("Cancel") as seen:
        next(b for b in offer.boxes[0].buttons() if b.text() == "Put it away").click()
        qtbot.waitUntil(lambda: len(offer.boxes) == 2, timeout=5000)
    assert seen[0].text == "Abandon the Hjerterfri match with Anna, Bjørn, Åse and Karl? It cannot be continued."
    assert SaveSlot(data_dir()).load().saved == saved  # still there, and asked about again
    next(b for b in offer.boxes[1].buttons() if b.text() == "Continue").click()
    qtbot.waitUntil(lambda: window.controller.match is not None, timeout=5000)
    assert window.family.keeper.current.uid == saved.uid
    window.close()


# --- 21.6: exports --------------------------------------------------------------------------------------

def save_file_dialog(folder_seen: list[str], name: str):
    def handle(dialog: QDialog) -> None:
        if isinstance(dialog, QFileDialog):
            folder_seen.append(dialog.directory().absolutePath())
            dialog.selectFile(name)
            dialog.accept()
    return handle


def test_exports_start_in_the_documents_folder_remember_it_and_others_may_read_them(qtbot, tmp_path) -> None:
    QStandardPaths.setTestModeEnabled(True)
    try:
        documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
        documents.mkdir(parents=True, exist_ok=True)
        window = make_window(qtbot)
        with Ledger(data_dir()) as ledger:
            ledger.record_match(play_to_end(SavedMatch.new(Match.new("hearts", 3, seed=1), [
                SeatInfo.human(n) for n in ("A", "B", "C")])))
        stats = window.family.show_statistics()
        folders: list[str] = []
        old = os.umask(0o022)
        try:
            with answering(handle=save_file_dialog(folders, str(tmp_path / "elsewhere" / "results.csv"))):
                (tmp_path / "elsewhere").mkdir()
                assert stats.export_results() == 3
            with answering(handle=save_file_dialog(folders, str(tmp_path / "elsewhere" / "stats.csv"))):
                assert stats.export_stats() == 3
        finally:
            os.umask(old)
        assert folders == [str(documents), str(tmp_path / "elsewhere")]  # documents first, then the last folder
        assert window.settings.export_folder == str(tmp_path / "elsewhere")
        for name in ("results.csv", "stats.csv"):
            assert stat.S_IMODE((tmp_path / "elsewhere" / name).stat().st_mode) == 0o644
        stats.close()
        window.close()
    finally:
        QStandardPaths.setTestModeEnabled(False)


def test_an_exported_preset_is_a_file_others_may_read(tmp_path) -> None:
    from fjols_desktop.engine.registry import get_game
    from fjols_desktop.store.settings import PresetStore

    store = PresetStore(tmp_path / "config")
    store.save("hearts", "Mormors regler", get_game("hearts").info.options_type(target_score=50))
    old = os.umask(0o022)
    try:
        store.export("hearts", "Mormors regler", tmp_path / "mormor.json")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "mormor.json").stat().st_mode) == 0o644
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600  # the family's own files stay private


# --- 21.7: abandoned games in Statistics, and deleting one ------------------------------------------------

def test_statistics_shows_abandoned_games_marked_and_deletes_one_after_asking(qtbot) -> None:
    seats = [SeatInfo.human(n) for n in ("Anna", "Bjørn", "Åse")]
    finished = play_to_end(SavedMatch.new(Match.new("hearts", 3, seed=1), seats))
    abandoned, _ = play(SavedMatch.new(Match.new("hearts", 3, seed=2), seats), 60)
    with Ledger(data_dir()) as ledger:
        ledger.record_match(finished, finished_at="2026-12-01T18:00:00Z")
        ledger.record_match(abandoned, finished=False, finished_at="2026-12-02T18:00:00Z")
    window = StatisticsWindow(data_dir())
    qtbot.addWidget(window)
    window.refresh()
    table = window.games_table
    rows = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
    winners = [seats[s].name for s in finished.match.winners()]
    assert len(winners) == 1
    assert [r[1:5] for r in rows] == [["Hjerterfri", "Anna, Bjørn and Åse", "Abandoned", str(len(abandoned.match.results))],
                                      ["Hjerterfri", "Anna, Bjørn and Åse", f"Won by {winners[0]}",
                                       str(len(finished.match.results))]]
    assert table.item(0, 0).font().italic() and not table.item(1, 0).font().italic()
    assert window.games_note.text() == "2 games recorded. 1 of them abandoned (it does not count in the statistics)."
    table.selectRow(0)
    with answering("Cancel") as seen:
        assert not window.delete_selected()
    assert seen[0].text.startswith("Delete the game of Hjerterfri of ") and "with Anna, Bjørn and Åse" in seen[0].text
    with answering("Delete the game"):
        assert window.delete_selected()
    with Ledger(data_dir()) as ledger:
        assert [e.uid for e in ledger.matches(include_unfinished=True)] == [finished.uid]
    assert table.rowCount() == 1
