"""The fuzz suite: every reader of a file Fjols keeps, a few hundred seeded mutations each (about
3,000 cases, well within a minute), with no uncaught exception, no hang (``fuzzing.CASE_SECONDS``
a case), a refused file kept as it was, and a refusal that names the file and has its words in
every language the app speaks. ``benchmarks/fuzz.py`` runs the same cases ten thousand at a time.
"""

from __future__ import annotations

import collections

import pytest

from .fuzzing import Bases, Phrases, make_bases, readers, run_case

CASES = {"save": 300, "scoresheet": 300, "presets": 300, "preset_import": 400, "preferences": 300, "settings": 300,
         "ledger_file": 400, "ledger_rows": 250, "names": 500}


@pytest.fixture(scope="module")
def bases() -> Bases:
    return make_bases()


@pytest.fixture(scope="module")
def phrases() -> Phrases:
    return Phrases()


def test_every_reader_is_fuzzed() -> None:
    assert {r.name for r in readers(make_bases())} == set(CASES)


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_reader_refuses_or_reads_and_never_crashes_hangs_or_loses_a_file(bases: Bases, phrases: Phrases,
                                                                           name: str) -> None:
    reader = next(r for r in readers(bases) if r.name == name)
    outcomes: collections.Counter[str] = collections.Counter()
    failures = []
    for seed in range(CASES[name]):
        outcome, why = run_case(reader, bases, seed, phrases)
        outcomes[outcome] += 1
        if why:
            failures.append(why)
    assert failures == []
    assert outcomes["accepted"] and outcomes["refused"], outcomes  # the mutations reach both ends
