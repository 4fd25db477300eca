"""What one Festudgaven seat may know, and worlds consistent with it.

Facts: the house rules that matter at the table (false signals, the signal), the passing round, whose
card comes to this seat next (``next_card_from``: its right neighbour, or the stock for the dealer
with a draw pile), the first signaller, spoons left, who is out, the fjols.

A seat sees its own hand and the card it has chosen, how many cards everybody holds and has chosen or
has waiting, the signals, and the cards it put face down itself: the cards waiting in its left
neighbour's queue (free flow) and, for the dealer's right neighbour, the waste. It also knows that its
left neighbour holds the card it last passed until that neighbour has passed on since (``left_holds``),
every card that reached it from its right neighbour, in order (``received``: it saw each one
arrive; ``docs/computer-players.md#festudgaven`` item 1 "the only information you get is what your right
neighbour passes", which a computer player, keeping no memory between moves, can only read from its view),
and which of its own passes have reached its left neighbour (``delivered``). The state keeps those
lists as the round goes (``FestState.received``), so an observation does not read the move log for
them. Everything else is hidden; other seats' passes show as ``"pass"`` in the history. The seat's own hand pile marks the card that reached it last while it still holds it
(``"received"``), for the table to point out; no other seat's observation carries that mark.

``sample_world`` deals the hidden cards at random under those facts. One simplification: after the
waste has been shuffled into a new stock, the seat that discarded it is not credited with knowing
which cards the new stock holds (the order is unknown anyway; tracking the set through the dealer's
draws is left to computer players).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from ...cards import CARDS, Card, cards_of, marks_in, shuffle
from ...errors import Reason
from ...rules import GameInfo, Move, Observation, Pile, PileKind, Seat
from ...worlds import deal_hidden
from .options import MAX_SEATS, EndTheme
from .state import OVER, PASSES, PHASE_NAMES, RACE, TAKE_BIT, TRIGGER_BIT, FestDeal, FestState


class RulesForView(Protocol):
    """What ``observe`` asks of the rules (``rules.FestudgaveRules`` is one); a protocol, so that the
    view does not import the rules that import it."""

    @property
    def info(self) -> GameInfo: ...
    def legal_mask(self, state: FestState, seat: Seat) -> int: ...
    def legal_moves(self, state: FestState, seat: Seat) -> Sequence[Move]: ...
    def scores(self, state: FestState) -> tuple[int, ...]: ...
    def signal_seats(self, state: FestState) -> frozenset[Seat]: ...
    def signal_cost(self, state: FestState, seat: Seat) -> Reason | None: ...


@dataclass(frozen=True, kw_only=True)
class FestudgaveObservation(Observation):
    deal: FestDeal
    phase_id: int
    hand_mask: int
    my_choice: int                 # card index this seat chose this tick (lock-step), -1 if none
    chosen: tuple[bool, ...]       # who has chosen this tick (the cards lie face down)
    queue_sizes: tuple[int, ...]   # free flow: cards waiting for each seat
    my_queued: tuple[int, ...]     # free flow: this seat's passes still waiting for its left neighbour
    left_holds: int                # card index the left neighbour is known to hold, -1 if none
    stock_size: int
    waste_size: int
    my_waste: int                  # the waste, for the seat that discarded it (the dealer's right)
    ticks: int
    trigger: Seat                  # the first signaller, -1 before
    signals: tuple[tuple[Seat, int], ...]   # later signals in arrival order: (seat, ms after the trigger)
    late: tuple[Seat, ...]
    fjols: Seat
    false_signal: bool
    may_signal: bool               # a signal is a legal move for this seat now
    received: tuple[int, ...] = ()  # card indices that reached this seat from its right neighbour, in order
    delivered: tuple[int, ...] = ()  # card indices this seat passed that reached its left neighbour, in order
    signal_cost: Reason | None     # what it would cost (see FestudgaveRules.signal_cost)


def _source(deal: FestDeal, seat: Seat) -> Seat:
    """Who feeds ``seat``'s queue and hand from the right: -1 for the dealer with a draw pile."""
    if deal.stock_mode and seat == deal.dealer:
        return -1
    return deal.right(seat)


def passes(state: FestState) -> tuple[tuple[Seat, Seat, tuple[Card, ...]], ...]:
    """``(giver, receiver, cards)`` for each seat that received cards from its right neighbour (the
    cards in the order they came); the discarder's passes to the waste reached nobody."""
    deal = state.deal
    return tuple((_source(deal, seat), seat, tuple(CARDS[c] for c in got))
                 for seat, got in enumerate(state.received) if got)


