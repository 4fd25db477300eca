"""Hjerterfri's rule-of-thumb players: what a seat knows (``Knowledge``), the medium level's rules
of thumb for passing, playing and the moon choice, the shared phase dispatch, the easy and medium
levels and the benchmark's ducking player (``DuckPlayer``); ``hard.py`` is the searching level.

Everything here reads a ``Knowledge`` built from one seat's ``HeartsObservation`` and nothing else.
Each decision returns a card (or cards) and a ``Reason`` for the hint button. Reason keys used:

* playing a card: the keys of ``policy.WHY`` (``lead_low``, ``lead_safe``, ``flush_queen``,
  ``first_trick_high``, ``take_safe_trick``, ``duck``, ``win_high``, ``cannot_duck``,
  ``dump_high_spade``, ``dump_heart``, ``dump_high_card``, ``dump_queen``, each with ``card``;
  ``break_moon`` and ``deny_moon`` with ``seat`` and ``card``);
* passing: ``pass_queen``, ``pass_high_spades``, ``pass_high_hearts``, ``pass_to_void(suit)``,
  ``pass_high_cards``, each with ``cards``;
* the moon choice: ``moon_win_now``, ``moon_keep_playing``, ``moon_others``.

A reason is a claim about the position (``claims.py``), and a rule of thumb's own reason is not always
true of the card it chose: the highest card "may win" a pointless trick as the last to play only when
it goes above the trick, a low lead leaves the trick to someone else only while a higher card of the
suit is out. So every level says its rule's reason only where its claim holds, else the first true
one of ``INSTEAD`` (``HeartsPlayer.decide``, ``engine.claims.truthful``); the card stays the rule's.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ....cards import CARDS, SUIT_MASKS, cards_of, format_cards
from ....claims import truthful
from ....errors import Reason
from ....players import Advice, AdvisingPlayer
from ....rules import Observation, Seat
from ..rules import PLAYS
from ..state import HEARTS_MASK, MOON, MOON_OTHERS, MOON_POINTS, MOON_SELF, PASS, QS_BIT, Pass
from ..view import HeartsObservation
from .claims import CLAIMS, passes_highest
from .kernel import AS_KS, FULL, QS, moon_watch
from .policy import (
    BELOW_QUEEN,
    BREAK_MOON,
    DENY_MOON,
    WHY,
    card_sense,
    highest_by_rank,
    simple_duck,
)


class Knowledge(NamedTuple):
    """What one seat knows and counts, as masks."""

    me: Seat
    seats: int
    hand: int
    unseen: int               # cards in play that this seat has not seen: in other hands
    voids: tuple[int, ...]
    trick: tuple[int, ...]
    leader: Seat
    trick_no: int
    taken: tuple[int, ...]


def knowledge(view: HeartsObservation) -> Knowledge:
    unseen = view.deal.deck & ~view.played & ~view.hand_mask
    return Knowledge(view.seat, view.seats, view.hand_mask, unseen, view.voids, view.trick, view.leader,
                     view.trick_no, view.taken)


def rank(index: int) -> int:
    return index % 13


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    return mask.bit_length() - 1


def card_text(index: int) -> str:
    return str(CARDS[index])


# --- playing a card ----------------------------------------------------------------------------------

def medium_card(k: Knowledge, legal: int) -> tuple[int, Reason]:
    """The medium level's card: the rules of thumb of ``policy.card_sense`` on what it knows."""
    tmask = 0
    for c in k.trick:
        tmask |= 1 << c
    pens, moon = moon_watch(k.taken)
    card, why = card_sense(k.me, legal, k.hand, k.trick, tmask, FULL & ~(k.unseen | k.hand), k.trick_no,
                           k.seats - 1 - len(k.trick), pens, moon, list(k.voids))
    return card, why_reason(why, card, moon)


def why_reason(why: int, card: int, moon: int = -1) -> Reason:
    """The hint's reason for a card chosen by a rule of thumb (a ``policy.WHY`` code)."""
    if why in (BREAK_MOON, DENY_MOON):
        return Reason.of(WHY[why], seat=moon, card=card_text(card))
    return Reason.of(WHY[why], card=card_text(card))


# --- passing -----------------------------------------------------------------------------------------

def pass_scores(hand: int) -> dict[int, float]:
    """How much each card wants to leave the hand (``docs/computer-players.md#hjerterfri-hearts``,
    passing)."""
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
    cards = format_cards(cards_of(mask))
    if mask & QS_BIT:
        return Reason.of("pass_queen", cards=cards)
    if mask & AS_KS:
        return Reason.of("pass_high_spades", cards=cards)
    for suit in (0, 1):
        if hand & SUIT_MASKS[suit] and hand & SUIT_MASKS[suit] & ~mask == 0:
            return Reason.of("pass_to_void", suit="CD"[suit], cards=cards)
    if (mask & HEARTS_MASK).bit_count() >= 2 and passes_highest(hand, mask, HEARTS_MASK):
        return Reason.of("pass_high_hearts", cards=cards)
    if passes_highest(hand, mask, FULL):
        return Reason.of("pass_high_cards", cards=cards)
    return Reason.of("pass_unwanted", cards=cards)


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


