"""``RosterDialog``: the family roster in the ledger (``Ledger.people``): add a person, rename one,
or take one off the list. Someone who already played matches is hidden (archived) rather than
removed, so their results stay in the statistics; a name typed by mistake is removed outright.
Names are unique ignoring case (Åse and åse are one person); the ledger says why a name is refused.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...store.errors import LedgerError
from ...store.ledger import Ledger
from ..i18n.store import store_phrase
from .screen_fit import fit_dialog


class RosterDialog(QDialog):
    def __init__(self, ledger: Ledger, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ledger = ledger
        self.setWindowTitle(self.tr("Family"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("The people who play at this table. Their results are kept in the statistics."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.people = QListWidget(self)
        self.people.setAccessibleName(self.tr("Family members"))
        layout.addWidget(self.people, 1)
        add_row = QHBoxLayout()
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(self.tr("Name"))
        self.name.setMaxLength(40)
        self.name.returnPressed.connect(self.add)
        self.add_button = QPushButton(self.tr("&Add"), self)
        self.add_button.clicked.connect(self.add)
        add_row.addWidget(self.name, 1)
        add_row.addWidget(self.add_button)
        layout.addLayout(add_row)
        edit_row = QHBoxLayout()
        self.rename_button = QPushButton(self.tr("&Rename…"), self)
        self.rename_button.clicked.connect(self.rename)
        self.remove_button = QPushButton(self.tr("Take off the &list"), self)
        self.remove_button.clicked.connect(self.remove)
        edit_row.addWidget(self.rename_button)
        edit_row.addWidget(self.remove_button)
        edit_row.addStretch()
        layout.addLayout(edit_row)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b3261e;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.people.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.refresh()
        fit_dialog(self, QSize(360, 420))

    def refresh(self) -> None:
        self.people.clear()
        try:
            people = self.ledger.people()
        except LedgerError as exc:
            self._fail(exc)
            people = ()
        for person in people:
            item = QListWidgetItem(person.name, self.people)
            item.setData(Qt.ItemDataRole.UserRole, person.id)
        self._update_buttons()

    def names(self) -> list[str]:
        return [self.people.item(i).text() for i in range(self.people.count())]

    def _selected(self) -> int | None:
        item = self.people.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _update_buttons(self) -> None:
        chosen = self._selected() is not None
        self.rename_button.setEnabled(chosen)
        self.remove_button.setEnabled(chosen)

    def _fail(self, exc: LedgerError) -> None:
        self.error.setText(store_phrase(exc.reason))

    def add(self) -> bool:
        self.error.clear()
        try:
            self.ledger.add_person(self.name.text())
        except LedgerError as exc:
            self._fail(exc)
            return False
        self.name.clear()
        self.refresh()
        return True

    def rename(self, new_name: str | None = None) -> bool:
        person = self._selected()
        if person is None:
            return False
        if new_name is None:
            new_name, ok = QInputDialog.getText(self, self.tr("Rename"), self.tr("New name:"),
                                                text=self.people.currentItem().text())
            if not ok:
                return False
        self.error.clear()
        try:
            self.ledger.rename_person(person, new_name)
        except LedgerError as exc:
            self._fail(exc)
            return False
        self.refresh()
        return True

    def remove(self) -> None:
        """Remove someone without matches; hide (archive) someone with matches."""
        person = self._selected()
        if person is None:
            return
        self.error.clear()
        try:
            try:
                self.ledger.delete_person(person)
            except LedgerError as exc:
                if exc.reason.key != "person_has_matches":
                    raise
                self.ledger.archive_person(person)
        except LedgerError as exc:
            self._fail(exc)
        self.refresh()
