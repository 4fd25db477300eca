"""Fjols' rule-of-thumb players (``easy``, ``medium``) and the card sense they share with the hard
level's playouts (``docs/computer-players.md#fjols``).

A card's *cost* is its class first (plain < low trump < high trump), then its rank: beating with the
cheapest card keeps the trumps, which only a higher high trump can beat (``docs/computer-players.md#fjols``
items 1-2). What a seat can know (``Knowledge``): its hand, the dead cards and the chain (all played face up),
the cards others were seen to pick up (``known``), and so which cards may still be out (in other hands or the
stock). From that a card's *beaters out* counts the cards still out that could beat it: zero means nobody can
beat it (a high trump that is now the top one, ``docs/computer-players.md#fjols`` item 4).

* ``EasyPlayer`` "plays from the hand": it beats with the card of the lowest rank it may play (it
  looks at the number, not at the trump class, so it may spend a low trump on a plain card where a
  higher plain card would do), leads its lowest card, never picks up while it can beat, and
  remembers nothing; one move in four is a hunch (any card it may play).
* ``MediumPlayer`` follows ``docs/computer-players.md#fjols`` items 1-5 and 8: cheapest beater; while the
  stock is large it picks up a trump rather than spend a high trump on it (``docs/computer-players.md#fjols``
  item 3); with the stock empty it gives a player about to go out the hardest card it may play
  (``docs/computer-players.md#fjols`` item 5); it leads its weakest card, and the high trump ace only when it is
  its last card.

``card_sense(rules, state, seat)`` is medium's choice made fast on a full state, for the hard
level's playouts (``hard.py``).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import NamedTuple

from ....cards import CARDS
from ....errors import Reason
from ....players import Advice, AdvisingPlayer
from ....rules import Move, Observation, Seat
from ..rules import chain_mask
from ..state import LEAD, PICKUP, PICKUP_BIT, PLAYS, FjolsDeal
from ..view import FjolsObservation

CARD_BITS = PICKUP_BIT - 1


def card_text(index: int) -> str:
    return str(CARDS[index])


@lru_cache(maxsize=16)
def cost_order(high: int, low: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(order, cost)``: every card index from the cheapest to the dearest (plain, then low trump,
    then high trump; by rank within a class), and each index's cost."""
    cost = tuple((2 if i // 13 == high else 1 if i // 13 == low else 0) * 16 + i % 13 for i in range(52))
    order = tuple(sorted(range(52), key=lambda i: (cost[i], i)))
    return order, cost


def cheapest(mask: int, order: tuple[int, ...]) -> int:
    """The cheapest card of ``mask`` (-1 for none)."""
    for i in order:
        if mask >> i & 1:
            return i
    return -1


def lowest_rank(mask: int, rng: random.Random | None = None) -> int:
    """A card of the lowest rank in ``mask`` (ties: at random with ``rng``, else the lowest index)."""
    cards = [i for i in range(52) if mask >> i & 1]
    low = min(i % 13 for i in cards)
    ties = [i for i in cards if i % 13 == low]
    return ties[rng.randrange(len(ties))] if rng is not None and len(ties) > 1 else ties[0]


def deal_order(deal: FjolsDeal) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return cost_order(int(deal.high), int(deal.low))


class Knowledge(NamedTuple):
    """What one seat knows, as masks (see the module docstring)."""

    seat: Seat
    hand: int
    out: int                       # cards that may be in other hands or the stock
    known: tuple[int, ...]         # per seat: cards it was seen to pick up and still holds
    sizes: tuple[int, ...]
    stock: int


def knowledge(view: FjolsObservation) -> Knowledge:
    seen = view.hand_mask | view.discard | chain_mask(view.chain)
    for mask in view.known:
        seen |= mask
    out = view.deal.deck & ~seen
    for s, mask in enumerate(view.known):
        if s != view.seat:
            out |= mask
    return Knowledge(view.seat, view.hand_mask, out, view.known, view.hand_sizes, view.stock_size)


def next_seat(sizes: tuple[int, ...], seat: Seat) -> Seat:
    """The seat that will face this seat's card: the next one clockwise holding cards."""
    n = len(sizes)
    for k in range(1, n):
        s = (seat + k) % n
        if sizes[s]:
            return s
    return seat


def beaters_out(deal: FjolsDeal, know: Knowledge, card: int) -> int:
    """How many cards still out could beat ``card``."""
    return (deal.beat[card] & know.out).bit_count()


def hardest(deal: FjolsDeal, know: Knowledge, mask: int, cost: tuple[int, ...], nxt: Seat) -> int:
    """The card of ``mask`` the player ``nxt`` is least likely to beat: one it is not known to be able
    to beat, with the fewest beaters out; the cheaper of equals."""
    def key(i: int) -> tuple[int, int, int]:
        return (bool(deal.beat[i] & know.known[nxt]), beaters_out(deal, know, i), cost[i])
    return min((i for i in range(52) if mask >> i & 1), key=key)


class FjolsPlayer(AdvisingPlayer):
    """Dispatches on the phase."""

    def decide(self, view: Observation, rng: random.Random) -> Advice:
        assert isinstance(view, FjolsObservation)
        if view.phase_id == LEAD:
            return self.lead(view, rng)
        return self.respond(view, rng)

    def lead(self, view: FjolsObservation, rng: random.Random) -> Advice:
        raise NotImplementedError

    def respond(self, view: FjolsObservation, rng: random.Random) -> Advice:
        raise NotImplementedError


class EasyPlayer(FjolsPlayer):
    level = "easy"
    hunch = 0.25

    def lead(self, view: FjolsObservation, rng: random.Random) -> Advice:
        if rng.random() < self.hunch:
            moves = view.legal_moves
            return Advice(moves[rng.randrange(len(moves))], Reason.of("hunch"))
        card = lowest_rank(view.hand_mask, rng)
        return Advice(PLAYS[card], Reason.of("lead_lowest", card=card_text(card)))

    def respond(self, view: FjolsObservation, rng: random.Random) -> Advice:
        plays = view.legal_mask & CARD_BITS    # two moves or more: a card to play among them
        target = card_text(view.target)
        if rng.random() < self.hunch:
            cards = [i for i in range(52) if plays >> i & 1]
            card = cards[rng.randrange(len(cards))]
            return Advice(PLAYS[card], Reason.of("hunch"))
        card = lowest_rank(plays, rng)
        return Advice(PLAYS[card], Reason.of("beat_lowest", card=card_text(card), target=target))


def medium_lead(view: FjolsObservation) -> tuple[Move, Reason]:
    deal = view.deal
    order, cost = deal_order(deal)
    know = knowledge(view)
    hand = view.hand_mask
    nxt = next_seat(view.hand_sizes, view.seat)
    if view.stock_size == 0 and view.hand_sizes[nxt] <= 1 < hand.bit_count():
        card = hardest(deal, know, hand, cost, nxt)
        return PLAYS[card], Reason.of("lead_hard_for_next", card=card_text(card), seat=nxt)
    ace = int(deal.high) * 13 + 12
    # the high trump ace only as the last card (``docs/computer-players.md#fjols`` item 8)
    spare = hand & ~(1 << ace) or hand
    card = cheapest(spare, order)
    keeps = cost[card] < 16 and any(cost[i] >= 16 for i in range(52) if hand >> i & 1)
    return PLAYS[card], Reason.of("lead_weak" if keeps else "lead_weakest", card=card_text(card))


def medium_respond(view: FjolsObservation) -> tuple[Move, Reason]:
    deal = view.deal
    order, cost = deal_order(deal)
    plays = view.legal_mask & CARD_BITS    # two moves or more (a forced pick-up never gets here)
    target = view.target
    hand = view.hand_mask
    if view.stock_size == 0 and hand.bit_count() == 1:
        card = cheapest(plays, order)
        return PLAYS[card], Reason.of("go_out", card=card_text(card))
    know = knowledge(view)
    sizes = list(view.hand_sizes)
    nxt = next_seat(tuple(sizes), view.seat)
    if view.stock_size == 0 and view.hand_sizes[nxt] <= 2 and nxt != view.seat:
        card = hardest(deal, know, plays, cost, nxt)
        return PLAYS[card], Reason.of("hard_for_next", card=card_text(card), seat=nxt)
    card = cheapest(plays, order)
    if view.legal_mask & PICKUP_BIT and cost[card] >= 32 and cost[target] >= 16 \
            and view.stock_size >= view.seats * 2:
        return PICKUP, Reason.of("pick_up_trump", card=card_text(target), keep=card_text(card))
    if cost[card] >= 32 and beaters_out(deal, know, card) == 0:
        return PLAYS[card], Reason.of("top_trump", card=card_text(card))
    return PLAYS[card], Reason.of(beat_key(card, hand, cost), card=card_text(card), target=card_text(target))


def beat_key(card: int, hand: int, cost: tuple[int, ...]) -> str:
    """Why the cheapest beater: a plain card keeps the trumps we hold; a trump is the cheapest that beats;
    without a trump in the hand, it is just the lowest card that beats."""
    if cost[card] >= 32:
        return "beat_high_trump"
    if cost[card] >= 16:
        return "beat_low_trump"
    if any(cost[i] >= 16 for i in range(52) if hand >> i & 1):
        return "beat_cheap"
    return "beat_lowest"


class MediumPlayer(FjolsPlayer):
    level = "medium"

    def lead(self, view: FjolsObservation, rng: random.Random) -> Advice:
        return Advice(*medium_lead(view))

    def respond(self, view: FjolsObservation, rng: random.Random) -> Advice:
        return Advice(*medium_respond(view))
