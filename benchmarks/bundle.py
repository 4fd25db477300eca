"""The Linux bundle against its targets: size, .deb size, start-up and build time.

    .venv/bin/python benchmarks/bundle.py [--skip-build] [--runs 10] [--compare-compression]

Builds Fjols with ``packaging/build.py`` (timed: translations, bundle, tar.gz and .deb) and a bare
PySide6 window with the same slim settings (``benchmarks/bare_window/``), then compares:

* bundle size: Fjols onedir vs the bare window (target <= 1.2x); the .deb (target < 45 MB);
* start-up, side by side with ``hyperfine -N`` (offscreen, warm; own timing loop if hyperfine is
  missing): ``fjols --self-test`` (Qt, icons, translations, main window, a deal of every game, a
  drawing, quit) vs the bare window shown and quit (target <= 1.5x). ``--app-args=--smoke`` times
  only start -> window shown once the app has that flag;
* build time: translations + bundle + installers (target < 120 s).

``--compare-compression`` also times the .deb with gzip -6 and xz -6. Needs the ``build`` extra.
Sizes are in MB (10^6 bytes). The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "packaging"), str(ROOT / "packaging" / "linux")]
from make_deb import build_deb  # packaging/linux/make_deb.py

from build import DIST, INSTALLERS, bundle_dir, executable, megabytes  # packaging/build.py

BARE = DIST / "bench" / "bare_window"
TARGETS = {"size_ratio": 1.2, "deb_mb": 45.0, "startup_ratio": 1.5, "build_seconds": 120.0}


def build_all() -> dict[str, object]:
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")], capture_output=True, text=True,
                         check=True).stdout
    summary: dict[str, object] = json.loads(out.strip().splitlines()[-1])
    started = time.perf_counter()
    bare = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                           "--distpath", str(DIST / "bench"), "--workpath", str(ROOT / "build" / "bench"),
                           str(ROOT / "benchmarks" / "bare_window" / "bare_window.spec")],
                          capture_output=True, text=True, check=False)
    if bare.returncode != 0:
        raise SystemExit(f"the bare window did not build:\n{bare.stdout}{bare.stderr}")
    summary["bare_build_seconds"] = round(time.perf_counter() - started, 1)
    return summary


def startup_ms(commands: list[list[str]], runs: int) -> list[tuple[float, float]]:
    """(mean, stdev) in ms for each command, measured alternately so that noise hits all alike."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    hyperfine = shutil.which("hyperfine")
    if hyperfine:
        with tempfile.TemporaryDirectory() as tmp:
            report = Path(tmp) / "hyperfine.json"
            subprocess.run([hyperfine, "-N", "--warmup", "2", "--runs", str(runs), "--export-json", str(report),
                            *(" ".join(c) for c in commands)], env=env, check=True, stdout=subprocess.DEVNULL)
            results = json.loads(report.read_text())["results"]
        return [(r["mean"] * 1000, r["stddev"] * 1000) for r in results]
    times: list[list[float]] = [[] for _ in commands]
    for run in range(runs + 2):
        for i, command in enumerate(commands):
            started = time.perf_counter()
            subprocess.run(command, env=env, check=True, capture_output=True)
            if run >= 2:                                   # two warm-up rounds
                times[i].append((time.perf_counter() - started) * 1000)
    return [(statistics.mean(t), statistics.stdev(t)) for t in times]


def compression_table() -> dict[str, dict[str, float]]:
    table = {}
    for compression, level in (("gzip", 6), ("xz", 1), ("xz", 6)):
        with tempfile.TemporaryDirectory() as tmp:
            started = time.perf_counter()
            deb = build_deb(bundle_dir(), Path(tmp), compression, level, work=Path(tmp) / "root")
            table[f"{compression}-{level}"] = {"mb": megabytes(deb),
                                               "seconds": round(time.perf_counter() - started, 1)}
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--skip-build", action="store_true", help="measure the bundles already in dist/")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--app-args", default="--self-test")
    parser.add_argument("--compare-compression", action="store_true")
    args = parser.parse_args()
    result: dict[str, object] = {}
    if not args.skip_build:
        summary = build_all()
        result["build_seconds"] = summary["total_seconds"]
        result["build_steps"] = summary["seconds"]
        result["bare_build_seconds"] = summary["bare_build_seconds"]
    (deb,) = INSTALLERS.glob("fjols_*.deb")
    (tarball,) = INSTALLERS.glob("fjols-*.tar.gz")
    result.update(bundle_mb=megabytes(bundle_dir()), bare_bundle_mb=megabytes(BARE), deb_mb=megabytes(deb),
                  tar_gz_mb=megabytes(tarball))
    result["size_ratio"] = round(megabytes(bundle_dir()) / megabytes(BARE), 3)
    (app_ms, app_sd), (bare_ms, bare_sd) = startup_ms(
        [[str(executable()), *args.app_args.split()], [str(BARE / "bare_window"), "--self-test"]], args.runs)
    result.update(startup_ms=round(app_ms, 1), startup_sd_ms=round(app_sd, 1), bare_startup_ms=round(bare_ms, 1),
                  bare_startup_sd_ms=round(bare_sd, 1), startup_ratio=round(app_ms / bare_ms, 3),
                  startup_args=args.app_args, timer="hyperfine" if shutil.which("hyperfine") else "own loop")
    if args.compare_compression:
        result["deb_compression"] = compression_table()
    result["targets_met"] = {key: float(result[key]) <= limit for key, limit in TARGETS.items() if key in result}
    for key, value in result.items():
        print(f"{key:>20}: {value}")
    print(json.dumps({"benchmark": "bundle", **result}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
