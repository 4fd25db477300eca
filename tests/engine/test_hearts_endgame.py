"""The exact play of a Hjerterfri hand's last tricks (``solve`` in ``fjols_desktop/engine/games/hearts/ai/kernel.py``)
and the hard level's ``solve`` setting that uses it."""

from __future__ import annotations

import random

import pytest

from fjols_desktop.engine.cards import SUIT_MASKS, parse_cards, stack_deck
from fjols_desktop.engine.games.hearts import HeartsOptions, HeartsRules
from fjols_desktop.engine.games.hearts.ai import HardPlayer, MediumPlayer, hard
from fjols_desktop.engine.games.hearts.ai.kernel import (
    Position,
    Table,
    legal_cards,
    points,
    solve,
    solved_values,
    table_of,
    tricks_left,
)
from fjols_desktop.engine.games.hearts.state import HEARTS_SUIT, QS_BIT
from tests.engine.hearts_helpers import HANDS

RULES = HeartsRules()
HEARTS = SUIT_MASKS[HEARTS_SUIT]


def mask(text: str) -> int:
    return sum(c.bit for c in parse_cards(text))


def every_line(t: Table, hands: list[int], trick: list[int], leader: int, trick_no: int, broken: bool,
               taken: list[int], first: int) -> list[int]:
    """max^n by brute force: every legal card of every seat, no shortcuts."""
    if trick_no > t.cards_each:
        return points(t, taken)
    seat = (leader + len(trick)) % t.seats
    legal = legal_cards(t, hands[seat], trick, trick_no, broken)
    best: tuple[int, list[int]] | None = None
    for i in ([first] if first >= 0 else [i for i in range(52) if legal >> i & 1]):
        bit = 1 << i
        after = list(hands)
        after[seat] ^= bit
        cards = trick + [i]
        led = cards[0] // 13
        now = broken or bool(bit & HEARTS and (not t.by_discard or led != HEARTS_SUIT)) \
            or (t.queen_breaks and bit == QS_BIT)
        if len(cards) == t.seats:
            top, pos = cards[0], 0
            for k in range(1, t.seats):
                if cards[k] > top and cards[k] // 13 == led:
                    top, pos = cards[k], k
            winner = (leader + pos) % t.seats
            won = list(taken)
            won[winner] |= sum(1 << c for c in cards)
            out = every_line(t, after, [], winner, trick_no + 1, now, won, -1)
        else:
            out = every_line(t, after, cards, leader, trick_no, now, taken, -1)
        key = t.seats * out[seat] - sum(out)
        if best is None or key < best[0]:
            best = (key, out)
    assert best is not None
    return best[1]


@pytest.mark.parametrize("options", [{"pass_count": 0},
                                     {"pass_count": 0, "hearts_broken_by": "any_heart", "queen_breaks_hearts": True},
                                     {"pass_count": 0, "ten_of_diamonds": True}])
def test_the_solver_finds_what_searching_every_line_finds(options: dict[str, object]) -> None:
    rng = random.Random(7)
    opts = HeartsOptions.from_dict(options)
    checked = 0
    for n in range(40):
        state = RULES.new_deal(opts, 4, 0, rng)
        t = table_of(state.deal)
        left = 2 + n % 2
        stop = (t.cards_each - left + 1, n % 4)             # the trick and the cards already in it
        while (state.trick_no, len(state.trick)) < stop:
            seat = min(RULES.to_act(state))
            moves = RULES.observe(state, seat).legal_moves
            state = RULES.apply(state, seat, moves[rng.randrange(len(moves))])
        pos = Position(state.hands, state.trick, state.leader, state.trick_no, state.broken, state.taken)
        assert tricks_left(t, pos) == left
        seat = (state.leader + len(state.trick)) % 4
        legal = legal_cards(t, state.hands[seat], list(state.trick), state.trick_no, state.broken)
        for i in (i for i in range(52) if legal >> i & 1):
            assert solve(t, pos, i) == every_line(t, list(state.hands), list(state.trick), state.leader,
                                                  state.trick_no, state.broken, list(state.taken), i)
            checked += 1
    assert checked > 80


def test_the_last_two_tricks_solved_by_hand() -> None:
    # P0 leads, 2♥ 3♠ left; the others hold K♥ 9♠ / 4♥ 2♠ / 5♦ 6♦. Of the cards gone, P1 took Q♠,
    # P2 A♥ and P0 the rest: the penalty cards are split, no moon.
    state = RULES.new_deal(HeartsOptions(pass_count=0), 4, 3, random.Random(0),
                           deck=stack_deck([parse_cards(h) for h in HANDS], 3))
    t = table_of(state.deal)
    left = ["2H 3S", "KH 9S", "4H 2S", "5D 6D"]
    gone = mask(" ".join(HANDS)) & ~mask(" ".join(left))
    taken = [gone & ~mask("QS AH"), mask("QS"), mask("AH"), 0]
    pos = Position([mask(h) for h in left], (), 0, 12, True, taken)
    base = points(t, taken)
    assert base == [9, 13, 1, 0]
    # 2♥ led: P1 must win it with K♥ and takes 2♥ 4♥ K♥; its 9♠ then takes the spades, no points.
    # 3♠ led: P1's 9♠ takes it, and P1 must lead K♥ into 2♥ 4♥: the same three hearts.
    for card in ("2H", "3S"):
        assert solve(t, pos, parse_cards(card)[0].index) == [9, 16, 1, 0]
    assert solved_values(t, pos, 0, [parse_cards("2H")[0].index]) == [pytest.approx((16 + 1 + 0) / 3 - 9)]


def test_with_solve_the_last_tricks_are_searched_without_moon_plans() -> None:
    state = RULES.new_deal(HeartsOptions(pass_count=0), 4, 3, random.Random(0),
                           deck=stack_deck([parse_cards(h) for h in HANDS], 3))
    rng = random.Random(3)
    while state.trick_no < 11:
        seat = min(RULES.to_act(state))
        state = RULES.apply(state, seat, MediumPlayer().choose(RULES.observe(state, seat), rng))
    seat = min(RULES.to_act(state))
    view = RULES.observe(state, seat)
    prior = MediumPlayer().advise(view, random.Random(0))
    solving = HardPlayer(solve=3)
    plans = solving.candidates(view, prior)
    assert solving.solving(view) and not HardPlayer(solve=2).solving(view)
    assert all(isinstance(p, hard.Plan) and not p.shoot for p in plans)
    t = table_of(state.deal)
    evaluator = solving.evaluator_for(view, random.Random(0))
    assert isinstance(evaluator, hard.KernelEvaluator)
    world = solving.sampler(view, random.Random(0)).sample_world(view, random.Random(5))
    assert evaluator.evaluate(world, seat, plans, random.Random(0)) == \
        solved_values(t, world, seat, [p.mask.bit_length() - 1 for p in plans if isinstance(p, hard.Plan)])
