"""``Game``: a game's rules bundled with the computer levels it offers.

``levels`` maps a level key (``"easy"``, ``"medium"``, ``"hard"``, ``"random"``, ...) to a ``Level``
(friendly name, version, factory; see ``players.py``). A plain factory is accepted too and becomes a
version-"1" level named by its key, so a game written before levels had names keeps working;
``"random"`` is always there. The registered games pass ``LazyLevels("<package>.ai")``, so their
computer players are imported when a level is first listed or made, not at start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .players import RANDOM_LEVEL, LazyLevels, Level, Player, level_table
from .rules import BaseRules, GameInfo


@dataclass(frozen=True)
class Game:
    """A game's rules plus its computer players by level key."""

    rules: BaseRules[Any, Any]
    levels: Mapping[str, Level | Callable[[], Player]] = field(default_factory=lambda: {"random": RANDOM_LEVEL})

    def __post_init__(self) -> None:
        if not isinstance(self.levels, LazyLevels):   # a lazy table is checked when it is first read
            object.__setattr__(self, "levels", level_table(self.levels))

    @property
    def info(self) -> GameInfo:
        return self.rules.info

    def level(self, key: str) -> Level:
        try:
            entry = self.levels[key]
        except KeyError:
            raise KeyError(f"{self.info.id} has no computer level {key!r}; "
                           f"choose from {sorted(self.levels)}") from None
        assert isinstance(entry, Level)
        return entry

    def player(self, level: str) -> Player:
        return self.level(level)()
