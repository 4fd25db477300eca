"""Every dialog and the main window fit a 1024×600 screen: each dialog (settings, the house rules and
the rules of every game, the new-game dialog with thirteen seats, the deal review, the family,
statistics and the scorekeeper) lies inside the screen's available room with all its buttons on
the screen and inside the dialog (a long form scrolls instead), and Escape closes it; the main
window opens inside the screen, also after a bigger size was remembered. In English and Danish.

The dialogs are opened in a separate process (``dialog_probe.py``) whose offscreen screen is
1024×600 (Qt's offscreen platform reads the screen from a configuration file)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCREEN = {"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1024, "height": 600, "logicalDpi": 96,
                       "logicalBaseDpi": 96, "dpr": 1}]}


def inside(rect: list[int], room: list[int]) -> bool:
    x, y, w, h = rect
    rx, ry, rw, rh = room
    return x >= rx and y >= ry and x + w <= rx + rw and y + h <= ry + rh


@pytest.mark.parametrize("lang", ["en", "da"])
def test_every_dialog_fits_a_1024x600_screen_and_escape_closes_it(tmp_path, lang) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps(SCREEN))
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", TMPDIR=str(scratch))
    done = subprocess.run([sys.executable, "-m", "tests.gui.dialog_probe", lang], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert not list(scratch.iterdir())   # the probe's settings, ledger and saves are cleaned away
    reports = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    names = [r["name"] for r in reports]
    assert {"settings", "house rules davoserjas", "rules durak", "new game", "deal review", "family", "statistics",
            "scorekeeper", "main window", "main window remembered 1600x1000"} <= set(names)
    faults = []
    for report in reports:
        screen = report["screen"]
        assert screen == [0, 0, 1024, 600]
        if not inside(report["dialog"], screen):
            faults.append(f"{report['name']} at {report['dialog']} leaves the screen")
        faults += [f"{report['name']}: {text!r} at {rect} is off the screen"
                   for text, rect in report["buttons"].items() if not inside(rect, screen)]
        faults += [f"{report['name']}: {text!r} is cut off by the dialog" for text in report["clipped"]]
        if not report["escape_closes"]:
            faults.append(f"{report['name']}: Escape does not close it")
    assert not faults, "\n".join(faults)
    dialogs = [r for r in reports if not r["name"].startswith("main window")]
    assert all(r["buttons"] for r in dialogs), [r["name"] for r in dialogs if not r["buttons"]]
