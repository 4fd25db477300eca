"""House rules, declared once per game.

A game's options are a frozen dataclass that subclasses ``Options``; every field is declared with
``option(...)``, which records its label, help text, group and (for ints) range. That one
declaration drives the engine, the generated house-rules dialog, presets, saves and the simulator's
``--options JSON``:

    @dataclass(frozen=True)
    class HeartsOptions(Options):
        pass_count: int = option(3, label=QT_TRANSLATE_NOOP("HouseRules", "Cards passed"),
                                 minimum=0, maximum=4, group=GROUP_PASSING)

Supported field types: ``bool``, ``int`` (with ``minimum``/``maximum``), ``str``, ``Enum`` subclasses,
``tuple[X, ...]`` of those, and nested frozen dataclasses (e.g. Davoserjas' round list).
``tuple[CardPoints, ...]`` is a kind of its own: cards with the points a house rule gives them
("J♦ −10, Q♠ 10"); the field's ``minimum``/``maximum`` bound every entry's points, each card may be
listed once, and the dialog edits it as rows of suit, rank and points. Values are
checked when the object is built, so an ``Options`` instance is always individually valid;
``check(seats)`` adds the combinations that depend on the table size. ``from_dict`` ignores unknown
keys and fills missing ones, so settings written by an older or newer version keep loading.

A field that only matters under another rule names it: ``applies={"ten_of_diamonds": True}`` (the ten's
value applies while that rule is on; a tuple lists several values, several fields must all match). The
dialog greys such a field out while its rule is off (``OptionSpec.applies_to``); the value is kept.

``QT_TRANSLATE_NOOP`` is a marker for ``pyside6-lupdate``: the engine stays free of Qt and the GUI
translates the label at display time with the same context.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, TypeVar

from .cards import parse_card
from .errors import InvalidCardError, InvalidOptionError, Reason

O = TypeVar("O", bound="Options")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` without translating it here."""
    return text


@dataclass(frozen=True)
class CardPoints:
    """One card and the points it counts under a house rule: ``CardPoints("JD", -10)``.

    ``card`` is a card's canonical text (``"10D"``; ``"td"`` is read as ``"10D"``). In JSON an entry is
    ``{"card": "JD", "points": -10}``. Which values are allowed is the option field's business (its
    ``minimum`` and ``maximum``); that each card is listed once, too (``_check_value``)."""

    card: str
    points: int

    def __post_init__(self) -> None:
        if not isinstance(self.card, str):
            raise TypeError(f"a card must be a text such as 'JD', not {self.card!r}")
        try:
            card = parse_card(self.card)
        except InvalidCardError:
            raise ValueError(f"{self.card!r} is not a card") from None
        if isinstance(self.points, bool) or not isinstance(self.points, int):
            raise TypeError(f"the points of {card} must be a whole number, not {self.points!r}")
        object.__setattr__(self, "card", str(card))

    @property
    def bit(self) -> int:
        return parse_card(self.card).bit


@dataclass(frozen=True)
class OptionSpec:
    """Everything a dialog or a validator needs to know about one option field."""

    name: str
    type: Any
    default: Any
    label: str
    help: str = ""
    group: str = ""
    minimum: int | None = None
    maximum: int | None = None
    choice_labels: Mapping[Any, str] = field(default_factory=dict)
    advanced: bool = False
    applies: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)

    @property
    def choices(self) -> tuple[Any, ...]:
        if isinstance(self.type, type) and issubclass(self.type, Enum):
            return tuple(self.type)
        return ()

    def applies_to(self, values: Mapping[str, Any]) -> bool:
        """Whether this field matters with the other fields at ``values`` (objects or JSON values):
        every field ``applies`` names holds one of its values."""
        return all(_to_json(values.get(name)) in tuple(_to_json(v) for v in allowed)
                   for name, allowed in self.applies.items())


def option(default: Any, *, label: str, help: str = "", group: str = "",
           minimum: int | None = None, maximum: int | None = None,
           labels: Mapping[Any, str] | None = None, advanced: bool = False,
           applies: Mapping[str, Any] | None = None) -> Any:
    """Declare one house-rule field (use as the dataclass field's default). ``applies``: the other
    fields' values under which this one matters (see the module docstring)."""
    when = {name: tuple(v) if isinstance(v, tuple) else (v,) for name, v in (applies or {}).items()}
    meta = {"label": label, "help": help, "group": group, "minimum": minimum, "maximum": maximum,
            "choice_labels": dict(labels or {}), "advanced": advanced, "applies": when}
    return field(default=default, metadata={"fjols_option": meta})


