"""Reading how the others play: which playout policy explains each opponent's cards so far.

The hard level plays the hand out many times with a model of every other seat, and the model
matters more than the search: a careful counter (``policy.card_sense``, medium's rules of thumb)
watches for a moon and breaks it, leads where the unseen cards lie above, and takes safe tricks,
while a beginner (``policy.simple_duck``: lead the lowest card, duck as high as possible, dump the
queen and the high hearts, no memory) does none of that. Playing a beginner out as a counter
misjudges every plan that depends on them: it expects moon defence that never comes.

``read_styles`` deals ``worlds`` worlds consistent with the view (``sample_world``), replays the hand
so far in each (``Replay``: the cards each seat held then are its cards in the world plus the ones
it played since) and counts, for every other seat, the plays each style would not have made there
(forced cards are not counted). A style's likelihood is the mean over the worlds of ``MISS`` to the
power of its misses, and the chance that a seat plays like a beginner is its posterior share from a
prior of ``PRIOR``. The hard level then lets each seat play like a beginner in that share of its
playouts (``hard.KernelEvaluator``).

The prior (``PRIOR`` 0.5) is high on purpose: a moon succeeds only when no seat defends, and
with three seats read independently a low prior leaves too many worlds without a defender before
the cards say more; against careful counters it costs little, because medium's first trick (its
highest club) already tells the styles apart. A reading costs a few milliseconds per card. The
figures behind ``MISS``, ``PRIOR`` and the number of worlds: ``benchmarks/results/hearts.md``.

This reads only the trick log, the seat's own view and the worlds it deals itself, so the level
stays honest; a reading is a guess, and a seat is never modelled as a beginner for certain.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ....tricks import trick_winner
from ..state import HEARTS_SUIT, QS_BIT
from ..view import HeartsObservation
from .kernel import FULL, HEARTS, Policy, Table, legal_cards, moon_watch
from .policy import duck_policy, simple_duck_policy

MISS = 0.1      # likelihood of a play the style would not have made, against 1 for one it would have
PRIOR = 0.5     # the chance that a seat plays like a beginner before its cards are seen
STYLES: tuple[Policy, Policy] = (duck_policy, simple_duck_policy)    # counter, beginner


def _no_random() -> float:
    return 0.0


class Replay:
    """The hand so far as a list of the others' decisions, ready to be asked again in many worlds.

    Everything a player saw when it chose (the trick, the cards gone, who took penalty cards, the
    voids shown) is public and the same in every world; only its hand differs: the hand it holds now
    in the world plus the cards it played from that moment on. So the public part is worked out once
    per decision, and a world costs one policy call per style and past play of the others."""

    __slots__ = ("gone", "steps", "table")

    def __init__(self, t: Table, log: Sequence[tuple[int, Sequence[int]]], trick: Sequence[int], leader: int,
                 me: int) -> None:
        self.table = t
        seats = t.seats
        plays = [((lead + k) % seats, index) for lead, cards in (*log, (leader, trick)) for k, index in enumerate(cards)]
        self.gone = 0
        for _, index in plays:
            self.gone |= 1 << index
        later = [0] * seats       # per seat: the cards it played from this play on
        still: list[int] = []
        for seat, index in reversed(plays):
            later[seat] |= 1 << index
            still.append(later[seat])
        still.reverse()
        steps = []
        taken = [0] * seats
        shown = [0] * seats
        pens, moon = 0, -1
        broken = False
        played = 0
        j = 0
        trick_no = 1
        for lead, cards in (*log, (leader, trick)):
            cur: list[int] = []
            tmask = 0
            for k, index in enumerate(cards):
                seat = (lead + k) % seats
                bit = 1 << index
                if seat != me:
                    steps.append((seat, index, still[j], tuple(cur), tmask, played, trick_no, seats - 1 - len(cur),
                                  pens, moon, list(shown), broken))
                if cur and index // 13 != cur[0] // 13:
                    shown[seat] |= 1 << (cur[0] // 13)
                cur.append(index)
                tmask |= bit
                played |= bit
                if (bit & HEARTS and (not t.by_discard or cur[0] // 13 != HEARTS_SUIT)) or \
                        (t.queen_breaks and bit == QS_BIT):
                    broken = True
                j += 1
            if len(cur) == seats:
                taken[trick_winner(cur, lead, seats)] |= tmask
                pens, moon = moon_watch(taken)
                trick_no += 1
        self.steps = steps

    def misses(self, hands: Sequence[int], styles: Sequence[Policy] = STYLES) -> list[list[int]]:
        """Per style, per seat: the plays that style would not have made in the world whose hands are
        now ``hands``. A play that would not even have been legal there counts for no style."""
        t = self.table
        out = FULL & ~self.gone     # then: the cards in no hand at the start (out of the deck at 3 and 5)
        for h in hands:
            out &= ~h
        counts = [[0] * t.seats for _ in styles]
        for seat, index, still, trick, tmask, played, trick_no, after, pens, moon, shown, broken in self.steps:
            hand = hands[seat] | still
            legal = legal_cards(t, hand, trick, trick_no, broken)
            if not legal & (legal - 1) or not legal >> index & 1:
                continue
            for k, policy in enumerate(styles):
                if policy(seat, legal, hand, list(trick), tmask, played | out, trick_no, after, pens, moon, shown,
                          _no_random) != index:
                    counts[k][seat] += 1
        return counts


def read_styles(view: HeartsObservation, sample: Callable[[HeartsObservation, random.Random], Any], t: Table,
                rng: random.Random, worlds: int = 32) -> tuple[float, ...]:
    """Per seat, the chance that it plays like a beginner (0 for the viewer itself)."""
    replay = Replay(t, view.log, view.trick, view.leader, view.seat)
    if not replay.steps:
        return tuple(0.0 if s == view.seat else PRIOR for s in range(t.seats))
    counter = [0.0] * t.seats
    beginner = [0.0] * t.seats
    for _ in range(worlds):
        misses = replay.misses(sample(view, rng).hands)
        for s in range(t.seats):
            counter[s] += MISS ** misses[0][s]
            beginner[s] += MISS ** misses[1][s]
    return tuple(0.0 if s == view.seat else PRIOR * beginner[s] / (PRIOR * beginner[s] + (1 - PRIOR) * counter[s])
                 for s in range(t.seats))
