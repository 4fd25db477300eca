"""House-rule sets of any game, made from its option declarations alone (``Options.specs``), so that a
new game or a new kind of option (a list of penalty cards, say) is covered without touching this file.

* ``options_strategy(options_type)``: a hypothesis strategy of valid sets. Every field is drawn from
  its declared type: bool, int within its range, an Enum's members, texts the game itself uses (from
  its defaults and shipped presets, and variants of them), lists (of enums: subsets and orders, as
  "each once" rules are common), and nested declarations such as Davoserjas' rounds. What the game
  refuses is filtered out.
* ``largest_options(options_type)``: the largest valid set a family could make, grown field by field
  and list by list until the game refuses more or the house rules would pass the store's cap
  (``limits.options_problem``): Davoserjas' round list at its longest (30 rounds, each with as many
  penalty patterns as fit).
* ``shipped_presets(game_id)``: the standard rules and every preset a game ships.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import typing
from collections.abc import Iterator
from enum import Enum
from typing import Any

from hypothesis import strategies as st

from fjols_desktop.engine.errors import FjolsError
from fjols_desktop.engine.options import Options
from fjols_desktop.engine.options import (
    _tuple_item_type as _item_type,  # the engine's reading of tuple[X, ...]
)
from fjols_desktop.store.limits import options_problem


def _fields(tp: type) -> list[tuple[str, Any, Any]]:
    """(name, type, spec or None) of a declared dataclass."""
    if issubclass(tp, Options):
        return [(s.name, s.type, s) for s in tp.specs()]
    hints = typing.get_type_hints(tp)
    return [(f.name, hints[f.name], None) for f in dataclasses.fields(tp)]


def shipped_presets(game_id: str) -> dict[str, Options]:
    from fjols_desktop.gui.house_rules import builtin_presets

    return builtin_presets(game_id)


def known_values(options_type: type[Options], game_id: str) -> dict[str, list[Any]]:
    """Field name -> the values the game uses for it (its defaults and shipped presets, at every
    level of nesting), as JSON."""
    found: dict[str, list[Any]] = {}

    def collect(value: Any, name: str = "") -> None:
        if name and value not in found.setdefault(name, []):
            found[name].append(value)
        if isinstance(value, list):
            for item in value:
                collect(item, name if not isinstance(item, (dict, list)) else "")
        elif isinstance(value, dict):
            for key, item in value.items():
                collect(item, key)

    for options in [options_type(), *shipped_presets(game_id).values()]:
        collect(options.to_dict())
    return found


def known_texts(options_type: type[Options], game_id: str) -> dict[str, list[str]]:
    """Field name -> the texts the game uses for it."""
    return {k: sorted(v for v in values if isinstance(v, str))
            for k, values in known_values(options_type, game_id).items()}


def _text_variants(known: list[str]) -> list[str]:
    joined = [f"{a} {b}" for a, b in itertools.permutations(known, 2)]
    numbered = [f"{a}_{n}" for a in known for n in range(40)]
    return known + joined + numbered


# --- strategies --------------------------------------------------------------------------------------------

def _strategy(tp: Any, name: str, spec: Any, texts: dict[str, Any]) -> st.SearchStrategy[Any]:
    """A field's values: drawn from its type, or one the game itself uses for a field of that name."""
    drawn = _drawn(tp, name, spec, texts)
    known = [v for v in texts.get("__values__", {}).get(name, []) if _json_kind(tp, v)]
    return st.sampled_from(known) | drawn if known else drawn


def _json_kind(tp: Any, value: Any) -> bool:
    """Whether ``value`` is JSON of the kind a field of type ``tp`` holds (two fields may share a name)."""
    if tp is bool:
        return isinstance(value, bool)
    if tp is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if tp is str or (isinstance(tp, type) and issubclass(tp, Enum)):
        return isinstance(value, str)
    if _item_type(tp) is not None:
        return isinstance(value, list)
    return False


def _drawn(tp: Any, name: str, spec: Any, texts: dict[str, Any]) -> st.SearchStrategy[Any]:
    if tp is bool:
        return st.booleans()
    if tp is int:
        low = spec.minimum if spec is not None and spec.minimum is not None else -1000
        high = spec.maximum if spec is not None and spec.maximum is not None else 1000
        return st.integers(low, high)
    if tp is str:
        known = texts.get(name, [])
        return (st.sampled_from(_text_variants(known)) if known else st.nothing()) | st.text(max_size=12)
    if isinstance(tp, type) and issubclass(tp, Enum):
        return st.sampled_from([m.value for m in tp])
    item = _item_type(tp)
    if item is not None:
        if isinstance(item, type) and issubclass(item, Enum):
            members = [m.value for m in item]
            return st.permutations(members) | st.lists(st.sampled_from(members), unique=True)
        if isinstance(item, type) and dataclasses.is_dataclass(item):  # records: each text of each one its own
            texts_of = [n for n, t, _ in _fields(item) if t is str]
            return st.lists(_strategy(item, name, None, texts), max_size=12,
                            unique_by=tuple((lambda d, n=n: d[n]) for n in texts_of) or None)
        return st.lists(_strategy(item, name, None, texts), max_size=12)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        fields = {n: _strategy(t, n, s, texts) for n, t, s in _fields(tp)}
        required = {n: fields.pop(n) for n, t, _ in _fields(tp) if t is str}
        return st.fixed_dictionaries(required, optional=fields)
    if isinstance(tp, typing.types.UnionType) or typing.get_origin(tp) is typing.Union:  # type: ignore[attr-defined]
        return st.one_of(*[st.none() if a is type(None) else _strategy(a, name, spec, texts)
                           for a in typing.get_args(tp)])
    raise TypeError(f"a house rule of a kind these tests do not know: {name}: {tp!r}")


