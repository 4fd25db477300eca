"""The application window opens offscreen and names every registered game."""

from __future__ import annotations

from fjols_desktop.engine.registry import GAMES
from fjols_desktop.gui.app import MainWindow


def test_main_window_lists_the_games(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    text = window.centralWidget().text()
    for game in GAMES:
        assert game.info.name in text
