"""``FamilyFeatures``: what the main window gains from the store, wired in one place so that
``main_window.py`` only creates it: autosave and the ledger (``MatchKeeper``), the offer to continue
a saved match at start-up (``SavedMatchOffer``), the family roster, the Statistics window and the
scorekeeper for games played with real cards, plus the start-up report of settings and preset files
that could not be read (each is renamed aside by its store, never deleted, and the app carries on).

Menu entries (Game menu): "Keep score for real cards…", "Statistics…", "Family…".

Test hooks (set by ``app.py`` from the command line): ``offer_policy`` (``--continue``), the keeper's
``trace`` (``--trace``) and ``autoplay(n)`` (``--autoplay N``: computers play ``n`` matches, then the
app quits).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QSizePolicy, QToolBar, QWidget

from ...engine.errors import Reason
from ...store.errors import LedgerError, StoreError
from ..autosave import MatchKeeper, kept_scoresheet, table_setup

if TYPE_CHECKING:  # loads every game's rules: imported after the first frame (start-up time)
    from PySide6.QtWidgets import QMessageBox  # a Qt class is built with its enums when first imported

    from ...store.saves import LoadedSave, SaveSlot
    from .resume import SavedMatchOffer

log = logging.getLogger(__name__)
STATUS_MS = 10000


class Roster:
    """The family roster as the new-game dialog needs it: names to offer, and a way to edit it."""

    def __init__(self, keeper: MatchKeeper) -> None:
        self.keeper = keeper

    def names(self) -> Sequence[str]:
        try:
            return tuple(p.name for p in self.keeper.ledger().people())
        except StoreError as exc:
            self.keeper.problem.emit(exc)
            return ()

    def people_ids(self) -> dict[str, int]:
        """Family members' ledger ids by name (for the seats of a new match)."""
        return self.keeper.people_ids()

    def edit(self, parent: QWidget) -> None:
        from .roster_dialog import RosterDialog

        try:
            ledger = self.keeper.ledger()
        except StoreError as exc:
            from PySide6.QtWidgets import QMessageBox  # built with its enums on first use (start-up time)

            from ..i18n.store import store_phrase  # the phrases load with the first one said (start-up time)

            QMessageBox.warning(parent, QCoreApplication.translate("FamilyFeatures", "Family"), store_phrase(exc.reason))
            return
        RosterDialog(ledger, parent).exec()


class SaveWarning(QLabel):
    """A warning that stays while the game is not being saved (a full or read-only disk, a name or
    house rules a file refuses) or the family ledger cannot take a game: what happened, in words, and
    which file (its tooltip). It has a row of its own under the toolbar (``bar``), shown only while
    there is something to say, so that it is never cut short by the status line at 1024×600. Each
    kind goes when that kind of write succeeds again (``clear("save")`` after a save,
    ``clear("ledger")`` after a ledger entry)."""

    def __init__(self, window: QMainWindow) -> None:
        self.bar = QToolBar(window)
        self.bar.setObjectName("saveWarningBar")
        self.bar.setMovable(False)
        self.bar.setFloatable(False)
        self.bar.toggleViewAction().setVisible(False)  # not a toolbar the family switches on or off
        super().__init__(self.bar)
        self.setObjectName("saveWarning")
        self.setProperty("textFormat", "PlainText")
        self.setStyleSheet("color: #b3261e; font-weight: bold; padding: 2px 6px;")
        self.setWordWrap(True)  # the whole width of the window, a second line only when that is too narrow
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.bar.addWidget(self)
        window.addToolBarBreak()
        window.addToolBar(self.bar)
        self._shown: dict[str, tuple[str, str]] = {}
        self.bar.hide()

    def isVisible(self) -> bool:  # Qt's name: whether the warning is on screen
        return self.bar.isVisible()

    def warn(self, kind: str, text: str, detail: str) -> None:
        self._shown[kind] = (text, detail)
        self._show()

    def clear(self, kind: str) -> None:
        self._shown.pop(kind, None)
        self._show()

    def refresh(self) -> None:
        self._show()

    def _show(self) -> None:
        """The most pressing warning in the bar (a save before the ledger before the settings), all
        of them in its tooltip."""
        kinds = [k for k in ("save", "ledger", "settings") if k in self._shown]
        self.setText(self._shown[kinds[0]][0] if kinds else "")
        self.setToolTip("\n".join(self._shown[k][1] for k in kinds))
        self.setAccessibleName(self.text())
        self.bar.setVisible(bool(kinds))


