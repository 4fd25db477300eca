"""Hjerterfri card sense as fast functions on masks: the playout policies of the hard level and the
medium level's play (``docs/computer-players.md#hjerterfri-hearts``, "what a good computer opponent must
know").

``card_sense`` is the one place where the rules of thumb live; it returns the card and a code naming
the rule that chose it (``WHY``), which the medium level turns into the hint's reason. In short:

* lead: the lowest card of the suit where the most unseen cards lie above it; hearts late; low
  spades first while Q♠ is out (to flush it), never A♠/K♠ into an unseen Q♠; a suit an opponent is
  void in, or one we would surely win, only when nothing better is left;
* follow: in the first trick, or last to a trick without points, play the highest (not Q♠); else
  duck with the highest card that still loses (Q♠ under A♠/K♠); last and unable to duck, win with
  the highest; otherwise the lowest;
* discard: Q♠, then A♠/K♠ while Q♠ is out, then the highest heart, then the highest card (from the
  shorter suit);
* moon watch: when one opponent has taken every penalty card so far (five or more, or Q♠ and two
  more) and is winning this trick, take it from them if we can, and never feed them a penalty card.

``simple_duck`` is the way a beginner plays (and issue 8's benchmark opponent): lead the lowest card,
follow with the highest card that still loses the trick (else the lowest), and when void dump Q♠, then
A♠/K♠, then the highest heart, then the highest card; no memory, no moon watch. The hard level uses it
as the playout policy for a seat whose play it explains better than ``card_sense`` does (``infer.py``).

``shoot_policy`` plays for the moon instead (the hard level's second plan). All read only what the
seat could know (see ``kernel.Policy``).
"""

from __future__ import annotations

from collections.abc import Callable

from ....cards import SUIT_MASKS
from ..state import PENALTY_MASK, QS_BIT
from .kernel import AS_KS, FULL, HEARTS, QS, SUIT_BASES, Policy

BELOW_QUEEN = SUIT_MASKS[3] & (QS_BIT - 1)
WHY = ("lead_low", "lead_safe", "flush_queen", "first_trick_high", "take_safe_trick", "duck", "dump_queen",
       "win_high", "cannot_duck", "break_moon", "deny_moon", "dump_high_spade", "dump_heart", "dump_high_card")
(LEAD_LOW, LEAD_SAFE, FLUSH_QUEEN, FIRST_TRICK_HIGH, TAKE_SAFE_TRICK, DUCK, DUMP_QUEEN, WIN_HIGH, CANNOT_DUCK,
 BREAK_MOON, DENY_MOON, DUMP_HIGH_SPADE, DUMP_HEART, DUMP_HIGH_CARD) = range(len(WHY))


def moon_threat(seat: int, pens: int, moon: int) -> bool:
    """``moon`` (not ``seat``) has taken every penalty card so far, and enough of them to matter."""
    return moon >= 0 and moon != seat and (pens.bit_count() >= 5 or (pens & QS_BIT != 0 and pens.bit_count() >= 3))


def highest_by_rank(legal: int, hand: int) -> int:
    """The highest-ranked card; between equal ranks the one of the suit we hold fewest of."""
    best, best_key = -1, -999
    for mask, base in SUIT_BASES:
        m = legal & mask
        if m:
            high = m.bit_length() - 1
            key = (high - base) * 16 - (hand & mask).bit_count()
            if key > best_key:
                best, best_key = high, key
    return best


