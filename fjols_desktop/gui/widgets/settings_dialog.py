"""``SettingsDialog``: the app's own settings (not house rules), generated from the ``Comfort``
declaration by the same ``OptionsForm`` as the house-rules dialog: the four-colour deck, large-print
cards, a dark or light table, card animations, how fast the computer players play, hints, the
teaching explanations and learner mode. Below them, "House rules…" edits the rules of the table
remembered for a chosen game (the one the new-game dialog offers next), with that table's number of
players, through the window's ``house_rules_editor``. The settings scroll when the screen is too low
for all of them (OK and Cancel stay in view).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..settings import AppSettings, Comfort
from .options_form import OptionsForm
from .screen_fit import fit_dialog, scroll_area


class SettingsDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None,
                 house_rules_editor: Callable[..., dict[str, Any] | None] | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.house_rules_editor = house_rules_editor
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(self)
        content = QWidget(self)
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        self.form = OptionsForm(Comfort, "Settings", content, tabs=False)
        self.form.set_values(settings.comfort.to_dict())
        column.addWidget(self.form)
        rules = QGroupBox(self.tr("House rules"), content)
        row = QHBoxLayout(rules)
        label = QLabel(self.tr("&Game:"), rules)
        self.game = QComboBox(rules)
        label.setBuddy(self.game)
        self.rules_button = QPushButton(self.tr("House rules…"), rules)
        self.rules_button.clicked.connect(self.edit_house_rules)
        row.addWidget(label)
        row.addWidget(self.game, 1)
        row.addWidget(self.rules_button)
        column.addWidget(rules)
        column.addStretch()
        self._content = content
        layout.addWidget(scroll_area(content, self), 1)
        self._rules_box = rules
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._games_listed = False
        rules.setVisible(house_rules_editor is not None)
        if house_rules_editor is not None:
            self._list_games()
        self.setMinimumWidth(640)
        self._sized = False

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._sized:  # wrapped help lines: only now is their height for this width known
            self._sized = True
            inner = self._content.layout().heightForWidth(self.width()) + 2 * self.layout().spacing() + 60
            fit_dialog(self, QSize(self.width(), max(self.height(), inner)))

    def _list_games(self) -> None:
        from ...engine.registry import GAMES  # the game list loads every game: only when it is offered

        for game in GAMES:
            self.game.addItem(QCoreApplication.translate("Games", game.info.name), game.info.id)
        found = self.game.findData(self.settings.last_game)
        self.game.setCurrentIndex(max(found, 0))

    def comfort(self) -> Comfort:
        return Comfort.from_dict(self.form.values())

    def edit_house_rules(self) -> bool:
        """Edit the house rules of the table remembered for the chosen game; True if changed."""
        if self.house_rules_editor is None:
            return False
        from ..seating import remembered_table

        game_id = str(self.game.currentData())
        setup = remembered_table(self.settings, game_id)
        changed = self.house_rules_editor(self, game_id, dict(setup.options), len(setup.seats))
        if changed is None:
            return False
        data = setup.to_dict()
        data["options"] = changed
        self.settings.set_table(game_id, data, last=False)
        return True

    def accept(self) -> None:
        self.settings.comfort = self.comfort()
        super().accept()
