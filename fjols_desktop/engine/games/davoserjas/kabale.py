"""Davoserjas' kabale (``resources/rules/en/davoserjas.md#round-6-the-kabale``): a sevens layout, built up and
down in suit from the sevens.

* The sevens (``kabale_sevens``): ``setup`` lays every seven out before the first turn, from the hands
  that hold them, at no cost (the seed's "Læg de fire syvere ud"); ``forced_on_turn`` has them played
  in turn, a player holding one must play a seven; ``free_on_turn`` makes a seven one more legal card.
* The player to the dealer's left goes first; turns go clockwise, skipping players who are out.
* A card fits next to the lowest or the highest card of its suit's row; the ace lies below the two
  (``kabale_ace=low``, default) or above the king. Cards not in play (removed twos) are skipped: the
  row goes on with the next card in play. You must lay a card if you can; only a player with no card
  that fits passes, and pays the rule's ``per_pass``.
* Scoring by cards left: the round ends the moment a player lays their last card; everyone else pays
  ``per_card_left`` per card. Scoring by places: play goes on until one player is left; each place
  behind the first costs the rule's place points. The first out subtracts ``first_out_bonus``.

A seat that passes shows it holds none of the cards that fit; under ``forced_on_turn`` a seat that
lays a non-seven shows it holds no seven. The state records this (``lacks``), so computer players and
``sample_world`` deal hidden cards only where they can be.

Stacked decks (``deck=``): card ``i`` goes to seat ``(dealer + 1 + i) % seats`` (with ``full_52`` the
first seats from the dealer's left get one card more); the deck must be exactly the kabale's cards.
"""

from __future__ import annotations

import random

from ...cards import CARDS, FULL_MASK, cards_of
from ...errors import Reason
from ...rules import DealResult, Move, Pile, PileKind, Seat
from ...worlds import deal_hidden
from .options import DavoserjasOptions, KabaleAce, KabaleScoring, KabaleSevens, Round
from .rounds import deck_mask, penalty_reasons, removed_reasons
from .state import (
    LAYS,
    OVER,
    PASS,
    PASS_INDEX,
    PHASE_NAMES,
    PLAY,
    SEVENS_MASK,
    KabaleDeal,
    KabalePass,
    KabaleState,
    Lay,
    kabale_legal,
    kabale_points,
    kabale_rows,
    round_label,
    turn_refusal,
)
from .view import KabaleObservation, hand_piles

_new_state = tuple.__new__


def start(options: DavoserjasOptions, seats: int, dealer: Seat, number: int, round_count: int, rule: Round,
          hands: tuple[int, ...]) -> KabaleState:
    deck = deck_mask(options, seats, kabale=True)
    suit_order, outward = kabale_rows(deck, options.kabale_ace is KabaleAce.LOW)
    table = ends = 0
    setup: list[tuple[Seat, int]] = []
    if options.kabale_sevens is KabaleSevens.SETUP:
        held = list(hands)
        for seven in cards_of(SEVENS_MASK):
            owner = next(s for s in range(seats) if held[s] & seven.bit)
            held[owner] ^= seven.bit
            table |= seven.bit
            ends |= outward[seven.index]
            setup.append((owner, seven.index))
        hands = tuple(held)
    stop_after = seats - 1 if rule.kabale_scoring is KabaleScoring.PLACES else 1
    deal = KabaleDeal(options, seats, dealer, number, round_count, rule, deck, options.kabale_sevens, suit_order, outward,
                      stop_after, tuple(setup))
    turn = (dealer + 1) % seats
    zeros = (0,) * seats
    return KabaleState(deal, PLAY, hands, table, ends, turn, zeros, (), zeros, (),
                       kabale_legal(deal, hands[turn], table, ends), ())


def fits(table: int, ends: int) -> int:
    """Every card not yet laid that fits the layout now (a seven fits while its row is closed)."""
    return ends | (SEVENS_MASK & ~table)


def _next_turn(hands: list[int], seat: Seat, seats: int) -> Seat:
    nxt = seat + 1 if seat + 1 < seats else 0
    while not hands[nxt]:
        nxt = nxt + 1 if nxt + 1 < seats else 0
    return nxt


def lay(state: KabaleState, seat: Seat, index: int) -> KabaleState:
    deal, _, hands, table, ends, _, passes, out, lacks, log, _, _ = state
    bit = 1 << index
    closed_sevens = SEVENS_MASK & ~table
    if deal.sevens is KabaleSevens.FORCED_ON_TURN and closed_sevens and not bit & SEVENS_MASK:
        new_lacks = list(lacks)
        new_lacks[seat] |= closed_sevens
        lacks = tuple(new_lacks)
    new_hands = list(hands)
    new_hands[seat] ^= bit
    table |= bit
    ends = (ends & ~bit) | deal.outward[index]
    log = log + ((seat, index),)
    if not new_hands[seat]:
        out = out + (seat,)
        if len(out) >= deal.stop_after:
            return _new_state(KabaleState, (deal, OVER, tuple(new_hands), table, ends, -1, passes, out, lacks, log, 0,
                                            kabale_points(deal, tuple(new_hands), passes, out)))
    nxt = _next_turn(new_hands, seat, deal.seats)
    return _new_state(KabaleState, (deal, PLAY, tuple(new_hands), table, ends, nxt, passes, out, lacks, log,
                                    kabale_legal(deal, new_hands[nxt], table, ends), ()))


