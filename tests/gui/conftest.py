"""GUI test fixtures: isolated settings, the bundled font, and Hjerterfri tables to play at."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings

from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui.controller import SeatSetup, TableSetup
from fjols_desktop.gui.paths import DATA_ENV

FORGOTTEN_DIALOG_S = 60   # far longer than any test that answers its dialogs waits for one


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch) -> Iterator[None]:
    """Every test gets empty settings, saves and ledger in its own folder (``paths.DATA_ENV``)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    yield


@pytest.fixture(scope="package", autouse=True)
def gui_thread_collector(qapp) -> Iterator[None]:
    """Cycles are collected on the GUI thread, as in the app (``create_app``): never by the autosave
    or a computer player's thread, where a Qt object would be destroyed on the wrong thread."""
    from fjols_desktop.gui.collector import collect_on_gui_thread

    collect_on_gui_thread(qapp)
    yield
    collect_on_gui_thread(qapp).stop()  # the one running now (a test may have replaced it)


@pytest.fixture(autouse=True)
def collect_after_each_test(gui_thread_collector) -> Iterator[None]:
    """A test that never spins the event loop still has its cycles collected (on this thread)."""
    from fjols_desktop.gui.collector import collect_due

    yield
    collect_due()


@pytest.fixture(autouse=True)
def no_forgotten_dialog(qapp) -> Iterator[None]:
    """A modal dialog nobody answers fails its test instead of hanging the suite (``DialogWatchdog``).
    Tests that expect a dialog answer it at once (``dialogs.answering``)."""
    from .dialogs import DialogWatchdog

    with DialogWatchdog(FORGOTTEN_DIALOG_S) as watchdog:
        yield
    if watchdog.forgotten:
        pytest.fail(f"a modal dialog was left open with nobody to answer it: {watchdog.forgotten}")


@pytest.fixture(scope="session", autouse=True)
def bundled_fonts(qapp) -> None:
    from fjols_desktop.gui.app import install_fonts

    install_fonts(qapp)


@pytest.fixture(scope="session", autouse=True)
def english(qapp) -> None:
    """English as the app speaks it at start-up (``app.run``): the source texts with their plural forms
    ("1 game", "2 games": ``translations/fjols_en.ts``) and a real locale for dates and numbers."""
    from fjols_desktop.gui.language import install_translators

    install_translators(qapp, "en")


def make_window(qtbot, width: int = 1280, height: int = 800):
    """A shown main window without animations whose computers play at once."""
    from fjols_desktop.gui.widgets.main_window import MainWindow

    window = MainWindow(animations=False)
    window.controller.pace_ms = 0
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    return window


def hearts_table(humans: tuple[int, ...] = (0,), seats: int = 4) -> TableSetup:
    names = ("Sofie", "Bjørn", "Åse", "Karl", "Mette")
    return TableSetup("hearts", tuple(SeatSetup(names[s], s in humans) for s in range(seats)))


def random_moves(match: Match, count: int, seed: int = 1) -> list[tuple[int, str]]:
    """The first ``count`` moves of ``match``'s next deal, chosen at random (lowest seat first)."""
    rules = get_game(match.game_id).rules
    state, rng, moves = match.start_deal(), random.Random(seed), []
    for _ in range(count):
        seat = min(rules.to_act(state))
        move = RandomPlayer().choose(rules.observe(state, seat), rng)
        state = rules.apply(state, seat, move)
        moves.append((seat, str(move)))
    return moves


@pytest.fixture
def window(qtbot):
    """A shown main window (``make_window``), its hint and computer threads stopped afterwards."""
    w = make_window(qtbot)
    yield w
    w.play_menu.hints.shutdown()
    w.controller.shutdown()
