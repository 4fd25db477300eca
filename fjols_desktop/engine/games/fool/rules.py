"""FOOL! (Friedemann Friese, 2018; the new edition of Foppen, 1995) for 4 to 8 players:
``resources/rules/en/fool.md``.

The rules in brief. The cards for the table size (``deck.DECK_TABLES``) are all dealt: 12 each, 11 at
eight players. The player left of the dealer leads any card; the others follow clockwise and must
follow the lead colour if they can, but a wild 1 may always be played. The lead colour is the colour
of the first coloured card, so after a led 1 the next coloured card sets it. The highest card of the
lead colour wins and leads the next trick. The *worst* card makes its player the fool, who takes a
Fool disc and sits out the next trick (two fools from seven players, by option): any off-colour card
is worse than every lead-colour card, a wild 1 counts as the lowest card of the lead colour, and of
two equal values the later-played card is worse. The previous fool plays again. Everybody plays the
first trick of a round. The round ends after the trick in which somebody plays their last card; its
fools are still chosen. Emptying the hand scores +10 (0 for a player who also took a disc in that
trick); everybody else loses the face values left in hand, 5 per wild 1. The game ends when a total
is -80 or lower or when a player has scored +10 six times; the highest total wins.

Stacked decks (``deck=``): card ``i`` goes to seat ``(dealer + 1 + i) % seats``; there is no stock.
The deck must be exactly the cards in play for the table size (``deck.stack_hands`` builds one from
hand texts). A move "W1" plays the seat's lowest-index wild one (see ``deck.py``).

Speed: the state stores the legal-card mask of the seat to play and its moves, made once with the state
(a follower's from its colour's chunk tables alone), so ``legal_moves`` returns them and ``apply`` checks
a move with one AND.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ...cards import dealt_slices, shuffle
from ...errors import InvalidCardError, InvalidMoveError, Reason
from ...options import QT_TRANSLATE_NOOP
from ...rules import BaseRules, DealResult, GameInfo, MatchContext, Move, Observation, Pile, PileKind, Seat
from ...worlds import deal_hidden
from .deck import (
    COLOUR_MASKS,
    COLOUR_OF,
    COLOURS,
    FIRST_WILD,
    FULL_DECK,
    FULL_MASK,
    WILD,
    WILD_MASK,
    FoolCard,
    cards_of,
    lowest_wild,
    parse_card,
)
from .options import MAX_SEATS, MIN_SEATS, FoolOptions, TieRule
from .state import (
    _WORST_KEYS,
    FOLLOW_CHUNKS,
    OVER,
    PARTS,
    PHASE_NAMES,
    PLAY,
    PLAYS,
    UNDETERMINED,
    WILD_PLAY,
    FoolPlay,
    FoolState,
    card_moves,
    deal_facts,
    legal_mask,
    make_deal,
    moves_of,
    play_order,
    resolve_trick,
    round_points,
)
from .view import FoolObservation

CREDIT = QT_TRANSLATE_NOOP("Games", "A game by Friedemann Friese. "
                                    "This is an unofficial implementation for home play.")

_FIRST_WILD_BIT = FULL_DECK[FIRST_WILD].bit
_SINGLES = tuple((index,) for index in range(len(FULL_DECK)))   # per card index: the one-card tuple a trick is extended by
# Per pattern of the six wild ones' bits (a hand shifted right by FIRST_WILD): the bit of the lowest wild
# one held, 0 for none; a legal mask keeps only that one, since all wild ones make the same move.
_LOWEST_WILD = tuple((pattern & -pattern) << FIRST_WILD for pattern in range(64))
# Per pattern as above: the mask a hand is ANDed with when its player may play anything (every
# coloured card and the lowest wild one held). Positive, so the AND stays on CPython's plain path.
_ANYTHING = tuple((FULL_MASK & ~WILD_MASK) + lowest for lowest in _LOWEST_WILD)
_SEAT_SETS = (*(frozenset((s,)) for s in range(MAX_SEATS)), frozenset())  # by turn; -1 (over) is nobody


@lru_cache(maxsize=256)
def deal_table(options: FoolOptions, seats: int, dealer: Seat,
               number: int) -> tuple[tuple[Any, ...], tuple[int, ...], Seat, tuple[Seat, ...], tuple[slice, ...]]:
    """What a new round at this table takes from the options, worked out once: its ``FoolDeal`` (an
    immutable value, shared by every round with the same number at that table and dealer) with the facts
    beside it that the state stores (``deal_facts``), the bits
    of the cards in play from low to high (the order the shuffle starts from), the leader, the
    first trick's order and the slices of the deck (``cards.dealt_slices``) of every seat but the
    last (whose hand is the cards in play that the others do not hold). Raises for a table the
    options refuse (an exception is not cached)."""
    options.check(seats)
    deal = make_deal(options, seats, dealer, number)
    leader = (dealer + 1) % seats
    return (deal_facts(deal), tuple(card.bit for card in cards_of(deal.deck)), leader, play_order(seats, leader, ()),
            dealt_slices(seats, dealer)[:-1])


class FoolRules(BaseRules[FoolState, FoolOptions]):
    info = GameInfo(
        id="fool", name=QT_TRANSLATE_NOOP("Games", "Fool!"),
        summary=QT_TRANSLATE_NOOP("Games", "Get rid of your cards, but never play the worst card of a "
                                           "trick."),
        min_seats=MIN_SEATS, max_seats=MAX_SEATS, default_seats=6, options_type=FoolOptions,
        lower_is_better=False, extra={"credit": CREDIT})

    # -- dealing --------------------------------------------------------------------------------------
    def new_deal(self, options: FoolOptions, seats: int, dealer: Seat, rng: random.Random,
                 deck: Sequence[Any] | None = None, context: MatchContext | None = None) -> FoolState:
        facts, in_play_bits, leader, order, slices = deal_table(options, seats, dealer,
                                                                context.number if context is not None else 0)
        deal = facts[0]
        if deck is None:
            bits = [*in_play_bits]
            shuffle(bits, rng)
        else:
            if not all(isinstance(card, FoolCard) for card in deck):
                raise InvalidCardError("fool: a stacked deck must hold FOOL! cards")
            bits = [card.bit for card in deck]
            if len(bits) != deal.cards_each * seats or sum(set(bits)) != deal.deck:
                raise InvalidCardError(f"fool: a stacked deck for {seats} players must hold exactly the "
                                       f"{deal.cards_each * seats} cards in play")
        # one card at a time; the last seat's hand by one subtraction instead of a sum of its cards
        held = [sum(bits[part]) for part in slices]
        held.append(deal.deck - sum(held))
        hand = held[leader]   # the leader may play anything, one wild one standing for all (``legal_mask``)
        if wild := hand >> FIRST_WILD:
            hand &= _ANYTHING[wild]
        state = FoolState()
        state._v = (facts, held, order, (), UNDETERMINED, hand, (1, leader, (), (), ()))
        state._turn = leader
        state._moves = card_moves(hand)
        return state

    # -- whose turn, which moves ------------------------------------------------------------------------
    # The hot methods read the state's stored values (``FoolState``: the slot ``_turn`` and the plain tuple
    # ``_v``) and the deal's facts by position (``deal_facts``) instead of by their named properties.
    def to_act(self, state: FoolState) -> frozenset[Seat]:
        return _SEAT_SETS[state._turn]

    def legal_moves(self, state: FoolState, seat: Seat) -> Sequence[Move]:
        return state._moves if seat == state._turn else ()   # -1 once over

    # -- applying -------------------------------------------------------------------------------------
    def apply(self, state: FoolState, seat: Seat, move: Move) -> FoolState:
        """A card played, the only move: the hot path of every simulation, with plain locals and one
        tuple built per new state (``state.legal_mask`` written out for the next seat). A "W1" plays
        the lowest wild one the seat holds."""
        facts, old_hands, order, trick, lead, legal, per_trick = state._v
        if move.__class__ is not FoolPlay or seat != state._turn:   # once over, turn is -1 and legal 0
            raise self.refuse(state, seat, move)
        bit: int = move.bit
        if bit & legal:
            index: int = move.index
        else:   # the legal mask holds the lowest wild one held: another "W1" plays that one
            if bit < _FIRST_WILD_BIT:
                raise self.refuse(state, seat, move)
            wild = old_hands[seat] & WILD_MASK
            bit = wild & -wild
            if not bit & legal:
                raise self.refuse(state, seat, move)
            index = bit.bit_length() - 1
        hands = [*old_hands]
        hands[seat] = old_hands[seat] - bit   # the legal mask lies in the hand
        trick += _SINGLES[index]
        if lead < 0 and COLOUR_OF[index] != WILD:
            lead = COLOUR_OF[index]
        played = len(trick)
        if played < len(order):
            nxt = order[played]
            hand = hands[nxt]
            wild = hand >> FIRST_WILD   # the wild ones held, as a pattern of six bits (mostly none)
            new = FoolState()
            if lead >= 0 and (same := hand & COLOUR_MASKS[lead]):   # the lead colour and the lowest wild one
                # Its moves from the tables of the two or three chunks the colour's cards lie in
                # (``FOLLOW_CHUNKS``), then the wild one's.
                parts = PARTS
                shift, first = FOLLOW_CHUNKS[lead]
                piece = same >> shift
                try:
                    moves = parts[first][piece & 8191] + parts[first + 1][piece >> 13 & 8191]
                    if piece >> 26:   # yellow's last cards
                        moves += parts[first + 2][piece >> 26]
                except TypeError:     # a chunk's table is not built yet (the first deals)
                    moves = card_moves(same)
                if wild:
                    new._moves = moves + WILD_PLAY[wild]
                    hand = same + _LOWEST_WILD[wild]
                else:
                    new._moves = moves
                    hand = same
            else:
                if wild:                                           # anything, one wild one standing for all
                    hand &= _ANYTHING[wild]
                new._moves = card_moves(hand)
            new._v = (facts, hands, order, trick, lead, hand, per_trick)
            new._turn = nxt
            return new
        # The trick is complete.
        new = FoolState()
        if lead >= 0 and facts[2]:
            # The usual trick, a lead colour and one fool (below seven players by default), read here as
            # ``resolve_trick`` reads it, in one pass over its cards (at least three: one seat sits out):
            # the winner has the largest key, the fool the smallest (of equal smallest keys the later or
            # the earlier, by ``later_worse``: one loop for each); the next trick's order is looked up
            # by winner and fool. Both start from the first card; a later card above the highest so far
            # cannot be the smallest.
            keys = _WORST_KEYS[lead]
            high = low = keys[trick[0]]
            pos = win = worst = 0
            if facts[3]:
                for card in trick:
                    key = keys[card]
                    if key > high:
                        high = key
                        win = pos
                    elif key <= low:
                        low = key
                        worst = pos
                    pos += 1
            else:
                for card in trick:
                    key = keys[card]
                    if key > high:
                        high = key
                        win = pos
                    elif key < low:
                        low = key
                        worst = pos
                    pos += 1
            winner = order[win]
            fool = order[worst]
            fools: tuple[Seat, ...] = (fool,)
            next_order = facts[7][winner][fool]
        else:   # a trick of wild ones only, or two fools a trick at a big table with the option
            win, worst_cards = resolve_trick(trick, lead, facts[5], facts[3], facts[4])
            winner = order[win]
            fools = tuple([order[p] for p in worst_cards])
            next_order = play_order(facts[6], winner, fools)
        trick_no, _, _, log, _ = per_trick
        log += ((order, trick, winner, fools),)
        # The round goes on while every hand holds a card; before the trick numbered ``cards_each``
        # every hand does (each seat plays at most one card a trick), so the hands are not looked at.
        if trick_no < facts[1] or all(hands):
            hand = hands[winner]   # a new trick: the leader may play anything, one wild one standing for all
            if wild := hand >> FIRST_WILD:
                hand &= _ANYTHING[wild]
            new._v = (facts, hands, next_order, (), UNDETERMINED, hand, (trick_no + 1, winner, fools, log, ()))
            new._turn = winner
            new._moves = card_moves(hand)
            return new
        new._v = (facts, hands, (), (), UNDETERMINED, 0,
                  (trick_no, winner, fools, log, round_points(facts[0], hands, fools)))
        new._turn = -1
        new._moves = ()
        return new

    # -- refusals -------------------------------------------------------------------------------------
    def explain_illegal(self, state: FoolState, seat: Seat, move: Move) -> Reason | None:
        if state.phase == OVER:
            return Reason.of("deal_over")
        if seat in state.discs:
            return Reason.of("sitting_out", seat=seat)
        if seat != state.turn:
            return Reason.of("not_your_turn", seat=seat, turn=state.turn)
        if not isinstance(move, FoolPlay):
            return Reason.of("must_play_card")
        card = move.card
        hand = state.hands[seat]
        bit = lowest_wild(hand) if card.is_wild else card.bit
        if not bit & hand:
            return Reason.of("card_not_in_hand", card=str(card))
        if bit & state.legal:
            return None
        return Reason.of("must_follow_colour", colour=COLOURS[state.lead])

    # -- state queries --------------------------------------------------------------------------------
    def is_over(self, state: FoolState) -> bool:
        return state._turn < 0

    def scores(self, state: FoolState) -> tuple[int, ...]:
        """The round's points once it is over; zeros before (what a hand would cost is hidden)."""
        return state.points if state.phase == OVER else (0,) * state.deal.seats

    def move_bound(self, options: FoolOptions, seats: int) -> int:
        return options.deck_row(seats).size + 1

    def parse_move(self, text: str) -> Move:
        words = text.split()
        if len(words) == 1:
            try:
                return PLAYS[parse_card(words[0]).index]
            except InvalidCardError as exc:
                raise InvalidMoveError(f"fool: {text!r} is not a move: {exc}") from None
        raise self.unparseable(text, "a card such as 'G12' or 'W1'")

    # -- the match ------------------------------------------------------------------------------------
    def deal_result(self, state: FoolState) -> DealResult:
        """``fools`` are the players who took a disc in the final trick, ``winners`` those who emptied
        their hand for the bonus; the ``bonus`` column (1 per such player) feeds the six-bonus end."""
        if state.phase != OVER:
            raise ValueError("fool: the round is not over")
        fools = state.discs
        bonus = tuple(int(not hand and s not in fools) for s, hand in enumerate(state.hands))
        notes = tuple(Reason.of("out_as_fool", seat=s) for s in fools if not state.hands[s])
        return DealResult(points=state.points, fools=fools,
                          winners=tuple(s for s, got in enumerate(bonus) if got),
                          columns=(("bonus", bonus),
                                   ("cards_left", tuple(h.bit_count() for h in state.hands))),
                          notes=notes)

    def match_over(self, options: FoolOptions, seats: int, results: Sequence[DealResult]) -> bool:
        totals = MatchContext(len(results), tuple(results)).totals(seats)
        if any(total <= options.end_negative_threshold for total in totals):
            return True
        return any(count >= options.end_bonus_count for count in bonus_counts(results, seats))

    def match_winners(self, options: FoolOptions, seats: int,
                      results: Sequence[DealResult]) -> tuple[Seat, ...]:
        """The highest total; ties share the win, or go to the most bonuses (``tie_rule``)."""
        tied = super().match_winners(options, seats, results)
        if len(tied) > 1 and options.tie_rule is TieRule.MOST_BONUSES:
            counts = bonus_counts(results, seats)
            most = max(counts[s] for s in tied)
            tied = tuple(s for s in tied if counts[s] == most)
        return tied

    # -- what a seat may see --------------------------------------------------------------------------
    def observe(self, state: FoolState, seat: Seat) -> FoolObservation:
        deal = state.deal
        seats = deal.seats
        hand, trick, log, legal = alike_wilds(state, seat)
        sizes = tuple(h.bit_count() for h in state.hands)
        piles = [Pile(f"hand:{s}", PileKind.HAND, owner=s,
                      cards=cards_of(hand) if s == seat else (None,) * sizes[s]) for s in range(seats)]
        piles.append(Pile("trick", PileKind.TRICK, cards=tuple(FULL_DECK[i] for i in trick),
                          played_by=state.order[:len(trick)]))
        played = sum(1 << i for i in trick)
        if log:  # the last trick with its winner's card ("won") and the fools' ("worst"): both are public
            order, cards, winner, fools = log[-1]
            marks = ((order.index(winner), "won"), *((order.index(s), "worst") for s in sorted(fools, key=order.index)))
            piles.append(Pile("last_trick", PileKind.LAST_TRICK, cards=tuple(FULL_DECK[i] for i in cards),
                              played_by=order, marks=marks))
        finished = 0
        for _, cards, _, _ in log:
            finished += len(cards)
            played |= sum(1 << i for i in cards)
        piles.append(Pile("discard", PileKind.DISCARD, cards=(None,) * finished))
        for s in state.discs:
            piles.append(Pile(f"disc:{s}", PileKind.TOKEN, owner=s, label=Reason.of("fool_disc")))
        return FoolObservation(
            game=self.info.id, seat=seat, seats=seats, dealer=deal.dealer, phase=PHASE_NAMES[state.phase],
            to_act=self.to_act(state), legal_moves=moves_of(legal), hand=cards_of(hand),
            hand_sizes=sizes, piles=tuple(piles), points=self.scores(state), facts=self._facts(state),
            prompt=self._prompt(state, seat), history=self._history(state), over=state.phase == OVER,
            deal=deal, phase_id=state.phase, hand_mask=hand, trick_no=state.trick_no,
            leader=state.leader, turn=state.turn, order=state.order, trick=trick, lead=state.lead,
            discs=state.discs, log=log, played=played, voids=voids_shown(state))

    def _facts(self, state: FoolState) -> tuple[Reason, ...]:
        facts = [Reason.of("fools_per_trick", count=state.deal.fools)]
        if state.trick:
            facts.append(Reason.of("lead_colour", colour=COLOURS[state.lead]) if state.lead >= 0
                         else Reason.of("lead_colour_undetermined"))
        key = "sits_out" if state.phase == PLAY else "fool"
        facts += [Reason.of(key, seat=s) for s in state.discs]
        return tuple(facts)

    def _history(self, state: FoolState) -> tuple[tuple[Seat, str], ...]:
        """Every play is public: ``(seat, card text)`` in order."""
        out: list[tuple[Seat, str]] = []
        for order, cards, _, _ in (*state.log, (state.order, state.trick, 0, ())):
            out += [(order[k], str(FULL_DECK[index])) for k, index in enumerate(cards)]
        return tuple(out)

    def _prompt(self, state: FoolState, seat: Seat) -> Reason | None:
        if state.phase != PLAY or seat != state.turn:
            return None
        if not state.trick:
            return Reason.of("lead_card")
        if state.lead < 0:
            return Reason.of("set_lead_colour")
        if state.hands[seat] & COLOUR_MASKS[state.lead]:
            return Reason.of("follow_colour", colour=COLOURS[state.lead])
        return Reason.of("discard_card")

    def sample_world(self, view: Observation, rng: random.Random) -> FoolState:
        """A full state consistent with ``view``: the unseen cards in play dealt at random, respecting hand
        sizes and the colours each seat has shown void in (wild ones may lie anywhere)."""
        assert isinstance(view, FoolObservation)
        deal, me, seats = view.deal, view.seat, view.seats
        others = [s for s in range(seats) if s != me]
        allowed = []
        for s in others:
            mask = -1
            for colour in range(4):
                if view.voids[s] >> colour & 1:
                    mask &= ~COLOUR_MASKS[colour]
            allowed.append(mask)
        unseen = cards_of(deal.deck & ~view.played & ~view.hand_mask)
        dealt = deal_hidden(unseen, [view.hand_sizes[s] for s in others], allowed, rng)
        hands = [view.hand_mask] * seats
        for s, mask in zip(others, dealt, strict=True):
            hands[s] = mask
        legal = legal_mask(hands[view.turn], view.lead) if view.phase_id == PLAY else 0
        return FoolState.of(deal, view.phase_id, hands, view.trick_no, view.leader, view.turn, view.order,
                            view.trick, view.lead, view.discs, legal, view.log,
                            view.points if view.phase_id == OVER else ())


