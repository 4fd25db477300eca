"""The first frame without PySide6's ``Qt`` namespace (issue 27; ``widgets/main_window.py``'s docstring).

A real start up to the game list, in a fresh interpreter, builds none of ``Qt``'s enum classes; a game
opened afterwards does. What the window sets by name instead of by enum holds the very values the enums
name (alignment, dock areas, tool-button style, text formats, scroll-bar and focus policies, shortcut
contexts, the signal race's keys); the scoresheet dock placed by ``DOCK_LAYOUT`` sits where
``addDockWidget`` put it, pixel for pixel; the toolbar icons and the felt are the pixels the enum-taking
painter calls drew; the welcome panel's buttons get their pointing-hand cursor when the pointer comes
over the panel; the computers' answers, connected with the first worker, still come back on the GUI
thread (the hints', connected the same way: ``test_teaching.py``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QWidget

from fjols_desktop.gui.race import SIGNAL_KEYS
from fjols_desktop.gui.table.theme import DARK, FONT_FAMILY, LIGHT, TableTheme, paint_felt
from fjols_desktop.gui.widgets import icons
from fjols_desktop.gui.widgets.main_window import DOCK_LAYOUT

from .conftest import hearts_table, make_window

ROOT = Path(__file__).resolve().parents[2]

# Which of ``Qt``'s enum classes exist: at ready (the game list is on the window) and after a game.
PROBE = """
import enum, json, sys
from fjols_desktop.gui import app
from fjols_desktop.gui.widgets import main_window

def qt_enums():
    seen, todo = set(), [enum.Enum]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub not in seen:
                seen.add(sub)
                todo.append(sub)
    return sorted(c.__qualname__ for c in seen if c.__qualname__.startswith("Qt.") and c.__module__.startswith("PySide6"))

seen = {}
finish = main_window.MainWindow._finish_start

def finish_start(window):
    finish(window)
    seen["ready"] = qt_enums()
    seen["games"] = len(window.welcome.buttons)
    window.quick_start("hearts", seed=3, humans=(0,), names=("A", "B", "C", "D"))
    seen["after"] = qt_enums()

