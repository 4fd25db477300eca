"""A table as the family set it up: the game, who sits where (a person, or a computer at a level),
and the house rules as JSON. ``TableSetup`` is what the new-game dialog returns, what the
controller starts a match with, and what the preferences remember per game; ``from_dict`` and
``check_table`` read a remembered table as a file's content, every field checked, because the
family may have edited the file (a malformed table crashed ``--game`` at every start)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the engine loads with the first match, not for the first frame (start-up time)
    from ..engine.rules import Seat


def get_game(game_id: str) -> Any:
    from .controller import get_game as lookup  # the registry, loaded on first use (start-up time)

    return lookup(game_id)


@dataclass(frozen=True)
class SeatSetup:
    """One chair at the table: who sits there and, for a computer, at which level."""

    name: str
    human: bool = True
    level: str = "random"


@dataclass(frozen=True)
class TableSetup:
    """A game and its table: seats in playing order (seat 0 first) and the house rules as JSON."""

    game_id: str
    seats: tuple[SeatSetup, ...]
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def humans(self) -> tuple[Seat, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.human)

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game_id, "options": dict(self.options),
                "seats": [{"name": s.name, "human": s.human, "level": s.level} for s in self.seats]}

    @classmethod
    def from_dict(cls, data: Any) -> TableSetup:
        """A table as ``to_dict`` wrote it, every field checked (a remembered table is read from a
        file the family may have edited): ``ValueError`` naming the first thing that is wrong."""
        from ..store.names import normal_name

        _need(isinstance(data, dict), "a table is an object")
        game, seats, options = data.get("game"), data.get("seats"), data.get("options", {})
        _need(isinstance(game, str) and bool(game), "game: expected a game's id")
        _need(isinstance(seats, list) and 1 <= len(seats) <= MAX_SEATS, f"seats: expected 1 to {MAX_SEATS} seats")
        _need(isinstance(options, dict), "options: expected an object")
        out = []
        for i, seat in enumerate(seats):
            _need(isinstance(seat, dict), f"seats[{i}]: expected an object")
            name, human, level = seat.get("name", ""), seat.get("human", True), seat.get("level", "random")
            _need(isinstance(name, str) and isinstance(human, bool) and isinstance(level, str),
                  f"seats[{i}]: expected a name, true/false for a person and a level")
            out.append(SeatSetup(normal_name(name), human, level))
        return cls(game, tuple(out), dict(options))


MAX_SEATS = 13


def _need(condition: bool, problem: str) -> None:
    if not condition:
        raise ValueError(problem)


def check_table(game_id: str, data: Any) -> TableSetup:
    """A remembered table for ``game_id``, checked as a save's seats and house rules are: the game,
    the number of seats, each computer's level and each house rule's value.
    ``ValueError`` (an ``InvalidOptionError`` for the rules) says what is wrong."""
    setup = TableSetup.from_dict(data)
    if setup.game_id != game_id:
        raise ValueError(f"game: {setup.game_id!r} is not {game_id!r}")
    game = get_game(game_id)
    info = game.info
    if not info.min_seats <= len(setup.seats) <= info.max_seats:
        raise ValueError(f"seats: {info.id} is played by {info.min_seats} to {info.max_seats}")
    for i, seat in enumerate(setup.seats):
        if not seat.human and seat.level not in game.levels:
            raise ValueError(f"seats[{i}].level: {seat.level!r} is not one of {sorted(game.levels)}")
    info.options_type.from_dict(setup.options)  # a combination refused for this many players is kept:
    return setup                                # the new-game dialog explains it, and "Cannot start" says it


