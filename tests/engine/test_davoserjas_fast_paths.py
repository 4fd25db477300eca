"""Davoserjas' hot path against a literal reading of the trick rules: ``apply`` plays a card with its
steps written out, reads a trick's winner from its mask and counts the tricks won from the cards taken;
``legal_moves`` looks the four suits up without a loop; ``new_deal`` takes a round's facts from a table
made once per table, dealer and round; the options keep their hash. Each test compares with the
straightforward reading (``tricks.trick_winner``, ``trick_mask``, ``tricks_won``, the follow rule, a
fresh ``TrickDeal``) in every state of seeded random play."""

from __future__ import annotations

import copy
import pickle
import random
from dataclasses import fields

from fjols_desktop.engine.cards import CARDS, SUIT_MASKS
from fjols_desktop.engine.games.davoserjas import DavoserjasOptions, DavoserjasRules
from fjols_desktop.engine.games.davoserjas.options import ExtraRound, RoundKind
from fjols_desktop.engine.games.davoserjas.rounds import PRESETS, round_list
from fjols_desktop.engine.games.davoserjas.rules import deal_table
from fjols_desktop.engine.games.davoserjas.state import OVER, PLAY, PLAYS, TrickDeal, TrickState, trick_facts
from fjols_desktop.engine.games.davoserjas.trick_round import make_trick_deal
from fjols_desktop.engine.rules import MatchContext
from fjols_desktop.engine.tricks import trick_mask, trick_winner, tricks_won

from .value_helpers import check_read_only, play_checking_values

RULES = DavoserjasRules()

OPTION_SETS = [DavoserjasOptions(), DavoserjasOptions(ace_low_all_rounds=True),
               DavoserjasOptions(stop_when_decided=False),
               DavoserjasOptions(extra_rounds=(ExtraRound.FIRST_TRICK, ExtraRound.HEARTS)),
               *PRESETS.values()]


def _options(k: int) -> DavoserjasOptions:
    options = OPTION_SETS[k % len(OPTION_SETS)]
    return DavoserjasOptions.from_dict(options.to_dict())   # an equal, separate object


def reference_points(deal: TrickDeal, taken: tuple[int, ...], log: tuple[tuple[int, tuple[int, ...]], ...]
                     ) -> tuple[int, ...]:
    """The round's points read from the log trick by trick (the tricks won by ``tricks_won``)."""
    rule, seats = deal.rule, deal.seats
    points = [rule.per_trick * won for won in tricks_won(log, seats, deal.ace_low)]
    for mask, value in deal.penalties:
        for s in range(seats):
            points[s] += value * (taken[s] & mask).bit_count()
    if rule.first_trick and log:
        points[trick_winner(log[0][1], log[0][0], seats, deal.ace_low)] += rule.first_trick
    if rule.last_trick and len(log) == deal.cards_each:
        points[trick_winner(log[-1][1], log[-1][0], seats, deal.ace_low)] += rule.last_trick
    return tuple(points)


def reference_play(state: TrickState, seat: int, index: int) -> TrickState:
    """A legal card played, rule by rule: follow suit if you can, the highest card of the led suit
    wins (``tricks.trick_winner``) and leads, the round ends after the last trick or, with the early
    stop, once no penalised card is held."""
    deal = state.deal
    hands = list(state.hands)
    hands[seat] &= ~(1 << index)
    trick = (*state.trick, index)
    if len(trick) < deal.seats:
        nxt = (seat + 1) % deal.seats
        follow = hands[nxt] & SUIT_MASKS[CARDS[trick[0]].suit]
        return state._replace(hands=tuple(hands), turn=nxt, trick=trick, legal=follow or hands[nxt])
    winner = trick_winner(trick, state.leader, deal.seats, deal.ace_low)
    taken = list(state.taken)
    taken[winner] |= trick_mask(trick)
    log = (*state.log, (state.leader, trick))
    held = 0
    for hand in hands:
        held |= hand
    if state.trick_no == deal.cards_each or (deal.stoppable and not held & deal.penalty_mask):
        return state._replace(phase=OVER, hands=tuple(hands), leader=winner, turn=-1, trick=(), taken=tuple(taken),
                              log=log, legal=0, points=reference_points(deal, tuple(taken), log))
    return state._replace(hands=tuple(hands), trick_no=state.trick_no + 1, leader=winner, turn=winner, trick=(),
                          taken=tuple(taken), log=log, legal=hands[winner])


def _trick_rounds() -> list[tuple[DavoserjasOptions, int, int]]:
    """(options, seats, round number) for every trick round of every option set at 3-7 players."""
    out = []
    for k in range(len(OPTION_SETS)):
        options = _options(k)
        for number, rule in enumerate(round_list(options)):
            if rule.kind is not RoundKind.KABALE:
                out.append((options, 3 + (k + number) % 5, number))
    return out


