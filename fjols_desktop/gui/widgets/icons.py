"""Toolbar icons drawn from glyphs of the bundled font: no image files, sharp at any pixel ratio.

The icons are made with the first frame, so they are drawn with calls that do not make PySide6 build
its ``Qt`` namespace (every enum class of it at once; why: ``widgets/main_window.py``).
``QPainter.setPen`` and ``fillRect`` have overloads that take ``Qt`` enums, and choosing among them
builds it; so the glyph is set in the painter's default pen and then coloured by drawing a pixmap
filled with the glyph's colour over it in ``SourceIn`` mode (the colour where the glyph is, with the
glyph's coverage as its alpha: what a pen of that colour would have drawn). The alignment is passed
as the integer ``drawText`` takes (``ALIGN_CENTER``, ``Qt.AlignmentFlag.AlignCenter``'s value;
``tests/gui/test_first_frame.py`` holds the two equal).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from ..table.theme import FONT_FAMILY

GLYPHS = {"new": ("♠", "#1f6b3a"), "restart": ("↻", "#24374d"), "next": ("➜", "#24374d"),
          "rules": ("?", "#8a5a12"), "settings": ("⚙", "#4a4a4a"), "quit": ("✕", "#a3262f")}
ALIGN_CENTER = 0x0084  # Qt.AlignmentFlag.AlignCenter: AlignHCenter | AlignVCenter
TRANSPARENT = (0, 0, 0, 0)  # Qt.GlobalColor.transparent


def glyph_icon(name: str) -> QIcon:
    char, colour = GLYPHS[name]
    icon = QIcon()
    for size in (20, 40):  # the toolbar size and its double for high-DPI screens
        pix = QPixmap(size, size)
        pix.fill(QColor(*TRANSPARENT))
        ink = QPixmap(size, size)
        ink.fill(QColor(colour))
        p = QPainter(pix)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        font = QFont(FONT_FAMILY)
        font.setBold(True)
        font.setPixelSize(round(size * 0.82))
        p.setFont(font)
        p.drawText(QRectF(0, 0, size, size), ALIGN_CENTER, char)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        p.drawPixmap(QPointF(0, 0), ink)
        p.end()
        icon.addPixmap(pix)
    return icon
