"""Open every dialog of the app on the screen this process has, and report where its buttons are and
whether Escape closes it (``test_dialogs_fit.py`` runs this in a process whose offscreen screen is
1024×600). Prints one JSON object per dialog:

    {"name": ..., "screen": [x, y, w, h], "dialog": [x, y, w, h], "buttons": {text: [x, y, w, h]},
     "clipped": [texts of buttons outside the dialog's own rectangle], "escape_closes": bool}

    QT_QPA_PLATFORM=offscreen:configfile=screen.json python -m tests.gui.dialog_probe
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QDialog,
    QWidget,
)


def _rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def _scrolls(widget: QWidget, dialog: QDialog) -> bool:
    """Whether ``widget`` lies in a part of the dialog that scrolls (it is reached by scrolling)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not dialog:
        if isinstance(parent, QAbstractScrollArea) and not isinstance(parent, QAbstractItemView):
            return True
        parent = parent.parentWidget()
    return False


def report(name: str, dialog: QDialog, app: QApplication) -> dict[str, object]:
    dialog.show()
    for _ in range(8):
        app.processEvents()
    screen = (dialog.screen() or app.primaryScreen()).availableGeometry()
    frame = dialog.frameGeometry()
    buttons, clipped = {}, []
    inside = dialog.rect()
    for button in dialog.findChildren(QAbstractButton):
        if not button.isVisibleTo(dialog) or not button.text() or _scrolls(button, dialog):
            continue
        top_left = button.mapTo(dialog, button.rect().topLeft())
        local = QRect(top_left, button.size())
        if not inside.contains(local):
            clipped.append(button.text())
        buttons[button.text()] = _rect(QRect(button.mapToGlobal(button.rect().topLeft()), button.size()))
    target = dialog.focusWidget() or dialog
    QTest.keyClick(target, Qt.Key.Key_Escape)
    for _ in range(3):
        app.processEvents()
    closed = not dialog.isVisible()
    dialog.close()
    dialog.deleteLater()
    return {"name": name, "screen": _rect(screen), "dialog": _rect(frame), "buttons": buttons, "clipped": clipped,
            "escape_closes": closed}


def main_window(name: str, remembered: tuple[int, int] | None, app: QApplication) -> dict[str, object]:
    """The main window as it opens (after one closed at ``remembered`` size, whose geometry was saved)."""
    from fjols_desktop.gui.settings import AppSettings
    from fjols_desktop.gui.widgets.comfort import save_window
    from fjols_desktop.gui.widgets.main_window import MainWindow

    settings = AppSettings()
    if remembered is not None:
        big = MainWindow(settings, animations=False)
        big.show()
        big.setGeometry(20, 20, *remembered)   # as a bigger screen had it
        app.processEvents()
        save_window(big)
        big.controller.shutdown()
        big.hide()
        big.deleteLater()
    window = MainWindow(settings, animations=False)
    window.show()
    for _ in range(8):
        app.processEvents()
    screen = (window.screen() or app.primaryScreen()).availableGeometry()
    out = {"name": name, "screen": _rect(screen), "dialog": _rect(window.frameGeometry()), "buttons": {},
           "clipped": [], "escape_closes": True}
    window.controller.shutdown()
    window.family.close()
    window.hide()
    return out


def dialogs(scratch: Path) -> Iterator[tuple[str, Callable[[], QDialog]]]:
    from fjols_desktop.engine.match import Match
    from fjols_desktop.engine.players import RandomPlayer
    from fjols_desktop.engine.registry import GAMES
    from fjols_desktop.gui.review import DealRecord
    from fjols_desktop.gui.settings import AppSettings
    from fjols_desktop.gui.widgets.house_rules_dialog import HouseRulesDialog, edit_house_rules
    from fjols_desktop.gui.widgets.new_game_dialog import NewGameDialog
    from fjols_desktop.gui.widgets.review_dialog import DealReviewDialog
    from fjols_desktop.gui.widgets.roster_dialog import RosterDialog
    from fjols_desktop.gui.widgets.rules_dialog import RulesDialog
    from fjols_desktop.gui.widgets.scorekeeper_window import ScorekeeperSetupDialog, ScorekeeperWindow
    from fjols_desktop.gui.widgets.settings_dialog import SettingsDialog
    from fjols_desktop.gui.widgets.statistics_window import StatisticsWindow
    from fjols_desktop.store.ledger import Ledger
    from fjols_desktop.store.settings import PresetStore

    settings = AppSettings()
    yield "settings", lambda: SettingsDialog(settings, None, edit_house_rules)
    for game in GAMES:
        gid = game.info.id
        yield f"house rules {gid}", lambda gid=gid: HouseRulesDialog(gid, {}, None, store=PresetStore(scratch / gid))
        yield f"rules {gid}", lambda gid=gid: RulesDialog(gid, {})

    class Family:  # the roster the window gives (names to offer, the Family… button)
        def names(self) -> tuple[str, ...]:
            return ("Bartholomæus", "Marie-Louise")

        def edit(self, parent: object) -> None:
            pass

    def new_game() -> QDialog:
        dialog = NewGameDialog(settings, "festudgave", None, edit_house_rules, roster=Family())
        dialog.seats.setValue(dialog.seats.maximum())  # thirteen seats: the tallest form
        return dialog

    yield "new game", new_game

    def review() -> QDialog:
        match = Match.new("fool", 8, seed=3)
        rules = match.game.rules
        state = initial = match.start_deal()
        moves, rng = [], random.Random(3)
        while not rules.is_over(state):
            seat = min(rules.to_act(state))
            move = RandomPlayer().choose(rules.observe(state, seat), rng)
            state = rules.apply(state, seat, move)
            moves.append((seat, str(move)))
        names = tuple(f"Player {s + 1}" for s in range(8))
        record = DealRecord("fool", match.options, names, match.seed, 0, match.dealer, initial, tuple(moves), {})
        dialog = DealReviewDialog(record, animations=False)
        dialog.view.setFocus()  # Escape goes to the table first
        return dialog

    yield "deal review", review
    yield "family", lambda: RosterDialog(Ledger(scratch / "ledger.sqlite3"))
    yield "statistics", lambda: StatisticsWindow(scratch)
    yield "scorekeeper setup", lambda: ScorekeeperSetupDialog(settings)
    yield "scorekeeper", lambda: ScorekeeperWindow(scratch / "keeper", settings)


def main() -> None:
    scratch = Path(tempfile.mkdtemp(prefix="fjols-dialogs-"))
    try:
        for name, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "share"), ("FJOLS_DATA_DIR", "data")):
            os.environ[name] = str(scratch / sub)
        from fjols_desktop.gui.app import create_app
        from fjols_desktop.gui.language import install_translators

        app = create_app([sys.argv[0]])
        install_translators(app, sys.argv[1] if len(sys.argv) > 1 else "en")
        for name, make in dialogs(scratch):
            print(json.dumps(report(name, make(), app)), flush=True)
        for name, size in (("main window", None), ("main window remembered 1600x1000", (1600, 1000))):
            print(json.dumps(main_window(name, size, app)), flush=True)
    finally:   # the settings, ledger and saves the dialogs wrote: nothing is left in the temporary folder
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
