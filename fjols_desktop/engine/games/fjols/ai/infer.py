"""What the others' plays say about their hidden cards, for the hard level's sampled worlds
(``docs/computer-players.md#fjols`` item 6 "Infer voids"; the house rules decide what a choice proves).

Every response is made under the follow-suit rule, so some choices prove that the hand held no card
of a kind at that moment (``proof``):

* a pick-up while the rule allows it only without a beater of the suit (``when_no_suit_beater``,
  the default): no higher card of the target's suit; with ``never``: no card that beats it at all
  (``suit_first``, ``free``) or at least none of its suit that beats it (``strict_void``);
* a card of another suit on the target: under ``suit_first`` no higher card of its suit; under
  ``strict_void`` no card of its suit at all.

Those cards may have come in since, but only by drawing: a seat that has drawn ``k`` cards since
holds at most ``k`` hidden cards of the kind (cards it picked up are public and do not count). With
the stock empty ``k`` is 0 and the fact is certain. ``constraints`` reads them from the public move
log; ``InferenceSampler.sample_world`` deals worlds that respect the certain ones exactly (as masks
the seat may not hold) and the others by rejection (a few tries, then the last world dealt).

Only the move log and the public facts are read: every player at the table could draw the same
conclusions.
"""

from __future__ import annotations

import random
from typing import Any

from ....cards import cards_of
from ....errors import FjolsError
from ....worlds import deal_hidden
from ..rules import FjolsRules, chain_mask, world_of
from ..state import (
    ALWAYS,
    FREE,
    NEVER,
    PICKUP_CODE,
    STRICT_VOID,
    SUIT_FIRST,
    SUIT_OF,
    FjolsDeal,
    FjolsState,
)
from ..view import FjolsObservation

TRIES = 8       # worlds dealt per sample to meet the uncertain facts


def proof(deal: FjolsDeal, target: int, card: int) -> int:
    """The cards a hand cannot have held when it answered ``target`` with ``card`` (-1: pick-up)."""
    suit = SUIT_OF[target]
    if card < 0:
        if deal.voluntary == ALWAYS:
            return 0
        if deal.voluntary == NEVER and deal.follow != STRICT_VOID:
            return deal.beat[target]
        return deal.in_suit[target]
    if (1 << card) & suit:
        return 0
    if deal.follow == SUIT_FIRST:
        return deal.in_suit[target]
    if deal.follow == STRICT_VOID:
        return suit & deal.deck
    assert deal.follow == FREE
    return 0


def constraints(view: FjolsObservation) -> list[tuple[int, int, int]]:
    """``(seat, mask, k)`` for every other seat's proven absence that may still matter: the seat holds
    at most ``k`` hidden cards of ``mask`` (``k`` = cards it has drawn since). Empty when the chain
    closes after a full round (not tracked here)."""
    deal = view.deal
    if deal.closes:
        return []
    seats = deal.seats
    stock = deal.deck.bit_count() - seats * deal.options.hand_size - 1
    draws = [0] * seats
    facts: list[tuple[int, int, int]] = []    # (seat, mask, draws then)
    target = deal.turned.index
    for code in view.log:
        seat, move = code >> 6, code & 63
        if move == PICKUP_CODE:
            if target >= 0:
                mask = proof(deal, target, -1)
                if mask:
                    facts.append((seat, mask, draws[seat]))
            target = -1
            continue
        if target >= 0:
            mask = proof(deal, target, move)
            if mask:
                facts.append((seat, mask, draws[seat]))
        if stock > 0:
            stock -= 1
            draws[seat] += 1
        target = move
    me = view.seat
    out = []
    for seat, mask, then in facts:
        if seat != me and view.hand_sizes[seat]:
            out.append((seat, mask, draws[seat] - then))
    return out


class InferenceSampler:
    """``sample_world`` for ``engine.search``: ``FjolsRules.sample_world`` plus the proven absences."""

    def __init__(self, rules: FjolsRules) -> None:
        self.rules = rules
        self._view: FjolsObservation | None = None
        self._facts: list[tuple[int, int, int]] = []

    def sample_world(self, view: Any, rng: random.Random) -> FjolsState:
        assert isinstance(view, FjolsObservation)
        if view is not self._view:
            self._view = view
            self._facts = constraints(view)
        facts = self._facts
        if not facts:
            return self.rules.sample_world(view, rng)
        deal, me, seats = view.deal, view.seat, view.seats
        visible = view.hand_mask | view.discard | chain_mask(view.chain)
        for mask in view.known:
            visible |= mask
        unseen = deal.deck & ~visible
        banned = [0] * seats
        soft = []
        for seat, mask, k in facts:
            if k == 0:
                banned[seat] |= mask
            elif (mask & unseen).bit_count() > k:
                soft.append((seat, mask & unseen, k))
        others = [s for s in range(seats) if s != me]
        needs = [view.hand_sizes[s] - view.known[s].bit_count() for s in others] + [view.stock_size]
        allowed = [deal.deck & ~banned[s] for s in others] + [deal.deck]
        unknown = cards_of(unseen)
        dealt: list[int] = []
        for _ in range(TRIES if soft else 1):
            try:
                dealt = deal_hidden(unknown, needs, allowed, rng)
            except FjolsError:
                return self.rules.sample_world(view, rng)
            if all((dealt[others.index(s)] & mask).bit_count() <= k for s, mask, k in soft):
                break
        return world_of(view, dealt, rng)
