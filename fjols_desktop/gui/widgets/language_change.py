"""What the main window says again when the language changes (Qt's ``LanguageChange``).

``MainWindow.changeEvent`` sets its own fixed texts (menus, toolbar, dock, accessible names) and then
calls ``retranslate_window``, which renews everything made of phrases: the window title, the status
line and the house-rules line, the scoresheet's headings and deal labels, the buttons under the hand,
the table's own texts (plates, pile labels, facts, the sign and the prompt) and the cards' faces (their
index letters follow the language), the Play menu and the family's menu entries, and the statistics
window if it was built (rebuilt where it stood). The panels over the table and the scorekeeper windows
retranslate themselves: Qt sends every widget the same event. Dialogs are modal and read their texts
when opened, so the next one opened speaks the new language.
"""

from __future__ import annotations

from typing import Any


def retranslate_table(window: Any) -> None:
    """The table scene's texts and card faces in the language shown."""
    scene = window.scene
    view = window.controller.table_view
    if view is not None:
        scene.prompt_text = window.prompt_text(view)
    scene.relayout(animate=False)
    for item in scene.cards.values():
        item.update()  # each card keeps a cached picture of itself; the letters are in the painter's key
    window.view.viewport().update()


def retranslate_window(window: Any) -> None:
    if window.controller.setup is not None:
        window.update_title()
        window.show_rules_line()
    if getattr(window, "table_built", True):  # a table not built yet is phrased when it is
        model = window.score_model
        model.beginResetModel()  # headings, deal labels and notes are phrased when read
        model.endResetModel()
        retranslate_table(window)
    window.update_status()
    window.update_actions()
    for part in (getattr(window, "play_menu", None), getattr(window, "family", None)):
        if part is not None:
            part.retranslate()