class FamilyFeatures(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.keeper = MatchKeeper(window.controller, parent=self)
        self.keeper.problem.connect(self._problem)
        self.keeper.saved.connect(lambda _saved: self.warning.clear("save"))
        self.keeper.recorded.connect(lambda _uid: self.warning.clear("ledger") if not self.keeper.pending else None)
        self.keeper.damaged_save.connect(self._damaged_save)
        window.controller.match_finished.connect(self._match_finished)
        self.warning = SaveWarning(window)
        self._started = False
        if hasattr(window.settings, "on_problem"):
            window.settings.on_problem = self._settings_problem
        self.roster = Roster(self.keeper)
        self._offer: SavedMatchOffer | None = None
        self.offer_policy = "ask"
        self.messages: list[QMessageBox] = []
        self._statistics: Any = None
        self._stats_connected = False
        self._scorekeepers: list[Any] = []
        self._autoplay = 0
        self.scorekeeper_action = QAction(window)
        self.scorekeeper_action.triggered.connect(lambda _=False: self.open_scorekeeper())
        self.statistics_action = QAction(window)
        self.statistics_action.setShortcuts([QKeySequence("Ctrl+I")])
        self.statistics_action.triggered.connect(lambda _=False: self.show_statistics())
        self.roster_action = QAction(window)
        self.retranslate()
        self.roster_action.triggered.connect(lambda _=False: self.roster.edit(window))
        menu = getattr(window, "game_menu", None)
        if menu is not None:
            before = window.quit_action
            menu.insertActions(before, [self.scorekeeper_action, self.statistics_action, self.roster_action])
            menu.insertSeparator(before)
        window.started.connect(lambda: QTimer.singleShot(0, self, self.after_start))

    def retranslate(self) -> None:
        """The menu entries in the language shown (when built, and when the language changes)."""
        self.scorekeeper_action.setText(self.tr("Keep score for &real cards…"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.roster_action.setText(self.tr("&Family…"))
        stats = self._statistics
        if stats is not None:  # built in one language: built again in the new one, where it was
            self._statistics = None
            visible, geometry = stats.isVisible(), stats.geometry()
            stats.close()
            stats.deleteLater()
            if visible:
                self.show_statistics().setGeometry(geometry)

    @property
    def offer(self) -> SavedMatchOffer:
        if self._offer is None:
            from .resume import SavedMatchOffer

            self._offer = SavedMatchOffer(self.window, self.keeper, self.resume_table, self.resume_scorekeeper,
                                          self.say)
        return self._offer

    # -- start-up ---------------------------------------------------------------------------------
    def after_start(self) -> None:
        self._started = True
        self.warning.refresh()  # the window's restored layout may have shown its row: only with a warning
        self.report_file_problems()
        self.offer.run(self.offer_policy)

    def report_file_problems(self) -> None:
        """Settings or presets that could not be read: say so once (the stores kept the files)."""
        from ...store.settings import PresetStore
        from ..paths import config_dir

        problems: list[StoreError] = list(getattr(self.window.settings, "problems", ()))
        problems += list(PresetStore(config_dir()).problems)
        if not problems:
            return
        lines = [self.tr("{file}: {reason}").format(file=p.path.name if p.path else "?", reason=_phrase(p.reason))
                 for p in problems]
        for line in lines:
            log.warning("file problem: %s", line)
        text = self.tr("Some of your settings could not be read, so Fjols started with its usual ones.")
        self.say(text)
        if self.offer_policy == "ask":
            from PySide6.QtWidgets import QMessageBox

            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Settings"), text, QMessageBox.StandardButton.Ok,
                              self.window)
            box.setInformativeText("\n".join(lines) + "\n\n" + self.tr("The damaged files were kept beside the new ones."))
            self.messages.append(box)
            box.open()

    # -- continuing ---------------------------------------------------------------------------------
    def resume_table(self, loaded: LoadedSave) -> None:
        saved = loaded.saved
        self.keeper.adopt(saved)
        self.keeper.note(f"resumed {len(saved.match.results)} {len(saved.moves)}")
        self.window.controller.resume(table_setup(saved), saved.match, saved.moves)

    def resume_scorekeeper(self, loaded: LoadedSave, slot: SaveSlot) -> None:
        self.open_scorekeeper(loaded.saved, slot.name)

    # -- windows ------------------------------------------------------------------------------------
    def show_statistics(self) -> Any:
        from .statistics_window import StatisticsWindow

        if self._statistics is None:
            if not self._stats_connected:
                self._stats_connected = True
                self.keeper.recorded.connect(lambda _uid: self._statistics.refresh() if self._statistics else None)
            self._statistics = StatisticsWindow(self.keeper.data_dir, self.window)
        self._statistics.refresh()
        self._statistics.show()
        self._statistics.raise_()
        return self._statistics

    def open_scorekeeper(self, saved: Any = None, slot_name: str | None = None) -> Any:
        """A scoresheet window: for ``saved`` (in its slot ``slot_name``), else a new sheet; when a
        sheet kept for later is waiting, the family is asked whether to continue it first."""
        from .scorekeeper_window import ScorekeeperWindow

        if saved is None:
            kept = kept_scoresheet(self.keeper.data_dir)
            if kept is not None:
                answer = self._ask_continue_sheet(kept[1])
                if answer is None:
                    return None
                if answer:
                    saved, slot_name = kept[1], kept[0]
        window = ScorekeeperWindow(self.keeper.data_dir, self.window.settings, self.roster, saved, self.window,
                                   slot_name)
        window.recorded.connect(lambda _uid: self._statistics.refresh() if self._statistics else None)
        self._scorekeepers.append(window)
        window.destroyed.connect(lambda _=None, w=window: self._scorekeepers.remove(w) if w in self._scorekeepers
                                 else None)
        if saved is None and not window.choose_table():
            window.quitting = True  # nothing was written down: nothing to keep or ask about
            window.close()
            return None
        window.show()
        return window

    def _ask_continue_sheet(self, saved: Any) -> bool | None:
        """True: continue the kept sheet; False: a new one (the kept one stays); None: cancelled."""
        from PySide6.QtWidgets import QMessageBox

        from .confirm import game_name, names_text

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Keep score for real cards"),
                          self.tr("The {game} scoresheet with {names} is not finished.").format(
                              game=game_name(saved.game_id), names=names_text([s.name for s in saved.seats])),
                          QMessageBox.StandardButton.Cancel, self.window)
        box.setInformativeText(self.tr("Continue it, or start a new scoresheet (this one is kept for later)."))
        go_on = box.addButton(self.tr("Continue it"), QMessageBox.ButtonRole.AcceptRole)
        new = box.addButton(self.tr("New scoresheet"), QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(go_on)
        box.exec()
        clicked = box.clickedButton()
        return True if clicked is go_on else False if clicked is new else None

    # -- messages -----------------------------------------------------------------------------------
    def say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, STATUS_MS)

    def _problem(self, exc: object) -> None:
        """The autosave or the ledger failed: a warning that stays until that kind of write works again."""
        reason = getattr(exc, "reason", None)
        text = _phrase(reason) if reason is not None else str(exc)
        path = getattr(exc, "path", None)
        detail = self.tr("{file}: {reason} The game goes on; Fjols keeps it in memory and tries again after "
                         "every move.").format(file=str(path) if path else "?", reason=text)
        if isinstance(exc, LedgerError):
            warning = self.tr("Not in the family ledger: {reason}").format(reason=text)
            self.warning.warn("ledger", warning, detail)
        else:
            warning = self.tr("Not saved: {reason}").format(reason=text)
            self.warning.warn("save", warning, detail)
        self.say(warning)

    def _settings_problem(self, exc: object) -> None:
        """A settings problem found after start-up (before it, the start-up report says them all)."""
        if not self._started:
            return
        reason = getattr(exc, "reason", None)
        text = _phrase(reason) if reason is not None else str(exc)
        if reason is not None and reason.key in ("disk_full", "file_read_only", "file_no_permission",
                                                 "file_write_failed"):
            self.warning.warn("settings", self.tr("Settings not saved: {reason}").format(reason=text), str(exc))
        self.say(text)

    def _match_finished(self, _winners: object) -> None:
        controller = self.window.controller
        if controller.ended_early and controller.match is not None:
            self.say(self.tr("This match has as many deals as one save can hold ({deals}): it ends here and "
                             "counts with these totals.").format(deals=len(controller.match.results)))

    def _damaged_save(self, exc: object, kept: object) -> None:
        from ..i18n.store import store_phrase

        reason = getattr(exc, "reason", None)
        self.say(self.tr("A saved game that cannot be continued was kept as {file}: {reason}").format(
            file=getattr(kept, "name", "?"), reason=store_phrase(reason) if reason is not None else str(exc)))

    # -- test hook ----------------------------------------------------------------------------------
    def autoplay(self, matches: int) -> None:
        """Let the computers play ``matches`` matches at the current table, then quit (tests)."""
        self._autoplay = matches
        self.window.controller.auto_continue = True
        self.keeper.recorded.connect(self._next_autoplay)

    def _next_autoplay(self, uid: str) -> None:
        self._autoplay -= 1
        setup = self.window.controller.setup
        if self._autoplay > 0 and setup is not None:
            self.window.start(setup)
        else:
            QApplication.quit()

    def close(self) -> None:
        for window in list(self._scorekeepers):
            window.quitting = True  # kept for the next start, without a question at quit
            window.close()
        self.keeper.close()


def _phrase(reason: Reason) -> str:
    """A store reason in words; a game named in it by its id is named as the game is called. The
    phrases load with the first one said (start-up time)."""
    from ..i18n.store import store_phrase

    if reason.key == "settings_bad_table":
        from .confirm import game_name

        reason = Reason(reason.key, (("game", game_name(str(reason.arg("game", "")))),))
    return store_phrase(reason)
