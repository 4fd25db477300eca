"""Exact play of a Hjerterfri hand's last tricks with every hand known (one sampled world).

The hard level scores its candidates in sampled worlds by playing the hand out with a playout
policy (``kernel.playout``). Near the end of a hand few cards are left, and the rest of the hand in
one world can be searched exactly instead: every seat, in turn, plays the card that leads to the
best end for itself, knowing every hand (max^n: each seat maximises its own points relative to the
table, ``search.relative_utility``, so taking the moon counts as it scores). That is the
perfect-information answer of the world, free of the playout policy's mistakes in the positions
where mistakes are most often final.

Cards that play alike are searched once: cards of one suit in one hand with no card of another hand
or of the trick between them, when they are worth the same (Q♠ and the cards the house rules price,
``Table.extras``, stand alone). Positions at the start of a trick are remembered within one solve
(the same hands and the same penalty cards taken reach the same end).
"""

from __future__ import annotations

from collections.abc import Sequence

from ....cards import SUIT_MASKS
from ..state import HEARTS_SUIT, PENALTY_MASK, QS_BIT
from .kernel import HEARTS, Position, Table, legal_cards, points


def tricks_left(t: Table, pos: Position) -> int:
    """The tricks still to be played, the current one included."""
    return t.cards_each - pos.trick_no + 1


def solve(t: Table, pos: Position, first: int) -> list[int]:
    """The points of every seat at the end of the hand when the seat to play plays ``first`` and
    then every seat plays perfectly for itself (max^n), every hand known."""
    seats = t.seats
    fixed = 0
    for bit, _ in t.extras:
        fixed |= bit
    fixed |= QS_BIT
    scored = PENALTY_MASK | fixed
    memo: dict[tuple[object, ...], list[int]] = {}
    hands = list(pos.hands)
    taken = list(pos.taken)

    def best_of(seat: int, outcomes: list[list[int]]) -> list[int]:
        best: list[int] = outcomes[0]
        best_key = seats * best[seat] - sum(best)
        for out in outcomes[1:]:
            key = seats * out[seat] - sum(out)
            if key < best_key:
                best, best_key = out, key
        return best

    def play(trick: list[int], tmask: int, leader: int, trick_no: int, broken: bool, forced: int) -> list[int]:
        if trick_no > t.cards_each:
            return points(t, taken)
        if not trick:
            key = (tuple(hands), leader, tuple(m & scored for m in taken), broken)
            hit = memo.get(key)
            if hit is not None:
                return hit
        seat = (leader + len(trick)) % seats
        hand = hands[seat]
        if forced >= 0:
            choices = [forced]
        else:
            choices = distinct(hand, legal_cards(t, hand, trick, trick_no, broken), tmask, fixed)
        outcomes = []
        for index in choices:
            bit = 1 << index
            hands[seat] = hand ^ bit
            led_suit = trick[0] // 13 if trick else index // 13
            now_broken = broken or bool(bit & HEARTS and (not t.by_discard or led_suit != HEARTS_SUIT)) \
                or (t.queen_breaks and bit == QS_BIT)
            if len(trick) + 1 == seats:
                cards = trick + [index]
                led = cards[0] // 13
                top, pos_ = cards[0], 0
                for k in range(1, seats):
                    c = cards[k]
                    if c > top and c // 13 == led:
                        top, pos_ = c, k
                winner = (leader + pos_) % seats
                before = taken[winner]
                taken[winner] = before | tmask | bit
                outcomes.append(play([], 0, winner, trick_no + 1, now_broken, -1))
                taken[winner] = before
            else:
                outcomes.append(play(trick + [index], tmask | bit, leader, trick_no, now_broken, -1))
            hands[seat] = hand
        result = best_of(seat, outcomes)
        if not trick:
            memo[key] = result
        return result

    def distinct(hand: int, legal: int, tmask: int, alone: int) -> list[int]:
        others = 0
        for h in hands:
            others |= h
        gaps = (others & ~hand) | tmask          # cards that separate two of this hand's cards
        out = []
        for suit_mask in SUIT_MASKS:
            m = legal & suit_mask
            prev = -1
            while m:
                low = m & -m
                i = low.bit_length() - 1
                m ^= low
                if prev >= 0 and not low & alone and not (1 << prev) & alone \
                        and not gaps & ((1 << i) - (2 << prev)):
                    prev = i
                    continue                     # plays like the card before it
                out.append(i)
                prev = i
        return out

    trick = list(pos.trick)
    tmask = 0
    for index in trick:
        tmask |= 1 << index
    return play(trick, tmask, pos.leader, pos.trick_no, pos.broken, first)


def solved_values(t: Table, pos: Position, seat: int, firsts: Sequence[int]) -> list[float]:
    """``seat``'s utility (its points relative to the table, larger is better) after each card of
    ``firsts`` in the world ``pos``, the rest of the hand solved exactly."""
    out = []
    for first in firsts:
        pts = solve(t, pos, first)
        others = (sum(pts) - pts[seat]) / (len(pts) - 1)
        out.append(others - pts[seat])
    return out
