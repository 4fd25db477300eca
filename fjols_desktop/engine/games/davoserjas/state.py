"""Davoserjas' states, moves and per-round facts (the rules themselves are in ``trick_round.py``,
``kabale.py`` and ``rules.py``).

A deal is one round. Its fixed, public facts sit in a ``TrickDeal`` or a ``KabaleDeal`` (options, table
size, dealer, which round of how many, the rule, the deck and what the rule needs precomputed); the
state is a ``NamedTuple`` of ints and tuples that refers to it, so each move copies only what changes.
Cards are bits (``cards.py``); hands, tricks taken and the kabale's table are masks.

Kabale rows: ``suit_order`` lists each suit's cards in play from low to high (the ace first or last
by ``kabale_ace``; removed twos are simply absent, so the row skips them). ``outward[i]`` is the card
(or, for a seven, the two cards) that becomes playable once card ``i`` lies in its row; the state
keeps ``ends``, the cards that fit at the open ends now, and updates it with one AND and one OR.
"""

from __future__ import annotations

from functools import lru_cache
from typing import ClassVar, NamedTuple

from ...cards import CARDS, Card, rank_mask
from ...errors import Reason
from ...moves import Play
from ...rules import Move, Seat
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


class TrickState(NamedTuple):
    deal: TrickDeal
    phase: int
    hands: tuple[int, ...]
    trick_no: int                  # 1-based number of the current trick
    leader: Seat
    turn: Seat                     # -1 once the round is over
    trick: tuple[int, ...]         # card indices of the current trick in play order
    taken: tuple[int, ...]         # cards won, per seat
    log: tuple[tuple[Seat, tuple[int, ...]], ...]   # finished tricks as (leader, cards)
    legal: int                     # cards ``turn`` may play now
    points: tuple[int, ...]        # the round's points once it is over (empty before)

    @property
    def options(self) -> DavoserjasOptions:
        return self.deal.options

    @property
    def seats(self) -> int:
        return self.deal.seats


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
LAYS = tuple(Lay(card) for card in CARDS)
PASS = KabalePass()
