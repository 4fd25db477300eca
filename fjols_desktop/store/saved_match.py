"""The match in progress as a value: ``SavedMatch`` and the seats around it.

A ``SavedMatch`` holds everything needed to continue exactly where the table was: the match's id
(``uid``, which also makes recording it in the ledger idempotent), the seats (name, human or
computer, level, ledger person), the ``Match`` (game, house rules, seed, first dealer, dealers,
results), the moves of every finished deal and of the current one as ``(seat, move text)``, and who
used undo or hints. Cards are never stored: every deal is dealt again from the match seed
(``Match.start_deal``) and its moves replayed (``game_loop.replay``), so a resumed table is the same
state with the same future deals. A scorekeeper match (real cards) holds typed results instead of
moves. The controller replaces its ``SavedMatch`` after every move (``played``, ``undone``,
``hinted``, ``scored``) and hands it to a ``SaveSlot`` (``saves.py``); the file format and its
checks are in ``save_format.py``.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, replace
from enum import Enum
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..engine.errors import Reason
from ..engine.game import Game
from ..engine.game_loop import replay
from ..engine.match import Match
from ..engine.rules import DealResult, Move, Seat
from .errors import SaveError
from .jsonfile import Fields, Shape, check_name, compact_json, dump_document, envelope, utc_now
from .limits import SAVE_WRITE_MAX_BYTES, SAVE_WRITE_MAX_DEALS, SAVE_WRITE_MAX_NODES, options_problem
from .names import MAX_NAME
from .scorekeeper import add_deal, drop_last_deal

SAVE_FORMAT = "fjols-save"
SAVE_SCHEMA = 1

Moves = tuple[tuple[Seat, str], ...]


class SeatKind(str, Enum):
    HUMAN = "human"
    COMPUTER = "computer"


class MatchMode(str, Enum):
    TABLE = "table"              # played on the screen: moves are stored and replayed
    SCOREKEEPER = "scorekeeper"  # played with real cards: typed results only


@dataclass(frozen=True)
class SeatInfo:
    """Who sits in one seat. ``person`` is the ledger's person id for a family member (None for a
    guest, who joins the roster by name when the match is recorded); ``level`` is the computer
    player's level key (``Game.levels``)."""

    name: str
    kind: SeatKind = SeatKind.HUMAN
    level: str | None = None
    person: int | None = None

    @classmethod
    def human(cls, name: str, person: int | None = None) -> SeatInfo:
        return cls(name, SeatKind.HUMAN, None, person)

    @classmethod
    def computer(cls, name: str, level: str) -> SeatInfo:
        return cls(name, SeatKind.COMPUTER, level, None)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind.value, "level": self.level, "person": self.person}


