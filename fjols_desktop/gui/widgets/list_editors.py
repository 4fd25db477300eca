"""The form's editors for list-valued house rules (``options_form.make_editor`` picks them).

* ``EnumListEditor`` (``tuple[Enum, ...]``): every choice as a check box in a list; the ticked ones,
  in list order, are the value. "Move up"/"Move down" reorder (Davoserjas plays its rounds in this
  order; the twos leave the deck in this order).
* ``IntListEditor`` (``tuple[int, ...]``): one spin box per number (Davoserjas' points per place,
  one for each table size).
* ``CardPointsEditor`` (``tuple[CardPoints, ...]``): one row per card, in words a grandmother reads
  without help: the suit ("♦ Diamonds"), the rank ("Jack") and the points (a spin box within the
  field's range), with Remove beside it and "Add a card" under the rows (Hjerterfri's extra penalty
  and bonus cards: "J♦ −10", "Q♠ 10").
* ``RecordListEditor`` (``tuple[<Options dataclass>, ...]``): a list of entries with Add, Remove,
  Move up and Move down, and a generated form for the chosen entry: Davoserjas' own round list
  (add, remove, reorder and reprice rounds), and inside a round its penalty cards. Entries are kept
  as JSON dictionaries, so a half-edited entry the engine would refuse stays editable; the dialog
  says what is wrong with it. A new entry gets a key no other entry has. The entry's form is the caller's
  (``form_factory``: ``options_form.OptionsForm``), so this module does not import the form that
  imports it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import CARDS, RANK_TEXT, Suit, parse_card
from ...engine.errors import InvalidCardError
from ...engine.options import Options, OptionSpec
from .field_editors import HELP_STYLE, WIDE_RANGE, FieldEditor, FormFactory, choice_text

_INDEX = re.compile(r"^[^\[]*\[(\d+)\]")
ROLE = Qt.ItemDataRole.UserRole


def button_box(parent: QWidget, labels: list[tuple[str, str]], vertical: bool = True
               ) -> tuple[QWidget, dict[str, QPushButton]]:
    """A column (or row) of buttons by key, with accessible names."""
    box = QWidget(parent)
    layout = QVBoxLayout(box) if vertical else QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    out = {}
    for key, text in labels:
        button = QPushButton(text, box)
        button.setAccessibleName(text.replace("&", ""))
        layout.addWidget(button)
        out[key] = button
    layout.addStretch(1)
    return box, out


def _move_row(view: QListWidget, step: int) -> bool:
    row = view.currentRow()
    to = row + step
    if row < 0 or not 0 <= to < view.count():
        return False
    item = view.takeItem(row)
    view.insertItem(to, item)
    view.setCurrentRow(to)
    return True


class EnumListEditor(FieldEditor):
    def __init__(self, spec: OptionSpec, item_type: Any, context: str, parent: QWidget) -> None:
        host = QWidget(parent)
        QHBoxLayout(host).setContentsMargins(0, 0, 0, 0)
        super().__init__(host)
        self.spec, self.item_type, self.context = spec, item_type, context
        self.view = QListWidget(host)
        self.view.setAccessibleName(QCoreApplication.translate(context, spec.label))
        host.layout().addWidget(self.view, 1)
        box, self.buttons = button_box(host, [("up", self.tr("Move &up")), ("down", self.tr("Move &down"))])
        host.layout().addWidget(box)
        self.buttons["up"].clicked.connect(lambda: self._move(-1))
        self.buttons["down"].clicked.connect(lambda: self._move(1))
        self.view.itemChanged.connect(lambda _item: self.changed.emit())

    def _move(self, step: int) -> None:
        if _move_row(self.view, step):
            self.changed.emit()

    def value(self) -> Any:
        out = []
        for row in range(self.view.count()):
            item = self.view.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(ROLE))
        return out

    def set_value(self, value: Any) -> None:
        chosen = [v for v in (value if isinstance(value, (list, tuple)) else [])]
        members = list(self.item_type)
        order = [m for v in chosen for m in members if m.value == v]
        order += [m for m in members if m not in order]
        self.view.blockSignals(True)
        self.view.clear()
        for member in order:
            item = QListWidgetItem(choice_text(self.spec, member, self.context), self.view)
            item.setData(ROLE, member.value)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if member.value in chosen else Qt.CheckState.Unchecked)
        self.view.blockSignals(False)
        self.view.setFixedHeight(self.view.sizeHintForRow(0) * max(3, min(8, len(order))) + 8)


class IntListEditor(FieldEditor):
    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        host = QWidget(parent)
        self.row = QHBoxLayout(host)
        self.row.setContentsMargins(0, 0, 0, 0)
        super().__init__(host)
        self.label = QCoreApplication.translate(context, spec.label) if spec.label else spec.name
        self.spins: list[QSpinBox] = []

    def value(self) -> Any:
        return [s.value() for s in self.spins]

    def set_value(self, value: Any) -> None:
        numbers = [v for v in value if isinstance(v, int)] if isinstance(value, (list, tuple)) else []
        while len(self.spins) > len(numbers):
            spin = self.spins.pop()
            self.row.removeWidget(spin)
            spin.deleteLater()
        while len(self.spins) < len(numbers):
            spin = QSpinBox(self.widget)
            spin.setRange(-WIDE_RANGE, WIDE_RANGE)
            spin.setAccessibleName(self.tr("{label}, number {n}").format(label=self.label, n=len(self.spins) + 1))
            spin.valueChanged.connect(lambda _v: self.changed.emit())
            self.row.addWidget(spin)
            self.spins.append(spin)
        for spin, number in zip(self.spins, numbers):
            spin.blockSignals(True)
            spin.setValue(number)
            spin.blockSignals(False)


class EntryList:
    """Editing a list of entries shown in ``view`` (one row each): insert after the chosen row, remove
    and move the chosen one; ``_rebuild(row)`` shows the list again with ``row`` chosen, and ``changed``
    says so. Shared by the generic list of entries and Davoserjas' round list."""

    entries: list[dict[str, Any]]
    view: QListWidget
    changed: Any

    def _rebuild(self, current: int) -> None:
        raise NotImplementedError

    def insert(self, entry: dict[str, Any]) -> None:
        at = self.view.currentRow() + 1 if self.view.currentRow() >= 0 else len(self.entries)
        self.entries.insert(at, entry)
        self._rebuild(at)
        self.changed.emit()

    def remove(self) -> None:
        row = self.view.currentRow()
        if 0 <= row < len(self.entries) and self.removable(self.entries[row]):
            del self.entries[row]
            self._rebuild(min(row, len(self.entries) - 1))
            self.changed.emit()

    def removable(self, entry: Mapping[str, Any]) -> bool:
        return True

    def move(self, step: int) -> None:
        row, to = self.view.currentRow(), self.view.currentRow() + step
        if 0 <= row < len(self.entries) and 0 <= to < len(self.entries):
            self.entries[row], self.entries[to] = self.entries[to], self.entries[row]
            self._rebuild(to)
            self.changed.emit()

    def select(self, row: int) -> None:
        self.view.setCurrentRow(row)


