"""The table's two looks: a dark table (green felt on dark wood, light print) and a light one (pale
felt on light wood, dark print, for bright rooms and weak eyes). The felt is painted from the theme
(``paint_felt``: by the scene, and by the view itself before the scene is built, so the first frame
shows the same table without loading the scene); the pile labels and the facts are drawn in its
``ink``; name plates, banners and cards keep their own dark or white boxes and read the same on both.
``FONT_FAMILY`` is the bundled font every text on the table is set in."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

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


KAPPA = 0.5522847498  # a cubic Bézier's control-point distance for a quarter circle, as Qt's own


def rounded_rect_path(rect: QRectF, x_radius: float, y_radius: float) -> QPainterPath:
    """The outline ``QPainter.drawRoundedRect`` draws: four sides and four quarter-ellipse corners
    as cubic Béziers, from the same points in the same order (``QPaintEngineEx::drawRoundedRect``),
    so a path filled and stroked with it gives the same pixels."""
    x1, x2, y1, y2 = rect.left(), rect.right(), rect.top(), rect.bottom()
    xr, yr = min(x_radius, rect.width() / 2), min(y_radius, rect.height() / 2)
    xk, yk = (1 - KAPPA) * xr, (1 - KAPPA) * yr
    path = QPainterPath()
    path.moveTo(x1 + xr, y1)
    path.lineTo(x2 - xr, y1)
    path.cubicTo(x2 - xk, y1, x2, y1 + yk, x2, y1 + yr)
    path.lineTo(x2, y2 - yr)
    path.cubicTo(x2, y2 - yk, x2 - xk, y2, x2 - xr, y2)
    path.lineTo(x1 + xr, y2)
    path.cubicTo(x1 + xk, y2, x1, y2 - yk, x1, y2 - yr)
    path.lineTo(x1, y1 + yr)
    path.cubicTo(x1, y1 + yk, x1 + xk, y1, x1 + xr, y1)
    path.closeSubpath()
    return path


def paint_felt(width: float, height: float, dpr: float, theme: TableTheme = DARK) -> QPixmap:
    """The table at ``width`` x ``height`` (device pixel ratio ``dpr``): the wooden rim and the felt.

    Painted with the first frame, so without the calls whose overloads take PySide6's ``Qt`` enums
    (``setPen``, ``setBrush``, ``fillRect``: choosing among them builds the whole ``Qt`` namespace; see
    ``widgets/main_window.py``): the wood is the painter's background brush, erased onto the pixmap
    (``eraseRect`` is ``fillRect`` with that brush), and the felt is filled and its edge stroked as the
    path ``drawRoundedRect`` draws (``tests/gui/test_first_frame.py`` compares the pixels)."""
    pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pix.setDevicePixelRatio(dpr)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    wood = QLinearGradient(0, 0, 0, height)
    wood.setColorAt(0, QColor(theme.wood[0]))
    wood.setColorAt(1, QColor(theme.wood[1]))
    p.setBackground(QBrush(wood))
    p.eraseRect(QRectF(0, 0, width, height))  # ``fillRect`` with the background brush
    rim = max(5.0, min(width, height) * 0.011)
    felt_rect = QRectF(rim, rim, width - 2 * rim, height - 2 * rim)
    felt = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.7)
    for stop, colour in zip((0.0, 0.6, 1.0), theme.felt):
        felt.setColorAt(stop, QColor(colour))
    edge = QPen()
    edge.setColor(QColor(0, 0, 0, 90))
    cloth = rounded_rect_path(felt_rect, rim * 3, rim * 3)
    p.fillPath(cloth, QBrush(felt))
    p.strokePath(cloth, edge)
    p.end()
    return pix