@dataclass(frozen=True)
class SavedMatch:
    """A match in progress as an immutable value; the controller replaces it after every move."""

    uid: str
    seats: tuple[SeatInfo, ...]
    match: Match
    mode: MatchMode = MatchMode.TABLE
    deals: tuple[Moves, ...] = ()
    moves: Moves = ()
    undo_used: tuple[bool, ...] = ()
    hints_used: tuple[bool, ...] = ()
    started_at: str = ""

    @classmethod
    def new(cls, match: Match, seats: tuple[SeatInfo, ...] | list[SeatInfo],
            mode: MatchMode = MatchMode.TABLE) -> SavedMatch:
        """A fresh save for ``match``; the seats are checked as a loaded file's would be."""
        seats = check_seats([s.to_dict() for s in seats], match.game, Fields(SaveError))
        too_large = options_problem(match.options)
        if too_large is not None:
            raise SaveError(too_large, Reason.of("house_rules_too_large"))
        if len(seats) != match.seats:
            raise SaveError(f"{len(seats)} seats for a match of {match.seats}", Reason.of("save_bad_seats"))
        none = (False,) * match.seats
        return cls(uuid.uuid4().hex, seats, match, mode, undo_used=none, hints_used=none, started_at=utc_now())

    # -- what the table does --------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.match.game_id

    def current_state(self) -> Any:
        """The current deal's state, rebuilt from the seed and the moves (None once the match is over)."""
        if self.mode is MatchMode.SCOREKEEPER or self.match.is_over():
            return None
        return replay(self.match.game.rules, self.match.start_deal(), self.moves)

    def played(self, seat: Seat, move: Move | str, state_after: Any) -> SavedMatch:
        """After ``move`` was applied: the move is logged, and when it ended the deal the deal's
        result goes onto the match and its moves into ``deals``."""
        if self.mode is not MatchMode.TABLE:
            raise ValueError("a scorekept match has no moves; use scored()")
        moves = self.moves + ((seat, str(move)),)
        if self.match.game.rules.is_over(state_after):
            return replace(self, match=self.match.finish_deal(state_after), deals=self.deals + (moves,), moves=())
        return replace(self, moves=moves)

    def undone(self, seat: Seat, count: int = 1) -> SavedMatch:
        """Take back the last ``count`` moves of the current deal at ``seat``'s request."""
        if not 0 < count <= len(self.moves):
            raise ValueError(f"cannot take back {count} of {len(self.moves)} moves")
        return replace(self, moves=self.moves[:-count], undo_used=_flag(self.undo_used, seat))

    def hinted(self, seat: Seat) -> SavedMatch:
        return replace(self, hints_used=_flag(self.hints_used, seat))

    def scored(self, points: tuple[int, ...] | list[int], fools: tuple[Seat, ...] = ()) -> SavedMatch:
        """Scorekeeper: one more deal typed in (see ``scorekeeper.add_deal``)."""
        if self.mode is not MatchMode.SCOREKEEPER:
            raise ValueError("a match on the table is scored by its moves, not typed in")
        return replace(self, match=add_deal(self.match, points, fools))

    def unscored(self) -> SavedMatch:
        """Scorekeeper: take back the last typed deal (a slip noticed a deal later)."""
        if self.mode is not MatchMode.SCOREKEEPER:
            raise ValueError("a match on the table is scored by its moves, not typed in")
        return replace(self, match=drop_last_deal(self.match))

    @property
    def full(self) -> bool:
        """Whether the finished deals fill this save: the match then ends after the deal just played
        (the table counts it with the totals so far) rather than growing into a save the reader would
        refuse. A match that never ends by its rules (Fjols or Durak without a match length,
        Festudgaven's matchsticks) stops here after hundreds of deals; the deal in progress is not
        counted, so it is always played to its end."""
        if len(self.match.results) >= SAVE_WRITE_MAX_DEALS:
            return True
        nodes, size = self.finished_size()
        return nodes >= SAVE_WRITE_MAX_NODES or size >= SAVE_WRITE_MAX_BYTES

    def finished_size(self) -> tuple[int, int]:
        """The values this save holds without the deal in progress, exactly as ``jsonfile`` counts
        them, and an upper bound on its bytes; summed per deal (cheap at the end of every deal, where
        writing the whole document out would grow with the match)."""
        match = self.match
        empty = Match(match.game_id, match.options, match.seats, match.seed, match.first_dealer)
        head = replace(self, match=empty, deals=(), moves=()).to_document()
        nodes, size = Shape.of(head).nodes, len(dump_document(head))
        for deal in self.deals:
            deal_nodes, deal_size = _deal_size(deal)
            nodes += deal_nodes
            size += deal_size
        for result in match.results:  # each with its dealer
            result_nodes, result_size = _result_size(result)
            nodes += result_nodes + 1
            size += result_size
        return nodes, size

    # -- the file -----------------------------------------------------------------------------------------
    def to_document(self) -> dict[str, Any]:
        """The save as its file parses back: lists and objects."""
        return self._document(self.match.to_dict(), deals=[list(map(list, deal)) for deal in self.deals],
                              moves=list(map(list, self.moves)))

    def dumps(self) -> bytes:
        """The file's bytes: ``dump_document(self.to_document(), compact=True)``, put together faster.
        A save is rewritten after every deal and holds every move and result of the match, so each
        finished deal and each deal result is encoded once (``_encoded_deal``, ``_encoded_result``) and
        spliced in where a marker stands; the rest is encoded anew. The marker is random and starts
        with a NUL character, which no text in a save can hold, so it matches nothing else."""
        marker = "\0" + uuid.uuid4().hex
        match = replace(self.match, results=()).to_dict()
        match["results"] = marker + "r"
        text = compact_json(self._document(match, deals=marker + "d", moves=self.moves))
        text = text.replace(compact_json(marker + "r"), f"[{','.join(map(_encoded_result, self.match.results))}]", 1)
        text = text.replace(compact_json(marker + "d"), f"[{','.join(map(_encoded_deal, self.deals))}]", 1)
        return (text + "\n").encode("utf-8")

    def _document(self, match: dict[str, Any], *, deals: Any, moves: Any) -> dict[str, Any]:
        body = {"uid": self.uid, "mode": self.mode.value, "started_at": self.started_at, "game": self.game_id,
                "seats": [s.to_dict() for s in self.seats], "match": match, "deals": deals,
                "moves": moves, "flags": {"undo": list(self.undo_used), "hints": list(self.hints_used)}}
        return envelope(SAVE_FORMAT, SAVE_SCHEMA, body)


