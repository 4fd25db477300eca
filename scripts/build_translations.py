"""Compile translations/*.ts into .qm files next to them (the .qm files are never committed).

Runs `pyside6-lrelease` from the virtualenv; does nothing for a .qm that is newer than its .ts.
Used by ./run, ./test and packaging/build.py.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"


def pyside_tool(name: str) -> list[str]:
    """The command for a PySide6 tool (``pyside6-lrelease``...): the one next to this Python first."""
    exe = Path(sys.executable).with_name(name)
    if exe.exists():
        return [str(exe)]
    found = shutil.which(name)
    if found:
        return [found]
    raise SystemExit(f"{name} not found: install PySide6-Essentials in this environment")


def lrelease_command() -> list[str]:
    return pyside_tool("pyside6-lrelease")


def build(quiet: bool, force: bool = False) -> list[Path]:
    built = []
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if not force and qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        result = subprocess.run([*lrelease_command(), str(ts), "-qm", str(qm)],
                                capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise SystemExit(f"lrelease failed for {ts.name}:\n{result.stdout}{result.stderr}")
        if not quiet:
            print(result.stdout.strip())
        built.append(qm)
    return built


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--force", action="store_true", help="rebuild every .qm")
    args = parser.parse_args()
    build(args.quiet, args.force)


if __name__ == "__main__":
    main()
