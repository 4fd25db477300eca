"""``RecallPanel``: the last trick (or the last bout, the last chain) on demand (L), floating over the
table: each card with the name of the player who played it, a Durak defence card under the attack
card it beat. Built from ``review.LastPlay``, which remembers only what was on the table."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ...engine.rules import PileKind
from .. import i18n
from ..review import LastPlay
from ..table.card_painter import CARD_ASPECT, CardPainter
from .style import PANEL

CARD_HEIGHT = 118


class RecallPanel(QFrame):
    def __init__(self, painter: CardPainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.painter = painter
        self.setObjectName("panel")
        self.setStyleSheet(PANEL)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 14, 20, 14)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(10)
        layout.addWidget(self.grid_host)
        self.note = QLabel(self)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.note)
        self._shown: tuple[LastPlay, Sequence[str]] | None = None
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Every text (and the cards' letters) in the language shown: when built and on ``LanguageChange``."""
        self.note.setText(self.tr("L or Escape closes this."))
        self.setAccessibleName(self.tr("Last trick"))
        if self._shown is not None:
            self.show_play(*self._shown)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_play(self, last: LastPlay, names: Sequence[str]) -> None:
        self._shown = (last, names)
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        titles = {PileKind.BOUT: self.tr("The last bout"), PileKind.CHAIN: self.tr("The last chain")}
        self.title.setText(titles.get(last.kind, self.tr("The last trick")))
        spoken = []
        dpr = self.devicePixelRatioF()
        for col, (card, cover, by) in enumerate(last.entries()):
            for row, shown in ((0, card), (1, cover)):
                if shown is None and row == 1:
                    continue
                label = QLabel(self.grid_host)
                label.setPixmap(self.painter.pixmap(shown, CARD_HEIGHT * CARD_ASPECT, CARD_HEIGHT, dpr))
                label.setAccessibleName(i18n.card_text(shown))
                self.grid.addWidget(label, row, col, Qt.AlignmentFlag.AlignCenter)
            who = i18n.seat_name(by, names) if by is not None else ""
            name = QLabel(who, self.grid_host)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(name, 2, col)
            spoken.append(f"{who} {i18n.card_text(card)}" + (f" / {i18n.card_text(cover)}" if cover else ""))
        self.setAccessibleDescription(", ".join(spoken))
        self.adjustSize()
        self.show()
        self.raise_()