def test_every_move_of_random_play_is_the_literal_rules_move() -> None:
    """Every trick round of every option set (ace low, no early stop, extra rounds, the presets'
    merged rounds), 3-7 players, two deals each: the state ``apply`` makes is the reference's, field
    by field, and so are the legal moves of every seat and who is to act."""
    rng = random.Random(11)
    ended_early = ended_full = 0
    for options, seats, number in _trick_rounds():
        for dealer in (0, seats - 1):
            state = RULES.new_deal(options, seats, dealer, rng, context=MatchContext(number))
            while not RULES.is_over(state):
                turn = state.turn
                assert RULES.to_act(state) == frozenset({turn})
                for seat in range(seats):
                    expected = tuple(PLAYS[c.index] for c in CARDS if c.bit & state.legal) if seat == turn else ()
                    assert tuple(RULES.legal_moves(state, seat)) == expected
                move = rng.choice(RULES.legal_moves(state, turn))
                after = RULES.apply(state, turn, move)
                assert type(after) is TrickState
                assert after == reference_play(state, turn, move.card.index)
                state = after
            assert RULES.to_act(state) == frozenset() and state.phase == OVER
            if state.trick_no < state.deal.cards_each:
                ended_early += 1
            else:
                ended_full += 1
    assert ended_early > 10 and ended_full > 10   # both ends of a round were reached


def test_the_winner_read_from_the_mask_is_the_highest_card_of_the_led_suit() -> None:
    """Every trick of random tricks (any cards, any order, ace high and low) at 3-7 players: the
    engine's winner is ``tricks.trick_winner``'s, and a round's points from the cards taken are the
    log's."""
    rng = random.Random(3)
    for k in range(4000):
        seats = 3 + k % 5
        trick = tuple(rng.sample(range(52), seats))
        if k % 3 == 0:   # a trick where the led suit's ace and other cards of it meet
            suit = trick[0] // 13
            trick = (suit * 13 + 12, *(i for i in rng.sample(range(suit * 13, suit * 13 + 12), seats - 1)))
        ace_low = k % 2 == 1
        options = DavoserjasOptions(ace_low_all_rounds=ace_low)
        deal = make_trick_deal(options, seats, 0, 0, 6, round_list(options)[0])
        leader = k % seats
        state = TrickState.of(deal, PLAY, tuple([0] * seats), 1, leader, (leader + seats - 1) % seats, trick[:-1],
                              (0,) * seats, (), 1 << trick[-1], ())
        last = (leader + seats - 1) % seats
        after = RULES.apply(state, last, PLAYS[trick[-1]])
        assert after.leader == trick_winner(trick, leader, seats, ace_low), (trick, ace_low)


def test_a_round_is_dealt_from_its_table_as_from_fresh_facts() -> None:
    """The cached ``TrickDeal`` of every round, table size and dealer equals one made afresh, and the
    deal is the shuffled cards in play handed out one at a time from the dealer's left."""
    for k, (options, seats, number) in enumerate(_trick_rounds()):
        dealer = k % seats
        rule = round_list(options)[number]
        fresh = make_trick_deal(options, seats, dealer, number, len(round_list(options)), rule)
        state = RULES.new_deal(options, seats, dealer, random.Random(k), context=MatchContext(number))
        assert state.deal == fresh
        facts = deal_table(options, seats, dealer, number)[3]
        assert facts is not None and facts[0] is state.deal   # made once, then shared
        assert facts == trick_facts(fresh)
        bits = [card.bit for card in CARDS if card.bit & fresh.deck]
        random.Random(k).shuffle(bits)
        assert state.hands == tuple(sum(bits[(s - dealer - 1) % seats::seats]) for s in range(seats))


def test_the_options_keep_the_hash_of_their_fields_and_leave_it_out_of_copies() -> None:
    for options in OPTION_SETS:
        assert hash(options) == hash(tuple(getattr(options, f.name) for f in fields(options)))
        twin = DavoserjasOptions.from_dict(options.to_dict())
        assert twin == options and hash(twin) == hash(options)
        for copied in (pickle.loads(pickle.dumps(options)), copy.deepcopy(options), copy.copy(options)):
            assert "_hash" not in vars(copied) and copied == options and hash(copied) == hash(options)
        changed = options.replace(points_per_trick=options.points_per_trick + 1)
        assert changed != options and "_hash" not in vars(changed)


def test_a_trick_rounds_state_is_the_value_of_its_named_values() -> None:
    """``TrickState`` stores fewer values than it shows (``phase`` is derived from ``turn``) in slots: a
    state reached by play is the same value as the state built from its named values, and that one plays
    on alike (``value_helpers``), in every trick round."""
    rng = random.Random(12)
    for k, (options, seats, number) in enumerate(_trick_rounds()[::3]):
        play_checking_values(RULES, RULES.new_deal(options, seats, k % seats, rng, context=MatchContext(number)), rng)


def test_a_trick_rounds_named_values_are_read_only() -> None:
    check_read_only(RULES.new_deal(DavoserjasOptions(), 4, 0, random.Random(4)))
