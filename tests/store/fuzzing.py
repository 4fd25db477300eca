"""Fuzzing every reader of a file Fjols keeps: shared by the suite (``test_fuzz.py``, a few thousand
cases) and the long run (``benchmarks/fuzz.py``, ten thousand and more per reader).

A *reader* takes the bytes of one file (or, for the ledger's rows, a change to one row), puts them
where the app keeps that file in a fresh folder, and reads it as the app does:

* ``save`` and ``scoresheet``: ``SaveSlot.load`` of a match at the table and of a real-cards sheet;
* ``presets``, ``preferences``, ``settings``: the stores that report a damaged file and set it aside;
* ``preset_import``: a preset file from another family (``PresetStore.read_preset_file``);
* ``ledger_file``: the family ledger with damaged bytes; ``ledger_rows``: a valid ledger whose rows
  were edited to hold anything SQLite allows (blobs, text that is not UTF-8, numbers for lists ...),
  then read and turned into statistics and a CSV export;
* ``names``: any text typed as a person's name, through the dialogs' check, a save and the roster.

Each case has one of these outcomes: ``accepted``, ``refused`` (a ``StoreError`` naming the file,
with a reason the app phrases in Danish, Swedish and Norwegian: checked against the shipped
catalogues), or a failure: ``crash`` (any other exception, or a refusal without file or phrase),
``hang`` (more than ``CASE_SECONDS``) or ``changed`` (a refused file whose bytes were not kept).

Mutations are seeded (``random.Random(seed)``), so a failing case is reproduced by its seed.
"""

from __future__ import annotations

import json
import logging
import os
import random
import shutil
import signal
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTranslator

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.gui.i18n import Phrase
from fjols_desktop.gui.i18n.store import REASONS
from fjols_desktop.gui.paths import translations_dir
from fjols_desktop.gui.settings import AppSettings
from fjols_desktop.store.errors import LedgerError, StoreError
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.names import BadName, normal_name
from fjols_desktop.store.saves import MatchMode, SavedMatch, SaveSlot, SeatInfo
from fjols_desktop.store.settings import PresetStore, SettingsStore
from fjols_desktop.store.stats import game_stats, write_results_csv

logging.getLogger("fjols_desktop").setLevel(logging.CRITICAL)  # every refusal is logged: thousands here

CASE_SECONDS = 10.0
OUTCOMES = ("accepted", "refused", "crash", "hang", "changed")
JSONISH = b'0123456789 ,:"[]{}-SHDCQKAJpasthrumn\\u'


class CaseTimeout(BaseException):
    """A case ran longer than ``CASE_SECONDS`` (raised by an alarm in the main thread)."""


@contextmanager
def time_bound(seconds: float) -> Iterator[None]:
    if not hasattr(signal, "setitimer"):
        yield
        return

    def ring(*_: object) -> None:
        raise CaseTimeout

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# --- what the app says ----------------------------------------------------------------------------------

class Phrases:
    """The reason keys the app phrases in every language it ships (the store's table, and each
    language's catalogue has a translation of the phrase)."""

    def __init__(self) -> None:
        self.catalogues = []
        for code in ("da", "sv", "nb"):
            translator = QTranslator()
            assert translator.load(str(translations_dir() / f"fjols_{code}.qm")), code
            self.catalogues.append(translator)

    def phrased(self, key: str) -> bool:
        entry = REASONS.get(key)
        if entry is None:
            return False
        phrase = entry if isinstance(entry, Phrase) else entry[0]
        return all(t.translate(phrase.context, phrase.text) not in ("", phrase.text) for t in self.catalogues)


# --- mutations ---------------------------------------------------------------------------------------------

def damage_bytes(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(out)) if out else 0
        op = rng.choice(("flip", "bit", "cut", "insert", "truncate", "repeat"))
        if op == "flip" and out:
            out[at] = rng.choice(JSONISH)
        elif op == "bit" and out:
            out[at] ^= 1 << rng.randrange(8)
        elif op == "cut":
            del out[at:at + rng.randint(1, 64)]
        elif op == "insert":
            out[at:at] = rng.randbytes(rng.randint(1, 8))
        elif op == "repeat":
            out[at:at] = out[at:at + rng.randint(1, 200)] * rng.randint(1, 50)
        else:
            del out[at:]
    return bytes(out)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            out += _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            out += _paths(child, (*prefix, i))
    return out


