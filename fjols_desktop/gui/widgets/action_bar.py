"""``ActionBar``: the buttons over the table for moves a drag cannot make.

Two kinds, both only while the viewer is to act: a confirm button for moves made by selecting
cards (Hearts' pass; enabled when the selection is exactly one legal move; where every card can
also be dropped alone, as in a Durak attack, only once several cards are selected), and one button per
legal card-less move (Take, Done, the moon choice). Labels come from the game's i18n table by the
move's key or kind; two legal moves with the same label get their move text appended. The buttons
grow with the table (``set_unit``); the table keeps room for the bar beside the prompt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ...engine.rules import Move
from .. import i18n
from ..move_index import MoveIndex
from .style import SCALED_BUTTON, table_font


class ActionBar(QWidget):
    move_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.unit = 1.0
        self.setStyleSheet(SCALED_BUTTON)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(10)
        self.buttons: list[QPushButton] = []
        self.confirm: QPushButton | None = None
        self._confirm_move: Move | None = None

    def set_unit(self, unit: float) -> None:
        """Size the buttons for a table of text scale ``unit`` (``typeset.table_unit``)."""
        if abs(unit - self.unit) > 0.01:
            self.unit = unit
            for button in self.buttons:
                button.setFont(table_font(unit))
            self.adjustSize()

    def set_moves(self, index: MoveIndex, selected: Sequence[Any], game: str | None, active: bool) -> None:
        for button in self.buttons:
            self._layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons, self.confirm, self._confirm_move = [], None, None
        if active:
            if index.needs_confirm and (len(selected) > 1 or not index.drops_every_card):
                move = index.move_for_selection(selected)
                sample = move or index.confirm_sample
                label = i18n.button_label(sample, game) if sample is not None else self.tr("Confirm")
                self.confirm = self._add(label, move)
                self.confirm.setEnabled(move is not None)
                self._confirm_move = move
            labels = [i18n.button_label(m, game) for m in index.buttons]
            for move, label in zip(index.buttons, labels):
                if labels.count(label) > 1:
                    label = f"{label} ({move})"
                self._add(label, move)
        self.setVisible(bool(self.buttons))
        self.adjustSize()

    def _add(self, label: str, move: Move | None) -> QPushButton:
        button = QPushButton(label, self)
        button.setFont(table_font(self.unit))
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setAccessibleName(label)
        button.clicked.connect(lambda: self._clicked(button, move))
        self._layout.addWidget(button)
        button.show()  # a layout shows new children only later; the bar's size must count them now
        self.buttons.append(button)
        return button

    def _clicked(self, button: QPushButton, move: Move | None) -> None:
        if button is self.confirm:
            move = self._confirm_move
        if move is not None:
            self.move_chosen.emit(move)
