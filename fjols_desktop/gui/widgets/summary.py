"""``SummaryPanel``: the end of a deal (who took what, who is the fool) and of the match (the final
standings: every player's place and total; who won, or in a game without a winner who lost), floating
over the table, with the button that deals the next hand (or starts a new game) and one that reviews
the deal.

The panel grows with the table (``fit_into``: its text and buttons from the table's text scale) and
is never larger than the table: when the players' rows do not fit, they scroll and the title and
buttons stay in view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.registry import get_game
from ...engine.rules import DealResult
from .. import i18n
from .screen_fit import scroll_area
from .style import SCALED_BUTTON, SCALED_PANEL, table_font


def standings(totals: Sequence[int], winners: Sequence[int], lower_is_better: bool) -> list[tuple[int, int]]:
    """(place, seat) from first to last: the match winners first, then by total (fewer points first
    where fewer is better); equal totals share a place (1, 2, 2, 4)."""
    def key(seat: int) -> tuple[bool, int]:
        return seat not in winners, totals[seat] if lower_is_better else -totals[seat]

    order = sorted(range(len(totals)), key=key)
    out: list[tuple[int, int]] = []
    for rank, seat in enumerate(order):
        shared = rank and key(order[rank - 1]) == key(seat)
        out.append((out[-1][0] if shared else rank + 1, seat))
    return out


class SummaryPanel(QFrame):
    next_requested = Signal()
    new_game_requested = Signal()
    review_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(SCALED_PANEL + SCALED_BUTTON)
        self.unit = 1.0
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(24, 18, 24, 18)
        self._layout.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self._layout.addWidget(self.title)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(18)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.rows = scroll_area(self.grid_host, self)  # many players on a small table: the rows scroll
        self.rows.viewport().setAutoFillBackground(False)
        self.grid_host.setAutoFillBackground(False)
        self._layout.addWidget(self.rows, 1)
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
        self.cells: list[list[str]] = []     # the rows as shown (heading first), for tests and reading aloud
        self._set_fonts()
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
                item.widget().hide()   # at once: deleteLater waits for the event loop
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
        points = [str(result.points[seat]) if seat < len(result.points) else "" for seat in range(len(names))]
        if winners is None:  # the deal: every column the game gives, in seat order
            heads = ["", self.tr("This deal"), *[i18n.column_name(c, game) for c, _ in result.columns],
                     self.tr("Total")]
            rows = [[self._name(seat, names, result, None), points[seat],
                     *[str(values[seat]) if seat < len(values) else "" for _, values in result.columns],
                     str(totals[seat]) if seat < len(totals) else ""] for seat in range(len(names))]
        else:  # the match: the final standings, first place first
            lower = get_game(game).info.lower_is_better if game else True
            # A game without winners (Fjols, Durak) gives no places: only the order and the fools.
            heads = [self.tr("Place") if winners else "", "", self.tr("Last deal"), self.tr("Total")]
            rows = [[self.tr("{place}.").format(place=place) if winners else "",
                     self._name(seat, names, result, winners, fools), points[seat],
                     str(totals[seat]) if seat < len(totals) else ""]
                    for place, seat in standings(list(totals[:len(names)]), winners, lower)]
        self.cells = [heads, *rows]
        name_column = 0 if winners is None else 1
        for row, cells in enumerate(self.cells):
            for col, text in enumerate(cells):
                label = QLabel(text, self.grid_host)
                label.setFont(table_font(self.unit, 14, bold=row == 0))
                if row == 0:
                    label.setObjectName("head")
                label.setAlignment(Qt.AlignmentFlag.AlignLeft if col == name_column else Qt.AlignmentFlag.AlignCenter)
                self.grid.addWidget(label, row, col)
                label.show()  # a layout shows new children only later; the panel's size must count them now
        notes = [i18n.phrase(n, names, game) for n in result.notes]
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.next_button.setVisible(winners is None)
        self.new_button.setVisible(winners is not None)
        self.adjustSize()
        self.show()
        self.raise_()
        (self.next_button if winners is None else self.new_button).setFocus()

    def _name(self, seat: int, names: Sequence[str], result: DealResult, winners: Sequence[int] | None,
              fools: Sequence[int] = ()) -> str:
        """The name with its marks: "fool" for the deal's fools (in the standings of a game without
        winners, the match's fools), ★ for a match winner."""
        marks = []
        if seat in (fools if winners is not None and not winners else result.fools):
            marks.append(self.tr("fool"))
        if winners is not None and seat in winners:
            marks.append("★")
        return names[seat] + (f"  ({', '.join(marks)})" if marks else "")

    # -- size ---------------------------------------------------------------------------------------------
    def _set_fonts(self) -> None:
        self.title.setFont(table_font(self.unit, 20))
        self.notes.setFont(table_font(self.unit, 14, bold=False))
        for button in (self.next_button, self.new_button, self.review_button):
            button.setFont(table_font(self.unit))
        for label in self.grid_host.findChildren(QLabel):
            label.setFont(table_font(self.unit, 14, bold=label.objectName() == "head"))

    def fit_into(self, room: QSize, unit: float = 1.0) -> None:
        """Size the panel for a table of ``room`` and text scale ``unit``: as large as its contents
        want, never larger than the table less a margin (the players' rows scroll beyond that)."""
        if abs(unit - self.unit) > 0.01:
            self.unit = unit
            self._set_fonts()
        margin = 12
        self.grid_host.adjustSize()
        rows = self.grid_host.sizeHint()
        bar = self.rows.verticalScrollBar().sizeHint().width()
        sides = self._layout.contentsMargins()
        width = min(max(rows.width(), self.title.sizeHint().width()), room.width() - 2 * margin - sides.left()
                    - sides.right())
        parts = [self.title.heightForWidth(width), self.next_button.sizeHint().height()]
        if self.notes.isVisibleTo(self):
            parts.append(self.notes.heightForWidth(width))
        rest = sum(parts) + len(parts) * self._layout.spacing() + sides.top() + sides.bottom()  # all but the rows
        height = max(40, min(rows.height() + 4, room.height() - 2 * margin - rest))
        width = min(rows.width() + (bar if height < rows.height() + 4 else 0) + 4,
                    room.width() - 2 * margin - sides.left() - sides.right())
        self.rows.setFixedSize(max(60, width), height)
        self.adjustSize()
        wanted = self.sizeHint()
        self.resize(min(wanted.width(), room.width() - 2 * margin), min(wanted.height(), room.height() - 2 * margin))
