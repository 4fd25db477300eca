"""Fjols "festudgaven" (four of a kind; the Pig / Spoons family) for 3-13 players:
``resources/rules/en/festudgave.md``.

The rules in brief. Four cards of one rank per player (A, K, Q, ... downwards), four each. Everybody
passes one card to the left at the same time (a lock-step *tick*), until somebody holding four of a
kind signals (touches the nose / grabs a spoon). Then passing stops and everybody else must signal
too; the last to signal is the fjols, who deals the next round. A signal without four of a kind makes
the signaller the fjols (option: it is refused). Options (``resources/rules/en/festudgave.md#house-rules``):
free-flow passing, a full deck with a draw pile, letters instead of matchsticks (a full word and you are out;
the next round has one rank fewer), the reaction window, the tick timer, the spoons picture.

Turn structure. ``to_act`` is a set. Lock-step: every seat that has not chosen its card this tick
(``"pass QS"``); the choices are hidden (face-down ``"pass:<s>"`` piles, history ``"pass"``) and all
move at once when the last seat has chosen (G4). With a draw pile the dealer draws at the start of
every tick (hand 5) and the dealer's right neighbour passes to the waste instead of to the dealer; an
empty stock is refilled from the shuffled waste (G12). Free flow: every seat that can act now: with
sets, pass at 4 cards and ``"take"`` the oldest waiting card at 3 (never more than 4, G11); with a draw
pile, take at 4 (the dealer draws from the stock) and pass at 5.

The signal race, driven by the table (the engine reads no clock):
* Who may signal now: ``signal_seats(state)``; what it would cost: ``signal_cost(state, seat)``
  (``None`` when the signal would count; else ``false_signal(penalty=lose_round|reject)``). Before the
  trigger a seat may signal when it is to act (it has not yet chosen this tick's card); a seat that
  has chosen waits for the tick. Under ``reject`` a false signal is refused (``IllegalMoveError`` with
  ``false_signal``) and changes nothing.
* The first signal is the trigger, text ``"signal"``, and sets the race clock to 0. A valid trigger
  freezes passing (a half-chosen tick is cancelled) and every other seat must then signal with its
  reaction time as measured by the table: ``"signal 1350"`` (ms after the trigger, 0 ..
  ``signal_timeout_s * 1000``); ``signal_move(state, seat, reaction_ms)`` builds the right move. The
  table gives each human a key, stamps the key press against the moment it showed the trigger, and
  applies the move at once; computer players draw a delay and are applied with it (in any order:
  arrival order only breaks equal times).
* The window: when ``race_window_ms(state)`` has passed, the table applies ``timeout_moves(state)``
  (``"late"`` for every seat that has not signalled). When one seat is left and every signal so far is
  at or before the table's clock, ``certain_fjols(state, now_ms)`` names it: it is last whatever it
  does, and the table may apply its ``"late"`` at once (the spoons picture: nobody is left to wait
  for).
* The outcome: the fjols is the late seat (several late: one drawn with the round's seeded rng), else
  the signal with the greatest time (equal times: the later arrival).
* The tick timer (``tick_timer_s``) is the table's too: when it runs out, ``tick_timeout_moves(state,
  highlighted)`` passes each waiting seat's highlighted card, else a card drawn with the seeded rng.
In the simulator and the pure game loop the race is a plain turn: a racing seat picks one of
``RaceMoves`` (each millisecond of the window, or ``late``).

Decisions of our own where the rules leave room: the dealer is the last round's fjols, or, if that player
has just spelled the whole word, the next player still in (spec: "the fjols deals"); a round in which
nobody signals within ``MAX_TICKS`` ticks is abandoned unfinished (no fjols) and dealt again by the same
dealer; a tally match runs ``match_length`` rounds (our house rule; 0 = open-ended), a letters match
until one player is left (that player is the match survivor, ``match_winners``).

Stacked decks (``deck=``): card ``i < 4 * players`` goes to the ``i % players``-th seat still in the
match, counting clockwise from the dealer's left; with a draw pile the rest is the stock, next card
first. The deck must be exactly the cards in play (``party_deck(players)`` or the 52).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...cards import DECK52, Card, cards_of, mask_of, parse_card, party_deck, shuffle
from ...errors import FjolsError, InvalidCardError, InvalidMoveError, Reason
from ...options import QT_TRANSLATE_NOOP
from ...rules import BaseRules, DealResult, GameInfo, MatchContext, Move, Seat
from .options import DeckMode, FalseSignal, FestudgaveOptions, PassMode, Scoring, draw_reaction
from .state import (
    LATE,
    MAX_TICKS,
    OVER,
    PASS,
    PASSES,
    RACE,
    TAKE,
    TAKE_BIT,
    TRIGGER,
    TRIGGER_BIT,
    FestDeal,
    FestState,
    Late,
    PassCard,
    RaceMoves,
    Signal,
    Take,
    moves_of,
    quad_ranks,
)
from .view import FestudgaveObservation, observe, passes, sample_world

_NOBODY: frozenset[Seat] = frozenset()
_new_state = tuple.__new__
# positions of the fields that the hot paths replace (a list edit and one tuple: ``_replace`` is slow)
(_F_PHASE, _F_HANDS, _F_CHOSEN, _F_STOCK, _F_WASTE, _F_RESHUFFLES, _F_TICKS, _F_FRESH, _F_ACTING, _F_TRIGGER,
 _F_SIGNALS, _F_LATE, _F_FJOLS, _F_FALSE, _F_LOG, _F_RECEIVED) = (
    FestState._fields.index(name) for name in ("phase", "hands", "chosen", "stock", "waste", "reshuffles", "ticks",
                                               "fresh", "acting", "trigger", "signals", "late", "fjols",
                                               "false_signal", "log", "received"))


@lru_cache(maxsize=32)
def race_moves(window_ms: int) -> RaceMoves:
    return RaceMoves(window_ms)


def active_seats(options: FestudgaveOptions, losses: Sequence[int]) -> tuple[Seat, ...]:
    """The seats still in the match: with letters, those that have not yet spelled the whole word."""
    if options.scoring is Scoring.LETTERS:
        return tuple(s for s, lost in enumerate(losses) if lost < len(options.word.value))
    return tuple(range(len(losses)))


@lru_cache(maxsize=16)
def _deck_mask(ranks: int) -> int:
    """The cards in play: the whole pack (``ranks`` 0, draw-pile mode) or a party deck of ``ranks`` ranks."""
    return mask_of(party_deck(ranks) if ranks else DECK52)


@lru_cache(maxsize=64)
def make_deal(options: FestudgaveOptions, seats: int, dealer: Seat, number: int, losses: tuple[int, ...]) -> FestDeal:
    """The facts of one round (an immutable value, so equal arguments share one; the last 64 are kept:
    a match asks for one per round, a simulation for the same few again and again). The options check
    the table first, so a table they refuse raises here, every time (an exception is not cached), and a
    new deal at a known table does not check again."""
    options.check(seats)
    active = active_seats(options, losses)
    if len(active) < 2:
        raise FjolsError("festudgave: fewer than two players are left; the match is over")
    while dealer not in active:               # the fjols spelled the whole word: the next player still in
        dealer = (dealer + 1) % seats
    left = [-1] * seats
    for i, s in enumerate(active):
        left[s] = active[(i + 1) % len(active)]
    stock_mode = options.deck_mode is DeckMode.STOCK
    deck = _deck_mask(0 if stock_mode else len(active))
    discarder = left.index(dealer) if stock_mode else -1
    return FestDeal(options, seats, dealer, number, active, tuple(left), losses, deck, stock_mode,
                    options.pass_mode is PassMode.FREE_FLOW, discarder, options.window_ms,
                    options.false_signal is FalseSignal.LOSE_ROUND)


@lru_cache(maxsize=4096)
def _moves(mask: int) -> tuple[Move, ...]:
    """The moves of a legal mask (``moves_of``), kept for the hands that come again and again: a party
    deck of five ranks has 4,845 hands of four."""
    return moves_of(mask)


@lru_cache(maxsize=64)
def _layout(deck: int, active: tuple[Seat, ...], dealer: Seat,
            seats: int) -> tuple[tuple[int, ...], tuple[slice, ...]]:
    """How a round is dealt: the bits of the cards in play in index order (the order the shuffle
    starts from), and per seat the slice of the shuffled cards that is its hand. Card ``i`` of the
    first ``4 * k`` goes to the ``i % k``-th of the ``k`` active seats from the dealer's left, so the
    ``j``-th seat's hand is the slice ``j : 4 * k : k``; a seat out of the match gets an empty slice."""
    start = active.index(dealer) + 1
    k = len(active)
    parts = [slice(0, 0)] * seats
    for j in range(k):
        parts[active[(start + j) % k]] = slice(j, 4 * k, k)
    return tuple(card.bit for card in cards_of(deck)), tuple(parts)


