"""Windows and dialogs that fit the screen they open on (``QScreen.availableGeometry()``: the screen
without its task bar and panels).

* ``fitted(widget, wanted)``: ``wanted`` made no larger than the available room (less a margin for
  the window frame), so a window's default size never puts its buttons below the screen's edge;
* ``keep_on_screen(window)``: after a remembered geometry is restored, the window is made no
  larger than the screen and moved so that all of it shows (a size remembered on a big monitor,
  opened again on a laptop);
* ``fit_dialog(dialog, wanted)``: a dialog at ``wanted`` or as much of it as the screen allows;
  long forms scroll inside the dialog (``scroll_area``), so OK and Cancel always show.

Escape closes every dialog (``QDialog``'s own ``reject``); the table inside the deal review passes
Escape on when no card is selected (``TableScene.keyPressEvent``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

if TYPE_CHECKING:  # a Qt class is built, with its enums, when first imported: the main window needs none
    from PySide6.QtWidgets import QDialog

FRAME = QSize(16, 40)   # room left for a window manager's frame and title bar


def available(widget: QWidget | None = None) -> QRect:
    """The room on the screen ``widget`` is on (the primary screen if it has none yet)."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)


def fitted(widget: QWidget | None, wanted: QSize) -> QSize:
    room = available(widget)
    return QSize(max(1, min(wanted.width(), room.width() - FRAME.width())),
                 max(1, min(wanted.height(), room.height() - FRAME.height())))


def keep_on_screen(window: QWidget) -> None:
    """Shrink ``window`` to the available room and move it so that its frame lies inside it."""
    room = available(window)
    frame = window.frameGeometry()
    extra = QSize(max(0, frame.width() - window.width()), max(0, frame.height() - window.height()))
    if extra.isNull():
        extra = FRAME if window.isWindow() and not window.isVisible() else QSize(0, 0)
    size = QSize(min(window.width(), room.width() - extra.width()), min(window.height(), room.height() - extra.height()))
    if size != window.size():
        window.resize(size.expandedTo(window.minimumSize().boundedTo(room.size())))
    frame = window.frameGeometry()
    x = min(max(frame.left(), room.left()), room.right() + 1 - frame.width())
    y = min(max(frame.top(), room.top()), room.bottom() + 1 - frame.height())
    if QPoint(x, y) != frame.topLeft():
        window.move(max(room.left(), x), max(room.top(), y))


def fit_dialog(dialog: QDialog, wanted: QSize) -> None:
    """Size ``dialog`` at ``wanted`` or as much as the screen allows (its minimum size too); a dialog
    already shown is moved so that all of it shows."""
    room = fitted(dialog, wanted)
    dialog.setMinimumSize(dialog.minimumSize().boundedTo(room))
    dialog.resize(room)
    if dialog.isVisible():
        keep_on_screen(dialog)


def scroll_area(content: QWidget, parent: QWidget | None = None) -> QScrollArea:
    """``content`` in a frameless area that scrolls up and down when the dialog is small."""
    area = QScrollArea(parent)
    area.setWidget(content)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    from PySide6.QtCore import Qt  # not for the first frame (``main_window``'s docstring)

    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return area
