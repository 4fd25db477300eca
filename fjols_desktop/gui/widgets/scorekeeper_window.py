"""``ScorekeeperWindow``: the scoresheet for a match played with a real deck of cards.

The family chooses the game and who plays (``ScorekeeperSetupDialog``: the roster's names offered,
the game's house rules as last set up for it), then types each deal's points under the players'
names. Each entry is checked by the game's sum check (``store/scorekeeper.check_deal``: Hjerterfri's
26 a hand or a moon, Davoserjas' total of the round); a sum that does not fit only warns ("The points
add up to 12, expected 13. Save anyway?"), because families misscore and decide for themselves.
"Undo last deal" takes back the last entry. The match ends by the game's own rules and goes into
the family ledger like a match played on the screen.

The sheet is saved as soon as it is set up and after every entry (``SaveSlot`` ``scorekeeper``,
claimed like the table's slot; a new sheet never takes a slot holding a sheet kept for later), so a
scoresheet survives a crash and is offered again at the next start. Closing a sheet that is not
finished asks (``confirm.ask_close_scoresheet``): keep it for later (offered again at the next start,
and by "Keep score for real cards…" while the app runs), abandon it (into the ledger as abandoned),
or stay; Escape asks the same, and quitting the app keeps it without a question. A sheet that holds
as many deals as a save may ends there like a finished one. Writing happens on the UI thread: an
entry is typed by hand, so one fsynced write per entry is never felt. Names are normalised and checked as every
file does (``store.names``) before the sheet starts.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLockFile, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.errors import Reason
from ...engine.match import Match
from ...engine.registry import GAMES, get_game
from ...store.errors import StoreError
from ...store.ledger import Ledger
from ...store.names import name_key, normalise
from ...store.saves import MatchMode, SavedMatch, SaveSlot, SeatInfo
from ...store.scorekeeper import MAX_POINTS, check_deal
from ..autosave import claim_slot
from ..i18n.store import store_phrase
from ..models import ScoreSheetModel
from .confirm import CloseAnswer, ask_close_scoresheet, game_name
from .new_game_dialog import complete_names, seat_name_problem
from .scoresheet import ScoreSheetWidget
from .screen_fit import fit_dialog


class ScorekeeperSetupDialog(QDialog):
    """Choose the game and the players' names (people only: the cards are on the kitchen table)."""

    def __init__(self, settings: Any, roster: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keep score for real cards"))
        self.settings = settings
        self.roster = roster
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox(self)
        for game in GAMES:
            self.game.addItem(QCoreApplication.translate("Games", game.info.name), game.info.id)
        self.seats = QSpinBox(self)
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow(self.tr("&Players:"), self.seats)
        layout.addLayout(form)
        self.names: list[QLineEdit] = []
        self.labels: list[QLabel] = []
        grid = QGridLayout()
        known = list(roster.names()) if roster is not None else []
        for seat in range(max(g.info.max_seats for g in GAMES)):
            label = QLabel(self.tr("Player {number}:").format(number=seat + 1), self)
            field = QLineEdit(self)
            field.setMaxLength(40)
            complete_names(field, known)
            label.setBuddy(field)
            grid.addWidget(label, seat, 0)
            grid.addWidget(field, seat, 1)
            self.names.append(field)
            self.labels.append(label)
        layout.addLayout(grid)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b3261e;")
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the scoresheet"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.game.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.seats.valueChanged.connect(lambda _v: self._seats_changed())
        last = getattr(settings, "last_game", "") or GAMES[0].info.id
        self.game.setCurrentIndex(max(0, self.game.findData(last)))
        self._game_changed()

    @property
    def game_id(self) -> str:
        return str(self.game.currentData())

    def _remembered(self) -> dict[str, Any]:
        table = self.settings.table(self.game_id) if self.settings is not None else None
        return table if isinstance(table, dict) else {}

    def _game_changed(self) -> None:
        info = get_game(self.game_id).info
        table = self._remembered()
        people = [s.get("name", "") for s in table.get("seats", ()) if isinstance(s, dict) and s.get("human")]
        self.seats.setRange(info.min_seats, info.max_seats)
        self.seats.setValue(min(max(info.default_seats, len(people)), info.max_seats))
        for field, name in zip(self.names, people):
            if not field.text():
                field.setText(str(name))
        self._seats_changed()

    def _seats_changed(self) -> None:
        for seat, (label, field) in enumerate(zip(self.labels, self.names)):
            label.setVisible(seat < self.seats.value())
            field.setVisible(seat < self.seats.value())
        self.error.hide()
        self.adjustSize()

    def player_names(self) -> list[str]:
        """The names typed, normalised as every file stores them (``store.names``)."""
        return [normalise(f.text()) or self.tr("Player {number}").format(number=i + 1)
                for i, f in enumerate(self.names[: self.seats.value()])]

    def saved_match(self, people: dict[str, int] | None = None, seed: int | None = None) -> SavedMatch:
        """A new scorekept match for the table chosen (``StoreError``/``FjolsError`` if refused)."""
        game = get_game(self.game_id)
        options = game.info.options_type.from_dict(self._remembered().get("options") or {})
        match = Match.new(self.game_id, self.seats.value(), options, seed)
        people = people or {}
        seats = [SeatInfo.human(name, people.get(name)) for name in self.player_names()]
        return SavedMatch.new(match, seats, MatchMode.SCOREKEEPER)

    def accept(self) -> None:
        names = [name_key(n) for n in self.player_names()]
        problem = next((i for i, n in enumerate(self.player_names()) if seat_name_problem(n) is not None), None)
        if problem is not None:  # refused here, never later by the save
            self.error.setText(self.tr("The name of player {number} cannot be saved.").format(number=problem + 1))
        elif len(set(names)) != len(names):
            self.error.setText(self.tr("Each player needs a name of their own."))
        else:
            super().accept()
            return
        self.error.show()


class ScorekeeperWindow(QDialog):
    recorded = Signal(str)  # the match's uid, once the ledger has it

    def __init__(self, data_dir: Path | str, settings: Any = None, roster: Any = None,
                 saved: SavedMatch | None = None, parent: QWidget | None = None, slot_name: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.data_dir = Path(data_dir)
        self.settings = settings
        self.roster = roster
        self.quitting = False  # the app is closing: an open sheet is kept without a question
        self.slot: SaveSlot | None = None
        self._lock: QLockFile | None = None
        self._slot_problem: StoreError | None = None
        try:  # a new sheet never takes a slot holding a sheet kept for later
            self.slot, self._lock = claim_slot(self.data_dir, "scorekeeper", name=slot_name, prefer_save=False)
        except StoreError as exc:
            self._slot_problem = exc
        self.saved: SavedMatch | None = None
        self.confirm: Callable[[str], bool] = self._ask
        self.model = ScoreSheetModel(self)
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 15pt; font-weight: bold;")
        layout.addWidget(self.title)
        self.sheet = ScoreSheetWidget(self.model, self)
        layout.addWidget(self.sheet, 1)
        self.entry_host = QWidget(self)
        self.entry = QGridLayout(self.entry_host)
        self.entry.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.entry_host)
        self.spins: list[QSpinBox] = []
        self.prompt = QLabel(self)
        layout.insertWidget(layout.indexOf(self.entry_host), self.prompt)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self)
        self.add_button.setDefault(True)
        self.add_button.clicked.connect(lambda: self.add_deal())
        self.undo_button = QPushButton(self)
        self.undo_button.clicked.connect(lambda: self.undo_last())
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.undo_button)
        buttons.addStretch()
        layout.addLayout(buttons)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #8a4b00;")
        layout.addWidget(self.message)
        fit_dialog(self, QSize(560, 560))
        self.retranslate()
        if saved is not None:
            self.start(saved)

    def retranslate(self) -> None:
        """Every text in the language shown (when built, and on Qt's ``LanguageChange``); the
        points typed so far stay."""
        self.add_button.setText(self.tr("&Write down this deal"))
        self.undo_button.setText(self.tr("&Undo last deal"))
        saved = self.saved
        if saved is not None:
            self._titles(saved)
            for spin, seat in zip(self.spins, saved.seats):
                spin.setAccessibleName(self.tr("Points for {name}").format(name=seat.name))
            self.model.beginResetModel()
            self.model.endResetModel()
            self._update()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _titles(self, saved: SavedMatch) -> None:
        self.setWindowTitle(self.tr("Scoresheet: {game}").format(game=game_name(saved.game_id)))
        self.title.setText(self.tr("{game} with real cards").format(game=game_name(saved.game_id)))

    # -- starting -------------------------------------------------------------------------------------
    def choose_table(self) -> bool:
        """Ask for the game and players; False if the family cancelled."""
        dialog = ScorekeeperSetupDialog(self.settings, self.roster, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        people = self.roster.people_ids() if self.roster is not None else {}
        self.start(dialog.saved_match(people))
        return True

    def start(self, saved: SavedMatch) -> None:
        self.saved = saved
        names = [s.name for s in saved.seats]
        self._titles(saved)
        while self.entry.count():
            item = self.entry.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.spins = []
        for seat, name in enumerate(names):
            label = QLabel(name, self.entry_host)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            spin = QSpinBox(self.entry_host)
            spin.setRange(-MAX_POINTS, MAX_POINTS)
            spin.setAccessibleName(self.tr("Points for {name}").format(name=name))
            label.setBuddy(spin)
            self.entry.addWidget(label, 0, seat)
            self.entry.addWidget(spin, 1, seat)
            self.spins.append(spin)
        self.model.set_match(names, saved.game_id, saved.match.results)
        self._update()
        self._store(saved)  # saved at once, like a match at the table: a crash loses no sheet

    # -- entries --------------------------------------------------------------------------------------
    def add_deal(self, points: list[int] | None = None) -> bool:
        """Write down one deal (the spin boxes', or ``points``); False if it was not written."""
        saved = self.saved
        if saved is None or _over(saved):
            return False
        points = list(points) if points is not None else [spin.value() for spin in self.spins]
        reason = check_deal(saved.match, points)
        if reason is not None:
            text = store_phrase(reason, [s.name for s in saved.seats], saved.game_id)
            if reason.key in ("deal_points_count", "deal_points_range") or not self.confirm(text):
                self.message.setText(text)
                return False
        self._store(saved.scored(points))
        self.model.add_result(self.saved.match.results[-1])  # type: ignore[union-attr]
        for spin in self.spins:
            spin.setValue(0)
        self.message.clear()
        self._update()
        if self.saved is not None and _over(self.saved):
            self._finish()
        return True

    def undo_last(self) -> bool:
        saved = self.saved
        if saved is None or not saved.match.results or _over(saved):
            return False
        self._store(saved.unscored())
        self.model.set_match([s.name for s in saved.seats], saved.game_id, self.saved.match.results)  # type: ignore
        self.message.setText(self.tr("The last deal was taken back."))
        self._update()
        return True

    def _store(self, saved: SavedMatch) -> None:
        self.saved = saved
        try:
            if self.slot is None:
                raise self._slot_problem or StoreError("no save slot", Reason.of("save_slots_taken"))
            self.slot.write(saved)
        except StoreError as exc:  # keep the sheet on screen; the family can copy it by hand
            self.message.setText(self.tr("Not saved: {reason}").format(reason=store_phrase(exc.reason)))

    def _finish(self) -> None:
        saved = self.saved
        assert saved is not None
        winners = saved.match.winners()
        self.model.set_winners(winners)
        names = [saved.seats[s].name for s in winners]
        losers = [saved.seats[s].name for s in saved.match.fools()] if not winners else []
        try:
            with Ledger(self.data_dir) as ledger:
                ledger.record_match(saved, finished=True)
            if self.slot is not None:
                self.slot.clear()
        except StoreError as exc:
            self.message.setText(self.tr("The game is over, but the family ledger could not take it: {reason}")
                                 .format(reason=store_phrase(exc.reason)))
            return
        if names:
            text = self.tr("The game is over: {names} won. It is in the family ledger.").format(names=", ".join(names))
        elif losers:   # a game with losers only (Fjols, Durak)
            text = self.tr("The game is over: {names} lost. It is in the family ledger.").format(
                names=", ".join(losers))
        else:
            text = self.tr("The game is over. It is in the family ledger.")
        self.message.setText(text)
        self.recorded.emit(saved.uid)

    def _update(self) -> None:
        saved = self.saved
        open_match = saved is not None and not _over(saved)
        if open_match:
            self.prompt.setText(self.tr("Deal {number}: type each player's points for this deal.").format(
                number=saved.match.number + 1))  # type: ignore[union-attr]
        else:
            self.prompt.clear()
        self.add_button.setEnabled(open_match)
        for spin in self.spins:
            spin.setEnabled(open_match)
        self.undo_button.setEnabled(open_match and bool(saved.match.results))  # type: ignore[union-attr]

    def _ask(self, text: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Check the points"), text,
                                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
                                      QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Save

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.sheet._rows_changed()  # the pinned totals row takes its height once the sheet is laid out

    # -- closing ----------------------------------------------------------------------------------------
    def may_close(self) -> bool:
        """Closing a sheet that is not finished asks first (``confirm.ask_close_scoresheet``): kept for
        later (its save stays and is offered again), abandoned (into the ledger as abandoned, or
        forgotten when no deal was written down), or the window stays open. When the app quits, the
        sheet is kept without a question."""
        saved = self.saved
        if self.quitting or saved is None or _over(saved):
            return True
        answer = ask_close_scoresheet(self, saved.game_id, [s.name for s in saved.seats])
        if answer is CloseAnswer.STAY:
            return False
        if answer is CloseAnswer.ABANDON:
            try:
                if saved.match.results:
                    with Ledger(self.data_dir) as ledger:
                        ledger.record_match(saved, finished=False)
                if self.slot is not None:
                    self.slot.clear()
            except StoreError as exc:  # the sheet stays saved and is offered again: nothing is lost
                QMessageBox.warning(self, self.tr("Scoresheet"), self.tr(
                    "The scoresheet could not be put away, so it was kept: {reason}").format(
                    reason=store_phrase(exc.reason)))
        return True

    def reject(self) -> None:  # Escape: the same question as the window's close button
        if self.may_close():
            self._release()
            super().reject()

    def closeEvent(self, event: Any) -> None:
        if not self.may_close():
            event.ignore()
            return
        self._release()
        super().closeEvent(event)

    def _release(self) -> None:
        self.quitting = True  # asked once: reject() and closeEvent() may both follow one close
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _over(saved: SavedMatch) -> bool:
    """The sheet is finished: by the game's rules, or because it holds as many deals as a save may
    (``SavedMatch.full``; it then counts with the totals so far)."""
    return saved.match.is_over() or saved.full
