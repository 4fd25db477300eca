"""The pure game loop shared by the GUI's controller, the simulator and the tests.

``play_deal`` asks the players for moves until the deal is over; each player gets only its own
observation. Where several seats act at once (passing), the lowest seat is asked first: the order
cannot matter, because a simultaneous choice is hidden from the others until all have chosen.
``replay`` re-applies canonical move texts, which is how saves, playthrough files and the deal
review rebuild a deal from its seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .match import Match
from .players import Player
from .rules import BaseRules, Seat


@dataclass(frozen=True)
class DealLog:
    """One deal as played: the initial state, the moves as ``(seat, text)`` and the final state."""

    initial: Any
    moves: tuple[tuple[Seat, str], ...]
    final: Any


class MoveLimitExceeded(RuntimeError):
    """A deal ran past its game's move bound: a rules bug, never a player's fault."""


def player_rngs(seed: int | str, seats: int) -> list[random.Random]:
    """One independent generator per seat, so the players' choices never change the deal."""
    return [random.Random(f"{seed}:player:{seat}") for seat in range(seats)]


def play_deal(rules: BaseRules[Any, Any], state: Any, players: Sequence[Player],
              rngs: Sequence[random.Random], *, max_moves: int | None = None,
              on_move: Callable[[Any, Seat, Any], None] | None = None) -> DealLog:
    initial = state
    moves: list[tuple[Seat, str]] = []
    limit = max_moves if max_moves is not None else rules.move_bound(state.options, state.seats)
    while not rules.is_over(state):
        if len(moves) >= limit:
            raise MoveLimitExceeded(f"{rules.info.id}: deal not over after {limit} moves")
        seat = min(rules.to_act(state))
        move = players[seat].choose(rules.observe(state, seat), rngs[seat])
        state = rules.apply(state, seat, move)
        moves.append((seat, str(move)))
        if on_move is not None:
            on_move(state, seat, move)
    return DealLog(initial, tuple(moves), state)


def play_match(match: Match, players: Sequence[Player], *, max_deals: int | None = None,
               on_deal: Callable[[Match, DealLog], None] | None = None) -> tuple[Match, list[DealLog]]:
    """Play deals until the match is over (or ``max_deals`` deals were played)."""
    rules = match.game.rules
    rngs = player_rngs(match.seed, match.seats)
    logs: list[DealLog] = []
    while not match.is_over() and (max_deals is None or len(logs) < max_deals):
        log = play_deal(rules, match.start_deal(), players, rngs)
        match = match.finish_deal(log.final)
        logs.append(log)
        if on_deal is not None:
            on_deal(match, log)
    return match, logs


def replay(rules: BaseRules[Any, Any], state: Any, moves: Iterable[tuple[Seat, str]]) -> Any:
    """Apply ``(seat, move text)`` pairs in order; raises the engine's errors on a bad entry."""
    for seat, text in moves:
        state = rules.apply(state, seat, rules.parse_move(text))
    return state
