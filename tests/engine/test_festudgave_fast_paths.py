"""The Festudgaven rules' hot paths against the general reading they stand in for: the lock-step
legal moves written out in ``legal_moves``, the lock-step pass checked against the hand in ``apply``,
and the deal laid out once per table (``_layout``) and dealt from the shuffled cards' bits, a slice
per seat."""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.cards import cards_of
from fjols_desktop.engine.errors import IllegalMoveError, Reason
from fjols_desktop.engine.games.festudgave import FestudgaveOptions, FestudgaveRules
from fjols_desktop.engine.games.festudgave.rules import make_deal
from fjols_desktop.engine.games.festudgave.state import PASS, PASSES, TRIGGER, TRIGGER_BIT, moves_of
from fjols_desktop.engine.rules import DealResult, MatchContext

RULES = FestudgaveRules()
TABLES = [({}, 3), ({}, 5), ({}, 13), ({"false_signal": "reject"}, 6), ({"scoring": "letters"}, 4),
          ({"deck_mode": "stock"}, 7), ({"deck_mode": "stock"}, 12), ({"pass_mode": "free_flow"}, 5),
          ({"deck_mode": "stock", "pass_mode": "free_flow", "false_signal": "reject"}, 8)]


def rounds(rules: dict[str, object], seats: int, count: int = 6):
    """Every state of ``count`` seeded random rounds (at most 300 moves each), with the seat to act."""
    options = FestudgaveOptions.from_dict(rules)
    for seed in range(count):
        rng = random.Random(seed)
        state = RULES.new_deal(options, seats, seed % seats, rng)
        for _ in range(300):
            if RULES.is_over(state):
                break
            yield state
            seat = min(RULES.to_act(state))
            moves = RULES.legal_moves(state, seat)
            state = RULES.apply(state, seat, moves[rng.randrange(len(moves))])


@pytest.mark.parametrize(("rules", "seats"), TABLES)
def test_every_seats_legal_moves_are_the_legal_mask_read_out(rules: dict[str, object], seats: int) -> None:
    checked = 0
    for state in rounds(rules, seats):
        if state.phase != PASS:
            continue
        for seat in range(seats):
            assert tuple(RULES.legal_moves(state, seat)) == moves_of(RULES.legal_mask(state, seat))
            checked += 1
    assert checked > 20


@pytest.mark.parametrize(("rules", "seats"), TABLES)
def test_a_card_outside_the_hand_is_refused_and_each_card_in_it_passes(rules: dict[str, object], seats: int) -> None:
    for state in rounds(rules, seats, count=3):
        if state.phase != PASS:
            continue
        for seat in sorted(RULES.to_act(state)):
            mask = RULES.legal_mask(state, seat)
            for move in PASSES:
                if move.bit & mask:
                    after = RULES.apply(state, seat, move)
                    assert not after.hands[seat] & move.bit
                else:
                    with pytest.raises(IllegalMoveError) as refused:
                        RULES.apply(state, seat, move)
                    if not move.bit & state.hands[seat]:
                        assert refused.value.reason == Reason.of("card_not_in_hand", card=str(move.card))
                    else:      # free flow: a full hand's card while a card waits to be taken, or none yet
                        assert refused.value.reason.key in {"take_first", "wait_for_card"}


@pytest.mark.parametrize(("rules", "seats", "dealer"), [({}, 5, 0), ({}, 13, 12), ({"deck_mode": "stock"}, 6, 2),
                                                        ({"deck_mode": "stock", "pass_mode": "free_flow"}, 12, 7)])
def test_a_seeded_deal_is_the_shuffled_pack_dealt_round_from_the_dealers_left(rules: dict[str, object], seats: int,
                                                                            dealer: int) -> None:
    options = FestudgaveOptions.from_dict(rules)
    deal = make_deal(options, seats, dealer, 0, (0,) * seats)
    cards = list(cards_of(deal.deck))
    random.Random(41).shuffle(cards)          # the standard library's shuffle of the cards themselves
    hands = [0] * seats
    for i, card in enumerate(cards[:4 * seats]):
        hands[(dealer + 1 + i) % seats] |= card.bit
    if deal.stock_mode and not deal.free_flow:
        stock_next = cards[4 * seats].index
        hands[dealer] |= 1 << stock_next
    state = RULES.new_deal(options, seats, dealer, random.Random(41))
    assert state.hands == tuple(hands)
    drawn = 1 if deal.stock_mode and not deal.free_flow else 0
    assert state.stock == tuple(card.index for card in cards[4 * seats + drawn:])


@pytest.mark.parametrize(("word", "out", "dealer"), [("GRIS", (1,), 0), ("PIG", (0, 3), 4), ("PIG", (2, 5, 6), 6)])
def test_a_seeded_deal_with_seats_out_of_the_match_skips_them(word: str, out: tuple[int, ...], dealer: int) -> None:
    """The deal's slices per seat (``_layout``): the cards go round the seats still in the match only,
    from the dealer's left (or, if the dealer is out, from the next seat still in), and a seat out of the
    match gets nothing."""
    seats = 7
    options = FestudgaveOptions.from_dict({"scoring": "letters", "word": word})
    lost = tuple(DealResult(points=tuple(int(s == k) for s in range(seats)), fools=(k,))
                 for k in out for _ in range(len(word)))
    context = MatchContext(len(lost), lost)
    state = RULES.new_deal(options, seats, dealer, random.Random(5), context=context)
    active = [s for s in range(seats) if s not in out]
    assert state.deal.active == tuple(active)
    cards = list(cards_of(state.deal.deck))
    random.Random(5).shuffle(cards)
    first = active.index(state.deal.dealer) + 1
    hands = [0] * seats
    for i, card in enumerate(cards):
        hands[active[(first + i) % len(active)]] |= card.bit
    assert len(cards) == 4 * len(active) and state.hands == tuple(hands)
    assert all(state.hands[s] == 0 for s in out)


@pytest.mark.parametrize(("rules", "seats"), TABLES)
def test_a_trigger_is_taken_exactly_when_the_legal_mask_allows_it(rules: dict[str, object], seats: int) -> None:
    """``apply`` reads the trigger's legality from the hand and the house rule, as ``legal_mask`` does."""
    taken = refused_ones = 0
    for state in rounds(rules, seats):
        if state.phase != PASS:
            continue
        for seat in range(seats):
            if RULES.legal_mask(state, seat) & TRIGGER_BIT:
                after = RULES.apply(state, seat, TRIGGER)
                assert after.trigger == seat and after.phase != PASS
                taken += 1
            else:
                with pytest.raises(IllegalMoveError) as refused:
                    RULES.apply(state, seat, TRIGGER)
                assert refused.value.reason == RULES.explain_illegal(state, seat, TRIGGER)
                refused_ones += 1
    assert refused_ones > 5
    assert taken > 10 or rules.get("false_signal") == "reject"