def random_json(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice((True, False))
    if kind == 2:
        return rng.choice((0, 1, -1, 7, 2**31, -(2**63), 10**18, 2**70))
    if kind == 3:
        return rng.choice((0.5, -1e308, 1e-300))
    if kind == 4:
        return rng.choice(("", "QS", "pass 2C 3C 4C", "hearts", "human", "computer", "random", "table",
                           "\u200d", "\ud800x", "x" * 5000, "key", "cls", "scorekeeper", "ÆØÅ"))
    if kind == 5:
        return "".join(chr(rng.randrange(1, 0x2FFFF)) for _ in range(rng.randint(0, 8)))
    if kind == 6:
        return [random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    if kind == 7:
        return {rng.choice(("key", "args", "name", "cls", "x", "game", "seats")): random_json(rng, depth + 1)
                for _ in range(rng.randint(0, 3))}
    return [[]] * 30 if rng.random() < 0.5 else {"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": []}}}}}}}}


def edit_document(data: bytes, rng: random.Random) -> bytes:
    """Edit the parsed JSON: a value replaced by random JSON, a key or entry dropped, a number
    nudged, two entries swapped; the result is valid JSON, so the checks behind the parser run."""
    doc = json.loads(data)
    for _ in range(rng.randint(1, 3)):
        choices = _paths(doc)
        path = choices[rng.randrange(len(choices))]
        if not path:
            continue
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        op = rng.choice(("replace", "replace", "drop", "nudge", "swap"))
        if op == "replace":
            parent[key] = random_json(rng)
        elif op == "drop":
            del parent[key]
        elif op == "nudge" and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += rng.choice((1, -1))
        elif op == "swap" and isinstance(parent, list) and len(parent) > 1:
            other = (key + 1) % len(parent)
            parent[key], parent[other] = parent[other], parent[key]
    return json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")


def mutate(data: bytes, rng: random.Random) -> bytes:
    return damage_bytes(data, rng) if rng.random() < 0.5 else edit_document(data, rng)


# --- the real files, as the app writes them ------------------------------------------------------------------

@dataclass(frozen=True)
class Bases:
    """One good file of every kind, written by the app's own writers."""

    saves: tuple[bytes, ...]
    scoresheet: bytes
    presets: bytes
    preset_file: bytes
    preferences: bytes
    settings: bytes
    ledger: bytes


def _played(game_id: str, seats: int, moves: int, seed: int) -> SavedMatch:
    rules = get_game(game_id).rules
    saved = SavedMatch.new(Match.new(game_id, seats, seed=seed),
                           [SeatInfo.human("Mormor"), SeatInfo.human("Mor 👩\u200d👧")]
                           + [SeatInfo.computer(f"Robot {n}", "random") for n in range(seats - 2)])
    rng = random.Random(seed)
    state = saved.current_state()
    for _ in range(moves):
        seat = min(rules.to_act(state))
        legal = rules.legal_moves(state, seat)
        move = legal[rng.randrange(len(legal))]
        state = rules.apply(state, seat, move)
        saved = saved.played(seat, move, state)
        if rules.is_over(state):
            state = saved.match.start_deal()
    return saved