def lead(seat: int, legal: int, hand: int, played: int, voids: list[int]) -> tuple[int, int]:
    unseen = FULL & ~played & ~hand
    queen_out = unseen & QS_BIT
    best, best_key, why = -1, 999.0, LEAD_LOW
    for suit, (mask, base) in enumerate(SUIT_BASES):
        m = legal & mask
        if not m:
            continue
        low = (m & -m).bit_length() - 1
        out = unseen & mask
        higher = (out >> (low + 1)).bit_count()
        key = low - base - 0.3 * higher
        for s, v in enumerate(voids):
            if s != seat and v >> suit & 1:
                key += 3
        code = LEAD_SAFE if higher >= 3 else LEAD_LOW
        if not higher and out:
            key += 20          # we would surely win it
        if suit == 2:
            key += 4
        elif suit == 3:
            if queen_out and low < QS:
                key -= 4
                code = FLUSH_QUEEN
            elif queen_out:
                key += 30      # A♠/K♠ into an unseen queen
            elif hand & QS_BIT and not hand & BELOW_QUEEN & ~(1 << low):
                key += 10      # the queen's last guard
        if key < best_key:
            best, best_key, why = low, key, code
    return best, why


def card_sense(seat: int, legal: int, hand: int, trick: list[int] | tuple[int, ...], tmask: int, played: int,
               trick_no: int, after: int, pens: int, moon: int, voids: list[int]) -> tuple[int, int]:
    """The card the rules of thumb choose, and the ``WHY`` code of the rule."""
    if not trick:
        return lead(seat, legal, hand, played, voids)
    led = trick[0] // 13
    follow = legal & SUIT_MASKS[led]
    top = trick[0]
    pos = 0
    for k in range(1, len(trick)):
        c = trick[k]
        if c > top and c // 13 == led:
            top, pos = c, k
    if moon_threat(seat, pens, moon) and (seat - len(trick) + pos) % (len(trick) + 1 + after) == moon:
        above = follow >> (top + 1) << (top + 1)
        if above and (tmask & PENALTY_MASK or after):
            return (above & ~QS_BIT or above).bit_length() - 1, BREAK_MOON
        if not follow and legal & ~PENALTY_MASK:
            return highest_by_rank(legal & ~PENALTY_MASK, hand), DENY_MOON
    if follow:
        if (trick_no == 1 or not after) and not tmask & PENALTY_MASK:
            card = (follow & ~QS_BIT or follow).bit_length() - 1
            return card, FIRST_TRICK_HIGH if trick_no == 1 else TAKE_SAFE_TRICK
        below = follow & ((1 << top) - 1)
        if below:
            card = below.bit_length() - 1
            return card, DUMP_QUEEN if card == QS else DUCK
        if not after:
            return (follow & ~QS_BIT or follow).bit_length() - 1, WIN_HIGH
        low = follow & ~QS_BIT or follow
        return (low & -low).bit_length() - 1, CANNOT_DUCK
    if legal & QS_BIT:
        return QS, DUMP_QUEEN
    if not played & QS_BIT and not hand & QS_BIT and legal & AS_KS:
        return (legal & AS_KS).bit_length() - 1, DUMP_HIGH_SPADE
    hearts = legal & HEARTS
    if hearts:
        return hearts.bit_length() - 1, DUMP_HEART
    return highest_by_rank(legal, hand), DUMP_HIGH_CARD


def top_card(trick: list[int] | tuple[int, ...]) -> int:
    """The card winning the trick so far: the highest of the suit led."""
    led = trick[0] // 13
    top = trick[0]
    for c in trick:
        if c > top and c // 13 == led:
            top = c
    return top


def simple_duck(legal: int, trick: list[int] | tuple[int, ...]) -> tuple[int, int]:
    """The beginner's card (see the module docstring) and its ``WHY`` code: it looks only at its
    legal cards and the trick."""
    if not trick:
        best, best_rank = -1, 99
        for mask, base in SUIT_BASES:
            m = legal & mask
            if m:
                low = (m & -m).bit_length() - 1
                if low - base < best_rank:        # the lowest rank; between equal ranks the first suit
                    best, best_rank = low, low - base
        return best, LEAD_LOW
    led = trick[0] // 13
    follow = legal & SUIT_MASKS[led]
    if follow:
        below = follow & ((1 << top_card(trick)) - 1)
        if below:
            card = below.bit_length() - 1
            return card, DUMP_QUEEN if card == QS else DUCK
        return (follow & -follow).bit_length() - 1, CANNOT_DUCK
    if legal & QS_BIT:
        return QS, DUMP_QUEEN
    if legal & AS_KS:
        return (legal & AS_KS).bit_length() - 1, DUMP_HIGH_SPADE
    if legal & HEARTS:
        return (legal & HEARTS).bit_length() - 1, DUMP_HEART
    best, best_rank = -1, -1
    for mask, base in SUIT_BASES:
        m = legal & mask
        if m:
            high = m.bit_length() - 1
            if high - base >= best_rank:          # the highest rank; between equal ranks the last suit
                best, best_rank = high, high - base
    return best, DUMP_HIGH_CARD


