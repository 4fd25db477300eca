"""Moves shared by several games.

``Play`` puts one card from the hand onto a pile (the trick, by default). Each game interns its plays
per card (a ``PLAYS`` tuple indexed by card index), so legal-move lists are built from masks without
creating objects, and a play carries its card's ``bit`` so that ``apply`` checks it against a legal
mask with one AND, and its card's ``index`` so that a trick records the card without a step through
the card. Being interned values, plays copy as themselves.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .rules import Move


class Play(Move):
    """Play one card; its text is the card's text (``"QS"``)."""

    __slots__ = ("bit", "card", "index")
    kind: ClassVar[str] = "play"
    pile: ClassVar[str] = "trick"
    card: Any
    bit: int
    index: int

    def __init__(self, card: Any) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "bit", card.bit)
        object.__setattr__(self, "index", card.index)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")

    def __str__(self) -> str:
        return str(self.card)

    def __copy__(self) -> Play:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Play:
        return self

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
