"""Davoserjas (Davoserjazz, Seksdagesløbet) for 3 to 7 players: ``resources/rules/en/davoserjas.md``.

The rules in brief. A match is a list of rounds, one deal each; by default the standard six: avoid
tricks, clubs, queens, the king of clubs, the last trick, then the kabale (``rounds.py``; the list
is data and families change it, ``options.py``). Twos leave the deck until the cards divide evenly
(2♦, 2♥, 2♠, 2♣ by default). Every round is a fresh deal of all cards; the dealer moves one seat to
the left each round and the player to the dealer's left starts. The trick rounds are plain tricks
without trumps or passing (``trick_round.py``); the kabale is a sevens layout (``kabale.py``).
Penalty points add up over the rounds and the lowest total wins; a tie is shared, or broken by the
kabale points (``tie_rule``).

The deal's round comes from ``context.number``: deal ``n`` of a match plays ``round_list[n]``.

Moves: a card played to a trick is its text (``"QS"``, ``moves.Play``); in the kabale a card is laid
with ``"lay 7H"`` (``Lay``, dropped on the pile ``"row:H"``) and a player who cannot lay passes with
``"pass"``. The two play moves have different texts because ``parse_move`` must know the move without
knowing the round.

Stacked decks (``deck=``): card ``i`` goes to seat ``(dealer + 1 + i) % seats``; there is no stock, and
the deck must be exactly the round's cards in play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ...cards import SUIT_MASKS, BitTable, cards_of, dealt_slices, parse_card, shuffle
from ...errors import FjolsError, InvalidCardError, InvalidMoveError, Reason
from ...moves import Play
from ...options import QT_TRANSLATE_NOOP
from ...rules import BaseRules, DealResult, GameInfo, MatchContext, Move, Observation, Seat
from . import kabale, trick_round
from .options import DavoserjasOptions, Round, RoundKind, TieRule
from .rounds import deck_mask, expected_total, round_list
from .state import (
    LAYS,
    OVER,
    PASS,
    PLAY_PARTS,
    PLAYS,
    KabalePass,
    KabaleState,
    Lay,
    TrickState,
    card_moves,
    trick_facts,
)
from .trick_round import ZEROS, end_trick
from .view import KabaleObservation, TrickObservation

DavoserjasState = TrickState | KabaleState

_lay_moves = BitTable(LAYS)
_SEAT_SETS = (*(frozenset((s,)) for s in range(8)), frozenset())   # by turn; turn -1 (over) is nobody
_MUST_PASS = (PASS,)
_SINGLES = tuple((index,) for index in range(52))   # per card index: the one-card tuple a trick is extended by
_LED = tuple((index // 13, index // 13 * 13) for index in range(52))   # per card index: its suit and its shift
_AFTER = tuple(tuple((s + 1) % n for s in range(n)) if n else () for n in range(8))   # [seats][seat]: the next seat


@lru_cache(maxsize=256)
def deal_table(options: DavoserjasOptions, seats: int, dealer: Seat,
               index: int) -> tuple[Round, int, tuple[int, ...], tuple[Any, ...] | None, tuple[slice, ...]]:
    """What a new deal of round ``index`` at this table takes from the options, worked out once: the
    round, the mask of the cards in play and their bits from low to high (the order the shuffle
    starts from), for a trick round its ``TrickDeal`` (an immutable value, shared by every deal of
    that round at that table and dealer) with the facts beside it that the state stores
    (``trick_facts``), and the seats' slices of the deck (``dealt_slices``).
    Raises for a table the options refuse or a round outside the list (an exception is not cached)."""
    options.check(seats)
    rounds = round_list(options)
    if not 0 <= index < len(rounds):
        raise FjolsError(f"davoserjas: deal {index} lies outside the round list of {len(rounds)} rounds")
    rule = rounds[index]
    is_kabale = rule.kind is RoundKind.KABALE
    in_play = deck_mask(options, seats, kabale=is_kabale)
    bits = tuple(card.bit for card in cards_of(in_play))
    slices = dealt_slices(seats, dealer)
    if is_kabale:
        return rule, in_play, bits, None, slices
    deal = trick_round.make_trick_deal(options, seats, dealer, index, len(rounds), rule)
    return rule, in_play, bits, trick_facts(deal), slices


class DavoserjasRules(BaseRules[DavoserjasState, DavoserjasOptions]):
    info = GameInfo(
        id="davoserjas", name=QT_TRANSLATE_NOOP("Games", "Davoserjas"),
        summary=QT_TRANSLATE_NOOP("Games", "Six rounds: avoid tricks, clubs, queens, the king of clubs and the "
                                  "last trick, then race to empty your hand in the kabale."),
        min_seats=3, max_seats=7, default_seats=4, options_type=DavoserjasOptions, lower_is_better=True)

    # -- dealing --------------------------------------------------------------------------------------
    def new_deal(self, options: DavoserjasOptions, seats: int, dealer: Seat, rng: random.Random,
                 deck: Sequence[Any] | None = None, context: MatchContext | None = None) -> DavoserjasState:
        index = context.number if context is not None else 0
        rule, in_play, in_play_bits, facts, slices = deal_table(options, seats, dealer, index)
        if deck is None:
            bits = [*in_play_bits]
            shuffle(bits, rng)
        else:
            bits = [card.bit for card in deck]
            if len(bits) != in_play.bit_count() or sum(set(bits)) != in_play:
                raise InvalidCardError(f"davoserjas: a stacked deck for {seats} players in round {rule.id!r} must "
                                       f"hold exactly the {in_play.bit_count()} cards in play")
        hands = [sum(bits[part]) for part in slices]
        if facts is None:
            rounds = round_list(options)
            return kabale.start(options, seats, dealer, index, len(rounds), rule, tuple(hands))
        leader = dealer + 1 if dealer + 1 < seats else 0     # the dealer's left leads the first trick
        state = TrickState()
        state._v = (facts, hands, (), hands[leader], (1, leader, ZEROS[seats], (), ()))
        state._turn = leader
        state._moves = card_moves(hands[leader])
        return state

    # -- whose turn, which moves ------------------------------------------------------------------------
    # The hot methods read the turn as ``_turn`` in both kinds (a trick round's slot, the kabale's
    # ``turn``: -1 once the round is over, which ``_SEAT_SETS`` maps to nobody), and a trick round's other
    # stored values from its plain tuple ``_v`` (``TrickState``).
    def to_act(self, state: DavoserjasState) -> frozenset[Seat]:
        return _SEAT_SETS[state._turn]

    def legal_moves(self, state: DavoserjasState, seat: Seat) -> Sequence[Move]:
        if seat != state._turn:      # -1 once over
            return ()
        if state.__class__ is TrickState:   # made with the state
            return state._moves
        return _lay_moves(state.legal) if state.legal else _MUST_PASS

    def apply(self, state: DavoserjasState, seat: Seat, move: Move) -> DavoserjasState:
        if state.__class__ is TrickState:
            # A card played to a trick, the hot path of every simulation: the stored values unpacked once
            # (``TrickState``), the card checked against the legal mask with one AND (0 once the round
            # is over), the next state made here and by ``trick_round.end_trick`` for a trick's last
            # card. The table size is the number of hands.
            facts, hands, trick, legal, per_trick = state._v
            if move.__class__ is Play and seat == state._turn and (bit := move.bit) & legal:
                new_hands = [*hands]
                new_hands[seat] -= bit   # the legal mask lies in the hand
                trick += _SINGLES[move.index]
                seats = len(hands)
                if len(trick) < seats:
                    nxt = _AFTER[seats][seat]
                    hand = new_hands[nxt]
                    new = TrickState()
                    suit, shift = _LED[trick[0]]
                    if follow := hand & SUIT_MASKS[suit]:   # its moves from the led suit's table alone
                        try:
                            new._moves = PLAY_PARTS[suit][follow >> shift]
                        except TypeError:   # the suit's table is not built yet (the first deal)
                            new._moves = card_moves(follow)
                        new._v = (facts, new_hands, trick, follow, per_trick)
                    else:
                        new._moves = card_moves(hand)
                        new._v = (facts, new_hands, trick, hand, per_trick)
                    new._turn = nxt
                    return new
                return end_trick(facts, new_hands, trick, per_trick)
        elif isinstance(state, KabaleState) and seat == state.turn and state.phase != OVER:
            kind = type(move)
            if kind is KabalePass:
                if not state.legal:
                    return kabale.pass_turn(state, seat)
            elif kind is Lay and move.card.bit & state.legal:  # type: ignore[attr-defined]
                return kabale.lay(state, seat, move.card.index)  # type: ignore[attr-defined]
        raise self.refuse(state, seat, move)

    def explain_illegal(self, state: DavoserjasState, seat: Seat, move: Move) -> Reason | None:
        if isinstance(state, TrickState):
            return trick_round.explain_illegal(state, seat, move)
        return kabale.explain_illegal(state, seat, move)

    # -- state queries ------------------------------------------------------------------------------------
    def is_over(self, state: DavoserjasState) -> bool:
        return state._turn < 0

    def scores(self, state: DavoserjasState) -> tuple[int, ...]:
        if isinstance(state, TrickState):
            return trick_round.scores(state)
        return kabale.scores(state)

    def move_bound(self, options: DavoserjasOptions, seats: int) -> int:
        # Trick rounds: one move per card. Kabale: at most 52 cards laid, and between two lays every
        # other player passes at most once (the playable cards do not change, and someone holds one).
        return 52 + (seats - 1) * 53

    def parse_move(self, text: str) -> Move:
        words = text.split()
        try:
            if words == ["pass"]:
                return PASS
            if len(words) == 2 and words[0].lower() == "lay":
                return LAYS[parse_card(words[1]).index]
            if len(words) == 1:
                return PLAYS[parse_card(words[0]).index]
        except InvalidCardError as exc:
            raise InvalidMoveError(f"davoserjas: {text!r} is not a move: {exc}") from None
        raise self.unparseable(text, "a card such as 'QS', 'lay 7H' or 'pass'")

    # -- what a seat may see --------------------------------------------------------------------------------
    def observe(self, state: DavoserjasState, seat: Seat) -> TrickObservation | KabaleObservation:
        moves = tuple(self.legal_moves(state, seat))
        if isinstance(state, TrickState):
            return trick_round.observe(state, seat, moves, self.to_act(state))
        return kabale.observe(state, seat, moves, self.to_act(state))

    def sample_world(self, view: Observation, rng: random.Random) -> DavoserjasState:
        if isinstance(view, TrickObservation):
            return trick_round.sample_world(view, rng)
        if isinstance(view, KabaleObservation):
            return kabale.sample_world(view, rng)
        raise TypeError(f"davoserjas: cannot sample a world from a {type(view).__name__}")

    # -- the match --------------------------------------------------------------------------------------------
    def deal_result(self, state: DavoserjasState) -> DealResult:
        if state.phase != OVER:
            raise ValueError("davoserjas: the round is not over")
        if isinstance(state, TrickState):
            return trick_round.deal_result(state)
        return kabale.deal_result(state)

    def match_over(self, options: DavoserjasOptions, seats: int, results: Sequence[DealResult]) -> bool:
        return len(results) >= len(round_list(options))

    def deals_in_match(self, options: DavoserjasOptions, seats: int) -> int | None:
        return len(round_list(options))

    def check_deal_points(self, options: DavoserjasOptions, seats: int, points: Sequence[int],
                          context: MatchContext | None = None) -> Reason | None:
        """Sum check for a round typed in from a game with real cards (the scorekeeper in
        ``store/scorekeeper.py``, which only warns): a trick round's points add up to exactly
        ``expected_total`` (every card in play is dealt and every trick is taken). The round is the
        deal's number in the match (``context.number``); a kabale, a round past the end of the list
        or an unknown position is not checked."""
        rounds = round_list(options)
        index = context.number if context is not None else -1
        if not 0 <= index < len(rounds):
            return None
        expected = expected_total(rounds[index], seats, options)
        total = sum(points)
        if expected is None or total == expected:
            return None
        return Reason.of("deal_points_sum", total=total, expected=expected, round=rounds[index].id)

    def match_winners(self, options: DavoserjasOptions, seats: int,
                      results: Sequence[DealResult]) -> tuple[Seat, ...]:
        """Lowest total wins; tied players share, or (``fewest_kabale_points``) the fewest points in the
        kabale rounds separates them, and a tie there is shared."""
        winners = super().match_winners(options, seats, results)
        if len(winners) < 2 or options.tie_rule is TieRule.SHARED:
            return winners
        rounds = round_list(options)
        kabale_points = [0] * seats
        for rule, result in zip(rounds, results):
            if rule.kind is RoundKind.KABALE:
                for s in range(seats):
                    kabale_points[s] += result.points[s]
        best = min(kabale_points[s] for s in winners)
        return tuple(s for s in winners if kabale_points[s] == best)
