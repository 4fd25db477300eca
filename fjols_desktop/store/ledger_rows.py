"""The family ledger's rows as values, and the checks that turn a row read from SQLite into one.

A ledger is a file on the family's disk: a bit may flip, a tool may edit it, another program may
write into it. SQLite keeps its own structure intact (``quick_check``), but a row can still hold
anything SQLite allows: a blob where a name belongs, a number for a list, JSON that is not JSON, text
that is not UTF-8 (read as lone surrogates by the ledger's ``text_factory``, so it can be refused
here rather than crash the query). Every reader of rows goes through this module: each value is
checked for its type and range, each JSON cell is parsed by ``jsonfile.parse_document`` within
``CELL_LIMITS``, and a row that fails any check raises ``BadRow``; the ledger then leaves that match
(or person, or deal) out and says so (``SkippedRow``), and shows everything else.

``CELL_LIMITS`` (``limits.LEDGER_CELL_LIMITS``) is derived from what ``Ledger.record_match`` writes:
the largest JSON cell is one deal's moves at the longest deal any game allows (Festudgaven at 13
seats, 26,026 moves of three values each) or a house-rule set at its largest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.errors import Reason
from ..engine.rules import Seat
from .errors import StoreError
from .jsonfile import parse_document
from .limits import LEDGER_CELL_LIMITS as CELL_LIMITS
from .limits import MAX_MOVE_TEXT
from .names import MAX_NAME

MAX_SEATS = 64
MAX_INT = 2**62


class BadRow(ValueError):
    """A row that cannot be read; the message names the column and what was wrong."""


@dataclass(frozen=True)
class SkippedRow:
    """A row left out because it could not be read: its table, its id (as stored) and why."""

    table: str
    row_id: str
    problem: str

    @property
    def reason(self) -> Reason:
        return Reason.of("ledger_row_damaged", table=self.table, row=self.row_id)


@dataclass(frozen=True)
class Person:
    id: int
    name: str
    archived: bool = False
    created_at: str = ""


@dataclass(frozen=True)
class SeatEntry:
    """One seat of a recorded match. ``person_id`` is None for a computer player."""

    seat: Seat
    person_id: int | None
    name: str
    kind: str
    level: str | None
    total: int
    rank: int
    winner: bool
    fool: bool
    used_undo: bool
    used_hints: bool


@dataclass(frozen=True)
class MatchEntry:
    id: int
    uid: str
    game: str
    mode: str
    finished: bool
    lower_is_better: bool
    deals: int
    house_rules: dict[str, Any]
    started_at: str
    finished_at: str
    seats: tuple[SeatEntry, ...]

    def seat_of(self, person_id: int) -> SeatEntry | None:
        return next((s for s in self.seats if s.person_id == person_id), None)


@dataclass(frozen=True)
class DealEntry:
    number: int
    dealer: Seat
    points: tuple[int, ...]
    fools: tuple[Seat, ...]
    winners: tuple[Seat, ...]
    label: dict[str, Any] | None
    notes: tuple[dict[str, Any], ...]
    columns: tuple[tuple[str, tuple[int, ...]], ...]
    moves: tuple[tuple[Seat, str], ...] | None


# --- what a finished match writes into its rows (its fools: ``Match.fools``) ---------------------------

def ranks(totals: Sequence[int], lower_is_better: bool) -> tuple[int, ...]:
    """1 for the best total; tied totals share a rank (1, 2, 2, 4)."""
    def better(a: int, b: int) -> bool:
        return a < b if lower_is_better else a > b

    return tuple(1 + sum(better(other, mine) for other in totals) for mine in totals)


# --- one value ------------------------------------------------------------------------------------------

def whole(value: Any, column: str, lo: int = -MAX_INT, hi: int = MAX_INT) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise BadRow(f"{column}: expected a whole number from {lo} to {hi}, got {type(value).__name__}")
    return value


def flag(value: Any, column: str) -> bool:
    return whole(value, column, 0, 1) == 1


def text(value: Any, column: str, max_len: int = 200, *, empty: bool = True) -> str:
    if not isinstance(value, str) or len(value) > max_len or (not empty and not value):
        raise BadRow(f"{column}: expected a text of at most {max_len} characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # stored bytes that are not UTF-8 (see the ledger's text_factory)
        raise BadRow(f"{column}: not UTF-8 text") from None
    return value


def optional_text(value: Any, column: str, max_len: int = 200) -> str | None:
    return None if value is None else text(value, column, max_len)


def cell(value: Any, column: str) -> Any:
    """A JSON cell, parsed within ``CELL_LIMITS``."""
    raw = text(value, column, CELL_LIMITS.max_bytes)
    try:
        return parse_document(raw.encode("utf-8"), CELL_LIMITS, StoreError)
    except StoreError as exc:
        raise BadRow(f"{column}: {exc}") from None


def _list(value: Any, column: str) -> list[Any]:
    if not isinstance(value, list):
        raise BadRow(f"{column}: expected a list")
    return value


def _object(value: Any, column: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BadRow(f"{column}: expected an object")
    return value


# --- rows -----------------------------------------------------------------------------------------------

def person(row: Sequence[Any]) -> Person:
    return Person(whole(row[0], "people.id", 1), text(row[1], "people.name", MAX_NAME * 4, empty=False),
                  flag(row[2], "people.archived"), text(row[3], "people.created_at", 40))


def seat(row: Sequence[Any]) -> SeatEntry:
    """A ``match_seats`` row (``SELECT *``: match_id first)."""
    person_id = row[2]
    return SeatEntry(whole(row[1], "match_seats.seat", 0, MAX_SEATS - 1),
                     None if person_id is None else whole(person_id, "match_seats.person_id", 1),
                     text(row[3], "match_seats.name", MAX_NAME * 4), text(row[4], "match_seats.kind", 20),
                     optional_text(row[5], "match_seats.level", 40), whole(row[6], "match_seats.total"),
                     whole(row[7], "match_seats.rank", 1, MAX_SEATS), flag(row[8], "match_seats.winner"),
                     flag(row[9], "match_seats.fool"), flag(row[10], "match_seats.used_undo"),
                     flag(row[11], "match_seats.used_hints"))


def match(row: Sequence[Any], seats: Sequence[SeatEntry]) -> MatchEntry:
    """A ``matches`` row (id, uid, game, mode, finished, lower_is_better, deals, house_rules,
    started_at, finished_at) with its seats, which must be numbered 0, 1, 2 ... in order."""
    if [s.seat for s in seats] != list(range(len(seats))) or not seats:
        raise BadRow("match_seats: the seats are not numbered 0, 1, 2 ...")
    rules = _object(cell(row[7], "matches.house_rules"), "matches.house_rules")
    return MatchEntry(whole(row[0], "matches.id", 1), text(row[1], "matches.uid", 64, empty=False),
                      text(row[2], "matches.game", 40, empty=False), text(row[3], "matches.mode", 20),
                      flag(row[4], "matches.finished"), flag(row[5], "matches.lower_is_better"),
                      whole(row[6], "matches.deals", 0), rules, text(row[8], "matches.started_at", 40),
                      text(row[9], "matches.finished_at", 40), tuple(seats))


def deal(row: Sequence[Any], results: Sequence[tuple[int, int, int, int]]) -> DealEntry:
    """A ``deals`` row (number, dealer, label, notes, columns, moves) with its ``deal_results`` rows
    (seat, points, fool, winner)."""
    number = whole(row[0], "deals.number", 0)
    checked = [(whole(s, "deal_results.seat", 0, MAX_SEATS - 1), whole(p, "deal_results.points"),
                flag(f, "deal_results.fool"), flag(w, "deal_results.winner")) for s, p, f, w in results]
    if [s for s, _, _, _ in checked] != list(range(len(checked))):
        raise BadRow("deal_results: the seats are not numbered 0, 1, 2 ...")
    label = None if row[2] is None else _object(cell(row[2], "deals.label"), "deals.label")
    notes = tuple(_object(n, "deals.notes") for n in _list(cell(row[3], "deals.notes"), "deals.notes"))
    columns = []
    for entry in _list(cell(row[4], "deals.columns"), "deals.columns"):
        pair = _list(entry, "deals.columns")
        if len(pair) != 2:
            raise BadRow("deals.columns: expected [name, values] pairs")
        columns.append((text(pair[0], "deals.columns"),
                        tuple(whole(v, "deals.columns") for v in _list(pair[1], "deals.columns"))))
    moves = None
    if row[5] is not None:
        moves = []
        for entry in _list(cell(row[5], "deals.moves"), "deals.moves"):
            pair = _list(entry, "deals.moves")
            if len(pair) != 2:
                raise BadRow("deals.moves: expected [seat, move] pairs")
            moves.append((whole(pair[0], "deals.moves", 0, MAX_SEATS - 1), text(pair[1], "deals.moves", MAX_MOVE_TEXT)))
    return DealEntry(number, whole(row[1], "deals.dealer", 0, MAX_SEATS - 1), tuple(p for _, p, _, _ in checked),
                     tuple(s for s, _, f, _ in checked if f), tuple(s for s, _, _, w in checked if w), label, notes,
                     tuple(columns), None if moves is None else tuple(moves))


def stored_id(value: Any) -> str:
    """A row's id as it can be named in a message, whatever the file holds there."""
    return str(value) if isinstance(value, (int, str)) and not isinstance(value, bool) else "?"
