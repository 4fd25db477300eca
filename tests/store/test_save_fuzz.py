"""Fuzzing save loading: thousands of mutated saves each load exactly or fail with a ``SaveError``.

The saves mutated are one of every registered game, a scorekept match and the v0 fixture.

Two mutators: one damages the bytes (flips, cuts, insertions, truncation), the other edits the JSON
tree (a value replaced by random JSON, a key or entry dropped, a number nudged by one, two entries
swapped), which reaches the checks behind the parser: types, ranges, seats, options and replays.
Whatever loads must load completely: written back and read again it is the same match, and its
state is the replayed current deal.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.store.errors import SaveError
from fjols_desktop.store.saves import LoadedSave, MatchMode, SavedMatch, SeatInfo, load_save_bytes

from .helpers import FAMILY, play
from .test_saves import FIXTURES


def one_deal_and_a_bit(game: str) -> bytes:
    """A save of ``game`` with one finished deal and a dozen moves into the next."""
    info = get_game(game).info
    seats = FAMILY[:2] + tuple(SeatInfo.computer(f"Robot {n}", "random") for n in range(info.default_seats - 2))
    saved = SavedMatch.new(Match.new(game, info.default_seats, seed=8), seats)
    while not saved.deals:
        saved, _ = play(saved, 1, rng_seed=len(saved.moves))
    saved, _ = play(saved, 12)
    return saved.dumps()


SCOREKEPT = SavedMatch.new(Match.new("hearts", 3, seed=2), FAMILY[:3], MatchMode.SCOREKEEPER).scored((5, 21, 0))
BASES = (*(one_deal_and_a_bit(g.info.id) for g in GAMES), SCOREKEPT.dumps(), (FIXTURES / "save_v0.json").read_bytes())
JSONISH = b'0123456789 ,:"[]{}-SHDCQKAJpasthrumn'
FUZZ = settings(max_examples=1500, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

scalars = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False) | st.text(max_size=8)
           | st.sampled_from(["QS", "2C", "pass 2C 3C 4C", "hearts", "human", "computer", "random", "table"]))
json_values = scalars | st.lists(scalars, max_size=3) | st.dictionaries(st.text(max_size=6), scalars, max_size=2)


def check(data: bytes) -> None:
    try:
        loaded = load_save_bytes(data)
    except SaveError as error:
        assert error.reason.key and str(error)
        return
    assert_complete(loaded)


def assert_complete(loaded: LoadedSave) -> None:
    again = load_save_bytes(loaded.saved.dumps())
    assert again.saved == loaded.saved
    assert loaded.state == loaded.saved.current_state()


@FUZZ
@given(base=st.sampled_from(BASES), edits=st.lists(
    st.tuples(st.sampled_from(["flip", "cut", "insert", "truncate"]), st.floats(0, 1), st.binary(max_size=6)),
    min_size=1, max_size=4))
def test_damaged_bytes(base: bytes, edits: list[tuple[str, float, bytes]]) -> None:
    data = bytearray(base)
    for op, where, payload in edits:
        at = int(where * len(data)) if data else 0
        if op == "flip" and data:  # another character that JSON texts are made of, so the file often still parses
            data[min(at, len(data) - 1)] = JSONISH[payload[0] % len(JSONISH) if payload else 0]
        elif op == "cut":
            del data[at:at + 1 + len(payload) * 7]
        elif op == "insert":
            data[at:at] = payload
        else:
            del data[at:]
    check(bytes(data))


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            out += paths(child, prefix + (key,))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            out += paths(child, prefix + (i,))
    return out


def edit(doc: Any, path: tuple[Any, ...], op: str, new: Any) -> Any:
    if not path:
        return new if op == "replace" else doc
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    old = parent[key]
    if op == "replace":
        parent[key] = new
    elif op == "drop":
        del parent[key]
    elif op == "nudge" and isinstance(old, int) and not isinstance(old, bool):
        parent[key] = old + (1 if new else -1)  # the replacement's truth picks the direction
    elif op == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = (key + 1) % len(parent)
        parent[key], parent[other] = parent[other], parent[key]
    return doc


@FUZZ
@given(base=st.sampled_from(BASES), edits=st.lists(
    st.tuples(st.integers(0, 2**16), st.sampled_from(["replace", "drop", "nudge", "nudge", "swap"]), json_values),
    min_size=1, max_size=3))
def test_edited_documents(base: bytes, edits: list[tuple[int, str, Any]]) -> None:
    doc = json.loads(base)
    for where, op, new in edits:
        choices = paths(doc)
        doc = edit(doc, choices[where % len(choices)], op, new)
    check(json.dumps(doc).encode())


def test_the_unmutated_bases_load() -> None:
    for base in BASES:
        assert_complete(load_save_bytes(base))
