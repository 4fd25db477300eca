"""``HouseRulesDialog``: a game's house rules, generated from its ``Options`` declaration
(``OptionsForm``), with the family's named presets ("Mormors regler").

* Every edit is checked at once (``house_rules.check_rules``) for the table's number of players: a
  value or combination the engine refuses is explained in a red line under the form, the field it
  names is marked and brought into view, and OK stays disabled until the rules can be played.
* Presets: the drop-down lists the standard rules, the game's own presets (Davoserjas ships four)
  and the family's saved ones; choosing one fills the form, and the drop-down follows the form (it
  names the preset the rules are exactly, else "Your own changes"). Save as…, Rename…, Delete,
  Export… and Import… go through ``store.settings.PresetStore``; a file that cannot be imported gets
  a clear message and changes nothing. Importing a name already taken keeps both ("name (2)").
* F1 (the Rules text button) shows the rules text with these house rules highlighted.

``edit_house_rules(parent, game_id, options, seats)`` is the main window's ``house_rules_editor``
hook (the new-game dialog and Settings call it): the new rules as JSON, or ``None`` if cancelled.
Methods that would ask the user (a name, a file, a confirmation) take the answer as an argument, so
tests and scripts drive the dialog without modal boxes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.options import Options
from ...engine.registry import get_game
from ...store.errors import PresetError
from ..house_rules import RulesCheck, builtin_name, builtin_presets, check_rules, explain, preset_store
from ..i18n.store import store_phrase
from .exports import export_path, import_path
from .options_form import PROBLEM_STYLE, OptionsForm
from .screen_fit import fit_dialog

OK_STYLE = "color: #1f6b3a;"
CUSTOM, BUILTIN, SAVED = "custom", "builtin", "saved"


def store_message(error: PresetError) -> str:
    return store_phrase(error.reason)


class HouseRulesDialog(QDialog):
    def __init__(self, game_id: str, options: Mapping[str, Any] | None = None, seats: int | None = None,
                 parent: QWidget | None = None, store: Any = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.seats = seats
        self.store = store if store is not None else preset_store()
        info = get_game(game_id).info
        self.options_type = info.options_type
        game_name = QCoreApplication.translate("Games", info.name)
        self.setWindowTitle(self.tr("House rules: {game}").format(game=game_name))
        layout = QVBoxLayout(self)
        heading = self.tr("House rules for {game}").format(game=game_name)
        if seats is not None:
            heading = self.tr("House rules for {game} with {count} players").format(game=game_name, count=seats)
        self.heading = QLabel(f"<b>{heading}</b>", self)
        layout.addWidget(self.heading)
        layout.addLayout(self._preset_row())
        self.preset_message = QLabel(self)
        self.preset_message.setWordWrap(True)
        self.preset_message.hide()
        layout.addWidget(self.preset_message)
        self.form = OptionsForm(self.options_type, "HouseRules", self)
        layout.addWidget(self.form, 1)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet(PROBLEM_STYLE)
        self.error.setAccessibleName(self.tr("Problem with these rules"))
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.reset_button = QPushButton(self.tr("Standard rules"), self)
        self.reset_button.setToolTip(self.tr("Put every rule back to the standard game"))
        self.rules_button = QPushButton(self.tr("Rules text (F1)"), self)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.addButton(self.rules_button, QDialogButtonBox.ButtonRole.HelpRole)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(lambda: self.load(self.options_type().to_dict()))
        self.rules_button.clicked.connect(self.show_rules_text)
        QShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents), self, self.show_rules_text)
        layout.addWidget(self.buttons)
        self.check = RulesCheck(None)
        self.form.changed.connect(self.validate)
        self._fill_presets()
        self.load(dict(options or {}))
        problems = getattr(self.store, "problems", ())
        if problems:
            self._say(store_message(problems[0]), ok=False)
        fit_dialog(self, QSize(900, 680))

    # -- the form -----------------------------------------------------------------------------------
    def load(self, values: Mapping[str, Any]) -> None:
        """Show these rules (JSON form) in the form and check them."""
        self.form.set_values(values)
        self.validate()

    def values(self) -> dict[str, Any]:
        return self.form.values()

    def validate(self) -> RulesCheck:
        check = check_rules(self.game_id, self.form.values(), self.seats)
        if check.ok and self.seats is None:
            check = self._check_some_table(check)
        self.check = check
        self.error.setText(("⚠ " + explain(self.game_id, check)) if not check.ok else "")
        self.error.setVisible(not check.ok)
        self.ok_button.setEnabled(check.ok)
        self.form.show_problem(check.option if not check.ok else None, dict(check.reason.args) if check.reason else {})
        self._follow_presets()
        return check

    def _check_some_table(self, check: RulesCheck) -> RulesCheck:
        """Without a table: the rules must suit at least one number of players."""
        info = get_game(self.game_id).info
        first: RulesCheck | None = None
        for seats in range(info.min_seats, info.max_seats + 1):
            attempt = check_rules(self.game_id, self.form.values(), seats)
            if attempt.ok:
                return check
            first = first or attempt
        return first or check

    def result_options(self) -> dict[str, Any]:
        """The confirmed rules as JSON (canonical: as the engine writes them)."""
        assert self.check.options is not None
        return self.check.options.to_dict()

    def accept(self) -> None:
        if self.validate().ok:
            super().accept()

    def show_rules_text(self) -> None:
        from .rules_dialog import RulesDialog

        values = self.form.values() if self.check.ok else {}
        RulesDialog(self.game_id, values, self).exec()

    # -- presets ------------------------------------------------------------------------------------
    def _preset_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        label = QLabel(self.tr("&Preset:"), self)
        self.presets = QComboBox(self)
        self.presets.setMinimumWidth(260)
        label.setBuddy(self.presets)
        row.addWidget(label)
        row.addWidget(self.presets, 1)
        self.preset_buttons: dict[str, QPushButton] = {}
        for key, text, slot in (("save", self.tr("Save as…"), self.save_preset),
                                ("rename", self.tr("Rename…"), self.rename_preset),
                                ("delete", self.tr("Delete"), self.delete_preset),
                                ("export", self.tr("Export…"), self.export_preset),
                                ("import", self.tr("Import…"), self.import_preset)):
            button = QPushButton(text, self)
            button.clicked.connect(lambda _=False, s=slot: s())
            row.addWidget(button)
            self.preset_buttons[key] = button
        self.presets.activated.connect(self._preset_chosen)
        return row

    def _fill_presets(self, select: tuple[str, str] | None = None) -> None:
        self.presets.blockSignals(True)
        self.presets.clear()
        self.presets.addItem(self.tr("Your own changes"), (CUSTOM, ""))
        self._builtins = builtin_presets(self.game_id)
        for key in self._builtins:
            self.presets.addItem(builtin_name(key), (BUILTIN, key))
        saved = self.store.names(self.game_id)
        if saved:
            self.presets.insertSeparator(self.presets.count())
            for name in saved:
                self.presets.addItem(name, (SAVED, name))
        self.presets.blockSignals(False)
        if select is not None:
            found = self.presets.findData(select)
            self.presets.setCurrentIndex(max(found, 0))
        self._follow_presets()

    def preset_names(self) -> list[str]:
        """What the drop-down offers, as shown (tests)."""
        return [self.presets.itemText(i) for i in range(self.presets.count()) if self.presets.itemData(i)]

    def _options_of(self, entry: tuple[str, str]) -> Options | None:
        kind, key = entry
        if kind == BUILTIN:
            return self._builtins.get(key)
        if kind == SAVED:
            try:
                return self.store.get(self.game_id, key)  # type: ignore[no-any-return]
            except PresetError:
                return None
        return None

    def _preset_chosen(self, index: int) -> None:
        entry = self.presets.itemData(index)
        options = self._options_of(tuple(entry)) if entry else None
        if options is not None:
            self.load(options.to_dict())

    def choose_preset(self, name: str) -> bool:
        """Fill the form from the preset shown as ``name`` (tests and keyboard users)."""
        index = self.presets.findText(name)
        if index < 0:
            return False
        self.presets.setCurrentIndex(index)
        self._preset_chosen(index)
        return True

    def _follow_presets(self) -> None:
        """Show the preset the form's rules are exactly (saved first), else "Your own changes"."""
        if not hasattr(self, "_builtins"):
            return
        current = self.check.options
        match = 0
        if current is not None:
            found = [i for i in range(self.presets.count()) if self.presets.itemData(i)
                     and self._options_of(tuple(self.presets.itemData(i))) == current]
            saved = [i for i in found if self.presets.itemData(i)[0] == SAVED]
            match = (saved or found or [0])[0]
        self.presets.setCurrentIndex(match)
        kind = self.current_preset()[0]
        self.preset_buttons["rename"].setEnabled(kind == SAVED)
        self.preset_buttons["delete"].setEnabled(kind == SAVED)
        self.preset_buttons["export"].setEnabled(kind == SAVED)
        self.preset_buttons["save"].setEnabled(current is not None)

    def current_preset(self) -> tuple[str, str]:
        entry = self.presets.currentData()
        return (str(entry[0]), str(entry[1])) if entry else (CUSTOM, "")

    def _ask_store(self, change: Callable[[], Any]) -> tuple[bool, Any]:
        """Make a change to the presets; a refusal is said above the form and changes nothing."""
        try:
            return True, change()
        except PresetError as exc:
            self._say(store_message(exc), ok=False)
            return False, None

    def _say(self, text: str, ok: bool) -> None:
        self.preset_message.setText(text)
        self.preset_message.setStyleSheet(OK_STYLE if ok else PROBLEM_STYLE)
        self.preset_message.setVisible(bool(text))

    def save_preset(self, name: str | None = None, replace: bool | None = None) -> bool:
        """Save the form's rules as a preset (asks for the name when not given)."""
        if self.check.options is None:
            return False
        if name is None:
            name, ok = QInputDialog.getText(self, self.tr("Save the house rules"), self.tr("Name of the preset:"))
            if not ok:
                return False
        taken = any(n.casefold() == name.strip().casefold() for n in self.store.names(self.game_id))
        if taken and replace is None:
            replace = QMessageBox.question(self, self.tr("Replace the preset?"),
                                           self.tr("A preset called “{name}” exists. Replace it?").format(
                                               name=name.strip())) == QMessageBox.StandardButton.Yes
        if taken and not replace:
            return False
        options = self.check.options
        ok, saved = self._ask_store(lambda: self.store.save(self.game_id, name, options, replace=bool(replace)))
        if not ok:
            return False
        self._fill_presets((SAVED, saved))
        self._say(self.tr("Saved as “{name}”.").format(name=saved), ok=True)
        return True

    def rename_preset(self, new: str | None = None) -> bool:
        kind, old = self.current_preset()
        if kind != SAVED:
            return False
        if new is None:
            new, ok = QInputDialog.getText(self, self.tr("Rename the preset"), self.tr("New name:"), text=old)
            if not ok:
                return False
        ok, renamed = self._ask_store(lambda: self.store.rename(self.game_id, old, new))
        if not ok:
            return False
        self._fill_presets((SAVED, renamed))
        self._say(self.tr("Renamed to “{name}”.").format(name=renamed), ok=True)
        return True

    def delete_preset(self, confirm: bool = True) -> bool:
        kind, name = self.current_preset()
        if kind != SAVED:
            return False
        if confirm and QMessageBox.question(self, self.tr("Delete the preset?"),
                                            self.tr("Delete the preset “{name}”? The rules in the form stay as "
                                                    "they are.").format(name=name)) \
                != QMessageBox.StandardButton.Yes:
            return False
        ok, _ = self._ask_store(lambda: self.store.delete(self.game_id, name))
        if not ok:
            return False
        self._fill_presets()
        self._say(self.tr("“{name}” was deleted.").format(name=name), ok=True)
        return True

    def export_preset(self, path: str | Path | None = None) -> bool:
        """Write the chosen saved preset to a small file another family can import."""
        kind, name = self.current_preset()
        if kind != SAVED:
            return False
        if path is None:  # the documents folder, or where the family exported last (``exports.py``)
            path = export_path(self, self.tr("Export the house rules"), f"{name}.json",
                               self.tr("Fjols house rules (*.json)"))
            if path is None:
                return False
        ok, _ = self._ask_store(lambda: self.store.export(self.game_id, name, path))
        if not ok:
            return False
        self._say(self.tr("“{name}” was exported to {file}.").format(name=name, file=Path(path).name), ok=True)
        return True

    def import_preset(self, path: str | Path | None = None) -> bool:
        """Add the preset in a file and show it; a bad file is refused and nothing changes."""
        if path is None:
            path = import_path(self, self.tr("Import house rules"), self.tr("Fjols house rules (*.json);;All files (*)"))
            if path is None:
                return False
        try:
            game_id, name, options = self.store.read_preset_file(path)
        except PresetError as exc:
            self._say(self.tr("{file} was not imported: {problem}").format(file=Path(path).name,
                                                                           problem=store_message(exc)), ok=False)
            return False
        if game_id != self.game_id:
            other = QCoreApplication.translate("Games", get_game(game_id).info.name)
            self._say(self.tr("{file} holds house rules for {game}, not for this game; nothing was imported.")
                      .format(file=Path(path).name, game=other), ok=False)
            return False
        taken = {n.casefold() for n in self.store.names(self.game_id)}
        free, n = name, 1
        while free.casefold() in taken:
            n += 1
            free = f"{name[:34]} ({n})"
        ok, saved = self._ask_store(lambda: self.store.save(self.game_id, free, options))
        if not ok:
            return False
        self._fill_presets()
        self.load(options.to_dict())
        self._say(self.tr("Imported “{name}”.").format(name=saved), ok=True)
        return True


def edit_house_rules(parent: QWidget | None, game_id: str, options: Mapping[str, Any],
                     seats: int | None = None) -> dict[str, Any] | None:
    """The main window's ``house_rules_editor`` hook: the edited rules, or ``None`` if cancelled."""
    dialog = HouseRulesDialog(game_id, options, seats, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.result_options()
