"""A fast playout kernel for Davoserjas: the trick rounds and the kabale as bits in Python ints.

The hard level scores candidate cards by playing the round out many times in sampled worlds; doing
that through ``DavoserjasRules.apply`` would build a state object per card. Here a round is one loop
over lists of masks (``resources/rules/en/davoserjas.md#the-five-trick-rounds`` trick rounds,
``resources/rules/en/davoserjas.md#round-6-the-kabale`` the kabale,
``resources/rules/en/davoserjas.md#scoring-and-the-end-of-the-game`` scoring), with the playout policy called
once per choice.

Strength space. With ``ace_low_all_rounds`` the ace ranks below the two in the trick rounds. The
trick kernel and its policies therefore work on permuted card indices in which a higher index is
always the stronger card of its suit: ``to_strength`` moves each ace from the top of its suit's
13 bits to the bottom (the identity when the ace is high). The penalty masks are permuted the same
way, so points come out equal; ``from_strength`` maps a chosen card back.

This is a second implementation of the rules. ``tests/engine/test_davoserjas_kernel.py`` plays
random rounds under many house rules through both and requires identical legal cards at every step
and identical points at the end; change both together.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple, Protocol

from ....cards import SUIT_MASKS
from ..options import KabaleScoring, KabaleSevens
from ..state import SEVENS_MASK, KabaleDeal, TrickDeal

FULL = (1 << 52) - 1
_TWELVE = sum(0xFFF << (13 * s) for s in range(4))          # two .. king of every suit
_ACES = sum(1 << (13 * s + 12) for s in range(4))
_TWOS = sum(1 << (13 * s) for s in range(4))


def to_strength(mask: int, ace_low: bool) -> int:
    """``mask`` in strength space (ace below the two when ``ace_low``)."""
    if not ace_low:
        return mask
    return ((mask & _TWELVE) << 1) | ((mask & _ACES) >> 12)


def from_strength(mask: int, ace_low: bool) -> int:
    if not ace_low:
        return mask
    return ((mask >> 1) & _TWELVE) | ((mask & _TWOS) << 12)


def index_to_strength(index: int, ace_low: bool) -> int:
    if not ace_low:
        return index
    return index - 12 if index % 13 == 12 else index + 1


def index_from_strength(index: int, ace_low: bool) -> int:
    if not ace_low:
        return index
    return index + 12 if index % 13 == 0 else index - 1


# --- trick rounds --------------------------------------------------------------------------------------------

class TrickTable(NamedTuple):
    """A trick round's fixed facts in strength space, read once per deal from a ``TrickDeal``."""

    seats: int
    cards_each: int
    per_trick: int
    first_trick: int
    last_trick: int
    penalties: tuple[tuple[int, int], ...]   # (mask in strength space, points per card)
    penalty_mask: int                         # every card with a price (strength space)
    values: tuple[int, ...]                   # points per card index (strength space)
    stoppable: bool
    ace_low: bool


@lru_cache(maxsize=64)
def trick_table(deal: TrickDeal) -> TrickTable:
    low = deal.ace_low
    penalties = tuple((to_strength(mask, low), points) for mask, points in deal.penalties)
    values = [0] * 52
    priced = 0
    for mask, points in penalties:
        if points:
            priced |= mask
        for i in range(52):
            if mask >> i & 1:
                values[i] += points
    return TrickTable(deal.seats, deal.cards_each, deal.rule.per_trick, deal.rule.first_trick, deal.rule.last_trick,
                      penalties, priced, tuple(values), deal.stoppable, low)


# policy(t, seat, legal, hand, trick, trick_mask, played, trick_no, voids, random) -> card (strength space).
# Plain positionals because it is called for every card of every playout (the hot path; see the
# figures in ``benchmarks/results/kernels.md``); the playout's start is a record (``TrickPosition``).
# ``played`` holds every card not in a hand (played, or out of the deck); ``voids`` the suits each seat
# has shown void in (4-bit masks). It is called only when there is a choice.
TrickPolicy = Callable[[TrickTable, int, int, int, list[int], int, int, int, list[int], Callable[[], float]], int]


