"""Build Fjols for this platform: translations, the PyInstaller bundle, then the installers.

    .venv/bin/python packaging/build.py                 # translations bundle installers
    .venv/bin/python packaging/build.py self-test       # run the built bundle's --self-test
    .venv/bin/python packaging/build.py bundle self-test

Needs the ``build`` extra (``pip install -e '.[build]'``: PyInstaller). Steps:

  translations  scripts/build_translations.py: translations/*.ts -> .qm
  bundle        PyInstaller with packaging/fjols_desktop.spec -> dist/fjols/ (macOS: dist/Fjols.app,
                after packaging/macos/make_icns.sh has made build/fjols.icns)
  installers    into dist/installers/. Linux: fjols-<version>-linux-<arch>.tar.gz and the .deb
                (packaging/linux/make_deb.py), compressed side by side on the two cores. Windows:
                Fjols-<version>-setup.exe (makensis packaging/windows/fjols.nsi). macOS:
                Fjols-<version>.dmg (packaging/macos/make_dmg.sh).
  self-test     the bundle's own ``--self-test`` (its report, then its exit code); ``--exe PATH``
                runs it from an installed copy instead

Prints each step's time and the sizes, and one JSON line last.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST = ROOT / "dist"
INSTALLERS = DIST / "installers"
WORK = ROOT / "build" / "pyinstaller"
SPEC = HERE / "fjols_desktop.spec"
STEPS = ("translations", "bundle", "installers", "self-test")
SELF_TEST_LOG = "fjols-self-test.txt"   # where a windowed Windows build writes its report

sys.path[:0] = [str(HERE / "linux"), str(ROOT)]
from make_deb import build_deb  # packaging/linux/make_deb.py

from fjols_desktop import __version__


def bundle_dir() -> Path:
    return DIST / "fjols"


def executable() -> Path:
    if sys.platform == "darwin":
        return DIST / "Fjols.app" / "Contents" / "MacOS" / "fjols"
    return bundle_dir() / ("fjols.exe" if sys.platform == "win32" else "fjols")


def megabytes(path: Path) -> float:
    if path.is_file():
        return round(path.stat().st_size / 1e6, 1)
    return round(sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6, 1)


def run(command: list[str], **kwargs: object) -> None:
    print("+", " ".join(str(c) for c in command), flush=True)
    subprocess.run(command, check=True, **kwargs)  # type: ignore[call-overload]


# -- steps -----------------------------------------------------------------------------------------
def translations() -> dict[str, object]:
    run([sys.executable, str(ROOT / "scripts" / "build_translations.py")])
    return {"qm_files": len(list((ROOT / "translations").glob("*.qm")))}


def bundle() -> dict[str, object]:
    if sys.platform == "darwin":
        run(["bash", str(HERE / "macos" / "make_icns.sh")])
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)])
    files = [p for p in bundle_dir().rglob("*") if p.is_file()]
    return {"bundle_mb": megabytes(bundle_dir()), "bundle_files": len(files)}


def tar_command(out: Path) -> list[str]:
    # GNU tar: sorted, owned by root, so that the archive depends on the files only.
    return ["tar", "--sort=name", "--owner=0", "--group=0", "--numeric-owner", "-C", str(DIST),
            "-czf", str(out), bundle_dir().name]


def linux_installers(compression: str, level: int | None) -> dict[str, object]:
    INSTALLERS.mkdir(parents=True, exist_ok=True)
    tarball = INSTALLERS / f"fjols-{__version__}-linux-{platform.machine()}.tar.gz"
    started = time.perf_counter()
    tar = subprocess.Popen(tar_command(tarball))      # gzip on one core while dpkg-deb uses the other
    deb = build_deb(bundle_dir(), INSTALLERS, compression, level, work=ROOT / "build" / "deb-root")
    deb_seconds = time.perf_counter() - started
    if tar.wait() != 0:
        raise SystemExit(f"tar failed with exit code {tar.returncode}")
    print(f"  {tarball.name}: {megabytes(tarball)} MB; {deb.name}: {megabytes(deb)} MB "
          f"({compression}{'' if level is None else f' -z{level}'}, {deb_seconds:.1f} s)")
    return {"tar_gz_mb": megabytes(tarball), "deb_mb": megabytes(deb), "deb_compression": compression,
            "deb_level": level, "deb_seconds": round(deb_seconds, 1)}


def makensis() -> str:
    found = shutil.which("makensis")
    if found:
        return found
    default = Path(os.environ.get("ProgramFiles(x86)", r"C:\Program Files (x86)")) / "NSIS" / "makensis.exe"
    if default.exists():
        return str(default)
    raise SystemExit("makensis not found: install NSIS (choco install nsis, or apt-get install nsis)")


def nsis_command(source: Path, outfile: Path, makensis_path: str = "makensis") -> list[str]:
    """The makensis call for packaging/windows/fjols.nsi (a test runs it against a placeholder folder)."""
    return [makensis_path, "-V2", f"-DVERSION={__version__}", f"-DSOURCE={source}", f"-DOUTFILE={outfile}",
            f"-DICON={ROOT / 'resources' / 'icons' / 'fjols.ico'}", str(HERE / "windows" / "fjols.nsi")]


def windows_installer() -> dict[str, object]:
    INSTALLERS.mkdir(parents=True, exist_ok=True)
    setup = INSTALLERS / f"Fjols-{__version__}-setup.exe"
    run(nsis_command(bundle_dir(), setup, makensis()))
    return {"setup_exe_mb": megabytes(setup)}


def macos_installer() -> dict[str, object]:
    INSTALLERS.mkdir(parents=True, exist_ok=True)
    dmg = INSTALLERS / f"Fjols-{__version__}.dmg"
    run(["bash", str(HERE / "macos" / "make_dmg.sh"), str(DIST / "Fjols.app"), str(dmg)])
    return {"dmg_mb": megabytes(dmg)}


def installers(compression: str, level: int | None) -> dict[str, object]:
    if sys.platform == "win32":
        return windows_installer()
    if sys.platform == "darwin":
        return macos_installer()
    return linux_installers(compression, level)


def self_test(exe: Path | None = None) -> dict[str, object]:
    exe = exe or executable()
    log = Path(tempfile.gettempdir()) / SELF_TEST_LOG   # the same folder selftest.py writes to
    log.unlink(missing_ok=True)
    result = subprocess.run([str(exe), "--self-test"], capture_output=True, text=True, check=False)
    report = result.stdout or (log.read_text(encoding="utf-8") if log.exists() else "")
    print(report + result.stderr, end="", flush=True)
    if result.returncode != 0:
        raise SystemExit(f"{exe} --self-test exited with {result.returncode}")
    return {"self_test": "passed"}


# -- main ------------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("steps", nargs="*", metavar="STEP",
                        help=f"any of {', '.join(STEPS)} (default: all but self-test)")
    parser.add_argument("--deb-compression", default="xz", choices=("xz", "gzip", "zstd"),
                        help="xz: smallest; gzip: fastest (see README, Installers)")
    parser.add_argument("--deb-level", type=int, default=1, help="dpkg-deb -z level (default 1)")
    parser.add_argument("--exe", type=Path, help="self-test this executable (an installed copy) instead")
    args = parser.parse_args(argv)
    steps = args.steps or list(STEPS[:3])
    unknown = sorted(set(steps) - set(STEPS))
    if unknown:
        parser.error(f"unknown step {', '.join(unknown)}; choose from {', '.join(STEPS)}")
    actions = {"translations": translations, "bundle": bundle, "self-test": lambda: self_test(args.exe),
               "installers": lambda: installers(args.deb_compression, args.deb_level)}
    summary: dict[str, object] = {"platform": sys.platform, "version": __version__}
    seconds: dict[str, float] = {}
    started = time.perf_counter()
    for step in STEPS:
        if step in steps:
            step_started = time.perf_counter()
            summary.update(actions[step]())
            seconds[step] = round(time.perf_counter() - step_started, 1)
            print(f"== {step}: {seconds[step]} s", flush=True)
    summary["seconds"] = seconds
    summary["total_seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