class RecordListEditor(EntryList, FieldEditor):
    """See the module docstring. At the top of a dialog the list stands left of the entry's form; inside
    another entry's form (``nested``: a round's penalty cards) the form goes under the list."""

    def __init__(self, spec: OptionSpec, item_type: type[Options], context: str, parent: QWidget,
                 names: Mapping[str, str], nested: bool, form_factory: FormFactory) -> None:
        host = QWidget(parent)
        outer = QVBoxLayout(host) if nested else QHBoxLayout(host)
        outer.setContentsMargins(0, 0, 0, 0)
        super().__init__(host)
        self.item_type, self.names = item_type, names
        self.entries: list[dict[str, Any]] = []
        self.view = QListWidget(host)
        self.view.setAccessibleName(QCoreApplication.translate(context, spec.label) if spec.label else spec.name)
        row, self.buttons = button_box(host, [("add", self.tr("&Add")), ("remove", self.tr("&Remove")),
                                              ("up", self.tr("Move &up")), ("down", self.tr("Move &down"))],
                                       vertical=not nested)
        self.detail = QGroupBox(self.tr("The chosen entry"), host)
        box = QVBoxLayout(self.detail)
        self.form = form_factory(item_type, context, self.detail, tabs=False, nested=True)
        box.addWidget(self.form)
        if nested:
            self.view.setFixedHeight(self.view.fontMetrics().height() * 4 + 12)
            for widget, stretch in ((self.view, 0), (row, 0), (self.detail, 0)):
                outer.addWidget(widget, stretch)
        else:
            self.view.setMinimumWidth(190)
            self.view.setMaximumWidth(260)
            for widget, stretch in ((self.view, 0), (row, 0), (self.detail, 1)):
                outer.addWidget(widget, stretch)
        self.buttons["add"].clicked.connect(self.add)
        self.buttons["remove"].clicked.connect(self.remove)
        self.buttons["up"].clicked.connect(lambda: self.move(-1))
        self.buttons["down"].clicked.connect(lambda: self.move(1))
        self.view.currentRowChanged.connect(self._show)
        self.form.changed.connect(self._entry_edited)
        self._refresh_buttons()

    # -- value --------------------------------------------------------------------------------------
    def value(self) -> Any:
        return [dict(item) for item in self.entries]

    def set_value(self, value: Any) -> None:
        entries = value if isinstance(value, (list, tuple)) else []
        self.entries = [dict(e) for e in entries if isinstance(e, Mapping)]
        self._rebuild(0 if self.entries else -1)

    # -- editing ------------------------------------------------------------------------------------
    def add(self) -> None:
        entry = self.item_type().to_dict()
        if isinstance(entry.get("id"), str):
            taken = {str(item.get("id")) for item in self.entries}
            base, n = entry["id"], 1
            while entry["id"] in taken:
                n += 1
                entry["id"] = f"{base}_{n}"
        self.insert(entry)

    def focus_item(self, path: str, reason_args: Mapping[str, Any]) -> None:
        found = _INDEX.match(path)
        if found:
            self.select(int(found.group(1)))
            return
        key = reason_args.get("round")  # the engine names a round by its key in round errors
        for row, item in enumerate(self.entries):
            if key is not None and item.get("id") == key:
                self.select(row)
                return

    # -- showing ------------------------------------------------------------------------------------
    def title(self, entry: Mapping[str, Any]) -> str:
        name = entry.get("name")
        if isinstance(name, str) and name.strip():
            return name.strip()
        key = entry.get("id")
        if isinstance(key, str) and key:
            return self.names.get(key, key.replace("_", " "))
        shown = [str(v) for v in list(entry.values())[:2] if not isinstance(v, (list, dict))]
        return " · ".join(shown) or "…"

    def _rebuild(self, current: int) -> None:
        self.view.blockSignals(True)
        self.view.clear()
        for entry in self.entries:
            self.view.addItem(self.title(entry))
        self.view.blockSignals(False)
        self.view.setCurrentRow(current)
        self._show(current)

    def _show(self, row: int) -> None:
        valid = 0 <= row < len(self.entries)
        self.detail.setEnabled(valid)
        self.form.blockSignals(True)
        self.form.set_values(self.entries[row] if valid else {})
        self.form.blockSignals(False)
        self._refresh_buttons()

    def _entry_edited(self) -> None:
        row = self.view.currentRow()
        if not 0 <= row < len(self.entries):
            return
        self.entries[row] = self.form.values()
        self.view.item(row).setText(self.title(self.entries[row]))
        self.changed.emit()

    def _refresh_buttons(self) -> None:
        row, count = self.view.currentRow(), len(self.entries)
        self.buttons["remove"].setEnabled(0 <= row < count)
        self.buttons["up"].setEnabled(row > 0)
        self.buttons["down"].setEnabled(0 <= row < count - 1)


