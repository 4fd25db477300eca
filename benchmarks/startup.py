"""Start-up of the app against a bare PySide6 window, as whole processes, and the time to redraw the
full table.

    .venv/bin/python benchmarks/startup.py [--pairs 9] [--frames 60] [--cold] [--no-redraw]
    .venv/bin/python benchmarks/startup.py --compare OTHER_CHECKOUT [...] [--pairs 40]

Start-up: ``python -m fjols_desktop --smoke`` against a bare ``QMainWindow`` process (``BARE``),
offscreen, each measured whole, from start to exit. The app's smoke run is a real start up to the
game list: it prints ``shown`` when the window is on screen and ``ready`` when the game list is on
it, then quits. The two alternate (``--pairs`` pairs, after one warm-up start of each), so the load of
other processes on the machine hits both alike, and the medians are compared:

* ``cpu_ratio`` (the headline; target <= 1.5): the child's own CPU time, user + system, from
  ``os.wait4``'s resource usage. It counts the work the start does and not the time spent waiting
  for a core, so it holds on a loaded machine.
* ``cpu_pair_ratio``: the median of each pair's own ratio (the two starts of a pair run side by side,
  so a change in the machine's load between pairs cancels out).
* ``wall_ratio``: the wall time from start to exit, which is what a person waits on an idle machine.
* ``shown_ms`` / ``ready_ms``: the wall time to the ``shown`` and ``ready`` lines.

Cold start (``--cold``): the first start after the files a start reads were dropped from the page
cache. ``/proc/sys/vm/drop_caches`` needs root outside a container; where it cannot be written, each
file under the interpreter, the virtual environment, the project and the system's shared libraries
and fonts is dropped with ``posix_fadvise(DONTNEED)`` (pages other running processes have mapped stay
cached, so on a shared machine this is warmer than a reboot). A cold app start and a cold bare start
are measured that way, one after the other. Also: the first start with no ``__pycache__`` for the
project (a fresh install compiles every module it imports once), against a warm bare start.

Redraw: a 1280x800 main window in the middle of a Hjerterfri deal (one person, three computers,
4 players), after the first paint; the time to repaint the whole table view synchronously (the felt,
every card, plate, pile and banner: ``viewport().repaint()``), median of ``--frames`` frames
(target: < 8 ms). Also the time to lay the whole table out again and repaint it, which is what
every move costs (``relayout_ms``).

Compare (``--compare``): one change's effect on the start's CPU time, smaller than the spread between
runs, is measured against another checkout of the project (``git worktree add``, or ``git archive``
unpacked, with its translations built), alternating this tree's start, the other's and the bare
window's, ``--pairs`` rounds; see ``compare``.

Child processes run with bytecode caching allowed (``PYTHONDONTWRITEBYTECODE`` removed), as an
installed app or a PyInstaller bundle runs; without it every start recompiles the sources.

The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from dataclasses import dataclass
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

# Where a start reads its files from, for the cold start (``drop_page_cache``).
CACHE_DIRS = (Path(sysconfig.get_paths()["stdlib"]).parent.parent, Path(sys.prefix), ROOT / "fjols_desktop",
              ROOT / "resources", ROOT / "translations", Path("/usr/lib"), Path("/lib"), Path("/usr/share/fonts"),
              Path("/etc/fonts"))


@dataclass(frozen=True)
class Run:
    """One whole process: CPU seconds (user + system), wall seconds to exit, and to each line awaited."""

    cpu: float
    wall: float
    lines: tuple[float, ...]


def run_process(command: list[str], env: dict[str, str], lines: tuple[str, ...], cwd: Path = ROOT) -> Run:
    """Start ``command`` in ``cwd``, note when each of ``lines`` appears on its output, and wait for it
    to exit; its CPU time is the child's own resource usage (``os.wait4``)."""
    start = time.perf_counter()
    proc = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    seen: list[float] = []
    for line in proc.stdout:
        if len(seen) < len(lines) and line.strip() == lines[len(seen)]:
            seen.append(time.perf_counter() - start)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait for it again
    proc.stdout.close()
    if len(seen) != len(lines) or proc.returncode != 0:
        raise SystemExit(f"{command} did not print {lines} and exit cleanly (status {proc.returncode})")
    return Run(usage.ru_utime + usage.ru_stime, wall, tuple(seen))