@lru_cache(maxsize=MAX_SEATS)
def _hidden_from(seat: Seat) -> Mapping[tuple[Seat, str], tuple[Seat, str]]:
    """Every other seat's pass as ``seat`` sees it in the history: ``(s, "pass QS")`` becomes
    ``(s, "pass")``. A table, so that the history, which every observation lists in full, is one
    lookup per move."""
    return {(s, move._text): (s, "pass") for s in range(MAX_SEATS) if s != seat for move in PASSES}


def _history(state: FestState, seat: Seat) -> tuple[tuple[Seat, str], ...]:
    """The round's moves as ``seat`` saw them: its own passes named, everybody else's as ``"pass"``."""
    log = state.log
    return tuple(map(_hidden_from(seat).get, log, log))   # the default: the entry as it is


def observe(rules: RulesForView, state: FestState, seat: Seat) -> FestudgaveObservation:
    deal = state.deal
    seats = deal.seats
    hand = state.hands[seat]
    sizes = tuple(h.bit_count() for h in state.hands)
    received = state.received[seat]
    fresh = marks_in(hand, 1 << received[-1], "received") if received else ()   # the card that came last
    piles = [Pile(f"hand:{s}", PileKind.HAND, owner=s, cards=cards_of(hand) if s == seat else (None,) * sizes[s],
                  marks=fresh if s == seat else ()) for s in range(seats)]
    for s, card in enumerate(state.chosen):
        if card >= 0:
            piles.append(Pile(f"pass:{s}", PileKind.PASS, owner=s, cards=(CARDS[card] if s == seat else None,)))
    active = deal.left[seat] >= 0
    receiver = deal.left[seat] if active and seat != deal.discarder else -1
    if deal.free_flow:
        for s in deal.active:
            queue = state.queues[s]
            shown = tuple(CARDS[i] for i in queue) if s == receiver else (None,) * len(queue)
            piles.append(Pile(f"queue:{s}", PileKind.PASS, owner=s, cards=shown, played_by=(deal.right(s),) * len(queue)))
    my_waste = state.waste if seat == deal.discarder else 0
    if deal.stock_mode:
        piles.append(Pile("stock", PileKind.STOCK, cards=(None,) * len(state.stock)))
        piles.append(Pile("waste", PileKind.DISCARD, owner=deal.discarder,
                          cards=cards_of(my_waste) if my_waste else (None,) * state.waste.bit_count()))
    left_holds = -1
    if receiver >= 0 and _source(deal, receiver) == seat:
        left_holds = state.fresh[receiver]
    facts = [Reason.of("false_signal_penalty", penalty=deal.options.false_signal.value),
             Reason.of("end_theme", theme=deal.options.end_theme.value)]
    if not deal.free_flow:
        facts.append(Reason.of("tick", number=state.ticks + 1))
    if active and state.phase != OVER:  # whose card comes next to this seat: its right neighbour's, or the stock's
        source = _source(deal, seat)
        facts.append(Reason.of("next_card_from", seat=source) if source >= 0 else Reason.of("next_card_from_stock"))
    if state.trigger >= 0 and not state.false_signal:
        facts.append(Reason.of("trigger", seat=state.trigger))
    if deal.options.end_theme is EndTheme.SPOONS:
        taken = (state.trigger >= 0 and not state.false_signal) + len(state.signals)
        facts.append(Reason.of("spoons_left", count=max(0, len(deal.active) - 1 - taken)))
    facts += [Reason.of("eliminated", seat=s) for s in range(seats) if deal.left[s] < 0]
    if state.phase == OVER:
        facts.append(Reason.of("fjols", seat=state.fjols) if state.fjols >= 0 else Reason.of("unfinished"))
    to_act = state.acting
    return FestudgaveObservation(
        game=rules.info.id, seat=seat, seats=seats, dealer=deal.dealer, phase=PHASE_NAMES[state.phase],
        to_act=to_act, legal_moves=rules.legal_moves(state, seat), hand=cards_of(hand), hand_sizes=sizes,
        piles=tuple(piles), points=rules.scores(state), facts=tuple(facts), prompt=_prompt(rules, state, seat),
        history=_history(state, seat), over=state.phase == OVER,
        deal=deal, phase_id=state.phase, hand_mask=hand, my_choice=state.chosen[seat],
        chosen=tuple(c >= 0 for c in state.chosen), queue_sizes=tuple(len(q) for q in state.queues),
        my_queued=state.queues[receiver] if deal.free_flow and receiver >= 0 else (), left_holds=left_holds,
        stock_size=len(state.stock), waste_size=state.waste.bit_count(), my_waste=my_waste, ticks=state.ticks,
        trigger=state.trigger, signals=state.signals, late=state.late, fjols=state.fjols,
        false_signal=state.false_signal, may_signal=seat in rules.signal_seats(state),
        signal_cost=rules.signal_cost(state, seat) if seat in to_act else None,
        received=received, delivered=state.received[receiver] if receiver >= 0 else ())


