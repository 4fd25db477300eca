"""The save file: schema versions, migrations, and the checks that turn a document into a match.

Schema 1 (current) is the ``jsonfile`` envelope (``format``, ``schema``, ``app``, ``saved_at``)
around a ``SavedMatch``::

    {"uid": "9f2c...", "mode": "table", "started_at": "2026-12-01T18:30:05Z", "game": "hearts",
     "seats": [{"name": "Mormor", "kind": "human", "level": null, "person": 3}, ...],
     "match": <Match.to_dict()>, "deals": [[[0, "pass 2C 3C 4C"], ...], ...],   # finished deals
     "moves": [[1, "QS"], ...], "flags": {"undo": [false, ...], "hints": [true, ...]}}

Schema 0 is the prototype table's format, kept readable as the worked example of a migration
(``tests/store/fixtures/save_v0.json``)::

    {"version": 0, "game": "hearts", "saved": "2026-10-02T19:04:11Z",
     "players": [["Mormor", null], ["Computer", "random"], ...],      # [name, computer level or null]
     "match": <Match.to_dict()>, "history": [["0:pass 2C 3C 4C", ...], ...],   # finished deals
     "moves": ["1:QS", ...], "undo": false, "hints": true}            # undo/hints: for the whole table

Its migration splits the ``"seat:text"`` moves, turns players into seats, gives the match a uid
derived from the file's content (so recording a migrated match twice still finds it) and marks
undo/hints on the human seats, because the prototype did not say who used them.

Every check raises ``SaveError`` with a reason key: the ``file_*`` keys of ``jsonfile.py`` and
``save_unknown_game(game)``, ``save_bad_options(option)``, ``save_bad_seats``,
``save_illegal_move(deal, move, text)`` (a move that does not replay), ``save_deal_unfinished(deal)``,
``save_deal_over(deal)``, ``save_results_mismatch(deal)`` (stored scores differ from the replay),
``save_after_end`` (deals or moves after the match ended).
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine.errors import Reason
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Options
from ..engine.registry import get_game
from ..engine.rules import BaseRules, DealResult, Seat
from .errors import SaveError
from .jsonfile import Document, Fields, Migrations, open_envelope
from .limits import MAX_DEALS, MAX_MOVE_TEXT
from .saved_match import SAVE_FORMAT, SAVE_SCHEMA, LoadedSave, MatchMode, Moves, SavedMatch, check_seats
from .scorekeeper import MAX_POINTS, replay_results

MAX_SEED = 2**63 - 1


# --- migrations --------------------------------------------------------------------------------------------

def _legacy_version(doc: Document) -> int | None:
    return 0 if doc.get("version") == 0 and not isinstance(doc.get("version"), bool) else None


def _split_move(entry: str) -> list[Any]:
    seat, colon, text = entry.partition(":")
    if not colon:
        raise ValueError(f"{entry!r} is not 'seat:move'")
    return [int(seat), text]


def _v0_to_v1(doc: Document) -> Document:
    players = doc["players"]
    humans = [level is None for _, level in players]
    digest = hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()[:32]
    saved = doc.get("saved", "")
    return {"format": SAVE_FORMAT, "schema": 1, "saved_at": saved, "uid": f"v0-{digest}", "mode": "table",
            "started_at": saved, "game": doc["game"],
            "seats": [{"name": name, "kind": "human" if level is None else "computer", "level": level,
                       "person": None} for name, level in players],
            "match": doc["match"], "deals": [[_split_move(e) for e in deal] for deal in doc["history"]],
            "moves": [_split_move(e) for e in doc["moves"]],
            "flags": {"undo": [doc["undo"] is True and h for h in humans],
                      "hints": [doc["hints"] is True and h for h in humans]}}


SAVE_MIGRATIONS = Migrations(current=SAVE_SCHEMA, steps={0: _v0_to_v1})


# --- document -> LoadedSave ----------------------------------------------------------------------------------

def loaded_from_document(value: Any, path: Path | None, from_backup: bool) -> LoadedSave:
    """Check a parsed save completely and rebuild its match; ``SaveError`` on the first problem."""
    doc, schema = open_envelope(value, SAVE_FORMAT, SAVE_MIGRATIONS, SaveError, path, _legacy_version)
    f = Fields(SaveError, path)
    saved_at = _timestamp(doc.get("saved_at", ""), "saved_at", f)
    uid = f.as_text(f.get(doc, "uid"), "uid", 64)
    if not all(c.isascii() and (c.isalnum() or c in "-_") for c in uid):
        raise f.fail("uid", "letters, digits, - and _")
    mode_text = f.get(doc, "mode")
    if mode_text not in (MatchMode.TABLE.value, MatchMode.SCOREKEEPER.value):
        raise f.fail("mode", "table or scorekeeper")
    mode = MatchMode(mode_text)
    started_at = _timestamp(f.get(doc, "started_at"), "started_at", f)
    game = _game(f.as_text(f.get(doc, "game"), "game", 40), path)
    seats = check_seats(f.get(doc, "seats"), game, f)
    n = len(seats)
    base, dealers, results = _match(f.as_obj(f.get(doc, "match"), "match"), game, n, f)
    flags = f.as_obj(f.get(doc, "flags"), "flags")
    undo = tuple(f.as_bool(v, f"flags.undo[{i}]")
                 for i, v in enumerate(f.as_list(f.get(flags, "undo", "flags."), "flags.undo", n, n)))
    hints = tuple(f.as_bool(v, f"flags.hints[{i}]")
                  for i, v in enumerate(f.as_list(f.get(flags, "hints", "flags."), "flags.hints", n, n)))
    bound = game.rules.move_bound(base.options, n)
    deal_moves = tuple(_moves(d, f"deals[{i}]", n, bound, f)
                       for i, d in enumerate(f.as_list(f.get(doc, "deals"), "deals", MAX_DEALS)))
    moves = _moves(f.get(doc, "moves"), "moves", n, bound, f)
    state: Any = None
    if mode is MatchMode.SCOREKEEPER:
        if deal_moves or moves:
            raise f.fail("moves", "no moves in a scorekept match")
        try:
            match = replay_results(base, dealers, results)
        except ValueError as exc:
            raise SaveError(str(exc), Reason.of("save_results_mismatch", deal=len(results)), path) from None
    else:
        match, deal_moves, moves, state = _replay_match(base, deal_moves, moves, path)
        if match.dealers != dealers or match.results != results:
            first = next((i for i, (a, b) in enumerate(zip(match.results, results)) if a != b),
                         min(len(match.results), len(results)))
            raise SaveError(f"the stored scores of deal {first + 1} differ from the replayed deal",
                            Reason.of("save_results_mismatch", deal=first), path)
    saved = SavedMatch(uid, seats, match, mode, deal_moves, moves, undo, hints, started_at)
    return LoadedSave(saved, state, saved_at, schema, path, from_backup)


def _timestamp(value: Any, where: str, f: Fields) -> str:
    text = f.as_text(value, where, 40, empty=True)
    if text:
        try:
            datetime.fromisoformat(text)
        except ValueError:
            raise f.fail(where, "a date and time such as 2026-12-01T18:30:05Z") from None
    return text


def _game(game_id: str, path: Path | None) -> Game:
    try:
        return get_game(game_id)
    except KeyError:
        raise SaveError(f"no game {game_id!r} in this version of Fjols", Reason.of("save_unknown_game", game=game_id),
                        path) from None


def _match(obj: Document, game: Game, seats: int, f: Fields) -> tuple[Match, tuple[Seat, ...], tuple[DealResult, ...]]:
    """The match's fixed facts as a fresh ``Match`` plus the stored dealers and results."""
    if f.get(obj, "game", "match.") != game.info.id:
        raise f.fail("match.game", f"the save's game {game.info.id!r}")
    f.as_int(f.get(obj, "seats", "match."), "match.seats", seats, seats)
    options = _options(f.get(obj, "options", "match."), game, seats, f)
    seed = f.as_int(f.get(obj, "seed", "match."), "match.seed", 0, MAX_SEED)
    first = f.as_int(f.get(obj, "first_dealer", "match."), "match.first_dealer", 0, seats - 1)
    raw_results = f.as_list(f.get(obj, "results", "match."), "match.results", MAX_DEALS)
    raw_dealers = f.as_list(f.get(obj, "dealers", "match."), "match.dealers", MAX_DEALS, len(raw_results))
    dealers = tuple(f.as_int(d, f"match.dealers[{i}]", 0, seats - 1) for i, d in enumerate(raw_dealers))
    results = tuple(_result(r, f"match.results[{i}]", seats, f) for i, r in enumerate(raw_results))
    return Match(game.info.id, options, seats, seed, first), dealers, results


