"""French-suited playing cards, their text forms, decks, and card sets as bits.

A ``Card`` is an interned value: there is exactly one object per card, so ``is`` and ``==`` agree
and cards cost nothing to copy. Each card has an ``index`` (``suit * 13 + rank - 2``) and a
``bit`` (``1 << index``); a set of cards is a plain ``int`` mask. Games keep hands, tricks and
"cards seen" as masks, which makes set algebra (follow suit, voids, what is left) a few integer
operations. ``cards_of(mask)`` turns a mask back into cards in index order.

Text forms: rank then suit, ``"QS"`` (Q♠), ``"10D"`` (10♦), ``"2C"`` (2♣). ``"TD"`` is accepted as
an alias of ``"10D"`` when parsing; ``str(card)`` always gives the canonical form.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from enum import IntEnum
from functools import lru_cache
from typing import Generic, TypeVar

from .errors import InvalidCardError

T = TypeVar("T")


class Suit(IntEnum):
    """The four suits in index order (clubs, diamonds, hearts, spades)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour: H<->D, S<->C (Fjols' low trump)."""
        return _PARTNER[self]

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        try:
            return cls("CDHS".index(letter.upper()))
        except ValueError:
            raise InvalidCardError(f"{letter!r} is not a suit letter (C, D, H or S)") from None


_PARTNER = {Suit.CLUBS: Suit.SPADES, Suit.SPADES: Suit.CLUBS,
            Suit.DIAMONDS: Suit.HEARTS, Suit.HEARTS: Suit.DIAMONDS}

RANK_TEXT = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
             11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_FROM_TEXT = {text: rank for rank, text in RANK_TEXT.items()} | {"T": 10}

JACK, QUEEN, KING, ACE = 11, 12, 13, 14


class Card:
    """One playing card. Build with ``Card(rank, suit)`` or ``parse_card("QS")``."""

    __slots__ = ("_text", "bit", "index", "rank", "suit")
    rank: int
    suit: Suit
    index: int
    bit: int
    _text: str

    def __new__(cls, rank: int, suit: Suit | int) -> Card:
        if not 2 <= rank <= 14 or not 0 <= suit <= 3:
            raise InvalidCardError(f"no card has rank {rank!r} and suit {suit!r}")
        return CARDS[int(suit) * 13 + rank - 2]

    @classmethod
    def _make(cls, rank: int, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", suit * 13 + rank - 2)
        object.__setattr__(card, "bit", 1 << (suit * 13 + rank - 2))
        object.__setattr__(card, "_text", RANK_TEXT[rank] + suit.letter)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, tuple[int, int]]:
        return (Card, (self.rank, int(self.suit)))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __hash__(self) -> int:
        return self.index

    @property
    def symbol_text(self) -> str:
        """The rank with the suit symbol, e.g. ``"Q♠"`` (for logs and tests; the GUI localises)."""
        return RANK_TEXT[self.rank] + self.suit.symbol


CARDS: tuple[Card, ...] = tuple(Card._make(rank, Suit(suit)) for suit in range(4) for rank in range(2, 15))
_BY_TEXT = {str(card): card for card in CARDS}


def parse_card(text: str) -> Card:
    """``"QS"`` -> Q♠. Accepts ``10``/``T``, any letter case and surrounding blanks."""
    t = text.strip().upper()
    card = _BY_TEXT.get(t)
    if card is not None:
        return card
    if len(t) >= 2 and t[:-1] in _RANK_FROM_TEXT and t[-1] in "CDHS":
        return CARDS[Suit.from_letter(t[-1]) * 13 + _RANK_FROM_TEXT[t[:-1]] - 2]
    raise InvalidCardError(f"{text!r} is not a card (write rank then suit, e.g. 'QS' or '10D')")


def parse_cards(text: str) -> tuple[Card, ...]:
    """``"2C QS 10D"`` -> the three cards, in the order written."""
    return tuple(parse_card(part) for part in text.replace(",", " ").split())


# --- sets of cards as bits -------------------------------------------------------------------------

def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


SUIT_MASKS: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))
FULL_MASK = (1 << 52) - 1


