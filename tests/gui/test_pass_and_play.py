"""Two people at one computer: a full-window curtain comes down before each human turn (the passing
phase included) and no person's cards are ever face up on screen while another person may look."""

from __future__ import annotations

import itertools
import random

from PySide6.QtCore import Qt

from fjols_desktop.gui.widgets.main_window import MainWindow

from .conftest import hearts_table, make_window


def face_up_private_owners(window: MainWindow) -> set[int]:
    """Owners of every hand or passed card drawn face up on the table right now."""
    owners = set()
    for item in window.scene.cards.values():
        kind, _, owner = item.pile_id.partition(":")
        if item.card is not None and kind in ("hand", "pass"):
            owners.add(int(owner))
    return owners


def test_the_curtain_hides_every_hand_between_two_humans(qtbot) -> None:
    window = make_window(qtbot, 1024, 640)
    c = window.controller
    violations: list[tuple[int | None, set[int]]] = []

    def check(*_: object) -> None:
        owners = face_up_private_owners(window)
        if owners - ({c.revealed} if c.revealed is not None else set()):
            violations.append((c.revealed, owners))
        if c.revealed is None and c.handoff_seat is not None and not window.curtain.isVisible():
            violations.append((None, {-1}))

    c.observation_changed.connect(check)  # after the window has redrawn the table for the new view
    window.start(hearts_table(humans=(0, 2)), seed=9)
    rng = random.Random(4)
    turns: list[tuple[int, bool]] = []  # (seat, whether the curtain came down first)
    while not c.deal_over and len(turns) < 40:
        qtbot.waitUntil(lambda: c.deal_over or c.handoff_seat is not None
                        or (window.scene.active and c.thinking_seat is None), timeout=10000)
        if c.deal_over:
            break
        curtain = c.handoff_seat is not None
        if curtain:
            seat = c.handoff_seat
            assert window.curtain.isVisible() and window.curtain.geometry() == window.rect()
            assert window.curtain.title.text() == f"Pass the computer to {c.names[seat]}"
            assert face_up_private_owners(window) == set()
            assert all(i.card is None for i in window.scene.hand_items(seat))
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            assert not window.curtain.isVisible() and c.revealed == seat
        view = c.table_view
        assert view.seat == c.revealed and view.seat in (0, 2)
        assert face_up_private_owners(window) <= {view.seat}
        assert [i.card for i in window.scene.hand_items()] == list(view.hand)
        turns.append((view.seat, curtain))
        window.play(view.legal_moves[rng.randrange(len(view.legal_moves))])
    assert violations == []
    assert turns[0] == (0, True) and turns[1] == (2, True)  # passing: one after the other
    assert len(turns) >= 20
    for (before, _), (seat, curtain) in itertools.pairwise(turns):
        assert curtain == (seat != before), (before, seat)
    window.controller.shutdown()