def _options(value: Any, game: Game, seats: int, f: Fields) -> Options:
    obj = f.as_obj(value, "match.options")
    try:
        options = game.info.options_type.from_dict(obj)
        options.check(seats)
    except Exception as exc:  # noqa: BLE001 - the game's own validation: what it refuses, the save refuses
        option = getattr(exc, "option", None) or ""
        raise SaveError(f"the house rules cannot be used: {exc}", Reason.of("save_bad_options", option=option),
                        f.path) from None
    return options


def _result(value: Any, where: str, seats: int, f: Fields) -> DealResult:
    obj = f.as_obj(value, where)
    points = tuple(f.as_int(p, f"{where}.points[{i}]", -MAX_POINTS, MAX_POINTS)
                   for i, p in enumerate(f.as_list(f.get(obj, "points", f"{where}."), f"{where}.points", seats, seats)))
    fools = _seat_list(obj.get("fools", []), f"{where}.fools", seats, f)
    winners = _seat_list(obj.get("winners", []), f"{where}.winners", seats, f)
    label = _reason(obj.get("label"), f"{where}.label", f)
    columns = []
    for i, column in enumerate(f.as_list(obj.get("columns", []), f"{where}.columns", 32)):
        pair = f.as_list(column, f"{where}.columns[{i}]", 2, 2)
        name = f.as_text(pair[0], f"{where}.columns[{i}][0]", 40)
        values = tuple(f.as_int(v, f"{where}.columns[{i}][1][{k}]", -MAX_POINTS, MAX_POINTS)
                       for k, v in enumerate(f.as_list(pair[1], f"{where}.columns[{i}][1]", seats, seats)))
        columns.append((name, values))
    notes = []
    for i, note in enumerate(f.as_list(obj.get("notes", []), f"{where}.notes", 32)):
        reason = _reason(note, f"{where}.notes[{i}]", f)
        if reason is None:
            raise f.fail(f"{where}.notes[{i}]", "a reason")
        notes.append(reason)
    return DealResult(points, fools, winners, label, tuple(columns), tuple(notes))


