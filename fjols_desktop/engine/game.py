"""``Game``: a game's rules bundled with the computer players it offers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .players import Player, RandomPlayer
from .rules import BaseRules, GameInfo


@dataclass(frozen=True)
class Game:
    """A game's rules plus its computer players by level key (``"random"`` is always there)."""

    rules: BaseRules[Any, Any]
    levels: Mapping[str, Callable[[], Player]] = field(default_factory=lambda: {"random": RandomPlayer})

    @property
    def info(self) -> GameInfo:
        return self.rules.info

    def player(self, level: str) -> Player:
        try:
            factory = self.levels[level]
        except KeyError:
            raise KeyError(f"{self.info.id} has no computer level {level!r}; "
                           f"choose from {sorted(self.levels)}") from None
        return factory()
