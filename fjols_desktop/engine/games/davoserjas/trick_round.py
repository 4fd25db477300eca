"""Davoserjas' trick rounds (``resources/rules/en/davoserjas.md#the-five-trick-rounds``): plain tricks without
trumps, scored by the round's rule.

The player to the dealer's left leads the first trick; any card may be led. The others follow suit
if they can and otherwise play any card; nobody may pass. The highest card of the led suit wins
(the ace is high unless ``ace_low_all_rounds``) and leads the next trick. The rule prices tricks,
cards taken, the first and the last trick (``rounds.py``). With ``stop_when_decided`` a round that
prices only cards (or the first trick) ends as soon as its last penalised card has been taken; the
cards still held stay hidden in the hands.

Speed: the state stores the legal-card mask of the seat to play and its moves, made with the state (a
follower's from the led suit's table alone), so ``legal_moves`` returns them and ``apply`` checks a move
with one AND; ``apply`` plays a card itself and calls ``end_trick``
for a trick's last card (see ``rules.DavoserjasRules.apply``). The winner is read from the trick's
mask (the highest bit of the led suit) and the tricks won from the cards taken.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from ...cards import CARDS, SUIT_MASKS, cards_of, rank_mask
from ...errors import Reason
from ...moves import Play
from ...rules import DealResult, Move, Pile, PileKind, Seat
from ...tricks import allowed_by_voids, trick_mask, trick_pile, trick_winner, tricks_won, voids_shown
from ...worlds import deal_hidden
from .options import DavoserjasOptions, Round
from .rounds import card_penalties, deck_mask, penalty_reasons, removed_reasons
from .state import (
    OVER,
    PHASE_NAMES,
    PLAY,
    KabalePass,
    TrickDeal,
    TrickState,
    card_moves,
    round_label,
    turn_refusal,
)
from .view import TrickObservation, hand_piles

BITS = tuple(1 << index for index in range(52))                  # per card index: its bit
SUIT_OF = tuple(SUIT_MASKS[index // 13] for index in range(52))  # per card index: the mask of its suit
ACES = rank_mask((14,))
ZEROS = tuple((0,) * seats for seats in range(9))   # a new round's tricks taken, per table size


@lru_cache(maxsize=256)
def _facts(options: DavoserjasOptions, seats: int, rule: Round) -> tuple[int, int, bool, tuple[tuple[int, int], ...],
                                                                         int, bool]:
    deck = deck_mask(options, seats)
    penalties = card_penalties(rule, deck)
    penalised = 0
    for mask, points in penalties:
        if points:
            penalised |= mask
    stoppable = (options.stop_when_decided and not rule.per_trick and not rule.last_trick
                 and bool(penalised or rule.first_trick))
    return deck, deck.bit_count() // seats, options.ace_low_all_rounds, penalties, penalised, stoppable


def make_trick_deal(options: DavoserjasOptions, seats: int, dealer: Seat, number: int, round_count: int,
                    rule: Round) -> TrickDeal:
    return TrickDeal(options, seats, dealer, number, round_count, rule, *_facts(options, seats, rule))


def end_trick(facts: tuple[Any, ...], hands: list[int], trick: tuple[int, ...],
              per_trick: tuple[Any, ...]) -> TrickState:
    """The state after the last card of a trick (``hands`` after it, a list the new state keeps; ``trick``
    complete; ``facts`` and ``per_trick`` as the state stores them, ``TrickState``): the winner takes the
    cards and leads, or the round is over (every trick played, which empties every hand alike, so the
    first hand is read; or with the early stop every penalised card taken: none is held any more; the hands
    are disjoint, so their sum is their union)."""
    trick_no, leader, taken, log, _ = per_trick
    bits = BITS
    mask = 0
    for index in trick:   # a trick's cards are distinct, so the sum of their bits is their union
        mask += bits[index]
    led = mask & SUIT_OF[trick[0]]
    if facts[1]:          # ace_low: the highest card that is not an ace (the ace when it is alone)
        led = led & ~ACES or led
    seats = len(hands)
    winner = leader + trick.index(led.bit_length() - 1)
    if winner >= seats:
        winner -= seats
    new_taken = [*taken]
    new_taken[winner] += mask   # the trick's cards were not taken before
    log = log + ((leader, trick),)
    taken = tuple(new_taken)
    state = TrickState()
    if not hands[0] or (facts[3] and not sum(hands) & facts[2]):
        state._v = (facts, hands, (), 0, (trick_no, winner, taken, log, trick_points(facts[0], taken, log)))
        state._turn = -1
        state._moves = ()
    else:
        state._v = (facts, hands, (), hands[winner], (trick_no + 1, winner, taken, log, ()))
        state._turn = winner
        state._moves = card_moves(hands[winner])
    return state


def _winning_index(led: int, ace_low: bool) -> int:
    """The winning card's index, given ``led``, the mask of the trick's cards of the led suit: the
    highest, or with the ace low the highest that is not an ace (the ace when it is alone). ``end_trick``
    reads the winner the same way, written out."""
    if ace_low:
        led = led & ~ACES or led
    return led.bit_length() - 1


def fast_winner(cards: tuple[int, ...], leader: Seat, seats: int, ace_low: bool) -> Seat:
    """``tricks.trick_winner`` by masks: the same seat for every complete trick."""
    led = sum(map(BITS.__getitem__, cards)) & SUIT_OF[cards[0]]
    return (leader + cards.index(_winning_index(led, ace_low))) % seats


def trick_points(deal: TrickDeal, taken: tuple[int, ...],
                 log: tuple[tuple[Seat, tuple[int, ...]], ...]) -> tuple[int, ...]:
    """Points so far by the round's rule (the last trick counts only once it has been played). The
    tricks each seat won are counted from its cards taken: every trick holds one card per seat."""
    rule = deal.rule
    seats = len(taken)
    per_trick = rule.per_trick
    points = [per_trick * (cards.bit_count() // seats) for cards in taken] if per_trick else [0] * seats
    for mask, value in deal.penalties:
        for s in range(seats):
            points[s] += value * (taken[s] & mask).bit_count()
    if rule.first_trick and log:
        points[fast_winner(log[0][1], log[0][0], seats, deal.ace_low)] += rule.first_trick
    if rule.last_trick and len(log) == deal.cards_each:
        points[fast_winner(log[-1][1], log[-1][0], seats, deal.ace_low)] += rule.last_trick
    return tuple(points)


def scores(state: TrickState) -> tuple[int, ...]:
    return state.points if state.phase == OVER else trick_points(state.deal, state.taken, state.log)


def explain_illegal(state: TrickState, seat: Seat, move: Move) -> Reason | None:
    refusal = turn_refusal(state, seat)
    if refusal is not None:
        return refusal
    if isinstance(move, KabalePass):
        return Reason.of("no_pass_in_trick_rounds")
    if type(move) is not Play:
        return Reason.of("must_play_card")
    card = move.card
    hand = state.hands[seat]
    if not card.bit & hand:
        return Reason.of("card_not_in_hand", card=str(card))
    if card.bit & state.legal:
        return None
    return Reason.of("must_follow", suit=CARDS[state.trick[0]].suit.letter)


def deal_result(state: TrickState) -> DealResult:
    deal = state.deal
    rule, seats = deal.rule, deal.seats
    columns: list[tuple[str, tuple[int, ...]]] = [("tricks", tricks_won(state.log, seats, deal.ace_low))]
    for penalty, (mask, _) in zip(rule.cards, deal.penalties):
        columns.append(("cards:" + penalty.cards, tuple((t & mask).bit_count() for t in state.taken)))
    for name, value, pos in (("first_trick", rule.first_trick, 0), ("last_trick", rule.last_trick, -1)):
        if value:
            winner = -1
            if state.log and (pos == 0 or len(state.log) == deal.cards_each):
                leader, cards = state.log[pos]
                winner = trick_winner(cards, leader, seats, deal.ace_low)
            columns.append((name, tuple(int(s == winner) for s in range(seats))))
    return DealResult(points=state.points, label=round_label(deal), columns=tuple(columns),
                      notes=_end_facts(state))


# --- what a seat may see ------------------------------------------------------------------------------------

def facts(deal: TrickDeal) -> tuple[Reason, ...]:
    out = [round_label(deal), *penalty_reasons(deal.rule, deal.seats), *removed_reasons(deal.deck)]
    if deal.ace_low:
        out.append(Reason.of("ace_low"))
    return tuple(out)


def observe(state: TrickState, seat: Seat, legal_moves: tuple[Move, ...],
            to_act: frozenset[Seat]) -> TrickObservation:
    deal = state.deal
    seats = deal.seats
    sizes = tuple(h.bit_count() for h in state.hands)
    piles = hand_piles(state.hands, seat)
    piles.append(trick_pile("trick", PileKind.TRICK, state.trick, state.leader, seats))
    if state.log:
        last_leader, last_cards = state.log[-1]
        piles.append(trick_pile("last_trick", PileKind.LAST_TRICK, last_cards, last_leader, seats))
    for s in range(seats):
        piles.append(Pile(f"taken:{s}", PileKind.TAKEN, owner=s, cards=(None,) * state.taken[s].bit_count()))
    played = trick_mask(state.trick)
    history: list[tuple[Seat, str]] = []
    for leader, cards in (*state.log, (state.leader, state.trick)):
        played |= trick_mask(cards)
        for k, index in enumerate(cards):
            history.append(((leader + k) % seats, str(CARDS[index])))
    over = state.phase == OVER
    return TrickObservation(
        game="davoserjas", seat=seat, seats=seats, dealer=deal.dealer, phase=PHASE_NAMES[state.phase],
        to_act=to_act, legal_moves=legal_moves, hand=cards_of(state.hands[seat]), hand_sizes=sizes,
        piles=tuple(piles), points=scores(state), facts=facts(deal) + _end_facts(state),
        prompt=_prompt(state, seat), history=tuple(history), over=over,
        deal=deal, phase_id=state.phase, hand_mask=state.hands[seat], trick_no=state.trick_no, leader=state.leader,
        turn=state.turn, trick=state.trick, taken=state.taken, tricks=tricks_won(state.log, seats, deal.ace_low),
        log=state.log, voids=voids_shown(state.log, state.trick, state.leader, seats), played=played)


def _end_facts(state: TrickState) -> tuple[Reason, ...]:
    if state.phase == OVER and state.trick_no < state.deal.cards_each:
        return (Reason.of("stopped_early", after_trick=state.trick_no),)
    return ()


def _prompt(state: TrickState, seat: Seat) -> Reason | None:
    if state.phase == OVER or seat != state.turn:
        return None
    if not state.trick:
        return Reason.of("lead_card")
    led = CARDS[state.trick[0]].suit
    if state.hands[seat] & SUIT_MASKS[led]:
        return Reason.of("follow_suit", suit=led.letter)
    return Reason.of("discard_card")


def sample_world(view: TrickObservation, rng: random.Random) -> TrickState:
    """A full state consistent with ``view``: the hidden cards dealt at random, respecting hand sizes
    and the voids each seat has shown."""
    deal, me, seats = view.deal, view.seat, view.seats
    others = [s for s in range(seats) if s != me]
    dealt = deal_hidden(cards_of(deal.deck & ~view.played & ~view.hand_mask),
                        [view.hand_sizes[s] for s in others], [allowed_by_voids(view.voids[s]) for s in others], rng)
    hands = [0] * seats
    hands[me] = view.hand_mask
    for s, mask in zip(others, dealt):
        hands[s] = mask
    legal = 0
    if view.phase_id == PLAY:
        hand = hands[view.turn]
        legal = (hand & SUIT_MASKS[view.trick[0] // 13] or hand) if view.trick else hand
    return TrickState.of(deal, view.phase_id, hands, view.trick_no, view.leader, view.turn, view.trick, view.taken,
                         view.log, legal, view.points if view.phase_id == OVER else ())
