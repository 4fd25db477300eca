"""Application start-up: the QApplication, the bundled fonts, translations, and the main window.

    python -m fjols_desktop [--game hearts] [--seed 7] [--humans 0,2] [--seats 4] [--names A,B,C,D] [--lang da]
                            [--size 1280x800] [--pace 700] [--demo-moves 20]
                            [--screenshot out.png] [--smoke]

``--game`` sits down at the last table set up for that game (or a default one) at once;
``--demo-moves`` plays that many random moves of the first deal first (screenshots, demos);
``--screenshot`` saves the window as soon as a human is to act, then quits; ``--smoke`` quits as
soon as the window is shown and prints ``shown`` (the start-up benchmark waits for that line).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from .. import APP_NAME, ORG_NAME, __version__
from .paths import fonts_dir, translations_dir
from .widgets.main_window import MainWindow

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

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


def install_translators(app: QCoreApplication, language: str = "") -> list[QTranslator]:
    """Load ``fjols_<lang>.qm`` and Qt's own ``qtbase_<lang>`` for ``language`` (default: the system's)."""
    locale = QLocale(language) if language else QLocale.system()
    installed = []
    own = QTranslator(app)
    if own.load(locale, "fjols", "_", str(translations_dir())):
        app.installTranslator(own)
        installed.append(own)
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="fjols", description="Fjols: a family card table.")
    parser.add_argument("--game", help="sit down at this game's last table at once (e.g. hearts)")
    parser.add_argument("--seed", type=int, help="the match seed (the same seed deals the same cards)")
    parser.add_argument("--seats", type=int, help="number of players")
    parser.add_argument("--humans", help="comma-separated seats played by people, e.g. 0,2")
    parser.add_argument("--names", help="comma-separated player names in seat order")
    parser.add_argument("--lang", default="", help="language code (da, sv, nb); default: the system's")
    parser.add_argument("--size", help="window size WIDTHxHEIGHT, e.g. 1280x800")
    parser.add_argument("--pace", type=int, help="milliseconds between computer moves")
    parser.add_argument("--demo-moves", type=int, default=0, help="play this many random moves first")
    parser.add_argument("--screenshot", help="save the window to this PNG when a human is to act, then quit")
    parser.add_argument("--smoke", action="store_true", help="quit as soon as the window is shown")
    return parser.parse_args(list(argv))


def create_app(argv: Sequence[str]) -> QApplication:
    QCoreApplication.setOrganizationName(ORG_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    install_fonts(app)
    return app


def run(argv: Sequence[str]) -> int:
    args = parse_args(argv[1:])
    app = create_app(argv[:1])
    translators = install_translators(app, args.lang)  # noqa: F841 - kept alive for the app's lifetime
    window = MainWindow()
    if args.size:
        width, height = (int(v) for v in args.size.lower().split("x"))
        window.resize(width, height)
    if args.pace is not None:
        window.controller.pace_ms = max(0, args.pace)
    window.show()
    if args.smoke:
        QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
        return app.exec()
    if args.game:
        humans = tuple(int(s) for s in args.humans.split(",")) if args.humans else None
        names = tuple(n.strip() for n in args.names.split(",")) if args.names else None
        window.quick_start(args.game, seed=args.seed, seats=args.seats, humans=humans, names=names,
                           demo_moves=args.demo_moves)
    if args.screenshot:
        window.screenshot_when_ready(args.screenshot, on_saved=app.quit)
    code = app.exec()
    window.controller.shutdown()
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(sys.argv))
