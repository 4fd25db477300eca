"""A fast playout kernel for Hjerterfri: the play phase as bits in Python ints and plain locals.

The hard level scores candidate cards by playing the hand out many times in sampled worlds; doing
that through ``HeartsRules.apply`` would build a state object per card. Here a hand is one loop over
lists of masks (``resources/rules/en/hearts.md#how-a-hand-goes``, play phase;
``resources/rules/en/hearts.md#scoring-and-the-end-of-the-game``, scoring), with the playout policy called
once per card. It models every house rule of the play and the score: the lead card (the deal's
``opening``), how hearts are broken (``hearts_broken_by``, ``queen_breaks_hearts``) and the priced cards
(``card_points``, the ten of diamonds).

This is a second implementation of the rules. ``tests/engine/test_hearts_ai.py`` replays random
deals under every house rule through both and requires identical legal cards at every step and
identical points at the end; change both together.

The playout policies live in ``policy.py``; a policy reads only what the seat to play could know
in the sampled world: its own hand, the trick, the cards played, who took penalty cards and the
voids shown.

``solve`` plays a hand's last tricks exactly in one world with every hand known (max^n: every seat
plays the card that leads to the best end for itself, its own points relative to the table, the
moon scored); the hard level may use it instead of a playout near the end of a hand, where few
cards are left and the playout policy's mistakes are most often final. Cards of one suit in one
hand with no card of another hand or of the trick between them, worth the same (Q♠ and the cards
the house rules price stand alone), are searched once; positions at a trick's start are
remembered within one solve.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from ....cards import SUIT_MASKS, parse_card
from ..options import MoonMode
from ..state import HEARTS_SUIT, MOON_POINTS, PENALTY_MASK, QS_BIT, HeartsDeal

QS = QS_BIT.bit_length() - 1
AS_KS = parse_card("AS").bit | parse_card("KS").bit
CLUBS, DIAMONDS, HEARTS, SPADES = SUIT_MASKS
SUIT_BASES = ((CLUBS, 0), (DIAMONDS, 13), (HEARTS, 26), (SPADES, 39))

# policy(seat, legal, hand, trick, trick_mask, played, trick_no, after, pens, moon, voids, random)
# -> card, where ``after`` counts the seats still to play to this trick after this one, ``played``
# holds every card not in a hand (played, or out of the deck at three and five players), ``pens`` the
# penalty cards taken so far, ``moon`` the seat that took all of them (-1 when none or when they are
# split) and ``voids`` the suits each seat has shown void in (4-bit masks): public facts. It is
# called only when there is a choice. Plain positionals, not a record, because this is the hot path:
# a record built per card means fewer worlds in a decision's CPU budget
# (``benchmarks/results/kernels.md``). The playout's start is a record
# (``Position``).
Policy = Callable[[int, int, int, list[int], int, int, int, int, int, int, list[int], Callable[[], float]], int]
FULL = (1 << 52) - 1


class Table(NamedTuple):
    """The deal's fixed facts the kernel needs, read once per search from a ``HeartsDeal``."""

    seats: int
    cards_each: int
    opening: int          # bit of the opening lead card
    queen_breaks: bool
    protection: bool
    forced_hearts: bool
    lead_with_queen: bool
    moon_mode: MoonMode
    totals: tuple[int, ...]
    target: int
    by_discard: bool      # hearts are broken only by a heart thrown on another suit (``hearts_broken_by``)
    extras: tuple[tuple[int, int], ...]   # (card bit, points added to its usual value): ♦10, ``card_points``
    side: tuple[tuple[int, int], ...]     # the extras that are neither a heart nor Q♠: they count in a moon hand


def table_of(deal: HeartsDeal) -> Table:
    options = deal.options
    return Table(deal.seats, deal.cards_each, deal.opening.bit, deal.queen_breaks, deal.protection,
                 deal.forced_hearts, deal.lead_with_queen, options.moon_mode, deal.totals, options.target_score,
                 deal.by_discard, deal.extras, tuple(e for e in deal.extras if not e[0] & PENALTY_MASK))


