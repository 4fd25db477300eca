"""``WelcomePanel``: what the table shows before the first game: every registered game, one click
to sit down at it (the new-game dialog opens with that game chosen). The game buttons are added by
``populate()``, which the window calls right after it is first shown. They need only each game's name
and summary, read from the light ``engine.catalogue``: the games' rules (the slowest part of starting)
are loaded when a game is opened, not for the list.

Nothing here names PySide6's ``Qt`` namespace, which PySide6 builds whole (every one of its enums) on
first use: the labels are centred through Qt's property system by name, and the buttons get their
pointing-hand cursor when the pointer first comes over the panel (``enterEvent``), the only time a
cursor is seen. Why the first frame avoids ``Qt``: ``widgets/main_window.py``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Signal
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
        title.setProperty("alignment", "AlignCenter")
        layout.addWidget(title)
        note = self.note = QLabel(self)
        note.setProperty("alignment", "AlignCenter")
        layout.addWidget(note)
        self._layout = layout
        self.buttons: dict[str, QPushButton] = {}
        self._pointing = False  # whether the buttons have their pointing-hand cursor yet
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

    def enterEvent(self, event: Any) -> None:
        super().enterEvent(event)
        self.point_at_buttons()

    def point_at_buttons(self) -> None:
        """Give every game button the pointing-hand cursor (once there are buttons; once)."""
        if self._pointing or not self.buttons:
            return
        from PySide6.QtCore import Qt

        self._pointing = True
        for button in self.buttons.values():
            button.setCursor(Qt.CursorShape.PointingHandCursor)

    def populate(self) -> None:
        """Add a button per registered game (once)."""
        if self.buttons:
            return
        from ...engine.catalogue import CATALOGUE

        for info in CATALOGUE:
            button = QPushButton(QCoreApplication.translate("Games", info.name), self)
            button.setToolTip(QCoreApplication.translate("Games", info.summary))
            button.clicked.connect(lambda _=False, gid=info.id: self.game_chosen.emit(gid))
            self._layout.addWidget(button)
            button.show()
            self.buttons[info.id] = button
        if self.underMouse():  # the pointer is over the panel already: no enterEvent is coming
            self.point_at_buttons()
        self.adjustSize()
