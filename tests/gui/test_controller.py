"""The controller runs matches through the engine: computers on worker threads, humans by submit,
refusals with the rule's reason, restart and resume from the move log, pass-and-play hand-offs."""

from __future__ import annotations

import pytest

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui.controller import GameController, SeatSetup, TableSetup, demo_moves, public_view

from .conftest import hearts_table

RULES = get_game("hearts").rules


@pytest.fixture
def controller(qtbot):
    c = GameController()
    yield c
    c.shutdown()


def test_a_whole_hearts_match_between_computers_runs_to_the_end(qtbot, controller) -> None:
    controller.auto_continue = True
    moves: list[tuple[int, str]] = []
    deals: list[object] = []
    controller.move_made.connect(lambda seat, move: moves.append((seat, str(move))))
    controller.deal_finished.connect(deals.append)
    with qtbot.waitSignal(controller.match_finished, timeout=60000) as finished:
        controller.new_match(hearts_table(humans=()), seed=11)
    match = controller.match
    assert match.is_over() and controller.match_over
    assert max(match.totals) >= 100
    assert finished.args == [match.winners()]
    assert deals == list(match.results) and len(deals) >= 4
    # every deal: 52 cards played, plus four passes except on the keeping hand (every fourth)
    expected = sum(52 + (0 if n % 4 == 3 else 4) for n in range(len(deals)))
    assert len(moves) == expected
    # the same seed gives the same match again
    again = GameController()
    again.auto_continue = True
    with qtbot.waitSignal(again.match_finished, timeout=60000):
        again.new_match(hearts_table(humans=()), seed=11)
    assert again.match.results == match.results
    again.shutdown()


def test_submit_applies_legal_moves_and_refuses_others_with_the_reason(qtbot, controller) -> None:
    refused: list[tuple[int, Reason]] = []
    controller.move_refused.connect(lambda seat, reason: refused.append((seat, reason)))
    controller.new_match(hearts_table(humans=(0,)), seed=4)
    view = controller.table_view
    assert view.seat == 0 and 0 in view.to_act and view.phase == "pass"
    play = RULES.parse_move(str(view.hand[0]))
    assert controller.submit(0, play) == Reason.of("must_pass", count=3)
    assert refused == [(0, Reason.of("must_pass", count=3))]
    assert controller.moves == ()
    pass_move = RULES.parse_move("pass " + " ".join(str(c) for c in view.hand[:3]))
    assert controller.submit(1, pass_move) is not None  # a computer's seat
    assert controller.submit(0, pass_move) is None
    assert controller.moves[0] == (0, str(pass_move))
    qtbot.waitUntil(lambda: controller.table_view.phase == "play" and 0 in controller.table_view.to_act,
                    timeout=10000)
    passes, plays = controller.moves[:4], controller.moves[4:]
    assert sorted(s for s, _ in passes) == [0, 1, 2, 3] and all(t.startswith("pass ") for _, t in passes)
    assert len(plays) < 4 and all(s != 0 and " " not in t for s, t in plays)
    assert controller.thinking_seat is None


def test_restart_deals_the_same_cards_and_resume_replays_the_log(qtbot, controller) -> None:
    controller.new_match(hearts_table(humans=(0,)), seed=8)
    first = controller.initial_state
    hand = controller.table_view.hand
    controller.submit(0, RULES.parse_move("pass " + " ".join(str(c) for c in hand[:3])))
    qtbot.waitUntil(lambda: len(controller.moves) >= 4, timeout=10000)
    assert controller.restart_deal()
    assert controller.initial_state == first and controller.moves == ()
    assert controller.table_view.hand == hand
    match = Match.new("hearts", 4, seed=8)
    log = demo_moves(match, 10, seed=2)
    other = GameController()
    other.resume(hearts_table(humans=(0,)), match, log)
    assert other.moves == tuple(log)
    assert other.state == replay(RULES, match.start_deal(), log)
    other.shutdown()


def test_public_view_hides_everything_private() -> None:
    match = Match.new("hearts", 4, seed=3)
    state = replay(RULES, match.start_deal(), demo_moves(match, 2))
    view = RULES.observe(state, 0)  # seat 0 has passed: its pass pile is face up for it
    assert view.pile("pass:0").cards[0] is not None
    public = public_view(view)
    assert type(public).__name__ == "Observation"
    assert all(c is None for c in public.hand) and len(public.hand) == len(view.hand)
    assert all(c is None for c in public.pile("hand:0").cards)
    assert all(c is None for c in public.pile("pass:0").cards)
    assert public.legal_moves == () and public.prompt is None and public.history == ()
    assert public.piles[-1] == view.piles[-1]  # public piles unchanged


def test_pass_and_play_hands_off_between_humans(qtbot, controller) -> None:
    handoffs: list[int] = []
    controller.handoff_requested.connect(handoffs.append)
    controller.new_match(hearts_table(humans=(0, 2)), seed=5)
    assert handoffs == [0] and controller.revealed is None and controller.handoff_seat == 0
    assert all(c is None for c in controller.table_view.hand)
    assert controller.submit(0, RULES.parse_move("pass 2C 3C 4C")) == Reason.of("handoff_pending", seat=0)
    assert controller.reveal(0) and controller.revealed == 0
    hand = controller.table_view.hand
    assert all(c is not None for c in hand)
    assert controller.submit(0, RULES.parse_move("pass " + " ".join(str(c) for c in hand[:3]))) is None
    assert handoffs == [0, 2] and controller.revealed is None and controller.viewer == 2
    assert not controller.reveal(0)  # only the named player lifts the curtain
    assert controller.reveal(2)
    assert controller.table_view.seat == 2 and controller.table_view.hand[0] is not None


def test_a_failing_computer_player_is_reported_and_replaced(qtbot, controller, monkeypatch) -> None:
    class Broken:
        level = "random"

        def choose(self, view, rng):
            raise RuntimeError("boom")

    game = get_game("hearts")
    monkeypatch.setattr(type(game), "player", lambda self, level: Broken())
    errors: list[str] = []
    controller.error_occurred.connect(errors.append)
    setup = TableSetup("hearts", tuple(SeatSetup(n, s == 0) for s, n in enumerate("ABCD")))
    controller.new_match(setup, seed=1)
    qtbot.waitUntil(lambda: len(errors) == 3, timeout=10000)
    assert all("boom" in e for e in errors)
    assert sorted(s for s, _ in controller.moves) == [1, 2, 3]  # random passes were made for them
