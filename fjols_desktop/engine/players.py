"""Players: anything that, given one seat's ``Observation``, returns one of its legal moves.

A player sees only its own observation (ARCHITECTURE.md, promise 4) and gets its randomness passed
in; it never receives a state, so it cannot cheat by construction. Every level also answers the hint
button: ``advise(view, rng)`` returns an ``Advice``, the move plus a short ``Reason`` key (with
arguments) that the GUI phrases ("keeping the trump ace for last"). ``choose`` is ``advise(...).move``.

The API a game's levels implement (see ``games/hearts/ai/__init__.py`` for the worked example):

* subclass ``AdvisingPlayer`` and implement ``decide(view, rng) -> Advice``; the base class answers a
  forced move (one legal move) at once with ``Reason("only_move")`` without calling ``decide``;
* describe each level with a ``Level`` (key, friendly name through ``QT_TRANSLATE_NOOP("Levels", ...)``,
  a version string that changes only when the behaviour changes, and a factory) and pass them to
  ``Game(rules, levels=levels(...))``; ``"random"`` is always offered.

``RandomPlayer`` is the baseline every other level is measured against (Elo 0 in tournaments).
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, runtime_checkable

from .errors import Reason
from .options import QT_TRANSLATE_NOOP
from .rules import Move, Observation

ONLY_MOVE = Reason.of("only_move")


@dataclass(frozen=True)
class Advice:
    """A move and why: ``reason`` is a key plus arguments for the GUI to phrase (never a sentence)."""

    move: Move
    reason: Reason


@runtime_checkable
class Player(Protocol):
    @property
    def level(self) -> str: ...

    def choose(self, view: Observation, rng: random.Random) -> Move: ...


class AdvisingPlayer(ABC):
    """Base class of the computer levels: a forced move is answered instantly, everything else by
    ``decide``. Players keep no memory between calls: everything they know is in the view."""

    level: ClassVar[str] = "?"

    def choose(self, view: Observation, rng: random.Random) -> Move:
        return self.advise(view, rng).move

    def advise(self, view: Observation, rng: random.Random) -> Advice:
        moves = view.legal_moves
        if len(moves) == 1:
            return Advice(moves[0], ONLY_MOVE)
        if not moves:
            raise ValueError(f"seat {view.seat} has no move to choose (phase {view.phase!r})")
        return self.decide(view, rng)

    @abstractmethod
    def decide(self, view: Observation, rng: random.Random) -> Advice:
        """Choose among two or more legal moves."""


class RandomPlayer(AdvisingPlayer):
    """Plays a uniformly random legal move. It draws from ``rng`` for a forced move too, as it always
    did, so seeded games and saves made with random players replay the same."""

    level = "random"

    def advise(self, view: Observation, rng: random.Random) -> Advice:
        moves = view.legal_moves
        move = moves[rng.randrange(len(moves))]
        return Advice(move, ONLY_MOVE if len(moves) == 1 else Reason.of("random_choice"))

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        return self.advise(view, rng)


def advise(player: Player, view: Observation, rng: random.Random) -> Advice:
    """A hint from any player: its own advice when it gives one, else its move with ``no_reason``."""
    method = getattr(player, "advise", None)
    if method is not None:
        result = method(view, rng)
        assert isinstance(result, Advice)
        return result
    return Advice(player.choose(view, rng), Reason.of("no_reason"))


@dataclass(frozen=True)
class Level:
    """One computer level of one game: a stable key, a friendly name to show (a
    ``QT_TRANSLATE_NOOP("Levels", ...)`` source string), a ``version`` that changes whenever the
    behaviour changes (a saved game or a ledger entry can say which behaviour it played against),
    a short ``summary`` and the factory that builds a fresh player."""

    key: str
    name: str
    version: str
    factory: Callable[[], Player] = field(compare=False)
    summary: str = ""

    def __call__(self) -> Player:
        return self.factory()


RANDOM_LEVEL = Level("random", QT_TRANSLATE_NOOP("Levels", "Terningen"), "1", RandomPlayer,
                     QT_TRANSLATE_NOOP("Levels", "Plays any allowed card at random."))


def levels(*entries: Level) -> dict[str, Level]:
    """A game's level registry in menu order, with ``random`` added when it is missing."""
    out = {level.key: level for level in entries}
    if len(out) != len(entries):
        raise ValueError("two levels share a key")
    out.setdefault("random", RANDOM_LEVEL)
    return out


def family_levels(game: str, easy: Callable[[], Player], medium: Callable[[], Player], hard: Callable[[], Player],
                  versions: Mapping[str, int] | None = None) -> dict[str, Level]:
    """A game's three levels played by the same family in every game, so a player knows them from one
    game to the next: easy "Lille Bjørn", medium "Mor", hard "Morfar" (plus ``random``). A level's
    version is ``"<game>-<level>-<n>"``, with ``n`` from ``versions`` (default 1): raise it when that
    level's behaviour changes."""
    def version(key: str) -> str:
        return f"{game}-{key}-{(versions or {}).get(key, 1)}"

    return levels(
        Level("easy", QT_TRANSLATE_NOOP("Levels", "Lille Bjørn"), version("easy"), easy,
              QT_TRANSLATE_NOOP("Levels", "Plays from the hand and forgets what has been played.")),
        Level("medium", QT_TRANSLATE_NOOP("Levels", "Mor"), version("medium"), medium,
              QT_TRANSLATE_NOOP("Levels", "Counts the cards and knows the tricks of the game.")),
        Level("hard", QT_TRANSLATE_NOOP("Levels", "Morfar"), version("hard"), hard,
              QT_TRANSLATE_NOOP("Levels", "Thinks every card through by playing the hand out in his head.")),
    )


def as_level(key: str, entry: Any) -> Level:
    """A registry entry as a ``Level``: plain factories (the old form) get version ``"1"``."""
    if isinstance(entry, Level):
        if entry.key != key:
            raise ValueError(f"level {entry.key!r} registered under the key {key!r}")
        return entry
    return Level(key, key, "1", entry)


class LazyLevels(Mapping[str, Level]):
    """A game's level table read from ``module.LEVELS`` the first time it is needed, so that
    registering a game (at start-up, before the first frame) does not import its computer players,
    their search and their kernels."""

    def __init__(self, module: str) -> None:
        self.module = module
        self._table: dict[str, Level] | None = None

    @property
    def table(self) -> dict[str, Level]:
        if self._table is None:
            self._table = level_table(importlib.import_module(self.module).LEVELS)
        return self._table

    def __getitem__(self, key: str) -> Level:
        return self.table[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.table)

    def __len__(self) -> int:
        return len(self.table)


def level_table(entries: Mapping[str, Any] | Iterable[Level]) -> dict[str, Level]:
    if isinstance(entries, Mapping):
        return levels(*(as_level(key, value) for key, value in entries.items()))
    return levels(*entries)
