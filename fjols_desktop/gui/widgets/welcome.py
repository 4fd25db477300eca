"""``WelcomePanel``: what the table shows before the first game: every registered game, one click
to sit down at it (the new-game dialog opens with that game chosen)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.registry import GAMES
from .style import BUTTON, PANEL


class WelcomePanel(QFrame):
    game_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL + BUTTON)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(12)
        title = QLabel(self.tr("Welcome to the card table"), self)
        title.setObjectName("title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        note = QLabel(self.tr("Choose a game. Each seat can be a person or the computer."), self)
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(note)
        self.buttons: dict[str, QPushButton] = {}
        for game in GAMES:
            info = game.info
            button = QPushButton(QCoreApplication.translate("Games", info.name), self)
            button.setToolTip(QCoreApplication.translate("Games", info.summary))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, gid=info.id: self.game_chosen.emit(gid))
            layout.addWidget(button)
            self.buttons[info.id] = button
        self.adjustSize()
