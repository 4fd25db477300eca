"""The table's two looks: a dark table (green felt on dark wood, light print) and a light one (pale
felt on light wood, dark print, for bright rooms and weak eyes). The felt is painted from the theme
(``paint_felt``: by the scene, and by the view itself before the scene is built, so the first frame
shows the same table without loading the scene); the pile labels and the facts are drawn in its
``ink``; name plates, banners and cards keep their own dark or white boxes and read the same on both.
``FONT_FAMILY`` is the bundled font every text on the table is set in."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPixmap, QRadialGradient

FONT_FAMILY = "DejaVu Sans"


@dataclass(frozen=True)
class TableTheme:
    """One look of the table: the wooden rim, the felt and what is drawn straight on it."""

    key: str
    wood: tuple[str, str]           # the rim, top to bottom
    felt: tuple[str, str, str]      # the felt, middle to edge
    ink: QColor                     # text and outlines drawn straight on the felt
    outline: QColor                 # dashed outlines of empty piles
    outline_fill: QColor


DARK = TableTheme("dark", ("#6b4328", "#3e2515"), ("#2f8a52", "#23703f", "#164a2a"),
                  QColor(255, 255, 255, 215), QColor(255, 255, 255, 55), QColor(255, 255, 255, 9))
LIGHT = TableTheme("light", ("#c9a57a", "#9c7a52"), ("#f1f4ea", "#e2eadb", "#c9d6c0"),
                   QColor(22, 40, 28, 235), QColor(0, 0, 0, 85), QColor(0, 0, 0, 10))
THEMES = {theme.key: theme for theme in (DARK, LIGHT)}


def paint_felt(width: float, height: float, dpr: float, theme: TableTheme = DARK) -> QPixmap:
    """The table at ``width`` x ``height`` (device pixel ratio ``dpr``): the wooden rim and the felt."""
    pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pix.setDevicePixelRatio(dpr)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    wood = QLinearGradient(0, 0, 0, height)
    wood.setColorAt(0, QColor(theme.wood[0]))
    wood.setColorAt(1, QColor(theme.wood[1]))
    p.fillRect(QRectF(0, 0, width, height), wood)
    rim = max(5.0, min(width, height) * 0.011)
    felt_rect = QRectF(rim, rim, width - 2 * rim, height - 2 * rim)
    felt = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.7)
    for stop, colour in zip((0.0, 0.6, 1.0), theme.felt):
        felt.setColorAt(stop, QColor(colour))
    p.setPen(QColor(0, 0, 0, 90))
    p.setBrush(felt)
    p.drawRoundedRect(felt_rect, rim * 3, rim * 3)
    p.end()
    return pix
