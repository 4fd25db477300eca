"""Shared looks for the panels that float over the felt (one place, so they stay alike)."""

from __future__ import annotations

PANEL = """
QFrame#panel { background: #0e2016; border: 1px solid rgba(244, 197, 66, 150); border-radius: 14px; }
QFrame#panel QLabel { color: #f4f1e6; }
QFrame#panel QLabel#title { font-size: 20px; font-weight: bold; color: #fff6d6; }
QFrame#panel QLabel#head { font-weight: bold; color: #f4c542; }
"""

BUTTON = """
QPushButton { background: #f4c542; color: #2b2205; border: 1px solid #8a6d14; border-radius: 10px;
              padding: 7px 16px; font-weight: bold; font-size: 14px; }
QPushButton:hover { background: #ffd75e; }
QPushButton:pressed { background: #d9aa2a; }
QPushButton:disabled { background: rgba(244, 197, 66, 90); color: rgba(43, 34, 5, 140); border-color: rgba(0,0,0,0); }
QPushButton:focus { border: 2px solid #5aa9ff; }
"""