def _seat_list(value: Any, where: str, seats: int, f: Fields) -> tuple[Seat, ...]:
    out = tuple(f.as_int(s, f"{where}[{i}]", 0, seats - 1) for i, s in enumerate(f.as_list(value, where, seats)))
    if len(set(out)) != len(out):
        raise f.fail(where, "each seat once")
    return out


def _reason(value: Any, where: str, f: Fields) -> Reason | None:
    if value is None:
        return None
    obj = f.as_obj(value, where)
    key = f.as_text(f.get(obj, "key", f"{where}."), f"{where}.key", 64)
    args = f.as_obj(obj.get("args", {}), f"{where}.args")
    if len(args) > 16:
        raise f.fail(f"{where}.args", "at most 16 arguments")
    for name, arg in args.items():
        if isinstance(arg, str):
            f.as_text(arg, f"{where}.args.{name}", 200, empty=True)
        elif isinstance(arg, int) and not isinstance(arg, bool):
            f.as_int(arg, f"{where}.args.{name}", -MAX_POINTS, MAX_POINTS)
        elif not isinstance(arg, bool):
            raise f.fail(f"{where}.args.{name}", "a text, number or true/false")
    # built directly, never Reason.of(key, **args): a file's argument named "key" or "cls" must not
    # become a keyword argument (it raised TypeError and stopped every autosave)
    return Reason(key, tuple(sorted(args.items())))


def _moves(value: Any, where: str, seats: int, bound: int, f: Fields) -> Moves:
    out = []
    for i, entry in enumerate(f.as_list(value, where, bound)):
        pair = f.as_list(entry, f"{where}[{i}]", 2, 2)
        seat = f.as_int(pair[0], f"{where}[{i}][0]", 0, seats - 1)
        out.append((seat, f.as_text(pair[1], f"{where}[{i}][1]", MAX_MOVE_TEXT)))
    return tuple(out)


# --- replaying ---------------------------------------------------------------------------------------------

def _replay_match(base: Match, deals: tuple[Moves, ...], moves: Moves,
                  path: Path | None) -> tuple[Match, tuple[Moves, ...], Moves, Any]:
    """Deal every deal again from the seed and replay its moves; returns the rebuilt match, the
    moves in canonical text, and the current deal's state (None once the match is over)."""
    rules = base.game.rules
    match = base
    canonical = []
    for number, deal in enumerate(deals):
        if match.is_over():
            raise SaveError(f"deal {number + 1} follows the end of the match", Reason.of("save_after_end"), path)
        state, texts = _replay_deal(rules, match, deal, number, path)
        if not rules.is_over(state):
            raise SaveError(f"deal {number + 1} is stored as finished but is not over",
                            Reason.of("save_deal_unfinished", deal=number), path)
        match = match.finish_deal(state)
        canonical.append(texts)
    if match.is_over():
        if moves:
            raise SaveError("moves follow the end of the match", Reason.of("save_after_end"), path)
        return match, tuple(canonical), (), None
    state, texts = _replay_deal(rules, match, moves, match.number, path)
    if rules.is_over(state):
        raise SaveError("the current deal is over but not scored", Reason.of("save_deal_over", deal=match.number),
                        path)
    return match, tuple(canonical), texts, state


def _replay_deal(rules: BaseRules[Any, Any], match: Match, moves: Moves, number: int,
                 path: Path | None) -> tuple[Any, Moves]:
    texts = []
    index, seat, text = -1, -1, ""
    try:
        state = match.start_deal()
        for index, (seat, text) in enumerate(moves):
            if rules.is_over(state):
                raise SaveError(f"deal {number + 1}, move {index + 1}: the deal was already over",
                                Reason.of("save_illegal_move", deal=number, move=index, text=text), path)
            move = rules.parse_move(text)
            state = rules.apply(state, seat, move)
            texts.append((seat, str(move)))
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - a game refusing the data, whatever it raises: never a crash
        raise SaveError(f"deal {number + 1}, move {index + 1} (seat {seat}: {text!r}) does not replay: {exc}",
                        Reason.of("save_illegal_move", deal=number, move=index, text=text), path) from None
    return state, tuple(texts)
