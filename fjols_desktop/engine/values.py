"""``ByValue``: the value semantics of a ``NamedTuple`` for engine classes that are not tuples.

Some states and per-deal facts keep their values in slots or in one private container, because the
interpreter reads those on its fast paths and a tuple subclass's fields on its generic ones (the
engines' move loops read them on every move). They still behave as the immutable values the rules
contract asks for: equal when their named values are, hashed, printed and turned into a dict by those
values. Each class says what its named values are (``_fields``) and how to read them (``fields()``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import itemgetter
from typing import Any, ClassVar


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
    def _make(cls, iterable: Iterable[Any]) -> Any:
        """An instance from its named values in ``_fields`` order."""
        return cls.of(*iterable)

    def _replace(self, **changes: Any) -> Any:
        """This value with some named values changed."""
        return self.of(**{**self._asdict(), **changes})

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
