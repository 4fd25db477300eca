"""``SummaryPanel``: the end of a deal (who took what, who is the fool) and of the match (who won, or in
a game without a winner who lost), floating over the table, with the button that deals the next hand
and one that reviews the deal."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.rules import DealResult
from .. import i18n
from .style import BUTTON, PANEL


class SummaryPanel(QFrame):
    next_requested = Signal()
    new_game_requested = Signal()
    review_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL + BUTTON)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(24, 18, 24, 18)
        self._layout.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.title)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(18)
        self._layout.addWidget(self.grid_host)
        self.notes = QLabel(self)
        self.notes.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notes.setWordWrap(True)
        self._layout.addWidget(self.notes)
        buttons = QHBoxLayout()
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(self.next_requested)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self.new_game_requested)
        self.review_button = QPushButton(self)
        self.review_button.clicked.connect(self.review_requested)
        buttons.addStretch()
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.review_button)
        buttons.addStretch()
        self._layout.addLayout(buttons)
        self._shown: tuple[Any, ...] | None = None
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Every text in the language shown (when built, and on Qt's ``LanguageChange``)."""
        self.next_button.setText(self.tr("Deal the next hand"))
        self.new_button.setText(self.tr("New game…"))
        self.review_button.setText(self.tr("Review the deal"))
        self.review_button.setToolTip(self.tr("Every move of the deal with every hand shown (Ctrl+Shift+R)"))
        if self._shown is not None:
            self.show_result(*self._shown)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_result(self, number: int, result: DealResult, totals: Sequence[int], names: Sequence[str],
                    game: str | None, winners: Sequence[int] | None, fools: Sequence[int] = ()) -> None:
        """``winners`` is None while the match goes on, else the match winners. A game that names no
        winner (Fjols, Durak) ends with ``fools``, the match's losers, in the title instead."""
        self._shown = (number, result, totals, names, game, winners, fools)
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        if winners is None:
            self.title.setText(self.tr("Deal {number} is over").format(number=number + 1))
        elif winners:
            won = ", ".join(names[s] for s in winners)
            self.title.setText(self.tr("{names} won the game!").format(names=won) if len(winners) == 1 else
                               self.tr("{names} share the win!").format(names=won))
        elif fools:
            lost = i18n.seat_names(tuple(fools), names)   # "Sofie and Åse"
            self.title.setText(self.tr("{names} is the fool of the game!").format(names=lost) if len(fools) == 1
                               else self.tr("{names} are the fools of the game!").format(names=lost))
        else:
            self.title.setText(self.tr("The game is over, and nobody lost more than the others."))
        columns = [name for name, _ in result.columns]
        heads = ["", self.tr("This deal"), *[i18n.column_name(c, game) for c in columns], self.tr("Total")]
        for col, text in enumerate(heads):
            label = QLabel(text, self.grid_host)
            label.setObjectName("head")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(label, 0, col)
        for seat, name in enumerate(names):
            marks = []
            if seat in result.fools:
                marks.append(self.tr("fool"))
            if winners is not None and seat in winners:
                marks.append("★")
            cells = [name + (f"  ({', '.join(marks)})" if marks else ""),
                     str(result.points[seat]) if seat < len(result.points) else "",
                     *[str(values[seat]) if seat < len(values) else "" for _, values in result.columns],
                     str(totals[seat]) if seat < len(totals) else ""]
            for col, text in enumerate(cells):
                label = QLabel(text, self.grid_host)
                label.setAlignment(Qt.AlignmentFlag.AlignLeft if col == 0 else Qt.AlignmentFlag.AlignCenter)
                self.grid.addWidget(label, seat + 1, col)
        notes = [i18n.phrase(n, names, game) for n in result.notes]
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.next_button.setVisible(winners is None)
        self.new_button.setVisible(winners is not None)
        self.adjustSize()
        self.show()
        self.raise_()
        (self.next_button if winners is None else self.new_button).setFocus()
