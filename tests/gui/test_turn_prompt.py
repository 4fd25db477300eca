"""The turn prompt never hides (issue 23, item 2): with "Explain the computer players' moves" on, a
computer's reason is written under "Your turn, Anna …", never instead of it; a hint and a refusal
too. Real window, real Hjerterfri with its own computer levels, offscreen."""

from __future__ import annotations

import pytest

from fjols_desktop.gui.controller import SeatSetup, TableSetup
from fjols_desktop.gui.language import install_translators
from fjols_desktop.gui.widgets.main_window import REFUSAL_MS

from .conftest import make_window

NAMES = ("Anna", "Bjørn", "Åse", "Karl")


def _explained_on_anna_s_turn(qtbot, window) -> None:
    """Play Anna's first legal move until a computer's move is explained while Anna must act."""
    window.set_comfort(window.comfort.replace(teaching=True))
    setup = TableSetup("hearts", tuple(SeatSetup(n, s == 0, "medium") for s, n in enumerate(NAMES)))
    window.start(setup, seed=4)
    c = window.controller
    for _ in range(20):
        qtbot.waitUntil(lambda: c.table_view is not None and 0 in c.table_view.to_act and c.thinking_seat is None
                        and bool(c.table_view.legal_moves), timeout=15000)
        if window.status_text().startswith(tuple(f"{name} " for name in NAMES[1:])):   # "Karl played …"
            return
        c.submit(0, c.table_view.legal_moves[0])
    raise AssertionError("no computer move was explained on Anna's turn")


@pytest.mark.parametrize(("size", "language"), [((1280, 800), "en"), ((1024, 600), "en"), ((1024, 600), "da")])
def test_a_computers_reason_goes_under_the_turn_prompt(qtbot, qapp, size, language) -> None:
    install_translators(qapp, language)
    window = make_window(qtbot, *size)
    try:
        _explained_on_anna_s_turn(qtbot, window)
        view = window.controller.table_view
        banner = window.scene.prompt
        assert banner.text == window.prompt_text(view)
        turn = "Your turn, Anna." if language == "en" else "Din tur, Anna."
        assert banner.text.startswith(turn) and banner.isVisible()
        assert banner.message == window.status_text() and banner.message.startswith("Karl ")  # who played last
        assert banner.message_shown and banner.cut() == []                  # both lines, whole
        first, second = banner._sets
        assert first.lines[0].startswith(turn) and " ".join(second.lines) == banner.message
        band = banner.parts()[0][1]
        assert window.scene.layout_.prompt.contains(band)                   # inside the talk row
        window._clear_refusal()                                             # the note's time is up
        assert banner.message == "" and banner.text == window.prompt_text(view) and len(banner._sets) == 1
    finally:
        install_translators(qapp, "en")
        window.play_menu.hints.shutdown()
        window.controller.shutdown()


def test_a_message_that_does_not_fit_gives_way_and_the_prompt_stays(qtbot) -> None:
    window = make_window(qtbot, 1024, 600)
    try:
        window.start(TableSetup("hearts", tuple(SeatSetup(n, s == 0, "easy") for s, n in enumerate(NAMES))), seed=4)
        qtbot.waitUntil(lambda: window.scene.active, timeout=15000)
        banner = window.scene.prompt
        long = "Bjørn played 7♥: " + "a very long reason " * 40
        window.show_note(long)
        assert window.status_text() == long                                # the status line says it all
        assert banner.text.startswith("Your turn, Anna.") and not banner.message_shown and banner.cut() == []
        assert window._refusal_timer.interval() == 2 * REFUSAL_MS
    finally:
        window.controller.shutdown()