def make_bases() -> Bases:
    folder = Path(tempfile.mkdtemp(prefix="fjols-fuzz-bases-"))
    try:
        saves = tuple(_played(g.info.id, g.info.default_seats, 60, seed=8).dumps() for g in GAMES)
        sheet = SavedMatch.new(Match.new("hearts", 3, seed=2), [SeatInfo.human(n) for n in ("Anna", "Bo", "Åse")],
                               MatchMode.SCOREKEEPER).scored((5, 21, 0)).scored((13, 13, 0))
        from fjols_desktop.gui.house_rules import builtin_presets

        store = PresetStore(folder)
        for game in GAMES:
            for n, options in enumerate(builtin_presets(game.info.id).values()):
                store.save(game.info.id, f"Mormors regler {n}", options)
        store.export("davoserjas", "Mormors regler 2", folder / "shared.json")
        prefs = AppSettings(folder / "preferences.json")
        for game in GAMES:
            info = game.info
            prefs.set_table(info.id, {"game": info.id, "options": info.options_type().to_dict(),
                                      "seats": [{"name": f"Spiller {n}", "human": n == 0, "level": "random"}
                                                for n in range(info.default_seats)]})
        prefs.comfort = prefs.comfort.replace(learner=True)
        prefs.window_state = bytes(range(200))
        prefs.export_folder = "/home/mormor/Dokumenter"
        SettingsStore(folder).save(SettingsStore(folder).settings)
        with Ledger(folder) as ledger:
            for seed in range(3):
                ledger.record_match(_finished(seed))
            ledger.record_match(_played("hearts", 4, 30, seed=9), finished=False)
        return Bases(saves, sheet.dumps(), (folder / "presets.json").read_bytes(), (folder / "shared.json").read_bytes(),
                     (folder / "preferences.json").read_bytes(), (folder / "settings.json").read_bytes(),
                     (folder / "ledger.sqlite3").read_bytes())
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _finished(seed: int) -> SavedMatch:
    saved = _played("hearts", 3, 0, seed)
    saved = SavedMatch.new(Match.new("hearts", 3, get_game("hearts").info.options_type(target_score=30), seed=seed),
                           saved.seats[:3])
    rules = get_game("hearts").rules
    rng = random.Random(seed)
    state = saved.current_state()
    while not saved.match.is_over():
        seat = min(rules.to_act(state))
        legal = rules.legal_moves(state, seat)
        move = legal[rng.randrange(len(legal))]
        state = rules.apply(state, seat, move)
        saved = saved.played(seat, move, state)
        if rules.is_over(state) and not saved.match.is_over():
            state = saved.match.start_deal()
    return saved


# --- readers ---------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Case:
    """What a reader saw: the file it read, its bytes, and what the reader said."""

    path: Path
    data: bytes
    problems: tuple[StoreError, ...] = ()


def _file_kept(case: Case, keeps_aside: bool) -> bool:
    """The bytes read are still on disk: at the path, or (for a store that sets a damaged file aside)
    in ``<stem>.damaged-<time>.json`` beside it."""
    if case.path.is_file() and case.path.read_bytes() == case.data:
        return True
    if keeps_aside:
        return any(p.read_bytes() == case.data for p in case.path.parent.glob(f"{case.path.stem}.damaged-*"))
    return False


def _place(folder: Path, name: str, data: bytes) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def read_save(folder: Path, data: bytes, name: str = "autosave") -> Case:
    path = _place(folder, f"saves/{name}.json", data)
    slot = SaveSlot(folder, name)
    try:
        loaded = slot.load()
    except StoreError as exc:
        return Case(path, data, (exc,))
    again = SaveSlot(folder / "again", name)
    again.write(loaded.saved)  # what loads must be whole: written back, it reads the same
    assert again.load().saved == loaded.saved
    return Case(path, data)


def read_scoresheet(folder: Path, data: bytes) -> Case:
    return read_save(folder, data, "scorekeeper")


def read_presets(folder: Path, data: bytes) -> Case:
    path = _place(folder, "config/presets.json", data)
    store = PresetStore(folder / "config")
    for game in GAMES:
        for name in store.names(game.info.id):
            store.get(game.info.id, name)
    return Case(path, data, store.problems)


def read_preset_import(folder: Path, data: bytes) -> Case:
    path = _place(folder, "shared.json", data)
    try:
        PresetStore(folder / "config").import_file(path)
    except StoreError as exc:
        return Case(path, data, (exc,))
    return Case(path, data)


def read_preferences(folder: Path, data: bytes) -> Case:
    path = _place(folder, "config/preferences.json", data)
    prefs = AppSettings(path)
    _ = (prefs.comfort, prefs.language, prefs.pace_ms, prefs.four_colour, prefs.window_geometry, prefs.window_state,
         prefs.last_game, prefs.export_folder)
    for game in GAMES:
        prefs.table(game.info.id)
    return Case(path, data, prefs.problems)