def alike_wilds(state: FoolState, seat: Seat) -> tuple[int, tuple[int, ...], tuple[Any, ...], int]:
    """``seat``'s hand, the trick, the finished tricks and its legal cards, with the wild ones renumbered
    so that which of the six alike cards lies where tells nothing: the j-th wild one played this round
    is wild one number j (index ``FIRST_WILD + j``), and the seat's own wild ones are the next numbers.

    Without this a wild one's number would leak hidden cards: a "W1" move plays the lowest-numbered
    wild one its player holds, so a played number 84 would tell that numbers 82 and 83 lie elsewhere.
    """
    renumber: dict[int, int] = {}
    nxt = FIRST_WILD
    for _, cards, _, _ in (*state.log, ((), state.trick, 0, ())):
        for index in cards:
            if index >= FIRST_WILD:
                renumber[index] = nxt
                nxt += 1
    hand = state.hands[seat]
    wild = hand & WILD_MASK
    hand ^= wild
    while wild:
        low = wild & -wild
        renumber[low.bit_length() - 1] = nxt
        hand |= 1 << nxt
        nxt += 1
        wild ^= low
    legal = state.legal if state.phase == PLAY and seat == state.turn else 0
    if legal & WILD_MASK:
        legal = (legal & ~WILD_MASK) | 1 << renumber[(legal & WILD_MASK).bit_length() - 1]
    if all(k == v for k, v in renumber.items()):
        return hand, state.trick, state.log, legal
    trick = tuple(renumber.get(i, i) for i in state.trick)
    log = tuple((order, tuple(renumber.get(i, i) for i in cards), winner, fools)
                for order, cards, winner, fools in state.log)
    return hand, trick, log, legal


def voids_shown(state: FoolState) -> tuple[int, ...]:
    """Colours each seat has failed to follow (public): playing a coloured card of another colour than
    a determined lead colour proves a void; a wild one proves nothing (it may always be played)."""
    voids = [0] * state.deal.seats
    for order, cards, _, _ in (*state.log, (state.order, state.trick, 0, ())):
        lead = UNDETERMINED
        for k, index in enumerate(cards):
            colour = COLOUR_OF[index]
            if colour == WILD:
                continue
            if lead < 0:
                lead = colour
            elif colour != lead:
                voids[order[k]] |= 1 << lead
    return tuple(voids)


def bonus_counts(results: Sequence[DealResult], seats: int) -> tuple[int, ...]:
    """How often each seat got the go-out bonus in a match (the ``bonus`` column of its rounds)."""
    counts = [0] * seats
    for result in results:
        for name, values in result.columns:
            if name == "bonus":
                for s, got in enumerate(values):
                    counts[s] += got
    return tuple(counts)
