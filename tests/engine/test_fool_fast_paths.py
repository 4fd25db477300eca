"""FOOL!'s hot path against a literal reading of the trick rules: ``apply`` writes out the next seat's
legal mask, ``resolve_trick`` ranks the cards by one int key each and reads the winner from the lead
colour's highest bit, trick orders are looked up, the legal moves are made with the state from the chunks'
tables without a loop (a follower's from its colour's chunks alone) and
``new_deal`` takes a round's facts from a table made once per table, dealer and round. Each test
compares with the straightforward reading (sorting by tuples, ``legal_mask``, counting round the
table, a fresh ``FoolDeal``)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from fjols_desktop.engine.errors import InvalidOptionError
from fjols_desktop.engine.games.fool import FoolOptions, FoolRules
from fjols_desktop.engine.games.fool.deck import COLOUR_OF, FULL_DECK, VALUE_OF, WILD, WILD_MASK
from fjols_desktop.engine.games.fool.options import AllWildTrickWinner, DeckTable, TieWorst, TwoFoolsFrom
from fjols_desktop.engine.games.fool.rules import deal_table
from fjols_desktop.engine.games.fool.state import (
    OVER,
    PLAYS,
    UNDETERMINED,
    FoolState,
    deal_facts,
    legal_mask,
    make_deal,
    play_order,
    resolve_trick,
    round_points,
)
from fjols_desktop.engine.rules import MatchContext

from .value_helpers import check_read_only, play_checking_values

RULES = FoolRules()

GRID = [FoolOptions(deck_table=deck, two_fools_from=two, tie_worst=tie, all_wild_trick_winner=wild)
        for deck, two, tie, wild in itertools.product(DeckTable, TwoFoolsFrom, TieWorst, AllWildTrickWinner)]


def reference_resolve(trick: Sequence[int], lead: int, fools: int, later_worse: bool,
                      first_wins: bool) -> tuple[int, tuple[int, ...]]:
    """The winner and the worst cards by the rules' words: the highest lead-colour value wins (a trick
    of wild ones only: the first or the last); off-colour cards are worse than lead-colour ones (wild
    ones count as lead colour, value 1), then lower values, then the later (or earlier) card."""
    if lead >= 0:
        win, best = 0, 0
        for pos, index in enumerate(trick):
            if COLOUR_OF[index] == lead and VALUE_OF[index] > best:
                win, best = pos, VALUE_OF[index]
    else:
        win = 0 if first_wins else len(trick) - 1
    keys = []
    for pos, index in enumerate(trick):
        if pos != win:
            colour = COLOUR_OF[index]
            off = lead >= 0 and colour != lead and colour != WILD
            keys.append((0 if off else 1, VALUE_OF[index], -pos if later_worse else pos, pos))
    keys.sort()
    return win, tuple(key[3] for key in keys[:fools])


def reference_order(seats: int, leader: int, discs: Sequence[int]) -> tuple[int, ...]:
    return tuple(seat for seat in ((leader + k) % seats for k in range(seats)) if seat not in discs)


def reference_play(state: FoolState, seat: int, card_index: int) -> FoolState:
    """A legal card played (a wild one as the lowest the seat holds), rule by rule."""
    deal = state.deal
    bit = 1 << card_index
    if bit & WILD_MASK:
        wild = state.hands[seat] & WILD_MASK
        bit = wild & -wild
    index = bit.bit_length() - 1
    hands = list(state.hands)
    hands[seat] &= ~bit
    trick = (*state.trick, index)
    coloured = [COLOUR_OF[i] for i in trick if COLOUR_OF[i] != WILD]
    lead = coloured[0] if coloured else UNDETERMINED
    if len(trick) < len(state.order):
        nxt = state.order[len(trick)]
        return state._replace(hands=tuple(hands), turn=nxt, trick=trick, lead=lead, legal=legal_mask(hands[nxt], lead))
    win, worst = reference_resolve(trick, lead, deal.fools, deal.later_worse, deal.first_wins)
    winner = state.order[win]
    fools = tuple(state.order[p] for p in worst)
    log = (*state.log, (state.order, trick, winner, fools))
    if all(hands):
        return state._replace(hands=tuple(hands), trick_no=state.trick_no + 1, leader=winner, turn=winner,
                              order=reference_order(deal.seats, winner, fools), trick=(), lead=UNDETERMINED,
                              discs=fools, legal=legal_mask(hands[winner], UNDETERMINED), log=log)
    return state._replace(phase=OVER, hands=tuple(hands), leader=winner, turn=-1, order=(), trick=(),
                          lead=UNDETERMINED, discs=fools, legal=0, log=log, points=round_points(deal, hands, fools))


def test_every_move_of_random_play_is_the_literal_rules_move() -> None:
    """Every house-rule combination that changes play, at every table size its deck allows, two
    rounds each: the state ``apply`` makes is the reference's, field by field, and so are the legal
    moves of every seat and who is to act."""
    rng = random.Random(7)
    tables = tricks_with_two_fools = 0
    for options in GRID:
        for seats in range(4, 9):
            try:
                options.check(seats)
            except InvalidOptionError:
                continue
            tables += 1
            for dealer in (0, seats - 1):
                state = RULES.new_deal(options, seats, dealer, rng, context=MatchContext(dealer))
                while not RULES.is_over(state):
                    turn = state.turn
                    assert RULES.to_act(state) == frozenset({turn})
                    for seat in range(seats):
                        expected = tuple(PLAYS[i] for i in range(len(FULL_DECK)) if state.legal >> i & 1) \
                            if seat == turn else ()
                        assert tuple(RULES.legal_moves(state, seat)) == expected
                    move = rng.choice(RULES.legal_moves(state, turn))
                    after = RULES.apply(state, turn, move)
                    assert after == reference_play(state, turn, move.card.index)
                    if not after.trick and after.log:
                        tricks_with_two_fools += len(after.log[-1][3]) == 2
                    state = after
                assert RULES.to_act(state) == frozenset()
    assert tables == 12 * 5 + 12 * 3 and tricks_with_two_fools > 50   # the first edition: 4-6 players


def test_the_int_keys_rank_every_trick_as_the_rules_read() -> None:
    """Random tricks of 1-8 cards, every lead colour (and none), one or two fools, both tie rules and
    both all-wild winners, with tricks of wild ones only and ties of equal values mixed in."""
    rng = random.Random(2)
    wilds = list(range(82, 88))
    for k in range(6000):
        size = 1 + k % 8
        if k % 5 == 0:     # wild ones only, or wild ones with equal values of other colours
            trick = rng.sample(wilds, min(size, 6)) + rng.sample(range(82), max(0, size - 6))
        else:
            trick = rng.sample(range(88), size)
        coloured = [COLOUR_OF[i] for i in trick if COLOUR_OF[i] != WILD]
        lead = coloured[0] if coloured else UNDETERMINED
        for fools, later, first in itertools.product((1, 2), (False, True), (False, True)):
            assert resolve_trick(tuple(trick), lead, fools, later, first) == \
                reference_resolve(trick, lead, fools, later, first), (trick, lead, fools, later, first)


def test_trick_orders_are_the_seats_round_the_table_without_the_discs() -> None:
    for seats in range(4, 9):
        for leader in range(seats):
            for discs in itertools.chain([()], itertools.permutations(range(seats), 1),
                                         itertools.permutations(range(seats), 2)):
                if leader not in discs:
                    assert play_order(seats, leader, discs) == reference_order(seats, leader, discs)


def test_a_round_is_dealt_from_its_table_as_from_fresh_facts() -> None:
    """The cached ``FoolDeal`` equals one made afresh, and the hands are the shuffled cards in play
    handed out one at a time from the dealer's left."""
    for k, options in enumerate(GRID):
        for seats in range(4, 9):
            try:
                options.check(seats)
            except InvalidOptionError:
                continue
            dealer, number = k % seats, k % 4
            state = RULES.new_deal(options, seats, dealer, random.Random(k), context=MatchContext(number))
            assert state.deal == make_deal(options, seats, dealer, number)
            facts = deal_table(options, seats, dealer, number)[0]
            assert facts[0] is state.deal and facts == deal_facts(make_deal(options, seats, dealer, number))
            bits = [card.bit for card in FULL_DECK if card.bit & state.deal.deck]
            random.Random(k).shuffle(bits)
            assert state.hands == tuple(sum(bits[(s - dealer - 1) % seats::seats]) for s in range(seats))
            leader = (dealer + 1) % seats
            assert (state.leader, state.turn, state.order) == (leader, leader, reference_order(seats, leader, ()))


def test_a_state_is_the_value_of_its_named_values() -> None:
    """``FoolState`` stores fewer values than it shows (``phase`` is derived from ``turn``) in slots: a
    state reached by play is the same value as the state built from its named values, and that one plays
    on alike (``value_helpers``), for every house-rule combination; the points are the round's."""
    rng = random.Random(11)
    for k, options in enumerate(GRID):
        seats = 4 + k % 3
        end = play_checking_values(RULES, RULES.new_deal(options, seats, k % seats, rng), rng)
        assert end.points == round_points(end.deal, end.hands, end.discs)


def test_a_states_named_values_are_read_only() -> None:
    check_read_only(RULES.new_deal(GRID[0], 5, 0, random.Random(4)))
