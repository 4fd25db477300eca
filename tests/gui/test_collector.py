"""Cycles holding Qt objects are collected on the GUI thread (``gui/collector.py``), never on the
autosave's or a computer player's thread, however much those threads allocate."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject

from fjols_desktop.gui.app import create_app
from fjols_desktop.gui.collector import collect_due, collect_on_gui_thread


class _Cyclic:
    def __init__(self) -> None:
        self.me = self


def _allocate_cycles(count: int) -> None:
    for _ in range(count):
        _Cyclic()


def test_a_qt_object_in_a_cycle_dies_on_the_gui_thread_though_a_worker_allocates(qtbot, qapp) -> None:
    collect_on_gui_thread(qapp)
    died_on: list[str] = []
    holder = QObject()
    holder.me = holder  # type: ignore[attr-defined]  # a cycle: only the collector frees it
    weakref.finalize(holder, lambda: died_on.append(threading.current_thread().name))
    del holder
    worker = threading.Thread(target=_allocate_cycles, args=(20 * sum(gc.get_threshold()),), name="worker")
    worker.start()
    worker.join()
    assert died_on == []  # CPython's own collector would have run in "worker" many times over
    qtbot.waitUntil(lambda: bool(died_on), timeout=5000)
    assert died_on == ["MainThread"]


def test_collect_due_follows_the_thresholds(qapp) -> None:
    collect_on_gui_thread(qapp)
    assert not gc.isenabled()
    gc.collect()
    assert collect_due() == -1
    _allocate_cycles(gc.get_threshold()[0] + 10)
    assert collect_due() == 0
    assert gc.get_count()[0] < gc.get_threshold()[0]


def test_the_app_installs_one_collector(qapp) -> None:
    assert create_app(["fjols"]) is qapp
    assert collect_on_gui_thread(qapp) is collect_on_gui_thread(qapp)
    assert not gc.isenabled()


def test_a_stopped_collector_gives_collection_back_and_a_new_one_takes_it_again(qapp) -> None:
    first = collect_on_gui_thread(qapp)
    first.stop()
    try:
        assert gc.isenabled()
        assert qapp.findChild(type(first), first.objectName()) is None
    finally:
        second = collect_on_gui_thread(qapp)  # the package's fixture stops whichever one runs at the end
    assert second is not first
    assert not gc.isenabled()