@lru_cache(maxsize=64)
def _deal_table(options: FestudgaveOptions, seats: int, dealer: Seat, number: int, losses: tuple[int, ...]
                ) -> tuple[FestDeal, tuple[int, ...], tuple[slice, ...], frozenset[Seat]]:
    """A round's ``make_deal``, its ``_layout`` and its seats to act at the start of a lock-step tick
    (``_everyone``), looked up together: one cache lookup a new deal instead of three, and no fields of
    the deal read to key the others."""
    deal = make_deal(options, seats, dealer, number, losses)
    return (deal, *_layout(deal.deck, deal.active, deal.dealer, seats), _everyone(deal.active))


@lru_cache(maxsize=64)
def _everyone(active: tuple[Seat, ...]) -> frozenset[Seat]:
    """The seats to act at a lock-step tick's start: every seat in the round. One set per table, so
    that ``_without`` finds it by identity with its hash known."""
    return frozenset(active)


@lru_cache(maxsize=4096)
def _without(acting: frozenset[Seat], seat: Seat) -> frozenset[Seat]:
    """``acting`` less ``seat``: the seats still to choose after ``seat`` has chosen its card (lock-step).
    Kept, because a table asks for the same few sets again and again; a set that comes from here (or
    from ``_deal_table``) has its hash worked out already, so looking it up again is cheap."""
    return acting - {seat}