def option_specs(cls: type[Options]) -> tuple[OptionSpec, ...]:
    """The declared fields of an options class, read once and kept on the class."""
    cached: tuple[OptionSpec, ...] | None = cls.__dict__.get("_fjols_specs")
    if cached is not None:
        return cached
    hints = typing.get_type_hints(cls)
    specs = []
    for f in dataclasses.fields(cls):
        meta = f.metadata.get("fjols_option")
        if meta is None:
            raise TypeError(f"{cls.__name__}.{f.name} must be declared with option(...)")
        specs.append(OptionSpec(name=f.name, type=hints[f.name], default=f.default, **meta))
    names = {s.name: s for s in specs}
    for spec in specs:
        for other, allowed in spec.applies.items():
            if other not in names:
                raise TypeError(f"{cls.__name__}.{spec.name} applies under {other!r}, which is no field")
            for value in allowed:
                _check_value(names[other].type, value, other, names[other])
    cls._fjols_specs = tuple(specs)
    return tuple(specs)


@dataclass(frozen=True)
class Options:
    """Base class of every game's house rules; see the module docstring."""

    _fjols_specs: ClassVar[tuple[OptionSpec, ...] | None] = None  # filled per class by option_specs()

    def __post_init__(self) -> None:
        for spec in option_specs(type(self)):
            _check_value(spec.type, getattr(self, spec.name), spec.name, spec)

    # -- combinations ---------------------------------------------------------------------------
    def check(self, seats: int) -> None:
        """Raise ``InvalidOptionError`` when these options cannot be dealt to ``seats`` players."""

    # -- conversion -----------------------------------------------------------------------------
    @classmethod
    def specs(cls) -> tuple[OptionSpec, ...]:
        return option_specs(cls)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (enums by their value, tuples as lists)."""
        return {spec.name: _to_json(getattr(self, spec.name)) for spec in option_specs(type(self))}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> typing.Self:
        """Build from plain values; unknown keys are ignored and missing ones take the default."""
        if not isinstance(data, Mapping):
            raise InvalidOptionError(f"house rules must be a JSON object, not {type(data).__name__}",
                                     Reason.of("options_not_object"))
        values = {}
        for spec in option_specs(cls):
            if spec.name in data:
                values[spec.name] = _from_json(spec.type, data[spec.name], spec.name)
        return cls(**values)

    def changed(self) -> dict[str, Any]:
        """The fields that differ from the defaults, as JSON values (for one-line summaries)."""
        default = type(self)().to_dict()
        return {k: v for k, v in self.to_dict().items() if v != default[k]}

    def replace(self, **changes: Any) -> typing.Self:
        return dataclasses.replace(self, **changes)


def kept_hash(self: Options) -> int:
    """The hash of the fields, worked out once and kept on the instance: for the options that the hot
    paths look a table's facts up by with every new deal, where the fields' hash would walk every
    field (each enum's ``__hash__`` runs in Python) per deal. Equal options hash alike, as with the
    dataclass's own hash. A game's options class takes it by ``__hash__ = kept_hash`` in its body
    (so ``dataclass`` keeps it) together with ``__getstate__ = without_kept_hash``."""
    try:
        return self.__dict__["_hash"]  # type: ignore[no-any-return]
    except KeyError:
        value = hash(tuple([getattr(self, f.name) for f in dataclasses.fields(self)]))
        object.__setattr__(self, "_hash", value)
        return value


def without_kept_hash(self: Options) -> dict[str, Any]:
    """The instance's state for pickles and copies, without ``kept_hash``'s value: string hashes
    differ between processes."""
    return {name: value for name, value in self.__dict__.items() if name != "_hash"}


# --- value checking and conversion --------------------------------------------------------------------

def _tuple_item_type(tp: Any) -> Any | None:
    if typing.get_origin(tp) is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return args[0]
    return None


def _fail(name: str, message: str, **args: Any) -> InvalidOptionError:
    return InvalidOptionError(f"option {name!r}: {message}", Reason.of("invalid_option", option=name, **args),
                              option=name)


def _check_value(tp: Any, value: Any, name: str, spec: OptionSpec | None = None) -> None:
    if tp is bool:
        if not isinstance(value, bool):
            raise _fail(name, f"expected true or false, got {value!r}")
    elif tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _fail(name, f"expected a whole number, got {value!r}")
        if spec is not None and spec.minimum is not None and value < spec.minimum:
            raise _fail(name, f"{value} is below the minimum {spec.minimum}",
                        value=value, minimum=spec.minimum, maximum=spec.maximum)
        if spec is not None and spec.maximum is not None and value > spec.maximum:
            raise _fail(name, f"{value} is above the maximum {spec.maximum}",
                        value=value, minimum=spec.minimum, maximum=spec.maximum)
    elif tp is str:
        if not isinstance(value, str):
            raise _fail(name, f"expected text, got {value!r}")
    elif isinstance(tp, type) and issubclass(tp, Enum):
        if not isinstance(value, tp):
            raise _fail(name, f"expected one of {[m.value for m in tp]}, got {value!r}")
    elif (item := _tuple_item_type(tp)) is not None:
        if not isinstance(value, tuple):
            raise _fail(name, f"expected a list, got {value!r}")
        for i, v in enumerate(value):
            _check_value(item, v, f"{name}[{i}]")
        if item is CardPoints:
            _check_card_points(value, name, spec)
    elif isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(value, tp):
            raise _fail(name, f"expected {tp.__name__}, got {value!r}")
    elif isinstance(tp, types.UnionType) or typing.get_origin(tp) is typing.Union:
        if not any(_accepts(arg, value) for arg in typing.get_args(tp)):
            raise _fail(name, f"unexpected value {value!r}")
    else:
        raise TypeError(f"option {name!r} has an unsupported type {tp!r}")


def _check_card_points(entries: tuple[CardPoints, ...], name: str, spec: OptionSpec | None) -> None:
    """Each card once, and its points within the field's range."""
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        if entry.card in seen:
            raise InvalidOptionError(f"option {name!r}: {entry.card} is listed twice",
                                     Reason.of("card_points_twice", option=name, card=entry.card), option=name)
        seen.add(entry.card)
        low = spec.minimum if spec is not None else None
        high = spec.maximum if spec is not None else None
        if (low is not None and entry.points < low) or (high is not None and entry.points > high):
            raise InvalidOptionError(
                f"option {name!r}: {entry.card} counts {entry.points}, outside {low} to {high}",
                Reason.of("card_points_range", option=name, card=entry.card, value=entry.points, minimum=low,
                          maximum=high), option=f"{name}[{i}]")


def _accepts(tp: Any, value: Any) -> bool:
    try:
        if tp is type(None):
            return value is None
        _check_value(tp, value, "")
    except InvalidOptionError:
        return False
    return True


def _to_json(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def _from_json(tp: Any, value: Any, name: str) -> Any:
    if tp is bool or tp is int or tp is str:
        _check_value(tp, value, name)
        return value
    if isinstance(tp, type) and issubclass(tp, Enum):
        try:
            return tp(value)
        except (ValueError, TypeError):
            raise _fail(name, f"expected one of {[m.value for m in tp]}, got {value!r}") from None
    item = _tuple_item_type(tp)
    if item is not None:
        if not isinstance(value, (list, tuple)):
            raise _fail(name, f"expected a list, got {type(value).__name__}")
        return tuple(_from_json(item, v, f"{name}[{i}]") for i, v in enumerate(value))
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if not isinstance(value, Mapping):
            raise _fail(name, f"expected an object, got {type(value).__name__}")
        hints = typing.get_type_hints(tp)
        kwargs = {f.name: _from_json(hints[f.name], value[f.name], f"{name}.{f.name}")
                  for f in dataclasses.fields(tp) if f.name in value}
        try:
            return tp(**kwargs)
        except InvalidOptionError:
            raise
        except (TypeError, ValueError) as exc:
            raise _fail(name, str(exc)) from None
    if isinstance(tp, types.UnionType) or typing.get_origin(tp) is typing.Union:
        if value is None and type(None) in typing.get_args(tp):
            return None
        for arg in typing.get_args(tp):
            if arg is type(None):
                continue
            try:
                return _from_json(arg, value, name)
            except InvalidOptionError:
                continue
        raise _fail(name, f"unexpected value {value!r}")
    raise TypeError(f"option {name!r} has an unsupported type {tp!r}")
