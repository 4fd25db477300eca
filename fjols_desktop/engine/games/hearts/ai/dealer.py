"""A fast dealer of the hard level's worlds in the play phase: the hidden cards straight into masks.

``HeartsRules.sample_world`` builds a whole ``HeartsState`` per world through the generic
``worlds.deal_hidden``; the search then only needs the hands and the public part of the position.
``Dealer`` works the public part out once per decision (hand sizes, the suits each seat showed void
in, the cards this seat passed, which the receiver holds until it plays them) and then deals each
world as a few mask operations, so a decision's CPU budget buys more worlds. Its worlds follow the
same rules as ``sample_world``'s: every hand gets its size, no seat gets a card of a suit it showed
void in, and every consistent deal can come out. Without voids the deal is a plain shuffle; with
them the cards of the most constrained suits go first, each to a seat allowed to hold it in
proportion to the room left there (close to uniform, not exactly), and a dead end falls back to
``deal_hidden``'s exact matching.
"""

from __future__ import annotations

import random

from ....cards import CARDS
from ....tricks import allowed_by_voids
from ....worlds import deal_hidden
from ..view import HeartsObservation
from .kernel import Position

RETRIES = 20      # greedy deals tried before the exact matching


class Dealer:
    """Deals the hidden cards of one play-phase view again and again; ``sample_world`` returns the
    playout's start (``kernel.Position``) with every hand filled in."""

    def __init__(self, view: HeartsObservation) -> None:
        me, seats, deal = view.seat, view.seats, view.deal
        known = [0] * seats
        if view.my_pass:
            known[deal.pass_target(me)] = view.my_pass & ~view.played
        hands = list(known)
        hands[me] = view.hand_mask
        self.hands = hands
        unseen = deal.deck & ~view.played & ~view.hand_mask
        for m in known:
            unseen &= ~m
        self.others = [s for s in range(seats) if s != me]
        self.needs = [view.hand_sizes[s] - known[s].bit_count() for s in range(seats)]
        allowed = [allowed_by_voids(v) for v in view.voids]
        suits = []          # (cards, the seats that may hold them), the most constrained suits first
        for suit in range(4):
            cards = [i for i in range(suit * 13, suit * 13 + 13) if unseen >> i & 1]
            if cards:
                suits.append((cards, [s for s in self.others if allowed[s] >> (suit * 13) & 1]))
        suits.sort(key=lambda entry: len(entry[1]))
        self.suits = suits
        self.free = all(len(holders) == len(self.others) for _, holders in suits)
        self.unseen = [i for i in range(52) if unseen >> i & 1]
        self.allowed = [allowed[s] for s in self.others]
        self.start = Position((), view.trick, view.leader, view.trick_no, view.broken, view.taken, view.voids)

    def sample_world(self, view: HeartsObservation, rng: random.Random) -> Position:
        return self.start._replace(hands=self.deal(rng))

    def deal(self, rng: random.Random) -> list[int]:
        """Every seat's hand in one world."""
        hands = list(self.hands)
        if self.free:
            cards = self.unseen[:]
            rng.shuffle(cards)
            i = 0
            for s in self.others:
                for index in cards[i:i + self.needs[s]]:
                    hands[s] |= 1 << index
                i += self.needs[s]
            return hands
        for _ in range(RETRIES):
            dealt = self._greedy(rng)
            if dealt is not None:
                return dealt
        masks = deal_hidden([CARDS[i] for i in self.unseen], [self.needs[s] for s in self.others], self.allowed, rng)
        for s, mask in zip(self.others, masks):
            hands[s] |= mask
        return hands

    def _greedy(self, rng: random.Random) -> list[int] | None:
        room = list(self.needs)
        out = list(self.hands)
        for cards, holders in self.suits:
            for index in cards:
                total = 0
                for s in holders:
                    total += room[s]
                if not total:
                    return None
                pick = rng.random() * total
                seat = -1
                for s in holders:
                    if room[s]:
                        seat = s
                        pick -= room[s]
                        if pick < 0:
                            break
                out[seat] |= 1 << index
                room[seat] -= 1
        return out
