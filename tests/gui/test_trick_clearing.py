"""Every trick game clears a won trick to its winner the same way, and the last-trick corner stays
(issue 23, item 4): Hjerterfri, Davoserjas and Fool! at the real window.

With animations off the trick goes straight to the corner beside the hand: the middle is empty
while the winner is told to lead. With animations on the table holds the trick in the middle for a
moment, sweeps it to its winner (the TAKEN pile where the game has one; Fool!, whose tricks go to the
discard pile, to the seat whose card won) and then lays it in the corner."""

from __future__ import annotations

import pytest

from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui.widgets.main_window import MainWindow

from .positions import find, table

TRICK_GAMES = (("hearts", 4, 0), ("davoserjas", 4, 1), ("fool", 4, 0), ("fool", 8, 0))


def _leads_after_a_trick(view, state) -> bool:
    last = view.pile("last_trick")
    return view.phase == "play" and not view.pile("trick").cards and last is not None and bool(last.cards)


def _sit(qtbot, window: MainWindow, game: str, seats: int, ready, deals: int = 0):
    match, moves = find(game, seats, ready, seed=5, deals=deals)
    window.controller.resume(table(game, seats), match, moves)
    qtbot.waitUntil(lambda: window.scene.active and window.controller.thinking_seat is None, timeout=10000)
    return window.controller.table_view


def _corner_holds_the_last_trick(window: MainWindow, view) -> None:
    scene = window.scene
    middle = scene.area("trick").rect
    in_middle = [str(i.card) for i in scene.cards.values() if i.pile_id in ("trick", "last_trick")
                 and i.card_rect().intersects(middle)]
    assert in_middle == []                                              # the middle is cleared
    corner = scene.area("last_trick")
    assert corner is not None and not corner.rect.isEmpty() and corner.label == "Last trick"
    shown = sorted((i for i in scene.cards.values() if i.pile_id == "last_trick"), key=lambda i: i.index)
    assert [str(i.card) for i in shown] == [str(c) for c in view.pile("last_trick").cards]
    assert all(i.card_rect().left() >= scene.layout_.hand.right() for i in shown)   # beside the hand
    assert all(i.size == scene.layout_.small and i.opacity() == 1.0 for i in shown)


@pytest.mark.parametrize(("game", "seats", "deals"), TRICK_GAMES)
def test_a_won_trick_leaves_the_middle_and_the_corner_keeps_it(qtbot, window, game, seats, deals) -> None:
    view = _sit(qtbot, window, game, seats, _leads_after_a_trick, deals)
    assert window.scene.prompt.text.startswith("Your turn, Sofie.")
    _corner_holds_the_last_trick(window, view)


def _wins_with_the_last_card(game: str):
    rules = get_game(game).rules

    def ready(view, state) -> bool:
        return view.phase == "play" and bool(view.pile("trick").cards) and _winning(rules, state) is not None

    return ready


def _winning(rules, state):
    """Seat 0's move that ends the trick and wins it (the round goes on), if any."""
    for move in rules.legal_moves(state, 0):
        after = rules.apply(state, 0, move)
        if not rules.is_over(after) and rules.to_act(after) == frozenset({0}) and \
                not rules.observe(after, 0).pile("trick").cards:
            return move
    return None


@pytest.mark.parametrize("game", ["fool", "hearts"])
def test_the_trick_is_held_then_swept_to_its_winner_then_laid_in_the_corner(qtbot, game) -> None:
    window = MainWindow(animations=True)
    window.controller.pace_ms = 0
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    try:
        _sit(qtbot, window, game, 4, _wins_with_the_last_card(game))
        scene, animator = window.scene, window.scene.animator
        qtbot.waitUntil(lambda: animator.flying == 0, timeout=5000)
        plans = []
        planned = animator.plan
        animator.plan = lambda view, layout: plans.append(planned(view, layout)) or plans[-1]
        move = _winning(get_game(game).rules, window.controller.state)
        assert window.controller.submit(0, move) is None
        view = window.controller.table_view
        trick_cards = [str(c) for c in view.pile("last_trick").cards]
        assert plans[-1].sweep == trick_cards
        to = scene.layout_.seats[0].anchor if game == "fool" else scene.area("taken:0").rect.center()
        assert plans[-1].sweep_to == to                                     # to the winner: Sofie
        assert scene.holding_trick and scene.area("last_trick").rect.isEmpty()   # held in the middle
        qtbot.waitUntil(lambda: animator.flying > 0, timeout=5000)           # the sweep
        qtbot.waitUntil(lambda: not scene.holding_trick, timeout=5000)
        _corner_holds_the_last_trick(window, view)
    finally:
        window.play_menu.hints.shutdown()
        window.controller.shutdown()