SUIT_SIGNS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


class CardPointsEditor(FieldEditor):
    """See the module docstring. Each row is ``(suit, rank, points, remove)``; the value is the rows
    in order as ``{"card": "JD", "points": -10}``."""

    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        host = QWidget(parent)
        outer = QVBoxLayout(host)
        outer.setContentsMargins(0, 0, 0, 0)
        super().__init__(host)
        self.label = QCoreApplication.translate(context, spec.label) if spec.label else spec.name
        self.low = spec.minimum if spec.minimum is not None else -WIDE_RANGE
        self.high = spec.maximum if spec.maximum is not None else WIDE_RANGE
        self.empty = QLabel(self.tr("No card has points of its own."), host)
        self.empty.setStyleSheet(HELP_STYLE)
        outer.addWidget(self.empty)
        self.grid_host = QWidget(host)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(4, 1)
        self.heads = [QLabel(self.tr("Suit"), self.grid_host), QLabel(self.tr("Rank"), self.grid_host),
                      QLabel(self.tr("Points"), self.grid_host)]
        for column, head in enumerate(self.heads):
            self.grid.addWidget(head, 0, column)
        outer.addWidget(self.grid_host)
        self.add_button = QPushButton(self.tr("Add a card"), host)
        self.add_button.setAccessibleName(self.tr("Add a card"))
        self.add_button.clicked.connect(self.add)
        line = QHBoxLayout()
        line.addWidget(self.add_button)
        line.addStretch(1)
        outer.addLayout(line)
        self.rows: list[tuple[QComboBox, QComboBox, QSpinBox, QPushButton]] = []
        self._refresh()

    # -- value --------------------------------------------------------------------------------------
    def value(self) -> Any:
        return [{"card": self._card(suit, rank), "points": spin.value()} for suit, rank, spin, _ in self.rows]

    def set_value(self, value: Any) -> None:
        entries = []
        for entry in value if isinstance(value, (list, tuple)) else []:
            card, points = (entry.get("card"), entry.get("points")) if isinstance(entry, Mapping) else \
                (getattr(entry, "card", None), getattr(entry, "points", None))
            try:
                parsed = parse_card(str(card))
            except InvalidCardError:
                continue   # the dialog's check has named the bad entry; a row can show only real cards
            entries.append((parsed.index, points if isinstance(points, int) and not isinstance(points, bool) else 0))
        while len(self.rows) > len(entries):
            self._drop_row(len(self.rows) - 1)
        while len(self.rows) < len(entries):
            self._add_row()
        for (suit, rank, spin, _), (index, points) in zip(self.rows, entries):
            for widget in (suit, rank, spin):
                widget.blockSignals(True)
            suit.setCurrentIndex(index // 13)
            rank.setCurrentIndex(index % 13)
            spin.setValue(points)
            for widget in (suit, rank, spin):
                widget.blockSignals(False)
        self._refresh()

    # -- editing ------------------------------------------------------------------------------------
    def add(self) -> None:
        """A new row for the first card not listed yet (two of clubs on), at 0 points."""
        listed = {self._card(suit, rank) for suit, rank, _, _ in self.rows}
        free = next((c for c in CARDS if str(c) not in listed), CARDS[0])
        suit, rank, spin, _ = self._add_row()
        suit.setCurrentIndex(free.index // 13)
        rank.setCurrentIndex(free.index % 13)
        spin.setFocus()
        self._refresh()
        self.changed.emit()

    def remove(self, row: int) -> None:
        if 0 <= row < len(self.rows):
            self._drop_row(row)
            self._refresh()
            self.changed.emit()

    def focus_item(self, path: str, reason_args: Mapping[str, Any]) -> None:
        found = _INDEX.match(path)
        row = int(found.group(1)) if found else next(
            (k for k, (suit, rank, _, _) in enumerate(self.rows) if self._card(suit, rank) == reason_args.get("card")),
            -1)
        if 0 <= row < len(self.rows):
            self.rows[row][2].setFocus()

    # -- rows ---------------------------------------------------------------------------------------
    @staticmethod
    def _card(suit: QComboBox, rank: QComboBox) -> str:
        return str(CARDS[max(0, suit.currentIndex()) * 13 + max(0, rank.currentIndex())])

    def _add_row(self) -> tuple[QComboBox, QComboBox, QSpinBox, QPushButton]:
        number = len(self.rows) + 1
        suit, rank = QComboBox(self.grid_host), QComboBox(self.grid_host)
        for member in Suit:
            suit.addItem(f"{SUIT_SIGNS[member]} {self._suit_name(member)}", member.letter)
        for value, text in RANK_TEXT.items():
            rank.addItem(self._rank_name(value, text), value)
        spin = QSpinBox(self.grid_host)
        spin.setRange(self.low, self.high)
        spin.setMinimumWidth(80)
        spin.setToolTip(self.tr("Above 0 the card is a penalty, below 0 a bonus."))
        remove = QPushButton(self.tr("Remove"), self.grid_host)
        suit.setAccessibleName(self.tr("{label}, card {n}: suit").format(label=self.label, n=number))
        rank.setAccessibleName(self.tr("{label}, card {n}: rank").format(label=self.label, n=number))
        spin.setAccessibleName(self.tr("{label}, card {n}: points").format(label=self.label, n=number))
        remove.setAccessibleName(self.tr("Remove card {n}").format(n=number))
        row = (suit, rank, spin, remove)
        suit.currentIndexChanged.connect(lambda _i: self.changed.emit())
        rank.currentIndexChanged.connect(lambda _i: self.changed.emit())
        spin.valueChanged.connect(lambda _v: self.changed.emit())
        remove.clicked.connect(lambda: self.remove(self.rows.index(row)))
        for column, widget in enumerate(row):
            self.grid.addWidget(widget, number, column)
        self.rows.append(row)
        return row

    def _drop_row(self, row: int) -> None:
        widgets = self.rows.pop(row)
        for widget in widgets:
            self.grid.removeWidget(widget)
            widget.deleteLater()
        for k, later in enumerate(self.rows[row:], start=row + 1):   # close the gap, keep the row numbers
            for column, widget in enumerate(later):
                self.grid.removeWidget(widget)
                self.grid.addWidget(widget, k, column)

    def _refresh(self) -> None:
        has_rows = bool(self.rows)
        self.empty.setVisible(not has_rows)
        self.grid_host.setVisible(has_rows)

    def _suit_name(self, suit: Suit) -> str:
        return {Suit.CLUBS: self.tr("Clubs"), Suit.DIAMONDS: self.tr("Diamonds"), Suit.HEARTS: self.tr("Hearts"),
                Suit.SPADES: self.tr("Spades")}[suit]

    def _rank_name(self, value: int, text: str) -> str:
        return {11: self.tr("Jack"), 12: self.tr("Queen"), 13: self.tr("King"), 14: self.tr("Ace")}.get(value, text)
