"""``RulesDialog``: the rules of the game at the table in the player's language, with the house rules
this table plays by highlighted (``fjols_desktop.rulestexts``: one Markdown text per game and
language under ``resources/rules``, English when a language has none).

Above the text, a line names the house rules that differ from the standard game, each a link to its
highlighted entry ("House rules at this table: Variant · When attackers may throw in"), so a family
sees at once what is special about their table. The Rules window opens with F1 from the main
window, from the house-rules dialog (showing the rules being edited) and from the rules line in the
status bar.

``rules_html(game_id, options)`` is the one place the window asks for the text, so a later change
(pictures, a search box) has one seam to use.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QSize, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ... import rulestexts
from ...engine.errors import FjolsError
from ...engine.registry import get_game
from .screen_fit import fit_dialog


def rules_html(game_id: str, options: dict[str, Any] | None = None, language: str | None = None) -> str:
    """The rules as HTML for a QTextBrowser; house rules that cannot be read are shown as defaults."""
    lang = language or QLocale().name()
    if lang in ("C", "POSIX", ""):
        lang = rulestexts.FALLBACK_LANGUAGE  # no language set at all: English, without a note
    try:
        return rulestexts.rules_html(game_id, lang, options or {}, translate=QCoreApplication.translate)
    except FjolsError:
        return rulestexts.rules_html(game_id, lang, None, translate=QCoreApplication.translate)


def changed_rules(game_id: str, options: dict[str, Any] | None) -> list[tuple[str, str]]:
    """(field name, translated label) of the house rules that differ from the standard game."""
    options_type = get_game(game_id).info.options_type
    try:
        current = options_type.from_dict(options or {})
    except FjolsError:
        return []
    labels = {spec.name: spec.label for spec in options_type.specs() if not spec.advanced}
    return [(name, QCoreApplication.translate("HouseRules", labels[name]))
            for name in rulestexts.changed_options(current) if name in labels]


class RulesDialog(QDialog):
    def __init__(self, game_id: str, options: dict[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        info = get_game(game_id).info
        self.setWindowTitle(self.tr("Rules: {game}").format(game=QCoreApplication.translate("Games", info.name)))
        layout = QVBoxLayout(self)
        changed = changed_rules(game_id, options)
        self.changed_line = QLabel(self)
        self.changed_line.setWordWrap(True)
        links = " · ".join(f'<a href="#option-{name}">{html.escape(label)}</a>' for name, label in changed)
        self.changed_line.setText(self.tr("House rules at this table (marked in yellow): {rules}").format(rules=links)
                                  if changed else self.tr("This table plays the standard rules."))
        self.changed_line.setAccessibleName(self.tr("House rules at this table"))
        self.changed_line.linkActivated.connect(self._jump)
        layout.addWidget(self.changed_line)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setAccessibleName(self.tr("Rules text"))
        self.browser.setHtml(rules_html(game_id, options))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        fit_dialog(self, QSize(680, 660))
        if changed:
            self._jump(f"#option-{changed[0][0]}")

    def _jump(self, link: str) -> None:
        self.browser.scrollToAnchor(QUrl(link).fragment())
