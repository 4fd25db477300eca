"""Application start-up: the QApplication, translations, and the main window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from .. import APP_NAME, ORG_NAME, __version__
from ..engine.registry import GAMES


class MainWindow(QMainWindow):
    """Placeholder window until the playable table lands (issue: the playable table)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(APP_NAME)
        names = ", ".join(QCoreApplication.translate("Games", g.info.name) for g in GAMES)
        label = QLabel(self.tr("Games: %1").replace("%1", names))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(label)
        self.resize(1024, 640)


def run(argv: Sequence[str]) -> int:
    QCoreApplication.setOrganizationName(ORG_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    app = QApplication(list(argv))
    window = MainWindow()
    window.show()
    return app.exec()
