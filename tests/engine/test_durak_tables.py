"""Durak: the tables the hot path reads agree with the rules they stand for.

Between bouts the engine reads the roles from ``DurakTable.seating`` (one entry per set of seats
holding cards) instead of working them out from the hands; card moves carry their count, card
indices and ranks; throw-ins are made by size from combinations. Each is checked here against a
straightforward reference, for every variant, pack, table size, team mode and house rule, and over
random play.
"""

from __future__ import annotations

import itertools
import random

import pytest

from fjols_desktop.engine.cards import CARDS, cards_of
from fjols_desktop.engine.games.durak import DurakOptions
from fjols_desktop.engine.games.durak.legal import ThrowIns, moves_up_to, throw_moves
from fjols_desktop.engine.games.durak.moves import DEFENDS, PASS, Attack, Transfer
from fjols_desktop.engine.games.durak.options import ThrowInBy
from fjols_desktop.engine.games.durak.state import (
    LEAD,
    OVER,
    PRE_BOUT,
    RANK_MASKS,
    attackers_for,
    one_rank,
    refill_order,
    roles,
    same_rank_cards,
    table_facts,
)

from .durak_helpers import RULES, random_deal
from .test_durak_properties import HOUSE_RULES, TABLES, _id

CASES = TABLES + HOUSE_RULES + [(DurakOptions(throw_in_by=mode), seats)
                                for mode in ThrowInBy for seats in range(2, 7)]


def _next_with_cards(holding: list[bool], seat: int) -> int:
    seats = len(holding)
    return next((other for other in ((seat + k) % seats for k in range(1, seats)) if holding[other]), -1)


def _fools(teams: bool, holding: list[bool]) -> tuple[int, ...] | None:
    """The deal's fools with the talon empty, or None while it goes on (the rules text: the last player,
    or team, with cards loses; nobody left: a draw)."""
    seats = len(holding)
    if teams:
        left = [team for team in (0, 1) if any(holding[team::2])]
        if len(left) == 2:
            return None
        return tuple(range(left[0], seats, 2)) if left else ()
    left = [seat for seat in range(seats) if holding[seat]]
    return None if len(left) > 1 else tuple(left)


@pytest.mark.parametrize(("options", "seats"), CASES, ids=[_id(c) for c in CASES])
def test_seating_tables_agree_with_the_role_functions(options: DurakOptions, seats: int) -> None:
    table = table_facts(options, seats)
    assert len(table.seating) == 1 << seats
    for occupied, seating in enumerate(table.seating):
        holding = [bool(occupied >> seat & 1) for seat in range(seats)]
        hands = [1 << 60 if held else 0 for held in holding]   # only whether a hand is empty counts
        assert seating.after == tuple(_next_with_cards(holding, seat) for seat in range(seats))
        assert seating.fools == _fools(table.teams, holding)
        for seat in range(seats):
            main, defender = roles(table, hands, seat)
            assert seating.bouts[seat] == (main, defender,
                                           attackers_for(table, hands, sum(holding), main, defender, seat))
    assert table.refills == tuple(tuple(refill_order(seats, main, defender) for defender in range(seats))
                                  for main in range(seats))
    assert table.cards == tuple(i for i in range(52) if table.deck >> i & 1)


@pytest.mark.parametrize(("options", "seats"), CASES[::3], ids=[_id(c) for c in CASES[::3]])
def test_every_bout_starts_with_the_roles_the_hands_give(options: DurakOptions, seats: int) -> None:
    """Over random play: at the start of every bout the attackers' priority list is the one
    ``attackers_for`` makes from the hands and the players still in, the defender is the one ``roles``
    gives, and with the talon empty the seats that are out are exactly those without cards."""
    for seed in range(4):
        rng = random.Random(seed)
        state = random_deal(options, seats, seed, number=seed % 2)
        bouts = 0
        while not RULES.is_over(state):
            legal = RULES.legal_moves(state, state.turn)
            before = state.bout
            state = RULES.apply(state, state.turn, legal[rng.randrange(len(legal))])
            if state.bout == before or state.phase == OVER:
                continue
            bouts += 1
            table = state.deal.table
            assert state.phase in (LEAD, PRE_BOUT) and state.leader == state.main
            assert (state.main, state.defender) == roles(table, state.hands, state.seat)
            assert state.attackers == attackers_for(table, state.hands, seats - len(state.out), state.main,
                                                    state.defender, state.seat)
            if not state.talon:
                assert set(state.out) == {s for s in range(seats) if not state.hands[s]}
        assert bouts > 0
        assert set(state.out) == {s for s in range(seats) if not state.hands[s]}


