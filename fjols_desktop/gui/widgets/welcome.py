"""``WelcomePanel``: what the table shows before the first game: every registered game, one click
to sit down at it (the new-game dialog opens with that game chosen). The game buttons are added by
``populate()``, which the window calls right after it is first shown. They need only each game's name
and summary, read from the light ``engine.catalogue``: the games' rules (the slowest part of starting)
are loaded when a game is opened, not for the list."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

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
        title = self.title = QLabel(self)
        title.setObjectName("title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        note = self.note = QLabel(self)
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(note)
        self._layout = layout
        self.buttons: dict[str, QPushButton] = {}
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the language shown (when built, and on Qt's ``LanguageChange``)."""
        self.title.setText(self.tr("Welcome to the card table"))
        self.note.setText(self.tr("Choose a game. Each seat can be a person or the computer."))
        if self.buttons:
            from ...engine.catalogue import game_facts

            for game_id, button in self.buttons.items():
                info = game_facts(game_id)
                button.setText(QCoreApplication.translate("Games", info.name))
                button.setToolTip(QCoreApplication.translate("Games", info.summary))
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def populate(self) -> None:
        """Add a button per registered game (once)."""
        if self.buttons:
            return
        from ...engine.catalogue import CATALOGUE

        for info in CATALOGUE:
            button = QPushButton(QCoreApplication.translate("Games", info.name), self)
            button.setToolTip(QCoreApplication.translate("Games", info.summary))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, gid=info.id: self.game_chosen.emit(gid))
            self._layout.addWidget(button)
            button.show()
            self.buttons[info.id] = button
        self.adjustSize()