def child_env(tmp: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=tmp, FJOLS_DATA_DIR=tmp)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


APP = [sys.executable, "-m", "fjols_desktop", "--smoke"]
BARE_CMD = [sys.executable, "-c", BARE]


def startup(pairs: int) -> tuple[list[Run], list[Run]]:
    """``pairs`` app starts and bare starts, taking turns, after one warm-up start of each."""
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(tmp)
        run_process(APP, env, ("shown", "ready"))  # warms the page cache and writes __pycache__
        run_process(BARE_CMD, env, ("shown",))
        app, bare = [], []
        for _ in range(pairs):
            app.append(run_process(APP, env, ("shown", "ready")))
            bare.append(run_process(BARE_CMD, env, ("shown",)))
    return app, bare


def compare(trees: list[Path], rounds: int) -> list[dict[str, object]]:
    """This tree's app against the app of each of ``trees`` (other checkouts of the project: a start
    in a tree's folder imports that tree's ``fjols_desktop``) and the bare window, taking turns (the
    order reversed every other round, after one warm-up start of each): per tree its median CPU
    time, its median ratio to the bare start beside it, and the median of its difference from this
    tree's start in the same round (negative: this tree starts with less work)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(tmp)
        starts = [(APP, ROOT, ("shown", "ready"))] + [(APP, tree, ("shown", "ready")) for tree in trees] + \
            [(BARE_CMD, ROOT, ("shown",))]
        for command, cwd, lines in starts:
            run_process(command, env, lines, cwd)
        cpu: list[list[float]] = [[] for _ in starts]
        for round_ in range(rounds):
            order = list(enumerate(starts))
            for i, (command, cwd, lines) in order if round_ % 2 == 0 else reversed(order):
                cpu[i].append(run_process(command, env, lines, cwd).cpu)
    here, bare = cpu[0], cpu[-1]
    return [{"tree": str(tree), "cpu_ms": round(median(runs) * 1000, 1),
             "pair_ratio": round(median([a / b for a, b in zip(runs, bare)]), 3),
             "this_minus_tree_ms": round(median([h - a for h, a in zip(here, runs)]) * 1000, 1)}
            for tree, runs in zip(trees, cpu[1:-1])] + \
        [{"tree": "this", "cpu_ms": round(median(here) * 1000, 1),
          "pair_ratio": round(median([a / b for a, b in zip(here, bare)]), 3)},
         {"tree": "bare", "cpu_ms": round(median(bare) * 1000, 1)}]


def drop_page_cache() -> str:
    """Drop the files a start reads from the page cache; returns how (see the module docstring)."""
    try:
        subprocess.run(["sync"], check=True)
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return "drop_caches"
    except OSError:
        pass
    for top in CACHE_DIRS:
        for folder, _, files in os.walk(top):
            for name in files:
                try:
                    fd = os.open(os.path.join(folder, name), os.O_RDONLY | os.O_NOFOLLOW)
                except OSError:
                    continue
                try:
                    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                except OSError:
                    pass
                finally:
                    os.close(fd)
    return "fadvise"


def cold() -> dict[str, object]:
    """The cold starts: after dropping the page cache (app, then bare), and the first start with no
    ``__pycache__`` of the project against a warm bare start."""
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(tmp)
        how = drop_page_cache()
        app = run_process(APP, env, ("shown", "ready"))
        drop_page_cache()
        bare = run_process(BARE_CMD, env, ("shown",))
        for cache in (ROOT / "fjols_desktop").rglob("__pycache__"):
            shutil.rmtree(cache)
        fresh = run_process(APP, env, ("shown", "ready"))
        warm_bare = run_process(BARE_CMD, env, ("shown",))
    return {"dropped_by": how, "app_cpu_s": round(app.cpu, 3), "app_wall_s": round(app.wall, 3),
            "app_shown_s": round(app.lines[0], 3), "bare_cpu_s": round(bare.cpu, 3), "bare_wall_s": round(bare.wall, 3),
            "no_pycache_cpu_s": round(fresh.cpu, 3), "no_pycache_wall_s": round(fresh.wall, 3),
            "warm_bare_cpu_s": round(warm_bare.cpu, 3), "warm_bare_wall_s": round(warm_bare.wall, 3)}


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


def median(values: list[float]) -> float:
    return statistics.median(values)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=9)
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--cold", action="store_true", help="also measure the cold starts (see above)")
    parser.add_argument("--no-redraw", action="store_true", help="skip the table redraw measurement")
    parser.add_argument("--compare", nargs="+", type=Path, metavar="TREE",
                        help="only compare this tree's start with the starts of these checkouts (see compare)")
    args = parser.parse_args()
    if args.compare:
        rows = compare(args.compare, args.pairs)
        for row in rows:
            print("  ", row)
        print(json.dumps({"benchmark": "startup_compare", "rounds": args.pairs, "load": round(os.getloadavg()[0], 2),
                          "trees": rows}))
        return
    app, bare = startup(args.pairs)
    cpu, bare_cpu = median([r.cpu for r in app]), median([r.cpu for r in bare])
    wall, bare_wall = median([r.wall for r in app]), median([r.wall for r in bare])
    shown, ready = median([r.lines[0] for r in app]), median([r.lines[1] for r in app])
    pair_ratio = median([a.cpu / b.cpu for a, b in zip(app, bare)])  # each app start against the bare one beside it
    load = os.getloadavg()[0]
    print(f"whole start-up, medians of {args.pairs} alternating pairs (load average {load:.1f}): "
          f"CPU app {cpu * 1000:.0f} ms, bare window {bare_cpu * 1000:.0f} ms ({cpu / bare_cpu:.2f}x); "
          f"wall app {wall * 1000:.0f} ms, bare {bare_wall * 1000:.0f} ms ({wall / bare_wall:.2f}x); "
          f"app window shown {shown * 1000:.0f} ms, game list ready {ready * 1000:.0f} ms")
    print("  app CPU ms", [round(r.cpu * 1000) for r in app], "bare CPU ms", [round(r.cpu * 1000) for r in bare])
    result: dict[str, object] = {
        "benchmark": "startup", "pairs": args.pairs, "load": round(load, 2),
        "cpu_ratio": round(cpu / bare_cpu, 3), "cpu_pair_ratio": round(pair_ratio, 3), "ratio_target": 1.5, "app_cpu_ms": round(cpu * 1000, 1),
        "bare_cpu_ms": round(bare_cpu * 1000, 1), "wall_ratio": round(wall / bare_wall, 3),
        "app_wall_ms": round(wall * 1000, 1), "bare_wall_ms": round(bare_wall * 1000, 1),
        "shown_ms": round(shown * 1000, 1), "ready_ms": round(ready * 1000, 1)}
    if args.cold:
        result["cold"] = cold()
        print("cold start:", result["cold"])
    if not args.no_redraw:
        paint, layout, items = redraw(args.frames)
        paint_ms, layout_ms = median(paint), median(layout)
        print(f"full table redraw at 1280x800: {paint_ms:.2f} ms median of {len(paint)} frames ({items} items); "
              f"relayout and redraw {layout_ms:.2f} ms")
        result.update({"redraw_ms": round(paint_ms, 3), "redraw_target_ms": 8.0, "relayout_ms": round(layout_ms, 3),
                       "frames": len(paint), "items": items})
    print(json.dumps(result))


if __name__ == "__main__":
    main()
