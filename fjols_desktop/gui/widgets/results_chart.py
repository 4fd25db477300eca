"""``ResultsChart``: one person's match totals in one game over time, drawn with QPainter.

Each finished match is a dot at its total (gold with a ring: a win; red: the fool; blue: neither),
joined by a thin line, with the running average as a dashed line. The vertical axis is flipped for
games where fewer points are better, so that "up" is always "better" and a family reads the chart
the same way for every game; the axis says which way is better.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...store.stats import TimelinePoint

WIN = QColor("#d4a017")
FOOL = QColor("#c0392b")
PLAIN = QColor("#2f6fb0")
AVERAGE = QColor("#555555")
GRID = QColor("#d8d8d8")


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round numbers covering ``low``..``high`` (1, 2 or 5 times a power of ten apart)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first, last = math.floor(low / step), math.ceil(high / step)
    return [round(n * step, 10) for n in range(first, last + 1)]


class ResultsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: tuple[TimelinePoint, ...] = ()
        self.lower_is_better = True
        self.title = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 220)
        self.setAccessibleName(self.tr("Results over time"))

    def sizeHint(self) -> QSize:
        return QSize(560, 320)

    def set_points(self, points: Sequence[TimelinePoint], lower_is_better: bool, title: str = "") -> None:
        self.points = tuple(points)
        self.lower_is_better = lower_is_better
        self.title = title
        self.update()

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#ffffff"))
        metrics = painter.fontMetrics()
        line = metrics.height()
        top = line * 3 + 6
        area = QRectF(metrics.horizontalAdvance("00000") + 14, top, 0, 0)
        area.setRight(self.width() - 16)
        area.setBottom(self.height() - line * 2 - 10)
        bold = QFont(painter.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(QColor("#222222"))
        painter.drawText(QRectF(0, 4, self.width(), line + 4), int(Qt.AlignmentFlag.AlignCenter), self.title)
        painter.setFont(self.font())
        if not self.points:
            painter.setPen(AVERAGE)
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter),
                             self.tr("No finished games yet."))
            return
        totals = [p.total for p in self.points]
        averages = [float(p.average_so_far) for p in self.points]
        ticks = nice_ticks(min(totals + averages), max(totals + averages))
        low, high = ticks[0], ticks[-1]
        count = len(self.points)

        def x_at(index: int) -> float:
            return area.left() + (area.width() * (index + 0.5) / count)

        def y_at(value: float) -> float:
            share = (value - low) / (high - low)
            if not self.lower_is_better:
                share = 1 - share
            return area.top() + share * area.height()  # fewer points drawn higher when fewer is better

        painter.setPen(QPen(GRID, 1))
        for tick in ticks:
            y = y_at(tick)
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor("#444444"))
            painter.drawText(QRectF(0, y - line / 2, area.left() - 6, line),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), f"{tick:g}")
            painter.setPen(QPen(GRID, 1))
        painter.setPen(QColor("#444444"))
        better = self.tr("↑ fewer points is better") if self.lower_is_better else self.tr("↑ more points is better")
        painter.drawText(QRectF(area.left(), area.top() - line - 4, area.width(), line),
                         int(Qt.AlignmentFlag.AlignLeft), better)
        label_every = max(1, math.ceil(count / max(1, int(area.width() // (metrics.horizontalAdvance("000") + 8)))))
        for index in range(0, count, label_every):
            painter.drawText(QRectF(x_at(index) - 20, area.bottom() + 4, 40, line),
                             int(Qt.AlignmentFlag.AlignCenter), str(index + 1))
        painter.drawText(QRectF(area.left(), area.bottom() + line + 6, area.width(), line),
                         int(Qt.AlignmentFlag.AlignCenter), self.tr("Games, oldest first"))
        path = QPainterPath()
        average = QPainterPath()
        for index, point in enumerate(self.points):
            here = QPointF(x_at(index), y_at(point.total))
            mean = QPointF(x_at(index), y_at(float(point.average_so_far)))
            if index == 0:
                path.moveTo(here)
                average.moveTo(mean)
            else:
                path.lineTo(here)
                average.lineTo(mean)
        painter.setPen(QPen(QColor("#9bb7d4"), 1.5))
        painter.drawPath(path)
        painter.setPen(QPen(AVERAGE, 1.5, Qt.PenStyle.DashLine))
        painter.drawPath(average)
        radius = max(3.5, min(7.0, area.width() / count / 3))
        for index, point in enumerate(self.points):
            colour = WIN if point.won else FOOL if point.fool else PLAIN
            painter.setPen(QPen(QColor("#222222") if point.won else colour.darker(130), 1.5))
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x_at(index), y_at(point.total)), radius, radius)
        self._legend(painter, line)

    def _legend(self, painter: QPainter, line: int) -> None:
        entries = ((WIN, self.tr("won")), (FOOL, self.tr("the fool")), (PLAIN, self.tr("other games")))
        x = float(self.width() - 16)
        y = line + 8.0
        metrics = painter.fontMetrics()
        for colour, text in reversed(entries):
            width = metrics.horizontalAdvance(text)
            x -= width
            painter.setPen(QColor("#444444"))
            painter.drawText(QPointF(x, y + line * 0.75), text)
            x -= 14
            painter.setPen(QPen(colour.darker(130), 1))
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x + 5, y + line * 0.45), 4.5, 4.5)
            x -= 14
        painter.setPen(QPen(AVERAGE, 1.5, Qt.PenStyle.DashLine))
        text = self.tr("average so far")
        x -= metrics.horizontalAdvance(text)
        painter.setPen(QColor("#444444"))
        painter.drawText(QPointF(x, y + line * 0.75), text)
        painter.setPen(QPen(AVERAGE, 1.5, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x - 26, y + line * 0.45), QPointF(x - 6, y + line * 0.45))
