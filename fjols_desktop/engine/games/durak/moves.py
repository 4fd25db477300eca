"""Durak's moves and their canonical texts.

============================  ======================================  ==============  ===============
text                          meaning                                 ``target``      ``kind``
============================  ======================================  ==============  ===============
``attack 7H`` / ``attack 7H 7S``  lead, throw in, or add to a taken bout  ``"table"``     ``attack``
``defend 7H 9H``              beat the attack card 7H with 9H         ``"table/7H"``  ``defend``
``transfer 7C``               perevodnoy: pass the attack on          ``"table"``     ``transfer``
``show 7H``                   perevodnoy: pass on by showing a trump  ``None``        ``show_trump``
``take``                      the defender picks the bout up          ``None``        ``take``
``pass``                      an attacker adds nothing                ``None``        ``pass``
``done``                      prostoy: the defender stops beating     ``None``        ``done``
``exchange 6H``               swap the lowest trump for the trump     ``"trump"``     ``exchange``
``decline``                   keep the lowest trump for now           ``None``        ``decline``
============================  ======================================  ==============  ===============

Cards in a move text are in index order (clubs, diamonds, hearts, spades; low to high), so each
move has one text; parsing accepts any order. Moves compare by kind and cards. The card moves are
interned by mask, so the legal-move lists of a simulation build few new objects. Each card move also
carries what the transitions in ``flow.py`` need of its cards, worked out once when the move is made
rather than on every play: ``count``, ``indices`` (card indices in index order) and ``spread`` (every
card of the ranks it lays: what may be thrown in after it); a ``Defend`` carries its two card indices.
"""

from __future__ import annotations

from typing import Any, ClassVar, Self

from ...cards import CARDS, BitTable, Card, cards_of, format_cards, parse_cards
from ...errors import InvalidCardError, InvalidMoveError
from ...rules import Move

TABLE = "table"
TRUMP = "trump"
_MEMO_LIMIT = 1 << 16
_SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39   # one bit per suit: a 13-bit rank mask times this covers every suit
indices: BitTable[int] = BitTable(range(52))   # mask -> card indices in index order


class _Frozen(Move):
    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")


class CardsMove(_Frozen):
    """A move that lays one or more cards from the hand on the table (``Attack``, ``Transfer``)."""

    __slots__ = ("_text", "count", "indices", "mask", "one_rank", "spread")
    word: ClassVar[str] = ""
    _memo: ClassVar[dict[int, Any]]
    mask: int
    count: int               # cards laid
    indices: tuple[int, ...]  # their card indices, in index order
    spread: int              # every card (all suits) of the ranks laid
    one_rank: bool           # all of one rank
    _text: str | None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._memo = {}

    @classmethod
    def of(cls, mask: int) -> Self:
        """The move laying the cards of ``mask`` (interned). Its text is written the first time it is
        asked for: a legal-move list holds many moves of which one is played."""
        move: Self | None = cls._memo.get(mask)
        if move is None:
            if len(cls._memo) >= _MEMO_LIMIT:
                cls._memo.clear()
            move = object.__new__(cls)
            ranks = (mask | mask >> 13 | mask >> 26 | mask >> 39) & 0x1FFF
            set_ = object.__setattr__
            set_(move, "mask", mask)
            set_(move, "count", mask.bit_count())
            set_(move, "indices", indices(mask))
            set_(move, "spread", ranks * _SPREAD)
            set_(move, "one_rank", ranks != 0 and ranks & (ranks - 1) == 0)
            set_(move, "_text", None)
            cls._memo[mask] = move
        return move

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = f"{self.word} {format_cards(cards_of(self.mask))}"
            object.__setattr__(self, "_text", text)
        return text

    def __eq__(self, other: object) -> bool:
        return other is self or (isinstance(other, CardsMove) and type(other) is type(self)
                                 and other.mask == self.mask)

    def __hash__(self) -> int:
        return hash((self.word, self.mask))

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (type(self).of, (self.mask,))

    @property
    def cards(self) -> tuple[Card, ...]:
        return cards_of(self.mask)

    @property
    def target(self) -> str | None:
        return TABLE


class Attack(CardsMove):
    """Lay attack cards: the lead, a throw-in, or cards added when the defender takes."""

    __slots__ = ()
    kind: ClassVar[str] = "attack"
    word: ClassVar[str] = "attack"


class Transfer(CardsMove):
    """Perevodnoy: add cards of the attack rank and pass the attack to the next player."""

    __slots__ = ()
    kind: ClassVar[str] = "transfer"
    word: ClassVar[str] = "transfer"


class OneCardMove(_Frozen):
    """A move naming one card (``ShowTrump``, ``Exchange``), interned per card."""

    __slots__ = ("_text", "card")
    word: ClassVar[str] = ""
    card: Card
    _text: str

    def __init__(self, card: Card) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "_text", f"{self.word} {card}")

    def __str__(self) -> str:
        return self._text

    def __eq__(self, other: object) -> bool:
        return other is self or (isinstance(other, OneCardMove) and type(other) is type(self)
                                 and other.card is self.card)

    def __hash__(self) -> int:
        return hash((self.word, self.card.index))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (_one_card_move, (self.word, self.card.index))