def draw(stock: tuple[int, ...], waste: int, reshuffles: int, seed: int) -> tuple[int, tuple[int, ...], int, int]:
    """The dealer's draw: ``(card, stock, waste, reshuffles)``. An empty stock is first refilled from
    the waste, shuffled with the round's seed (``resources/rules/en/festudgave.md#how-a-round-goes``, G12)."""
    if not stock:
        cards = [card.index for card in cards_of(waste)]
        random.Random(f"{seed}:reshuffle:{reshuffles}").shuffle(cards)
        stock, waste, reshuffles = tuple(cards), 0, reshuffles + 1
    return stock[0], stock[1:], waste, reshuffles


def can_take(deal: FestDeal, seat: Seat, held: int, queues: Sequence[tuple[int, ...]], stock: tuple[int, ...],
             waste: int) -> bool:
    """Free flow: one card short of a full hand, with a card waiting (the dealer: a card to draw)."""
    if held != deal.hand_limit(seat) - 1:
        return False
    return bool(queues[seat] or (deal.stock_mode and seat == deal.dealer and (stock or waste)))


def free_acting(deal: FestDeal, hands: Sequence[int], queues: Sequence[tuple[int, ...]], stock: tuple[int, ...],
                waste: int) -> frozenset[Seat]:
    """Free flow: the seats that can pass (full hand), take, or signal the four of a kind they hold (with a
    draw pile a player can hold four cards with nothing to pass or take)."""
    acting = []
    for s in deal.active:
        held = hands[s].bit_count()
        if held == deal.hand_limit(s) or can_take(deal, s, held, queues, stock, waste) or quad_ranks(hands[s]):
            acting.append(s)
    return frozenset(acting)


