"""The Linux bundle against its targets: size, .deb size, start-up and build time.

    .venv/bin/python benchmarks/bundle.py [--skip-build] [--runs 10] [--compare-compression]

Builds Fjols with ``packaging/build.py`` (timed: translations, bundle, tar.gz and .deb) and a bare
PySide6 window with the same slim settings (``benchmarks/bare_window/``), then compares:

* bundle size: Fjols onedir vs the bare window (target <= 1.2x); the .deb (target < 45 MB);
* start-up, offscreen and warm, the runs alternating so that machine noise hits both alike: the time
  from starting the process until it prints ``shown`` (the first event-loop turn after the main
  window's ``show()``), for ``fjols --smoke`` and for the bare window (target <= 1.5x, medians; the
  same measure as benchmarks/startup.py, here for the bundles). Also reported: ``ready_ms`` (the
  app's game list is up too) and the whole ``fjols --self-test`` run;
* build time: translations + bundle + installers (target < 120 s).

``--compare-compression`` also times the .deb with gzip -6 and xz -6. Needs the ``build`` extra.
Sizes are in MB (10^6 bytes). The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "packaging"), str(ROOT / "packaging" / "linux")]
from build import DIST, INSTALLERS, bundle_dir, executable, megabytes  # packaging/build.py
from make_deb import build_deb  # packaging/linux/make_deb.py

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


def timed_run(command: list[str]) -> dict[str, float]:
    """Milliseconds from the start until each line the process prints, and until it exits."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    started = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    marks: dict[str, float] = {}
    assert proc.stdout is not None
    for line in proc.stdout:
        marks.setdefault(line.strip(), (time.perf_counter() - started) * 1000)
    if proc.wait() != 0:
        raise SystemExit(f"{' '.join(command)} exited with {proc.returncode}")
    marks["exit"] = (time.perf_counter() - started) * 1000
    return marks


def startup(runs: int) -> dict[str, float]:
    commands = {"app": [str(executable()), "--smoke"], "bare": [str(BARE / "bare_window"), "--smoke"],
                "self_test": [str(executable()), "--self-test"]}
    times: dict[str, list[float]] = {"shown": [], "ready": [], "bare_shown": [], "self_test": []}
    for run in range(runs + 2):                    # two warm-up rounds
        marks = {name: timed_run(command) for name, command in commands.items()}
        if run >= 2:
            times["shown"].append(marks["app"]["shown"])
            times["ready"].append(marks["app"]["ready"])
            times["bare_shown"].append(marks["bare"]["shown"])
            times["self_test"].append(marks["self_test"]["exit"])
    return {name: round(statistics.median(values), 1) for name, values in times.items()}


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
    medians = startup(args.runs)
    result.update(startup_ms=medians["shown"], bare_startup_ms=medians["bare_shown"],
                  startup_ratio=round(medians["shown"] / medians["bare_shown"], 3), ready_ms=medians["ready"],
                  self_test_ms=medians["self_test"], startup_runs=args.runs)
    if args.compare_compression:
        result["deb_compression"] = compression_table()
    result["targets_met"] = {key: float(result[key]) <= limit for key, limit in TARGETS.items() if key in result}
    for key, value in result.items():
        print(f"{key:>20}: {value}")
    print(json.dumps({"benchmark": "bundle", **result}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
