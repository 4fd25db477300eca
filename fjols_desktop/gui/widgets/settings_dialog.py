"""``SettingsDialog``: the app's own settings (not house rules): the four-colour deck and how fast
the computer players play. Later settings (language, sounds) add rows here."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from ..settings import PACE_FAST, PACE_NORMAL, PACE_SLOW, AppSettings


class SettingsDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout(self)
        self.four_colour = QCheckBox(self.tr("Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)"), self)
        self.four_colour.setChecked(settings.four_colour)
        form.addRow(self.tr("Cards:"), self.four_colour)
        self.pace = QComboBox(self)
        for label, ms in ((self.tr("Fast"), PACE_FAST), (self.tr("Normal"), PACE_NORMAL), (self.tr("Slow"), PACE_SLOW),
                          (self.tr("Instant"), 0)):
            self.pace.addItem(label, ms)
        found = self.pace.findData(settings.pace_ms)
        self.pace.setCurrentIndex(found if found >= 0 else 1)
        form.addRow(self.tr("Computer players:"), self.pace)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.four_colour = self.four_colour.isChecked()
        self.settings.pace_ms = int(self.pace.currentData())
        super().accept()
