"""FOOL!'s state, its one move and the pure trick arithmetic (see ``rules.py`` for the rules in brief).

The state is an immutable value of ints and tuples with named values (``FoolState``: it stores what
``apply`` carries from card to card and derives the rest when read). Hands are masks over
``deck.FULL_DECK``; a trick is a tuple of card indices in play order, with ``order`` the seats that play
it (the leader first, the disc holders left out). Facts fixed for the whole round sit in one shared
``FoolDeal``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import getitem
from typing import Any, ClassVar, NamedTuple

from ...cards import BitTable
from ...moves import Play
from ...rules import Seat
from ...values import TurnState, stored
from .deck import (
    BLUE,
    COLOUR_MASKS,
    COLOUR_OF,
    FIRST_WILD,
    FULL_DECK,
    GREEN,
    RED,
    VALUE_OF,
    WILD,
    WILD_COUNT,
    WILD_MASK,
    YELLOW,
    FoolCard,
)
from .options import MAX_SEATS, MIN_SEATS, AllWildTrickWinner, FoolOptions, TieWorst

PLAY, OVER = 0, 1
PHASE_NAMES = ("play", "over")
UNDETERMINED = -1        # lead colour of an empty trick, or of a trick holding only wild ones


class FoolDeal(NamedTuple):
    """Facts fixed for one round, public to every seat; build it with ``make_deal``."""

    options: FoolOptions
    seats: int
    dealer: Seat
    number: int            # 0-based round number in the match
    deck: int              # mask of the cards in play (the rest stay in the box, known to all)
    cards_each: int
    fools: int             # Fool discs in use: the fools chosen per trick
    later_worse: bool      # tie_worst: the later of two equal worst cards is the worse
    first_wins: bool       # all_wild_trick_winner: the first wild one wins a trick of wild ones only


@lru_cache(maxsize=64)
def _table_facts(options: FoolOptions, seats: int) -> tuple[int, int, int, bool, bool]:
    row = options.deck_row(seats)
    return (row.mask, row.size // seats, options.fools_per_trick(seats),
            options.tie_worst is TieWorst.LATER_PLAYED,
            options.all_wild_trick_winner is AllWildTrickWinner.FIRST_PLAYED)


def make_deal(options: FoolOptions, seats: int, dealer: Seat, number: int) -> FoolDeal:
    return FoolDeal(options, seats, dealer, number, *_table_facts(options, seats))


def deal_facts(deal: FoolDeal) -> tuple[Any, ...]:
    """The deal with the facts ``apply`` reads at a trick's end beside it, as an exact tuple (the
    interpreter indexes those directly, a ``NamedTuple`` generically): ``(deal, cards_each, one_fool,
    later_worse, first_wins, fools, seats, orders)``, where ``one_fool`` says a trick chooses one fool and
    ``orders`` are the next trick's orders after a trick with one fool (``ONE_FOOL_ORDERS``). The state
    stores it first."""
    return (deal, deal.cards_each, deal.fools == 1, deal.later_worse, deal.first_wins, deal.fools, deal.seats,
            ONE_FOOL_ORDERS[deal.seats])


def _one_fool_orders(seats: int) -> tuple[tuple[tuple[Seat, ...], ...], ...]:
    """Per leader and holder of the one Fool disc: the order of the trick (``play_order(seats, leader,
    (fool,))``), made by slicing the seats twice round the table."""
    twice = tuple(range(seats)) * 2
    return tuple(tuple(twice[leader:leader + seats][:(fool - leader) % seats] +
                       twice[leader:leader + seats][(fool - leader) % seats + 1:] for fool in range(seats))
                 for leader in range(seats))


# Per table size, leader and fool: the next trick's order after a trick with one fool, the usual trick,
# looked up in ``apply`` instead of through ``play_order``'s cache (whose key is built and hashed).
ONE_FOOL_ORDERS = tuple(_one_fool_orders(seats) if seats >= MIN_SEATS else () for seats in range(MAX_SEATS + 1))


class FoolState(TurnState[FoolDeal]):
    """One moment of a round: an immutable value with the named values of ``_fields``. ``discs`` are the
    seats holding a Fool disc (the worst card first); they sit out the current trick. ``log`` holds the
    finished tricks as ``(order, cards, winner, fools)``.

    A ``TurnState`` (``values.py``): the turn and the legal moves (``card_moves``, a follower's written out
    in ``apply``) in slots, ``phase`` derived, and the other stored values in the plain tuple ``_v`` that
    ``apply`` copies per card: the deal with the facts a trick's end reads (``deal_facts``), the hands,
    ``order`` (the seats playing the current trick, in play order), ``trick``, ``lead``, ``legal`` (one
    wild one at most: see deck.py), and what changes once a trick, ``(trick_no, leader, discs, log,
    points)``, the points empty until the round is over. Built from the named values by ``FoolState.of``;
    ``apply`` and ``new_deal`` set the slots directly."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ("deal", "phase", "hands", "trick_no", "leader", "turn", "order", "trick",
                                          "lead", "discs", "legal", "log", "points")

    @classmethod
    def of(cls, deal: FoolDeal, phase: int, hands: Sequence[int], trick_no: int, leader: Seat, turn: Seat,
           order: Sequence[Seat], trick: Sequence[int], lead: int, discs: Sequence[Seat], legal: int,
           log: Sequence[Any], points: Sequence[int]) -> FoolState:
        """The state with these named values (in ``_fields`` order, or by name). ``phase`` must be OVER
        exactly when ``turn`` is -1."""
        return cls.built("fool", phase, turn, (deal_facts(deal), list(hands), tuple(order), tuple(trick), lead, legal,
                                               (trick_no, leader, tuple(discs), tuple(log), tuple(points))),
                         card_moves(legal))

    order = stored(2, "The seats playing the current trick, in play order.")
    trick = stored(3, "Card indices played to the current trick.")
    lead = stored(4, "The lead colour (GREEN ... BLUE) or UNDETERMINED.")
    legal = stored(5, "The cards ``turn`` may play (one wild one at most: see deck.py).")
    trick_no = stored(6, "The trick's number, from 1.", 0)
    leader = stored(6, "Who led the current trick (once over, who won the last).", 1)
    discs = stored(6, "The seats holding a Fool disc, the worst card first.", 2)
    log = stored(6, "The finished tricks as ``(order, cards, winner, fools)``.", 3)
    points = stored(6, "The round's points (empty until it is over).", 4)

    def fields(self) -> tuple[Any, ...]:
        """The named values in ``_fields`` order: what equality, hashing and copies see."""
        facts, hands, order, trick, lead, legal, (trick_no, leader, discs, log, points) = self._v
        return (facts[0], self.phase, tuple(hands), trick_no, leader, self._turn, order, trick, lead, discs, legal,
                log, points)

