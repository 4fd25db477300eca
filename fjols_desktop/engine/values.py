"""``ByValue``: the value semantics of a ``NamedTuple`` for engine classes that are not tuples.

Some states and per-deal facts keep their values in slots or in one private container, because the
interpreter reads those on its fast paths and a tuple subclass's fields on its generic ones (the
engines' move loops read them on every move). They still behave as the immutable values the rules
contract asks for: equal when their named values are, hashed, printed and turned into a dict by those
values. Each class says what its named values are (``_fields``) and how to read them (``fields()``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import itemgetter
from typing import Any, ClassVar, Generic, Self, TypeVar


class ByValue:
    """Equality, hashing, ``repr`` and ``_asdict`` by ``fields()``, the named values in ``_fields`` order.
    Two instances are equal only when they are of the same class."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]]

    def fields(self) -> tuple[Any, ...]:
        """The named values in ``_fields`` order."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self is other or self.fields() == other.fields()

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash(self.fields())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={v!r}' for n, v in zip(self._fields, self.fields()))})"

    def _asdict(self) -> dict[str, Any]:
        return dict(zip(self._fields, self.fields()))


class StoredValues(ByValue):
    """A ``ByValue`` that stores its values in the slot ``_v``, one plain tuple, and is built from its
    named values by the class method ``of`` (by position in ``_fields`` order, or by name): ``_make``,
    ``_replace`` and pickling and copying go through ``of``, as a ``NamedTuple``'s go through its
    constructor."""

    __slots__ = ()
    _v: tuple[Any, ...]
    of: ClassVar[Callable[..., Any]]

    @classmethod
    def _make(cls, iterable: Iterable[Any]) -> Self:
        """An instance from its named values in ``_fields`` order."""
        made: Self = cls.of(*iterable)
        return made

    def _replace(self, **changes: Any) -> Self:
        """This value with some named values changed."""
        made: Self = self.of(**{**self._asdict(), **changes})
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled and copied by the named values."""
        return (_rebuilt, (type(self), self.fields()))


def _rebuilt(cls: type[StoredValues], fields: tuple[Any, ...]) -> Any:
    """``cls.of(*fields)``, for pickling."""
    return cls.of(*fields)


def stored(index: int, doc: str, part: int | None = None) -> property:
    """A read-only property of a ``StoredValues``: its stored value ``index`` (``_v[index]``), or with
    ``part`` the value ``part`` of the tuple stored there (``_v[index][part]``)."""
    getter = itemgetter(index)
    if part is None:
        return property(lambda value: getter(value._v), doc=doc)
    inner = itemgetter(part)
    return property(lambda value: inner(getter(value._v)), doc=doc)


D = TypeVar("D")


class TurnState(StoredValues, Generic[D]):
    """A deal's state as ``StoredValues``: it stores fewer values than it shows, since a game's ``apply``
    copies the stored ones per move. The seat to act (-1 once the deal is over) and its legal moves are
    slots of their own, ``_turn`` and ``_moves``, which the game's ``to_act``, ``is_over`` and
    ``legal_moves`` read; the other stored values are one plain tuple, ``_v`` (the interpreter reads and
    unpacks a plain tuple on its fast paths, a tuple subclass generically), starting with the deal's facts
    (the deal first, of type ``D``) and the hands (a list the state keeps and never changes: ``apply``
    copies it, and ``hands`` reads it as a tuple). ``phase`` is derived from the turn: 0 (play) while a
    seat is to act, 1 (over) once none is, as the games with such a state number their two phases.

    The named values are read-only properties, and the class takes no other attributes; equality,
    hashing, ``repr``, ``_asdict``, ``_replace``, pickling and copying see the named values (``fields``),
    so a state built from them and one reached by play are the same value when those are."""

    __slots__ = ("_moves", "_turn", "_v")
    _turn: int
    _moves: tuple[Any, ...]

    @classmethod
    def built(cls, game: str, phase: int, turn: int, values: tuple[Any, ...], moves: tuple[Any, ...]) -> Self:
        """The state with these stored values, turn and moves, for ``of``; a phase that does not fit the
        turn (over exactly when the turn is -1) is refused."""
        if (phase == 1) != (turn == -1):
            raise ValueError(f"{game}: phase {phase} does not fit turn {turn}")
        state = cls()
        state._v = values
        state._turn = turn
        state._moves = moves
        return state

    @property
    def deal(self) -> D:
        """The facts of the deal, the first of the stored facts."""
        return self._v[0][0]  # type: ignore[no-any-return]  # the stored facts start with the deal

    @property
    def turn(self) -> int:
        """The seat to act, -1 once the deal is over."""
        return self._turn

    @property
    def moves(self) -> tuple[Any, ...]:
        """What ``turn`` may do as moves, made with the state: what ``legal_moves`` gives."""
        return self._moves

    @property
    def phase(self) -> int:
        """0 (play), or 1 (over) once nobody is to act."""
        return 1 if self._turn < 0 else 0

    @property
    def hands(self) -> tuple[int, ...]:
        """Each seat's hand, a mask."""
        return tuple(self._v[1])

    @property
    def options(self) -> Any:
        return self.deal.options  # type: ignore[attr-defined]  # every deal holds its options

    @property
    def seats(self) -> int:
        return self.deal.seats  # type: ignore[attr-defined,no-any-return]  # and its table size
