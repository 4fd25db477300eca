"""The Davoserjas playout kernel (``games/davoserjas/ai/kernel.py``) is a second implementation of the
rules: random rounds under many house rules and table sizes, played through the engine and replayed
through the kernel, give the same legal cards at every choice, the same forced moves, the same end
(the early stop included) and the same points."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fjols_desktop.engine.games.davoserjas import PRESETS, DavoserjasOptions, DavoserjasRules
from fjols_desktop.engine.games.davoserjas.ai.kernel import (
    TrickPosition,
    from_strength,
    index_from_strength,
    index_to_strength,
    kabale_playout,
    kabale_points,
    kabale_table,
    to_strength,
    trick_playout,
    trick_points,
    trick_table,
)
from fjols_desktop.engine.games.davoserjas.options import (
    ExtraRound,
    KabaleAce,
    KabaleDeck,
    KabaleSevens,
    LastTrickMode,
)
from fjols_desktop.engine.games.davoserjas.rounds import round_list
from fjols_desktop.engine.games.davoserjas.state import KabaleState, TrickState
from fjols_desktop.engine.rules import MatchContext

RULES = DavoserjasRules()
VARIANTS = [
    DavoserjasOptions(),
    DavoserjasOptions(ace_low_all_rounds=True, stop_when_decided=False),
    DavoserjasOptions(last_trick_mode=LastTrickMode.FIRST_AND_LAST, extra_rounds=(ExtraRound.FIRST_TRICK,
                                                                                   ExtraRound.HEARTS)),
    DavoserjasOptions(kabale_sevens=KabaleSevens.FORCED_ON_TURN, kabale_ace=KabaleAce.HIGH, kabale_first_out_bonus=5),
    DavoserjasOptions(kabale_sevens=KabaleSevens.FREE_ON_TURN, kabale_deck=KabaleDeck.FULL_52, kabale_pass_penalty=3),
    *PRESETS.values(),
]


def test_strength_space_is_a_permutation_that_puts_the_ace_lowest() -> None:
    rng = random.Random(1)
    for _ in range(200):
        mask = rng.getrandbits(52)
        assert from_strength(to_strength(mask, True), True) == mask
        assert to_strength(mask, False) == mask
    for i in range(52):
        s = index_to_strength(i, True)
        assert index_from_strength(s, True) == i and to_strength(1 << i, True) == 1 << s
        assert s // 13 == i // 13 and (s % 13 == 0) == (i % 13 == 12)


def _record(state: Any, rng: random.Random) -> tuple[Any, list[tuple[int, int, int]]]:
    """Play the round out with random moves: the end state and per move (seat, legal mask, card)."""
    steps = []
    while not RULES.is_over(state):
        seat = state.turn
        moves = RULES.legal_moves(state, seat)
        move = moves[rng.randrange(len(moves))]
        card = move.cards[0].index if move.cards else -1
        steps.append((seat, state.legal, card))
        state = RULES.apply(state, seat, move)
    return state, steps


class Replay:
    """A kernel policy that replays the recorded choices and checks what the kernel offers."""

    def __init__(self, steps: list[tuple[int, int, int]], convert: Any = None) -> None:
        self.choices = [s for s in steps if s[1] & (s[1] - 1)]
        self.convert = convert or (lambda m: m)
        self.calls = 0

    def __call__(self, table: Any, seat: int, legal: int, *rest: Any) -> int:
        want_seat, want_legal, card = self.choices[self.calls]
        self.calls += 1
        assert (seat, legal) == (want_seat, self.convert(want_legal))
        return int(self.convert(1 << card).bit_length() - 1)


def _check_trick_round(start: TrickState, end: TrickState, steps: list[tuple[int, int, int]]) -> None:
    t = trick_table(start.deal)
    low = t.ace_low
    replay = Replay(steps, lambda m: to_strength(m, low))
    pos = TrickPosition([to_strength(h, low) for h in start.hands], [], start.leader, 1, [0] * t.seats,
                        [0] * t.seats, -1)
    tally = trick_playout(t, pos, [replay] * t.seats, random.random)
    assert replay.calls == len(replay.choices)
    assert [from_strength(m, low) for m in tally.taken] == list(end.taken)
    assert tally.played == len(end.log)
    assert tuple(trick_points(t, tally)) == end.points


def _check_kabale(start: KabaleState, end: KabaleState, steps: list[tuple[int, int, int]]) -> None:
    k = kabale_table(start.deal)
    replay = Replay(steps)
    tally = kabale_playout(k, start, [replay] * k.seats, random.random)
    assert replay.calls == len(replay.choices)
    assert tuple(tally.hands) == end.hands and tuple(tally.passes) == end.passes and tuple(tally.out) == end.out
    assert tuple(kabale_points(k, tally)) == end.points


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_random_rounds_agree_with_the_engine(variant: int) -> None:
    options = VARIANTS[variant]
    rounds = round_list(options)
    for seats in (3, 4, 5, 6, 7):
        for number in range(len(rounds)):
            for k in range(2):
                rng = random.Random(f"{variant}:{seats}:{number}:{k}")
                start = RULES.new_deal(options, seats, k % seats, rng, context=MatchContext(number))
                end, steps = _record(start, rng)
                if isinstance(start, TrickState):
                    _check_trick_round(start, end, steps)
                else:
                    assert isinstance(start, KabaleState) and isinstance(end, KabaleState)
                    _check_kabale(start, end, steps)


def test_a_playout_from_the_middle_of_a_trick_round_agrees_too() -> None:
    """Start the kernel mid-round (mid-trick, after the first trick), as the hard level does."""
    options = DavoserjasOptions(last_trick_mode=LastTrickMode.FIRST_AND_LAST, ace_low_all_rounds=True)
    from fjols_desktop.engine.tricks import trick_winner, tricks_won, voids_shown

    for seed in range(20):
        rng = random.Random(seed)
        state = RULES.new_deal(options, 4, seed % 4, rng, context=MatchContext(4))
        for _ in range(6 + seed % 5):
            moves = RULES.legal_moves(state, state.turn)
            state = RULES.apply(state, state.turn, moves[rng.randrange(len(moves))])
        middle = state
        end, steps = _record(middle, rng)
        t = trick_table(middle.deal)
        low = t.ace_low
        replay = Replay(steps, lambda m, low=low: to_strength(m, low))
        first = trick_winner(middle.log[0][1], middle.log[0][0], 4, low) if middle.log else -1
        pos = TrickPosition([to_strength(h, low) for h in middle.hands],
                            [index_to_strength(i, low) for i in middle.trick], middle.leader, middle.trick_no,
                            [to_strength(m, low) for m in middle.taken], list(tricks_won(middle.log, 4, low)),
                            first, voids_shown(middle.log, middle.trick, middle.leader, 4))
        tally = trick_playout(t, pos, [replay] * 4, random.random)
        assert replay.calls == len(replay.choices)
        assert tuple(trick_points(t, tally)) == end.points
