"""Fjols' state, moves, the beating relation and the per-deal facts (the rules are in ``rules.py``).

The state is a positional ``NamedTuple`` of ints and tuples. Hands, the discard pile and the known
cards are masks (``cards.py``); the chain is a tuple of card indices, bottom first, with the seat that
played each card beside it (``-1`` for the turned-up card). Facts fixed for one deal (options, table
size, dealer, trump suits, the beating tables) sit in one shared ``FjolsDeal``. The move log is kept as
a chain of links, one per move, and read back flat (``log_chain``, ``FjolsState.log``).

The beating relation of ``resources/rules/en/fjols.md#high-trump-and-low-trump`` is precomputed per deal as
two tables indexed by the target card: ``beat[t]``, every card that beats ``t``, and ``in_suit[t]``, those of
``t``'s suit. With them every obligation of ``resources/rules/en/fjols.md#how-a-deal-goes`` is a few integer
operations on the hand (``respond_mask``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any, ClassVar, NamedTuple

from ...cards import CARDS, SUIT_MASKS, BitTable, Card, Suit
from ...moves import Play
from ...rules import Move, Seat
from .options import FjolsOptions, FollowSuit, PickupMode, VoluntaryPickup

RESPOND, LEAD, OVER = 0, 1, 2
PHASE_NAMES = ("respond", "lead", "over")

# ``resources/rules/en/fjols.md#how-a-deal-goes``: an engine guard. A deal still running after this many
# actions is abandoned as "unfinished" (no fjols, not counted). Only silly play under whole_chain can get
# there.
MAX_ACTIONS = 5000
MAX_SEATS = 5                 # the largest table (``FjolsRules.info``); a log code holds seat << 6

PICKUP_CODE = 52              # in the move log and in legal masks: bit 52 is "pickup is legal"
PICKUP_BIT = 1 << PICKUP_CODE
TURNED_BY = -1                # ``chain_by`` entry of the turned-up card (played by nobody)

# follow_suit and voluntary_pickup as small ints for the hot path
SUIT_FIRST, STRICT_VOID, FREE = 0, 1, 2
NEVER, WHEN_NO_SUIT_BEATER, ALWAYS = 0, 1, 2
_FOLLOW = {FollowSuit.SUIT_FIRST: SUIT_FIRST, FollowSuit.STRICT_VOID: STRICT_VOID, FollowSuit.FREE: FREE}
_VOLUNTARY = {VoluntaryPickup.NEVER: NEVER, VoluntaryPickup.WHEN_NO_SUIT_BEATER: WHEN_NO_SUIT_BEATER,
              VoluntaryPickup.ALWAYS: ALWAYS}

SUIT_OF = tuple(SUIT_MASKS[i // 13] for i in range(52))   # the suit mask of each card index


# --- moves ---------------------------------------------------------------------------------------------

class FjolsPlay(Play):
    """Play one card onto the chain (to beat the card on top, or to lead); text ``"QS"``. The move
    carries its card's index too, for the move log."""

    __slots__ = ("index",)
    pile: ClassVar[str] = "chain"
    index: int

    def __init__(self, card: Card) -> None:
        super().__init__(card)
        object.__setattr__(self, "index", card.index)


class Pickup(Move):
    """Take the card (or, by option, the pile) you cannot or will not beat; text ``"pickup"``."""

    __slots__ = ()
    kind: ClassVar[str] = "pickup"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")

    def __str__(self) -> str:
        return "pickup"

    def __eq__(self, other: object) -> bool:
        return type(other) is Pickup

    def __hash__(self) -> int:
        return hash("pickup")


PLAYS = tuple(FjolsPlay(card) for card in CARDS)
PICKUP = Pickup()
moves_of: BitTable[Move] = BitTable((*PLAYS, PICKUP))   # a legal mask (bit 52 = pickup) -> moves


# --- the beating relation (``resources/rules/en/fjols.md#high-trump-and-low-trump``) ------------------------

def card_class(suit: int, high: int, low: int) -> int:
    """0 plain, 1 low trump, 2 high trump."""
    return 2 if suit == high else 1 if suit == low else 0


def beats(card: int, target: int, high: int, low_beats_low: bool) -> bool:
    """May card index ``card`` be laid on target index ``target``?
    (``resources/rules/en/fjols.md#high-trump-and-low-trump``, literally)."""
    low = Suit(high).partner
    suit, t_suit = card // 13, target // 13
    if suit == t_suit:
        if t_suit == low and not low_beats_low:
            return False
        return card > target
    return card_class(suit, high, low) > card_class(t_suit, high, low)


