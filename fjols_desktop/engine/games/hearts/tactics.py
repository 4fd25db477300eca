"""Hjerterfri card sense for the computer levels: what a seat knows, and the medium level's rules of
thumb (spec §2.6 "what a good computer opponent must know", ``shared/rules/rules-davoserjas-hearts-fool.md``).

Everything here reads a ``Knowledge`` built from one seat's ``HeartsObservation`` and nothing else.
Each decision returns a card (or cards) and a ``Reason`` for the hint button. Reason keys used:

* leading: ``lead_low(card)``, ``flush_queen(card)`` (low spade while Q♠ is out), ``lead_safe(card)``
  (a card someone is sure to beat);
* following: ``first_trick_high(card)``, ``take_safe_trick(card)`` (last to play, no points in it),
  ``duck(card)``, ``dump_queen`` (on A♠/K♠), ``win_high(card)``, ``cannot_duck(card)``,
  ``break_moon(seat, card)``;
* discarding: ``dump_queen``, ``dump_high_spade(card)``, ``dump_heart(card)``, ``deny_moon(seat, card)``,
  ``dump_high_card(card)``;
* passing: ``pass_queen``, ``pass_high_spades``, ``pass_high_hearts``, ``pass_to_void(suit)``,
  ``pass_high_cards``, each with ``cards``;
* the moon choice: ``moon_win_now``, ``moon_keep_playing``, ``moon_others``.
"""

from __future__ import annotations

from typing import NamedTuple

from ...cards import CARDS, SUIT_MASKS, cards_of, format_cards
from ...errors import Reason
from ...rules import Seat
from .kernel import AS_KS, QS
from .state import HEARTS_MASK, MOON_POINTS, PENALTY_MASK, QS_BIT
from .view import HeartsObservation

SPADES = SUIT_MASKS[3]
BELOW_QUEEN = SPADES & (QS_BIT - 1)


class Knowledge(NamedTuple):
    """What one seat knows, as masks. ``played`` is what it remembers (an easy player forgets)."""

    me: Seat
    seats: int
    hand: int
    played: int               # cards seen played (previous tricks and the current one)
    unseen: int               # cards in play that this seat has not seen: in other hands
    voids: tuple[int, ...]
    trick: tuple[int, ...]
    leader: Seat
    trick_no: int
    protection: bool
    taken: tuple[int, ...]
    totals: tuple[int, ...]
    target: int

    @property
    def queen_out(self) -> bool:
        """Q♠ is in another hand (not played, not mine)."""
        return bool(self.unseen & QS_BIT)


def knowledge(view: HeartsObservation, forgetful: bool = False) -> Knowledge:
    """A seat's knowledge. ``forgetful`` keeps only the current trick in mind and no voids."""
    deal = view.deal
    played = view.played
    voids = view.voids
    if forgetful:
        played = 0
        for index in view.trick:
            played |= 1 << index
        voids = (0,) * view.seats
    unseen = deal.deck & ~view.played & ~view.hand_mask
    if forgetful:
        unseen = deal.deck & ~played & ~view.hand_mask
    return Knowledge(view.seat, view.seats, view.hand_mask, played, unseen, voids, view.trick, view.leader,
                     view.trick_no, deal.protection, view.taken, deal.totals, deal.options.target_score)


def rank(index: int) -> int:
    return index % 13


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    return mask.bit_length() - 1


def highest_by_rank(mask: int, hand: int) -> int:
    """The highest-ranked card; between equal ranks the one of the suit we hold fewest of."""
    best, key = -1, -999
    for s in range(4):
        m = mask & SUIT_MASKS[s]
        if m:
            top = highest(m)
            k = rank(top) * 16 - (hand & SUIT_MASKS[s]).bit_count()
            if k > key:
                best, key = top, k
    return best


def card_text(index: int) -> str:
    return str(CARDS[index])


def winning_index(trick: tuple[int, ...]) -> int:
    led = trick[0] // 13
    top = trick[0]
    for c in trick:
        if c > top and c // 13 == led:
            top = c
    return top


def moon_threat(k: Knowledge) -> Seat:
    """An opponent who has taken every penalty card so far (at least five points' worth), or -1."""
    pens = 0
    for m in k.taken:
        pens |= m & PENALTY_MASK
    if pens.bit_count() < 5 and not (pens & QS_BIT and pens.bit_count() >= 3):
        return -1
    for s, m in enumerate(k.taken):
        if m & PENALTY_MASK == pens:
            return -1 if s == k.me else s
    return -1


# --- playing a card ----------------------------------------------------------------------------------

def medium_card(k: Knowledge, legal: int) -> tuple[int, Reason]:
    """The medium level's card: counts cards, manages spades, ducks, dumps, breaks moons."""
    if not k.trick:
        return lead_card(k, legal)
    led = k.trick[0] // 13
    follow = legal & SUIT_MASKS[led]
    if follow:
        return follow_card(k, follow, led)
    return discard_card(k, legal)


def lead_card(k: Knowledge, legal: int) -> tuple[int, Reason]:
    best, best_key, why = -1, 999.0, "lead_low"
    opponents_void = [0] * 4
    for s in range(k.seats):
        if s != k.me:
            for suit in range(4):
                if k.voids[s] >> suit & 1:
                    opponents_void[suit] += 1
    for suit in range(4):
        m = legal & SUIT_MASKS[suit]
        if not m:
            continue
        low = lowest(m)
        out = k.unseen & SUIT_MASKS[suit]
        higher = (out & ~((2 << low) - 1)).bit_count()
        key = float(rank(low)) - 0.3 * higher + 3 * opponents_void[suit]
        reason = "lead_safe" if higher >= 3 else "lead_low"
        if not higher and out:
            key += 20  # we would win it for sure
        if suit == 2:
            key += 4
        elif suit == 3:
            if k.queen_out and low < QS:
                key -= 4
                reason = "flush_queen"
            elif k.queen_out:
                key += 30  # A♠/K♠ into an unseen queen
            elif k.hand & QS_BIT and not (k.hand & BELOW_QUEEN & ~(1 << low)):
                key += 10
        if key < best_key:
            best, best_key, why = low, key, reason
    return best, Reason.of(why, card=card_text(best))


