"""``TableView``: the QGraphicsView that shows the table at the viewport's own pixel size.

The scene is laid out in viewport pixels and re-laid out on every resize instead of being scaled,
so cards are painted at their real size and device pixel ratio and stay crisp from a small laptop
to a 4K screen. Overlay widgets (buttons, the deal summary) are children of the view and are kept
in place by their owner through ``resized``.

The view is made before its scene: until the window builds the ``TableScene`` (with the first
match; see ``MainWindow.scene``) the view paints the same felt itself (``theme.paint_felt``), so the
first frame shows the table without loading the scene, its items and the card painter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .theme import DARK, TableTheme, paint_felt

if TYPE_CHECKING:
    from .scene import TableScene


class TableView(QGraphicsView):
    resized = Signal()

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The viewport is made here, in Python: for the one Qt makes, the first ``viewport()`` makes
        # PySide6 look through every QWidget class for its type, initialising each (the cost is in
        # ``benchmarks/results/startup.md``); for a widget made in Python it knows the type.
        self.setViewport(QWidget())
        self.table: TableScene | None = None
        self.theme = DARK  # the felt's look while there is no scene
        self._felt: tuple[tuple[int, int, int, str], QPixmap] | None = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setProperty("horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.setProperty("verticalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setProperty("alignment", "AlignLeft|AlignTop")
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setProperty("focusPolicy", "StrongFocus")
        self.setMinimumSize(480, 340)
        self.setAccessibleName(self.tr("Card table"))
        if scene is not None:
            self.set_table(scene)

    def set_table(self, scene: TableScene) -> None:
        """Show ``scene`` from now on, laid out for the view's present size."""
        self.table = scene
        self._felt = None
        self.setScene(scene)
        self._fit()

    def set_theme(self, theme: TableTheme) -> None:
        """The felt's look while there is no scene (the scene has its own ``set_theme``)."""
        self.theme = theme
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.table is not None:
            super().paintEvent(event)
            return
        viewport = self.viewport()
        dpr = viewport.devicePixelRatioF()
        key = (viewport.width(), viewport.height(), round(dpr * 100), self.theme.key)
        if self._felt is None or self._felt[0] != key:
            self._felt = (key, paint_felt(viewport.width(), viewport.height(), dpr, self.theme))
        painter = QPainter(viewport)
        painter.drawPixmap(QPointF(0, 0), self._felt[1])
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
        self.resized.emit()

    def _fit(self) -> None:
        if self.table is None:
            return
        size = self.viewport().size()
        self.table.set_size(size.width(), size.height())
        self.resetTransform()
        self.centerOn(size.width() / 2, size.height() / 2)