def legal_cards(t: Table, hand: int, trick: Sequence[int], trick_no: int, broken: bool) -> int:
    """The cards ``hand`` may play (``resources/rules/en/hearts.md#how-a-hand-goes`` ``legal_cards``)."""
    if not trick:
        if trick_no == 1:
            return t.opening
        if broken:
            return hand
        plain = hand & ~HEARTS
        if plain == 0 or (plain == QS_BIT and t.lead_with_queen):
            return hand
        return plain
    follow = hand & SUIT_MASKS[trick[0] // 13]
    if follow:
        return follow
    if trick_no == 1 and t.protection:
        if hand & ~PENALTY_MASK:
            return hand & ~PENALTY_MASK
        if t.forced_hearts and hand & HEARTS:
            return hand & HEARTS
    return hand


class Position(NamedTuple):
    """Where a playout starts: the hands, the trick so far (card indices) and its leader, the trick
    number (1-based), whether hearts are broken, the cards each seat took, and the suits each seat
    showed void so far (masks; None: none shown)."""

    hands: Sequence[int]
    trick: Sequence[int]
    leader: int
    trick_no: int
    broken: bool
    taken: Sequence[int]
    voids: Sequence[int] | None = None


def playout(t: Table, start: Position, policies: Sequence[Policy], rnd: Callable[[], float],
            first: int = -1) -> list[int]:
    """Play the hand to its end from ``start`` with one policy per seat; returns the cards each seat
    took. ``first`` forces the next card."""
    return advance(t, start, policies, rnd, first).taken  # type: ignore[return-value]


def advance(t: Table, start: Position, policies: Sequence[Policy], rnd: Callable[[], float],
            first: int = -1, left: int = 0) -> Position:
    """Play on from ``start`` with one policy per seat until ``left`` tricks are left (0: the hand's
    end); returns the position reached. ``first`` forces the next card."""
    hands, trick, leader, trick_no, broken, taken, voids = start
    seats, last_trick = t.seats, t.cards_each - left
    hands = list(hands)
    taken = list(taken)
    trick = list(trick)
    tmask = 0
    for index in trick:
        tmask |= 1 << index
    pens, moon = moon_watch(taken)
    shown = list(voids) if voids is not None else [0] * seats
    played = FULL
    for h in hands:
        played &= ~h
    queen_breaks = t.queen_breaks
    by_discard = t.by_discard
    while trick_no <= last_trick:
        seat = (leader + len(trick)) % seats
        hand = hands[seat]
        if first >= 0:
            index, first = first, -1
        else:
            # legal cards, inline (the same rules as ``legal_cards``)
            if not trick:
                if trick_no == 1:
                    legal = t.opening
                elif broken:
                    legal = hand
                else:
                    legal = hand & ~HEARTS
                    if legal == 0 or (legal == QS_BIT and t.lead_with_queen):
                        legal = hand
            else:
                legal = hand & SUIT_MASKS[trick[0] // 13]
                if not legal:
                    legal = hand
                    if trick_no == 1 and t.protection:
                        if hand & ~PENALTY_MASK:
                            legal = hand & ~PENALTY_MASK
                        elif t.forced_hearts and hand & HEARTS:
                            legal = hand & HEARTS
            if legal & (legal - 1) == 0:
                index = legal.bit_length() - 1
            else:
                index = policies[seat](seat, legal, hand, trick, tmask, played, trick_no, seats - 1 - len(trick),
                                       pens, moon, shown, rnd)
        bit = 1 << index
        if trick and index // 13 != trick[0] // 13:
            shown[seat] |= 1 << (trick[0] // 13)
        hands[seat] = hand ^ bit
        trick.append(index)
        tmask |= bit
        played |= bit
        if not broken and ((bit & HEARTS and (not by_discard or trick[0] // 13 != HEARTS_SUIT))
                           or (queen_breaks and bit == QS_BIT)):
            broken = True
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
            if tmask & PENALTY_MASK:
                if not pens:
                    moon = winner
                elif moon != winner:
                    moon = -1
                pens |= tmask & PENALTY_MASK
            leader = winner
            trick = []
            tmask = 0
            trick_no += 1
    return Position(hands, trick, leader, trick_no, broken, taken, shown)


def moon_watch(taken: Sequence[int]) -> tuple[int, int]:
    """The penalty cards taken so far, and the seat that took all of them (-1: none, or split)."""
    pens = 0
    for m in taken:
        pens |= m & PENALTY_MASK
    moon = -1
    if pens:
        for s, m in enumerate(taken):
            if m & PENALTY_MASK == pens:
                moon = s
    return pens, moon


def points(t: Table, taken: Sequence[int]) -> list[int]:
    """Hand points per seat (``resources/rules/en/hearts.md#scoring-and-the-end-of-the-game``) including the
    moon; under ``shooter_chooses`` the shooter takes the engine's default choice
    (``HeartsRules.default_moon_choice``). Cards the house rules price count their own points; in a moon
    hand only those other than the hearts and Q♠."""
    out = [(m & HEARTS).bit_count() + (13 if m & QS_BIT else 0) for m in taken]
    if t.extras:
        for s, m in enumerate(taken):
            for bit, delta in t.extras:
                if m & bit:
                    out[s] += delta
    shooter = -1
    for s, m in enumerate(taken):
        if m & PENALTY_MASK == PENALTY_MASK:
            shooter = s
    if shooter < 0:
        return out
    to_self = t.moon_mode is MoonMode.SELF_MINUS_26
    if t.moon_mode is MoonMode.SHOOTER_CHOOSES:
        after = [total + (0 if s == shooter else MOON_POINTS) for s, total in enumerate(t.totals)]
        to_self = max(after) >= t.target and after[shooter] > min(after)
    for s, m in enumerate(taken):
        base = 0
        for bit, delta in t.side:
            if m & bit:
                base += delta
        if to_self:
            out[s] = base - MOON_POINTS if s == shooter else base
        else:
            out[s] = base if s == shooter else base + MOON_POINTS
    return out


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