main_window.MainWindow._finish_start = finish_start
app.run(["fjols", "--smoke"])
print("PROBE " + json.dumps(seen))
"""


def test_a_start_up_to_the_game_list_builds_none_of_the_qt_namespace_and_a_game_does(tmp_path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FJOLS_DATA_DIR=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, check=True)
    seen = json.loads(next(x for x in done.stdout.splitlines() if x.startswith("PROBE "))[len("PROBE "):])
    assert seen["games"] == 6
    assert seen["ready"] == []
    assert "Qt.AlignmentFlag" in seen["after"] and "Qt.Key" in seen["after"]


def test_the_values_set_by_name_are_the_ones_the_enums_name(qtbot) -> None:
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: bool(window.welcome.buttons), timeout=5000)
    assert window._placeholder.alignment() == Qt.AlignmentFlag.AlignCenter
    assert window.score_dock.allowedAreas() == Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
    assert window.dockWidgetArea(window.score_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    assert window.toolBarArea(window.toolbar) == Qt.ToolBarArea.TopToolBarArea
    assert window.status_label.textFormat() == Qt.TextFormat.PlainText
    warning = window.family.warning
    assert warning.textFormat() == Qt.TextFormat.PlainText
    assert window.toolBarArea(warning.bar) == Qt.ToolBarArea.TopToolBarArea and window.toolBarBreak(warning.bar)
    view = window.view
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    assert view.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert window.welcome.title.alignment() == Qt.AlignmentFlag.AlignCenter
    assert window.welcome.note.alignment() == Qt.AlignmentFlag.AlignCenter
    assert window.score_dock.toggleViewAction().shortcuts() == [QKeySequence("Ctrl+T")]
    assert window.family.statistics_action.shortcuts() == [QKeySequence("Ctrl+I")]
    table_keys = window.play_menu.keyboard
    assert {a.shortcutContext() for a in table_keys} == {Qt.ShortcutContext.WidgetWithChildrenShortcut}
    assert all(a in window.view.actions() for a in table_keys)
    assert window.play_menu.hint_action.shortcutContext() == Qt.ShortcutContext.WindowShortcut
    window.controller.shutdown()


def test_the_signal_keys_are_qts_key_codes() -> None:
    assert SIGNAL_KEYS == (Qt.Key.Key_A, Qt.Key.Key_P, Qt.Key.Key_Z, Qt.Key.Key_M, Qt.Key.Key_Q, Qt.Key.Key_T,
                           Qt.Key.Key_G, Qt.Key.Key_B, Qt.Key.Key_Y, Qt.Key.Key_N, Qt.Key.Key_W, Qt.Key.Key_5,
                           Qt.Key.Key_9)
    assert icons.ALIGN_CENTER == Qt.AlignmentFlag.AlignCenter
    assert QColor(*icons.TRANSPARENT) == QColor(Qt.GlobalColor.transparent)


def _docked_window(text: str, restore: bool) -> tuple[QMainWindow, QDockWidget]:
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    dock = QDockWidget(window)
    dock.setObjectName("scoresheetDock")
    dock.setWidget(QLabel(text, window))
    if restore:
        assert window.restoreState(QByteArray.fromHex(DOCK_LAYOUT))
    else:
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(900, 500)
    return window, dock


def test_the_dock_layout_places_the_dock_as_add_dock_widget_does_whatever_its_text(qtbot) -> None:
    for text in ("The scores of each deal are written here.", "Pointene fra hver runde skrives her, en lang tekst."):
        added, added_dock = _docked_window(text, restore=False)
        restored, restored_dock = _docked_window(text, restore=True)
        for window in (added, restored):
            qtbot.addWidget(window)
            window.show()
            qtbot.waitExposed(window)
        QApplication.processEvents()
        assert restored.dockWidgetArea(restored_dock) == Qt.DockWidgetArea.RightDockWidgetArea
        assert restored_dock.geometry() == added_dock.geometry()
        assert restored.grab().toImage() == added.grab().toImage()


def _felt_with_enums(width: float, height: float, dpr: float, theme: TableTheme) -> QPixmap:
    """The felt as it was painted before the first frame did without ``Qt``: ``fillRect``,
    ``setPen``, ``setBrush`` and ``drawRoundedRect``."""
    pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pix.setDevicePixelRatio(dpr)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    wood = QLinearGradient(0, 0, 0, height)
    wood.setColorAt(0, QColor(theme.wood[0]))
    wood.setColorAt(1, QColor(theme.wood[1]))
    p.fillRect(QRectF(0, 0, width, height), wood)
    rim = max(5.0, min(width, height) * 0.011)
    felt = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.7)
    for stop, colour in zip((0.0, 0.6, 1.0), theme.felt):
        felt.setColorAt(stop, QColor(colour))
    p.setPen(QColor(0, 0, 0, 90))
    p.setBrush(felt)
    p.drawRoundedRect(QRectF(rim, rim, width - 2 * rim, height - 2 * rim), rim * 3, rim * 3)
    p.end()
    return pix


def test_the_felt_is_the_pixels_the_enum_taking_calls_drew() -> None:
    for width, height, dpr in ((618, 675, 1.0), (858, 515, 1.0), (1001, 601, 1.0), (1000, 690, 2.0),
                               (480, 340, 1.25), (1920.5, 1080, 1.5), (1001, 601, 1.75)):
        # Where the size in device pixels is not whole, the last column and row are only partly
        # painted, over whatever the new pixmap held (either way): only the whole pixels are compared.
        whole = (0, 0, int(width * dpr), int(height * dpr))
        for theme in (DARK, LIGHT):
            assert paint_felt(width, height, dpr, theme).toImage().copy(*whole) == \
                _felt_with_enums(width, height, dpr, theme).toImage().copy(*whole), (width, height, dpr, theme.key)


def test_the_toolbar_icons_are_the_pixels_a_coloured_pen_drew() -> None:
    for name, (char, colour) in icons.GLYPHS.items():
        icon = icons.glyph_icon(name)
        for size in (20, 40):
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
            assert icon.pixmap(size, size).toImage() == pix.toImage(), (name, size)


def test_the_game_buttons_point_once_the_pointer_comes_over_the_panel(qtbot) -> None:
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: bool(window.welcome.buttons), timeout=5000)
    welcome = window.welcome
    if not welcome.underMouse():  # no pointer over it yet (offscreen): the buttons keep the arrow
        assert {b.cursor().shape() for b in welcome.buttons.values()} == {Qt.CursorShape.ArrowCursor}
    QApplication.sendEvent(welcome, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    assert {b.cursor().shape() for b in welcome.buttons.values()} == {Qt.CursorShape.PointingHandCursor}
    window.controller.shutdown()


def test_the_computers_answers_come_back_on_the_gui_thread(qtbot) -> None:
    window = make_window(qtbot)
    window.start(hearts_table(()), seed=5)  # four computers: every move is a worker's answer
    made: list[bool] = []
    window.controller.move_made.connect(lambda *_: made.append(QApplication.instance().thread().isCurrentThread()))
    qtbot.waitUntil(lambda: len(made) >= 8, timeout=20000)
    assert set(made) == {True}
    window.controller.shutdown()
