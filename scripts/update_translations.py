"""Collect every translatable string into translations/fjols_da.ts, fjols_sv.ts and fjols_nb.ts.

    .venv/bin/python scripts/update_translations.py [--check]

Runs ``pyside6-lupdate`` over every Python file git tracks under ``fjols_desktop/`` (lupdate finds nothing when given a
directory, so the files are passed one by one). It collects ``self.tr(...)``,
``QCoreApplication.translate(...)`` and ``QT_TRANSLATE_NOOP(context, text)``: the engine's house-rule
labels ("HouseRules") and game names ("Games"), and the GUI's phrase tables ("Reasons", "Reasons:<game>",
"Buttons", "Columns" ...). Existing translations are kept (lupdate merges by context and source);
strings no longer in the code are dropped (``-no-obsolete``); source locations are left out so the
files change only when strings do. New strings are "unfinished" until someone translates them.
``--check`` exits 1 if the committed files are not up to date (and leaves them untouched).

English is the source language, but a source text with Qt's plural forms (``tr("%n game(s)", "", n)``)
needs a catalogue to read "1 game" and "2 games": ``translations/fjols_en.ts`` holds only those
(``lupdate -pluralonly``), filled in by hand like the others and installed for English.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from build_translations import pyside_tool

LANGUAGES = ("da", "sv", "nb")


def lupdate_command() -> list[str]:
    return pyside_tool("pyside6-lupdate")


def tracked_python_files(root: Path = ROOT) -> list[str]:
    """The program's Python files: what ships (the tests' and tools' strings are never shown)."""
    out = subprocess.run(["git", "ls-files", "*.py"], cwd=root, capture_output=True, text=True, check=True)
    return [line for line in out.stdout.splitlines()
            if line and (root / line).exists() and line.startswith("fjols_desktop/")]


def update(ts_files: list[Path], root: Path = ROOT, quiet: bool = False, plural_only: bool = False) -> str:
    """Run lupdate into ``ts_files`` (``plural_only``: only the texts with plural forms); returns
    lupdate's report."""
    files = tracked_python_files(root)
    result = subprocess.run([*lupdate_command(), *files, "-no-obsolete", "-locations", "none",
                             *(["-pluralonly"] if plural_only else []), "-ts", *map(str, ts_files)],
                            cwd=root, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"lupdate failed:\n{result.stdout}{result.stderr}")
    if not quiet:
        print(result.stdout.strip())
    return result.stdout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only check that the .ts files are current")
    args = parser.parse_args(argv)
    targets = [ROOT / "translations" / f"fjols_{lang}.ts" for lang in LANGUAGES]
    english = ROOT / "translations" / "fjols_en.ts"
    if not args.check:
        update(targets)
        update([english], plural_only=True)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for target in targets:
            copy = Path(tmp) / target.name
            if target.exists():
                shutil.copy(target, copy)
            copies.append(copy)
        update(copies, quiet=True)
        english_copy = Path(tmp) / english.name
        if english.exists():
            shutil.copy(english, english_copy)
        update([english_copy], quiet=True, plural_only=True)
        targets, copies = [*targets, english], [*copies, english_copy]
        stale = [t.name for t, c in zip(targets, copies) if not t.exists() or t.read_bytes() != c.read_bytes()]
    if stale:
        print("out of date: " + ", ".join(stale) + " (run scripts/update_translations.py)")
        return 1
    print("translations are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