def read_settings(folder: Path, data: bytes) -> Case:
    path = _place(folder, "config/settings.json", data)
    store = SettingsStore(folder / "config")
    return Case(path, data, store.problems)


def _use_ledger(folder: Path) -> tuple[StoreError, ...]:
    """Open the ledger and use it as the Statistics window does; the rows it left out, as errors."""
    with Ledger(folder) as ledger:
        read = ledger.read_matches(include_unfinished=True)
        skipped = tuple(LedgerError(s.problem, s.reason, ledger.path) for s in read.skipped)
        ledger.people(include_archived=True)
        for game in ledger.games():
            game_stats(read.entries, game)
        for entry in read.entries:
            ledger.deals(entry.id)
        with open(os.devnull, "w", encoding="utf-8") as out:
            write_results_csv(read.entries, out)
    return skipped


def read_ledger_file(folder: Path, data: bytes) -> Case:
    path = _place(folder, "ledger.sqlite3", data)
    try:
        skipped = _use_ledger(folder)
    except StoreError as exc:
        return Case(path, data, (exc,))
    return Case(path, b"", skipped)  # opened: SQLite may write to a ledger it accepts


ROW_EDITS = (("matches", ("uid", "game", "mode", "seats", "house_rules", "seed", "lower_is_better", "finished",
                          "deals", "started_at", "finished_at")),
             ("match_seats", ("seat", "person_id", "name", "kind", "level", "total", "rank", "winner", "fool")),
             ("deals", ("number", "dealer", "label", "notes", "columns", "moves")),
             ("deal_results", ("seat", "points", "fool", "winner")), ("people", ("name", "archived", "created_at")))


def row_edit(rng: random.Random) -> bytes:
    """A change to one row of a valid ledger, as JSON (table, column, row, value, how to store it)."""
    table, columns = rng.choice(ROW_EDITS)
    value = random_json(rng)
    how = rng.choice(("value", "json", "blob", "bad_utf8"))
    return json.dumps({"table": table, "column": rng.choice(columns), "row": rng.randint(1, 5), "how": how,
                       "value": value}).encode()


def read_ledger_rows(folder: Path, data: bytes, ledger: bytes = b"") -> Case:
    path = _place(folder, "ledger.sqlite3", ledger)
    edit = json.loads(data)
    value = edit["value"]
    if edit["how"] == "json":
        value = json.dumps(value)
    elif edit["how"] == "blob":
        value = json.dumps(value).encode()
    elif edit["how"] == "bad_utf8":
        value = b"\xff\xfe" + json.dumps(value).encode()
    elif isinstance(value, (list, dict)) or (isinstance(value, int) and not -(2**63) <= value < 2**63):
        value = str(value)
    if isinstance(value, str):  # text SQLite cannot take (a lone surrogate) goes in as bytes that are not UTF-8
        value = value.encode("utf-8", "surrogatepass") if any(0xD800 <= ord(c) < 0xE000 for c in value) else value
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys = OFF")
    sql = f"UPDATE {edit['table']} SET {edit['column']} = " + ("CAST(? AS TEXT)" if edit["how"] == "bad_utf8" else "?")
    try:
        conn.execute(sql + " WHERE rowid = ?", (value, edit["row"]))
        conn.commit()
    except sqlite3.IntegrityError:
        pass  # SQLite itself refused the edit (NOT NULL, UNIQUE): the ledger stays as it was
    conn.close()
    try:
        skipped = _use_ledger(folder)
    except StoreError as exc:
        return Case(path, b"", (exc,))
    return Case(path, b"", skipped)