def bit_indices(mask: int) -> list[int]:
    """The positions of the set bits of ``mask``, lowest first (a card mask as bit numbers)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def marks_in(mask: int, chosen: int, key: str) -> tuple[tuple[int, str], ...]:
    """``Pile.marks`` flagging the cards of ``chosen`` among the cards of ``mask`` as a pile lists them
    (``cards_of(mask)``, lowest bit first): ``(position, key)`` for each."""
    if not chosen & mask:
        return ()
    return tuple((i, key) for i, bit in enumerate(bit_indices(mask)) if chosen >> bit & 1)


def random_bit(mask: int, rnd: Callable[[], float]) -> int:
    """The position of one set bit of ``mask``, chosen uniformly with ``rnd()`` in [0, 1) (a random
    card of a card mask, as the playout kernels draw it: one random number per draw)."""
    k = int(rnd() * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


def rank_mask(ranks: Iterable[int]) -> int:
    """All four suits of the given ranks."""
    mask = 0
    for rank in ranks:
        for suit in range(4):
            mask |= 1 << (suit * 13 + rank - 2)
    return mask


CHUNK_BITS = 13
CHUNK_MASK = (1 << CHUNK_BITS) - 1


class BitTable(Generic[T]):
    """Turns a mask into the tuple of items whose bits are set, in bit order, quickly.

    Works for any item list (cards, or moves interned per card). The items are cut into chunks of 13
    (one suit of French cards), and each chunk gets a complete table: for every one of its 8,192 bit
    patterns the tuple of its items, so a mask is turned into items with one list index per chunk
    and a tuple concatenation between chunks (none for a mask within one chunk: the table's own tuple
    is returned). A chunk's table is built the first time a mask touches that chunk, by doubling
    (every pattern is a smaller pattern plus its highest item), and then kept: its size is fixed,
    8,192 tuples holding 53,248 items in all, so memory levels off at once however
    many deals are played, and no lookup ever misses.

    ``parts[c]`` is chunk ``c``'s table, or ``None`` until it is built (``part(c)`` builds it): hot
    paths that know their mask lies in one suit index it directly, ``(parts[s] or part(s))[chunk]``.
    """

    __slots__ = ("_items", "parts")

    def __init__(self, items: Sequence[T]) -> None:
        self._items = tuple(items)
        chunks = (len(self._items) + CHUNK_BITS - 1) // CHUNK_BITS
        self.parts: list[list[tuple[T, ...]] | None] = [None] * chunks

    def part(self, chunk: int) -> list[tuple[T, ...]]:
        """The complete table of chunk ``chunk`` (built now if it was not)."""
        table = self.parts[chunk]
        if table is None:
            table = [()]
            for item in self._items[chunk * CHUNK_BITS:(chunk + 1) * CHUNK_BITS]:
                table += [t + (item,) for t in table]
            self.parts[chunk] = table
        return table

    def __call__(self, mask: int) -> tuple[T, ...]:
        parts = self.parts
        out: tuple[T, ...] = ()
        chunk = 0
        while mask:
            bits = mask & CHUNK_MASK
            if bits:
                out += (parts[chunk] or self.part(chunk))[bits]
            mask >>= CHUNK_BITS
            chunk += 1
        return out


cards_of: BitTable[Card] = BitTable(CARDS)


@lru_cache(maxsize=64)
def _draws(size: int) -> tuple[tuple[int, int], ...]:
    """The steps of a shuffle of ``size`` items, from the top: each position ``i`` with the number of
    bits drawn for it (those of ``i + 1``, the count of positions it may swap with)."""
    return tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


def shuffle(items: MutableSequence[T], rng: random.Random) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does, only faster.

    Deals are dealt again from their seeds (saves replay them, tests pin them), so the order must be
    the standard library's to the card: the same Fisher-Yates walk from the top, each position drawn
    by ``getrandbits`` with rejection, as ``random.Random.shuffle`` and ``_randbelow_with_getrandbits``
    do (the same in Python 3.11 to 3.13; ``tests/engine/test_fast_paths.py`` compares the two). The
    draw is written out here instead of a method call per card, and each step's position and bit
    count come from a table made once per size (``_draws``): a draw ``j`` is kept when ``j <= i``,
    which is the standard library's ``j < i + 1``. A subclass of ``Random`` may draw differently, so anything but
    a plain ``Random`` is left to its own ``shuffle``.
    """
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i, k in _draws(len(items)):
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def deck(min_rank: int = 2) -> tuple[Card, ...]:
    """An unshuffled French deck holding ranks ``min_rank``..A of every suit, in index order."""
    return tuple(c for c in CARDS if c.rank >= min_rank)


DECK52 = deck(2)
DECK36 = deck(6)
DECK24 = deck(9)


def party_deck(ranks: int) -> tuple[Card, ...]:
    """All four suits of the ``ranks`` highest ranks (A, K, Q, ...), for Festudgaven."""
    if not 1 <= ranks <= 13:
        raise InvalidCardError(f"a party deck has 1 to 13 ranks, not {ranks}")
    return tuple(c for c in CARDS if c.rank > 14 - ranks)


def format_cards(cards: Iterable[object]) -> str:
    """Cards (or a mask of French cards) as canonical text separated by blanks."""
    if isinstance(cards, int):
        cards = cards_of(cards)
    return " ".join(str(c) for c in cards)


def dealt_slices(seats: int, dealer: int) -> tuple[slice, ...]:
    """Per seat, its slice of the deck when the cards are dealt one at a time clockwise from the
    dealer's left (the convention of ``stack_deck``): with the cards as bits, a hand's mask is the sum
    of its slice. Games keep these per table and dealer."""
    first = dealer + 1
    return tuple(slice((s - first) % seats, None, seats) for s in range(seats))


def stack_deck(hands: Sequence[Sequence[T]], dealer: int, rest: Sequence[T] = ()) -> list[T]:
    """The deck order that deals ``hands[s]`` to seat ``s`` under the engine's convention (one card at
    a time, clockwise from the dealer's left), followed by ``rest`` (the stock, next card first).

    Tests and rule scenarios use it to stack decks: ``new_deal(..., deck=stack_deck(hands, dealer))``.
    """
    seats = len(hands)
    size = len(hands[0])
    if any(len(h) != size for h in hands):
        raise InvalidCardError("stack_deck deals one card at a time, so every hand needs the same size")
    order: list[T] = []
    for i in range(size * seats):
        order.append(hands[(i + dealer + 1) % seats][i // seats])
    return order + list(rest)