def test_card_moves_carry_their_cards() -> None:
    rng = random.Random(7)
    masks = [sum(1 << c for c in rng.sample(range(52), rng.randint(1, 8))) for _ in range(400)]
    masks += [_spread(rank_mask, pattern) for rank_mask in RANK_MASKS for pattern in range(1, 16)]
    for mask in masks:
        for move in (Attack.of(mask), Transfer.of(mask)):
            assert move.count == mask.bit_count()
            assert move.indices == tuple(card.index for card in cards_of(mask))
            assert move.spread == same_rank_cards(mask)
            assert move.one_rank == one_rank(mask)
    for attack, card in itertools.product(range(52), repeat=2):
        move = DEFENDS[attack][card]
        assert (move.a, move.c, move.bit) == (CARDS[attack].index, CARDS[card].index, 1 << card)
        assert move.spread == same_rank_cards(1 << card)


def _spread(rank_mask: int, pattern: int) -> int:
    """The cards of ``rank_mask`` (one rank, all suits) whose suits are set in the 4-bit ``pattern``."""
    bits = [1 << card for card in range(52) if rank_mask >> card & 1]
    return sum(bit for k, bit in enumerate(bits) if pattern >> k & 1)


def test_throw_ins_come_by_size_then_by_mask() -> None:
    """``moves_up_to`` gives every set of one to ``limit`` cards, ordered as a sort by (size, mask)."""
    rng = random.Random(3)
    for _ in range(150):
        cards = rng.sample(range(52), rng.randint(0, 12))
        mask = sum(1 << c for c in cards)
        limit = rng.randint(0, 6)
        subsets = [sum(combo) for size in range(1, limit + 1) for combo in itertools.combinations(
            [1 << c for c in sorted(cards)], size)]
        expected = tuple(Attack.of(m) for m in sorted(subsets, key=lambda m: (m.bit_count(), m)))
        assert moves_up_to(mask, limit, Attack) == expected


def test_a_long_throw_in_list_made_on_demand_is_the_list_built_whole() -> None:
    """``ThrowIns`` (a long list of throw-ins, made move by move) holds the moves of ``moves_up_to`` and
    then PASS, in that order, by index from either end, by slice, by iteration and by membership; and
    ``throw_moves`` gives the same moves whichever form it returns."""
    rng = random.Random(5)
    for _ in range(120):
        cards = rng.sample(range(36), rng.randint(1, 12))
        mask = sum(1 << c for c in cards)
        limit = rng.randint(1, 6)
        expected = moves_up_to(mask, limit, Attack) + (PASS,)
        lazy = ThrowIns(mask, limit)
        assert len(lazy) == len(expected)
        assert list(lazy) == list(expected)
        assert [lazy[i] for i in range(len(lazy))] == list(expected)
        assert [lazy[-i] for i in range(1, len(lazy) + 1)] == [expected[-i] for i in range(1, len(expected) + 1)]
        assert lazy[1:4] == list(expected[1:4])
        assert lazy == expected and lazy == ThrowIns(mask, limit)
        assert tuple(throw_moves(mask, limit)) == expected
        assert all(move in lazy for move in expected)
        outside = Attack.of(1 << next(c for c in range(52) if c not in cards))
        too_many = Attack.of(mask) if len(cards) > limit else None
        assert outside not in lazy and (too_many is None or too_many not in lazy)
        with pytest.raises(IndexError):
            lazy[len(expected)]