def simple_duck_policy(seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int, trick_no: int,
                       after: int, pens: int, moon: int, voids: list[int], rnd: Callable[[], float]) -> int:
    """``simple_duck`` as a playout policy."""
    return simple_duck(legal, trick)[0]


def duck_policy(seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int, trick_no: int,
                after: int, pens: int, moon: int, voids: list[int], rnd: Callable[[], float]) -> int:
    """``card_sense`` as a playout policy."""
    return card_sense(seat, legal, hand, trick, tmask, played, trick_no, after, pens, moon, voids)[0]


def shoot_policy(seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int, trick_no: int,
                 after: int, pens: int, moon: int, voids: list[int], rnd: Callable[[], float]) -> int:
    """Try to take every penalty card (shoot the moon); once another seat has taken one, duck.

    Lead the highest card that nobody can beat (else the highest of the longest suit), win every
    trick that can be won with the highest card, and when void throw the lowest harmless card."""
    if pens and moon != seat:
        return card_sense(seat, legal, hand, trick, tmask, played, trick_no, after, pens, moon, voids)[0]
    others = ~played & ~hand
    if not trick:
        best, best_key = -1, -99
        for mask, base in SUIT_BASES:
            m = legal & mask
            if m:
                top = m.bit_length() - 1
                boss = not others & mask & ~((2 << top) - 1)
                key = (40 + top - base) if boss else m.bit_count()
                if key > best_key:
                    best, best_key = top, key
        return best
    led = trick[0] // 13
    follow = legal & SUIT_MASKS[led]
    if follow:
        top = follow.bit_length() - 1
        for c in trick:
            if c > top and c // 13 == led:
                return (follow & -follow).bit_length() - 1   # cannot win it: keep the high cards
        return top
    harmless = legal & ~PENALTY_MASK
    if harmless:
        best, best_key = -1, 99
        for mask, base in SUIT_BASES:
            m = harmless & mask
            if m:
                low = (m & -m).bit_length() - 1
                if low - base < best_key:
                    best, best_key = low, low - base
        return best
    return (legal & -legal).bit_length() - 1


def trick_winner(seat: int, trick: list[int] | tuple[int, ...], after: int) -> tuple[int, int]:
    """The card winning the trick so far and the seat that played it, seen from ``seat`` (next to
    play, with ``after`` seats still to play after it)."""
    led = trick[0] // 13
    top, pos = trick[0], 0
    for k in range(1, len(trick)):
        c = trick[k]
        if c > top and c // 13 == led:
            top, pos = c, k
    return top, (seat - len(trick) + pos) % (len(trick) + 1 + after)


def moon_guard(seat: int, legal: int, trick: list[int], after: int, pens: int, moon: int, start: int) -> int:
    """The card a careful defender plays against a seat that may be shooting the moon, or -1 to play
    by its usual policy. Defending starts as soon as one seat has taken every penalty card so far,
    ``start`` or more of them (or Q♠ and one more), much earlier than medium's moon watch: while
    the shooter wins the trick, take it from them if we can, else keep our high cards (the
    stoppers) and play the lowest, or throw no penalty card on them; while another seat wins it,
    throw Q♠ or a heart on that seat."""
    if moon < 0 or moon == seat or not trick:
        return -1
    count = pens.bit_count()
    if count < start and not (pens & QS_BIT and count >= 2):
        return -1
    led = trick[0] // 13
    top, winner = trick_winner(seat, trick, after)
    follow = legal & SUIT_MASKS[led]
    if winner == moon:
        if follow:
            above = follow >> (top + 1) << (top + 1)
            if above:
                above = above & ~QS_BIT or above
                return (above & -above).bit_length() - 1
            return (follow & -follow).bit_length() - 1
        safe = legal & ~PENALTY_MASK
        if safe:
            return safe.bit_length() - 1
        return (legal & -legal).bit_length() - 1
    if not follow:
        if legal & QS_BIT:
            return QS
        if legal & HEARTS:
            return (legal & HEARTS).bit_length() - 1
    return -1


