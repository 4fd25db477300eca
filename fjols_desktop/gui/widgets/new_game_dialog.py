"""``NewGameDialog``: choose the game, the number of players (within the game's range), and for each
seat a name and whether a person or the computer (at one of the game's levels) sits there.

The last table set up for each game is remembered (``AppSettings.table``) and offered again, so a
family sets its table up once. House rules travel with the table as a JSON dict, summarised in one
line under the seats; the "House rules…" button calls ``edit_house_rules``: with a
``house_rules_editor`` (``(parent, game id, options dict, seats) -> new dict or None``, the generated
``HouseRulesDialog``) it edits them, without one it shows the current rules read-only.

With a ``roster`` (the family in the ledger: ``names()`` and ``edit(parent)``, see
``widgets/family.py``) each name field completes the family's names, and "Family…" edits the list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.errors import FjolsError
from ...engine.registry import GAMES, get_game
from .. import i18n
from ..controller import SeatSetup, TableSetup
from ..seating import default_level, default_table, remembered_table
from ..settings import AppSettings
from .screen_fit import fit_dialog, scroll_area

HouseRulesEditor = Callable[[QWidget, str, dict[str, Any], int], "dict[str, Any] | None"]


def complete_names(field: QLineEdit, names: Sequence[str]) -> None:
    """Offer the family's names in ``field`` as it is typed in: the rest of the name appears
    selected in the field itself ("Mik" shows "Mik|kel"), never in a pop-up list. A pop-up grabs
    the mouse and the keyboard: the next click on Start or Cancel only closed it, and typing meant
    for the next field landed in this one ("MikkelFarmor")."""
    completer = QCompleter(list(names), field)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
    field.setCompleter(completer)


def seat_name_problem(text: str) -> str | None:
    """Why ``text`` cannot be a player's name (``store.names``: the rule every file uses), or None."""
    from ...store.names import BadName, normal_name

    try:
        normal_name(text)
    except BadName as exc:
        return exc.key
    return None


class SeatRow:
    """The widgets of one seat: name and who plays it."""

    def __init__(self, parent: QWidget, seat: int) -> None:
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(24)
        self.kind = QComboBox(parent)
        self.label.setBuddy(self.name)
        self.seat = seat


