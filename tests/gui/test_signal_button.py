"""Festudgaven's "Signal: four of a kind!" stands away from "Pass this card" (issue 23, item 5): one
slip must not make a player the fjols. The signal has its own bar in the corner beside the hand,
with the player's key written on it; the pass button stays beside the prompt. Real window, offscreen,
at the smallest window and a common one, with 5 and 13 players, in English and Danish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from fjols_desktop.engine.match import Match
from fjols_desktop.gui.language import install_translators

from .conftest import make_window
from .positions import table


def _rect(button) -> QRect:
    return QRect(button.mapTo(button.window(), button.rect().topLeft()), button.size())


@pytest.mark.parametrize(("size", "seats", "language"), [((1024, 600), 13, "en"), ((1024, 600), 5, "da"),
                                                         ((1280, 800), 5, "en")])
def test_the_signal_button_stands_apart_with_its_key(qtbot, qapp, size, seats, language) -> None:
    install_translators(qapp, language)
    window = make_window(qtbot, *size)
    try:
        c = window.controller
        c.resume(table("festudgave", seats), Match.new("festudgave", seats, seed=3))
        qtbot.waitUntil(lambda: window.scene.active and c.table_view.phase == "pass", timeout=15000)
        assert "signal" in [str(m) for m in c.table_view.legal_moves]
        key = window.race.key_of(0)
        assert key == "A"
        passing = [b.text() for b in window.actions_bar.buttons]
        pass_label, signal_label, press = {"en": ("Pass this card", "Signal: four of a kind!", "or press A"),
                                           "da": ("Send kortet videre", "Tegn: fire ens!", "eller tryk A")}[language]
        assert passing == [pass_label]                                       # no signal beside the pass
        assert [b.text() for b in window.apart_bar.buttons] == [f"{signal_label}\n{press}"]
        signal, pass_button = window.apart_bar.buttons[0], window.actions_bar.confirm
        assert signal.isVisible() and pass_button.isVisible()
        a, b = _rect(signal), _rect(pass_button)
        apart = max(a.top() - b.bottom(), b.top() - a.bottom(), a.left() - b.right(), b.left() - a.right())
        assert apart >= pass_button.height()                                 # at least a button's height between
        layout = window.scene.layout_
        spot = layout.apart.toRect()
        corner = QRect(window.view.viewport().mapTo(window, spot.topLeft()), spot.size())
        assert corner.contains(a.center()) and spot.left() >= layout.hand.right()   # beside the hand, not over it
        assert layout.apart.bottom() >= layout.hand.bottom() - 1             # down at the table's edge
        assert b.bottom() < _rect(window.view.viewport()).top() + layout.hand.top()  # the pass stays above the hand
        made = []
        window.actions_bar.move_chosen.connect(made.append)
        window.play_menu.default_action()                                    # Enter: never the signal
        assert made == [] and c.table_view.phase == "pass"
    finally:
        install_translators(qapp, "en")
        window.controller.shutdown()


def test_the_signal_button_signals(qtbot, window) -> None:
    c = window.controller
    c.resume(table("festudgave", 5), Match.new("festudgave", 5, seed=3))
    qtbot.waitUntil(lambda: window.scene.active and c.table_view.phase == "pass", timeout=15000)
    made = []
    window.apart_bar.move_chosen.connect(lambda move: made.append(str(move)))
    window.apart_bar.buttons[0].click()
    assert made == ["signal"]
