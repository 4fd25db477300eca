"""The first frame loads only what it draws (issue 27): a real start, up to the game list on the
welcome panel, in a fresh interpreter, loads none of the games' rules, none of the table (scene,
card painter, animator, models, move buttons) and none of the engine's game machinery; they load
when a game is opened. Nor are the phrases (``i18n``), the settings store, the confirmations or the
seating defaults. A behaviour check (which modules are in ``sys.modules``), not a timing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A real start (``app.run``), stopped when the game list is on the window: what was loaded by then,
# the game list, and what a game opened afterwards loaded.
PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from fjols_desktop.gui import app
from fjols_desktop.gui.widgets import main_window

seen = {}
finish = main_window.MainWindow._finish_start

def finish_start(window):
    finish(window)
    seen["ready"] = sorted(sys.modules)
    seen["games"] = list(window.welcome.buttons)
    seen["built_before"] = getattr(window, "table_built", None)
    window.quick_start("hearts", seed=3, humans=(), names=("A", "B", "C", "D"))
    seen["built_after"] = window.table_built and window.view.scene() is window.scene
    seen["after"] = sorted(sys.modules)

main_window.MainWindow._finish_start = finish_start
app.run(["fjols", "--smoke"])
print("PROBE " + json.dumps(seen))
"""

# The start through ``python -m fjols_desktop``'s ``main``: the garbage collector's state when the game
# list is on the window and after ``main`` has returned.
GC_PROBE = """
import gc, json, sys
defaults = gc.get_threshold()
from fjols_desktop import __main__ as entry
from fjols_desktop.gui import collector
from fjols_desktop.gui.widgets import main_window

seen = {"defaults": defaults}
finish = main_window.MainWindow._finish_start

def finish_start(window):
    seen["during_start"] = gc.isenabled()
    finish(window)
    running = collector.collect_on_gui_thread(collector.QCoreApplication.instance())
    seen["ready"] = {"enabled": gc.isenabled(), "threshold": gc.get_threshold(), "frozen": gc.get_freeze_count(),
                     "young": gc.get_count()[0], "collector_ticking": running._timer.isActive(),
                     "collector_interval": running._timer.interval()}

main_window.MainWindow._finish_start = finish_start
sys.argv = ["fjols", "--smoke"]
seen["code"] = entry.main()
seen["after"] = {"frozen": gc.get_freeze_count(), "tracked": len(gc.get_objects())}
print("PROBE " + json.dumps(seen))
"""

HEAVY = ("fjols_desktop.engine.registry", "fjols_desktop.engine.rules", "fjols_desktop.engine.match",
         "fjols_desktop.engine.game_loop", "fjols_desktop.engine.players", "fjols_desktop.gui.models",
         "fjols_desktop.gui.table.scene", "fjols_desktop.gui.table.card_painter", "fjols_desktop.gui.table.animator",
         "fjols_desktop.gui.table.card_item", "fjols_desktop.gui.table.typeset", "fjols_desktop.gui.widgets.action_bar")
# Loaded later than the first frame too (when a phrase is first said, a dialog first asked, a table
# first seated), but not necessarily by the match the probe opens.
NOT_FIRST = ("fjols_desktop.gui.i18n", "fjols_desktop.gui.i18n.letters", "fjols_desktop.gui.i18n.store",
             "fjols_desktop.store.settings", "fjols_desktop.gui.widgets.confirm", "fjols_desktop.gui.seating")


def probe(tmp_path: Path, script: str = PROBE) -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FJOLS_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, check=True)
    line = next(x for x in done.stdout.splitlines() if x.startswith("PROBE "))
    return dict(json.loads(line[len("PROBE "):]))


def test_the_first_frame_loads_no_rules_no_table_and_no_engine_and_a_game_loads_them(tmp_path) -> None:
    seen = probe(tmp_path)
    assert seen["games"] == ["fjols", "durak", "festudgave", "davoserjas", "hearts", "fool"]
    ready = set(seen["ready"])  # type: ignore[arg-type]
    assert sorted(m for m in ready if m.startswith("fjols_desktop.engine.games")) == []
    assert [m for m in HEAVY + NOT_FIRST if m in ready] == []
    assert seen["built_before"] is False
    after = set(seen["after"])  # type: ignore[arg-type]
    assert seen["built_after"] is True
    assert [m for m in HEAVY if m not in after] == []
    assert "fjols_desktop.engine.games.hearts" in after and "fjols_desktop.engine.games.durak" in after


def test_the_collector_is_off_during_the_start_and_the_gui_threads_afterwards(tmp_path) -> None:
    """No automatic collection while the start makes its objects; when the game list is up, what it made
    is frozen and the GUI thread's collector runs with CPython's own thresholds (``gui/collector.py``:
    automatic collection stays off, as it always was once the app existed); at exit everything is
    frozen, so the interpreter's exit walks no object."""
    seen = probe(tmp_path, GC_PROBE)
    assert seen["code"] == 0
    assert seen["during_start"] is False
    ready = seen["ready"]
    assert isinstance(ready, dict)
    assert ready["enabled"] is False
    assert ready["threshold"] == seen["defaults"] == [700, 10, 10]
    assert ready["frozen"] > 10_000  # the modules, classes, functions and the window
    assert ready["young"] < 100  # a collection now walks only what was made after the freeze
    assert ready["collector_ticking"] is True and ready["collector_interval"] == 500
    after = seen["after"]
    assert isinstance(after, dict)
    assert after["frozen"] >= ready["frozen"] and after["tracked"] == 0
