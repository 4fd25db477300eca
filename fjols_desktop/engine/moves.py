"""Moves shared by several games.

``Play`` puts one card from the hand onto a pile (the trick, by default). Plays are interned per
card (``Play.of(card)``), so legal-move lists are built from masks without creating objects.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .rules import Move


class Play(Move):
    """Play one card; its text is the card's text (``"QS"``)."""

    __slots__ = ("card",)
    kind: ClassVar[str] = "play"
    pile: ClassVar[str] = "trick"
    card: Any

    def __init__(self, card: Any) -> None:
        object.__setattr__(self, "card", card)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")

    def __str__(self) -> str:
        return str(self.card)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Play) and type(other) is type(self) and other.card is self.card

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.card.index))

    @property
    def cards(self) -> tuple[Any, ...]:
        return (self.card,)

    @property
    def target(self) -> str | None:
        return self.pile
