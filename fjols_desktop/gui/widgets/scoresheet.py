"""``ScoreSheetWidget``: the scoresheet pane. The totals row is pinned at the top (a one-row view of
the model's row 0) above the scrolling deals (the same model without row 0), as on a paper sheet
kept by the family. A delegate writes each cell's extra figures small under its points.

The pane can be made as narrow as 160 pixels: when the players' names do not fit their columns,
the columns are headed with initials (the full name is each header's tooltip), and a deal's name
that does not fit its column ends in "…" with the whole name as its tooltip.
``preferred_width(players)`` is the width at which names, figures and deal names all show."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..models import ScoreSheetModel
from ..models.roles import DetailRole
from ..models.scoresheet_model import initials


class CellDelegate(QStyledItemDelegate):
    """Points in the cell's font, the ``DetailRole`` figures in a smaller line below when they fit
    (widen the pane to see them; the cell's tooltip always has them)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        detail = index.data(DetailRole) if index.column() else ""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)   # the cell's own font (bold in the totals row) decides what fits
        if detail:
            small = QFont(opt.font)
            small.setPointSizeF(max(6.0, opt.font.pointSizeF() * 0.78))
            if QFontMetrics(small).horizontalAdvance(detail) > option.rect.width() - 4:
                detail = ""
        if not detail:
            super().paint(painter, option, index)
            return
        text = opt.text
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            from PySide6.QtWidgets import QStyle  # its many enums cost start-up time; needed only here

            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        rect = option.rect
        top = QRect(rect.left(), rect.top() + 2, rect.width(), rect.height() * 55 // 100)
        bottom = QRect(rect.left(), top.bottom(), rect.width(), rect.height() - top.height() - 2)
        painter.save()
        painter.setFont(opt.font)
        painter.drawText(top, int(Qt.AlignmentFlag.AlignCenter), text)
        small = QFont(opt.font)
        small.setPointSizeF(max(6.0, opt.font.pointSizeF() * 0.78))
        painter.setFont(small)
        painter.setOpacity(0.75)
        painter.drawText(bottom, int(Qt.AlignmentFlag.AlignCenter),
                         painter.fontMetrics().elidedText(detail, Qt.TextElideMode.ElideRight, rect.width() - 4))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width(), int(size.height() * 1.8))


PAPER = """
QTableView { background: #fbf7ea; alternate-background-color: #f4eedb; color: #2b2a26;
             gridline-color: #c9d3e0; border: 1px solid #d8cfb4; selection-background-color: transparent; }
QHeaderView::section { background: #efe6cc; color: #2b2a26; border: none;
                       border-bottom: 2px solid #b23a3a; padding: 3px 1px; }
"""


class ScoreSheetWidget(QWidget):
    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setStyleSheet(PAPER)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(0)
        self.totals = self._view(header=True)
        self.deals = self._view(header=False)
        self.totals.setAccessibleName(self.tr("Totals"))
        self.deals.setAccessibleName(self.tr("Deals"))
        layout.addWidget(self.totals)
        layout.addWidget(self.deals, 1)
        model.modelReset.connect(self._rows_changed)
        model.rowsInserted.connect(self._rows_changed)
        self.deals.horizontalHeader().sectionResized.connect(
            lambda i, _old, new: self.totals.horizontalHeader().resizeSection(i, new))
        self.deals.horizontalScrollBar().valueChanged.connect(self.totals.horizontalScrollBar().setValue)
        self._rows_changed()

    def sizeHint(self) -> QSize:
        return QSize(220, 400)

    def minimumSizeHint(self) -> QSize:
        return QSize(150, 160)

    def preferred_width(self, players: int) -> int:
        """The pane's width at which every column reads whole: the deal names and ``players`` columns,
        each wide enough for a name or a three-digit score."""
        metrics = QFontMetrics(self.deals.font())
        names = [metrics.horizontalAdvance(n) + 14 for n in self.model.names] or [0]
        column = max(metrics.horizontalAdvance("−188") + 16, min(max(names), 110))
        return 96 + players * column + 20

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._rows_changed()

    def _view(self, header: bool) -> QTableView:
        view = QTableView(self)
        view.setModel(self.model)
        view.setItemDelegate(CellDelegate(view))
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        view.setWordWrap(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setAlternatingRowColors(not header)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setVisible(header)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        view.horizontalHeader().setMinimumSectionSize(24)
        view.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if header:
            view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return view

    def _rows_changed(self, *args: object) -> None:
        # the deal column fits the deals' names (Davoserjas' rounds) up to a limit; the tooltip has it all
        labels = [str(self.model.data(self.model.index(r, 0))) for r in range(1, self.model.rowCount())]
        metrics = QFontMetrics(self.deals.font())
        bold = QFont(self.totals.font())
        bold.setBold(True)
        needs = [metrics.horizontalAdvance(t) + 12 for t in labels]
        if self.model.rowCount():      # the bold totals label and the column heading fit too ("Summa", "Runde")
            needs.append(QFontMetrics(bold).horizontalAdvance(str(self.model.data(self.model.index(0, 0)))) + 12)
            needs.append(metrics.horizontalAdvance(str(self.model.headerData(0, Qt.Orientation.Horizontal))) + 16)
        players = max(0, self.model.columnCount() - 1)
        figures = [str(self.model.data(self.model.index(r, c))) for r in range(self.model.rowCount())
                   for c in range(1, self.model.columnCount())]
        header = QFontMetrics(self.totals.horizontalHeader().font())
        least = max([metrics.horizontalAdvance(t) for t in ["88", *figures]] +   # a column shows its scores whole,
                    [header.horizontalAdvance(t) for t in initials(self.model.names)]) + 7  # and its initials
        viewport = self.deals.viewport().width()
        room = viewport - least * players  # players keep theirs
        width = max(44, min(112, room, max([44, *needs])))
        column = max(least, (viewport - width) // players) if players else 0
        if players:  # a column too narrow for the names: initials, the name as the header's tooltip
            self.model.set_short_headers(max(header.horizontalAdvance(n) for n in self.model.names) + 8 > column)
        # too many players for the pane: every column keeps its width and the sheet scrolls sideways
        crowded = players and width + players * column > viewport
        self.deals.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if crowded else
                                                Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for view in (self.totals, self.deals):
            if self.model.columnCount() > 0:
                head = view.horizontalHeader()
                head.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
                head.resizeSection(0, width)
                for section in range(1, players + 1):
                    head.setSectionResizeMode(section, QHeaderView.ResizeMode.Fixed if crowded else
                                              QHeaderView.ResizeMode.Stretch)
                    if crowded:
                        head.resizeSection(section, column)
        rows = self.model.rowCount()
        for row in range(rows):
            self.totals.setRowHidden(row, row != 0)
            self.deals.setRowHidden(row, row == 0)
        header = self.totals.horizontalHeader().height() if self.totals.horizontalHeader().isVisible() else 0
        row_h = self.totals.rowHeight(0) if rows else 0
        self.totals.setFixedHeight(header + row_h + 4)
        if rows > 1:
            self.deals.scrollToBottom()