class FoolPlay(Play):
    """Play one card; the text is the card's ("G12", "W1").

    All six wild ones read "W1", so their plays are equal moves (same text, same hash): the engine
    plays the lowest-index wild one the seat holds, whichever of the six the move names.
    """

    __slots__ = ()
    kind: ClassVar[str] = "play"
    pile: ClassVar[str] = "trick"
    card: FoolCard

    def __eq__(self, other: object) -> bool:
        return type(other) is FoolPlay and (other.card is self.card or
                                            (other.card.colour == "W" and self.card.colour == "W"))

    def __hash__(self) -> int:
        return hash(("play", str(self.card)))


PLAYS: tuple[FoolPlay, ...] = tuple(FoolPlay(card) for card in FULL_DECK)


moves_of: BitTable[FoolPlay] = BitTable(PLAYS)   # a mask of cards -> their plays, in card order
PARTS: list[Any] = moves_of.parts   # each 13-card chunk's table, None until built


def card_moves(cards: int) -> tuple[FoolPlay, ...]:
    """The plays of a mask of cards, in card order (``moves_of``)."""
    legal = cards
    # The tables of the seven 13-card chunks, written out. The mask is cut into pieces of two
    # chunks first: the shifts and ANDs of a piece (below 2**30, one digit) are quicker than of
    # the whole 88-bit mask, and a follower's cards (one colour and a wild one) leave most
    # pieces empty, which are skipped. The mask is split once at bit 52 into a high part (the
    # top chunk and the third piece) and a low one (the first two pieces), so that the pieces
    # are cut from ints of at most two digits, and a mask below bit 52 (a green or red
    # follower, say) skips the high part. The moves are joined from the highest piece down.
    parts = PARTS
    try:
        high = legal >> 52
        if high:
            moves: tuple[FoolPlay, ...] = parts[6][high >> 26]
            piece = high & 0x3FFFFFF
            if piece:
                moves = parts[4][piece & 8191] + parts[5][piece >> 13] + moves
            legal &= 0xFFFFFFFFFFFFF   # the low part
            if not legal:
                return moves
        else:
            moves = ()
        piece = legal >> 26
        if piece:
            moves = parts[2][piece & 8191] + parts[3][piece >> 13] + moves
        piece = legal & 0x3FFFFFF
        if piece:
            moves = parts[0][piece & 8191] + parts[1][piece >> 13] + moves
        return moves
    except TypeError:     # a chunk's table is not built yet (the first deals)
        return moves_of(cards)


