"""Python's cyclic garbage collector, run on the GUI thread only.

CPython collects reference cycles in whichever thread happens to allocate when a generation's
threshold is crossed. The app runs Python on other threads too: the autosave's ``StoreWorker``
(JSON for every save) and the computer players' ``QThreadPool``. A cycle that holds the last
reference to a Qt object Python owns (a scene, a window, a timer's owner) is then destroyed on that
thread: Qt warns "Timers cannot be stopped from another thread", delivers a timer event to a
half-destroyed object, and the process dies in the GUI thread's event loop some time later, far from
the cause. ``tests/gui/test_collector.py`` holds a Qt object in a cycle while a worker thread
allocates, and checks that it dies on the GUI thread.

``collect_on_gui_thread(app)`` turns the automatic collector off and runs it from a ``QTimer`` of
the application instead, with CPython's own thresholds: every ``INTERVAL_MS`` it collects the
oldest generation whose count is over its threshold (``collect_due``), exactly what CPython would
have done at the next allocation, only on the right thread. Objects that are not in cycles are
freed by reference counting at once, as always; only cycles wait for the next tick.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 500
_NAME = "fjols-gui-thread-collector"


def collect_due() -> int:
    """Collect the oldest generation whose allocation count is over its threshold (CPython's rule);
    returns the generation collected, or -1 when none was due."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = [g for g in range(3) if thresholds[g] and counts[g] > thresholds[g]]
    if not due:
        return -1
    gc.collect(due[-1])
    return due[-1]


class GuiThreadCollector(QObject):
    """The application's child that owns the timer; ``stop()`` gives collection back to CPython."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName(_NAME)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(collect_due)
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        gc.enable()
        self.setParent(None)  # no longer found by ``collect_on_gui_thread``; Python's to free


def collect_on_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """Install the collector on ``app`` (once: a second call returns the one running)."""
    running = app.findChild(GuiThreadCollector, _NAME)
    return running if isinstance(running, GuiThreadCollector) else GuiThreadCollector(app)


__all__ = ["INTERVAL_MS", "GuiThreadCollector", "collect_due", "collect_on_gui_thread"]
