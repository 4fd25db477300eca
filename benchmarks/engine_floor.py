"""How fast can any pure-Python engine behind the ``Rules`` contract deal Hjerterfri? Two floors, side
by side with OpenSpiel's C++ Hearts in the lean loop of ``engine_speed.py``:

    python benchmarks/engine_floor.py [--seconds 5] [--clock cpu]

* ``loop``: rules whose every method returns a constant (56 moves a deal, as a deal with passing
  has): what the benchmark loop itself costs, with no rules at all.
* ``bare``: the least a trick-taking engine with immutable states can do per card, written for
  speed and nothing else: a shuffled deal (``cards.shuffle``), follow suit, the trick's winner, the
  legal plays of the next seat from ``BitTable`` chunks, a six-field tuple per state. No passing, no
  hearts-broken or first-trick rules, no scoring, no house rules: 52 moves a deal.

It is a yardstick, not an engine: if ``bare`` does not reach OpenSpiel's deals per second, no
Python version of the real rules (which do all of that and more per card) will. The three take
turns in half-second slices, as in ``engine_speed.py``. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.engine_speed import openspiel_slice, our_slice
from fjols_desktop.engine.cards import CARDS, SUIT_MASKS, BitTable, shuffle
from fjols_desktop.engine.moves import Play

PLAYS = tuple(Play(card) for card in CARDS)
TABLE = BitTable(PLAYS)
SEATS = tuple(frozenset((s,)) for s in range(4))
NOBODY: frozenset[int] = frozenset()


class LoopOnly:
    """Every method a constant: the cost of the benchmark loop alone (56 moves a deal)."""

    def __init__(self) -> None:
        self.acting = frozenset((0,))
        self.moves = PLAYS[:5]

    def new_deal(self, options: Any, seats: int, dealer: int, rng: random.Random) -> tuple[int]:
        return (56,)

    def is_over(self, state: tuple[int]) -> bool:
        return state[0] == 0

    def to_act(self, state: tuple[int]) -> frozenset[int]:
        return self.acting

    def legal_moves(self, state: tuple[int], seat: int) -> tuple[Play, ...]:
        return self.moves

    def apply(self, state: tuple[int], seat: int, move: Play) -> tuple[int]:
        return (state[0] - 1,)


class BareTricks:
    """Four hands, follow suit, the highest card of the led suit wins and leads. A state is
    ``(tricks done, hands, trick, turn, legal mask, legal moves)``; ``turn`` is -1 at the end."""

    def new_deal(self, options: Any, seats: int, dealer: int, rng: random.Random) -> tuple[Any, ...]:
        bits = [card.bit for card in CARDS]
        shuffle(bits, rng)
        hands = tuple(sum(bits[s::4]) for s in range(4))
        leader = next(s for s in range(4) if hands[s] & 1)
        return (0, hands, (), leader, 1, (PLAYS[0],))

    def is_over(self, state: tuple[Any, ...]) -> bool:
        return state[3] < 0

    def to_act(self, state: tuple[Any, ...]) -> frozenset[int]:
        turn = state[3]
        return SEATS[turn] if turn >= 0 else NOBODY

    def legal_moves(self, state: tuple[Any, ...], seat: int) -> tuple[Play, ...]:
        return state[5] if seat == state[3] else ()

    def apply(self, state: tuple[Any, ...], seat: int, move: Play) -> tuple[Any, ...]:
        if type(move) is not Play or seat != state[3] or not move.bit & state[4]:
            raise ValueError("not a legal play")
        done, held, trick, _, _, _ = state
        bit = move.bit
        hands = list(held)
        hands[seat] ^= bit
        trick += (bit.bit_length() - 1,)
        led = trick[0] // 13
        if len(trick) < 4:
            nxt = seat + 1 if seat < 3 else 0
            legal = hands[nxt] & SUIT_MASKS[led] or hands[nxt]
            return (done, tuple(hands), trick, nxt, legal, TABLE(legal))
        best = trick[0]
        for card in trick:
            if card > best and card // 13 == led:
                best = card
        winner = (seat + 1 + trick.index(best)) % 4
        if done == 12:
            return (13, tuple(hands), (), -1, 0, ())
        return (done + 1, tuple(hands), (), winner, hands[winner], TABLE(hands[winner]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args()
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    import pyspiel  # type: ignore[import-not-found]

    spiel = pyspiel.load_game("hearts")
    sides: dict[str, list[Any]] = {"loop": [LoopOnly(), random.Random(args.seed), [0], 0, 0.0],
                                   "bare": [BareTricks(), random.Random(args.seed), [0], 0, 0.0],
                                   "openspiel": [spiel, random.Random(args.seed), None, 0, 0.0]}
    while sides["openspiel"][4] < args.seconds:
        for name, side in sides.items():
            t0 = clock()
            if name == "openspiel":
                deals, _ = openspiel_slice(side[0], side[1], 0.5, False, clock)
            else:
                deals, _ = our_slice(side[0], 4, None, side[1], 0.5, side[2], clock)
            side[3] += deals
            side[4] += clock() - t0
    rates = {name: round(side[3] / side[4], 1) for name, side in sides.items()}
    print(json.dumps({"benchmark": "engine_floor", "clock": args.clock, "deals_per_second": rates,
                      "ratio_to_openspiel": {name: round(rates[name] / rates["openspiel"], 3)
                                             for name in ("loop", "bare")}}))


if __name__ == "__main__":
    main()