class NewGameDialog(QDialog):
    def __init__(self, settings: AppSettings, game_id: str | None = None, parent: QWidget | None = None,
                 house_rules_editor: HouseRulesEditor | None = None, roster: Any = None) -> None:
        super().__init__(parent)
        self.house_rules_editor = house_rules_editor
        self.roster = roster
        self.setWindowTitle(self.tr("New game"))
        self.settings = settings
        self.options: dict[str, Any] = {}
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox(self)
        for game in GAMES:
            self.game.addItem(QCoreApplication.translate("Games", game.info.name), game.info.id)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.seats = QSpinBox(self)
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow("", self.summary)
        form.addRow(self.tr("&Players:"), self.seats)
        layout.addLayout(form)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 4)
        self.seat_list = scroll_area(self.grid_host, self)  # thirteen seats scroll on a low screen
        self.seat_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.seat_list, 1)
        self.rows: list[SeatRow] = []
        self.rules_line = QLabel(self)
        self.rules_line.setWordWrap(True)
        layout.addWidget(self.rules_line)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b3261e;")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        self.rules_button = QPushButton(self.tr("House rules…"), self)
        self.rules_button.clicked.connect(self.edit_house_rules)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.addButton(self.rules_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.family_button = QPushButton(self.tr("Family…"), self)
        self.family_button.clicked.connect(self.edit_family)
        self.buttons.addButton(self.family_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.family_button.setVisible(roster is not None)  # after addButton, which shows it
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.seats.valueChanged.connect(self._seats_changed)
        start = game_id or settings.last_game or GAMES[0].info.id
        found = self.game.findData(start)
        self.game.setCurrentIndex(max(found, 0))
        self._game_changed()

    # -- reading the table ----------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return str(self.game.currentData())

    def table_setup(self) -> TableSetup:
        """The table as set up, every name normalised as the saves and the ledger store it
        (``store.names``: invisible marks dropped, spaces collapsed; an empty field takes its hint)."""
        from ...store.names import normalise

        seats = []
        for row in self.rows[: self.seats.value()]:
            kind = row.kind.currentData()
            name = normalise(row.name.text()) or row.name.placeholderText()
            seats.append(SeatSetup(name, kind == "human", "random" if kind == "human" else str(kind)))
        return TableSetup(self.game_id, tuple(seats), dict(self.options))

    def name_problem(self, setup: TableSetup) -> str | None:
        """Why a name at the table cannot be saved, in words (the first such seat), or None."""
        for seat, info in enumerate(setup.seats):
            problem = seat_name_problem(info.name)
            if problem == "name_too_long":
                return self.tr("The name in seat {number} is too long.").format(number=seat + 1)
            if problem is not None:
                return self.tr("The name in seat {number} has no letter that can be saved.").format(number=seat + 1)
        return None

    def accept(self) -> None:
        setup = self.table_setup()
        problem = self.name_problem(setup)
        if problem is not None:  # refused here, never later by the autosave (which would stop saving)
            self.error.setText(problem)
            self.error.show()
            return
        try:
            game = get_game(setup.game_id)
            game.info.options_type.from_dict(setup.options).check(len(setup.seats))
        except FjolsError as exc:
            reason = getattr(exc, "reason", None)
            self.error.setText(i18n.phrase(reason, setup.names, setup.game_id) if reason else str(exc))
            self.error.show()
            return
        self.settings.set_table(setup.game_id, setup.to_dict())
        super().accept()

    # -- filling in -------------------------------------------------------------------------------------
    def _game_changed(self) -> None:
        game = get_game(self.game_id)
        info = game.info
        self.summary.setText(QCoreApplication.translate("Games", info.summary))
        setup = remembered_table(self.settings, info.id)
        self.options = dict(setup.options)
        self.seats.blockSignals(True)
        self.seats.setRange(info.min_seats, info.max_seats)
        self.seats.setValue(len(setup.seats))
        self.seats.blockSignals(False)
        self._show_rules()
        self._build_rows(max(info.max_seats, len(setup.seats)))
        for row, seat in zip(self.rows, setup.seats):
            row.name.setText(seat.name)
            row.kind.setCurrentIndex(max(0, row.kind.findData("human" if seat.human else seat.level)))
        self._seats_changed()

    def _build_rows(self, count: int) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()   # at once: deleteLater waits for the event loop
                item.widget().deleteLater()
        game = get_game(self.game_id)
        self.rows = []
        for seat in range(count):
            row = SeatRow(self.grid_host, seat)
            row.label.setText(self.tr("Seat &{number}:").format(number=seat + 1))
            row.name.setPlaceholderText(default_table(game.info.id, count, ()).seats[seat].name)
            row.kind.addItem(self.tr("Person"), "human")
            for level in game.levels:
                row.kind.addItem(self.tr("Computer: {level}").format(level=i18n.level_name(level, game.info.id)),
                                 level)
            row.kind.setCurrentIndex(row.kind.findData(default_level(game.info.id)) if seat else 0)  # Mor
            row.name.setText(row.name.placeholderText() if seat else self.tr("Player {number}").format(number=1))
            if self.roster is not None:
                self._complete_names(row.name)
            self.grid.addWidget(row.label, seat, 0)
            self.grid.addWidget(row.name, seat, 1)
            self.grid.addWidget(row.kind, seat, 2)
            self.rows.append(row)

    def _seats_changed(self) -> None:
        n = self.seats.value()
        for row in self.rows:
            for widget in (row.label, row.name, row.kind):
                widget.setVisible(row.seat < n)
        self.error.hide()
        self._fit()

    def _fit(self) -> None:
        """As tall as the seats want, as the screen allows: the seat list scrolls beyond that."""
        self.grid_host.adjustSize()
        wanted = self.sizeHint().height() - self.seat_list.sizeHint().height() + self.grid_host.sizeHint().height() + 6
        self.seat_list.setMinimumWidth(self.grid_host.sizeHint().width() + 20)
        fit_dialog(self, QSize(max(self.width(), self.sizeHint().width()), wanted))

    def edit_house_rules(self) -> None:
        if self.house_rules_editor is not None:
            changed = self.house_rules_editor(self, self.game_id, dict(self.options), self.seats.value())
            if changed is not None:
                self.options = changed
                self.error.hide()
                self._show_rules()
            return
        from .rules_dialog import RulesDialog

        RulesDialog(self.game_id, self.options, self).exec()

    def _show_rules(self) -> None:
        from ..house_rules import preset_store, rules_summary

        text, tooltip = rules_summary(self.game_id, self.options, preset_store())
        self.rules_line.setText(self.tr("House rules: {summary}").format(summary=text))
        self.rules_line.setToolTip(tooltip)

    # -- the family roster ---------------------------------------------------------------------------
    def _complete_names(self, field: QLineEdit) -> None:
        complete_names(field, self.roster.names())

    def edit_family(self) -> None:
        if self.roster is None:
            return
        self.roster.edit(self)
        for row in self.rows:
            self._complete_names(row.name)

    def select_game(self, game_id: str) -> None:
        found = self.game.findData(game_id)
        if found >= 0:
            self.game.setCurrentIndex(found)

