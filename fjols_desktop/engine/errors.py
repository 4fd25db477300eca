"""Errors raised by the engine.

Every error is a ``FjolsError`` and a ``ValueError`` (python-chess style), so callers that only
care about "bad input" can catch ``ValueError``. The English message names the input and the rule
that refused it; ``reason`` carries the same fact as a key plus arguments, which ``gui/i18n.py``
phrases in the player's language. The engine itself never produces user-facing sentences.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Reason:
    """A rule or situation named by a stable key with arguments, e.g. ``must_follow(suit="H")``.

    Keys are ``snake_case`` and stable: the GUI translates them, saves and logs may store them.
    Arguments are plain values (str, int, bool, card texts) kept as sorted ``(name, value)`` pairs
    so that a ``Reason`` is hashable and compares by value.
    """

    key: str
    args: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, key: str, **args: Any) -> Reason:
        return cls(key, tuple(sorted(args.items())))

    def arg(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def __str__(self) -> str:
        if not self.args:
            return self.key
        inner = ", ".join(f"{k}={v}" for k, v in self.args)
        return f"{self.key}({inner})"


class FjolsError(ValueError):
    """Base class of every error the engine raises on bad input."""


class InvalidCardError(FjolsError):
    """A card text that names no card, e.g. ``"1X"``, or a stacked deck that is not the deal's deck."""


class InvalidMoveError(FjolsError):
    """A move text that cannot be parsed at all (the move does not exist in this game)."""


class IllegalMoveError(FjolsError):
    """A well-formed move that the rules do not allow now; ``reason`` names the rule."""

    def __init__(self, message: str, reason: Reason) -> None:
        super().__init__(message)
        self.reason = reason


class InvalidOptionError(FjolsError):
    """A house-rule value out of range, of the wrong type, or a combination that cannot be dealt."""

    def __init__(self, message: str, reason: Reason | None = None, option: str | None = None) -> None:
        super().__init__(message)
        self.option = option
        self.reason = reason or Reason.of("invalid_option", option=option or "")
