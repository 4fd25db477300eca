"""Festudgaven's signal race at the table, driven by synthetic key presses and a fake clock (no real
waiting, no timing assertions): each person's key is on their plate; a key with four of a kind is the
trigger; the race stamps each key press with the clock; computer seats signal after a delay drawn from
the ``ai_reaction`` band, at that time; the window's end makes the rest late; nobody's hand is shown
while several people race; a computer never signals falsely."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.games.festudgave.options import REACTION_BANDS, FestudgaveOptions
from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui.race import computer_reaction_ms

from .conftest import make_window
from .positions import find, table

RULES = get_game("festudgave").rules


class FakeClock:
    def __init__(self, now: int = 10_000) -> None:
        self.now = now

    def now_ms(self) -> int:
        return self.now


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    w.race.clock = FakeClock()
    yield w
    w.controller.shutdown()


def sit(qtbot, window, ready, humans=(0,), seats=4, seed=2, options=None):
    match, moves = find("festudgave", seats, ready, seed=seed, options=options)
    window.controller.resume(table("festudgave", seats, humans, options), match, moves)
    qtbot.waitUntil(lambda: window.controller.thinking_seat is None, timeout=10000)
    return window.controller.state


def quad(state, seat: int) -> bool:
    return state.phase == 0 and seat in RULES.signal_seats(state) and RULES.signal_cost(state, seat) is None


def signals(window) -> dict[int, int]:
    """(seat -> ms) of the race's signals, from the deal's move log."""
    return {seat: int(text.split()[1]) for seat, text in window.controller.moves if text.startswith("signal ")}


def test_a_persons_key_triggers_and_the_computers_react_in_their_band(qtbot, window) -> None:
    sit(qtbot, window, lambda view, state: quad(state, 0))
    clock, race = window.race.clock, window.race
    assert window.scene.plates[0].tags[-1] == ("key A", "neutral") and race.key_of(0) == "A"
    finished: list[object] = []
    window.controller.deal_finished.connect(finished.append)
    qtbot.keyClick(window.view, Qt.Key.Key_A)
    assert window.controller.moves[-1] == (0, "signal") and race.racing
    assert ("signalled first", "attack") in window.scene.plates[0].tags
    assert window.controller.thinking_seat is None          # the computers do not "choose" in the race
    clock.now += 3_000                                      # past every reaction of the normal band
    race.poll()
    low, high = REACTION_BANDS["normal"]
    times = signals(window)
    assert sorted(times) == [1, 2, 3] and all(low <= ms <= high for ms in times.values())
    assert finished and finished[0].fools == (max(times, key=lambda s: (times[s], s)),)
    assert window.controller.deal_over and not race.racing
    last = finished[0].fools[0]
    assert list(window.scene.plates[last].tags) == [("fjols!", "bad"), (f"{times[last] / 1000:.2f} s", "good")]


def test_a_computer_triggers_after_its_delay_and_a_key_press_is_stamped_by_the_clock(qtbot, window) -> None:
    state = sit(qtbot, window, lambda view, state: not quad(state, 0) and any(quad(state, s) for s in (1, 2, 3)))
    clock, race = window.race.clock, window.race
    holder = next(s for s in (1, 2, 3) if quad(state, s))
    assert holder in race.takes_over(state)                   # the controller leaves it to the race
    assert window.controller.thinking_seat != holder
    clock.now += 2_600                                        # past the slowest computer reaction
    race.poll()
    assert (holder, "signal") in window.controller.moves and race.racing
    assert ("press A!", "attack") in window.scene.plates[0].tags
    assert window.controller.table_view.legal_moves == ()     # no buttons: the key is the move
    clock.now += 450
    qtbot.keyClick(window.view, Qt.Key.Key_A)
    assert signals(window)[0] == 450
    qtbot.keyClick(window.view, Qt.Key.Key_A)                  # a second press changes nothing
    assert [text for seat, text in window.controller.moves if seat == 0].count("signal 450") == 1
    clock.now += 6_000
    race.poll()
    assert window.controller.deal_over


def test_the_window_closes_and_the_one_left_is_made_late(qtbot, window) -> None:
    sit(qtbot, window, lambda view, state: any(quad(state, s) for s in (1, 2, 3)) and not quad(state, 0))
    clock, race = window.race.clock, window.race
    finished: list[object] = []
    window.controller.deal_finished.connect(finished.append)
    clock.now += 2_600
    race.poll()
    clock.now += 1_500                                         # every computer has signalled: the person is last
    race.poll()
    assert finished and finished[0].fools == (0,) and window.controller.moves[-1] == (0, "late")
    assert ("too late", "bad") in window.scene.plates[0].tags


def test_several_people_race_with_their_own_keys_and_no_hand_shows(qtbot, window) -> None:
    sit(qtbot, window, lambda view, state: quad(state, 1) and not quad(state, 0) and not quad(state, 2),
                humans=(0, 2), seed=4)
    clock, race = window.race.clock, window.race
    assert race.key_of(0) == "A" and race.key_of(2) == "P"
    assert window.controller.handoff_seat is not None or window.controller.revealed is not None
    clock.now += 2_600
    race.poll()                                                 # the computer at seat 1 triggers
    assert race.racing and window.controller.handoff_seat is None and window.controller.revealed is None
    assert not window.curtain.isVisible()
    assert all(item.card is None for item in window.scene.cards.values() if item.pile_id.startswith("hand:"))
    clock.now += 300
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    clock.now += 200
    qtbot.keyClick(window.view, Qt.Key.Key_A)
    assert signals(window)[2] == 300 and signals(window)[0] == 500
    clock.now += 6_000
    race.poll()
    assert window.controller.deal_over


def test_a_computer_never_signals_without_four_of_a_kind(qtbot, window) -> None:
    sit(qtbot, window, lambda view, state: True)
    match, moves = find("festudgave", 4, lambda view, state: 1 in RULES.to_act(state) and not quad(state, 1), seed=6)
    state = replay(RULES, match.start_deal(), moves)
    signal = RULES.parse_move("signal")
    assert RULES.explain_illegal(state, 1, signal) is None     # a false signal is legal (it loses the round) ...
    move = window.race.computer_move(1, signal, state)
    assert str(move).startswith("pass ") and move in RULES.legal_moves(state, 1)   # ... but not for the stand-in
    assert window.race.computer_move(1, move, state) == move


def test_reaction_times_come_from_the_house_rules_band() -> None:
    rng = random.Random(1)
    for speed, (low, high) in REACTION_BANDS.items():
        options = FestudgaveOptions.from_dict({"ai_reaction": speed})
        times = [computer_reaction_ms(get_game("festudgave").rules, options, rng) for _ in range(200)]
        assert low <= min(times) and max(times) <= high and len(set(times)) > 20


def test_a_passing_round_that_runs_out_of_time_passes_the_chosen_card(qtbot, window) -> None:
    options = {"tick_timer_s": 2}
    sit(qtbot, window, lambda view, state: view.phase == "pass" and not quad(state, 0), options=options, seed=7)
    clock, race = window.race.clock, window.race
    view = window.controller.table_view
    chosen = view.hand[2]
    window.hand_model.set_selected(window.hand_model.row_of(str(chosen)), True)   # chosen, not yet passed
    before = len(window.controller.moves)
    clock.now += 1_999
    race.poll()
    assert len(window.controller.moves) == before                # the time is not up yet
    clock.now += 2
    race.poll()
    assert (0, f"pass {chosen}") in window.controller.moves[before:]


def test_computer_levels_react_in_their_own_part_of_the_band(qtbot, window) -> None:
    from fjols_desktop.gui.controller import SeatSetup, TableSetup

    match, moves = find("festudgave", 4, lambda view, state: quad(state, 0), seed=2)
    setup = TableSetup("festudgave", (SeatSetup("Sofie"), SeatSetup("Bjørn", False, "easy"),
                                      SeatSetup("Åse", False, "medium"), SeatSetup("Karl", False, "hard")), {})
    window.controller.resume(setup, match, moves)
    qtbot.waitUntil(lambda: window.controller.thinking_seat is None, timeout=10000)
    clock, race = window.race.clock, window.race
    qtbot.keyClick(window.view, Qt.Key.Key_A)
    assert window.controller.moves[-1] == (0, "signal") and race.racing
    clock.now += 3_000
    race.poll()
    low, high = REACTION_BANDS["normal"]
    times = signals(window)
    assert sorted(times) == [1, 2, 3]
    assert low + 0.6 * (high - low) <= times[1] <= high          # easy: the slowest 40 %
    assert low + 0.3 * (high - low) <= times[2] <= low + 0.7 * (high - low)   # medium: the middle 40 %
    assert low <= times[3] <= low + 0.4 * (high - low)           # hard: the quickest 40 %
    assert window.controller.deal_over


def test_a_computer_level_passes_its_own_card_instead_of_a_false_signal(qtbot, window) -> None:
    from fjols_desktop.gui.controller import SeatSetup, TableSetup

    match, moves = find("festudgave", 4, lambda view, state: 1 in RULES.to_act(state) and not quad(state, 1), seed=6)
    setup = TableSetup("festudgave", (SeatSetup("Sofie"), SeatSetup("Bjørn", False, "medium"),
                                      SeatSetup("Åse", False, "medium"), SeatSetup("Karl", False, "medium")), {})
    window.controller.resume(setup, match, [])
    state = replay(RULES, match.start_deal(), moves)
    move = window.race.computer_move(1, RULES.parse_move("signal"), state)
    assert str(move).startswith("pass ") and move in RULES.legal_moves(state, 1)
