"""Seeded positions to sit down at: random moves for every seat until a condition holds with seat 0
to act. The GUI tests replay the moves through the controller (``GameController.resume``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui.controller import SeatSetup, TableSetup

NAMES = ("Sofie", "Bjørn", "Åse", "Karl", "Mette", "Ole", "Ida", "Nils", "Tove", "Lars", "Ane", "Per", "Eva")


def table(game: str, seats: int, humans: tuple[int, ...] = (0,), options: dict[str, Any] | None = None) -> TableSetup:
    return TableSetup(game, tuple(SeatSetup(NAMES[s], s in humans) for s in range(seats)), dict(options or {}))


def find(game: str, seats: int, ready: Callable[[Any, Any], bool], seed: int = 1,
         options: dict[str, Any] | None = None, deals: int = 0, humans: tuple[int, ...] = (0,),
         signal: bool = False) -> tuple[Match, list[tuple[int, str]]]:
    """The match (after ``deals`` whole deals) and the moves of its next deal up to the first moment
    ``ready(view, state)`` holds for a seat of ``humans`` who is to act (its view). Festudgaven's
    seats never signal falsely, so rounds last; with ``signal`` a seat holding four of a kind signals
    at once (to reach the race). Also used by ``scripts/screenshots.py``."""
    rules = get_game(game).rules
    opts = get_game(game).info.options_type.from_dict(options or {})
    for attempt in range(300):
        rng = random.Random(f"{seed}:{attempt}")
        match = Match.new(game, seats, opts, seed + attempt)
        for _ in range(deals):
            state = match.start_deal()
            while not rules.is_over(state):
                seat = min(rules.to_act(state))
                state = rules.apply(state, seat, _move(rules, state, seat, rng, False))
            match = match.finish_deal(state)
        state, moves = match.start_deal(), []
        while not rules.is_over(state) and len(moves) < 500:
            human = next((s for s in humans if s in rules.to_act(state)), None)
            if human is not None and ready(rules.observe(state, human), state):
                return match, moves
            seat = min(rules.to_act(state))
            move = _move(rules, state, seat, rng, signal)
            state = rules.apply(state, seat, move)
            moves.append((seat, str(move)))
    raise AssertionError(f"{game}: no position found")


def _move(rules: Any, state: Any, seat: int, rng: random.Random, signal: bool) -> Any:
    legal = rules.legal_moves(state, seat)
    if signal and getattr(rules.observe(state, seat), "signal_cost", "") is None:
        trigger = next((m for m in legal if str(m) == "signal"), None)
        if trigger is not None:
            return trigger
    moves = [m for m in legal if str(m) != "signal"] or list(legal)
    return moves[rng.randrange(len(moves))]
