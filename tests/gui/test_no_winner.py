"""A game that names no winner, only losers (Durak, like Fjols): the end-of-match summary and the
scorekeeper name the fool of the game, never an empty "… won"."""

from __future__ import annotations

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.rules import DealResult
from fjols_desktop.gui.controller import SeatSetup, TableSetup
from fjols_desktop.gui.widgets.summary import SummaryPanel

from .conftest import make_window
from .test_statistics_and_scorekeeper import scorekeeper

NAMES = ("Sofie", "Bjørn", "Åse")


def test_the_summary_names_the_fool_of_a_game_without_winners(qtbot) -> None:
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    result = DealResult((0, 1, 0), fools=(1,), columns=(("matchsticks", (0, 1, 0)),),
                        notes=(Reason.of("durak", seat=1),))
    panel.show_result(2, result, (0, 2, 1), NAMES, "durak", (), (1,))
    assert panel.title.text() == "Bjørn is the fool of the game!"
    assert panel.new_button.isVisibleTo(panel) and not panel.next_button.isVisibleTo(panel)
    # the standings give no places (nobody won), only the order by matchsticks and the fool
    assert panel.cells == [["", "", "Last deal", "Total"], ["", "Sofie", "0", "0"], ["", "Åse", "0", "1"],
                           ["", "Bjørn  (fool)", "1", "2"]]
    panel.show_result(2, result, (2, 2, 1), NAMES, "durak", (), (0, 1))
    assert panel.title.text() == "Sofie and Bjørn are the fools of the game!"
    panel.show_result(2, result, (1, 1, 1), NAMES, "durak", (), ())
    assert panel.title.text() == "The game is over, and nobody lost more than the others."
    panel.show_result(2, result, (0, 2, 1), NAMES, "hearts", (0,))
    assert panel.title.text() == "Sofie won the game!"


def test_a_durak_match_on_the_table_ends_with_its_fool(qtbot) -> None:
    window = make_window(qtbot)
    window.controller.auto_continue = True
    setup = TableSetup("durak", tuple(SeatSetup(name, False, "medium") for name in NAMES), {"match_length": 2})
    with qtbot.waitSignal(window.controller.match_finished, timeout=60000) as finished:
        window.start(setup, seed=4)
    match = window.controller.match
    assert finished.args == [()] and match.winners() == ()
    assert (match.totals, match.fools()) == ((0, 2, 0), (1,))   # Bjørn was the durak in both deals
    assert window.summary.title.text() == "Bjørn is the fool of the game!"
    window.controller.shutdown()


def test_the_scorekeeper_says_who_lost_a_durak_match(qtbot) -> None:
    window = scorekeeper(qtbot, "durak", list(NAMES), match_length=2)
    window.confirm = lambda text: True
    assert window.add_deal([0, 1, 0]) and window.add_deal([0, 1, 0])
    assert window.saved.match.is_over()
    assert window.message.text() == "The game is over: Bjørn lost. It is in the family ledger."
