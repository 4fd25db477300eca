"""Driving the real modal dialogs in tests: ``answering(button)`` clicks a button of the next
message box (or any modal dialog) that opens, and records what the box said.

A modal ``exec()`` runs its own event loop, so the test cannot click after the call; a timer polls
for the box instead and clicks the button whose text is ``button`` (Qt's own buttons included:
"Cancel"). ``seen`` gets one ``Seen`` per box answered: its title, text, informative text and the
buttons offered.

``DialogWatchdog`` is the suite's guard against a hang (``conftest.no_forgotten_dialog``): a modal
dialog still open after its limit is rejected, so its ``exec()`` returns, and named in ``forgotten``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import TracebackType

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox


@dataclass(frozen=True)
class Seen:
    title: str
    text: str
    detail: str
    buttons: tuple[str, ...]


@contextmanager
def answering(*buttons: str, handle: Callable[[QDialog], None] | None = None) -> Iterator[list[Seen]]:
    """Click ``buttons[0]`` in the first message box that opens, ``buttons[1]`` in the second ...
    A modal dialog that is not a message box is given to ``handle`` (which must close it)."""
    seen: list[Seen] = []
    todo = list(buttons)
    timer = QTimer()
    failures: list[BaseException] = []

    def poll() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QMessageBox) and widget.isVisible() and not todo:  # not expected: never a hang
            failures.append(AssertionError(f"an unexpected question: {widget.text()!r}"))
            widget.reject()
        elif isinstance(widget, QMessageBox) and widget.isVisible() and todo:
            seen.append(Seen(widget.windowTitle(), widget.text(), widget.informativeText(),
                             tuple(b.text() for b in widget.buttons())))
            wanted = todo.pop(0)
            button = next((b for b in widget.buttons() if b.text().replace("&", "") == wanted.replace("&", "")), None)
            if button is None:
                failures.append(AssertionError(f"no button {wanted!r} in {seen[-1]}"))
                widget.reject()
                return
            button.click()
        elif isinstance(widget, QDialog) and not isinstance(widget, QMessageBox) and widget.isVisible() \
                and handle is not None:
            try:
                handle(widget)
            except BaseException as exc:  # noqa: BLE001 - closed, and raised when the block ends
                failures.append(exc)
                widget.reject()

    timer.timeout.connect(poll)
    timer.start(10)
    try:
        yield seen
    finally:
        timer.stop()
    if failures:
        raise failures[0]


@dataclass
class DialogWatchdog:
    """Rejects the active modal dialog once it has been open ``after_s`` seconds (checked every
    ``every_ms``) and records it as ``"<class> '<title>' '<text>'"`` in ``forgotten``."""

    after_s: float
    every_ms: int = 250
    forgotten: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._timer = QTimer()
        self._timer.timeout.connect(self._look)
        self._widget: object = None
        self._ticks = 0

    def __enter__(self) -> DialogWatchdog:
        self._timer.start(self.every_ms)
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self._timer.stop()

    def _look(self) -> None:
        widget = QApplication.activeModalWidget()
        if widget is None or widget is not self._widget:
            self._widget, self._ticks = widget, 0
            return
        self._ticks += 1
        if self._ticks * self.every_ms >= self.after_s * 1000:
            text = widget.text() if isinstance(widget, QMessageBox) else ""
            self.forgotten.append(f"{type(widget).__name__} {widget.windowTitle()!r} {text!r}")
            if isinstance(widget, QDialog):
                widget.reject()
            else:
                widget.close()
            self._widget, self._ticks = None, 0
