"""Fjols' hot path against the straightforward helpers it writes out: the next seat's options in ``apply``
against ``respond_mask``, ``legal_moves`` against ``moves_of``, the seat table against counting round,
and a play's card index against its card."""

from __future__ import annotations

import itertools
import random

from fjols_desktop.engine.cards import CARDS
from fjols_desktop.engine.games.fjols import FjolsOptions, FjolsRules
from fjols_desktop.engine.games.fjols.options import Deck, FollowSuit, PickupMode, VoluntaryPickup
from fjols_desktop.engine.games.fjols.rules import _AFTER
from fjols_desktop.engine.games.fjols.state import (
    LEAD,
    PICKUP,
    PICKUP_BIT,
    PLAYS,
    RESPOND,
    FjolsPlay,
    moves_of,
    respond_mask,
)

RULES = FjolsRules()

GRID = [FjolsOptions(deck=deck, pickup=pickup, follow_suit=follow, voluntary_pickup=vol, low_beats_low=lbl,
                     chain_closes_after_full_round=closes)
        for deck, pickup, follow, vol, lbl, closes in itertools.product(
            Deck, PickupMode, FollowSuit, VoluntaryPickup, (False, True), (False, True))]


def test_the_seat_table_is_the_next_seat_round_the_table() -> None:
    for seats in range(2, 6):
        assert _AFTER[seats] == tuple((seat + 1) % seats for seat in range(seats))


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
