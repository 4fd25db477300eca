"""Fjols' hot path against the straightforward helpers it writes out: the next seat's options in ``apply``
against ``respond_mask``, ``legal_moves`` against ``moves_of``, the seat table against counting round,
a play's card index against its card, the move log's chain against the flat log it stands for, and the
state's stored values against the named values they stand for."""

from __future__ import annotations

import copy
import itertools
import pickle
import random

import pytest

from fjols_desktop.engine.cards import CARDS
from fjols_desktop.engine.games.fjols import FjolsOptions, FjolsRules
from fjols_desktop.engine.games.fjols.options import Deck, FollowSuit, PickupMode, VoluntaryPickup
from fjols_desktop.engine.games.fjols.rules import passing_by
from fjols_desktop.engine.games.fjols.state import (
    LEAD,
    MAX_ACTIONS,
    MAX_SEATS,
    PICKUP,
    PICKUP_BIT,
    PICKUP_CODE,
    PLAYS,
    RESPOND,
    ROOT,
    FjolsPlay,
    FjolsState,
    flat_log,
    moves_of,
    next_seats,
    respond_mask,
)

RULES = FjolsRules()

GRID = [FjolsOptions(deck=deck, pickup=pickup, follow_suit=follow, voluntary_pickup=vol, low_beats_low=lbl,
                     chain_closes_after_full_round=closes)
        for deck, pickup, follow, vol, lbl, closes in itertools.product(
            Deck, PickupMode, FollowSuit, VoluntaryPickup, (False, True), (False, True))]


def test_the_seat_table_is_the_next_seat_holding_cards_round_the_table() -> None:
    """``next_seats``, which the state keeps, against counting round the table one seat at a time, and
    ``passing_by``, which ``apply`` uses when a player goes out, against ``next_seats`` without them."""
    for seats in range(2, MAX_SEATS + 1):
        for holding in itertools.product((0, 1), repeat=seats):
            hands = tuple(bit << seat for seat, bit in enumerate(holding))
            expected = []
            for seat in range(seats):
                nxt = (seat + 1) % seats
                while any(holding) and not hands[nxt]:
                    nxt = (nxt + 1) % seats
                expected.append(nxt if any(holding) else -1)
            assert next_seats(hands) == tuple(expected)
            for seat in range(seats):   # a player going out passes the table on (``passing_by``)
                if holding[seat] and sum(holding) > 2:
                    rest = tuple(0 if s == seat else hand for s, hand in enumerate(hands))
                    assert passing_by(next_seats(hands), seat) == next_seats(rest)


def test_a_play_carries_its_cards_index() -> None:
    assert [move.index for move in PLAYS] == [card.index for card in CARDS] == list(range(52))
    assert all(type(move) is FjolsPlay and move.card is card for move, card in zip(PLAYS, CARDS))


def test_every_state_of_random_play_holds_the_options_the_helpers_give() -> None:
    """Every house-rule combination, 2-5 players, 120 moves each: the legal mask ``apply`` wrote is
    ``respond_mask`` of the next hand (the hand itself when leading), ``legal_moves`` lists
    ``moves_of(mask)`` in that order for the seat to act and nothing for the others, a forced pick-up
    is exactly ``(PICKUP,)``, and once the deal is over nobody is to act."""
    rng = random.Random(5)
    seen_forced = seen_over = 0
    for k, options in enumerate(GRID):
        seats = 2 + k % 4
        state = RULES.new_deal(options, seats, k % seats, rng)
        for _ in range(120):
            if RULES.is_over(state):
                assert RULES.to_act(state) == frozenset() and state.turn == -1
                seen_over += 1
                break
            turn = state.turn
            assert RULES.to_act(state) == frozenset({turn})
            hand = state.hands[turn]
            if state.phase == RESPOND:
                assert state.legal == respond_mask(state.deal, hand, state.chain[-1])
            else:
                assert state.phase == LEAD and state.legal == hand
            moves = RULES.legal_moves(state, turn)
            assert tuple(moves) == moves_of(state.legal)
            if state.legal == PICKUP_BIT:
                assert tuple(moves) == (PICKUP,)
                seen_forced += 1
            assert all(RULES.legal_moves(state, other) == () for other in range(seats) if other != turn)
            state = RULES.apply(state, turn, moves[rng.randrange(len(moves))])
    assert seen_forced > 100 and seen_over > 10


