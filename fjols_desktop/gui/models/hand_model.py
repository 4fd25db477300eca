"""``HandModel``: the cards in the hand shown at the bottom of the table, with legality and the
player's selection.

Rows are the viewer's cards in the engine's order (``Observation.hand``; face-down ``None`` while
the computer is being passed on). ``LegalRole`` comes from the observation's legal moves
(``MoveIndex``); ``SelectedRole`` is the player's selection for multi-card moves and is the one
thing the view writes (``setData``). A new observation with the same cards keeps the selection, so
a computer's move during a simultaneous phase does not undo a half-made choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal

from ..i18n import card_text
from ..move_index import MoveIndex, key
from .roles import CardRole, FaceUpRole, KeyRole, LegalRole, SelectedRole

Index = QModelIndex | QPersistentModelIndex


def unique_keys(cards: Sequence[Any]) -> tuple[str, ...]:
    """One key per card: its text, with ``#2``, ``#3`` ... for repeats (FOOL! has six wild 1s), and
    ``back`` for face-down cards. The table's card items use the same keys."""
    seen: dict[str, int] = {}
    out = []
    for card in cards:
        base = "back" if card is None else key(card)
        seen[base] = seen.get(base, 0) + 1
        out.append(base if seen[base] == 1 else f"{base}#{seen[base]}")
    return tuple(out)


def base_key(unique: str) -> str:
    return unique.split("#", 1)[0]


class HandModel(QAbstractListModel):
    selection_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: tuple[Any, ...] = ()
        self._keys: tuple[str, ...] = ()
        self._legal: frozenset[str] = frozenset()
        self._selected: set[str] = set()
        self._active = False

    # -- feeding ------------------------------------------------------------------------------------
    def set_hand(self, cards: Sequence[Any], index: MoveIndex | None, active: bool) -> None:
        """New cards and legality. ``active``: the viewer is to act (illegal cards are dimmed)."""
        cards = tuple(cards)
        keys = unique_keys(cards)
        legal = index.legal_cards if index is not None else frozenset()
        if keys != self._keys:
            self.beginResetModel()
            self._cards, self._keys = cards, keys
            self._legal, self._active = legal, active
            self._selected = {k for k in self._selected if k in keys and base_key(k) in legal}
            self.endResetModel()
            self.selection_changed.emit()
            return
        self._cards = cards
        if legal != self._legal or active != self._active:
            self._legal, self._active = legal, active
            dropped = {k for k in self._selected if base_key(k) not in legal}
            self._selected -= dropped
            if self._cards:
                self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1),
                                      [LegalRole, SelectedRole])
            if dropped:
                self.selection_changed.emit()

    # -- selection ----------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self._active

    def selected_cards(self) -> tuple[Any, ...]:
        return tuple(c for c, k in zip(self._cards, self._keys) if k in self._selected)

    def set_selected(self, row: int, selected: bool) -> bool:
        return self.setData(self.index(row), selected, SelectedRole)

    def clear_selection(self) -> None:
        if self._selected:
            self._selected.clear()
            if self._cards:
                self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1), [SelectedRole])
            self.selection_changed.emit()

    def row_of(self, card_key: str) -> int:
        try:
            return self._keys.index(card_key)
        except ValueError:
            return -1

    # -- QAbstractListModel ---------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards) or index.column() != 0:
            return None
        card, k = self._cards[index.row()], self._keys[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return card_text(card) if card is not None else self.tr("face-down card")
        if role == CardRole:
            return card
        if role == KeyRole:
            return k
        if role == LegalRole:
            return base_key(k) in self._legal
        if role == SelectedRole:
            return k in self._selected
        if role == FaceUpRole:
            return card is not None
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != SelectedRole or not index.isValid() or not 0 <= index.row() < len(self._keys):
            return False
        k = self._keys[index.row()]
        if base_key(k) not in self._legal:
            return False
        before = k in self._selected
        if bool(value):
            self._selected.add(k)
        else:
            self._selected.discard(k)
        if before != bool(value):
            self.dataChanged.emit(index, index, [SelectedRole])
            self.selection_changed.emit()
        return True

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
        if 0 <= index.row() < len(self._keys) and base_key(self._keys[index.row()]) in self._legal:
            flags |= Qt.ItemFlag.ItemIsSelectable
        return flags

    def roleNames(self) -> dict[int, bytes]:
        names = dict(super().roleNames())
        names.update({CardRole: b"card", KeyRole: b"key", LegalRole: b"legal", SelectedRole: b"selected",
                      FaceUpRole: b"faceUp"})
        return names
