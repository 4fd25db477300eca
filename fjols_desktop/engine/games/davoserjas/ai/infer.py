"""Reading the others' cards from their play: the hard level's sampled worlds, weighted by how well
medium's card sense (``policy.py``) explains the cards the others actually played this round.

``rules.sample_world`` deals the hidden cards at random, consistent only with the hand sizes, the
voids shown (trick rounds) and the cards a seat showed it lacks (kabale). But a player's choices say
more: a follower who ducked with the 9 under the jack probably holds no 10, a player who led a low
club in the clubs round probably holds no lower one, a discard of the queen of hearts says the queen
of spades is elsewhere. The ``Inference`` here scores a world by the number of the others' past
choices that the rules of thumb would *not* have made with that world's hands (``mismatches``; a
choice among several allowed cards only), and walks through worlds by swapping two hidden cards
between two other seats (where their voids allow it), keeping a swap with the Metropolis rule at
weight ``EPSILON`` per extra mismatch. So worlds that explain the play are drawn more often, yet no
world is ruled out (people do not play by our rules of thumb, and neither does the hard level).

The chain is started from ``sample_world`` and kept for the whole decision: ``BURN_IN`` swaps per
hidden seat before the first world, then ``STEPS`` swaps between worlds. Everything read here is
public (the cards played, in order, by whom); only the hidden hands are guessed.
"""

from __future__ import annotations

import random
from typing import Any

from ....cards import SUIT_MASKS
from ....rules import Observation
from ..rules import DavoserjasRules
from ..state import PASS_INDEX, PLAY, KabaleState, TrickState
from ..state import kabale_legal as state_legal
from ..view import KabaleObservation, TrickObservation
from .kernel import FULL, from_strength, kabale_legal, kabale_table, to_strength, trick_table
from .policy import card_sense, kabale_sense

EPSILON = 0.1    # weight of a world per choice it does not explain
BURN_IN = 30     # swaps per hidden seat before the first world
STEPS = 6        # swaps between two worlds



def _with_later(records: list[list[Any]]) -> list[list[Any]]:
    """Fills in each record's ``later``: the cards its seat played from that choice on (that one
    included), which a sampled world adds to the hand the seat holds now to rebuild the hand then."""
    for seat_records in records:
        later = 0
        for record in reversed(seat_records):
            later |= 1 << record.card
            record.later = later
    return records


class TrickRecord:
    """One past choice of another seat in a trick round (strength space): what the seat saw then
    and the card it played; ``later`` holds that card and every card the seat played after it."""

    __slots__ = ("card", "later", "played", "tmask", "trick", "trick_no", "voids")

    def __init__(self, trick: list[int], tmask: int, played: int, trick_no: int, voids: list[int], card: int) -> None:
        self.trick = trick
        self.tmask = tmask
        self.played = played
        self.trick_no = trick_no
        self.voids = voids
        self.card = card
        self.later = 0