def test_the_move_log_reads_as_the_flat_log_of_every_move_made() -> None:
    """``apply`` keeps the log as a chain of links (``root_link``); ``state.log`` reads it back as the flat
    tuple that appending each move's code gives, ``log_size`` is its length, and a state reached by play is
    the same value (equality, hash, ``repr``, ``_asdict``, pickling, copying) as the state built from its
    named values and the flat log, for every house-rule combination and from a state rebuilt from its named
    values in the middle (its successors derive the chain, the stock and the log from the new root)."""
    rng = random.Random(8)
    for k, options in enumerate(GRID):
        seats = 2 + k % 4
        state = RULES.new_deal(options, seats, k % seats, rng)
        codes: tuple[int, ...] = ()
        for step in range(80):
            if RULES.is_over(state):
                break
            if step == 40:   # a state built from its named values and a flat log carries on alike
                rebuilt = FjolsState.of(**state._asdict())
                assert rebuilt == state and rebuilt.log_link[1] == ROOT
                state = rebuilt
            turn = state.turn
            moves = RULES.legal_moves(state, turn)
            move = moves[rng.randrange(len(moves))]
            state = RULES.apply(state, turn, move)
            codes += (turn << 6 | (PICKUP_CODE if move is PICKUP else move.card.index),)
            assert state.log == codes and state.log_size == len(codes)
        built = FjolsState.of(**{**state._asdict(), "log": codes})
        assert state == built and (state != built) is False and hash(state) == hash(built)
        assert state.fields() == built.fields() and built.fields()[13] == codes and state != built.fields()
        assert repr(state) == repr(built) and state._asdict() == built._asdict()
        assert state._asdict()["log"] == codes and state._replace(turn=state.turn) == state
        for copied in (pickle.loads(pickle.dumps(state)), copy.copy(state), copy.deepcopy(state)):
            assert type(copied) is FjolsState and copied == state and copied.log == codes
        assert state != state._replace(log=codes[:-1])


def test_a_long_log_reads_compares_and_pickles_without_recursion() -> None:
    """A chain as long as ``MAX_ACTIONS`` moves is read back, compared, hashed, printed and pickled by
    loops, not by recursion through its links."""
    state = RULES.new_deal(GRID[0], 2, 0, random.Random(3))
    link = state.log_link
    for k in range(MAX_ACTIONS):
        link = (link, 0, k % 53, k + 1)
    long = state._replace(log=link)
    assert long.log == tuple(k % 53 for k in range(MAX_ACTIONS)) and long.log_size == MAX_ACTIONS
    again = pickle.loads(pickle.dumps(long))
    assert again == long and hash(again) == hash(long) and repr(again) == repr(long)
    assert flat_log(link) == long.log and flat_log(long.log_link) == long.log


def test_a_states_named_values_are_read_only() -> None:
    """A state is immutable to its users: none of its named values can be set, and it takes no other
    attributes (its stored values are private slots that only the rules and ``FjolsState.of`` set)."""
    state = RULES.new_deal(GRID[0], 4, 0, random.Random(4))
    before = state.fields()
    for name in (*FjolsState._fields, "target", "picked", "moves", "stock_size", "log_size"):
        with pytest.raises(AttributeError):
            setattr(state, name, None)
    with pytest.raises(AttributeError):
        state.note = "x"  # type: ignore[attr-defined]  # no such attribute, as the test shows
    assert state.fields() == before and state == FjolsState.of(*before)
