"""./run and ./test on a first run: one line per step that does work, the whole log only on failure.

The set-up functions in scripts/env.sh are driven in a copy of the repository's skeleton whose
``.venv/bin/python`` is a stand-in script that prints noise like pip does (warnings, banners) and
exits with a chosen status, so the test needs neither the network nor a real install.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from .conftest import ROOT

FAKE_PYTHON = """#!/bin/sh
echo "pip says: $*"
echo "  BuildBackendWarning: something is deprecated" >&2
exit "${FAKE_STATUS:-0}"
"""


def skeleton(tmp: Path) -> Path:
    root = tmp / "repo"
    (root / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "env.sh", root / "scripts" / "env.sh")
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    python = root / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(FAKE_PYTHON)
    python.chmod(0o755)
    (root / "translations").mkdir()
    return root


def bash(root: Path, script: str, status: int = 0) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "FAKE_STATUS": str(status)}
    return subprocess.run(["bash", "-c", f'source "{root}/scripts/env.sh"\n{script}'],
                          capture_output=True, text=True, env=env, check=False)


def test_first_install_prints_one_line_and_the_second_nothing(tmp_path) -> None:
    root = skeleton(tmp_path)
    first = bash(root, 'ensure_venv ""')
    assert (first.returncode, first.stdout, first.stderr) == (0, "Installing Fjols into .venv … done\n", "")
    second = bash(root, 'ensure_venv ""')
    assert (second.returncode, second.stdout, second.stderr) == (0, "", "")
    tools = bash(root, 'ensure_venv "test"')
    assert tools.stdout == "Installing Fjols and its test tools into .venv … done\n"


def test_a_failing_step_says_so_and_prints_its_whole_log(tmp_path) -> None:
    root = skeleton(tmp_path)
    failed = bash(root, 'ensure_venv ""', status=3)
    assert failed.returncode == 3
    assert failed.stdout == "Installing Fjols into .venv … failed (exit 3):\n"
    assert f"pip says: -m pip install -e {root}" in failed.stderr
    assert "BuildBackendWarning: something is deprecated" in failed.stderr
    assert not (root / ".venv" / ".fjols-installed-app").exists()      # tried again next time


def test_translations_are_built_only_when_a_catalogue_is_stale(tmp_path) -> None:
    root = skeleton(tmp_path)
    ts, qm = root / "translations" / "fjols_da.ts", root / "translations" / "fjols_da.qm"
    ts.write_text("<TS/>")
    assert bash(root, "ensure_translations").stdout == "Building the translations … done\n"
    qm.write_text("built")
    os.utime(qm, (ts.stat().st_mtime + 5, ts.stat().st_mtime + 5))
    assert bash(root, "ensure_translations").stdout == ""


@pytest.mark.parametrize("command", ["step 'Counting' true", "step 'Counting' sh -c 'echo noise; exit 0'"])
def test_step_hides_the_output_of_a_step_that_works(tmp_path, command) -> None:
    done = bash(skeleton(tmp_path), command)
    assert (done.returncode, done.stdout, done.stderr) == (0, "Counting … done\n", "")


def test_the_licence_is_an_spdx_string_so_setuptools_does_not_warn() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["project"]["license"] == "MIT"
    assert project["build-system"]["requires"] == ["setuptools>=77"]      # SPDX strings need 77
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