def _view(view: Observation) -> HeartsObservation:
    if not isinstance(view, HeartsObservation):
        raise TypeError(f"a Hjerterfri player needs a HeartsObservation, not {type(view).__name__}")
    return view


def pass_move(mask: int) -> Pass:
    return Pass.ordered(cards_of(mask))


def _moon(view: HeartsObservation) -> Advice:
    to_self, reason = moon_choice(view.seat, view.deal.totals, view.deal.options.target_score)
    return Advice(MOON_SELF if to_self else MOON_OTHERS, reason)


def legal_mask(view: HeartsObservation) -> int:
    mask = 0
    for move in view.legal_moves:
        mask |= move.cards[0].bit
    return mask


# What a card's reason becomes where the rule of thumb's own is not true (the first that holds; see the
# module docstring): the highest card under a higher one ducks, Q♠ played under A♠/K♠ too; the highest
# card on a trick that costs points (a card the house rules price) is just that; a lead with no higher
# card of its suit out wins the trick.
INSTEAD: dict[str, tuple[str, ...]] = {
    "take_safe_trick": ("duck", "follow_high"),
    "first_trick_high": ("duck", "follow_high"),
    "dump_queen": ("duck",),
    "lead_low": ("lead_sure",),
    "lead_safe": ("lead_low", "lead_sure"),
}


class HeartsPlayer(AdvisingPlayer):
    """Dispatches on the phase; subclasses choose the pass and the card. A card's reason is said only
    where it is true (``engine.claims.truthful``)."""

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        v = _view(view)
        if v.phase_id == PASS:
            return self.choose_pass(v, rng)
        if v.phase_id == MOON:
            return _moon(v)
        return truthful(CLAIMS, INSTEAD, v, self.choose_card(v, rng))

    def choose_pass(self, view: HeartsObservation, rng: random.Random) -> Advice:
        mask, reason = medium_pass(view.hand_mask, view.deal.options.pass_count)
        return Advice(pass_move(mask), reason)

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        raise NotImplementedError


class EasyPlayer(HeartsPlayer):
    level = "easy"
    hunch = 0.4

    def choose_pass(self, view: HeartsObservation, rng: random.Random) -> Advice:
        hand = view.hand_mask
        ordered = sorted(cards_of(hand), key=lambda c: (-c.rank, rng.random()))
        mask = sum(c.bit for c in ordered[:view.deal.options.pass_count])
        return Advice(pass_move(mask), Reason.of("pass_high_cards", cards=format_cards(cards_of(mask))))

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        legal = legal_mask(view)
        if rng.random() < self.hunch:
            moves = view.legal_moves
            return Advice(moves[rng.randrange(len(moves))], Reason.of("hunch"))
        trick = view.trick          # all it looks at: no memory of earlier tricks, no voids
        if not trick:
            suits = [s for s in range(4) if legal & SUIT_MASKS[s]]
            plain = [s for s in suits if s != 2] or suits
            card = lowest(legal & SUIT_MASKS[plain[rng.randrange(len(plain))]])
            return Advice(PLAYS[card], Reason.of("lead_low", card=card_text(card)))
        follow = legal & SUIT_MASKS[trick[0] // 13]
        if follow:   # a beginner keeps the high cards and follows low
            card = lowest(follow)
            return Advice(PLAYS[card], Reason.of("follow_low", card=card_text(card)))
        if legal & QS_BIT:
            return Advice(PLAYS[QS], Reason.of("dump_queen", card=card_text(QS)))
        card = highest_by_rank(legal, view.hand_mask)
        return Advice(PLAYS[card], Reason.of("dump_high_card", card=card_text(card)))


class MediumPlayer(HeartsPlayer):
    level = "medium"

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        card, reason = medium_card(knowledge(view), legal_mask(view))
        return Advice(PLAYS[card], reason)


class DuckPlayer(HeartsPlayer):
    """The issue's simple ducking opponent (benchmark only)."""

    level = "duck"

    def choose_pass(self, view: HeartsObservation, rng: random.Random) -> Advice:
        ordered = sorted(cards_of(view.hand_mask), key=lambda c: (-c.rank, -c.index))
        mask = sum(c.bit for c in ordered[:view.deal.options.pass_count])
        return Advice(pass_move(mask), pass_reason(view.hand_mask, mask))

    def choose_card(self, view: HeartsObservation, rng: random.Random) -> Advice:
        card, why = simple_duck(legal_mask(view), view.trick)
        return Advice(PLAYS[card], why_reason(why, card))