def follow_card(k: Knowledge, follow: int, led: int) -> tuple[int, Reason]:
    trick = k.trick
    top = winning_index(trick)
    after = k.seats - 1 - len(trick)
    tmask = 0
    for c in trick:
        tmask |= 1 << c
    threat = moon_threat(k)
    winner = (k.leader + trick.index(top)) % k.seats
    above = follow & ~((2 << top) - 1)
    if threat >= 0 and winner == threat and above and (tmask & PENALTY_MASK or after):
        card = highest(above & ~QS_BIT) if above & ~QS_BIT else highest(above)
        return card, Reason.of("break_moon", seat=threat, card=card_text(card))
    if k.trick_no == 1 and k.protection:
        safe = follow & ~QS_BIT
        card = highest(safe or follow)
        return card, Reason.of("first_trick_high", card=card_text(card))
    if not after and not tmask & PENALTY_MASK:
        safe = follow & ~QS_BIT
        card = highest(safe or follow)
        return card, Reason.of("take_safe_trick", card=card_text(card))
    below = follow & ((1 << top) - 1)
    if below:
        card = highest(below)
        if card == QS:
            return card, Reason.of("dump_queen")
        return card, Reason.of("duck", card=card_text(card))
    if not after:
        safe = follow & ~QS_BIT
        card = highest(safe or follow)
        return card, Reason.of("win_high", card=card_text(card))
    card = lowest(follow & ~QS_BIT) if follow & ~QS_BIT else QS
    return card, Reason.of("cannot_duck", card=card_text(card))


def discard_card(k: Knowledge, legal: int) -> tuple[int, Reason]:
    threat = moon_threat(k)
    if threat >= 0:
        winner = (k.leader + k.trick.index(winning_index(k.trick))) % k.seats
        safe = legal & ~PENALTY_MASK
        if winner == threat and safe:
            card = highest_by_rank(safe, k.hand)
            return card, Reason.of("deny_moon", seat=threat, card=card_text(card))
    if legal & QS_BIT:
        return QS, Reason.of("dump_queen")
    if k.queen_out and legal & AS_KS:
        card = highest(legal & AS_KS)
        return card, Reason.of("dump_high_spade", card=card_text(card))
    hearts = legal & HEARTS_MASK
    if hearts:
        card = highest(hearts)
        return card, Reason.of("dump_heart", card=card_text(card))
    card = highest_by_rank(legal, k.hand)
    return card, Reason.of("dump_high_card", card=card_text(card))


# --- passing -----------------------------------------------------------------------------------------

def pass_scores(hand: int) -> dict[int, float]:
    """How much each card wants to leave the hand (spec §2.6, passing)."""
    low_spades = (hand & BELOW_QUEEN).bit_count()
    scores: dict[int, float] = {}
    for card in cards_of(hand):
        i, r, suit = card.index, rank(card.index), card.index // 13
        count = (hand & SUIT_MASKS[suit]).bit_count()
        if i == QS:
            score = 90.0 if low_spades < 4 else -10.0   # keep it when well guarded by low spades
        elif card.bit & AS_KS:
            score = 80.0 + r if low_spades < 3 else 10.0 + r
        elif suit == 2:
            score = 10.0 + 5 * r if r >= 7 else float(r)
        elif suit == 3:
            score = float(r)   # low spades guard the queen and flush it
        else:
            score = 3.0 * r + (22 if count <= 2 else 8 if count == 3 else 0)
        scores[i] = score
    return scores


def medium_pass(hand: int, count: int) -> tuple[int, Reason]:
    scores = pass_scores(hand)
    chosen = sorted(scores, key=lambda i: (-scores[i], -i))[:count]
    mask = sum(1 << i for i in chosen)
    return mask, pass_reason(hand, mask)


def pass_reason(hand: int, mask: int) -> Reason:
    cards = format_cards(mask)
    if mask & QS_BIT:
        return Reason.of("pass_queen", cards=cards)
    if mask & AS_KS:
        return Reason.of("pass_high_spades", cards=cards)
    for suit in (0, 1):
        if hand & SUIT_MASKS[suit] and hand & SUIT_MASKS[suit] & ~mask == 0:
            return Reason.of("pass_to_void", suit="CD"[suit], cards=cards)
    if (mask & HEARTS_MASK).bit_count() >= 2:
        return Reason.of("pass_high_hearts", cards=cards)
    return Reason.of("pass_high_cards", cards=cards)


# --- the moon choice (shooter_chooses) -------------------------------------------------------------------

def moon_choice(me: Seat, totals: tuple[int, ...], target: int) -> tuple[bool, Reason]:
    """``(to_self, reason)``: the choice that leaves the shooter best placed in the match."""
    def standing(after: list[int]) -> int:
        over = max(after) >= target
        if over:
            return 2 if after[me] == min(after) else 0
        return 1

    others = [t + (0 if s == me else MOON_POINTS) for s, t in enumerate(totals)]
    mine = [t - MOON_POINTS if s == me else t for s, t in enumerate(totals)]
    a, b = standing(others), standing(mine)
    if b > a:
        return True, Reason.of("moon_win_now" if b == 2 else "moon_keep_playing")
    if a == 2:
        return False, Reason.of("moon_win_now")
    return False, Reason.of("moon_others")
