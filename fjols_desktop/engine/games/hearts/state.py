"""Hjerterfri's state, moves and fixed per-hand facts (see ``rules.py`` for the rules themselves).

The state is a ``NamedTuple`` of ints and tuples: immutable, cheap to copy, compared by value.
Cards are bits (``cards.py``); a hand is a mask. Facts that do not change during a hand (options,
table size, dealer, hand number, pass direction, match totals before the hand) sit in one shared
``HeartsDeal`` so each move copies only what changes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import ClassVar, NamedTuple

from ...cards import CARDS, SUIT_MASKS, Card, Suit, format_cards, parse_card
from ...rules import Move, Seat
from .options import FirstTrickForcedDiscard, FivePlayersRemove, HeartsBrokenBy, HeartsOptions, PassCycleOdd

PASS, PLAY, MOON, OVER = 0, 1, 2, 3
PHASE_NAMES = ("pass", "play", "moon", "over")

HEARTS_SUIT = int(Suit.HEARTS)
HEARTS_MASK = SUIT_MASKS[Suit.HEARTS]
QUEEN_OF_SPADES = parse_card("QS")
TEN_OF_DIAMONDS = parse_card("10D")
QS_BIT = QUEEN_OF_SPADES.bit
TD_BIT = TEN_OF_DIAMONDS.bit
PENALTY_MASK = HEARTS_MASK | QS_BIT
MOON_POINTS = 26

# Cards taken out at odd tables (``resources/rules/en/hearts.md#the-cards``; five players: option
# ``five_players_remove``).
REMOVED_AT_FIVE = {FivePlayersRemove.TWO_DIAMONDS_TWO_SPADES: (parse_card("2D"), parse_card("2S")),
                   FivePlayersRemove.TWO_DIAMONDS_TWO_CLUBS: (parse_card("2D"), parse_card("2C"))}

# Pass directions as seat offsets (``resources/rules/en/hearts.md#how-a-hand-goes``).
DIRECTION_OFFSETS = {"left": 1, "right": -1, "across": 2, "left2": 2, "right2": -2, "hold": 0}
CYCLE_FOUR = ("left", "right", "across", "hold")
CYCLE_ODD = {PassCycleOdd.LEFT_RIGHT_HOLD: ("left", "right", "hold"),
             PassCycleOdd.LEFT_RIGHT_LEFT2_RIGHT2_HOLD: ("left", "right", "left2", "right2", "hold")}


def pass_direction(options: HeartsOptions, seats: int, number: int) -> str:
    """Direction of hand ``number`` (0-based): ``"left"``, ..., or ``"hold"``."""
    if options.pass_count == 0:
        return "hold"
    cycle = CYCLE_FOUR if seats == 4 else CYCLE_ODD[options.pass_cycle_odd]
    return cycle[number % len(cycle)]


def removed_cards(options: HeartsOptions, seats: int) -> tuple[Card, ...]:
    """The cards out of play: the two of diamonds at three players, two twos at five."""
    if seats == 3:
        return (parse_card("2D"),)
    if seats == 5:
        return REMOVED_AT_FIVE[options.five_players_remove]
    return ()


def deck_mask(options: HeartsOptions, seats: int) -> int:
    mask = (1 << 52) - 1
    for card in removed_cards(options, seats):
        mask &= ~card.bit
    return mask


def opening_card(deck: int) -> Card:
    """The lowest club in play leads the first trick: the two of clubs unless it was taken out."""
    clubs = deck & SUIT_MASKS[Suit.CLUBS]
    return CARDS[(clubs & -clubs).bit_length() - 1]


class HeartsDeal(NamedTuple):
    """Facts fixed for one hand, public to every seat. The derived fields are stored, not
    computed, because the play loop reads them on every card; build it with ``make_deal``."""

    options: HeartsOptions
    seats: int
    dealer: Seat
    number: int
    direction: str
    totals: tuple[int, ...]
    offset: int
    deck: int
    cards_each: int
    opening: Card
    queen_breaks: bool
    protection: bool
    forced_hearts: bool
    lead_with_queen: bool
    by_discard: bool              # hearts_broken_by=discard: only a heart thrown on another suit breaks
    extras: tuple[tuple[int, int], ...]   # (card bit, points added to its usual value), see ``point_extras``

    def pass_target(self, seat: Seat) -> Seat:
        return (seat + self.offset) % self.seats

    def pass_source(self, seat: Seat) -> Seat:
        return (seat - self.offset) % self.seats


@lru_cache(maxsize=64)
def _table_facts(options: HeartsOptions, seats: int) -> tuple[int, int, Card, bool, bool, bool, bool, bool,
                                                             tuple[tuple[int, int], ...]]:
    deck = deck_mask(options, seats)
    return (deck, deck.bit_count() // seats, opening_card(deck), options.queen_breaks_hearts,
            options.first_trick_protection,
            options.first_trick_forced_discard is FirstTrickForcedDiscard.HEART_NOT_QUEEN,
            options.unbroken_heart_lead_with_queen, options.hearts_broken_by is HeartsBrokenBy.DISCARD,
            point_extras(options))


def make_deal(options: HeartsOptions, seats: int, dealer: Seat, number: int, totals: tuple[int, ...]) -> HeartsDeal:
    direction = pass_direction(options, seats, number)
    return HeartsDeal(options, seats, dealer, number, direction, totals, DIRECTION_OFFSETS[direction],
                      *_table_facts(options, seats))


class HeartsState(NamedTuple):
    """One moment of a hand. Only what play needs is stored; what can be derived (voids, cards
    played, the move history) is derived from ``log`` when someone observes the state. The legal
    moves of the seat to act are the exception: every caller asks for them, so they are made once,
    with the state (``legal`` and ``moves``)."""

    deal: HeartsDeal
    phase: int
    hands: tuple[int, ...]
    passed: tuple[int, ...]        # cards each seat chose to pass (0 until it has chosen)
    received: tuple[int, ...]      # cards each seat received when the passes were resolved
    trick_no: int                  # 1-based; 0 while passing
    leader: Seat
    turn: Seat                     # seat to play (PLAY) or the shooter (MOON); -1 otherwise
    trick: tuple[int, ...]         # card indices of the current trick in play order
    broken: bool
    taken: tuple[int, ...]         # cards won, per seat
    log: tuple[tuple[Seat, tuple[int, ...]], ...]   # finished tricks as (leader, cards)
    legal: int                     # cards ``turn`` may play now (PLAY only)
    moves: tuple[Move, ...]        # the legal moves of ``turn`` (PLAY: ``legal`` as plays; MOON: the choice)
    moon: Seat                     # shooter, or -1
    moon_self: int                 # the shooter's choice: -1 not asked, 0 others, 1 self
    points: tuple[int, ...]        # final points of the hand (empty until OVER)

    @property
    def options(self) -> HeartsOptions:
        return self.deal.options

    @property
    def seats(self) -> int:
        return self.deal.seats


# --- moves ---------------------------------------------------------------------------------------------

class Pass(Move):
    """Pass cards (``"pass 2C 3C 4C"``); the cards are kept in index order."""

    __slots__ = ("_cards", "_text", "mask")
    kind: ClassVar[str] = "pass"
    _cards: tuple[Card, ...]
    mask: int
    _text: str | None

    def __init__(self, cards: tuple[Card, ...]) -> None:
        ordered = tuple(sorted(cards, key=_index))
        mask = 0
        for card in ordered:
            mask |= card.bit
        object.__setattr__(self, "_cards", ordered)
        object.__setattr__(self, "mask", mask)
        object.__setattr__(self, "_text", None)

    @classmethod
    def ordered(cls, cards: tuple[Card, ...]) -> Pass:
        """Build from cards already in index order (the legal-move lists do), skipping the sort."""
        move = object.__new__(cls)
        mask = 0
        for card in cards:
            mask |= card.bit
        object.__setattr__(move, "_cards", cards)
        object.__setattr__(move, "mask", mask)
        object.__setattr__(move, "_text", None)
        return move

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = "pass " + format_cards(self._cards)
            object.__setattr__(self, "_text", text)
        return text

    def __eq__(self, other: object) -> bool:
        return type(other) is Pass and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards


def _index(card: Card) -> int:
    return card.index


class MoonChoice(Move):
    """The shooter's choice under ``shooter_chooses``: ``"moon others"`` or ``"moon self"``."""

    __slots__ = ("to_self",)
    kind: ClassVar[str] = "moon"
    to_self: bool

    def __init__(self, to_self: bool) -> None:
        object.__setattr__(self, "to_self", to_self)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")

    def __str__(self) -> str:
        return "moon self" if self.to_self else "moon others"

    @property
    def key(self) -> str:
        return "moon_self" if self.to_self else "moon_others"


