"""Players: anything that, given one seat's ``Observation``, returns one of its legal moves.

A player sees only its own observation (ARCHITECTURE.md, promise 4) and gets its randomness passed
in. ``RandomPlayer`` is the baseline every other level is measured against.
"""

from __future__ import annotations

import random
from typing import Protocol

from .rules import Move, Observation


class Player(Protocol):
    level: str

    def choose(self, view: Observation, rng: random.Random) -> Move: ...


class RandomPlayer:
    """Plays a uniformly random legal move."""

    level = "random"

    def choose(self, view: Observation, rng: random.Random) -> Move:
        moves = view.legal_moves
        return moves[rng.randrange(len(moves))]
