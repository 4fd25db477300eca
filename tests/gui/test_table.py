"""Playing at the table with the mouse and keyboard (offscreen, real mouse events on the viewport):
a legal card dragged to the trick is played, an illegal one comes back with the engine's reason,
click + Enter and double-click play, several cards are selected and confirmed for a pass, and
buttons appear only for legal card-less moves."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from fjols_desktop.engine.games.hearts.state import MOON_MOVES
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui import i18n
from fjols_desktop.gui.controller import demo_moves
from fjols_desktop.gui.move_index import MoveIndex
from fjols_desktop.gui.widgets.action_bar import ActionBar
from fjols_desktop.gui.widgets.main_window import MainWindow

from .conftest import hearts_table, make_window

RULES = get_game("hearts").rules


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    yield w
    w.controller.shutdown()


def sit_down(qtbot, window: MainWindow, moves: int, seed: int = 3) -> None:
    match = Match.new("hearts", 4, seed=seed)
    window.controller.resume(hearts_table((0,)), match, demo_moves(match, moves, seed=seed))
    qtbot.waitUntil(lambda: window.scene.active and window.controller.thinking_seat is None, timeout=10000)


def following_position(qtbot, window: MainWindow) -> tuple[list, list]:
    """Sit down where the human must follow suit: some cards legal, some not."""
    for moves in range(6, 40):
        sit_down(qtbot, window, moves)
        view = window.controller.table_view
        legal = [c for c in view.hand if MoveIndex(view.legal_moves).is_legal(c)]
        if view.phase == "play" and 0 < len(legal) < len(view.hand):
            return legal, [c for c in view.hand if c not in legal]
    raise AssertionError("no position found")


def point_on(window: MainWindow, item) -> QPoint:
    """A viewport point on the visible left strip of a card in the fanned hand."""
    local = QPointF(item.size.width() * 0.18, item.size.height() * 0.55)
    return window.view.mapFromScene(item.mapToScene(local))


def drag(qtbot, window: MainWindow, start: QPoint, end: QPoint) -> None:
    vp = window.view.viewport()
    qtbot.mouseMove(vp, start)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 7):
        qtbot.mouseMove(vp, start + (end - start) * i / 6)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def item_of(window: MainWindow, card):
    return next(i for i in window.scene.hand_items() if i.card == card)


def trick_point(window: MainWindow) -> QPoint:
    return window.view.mapFromScene(window.scene.area("trick").rect.center())


def test_dragging_a_legal_card_to_the_trick_plays_it(qtbot, window) -> None:
    legal, _ = following_position(qtbot, window)
    made: list[tuple[int, str]] = []
    window.controller.move_made.connect(lambda seat, move: made.append((seat, str(move))))
    item = item_of(window, legal[0])
    assert item.legal and not item.dimmed and item.flags() & item.GraphicsItemFlag.ItemIsMovable
    drag(qtbot, window, point_on(window, item), trick_point(window))
    assert made[0] == (0, str(legal[0]))
    assert legal[0] not in window.controller.table_view.hand


def test_an_illegal_card_comes_back_with_the_engines_reason(qtbot, window) -> None:
    _, illegal = following_position(qtbot, window)
    made: list[object] = []
    window.controller.move_made.connect(lambda *a: made.append(a))
    item = item_of(window, illegal[0])
    assert item.dimmed and not item.legal
    home = item.pos()
    state, before = window.controller.state, window.controller.moves
    drag(qtbot, window, point_on(window, item), trick_point(window))
    reason = RULES.explain_illegal(state, 0, RULES.parse_move(str(illegal[0])))
    assert reason is not None and reason.key == "must_follow"
    assert window.status_text() == i18n.phrase(reason, window.controller.names, "hearts")
    assert window.status_text().startswith("You must follow suit: you still hold ")
    assert window.scene.prompt.message == window.status_text() and window.scene.prompt.message_shown
    assert window.scene.prompt.text.startswith("Your turn, Sofie.")  # the refusal goes under the prompt
    assert made == [] and window.controller.moves == before
    assert item_of(window, illegal[0]).pos() == home


def test_a_legal_card_dropped_on_the_felt_goes_back_with_a_hint(qtbot, window) -> None:
    legal, _ = following_position(qtbot, window)
    item = item_of(window, legal[0])
    home = item.home                # where it lies in the hand (a card just passed to Sofie stands raised)
    corner = window.view.mapFromScene(QPointF(window.scene.width() * 0.5, 12))
    drag(qtbot, window, point_on(window, item), corner)
    assert window.status_text() == "Drop the card on the trick."
    back = item_of(window, legal[0])
    assert back.pos() == home and not back.fresh   # back in the hand; a touch puts the received cards down


def test_click_then_enter_and_double_click_play(qtbot, window) -> None:
    legal, illegal = following_position(qtbot, window)
    made: list[tuple[int, str]] = []
    window.controller.move_made.connect(lambda seat, move: made.append((seat, str(move))))
    vp = window.view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=point_on(window, item_of(window, illegal[0])))
    assert window.status_text().startswith("You must follow suit")
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=point_on(window, item_of(window, legal[0])))
    assert window.hand_model.selected_cards() == (legal[0],)
    assert item_of(window, legal[0]).selected
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert made and made[0] == (0, str(legal[0]))
    # next turn of seat 0: a double-click plays a card where that is the only place it can go
    qtbot.waitUntil(lambda: window.scene.active and window.controller.thinking_seat is None, timeout=10000)
    view = window.controller.table_view
    card = next(c for c in view.hand if MoveIndex(view.legal_moves).is_legal(c))
    made.clear()
    where = point_on(window, item_of(window, card))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=where)  # a real double-click starts with a click
    qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=where)
    assert made and made[0] == (0, str(card))


def test_passing_selects_three_cards_and_confirms(qtbot, window) -> None:
    window.start(hearts_table((0,)), seed=2)
    view = window.controller.table_view
    assert view.phase == "pass"
    bar = window.actions_bar
    assert bar.isVisible() and bar.confirm is not None and not bar.confirm.isEnabled()
    assert bar.confirm.text() == "Pass these cards"
    vp = window.view.viewport()
    chosen = [view.hand[1], view.hand[4], view.hand[7]]
    for card in chosen[:2]:
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=point_on(window, item_of(window, card)))
    assert not bar.confirm.isEnabled()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.status_text() == "Select one more card."
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=point_on(window, item_of(window, chosen[2])))
    assert bar.confirm.isEnabled()
    made: list[str] = []
    window.controller.move_made.connect(lambda seat, move: made.append(str(move)) if seat == 0 else None)
    qtbot.mouseClick(bar.confirm, Qt.MouseButton.LeftButton)
    assert made == ["pass " + " ".join(str(c) for c in sorted(chosen))]


def test_buttons_only_for_legal_card_less_moves(qtbot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_moves(MoveIndex(MOON_MOVES), (), "hearts", active=True)
    assert [b.text() for b in bar.buttons] == ["Everyone else +26", "Me −26"]
    chosen: list[object] = []
    bar.move_chosen.connect(chosen.append)
    qtbot.mouseClick(bar.buttons[1], Qt.MouseButton.LeftButton)
    assert chosen == [MOON_MOVES[1]]
    bar.set_moves(MoveIndex(MOON_MOVES), (), "hearts", active=False)
    assert bar.buttons == [] and not bar.isVisible()
    bar.set_moves(MoveIndex(tuple(RULES.parse_move(t) for t in ("2C", "3C"))), (), "hearts", active=True)
    assert bar.buttons == []


def test_a_played_card_sheds_its_hand_highlights(qtbot, window) -> None:
    legal, _ = following_position(qtbot, window)
    item = item_of(window, legal[0])
    assert item.outlined and item.interactive
    window.play(RULES.parse_move(str(legal[0])))
    played = window.scene.cards[str(legal[0])]
    assert played is item and played.pile_id in ("trick", "last_trick") and not played.interactive
    assert not (played.outlined or played.selected or played.dimmed or played.legal)
