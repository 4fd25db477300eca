"""Checks shared by the games whose states are ``values.TurnState``s: a state is the value of its named
values, plays on alike when rebuilt from them, and is read-only."""

from __future__ import annotations

import copy
import pickle
import random
from typing import Any

import pytest


def play_checking_values(rules: Any, state: Any, rng: random.Random) -> Any:
    """Plays ``state`` to the end of its deal by random legal moves, checking every state on the way: the
    state built from its named values is the same value (equality, hash, ``repr``, ``_asdict``, pickling,
    copying), has the same legal moves and plays on to the same state; ``phase`` fits the turn. Returns
    the last state."""
    cls = type(state)
    while True:
        built = cls.of(**state._asdict())
        assert built == state and (built != state) is False and hash(built) == hash(state)
        assert built.fields() == state.fields() and repr(built) == repr(state)
        assert state._replace(turn=state.turn) == state and cls._make(state.fields()) == state
        for copied in (pickle.loads(pickle.dumps(state)), copy.copy(state), copy.deepcopy(state)):
            assert type(copied) is cls and copied == state
        assert state.phase == (1 if state.turn < 0 else 0)
        if rules.is_over(state):
            return state
        turn = state.turn
        assert rules.legal_moves(built, turn) == rules.legal_moves(state, turn) == state.moves
        move = rng.choice(rules.legal_moves(state, turn))
        after = rules.apply(state, turn, move)
        assert rules.apply(built, turn, move) == after
        assert after != state and state._replace(legal=0) != state
        state = after


def check_read_only(state: Any) -> None:
    """None of a state's named values can be set, it takes no other attributes, and a phase that does not
    fit the turn is refused."""
    cls = type(state)
    before = state.fields()
    for name in (*cls._fields, "options", "seats", "moves"):
        with pytest.raises(AttributeError):
            setattr(state, name, None)
    with pytest.raises(AttributeError):
        state.note = "x"
    assert state.fields() == before and state == cls.of(*before)
    with pytest.raises(ValueError):
        state._replace(phase=1)
    with pytest.raises(ValueError):
        state._replace(turn=-1)
