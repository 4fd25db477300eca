"""``HandoffCurtain``: the full-window cover shown before each human turn in pass-and-play.

It hides the whole window (table, hands, scoresheet) until the named player says they have the
computer: "Pass the computer to Sofie". The window keeps it covering its whole area when resized. Nothing private is drawn under it either: the controller
publishes only the public view while the curtain is up.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .style import BUTTON


class HandoffCurtain(QWidget):
    revealed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handoffCurtain")
        self.seat = -1
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.setSpacing(18)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: #fff6d6; font-size: 30px; font-weight: bold;")
        self.note = QLabel(self)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setStyleSheet("color: rgba(255,255,255,200); font-size: 16px;")
        self.button = QPushButton(self)
        self.button.setStyleSheet(BUTTON + "QPushButton { font-size: 18px; padding: 12px 28px; }")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._reveal)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self._name = ""
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Every text in the language shown (when built, and on Qt's ``LanguageChange``)."""
        self.note.setText(self.tr("Everyone else, please look away."))
        if self._name:
            self.title.setText(self.tr("Pass the computer to {name}").format(name=self._name))
            self.button.setText(self.tr("I am {name}: show my cards").format(name=self._name))
            self.button.setAccessibleName(self.button.text())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_for(self, seat: int, name: str) -> None:
        self.seat, self._name = seat, name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _reveal(self) -> None:
        if self.isVisible():
            self.hide()
            self.revealed.emit(self.seat)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._reveal()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        r = QRectF(self.rect())
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0, QColor("#1f5a36"))
        grad.setColorAt(1, QColor("#0b2415"))
        p.fillRect(r, grad)
