"""``RulesDialog``: the rules of the game at the table in the player's language, with the house rules
this table plays by highlighted (``fjols_desktop.rulestexts``: one Markdown text per game and
language under ``resources/rules``, English when a language has none).

``rules_html(game_id, options)`` is the one place the window asks for the text, so a later change
(pictures, a search box, the generated house-rules dialog linking here) has one seam to use.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ... import rulestexts
from ...engine.errors import FjolsError
from ...engine.registry import get_game


def rules_html(game_id: str, options: dict[str, Any] | None = None, language: str | None = None) -> str:
    """The rules as HTML for a QTextBrowser; house rules that cannot be read are shown as defaults."""
    lang = language or QLocale().name()
    if lang in ("C", "POSIX", ""):
        lang = rulestexts.FALLBACK_LANGUAGE  # no language set at all: English, without a note
    try:
        return rulestexts.rules_html(game_id, lang, options or {}, translate=QCoreApplication.translate)
    except FjolsError:
        return rulestexts.rules_html(game_id, lang, None, translate=QCoreApplication.translate)


class RulesDialog(QDialog):
    def __init__(self, game_id: str, options: dict[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        info = get_game(game_id).info
        self.setWindowTitle(self.tr("Rules: {game}").format(game=QCoreApplication.translate("Games", info.name)))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html(game_id, options))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(640, 620)
