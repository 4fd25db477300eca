"""``TableModel``: every pile of an observation as a two-level tree (piles, then their cards).

Top-level rows are ``Observation.piles`` in the engine's order; a pile's children are its cards,
each with the seat that played it, the card lying across it (Durak) and its mark (FOOL!'s "worst").
The table scene lays itself out from this model; a screen reader or a later text view can use it
as it is. Card rows of a pile carry the pile's row + 1 as their internal id, top-level rows carry 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ...engine.rules import Observation, Pile
from .. import i18n
from ..i18n import card_text
from ..i18n.common import PILE_LABELS
from .roles import (
    CardRole,
    CountRole,
    CoverRole,
    FaceUpRole,
    KeyRole,
    MarkRole,
    OwnerRole,
    PileIdRole,
    PileKindRole,
    PlayedByRole,
)

Index = QModelIndex | QPersistentModelIndex


def kind_of(pile: Pile) -> str:
    """The pile's kind as text; a kind this GUI does not know yet (or a plain string) still works."""
    return str(getattr(pile.kind, "value", pile.kind))


def pile_label(pile: Pile, names: Sequence[str], game: str | None) -> str:
    """A pile's label for people: the engine's label if it gave one, else its kind, with its owner
    ("Bjørn: Taken") or the rest of its id ("row:H" -> "Row ♥"); a FOOL! disc is just "FOOL"."""
    if pile.label is not None:
        return i18n.phrase(pile.label, names, game)
    kind = kind_of(pile)
    entry = PILE_LABELS.get(kind)
    text = entry.tr() if entry is not None else pile.id.split(":", 1)[0].replace("_", " ").capitalize()
    if kind == "token":
        return text
    if pile.owner is not None:
        return f"{i18n.seat_name(pile.owner, names)}: {text}"
    _, _, rest = pile.id.partition(":")
    if rest:
        return f"{text} {i18n.suit_symbol(rest) if len(rest) == 1 else rest}"
    return text


class TableModel(QAbstractItemModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._piles: tuple[Pile, ...] = ()
        self._names: tuple[str, ...] = ()
        self._game: str | None = None

    def set_observation(self, view: Observation | None, names: Sequence[str] = ()) -> None:
        self.beginResetModel()
        self._piles = view.piles if view is not None else ()
        self._names = tuple(names)
        self._game = view.game if view is not None else None
        self.endResetModel()

    @property
    def piles(self) -> tuple[Pile, ...]:
        return self._piles

    def pile_index(self, pile_id: str) -> QModelIndex:
        for row, pile in enumerate(self._piles):
            if pile.id == pile_id:
                return self.index(row, 0)
        return QModelIndex()

    # -- QAbstractItemModel ---------------------------------------------------------------------------
    def index(self, row: int, column: int = 0, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, 0, 0) if row < len(self._piles) else QModelIndex()
        if parent.internalId() != 0 or not 0 <= parent.row() < len(self._piles):
            return QModelIndex()
        if row >= len(self._piles[parent.row()].cards):
            return QModelIndex()
        return self.createIndex(row, 0, parent.row() + 1)

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        return self.createIndex(int(index.internalId()) - 1, 0, 0)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return len(self._piles)
        if parent.internalId() == 0 and 0 <= parent.row() < len(self._piles):
            return len(self._piles[parent.row()].cards)
        return 0

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 1

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return self.rowCount(parent) > 0

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled
        if index.internalId() != 0:
            flags |= Qt.ItemFlag.ItemNeverHasChildren
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if index.internalId() == 0:
            if not 0 <= index.row() < len(self._piles):
                return None
            return self._pile_data(self._piles[index.row()], role)
        pile_row = int(index.internalId()) - 1
        if not 0 <= pile_row < len(self._piles) or not 0 <= index.row() < len(self._piles[pile_row].cards):
            return None
        return self._card_data(self._piles[pile_row], index.row(), role)

    def _pile_data(self, pile: Pile, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return pile_label(pile, self._names, self._game)
        if role == PileIdRole:
            return pile.id
        if role == PileKindRole:
            return kind_of(pile)
        if role == OwnerRole:
            return pile.owner
        if role == CountRole:
            return len(pile.cards)
        return None

    def _card_data(self, pile: Pile, row: int, role: int) -> Any:
        card = pile.cards[row]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            text = card_text(card) if card is not None else self.tr("face-down card")
            cover = pile.covers[row] if row < len(pile.covers) else None
            return text if cover is None else self.tr("{card}, beaten by {cover}").format(
                card=text, cover=card_text(cover))
        if role == CardRole:
            return card
        if role == KeyRole:
            return "back" if card is None else str(card)
        if role == FaceUpRole:
            return card is not None
        if role == PileIdRole:
            return pile.id
        if role == PlayedByRole:
            return pile.played_by[row] if row < len(pile.played_by) else None
        if role == CoverRole:
            return pile.covers[row] if row < len(pile.covers) else None
        if role == MarkRole:
            return next((mark for pos, mark in pile.marks if pos == row), "")
        return None