class TrickTally(NamedTuple):
    """A trick round's result: cards and tricks won per seat, the first and last tricks' winners
    (-1 while not played) and the number of tricks played."""

    taken: list[int]
    tricks: list[int]
    first_winner: int
    last_winner: int
    played: int


class TrickPosition(NamedTuple):
    """Where a trick-round playout starts, in strength space: the hands, the trick so far and its
    leader, the trick number (1-based), the cards and the number of tricks each seat took, the
    winner of the first trick (-1: not played yet) and the suits each seat showed void (None: none)."""

    hands: Sequence[int]
    trick: Sequence[int]
    leader: int
    trick_no: int
    taken: Sequence[int]
    tricks: Sequence[int]
    first_winner: int
    voids: Sequence[int] | None = None


def trick_playout(t: TrickTable, start: TrickPosition, policies: Sequence[TrickPolicy], rnd: Callable[[], float],
                  first: int = -1) -> TrickTally:
    """Play the round from ``start`` to its end (or the early stop) with one policy per seat.
    Everything is in strength space; ``first`` forces the next card."""
    hands, trick, leader, trick_no, taken, tricks, first_winner, voids = start
    seats, last_trick = t.seats, t.cards_each
    hands = list(hands)
    taken = list(taken)
    tricks = list(tricks)
    trick = list(trick)
    tmask = 0
    for index in trick:
        tmask |= 1 << index
    shown = list(voids) if voids is not None else [0] * seats
    held = 0
    for h in hands:
        held |= h
    played = FULL & ~held
    stop_mask = t.penalty_mask if t.stoppable else -1
    last_winner = -1
    while trick_no <= last_trick:
        seat = leader + len(trick)
        if seat >= seats:
            seat -= seats
        hand = hands[seat]
        if first >= 0:
            index, first = first, -1
        else:
            legal = hand & SUIT_MASKS[trick[0] // 13] if trick else hand
            if not legal:
                legal = hand
            if legal & (legal - 1) == 0:
                index = legal.bit_length() - 1
            else:
                index = policies[seat](t, seat, legal, hand, trick, tmask, played, trick_no, shown, rnd)
        bit = 1 << index
        if trick and index // 13 != trick[0] // 13:
            shown[seat] |= 1 << (trick[0] // 13)
        hands[seat] = hand ^ bit
        held ^= bit
        trick.append(index)
        tmask |= bit
        played |= bit
        if len(trick) == seats:
            led = trick[0] // 13
            best = trick[0]
            pos = 0
            for k in range(1, seats):
                c = trick[k]
                if c > best and c // 13 == led:
                    best, pos = c, k
            winner = (leader + pos) % seats
            taken[winner] |= tmask
            tricks[winner] += 1
            if trick_no == 1:
                first_winner = winner
            if trick_no == last_trick:
                last_winner = winner
            leader = winner
            trick = []
            tmask = 0
            trick_no += 1
            if stop_mask >= 0 and not held & stop_mask:
                break
    return TrickTally(taken, tricks, first_winner, last_winner, trick_no - 1)


def trick_points(t: TrickTable, tally: TrickTally) -> list[int]:
    """The round's points per seat (``resources/rules/en/davoserjas.md#scoring-and-the-end-of-the-game``) once
    the playout is over."""
    out = []
    for s in range(t.seats):
        p = t.per_trick * tally.tricks[s]
        cards = tally.taken[s]
        for mask, points in t.penalties:
            p += points * (cards & mask).bit_count()
        if s == tally.first_winner:
            p += t.first_trick
        if s == tally.last_winner:
            p += t.last_trick
        out.append(p)
    return out


# --- the kabale ----------------------------------------------------------------------------------------------


class KabaleTable(NamedTuple):
    """A kabale's fixed facts, read once per deal from a ``KabaleDeal``."""

    seats: int
    outward: tuple[int, ...]
    beyond: tuple[int, ...]      # per card: every card further out in its row (both ways for a seven)
    forced: bool                 # ``forced_on_turn``: a held seven that fits must go first
    stop_after: int
    per_pass: int
    per_card_left: int
    place_step: int
    first_out_bonus: int


@lru_cache(maxsize=64)
def kabale_table(deal: KabaleDeal) -> KabaleTable:
    rule = deal.rule
    step = rule.place_points[deal.seats - 3] if rule.kabale_scoring is KabaleScoring.PLACES else 0
    beyond = []
    for i in range(52):
        mask = 0
        todo = deal.outward[i]
        while todo:
            bit = todo & -todo
            todo ^= bit
            mask |= bit
            todo |= deal.outward[bit.bit_length() - 1]
        beyond.append(mask)
    return KabaleTable(deal.seats, deal.outward, tuple(beyond), deal.sevens is KabaleSevens.FORCED_ON_TURN,
                       deal.stop_after, rule.per_pass, rule.per_card_left, step, rule.first_out_bonus)


def kabale_legal(k: KabaleTable, hand: int, table: int, ends: int) -> int:
    fits = hand & (ends | (SEVENS_MASK & ~table))
    if k.forced and fits & SEVENS_MASK:
        return fits & SEVENS_MASK
    return fits


# policy(k, seat, legal, hand, table, ends, random) -> card index. Called only when there is a choice.
KabalePolicy = Callable[[KabaleTable, int, int, int, int, int, Callable[[], float]], int]


class KabaleTally(NamedTuple):
    hands: list[int]
    passes: list[int]
    out: list[int]


class KabalePosition(Protocol):
    """Where a kabale playout starts (a ``KabaleState`` is one): the hands, the cards on the table
    and the ends of its rows (masks), whose turn it is, each seat's passes and the seats out."""

    @property
    def hands(self) -> Sequence[int]: ...
    @property
    def table(self) -> int: ...
    @property
    def ends(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def passes(self) -> Sequence[int]: ...
    @property
    def out(self) -> Sequence[int]: ...


def kabale_playout(k: KabaleTable, pos: KabalePosition, policies: Sequence[KabalePolicy], rnd: Callable[[], float],
                   first: int = -1) -> KabaleTally:
    """Play the kabale from ``pos`` to its end with one policy per seat; ``first`` forces the next
    card."""
    hands, table, ends, turn, passes, out = pos.hands, pos.table, pos.ends, pos.turn, pos.passes, pos.out
    seats = k.seats
    hands = list(hands)
    passes = list(passes)
    finished = list(out)
    outward = k.outward
    forced = k.forced
    stop_after = k.stop_after
    while True:
        hand = hands[turn]
        if first >= 0:
            index, first = first, -1
        else:
            legal = hand & (ends | (SEVENS_MASK & ~table))
            if forced and legal & SEVENS_MASK:
                legal &= SEVENS_MASK
            if not legal:
                passes[turn] += 1
                index = -1
            elif legal & (legal - 1) == 0:
                index = legal.bit_length() - 1
            else:
                index = policies[turn](k, turn, legal, hand, table, ends, rnd)
        if index >= 0:
            bit = 1 << index
            hand ^= bit
            hands[turn] = hand
            table |= bit
            ends = (ends & ~bit) | outward[index]
            if not hand:
                finished.append(turn)
                if len(finished) >= stop_after:
                    return KabaleTally(hands, passes, finished)
        turn = turn + 1 if turn + 1 < seats else 0
        while not hands[turn]:
            turn = turn + 1 if turn + 1 < seats else 0


def kabale_points(k: KabaleTable, tally: KabaleTally) -> list[int]:
    """The kabale's points per seat (same as ``state.kabale_points``)."""
    out = tally.out
    points = []
    for s in range(k.seats):
        p = tally.passes[s] * k.per_pass + tally.hands[s].bit_count() * k.per_card_left
        place = out.index(s) if s in out else len(out)
        p += place * k.place_step
        if out and out[0] == s:
            p -= k.first_out_bonus
        points.append(p)
    return points
