"""Start-up time of the app against a bare PySide6 window, and the time to redraw the full table.

    .venv/bin/python benchmarks/startup.py [--runs 5] [--frames 60]

Start-up: the time from starting a process to its main window being shown (the process prints
``shown`` from the first event-loop turn after ``show()``; this script reads that line), offscreen,
for ``python -m fjols_desktop --smoke`` and for a bare ``QMainWindow`` started the same way. The two
alternate, ``--runs`` times each, so machine noise hits both alike; the medians and their ratio are
reported (target: ratio <= 1.5). The app loads the games' rules after its first frame (they are the
slowest part of starting); ``ready_ms`` is the time until the game list is on the window too.

Redraw: a 1280x800 main window in the middle of a Hjerterfri deal (one person, three computers,
4 players), after the first paint; the time to repaint the whole table view synchronously (the felt,
every card, plate, pile and banner: ``viewport().repaint()``), median of ``--frames`` frames
(target: < 8 ms). Also the time to lay the whole table out again and repaint it, which is what
every move costs (``relayout_ms``).

Child processes run with bytecode caching allowed (``PYTHONDONTWRITEBYTECODE`` removed), as an
installed app or a PyInstaller bundle runs; without it every start recompiles the sources.

The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1200, 780)
window.show()
QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
app.exec()
"""


def time_to_lines(command: list[str], env: dict[str, str], lines: tuple[str, ...]) -> list[float]:
    """Milliseconds from starting ``command`` to each of ``lines`` on its standard output."""
    start = time.perf_counter()
    proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    seen: list[float] = []
    for line in proc.stdout:
        if len(seen) < len(lines) and line.strip() == lines[len(seen)]:
            seen.append((time.perf_counter() - start) * 1000)
    proc.wait(30)
    if len(seen) != len(lines):
        raise SystemExit(f"{command} did not print {lines}")
    return seen


def startup(runs: int) -> tuple[list[float], list[float], list[float]]:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=tmp, FJOLS_DATA_DIR=tmp)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        app_cmd = [sys.executable, "-m", "fjols_desktop", "--smoke"]
        bare_cmd = [sys.executable, "-c", BARE]
        time_to_lines(app_cmd, env, ("shown", "ready"))  # warm the page cache for both
        time_to_lines(bare_cmd, env, ("shown",))
        shown, ready, bare = [], [], []
        for _ in range(runs):
            app_shown, app_ready = time_to_lines(app_cmd, env, ("shown", "ready"))
            shown.append(app_shown)
            ready.append(app_ready)
            bare.append(time_to_lines(bare_cmd, env, ("shown",))[0])
    return shown, ready, bare


def redraw(frames: int) -> tuple[list[float], list[float], int]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_CONFIG_HOME"] = tmp
        os.environ["FJOLS_DATA_DIR"] = tmp  # paths.DATA_ENV: settings, saves and ledger in the temporary folder
        from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings

        from fjols_desktop.gui.app import create_app
        from fjols_desktop.gui.settings import AppSettings
        from fjols_desktop.gui.widgets.main_window import MainWindow

        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)
        app = create_app([sys.argv[0]])
        window = MainWindow(AppSettings(), animations=False)
        window.controller.pace_ms = 0
        window.resize(1280, 800)
        window.show()
        window.quick_start("hearts", seed=3, humans=(0,), names=("Sofie", "Bjørn", "Åse", "Karl"), demo_moves=22)
        deadline = time.monotonic() + 20
        while not (window.scene.active and window.controller.thinking_seat is None):
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            if time.monotonic() > deadline:
                raise SystemExit("the table never became ready")
        QCoreApplication.processEvents()
        viewport = window.view.viewport()
        viewport.repaint()  # first paint: card images are drawn and cached here
        paint, layout = [], []
        for _ in range(frames):
            start = time.perf_counter()
            viewport.repaint()
            paint.append((time.perf_counter() - start) * 1000)
        for _ in range(max(10, frames // 3)):
            start = time.perf_counter()
            window.scene.relayout()
            viewport.repaint()
            layout.append((time.perf_counter() - start) * 1000)
        items = len(window.scene.items())
        window.controller.shutdown()
        window.close()
    return paint, layout, items


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frames", type=int, default=60)
    args = parser.parse_args()
    shown, ready, bare = startup(args.runs)
    app_ms, ready_ms, bare_ms = statistics.median(shown), statistics.median(ready), statistics.median(bare)
    print(f"start-up to window shown: app {app_ms:.0f} ms, bare PySide6 window {bare_ms:.0f} ms; the game list "
          f"on the window {ready_ms:.0f} ms (medians of {args.runs}; app {[round(t) for t in shown]}, "
          f"ready {[round(t) for t in ready]}, bare {[round(t) for t in bare]})")
    paint, layout, items = redraw(args.frames)
    paint_ms, layout_ms = statistics.median(paint), statistics.median(layout)
    print(f"full table redraw at 1280x800: {paint_ms:.2f} ms median of {len(paint)} frames ({items} items); "
          f"relayout and redraw {layout_ms:.2f} ms")
    print(json.dumps({"benchmark": "startup", "runs": args.runs, "app_ms": round(app_ms, 1),
                      "bare_ms": round(bare_ms, 1), "ratio": round(app_ms / bare_ms, 3), "ratio_target": 1.5,
                      "ready_ms": round(ready_ms, 1), "ready_ratio": round(ready_ms / bare_ms, 3),
                      "redraw_ms": round(paint_ms, 3), "redraw_target_ms": 8.0, "relayout_ms": round(layout_ms, 3),
                      "frames": len(paint), "items": items}))


if __name__ == "__main__":
    main()
