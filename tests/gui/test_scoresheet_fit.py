"""The scoresheet stays readable in a small window: with eight players in a 1024-wide window the
players' columns are headed with initials that fit (the full name is the header's tooltip), a
round's name that does not fit its column has the whole name as its tooltip, the pane can be made
narrower and wider, and with thirteen players the sheet scrolls sideways rather than cutting
columns off."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.rules import DealResult
from fjols_desktop.gui.models.scoresheet_model import initials

from .conftest import make_window
from .table_matrix import NAMES


def test_initials_tell_the_players_apart() -> None:
    assert initials(("Sofie", "Bjørn", "Anne-Marie", "Sven Erik")) == ("So", "Bj", "AM", "SE")
    assert initials(("Sofie", "Sofus", "Åse")) == ("Sofi", "Sofu", "Ås")


def headers_fit(window) -> list[str]:
    """The players' header texts that do not fit their sections."""
    view = window.scoresheet.totals
    head = view.horizontalHeader()
    metrics = QFontMetrics(head.font())
    model = window.score_model
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(1, model.columnCount())
            if metrics.horizontalAdvance(model.headerData(c, Qt.Orientation.Horizontal)) + 6 > head.sectionSize(c)]


def test_eight_players_in_a_1024_window(qtbot) -> None:
    window = make_window(qtbot, 1024, 600)
    model = window.score_model
    model.set_match(NAMES[:8], "davoserjas", ())
    window.fit_scoresheet(8)
    qtbot.wait(20)
    label = Reason.of("round", id="tricks", name="", index=1, of=6)
    model.add_result(DealResult(points=(1, 3, 1, 1, 0, 1, 0, 0), label=label))
    qtbot.wait(20)
    assert window.score_dock.width() <= 1024 * 0.3 + 1
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(1, 9)] == \
        ["Ba", "Ma", "Ko", "ML", "HW", "AM", "KM", "ÅM"]
    assert [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) for c in range(1, 9)] == \
        list(NAMES[:8])
    assert headers_fit(window) == []
    sheet = window.scoresheet
    assert sheet.deals.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff   # all eight show
    assert model.data(model.index(1, 0), Qt.ItemDataRole.ToolTipRole).startswith("Round 1 of 6")
    window.resizeDocks([window.score_dock], [170], Qt.Orientation.Horizontal)   # the pane can be narrowed ...
    qtbot.wait(20)
    assert window.score_dock.width() < 200
    assert headers_fit(window) == []
    window.resizeDocks([window.score_dock], [520], Qt.Orientation.Horizontal)   # ... and widened
    qtbot.wait(20)
    assert window.score_dock.width() > 480 and headers_fit(window) == []
    model.set_match(NAMES[:3], "davoserjas", ())                                # three names fit: written whole
    qtbot.wait(20)
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(1, 4)] == list(NAMES[:3])
    assert headers_fit(window) == []
    window.controller.shutdown()


def test_thirteen_players_scroll_sideways(qtbot) -> None:
    window = make_window(qtbot, 1024, 600)
    model = window.score_model
    model.set_match(NAMES, "festudgave", ())
    window.fit_scoresheet(13)
    qtbot.wait(20)
    sheet = window.scoresheet
    head = sheet.deals.horizontalHeader()
    assert sheet.deals.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded
    assert min(head.sectionSize(c) for c in range(1, 14)) >= QFontMetrics(sheet.deals.font()).horizontalAdvance("88")
    assert headers_fit(window) == []
    window.controller.shutdown()
