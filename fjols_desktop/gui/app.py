"""Application start-up: the QApplication, the bundled fonts, translations, and the main window.

    python -m fjols_desktop [--game hearts] [--seed 7] [--humans 0,2] [--seats 4] [--names A,B,C,D] [--lang da]
                            [--size 1280x800] [--pace 700] [--demo-moves 20]
                            [--screenshot out.png] [--smoke] [--data-dir DIR] [--continue]
                            [--trace] [--autoplay N]

``--game`` sits down at the last table set up for that game (or a default one) at once;
``--demo-moves`` plays that many random moves of the first deal first (screenshots, demos);
``--screenshot`` saves the window as soon as a human is to act, then quits; ``--smoke`` prints
``shown`` when the window is on screen and ``ready`` when the game list is on it too, then quits
(the start-up benchmark reads those lines). ``--data-dir`` keeps saves, ledger and settings in one
folder of your choice (``paths.DATA_ENV``). For tests and scripts: ``--continue`` resumes a saved
match without asking, ``--trace`` prints ``saved``/``recorded``/``resumed`` lines as the autosave
works, ``--autoplay N`` lets the computers play N matches at the table and then quits.

Every value is checked before anything starts (``check_args``): an unknown game or level, a table
size the game does not have, seats that do not exist, a malformed size end with argparse's usage and
the allowed values (exit status 2), never a traceback. One Fjols runs per data folder
(``single_instance.py``): a second start brings the first window to the front and quits.
"""

from __future__ import annotations

import argparse
import gc
import re
import sys
from collections.abc import Sequence

from .. import APP_NAME, ORG_NAME, __version__
from .paths import fonts_dir
from .settings import AppSettings

# isort: split
# Qt after the settings, on purpose: the settings, the store and their standard modules are pure
# Python, and once PySide6 is imported it reads the source file of every module imported after it
# (its ``__feature__`` check, ``inspect.getsource``), except those ``skip_feature_scan`` files below
# (Fjols's own and the ones loaded by then); measured in ``benchmarks/results/startup.md``.
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from ._compat import skip_feature_scan

skip_feature_scan()  # PySide6 need not read the source of every module imported from here on
from .collector import collect_on_gui_thread
from .language import install_translators
from .widgets.main_window import MainWindow

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
LANGUAGES = ("en", "da", "sv", "nb")

__all__ = ["MainWindow", "create_app", "install_fonts", "install_translators", "run"]


def install_fonts(app: QApplication) -> str | None:
    """Register the bundled DejaVu Sans and make it the app font (same glyphs on every machine:
    æøå and ♠♥♦♣ render even without system fonts). Returns the family, or None if missing."""
    family = None
    for name in FONT_FILES:
        path = fonts_dir() / name
        if path.exists():
            fid = QFontDatabase.addApplicationFont(str(path))
            families = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
            family = family or (families[0] if families else None)
    if family:
        font = QFont(family)
        font.setPointSizeF(max(app.font().pointSizeF(), 10.0))
        app.setFont(font)
    return family


# name -> (type, help); a type of bool is a flag. One table for the fast parser and for --help.
OPTIONS: dict[str, tuple[type, str]] = {
    "--game": (str, "sit down at this game's last table at once (e.g. hearts)"),
    "--seed": (int, "the match seed (the same seed deals the same cards)"),
    "--seats": (int, "number of players"),
    "--humans": (str, "comma-separated seats played by people, e.g. 0,2"),
    "--names": (str, "comma-separated player names in seat order"),
    "--level": (str, "the computer players' level (e.g. easy, medium, hard, random)"),
    "--lang": (str, "language code (en, da, sv, nb) for this run; default: the one chosen in Settings"),
    "--size": (str, "window size WIDTHxHEIGHT, e.g. 1280x800"),
    "--pace": (int, "milliseconds between computer moves"),
    "--demo-moves": (int, "play this many random moves first"),
    "--screenshot": (str, "save the window to this PNG when a person is to act, then quit"),
    "--smoke": (bool, "print 'shown' and 'ready' as the window starts, then quit"),
    "--data-dir": (str, "keep saves, the family ledger and settings in this folder"),
    "--continue": (bool, "continue the saved game without asking"),
    "--trace": (bool, "print a line whenever a game is saved, resumed or recorded (for tests)"),
    "--autoplay": (int, "let the computers play this many games, then quit (for tests)"),
}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="fjols", description="Fjols: a family card table.")
    for name, (kind, text) in OPTIONS.items():
        if kind is bool:
            parser.add_argument(name, action="store_true", help=text)
        else:
            parser.add_argument(name, type=kind, help=text)
    return parser


