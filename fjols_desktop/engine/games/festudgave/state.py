"""Festudgaven's state, moves and per-round facts (the rules are in ``rules.py``).

The state is a positional ``NamedTuple``; hands and the waste pile are masks, the stock and the
free-flow queues are tuples of card indices (next card first). Facts fixed for one round (options,
who is still in the match, who passes to whom, the dealer) sit in one shared ``FestDeal``.

Moves and their texts: ``"pass QS"`` (``PassCard``), ``"take"`` (free flow: take the oldest waiting
card, or the dealer's draw in stock mode), ``"signal"`` (the first signal of a round: the trigger),
``"signal 1350"`` (a signal 1350 ms after the trigger), ``"late"`` (no signal within the window).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, ClassVar, NamedTuple

from ...cards import CARDS, BitTable, Card
from ...rules import Move, Seat
from .options import FestudgaveOptions

PASS, RACE, OVER = 0, 1, 2
PHASE_NAMES = ("pass", "race", "over")

# Engine guard (our decision; the game has none): a round in which nobody has signalled after this
# many lock-step ticks (free flow: this many passes per player) is abandoned as unfinished, with no
# fjols, and dealt again. Players who never signal would otherwise pass for ever.
MAX_TICKS = 1000

TRIGGER_BIT = 1 << 52          # in legal masks: the trigger signal is legal
TAKE_BIT = 1 << 53             # in legal masks: take is legal
RANKS_13 = 0x1FFF


def quad_ranks(hand: int) -> int:
    """A 13-bit mask of the ranks of which ``hand`` holds all four suits (bit 0 = twos)."""
    return hand & hand >> 13 & hand >> 26 & hand >> 39 & RANKS_13


# --- moves ---------------------------------------------------------------------------------------------

class _Value(Move):
    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")


class PassCard(_Value):
    """Pass one card to the left (``"pass QS"``); interned per card. It carries its card's index and
    bit too, which the rules' hot path reads."""

    __slots__ = ("_text", "bit", "card", "index")
    kind: ClassVar[str] = "pass"
    card: Card
    index: int
    bit: int
    _text: str

    def __init__(self, card: Card) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "index", card.index)
        object.__setattr__(self, "bit", card.bit)
        object.__setattr__(self, "_text", "pass " + str(card))

    def __str__(self) -> str:
        return self._text

    def __eq__(self, other: object) -> bool:
        return type(other) is PassCard and other.card is self.card

    def __hash__(self) -> int:
        return hash(("pass", self.card.index))

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)


class Take(_Value):
    """Free flow: take the oldest card waiting from the right (the dealer draws in stock mode)."""

    __slots__ = ()
    kind: ClassVar[str] = "take"

    def __str__(self) -> str:
        return "take"


class Signal(_Value):
    """Touch your nose / grab a spoon. ``ms`` is None for the trigger (the first signal of the round);
    after it, every signal carries its reaction time in milliseconds after the trigger."""

    __slots__ = ("ms",)
    kind: ClassVar[str] = "signal"
    ms: int | None

    def __init__(self, ms: int | None = None) -> None:
        object.__setattr__(self, "ms", ms)

    def __str__(self) -> str:
        return "signal" if self.ms is None else f"signal {self.ms}"

    def __eq__(self, other: object) -> bool:
        return type(other) is Signal and other.ms == self.ms

    def __hash__(self) -> int:
        return hash(("signal", self.ms))


class Late(_Value):
    """The reaction window closed without a signal from this seat."""

    __slots__ = ()
    kind: ClassVar[str] = "late"

    def __str__(self) -> str:
        return "late"


PASSES = tuple(PassCard(card) for card in CARDS)
TRIGGER = Signal()
TAKE = Take()
LATE = Late()
moves_of: BitTable[Move] = BitTable((*PASSES, TRIGGER, TAKE))   # bit 52 = trigger, bit 53 = take


