"""FOOL!'s own cards: four numbered colours and six wild 1s (``resources/rules/en/fool.md#the-cards`` and
``resources/rules/en/fool.md#the-cards``;.

The full deck has 88 cards: green G2-G27 (26), red R2-R23 (22), yellow Y2-Y21 (20), blue B2-B15 (14)
and six white wild ones W1. ``FULL_DECK`` lists them in that order, so a card's ``index`` is its
position there (G2 = 0 ... B15 = 81, the wild ones 82-87) and its ``bit`` is ``1 << index``; a set of
cards is an ``int`` mask, as with the French cards of ``engine/cards.py``. ``FoolCard`` is interned:
one object per card, so ``is`` and ``==`` agree.

What the GUI's card painter reads: ``colour`` ("G", "R", "Y", "B" or "W"), ``value`` (1 for a wild
one) and ``str(card)`` ("G12", "R5", "W1").

The six wild ones are distinct cards (their own ``index`` and ``bit``) that look alike: all six read
"W1". Consequences, relied on by the rules and the tests:

* ``parse_card("W1")`` gives the first wild one (index 82). ``parse_cards`` and ``stack_hands`` hand
  out a fresh wild one for every "W1" they meet, so a text with three W1s names three cards.
* A move "W1" plays *a* wild one: the engine always takes the lowest-index wild one the seat holds
  (``lowest_wild``), so a game replayed from move texts reaches exactly the same state.
* Which wild one lies where carries no meaning in play; equal-looking wild ones compare unequal as
  cards (they are different cards) but equal as moves (``state.FoolPlay``).
* Observations renumber the wild ones (``rules.alike_wilds``): the j-th wild one played in a round is
  shown as number j, the viewer's own wild ones take the next numbers. Otherwise a number would leak
  hidden cards (a played 84 would say that 82 and 83 lie elsewhere). So a wild one in your hand may
  show another number after somebody else plays one: table code should treat wild ones as alike.

The cards used per table size come from ``DECK_TABLES`` below (a data table, one place to correct).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

from ...cards import BitTable, stack_deck
from ...errors import InvalidCardError

COLOURS = "GRYBW"                     # colour letters; the position is the colour number used in masks
GREEN, RED, YELLOW, BLUE, WILD = range(5)
TOPS = (27, 23, 21, 15)               # highest value of each numbered colour in the full deck
WILD_COUNT = 6
FIRST_WILD = sum(TOPS) - 4          # index of the first wild one (82)


class FoolCard:
    """One FOOL! card. Build with ``FoolCard("G", 12)`` or ``parse_card("G12")``; ``FoolCard("W", 1, n)``
    is the n-th wild one (0-5)."""

    __slots__ = ("_text", "bit", "colour", "index", "value")
    colour: str
    value: int
    index: int
    bit: int
    _text: str

    def __new__(cls, colour: str, value: int, nth: int = 0) -> FoolCard:
        card = _BY_KEY.get((colour, value, nth))
        if card is None:
            raise InvalidCardError(f"FOOL! has no card {colour}{value}" + (f" number {nth}" if nth else ""))
        return card

    @classmethod
    def _make(cls, colour: str, value: int, index: int) -> FoolCard:
        card = object.__new__(cls)
        for name, val in (("colour", colour), ("value", value), ("index", index), ("bit", 1 << index),
                          ("_text", f"{colour}{value}")):
            object.__setattr__(card, name, val)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (card_at, (self.index,))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"FoolCard({self._text!r}, index={self.index})"

    def __lt__(self, other: FoolCard) -> bool:
        return self.index < other.index

    def __hash__(self) -> int:
        return self.index

    @property
    def is_wild(self) -> bool:
        return self.colour == "W"


def _build() -> tuple[FoolCard, ...]:
    cards: list[FoolCard] = []
    for number, top in enumerate(TOPS):
        for value in range(2, top + 1):
            cards.append(FoolCard._make(COLOURS[number], value, len(cards)))
    for _ in range(WILD_COUNT):
        cards.append(FoolCard._make("W", 1, len(cards)))
    return tuple(cards)


FULL_DECK: tuple[FoolCard, ...] = _build()
_BY_KEY: dict[tuple[str, int, int], FoolCard] = {}
for _card in FULL_DECK:
    _BY_KEY[(_card.colour, _card.value, _card.index - FIRST_WILD if _card.is_wild else 0)] = _card
del _card

COLOUR_OF: tuple[int, ...] = tuple(COLOURS.index(c.colour) for c in FULL_DECK)   # per index: GREEN ... WILD
VALUE_OF: tuple[int, ...] = tuple(c.value for c in FULL_DECK)
COLOUR_MASKS: tuple[int, ...] = tuple(sum(c.bit for c in FULL_DECK if COLOUR_OF[c.index] == n)
                                      for n in range(len(COLOURS)))
WILD_MASK = COLOUR_MASKS[WILD]
FULL_MASK = (1 << len(FULL_DECK)) - 1

cards_of: BitTable[FoolCard] = BitTable(FULL_DECK)


def card_at(index: int) -> FoolCard:
    return FULL_DECK[index]


def lowest_wild(hand: int) -> int:
    """The bit of the wild one a "W1" move plays from ``hand`` (0 when the hand holds none)."""
    wild = hand & WILD_MASK
    return wild & -wild


def parse_card(text: str) -> FoolCard:
    """``"G12"`` -> green 12; ``"W1"`` -> the first wild one. Any letter case, blanks around."""
    t = text.strip().upper()
    if len(t) >= 2 and t[0] in COLOURS and t[1:].isdigit() and not t[1:].startswith("0"):
        card = _BY_KEY.get((t[0], int(t[1:]), 0))
        if card is not None:
            return card
    raise InvalidCardError(f"{text!r} is not a FOOL! card (write colour then value: G2-G27, R2-R23, "
                           f"Y2-Y21, B2-B15 or W1)")


class _Wilds:
    """Hands out the six wild ones in turn, so several "W1" texts name different cards."""

    def __init__(self) -> None:
        self._left: Iterator[FoolCard] = iter(FULL_DECK[FIRST_WILD:])

    def card(self, text: str) -> FoolCard:
        card = parse_card(text)
        if not card.is_wild:
            return card
        try:
            return next(self._left)
        except StopIteration:
            raise InvalidCardError(f"FOOL! has only {WILD_COUNT} wild ones") from None


def parse_cards(text: str) -> tuple[FoolCard, ...]:
    """``"G12 W1 W1"`` -> three cards in the order written; each "W1" is a different wild one."""
    wilds = _Wilds()
    return tuple(wilds.card(part) for part in text.replace(",", " ").split())


def format_cards(cards: Iterable[FoolCard] | int) -> str:
    """Cards (or a mask) as canonical text separated by blanks."""
    if isinstance(cards, int):
        cards = cards_of(cards)
    return " ".join(str(c) for c in cards)


def stack_hands(hands: Sequence[str], dealer: int) -> list[FoolCard]:
    """The stacked deck (``new_deal(deck=...)``) that deals hand texts ``hands[s]`` to seat ``s``.

    All hands share one supply of wild ones, so "W1" in two hands names two different cards.
    """
    wilds = _Wilds()
    return stack_deck([[wilds.card(part) for part in h.replace(",", " ").split()] for h in hands], dealer)


# --- the cards in play per table size ------------------------------------------------------------------

class DeckRow(NamedTuple):
    """The cards used at one table size: every numbered colour runs from 2 up to its top value,
    plus ``wild`` wild ones."""

    green: int
    red: int
    yellow: int
    blue: int
    wild: int

    @property
    def mask(self) -> int:
        mask = 0
        for card in FULL_DECK[:FIRST_WILD]:
            if card.value <= self[COLOUR_OF[card.index]]:
                mask |= card.bit
        return mask | sum(c.bit for c in FULL_DECK[FIRST_WILD:FIRST_WILD + self.wild])

    @property
    def size(self) -> int:
        return self.green + self.red + self.yellow + self.blue - 4 + self.wild


# RECONSTRUCTED DATA - correct it here when a printed overview card is at hand.
# The 2018 overview cards (which values of each colour, and how many wild ones, are used at each table
# size) were not found in any source (``resources/rules/en/fool.md#the-cards``). "reconstructed" is our
# default table: it keeps the low values of every colour, trims the high ones
# roughly in proportion, deals 12 cards each (11 at eight players) and uses every card at eight; its
# five-player row is the 1995 deck. "first_edition" is the 1995 Foppen deck (60 cards, all dealt; it was made
# for up to six players, as superfred.de describes it). Each key is a choice of
# the ``deck_table`` house rule; to add a corrected table, add a key here and a member to
# ``options.DeckTable`` with the same value.
DECK_TABLES: dict[str, dict[int, DeckRow]] = {
    "reconstructed": {
        4: DeckRow(green=16, red=13, yellow=11, blue=9, wild=3),     # 48 cards, 12 each
        5: DeckRow(green=20, red=16, yellow=14, blue=10, wild=4),    # 60 cards, 12 each
        6: DeckRow(green=23, red=19, yellow=17, blue=12, wild=5),    # 72 cards, 12 each
        7: DeckRow(green=26, red=22, yellow=20, blue=14, wild=6),    # 84 cards, 12 each
        8: DeckRow(green=27, red=23, yellow=21, blue=15, wild=6),    # 88 cards, 11 each
    },
    "first_edition": {
        4: DeckRow(green=20, red=16, yellow=14, blue=10, wild=4),    # 60 cards, 15 each
        5: DeckRow(green=20, red=16, yellow=14, blue=10, wild=4),    # 60 cards, 12 each
        6: DeckRow(green=20, red=16, yellow=14, blue=10, wild=4),    # 60 cards, 10 each
    },
}
