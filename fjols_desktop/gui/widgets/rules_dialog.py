"""``RulesDialog``: the game's summary and the house rules in force, read-only.

The extension point for the rules texts of a later issue: ``rules_text(game_id)`` returns the
text shown above the house rules (today the game's one-line summary)."""

from __future__ import annotations

from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ...engine.errors import FjolsError
from ...engine.registry import get_game


def rules_text(game_id: str) -> str:
    info = get_game(game_id).info
    return QCoreApplication.translate("Games", info.summary)


def option_value_text(spec: Any, value: Any) -> str:
    if isinstance(value, bool):
        return QCoreApplication.translate("RulesDialog", "yes") if value else \
            QCoreApplication.translate("RulesDialog", "no")
    if isinstance(value, Enum):
        label = spec.choice_labels.get(value)
        return QCoreApplication.translate("HouseRules", label) if label else str(value.value)
    return str(value)


def house_rules_html(game_id: str, options: dict[str, Any]) -> str:
    info = get_game(game_id).info
    try:
        current = info.options_type.from_dict(options)
    except FjolsError:
        current = info.options_type()
    rows = []
    for spec in info.options_type.specs():
        label = QCoreApplication.translate("HouseRules", spec.label)
        value = option_value_text(spec, getattr(current, spec.name))
        rows.append(f"<tr><td>{label}</td><td><b>{value}</b></td></tr>")
    return "<table cellspacing='6'>" + "".join(rows) + "</table>"


class RulesDialog(QDialog):
    def __init__(self, game_id: str, options: dict[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        info = get_game(game_id).info
        self.setWindowTitle(self.tr("Rules: {game}").format(game=QCoreApplication.translate("Games", info.name)))
        layout = QVBoxLayout(self)
        summary = QLabel(rules_text(game_id), self)
        summary.setWordWrap(True)
        layout.addWidget(summary)
        layout.addWidget(QLabel("<b>" + self.tr("House rules at this table") + "</b>", self))
        self.browser = QTextBrowser(self)
        self.browser.setHtml(house_rules_html(game_id, options or {}))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(560, 460)