def trick_records(view: TrickObservation) -> list[list[TrickRecord]]:
    """The other seats' past choices in this round, per seat."""
    t = trick_table(view.deal)
    low = t.ace_low
    seats = view.seats
    played = to_strength(FULL & ~view.deal.deck, low)
    voids = [0] * seats
    records: list[list[TrickRecord]] = [[] for _ in range(seats)]
    for number, (leader, cards) in enumerate((*view.log, (view.leader, view.trick)), start=1):
        trick: list[int] = []
        tmask = 0
        for k, index in enumerate(cards):
            seat = (leader + k) % seats
            card = to_strength(1 << index, low).bit_length() - 1
            if seat != view.seat:
                records[seat].append(TrickRecord(list(trick), tmask, played, number, list(voids), card))
            if trick and card // 13 != trick[0] // 13:
                voids[seat] |= 1 << (trick[0] // 13)
            trick.append(card)
            tmask |= 1 << card
            played |= 1 << card
    return _with_later(records)


class KabaleRecord:
    __slots__ = ("card", "ends", "later", "table")

    def __init__(self, table: int, ends: int, card: int) -> None:
        self.table = table
        self.ends = ends
        self.card = card
        self.later = 0


def kabale_records(view: KabaleObservation) -> list[list[KabaleRecord]]:
    """The other seats' past lays in this kabale, per seat (passes are already in ``view.lacks``)."""
    deal = view.deal
    outward = deal.outward
    table = ends = 0
    for _, index in deal.setup:
        table |= 1 << index
        ends |= outward[index]
    ends &= ~table
    records: list[list[KabaleRecord]] = [[] for _ in range(view.seats)]
    for seat, index in view.log:
        if index == PASS_INDEX:
            continue
        if seat != view.seat:
            records[seat].append(KabaleRecord(table, ends, index))
        table |= 1 << index
        ends = (ends & ~(1 << index)) | outward[index]
    return _with_later(records)


class Inference:
    """A Markov chain over the worlds of one view (see the module docstring)."""

    def __init__(self, rules: DavoserjasRules, view: Observation, rng: random.Random) -> None:
        self.view = view
        self.others = [s for s in range(view.seats) if s != view.seat and view.hand_sizes[s]]
        world = rules.sample_world(view, rng)
        if isinstance(view, TrickObservation):
            t = trick_table(view.deal)
            self.t: Any = t
            self.trick_view = True
            low = t.ace_low
            self.hands = [to_strength(h, low) for h in world.hands]
            self.records: list[list[Any]] = trick_records(view)
            self.allowed = [FULL & ~sum(SUIT_MASKS[s] for s in range(4) if v >> s & 1) for v in view.voids]
        else:
            assert isinstance(view, KabaleObservation)
            self.t = kabale_table(view.deal)
            self.trick_view = False
            self.hands = list(world.hands)
            self.records = kabale_records(view)
            self.allowed = [FULL & ~lack for lack in view.lacks]
        # only seats whose play can tell something, and only pairs that can swap
        self.informative = any(self.records[s] for s in self.others) and len(self.others) >= 2
        self.costs = [self.mismatches(s, self.hands[s]) for s in range(view.seats)]
        if self.informative:
            self.walk(BURN_IN * len(self.others), rng)

    def mismatches(self, seat: int, hand: int, limit: int = 1 << 30) -> int:
        """The seat's past choices (among several allowed cards) that medium's card sense would not
        have made with ``hand`` (plus the cards it played since); counting stops above ``limit``."""
        records = self.records[seat]
        if not records:
            return 0
        t = self.t
        wrong = 0
        if self.trick_view:
            for r in records:
                held = hand | r.later
                trick = r.trick
                legal = held & SUIT_MASKS[trick[0] // 13] if trick else held
                if not legal:
                    legal = held
                if legal & (legal - 1) and card_sense(t, seat, legal, held, trick, r.tmask, r.played, r.trick_no,
                                                      r.voids)[0] != r.card:
                    wrong += 1
                    if wrong > limit:
                        break
        else:
            for r in records:
                held = hand | r.later
                legal = kabale_legal(t, held, r.table, r.ends)
                if legal & (legal - 1) and kabale_sense(t, legal, held, r.table)[0] != r.card:
                    wrong += 1
                    if wrong > limit:
                        break
        return wrong

    def walk(self, steps: int, rng: random.Random) -> None:
        hands, allowed, costs, others = self.hands, self.allowed, self.costs, self.others
        n = len(others)
        rand = rng.random
        for _ in range(steps):
            i = int(rand() * n)
            j = int(rand() * (n - 1))
            if j >= i:
                j += 1
            a, b = others[i], others[j]
            ha, hb = hands[a], hands[b]
            give = ha & allowed[b]       # cards a may pass to b
            take = hb & allowed[a]
            if not give or not take:
                continue
            x = _random_bit(give, rand)
            y = _random_bit(take, rand)
            # Metropolis: keep the swap when it adds at most ``room`` mismatches, where
            # EPSILON ** room > u >= EPSILON ** (room + 1) for a uniform u (so counting can stop early)
            u = rand()
            room = 0
            weight = EPSILON
            while weight > u:
                room += 1
                weight *= EPSILON
            budget = costs[a] + costs[b] + room
            na = ha ^ x ^ y
            ca = self.mismatches(a, na, budget) if self.records[a] else 0
            if ca > budget:
                continue
            nb = hb ^ y ^ x
            cb = self.mismatches(b, nb, budget - ca) if self.records[b] else 0
            if ca + cb <= budget:
                hands[a], hands[b] = na, nb
                costs[a], costs[b] = ca, cb

    def sample(self, rng: random.Random) -> TrickState | KabaleState:
        """The chain's next world, as a state."""
        if self.informative:
            self.walk(STEPS, rng)
        view = self.view
        if isinstance(view, TrickObservation):
            low = self.t.ace_low
            hands = tuple(from_strength(h, low) for h in self.hands)
            legal = 0
            if view.phase_id == PLAY:
                hand = hands[view.turn]
                legal = (hand & SUIT_MASKS[view.trick[0] // 13] or hand) if view.trick else hand
            return TrickState.of(view.deal, view.phase_id, hands, view.trick_no, view.leader, view.turn, view.trick,
                                 view.taken, view.log, legal, ())
        assert isinstance(view, KabaleObservation)
        hands = tuple(self.hands)
        ends = 0
        for index in range(52):
            if view.table >> index & 1:
                ends |= view.deal.outward[index]
        ends &= ~view.table
        return KabaleState(view.deal, view.phase_id, hands, view.table, ends, view.turn, view.passes, view.out,
                           view.lacks, view.log, state_legal(view.deal, hands[view.turn], view.table, ends), ())


def _random_bit(mask: int, rand: Any) -> int:
    n = mask.bit_count()
    k = int(rand() * n)
    while k:
        mask &= mask - 1
        k -= 1
    return mask & -mask


class InferringRules:
    """The search's ``rules`` for one decision: ``sample_world`` draws from the ``Inference`` chain."""

    def __init__(self, rules: DavoserjasRules, view: Observation, rng: random.Random) -> None:
        self.inference = Inference(rules, view, rng)

    def sample_world(self, view: Observation, rng: random.Random) -> TrickState | KabaleState:
        return self.inference.sample(rng)


