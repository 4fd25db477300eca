"""Shared looks for the panels that float over the felt (one place, so they stay alike).

``PANEL`` and ``BUTTON`` are fixed looks (the welcome panel, the hand-off curtain). What grows with
the table (the move buttons, the end-of-deal panel) uses ``SCALED_BUTTON``, whose padding and
corners are in ``em`` of the button's own font, and gets its font from ``table_font(unit)``
(``typeset.table_unit``): setting a widget's font is cheap, re-parsing a style sheet is not.
"""

from __future__ import annotations

from PySide6.QtGui import QFont

PANEL = """
QFrame#panel { background: #0e2016; border: 1px solid rgba(244, 197, 66, 150); border-radius: 14px; }
QFrame#panel QLabel { color: #f4f1e6; }
QFrame#panel QLabel#title { font-size: 20px; font-weight: bold; color: #fff6d6; }
QFrame#panel QLabel#head { font-weight: bold; color: #f4c542; }
"""

_BUTTON_LOOK = """
QPushButton:hover { background: #ffd75e; }
QPushButton:pressed { background: #d9aa2a; }
QPushButton:disabled { background: rgba(244, 197, 66, 90); color: rgba(43, 34, 5, 140); border-color: rgba(0,0,0,0); }
QPushButton:focus { border: 2px solid #5aa9ff; }
"""

BUTTON = """
QPushButton { background: #f4c542; color: #2b2205; border: 1px solid #8a6d14; border-radius: 10px;
              padding: 7px 16px; font-weight: bold; font-size: 14px; }
""" + _BUTTON_LOOK

SCALED_BUTTON = """
QPushButton { background: #f4c542; color: #2b2205; border: 1px solid #8a6d14; border-radius: 0.7em;
              padding: 0.45em 1.1em; }
""" + _BUTTON_LOOK

SCALED_PANEL = """
QFrame#panel { background: #0e2016; border: 1px solid rgba(244, 197, 66, 150); border-radius: 14px; }
QFrame#panel QLabel { color: #f4f1e6; }
QFrame#panel QLabel#title { color: #fff6d6; }
QFrame#panel QLabel#head { color: #f4c542; }
QFrame#panel QScrollArea, QFrame#panel QScrollArea > QWidget > QWidget { background: transparent; border: none; }
"""


def table_font(unit: float, pixels: float = 14, bold: bool = True) -> QFont:
    """A font of ``pixels`` at a table of text scale ``unit`` (never below 12 pixels)."""
    font = QFont()
    font.setPixelSize(max(12, round(pixels * unit)))
    font.setBold(bold)
    return font
