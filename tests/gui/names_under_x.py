"""Run under a real X server by ``test_names_under_x.py``: type into the name fields with the real
keyboard and click with the real pointer (xdotool), and print what happened as JSON.

    python tests/gui/names_under_x.py newgame|scorekeeper

``newgame``: type "Mik" in seat 1 of the new-game dialog and click Start. ``scorekeeper``: type
"Mik" in the first name of the real-cards set-up, click the second name and type "Farmor".
"""

from __future__ import annotations

import json
import subprocess
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox


class Roster:
    def names(self) -> tuple[str, ...]:
        return ("Mikkel", "Mormor", "Farmor")

    def edit(self, parent: object) -> None:
        pass


def xdo(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


def click(widget: object) -> None:
    centre = widget.mapToGlobal(widget.rect().center())  # type: ignore[attr-defined]
    xdo("mousemove", str(centre.x()), str(centre.y()), "click", "1")


def main() -> None:
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    from fjols_desktop.gui.settings import AppSettings
    from fjols_desktop.gui.widgets.new_game_dialog import NewGameDialog
    from fjols_desktop.gui.widgets.scorekeeper_window import ScorekeeperSetupDialog

    report: dict[str, object] = {}
    if sys.argv[1] == "newgame":
        dialog = NewGameDialog(AppSettings(), "hearts", roster=Roster())
        first, second = dialog.rows[0].name, dialog.rows[1].name
        start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    else:
        dialog = ScorekeeperSetupDialog(AppSettings(), Roster())
        first, second = dialog.names[0], dialog.names[1]
        start = None
    dialog.show()
    dialog.activateWindow()

    def type_first() -> None:
        first.clear()
        first.setFocus()
        xdo("type", "--delay", "60", "Mik")
        QTimer.singleShot(600, then)

    def then() -> None:
        popup = first.completer().popup() if first.completer() is not None else None
        report["popup"] = bool(popup is not None and popup.isVisible())
        if start is not None:
            click(start)
        else:
            click(second)
            xdo("type", "--delay", "60", "Farmor")
        QTimer.singleShot(800, done)

    def done() -> None:
        report.update(accepted=dialog.result() == 1, visible=dialog.isVisible(), first=first.text(),
                      second=second.text())
        print(json.dumps(report), flush=True)
        app.quit()

    QTimer.singleShot(800, type_first)
    app.exec()


if __name__ == "__main__":
    main()
