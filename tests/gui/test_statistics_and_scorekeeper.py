"""The Statistics window (every tab against ``store/stats.py``, the chart, CSV export) and the
scorekeeper for real cards (setup, sum checks as soft warnings, undo, the ledger, resume)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QColor

from fjols_desktop.gui.widgets.results_chart import FOOL, WIN, nice_ticks
from fjols_desktop.gui.widgets.scorekeeper_window import ScorekeeperSetupDialog, ScorekeeperWindow
from fjols_desktop.gui.widgets.statistics_window import StatisticsWindow
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import SaveSlot
from fjols_desktop.store.stats import game_stats, head_to_head, person_stats
from tests.store.helpers import FAMILY, new_saved, play_to_end

from .conftest import make_window
from .dialogs import answering


def data_dir() -> Path:
    return Path(os.environ["FJOLS_DATA_DIR"])


def fill_ledger(count: int = 5) -> Ledger:
    ledger = Ledger(data_dir())
    for seed in range(count):
        ledger.record_match(play_to_end(new_saved(seed=seed, seats=FAMILY, target_score=40), rng_seed=seed))
    return ledger


def cells(table, row: int) -> list[str]:
    return [table.item(row, c).text() for c in range(table.columnCount())]


def test_statistics_window_shows_what_the_stats_compute(qtbot) -> None:
    ledger = fill_ledger()
    entries = ledger.matches()
    mormor, anna = ledger.find_person("Mormor").id, ledger.find_person("Anna").id
    window = StatisticsWindow(data_dir())
    qtbot.addWidget(window)
    window.refresh()
    assert [window.game_choice.itemText(i) for i in range(window.game_choice.count())] == ["Hjerterfri"]
    expected = game_stats(entries, "hearts")
    assert window.by_game.rowCount() == len(expected) == 2  # the computers are not people
    first = expected[0]
    assert cells(window.by_game, 0) == [first.name, str(first.matches), str(first.wins), str(first.fools),
                                        f"{float(first.average):.1f}", str(first.best), str(first.worst),
                                        str(first.win_streak), str(first.current_win_streak), str(first.fool_streak)]
    assert [window.by_game.horizontalHeaderItem(c).text() for c in range(4)] == ["Player", "Games", "Wins", "Times\nthe fool"]
    assert window.game_note.text() == "5 games of Hjerterfri. Fewer points are better. Computer players are not listed."
    window.person_choice.setCurrentIndex(window.person_choice.findData(mormor))
    mine = person_stats(entries, mormor)[0]
    assert cells(window.by_person, 0)[:4] == ["Hjerterfri", "5", str(mine.wins), str(mine.fools)]
    window.h2h_a.setCurrentIndex(window.h2h_a.findData(mormor))
    window.h2h_b.setCurrentIndex(window.h2h_b.findData(anna))
    h = head_to_head(entries, mormor, anna)
    grid = {(window.h2h_grid.getItemPosition(i)[0], window.h2h_grid.getItemPosition(i)[1]):
            window.h2h_grid.itemAt(i).widget().text() for i in range(window.h2h_grid.count())}
    assert [grid[(r, 0)] for r in range(1, 6)] == ["Games together", "Finished ahead of the other", "Level", "Wins",
                                                    "The fool"]
    assert (grid[(2, 1)], grid[(2, 2)], grid[(4, 1)], grid[(4, 2)]) == (str(h.ahead_a), str(h.ahead_b),
                                                                        str(h.wins_a), str(h.wins_b))
    window.chart_person.setCurrentIndex(window.chart_person.findData(mormor))
    assert len(window.chart.points) == 5 and window.chart.title == "Mormor in Hjerterfri"
    window.chart.resize(600, 320)
    image = window.chart.grab().toImage()
    colours = {QColor(image.pixel(x, y)).name() for x in range(0, 600, 2) for y in range(0, 320, 2)}
    marks = {WIN.name() if p.won else FOOL.name() for p in window.chart.points if p.won or p.fool}
    assert marks <= colours  # the wins and fools are drawn in their colours


def test_csv_export_is_excel_friendly(qtbot, tmp_path) -> None:
    fill_ledger(3)
    window = StatisticsWindow(data_dir())
    qtbot.addWidget(window)
    window.refresh()
    assert window.export_results(tmp_path / "results.csv") == 12
    raw = (tmp_path / "results.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf" + b"match,game,mode")  # a byte-order mark: Excel reads UTF-8
    assert window.export_stats(tmp_path / "stats.csv") == 2
    assert (tmp_path / "stats.csv").read_text(encoding="utf-8-sig").splitlines()[0].startswith("game,person,name")
    assert window.export_results(tmp_path / "missing" / "x.csv") == 0
    assert window.error.text().startswith("The file could not be written: ")


def test_nice_ticks_are_round_and_cover_the_range() -> None:
    assert nice_ticks(3, 47) == [0, 10, 20, 30, 40, 50]
    assert nice_ticks(-26, 26) == [-40, -20, 0, 20, 40]
    assert nice_ticks(0, 100) == [0, 20, 40, 60, 80, 100]
    assert nice_ticks(5, 5) == [5, 5.2, 5.4, 5.6, 5.8, 6]  # a single value still gets an axis around it


def scorekeeper(qtbot, game: str, names: list[str], **options) -> ScorekeeperWindow:
    from fjols_desktop.gui.settings import AppSettings

    settings = AppSettings()
    if options:
        settings.set_table(game, {"game": game, "options": options,
                                  "seats": [{"name": n, "human": True, "level": "random"} for n in names]})
    dialog = ScorekeeperSetupDialog(settings)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.seats.setValue(len(names))
    for field, name in zip(dialog.names, names):
        field.setText(name)
    window = ScorekeeperWindow(data_dir(), settings)
    qtbot.addWidget(window, before_close_func=lambda w: setattr(w, "quitting", True))  # closed unasked at the end
    window.start(dialog.saved_match())
    return window


def test_the_sum_check_warns_and_the_family_decides(qtbot) -> None:
    window = scorekeeper(qtbot, "davoserjas", ["Mormor", "Åse", "Bjørn", "Karl"])
    asked: list[str] = []
    window.confirm = lambda text: asked.append(text) or False
    for spin, value in zip(window.spins, (3, 4, 4, 1)):
        spin.setValue(value)
    assert not window.add_deal()
    assert asked == ["The points add up to 12, expected 13. Save anyway?"]
    assert window.model.rowCount() == 1 and window.saved.match.results == ()
    window.confirm = lambda text: True
    assert window.add_deal()
    assert window.model.rowCount() == 2 and window.saved.match.totals == (3, 4, 4, 1)
    assert [s.value() for s in window.spins] == [0, 0, 0, 0]
    assert SaveSlot(data_dir(), window.slot.name).load().saved == window.saved  # on disk at once
    assert window.add_deal([13, 0, 0, 0])  # clubs: 13, no question asked
    assert window.undo_last()
    assert window.saved.match.totals == (3, 4, 4, 1) and window.model.rowCount() == 2
    assert window.message.text() == "The last deal was taken back."
    assert not window.add_deal([1, 2, 3])
    assert window.message.text() == "Type a score for each of the 4 players."


def test_a_scorekept_match_ends_in_the_ledger_and_a_hearts_moon_is_no_mistake(qtbot) -> None:
    window = scorekeeper(qtbot, "hearts", ["Sofie", "Bjørn", "Åse"], target_score=50)
    window.confirm = lambda text: False
    assert window.add_deal([0, 26, 26])  # Sofie shot the moon: no warning
    assert window.add_deal([10, 10, 6])
    assert not window.saved.match.is_over()
    assert window.add_deal([0, 16, 10])
    assert window.saved.match.is_over()
    assert window.message.text() == "The game is over: Sofie won. It is in the family ledger."
    assert not window.add_button.isEnabled() and not window.undo_button.isEnabled()
    entries = Ledger(data_dir()).matches()
    assert [(e.mode, [s.total for s in e.seats], [s.winner for s in e.seats]) for e in entries] == [
        ("scorekeeper", [10, 52, 42], [True, False, False])]
    assert not window.slot.exists()


def test_a_scoresheet_left_open_is_offered_again(qtbot) -> None:
    window = scorekeeper(qtbot, "hearts", ["Sofie", "Bjørn", "Åse", "Karl"])
    window.add_deal([10, 16, 0, 0])
    uid = window.saved.uid
    with answering("Keep it for later") as seen:
        window.close()
    assert [s.text for s in seen] == ["The Hjerterfri scoresheet with Sofie, Bjørn, Åse and Karl is not finished."]
    main = make_window(qtbot)
    main.family.offer_policy = "continue"
    qtbot.waitUntil(lambda: bool(main.family._scorekeepers), timeout=5000)
    reopened = main.family._scorekeepers[0]
    assert reopened.saved.uid == uid and reopened.model.rowCount() == 2
    main.close()


def test_the_scorekeeper_setup_offers_the_family_and_refuses_twins(qtbot) -> None:
    from fjols_desktop.gui.settings import AppSettings

    class Roster:
        def names(self):
            return ("Mormor", "Sofie")

    dialog = ScorekeeperSetupDialog(AppSettings(), Roster())
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("davoserjas"))
    assert (dialog.seats.minimum(), dialog.seats.maximum()) == (3, 7)
    completer = dialog.names[0].completer()
    assert [completer.model().index(i, 0).data() for i in range(completer.model().rowCount())] == ["Mormor", "Sofie"]
    dialog.seats.setValue(3)
    for field, name in zip(dialog.names, ("Mormor", "sofie", "Sofie")):
        field.setText(name)
    dialog.accept()
    assert dialog.result() != ScorekeeperSetupDialog.DialogCode.Accepted
    assert dialog.error.text() == "Each player needs a name of their own."
    dialog.names[2].setText("")
    assert dialog.player_names() == ["Mormor", "sofie", "Player 3"]
    saved = dialog.saved_match({"Mormor": 4}, seed=1)
    assert [(s.name, s.person, s.level) for s in saved.seats] == [("Mormor", 4, None), ("sofie", None, None),
                                                                   ("Player 3", None, None)]
    assert saved.mode.value == "scorekeeper" and saved.game_id == "davoserjas"
