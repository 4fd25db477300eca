"""Durak's written-out fast paths against the general helpers they stand for.

``legal_moves`` and ``DurakRules.apply`` write out how many cards may still go on the table
(``flow.add_limit``), and the leads read the rank masks of a hand's ranks from ``_RANK_MASKS_OF``;
these tests hold each to the plain reading, on the positions of random deals of every variant.
"""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.errors import IllegalMoveError
from fjols_desktop.engine.games.durak import DurakOptions, flow
from fjols_desktop.engine.games.durak.legal import _RANK_MASKS_OF
from fjols_desktop.engine.games.durak.moves import Attack
from fjols_desktop.engine.games.durak.options import Variant
from fjols_desktop.engine.games.durak.state import RANK_MASKS, TAKE_ADD, THROW_IN

from .durak_helpers import RULES, random_deal


def test_the_rank_masks_of_a_set_of_ranks_are_the_masks_of_its_ranks_in_order() -> None:
    assert len(_RANK_MASKS_OF) == 1 << 13
    for ranks in range(1 << 13):
        assert _RANK_MASKS_OF[ranks] == tuple(RANK_MASKS[r] for r in range(13) if ranks >> r & 1)


@pytest.mark.parametrize("variant", [Variant.PODKIDNOY, Variant.PEREVODNOY, Variant.SEVERNYI])
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_a_throw_in_may_hold_as_many_cards_as_add_limit_says_and_no_more(variant: Variant, seats: int) -> None:
    options = DurakOptions(variant=variant)
    pick = random.Random(seats)
    asked = 0
    for seed in range(12):
        state = random_deal(options, seats, seed)
        while not RULES.is_over(state):
            seat = state.turn
            moves = RULES.legal_moves(state, seat)
            if state.phase in (THROW_IN, TAKE_ADD):
                asked += 1
                limit = flow.add_limit(state)
                candidates = state.hands[seat] & state.ranks
                attacks = [m for m in moves if isinstance(m, Attack)]
                assert max(m.mask.bit_count() for m in attacks) == min(limit, candidates.bit_count())
                for move in attacks:
                    assert RULES.apply(state, seat, move).log[-1] == (seat, move)
                if candidates.bit_count() > limit:
                    cards = [1 << i for i in range(52) if candidates >> i & 1][:limit + 1]
                    with pytest.raises(IllegalMoveError):
                        RULES.apply(state, seat, Attack.of(sum(cards)))
            state = RULES.apply(state, seat, moves[int(pick.random() * len(moves))])
    assert asked > 100
