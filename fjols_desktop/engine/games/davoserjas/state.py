"""Davoserjas' states, moves and per-round facts (the rules themselves are in ``trick_round.py``,
``kabale.py`` and ``rules.py``).

A deal is one round. Its fixed, public facts sit in a ``TrickDeal`` or a ``KabaleDeal`` (options, table
size, dealer, which round of how many, the rule, the deck and what the rule needs precomputed); the
state refers to it, so each move copies only what changes: a trick round's state is an immutable value
with named values that stores what ``apply`` carries from card to card (``TrickState``), the kabale's a
``NamedTuple`` of ints and tuples.
Cards are bits (``cards.py``); hands, tricks taken and the kabale's table are masks.

Kabale rows: ``suit_order`` lists each suit's cards in play from low to high (the ace first or last
by ``kabale_ace``; removed twos are simply absent, so the row skips them). ``outward[i]`` is the card
(or, for a seven, the two cards) that becomes playable once card ``i`` lies in its row; the state
keeps ``ends``, the cards that fit at the open ends now, and updates it with one AND and one OR.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar, NamedTuple

from ...cards import CARDS, BitTable, Card, rank_mask
from ...errors import Reason
from ...moves import Play
from ...rules import Move, Seat
from ...values import TurnState, stored
from .options import DavoserjasOptions, KabaleScoring, KabaleSevens, Round
from .rounds import round_reason

PLAY, OVER = 0, 1
PHASE_NAMES = ("play", "over")
SEVENS_MASK = rank_mask((7,))
PASS_INDEX = -1  # a pass in the kabale log


class TrickDeal(NamedTuple):
    """Facts fixed for one trick round, public to every seat."""

    options: DavoserjasOptions
    seats: int
    dealer: Seat
    number: int                    # 0-based position in the round list (the deal's number in the match)
    round_count: int               # rounds in the list
    rule: Round
    deck: int
    cards_each: int
    ace_low: bool
    penalties: tuple[tuple[int, int], ...]   # (cards in play, points) per penalty line
    penalty_mask: int              # every penalised card in play
    stoppable: bool                # the early stop applies: only penalty cards (or trick 1) cost


class KabaleDeal(NamedTuple):
    """Facts fixed for one kabale round, public to every seat (the setup sevens included)."""

    options: DavoserjasOptions
    seats: int
    dealer: Seat
    number: int
    round_count: int
    rule: Round
    deck: int
    sevens: KabaleSevens
    suit_order: tuple[tuple[int, ...], ...]  # card indices per suit, low to high
    outward: tuple[int, ...]       # per card index: the mask it opens beyond itself
    stop_after: int                # the round ends when this many players are out
    setup: tuple[tuple[Seat, int], ...]      # sevens laid out before the first turn, as (seat, card index)


def round_label(deal: TrickDeal | KabaleDeal) -> Reason:
    """The deal's round as ``Reason("round", id=..., name=..., index=..., of=...)`` (index from 1)."""
    return round_reason(deal.rule, deal.number, deal.round_count)


def trick_facts(deal: TrickDeal) -> tuple[Any, ...]:
    """The deal with the facts a trick's end reads beside it, as an exact tuple (the interpreter indexes
    those directly, a ``NamedTuple`` generically): ``(deal, ace_low, penalty_mask, stoppable)``. A trick
    round's state stores it first."""
    return (deal, deal.ace_low, deal.penalty_mask, deal.stoppable)