def _argparse(argv: Sequence[str]) -> argparse.Namespace:
    return _parser().parse_args(list(argv))


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The command line, every value checked (``check_args``): a mistake ends with argparse's usage
    and a message naming the allowed values (exit status 2), never a traceback."""
    args = _parse(argv)
    problem = check_args(args)
    if problem is not None:
        _parser().error(problem)
    return args


def check_args(args: argparse.Namespace) -> str | None:
    """What is wrong with the parsed command line, or None. The game's own facts (its table sizes,
    levels) are checked when ``--game`` is given; ``--game`` is read in any case (``HEARTS``)."""
    if args.size is not None and not re.fullmatch(r"\d{3,5}x\d{3,5}", args.size.lower()):
        return f"--size: {args.size!r} is not WIDTHxHEIGHT, e.g. 1280x800"
    for name in ("seed", "pace", "demo_moves", "autoplay"):
        if (getattr(args, name) or 0) < 0:
            return f"--{name.replace('_', '-')}: must be 0 or more"
    if (args.seed or 0) >= 2**63:  # what a save holds (``save_format.MAX_SEED``)
        return f"--seed: at most {2**63 - 1}"
    if args.lang and args.lang not in LANGUAGES:
        return f"--lang: {args.lang!r} is not one of {', '.join(LANGUAGES)}"
    if args.game is None:
        given = [f"--{n}" for n in ("seats", "humans", "names", "level") if getattr(args, n) is not None]
        return f"{', '.join(given)}: only with --game" if given else None
    from ..engine.registry import GAMES, get_game

    ids = [g.info.id for g in GAMES]
    args.game = args.game.lower()
    if args.game not in ids:
        return f"--game: {args.game!r} is not one of {', '.join(ids)}"
    game = get_game(args.game)
    info = game.info
    seats = args.seats if args.seats is not None else info.default_seats
    if not info.min_seats <= seats <= info.max_seats:
        return f"--seats: {info.id} is played by {info.min_seats} to {info.max_seats}, not {seats}"
    if args.level is not None and args.level not in game.levels:
        return f"--level: {args.level!r} is not one of {', '.join(game.levels)}"
    if args.humans is not None:
        parts = [p.strip() for p in args.humans.split(",") if p.strip()]
        if not all(p.isdigit() and int(p) < seats for p in parts):
            return f"--humans: {args.humans!r} is not a list of seats from 0 to {seats - 1}, e.g. 0,2"
    if args.names is not None and len(args.names.split(",")) > seats:
        return f"--names: {len(args.names.split(','))} names for {seats} seats"
    return None


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    """The command line. Parsed by hand in the common case, because building an ``argparse`` parser
    looks up gettext catalogues and costs start-up time; ``--help`` and mistakes go to argparse."""
    values: dict[str, object] = {name[2:].replace("-", "_"): (False if kind is bool else None)
                                 for name, (kind, _) in OPTIONS.items()}
    values["lang"], values["demo_moves"], values["autoplay"] = "", 0, 0
    args = iter(argv)
    for arg in args:
        name, eq, inline = arg.partition("=")
        kind = OPTIONS.get(name, (None, ""))[0]
        if kind is bool and not eq:
            values[name[2:].replace("-", "_")] = True
            continue
        raw = inline if eq else next(args, None)
        if kind is None or kind is bool or raw is None:
            return _argparse(argv)
        try:
            values[name[2:].replace("-", "_")] = kind(raw)
        except ValueError:
            return _argparse(argv)
    return argparse.Namespace(**values)


def create_app(argv: Sequence[str]) -> QApplication:
    QCoreApplication.setOrganizationName(ORG_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    install_fonts(app)
    collect_on_gui_thread(app)  # Qt objects in cycles die on the GUI thread, never a worker's
    return app


def run(argv: Sequence[str]) -> int:
    args = parse_args(argv[1:])
    if args.data_dir:
        from .paths import set_data_dir

        set_data_dir(args.data_dir)
    app = create_app(argv[:1])
    from .paths import data_dir
    from .single_instance import SingleInstance

    guard = SingleInstance(data_dir(), app)
    if not guard.claim():  # another Fjols has this data folder: it comes to the front, this one goes
        print(f"Fjols is already open with the data folder {data_dir()}; its window was brought to the front.",
              file=sys.stderr, flush=True)
        return 0
    settings = AppSettings()
    install_translators(app, args.lang or settings.language)  # the translators are the app's children
    window = MainWindow(settings, animations=not args.screenshot)  # a screenshot shows every card at rest
    guard.activated.connect(lambda: bring_to_front(window, args.trace))
    if args.size:
        width, height = (int(v) for v in args.size.lower().split("x"))
        window.resize(width, height)
    if args.pace is not None:
        window.controller.pace_ms = max(0, args.pace)
    window.show()
    family = window.family
    if args.trace:
        family.keeper.trace = lambda line: print(line, flush=True)
    if getattr(args, "continue"):
        family.offer_policy = "continue"
    if args.autoplay:
        family.autoplay(args.autoplay)
    # What the start made lives as long as the app: out of every later collection's way (``__main__``).
    window.started.connect(gc.freeze)
    if args.smoke:  # the start-up benchmark reads these two lines
        QTimer.singleShot(0, lambda: print("shown", flush=True))
        window.started.connect(lambda: (print("ready", flush=True), app.quit()))
        return app.exec()
    if args.game:
        humans = tuple(int(s) for s in args.humans.split(",") if s.strip()) if args.humans is not None else None
        names = tuple(n.strip() for n in args.names.split(",")) if args.names else None
        window.quick_start(args.game, seed=args.seed, seats=args.seats, humans=humans, names=names,
                           demo_moves=args.demo_moves, level=args.level)
    if args.screenshot:
        window.screenshot_when_ready(args.screenshot, on_saved=app.quit)
    code = app.exec()
    window.close()  # stops the computers and writes the last save
    guard.release()
    return code


def bring_to_front(window: MainWindow, trace: bool = False) -> None:
    """A second start asked for this window (``single_instance``)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    if trace:
        print("raised", flush=True)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(sys.argv))