def random_name(rng: random.Random) -> bytes:
    pools = ("abcÆØÅæøå ", "\u200b\u200c\u200d\u00ad\u2060\ufeff\u202e\u0301\ufe0f", "👩👧🏴\U000e0067\U000e007f",
             "\x00\x07\x1b\n\t\r", "\ud800\udfff\ufffe\uffff\ufdd0")
    weights = (8, 2, 2, 0.3, 0.3) if rng.random() < 0.6 else (2, 2, 2, 2, 2)  # mostly names a family types
    text = "".join(rng.choice(rng.choices(pools, weights)[0]) for _ in range(rng.randint(0, 50)))
    return text.encode("utf-8", "surrogatepass")


def read_name(folder: Path, data: bytes) -> Case:
    text = data.decode("utf-8", "surrogatepass")
    try:
        name = normal_name(text)
    except BadName as exc:  # the dialogs say it with the roster's phrase
        return Case(folder / "name", data, (StoreError(str(exc), Reason.of("person_bad_name")),))
    saved = SavedMatch.new(Match.new("hearts", 3, seed=1), [SeatInfo.human(name), SeatInfo.human("B"),
                                                            SeatInfo.human("C")])
    SaveSlot(folder).write(saved)
    assert SaveSlot(folder).load().saved.seats[0].name == name
    with Ledger(folder) as ledger:
        assert ledger.add_person(name).name == name
    return Case(folder / "name", data)


@dataclass(frozen=True)
class Reader:
    name: str
    base: Callable[[Bases, random.Random], bytes]
    mutate: Callable[[bytes, random.Random], bytes]
    read: Callable[[Path, bytes], Case]
    keeps_aside: bool = False   # a damaged file is renamed aside rather than left in place
    file_check: bool = True     # the bytes are the file (not an edit of a database or a typed name)


def readers(bases: Bases) -> tuple[Reader, ...]:
    return (
        Reader("save", lambda b, r: r.choice(b.saves), mutate, read_save),
        Reader("scoresheet", lambda b, r: b.scoresheet, mutate, read_scoresheet),
        Reader("presets", lambda b, r: b.presets, mutate, read_presets, keeps_aside=True),
        Reader("preset_import", lambda b, r: b.preset_file, mutate, read_preset_import),
        Reader("preferences", lambda b, r: b.preferences, mutate, read_preferences, keeps_aside=True),
        Reader("settings", lambda b, r: b.settings, mutate, read_settings, keeps_aside=True),
        Reader("ledger_file", lambda b, r: b.ledger, damage_bytes, read_ledger_file),
        Reader("ledger_rows", lambda b, r: b"", lambda _d, r: row_edit(r),
               lambda f, d: read_ledger_rows(f, d, bases.ledger), file_check=False),
        Reader("names", lambda b, r: b"", lambda _d, r: random_name(r), read_name, file_check=False),
    )


def run_case(reader: Reader, bases: Bases, seed: int, phrases: Phrases) -> tuple[str, str]:
    """One case of ``reader``: its outcome and, for a failure, what happened."""
    rng = random.Random(f"{reader.name}:{seed}")
    data = reader.mutate(reader.base(bases, rng), rng)
    folder = Path(tempfile.mkdtemp(prefix="fjols-fuzz-"))
    try:
        with time_bound(CASE_SECONDS):
            case = reader.read(folder, data)
    except CaseTimeout:
        shutil.rmtree(folder, ignore_errors=True)
        return "hang", f"{reader.name} seed {seed}"
    except Exception as exc:  # noqa: BLE001 - the point of fuzzing: any other exception is a crash
        shutil.rmtree(folder, ignore_errors=True)
        return "crash", f"{reader.name} seed {seed}: {type(exc).__name__}: {exc}"
    try:
        if not case.problems:
            return "accepted", ""
        for problem in case.problems:
            if reader.file_check and (problem.path is None or problem.path.name != case.path.name):
                return "crash", f"{reader.name} seed {seed}: a refusal that names no file: {problem}"
            if not phrases.phrased(problem.reason.key):
                return "crash", f"{reader.name} seed {seed}: no phrase for {problem.reason.key!r} in every language"
        if reader.file_check and case.data and not _file_kept(case, reader.keeps_aside):
            return "changed", f"{reader.name} seed {seed}: the refused file was not kept"
        return "refused", ""
    finally:
        shutil.rmtree(folder, ignore_errors=True)
