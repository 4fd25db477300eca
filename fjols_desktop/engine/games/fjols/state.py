"""Fjols' state, moves, the beating relation and the per-deal facts (the rules are in ``rules.py``).

The state is an immutable value of ints and tuples with named values. Hands, the discard pile and the
known cards are masks (``cards.py``); the chain reads as a tuple of card indices, bottom first, with the seat that
played each card beside it (``-1`` for the turned-up card). Facts fixed for one deal (options, table
size, dealer, trump suits, the beating tables) sit in one shared ``FjolsDeal``. The state stores only
what ``apply`` must carry from move to move and derives the rest when read (``FjolsState``): the move log
is kept as a chain of links, one per move, and read back flat (``root_link``, ``FjolsState.log``).

The beating relation of ``resources/rules/en/fjols.md#high-trump-and-low-trump`` is precomputed per deal as
two tables indexed by the target card: ``beat[t]``, every card that beats ``t``, and ``in_suit[t]``, those of
``t``'s suit. With them every obligation of ``resources/rules/en/fjols.md#how-a-deal-goes`` is a few integer
operations on the hand (``respond_mask``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar, NamedTuple

from ...cards import CARDS, SUIT_MASKS, BitTable, Card, Suit
from ...moves import Play
from ...rules import Move, Seat
from ...values import TurnState, stored
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
# SEAT_SETS[turn]: who is to act, one shared set per seat; the last entry, read by turn -1, is nobody
SEAT_SETS = (*(frozenset((s,)) for s in range(MAX_SEATS)), frozenset[int]())
NOBODY = SEAT_SETS[-1]
# ROUND[seats]: the seat after each seat at a table of ``seats``, every seat holding cards (``next_seats``)
ROUND = tuple(tuple((s + 1) % n for s in range(n)) for n in range(MAX_SEATS + 1))
# ``_named(cls, values)`` makes the ``NamedTuple`` ``cls`` from its values in field order, without the call to
# its own ``__new__`` (a Python function taking every field by name): for the deal and a log's root
_named = tuple.__new__


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
PICKUP_ONLY: tuple[Move, ...] = (PICKUP,)
_PARTS: list[Any] = moves_of.parts   # each suit's table, None until built


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


# per high trump (a suit's index): the low trump (``Suit.partner``), and the two trump suits in suit order
# with the shifts to their bits (``deal_facts``' ``trumps``)
LOW_TRUMP = tuple(Suit(high).partner for high in range(4))
TRUMPS = tuple((min(high, int(low)), 13 * min(high, int(low)), max(high, int(low)), 13 * max(high, int(low)))
               for high, low in enumerate(LOW_TRUMP))
_WHOLE_CHAIN = PickupMode.WHOLE_CHAIN


def make_deal(options: FjolsOptions, seats: int, dealer: Seat, number: int, turned: Card, deck: int) -> FjolsDeal:
    high = turned.suit
    beat, in_suit = beat_tables(int(high), options.low_beats_low)
    return _named(FjolsDeal, (options, seats, dealer, number, turned, high, LOW_TRUMP[high], deck, beat, in_suit,
                                 _FOLLOW[options.follow_suit], _VOLUNTARY[options.voluntary_pickup],
                                 options.pickup is _WHOLE_CHAIN, options.chain_closes_after_full_round))


def deal_facts(deal: FjolsDeal) -> tuple[Any, ...]:
    """The deal with the facts ``apply`` reads per move beside it, as an exact tuple (the interpreter
    indexes those directly, a ``NamedTuple`` generically): ``(deal, beat, in_suit, default, whole_chain,
    closes, trumps)``, where ``default`` says the next seat's options follow the default house rules (suit
    first, a pick-up only without a beater in the suit) and the chain never closes, and ``trumps`` is
    ``(first, 13 * first, second, 13 * second)``, the two trump suits in suit order (the order of the
    moves) with the shifts to their bits. The other house rules' options come from ``respond_mask``. The
    state stores it first."""
    closes = deal.closes
    return (deal, deal.beat, deal.in_suit,
            deal.follow == SUIT_FIRST and deal.voluntary == WHEN_NO_SUIT_BEATER and not closes,
            deal.whole_chain, closes, TRUMPS[deal.high])


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


def next_active(hands: Sequence[int], seat: Seat) -> Seat:
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
# a link is ``(earlier, seat, code, size)``, the log before the move, who moved, the move's code (a card
# index, or PICKUP_CODE) and the number of moves up to and including it; the log's code of the move is
# ``seat << 6 | code``. A chain starts at a root link ``(base, ROOT, ROOT, len(base.log))`` whose ``base``
# (``StateBase``) holds what the state was built with and its successors derive values from: the flat
# log, the chain and who played it, and the whole stock.
ROOT = -1
LogLink = tuple[Any, int, int, int]


class StateBase(NamedTuple):
    """What a state was built with (``FjolsState``'s constructor, ``new_deal``), kept in the root link of
    its move log for the values its successors derive instead of storing: the log before the first link,
    the chain and its players at the start, and the whole stock (drawn cards included)."""

    log: tuple[int, ...]
    chain: tuple[int, ...]
    chain_by: tuple[int, ...]
    stock: tuple[int, ...]


def root_link(log: Sequence[int], chain: Sequence[int], chain_by: Sequence[int], stock: Sequence[int]) -> LogLink:
    """The first link of a move log: the state's starting values, the log flat among them."""
    return (_named(StateBase, (tuple(log), tuple(chain), tuple(chain_by), tuple(stock))), ROOT, ROOT, len(log))


def root_of(link: LogLink) -> StateBase:
    """The ``StateBase`` at the root of a chain of links."""
    while link[1] != ROOT:
        link = link[0]
    return link[0]  # type: ignore[no-any-return]  # a root link's base


def flat_log(link: LogLink) -> tuple[int, ...]:
    """The codes of a chain of links, oldest first: the root's flat log and then one code per link."""
    codes = []
    earlier, seat, code, _ = link
    while seat != ROOT:
        codes.append(seat << 6 | code)
        earlier, seat, code, _ = earlier
    codes.reverse()
    return earlier.log + tuple(codes)  # type: ignore[no-any-return]  # the root's base


def chain_of(chain: int, link: LogLink) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The chain as card indices, bottom first, and who played each card, from the chain's mask and the
    move log: every move since the chain began laid one of its cards, so its cards are the last moves
    made, and those laid before the root link are the end of the root's chain."""
    count = chain.bit_count()
    cards: list[int] = []
    by: list[int] = []
    while len(cards) < count:
        earlier, seat, code, _ = link
        if seat == ROOT:
            base: StateBase = earlier
            left = count - len(cards)
            cards.reverse()
            by.reverse()
            return base.chain[-left:] + tuple(cards), base.chain_by[-left:] + tuple(by)
        cards.append(code)
        by.append(seat)
        link = earlier
    cards.reverse()
    by.reverse()
    return tuple(cards), tuple(by)


def stock_chain(bits: Sequence[int]) -> tuple[Any, ...]:
    """The cards still to draw as a chain of ``(bit, rest)`` pairs, next first (``()`` when empty): a
    draw takes the first pair apart instead of counting along a tuple."""
    rest: tuple[Any, ...] = ()
    for bit in reversed(bits):
        rest = (bit, rest)
    return rest


def stock_cards(rest: tuple[Any, ...]) -> tuple[int, ...]:
    """The cards of a ``stock_chain``, next first."""
    bits = []
    while rest:
        bit, rest = rest
        bits.append(bit)
    return tuple(bits)


def card_moves(mask: int) -> tuple[Move, ...]:
    """The card moves of a mask, in card order, from the four suits' tables (``moves_of``) written out;
    bit 52 (``PICKUP_BIT``) is left out. An empty suit's ``()`` joins without a copy."""
    parts = _PARTS
    try:
        return (parts[0][mask & 8191] + parts[1][mask >> 13 & 8191]  # type: ignore[no-any-return]  # tables
                + parts[2][mask >> 26 & 8191] + parts[3][mask >> 39 & 8191])
    except TypeError:   # a suit's table is not built yet (the first deal)
        return moves_of(mask & ~PICKUP_BIT)


def moves_for(legal: int) -> tuple[Move, ...]:
    """The moves of a legal mask: its cards in card order, then the pick-up when bit 52 is set. A forced
    pick-up, a common position, is one shared tuple."""
    if legal == PICKUP_BIT:
        return PICKUP_ONLY
    cards = card_moves(legal)
    return cards + PICKUP_ONLY if legal & PICKUP_BIT else cards


def next_seats(hands: Sequence[int]) -> tuple[Seat, ...]:
    """Per seat, the first seat clockwise after it that holds cards (``next_active``); all -1 when
    nobody does (a deal over). It changes only when a player goes out."""
    if not any(hands):
        return (-1,) * len(hands)
    return tuple(next_active(hands, seat) for seat in range(len(hands)))


class FjolsState(TurnState[FjolsDeal]):
    """One moment of a deal: an immutable value with the named values of ``_fields``.

    It stores fewer values than it shows, since ``apply`` copies the stored ones per move; the others are
    derived when read. The seat to act (-1 once over) and its legal moves (``moves_for``) are slots of
    their own, ``_turn`` and ``_moves``, which ``to_act``, ``is_over`` and ``legal_moves`` read; the other
    stored values are one plain tuple, ``_v`` (the interpreter reads and unpacks a plain tuple on its fast
    paths, a tuple subclass generically), by position:

    0. the deal with its hot facts (``deal_facts``);
    1. the hands (a list made for the state and never changed: ``apply`` copies it, and ``hands`` reads it
       as a tuple);
    2. the stock still to draw as a ``stock_chain``;
    3. the cards of the chain under its top card, a mask;
    4. the top card's bit (the target; 0 when a lead is due);
    5. the legal mask of the seat to act, with or without ``PICKUP_BIT`` when a pick-up is legal (``legal``
       reads that from the moves);
    6. what changes only at a pick-up, a player going out or a chain closing,
       ``(discard, picked, out, chain_seats, after, holders)``: the discard pile, per seat the cards it
       ever picked up (a list like the hands), the seats out, ``chain_seats``, the next seat holding cards
       after each seat (``next_seats``) and how many seats still hold cards (the ``chain_seats`` of a
       chain begun now);
    7. the move log as a chain of links from a ``root_link``.

    Derived: ``phase`` (from the turn and the target), ``chain`` and ``chain_by`` (the last moves of the
    log, ``chain_of``), ``known`` (the cards picked up that are still held: a card played never comes back
    but by a pick-up), ``stock`` and ``drawn`` (the root's whole stock and how much of it is gone) and
    ``log`` (read flat).

    Built from the named values with ``FjolsState.of`` (``apply`` and ``new_deal`` make the stored values
    directly: ``FjolsState()`` and its three slots set); the named values are read-only properties, and
    the class has no other attributes. Equality, hashing, ``repr``, ``_asdict``, ``_replace``, pickling and
    copying see the named values (``fields``), so a state built from them and one reached by play are
    the same value when those are. What it shares with the other games' states of this kind (the slots,
    ``turn``, ``moves``, ``deal``, ``hands``, ``options``, ``seats``, and building through ``of``) is
    ``values.TurnState``'s; its three phases are its own."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ("deal", "phase", "hands", "stock", "drawn", "chain", "chain_by", "discard",
                                          "turn", "legal", "known", "out", "chain_seats", "log")

    @classmethod
    def of(cls, deal: FjolsDeal, phase: int, hands: Sequence[int], stock: Sequence[int], drawn: int,
           chain: Sequence[int], chain_by: Sequence[int], discard: int, turn: Seat, legal: int,
           known: Sequence[int], out: Sequence[Seat], chain_seats: int, log: Sequence[int] | LogLink) -> FjolsState:
        """The state with these named values (in ``_fields`` order, or by name)."""
        if (phase == OVER) != (turn == -1) or (phase == LEAD and chain) or (phase == RESPOND and not chain):
            raise ValueError(f"fjols: phase {phase} does not fit turn {turn} and chain {tuple(chain)}")
        if len(log) == 4 and type(log[1]) is int and type(log[0]) in (tuple, StateBase):   # a chain of links
            log = flat_log(log)  # type: ignore[arg-type]  # checked above
        under = 0
        for index in chain[:-1]:
            under |= 1 << index
        state = cls()
        state._v = (deal_facts(deal), list(hands), stock_chain(stock[drawn:]), under,
                    1 << chain[-1] if chain else 0, legal,
                    (discard, list(known), tuple(out), chain_seats, next_seats(hands), len(hands) - len(out)),
                    root_link(log, chain, chain_by, stock))
        state._turn = turn
        state._moves = moves_for(legal)
        return state

    @property
    def legal(self) -> int:
        """What ``turn`` may do: card bits, plus ``PICKUP_BIT``. The stored mask may leave the pick-up out
        (``apply`` does not add it to the mask under the default house rules): it is legal exactly when the
        moves end with it."""
        moves = self._moves
        return self._v[5] | PICKUP_BIT if moves and moves[-1] is PICKUP else self._v[5]  # type: ignore[no-any-return]
    log_link = stored(7, "The move log's last link (``root_link``), the root when no move was made since.")

    @property
    def discard(self) -> int:
        """The dead cards, a mask."""
        return self._v[6][0]  # type: ignore[no-any-return]  # the rarely changed values

    @property
    def picked(self) -> tuple[int, ...]:
        """Per seat, every card it picked up in the deal (``known`` keeps those still held)."""
        return tuple(self._v[6][1])

    @property
    def out(self) -> tuple[Seat, ...]:
        """The seats in the order they went out."""
        return self._v[6][2]  # type: ignore[no-any-return]  # the rarely changed values

    @property
    def chain_seats(self) -> int:
        """The players holding cards when this chain began (for chain closing)."""
        return self._v[6][3]  # type: ignore[no-any-return]  # the rarely changed values

    @property
    def phase(self) -> int:
        """RESPOND, LEAD or OVER: over once nobody is to act, a lead when there is nothing to beat."""
        return OVER if self._turn < 0 else RESPOND if self._v[4] else LEAD

    @property
    def target(self) -> int:
        """The card index to beat, or -1 when a lead is due or the deal is over."""
        return self._v[4].bit_length() - 1 if self._turn >= 0 else -1

    @property
    def chain(self) -> tuple[int, ...]:
        """The chain's card indices, bottom first; the top card is the target."""
        return self.chain_played_by()[0]

    @property
    def chain_by(self) -> tuple[int, ...]:
        """Who played each chain card (``TURNED_BY`` for the turned-up card)."""
        return self.chain_played_by()[1]

    def chain_played_by(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """``(chain, chain_by)`` from one reading of the log."""
        return chain_of(self._v[3] | self._v[4], self._v[7])

    @property
    def known(self) -> tuple[int, ...]:
        """Per seat, the cards everybody saw it pick up that it still holds."""
        return tuple(p & h for p, h in zip(self.picked, self.hands))

    @property
    def stock(self) -> tuple[int, ...]:
        """The stock as card bits, next card first, including cards already drawn (``drawn`` of them)."""
        return root_of(self._v[7]).stock

    @property
    def drawn(self) -> int:
        """How many stock cards have been drawn."""
        return len(self.stock) - self.stock_size

    @property
    def stock_left(self) -> tuple[int, ...]:
        """The cards still to draw as card bits, next first (``stock[drawn:]``)."""
        return stock_cards(self._v[2])

    @property
    def stock_size(self) -> int:
        """How many cards are left to draw."""
        return len(stock_cards(self._v[2]))

    @property
    def log(self) -> tuple[int, ...]:
        """Every move as ``seat << 6 | code`` (a card index, or ``PICKUP_CODE``), oldest first."""
        return flat_log(self._v[7])

    @property
    def log_size(self) -> int:
        """The number of moves made, ``len(self.log)`` without reading the log."""
        return self._v[7][3]  # type: ignore[no-any-return]  # a link's size

    def fields(self) -> tuple[Any, ...]:
        """The named values in ``_fields`` order: what equality, hashing and copies see."""
        chain, chain_by = self.chain_played_by()
        stock = self.stock
        return (self.deal, self.phase, self.hands, stock, len(stock) - self.stock_size, chain, chain_by,
                self.discard, self.turn, self.legal, self.known, self.out, self.chain_seats, self.log)

    @property
    def fjols(self) -> Seat:
        """The fjols once the deal is over (-1 before, and for an unfinished deal)."""
        out = self.out
        if self._turn >= 0 or len(out) < self.seats - 1:
            return -1
        return next(s for s in range(self.seats) if s not in out)

    @property
    def unfinished(self) -> bool:
        return self._turn < 0 and len(self.out) < self.seats - 1


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