@lru_cache(maxsize=16)
def beat_tables(high: int, low_beats_low: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(beat, in_suit)``: per target index, the mask of all beaters and of the beaters in its suit."""
    beat, in_suit = [], []
    for target in range(52):
        mask = 0
        for card in range(52):
            if beats(card, target, high, low_beats_low):
                mask |= 1 << card
        beat.append(mask)
        in_suit.append(mask & SUIT_OF[target])
    return tuple(beat), tuple(in_suit)


class FjolsDeal(NamedTuple):
    """Facts fixed for one deal and public to every seat; build it with ``make_deal``."""

    options: FjolsOptions
    seats: int
    dealer: Seat
    number: int                    # 0-based deal number in the match
    turned: Card                   # the turned-up card; its suit is the high trump
    high: Suit
    low: Suit
    deck: int                      # mask of the cards in play
    beat: tuple[int, ...]
    in_suit: tuple[int, ...]
    follow: int                    # SUIT_FIRST / STRICT_VOID / FREE
    voluntary: int                 # NEVER / WHEN_NO_SUIT_BEATER / ALWAYS
    whole_chain: bool
    closes: bool                   # chain_closes_after_full_round


def make_deal(options: FjolsOptions, seats: int, dealer: Seat, number: int, turned: Card, deck: int) -> FjolsDeal:
    beat, in_suit = beat_tables(int(turned.suit), options.low_beats_low)
    return FjolsDeal(options, seats, dealer, number, turned, turned.suit, turned.suit.partner, deck, beat, in_suit,
                     _FOLLOW[options.follow_suit], _VOLUNTARY[options.voluntary_pickup],
                     options.pickup is PickupMode.WHOLE_CHAIN, options.chain_closes_after_full_round)


def respond_mask(deal: FjolsDeal, hand: int, target: int) -> int:
    """What a hand may do against ``target`` (``resources/rules/en/fjols.md#how-a-deal-goes``): the cards it
    may play, plus ``PICKUP_BIT`` when picking up is allowed."""
    in_suit = hand & deal.in_suit[target]
    follow = deal.follow
    if follow == SUIT_FIRST:
        plays = in_suit or hand & deal.beat[target]
    elif follow == STRICT_VOID:
        plays = in_suit if hand & SUIT_OF[target] else hand & deal.beat[target]
    else:
        plays = hand & deal.beat[target]
    voluntary = deal.voluntary
    if not plays or voluntary == ALWAYS or (voluntary == WHEN_NO_SUIT_BEATER and not in_suit):
        return plays | PICKUP_BIT
    return plays


def next_active(hands: tuple[int, ...] | list[int], seat: Seat) -> Seat:
    """The first seat clockwise after ``seat`` that still holds cards
    (``resources/rules/en/fjols.md#how-a-deal-goes``)."""
    n = len(hands)
    s = seat + 1
    while True:
        if s >= n:
            s = 0
        if hands[s]:
            return s
        s += 1


# The move log as a chain of links, so that a move adds one small tuple instead of copying the whole log:
# a link is ``(earlier, code, size)``, the log before the move, the move's code and the number of moves
# up to and including it. A chain starts at a root link ``(flat, ROOT, len(flat))`` that holds, as a flat
# tuple, the log the state was built with. ``FjolsState.log`` reads the chain back as that flat tuple.
ROOT = -1
LogLink = tuple[Any, int, int]


def log_chain(log: Sequence[int] | LogLink) -> LogLink:
    """``log`` as a chain: a flat log (a sequence of codes) becomes a root link; a chain is kept."""
    if len(log) == 3 and type(log[0]) is tuple:     # a link: a flat log holds only ints
        return log  # type: ignore[return-value]  # checked above
    return (tuple(log), ROOT, len(log))


def flat_log(link: LogLink) -> tuple[int, ...]:
    """The codes of a chain of links, oldest first: the root's flat log and then one code per link."""
    codes = []
    earlier, code, _ = link
    while code != ROOT:
        codes.append(code)
        earlier, code, _ = earlier
    codes.reverse()
    return earlier + tuple(codes)  # type: ignore[no-any-return]  # the root's flat log


class _StateFields(NamedTuple):
    """``FjolsState``'s fields by position, with the move log stored as a chain (``log_chain``)."""

    deal: FjolsDeal
    phase: int                     # RESPOND, LEAD or OVER
    hands: tuple[int, ...]
    stock: tuple[int, ...]         # the stock as card bits, next card first, including cards already drawn
    drawn: int                     # how many stock cards have been drawn
    chain: tuple[int, ...]         # card indices, bottom first; the top card is the target
    chain_by: tuple[int, ...]      # who played each chain card (TURNED_BY for the turned-up card)
    discard: int                   # dead cards
    turn: Seat                     # seat to act, -1 when over
    legal: int                     # what ``turn`` may do: card bits, plus PICKUP_BIT
    known: tuple[int, ...]         # per seat: cards everybody saw it pick up and still in its hand
    out: tuple[Seat, ...]          # seats in the order they went out
    chain_seats: int               # players holding cards when this chain began (for chain closing)
    log: Any                       # every move as seat << 6 | code (card index, or PICKUP_CODE), as a chain


class FjolsState(_StateFields):
    """One moment of a deal. Built with a flat ``log`` (a tuple of codes) and read back with one; inside,
    the log is a chain of links (``log_chain``), which ``apply`` extends by one link per move. Equality,
    hashing, ``repr``, ``_asdict``, pickling and copying see the flat log (``fields``), so a state built with
    a flat log and one reached by play are the same value when their fields are. Read by position
    (``state[13]``, unpacking, iterating), as the hot paths read it, the log field is the chain."""

    __slots__ = ()

    def __new__(cls, deal: FjolsDeal, phase: int, hands: tuple[int, ...], stock: tuple[int, ...], drawn: int,
                chain: tuple[int, ...], chain_by: tuple[int, ...], discard: int, turn: Seat, legal: int,
                known: tuple[int, ...], out: tuple[Seat, ...], chain_seats: int,
                log: Sequence[int] | LogLink) -> FjolsState:
        return tuple.__new__(cls, (deal, phase, hands, stock, drawn, chain, chain_by, discard, turn, legal, known,
                                   out, chain_seats, log_chain(log)))

    @classmethod
    def _make(cls, iterable: Iterable[Any]) -> FjolsState:  # type: ignore[override]  # FjolsState's own
        """Through ``__new__`` (``_replace`` comes here), so that a flat log given is made a chain."""
        return cls(*iterable)

    @property
    def log(self) -> tuple[int, ...]:
        """Every move as ``seat << 6 | code`` (a card index, or ``PICKUP_CODE``), oldest first."""
        return flat_log(self[13])

    @property
    def log_size(self) -> int:
        """The number of moves made, ``len(self.log)`` without reading the log."""
        return self[13][2]  # type: ignore[no-any-return]  # a link's size

    def fields(self) -> tuple[Any, ...]:
        """The fields as a plain tuple, the log flat: what equality, hashing and copies see."""
        return (*self[:13], flat_log(self[13]))

    def __eq__(self, other: object) -> bool:
        return self.fields() == (other.fields() if isinstance(other, FjolsState) else other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self.fields())

    def __repr__(self) -> str:
        return f"FjolsState({', '.join(f'{name}={value!r}' for name, value in zip(self._fields, self.fields()))})"

    def __getnewargs__(self) -> tuple[Any, ...]:
        """Pickled and copied with the log flat (a chain is as deep as the log is long)."""
        return self.fields()

    def _asdict(self) -> dict[str, Any]:
        return dict(zip(self._fields, self.fields()))

    @property
    def options(self) -> FjolsOptions:
        return self.deal.options

    @property
    def seats(self) -> int:
        return self.deal.seats

    @property
    def stock_size(self) -> int:
        return len(self.stock) - self.drawn

    @property
    def target(self) -> int:
        """The card index to beat, or -1 when a lead is due or the deal is over."""
        return self.chain[-1] if self.phase == RESPOND else -1

    @property
    def fjols(self) -> Seat:
        """The fjols once the deal is over (-1 before, and for an unfinished deal)."""
        if self.phase != OVER or len(self.out) < self.deal.seats - 1:
            return -1
        return next(s for s in range(self.deal.seats) if s not in self.out)

    @property
    def unfinished(self) -> bool:
        return self.phase == OVER and len(self.out) < self.deal.seats - 1


def log_text(code: int) -> str:
    code &= 63
    return "pickup" if code == PICKUP_CODE else str(CARDS[code])


# Every log code's history entry ``(seat, text)`` (None for codes no move has), made once: an
# observation's history is looked up entry by entry (``history_of``), not rebuilt text by text, since a
# deal may run to ``MAX_ACTIONS`` moves and every move is observed.
HISTORY_ENTRIES = tuple((code >> 6, log_text(code)) if code & 63 <= PICKUP_CODE else None
                        for code in range(MAX_SEATS << 6))


def history_of(log: tuple[int, ...]) -> tuple[tuple[int, str], ...]:
    """The observation's ``history`` of a move log: ``(seat, text)`` per move, in order."""
    return tuple(map(HISTORY_ENTRIES.__getitem__, log))  # type: ignore[arg-type]  # codes are moves