class TrickState(TurnState[TrickDeal]):
    """One moment of a trick round: an immutable value with the named values of ``_fields``. ``trick``
    holds the card indices of the current trick in play order, ``taken`` the cards each seat won, ``log``
    the finished tricks as ``(leader, cards)`` and ``legal`` the cards ``turn`` may play now.

    A ``TurnState`` (``values.py``): the turn and the legal moves (``card_moves``) in slots, ``phase``
    derived, and the other stored values in the plain tuple ``_v`` that ``apply`` copies per card: the deal
    with the facts a trick's end reads (``trick_facts``), the hands, ``trick``, ``legal``, and what changes
    once a trick, ``(trick_no, leader, taken, log, points)``, the points empty until the round is over.
    Built from the named values by ``TrickState.of``; ``apply`` and ``new_deal`` set the slots directly."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ("deal", "phase", "hands", "trick_no", "leader", "turn", "trick", "taken",
                                          "log", "legal", "points")

    @classmethod
    def of(cls, deal: TrickDeal, phase: int, hands: Sequence[int], trick_no: int, leader: Seat, turn: Seat,
           trick: Sequence[int], taken: Sequence[int], log: Sequence[tuple[Seat, tuple[int, ...]]], legal: int,
           points: Sequence[int]) -> TrickState:
        """The state with these named values (in ``_fields`` order, or by name). ``phase`` must be OVER
        exactly when ``turn`` is -1."""
        return cls.built("davoserjas", phase, turn, (trick_facts(deal), list(hands), tuple(trick), legal,
                                                     (trick_no, leader, tuple(taken), tuple(log), tuple(points))),
                         card_moves(legal))

    trick = stored(2, "Card indices of the current trick in play order.")
    legal = stored(3, "The cards ``turn`` may play now.")
    trick_no = stored(4, "The current trick's number, from 1.", 0)
    leader = stored(4, "Who led the current trick (once over, who won the last).", 1)
    taken = stored(4, "The cards each seat won.", 2)
    log = stored(4, "The finished tricks as ``(leader, cards)``.", 3)
    points = stored(4, "The round's points once it is over (empty before).", 4)

    def fields(self) -> tuple[Any, ...]:
        """The named values in ``_fields`` order: what equality, hashing and copies see."""
        facts, hands, trick, legal, (trick_no, leader, taken, log, points) = self._v
        return (facts[0], self.phase, tuple(hands), trick_no, leader, self._turn, trick, taken, log, legal, points)


class KabaleState(NamedTuple):
    deal: KabaleDeal
    phase: int
    hands: tuple[int, ...]
    table: int                     # cards laid in the rows
    ends: int                      # cards that fit at an open end of a row now
    turn: Seat
    passes: tuple[int, ...]
    out: tuple[Seat, ...]          # players out of cards, in finishing order
    lacks: tuple[int, ...]         # cards each seat has shown it does not hold (public inference)
    log: tuple[tuple[Seat, int], ...]   # moves in order: (seat, card index) or (seat, PASS_INDEX)
    legal: int                     # cards ``turn`` may lay now; 0 means it must pass
    points: tuple[int, ...]

    @property
    def options(self) -> DavoserjasOptions:
        return self.deal.options

    @property
    def seats(self) -> int:
        return self.deal.seats

    @property
    def _turn(self) -> Seat:
        """``turn``, under the name of ``TrickState``'s slot, which the rules' hot methods read for both kinds."""
        return self[5]


def turn_refusal(state: TrickState | KabaleState, seat: Seat) -> Reason | None:
    """Why ``seat`` may not move at all now (the round is over, or it is not its turn), if so."""
    if state.phase == OVER:
        return Reason.of("deal_over")
    if seat != state.turn:
        return Reason.of("not_your_turn", seat=seat, turn=state.turn)
    return None


# --- kabale rows --------------------------------------------------------------------------------------

@lru_cache(maxsize=32)
def kabale_rows(deck: int, ace_low: bool) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """``(suit_order, outward)`` for a deck (see the module docstring)."""
    orders = []
    outward = [0] * 52
    for suit in range(4):
        indices = [i for i in range(suit * 13, suit * 13 + 13) if deck >> i & 1]  # 2 ... A
        if ace_low and indices and indices[-1] % 13 == 12:
            indices.insert(0, indices.pop())
        orders.append(tuple(indices))
        seven = indices.index(suit * 13 + 5)
        for pos, index in enumerate(indices):
            below = 1 << indices[pos - 1] if pos > 0 else 0
            above = 1 << indices[pos + 1] if pos + 1 < len(indices) else 0
            outward[index] = below if pos < seven else above if pos > seven else below | above
    return tuple(orders), tuple(outward)


def kabale_legal(deal: KabaleDeal, hand: int, table: int, ends: int) -> int:
    """The cards of ``hand`` that may be laid now (``resources/rules/en/davoserjas.md#round-6-the-kabale``):
    those at an open end, and sevens of rows not yet open; under ``forced_on_turn`` a held seven must go
    first."""
    fits = hand & (ends | (SEVENS_MASK & ~table))
    if deal.sevens is KabaleSevens.FORCED_ON_TURN and fits & SEVENS_MASK:
        return fits & SEVENS_MASK
    return fits


def kabale_points(deal: KabaleDeal, hands: tuple[int, ...], passes: tuple[int, ...],
                  out: tuple[Seat, ...]) -> tuple[int, ...]:
    """The round's points once it is over: passes, cards left, places, the first-out bonus."""
    rule = deal.rule
    step = rule.place_points[deal.seats - 3] if rule.kabale_scoring is KabaleScoring.PLACES else 0
    points = []
    for s in range(deal.seats):
        p = passes[s] * rule.per_pass + hands[s].bit_count() * rule.per_card_left
        place = out.index(s) if s in out else len(out)
        p += place * step
        if out and out[0] == s:
            p -= rule.first_out_bonus
        points.append(p)
    return tuple(points)


# --- moves ---------------------------------------------------------------------------------------------

class Lay(Play):
    """Lay one card in the kabale (``"lay 7H"``); it drops on the row of its suit (``"row:H"``)."""

    __slots__ = ("_row",)
    kind: ClassVar[str] = "lay"
    _row: str

    def __init__(self, card: Card) -> None:
        super().__init__(card)
        object.__setattr__(self, "_row", "row:" + card.suit.letter)

    def __str__(self) -> str:
        return "lay " + str(self.card)

    @property
    def target(self) -> str | None:
        return self._row


class KabalePass(Move):
    """Pass in the kabale (``"pass"``): allowed only with no card to lay, and it costs points."""

    __slots__ = ()
    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


PLAYS = tuple(Play(card) for card in CARDS)
play_moves: BitTable[Play] = BitTable(PLAYS)   # a mask of cards -> their plays, in card order
PLAY_PARTS: list[Any] = play_moves.parts   # each suit's table, None until built


def card_moves(cards: int) -> tuple[Play, ...]:
    """The plays of a mask of cards, in card order (``play_moves``): the four suits' tables, written out.
    The mask is cut in two halves of two suits first: the shifts and ANDs of a half (below 2**30, one
    digit) are quicker than of the whole, and an empty half is skipped."""
    parts = PLAY_PARTS
    high = cards >> 26
    low = cards & 0x3FFFFFF
    try:
        moves: tuple[Play, ...] = parts[2][high & 8191] + parts[3][high >> 13] if high else ()
        if low:
            moves = parts[0][low & 8191] + parts[1][low >> 13] + moves
        return moves
    except TypeError:     # a suit's table is not built yet (the first deal)
        return play_moves(cards)
LAYS = tuple(Lay(card) for card in CARDS)
PASS = KabalePass()
