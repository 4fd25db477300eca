"""The contract every game implements, and the values that cross it.

One small contract lets menus, dialogs, tests, computer players, the simulator and saves work for
every game without special cases (ARCHITECTURE.md, promise 2):

* ``Rules.new_deal(options, seats, dealer, rng, deck=None, context=None)`` deals a fresh state.
  ``deck`` replaces the shuffle: cards go out from ``deck[0]`` one at a time clockwise from the
  dealer's left, and what is left becomes the stock in order. Each game documents its exact order.
  ``context`` tells the deal where it sits in a match (deal number, earlier results), because some
  rules depend on it (Hearts' passing cycle, Davoserjas' round, Durak's first attacker).
* ``to_act`` is a *set* of seats: Hearts' passing and Festudgaven's ticks are simultaneous.
* ``legal_moves(state, seat)`` is a sequence of moves (empty for a seat that is not to act);
  ``apply`` returns a new state or raises ``IllegalMoveError`` and changes nothing.
* ``observe(state, seat)`` is all one seat may know. The GUI and every computer player get only
  this; ``sample_world(view, rng)`` deals the hidden cards consistently with it.
* Every move has one canonical text; ``parse_move(str(m)) == m``.

States and moves are immutable values; the engine returns data and ``Reason`` keys, never sentences.
Match-level rules (who deals next, when the match ends, who won) are part of the contract too, with
the common defaults in ``BaseRules``.

Two optional parts, declared here as protocols so that the GUI uses them through the contract and
never by probing a game's objects: ``DropHook`` (a game whose moves a dropped card does not name by
its text) and ``RealtimeRace`` (a race against the clock at the table, with ``RacingPlayer`` for the
computer levels that take part in it). Festudgaven implements both.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from itertools import combinations
from operator import itemgetter
from typing import Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from .errors import IllegalMoveError, InvalidMoveError, Reason
from .options import Options

Seat = int


class Move:
    """Base class of all moves: an immutable value with one canonical text (``str(move)``).

    GUI hooks, all optional: ``cards`` are the cards the move takes from the mover's hand (what the
    player drags or selects), ``target`` is the id of the pile a single dragged card may be dropped
    on (``None``: the move is made with a button or by confirming a selection), and ``kind`` names the
    action for a button label ("take", "done", "moon_self", ...).
    """

    __slots__ = ()
    kind: ClassVar[str] = "move"

    def __str__(self) -> str:  # pragma: no cover - every subclass defines it
        raise NotImplementedError

    @property
    def cards(self) -> tuple[Any, ...]:
        return ()

    @property
    def target(self) -> str | None:
        return None

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and str(other) == str(self)

    def __hash__(self) -> int:
        return hash(str(self))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"


@cache
def _combination_table(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations(range(n), k))


@cache
def _combination_getters(n: int, k: int) -> tuple[Callable[[Sequence[Any]], Any], ...]:
    """One ``itemgetter`` per combination of ``_combination_table(n, k)``: it picks that combination's
    items out of a sequence in one C call (a tuple for ``k >= 2``, a single item for ``k == 1``)."""
    return tuple(itemgetter(*picks) for picks in _combination_table(n, k)) if k else ()


class CombinationMoves(Sequence[Move]):
    """All moves that take ``k`` cards out of ``cards``, without building them all.

    Passing three cards from a Hearts hand has 286 choices; a random player needs one of them and
    the GUI needs only membership tests, so the moves are made on demand: ``len`` is C(n, k),
    ``self[i]`` builds the i-th combination in lexicographic order, ``in`` checks the cards directly.
    ``factory`` gets the chosen cards as a tuple in the order of ``cards``.
    """

    __slots__ = ("_cards", "_factory", "_getters", "_k", "_table")

    def __init__(self, cards: Sequence[Any], k: int, factory: Any) -> None:
        self._cards = tuple(cards)
        self._k = k
        self._factory = factory
        self._table = _combination_table(len(self._cards), k)
        self._getters = _combination_getters(len(self._cards), k) if k >= 2 else None

    def __len__(self) -> int:
        return len(self._table)

    def __getitem__(self, i: Any) -> Any:
        getters = self._getters
        if getters is not None and type(i) is int:
            return self._factory(getters[i](self._cards))
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self._table)))]
        cards = self._cards
        return self._factory(tuple([cards[j] for j in self._table[i]]))

    def __iter__(self) -> Iterator[Any]:
        for chosen in combinations(self._cards, self._k):
            yield self._factory(chosen)

    def __contains__(self, move: object) -> bool:
        cards = getattr(move, "cards", None)
        if not isinstance(move, Move) or cards is None or len(cards) != self._k or len(set(cards)) != self._k:
            return False
        if not set(cards) <= set(self._cards):
            return False
        order = {card: i for i, card in enumerate(self._cards)}
        return bool(move == self._factory(tuple(sorted(cards, key=order.__getitem__))))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CombinationMoves):
            return (self._cards, self._k, self._factory) == (other._cards, other._k, other._factory)
        if isinstance(other, Sequence):
            return len(other) == len(self) and list(self) == list(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self._cards, self._k))

    def __repr__(self) -> str:
        return f"CombinationMoves({len(self._cards)} cards choose {self._k}: {len(self)} moves)"


class PileKind(str, Enum):
    """What a pile is, so the table can lay it out without knowing the game."""

    HAND = "hand"          # a player's hand (face up for its owner)
    TRICK = "trick"        # cards played to the current trick, each with its player
    LAST_TRICK = "last_trick"
    TAKEN = "taken"        # a player's won cards, face down
    STOCK = "stock"        # face-down draw pile (talon)
    TURNED = "turned"      # a face-up card that sets trump
    DISCARD = "discard"    # dead cards out of play
    CHAIN = "chain"        # Fjols' chain of beaten cards
    BOUT = "bout"          # Durak: attack cards, each possibly covered by a defence card
    ROW = "row"            # a layout row (Davoserjas' kabale)
    PASS = "pass"          # cards chosen to pass, face down to everyone but the passer
    TOKEN = "token"        # no cards: a marker such as a Fool! disc


@dataclass(frozen=True)
class Pile:
    """A pile as one seat sees it. ``None`` in ``cards`` is a face-down card.

    ``played_by`` (per card) says who put each card there; ``covers`` (per card, Durak) holds the
    card lying across it; ``marks`` flags cards by position with a key: ``"worst"`` (a fool's card in
    a last trick), ``"won"`` (the card that won a last trick, where no TAKEN pile tells who took it)
    and ``"received"`` (in a seat's own hand: the cards passed to it, which only that seat may see).
    Ids are stable strings: ``"hand:2"``, ``"trick"``, ``"stock"``, ``"row:H"``.
    """

    id: str
    kind: PileKind
    owner: Seat | None = None
    cards: tuple[Any, ...] = ()
    played_by: tuple[Seat | None, ...] = ()
    covers: tuple[Any, ...] = ()
    marks: tuple[tuple[int, str], ...] = ()
    label: Reason | None = None


@dataclass(frozen=True)
class Observation:
    """Everything one seat may know at one moment. Games subclass it to add typed private facts.

    ``history`` lists this deal's moves as ``(seat, text)``, with the text redacted where the move is
    hidden from this seat (another player's pass shows as ``"pass"``). ``facts`` are public facts
    for the status line and table labels (``Reason("hearts_broken")``); ``prompt`` says what this
    seat must do now, if anything.
    """

    game: str
    seat: Seat
    seats: int
    dealer: Seat
    phase: str
    to_act: frozenset[Seat]
    legal_moves: Sequence[Move]
    hand: tuple[Any, ...]
    hand_sizes: tuple[int, ...]
    piles: tuple[Pile, ...]
    points: tuple[int, ...]
    facts: tuple[Reason, ...] = ()
    prompt: Reason | None = None
    history: tuple[tuple[Seat, str], ...] = ()
    over: bool = False

    def pile(self, pile_id: str) -> Pile | None:
        for pile in self.piles:
            if pile.id == pile_id:
                return pile
        return None


@dataclass(frozen=True)
class DealResult:
    """What a finished deal adds to the match.

    ``points`` go onto the match totals. ``fools`` are the deal's losers (the fjols, the durak, the
    player left holding cards). ``label`` names the deal on the scoresheet (Davoserjas' round),
    ``columns`` are extra per-seat figures the scoresheet may show (``("tricks", (3, 4, 2, 4))``),
    and ``notes`` are facts such as ``Reason("moon", seat=2)``.
    """

    points: tuple[int, ...]
    fools: tuple[Seat, ...] = ()
    winners: tuple[Seat, ...] = ()
    label: Reason | None = None
    columns: tuple[tuple[str, tuple[int, ...]], ...] = ()
    notes: tuple[Reason, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"points": list(self.points), "fools": list(self.fools), "winners": list(self.winners),
                "label": _reason_to_json(self.label),
                "columns": [[name, list(values)] for name, values in self.columns],
                "notes": [_reason_to_json(n) for n in self.notes]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DealResult:
        return cls(points=tuple(int(p) for p in data["points"]),
                   fools=tuple(int(s) for s in data.get("fools", ())),
                   winners=tuple(int(s) for s in data.get("winners", ())),
                   label=_reason_from_json(data.get("label")),
                   columns=tuple((str(n), tuple(int(v) for v in vals)) for n, vals in data.get("columns", ())),
                   notes=tuple(r for r in (_reason_from_json(n) for n in data.get("notes", ())) if r))


def _reason_to_json(reason: Reason | None) -> Any:
    return None if reason is None else {"key": reason.key, "args": dict(reason.args)}


def _reason_from_json(data: Any) -> Reason | None:
    if data is None:
        return None
    return Reason.of(str(data["key"]), **dict(data.get("args", {})))


@dataclass(frozen=True)
class MatchContext:
    """Where a deal sits in its match: its 0-based number and the results before it."""

    number: int = 0
    results: tuple[DealResult, ...] = ()

    def totals(self, seats: int) -> tuple[int, ...]:
        totals = [0] * seats
        for result in self.results:
            for seat, points in enumerate(result.points):
                totals[seat] += points
        return tuple(totals)


@dataclass(frozen=True)
class GameInfo:
    """Static facts about a game for menus and dialogs. ``name`` and ``summary`` are
    ``QT_TRANSLATE_NOOP("Games", ...)`` source strings."""

    id: str
    name: str
    summary: str
    min_seats: int
    max_seats: int
    default_seats: int
    options_type: type[Options]
    lower_is_better: bool = True
    extra: dict[str, Any] = field(default_factory=dict)


S = TypeVar("S")
O = TypeVar("O", bound=Options)


class BaseRules(ABC, Generic[S, O]):
    """The ``Rules`` contract with the common match-level defaults.

    Subclasses set ``info`` and implement the abstract methods. Defaults: the deal moves one seat
    to the left, a match never ends by itself, the winners are the best totals and the fools the
    worst.
    """

    info: ClassVar[GameInfo]

    # -- one deal -----------------------------------------------------------------------------------
    @abstractmethod
    def new_deal(self, options: O, seats: int, dealer: Seat, rng: random.Random,
                 deck: Sequence[Any] | None = None, context: MatchContext | None = None) -> S: ...

    @abstractmethod
    def to_act(self, state: S) -> frozenset[Seat]: ...

    @abstractmethod
    def legal_moves(self, state: S, seat: Seat) -> Sequence[Move]: ...

    @abstractmethod
    def apply(self, state: S, seat: Seat, move: Move) -> S: ...

    @abstractmethod
    def explain_illegal(self, state: S, seat: Seat, move: Move) -> Reason | None: ...

    @abstractmethod
    def observe(self, state: S, seat: Seat) -> Observation: ...

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def scores(self, state: S) -> tuple[int, ...]: ...

    @abstractmethod
    def sample_world(self, view: Observation, rng: random.Random) -> S: ...

    @abstractmethod
    def parse_move(self, text: str) -> Move: ...

    @abstractmethod
    def deal_result(self, state: S) -> DealResult: ...

    @abstractmethod
    def move_bound(self, options: O, seats: int) -> int:
        """An upper bound on the number of moves in one deal (the termination test uses it)."""

    def passes(self, state: S) -> tuple[tuple[Seat, Seat, tuple[Any, ...]], ...]:
        """The cards passed from hand to hand so far in the deal, as ``(giver, receiver, cards)`` in
        the order they arrived (for the deal review; it knows every hand). Only cards that reached
        their receiver count. Games that pass no cards keep this default: none."""
        return ()

    # -- helpers for subclasses ---------------------------------------------------------------------
    def refuse(self, state: S, seat: Seat, move: Move) -> IllegalMoveError:
        """The ``IllegalMoveError`` for a move ``explain_illegal`` refuses."""
        reason = self.explain_illegal(state, seat, move) or Reason.of("not_allowed_now")
        return IllegalMoveError(f"{self.info.id}: seat {seat} may not play {str(move)!r}: {reason}", reason)

    def unparseable(self, text: str, expected: str) -> InvalidMoveError:
        return InvalidMoveError(f"{self.info.id}: {text!r} is not a move ({expected})")

    # -- match level ---------------------------------------------------------------------------------
    def next_dealer(self, options: O, seats: int, dealer: Seat, result: DealResult) -> Seat:
        return (dealer + 1) % seats

    def match_over(self, options: O, seats: int, results: Sequence[DealResult]) -> bool:
        return False

    def deals_in_match(self, options: O, seats: int) -> int | None:
        """How many deals a match has when that is fixed by the rules (Davoserjas' round list), else
        ``None``. Tools that deal many deals outside a match (tournaments, benchmarks) number them
        modulo this, so that deal ``n`` is always a deal a match can have."""
        return None

    def deal_number(self, options: O, seats: int, n: int) -> int:
        """The ``n``-th deal of a long series as a deal number a match can have (see ``deals_in_match``)."""
        length = self.deals_in_match(options, seats)
        return n % length if length else n

    def match_winners(self, options: O, seats: int, results: Sequence[DealResult]) -> tuple[Seat, ...]:
        """The best totals. A game that names no winner, only losers (Fjols, Durak), returns ``()``:
        its match then ends with ``match_fools`` alone."""
        totals = MatchContext(len(results), tuple(results)).totals(seats)
        best = min(totals) if self.info.lower_is_better else max(totals)
        return tuple(s for s in range(seats) if totals[s] == best)

    def match_fools(self, options: O, seats: int, results: Sequence[DealResult]) -> tuple[Seat, ...]:
        """The match's losers: the worst total (the most matchsticks in Fjols and Durak), unless every
        seat has it (nobody lost more than the others) or those seats are the winners."""
        if not results:
            return ()
        totals = MatchContext(len(results), tuple(results)).totals(seats)
        worst = max(totals) if self.info.lower_is_better else min(totals)
        fools = tuple(s for s in range(seats) if totals[s] == worst)
        if len(fools) == seats or set(fools) <= set(self.match_winners(options, seats, results)):
            return ()
        return fools


# --- optional parts of the contract ----------------------------------------------------------------

@runtime_checkable
class DropHook(Protocol):
    """A game whose moves a dropped card does not name by its text (the table's ``move_index``
    guesses from the move texts otherwise): ``move_for_drop`` turns the card a player drags onto
    ``target`` (a pile id, or None) into the move it would make, or None."""

    def move_for_drop(self, card: Any, target: str | None) -> Move | None: ...


@runtime_checkable
class RealtimeRace(Protocol):
    """A race against the clock at the table (Festudgaven's signal race). The engine reads no
    clock: it says who may signal and what a signal costs, and takes each signal with the reaction
    time the table measured; the table measures the time, closes the window and plays the computer
    seats' reactions (``gui/race.py``)."""

    def signal_seats(self, state: Any) -> frozenset[Seat]:
        """The seats for which a signal is a legal move now."""

    def signal_cost(self, state: Any, seat: Seat) -> Reason | None:
        """What a signal by ``seat`` would cost now: None if it would count."""

    def signal_move(self, state: Any, seat: Seat, reaction_ms: int | None = None) -> Move:
        """The move for a signal by ``seat``, ``reaction_ms`` after the race began."""

    def race_window_ms(self, state: Any) -> int:
        """How long the race stays open after it began."""

    def timeout_moves(self, state: Any) -> tuple[tuple[Seat, Move], ...]:
        """The moves that close the race when its window has passed (empty: no race running)."""

    def certain_fjols(self, state: Any, now_ms: int) -> Seat | None:
        """The one seat still to signal, when it is certainly last at ``now_ms``."""

    def tick_timeout_moves(self, state: Any, highlighted: Any = None) -> tuple[tuple[Seat, Move], ...]:
        """The moves a timed round makes for the seats still choosing when its time runs out."""

    def reaction_ms(self, options: Any, rng: random.Random) -> int:
        """A computer seat's reaction time from the whole band the house rules set, for a level
        without a draw of its own (the random player)."""


@runtime_checkable
class RacingPlayer(Protocol):
    """A computer level that races: its own reaction times within the house rules' band, and the
    card it would pass (the table's stand-in when a signal from the seat would be false)."""

    def reaction_ms(self, options: Any, rng: random.Random) -> int: ...

    def pass_card(self, view: Observation, rng: random.Random) -> Move: ...