# Per lead colour (GREEN ... BLUE): ``(shift, first)``, the first of the 13-card chunks its cards lie in
# and that chunk's first bit: a follower's cards of the colour shifted down by ``shift`` are read from the
# tables of chunk ``first`` and the next one (and, for yellow, the one after).
FOLLOW_CHUNKS = tuple((13 * (low // 13), low // 13)
                      for low in ((mask & -mask).bit_length() - 1 for mask in COLOUR_MASKS[:WILD]))
# Per pattern of the six wild ones' bits (a hand shifted right by FIRST_WILD): the play of the lowest wild
# one held, as a one-move tuple (``()`` for none).
WILD_PLAY: tuple[tuple[FoolPlay, ...], ...] = tuple(
    (PLAYS[FIRST_WILD + (pattern & -pattern).bit_length() - 1],) if pattern else () for pattern in range(64))


def legal_mask(hand: int, lead: int) -> int:
    """The cards a seat may play to a trick whose lead colour is ``lead``
    (``resources/rules/en/fool.md#how-a-round-goes``): the lead colour plus the wild ones when it holds the
    lead colour, else anything. Only the lowest wild one is kept, because all of them make the same move."""
    if lead >= 0:
        same = hand & COLOUR_MASKS[lead]
        if same:
            hand = same | (hand & WILD_MASK)
    wild = hand & WILD_MASK
    if wild:
        return (hand ^ wild) | (wild & -wild)
    return hand


@lru_cache(maxsize=4096)
def play_order(seats: int, leader: Seat, discs: tuple[Seat, ...]) -> tuple[Seat, ...]:
    """The seats that play a trick: clockwise from the leader, the disc holders skipped (kept per
    table size, leader and discs: a trick's order is looked up, not built)."""
    return tuple(s % seats for s in range(leader, leader + seats) if s % seats not in discs)


# Sort keys of the cards in a trick, per lead colour (GREEN ... BLUE, and UNDETERMINED at -1, the
# last entry): ``(off << 5 | value) << 4``, where ``off`` is 0 for a card of another colour than the
# lead colour (never a wild one) and 1 otherwise; the low four bits take the position's tie-break.
_WORST_KEYS: tuple[tuple[int, ...], ...] = tuple(
    tuple(((0 if lead >= 0 and colour != lead and colour != WILD else 1) << 5 | value) << 4
          for colour, value in zip(COLOUR_OF, VALUE_OF))
    for lead in (GREEN, RED, YELLOW, BLUE, UNDETERMINED))
# The tie-break bits of a position, by ``later_worse``: the position itself, or 15 minus it so that the
# later card sorts first. Each table is its own inverse: it also reads a key's low bits back as the position.
_TIES = (tuple(range(16)), tuple(15 - pos for pos in range(16)))
# The whole keys, tie-break included, by ``later_worse``, lead colour (UNDETERMINED last), position and
# card index: a trick's keys are one ``map`` of ``getitem`` over the positions' tables and its cards.
_RANKS: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(tuple(tuple(key | tie[pos] for key in keys) for pos in range(16)) for keys in _WORST_KEYS)
    for tie in _TIES)


def resolve_trick(trick: Sequence[int], lead: int, fools: int, later_worse: bool,
                  first_wins: bool) -> tuple[int, tuple[int, ...]]:
    """Positions in ``trick`` of the winning card and of the ``fools`` worst cards, worst first
    (``resources/rules/en/fool.md#how-a-round-goes``).

    Winner: the highest card of the lead colour; a trick of wild ones only is won by the first (or, by
    option, the last) of them. Worst: any off-colour card is worse than every lead-colour card (wild
    ones count as the lead colour with value 1); then the lower value; equal values are broken by play
    order (the later is worse, by default). Each card's rank is one int (``_WORST_KEYS`` with the
    position's tie-break in the low bits, read from ``_RANKS``), so sorted once the worst are the
    smallest keys. With a lead colour the winner's key is the largest (the highest value of the lead
    colour, above every wild one and every off-colour card), so the winner is the last key and never
    among the worst. In a trick of wild ones only the winner is taken out by its position: that
    matters only when the last one played wins and ties go to the later card, where the two rules
    would name the same card.
    """
    if lead >= 0 and fools == 1:
        # The usual trick, read in one pass over the cards without building the ranks: the winner has
        # the largest key, the fool the smallest (of equal smallest keys the later or the earlier, by
        # ``later_worse``). A trick of one card has no fool.
        keys = _WORST_KEYS[lead]
        high = -1
        low = 1 << 30
        pos = win = worst = 0
        for card in trick:
            key = keys[card]
            if key > high:
                high = key
                win = pos
            if key < low or key == low and later_worse:
                low = key
                worst = pos
            pos += 1
        return (win, (worst,)) if pos > 1 else (win, ())
    tie = _TIES[later_worse]
    ranks = _RANKS[later_worse][lead]
    ranked = sorted(map(getitem, ranks, trick))
    if lead >= 0:
        win = tie[ranked.pop() & 15]
    else:
        win = 0 if first_wins else len(trick) - 1
        ranked.remove(ranks[win][trick[win]])
    if fools == 1 and ranked:
        return win, (tie[ranked[0] & 15],)
    return win, tuple([tie[key & 15] for key in ranked[:fools]])


_CARD_BITS: tuple[int, ...] = tuple(card.bit for card in FULL_DECK)   # per card index: its bit


@lru_cache(maxsize=16)
def _card_costs(wild_penalty: int) -> tuple[int, ...]:
    """Per card index: what the card costs when it is left in a hand, its face value or ``wild_penalty``
    for a wild one (``resources/rules/en/fool.md#scoring-and-the-end-of-the-game``)."""
    return VALUE_OF[:FIRST_WILD] + (wild_penalty,) * WILD_COUNT


def hand_value(hand: int, wild_penalty: int) -> int:
    """What the cards left in a hand cost: face values, and ``wild_penalty`` per wild one."""
    costs = _card_costs(wild_penalty)
    total = 0
    while hand:
        index = hand.bit_length() - 1
        total += costs[index]
        hand -= _CARD_BITS[index]
    return total


def round_points(deal: FoolDeal, hands: Sequence[int], fools: Sequence[Seat]) -> tuple[int, ...]:
    """The round's points once it is over: empty hands score the go-out bonus (or the fool's score
    when that player took a disc in the final trick); the others lose what their cards cost
    (``hand_value``, written out: a round ends with a few cards in each hand)."""
    options = deal.options
    costs = _card_costs(options.wild_one_penalty)
    bits = _CARD_BITS
    points = []
    for s, hand in enumerate(hands):
        if hand:
            total = 0
            while hand:
                index = hand.bit_length() - 1
                total += costs[index]
                hand -= bits[index]   # the highest card, taken out
            points.append(-total)
        else:
            points.append(options.fool_go_out_score if s in fools else options.go_out_bonus)
    return tuple(points)
