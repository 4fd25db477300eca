"""The main window and its dialogs: menus and shortcuts, the welcome panel, the new-game dialog
(every game, seat range, people and computers, remembered tables), the end-of-deal summary and the
scoresheet, the settings and rules dialogs, and the status line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

from fjols_desktop.engine.registry import GAMES
from fjols_desktop.gui.controller import TableSetup
from fjols_desktop.gui.settings import PACE_SLOW, AppSettings
from fjols_desktop.gui.widgets.new_game_dialog import NewGameDialog
from fjols_desktop.gui.widgets.rules_dialog import RulesDialog
from fjols_desktop.gui.widgets.settings_dialog import SettingsDialog

from .conftest import hearts_table, make_window


def test_window_menus_toolbar_shortcuts_and_welcome(qtbot) -> None:
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: bool(window.welcome.buttons), timeout=5000)  # filled in after the first show
    names = [QCoreApplication.translate("Games", g.info.name) for g in GAMES]
    assert [b.text() for b in window.welcome.buttons.values()] == names
    assert window.welcome.isVisible()
    assert [a.text() for a in window.toolbar.actions()] == ["&New game…", "&Restart deal", "&Rules", "&Settings…",
                                                             "&Quit"]
    assert QKeySequence("Ctrl+N") in window.new_action.shortcuts()
    assert QKeySequence("Ctrl+Q") in window.quit_action.shortcuts()
    assert QKeySequence("F1") in window.rules_action.shortcuts()
    assert not window.restart_action.isEnabled() and not window.next_action.isEnabled()
    assert window.status_text() == "Choose a game to start: Game ▸ New game."
    assert window.score_dock.isVisible()
    window.start(hearts_table((0,)), seed=1)
    assert window.score_dock.widget() is window.scoresheet
    assert not window.welcome.isVisible() and window.restart_action.isEnabled()
    assert window.status_text() == "Your turn, Sofie. Choose 3 cards to pass to Bjørn."
    assert window.windowTitle() == "Hjerterfri — Fjols"
    window.controller.shutdown()


def test_new_game_dialog_offers_every_game_and_remembers_the_table(qtbot) -> None:
    settings = AppSettings()
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert [dialog.game.itemData(i) for i in range(dialog.game.count())] == [g.info.id for g in GAMES]
    info = GAMES[0].info
    assert (dialog.seats.minimum(), dialog.seats.maximum(), dialog.seats.value()) == \
        (info.min_seats, info.max_seats, info.default_seats)
    kinds = [dialog.rows[0].kind.itemText(i) for i in range(dialog.rows[0].kind.count())]
    assert kinds == ["Person", "Computer: Lille Bjørn (easy)", "Computer: Mor (medium)", "Computer: Morfar (hard)",
                     "Computer: Terningen (random cards)"]   # the same family at every game
    dialog.seats.setValue(5)
    dialog.rows[0].name.setText("Åse")
    dialog.rows[3].kind.setCurrentIndex(0)
    dialog.rows[3].name.setText("Søren")
    setup = dialog.table_setup()
    assert setup.names[0] == "Åse" and setup.names[3] == "Søren" and setup.humans == (0, 3)
    assert len(setup.seats) == 5 and [s.level for s in setup.seats if not s.human] == ["medium"] * 3   # Mor unless chosen
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    again = NewGameDialog(AppSettings())
    qtbot.addWidget(again)
    assert again.table_setup() == setup


def test_new_game_dialog_explains_a_table_the_rules_refuse(qtbot) -> None:
    settings = AppSettings()
    settings.set_table("hearts", TableSetup.from_dict({
        "game": "hearts", "options": {"pass_cycle_odd": "left_right_left2_right2_hold"},
        "seats": [{"name": n, "human": True} for n in ("A", "B", "C")]}).to_dict())
    dialog = NewGameDialog(settings, "hearts")
    qtbot.addWidget(dialog)
    assert dialog.seats.value() == 3
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.error.text() == "Passing two seats away needs five players, not 3."


def test_deal_summary_scoresheet_and_next_deal(qtbot) -> None:
    window = make_window(qtbot)
    with qtbot.waitSignal(window.controller.deal_finished, timeout=30000):
        window.start(hearts_table(humans=()), seed=6)
    result = window.controller.match.results[0]
    assert window.summary.isVisible() and window.summary.title.text() == "Deal 1 is over"
    assert window.next_action.isEnabled() and not window.restart_action.isEnabled()
    model = window.score_model
    assert model.rowCount() == 2
    assert [model.data(model.index(1, c)) for c in range(1, 5)] == [str(p) for p in result.points]
    assert window.scoresheet.totals.isRowHidden(1) and not window.scoresheet.totals.isRowHidden(0)
    assert window.scoresheet.deals.isRowHidden(0) and not window.scoresheet.deals.isRowHidden(1)
    with qtbot.waitSignal(window.controller.deal_started, timeout=5000) as started:
        qtbot.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    assert started.args == [1] and not window.summary.isVisible()
    window.controller.shutdown()


def test_settings_dialog_saves_and_the_window_applies(qtbot) -> None:
    window = make_window(qtbot)
    dialog = SettingsDialog(window.settings, window, window.house_rules_editor)
    qtbot.addWidget(dialog)
    four = dialog.form.editor("four_colour").box
    assert not four.isChecked()
    four.setChecked(True)
    dialog.form.editor("pace").set_value(PACE_SLOW)
    dialog.accept()
    assert AppSettings().four_colour and AppSettings().pace_ms == PACE_SLOW
    window.set_comfort(AppSettings().comfort)
    assert window.painter.four_colour and window.controller.pace_ms == PACE_SLOW


def test_rules_dialog_shows_the_rules_text_with_this_tables_house_rules(qtbot) -> None:
    dialog = RulesDialog("hearts", {"target_score": 50, "open_hands": True})
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert text.startswith("Hjerterfri (Hearts)")
    assert text.count("At this table:") == 2  # the two house rules that differ from the defaults
    assert dialog.windowTitle() == "Rules: Hjerterfri"
    damaged = RulesDialog("hearts", {"target_score": "lots"})
    qtbot.addWidget(damaged)
    assert "At this table:" not in damaged.browser.toPlainText()
