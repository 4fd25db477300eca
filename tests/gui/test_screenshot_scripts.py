"""The hand-run picture script of the dialogs still runs against today's dialogs and leaves nothing
behind: it drives the house-rules forms by their editors' names, so a form that changes shape breaks
it (the Davoserjas round list did once), and its scratch settings folder goes when it ends."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_dialog_pictures_are_taken_and_the_scratch_folder_is_removed(tmp_path) -> None:
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    out = tmp_path / "shots"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(scratch))
    done = subprocess.run([sys.executable, "scripts/dialog_screenshots.py", "--out", str(out)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert sorted(p.name for p in out.iterdir()) == ["deal-review.png", "house-rules-davoserjas.png",
                                                     "house-rules-durak.png", "rules-davoserjas.png",
                                                     "rules-durak.png"]
    assert not list(scratch.iterdir())
