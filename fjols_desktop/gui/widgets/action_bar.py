"""``ActionBar``: the buttons over the table for moves a drag cannot make.

Two kinds, both only while the viewer is to act: a confirm button for moves made by selecting
cards (Hearts' pass; enabled when the selection is exactly one legal move; where every card can
also be dropped alone, as in a Durak attack, only once several cards are selected), and one button per
legal card-less move (Take, Done, the moon choice). Labels come from the game's i18n table by the
move's key or kind; two legal moves with the same label get their move text appended. The buttons
grow with the table (``set_unit``); the table keeps room for the bar beside the prompt.

A move one slip must not make (``APART``: Festudgaven's signal, which makes a player without four of
a kind the fjols) is not among them: the window keeps a second bar, made with ``apart=True``, that
shows only those moves, in the corner beside the hand, away from the others, each with its key
("or press P") when it has one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ...engine.rules import Move
from .. import i18n
from ..move_index import MoveIndex
from .style import SCALED_BUTTON, table_font

APART: frozenset[tuple[str, str]] = frozenset({("festudgave", "signal")})   # (game, button key) kept apart


class ActionBar(QWidget):
    move_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None, apart: bool = False) -> None:
        super().__init__(parent)
        self.apart = apart                # this bar shows only the moves kept apart (``APART``)
        self.setObjectName("apartBar" if apart else "actionBar")
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

    def set_moves(self, index: MoveIndex, selected: Sequence[Any], game: str | None, active: bool,
                  keys: Mapping[str, str] | None = None) -> None:
        """Show the buttons for the legal moves of ``index`` (none unless ``active``); ``keys`` maps a
        button key to the keyboard key that makes the same move (written on a button kept apart)."""
        for button in self.buttons:
            self._layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons, self.confirm, self._confirm_move = [], None, None
        if active and self.apart:
            for move in index.buttons:
                if (game, i18n.button_key(move)) in APART:
                    key = (keys or {}).get(i18n.button_key(move), "")
                    label = i18n.button_label(move, game)
                    self._add(label + ("\n" + self.tr("or press {key}").format(key=key) if key else ""), move)
        elif active:
            if index.needs_confirm and (len(selected) > 1 or not index.drops_every_card):
                move = index.move_for_selection(selected)
                sample = move or index.confirm_sample
                label = i18n.button_label(sample, game) if sample is not None else self.tr("Confirm")
                self.confirm = self._add(label, move)
                self.confirm.setEnabled(move is not None)
                self._confirm_move = move
            moves = [m for m in index.buttons if (game, i18n.button_key(m)) not in APART]
            labels = [i18n.button_label(m, game) for m in moves]
            for move, label in zip(moves, labels):
                if labels.count(label) > 1:
                    label = f"{label} ({move})"
                self._add(label, move)
        self.setVisible(bool(self.buttons))
        self.adjustSize()

    def _add(self, label: str, move: Move | None) -> QPushButton:
        button = QPushButton(label, self)
        button.setFont(table_font(self.unit))
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setAccessibleName(label.replace("\n", " "))
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