def pass_turn(state: KabaleState, seat: Seat) -> KabaleState:
    deal, _, hands, table, ends, _, passes, out, lacks, log, _, _ = state
    new_passes = list(passes)
    new_passes[seat] += 1
    new_lacks = list(lacks)
    new_lacks[seat] |= fits(table, ends)
    nxt = _next_turn(list(hands), seat, deal.seats)
    return _new_state(KabaleState, (deal, PLAY, hands, table, ends, nxt, tuple(new_passes), out, tuple(new_lacks),
                                    log + ((seat, PASS_INDEX),), kabale_legal(deal, hands[nxt], table, ends), ()))


def scores(state: KabaleState) -> tuple[int, ...]:
    if state.phase == OVER:
        return state.points
    return tuple(p * state.deal.rule.per_pass for p in state.passes)


def explain_illegal(state: KabaleState, seat: Seat, move: Move) -> Reason | None:
    refusal = turn_refusal(state, seat)
    if refusal is not None:
        return refusal
    if isinstance(move, KabalePass):
        return Reason.of("must_lay_when_able") if state.legal else None
    if type(move) is not Lay:
        return Reason.of("must_lay_or_pass")
    card = move.card
    if not card.bit & state.hands[seat]:
        return Reason.of("card_not_in_hand", card=str(card))
    if card.bit & state.legal:
        return None
    if state.deal.sevens is KabaleSevens.FORCED_ON_TURN and state.legal & SEVENS_MASK:
        return Reason.of("must_lay_seven")
    return Reason.of("card_does_not_fit", card=str(card), row=card.suit.letter)


def deal_result(state: KabaleState) -> DealResult:
    deal = state.deal
    columns = [("passes", state.passes), ("cards_left", tuple(h.bit_count() for h in state.hands))]
    if deal.rule.kabale_scoring is KabaleScoring.PLACES:
        columns.append(("place", tuple(state.out.index(s) + 1 if s in state.out else deal.seats
                                       for s in range(deal.seats))))
    return DealResult(points=state.points, winners=state.out[:1], label=round_label(deal),
                      columns=tuple(columns))


# --- what a seat may see ------------------------------------------------------------------------------------

def observe(state: KabaleState, seat: Seat, legal_moves: tuple[Move, ...],
            to_act: frozenset[Seat]) -> KabaleObservation:
    deal = state.deal
    seats = deal.seats
    sizes = tuple(h.bit_count() for h in state.hands)
    piles = hand_piles(state.hands, seat)
    laid_by = {index: s for s, index in deal.setup}
    history = []
    for s, index in state.log:
        if index == PASS_INDEX:
            history.append((s, str(PASS)))
        else:
            laid_by[index] = s
            history.append((s, str(LAYS[index])))
    for suit, order in enumerate(deal.suit_order):
        row = tuple(index for index in order if state.table >> index & 1)
        piles.append(Pile("row:" + "CDHS"[suit], PileKind.ROW, cards=tuple(CARDS[i] for i in row),
                          played_by=tuple(laid_by[i] for i in row), label=Reason.of("row", suit="CDHS"[suit])))
    facts = [round_label(deal), *penalty_reasons(deal.rule, seats),
             Reason.of("kabale_ace", ace=deal.options.kabale_ace.value),
             Reason.of("kabale_sevens", mode=deal.sevens.value), *removed_reasons(deal.deck)]
    facts += [Reason.of("out", seat=s, place=place + 1) for place, s in enumerate(state.out)]
    prompt = None
    if seat in to_act:
        prompt = Reason.of("lay_card") if state.legal else Reason.of("must_pass")
    return KabaleObservation(
        game="davoserjas", seat=seat, seats=seats, dealer=deal.dealer, phase=PHASE_NAMES[state.phase], to_act=to_act,
        legal_moves=legal_moves, hand=cards_of(state.hands[seat]), hand_sizes=sizes, piles=tuple(piles),
        points=scores(state), facts=tuple(facts), prompt=prompt, history=tuple(history), over=state.phase == OVER,
        deal=deal, phase_id=state.phase, hand_mask=state.hands[seat], turn=state.turn, table=state.table,
        fits=fits(state.table, state.ends) if state.phase == PLAY else 0, passes=state.passes, out=state.out,
        lacks=state.lacks, log=state.log)


def sample_world(view: KabaleObservation, rng: random.Random) -> KabaleState:
    """A full state consistent with ``view``: hidden cards dealt only to seats that may hold them (not
    the cards a seat showed it lacks), in the right numbers."""
    deal, me, seats = view.deal, view.seat, view.seats
    others = [s for s in range(seats) if s != me]
    dealt = deal_hidden(cards_of(deal.deck & ~view.table & ~view.hand_mask), [view.hand_sizes[s] for s in others],
                        [FULL_MASK & ~view.lacks[s] for s in others], rng)
    hands = [0] * seats
    hands[me] = view.hand_mask
    for s, mask in zip(others, dealt):
        hands[s] = mask
    ends = 0
    for index in cards_of(view.table):
        ends |= deal.outward[index.index]
    ends &= ~view.table
    over = view.phase_id == OVER
    legal = 0 if over else kabale_legal(deal, hands[view.turn], view.table, ends)
    return KabaleState(deal, view.phase_id, tuple(hands), view.table, ends, view.turn, view.passes, view.out,
                       view.lacks, view.log, legal, view.points if over else ())
