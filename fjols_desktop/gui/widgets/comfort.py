"""Applying the comfort settings to the main window, and remembering the window itself.

``apply_comfort(window, comfort)`` puts ``settings.Comfort`` into effect at once: the card faces
(four colours, large print, the international index letters), the table's theme, the animation
speed (off when the window was made without animations: screenshots and tests), the computers' pace
(when it changed), and the language (when it changed: the translators are swapped, and every window
retranslates itself on Qt's ``LanguageChange``; at start-up ``app.run`` installs them, so a
``--lang`` given on the command line is not overruled). ``save_window`` and
``restore_window`` keep the window's size and place and the dock and toolbar layout in the settings
(Qt's own ``saveGeometry``/``saveState``), so the family's arrangement survives a restart.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication

from ..language import install_translators, international, set_international
from ..settings import ANIMATION_FACTORS, Comfort
from ..table.theme import THEMES


def apply_comfort(window: Any, comfort: Comfort, animations: bool | None = None,
                  before: Comfort | None = None) -> None:
    """``before``: the settings applied until now; the computers' pace is set only when it changed, so
    a pace given on the command line (``--pace``) survives other changes. The card faces and the
    scene's theme and animation speed are applied to the table only once it is built (the window
    builds it on first use and then calls ``apply_table_comfort`` itself)."""
    if animations is not None:
        window.animations_allowed = animations
    letters = international()
    set_international(comfort.international_letters)
    window.view.set_theme(THEMES[comfort.theme.value])
    if window.table_built:
        apply_table_comfort(window, comfort, letters_changed=letters != international())
    if before is None or before.pace != comfort.pace:
        window.controller.pace_ms = int(comfort.pace)
    if before is not None and before.language != comfort.language:
        app = QCoreApplication.instance()
        if app is not None:
            install_translators(app, comfort.language.value)  # LanguageChange retranslates the windows
    window.view.viewport().update()


def apply_table_comfort(window: Any, comfort: Comfort, letters_changed: bool = False) -> None:
    """The table's share of ``comfort``: the card faces (four colours, large print), the felt's theme
    and the animation speed (off when the window was made without animations)."""
    allowed = getattr(window, "animations_allowed", True)
    painter = window.painter
    looks = (painter.four_colour, painter.large_print)
    painter.four_colour = comfort.four_colour
    painter.large_print = comfort.large_print
    window.scene.set_theme(THEMES[comfort.theme.value])
    window.scene.set_animation_speed(ANIMATION_FACTORS[comfort.animation] if allowed else 0.0)
    if letters_changed or looks != (painter.four_colour, painter.large_print):
        for item in window.scene.cards.values():
            item.update()  # each card keeps a cached picture of itself


def save_window(window: Any) -> None:
    window.settings.remember_window(bytes(window.saveGeometry().data()), bytes(window.saveState().data()))


def restore_window(window: Any) -> bool:
    """Put the window back as it was when it was last closed; False when there is nothing to restore."""
    geometry, state = window.settings.window_geometry, window.settings.window_state
    restored = bool(geometry) and window.restoreGeometry(QByteArray(geometry))
    if state:
        restored = window.restoreState(QByteArray(state)) or restored
    return bool(restored)
