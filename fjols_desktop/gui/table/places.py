"""What a layout says: where each card lies (``CardPlace``), each pile's area with its label and count
(``AreaPlace``), each seat's plate and tags (``SeatPlace``), and the whole table (``TableLayout``).

Plain records, read by the scene's items and by the animator; built by ``layout.LayoutBuilder``.
Every rectangle an item draws in is here, so what the table shows can be checked from the layout
and the items alone (``table/inspect.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.rules import Pile

Plan = tuple[float, int, str]   # a layout's scale, seats on each side, and what the top-left corner holds


@dataclass
class CardPlace:
    """One card: its pile, position (centre), size, turn and stacking order."""

    pile_id: str
    index: int
    card: Any
    centre: QPointF
    size: QSizeF
    rotation: float = 0.0
    z: float = 0.0
    interactive: bool = False
    target: str | None = None        # a sub-target this card offers (Durak: "table/7H")
    mark: str = ""


def mark_of(pile: Pile, index: int) -> str:
    """The key a pile marks its ``index``-th card with ("worst", "won", "received"), or ""."""
    return next((key for pos, key in pile.marks if pos == index), "")


@dataclass
class AreaPlace:
    """A pile's area: where drops land, its outline, and where its label and card count are drawn."""

    pile: Pile
    rect: QRectF
    label: str = ""
    outline: bool = False
    count: int | None = None
    drop: bool = True
    token: bool = False
    label_rect: QRectF | None = None   # where the label is written (none: the label is only a tooltip)
    badge: QRectF | None = None        # where the card count is drawn (a disc on the pile's corner)


@dataclass
class SeatPlace:
    seat: int
    side: str                        # "bottom" (the viewer), "left", "top" or "right"
    anchor: QPointF                  # centre of the seat's cards
    plate: QRectF
    tags: QRectF = field(default_factory=QRectF)   # the band over the plate for the dealer's button and tags
    rotation: float = 0.0            # the turn of the seat's cards (faces the middle)


@dataclass
class TableLayout:
    size: QSizeF
    big: QSizeF                      # the viewer's cards
    mid: QSizeF                      # the middle's cards at their largest
    small: QSizeF                    # other players' cards
    centre: QPointF
    unit: float = 1.0                # the table's text scale (``typeset.table_unit``)
    scale: float = 1.0               # how far the seats were shrunk to fit (1: not at all)
    cards: list[CardPlace] = field(default_factory=list)
    areas: list[AreaPlace] = field(default_factory=list)
    seats: dict[int, SeatPlace] = field(default_factory=dict)
    prompt: QRectF = field(default_factory=QRectF)
    facts: QRectF = field(default_factory=QRectF)
    hand: QRectF = field(default_factory=QRectF)
    middle: QRectF = field(default_factory=QRectF)   # the free area the centre piles fill
    buttons: QRectF = field(default_factory=QRectF)  # where the move buttons go (beside the prompt)
    apart: QRectF = field(default_factory=QRectF)    # where the buttons kept apart go (the corner by the hand)
    sign: QRectF = field(default_factory=QRectF)     # the table's sign (trump, round, lead colour)
    plan: Plan = (1.0, 0, "none")
