"""``ScoreSheetModel``: the match on paper. Row 0 is the totals row (the view pins it above the
deals); rows 1.. are the deals in order; column 0 names the deal, columns 1..n are the players.

A cell shows the points the deal added (``DealResult.points``). The game's extra per-seat figures
(``DealResult.columns``: tricks, hearts, matchsticks ...) are the cell's ``DetailRole`` text
("Tricks 4 · ♥ 3") and its tooltip, and are summed in the totals row, so every game's columns appear
without the sheet knowing the game. The deal's fools are flagged (``FoolRole``, tinted) and the
match winners are flagged in the totals row (``WinnerRole``, bold, tinted). Deals in which a move was
taken back (learner mode, ``set_learner_deals``) carry a ↶ after their name, and so does the totals
row once any deal does, with a tooltip saying why.

Column headers name the players; a pane too narrow for the names heads them with initials
(``set_short_headers``, decided by the widget from the room it has), and every header's tooltip is
the player's full name.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ...engine.rules import DealResult
from .. import i18n
from .roles import DetailRole, FoolRole, TotalsRole, WinnerRole

Index = QModelIndex | QPersistentModelIndex
FOOL_TINT = QColor(214, 69, 65, 60)
WINNER_TINT = QColor(222, 178, 40, 90)


class ScoreSheetModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names: tuple[str, ...] = ()
        self._game: str | None = None
        self._results: list[DealResult] = []
        self._winners: frozenset[int] = frozenset()
        self._learner: frozenset[int] = frozenset()
        self._learner_match = False
        self._short = False

    # -- feeding ------------------------------------------------------------------------------------
    def set_match(self, names: Sequence[str], game: str | None, results: Sequence[DealResult] = ()) -> None:
        self.beginResetModel()
        self._names, self._game = tuple(names), game
        self._results = list(results)
        self._winners = frozenset()
        self._learner, self._learner_match = frozenset(), False
        self.endResetModel()

    def add_result(self, result: DealResult) -> None:
        row = len(self._results) + 1
        self.beginInsertRows(QModelIndex(), row, row)
        self._results.append(result)
        self.endInsertRows()
        self._totals_changed()

    def set_learner_deals(self, deals: Iterable[int], whole_match: bool = False) -> None:
        """0-based numbers of the deals in which a move was taken back; ``whole_match`` marks the
        totals even when the deal is not known (a match resumed from a save)."""
        learner = frozenset(deals)
        if (learner, whole_match) != (self._learner, self._learner_match):
            self._learner, self._learner_match = learner, whole_match
            if self._names:
                self.dataChanged.emit(self.index(0, 0), self.index(len(self._results), 0))

    @property
    def learner_deals(self) -> frozenset[int]:
        return self._learner

    def set_short_headers(self, short: bool) -> None:
        """Head the players' columns with initials (True) or full names (False)."""
        if short != self._short:
            self._short = short
            if self._names:
                self.headerDataChanged.emit(Qt.Orientation.Horizontal, 1, len(self._names))

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

    def set_winners(self, seats: Sequence[int]) -> None:
        self._winners = frozenset(seats)
        self._totals_changed()

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.points[s] for r in self._results if s < len(r.points)) for s in range(len(self._names)))

    def _totals_changed(self) -> None:
        if self._names:
            self.dataChanged.emit(self.index(0, 0), self.index(0, len(self._names)))

    # -- figures ------------------------------------------------------------------------------------
    def _figures(self, rows: Sequence[DealResult], seat: int) -> list[tuple[str, int]]:
        order: list[str] = []
        sums: dict[str, int] = {}
        for result in rows:
            for name, values in result.columns:
                if name not in sums:
                    order.append(name)
                    sums[name] = 0
                if seat < len(values):
                    sums[name] += values[seat]
        return [(name, sums[name]) for name in order]

    def _detail(self, rows: Sequence[DealResult], seat: int, skip_zero: bool) -> str:
        parts = [f"{i18n.column_name(name, self._game)} {value}"
                 for name, value in self._figures(rows, seat) if value or not skip_zero]
        return " · ".join(parts)

    # -- QAbstractTableModel --------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self._names else len(self._results) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self._names else len(self._names) + 1

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        player = orientation == Qt.Orientation.Horizontal and 0 < section <= len(self._names)
        if role == Qt.ItemDataRole.ToolTipRole and player:
            return self._names[section - 1]
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if section == 0:
                return self.tr("Deal")
            if not player:
                return None
            return initials(self._names)[section - 1] if self._short else self._names[section - 1]
        if section == 0:
            return self.tr("Total")
        return str(section) if 0 < section <= len(self._results) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() <= len(self._results) or \
                not 0 <= index.column() <= len(self._names):
            return None
        row, col = index.row(), index.column()
        totals = row == 0
        result = None if totals else self._results[row - 1]
        seat = col - 1
        if role == TotalsRole:
            return totals
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter) if col else int(Qt.AlignmentFlag.AlignLeft |
                                                                     Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and totals:
            font = QFont()
            font.setBold(True)
            return font
        if col == 0:
            marked = bool(self._learner) or self._learner_match if totals else (row - 1) in self._learner
            if role == Qt.ItemDataRole.ToolTipRole and marked:
                return self.tr("Learner mode: a move was taken back in this match.") if totals else \
                    self.tr("Learner mode: a move was taken back in this deal.")
            if role == Qt.ItemDataRole.ToolTipRole and result is not None and result.label is not None:
                return i18n.phrase(result.label, self._names, self._game)  # the long form: "Round 2 of 6: ..."
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                mark = " ↶" if marked else ""
                if totals:
                    return self.tr("Total") + mark
                label = i18n.deal_label(result.label, self._names, self._game) if result and result.label else ""
                return (f"{row}. {label}".strip() if label else str(row)) + mark
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if totals:
                return str(self.totals()[seat])
            assert result is not None
            return str(result.points[seat]) if seat < len(result.points) else ""
        if role == DetailRole:
            return self._detail(self._results if totals else [result], seat, skip_zero=not totals)
        if role == Qt.ItemDataRole.ToolTipRole:
            detail = self._detail(self._results if totals else [result], seat, skip_zero=False)
            name = self._names[seat]
            return f"{name}: {detail}" if detail else name
        if role == FoolRole:
            return bool(result is not None and seat in result.fools)
        if role == WinnerRole:
            return totals and seat in self._winners
        if role == Qt.ItemDataRole.BackgroundRole:
            if totals and seat in self._winners:
                return QBrush(WINNER_TINT)
            if result is not None and seat in result.fools:
                return QBrush(FOOL_TINT)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren


def initials(names: Sequence[str]) -> tuple[str, ...]:
    """Short forms of ``names`` that tell them apart: the initials of each part of a name ("Anne-Marie"
    -> "AM"), a single name's first two letters ("Sofie" -> "So"), more letters where two would clash."""
    def short(name: str, extra: int) -> str:
        parts = [p for p in name.replace("-", " ").split() if p]
        if len(parts) > 1:
            return "".join(p[0] for p in parts[:3]) + (parts[-1][1:1 + extra] if extra else "")
        return name[:2 + extra]

    out = [short(n, 0) for n in names]
    for extra in range(1, 12):
        clashes = {s for s in out if out.count(s) > 1}
        if not clashes:
            break
        out = [short(n, extra) if s in clashes else s for n, s in zip(names, out)]
    return tuple(out)
