"""Autosave and resume in the window: a save after every move that replays to the table's state,
a resumed match whose computers play on exactly as if it never stopped, the ledger fed at the end,
the start-up offer (continue, put away, a finished save, damaged saves kept), and the family roster."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from fjols_desktop.engine.match import Match
from fjols_desktop.gui.autosave import StoreWorker, claim_slot, table_setup
from fjols_desktop.gui.controller import GameController, TableSetup, decision_rng
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import SavedMatch, SaveSlot, SeatInfo

from .conftest import hearts_table, make_window
from .dialogs import answering


def data_dir() -> Path:
    return Path(os.environ["FJOLS_DATA_DIR"])


def short_hearts(humans: tuple[int, ...] = ()) -> TableSetup:
    table = hearts_table(humans)
    return TableSetup("hearts", table.seats, {"target_score": 30})


def finished_match(qtbot, setup: TableSetup, seed: int) -> Match:
    """The whole match played by the controller without any interruption."""
    controller = GameController()
    controller.auto_continue = True
    with qtbot.waitSignal(controller.match_finished, timeout=60000):
        controller.new_match(setup, seed)
    controller.shutdown()
    return controller.match


def test_decision_rng_is_a_pure_function_of_the_place_in_the_match() -> None:
    assert decision_rng(7, 2, 5, 1).random() == decision_rng(7, 2, 5, 1).random()
    values = {decision_rng(7, d, m, s).random() for d in (0, 1) for m in (0, 1) for s in (0, 1)}
    assert len(values) == 8


def test_every_move_is_saved_and_the_save_replays_to_the_table(qtbot) -> None:
    window = make_window(qtbot)
    keeper = window.family.keeper
    window.start(hearts_table(humans=(0,)), seed=4)
    qtbot.waitUntil(lambda: keeper.current is not None and keeper.flush(5), timeout=5000)
    hand = window.controller.table_view.hand
    assert window.controller.submit(0, window.controller.game.rules.parse_move(
        "pass " + " ".join(str(c) for c in hand[:3]))) is None
    qtbot.waitUntil(lambda: window.controller.table_view.phase == "play" and window.controller.thinking_seat is None,
                    timeout=10000)
    assert keeper.flush(10)
    loaded = keeper.slot.load()
    assert loaded.saved.moves == window.controller.moves and len(loaded.saved.moves) >= 4
    assert loaded.state == window.controller.state
    assert [s.name for s in loaded.saved.seats] == list(window.controller.names)
    assert [s.level for s in loaded.saved.seats] == [None, "random", "random", "random"]
    window.close()


def test_a_resumed_match_plays_on_exactly_as_one_that_never_stopped(qtbot) -> None:
    setup = short_hearts()
    expected = finished_match(qtbot, setup, seed=21)
    window = make_window(qtbot)
    window.controller.pace_ms = 5
    keeper = window.family.keeper
    window.start(setup, seed=21)
    qtbot.waitUntil(lambda: len(window.controller.moves) >= 30, timeout=20000)
    window.close()  # a plain quit: the last move is written before the window goes
    saved = SaveSlot(data_dir(), keeper.slot.name).load().saved
    assert len(saved.moves) >= 30 and not saved.match.is_over()
    again = make_window(qtbot)
    again.family.offer_policy = "continue"
    again.controller.auto_continue = True
    recorded: list[str] = []
    again.family.keeper.recorded.connect(recorded.append)  # not waitSignal: see the damaged-save test
    qtbot.waitUntil(lambda: again.family.keeper.current is not None, timeout=5000)
    qtbot.waitUntil(lambda: bool(recorded), timeout=60000)
    assert again.controller.match.results == expected.results
    entries = Ledger(data_dir()).matches()
    assert [e.uid for e in entries] == [saved.uid]
    assert tuple(s.total for s in entries[0].seats) == expected.totals
    assert not again.family.keeper.slot.exists()
    again.close()


def test_the_offer_shows_the_save_and_continue_or_put_away(qtbot) -> None:
    match = Match.new("hearts", 4, seed=5)
    saved = SavedMatch.new(match, (SeatInfo.human("Sofie"), SeatInfo.computer("Bjørn", "random"),
                                   SeatInfo.computer("Åse", "random"), SeatInfo.computer("Karl", "random")))
    state = match.start_deal()
    rules = match.game.rules
    for _ in range(4):
        seat = min(rules.to_act(state))
        move = rules.legal_moves(state, seat)[0]
        state = rules.apply(state, seat, move)
        saved = saved.played(seat, move, state)
    SaveSlot(data_dir()).write(saved)
    window = make_window(qtbot)
    window.controller.pace_ms = 100000  # nobody moves while we look
    offer = window.family.offer
    qtbot.waitUntil(lambda: len(offer.boxes) == 1, timeout=5000)
    box = offer.boxes[0]
    assert box.text() == "A game of Hjerterfri was not finished."
    lines = box.informativeText().splitlines()
    assert lines[:5] == ["Deal 1, 4 moves made in it.", "Sofie: 0 points", "Bjørn (computer): 0 points",
                         "Åse (computer): 0 points", "Karl (computer): 0 points"]
    assert lines[5].startswith("Saved ")
    continue_button = next(b for b in box.buttons() if b.text() == "Continue")
    continue_button.click()
    qtbot.waitUntil(lambda: window.controller.match is not None, timeout=5000)
    assert window.controller.moves == saved.moves and window.controller.state == state
    assert window.controller.setup == table_setup(saved)
    assert window.family.keeper.current.uid == saved.uid
    window.close()
    # the next start: put it away -> into the ledger as abandoned, and the save is gone
    again = make_window(qtbot)
    qtbot.waitUntil(lambda: len(again.family.offer.boxes) == 1, timeout=5000)
    box = again.family.offer.boxes[0]
    with answering("Abandon the match") as seen:  # it asks, naming what is lost
        next(b for b in box.buttons() if b.text() == "Put it away").click()
        qtbot.waitUntil(lambda: not again.family.keeper.slot.exists(), timeout=5000)
    assert [s.text for s in seen] == [("Abandon the Hjerterfri match with Sofie, Bjørn, Åse and Karl? "
                                       "It cannot be continued.")]
    assert again.family.keeper.flush(5)
    entries = Ledger(data_dir()).matches(include_unfinished=True)
    assert [(e.uid, e.finished) for e in entries] == [(saved.uid, False)]
    assert again.controller.match is None
    again.close()


def test_a_finished_save_is_recorded_at_start_up(qtbot) -> None:
    from tests.store.helpers import FAMILY, new_saved, play_to_end

    saved = play_to_end(new_saved(seed=2, seats=FAMILY, target_score=40))
    SaveSlot(data_dir()).write(saved)
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: not window.family.keeper.slot.exists(), timeout=5000)
    assert window.family.keeper.flush(5)
    assert [e.uid for e in Ledger(data_dir()).matches()] == [saved.uid]
    assert window.statusBar().currentMessage() == "The finished game of Hjerterfri was written into the family ledger."
    window.close()


def test_a_damaged_save_with_a_good_previous_one_continues_from_there(qtbot) -> None:
    from tests.store.helpers import new_saved, play

    first, _ = play(new_saved(seed=6), 5)
    second, _ = play(first, 1)
    slot = SaveSlot(data_dir())
    slot.write(first)
    slot.write(second)
    damaged = slot.path.read_bytes()[:-40]
    slot.path.write_bytes(damaged)
    window = make_window(qtbot)
    window.controller.pace_ms = 100000
    qtbot.waitUntil(lambda: len(window.family.offer.boxes) == 1, timeout=5000)
    box = window.family.offer.boxes[0]
    assert box.text() == "The last save of the game cannot be used: The file is damaged: it is not complete, " \
                         "readable text."
    assert box.informativeText().startswith("The save before it is good; it is one move earlier.")
    next(b for b in box.buttons() if b.text() == "Continue from there").click()
    qtbot.waitUntil(lambda: window.controller.match is not None, timeout=5000)
    assert window.controller.moves == first.moves
    assert window.family.keeper.flush(5)
    kept = list((data_dir() / "saves").glob("autosave.damaged-*.json"))
    assert [p.read_bytes() for p in kept] == [damaged]  # renamed aside by the next write, never deleted
    window.close()


@pytest.mark.parametrize(("content", "reason"), [
    (b'{"format": "fjols-save", "schema": 99}', ("A newer version of Fjols wrote this file (format 99; this "
                                                "version reads up to 1).")),
    (b"[" * 100_000, "The file is damaged: it is nested far too deeply."),
    (b'{"format": "fjols-save", "schema": 1, "uid": 7}', "The file is damaged: “uid” should be a text."),
    (b"\x00\xff garbage", "The file is damaged: it is not complete, readable text."),
])
def test_a_damaged_save_without_a_backup_is_kept_and_the_app_goes_on(qtbot, content, reason) -> None:
    folder = data_dir() / "saves"
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_bytes(content)
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: len(window.family.offer.boxes) == 1, timeout=5000)
    box = window.family.offer.boxes[0]
    assert box.text() == f"The saved game cannot be continued: {reason}"
    kept = list(folder.glob("autosave.damaged-*.json"))
    assert [p.read_bytes() for p in kept] == [content]
    assert kept[0].name in box.informativeText()
    box.close()
    saved: list[object] = []
    # The keeper emits from its writer thread, once per write; pytest-qt's waitSignal would be left
    # connected to writes still queued when it returns and be called after it is gone (a crash).
    window.family.keeper.saved.connect(saved.append)
    window.start(hearts_table(humans=(0,)), seed=1)  # and a new game starts and is saved as usual
    qtbot.waitUntil(lambda: bool(saved), timeout=5000)
    assert window.family.keeper.slot.load().saved.game_id == "hearts"
    window.close()


def test_starting_over_a_save_left_behind_records_it_as_abandoned(qtbot) -> None:
    from tests.store.helpers import new_saved, play

    left, _ = play(new_saved(seed=9), 7)
    SaveSlot(data_dir()).write(left)
    window = make_window(qtbot)
    window.family.offer_policy = "none"  # as if the question was still open when a game was started
    window.start(hearts_table(humans=(0,)), seed=3)
    assert window.family.keeper.flush(5)
    assert [(e.uid, e.finished) for e in Ledger(data_dir()).matches(include_unfinished=True)] == [(left.uid, False)]
    assert window.family.keeper.slot.load().saved.uid == window.family.keeper.current.uid != left.uid
    window.close()


def test_a_restarted_deal_is_saved_without_its_moves_and_counts_as_a_take_back(qtbot) -> None:
    window = make_window(qtbot)
    keeper = window.family.keeper
    window.start(hearts_table(humans=(0,)), seed=8)
    hand = window.controller.table_view.hand
    window.controller.submit(0, window.controller.game.rules.parse_move("pass " + " ".join(map(str, hand[:3]))))
    qtbot.waitUntil(lambda: len(window.controller.moves) >= 4, timeout=10000)
    window.controller.pace_ms = 100000
    with answering("Deal again") as seen:
        window.restart_deal()
    assert [s.text for s in seen] == ["Deal this hand again from the start?"]
    assert keeper.flush(5)
    saved = keeper.slot.load().saved
    assert saved.moves == () and saved.undo_used == (True, False, False, False)
    keeper.hinted(0)
    assert keeper.flush(5) and keeper.slot.load().saved.hints_used == (True, False, False, False)
    window.close()


def test_two_windows_claim_two_slots_and_a_dead_owner_frees_one(tmp_path) -> None:
    first, lock1 = claim_slot(tmp_path)
    second, lock2 = claim_slot(tmp_path)
    assert (first.name, second.name) == ("autosave", "autosave-2")
    lock1.unlock()
    again, lock3 = claim_slot(tmp_path)
    assert again.name == "autosave"
    for lock in (lock2, lock3):
        lock.unlock()


def test_the_store_worker_keeps_order_and_coalesces_writes() -> None:
    done: list[str] = []
    errors: list[BaseException] = []
    worker = StoreWorker(errors.append)
    import threading

    gate = threading.Event()
    worker.submit(gate.wait)
    for n in range(5):
        worker.submit(lambda n=n: done.append(f"write {n}"), key="write")
    worker.submit(lambda: done.append("record"))
    worker.submit(lambda: 1 / 0)
    worker.submit(lambda: done.append("after"), key="write")
    gate.set()
    assert worker.flush(5)
    assert done == ["write 4", "record", "after"]
    assert len(errors) == 1 and isinstance(errors[0], ZeroDivisionError)
    worker.close()


def test_the_roster_feeds_the_new_game_dialog_and_the_save(qtbot) -> None:
    from fjols_desktop.gui.widgets.new_game_dialog import NewGameDialog
    from fjols_desktop.gui.widgets.roster_dialog import RosterDialog

    window = make_window(qtbot)
    ledger = window.family.keeper.ledger()
    roster = RosterDialog(ledger, window)
    qtbot.addWidget(roster)
    for name in ("Mormor", "Åse", "åse"):
        roster.name.setText(name)
        roster.add()
    assert roster.names() == ["Mormor", "Åse"]  # sorted as the ledger folds case: å after m
    assert roster.error.text() == "åse is already in the family."
    roster.people.setCurrentRow(0)
    assert roster.rename("Farmor")
    assert roster.names() == ["Farmor", "Åse"]
    dialog = NewGameDialog(window.settings, "hearts", window, roster=window.family.roster)
    qtbot.addWidget(dialog)
    completer = dialog.rows[0].name.completer()
    assert [completer.model().index(i, 0).data() for i in range(completer.model().rowCount())] == ["Farmor", "Åse"]
    assert not dialog.family_button.isHidden()
    assert NewGameDialog(window.settings, "hearts", window).family_button.isHidden()  # no roster, no button
    dialog.rows[0].name.setText("Farmor")
    window.start(dialog.table_setup(), seed=2)
    farmor = ledger.find_person("Farmor")
    assert window.family.keeper.current.seats[0] == SeatInfo.human("Farmor", farmor.id)
    roster.people.setCurrentRow(1)
    roster.remove()  # Åse never played: removed outright
    assert roster.names() == ["Farmor"] and ledger.find_person("Åse") is None
    window.close()


def test_settings_and_presets_that_cannot_be_read_are_reported_and_kept(qtbot) -> None:
    config = data_dir() / "config"
    config.mkdir(parents=True)
    settings_bytes = b'{"format": "fjols-preferences", "schema": 1, "values": {"play/pace_ms": 7'  # truncated
    presets_bytes = json.dumps({"format": "fjols-presets", "schema": 5, "games": {}}).encode()  # a newer Fjols
    (config / "preferences.json").write_bytes(settings_bytes)
    (config / "presets.json").write_bytes(presets_bytes)
    window = make_window(qtbot)
    qtbot.waitUntil(lambda: len(window.family.messages) == 1, timeout=5000)
    box = window.family.messages[0]
    assert box.text() == "Some of your settings could not be read, so Fjols started with its usual ones."
    lines = box.informativeText().splitlines()
    assert lines[0] == "preferences.json: The file is damaged: it is not complete, readable text."
    assert lines[1] == "presets.json: A newer version of Fjols wrote this file (format 5; this version reads up to 1)."
    assert [p.read_bytes() for p in config.glob("preferences.damaged-*.json")] == [settings_bytes]
    assert [p.read_bytes() for p in config.glob("presets.damaged-*.json")] == [presets_bytes]
    assert window.settings.pace_ms == 700
    window.settings.four_colour = True  # the app keeps working, and writes a fresh file
    assert json.loads((config / "preferences.json").read_text())["values"] == {
        "display/four_colour": True}
    window.close()


def test_a_table_resumed_from_moves_without_a_save_is_saved_with_them(qtbot) -> None:
    window = make_window(qtbot)
    window.controller.pace_ms = 100000
    window.quick_start("hearts", seed=3, humans=(0,), demo_moves=6)  # the command line's --demo-moves
    assert window.family.keeper.flush(5)
    saved = window.family.keeper.slot.load().saved
    assert saved.moves == window.controller.moves and len(saved.moves) == 6
    assert saved.undo_used == (False,) * 4
    window.close()


def test_a_damaged_ledger_keeps_the_finished_match_in_its_save_and_the_file_untouched(qtbot) -> None:
    folder = data_dir()
    folder.mkdir(parents=True)
    garbage = b"this is not a database" * 100
    (folder / "ledger.sqlite3").write_bytes(garbage)
    window = make_window(qtbot)
    window.controller.auto_continue = True
    problems: list[object] = []
    window.family.keeper.problem.connect(problems.append)
    with qtbot.waitSignal(window.controller.match_finished, timeout=60000):
        window.start(short_hearts(), seed=5)
    assert window.family.keeper.flush(10)
    qtbot.waitUntil(lambda: any(getattr(p, "reason", None) and p.reason.key == "ledger_damaged" for p in problems),
                    timeout=5000)
    said = "Not in the family ledger: The family ledger is damaged."
    assert window.statusBar().currentMessage() == said
    assert window.family.warning.text() == said and not window.family.warning.bar.isHidden()
    assert (folder / "ledger.sqlite3").read_bytes() == garbage
    kept = window.family.keeper.slot.load().saved
    assert kept.match.is_over() and kept.match.results == window.controller.match.results
    window.close()


def test_every_reason_the_store_gives_is_phrased() -> None:
    import re

    from fjols_desktop.engine.errors import Reason
    from fjols_desktop.gui import i18n
    from fjols_desktop.gui.i18n import store as store_phrases
    from fjols_desktop.gui.i18n.store import store_phrase
    from fjols_desktop.store.errors import OS_REASON_KEYS
    from fjols_desktop.store.ledger import SQLITE_REASON_KEYS

    folder = Path(__file__).resolve().parents[2] / "fjols_desktop" / "store"
    keys = set()
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        keys.update(re.findall(r'Reason\.of\(\s*"([a-z0-9_]+)"', text))
        keys.update(re.findall(r'"([a-z]+_bad_name)"', text))
    keys |= OS_REASON_KEYS | SQLITE_REASON_KEYS  # what the disk said, from tables of error numbers
    assert {"file_not_json", "save_illegal_move", "ledger_busy", "person_bad_name", "preset_bad_name"} <= keys
    assert sorted(keys - set(store_phrases.REASONS)) == []
    for key in keys:
        assert store_phrase(Reason.of(key)) != i18n.fallback(Reason.of(key))
    assert store_phrase(Reason.of("save_illegal_move", deal=0, move=4, text="QS")) == \
        "Move 5 of deal 1 (“QS”) is not a move the rules allow there."  # counted from 1 for people
    assert store_phrase(Reason.of("deal_points_sum", total=25, expected=26), (), "hearts") == \
        "The points add up to 25; a hand gives 26 (or is a moon). Save anyway?"  # the game's own phrase first
