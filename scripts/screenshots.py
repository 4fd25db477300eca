"""Save the README's table screenshots: every game in the middle of a deal, at 1280x800 and 1024x600,
and the fullest tables at 1024x600 (Fool! with 8 players, Davoserjas with 7, Festudgaven with 13, the
kabale late in the round; twelve-letter names at every seat).

    .venv/bin/python scripts/screenshots.py [--out docs/screenshots] [--only durak] [--language da,sv,nb]

Each scene is a seeded match replayed to a moment worth showing (a Durak bout with beaten cards, a
Fool! trick with the last trick's worst card marked, the kabale half laid ...): random moves are made
for every seat until the scene's condition holds with a person to act. Same code, same pictures.
Each picture's layout is checked as the geometry test checks it (``table/inspect.py``): anything
overlapping, off the table or cut short is printed with the file name.
Runs offscreen with its own empty settings and data folder (the family's tables, saves and ledger
are not touched).

``--language`` takes pictures in those languages (``en``, ``da``, ``sv``, ``nb``; several separated
by commas) instead of English: each file name ends in the language (``hjerterfri-1280x800-da.png``),
and each game shown also gets a picture of its house-rules dialog (``house-rules-hearts-da.png``),
to check the translations in place (nothing cut off, the cards' letters, Qt's own buttons).
"""

from __future__ import annotations

import argparse
import atexit
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

NAMES = ("Sofie", "Bjørn", "Åse", "Karl", "Mette", "Ole", "Ida", "Nils", "Tove", "Lars", "Ane", "Per", "Eva")
LONG_NAMES = ("Bartholomæus", "Maximilianus", "Konstantinos", "Marie-Louise", "Hans-Wilhelm", "Anne-Margret",
              "Karl-Mattias", "Åse-Marianne", "Sven-Wilhelm", "Ingeborg-Åse", "Christiansen", "Gunnar-Bjørn",
              "Mads-Mikkelo")
SMALL = ((1024, 600),)


@dataclass
class Scene:
    """A screenshot: the game, the table, and when to stop playing random moves."""

    file: str
    game: str
    seats: int
    seed: int
    ready: Callable[[Any], bool]
    options: dict[str, Any] = field(default_factory=dict)
    humans: tuple[int, ...] = (0,)
    deal: int = 0            # play this many whole deals first (Davoserjas' kabale is round 6)
    sizes: tuple[tuple[int, int], ...] = ((1280, 800), (1024, 600))
    names: tuple[str, ...] = NAMES


def pile(view: Any, pile_id: str) -> tuple[Any, ...]:
    found = view.pile(pile_id)
    return found.cards if found is not None else ()


def _durak_bout(view: Any) -> bool:
    table = view.pile("table")
    return (table is not None and len(table.cards) >= 3 and sum(c is not None for c in table.covers) >= 2
            and view.phase == "defend" and len(pile(view, "talon")) >= 2)


def _fjols_chain(view: Any) -> bool:
    return len(pile(view, "chain")) >= 3 and view.phase == "respond" and len(pile(view, "stock")) >= 4


def _fool_trick(view: Any) -> bool:
    last = view.pile("last_trick")
    return (len(pile(view, "trick")) >= 3 and last is not None and bool(last.marks)
            and any(p.kind.value == "token" for p in view.piles))


def _kabale(view: Any) -> bool:
    return view.phase == "play" and sum(len(pile(view, f"row:{s}")) for s in "CDHS") >= 14


def _late_kabale(view: Any) -> bool:
    return view.phase == "play" and sum(len(pile(view, f"row:{s}")) for s in "CDHS") >= 34


def _trick_round(view: Any) -> bool:
    return len(pile(view, "trick")) >= 2 and bool(pile(view, "last_trick"))


def _festudgave(view: Any) -> bool:
    return view.phase == "pass" and any(p.kind.value == "pass" for p in view.piles)


def _race(view: Any) -> bool:
    return view.phase == "race"


def _hearts(view: Any) -> bool:
    return _trick_round(view) and any(f.key == "hearts_broken" for f in view.facts)


SCENES = (
    Scene("hjerterfri", "hearts", 4, 3, _hearts),
    Scene("durak-bout", "durak", 4, 11, _durak_bout),
    Scene("fjols-chain", "fjols", 4, 5, _fjols_chain),
    Scene("festudgave-passing", "festudgave", 5, 3, _festudgave, humans=(0, 2)),
    Scene("festudgave-race", "festudgave", 5, 3, _race, humans=(0, 2)),
    Scene("davoserjas-trick", "davoserjas", 4, 4, _trick_round, deal=1),
    Scene("davoserjas-kabale", "davoserjas", 4, 4, _kabale, deal=5),
    Scene("fool-trick", "fool", 6, 8, _fool_trick),
    # the fullest tables, at the smallest size
    Scene("fool-8-players", "fool", 8, 8, _fool_trick, sizes=SMALL, names=LONG_NAMES),
    Scene("davoserjas-7-players", "davoserjas", 7, 4, _trick_round, deal=1, sizes=SMALL, names=LONG_NAMES),
    Scene("festudgave-13-players", "festudgave", 13, 3, _festudgave, humans=(0, 2), sizes=SMALL, names=LONG_NAMES,
          options={"pass_mode": "free_flow"}),
    Scene("davoserjas-kabale-late", "davoserjas", 4, 4, _late_kabale, deal=5, sizes=SMALL, names=LONG_NAMES),
)