class ShowTrump(OneCardMove):
    """Perevodnoy house rule: pass the attack on by showing the trump of the attack rank."""

    __slots__ = ()
    kind: ClassVar[str] = "show_trump"
    word: ClassVar[str] = "show"


class Exchange(OneCardMove):
    """Swap the lowest trump (dealt to this player) for the face-up trump under the talon."""

    __slots__ = ()
    kind: ClassVar[str] = "exchange"
    word: ClassVar[str] = "exchange"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def target(self) -> str | None:
        return TRUMP


class Defend(_Frozen):
    """Beat the attack card ``attack`` with ``card`` from the hand."""

    __slots__ = ("_target", "_text", "a", "abit", "attack", "bit", "c", "card", "spread")
    kind: ClassVar[str] = "defend"
    attack: Card
    card: Card
    a: int         # the attack card's index
    abit: int      # the attack card's bit
    c: int         # the beating card's index
    bit: int       # the beating card's bit
    spread: int    # every card (all suits) of the beating card's rank
    _text: str
    _target: str

    def __init__(self, attack: Card, card: Card) -> None:
        object.__setattr__(self, "attack", attack)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "a", attack.index)
        object.__setattr__(self, "abit", 1 << attack.index)
        object.__setattr__(self, "c", card.index)
        object.__setattr__(self, "bit", 1 << card.index)
        object.__setattr__(self, "spread", _SPREAD << card.index % 13)
        object.__setattr__(self, "_text", f"defend {attack} {card}")
        object.__setattr__(self, "_target", f"{TABLE}/{attack}")

    def __str__(self) -> str:
        return self._text

    def __eq__(self, other: object) -> bool:
        return other is self or (isinstance(other, Defend) and other.attack is self.attack
                                 and other.card is self.card)

    def __hash__(self) -> int:
        return self.attack.index * 64 + self.card.index

    def __reduce__(self) -> tuple[Any, tuple[int, int]]:
        return (_defend, (self.attack.index, self.card.index))

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def target(self) -> str | None:
        return self._target


class WordMove(_Frozen):
    """A move without cards, made with a button; its text is its kind."""

    __slots__ = ()

    def __str__(self) -> str:
        return self.kind

    def __eq__(self, other: object) -> bool:
        return other is self or type(other) is type(self)

    def __hash__(self) -> int:
        return hash(self.kind)

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (_word_move, (self.kind,))


class Take(WordMove):
    __slots__ = ()
    kind: ClassVar[str] = "take"


class Pass(WordMove):
    __slots__ = ()
    kind: ClassVar[str] = "pass"


class Done(WordMove):
    __slots__ = ()
    kind: ClassVar[str] = "done"


class Decline(WordMove):
    __slots__ = ()
    kind: ClassVar[str] = "decline"


TAKE = Take()
PASS = Pass()
DONE = Done()
DECLINE = Decline()
WORDS: dict[str, Move] = {m.kind: m for m in (TAKE, PASS, DONE, DECLINE)}

# Interned per card / per pair: legal-move lists are built from masks by table look-ups.
SHOWS = tuple(ShowTrump(card) for card in CARDS)
EXCHANGES = tuple(Exchange(card) for card in CARDS)
DEFENDS = tuple(tuple(Defend(attack, card) for card in CARDS) for attack in CARDS)


def _defend(attack: int, card: int) -> Defend:
    return DEFENDS[attack][card]


def _word_move(kind: str) -> Move:
    return WORDS[kind]


def _one_card_move(word: str, index: int) -> OneCardMove:
    return SHOWS[index] if word == "show" else EXCHANGES[index]


def parse(text: str) -> Move:
    """The move written ``text`` (any card order, any letter case); ``InvalidMoveError`` otherwise."""
    words = text.split()
    if not words:
        raise InvalidMoveError("durak: an empty text is not a move")
    head = words[0].lower()
    try:
        if len(words) == 1 and head in WORDS:
            return WORDS[head]
        cards = parse_cards(" ".join(words[1:]))
    except InvalidCardError as exc:
        raise InvalidMoveError(f"durak: {text!r} is not a move: {exc}") from None
    if cards and len(set(cards)) == len(cards):
        mask = sum(card.bit for card in cards)
        if head == "attack":
            return Attack.of(mask)
        if head == "transfer":
            return Transfer.of(mask)
        if len(cards) == 1 and head in ("show", "exchange"):
            return _one_card_move(head, cards[0].index)
        if len(cards) == 2 and head == "defend":
            return DEFENDS[cards[0].index][cards[1].index]
    raise InvalidMoveError(f"durak: {text!r} is not a move (expected e.g. 'attack 7H 7S', 'defend 7H 9H', "
                           "'transfer 7C', 'show 7H', 'take', 'pass', 'done', 'exchange 6H' or 'decline')")
