"""The table's two looks: a dark table (green felt on dark wood, light print) and a light one (pale
felt on light wood, dark print, for bright rooms and weak eyes). The scene paints the felt from the
theme and the pile labels and the facts in its ``ink``; name plates, banners and cards keep their
own dark or white boxes and read the same on both."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class TableTheme:
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