@lru_cache(maxsize=SAVE_WRITE_MAX_DEALS)  # every deal of the longest match, written again each deal
def _encoded_deal(deal: Moves) -> str:
    return compact_json(deal)   # JSON writes the tuples as lists


@lru_cache(maxsize=SAVE_WRITE_MAX_DEALS)  # every result of the longest match, written again each deal
def _encoded_result(result: DealResult) -> str:
    return compact_json(result.to_dict())


@lru_cache(maxsize=SAVE_WRITE_MAX_DEALS)  # every deal of the longest match, asked again each deal
def _deal_size(deal: Moves) -> tuple[int, int]:
    """A finished deal's values in a save (``[[seat, "move"], ...]``: a list of three-value pairs) and
    an upper bound on its bytes there (6: the longest escape of a character)."""
    return 1 + 3 * len(deal), 16 + sum(40 + 6 * len(text) for _, text in deal)


@lru_cache(maxsize=2 * SAVE_WRITE_MAX_DEALS)  # every result of the longest match, asked again each deal
def _result_size(result: DealResult) -> tuple[int, int]:
    """A deal result's values in a save, and an upper bound on its bytes there (indented deeper
    than ``json.dumps`` indents it alone: at most 8 more bytes a value)."""
    shape = Shape.of(result.to_dict())
    return shape.nodes, len(json.dumps(result.to_dict(), ensure_ascii=False, indent=1)) + 8 * shape.nodes + 32


def _flag(flags: tuple[bool, ...], seat: Seat) -> tuple[bool, ...]:
    if not 0 <= seat < len(flags):
        raise ValueError(f"no seat {seat}")
    return flags[:seat] + (True,) + flags[seat + 1:]


@dataclass(frozen=True)
class LoadedSave:
    """A save that passed every check. ``state`` is the current deal rebuilt by replay (None for a
    scorekeeper match or a finished one); ``schema`` < ``SAVE_SCHEMA`` means the file was upgraded."""

    saved: SavedMatch
    state: Any
    saved_at: str
    schema: int
    path: Path | None = None
    from_backup: bool = False

    @property
    def finished(self) -> bool:
        """The match ended (by its rules, or as its save is ``full``) but was not yet recorded (the
        app stopped in between): record it."""
        return self.saved.match.is_over() or (not self.saved.moves and self.saved.full)


def check_seats(value: Any, game: Game, fields: Fields) -> tuple[SeatInfo, ...]:
    """The seats of a save, each checked: a name, a kind, a level the game offers for a computer
    player, and a ledger person id used by at most one seat."""
    info = game.info
    entries = fields.as_list(value, "seats", info.max_seats)
    if not info.min_seats <= len(entries) <= info.max_seats:
        raise SaveError(f"{info.id} is played by {info.min_seats} to {info.max_seats}, not {len(entries)}",
                        Reason.of("save_bad_seats", seats=len(entries)), fields.path)
    seats = []
    people: set[int] = set()
    for i, entry in enumerate(entries):
        where = f"seats[{i}]"
        obj = fields.as_obj(entry, where)
        name = check_name(fields.get(obj, "name", f"{where}."), f"{where}.name", fields, MAX_NAME)
        kind_text = fields.get(obj, "kind", f"{where}.")
        if kind_text not in (SeatKind.HUMAN.value, SeatKind.COMPUTER.value):
            raise fields.fail(f"{where}.kind", "human or computer")
        kind = SeatKind(kind_text)
        level = obj.get("level")
        person = obj.get("person")
        if kind is SeatKind.COMPUTER:
            if not isinstance(level, str) or level not in game.levels:
                raise fields.fail(f"{where}.level", f"one of {sorted(game.levels)}")
            if person is not None:
                raise fields.fail(f"{where}.person", "null for a computer player")
        else:
            if level is not None:
                raise fields.fail(f"{where}.level", "null for a human player")
            if person is not None:
                person = fields.as_int(person, f"{where}.person", 1, 2**53)
                if person in people:
                    raise SaveError(f"person {person} sits in two seats", Reason.of("save_bad_seats", person=person),
                                    fields.path)
                people.add(person)
        seats.append(SeatInfo(name, kind, level, person))
    return tuple(seats)
