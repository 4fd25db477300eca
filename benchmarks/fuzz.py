"""The long fuzz run over every reader of a file Fjols keeps (the cases of ``tests/store/fuzzing.py``).

    nice -n 10 python benchmarks/fuzz.py [--cases 10000] [--readers save,ledger_rows] [--start 0]

Each reader (saves, real-cards sheets, presets, preset import, preferences, settings, the ledger as
a damaged file and as a valid database with damaged rows, typed names) gets ``--cases`` seeded
mutations of a real file the app wrote. A case is accepted, refused (a ``StoreError`` naming the
file, phrased in Danish, Swedish and Norwegian), or a failure: a crash, a hang (over ten seconds)
or a refused file whose bytes were not kept. One line per reader goes to stderr as it finishes; the
last line printed is one JSON object: ``cases``, ``refused``, ``crashes``, ``hangs``,
``files_changed`` (the last three must be 0), ``per_reader`` and ``seconds``, plus the first few
failures (their seeds reproduce them: ``--readers NAME --start SEED --cases 1``).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.store.fuzzing import Phrases, make_bases, readers, run_case


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=10_000, help="cases per reader")
    parser.add_argument("--readers", default="", help="comma-separated reader names (default: all)")
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    args = parser.parse_args(argv)
    bases = make_bases()
    phrases = Phrases()
    chosen = [r for r in readers(bases) if not args.readers or r.name in args.readers.split(",")]
    totals: collections.Counter[str] = collections.Counter()
    per_reader: dict[str, dict[str, int]] = {}
    failures: list[str] = []
    started = time.perf_counter()
    for reader in chosen:
        counts: collections.Counter[str] = collections.Counter()
        began = time.perf_counter()
        for seed in range(args.start, args.start + args.cases):
            outcome, why = run_case(reader, bases, seed, phrases)
            counts[outcome] += 1
            if why and len(failures) < 20:
                failures.append(why)
        per_reader[reader.name] = dict(counts)
        totals.update(counts)
        print(f"{reader.name}: {dict(counts)} in {time.perf_counter() - began:.0f} s", file=sys.stderr, flush=True)
    report = {"cases": sum(totals.values()), "refused": totals["refused"], "crashes": totals["crash"],
              "hangs": totals["hang"], "files_changed": totals["changed"], "accepted": totals["accepted"],
              "per_reader": per_reader, "seconds": round(time.perf_counter() - started, 1), "failures": failures}
    print(json.dumps(report, ensure_ascii=False))
    return 0 if not (totals["crash"] or totals["hang"] or totals["changed"]) else 1


if __name__ == "__main__":
    sys.exit(main())
