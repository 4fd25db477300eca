"""Toolbar icons drawn from glyphs of the bundled font: no image files, sharp at any pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from ..table.theme import FONT_FAMILY

GLYPHS = {"new": ("♠", "#1f6b3a"), "restart": ("↻", "#24374d"), "next": ("➜", "#24374d"),
          "rules": ("?", "#8a5a12"), "settings": ("⚙", "#4a4a4a"), "quit": ("✕", "#a3262f")}


def glyph_icon(name: str) -> QIcon:
    char, colour = GLYPHS[name]
    icon = QIcon()
    for size in (20, 40):  # the toolbar size and its double for high-DPI screens
        pix = QPixmap(size, size)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        font = QFont(FONT_FAMILY)
        font.setBold(True)
        font.setPixelSize(round(size * 0.82))
        p.setFont(font)
        p.setPen(QColor(colour))
        p.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, char)
        p.end()
        icon.addPixmap(pix)
    return icon