MOON_OTHERS = MoonChoice(False)
MOON_SELF = MoonChoice(True)
MOON_MOVES = (MOON_OTHERS, MOON_SELF)


def usual_points(bit: int) -> int:
    """A card's points without house rules: a heart 1, Q♠ 13, any other card 0."""
    return 1 if bit & HEARTS_MASK else 13 if bit == QS_BIT else 0


@lru_cache(maxsize=64)
def point_extras(options: HeartsOptions) -> tuple[tuple[int, int], ...]:
    """``(card bit, points added to its usual value)`` for every card a house rule prices: the ten of
    diamonds (``ten_of_diamonds``) and the ``card_points`` list. Empty under the standard rules, so
    scoring stays one bit count there."""
    values = {entry.bit: entry.points for entry in options.card_points}
    if options.ten_of_diamonds:
        values[TD_BIT] = options.ten_of_diamonds_value
    return tuple((bit, points - usual_points(bit)) for bit, points in sorted(values.items())
                 if points != usual_points(bit))


def extra_points(extras: tuple[tuple[int, int], ...], taken: int, moon: bool = False) -> int:
    """What the priced cards in ``taken`` add; ``moon``: only cards other than the hearts and Q♠,
    which in a moon hand count as the moon's 26 instead."""
    return sum(delta for bit, delta in extras if taken & bit and not (moon and bit & PENALTY_MASK))


def hand_points(options: HeartsOptions, taken: int) -> int:
    """Points for the cards in ``taken`` (no moon): hearts 1, Q♠ 13, and the cards the house rules
    price (the ten of diamonds, ``card_points``) at their own points."""
    return (taken & HEARTS_MASK).bit_count() + (13 if taken & QS_BIT else 0) + \
        extra_points(point_extras(options), taken)


