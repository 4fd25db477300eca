"""Durak's state, the facts fixed for one deal, and the card arithmetic the rules run on.

The state holds its fields (``_StateFields``: ints and tuples) in one private list that nothing changes
once the state is made (the hands and the known cards in one slot per seat, the rest in field order); it is compared by value,
and everything outside the transitions reads the fields by name. Cards are bit indices (``suit * 13 + rank - 2``, as in ``cards.py``) and a set of
cards is an ``int`` mask. A move copies the list, its transition changes the copy by index (the ``F_*``
constants), and the copy becomes the new state (``made``), without ``_replace``'s rebuilding by name. The
move log is kept as a chain of links, one per move, and read back flat (``log_chain``, ``DurakState.log``).

Public knowledge lives in the state too: ``known[s]`` is the part of seat ``s``'s hand that every
player has seen go there (a bout it picked up, the face-up trump it drew, the lowest trump it showed,
...). It is always a subset of the hand. The only hidden facts are the rest of each hand and the
order of the face-down talon.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar, Final, NamedTuple, Self

from ...cards import SUIT_MASKS
from ...rules import Move, Seat
from ...values import ByValue
from .options import (
    DeckSize,
    DurakOptions,
    FirstBoutCap,
    LowBeatsAce,
    ProstoyAttack,
    SevernyiMode,
    Teams,
    ThrowInBy,
    TransferMaxCards,
    TrumpSixExchange,
    Variant,
)

PRE_BOUT, LEAD, DEFEND, THROW_IN, TAKE_ADD, OVER = range(6)
PHASE_NAMES = ("pre_bout", "lead", "defend", "throw_in", "take_add", "over")

MAX_ATTACK = 6          # attack cards in one bout (``resources/rules/en/durak.md#how-a-bout-goes``)
EARLY_CAP = 5           # under first_bout_cap
LOWEST_RANK = {DeckSize.CARDS_24: 9, DeckSize.CARDS_36: 6, DeckSize.CARDS_52: 2}
SIX = 6                 # "durak med slips": the last attack card was a six (seed 001)
MAX_SEATS = 6           # the most seats at a table (``DurakRules.info``): the slots of the hands in a state

# All four suits of one rank, by rank offset 0 (two) ... 12 (ace).
RANK_MASKS = tuple(sum(1 << (suit * 13 + r) for suit in range(4)) for r in range(13))
_SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39


def rank_bits(mask: int) -> int:
    """The ranks present in ``mask`` as a 13-bit mask (bit 0 = twos)."""
    return (mask | mask >> 13 | mask >> 26 | mask >> 39) & 0x1FFF


def same_rank_cards(mask: int) -> int:
    """Every card (all suits) of every rank present in ``mask``: what may be thrown in."""
    return rank_bits(mask) * _SPREAD


def one_rank(mask: int) -> bool:
    bits = rank_bits(mask)
    return bits != 0 and bits & (bits - 1) == 0


def deck_mask(lowest: int) -> int:
    mask = 0
    for suit in range(4):
        for rank in range(lowest, 15):
            mask |= 1 << (suit * 13 + rank - 2)
    return mask


@lru_cache(maxsize=256)
def beat_table(deck: int, classes: tuple[int, int, int, int], lowest: int,
               low_beats_ace: LowBeatsAce) -> tuple[int, ...]:
    """For each card index, the cards that beat it (``resources/rules/en/durak.md#the-deal-and-the-trump``): a
    higher card of its suit, or any card of a higher class (trump over plain; severnyi's second trump over the
    first). With ``low_beats_ace`` the lowest card of the pack also beats the ace of its suit."""
    out = []
    for index in range(52):
        suit, rank = divmod(index, 13)
        mask = SUIT_MASKS[suit] & ~((2 << index) - 1)
        for other in range(4):
            if classes[other] > classes[suit]:
                mask |= SUIT_MASKS[other]
        if rank == 12 and (low_beats_ace is LowBeatsAce.ALL_SUITS or
                           (low_beats_ace is LowBeatsAce.TRUMP_ONLY and classes[suit] >= 1)):
            mask |= 1 << (suit * 13 + lowest - 2)
        out.append(mask & deck)
    return tuple(out)


def suit_classes(trump: int, second: int, replace: bool) -> tuple[int, int, int, int]:
    """Each suit's class: 0 plain, 1 trump, 2 severnyi's second trump (ranked above the first)."""
    classes = [0, 0, 0, 0]
    classes[trump] = 1
    if second >= 0 and second != trump:
        if replace:
            classes[trump] = 0
            classes[second] = 1
        else:
            classes[second] = 2
    return (classes[0], classes[1], classes[2], classes[3])


# --- roles (``flow.py`` runs the bouts with them) ----------------------------------------------------------------------------------------------

def next_active(hands: tuple[int, ...] | list[int], seat: Seat) -> Seat:
    """The first seat clockwise after ``seat`` whose player has cards; -1 if there is none."""
    seats = len(hands)
    for k in range(1, seats):
        other = (seat + k) % seats
        if hands[other]:
            return other
    return -1


def actor(hands: tuple[int, ...] | list[int], seat: Seat) -> Seat:
    """Teams: who plays for ``seat``: its player, or the first partner clockwise with cards; -1."""
    seats = len(hands)
    for k in range(0, seats, 2):  # partners sit every other seat (2v2 and 3v3 alternate)
        other = (seat + k) % seats
        if hands[other]:
            return other
    return -1


def roles(table: DurakTable, hands: tuple[int, ...] | list[int], seat: Seat) -> tuple[Seat, Seat]:
    """(main attacker, defender) when seat ``seat`` attacks."""
    if table.teams:
        return actor(hands, seat), actor(hands, seat + 1)
    return seat, next_active(hands, seat)


def attackers_for(table: DurakTable, hands: tuple[int, ...] | list[int], players_in: int, main: Seat,
                  defender: Seat, seat: Seat) -> tuple[Seat, ...]:
    """The throw-in priority list (``resources/rules/en/durak.md#how-a-bout-goes``, teams
    ``resources/rules/en/durak.md#how-a-bout-goes``)."""
    mode = table.throw_in_by
    if mode is ThrowInBy.AUTO:
        mode = ThrowInBy.ALL if players_in <= 4 else ThrowInBy.NEIGHBOURS
    seats = len(hands)
    if mode is ThrowInBy.MAIN_ONLY or seats == 2:
        return (main,)
    out = [main]
    if table.teams:
        # the defender's opponents' seats, clockwise from the defender's left
        for k in range(2, seats, 2):
            other = actor(hands, seat + k)
            if other >= 0 and other not in out:
                out.append(other)
            if mode is ThrowInBy.NEIGHBOURS:
                break
        return tuple(out)
    for k in range(1, seats):
        other = (defender + k) % seats
        if other == main or not hands[other]:
            if mode is ThrowInBy.NEIGHBOURS and other == main:
                break  # the defender's left neighbour is the main attacker: nobody else
            continue
        out.append(other)
        if mode is ThrowInBy.NEIGHBOURS:
            break
    return tuple(out)


def refill_order(seats: int, attacker: Seat, defender: Seat) -> tuple[Seat, ...]:
    """Who draws, in order, after a bout (``resources/rules/en/durak.md#how-a-bout-goes``): the main
    attacker at the bout's end first, the others clockwise from the attacker's left, the defender last
    ("the attacker fills up first and the defender last"). After a transfer the main attacker is the
    player who passed the attack on last, and the final defender draws last even when it led the bout
    (with two players an attack passed back always returns to the player who led it)."""
    middle = tuple((attacker + k) % seats for k in range(1, seats) if (attacker + k) % seats != defender)
    return (attacker,) + middle + ((defender,) if defender != attacker else ())


class Seating(NamedTuple):
    """The roles between bouts for one set of seats holding cards (when a bout ends, the seats without
    cards are exactly the seats that are out, so the number of players still in is their count)."""

    after: tuple[Seat, ...]    # per seat: ``next_active``
    bouts: tuple[tuple[Seat, Seat, tuple[Seat, ...]], ...]   # per attacking seat: (main, defender, attackers)
    fools: tuple[Seat, ...] | None   # with the talon empty the deal is over, with these fools; None: it is not


def _seating(table: DurakTable, seats: int, occupied: int) -> Seating:
    hands = tuple(occupied >> seat & 1 for seat in range(seats))
    players_in = sum(hands)
    bouts = []
    for seat in range(seats):
        main, defender = roles(table, hands, seat)
        bouts.append((main, defender, attackers_for(table, hands, players_in, main, defender, seat)))
    fools: tuple[Seat, ...] | None
    if table.teams:
        holding = [any(hands[p] for p in range(team, seats, 2)) for team in (0, 1)]
        fools = None if all(holding) else tuple(range(holding.index(True), seats, 2)) if any(holding) else ()
    else:
        fools = tuple(p for p in range(seats) if hands[p])
        if len(fools) > 1:
            fools = None
    return Seating(tuple(next_active(hands, seat) for seat in range(seats)), tuple(bouts), fools)


class _Record(ByValue):
    """An immutable record of named values read by attribute: the base of ``DurakTable`` and ``DurakDeal``.

    The transitions read these facts on every move, so they are ``__slots__`` attributes, which CPython
    reads directly (a ``NamedTuple``'s field goes through a generic descriptor). A subclass names its fields
    by a ``NamedTuple`` (``_Fields``), which also checks the arguments, positional or by name. Records
    compare, hash, print, pickle and copy by their values in field order (``ByValue``), as the
    ``NamedTuple`` would."""

    __slots__ = ()
    _Fields: ClassVar[Any]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        setter = object.__setattr__
        for name, value in zip(self._fields, self._Fields(*args, **kwargs)):
            setter(self, name, value)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._fields = cls._Fields._fields

    def fields(self) -> tuple[Any, ...]:
        """The values in field order."""
        return tuple([getattr(self, name) for name in self._fields])

    def _replace(self, **changes: Any) -> Self:
        return type(self)(**{**self._asdict(), **changes})

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), self.fields()


class _TableFields(NamedTuple):
    """``DurakTable``'s fields."""

    prostoy: bool
    transfers: bool          # perevodnoy
    severnyi: bool
    teams: bool
    deck: int                # mask of the pack
    cards: tuple[int, ...]   # the pack's card indices in index order (the order before the shuffle)
    size: int                # cards in the pack
    hand_size: int
    lowest: int              # lowest rank of the pack (6, 9 or 2)
    throw_in_by: ThrowInBy
    anytime: bool            # throw_in_timing == anytime
    on_take: bool            # throw_in_on_take
    first_bout_cap: FirstBoutCap
    exchange: TrumpSixExchange   # resolved: never AUTO
    low_beats_ace: LowBeatsAce
    transfer_one: bool
    show_trump: bool
    replace: bool            # severnyi_mode == replace
    prostoy_cap: bool
    prostoy_pairs: bool      # prostoy_attack == pairs: a three- or five-card attack holds pairs
    # Between bouts, who plays which part next depends on the hands only through which seats hold
    # cards: ``seating[occupied]`` (bit s set: seat s holds cards) has it worked out (``Seating``).
    seating: tuple[Seating, ...]
    refills: tuple[tuple[tuple[Seat, ...], ...], ...]   # [main attacker][defender]: ``refill_order``


class DurakTable(_Record):
    """Facts that follow from the house rules and the table size alone (cached per pair); the fields are
    ``_TableFields``'."""

    _Fields = _TableFields
    __slots__ = _TableFields._fields
    prostoy: bool
    transfers: bool
    severnyi: bool
    teams: bool
    deck: int
    cards: tuple[int, ...]
    size: int
    hand_size: int
    lowest: int
    throw_in_by: ThrowInBy
    anytime: bool
    on_take: bool
    first_bout_cap: FirstBoutCap
    exchange: TrumpSixExchange
    low_beats_ace: LowBeatsAce
    transfer_one: bool
    show_trump: bool
    replace: bool
    prostoy_cap: bool
    prostoy_pairs: bool
    seating: tuple[Seating, ...]
    refills: tuple[tuple[tuple[Seat, ...], ...], ...]


@lru_cache(maxsize=128)
def table_facts(options: DurakOptions, seats: int) -> DurakTable:
    lowest = LOWEST_RANK[options.deck]
    variant = options.variant
    table = DurakTable(
        prostoy=variant is Variant.PROSTOY, transfers=variant is Variant.PEREVODNOY,
        severnyi=variant is Variant.SEVERNYI, teams=options.teams is not Teams.NONE,
        deck=deck_mask(lowest), cards=tuple(i for i in range(52) if deck_mask(lowest) >> i & 1), size=4 * (15 - lowest), hand_size=5 if variant is Variant.PROSTOY else 6,
        lowest=lowest, throw_in_by=options.throw_in_by, anytime=options.throw_in_timing.value == "anytime",
        on_take=options.throw_in_on_take, first_bout_cap=options.first_bout_cap, exchange=options.exchange,
        low_beats_ace=options.low_beats_ace, transfer_one=options.transfer_max_cards is TransferMaxCards.ONE,
        show_trump=options.transfer_by_showing_trump, replace=options.severnyi_mode is SevernyiMode.REPLACE,
        prostoy_cap=options.prostoy_cap_to_defender_hand, prostoy_pairs=options.prostoy_attack is ProstoyAttack.PAIRS,
        seating=(), refills=())
    return table._replace(
        seating=tuple(_seating(table, seats, occupied) for occupied in range(1 << seats)),
        refills=tuple(tuple(refill_order(seats, main, defender) for defender in range(seats)) for main in range(seats)))


class _DealFields(NamedTuple):
    """``DurakDeal``'s fields."""

    options: DurakOptions
    seats: int
    dealer: Seat
    number: int              # 0-based deal number within the match
    table: DurakTable
    trump: int               # the trump suit (severnyi: the first trump, T1)
    trump_card: int          # the card turned for trump, or the dealer's last card when nothing is left over
    six: int                 # the lowest trump of the pack: the exchange card
    holder: Seat             # who was dealt ``six`` and may exchange it, -1 for nobody
    first_attacker: Seat
    shown: int               # the lowest trump the first attacker showed (first deal), -1


class DurakDeal(_Record):
    """Facts fixed for one deal, all public; the fields are ``_DealFields``'."""

    _Fields = _DealFields
    __slots__ = _DealFields._fields
    options: DurakOptions
    seats: int
    dealer: Seat
    number: int
    table: DurakTable
    trump: int
    trump_card: int
    six: int
    holder: Seat
    first_attacker: Seat
    shown: int


# The move log as a chain of links, so that a move adds one small tuple instead of copying the whole log:
# a link is ``(earlier, seat, move)``, the log before the move and the move. A chain starts at a root link
# ``(flat, ROOT, None)`` that holds, as a flat tuple of ``(seat, move)`` pairs, the log the state was built
# with. ``DurakState.log`` reads the chain back as that flat tuple. ``last_attack`` and the bout's ``cover``
# and ``by`` are kept as chains of the same shape, ``(earlier, key, value)`` from a root ``(tuple, ROOT,
# None)``, each read back by its own function below.
ROOT = -1
LogLink = tuple[Any, Seat, Any]
EMPTY_CHAIN: LogLink = ((), ROOT, None)
EMPTY_LOG: LogLink = EMPTY_CHAIN


def log_chain(log: Sequence[tuple[Seat, Move | str]] | LogLink) -> LogLink:
    """``log`` as a chain: a flat log (a sequence of ``(seat, move)`` pairs) becomes a root link; a chain is
    kept (a link's second item is a seat, a flat log's a pair)."""
    if len(log) == 3 and type(log[1]) is int:
        return log  # type: ignore[return-value]  # checked above
    return (tuple(log), ROOT, None)


def _walk(link: LogLink) -> tuple[tuple[Any, ...], list[tuple[Any, Any]]]:
    """A chain's root tuple and the ``(key, value)`` of its links, newest first."""
    pairs = []
    earlier, key, value = link
    while key != ROOT:
        pairs.append((key, value))
        earlier, key, value = earlier
    return earlier, pairs


def latest_by_seat(link: LogLink) -> tuple[int, ...]:
    """A per-seat tuple kept as a chain of links ``(earlier, seat, value)`` read back: the root's tuple with
    each seat's latest value in place (``last_attack``, which a bout's end sets for its defender)."""
    root, pairs = _walk(link)
    latest: dict[Seat, int] = {}
    for seat, value in pairs:
        latest.setdefault(seat, value)
    return tuple([latest.get(seat, value) for seat, value in enumerate(root)])


def flat_log(link: LogLink) -> tuple[tuple[Seat, Move | str], ...]:
    """The ``(seat, move)`` pairs of a chain of links, oldest first: the root's flat log, then one per link."""
    root, pairs = _walk(link)
    pairs.reverse()
    return root + tuple(pairs)


def covers(link: LogLink, attack: tuple[int, ...]) -> tuple[int, ...]:
    """``cover`` kept as a chain of links ``(earlier, attack card, card beating it)``, one per defence, read
    back: per attack card in ``attack``, the card beating it, -1 while unbeaten (the root holds the covers
    the state was built with; the cards laid since are unbeaten until a link says otherwise)."""
    root, pairs = _walk(link)
    beaten = dict(pairs)
    out = [*root, *(-1,) * (len(attack) - len(root))]
    for position, card in enumerate(attack):
        if card in beaten:
            out[position] = beaten[card]
    return tuple(out)


def laid_by(link: LogLink) -> tuple[Seat, ...]:
    """``by`` kept as a chain of links ``(earlier, seat, count)``, one per move laying attack cards, read back:
    who laid each attack card, the root's tuple first."""
    root, pairs = _walk(link)
    return root + tuple([seat for seat, count in reversed(pairs) for _ in range(count)])


class _StateFields(NamedTuple):
    """``DurakState``'s fields by position, with the move log stored as a chain (``log_chain``)."""

    deal: DurakDeal
    phase: int
    turn: Seat                   # the one seat to act, -1 when the deal is over
    hands: tuple[int, ...]
    known: tuple[int, ...]       # per seat: the cards of its hand everyone has seen go there
    talon: tuple[int, ...]       # card indices, next to draw first; the last is the face-up trump card
    beats: tuple[int, ...]       # per card index: the cards that beat it now
    second: int                  # severnyi: the suit of the revealed talon card, -1 until then
    revealed: int                # severnyi: the revealed talon card, -1
    discard: int
    attack: tuple[int, ...]      # attack cards of the bout in the order laid
    cover: tuple[int, ...]       # the card beating each attack card, -1 while unbeaten; stored as a chain (``covers``)
    by: tuple[Seat, ...]         # who laid each attack card; stored as a chain (``laid_by``)
    table: int                   # every card on the table
    ranks: int                   # every card of a rank on the table (may be thrown in)
    unbeaten: int
    leader: Seat                 # led the bout
    main: Seat                   # main attacker (a transfer changes it)
    defender: Seat
    seat: Seat                   # teams: the attacking seat (its actor is ``main``); else ``main``
    attackers: tuple[Seat, ...]  # priority list for throw-ins: main attacker first
    asked: int                   # index in ``attackers`` of the attacker asked now
    cap: int                     # attack cards allowed in this bout
    bout: int                    # 0-based bout number within the deal
    discarded: bool              # a bout has been beaten (the discard pile exists)
    right: Seat                  # who may still exchange the lowest trump, -1
    shown: int                   # trumps shown to pass this bout on (perevodnoy house rule)
    # per seat: bout * 16 + rank offset of the last attack card played at it, -1; stored as a chain of links
    # ``(earlier, seat, value)`` from a root ``(per-seat tuple, ROOT, None)`` (``latest_by_seat``)
    last_attack: tuple[int, ...]
    out: tuple[Seat, ...]        # seats that have gone out, in order
    fools: tuple[Seat, ...]      # when over: the durak or the losing team; empty for a draw
    # the moves so far as (seat, move), all public, as a chain of links; a move's text is made only when
    # observed (``history``), and a world sampled from an observation starts from those texts
    log: Any


class DurakState(ByValue):
    """One moment of a deal: the fields of ``_StateFields``, held in one private list (``_f``) that nothing
    changes once the state is made: first one slot per seat (``MAX_SEATS``) holding the seat's hand, then one per
    seat holding its known cards, so that a move changes a hand without copying the others, then the other
    fields in field order (``F_*``).

    ``DurakRules.apply`` copies ``_f``, the move's transition changes the copy by ``F_*`` index, and the copy
    becomes the new state's ``_f`` (``made``); ``legal_moves`` reads ``_f`` by index. A plain list, not the
    state itself, is what they copy and index, because CPython copies and indexes an exact list or tuple on
    its fast paths and a tuple subclass (a ``NamedTuple``) on its generic ones; and a list rather than a
    tuple, because the transition's copy then becomes the new state as it is, without a second copy.
    Everything else reads the fields by name through read-only properties: to its users the state is
    immutable, as a ``Fraction`` is with its private parts.

    Built with a flat ``log`` (a tuple of ``(seat, move)`` pairs) and read back with one; inside, the log is a
    chain of links (``log_chain``), which each move extends by one link. ``last_attack`` is kept as a chain
    too (``latest_by_seat``), which each bout's end extends by one link instead of copying the tuple, and so
    are the bout's ``cover`` (``covers``: a defence adds a link) and ``by`` (``laid_by``: a move laying cards
    adds one), which are then not rebuilt for every card laid or beaten; a private slot after the fields
    (``F_OPEN``) holds the mask of the attack cards still unbeaten, which the hot paths read instead of
    ``cover``. Equality, hashing, ``repr``, ``_asdict``, pickling and copying see the chains read back
    (``fields``), so a state built with a flat log and one reached by play are the same value when their
    fields are."""

    __slots__ = ("_f",)
    _fields: ClassVar[tuple[str, ...]] = _StateFields._fields
    _f: list[Any]
    # the fields, read by name (properties made below from ``_StateFields``; ``log`` reads the chain flat)
    deal: DurakDeal
    phase: int
    turn: Seat
    talon: tuple[int, ...]
    beats: tuple[int, ...]
    second: int
    revealed: int
    discard: int
    attack: tuple[int, ...]
    table: int
    ranks: int
    unbeaten: int
    leader: Seat
    main: Seat
    defender: Seat
    seat: Seat
    attackers: tuple[Seat, ...]
    asked: int
    cap: int
    bout: int
    discarded: bool
    right: Seat
    shown: int
    out: tuple[Seat, ...]
    fools: tuple[Seat, ...]

    def __new__(cls, *args: Any, **kwargs: Any) -> DurakState:
        fields = _StateFields(*args, **kwargs)   # the fields by position or by name, checked
        hands = fields.hands
        padding = (0,) * (MAX_SEATS - len(hands))
        s: list[Any] = [*hands, *padding, *fields.known, *padding, *fields[:3], *fields[5:-1], log_chain(fields.log), 0]
        s[F_COVER] = (tuple(fields.cover), ROOT, None)
        s[F_BY] = (tuple(fields.by), ROOT, None)
        s[F_LAST_ATTACK] = (tuple(fields.last_attack), ROOT, None)
        s[F_OPEN] = sum([1 << a for a, c in zip(fields.attack, covers(s[F_COVER], fields.attack)) if c < 0])
        return made(s)

    def _replace(self, **changes: Any) -> DurakState:
        return DurakState(**{**self._asdict(), **changes})

    @property
    def log(self) -> tuple[tuple[Seat, Move | str], ...]:
        """The moves so far as ``(seat, move)`` pairs, oldest first."""
        return flat_log(self._f[F_LOG])

    @property
    def last_attack(self) -> tuple[int, ...]:
        """Per seat: ``bout * 16`` plus the rank offset of the last attack card played at it, -1 for none."""
        return latest_by_seat(self._f[F_LAST_ATTACK])

    @property
    def hands(self) -> tuple[int, ...]:
        """Per seat, the cards in its hand."""
        f = self._f
        return tuple(f[:f[F_DEAL].seats])

    @property
    def known(self) -> tuple[int, ...]:
        """Per seat, the cards of its hand everyone has seen go there."""
        f = self._f
        return tuple(f[KNOWN:KNOWN + f[F_DEAL].seats])

    @property
    def cover(self) -> tuple[int, ...]:
        """The card beating each attack card, in the order laid; -1 while it is unbeaten."""
        return covers(self._f[F_COVER], self._f[F_ATTACK])

    @property
    def by(self) -> tuple[Seat, ...]:
        """Who laid each attack card, in the order laid."""
        return laid_by(self._f[F_BY])

    def fields(self) -> tuple[Any, ...]:
        """The fields as a plain tuple, the chains read back (``cover``, ``by``, ``last_attack``, the log flat):
        what equality, hashing and copies see."""
        f = self._f
        seats = f[F_DEAL].seats
        return (*f[F_DEAL:F_TALON], tuple(f[:seats]), tuple(f[KNOWN:KNOWN + seats]), *f[F_TALON:F_COVER],
                covers(f[F_COVER], f[F_ATTACK]),
                laid_by(f[F_BY]), *f[F_TABLE:F_LAST_ATTACK],
                latest_by_seat(f[F_LAST_ATTACK]), *f[F_LAST_ATTACK + 1:F_LOG], flat_log(f[F_LOG]))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled and copied with the log flat (a chain is as deep as the log is long)."""
        return DurakState, self.fields()

    @property
    def options(self) -> DurakOptions:
        return self._f[F_DEAL].options  # type: ignore[no-any-return]  # the deal's

    @property
    def seats(self) -> int:
        return self._f[F_DEAL].seats  # type: ignore[no-any-return]  # the deal's


def _field(index: int, name: str) -> property:
    def read(state: DurakState) -> Any:
        return state._f[index]
    read.__name__ = name
    return property(read, doc=f"The field ``{name}`` (``_StateFields``).")


for _index, _name in enumerate(_StateFields._fields[:-1]):   # every field but those read by properties above
    if _name not in ("hands", "known", "cover", "by", "last_attack"):
        setattr(DurakState, _name, _field(_index + (2 * MAX_SEATS if _index < 3 else 2 * MAX_SEATS - 2), _name))

_alloc = object.__new__


def hands_of(f: list[Any]) -> list[int]:
    """The hands, per seat, of a state's list ``f`` (``DurakState._f`` or a transition's copy of it)."""
    return f[:f[F_DEAL].seats]


def made(s: list[Any]) -> DurakState:
    """The state whose list of slots (``_f``: the hands', the known cards', the fields', ``F_OPEN``) is ``s``.
    The state keeps ``s`` itself: the caller hands it over and changes it no more."""
    state = _alloc(DurakState)
    state._f = s
    return state


# Indices into ``DurakState._f``, for the transitions that copy a state's fields into a list (``Final`` so that
# a type checker knows which field an index reads). The list starts with one slot per seat holding that
# seat's hand (``MAX_SEATS`` slots, 0 past the table's seats), then one per seat holding its known cards
# (``KNOWN + seat``), so that a move changes a hand by the seat's own index, without copying the other hands;
# then the fields in order, less ``hands`` and ``known``.
KNOWN: Final = MAX_SEATS   # s[KNOWN + seat]: the slot of the seat's known cards
F_DEAL: Final = 12
F_PHASE: Final = 13
F_TURN: Final = 14
F_TALON: Final = 15
F_BEATS: Final = 16
F_SECOND: Final = 17
F_REVEALED: Final = 18
F_DISCARD: Final = 19
F_ATTACK: Final = 20
F_COVER: Final = 21
F_BY: Final = 22
F_TABLE: Final = 23
F_RANKS: Final = 24
F_UNBEATEN: Final = 25
F_LEADER: Final = 26
F_MAIN: Final = 27
F_DEFENDER: Final = 28
F_SEAT: Final = 29
F_ATTACKERS: Final = 30
F_ASKED: Final = 31
F_CAP: Final = 32
F_BOUT: Final = 33
F_DISCARDED: Final = 34
F_RIGHT: Final = 35
F_SHOWN: Final = 36
F_LAST_ATTACK: Final = 37
F_OUT: Final = 38
F_FOOLS: Final = 39
F_LOG: Final = 40
# After the fields, a private slot: the mask of the attack cards still unbeaten (``cover`` read back without
# walking its chain); it follows from ``attack`` and ``cover``, so equality and copies leave it out.
F_OPEN: Final = 41
assert _StateFields._fields[F_LOG - 10] == "log" and _StateFields._fields[F_RANKS - 10] == "ranks"