def guarded(policy: Policy, start: int) -> Policy:
    """``policy`` with ``moon_guard``'s early and firm moon defence from ``start`` penalty cards on:
    the pessimistic model of the others against which the hard level checks a moon plan."""
    def guard(seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int, trick_no: int,
              after: int, pens: int, moon: int, voids: list[int], rnd: Callable[[], float]) -> int:
        card = moon_guard(seat, legal, trick, after, pens, moon, start)
        if card >= 0:
            return card
        return policy(seat, legal, hand, trick, tmask, played, trick_no, after, pens, moon, voids, rnd)
    return guard


def plain_policy(seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int, trick_no: int,
                 after: int, pens: int, moon: int, voids: list[int], rnd: Callable[[], float]) -> int:
    """Plain ducking for the hard level's playouts (no card counting, no moon watch): lead the
    lowest card of a suit drawn at random; follow with the highest card that still loses (Q♠ first
    when it ducks), or, unable to duck, the highest (not Q♠) when last to play and the lowest
    otherwise; when void dump Q♠, then A♠/K♠, then the highest heart, then the highest card of the
    last suit (in the order ♣ ♦ ♥ ♠). In the first trick a void seat keeps its penalty cards when
    it may (the legal cards see to that). Random leads keep the playouts of one world apart."""
    if not trick:
        suits = [m for m, _ in SUIT_BASES if legal & m]
        m = legal & suits[int(rnd() * len(suits))]
        return (m & -m).bit_length() - 1
    led = trick[0] // 13
    follow = legal & SUIT_MASKS[led]
    if follow:
        below = follow & ((1 << top_card(trick)) - 1)
        if below:
            return QS if below & QS_BIT else below.bit_length() - 1
        if not after:
            return (follow & ~QS_BIT or follow).bit_length() - 1
        return (follow & -follow).bit_length() - 1
    if legal & QS_BIT:
        return QS
    if legal & AS_KS:
        return (legal & AS_KS).bit_length() - 1
    if legal & HEARTS:
        return (legal & HEARTS).bit_length() - 1
    return legal.bit_length() - 1


def unfed(policy: Policy, shooter: int, start: int = 0) -> Policy:
    """``policy`` that never gives ``shooter`` a penalty card it has a choice about: when the card
    ``policy`` picks is a penalty card and ``shooter`` is winning the trick, the card comes from the
    other legal cards instead (if there are any; a seat that must follow with a heart still does).
    With ``start``, only once ``shooter`` has taken every penalty card so far, ``start`` or more.
    The model of the others against which the hard level may check a moon plan: a moon that the
    others have to feed (the hearts the shooter cannot win, thrown on its tricks) is not a plan."""
    def play(seat: int, legal: int, hand: int, trick: list[int], tmask: int, played: int, trick_no: int,
             after: int, pens: int, moon: int, voids: list[int], rnd: Callable[[], float]) -> int:
        card = policy(seat, legal, hand, trick, tmask, played, trick_no, after, pens, moon, voids, rnd)
        if not trick or not (1 << card) & PENALTY_MASK or not legal & ~PENALTY_MASK:
            return card
        if start and (moon != shooter or pens.bit_count() < start):
            return card
        if trick_winner(seat, trick, after)[1] != shooter:
            return card
        return policy(seat, legal & ~PENALTY_MASK, hand, trick, tmask, played, trick_no, after, pens, moon, voids, rnd)
    return play
