"""The end-of-deal and game-over panel: the final standings (every player, place and total, the winners
first, equal totals sharing a place) and nothing cut off, even with eight or thirteen players in a
1024×600 window (the rows scroll; the title and buttons stay in view)."""

from __future__ import annotations

from PySide6.QtCore import QRect

from fjols_desktop.engine.rules import DealResult
from fjols_desktop.gui.widgets.summary import standings

from .conftest import make_window
from .table_matrix import NAMES


def test_standings_put_the_winners_first_and_share_places() -> None:
    assert standings([10, 3, 10, 7], [1], True) == [(1, 1), (2, 3), (3, 0), (3, 2)]
    assert standings([-20, 15, 15, -80], [1, 2], False) == [(1, 1), (1, 2), (3, 0), (4, 3)]
    assert standings([5, 5, 9], [], True) == [(1, 0), (1, 1), (3, 2)]


def within(panel, widget) -> bool:
    rect = QRect(widget.mapTo(panel, widget.rect().topLeft()), widget.size())
    return panel.rect().contains(rect)


def test_game_over_panel_shows_every_players_place_and_total_in_a_small_window(qtbot) -> None:
    window = make_window(qtbot, 1024, 600)
    names = NAMES[:8]
    totals = (-35, 12, -80, 12, 3, -2, 40, -61)     # Fool!: the highest total wins
    result = DealResult(points=(-5, 4, -12, 0, 3, -2, 6, -9), fools=(2,), columns=(("discs", (1, 0, 2, 0, 0, 1, 0, 1)),))
    window.fit_scoresheet(8)
    window.summary.show_result(9, result, totals, names, "fool", (6,))
    window.place_overlays()
    panel = window.summary
    assert panel.title.text() == "Karl-Mattias won the game!"
    assert panel.cells[0] == ["Place", "", "Last deal", "Total"]
    assert panel.cells[1:] == [
        ["1.", "Karl-Mattias  (★)", "6", "40"], ["2.", "Maximilianus", "4", "12"], ["2.", "Marie-Louise", "0", "12"],
        ["4.", "Hans-Wilhelm", "3", "3"], ["5.", "Anne-Margret", "-2", "-2"], ["6.", "Bartholomæus", "-5", "-35"],
        ["7.", "Åse-Marianne", "-9", "-61"],
        ["8.", "Konstantinos  (fool)", "-12", "-80"]]
    assert window.view.viewport().rect().contains(panel.geometry())
    for widget in (panel.title, panel.new_button, panel.review_button, panel.rows):
        assert widget.isVisible() and within(panel, widget), widget
    assert not panel.next_button.isVisible()
    assert panel.title.heightForWidth(panel.title.width()) <= panel.title.height()   # the title is not cut
    assert panel.rows.verticalScrollBar().maximum() == 0                              # every row shows
    window.controller.shutdown()


def test_thirteen_players_scroll_but_the_buttons_stay(qtbot) -> None:
    window = make_window(qtbot, 1024, 600)
    names = NAMES
    result = DealResult(points=(0,) * 12 + (1,), fools=(12,), columns=(("matchsticks", (0,) * 12 + (1,)),))
    window.fit_scoresheet(13)
    window.summary.show_result(0, DealResult(points=(1, 0, 0)), (1, 0, 0), names[:3], "festudgave", None)
    window.place_overlays()   # a panel shown before, with fewer rows: the new rows must count in its size
    window.summary.show_result(0, result, result.points, names, "festudgave", None)
    window.place_overlays()
    panel = window.summary
    assert panel.title.text() == "Deal 1 is over" and len(panel.cells) == 14
    assert window.view.viewport().rect().contains(panel.geometry())
    for widget in (panel.title, panel.next_button, panel.review_button):
        assert widget.isVisible() and within(panel, widget), widget
    labels = [panel.grid.itemAt(i).widget() for i in range(panel.grid.count())]
    assert len(labels) == 14 * 4 and all(label.isVisibleTo(panel) for label in labels)
    assert panel.rows.height() > 14 * labels[0].sizeHint().height() * 0.7   # the rows show (or scroll), not a sliver
    window.controller.shutdown()