def shoot(scene: Scene, out: Path, suffix: str = "") -> list[Path]:
    from PySide6.QtWidgets import QApplication

    from fjols_desktop.gui.app import create_app
    from fjols_desktop.gui.controller import SeatSetup, TableSetup
    from fjols_desktop.gui.widgets.main_window import MainWindow
    from tests.gui.positions import find

    app = create_app(["screenshots"])
    match, moves = find(scene.game, scene.seats, lambda view, state: scene.ready(view), scene.seed, scene.options,
                        scene.deal, scene.humans, signal=True)
    setup = TableSetup(scene.game, tuple(SeatSetup(scene.names[s], s in scene.humans) for s in range(scene.seats)),
                       scene.options)
    saved = []
    for width, height in scene.sizes:
        os.environ["FJOLS_DATA_DIR"] = tempfile.mkdtemp(prefix=f"{scene.file}-", dir=os.environ["XDG_DATA_HOME"])
        window = MainWindow(animations=False)  # its own data folder: no save from the last picture to resume
        window.controller.pace_ms = 0
        window.resize(width, height)
        window.show()
        window.controller.resume(setup, match, moves)
        for _ in range(20):
            app.processEvents()
        if window.controller.handoff_seat is not None:
            window.controller.reveal(window.controller.handoff_seat)
            for _ in range(5):
                app.processEvents()
        path = out / f"{scene.file}-{width}x{height}{suffix}.png"
        window.grab().save(str(path), "PNG", 0)  # 0: the strongest compression
        for fault in table_faults(window):
            print(f"{path.name}: {fault}")
        saved.append(path)
        window.controller.shutdown()
        window.close()  # the window's autosave stops with it
        window.deleteLater()
        QApplication.processEvents()
    return saved


def table_faults(window: Any) -> list[str]:
    """What the geometry test would say about the table as shown (and the move buttons on it)."""
    from PySide6.QtCore import QRectF

    from fjols_desktop.gui.table.inspect import Part, cut_texts, outside, overlaps, table_parts

    scene, bar = window.scene, window.actions_bar
    extra = [Part.of("buttons", "move buttons", QRectF(bar.geometry()))] if bar.isVisible() else []
    parts = table_parts(scene, extra)
    found, _ = overlaps(parts)
    return [f"{a} overlaps {b} by {by:.1f} px" for a, b, by in found] + \
        [f"{name} leaves the table" for name in outside(parts, scene.sceneRect())] + \
        [f"{where}: {text!r} is cut short" for where, text in cut_texts(scene)]


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="fjols-shots-")  # settings, autosave and ledger go here, not to the user's
    atexit.register(shutil.rmtree, home, True)       # and the folder goes when the script ends
    for name, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "share"), ("FJOLS_DATA_DIR", "data")):
        os.environ[name] = os.path.join(home, sub)
        os.makedirs(os.environ[name], exist_ok=True)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--only", default="", help="only scenes whose file name contains this")
    parser.add_argument("--language", default="", help="languages to take them in, e.g. da,sv,nb (default: English)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    scenes = [scene for scene in SCENES if args.only in scene.file]
    for lang in args.language.split(",") if args.language else [""]:
        suffix = f"-{lang}" if lang else ""
        if lang:
            from fjols_desktop.gui.app import create_app
            from fjols_desktop.gui.language import install_translators

            install_translators(create_app(["screenshots"]), lang)
        for scene in scenes:
            for path in shoot(scene, out, suffix):
                print(path)
        if lang:
            for game in dict.fromkeys(scene.game for scene in scenes):
                print(shoot_house_rules(game, out, suffix))


def shoot_house_rules(game: str, out: Path, suffix: str) -> Path:
    """The game's house-rules dialog at its default size, as the language shows it."""
    from PySide6.QtWidgets import QApplication

    from fjols_desktop.engine.registry import get_game
    from fjols_desktop.gui.widgets.house_rules_dialog import HouseRulesDialog
    from fjols_desktop.store.settings import PresetStore

    dialog = HouseRulesDialog(game, {}, get_game(game).info.default_seats,
                              store=PresetStore(tempfile.mkdtemp(dir=os.environ["XDG_DATA_HOME"])))
    dialog.show()
    for _ in range(10):
        QApplication.processEvents()
    path = out / f"house-rules-{game}{suffix}.png"
    dialog.grab().save(str(path), "PNG", 0)
    dialog.close()
    dialog.deleteLater()
    return path


if __name__ == "__main__":
    main()
