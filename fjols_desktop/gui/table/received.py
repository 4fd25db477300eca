"""``ReceivedCards``: the cards passed to the viewer, raised with a green edge for a moment.

A game marks the cards a seat received in that seat's own hand pile (``Pile.marks`` key
``"received"``: Hjerterfri's three passed cards, Festudgaven's card that came last), and only there.
The first time the viewer's hand is shown with such cards, they stand raised with a green edge
(``CardItem.fresh``) for ``RECEIVED_MS``, or until the person touches a card (a raised card must
not look chosen). Per seat it remembers which received cards that seat was already shown, so a hand
shown again (after the hand-off curtain, after a new layout) does not mark them again; a hidden
hand (face down under the curtain, its marks taken off by ``controller.public_view``) shows nothing
and counts as nothing seen. So in pass-and-play each person sees their own received cards when
their hand is revealed, and nobody sees another's.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer

from ...engine.rules import Observation
from .card_item import CardItem
from .card_painter import card_key

RECEIVED_MS = 2600   # how long cards just received stand raised with their green edge


class HandTable(Protocol):
    """What it needs from the table (``TableScene``): the card items by key and the lift speed."""

    cards: dict[str, CardItem]
    lift_ms: int


class ReceivedCards(QObject):
    def __init__(self, table: HandTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.keys: frozenset[str] = frozenset()           # the viewer's cards shown as just received
        self._seen: dict[int, frozenset[str]] = {}        # per seat: the received cards it was shown
        self._seat: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.settle)

    def reset(self) -> None:
        """A new deal: nobody has been shown a received card of it."""
        self._seen.clear()
        self.settle()

    def show(self, view: Observation | None) -> None:
        """``view`` is on the table: raise the received cards its hand shows for the first time."""
        seat = view.seat if view is not None else None
        if seat != self._seat:
            self._seat = seat
            self.settle()
        pile = view.pile(f"hand:{view.seat}") if view is not None else None
        if view is None or pile is None or any(card is None for card in pile.cards):
            return  # a hidden hand: nothing is shown, so nothing counts as seen
        now = frozenset(card_key(pile.cards[i]) for i, key in pile.marks if key == "received" and i < len(pile.cards))
        new = now - self._seen.get(view.seat, frozenset())
        self._seen[view.seat] = now
        if new:
            self._set(new)
            self._timer.start(RECEIVED_MS)
        else:
            self._set(self.keys & now)   # a card played meanwhile is no longer the viewer's

    def settle(self) -> None:
        """Put the received cards down (the moment is over, or the person touched a card)."""
        self._timer.stop()
        self._set(frozenset())

    def _set(self, keys: frozenset[str]) -> None:
        self.keys = keys
        for item in self.table.cards.values():
            if item.interactive or item.fresh:
                item.set_fresh(item.interactive and item.key in keys, self.table.lift_ms)