def options_strategy(options_type: type[Options], game_id: str) -> st.SearchStrategy[Options]:
    """Valid house-rule sets of ``options_type``: each field its default or a drawn value."""
    texts: dict[str, Any] = known_texts(options_type, game_id)
    texts["__values__"] = known_values(options_type, game_id)
    default = options_type().to_dict()
    fields = {n: st.just(default[n]) | _strategy(t, n, s, texts) for n, t, s in _fields(options_type)}

    def build(values: dict[str, Any]) -> Options | None:
        try:
            options = options_type.from_dict(values)
        except (FjolsError, TypeError, ValueError):
            return None
        return options if options_problem(options) is None else None

    return st.fixed_dictionaries(fields).map(build).filter(lambda o: o is not None)  # type: ignore[return-value]


# --- the largest set ---------------------------------------------------------------------------------------

def _valid(options_type: type[Options], values: dict[str, Any]) -> Options | None:
    try:
        options = options_type.from_dict(values)
    except (FjolsError, TypeError, ValueError):
        return None
    return options if options_problem(options) is None else None


def _largest_value(tp: Any, name: str, spec: Any, texts: dict[str, list[str]]) -> Iterator[Any]:
    """Candidates for one field, largest first."""
    if tp is bool:
        yield True
    elif tp is int:
        bounds = [b for b in (spec.maximum, spec.minimum) if b is not None] if spec is not None else []
        yield from sorted(bounds, key=lambda b: -len(str(b))) or [10**6]
    elif tp is str:
        yield from sorted(_text_variants(texts.get(name, [])), key=len, reverse=True)
    elif isinstance(tp, type) and issubclass(tp, Enum):
        yield from sorted((m.value for m in tp), key=lambda v: -len(str(v)))
    elif isinstance(tp, type) and dataclasses.is_dataclass(tp):
        yield _largest_record(tp, texts)


def _largest_record(tp: type, texts: dict[str, list[str]], variant: int = 0) -> dict[str, Any]:
    """One record (a round, a penalty) with every field at its largest; ``variant`` picks other texts
    so that records can differ where a list wants each once."""
    values: dict[str, Any] = {}
    for name, field_type, spec in _fields(tp):
        skip = variant if field_type is str else 0  # the variant-th valid text, so records differ
        for candidate in itertools.islice(_largest_value(field_type, name, spec, texts), 2000):
            trial = {**values, name: candidate}
            if _record_ok(tp, trial):
                values = trial
                if skip == 0:
                    break
                skip -= 1
    return values


def _record_ok(tp: type, values: dict[str, Any]) -> bool:
    if not issubclass(tp, Options):
        return True
    try:
        tp.from_dict(values)
    except (FjolsError, TypeError, ValueError):
        return False
    return True


@functools.cache  # one per game and session: growing Davoserjas' rounds takes seconds
def largest_options(options_type: type[Options], game_id: str) -> Options:
    """The largest valid house-rule set: each field at its largest, each list grown until the game
    refuses more (or the set would pass ``limits.OPTIONS_MAX_NODES``)."""
    texts = known_texts(options_type, game_id)
    values = options_type().to_dict()
    for name, tp, spec in _fields(options_type):
        item = _item_type(tp)
        if item is None:
            for candidate in itertools.islice(_largest_value(tp, name, spec, texts), 400):
                if _valid(options_type, {**values, name: candidate}) is not None:
                    values[name] = candidate
                    break
            continue
        values[name] = _grown_list(options_type, values, name, item, texts)
    result = _valid(options_type, values)
    assert result is not None
    return result


def _grown_list(options_type: type[Options], values: dict[str, Any], name: str, item: Any,
                texts: dict[str, list[str]]) -> list[Any]:
    pool: Iterator[Any]
    if isinstance(item, type) and issubclass(item, Enum):
        pool = itertools.cycle([m.value for m in item])
        patience = len(item)
    elif isinstance(item, type) and dataclasses.is_dataclass(item):
        pool = (_grown_record(item, texts, n) for n in itertools.count())
        patience = 20
    else:
        pool = itertools.cycle(list(itertools.islice(_largest_value(item, name, None, texts), 400)) or [0])
        patience = 400
    grown = list(values[name])
    best = grown if _valid(options_type, {**values, name: grown}) else []
    misses = 0
    for candidate in pool:
        trial = [*best, candidate]
        if _valid(options_type, {**values, name: trial}) is not None:
            best, misses = trial, 0
        else:
            misses += 1
        if misses > patience or len(best) >= 1000:
            break
    return best


def _grown_record(tp: type, texts: dict[str, list[str]], variant: int) -> dict[str, Any]:
    """A record whose own lists are grown too (a round with as many penalty patterns as it takes)."""
    record = _largest_record(tp, texts, variant)
    for name, field_type, _spec in _fields(tp):
        item = _item_type(field_type)
        if item is not None and isinstance(item, type) and dataclasses.is_dataclass(item):
            grown: list[Any] = []
            for candidate in (_largest_record(item, texts, n) for n in range(variant, variant + 12)):
                if _record_ok(tp, {**record, name: [*grown, candidate]}):
                    grown.append(candidate)
            record[name] = grown
    return record