class FestudgaveRules(BaseRules[FestState, FestudgaveOptions]):
    info = GameInfo(
        id="festudgave", name=QT_TRANSLATE_NOOP("Games", "Fjols – festudgave"),
        summary=QT_TRANSLATE_NOOP("Games", "Pass cards to the left until someone has four of a kind; "
                                  "the last to touch their nose is the fjols."),
        min_seats=3, max_seats=13, default_seats=5, options_type=FestudgaveOptions, lower_is_better=True)

    # -- dealing --------------------------------------------------------------------------------------
    def new_deal(self, options: FestudgaveOptions, seats: int, dealer: Seat, rng: random.Random,
                 deck: Sequence[Any] | None = None, context: MatchContext | None = None) -> FestState:
        if context is None or not context.results:   # ``make_deal`` checks the table
            deal, bits, parts, everyone = _deal_table(options, seats, dealer, context.number if context else 0,
                                                      (0,) * seats)
        else:
            options.check(seats)   # before the totals, which assume a valid table
            deal, bits, parts, everyone = _deal_table(options, seats, dealer, context.number, context.totals(seats))
        # The cards are shuffled as their bits, not their indices: the shuffle moves items without
        # looking at them, so the order is the same, and a hand is then the sum of its slice's bits
        # (distinct powers of two below 2**52, which ``sum`` adds on its fast path of machine words).
        if deck is None:
            cards = list(bits)
            shuffle(cards, rng)
        else:
            if len(deck) != len(bits) or mask_of(deck) != deal.deck:
                raise InvalidCardError(f"festudgave: a stacked deck must hold exactly the {len(bits)} cards in play")
            cards = [card.bit for card in deck]
        hands = [sum(cards[part]) for part in parts]
        seed = rng.getrandbits(32)
        waste = reshuffles = 0
        if deal.stock_mode:
            stock = tuple([bit.bit_length() - 1 for bit in cards[4 * len(deal.active):]])
            if not deal.free_flow:                     # lock-step: the dealer draws at every tick's start
                card, stock, waste, reshuffles = draw(stock, waste, reshuffles, seed)
                hands[deal.dealer] |= 1 << card
        else:
            stock = ()
        blanks = (-1,) * seats
        nothing = ((),) * seats                        # the queues, and the cards received so far
        acting = free_acting(deal, hands, nothing, stock, waste) if deal.free_flow else everyone
        # ``tuple.__new__`` with the fields in order: the NamedTuple's own ``__new__`` is a Python function
        return _new_state(FestState, (deal, PASS, tuple(hands), blanks, nothing, stock, waste, reshuffles, 0, blanks,
                                      acting, -1, (), (), -1, False, (), seed, nothing))

    # -- whose turn, which moves ----------------------------------------------------------------------
    def to_act(self, state: FestState) -> frozenset[Seat]:
        return state.acting

    def legal_mask(self, state: FestState, seat: Seat) -> int:
        """Before the trigger: the cards ``seat`` may pass, plus ``TRIGGER_BIT`` and ``TAKE_BIT``."""
        if state.phase != PASS or seat not in state.acting:
            return 0
        deal = state.deal
        hand = state.hands[seat]
        mask = hand
        if deal.free_flow:
            held = hand.bit_count()
            if held != deal.hand_limit(seat):
                mask = TAKE_BIT if can_take(deal, seat, held, state.queues, state.stock, state.waste) else 0
        if deal.false_loses or quad_ranks(hand):
            mask |= TRIGGER_BIT
        return mask

    def legal_moves(self, state: FestState, seat: Seat) -> Sequence[Move]:
        if state.phase == PASS:
            deal = state.deal
            if deal.free_flow or seat not in state.acting:
                return _moves(self.legal_mask(state, seat))
            hand = state.hands[seat]            # lock-step: ``legal_mask`` written out
            return _moves(hand | TRIGGER_BIT if deal.false_loses or quad_ranks(hand) else hand)
        if state.phase == RACE and seat in state.acting:
            return race_moves(state.deal.window_ms)
        return ()

    # -- applying -------------------------------------------------------------------------------------
    def apply(self, state: FestState, seat: Seat, move: Move) -> FestState:
        if seat in state.acting:
            if state.phase == PASS:
                # A lock-step pass, written out here (the hot path): any card in the hand is laid face down
                # as this seat's choice; when the last seat has chosen, ``_tick`` moves them all.
                if isinstance(move, PassCard) and not state.deal.free_flow:
                    hands = list(state.hands)
                    if not move.bit & hands[seat]:
                        raise self.refuse(state, seat, move)
                    hands[seat] ^= move.bit
                    chosen = list(state.chosen)
                    chosen[seat] = move.index
                    log = state.log + ((seat, move._text),)
                    acting = _without(state.acting, seat)
                    if not acting:
                        return self._tick(state, hands, chosen, log)
                    # the state with these four fields replaced (``_replace`` is slow on the hot path)
                    fields: list[Any] = list(state)
                    fields[_F_HANDS], fields[_F_CHOSEN], fields[_F_ACTING], fields[_F_LOG] = \
                        tuple(hands), tuple(chosen), acting, log
                    return _new_state(FestState, fields)
                if type(move) is Signal and move.ms is None:    # the trigger: ``legal_mask``'s TRIGGER_BIT
                    if state.deal.false_loses or quad_ranks(state.hands[seat]):
                        return self._trigger(state, seat)
                    raise self.refuse(state, seat, move)
                mask = self.legal_mask(state, seat)
                if isinstance(move, PassCard) and move.card.bit & mask:
                    return self._pass(state, seat, move)
                if isinstance(move, Take) and mask & TAKE_BIT:
                    return self._take(state, seat)
                if isinstance(move, Signal) and move.ms is None and mask & TRIGGER_BIT:
                    return self._trigger(state, seat)
            elif isinstance(move, Late) or (isinstance(move, Signal) and move.ms is not None
                                            and 0 <= move.ms <= state.deal.window_ms):
                return self._react(state, seat, move)
        raise self.refuse(state, seat, move)

    def _pass(self, state: FestState, seat: Seat, move: PassCard) -> FestState:
        """Free flow: the card goes to the left neighbour's queue (the dealer's right: to the waste). A
        lock-step pass is written out in ``apply``."""
        deal = state.deal
        index, bit = move.index, move.bit
        hands = list(state.hands)
        hands[seat] ^= bit
        log = state.log + ((seat, move._text),)
        queues, waste, fresh = list(state.queues), state.waste, list(state.fresh)
        fresh[seat] = -1
        if seat == deal.discarder:
            waste |= bit
        else:
            queues[deal.left[seat]] += (index,)
        ticks = state.ticks + 1
        new = state._replace(hands=tuple(hands), queues=tuple(queues), waste=waste, ticks=ticks, fresh=tuple(fresh),
                             acting=free_acting(deal, hands, queues, state.stock, waste), log=log)
        return self._abandon(new) if ticks >= MAX_TICKS * len(deal.active) else new

    def _tick(self, state: FestState, hands: list[int], chosen: list[int], log: tuple[tuple[Seat, str], ...]) -> FestState:
        """Everybody has chosen: all chosen cards move to the left at once
        (``resources/rules/en/festudgave.md#how-a-round-goes``)."""
        deal = state.deal
        fresh = [-1] * deal.seats
        received = list(state.received)
        waste = state.waste
        discarder, left = deal.discarder, deal.left
        for s in deal.active:
            card = chosen[s]
            if s == discarder:
                waste |= 1 << card
            else:
                target = left[s]
                hands[target] |= 1 << card
                fresh[target] = card
                received[target] += (card,)
        fields: list[Any] = list(state)
        if deal.stock_mode:
            card, fields[_F_STOCK], waste, fields[_F_RESHUFFLES] = draw(state.stock, waste, state.reshuffles, state.seed)
            hands[deal.dealer] |= 1 << card
        ticks = state.ticks + 1
        fields[_F_HANDS], fields[_F_CHOSEN], fields[_F_WASTE], fields[_F_TICKS], fields[_F_FRESH] = \
            tuple(hands), (-1,) * deal.seats, waste, ticks, tuple(fresh)
        fields[_F_ACTING], fields[_F_LOG], fields[_F_RECEIVED] = _everyone(deal.active), log, tuple(received)
        new = _new_state(FestState, fields)
        return self._abandon(new) if ticks >= MAX_TICKS else new

    def _take(self, state: FestState, seat: Seat) -> FestState:
        deal = state.deal
        hands, queues, fresh = list(state.hands), list(state.queues), list(state.fresh)
        stock, waste, reshuffles, received = state.stock, state.waste, state.reshuffles, state.received
        if deal.stock_mode and seat == deal.dealer:
            card, stock, waste, reshuffles = draw(stock, waste, reshuffles, state.seed)
            fresh[seat] = -1
        else:
            card = queues[seat][0]
            queues[seat] = queues[seat][1:]
            fresh[seat] = card
            received = received[:seat] + (received[seat] + (card,),) + received[seat + 1:]
        hands[seat] |= 1 << card
        return state._replace(hands=tuple(hands), queues=tuple(queues), stock=stock, waste=waste,
                              reshuffles=reshuffles, fresh=tuple(fresh),
                              acting=free_acting(deal, hands, queues, stock, waste),
                              log=state.log + ((seat, "take"),), received=received)

    def _trigger(self, state: FestState, seat: Seat) -> FestState:
        deal = state.deal
        hands = list(state.hands)
        for s, card in enumerate(state.chosen):      # a half-chosen tick is cancelled
            if card >= 0:
                hands[s] |= 1 << card
        fields: list[Any] = list(state)
        fields[_F_HANDS], fields[_F_CHOSEN], fields[_F_TRIGGER], fields[_F_LOG] = \
            tuple(hands), (-1,) * deal.seats, seat, state.log + ((seat, "signal"),)
        if not quad_ranks(state.hands[seat]):         # false, and it costs the round (refused otherwise)
            fields[_F_PHASE], fields[_F_ACTING], fields[_F_FJOLS], fields[_F_FALSE] = OVER, _NOBODY, seat, True
        else:
            fields[_F_PHASE], fields[_F_ACTING] = RACE, frozenset(deal.active) - {seat}
        return _new_state(FestState, fields)

    def _react(self, state: FestState, seat: Seat, move: Move) -> FestState:
        signals, late = state.signals, state.late
        if isinstance(move, Signal) and move.ms is not None:
            signals += ((seat, move.ms),)
        else:
            late += (seat,)
        acting = state.acting - {seat}
        fields: list[Any] = list(state)
        fields[_F_SIGNALS], fields[_F_LATE], fields[_F_ACTING], fields[_F_LOG] = \
            signals, late, acting, state.log + ((seat, str(move)),)
        new = _new_state(FestState, fields)
        if acting:
            return new
        if late:                                      # several late: one drawn with the seeded rng
            fjols = late[random.Random(f"{state.seed}:late").randrange(len(late))]
        else:                                         # the greatest time; equal times: the later arrival
            fjols = signals[max(range(len(signals)), key=lambda i: (signals[i][1], i))][0]
        return new._replace(phase=OVER, fjols=fjols)

    def _abandon(self, state: FestState) -> FestState:
        return state._replace(phase=OVER, acting=_NOBODY)

    # -- refusals -------------------------------------------------------------------------------------
    def explain_illegal(self, state: FestState, seat: Seat, move: Move) -> Reason | None:
        deal = state.deal
        if state.phase == OVER:
            return Reason.of("deal_over")
        if not 0 <= seat < deal.seats or deal.left[seat] < 0:
            return Reason.of("not_in_round", seat=seat)
        if state.phase == RACE:
            if seat not in state.acting:
                return Reason.of("already_signalled", seat=seat)
            if isinstance(move, Late):
                return None
            if not isinstance(move, Signal):
                return Reason.of("must_signal", trigger=state.trigger)
            if move.ms is None:
                return Reason.of("signal_needs_time")
            if not 0 <= move.ms <= deal.window_ms:
                return Reason.of("signal_too_late", ms=move.ms, window_ms=deal.window_ms)
            return None
        if isinstance(move, Late) or (isinstance(move, Signal) and move.ms is not None):
            return Reason.of("no_trigger_yet")
        if seat not in state.acting:
            if not deal.free_flow:
                return Reason.of("already_chose", seat=seat)
            return Reason.of("wait_for_card", seat=seat)
        mask = self.legal_mask(state, seat)
        hand = state.hands[seat]
        if isinstance(move, Signal):
            return None if mask & TRIGGER_BIT else Reason.of("false_signal", penalty=deal.options.false_signal.value)
        if isinstance(move, Take):
            if not deal.free_flow:
                return Reason.of("take_needs_free_flow")
            if mask & TAKE_BIT:
                return None
            if hand.bit_count() >= deal.hand_limit(seat):
                return Reason.of("hand_full", cards=hand.bit_count())
            return Reason.of("nothing_to_take")
        if not isinstance(move, PassCard):
            return Reason.of("not_a_festudgave_move")
        if not move.card.bit & hand:
            return Reason.of("card_not_in_hand", card=str(move.card))
        if not move.card.bit & mask:
            return Reason.of("take_first", cards=hand.bit_count()) if mask & TAKE_BIT else Reason.of("wait_for_card")
        return None

    def move_for_drop(self, card: Any, target: str | None) -> Move | None:
        """The table's hook (``gui/move_index.py``): a card a player tries to play is passed on, the
        only thing a card is ever used for here (so a refusal names this game's rule)."""
        return PASSES[card.index] if isinstance(card, Card) else None

    # -- the table's side of the signal race (see the module docstring) -------------------------------
    def signal_seats(self, state: FestState) -> frozenset[Seat]:
        """The seats for which a signal is a legal move now."""
        if state.phase == RACE:
            return state.acting
        if state.phase != PASS:
            return _NOBODY
        return frozenset(s for s in state.acting if self.legal_mask(state, s) & TRIGGER_BIT)

    def signal_cost(self, state: FestState, seat: Seat) -> Reason | None:
        """What a signal by ``seat`` would cost now: None if it would count (a valid trigger, or any
        signal in the race), else ``false_signal(penalty=...)``: the round (lose_round) or nothing,
        because it is refused (reject)."""
        if state.phase == PASS and not quad_ranks(state.hands[seat]):
            return Reason.of("false_signal", penalty=state.deal.options.false_signal.value)
        return None

    def signal_move(self, state: FestState, seat: Seat, reaction_ms: int | None = None) -> Move:
        """The move for a signal key pressed by ``seat``: the trigger before the race, else a signal
        ``reaction_ms`` after the trigger (negative times count as 0; past the window it is ``late``)."""
        if state.phase != RACE:
            return TRIGGER
        if reaction_ms is None:
            raise ValueError("festudgave: a signal in the race needs its reaction time in ms")
        if reaction_ms > state.deal.window_ms:
            return LATE
        return Signal(max(0, int(reaction_ms)))

    def race_window_ms(self, state: FestState) -> int:
        return state.deal.window_ms

    def reaction_ms(self, options: Any, rng: random.Random) -> int:
        """A reaction from the whole ``ai_reaction`` band (for a level without a draw of its own)."""
        return draw_reaction(options, rng)

    def timeout_moves(self, state: FestState) -> tuple[tuple[Seat, Move], ...]:
        """The window has closed: ``late`` for every seat that has not signalled."""
        if state.phase != RACE:
            return ()
        return tuple((s, LATE) for s in sorted(state.acting))

    def certain_fjols(self, state: FestState, now_ms: int) -> Seat | None:
        """The one seat still to signal, if it is certainly last at the table's clock ``now_ms``."""
        if state.phase != RACE or len(state.acting) != 1:
            return None
        if any(ms > now_ms for _, ms in state.signals):
            return None
        return next(iter(state.acting))

    def tick_timeout_moves(self, state: FestState,
                           highlighted: Mapping[Seat, Card] | None = None) -> tuple[tuple[Seat, Move], ...]:
        """The tick timer ran out (lock-step): every seat still choosing passes its highlighted card, if
        it holds it, else a card drawn with the round's seeded rng."""
        if state.phase != PASS or state.deal.free_flow:
            return ()
        out = []
        for s in sorted(state.acting):
            card = (highlighted or {}).get(s)
            if card is None or not card.bit & state.hands[s]:
                hand = cards_of(state.hands[s])
                card = hand[random.Random(f"{state.seed}:tick:{state.ticks}:{s}").randrange(len(hand))]
            out.append((s, PASSES[card.index]))
        return tuple(out)

    # -- state queries --------------------------------------------------------------------------------
    def is_over(self, state: FestState) -> bool:
        return state.phase == OVER

    def scores(self, state: FestState) -> tuple[int, ...]:
        points = [0] * state.deal.seats
        if state.fjols >= 0:
            points[state.fjols] = 1
        return tuple(points)

    def move_bound(self, options: FestudgaveOptions, seats: int) -> int:
        return MAX_TICKS * seats * 2 + 2 * seats

    def parse_move(self, text: str) -> Move:
        words = text.lower().split()
        try:
            if len(words) == 2 and words[0] == "pass":
                return PASSES[parse_card(words[1]).index]
            if words == ["take"]:
                return TAKE
            if words == ["late"]:
                return LATE
            if words and words[0] == "signal":
                if len(words) == 1:
                    return TRIGGER
                if len(words) == 2 and words[1].isdigit():
                    return Signal(int(words[1]))
        except InvalidCardError as exc:
            raise InvalidMoveError(f"festudgave: {text!r} is not a move: {exc}") from None
        raise self.unparseable(text, "'pass QS', 'take', 'signal', 'signal 1350' or 'late'")

    # -- the match ------------------------------------------------------------------------------------
    def deal_result(self, state: FestState) -> DealResult:
        if state.phase != OVER:
            raise ValueError("festudgave: the round is not over")
        deal = state.deal
        points = self.scores(state)
        letters = deal.options.scoring is Scoring.LETTERS
        columns: tuple[tuple[str, tuple[int, ...]], ...] = (("letters" if letters else "matchsticks", points),)
        if letters:
            word = len(deal.options.word.value)
            columns += (("eliminated", tuple(int(deal.losses[s] + points[s] >= word) for s in range(deal.seats))),)
        if state.fjols < 0:
            return DealResult(points=points, columns=columns, notes=(Reason.of("unfinished", ticks=state.ticks),))
        notes = [Reason.of("false_signal", seat=state.fjols) if state.false_signal else
                 Reason.of("trigger", seat=state.trigger), Reason.of("fjols", seat=state.fjols)]
        notes += [Reason.of("late", seat=s) for s in state.late]
        return DealResult(points=points, fools=(state.fjols,), columns=columns, notes=tuple(notes))

    def next_dealer(self, options: FestudgaveOptions, seats: int, dealer: Seat, result: DealResult) -> Seat:
        if not result.fools:                          # unfinished: dealt again
            return dealer
        nxt = result.fools[0]
        eliminated = dict(result.columns).get("eliminated")
        if eliminated and not all(eliminated):
            while eliminated[nxt]:
                nxt = (nxt + 1) % seats
        return nxt

    def match_over(self, options: FestudgaveOptions, seats: int, results: Sequence[DealResult]) -> bool:
        if options.scoring is Scoring.LETTERS:
            return len(active_seats(options, MatchContext(len(results), tuple(results)).totals(seats))) <= 1
        return bool(options.match_length) and sum(1 for r in results if r.fools) >= options.match_length

    def match_winners(self, options: FestudgaveOptions, seats: int,
                      results: Sequence[DealResult]) -> tuple[Seat, ...]:
        """Letters: the survivor once the match is over. Matchsticks: nobody (there is only a fjols)."""
        if options.scoring is Scoring.LETTERS and self.match_over(options, seats, results):
            return active_seats(options, MatchContext(len(results), tuple(results)).totals(seats))
        return ()

    # -- what a seat may see --------------------------------------------------------------------------
    def observe(self, state: FestState, seat: Seat) -> FestudgaveObservation:
        return observe(self, state, seat)

    def sample_world(self, view: Any, rng: random.Random) -> FestState:
        return sample_world(self, view, rng)

    def passes(self, state: FestState) -> tuple[tuple[Seat, Seat, tuple[Card, ...]], ...]:
        """Every seat's cards from its right neighbour (``view.passes``)."""
        return passes(state)

