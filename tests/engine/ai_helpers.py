"""Shared by the computer-level tests: proof that a player is handed its own observation and nothing
else, and that it answers with one of its legal moves."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from fjols_desktop.engine.players import advise


def reachable(obj: Any, opaque: tuple[type, ...] = (), seen: set[int] | None = None) -> list[Any]:
    """Every object reachable from ``obj`` through dataclass fields, tuples, lists and dicts; an
    instance of an ``opaque`` type is listed but not opened (a game state that is a named tuple)."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return []
    seen.add(id(obj))
    out = [obj]
    if isinstance(obj, opaque):
        children: list[Any] = []
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        children = [getattr(obj, f.name) for f in dataclasses.fields(obj)]
    elif isinstance(obj, (tuple, list)):
        children = list(obj)
    elif isinstance(obj, dict):
        children = [*obj.keys(), *obj.values()]
    else:
        children = []
    for child in children:
        out += reachable(child, opaque, seen)
    return out


class Inspector:
    """Wraps a player: every view it is handed must be a ``view_type`` from which no ``state_type``
    can be reached, and its move must be legal; the reason keys it gives are collected in ``keys``."""

    def __init__(self, player: Any, view_type: str, state_type: type, keys: set[str] | None = None) -> None:
        self.player = player
        self.level = player.level
        self.view_type, self.state_type = view_type, state_type
        self.keys: set[str] = set() if keys is None else keys
        self.calls = 0
        self.views: list[Any] = []

    def choose(self, view: Any, rng: random.Random) -> Any:
        self.calls += 1
        assert type(view).__name__ == self.view_type
        assert not any(isinstance(o, self.state_type) for o in reachable(view, (self.state_type,))), \
            "a player was handed a state"
        self.views.append(view)
        result = advise(self.player, view, rng)
        assert result.move in view.legal_moves
        self.keys.add(result.reason.key)
        return result.move


def other_world(rules: Any, state: Any, seat: int) -> Any:
    """A state that differs from ``state`` only in cards ``seat`` cannot see (its view is the same)."""
    view = rules.observe(state, seat)
    for k in range(50):
        world = rules.sample_world(view, random.Random(k))
        if world.hands != state.hands:
            assert rules.observe(world, seat) == view
            return world
    raise AssertionError("no other world found")