def _prompt(rules: RulesForView, state: FestState, seat: Seat) -> Reason | None:
    if seat not in state.acting:
        return None
    deal = state.deal
    if state.phase == RACE:
        return Reason.of("signal_now", trigger=state.trigger)
    mask = rules.legal_mask(state, seat)
    if mask & TAKE_BIT:
        return Reason.of("take_card")
    if not mask & ~(TAKE_BIT | TRIGGER_BIT):       # free flow: nothing to pass or take, but a quad
        return Reason.of("four_of_a_kind")
    return Reason.of("choose_pass", to=deal.left[seat] if seat != deal.discarder else -1)


def sample_world(rules: Any, view: Any, rng: random.Random) -> FestState:
    """A full state consistent with ``view`` (see the module docstring)."""
    assert isinstance(view, FestudgaveObservation)
    deal, me, seats = view.deal, view.seat, view.seats
    receiver = deal.left[me] if deal.left[me] >= 0 and me != deal.discarder else -1
    known = view.hand_mask | view.my_waste
    if view.my_choice >= 0:
        known |= 1 << view.my_choice
    for index in view.my_queued:
        known |= 1 << index
    if view.left_holds >= 0:
        known |= 1 << view.left_holds
    # slots: (kind, seat) -> number of unknown cards it needs
    slots: list[tuple[str, int]] = []
    needs: list[int] = []
    for s in deal.active:
        if s == me:
            continue
        held = view.hand_sizes[s] + view.chosen[s] - (s == receiver and view.left_holds >= 0)
        slots.append(("hand", s))
        needs.append(held)
    for s in deal.active:
        slots.append(("queue", s))
        needs.append(view.queue_sizes[s] - (len(view.my_queued) if s == receiver else 0))
    slots.append(("stock", -1))
    needs.append(view.stock_size)
    slots.append(("waste", -1))
    needs.append(view.waste_size - view.my_waste.bit_count())
    dealt = deal_hidden(cards_of(deal.deck & ~known), needs, [-1] * len(needs), rng)
    hands = [0] * seats
    chosen = [-1] * seats
    queues: list[tuple[int, ...]] = [()] * seats
    hands[me] = view.hand_mask
    chosen[me] = view.my_choice
    stock: tuple[int, ...] = ()
    waste = view.my_waste
    for (kind, s), mask in zip(slots, dealt):
        if kind == "hand":
            pool = [c.index for c in cards_of(mask)]
            if s == receiver and view.left_holds >= 0:
                pool.append(view.left_holds)
            shuffle(pool, rng)
            if view.chosen[s]:
                chosen[s] = pool.pop()
            hands[s] = sum(1 << i for i in pool)
        elif kind == "queue":
            order = [c.index for c in cards_of(mask)]
            shuffle(order, rng)
            queues[s] = view.my_queued if s == receiver else tuple(order)
        elif kind == "stock":
            order = [c.index for c in cards_of(mask)]
            shuffle(order, rng)
            stock = tuple(order)
        else:
            waste |= mask
    fresh = [-1] * seats
    received: list[tuple[int, ...]] = [()] * seats   # what reached the others from elsewhere is not known
    received[me] = view.received
    if receiver >= 0:
        fresh[receiver] = view.left_holds
        received[receiver] = view.delivered
    state = FestState(deal, view.phase_id, tuple(hands), tuple(chosen), tuple(queues), stock, waste, 0, view.ticks,
                      tuple(fresh), view.to_act, view.trigger, view.signals, view.late, view.fjols, view.false_signal,
                      view.history, rng.getrandbits(32), tuple(received))
    return state

