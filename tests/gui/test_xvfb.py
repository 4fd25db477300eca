"""The real app under a real X server (Xvfb, started here): it starts, sits down at a Hjerterfri
table, and saves a screenshot of itself when the person is to play. Skipped without Xvfb."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.xvfb


def free_display() -> int:
    for number in range(91, 140):
        if not Path(f"/tmp/.X{number}-lock").exists() and not Path(f"/tmp/.X11-unix/X{number}").exists():
            return number
    pytest.skip("no free X display number")


@pytest.fixture
def xserver():
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (run ./test as root to install it)")
    number = free_display()
    proc = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.skip("Xvfb did not start")
        time.sleep(0.05)
    yield f":{number}"
    proc.terminate()
    proc.wait(10)


def test_the_app_starts_under_xvfb_and_saves_a_screenshot(xserver, tmp_path) -> None:
    shot = tmp_path / "table.png"
    env = dict(os.environ, DISPLAY=xserver, QT_QPA_PLATFORM="xcb", XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run([sys.executable, "-m", "fjols_desktop", "--game", "hearts", "--seed", "3",
                             "--demo-moves", "22", "--size", "1280x800", "--pace", "0",
                             "--names", "Sofie,Bjørn,Åse,Karl", "--screenshot", str(shot)],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1280, 800)
    felt = QColor(image.pixel(300, 300))
    assert felt.green() > felt.red() + 30 and felt.green() > felt.blue() + 30  # green baize
