"""Screenshots of what the table says and shows around a turn (issue 23), in English and Danish:

    .venv/bin/python scripts/behaviour_screenshots.py [--out docs/screenshots]

* ``hearts-received-<size>``: Hjerterfri just after the pass, the three cards that came raised with
  their green edge (1024x600 and 1920x1080);
* ``festudgave-13-received-1024x600``: Festudgaven at 13 players after two passing rounds, the card that
  came raised, the signal button with its key in the corner away from "Pass this card";
* ``fool-8-lead-after-trick-<size>``: Fool! at 8 players leading after a trick: the middle is empty,
  the last trick lies in its corner;
* ``hearts-reason-under-prompt-1024x600``: a computer's reason under the turn prompt;
* ``deal-review-passes-1024x600``: the deal review with what each player gave and got.

Offscreen, with its own empty settings folder; the received cards stay raised until the picture is taken.
"""
from __future__ import annotations

import argparse
import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["FJOLS_DATA_DIR"] = tempfile.mkdtemp(prefix="fjols-shots-")
atexit.register(shutil.rmtree, os.environ["FJOLS_DATA_DIR"], True)   # nothing left behind
parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
OUT = parser.parse_args().out
Path(OUT).mkdir(parents=True, exist_ok=True)
from PySide6.QtCore import QElapsedTimer

from fjols_desktop.engine.match import Match
from fjols_desktop.gui.app import create_app
from fjols_desktop.gui.controller import SeatSetup, TableSetup
from fjols_desktop.gui.language import install_translators
from fjols_desktop.gui.table import received
from fjols_desktop.gui.widgets.main_window import MainWindow
from tests.gui.positions import find, table

APP = create_app([sys.argv[0]])
LONG = ("Bartholomæus", "Maximilianus", "Konstantinos", "Marie-Louise", "Hans-Wilhelm", "Anne-Margret",
        "Karl-Mattias", "Åse-Marianne", "Sven-Wilhelm", "Ingeborg-Åse", "Christiansen", "Gunnar-Bjørn", "Mads-Mikkelo")
FOUR = ("Anna", "Bjørn", "Åse", "Karl")


def spin(cond, ms: int = 20000) -> bool:
    """Run the event loop until ``cond()`` holds (or ``ms`` have passed), then a little more."""
    timer = QElapsedTimer()
    timer.start()
    while not cond() and timer.elapsed() < ms:
        APP.processEvents()
    for _ in range(20):
        APP.processEvents()
    return bool(cond())


def window(w: int, h: int) -> MainWindow:
    win = MainWindow(animations=False)
    win.controller.pace_ms = 0
    win.resize(w, h)
    win.show()
    spin(lambda: False, 200)
    return win


def ready(win: MainWindow) -> bool:
    c = win.controller
    return c.table_view is not None and win.scene.active and c.thinking_seat is None


def setup(game: str, names, humans=(0,)) -> TableSetup:
    return TableSetup(game, tuple(SeatSetup(n, s in humans, "medium") for s, n in enumerate(names)))


def save(win, name: str) -> None:
    win.grab().save(f"{OUT}/{name}")
    print(f"{OUT}/{name}")


def hearts_received(w: int, h: int, sfx: str) -> None:
    win = window(w, h)
    win.start(setup("hearts", ("Sofie", "Bjørn", "Åse", "Karl")), seed=4)
    spin(lambda: ready(win))
    win.play(win.controller.table_view.legal_moves[0])
    spin(lambda: bool(win.scene.received.keys) and ready(win))
    save(win, f"hearts-received-{w}x{h}{sfx}.png")
    win.controller.shutdown()
    win.close()


def festudgave_received(sfx: str) -> None:
    win = window(1024, 600)
    win.controller.resume(TableSetup("festudgave", tuple(SeatSetup(n, s == 0) for s, n in enumerate(LONG))),
                          Match.new("festudgave", 13, seed=3))
    for _ in range(2):
        spin(lambda: ready(win) and win.controller.table_view.phase == "pass")
        view = win.controller.table_view
        win.play(next(m for m in view.legal_moves if str(m).startswith("pass ")))
    spin(lambda: ready(win) and bool(win.scene.received.keys))
    save(win, f"festudgave-13-received-1024x600{sfx}.png")
    win.controller.shutdown()
    win.close()


def _leads(view, state) -> bool:
    last = view.pile("last_trick")
    return view.phase == "play" and not view.pile("trick").cards and last is not None and bool(last.cards)


def fool_after_trick(w: int, h: int, sfx: str) -> None:
    win = window(w, h)
    match, moves = find("fool", 8, _leads, seed=5)
    win.controller.resume(table("fool", 8), match, moves)
    spin(lambda: ready(win))
    save(win, f"fool-8-lead-after-trick-{w}x{h}{sfx}.png")
    win.controller.shutdown()
    win.close()


def reason_under_prompt(sfx: str) -> None:
    win = window(1024, 600)
    win.set_comfort(win.comfort.replace(teaching=True))
    win.start(setup("hearts", FOUR), seed=4)
    c = win.controller
    for _ in range(20):
        spin(lambda: ready(win))
        if win.scene.prompt.message:
            break
        c.submit(0, c.table_view.legal_moves[0])
    save(win, f"hearts-reason-under-prompt-1024x600{sfx}.png")
    win.play_menu.hints.shutdown()
    c.shutdown()
    win.close()


def review_with_passes(sfx: str) -> None:
    win = window(1024, 600)
    win.start(setup("hearts", FOUR, humans=()), seed=6)
    spin(lambda: bool(win.play_menu.records), 60000)
    dialog = win.play_menu.review()
    dialog.resize(1024, 600)
    dialog.moves.setCurrentRow(5)
    spin(lambda: False, 300)
    save(dialog, f"deal-review-passes-1024x600{sfx}.png")
    dialog.close()
    win.controller.shutdown()
    win.close()


def main() -> None:
    received.RECEIVED_MS = 10 ** 7    # the received cards stay raised for the picture
    for lang in ("en", "da"):
        install_translators(APP, lang)
        sfx = "" if lang == "en" else "-da"
        for w, h in ((1024, 600), (1920, 1080)):
            hearts_received(w, h, sfx)
            fool_after_trick(w, h, sfx)
        festudgave_received(sfx)
        reason_under_prompt(sfx)
        review_with_passes(sfx)


if __name__ == "__main__":
    main()
