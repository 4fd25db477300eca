"""Builders shared by the store tests: matches played by seeded random players, saved as they go."""

from __future__ import annotations

import random
from typing import Any

from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.store.saves import SavedMatch, SeatInfo

FAMILY = (SeatInfo.human("Mormor", person=1), SeatInfo.human("Anna"), SeatInfo.computer("Robot", "random"),
          SeatInfo.computer("Robotta", "random"))


def new_saved(seed: int = 3, seats: tuple[SeatInfo, ...] = FAMILY, game: str = "hearts", **options: Any) -> SavedMatch:
    match = Match.new(game, len(seats), seed=seed)
    if options:
        match = Match.new(game, len(seats), match.options.replace(**options), seed=seed)
    return SavedMatch.new(match, seats)


def play(saved: SavedMatch, moves: int, rng_seed: int = 1) -> tuple[SavedMatch, Any]:
    """Play ``moves`` more moves with seeded random players; returns the save and the current state."""
    rng = random.Random(rng_seed)
    player = RandomPlayer()
    rules = saved.match.game.rules
    state = saved.current_state()
    for _ in range(moves):
        if saved.match.is_over():
            break
        seat = min(rules.to_act(state))
        move = player.choose(rules.observe(state, seat), rng)
        state = rules.apply(state, seat, move)
        saved = saved.played(seat, move, state)
        if rules.is_over(state):
            state = None if saved.match.is_over() else saved.match.start_deal()
    return saved, state


def play_to_end(saved: SavedMatch, rng_seed: int = 1) -> SavedMatch:
    saved, _ = play(saved, 100_000, rng_seed)
    assert saved.match.is_over()
    return saved
