"""The hand-run picture scripts of the dialogs and of the family's ledger still run against today's
windows, end, and leave nothing behind: they drive the forms by their editors' names, so a form that
changes shape breaks them (the Davoserjas round list did once), and a window that starts asking on
close would hang them (the scorekeeper's did once); their scratch folders go when they end."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_script(tmp_path: Path, script: str) -> list[str]:
    """Runs ``scripts/<script>`` into a fresh folder with its own TMPDIR; the pictures it wrote. A
    script still running after two minutes (it waits for an answer nobody gives) is stopped and fails."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    out = tmp_path / "shots"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(scratch))
    with subprocess.Popen([sys.executable, f"scripts/{script}", "--out", str(out)], cwd=ROOT, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as process:
        try:
            _, stderr = process.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            process.send_signal(signal.SIGKILL)
            process.communicate()
            raise AssertionError(f"{script} did not end") from None
    assert process.returncode == 0, stderr[-3000:]
    assert not list(scratch.iterdir())
    return sorted(p.name for p in out.iterdir())


def test_the_dialog_pictures_are_taken_and_the_scratch_folder_is_removed(tmp_path) -> None:
    assert run_script(tmp_path, "dialog_screenshots.py") == [
        "deal-review.png", "house-rules-davoserjas.png", "house-rules-durak.png", "rules-davoserjas.png",
        "rules-durak.png"]


def test_the_ledger_pictures_are_taken_and_the_script_ends(tmp_path) -> None:
    assert run_script(tmp_path, "ledger_screenshots.py") == [
        "scorekeeper.png", "statistics-by-game.png", "statistics-head-to-head.png", "statistics-over-time.png"]
