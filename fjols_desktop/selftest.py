"""``fjols --self-test``: prove that this build of Fjols can start and play, then exit.

The installers' CI runs it from each fresh bundle (``dist/fjols/fjols --self-test``), the .deb test
runs it after ``apt-get install``. It checks, in order: Qt starts through the app's own start-up
(offscreen when Linux has no display), the bundled fonts are the app font, the app icon files, Qt's
own Danish/Swedish/Nynorsk catalogues, the app's catalogues (``translations/fjols_<lang>.qm``),
every game's rules text in every language, that the main window opens and finishes starting (its
game list), and that every registered game deals, plays a few random moves and has its cards drawn
by the table's card painter; then it closes the window and exits 0. Any failure is printed with
what failed, the remaining checks still run, and the exit code is 1.

A windowed Windows build has no stdout (``sys.stdout is None``); the report then goes to
``%TEMP%/fjols-self-test.txt`` so that CI can show it.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from . import APP_NAME, __version__, bundle

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication, QWidget

    from .engine.game import Game

SEED = 20261129
RANDOM_MOVES = 12
START_TIMEOUT_MS = 15000
CARD_HEIGHT = 88
CARDS_PER_ROW = 13
APP_LANGUAGES = ("da", "sv", "nb")
# Qt has no Bokmål catalogue (no qtbase_nb.qm): Bokmål is the app's own concern. The expected
# words prove that the right file loaded, not just some file.
QT_CANCEL = {"da": "Annuller", "sv": "Avbryt", "nn": "Avbryt"}
# Qt's context and text, kept out of a literal translate() call: pyside6-lupdate would collect them
# into our own catalogues, where a translation would override Qt's own button text.
QT_CANCEL_SOURCE = ("QPlatformTheme", "Cancel")
LOG_NAME = "fjols-self-test.txt"


class Report:
    """Collects the outcome of each check and prints one line per check."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.failures: list[str] = []
        self.passed = 0

    def line(self, text: str) -> None:
        self.out.write(f"self-test: {text}\n")
        self.out.flush()

    def check(self, name: str, action: Callable[[], str | None]) -> bool:
        """Run one check; its return value (if any) is shown as the detail."""
        try:
            detail = action()
        except Exception as exc:  # noqa: BLE001 - the point is to report every failure and go on
            import traceback

            where = traceback.extract_tb(exc.__traceback__)[-1]
            self.failures.append(name)
            self.line(f"FAIL {name}: {type(exc).__name__}: {exc} "
                      f"({Path(where.filename).name}:{where.lineno})")
            return False
        self.passed += 1
        self.line(f"ok   {name}" + (f" ({detail})" if detail else ""))
        return True


class SelfTestError(AssertionError):
    """A check found the build wrong (as opposed to crashing)."""


def require(condition: object, message: str) -> None:
    if not condition:
        raise SelfTestError(message)


