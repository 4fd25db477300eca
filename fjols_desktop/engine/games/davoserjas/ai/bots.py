"""The simple Davoserjas players: the round dispatch, easy and medium (see ``__init__.py`` for the levels
and ``hard.py`` for the searching one).

Reasons (``Advice.reason``), each with the card (``card``) unless said otherwise:

* trick rounds: the keys of ``policy.TRICK_WHY``; the easy level's ``follow_low`` and
  ``hunch`` (no arguments);
* the kabale: the keys of ``policy.KABALE_WHY`` (``lay_toward_own`` also with ``count``, our cards
  further along that row); a pass is always forced (``only_move``).

A reason is a claim about the position (``claims.py``); where a rule of thumb's own reason is not true of
the card it chose, the level gives the first true one of ``INSTEAD`` (``engine.claims.truthful``).
"""

from __future__ import annotations

import random

from ....cards import SUIT_MASKS, bit_indices
from ....claims import truthful
from ....errors import Reason
from ....players import Advice, AdvisingPlayer
from ....rules import Observation
from ..state import LAYS, PLAYS
from ..view import KabaleObservation, TrickObservation
from .claims import CLAIMS
from .kernel import KabaleTable, index_from_strength, kabale_table, to_strength, trick_table
from .policy import (
    DUMP_PENALTY,
    KABALE_WHY,
    LAY_TOWARD_OWN,
    TRICK_WHY,
    TrickKnowledge,
    card_sense,
    card_text,
    dearest,
    highest,
    kabale_sense,
    legal_mask,
    lowest,
    only_last_costs,
)


def medium_trick_card(view: TrickObservation) -> tuple[int, Reason]:
    k = TrickKnowledge(view)
    card, why = card_sense(k.t, k.seat, k.legal, k.hand, k.trick, k.tmask, k.played, k.trick_no, k.voids)
    index = k.card(card)
    return index, Reason.of(TRICK_WHY[why], card=card_text(index))


def medium_lay(view: KabaleObservation) -> tuple[int, Reason]:
    k = kabale_table(view.deal)
    card, why = kabale_sense(k, legal_mask(view), view.hand_mask, view.table)
    if why == LAY_TOWARD_OWN:
        count = (k.beyond[card] & view.hand_mask).bit_count()
        return card, Reason.of(KABALE_WHY[why], card=card_text(card), count=count)
    return card, Reason.of(KABALE_WHY[why], card=card_text(card))


# What a card's reason becomes where the rule of thumb's own is not true (the first that holds, see the
# module docstring): the highest free card under a higher one stays under the trick; a low lead with no
# higher card of its suit in another hand wins the trick.
INSTEAD: dict[str, tuple[str, ...]] = {
    "take_safe_trick": ("duck", "stay_under"),
    "shed_high": ("duck", "stay_under"),
    "lead_low": ("lead_sure",),
    "lead_safe": ("lead_low", "lead_sure"),
}


class DavoserjasPlayer(AdvisingPlayer):
    """Dispatches on the round: trick rounds to ``choose_card``, the kabale to ``choose_lay``. A card's
    reason is said only where it is true (``engine.claims.truthful``)."""

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        if isinstance(view, TrickObservation):
            return truthful(CLAIMS, INSTEAD, view, self.choose_card(view, rng))
        if isinstance(view, KabaleObservation):
            return self.choose_lay(view, rng)
        raise TypeError(f"a Davoserjas player needs a Davoserjas observation, not {type(view).__name__}")

    def choose_card(self, view: TrickObservation, rng: random.Random) -> Advice:
        card, reason = medium_trick_card(view)
        return Advice(PLAYS[card], reason)

    def choose_lay(self, view: KabaleObservation, rng: random.Random) -> Advice:
        card, reason = medium_lay(view)
        return Advice(LAYS[card], reason)


class MediumPlayer(DavoserjasPlayer):
    """Counts cards and plays every round by its price (``policy.py``)."""

    level = "medium"


class EasyPlayer(DavoserjasPlayer):
    """A beginner: reads the round's price but remembers nothing of earlier tricks (no counting, no
    voids), ducks under a trick that visibly costs (every trick in the tricks round, or a priced card
    lies in it), else follows low (in the last-trick round high, until the last three tricks), leads
    the lowest card of a suit picked at random, throws its dearest card when void; in the kabale lays
    a card on the way to its own cards when it sees one, else any card that fits. One move in five
    is a hunch (any allowed card)."""

    level = "easy"
    hunch = 0.2

    def choose_card(self, view: TrickObservation, rng: random.Random) -> Advice:
        if rng.random() < self.hunch:
            moves = view.legal_moves
            return Advice(moves[rng.randrange(len(moves))], Reason.of("hunch"))
        t = trick_table(view.deal)
        low = t.ace_low
        legal = to_strength(legal_mask(view), low)
        trick = [to_strength(1 << i, low).bit_length() - 1 for i in view.trick]
        if not trick:
            suits = [s for s in range(4) if legal & SUIT_MASKS[s]]
            cheap = [s for s in suits if not legal & SUIT_MASKS[s] & t.penalty_mask] or suits
            card = lowest(legal & SUIT_MASKS[cheap[rng.randrange(len(cheap))]])
            index = index_from_strength(card, low)
            return Advice(PLAYS[index], Reason.of("lead_low", card=card_text(index)))
        follow = legal & SUIT_MASKS[trick[0] // 13]
        if follow and only_last_costs(t) and view.trick_no < t.cards_each - 2:
            index = index_from_strength(highest(follow), low)   # "only the last trick counts"
            return Advice(PLAYS[index], Reason.of("shed_high", card=card_text(index)))
        if follow:
            top = max(c for c in trick if c // 13 == trick[0] // 13)
            below = follow & ((1 << top) - 1)
            tmask = to_strength(sum(1 << i for i in view.trick), low)
            if below and (t.per_trick or tmask & t.penalty_mask):   # the trick costs: stay under it
                index = index_from_strength(highest(below), low)
                return Advice(PLAYS[index], Reason.of("duck", card=card_text(index)))
            card = lowest(follow)
            index = index_from_strength(card, low)
            return Advice(PLAYS[index], Reason.of("follow_low", card=card_text(index)))
        priced = legal & t.penalty_mask
        if priced:
            index = index_from_strength(dearest(t, priced), low)
            return Advice(PLAYS[index], Reason.of(TRICK_WHY[DUMP_PENALTY], card=card_text(index)))
        index = index_from_strength(highest(legal), low)
        return Advice(PLAYS[index], Reason.of("dump_high_card", card=card_text(index)))

    def choose_lay(self, view: KabaleObservation, rng: random.Random) -> Advice:
        if rng.random() < self.hunch:
            moves = view.legal_moves
            return Advice(moves[rng.randrange(len(moves))], Reason.of("hunch"))
        k: KabaleTable = kabale_table(view.deal)
        hand = view.hand_mask
        legal = legal_mask(view)
        near = [c for c in bit_indices(legal) if k.beyond[c] & hand]
        pool = near or bit_indices(legal)
        card = pool[rng.randrange(len(pool))]
        if near:
            return Advice(LAYS[card], Reason.of("lay_toward_own", card=card_text(card),
                                                count=(k.beyond[card] & hand).bit_count()))
        return Advice(LAYS[card], Reason.of("lay_any", card=card_text(card)))


