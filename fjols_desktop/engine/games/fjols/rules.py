"""Fjols, the Danish game with a high and a low trump, for 2-5 players: ``resources/rules/en/fjols.md``.

The rules in brief. 36 cards (6-A; option 52), five each (option six), one at a time from the dealer's
left. The next card is turned up beside the stock: its suit is the high trump, the other suit of the
same colour the low trump. A plain card is beaten by a higher card of its suit or by any trump, a low
trump only by a high trump (option: also by a higher low trump), a high trump only by a higher high
trump. The forehand (dealer's left) must beat the turned-up card, then each player must beat the card
before, round and round. Follow suit: beat in the suit if you can; otherwise you may trump or pick up
(options: strict void rule, free beating; when picking up is allowed). Who cannot (or will not) beat
picks up the last card (option: the whole pile) and the rest is put aside; the next player leads any
card. Whoever plays a card draws one while the stock lasts. The first out has won; the last player
holding cards is the fjols, who deals next (option: the deal rotates) and gets a matchstick.

Table view (``observe``). Hands are ``"hand:<s>"``; the stock is ``"stock"`` (face down); the
turned-up card is the first card of ``"chain"`` (kind CHAIN, ``played_by`` None): forehand beats it
like any card of the chain, so the table shows it where the beating happens. The ``"turned"`` pile
(kind TURNED) holds no card; its ``label`` names the high trump. Dead cards are ``"discard"`` (face down; the ``discard`` mask lists them, since
everybody saw them played). Facts: ``high_trump(suit)``, ``low_trump(suit)``, ``turned_card(card)``,
``out(seat, place)`` per finished player. Moves: a card (``"QS"``, ``FjolsPlay``, dropped on
``"chain"``) and ``"pickup"`` (a button). Picked-up cards are public: ``known`` masks per seat.

Refusals (``Reason`` keys): ``not_your_turn``, ``deal_over``, ``card_not_in_hand``, ``must_beat`` (the
card does not beat the target), ``must_follow_suit`` (it beats, but the follow-suit rule asks for a
card of the target's suit, or a pick-up), ``pickup_not_allowed`` (``why``: ``can_beat_in_suit`` or
``can_beat``), ``nothing_to_pick_up`` (when leading), ``not_a_fjols_move``.

Stacked decks (``deck=``): card ``i < seats * hand_size`` goes to seat ``(dealer + 1 + i) % seats``;
the next card is turned up; the rest is the stock, next card to draw first. The deck must be exactly
the 36 (or 52) cards in play.

Decisions of our own where the rules leave room:
* Match end (``resources/rules/en/fjols.md#scoring-and-the-end-of-the-game``): ``match_length`` deals, 0 =
  open-ended; an unfinished deal (the ``resources/rules/en/fjols.md#how-a-deal-goes`` guard at ``MAX_ACTIONS``)
  is not counted and the same dealer deals again. ``match_winners`` is empty: the game names no match winner
  ("Der er ingen vinder — kun en taber"), only fjols counts.
* ``DealResult``: ``points`` = one matchstick to the fjols when ``tally`` is on (else zeros), ``fools`` =
  (fjols,), ``winners`` = (first out,), columns ``matchsticks`` (tally only) and ``place`` (1 = first
  out ... seats = fjols).
* ``sample_world`` keeps every known (picked-up) card with its holder and deals the rest at random; it
  does not infer holdings from earlier choices (a pick-up can show "no higher card of that suit" at
  that moment, but later draws blur it; computer players may add such inferences themselves).

Speed: the state stores the legal mask of the seat to act (bit 52 = pickup, which the default house rules'
path leaves to the moves: a legal pick-up is their last) and its moves, so ``legal_moves`` reads a slot
and ``apply`` checks a card with one AND. ``apply`` copies the state once per move, writes
``respond_mask`` out for the next seat (the default house rules in one expression), and takes the next
seat from a table; plays carry their card index. The state
stores only what changes from move to move (``FjolsState``): the chain as masks, the stock as pairs a
draw takes apart, the cards each seat picked up; the chain's order, who played it, the known cards and
the phase are derived when read. The move log grows by one link a move (``state.py``'s ``root_link``)
instead of being copied whole; ``state.log`` and the observation read it flat. See
``benchmarks/results/performance.md``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...cards import CARDS, DECK36, DECK52, cards_of, mask_of, parse_card, shuffle
from ...errors import InvalidCardError, InvalidMoveError, Reason
from ...options import QT_TRANSLATE_NOOP
from ...rules import BaseRules, DealResult, GameInfo, MatchContext, Move, Pile, PileKind, Seat
from ...worlds import deal_hidden
from .options import Deck, FjolsOptions, NextDealer
from .state import (
    LEAD,
    MAX_ACTIONS,
    MAX_SEATS,
    OVER,
    PHASE_NAMES,
    PICKUP,
    PICKUP_BIT,
    PICKUP_CODE,
    PICKUP_ONLY,
    PLAYS,
    RESPOND,
    ROUND,
    SEAT_SETS,
    TURNED_BY,
    FjolsPlay,
    FjolsState,
    Pickup,
    card_moves,
    chain_of,
    deal_facts,
    history_of,
    make_deal,
    moves_for,
    moves_of,
    respond_mask,
    root_link,
    stock_chain,
)
from .view import FjolsObservation

_PARTS: list[Any] = moves_of.parts   # each suit's table, None until built
# a card's suit, and the shift that brings that suit's bits down to its table's index (``moves_of``)
_SUIT_NO = tuple(index // 13 for index in range(52))
_SUIT_SHIFT = tuple(13 * (index // 13) for index in range(52))
_DECKS = {Deck.CARDS_36: DECK36, Deck.CARDS_52: DECK52}
_DECK_BITS = {kind: tuple(card.bit for card in cards) for kind, cards in _DECKS.items()}
_DECK_MASKS = {kind: mask_of(cards) for kind, cards in _DECKS.items()}
# DEALT[hand_size][seats][first % seats]: per seat, the slice of the shuffled deck it is dealt when the cards
# go out one at a time from seat ``first`` (card ``i`` to seat ``(first + i) % seats``)
DEALT = tuple(tuple(tuple(tuple(slice((s - first) % seats, seats * size, seats) for s in range(seats))
                          for first in range(seats)) for seats in range(MAX_SEATS + 1)) for size in range(7))


def passing_by(after: tuple[Seat, ...], seat: Seat) -> tuple[Seat, ...]:
    """The next seats once ``seat`` has gone out: whoever passed to it now passes to the seat after it.
    (A function of its own: a comprehension in ``apply`` would make ``seat`` a cell there.)"""
    return tuple(after[seat] if s == seat else s for s in after)


def chain_played(chain: int, log: Any) -> int:
    """How many cards of the chain (its mask, with the move log) were played, the turned-up card left out."""
    _, by = chain_of(chain, log)
    return len(by) - (by[0] == TURNED_BY)


def chain_mask(chain: Sequence[int]) -> int:
    mask = 0
    for index in chain:
        mask |= 1 << index
    return mask


class FjolsRules(BaseRules[FjolsState, FjolsOptions]):
    info = GameInfo(
        id="fjols", name=QT_TRANSLATE_NOOP("Games", "Fjols"),
        summary=QT_TRANSLATE_NOOP("Games", "Beat the card before you with a high or a low trump; "
                                  "the last with cards is the fjols."),
        min_seats=2, max_seats=MAX_SEATS, default_seats=4, options_type=FjolsOptions, lower_is_better=True)

    # -- dealing --------------------------------------------------------------------------------------
    def new_deal(self, options: FjolsOptions, seats: int, dealer: Seat, rng: random.Random,
                 deck: Sequence[Any] | None = None, context: MatchContext | None = None) -> FjolsState:
        options.check(seats)
        if deck is None:
            bits = list(_DECK_BITS[options.deck])
            shuffle(bits, rng)
        else:
            bits = [card.bit for card in deck]
            if len(bits) != len(_DECK_BITS[options.deck]) or sum(set(bits)) != _DECK_MASKS[options.deck]:
                raise InvalidCardError(f"fjols: a stacked deck must hold exactly the {len(_DECK_BITS[options.deck])} "
                                       "cards in play, each once")
        dealt = seats * options.hand_size
        first = dealer + 1
        hands = [*map(sum, map(bits.__getitem__, DEALT[options.hand_size][seats][first % seats]))]
        turned = CARDS[bits[dealt].bit_length() - 1]
        number = context.number if context is not None else 0
        deal = make_deal(options, seats, dealer, number, turned, _DECK_MASKS[options.deck])
        forehand = first % seats
        stock = bits[dealt + 1:]
        legal = respond_mask(deal, hands[forehand], turned.index)
        state = FjolsState()
        state._v = (deal_facts(deal), hands, stock_chain(stock), 0, turned.bit, legal,
                    (0, [0] * seats, (), seats, ROUND[seats], seats), root_link((), (turned.index,), (TURNED_BY,), stock))
        state._turn = forehand
        state._moves = moves_for(legal)
        return state

    # -- whose turn, which moves ----------------------------------------------------------------------
    # The hot methods read the state's slots (``FjolsState``: ``_turn``, ``_moves``, and ``_v``, whose values
    # they read by position), and the deal's facts too (``deal_facts``: 1 beat, 2 in_suit, 3 default,
    # 4 whole_chain, 5 closes, 6 trumps), rather than through the named values'
    # properties; ``apply`` unpacks ``_v`` once.
    def to_act(self, state: FjolsState) -> frozenset[Seat]:
        return SEAT_SETS[state._turn]      # turn is -1, nobody, once the deal is over

    def is_over(self, state: FjolsState) -> bool:
        return state._turn < 0

    def legal_moves(self, state: FjolsState, seat: Seat) -> Sequence[Move]:
        """The state's own moves (``apply`` makes them with the state, from what it knows of them) for the
        seat to act, nothing for the others."""
        return state._moves if seat == state._turn else ()

    # -- applying -------------------------------------------------------------------------------------
    def apply(self, state: FjolsState, seat: Seat, move: Move) -> FjolsState:
        """A card played and a pick-up are the hot path of every simulation and are handled here
        inline, both from one unpacking of the state's stored values, with plain locals, one tuple of
        stored values per new state (the hands a new list, which the state keeps) and its two slots set; a
        refusal goes on to ``refuse``. Under the default house rules the next seat's options are
        ``respond_mask`` written out, with their moves; under the others ``respond_mask`` itself."""
        if seat != state._turn:
            raise self.refuse(state, seat, move)
        (facts, hands, stock, chain, target, legal, table, log) = state._v
        new = FjolsState()
        if type(move) is not FjolsPlay:
            moves = state._moves           # a pick-up is legal when the moves end with it (``FjolsState.legal``)
            if type(move) is not Pickup or not moves or moves[-1] is not PICKUP:
                raise self.refuse(state, seat, move)
            discard, picked, out, chain_seats, after, holders = table
            if facts[4]:                   # whole_chain: the top card and those under it
                bit = chain | target       # the cards taken
            else:                          # "tager du det senest udspillede kort op"; the rest is dead
                bit = target
                discard |= chain
            held = [*hands]
            held[seat] = hands[seat] | bit
            picked = [*picked]
            picked[seat] |= bit
            nxt = after[seat]              # "Næste spiller må så frit lægge et nyt kort ud"
            hand = held[nxt]
            size = log[3] + 1
            new._v = (facts, held, stock, 0, 0, hand, (discard, picked, out, holders, after, holders),
                      (log, seat, PICKUP_CODE, size))
            new._turn = nxt
            try:                           # the leader's whole hand: card_moves(hand), written out (no bit above 51)
                new._moves = (_PARTS[0][hand & 8191] + _PARTS[1][hand >> 13 & 8191]
                              + _PARTS[2][hand >> 26 & 8191] + _PARTS[3][hand >> 39])
            except TypeError:              # a suit's table is not built yet (the first deal)
                new._moves = card_moves(hand)
            return new if size < MAX_ACTIONS else self._guard(new)
        bit = move.bit                     # a FjolsPlay, checked above
        if not bit & legal:
            raise self.refuse(state, seat, move)
        index = move.index
        hand = hands[seat] ^ bit
        if stock:                          # "Efter hvert udspil trækker du et nyt kort"
            drawn, stock = stock
            hand |= drawn
        held = [*hands]
        held[seat] = hand
        size = log[3] + 1                  # the move log: one link more (``root_link``)
        log = (log, seat, index, size)
        chain |= target                    # the card beaten goes under the new top (nothing when leading)
        if not hand:                       # only possible once the stock is empty
            discard, picked, out, chain_seats, after, holders = table
            out = out + (seat,)
            # one player left holding cards: the fjols (``resources/rules/en/fjols.md#how-a-deal-goes``)
            if len(out) == len(hands) - 1:
                new._v = (facts, held, stock, chain, bit, 0, (discard, picked, out, chain_seats, after, holders - 1),
                          log)
                new._turn = -1
                new._moves = ()
                return new
            table = (discard, picked, out, chain_seats, passing_by(after, seat), holders - 1)
        if facts[3]:                       # the default house rules, the chain never closing
            # respond_mask(deal, held[nxt], index) and its moves, written out: the beaters in the target's
            # suit (one suit's table), else the others and the pick-up
            new._turn = nxt = table[4][seat]
            hand = held[nxt]
            legal = hand & facts[2][index]
            if legal:
                try:
                    moves = _PARTS[_SUIT_NO[index]][legal >> _SUIT_SHIFT[index]]
                except TypeError:          # the suit's table is not built yet (the first deal)
                    moves = moves_of(legal)
            else:
                # no beater in the suit: any left are trumps, from the two trump suits' tables in suit order (no
                # card above the second trump suit's)
                legal = hand & facts[1][index]
                if legal:
                    first, first_shift, second, second_shift = facts[6]
                    try:
                        moves = (_PARTS[first][legal >> first_shift & 8191]
                                 + _PARTS[second][legal >> second_shift] + PICKUP_ONLY)
                    except TypeError:      # a suit's table is not built yet (the first deal)
                        moves = moves_of(legal) + PICKUP_ONLY
                else:
                    moves = PICKUP_ONLY
                # the pick-up, legal now, is in the moves (their last) but not in the stored mask: ``legal``
                # reads it from there
            new._v = (facts, held, stock, chain, bit, legal, table, log)
            new._moves = moves
            return new if size < MAX_ACTIONS else self._guard(new)
        if facts[5] and chain_played(chain | bit, log) == table[3]:
            # Skitgubbe style: a full round has beaten; the chain is put aside, the last player leads
            discard, picked, out, chain_seats, after, holders = table
            nxt = seat if hand else after[seat]
            hand = held[nxt]
            new._v = (facts, held, stock, 0, 0, hand, (discard | chain | bit, picked, out, holders, after, holders),
                      log)
            new._turn = nxt
            new._moves = card_moves(hand)
            return self._guard(new)
        new._turn = nxt = table[4][seat]   # the other house rules
        legal = respond_mask(facts[0], held[nxt], index)
        new._v = (facts, held, stock, chain, bit, legal, table, log)
        new._moves = moves_for(legal)
        return new if size < MAX_ACTIONS else self._guard(new)

    def _guard(self, state: FjolsState) -> FjolsState:
        """``resources/rules/en/fjols.md#how-a-deal-goes``: abandon a deal that has run for ``MAX_ACTIONS``
        actions."""
        if state.log_size < MAX_ACTIONS:
            return state
        return state._replace(phase=OVER, turn=-1, legal=0)

    # -- refusals -------------------------------------------------------------------------------------
    def explain_illegal(self, state: FjolsState, seat: Seat, move: Move) -> Reason | None:
        if state.phase == OVER:
            return Reason.of("deal_over")
        if seat != state.turn:
            return Reason.of("not_your_turn", seat=seat, turn=state.turn)
        if type(move) is Pickup:
            if state.phase == LEAD:
                return Reason.of("nothing_to_pick_up")
            if state.legal & PICKUP_BIT:
                return None
            target = state.target
            in_suit = state.hands[seat] & state.deal.in_suit[target]
            return Reason.of("pickup_not_allowed", card=str(CARDS[target]),
                             why="can_beat_in_suit" if in_suit else "can_beat")
        if type(move) is not FjolsPlay:
            return Reason.of("not_a_fjols_move")
        card = move.card
        if not card.bit & state.hands[seat]:
            return Reason.of("card_not_in_hand", card=str(card))
        if card.bit & state.legal:
            return None
        target = state.target
        if not card.bit & state.deal.beat[target]:
            return Reason.of("must_beat", card=str(CARDS[target]))
        return Reason.of("must_follow_suit", suit=CARDS[target].suit.letter, card=str(CARDS[target]))

    # -- state queries --------------------------------------------------------------------------------
    def scores(self, state: FjolsState) -> tuple[int, ...]:
        points = [0] * state.deal.seats
        fjols = state.fjols
        if fjols >= 0 and state.deal.options.tally:
            points[fjols] = 1
        return tuple(points)

    def move_bound(self, options: FjolsOptions, seats: int) -> int:
        return MAX_ACTIONS

    def parse_move(self, text: str) -> Move:
        word = text.strip()
        if word.lower() == "pickup":
            return PICKUP
        if word and " " not in word:
            try:
                return PLAYS[parse_card(word).index]
            except InvalidCardError as exc:
                raise InvalidMoveError(f"fjols: {text!r} is not a move: {exc}") from None
        raise self.unparseable(text, "a card such as 'QS', or 'pickup'")

    # -- the match ------------------------------------------------------------------------------------
    def deal_result(self, state: FjolsState) -> DealResult:
        if state.phase != OVER:
            raise ValueError("fjols: the deal is not over")
        seats = state.deal.seats
        if state.unfinished:
            return DealResult(points=(0,) * seats, notes=(Reason.of("unfinished", moves=state.log_size),))
        fjols = state.fjols
        place = [0] * seats
        for k, s in enumerate(state.out):
            place[s] = k + 1
        place[fjols] = seats
        points = self.scores(state)
        columns: tuple[tuple[str, tuple[int, ...]], ...] = (("place", tuple(place)),)
        if state.deal.options.tally:
            columns = (("matchsticks", points),) + columns
        return DealResult(points=points, fools=(fjols,), winners=(state.out[0],), columns=columns,
                          notes=(Reason.of("first_out", seat=state.out[0]), Reason.of("fjols", seat=fjols)))

    def next_dealer(self, options: FjolsOptions, seats: int, dealer: Seat, result: DealResult) -> Seat:
        if not result.fools:               # unfinished: not counted, dealt again
            return dealer
        if options.next_dealer is NextDealer.FJOLS:
            return result.fools[0]
        return (dealer + 1) % seats

    def match_over(self, options: FjolsOptions, seats: int, results: Sequence[DealResult]) -> bool:
        if not options.match_length:
            return False
        return sum(1 for r in results if r.fools) >= options.match_length

    def match_winners(self, options: FjolsOptions, seats: int, results: Sequence[DealResult]) -> tuple[Seat, ...]:
        return ()

    # -- what a seat may see --------------------------------------------------------------------------
    def observe(self, state: FjolsState, seat: Seat) -> FjolsObservation:
        deal = state.deal
        seats = deal.seats
        phase = state.phase
        hand = state.hands[seat]
        sizes = tuple(h.bit_count() for h in state.hands)
        turned = deal.turned
        chain, chain_by = state.chain_played_by()
        piles = [Pile(f"hand:{s}", PileKind.HAND, owner=s, cards=cards_of(hand) if s == seat else (None,) * sizes[s])
                 for s in range(seats)]
        high = Reason.of("high_trump", suit=deal.high.letter)
        piles.append(Pile("stock", PileKind.STOCK, cards=(None,) * state.stock_size))
        piles.append(Pile("turned", PileKind.TURNED, label=high))
        piles.append(Pile("chain", PileKind.CHAIN, cards=tuple(CARDS[i] for i in chain),
                          played_by=tuple(None if s == TURNED_BY else s for s in chain_by)))
        piles.append(Pile("discard", PileKind.DISCARD, cards=(None,) * state.discard.bit_count()))
        facts = [high, Reason.of("low_trump", suit=deal.low.letter), Reason.of("turned_card", card=str(turned))]
        facts += [Reason.of("out", seat=s, place=k + 1) for k, s in enumerate(state.out)]
        if phase == OVER:
            facts.append(Reason.of("unfinished") if state.unfinished else Reason.of("fjols", seat=state.fjols))
        legal = state.legal if seat == state.turn else 0
        log = state.log                    # read back from its chain once
        return FjolsObservation(
            game=self.info.id, seat=seat, seats=seats, dealer=deal.dealer, phase=PHASE_NAMES[phase],
            to_act=self.to_act(state), legal_moves=moves_of(legal), hand=cards_of(hand), hand_sizes=sizes,
            piles=tuple(piles), points=self.scores(state), facts=tuple(facts), prompt=self._prompt(state, seat),
            history=history_of(log), over=phase == OVER,
            deal=deal, phase_id=phase, hand_mask=hand, known=state.known, chain=chain, chain_by=chain_by,
            target=state.target, discard=state.discard, stock_size=state.stock_size, out=state.out,
            turn=state.turn, chain_seats=state.chain_seats, legal_mask=legal, log=log)

    def _prompt(self, state: FjolsState, seat: Seat) -> Reason | None:
        if seat != state.turn or state.phase == OVER:
            return None
        if state.phase == LEAD:
            return Reason.of("lead_card")
        target = str(CARDS[state.target])
        if state.legal == PICKUP_BIT:
            return Reason.of("must_pick_up", card=target)
        return Reason.of("beat_card", card=target)

    def sample_world(self, view: Any, rng: random.Random) -> FjolsState:
        """A full state consistent with ``view``: known (picked-up) cards stay with their holders, the
        other hidden cards are dealt at random to the other hands and the stock (in random order)."""
        assert isinstance(view, FjolsObservation)
        deal, me, seats = view.deal, view.seat, view.seats
        visible = view.hand_mask | view.discard | chain_mask(view.chain)
        for mask in view.known:
            visible |= mask
        others = [s for s in range(seats) if s != me]
        needs = [view.hand_sizes[s] - view.known[s].bit_count() for s in others] + [view.stock_size]
        dealt = deal_hidden(cards_of(deal.deck & ~visible), needs, [-1] * len(needs), rng)
        return world_of(view, dealt, rng)


def world_of(view: FjolsObservation, dealt: list[int], rng: random.Random) -> FjolsState:
    """The state of ``view`` once the hidden cards are dealt: ``dealt`` holds the other seats' hidden
    cards in seat order (this seat left out) and then the stock's, which is shuffled."""
    deal, me = view.deal, view.seat
    hands = list(view.known)
    hands[me] = view.hand_mask
    for s, mask in zip((s for s in range(view.seats) if s != me), dealt):
        hands[s] |= mask
    stock = [card.bit for card in cards_of(dealt[-1])]
    shuffle(stock, rng)
    legal = view.legal_mask
    if view.phase_id == RESPOND and view.turn != me:
        legal = respond_mask(deal, hands[view.turn], view.target)
    elif view.phase_id == LEAD and view.turn != me:
        legal = hands[view.turn]
    return FjolsState.of(deal=deal, phase=view.phase_id, hands=tuple(hands), stock=tuple(stock), drawn=0,
                         chain=view.chain, chain_by=view.chain_by, discard=view.discard, turn=view.turn,
                         legal=legal, known=view.known, out=view.out, chain_seats=view.chain_seats, log=view.log)

