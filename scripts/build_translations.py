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


def lrelease_command() -> list[str]:
    exe = Path(sys.executable).with_name("pyside6-lrelease")
    if exe.exists():
        return [str(exe)]
    found = shutil.which("pyside6-lrelease")
    if found:
        return [found]
    raise SystemExit("pyside6-lrelease not found: install PySide6-Essentials in this environment")


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