class RaceMoves(Sequence[Move]):
    """A racing seat's choices: a signal at every millisecond of the window (``0 .. window_ms``), then
    ``late``. Built on demand: the window holds thousands of moves, a player needs one."""

    __slots__ = ("window_ms",)

    def __init__(self, window_ms: int) -> None:
        self.window_ms = window_ms

    def __len__(self) -> int:
        return self.window_ms + 2

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        n = self.window_ms + 2
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        return LATE if i == n - 1 else Signal(i)

    def __iter__(self) -> Iterator[Move]:
        for ms in range(self.window_ms + 1):
            yield Signal(ms)
        yield LATE

    def __contains__(self, move: object) -> bool:
        if type(move) is Late:
            return True
        return type(move) is Signal and move.ms is not None and 0 <= move.ms <= self.window_ms

    def __eq__(self, other: object) -> bool:
        if isinstance(other, RaceMoves):
            return other.window_ms == self.window_ms
        if isinstance(other, Sequence):
            return len(other) == len(self) and list(other) == list(self)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("race", self.window_ms))

    def __repr__(self) -> str:
        return f"RaceMoves(signal 0..{self.window_ms} ms, late)"


# --- the round -----------------------------------------------------------------------------------------

class FestDeal(NamedTuple):
    """Facts fixed for one round, public to every seat."""

    options: FestudgaveOptions
    seats: int
    dealer: Seat                   # an active seat (the fjols of the last round, if still in)
    number: int
    active: tuple[Seat, ...]       # seats in this round (letters scoring drops the finished ones)
    left: tuple[Seat, ...]         # per seat: the active seat it passes to (-1 for a seat out of the match)
    losses: tuple[int, ...]        # per seat: times fjols before this round (letters spelled so far)
    deck: int                      # mask of the cards in play
    stock_mode: bool
    free_flow: bool
    discarder: Seat                # stock mode: the dealer's right, who passes to the waste; else -1
    window_ms: int
    false_loses: bool              # false_signal = lose_round

    def right(self, seat: Seat) -> Seat:
        """The active seat that passes to ``seat``."""
        return self.left.index(seat)

    def hand_limit(self, seat: Seat) -> int:
        """Cards a seat holds when it must pass: 4, or 5 with a draw pile (free flow: after taking)."""
        if self.stock_mode and (self.free_flow or seat == self.dealer):
            return 5
        return 4


class FestState(NamedTuple):
    """One moment of a round."""

    deal: FestDeal
    phase: int                     # PASS, RACE or OVER
    hands: tuple[int, ...]
    chosen: tuple[int, ...]        # lock-step: card index chosen this tick, -1 while choosing
    queues: tuple[tuple[int, ...], ...]   # free flow: cards waiting for each seat, oldest first
    stock: tuple[int, ...]         # stock mode: card indices, next first
    waste: int                     # stock mode: mask of the discarded cards
    reshuffles: int                # how often the waste became the stock
    ticks: int                     # lock-step ticks done; free flow: passes done
    fresh: tuple[int, ...]         # per seat: card received from the right and not passed on since (-1)
    acting: frozenset[Seat]
    trigger: Seat                  # the first signaller, -1 before
    signals: tuple[tuple[Seat, int], ...]   # later signals in arrival order as (seat, ms after trigger)
    late: tuple[Seat, ...]         # seats that did not signal within the window
    fjols: Seat
    false_signal: bool             # the round ended by a false signal (the fjols made it)
    log: tuple[tuple[Seat, str], ...]
    seed: int                      # hidden: reshuffles and the draw among late seats
    received: tuple[tuple[int, ...], ...]  # per seat: card indices that reached it from its right neighbour, in order

    @property
    def options(self) -> FestudgaveOptions:
        return self.deal.options

    @property
    def seats(self) -> int:
        return self.deal.seats

    @property
    def unfinished(self) -> bool:
        return self.phase == OVER and self.fjols < 0