# -- the checks ------------------------------------------------------------------------------------
def start_qt() -> QApplication:
    if (sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM")
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from .gui.app import create_app

    return create_app([sys.argv[0], "--self-test"])


def check_fonts(app: QApplication) -> str:
    from .gui.app import FONT_FILES

    folder = bundle.resources_dir() / "fonts"
    missing = [name for name in FONT_FILES if not (folder / name).is_file()]
    require(not missing, f"no {', '.join(missing)} in {folder}")
    family = str(app.font().family())
    require(family == "DejaVu Sans", f"the app font is {family!r}, not the bundled DejaVu Sans")
    return family


def check_icons() -> str:
    from PySide6.QtGui import QImageReader

    files = bundle.icon_files()
    missing = [size for size in bundle.ICON_SIZES
               if bundle.resources_dir() / "icons" / f"{bundle.ICON_NAME}-{size}.png" not in files]
    require(not missing, f"no icon PNG for sizes {missing} in {bundle.resources_dir() / 'icons'}")
    for path in files:
        # The PNG header is enough to prove the file is there and whole enough to read; decoding all
        # ten would double the self-test's own time.
        reader = QImageReader(str(path))
        width = reader.size().width()
        require(reader.canRead(), f"{path} is not an image Qt can read: {reader.errorString()}")
        require(width == int(path.stem.rsplit("-", 1)[1]), f"{path} is {width} px wide")
    return f"{len(files)} sizes"


def check_qt_translations() -> str:
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for language, cancel in QT_CANCEL.items():
        translator = QTranslator()
        require(translator.load(QLocale(language), "qtbase", "_", folder),
                f"qtbase_{language}.qm not found in {folder}")
        got = translator.translate(*QT_CANCEL_SOURCE)
        require(got == cancel, f"qtbase_{language}.qm translates Cancel as {got!r}, not {cancel!r}")
    return ", ".join(QT_CANCEL)


def check_app_translations() -> str:
    """Every ``fjols_<lang>.qm`` loads, and da, sv and nb are all there. A catalogue with nothing
    translated yet (lrelease skips unfinished entries) loads but is empty: reported, not failed."""
    from PySide6.QtCore import QTranslator

    folder = bundle.translations_dir()
    found = sorted(folder.glob("fjols_*.qm")) if folder.is_dir() else []
    empty = []
    for path in found:
        translator = QTranslator()
        require(translator.load(str(path)), f"{path} does not load")
        if translator.isEmpty():
            empty.append(path.stem.split("_", 1)[1])
    languages = [path.stem.split("_", 1)[1] for path in found]
    if not found:
        return f"none yet in {folder}"
    missing = [lang for lang in APP_LANGUAGES if lang not in languages]
    require(not missing, f"no catalogue for {missing} in {folder} (found {languages})")
    # Qt ships no Bokmål: our qt_nb.qm gives its buttons (gui/language.py installs it over qtbase_nn).
    qt_nb = QTranslator()
    require(qt_nb.load(str(folder / "qt_nb.qm")), f"{folder / 'qt_nb.qm'} does not load")
    got = qt_nb.translate(*QT_CANCEL_SOURCE)
    require(got == QT_CANCEL["nn"], f"qt_nb.qm translates Cancel as {got!r}, not {QT_CANCEL['nn']!r}")
    return (", ".join(languages) + ", Qt's buttons in nb"
            + (f"; nothing translated yet in {', '.join(empty)}" if empty else ""))


def check_rules_texts(games: tuple[Game, ...]) -> str:
    """Every game has its own rules text in every language, and it renders."""
    from .rulestexts import LANGUAGES, find_rules, rules_html

    for lang in LANGUAGES:
        for game in games:
            found = find_rules(game.info.id, lang)
            require(not found.fallback, f"no {lang} rules text for {game.info.id}: {found.path} stands in")
            require(found.source.strip(), f"{found.path} is empty")
            rules_html(game.info.id, lang, game.info.options_type())
    return f"{len(games)} games in {', '.join(LANGUAGES)}"


def open_main_window(app: QApplication) -> QWidget:
    """Show the main window and wait until it has finished starting (its game list is up)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from .gui.app import MainWindow

    window = MainWindow()
    loop = QEventLoop()
    started: list[bool] = []

    def on_started() -> None:
        started.append(True)
        loop.quit()

    window.started.connect(on_started)
    QTimer.singleShot(START_TIMEOUT_MS, loop.quit)
    window.show()
    if not started:
        loop.exec()
    require(started, f"the main window did not finish starting within {START_TIMEOUT_MS} ms")
    require(window.isVisible(), "the main window did not show")
    require(APP_NAME in window.windowTitle(), f"window title is {window.windowTitle()!r}")
    return window


def play_a_little(game: Game, moves: int = RANDOM_MOVES) -> tuple[Any, int]:
    """Deal through a match (as the app does) and play up to ``moves`` random legal moves."""
    from .engine.match import Match

    info = game.info
    rules = game.rules
    match = Match.new(info.id, info.default_seats, seed=SEED)
    state = match.start_deal()
    rng = random.Random(SEED)
    played = 0
    while played < moves and not rules.is_over(state):
        seat = min(rules.to_act(state))
        legal = list(rules.legal_moves(state, seat))
        require(legal, f"seat {seat} is to act but has no legal move")
        rules.observe(state, seat)
        move = rng.choice(legal)
        require(rules.parse_move(str(move)) == move, f"move text {str(move)!r} does not round-trip")
        state = rules.apply(state, seat, move)
        played += 1
    return state, played


def table_cards(game: Game, state: Any) -> list[Any]:
    """Every card the seat to act sees on the table, ``None`` for a face-down one."""
    rules = game.rules
    seat = min(rules.to_act(state), default=0)
    piles = rules.observe(state, seat).piles
    return [card for pile in piles for card in pile.cards] + [
        card for pile in piles for card in pile.covers if card is not None]


def draw_game_cards(cards: list[Any]) -> QImage:
    """Draw ``cards`` (``None``: a back) with the table's card painter, 13 to a row."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    from .gui.table.card_painter import CARD_ASPECT, CardPainter

    width = round(CARD_HEIGHT * CARD_ASPECT)
    rows = -(-len(cards) // CARDS_PER_ROW)
    image = QImage(CARDS_PER_ROW * width, rows * CARD_HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    card_painter = CardPainter()
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, card in enumerate(cards):
        row, column = divmod(i, CARDS_PER_ROW)
        card_painter.paint(p, QRectF(column * width, row * CARD_HEIGHT, width, CARD_HEIGHT), card)
    p.end()
    return image


def check_drawing(game: Game, state: Any) -> str:
    from PySide6.QtGui import QColor

    from .gui.table.card_painter import is_fool, is_french

    cards = table_cards(game, state)
    require(cards, "no cards on the table")
    strange = sorted({str(card) for card in cards if card is not None and not (is_french(card) or is_fool(card))})
    require(not strange, f"the card painter does not know {strange}")
    image = draw_game_cards(cards)
    width = image.width() // CARDS_PER_ROW
    blank = [i for i in range(len(cards))
             if QColor.fromRgba(image.pixel(i % CARDS_PER_ROW * width + width // 2,
                                            i // CARDS_PER_ROW * CARD_HEIGHT + CARD_HEIGHT // 2)).alpha() != 255]
    require(not blank, f"cards {blank} were not drawn")
    faces = sum(card is not None for card in cards)
    return f"{faces} faces, {len(cards) - faces} backs"


# -- running ---------------------------------------------------------------------------------------
def output() -> TextIO:
    if sys.stdout is not None:
        return sys.stdout
    import tempfile

    return open(Path(tempfile.gettempdir()) / LOG_NAME, "w", encoding="utf-8")


def deal(game: Game, dealt: list[Any]) -> str:
    state, played = play_a_little(game)
    dealt.append(state)
    return f"{game.info.default_seats} seats, {played} moves"


def run_self_test() -> int:
    started = time.perf_counter()
    report = Report(output())
    where = "bundle" if bundle.is_frozen() else "checkout"
    report.line(f"{APP_NAME} {__version__} ({where}, resources in {bundle.resource_root()})")
    from .engine.registry import GAMES

    apps: list[QApplication] = []
    windows: list[QWidget] = []

    def start() -> str:
        apps.append(start_qt())
        return str(apps[0].platformName())

    def main_window() -> None:
        windows.append(open_main_window(apps[0]))

    if not report.check("start Qt", start):
        report.line("FAILED: Qt did not start; nothing else can be checked")
        return 1
    report.check("fonts", partial(check_fonts, apps[0]))
    report.check("icons", check_icons)
    report.check("Qt translations", check_qt_translations)
    report.check("app translations", check_app_translations)
    report.check("rules texts", partial(check_rules_texts, GAMES))
    report.check("main window", main_window)
    for game in GAMES:
        dealt: list[Any] = []
        if report.check(f"deal {game.info.id}", partial(deal, game, dealt)):
            report.check(f"draw {game.info.id}", partial(check_drawing, game, dealt[0]))
    for window in windows:
        window.close()
    apps[0].processEvents()
    ms = (time.perf_counter() - started) * 1000
    if report.failures:
        report.line(f"FAILED {len(report.failures)} of {report.passed + len(report.failures)} checks: "
                    f"{', '.join(report.failures)} ({ms:.0f} ms)")
        return 1
    report.line(f"passed {report.passed} checks ({ms:.0f} ms)")
    return 0
