"""The table layout over the geometry test's whole matrix (``tests/gui/table_matrix.py``): how many
layouts, how many faults, the worst margin (the smallest gap between two things on the table that
are not one pile or one plate) and where it is, the layouts' time and the scale they needed.

    QT_QPA_PLATFORM=offscreen python benchmarks/table_geometry.py [--game fool] [--languages en,da]

Every game at every number of players it allows, in the moments of a deal that fill the table most,
at 1024×600, 1280×800, 1920×1080 and 2560×1440 and in the languages given (default all four), with
twelve-letter names. The table's size per window size is measured from a real main window. The
machine's load average is printed alongside: the times are wall-clock.

The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="", help="only this game")
    parser.add_argument("--languages", default="en,da,sv,nb")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="fjols-geometry-")
    atexit.register(shutil.rmtree, home, True)   # nothing left behind
    for name, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "share"), ("FJOLS_DATA_DIR", "data")):
        os.environ[name] = os.path.join(home, sub)

    from PySide6.QtWidgets import QApplication

    from fjols_desktop.gui.app import create_app
    from fjols_desktop.gui.language import install_translators
    from fjols_desktop.gui.widgets.main_window import MainWindow
    from tests.gui import table_matrix as matrix

    app = create_app([sys.argv[0]])
    window = MainWindow(animations=False)
    window.show()
    games = [args.game] if args.game else sorted(matrix.MOMENTS)
    started = time.perf_counter()
    views = [(game, moment, seats, matrix.observe(moment, seats)) for game in games for moment in matrix.MOMENTS[game]
             for seats in matrix.seat_counts(game)]
    views = [v for v in views if v[3] is not None]
    found_s = time.perf_counter() - started
    sizes = {seats: matrix.table_sizes(window, seats) for seats in {v[2] for v in views}}
    window.controller.shutdown()
    QApplication.instance().removeEventFilter(window.race)
    table = matrix.Table(window)
    layouts, faults, worst, where, times, scales = 0, 0, float("inf"), "", [], []
    for lang in args.languages.split(","):
        install_translators(app, lang)
        for game, moment, seats, view in views:
            for window_size, size in sizes[seats].items():
                t0 = time.perf_counter()
                table.show(view, matrix.NAMES[:seats], size, moment.race)
                times.append(time.perf_counter() - t0)
                found, margin = table.faults(small=window_size == matrix.SMALL)
                layouts += 1
                faults += len(found)
                scales.append(table.scene.layout_.scale)
                if margin < worst:
                    worst = margin
                    where = f"{game} {moment.name}, {seats} players, {window_size[0]}x{window_size[1]}, {lang}"
    install_translators(app, "en")
    times.sort()
    print(f"{layouts} layouts, {faults} faults, worst margin {worst:.1f} px ({where})")
    print(json.dumps({"benchmark": "table_geometry", "layouts": layouts, "faults": faults,
                      "worst_margin_px": round(worst, 2), "worst_margin_at": where,
                      "layout_ms_median": round(1000 * times[len(times) // 2], 1),
                      "layout_ms_max": round(1000 * times[-1], 1), "smallest_scale": min(scales),
                      "finding_moments_s": round(found_s, 1), "total_s": round(time.perf_counter() - started, 1),
                      "load": round(os.getloadavg()[0], 2)}))


if __name__ == "__main__":
    main()
