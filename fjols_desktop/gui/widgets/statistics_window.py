"""``StatisticsWindow``: the family ledger in figures (``store/stats.py`` does the sums).

Four tabs: *By game* (everybody's record in one game), *By person* (one person's record in every
game), *Head to head* (two people over the games both played), *Over time* (a chart of one person's
totals in one game, ``ResultsChart``). Records show games played, wins, times as the fool, average
total, best and worst total, the longest run of wins (and the run still going) and the longest run
as the fool. Two buttons export CSV for spreadsheets: every result (one row per seat of every game),
and the statistics of every game. The files are UTF-8 with a byte-order mark so Excel reads Æ Ø Å.

The window reads the ledger through its own connection and re-reads it on ``refresh`` (the main
window calls it when a match was recorded); only finished matches count. The *Games* tab lists every
recorded game, newest first, the abandoned ones marked, and lets the family delete one (after a
question naming it). Rows of the ledger that cannot be read are left out and said above the tabs.
Exports start in the user's documents folder, then where the family exported last (``exports.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...store.errors import LedgerError
from ...store.ledger import Ledger, MatchEntry
from ...store.stats import (
    GameStats,
    game_stats,
    head_to_head,
    person_stats,
    timeline,
    write_results_csv,
    write_stats_csv,
)
from ..i18n.store import store_phrase
from .confirm import game_name, names_text
from .exports import export_path
from .results_chart import ResultsChart
from .resume import saved_when
from .screen_fit import fit_dialog

ALL_GAMES = ""


def number(value: Fraction | int | None) -> str:
    if value is None:
        return "–"
    if isinstance(value, Fraction):
        return QLocale().toString(float(value), "f", 1)
    return QLocale().toString(value)


def _reset(table: QTableWidget, headings: Sequence[str], rows: int) -> None:
    """Empty ``table`` and give it these column headings and ``rows`` empty rows."""
    table.clear()
    table.setColumnCount(len(headings))
    table.setHorizontalHeaderLabels(list(headings))
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    table.setRowCount(rows)


class StatisticsWindow(QDialog):
    def __init__(self, data_dir: Path | str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.data_dir = Path(data_dir)
        self._ledger: Ledger | None = None
        self.entries: tuple[MatchEntry, ...] = ()
        layout = QVBoxLayout(self)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b3261e;")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs, 1)
        self._build_by_game()
        self._build_by_person()
        self._build_head_to_head()
        self._build_over_time()
        self._build_games()
        buttons = QHBoxLayout()
        self.export_results_button = QPushButton(self.tr("Export all results (CSV)…"), self)
        self.export_results_button.clicked.connect(lambda: self.export_results())
        self.export_stats_button = QPushButton(self.tr("Export statistics (CSV)…"), self)
        self.export_stats_button.clicked.connect(lambda: self.export_stats())
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.close)
        buttons.addWidget(self.export_results_button)
        buttons.addWidget(self.export_stats_button)
        buttons.addStretch()
        buttons.addWidget(close)
        layout.addLayout(buttons)
        fit_dialog(self, QSize(820, 520))

    # -- building -----------------------------------------------------------------------------------
    def _table(self, parent: QWidget) -> QTableWidget:
        table = QTableWidget(parent)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.verticalHeader().setVisible(False)
        table.setAlternatingRowColors(True)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        return table

    def _table_page(self, title: str, label: str, show: Callable[[], None]) -> tuple[QComboBox, QTableWidget, QLabel]:
        """A tab with one choice above a table of records and a note below it."""
        page = QWidget(self)
        box = QVBoxLayout(page)
        form = QFormLayout()
        choice = QComboBox(page)
        choice.currentIndexChanged.connect(lambda _i: show())
        form.addRow(label, choice)
        box.addLayout(form)
        table = self._table(page)
        box.addWidget(table, 1)
        note = QLabel(page)
        note.setWordWrap(True)
        box.addWidget(note)
        self.tabs.addTab(page, title)
        return choice, table, note

    def _build_by_game(self) -> None:
        self.game_choice, self.by_game, self.game_note = self._table_page(self.tr("By game"), self.tr("&Game:"),
                                                                          self._show_by_game)

    def _build_by_person(self) -> None:
        self.person_choice, self.by_person, _ = self._table_page(self.tr("By person"), self.tr("&Person:"),
                                                                 self._show_by_person)

    def _build_head_to_head(self) -> None:
        page = QWidget(self)
        box = QVBoxLayout(page)
        form = QFormLayout()
        self.h2h_a = QComboBox(page)
        self.h2h_b = QComboBox(page)
        self.h2h_game = QComboBox(page)
        for combo in (self.h2h_a, self.h2h_b, self.h2h_game):
            combo.currentIndexChanged.connect(lambda _i: self._show_head_to_head())
        form.addRow(self.tr("Between:"), self.h2h_a)
        form.addRow(self.tr("and:"), self.h2h_b)
        form.addRow(self.tr("In:"), self.h2h_game)
        box.addLayout(form)
        self.h2h_grid_host = QWidget(page)
        self.h2h_grid = QGridLayout(self.h2h_grid_host)
        self.h2h_grid.setHorizontalSpacing(24)
        box.addWidget(self.h2h_grid_host)
        box.addStretch(1)
        self.tabs.addTab(page, self.tr("Head to head"))

    def _build_over_time(self) -> None:
        page = QWidget(self)
        box = QVBoxLayout(page)
        row = QHBoxLayout()
        self.chart_person = QComboBox(page)
        self.chart_game = QComboBox(page)
        for combo in (self.chart_person, self.chart_game):
            combo.currentIndexChanged.connect(lambda _i: self._show_chart())
        row.addWidget(QLabel(self.tr("Person:"), page))
        row.addWidget(self.chart_person, 1)
        row.addWidget(QLabel(self.tr("Game:"), page))
        row.addWidget(self.chart_game, 1)
        box.addLayout(row)
        self.chart = ResultsChart(page)
        box.addWidget(self.chart, 1)
        self.tabs.addTab(page, self.tr("Over time"))

    def _build_games(self) -> None:
        """Every recorded game, newest first, the abandoned ones marked; a family may delete one."""
        page = QWidget(self)
        box = QVBoxLayout(page)
        self.games_table = self._table(page)
        self.games_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games_table.itemSelectionChanged.connect(lambda: self.delete_button.setEnabled(
            self.selected_match() is not None))
        box.addWidget(self.games_table, 1)
        row = QHBoxLayout()
        self.games_note = QLabel(page)
        self.games_note.setWordWrap(True)
        self.delete_button = QPushButton(self.tr("&Delete this game…"), page)
        self.delete_button.setEnabled(False)
        self.delete_button.clicked.connect(lambda: self.delete_selected())
        row.addWidget(self.games_note, 1)
        row.addWidget(self.delete_button)
        box.addLayout(row)
        self.tabs.addTab(page, self.tr("Games"))

    # -- data ---------------------------------------------------------------------------------------
    def ledger(self) -> Ledger:
        if self._ledger is None:
            self._ledger = Ledger(self.data_dir)
        return self._ledger

    def refresh(self) -> None:
        """Read the ledger again and redraw every tab, keeping the choices made."""
        try:
            ledger = self.ledger()
            read = ledger.read_matches(include_unfinished=True)  # abandoned ones too: the Games tab shows them
            self.entries = read.entries
            people = ledger.people(include_archived=True)
            games = ledger.games()
            self.error.setVisible(bool(read.skipped))
            self.error.setText(self.tr("%n game(s) in the family ledger are damaged and were left out; "
                                       "everything else is shown.", "", len(read.skipped)))
            self.error.setToolTip("\n".join(f"{ledger.path.name}, {s.table} {s.row_id}: {s.problem}"
                                            for s in read.skipped))
        except LedgerError as exc:
            self.entries, people, games = (), (), ()
            self.error.setText(self.tr("The family ledger cannot be read: {reason}").format(
                reason=store_phrase(exc.reason)))
            self.error.show()
        played = {s.person_id for m in self.entries for s in m.seats if s.person_id is not None}
        people_items = [(p.name, p.id) for p in people if p.id in played]
        game_items = [(game_name(g), g) for g in games]
        self._fill(self.game_choice, game_items)
        self._fill(self.h2h_game, [(self.tr("All games"), ALL_GAMES), *game_items])
        self._fill(self.chart_game, game_items)
        for combo in (self.person_choice, self.h2h_a, self.chart_person):
            self._fill(combo, people_items)
        self._fill(self.h2h_b, people_items, default=1)
        self._show_by_game()
        self._show_by_person()
        self._show_head_to_head()
        self._show_chart()
        self._show_games()

    @staticmethod
    def _fill(combo: QComboBox, items: Sequence[tuple[str, object]], default: int = 0) -> None:
        chosen = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        found = combo.findData(chosen) if chosen is not None else -1
        combo.setCurrentIndex(found if found >= 0 else min(default, combo.count() - 1))
        combo.blockSignals(False)

    # -- tabs ---------------------------------------------------------------------------------------
    def _headings(self, first: str) -> list[str]:
        return [first, self.tr("Games"), self.tr("Wins"), self.tr("Times\nthe fool"), self.tr("Average"),
                self.tr("Best"), self.tr("Worst"), self.tr("Longest\nwin streak"), self.tr("Current\nwin streak"),
                self.tr("Longest\nfool streak")]

    def _fill_stats(self, table: QTableWidget, rows: Sequence[GameStats], first: str, by_game: bool) -> None:
        _reset(table, self._headings(first), len(rows))
        for r, s in enumerate(rows):
            cells = [s.name if by_game else game_name(s.game), number(s.matches), number(s.wins), number(s.fools),
                     number(s.average), number(s.best), number(s.worst), number(s.win_streak),
                     number(s.current_win_streak), number(s.fool_streak)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)

    def _show_by_game(self) -> None:
        game = self.game_choice.currentData()
        rows = game_stats(self.entries, game) if game else ()
        self._fill_stats(self.by_game, rows, self.tr("Player"), by_game=True)
        played = [m for m in self.entries if m.game == game and m.finished]
        if not played:
            self.game_note.setText(self.tr("No finished games yet."))
            return
        better = self.tr("Fewer points are better.") if played[-1].lower_is_better else \
            self.tr("More points are better.")
        self.game_note.setText(self.tr("%n game(s) of {game}. {better} Computer players are not listed.", "",
                                       len(played)).format(game=game_name(game), better=better))

    def _show_by_person(self) -> None:
        person = self.person_choice.currentData()
        rows = person_stats(self.entries, person) if person is not None else ()
        self._fill_stats(self.by_person, rows, self.tr("Game"), by_game=False)

    def _show_head_to_head(self) -> None:
        while self.h2h_grid.count():
            item = self.h2h_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        a, b = self.h2h_a.currentData(), self.h2h_b.currentData()
        if a is None or b is None or a == b:
            self.h2h_grid.addWidget(QLabel(self.tr("Choose two different people."), self.h2h_grid_host), 0, 0)
            return
        game = self.h2h_game.currentData() or None
        h = head_to_head(self.entries, a, b, game)
        rows = [("", self.h2h_a.currentText(), self.h2h_b.currentText()),
                (self.tr("Games together"), number(h.matches), ""),
                (self.tr("Finished ahead of the other"), number(h.ahead_a), number(h.ahead_b)),
                (self.tr("Level"), number(h.level), ""),
                (self.tr("Wins"), number(h.wins_a), number(h.wins_b)),
                (self.tr("The fool"), number(h.fools_a), number(h.fools_b))]
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                label = QLabel(text, self.h2h_grid_host)
                if r == 0:
                    label.setStyleSheet("font-weight: bold;")
                if c:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight)
                self.h2h_grid.addWidget(label, r, c)

    def _show_chart(self) -> None:
        person, game = self.chart_person.currentData(), self.chart_game.currentData()
        if person is None or not game:
            self.chart.set_points((), True)
            return
        points = timeline(self.entries, person, game)
        lower = next((m.lower_is_better for m in reversed(self.entries) if m.game == game), True)
        self.chart.set_points(points, lower, self.tr("{name} in {game}").format(
            name=self.chart_person.currentText(), game=game_name(game)))

    def _show_games(self) -> None:
        chosen = self.selected_match()
        matches = sorted(self.entries, key=lambda m: (m.finished_at, m.id), reverse=True)
        table = self.games_table
        _reset(table, [self.tr("When"), self.tr("Game"), self.tr("Players"), self.tr("Result"), self.tr("Deals")],
               len(matches))
        for r, match in enumerate(matches):
            names = [s.name for s in match.seats]
            winners = [s.name for s in match.seats if s.winner]
            result = (self.tr("Abandoned") if not match.finished else
                      self.tr("Won by {names}").format(names=names_text(winners)) if winners else self.tr("Finished"))
            cells = [saved_when(match.finished_at), game_name(match.game), names_text(names), result,
                     number(match.deals)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, match.id)
                if c == len(cells) - 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)  # a number, as on the other tabs
                if not match.finished:  # marked: grey and slanted, and the word "Abandoned"
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                    item.setForeground(QColor("#6b6b6b"))
                table.setItem(r, c, item)
            if match.id == chosen:
                table.selectRow(r)
        abandoned = sum(not m.finished for m in matches)
        note = self.tr("%n game(s) recorded.", "", len(matches))
        if abandoned:
            note += " " + self.tr("%n of them abandoned (they do not count in the statistics).", "", abandoned)
        self.games_note.setText(note)
        self.delete_button.setEnabled(self.selected_match() is not None)

    def selected_match(self) -> int | None:
        """The ledger id of the game chosen on the Games tab."""
        rows = self.games_table.selectionModel().selectedRows() if self.games_table.selectionModel() else []
        item = self.games_table.item(rows[0].row(), 0) if rows else None
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def delete_selected(self) -> bool:
        """Delete the chosen game from the ledger, after asking (naming it); True if it was deleted."""
        match_id = self.selected_match()
        match = next((m for m in self.entries if m.id == match_id), None)
        if match is None:
            return False
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Delete the game?"), self.tr(
            "Delete the game of {game} of {when} with {names} from the family ledger?").format(
            game=game_name(match.game), when=saved_when(match.finished_at),
            names=names_text([s.name for s in match.seats])), QMessageBox.StandardButton.Cancel, self)
        box.setInformativeText(self.tr("It no longer counts in the statistics. This cannot be undone."))
        delete = box.addButton(self.tr("Delete the game"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if box.clickedButton() is not delete:
            return False
        try:
            self.ledger().delete_match(match.id)
        except LedgerError as exc:
            self.error.setText(self.tr("The game could not be deleted: {reason}").format(
                reason=store_phrase(exc.reason)))
            self.error.show()
            return False
        self.refresh()
        return True

    # -- export -------------------------------------------------------------------------------------
    def _target(self, suggestion: str) -> Path | None:
        return export_path(self, self.tr("Export"), suggestion, self.tr("Spreadsheet (CSV) (*.csv)"))

    def export_results(self, path: Path | None = None) -> int:
        """Every recorded result, one row per seat; returns the rows written (0 if cancelled)."""
        path = path or self._target("fjols-results.csv")
        if path is None:
            return 0
        try:
            matches = self.ledger().matches(include_unfinished=True)
            with open(path, "w", encoding="utf-8-sig", newline="") as out:
                return write_results_csv(matches, out)
        except (OSError, LedgerError) as exc:
            self._export_failed(exc)
            return 0

    def export_stats(self, path: Path | None = None) -> int:
        """Everybody's record in every game; returns the rows written (0 if cancelled)."""
        path = path or self._target("fjols-statistics.csv")
        if path is None:
            return 0
        rows = [s for game in sorted({m.game for m in self.entries}) for s in game_stats(self.entries, game)]
        try:
            with open(path, "w", encoding="utf-8-sig", newline="") as out:
                return write_stats_csv(rows, out)
        except OSError as exc:
            self._export_failed(exc)
            return 0

    def _export_failed(self, exc: Exception) -> None:
        reason = getattr(exc, "reason", None)
        self.error.setText(self.tr("The file could not be written: {reason}").format(
            reason=store_phrase(reason) if reason is not None else getattr(exc, "strerror", None) or str(exc)))
        self.error.show()

    def closeEvent(self, event: object) -> None:
        if self._ledger is not None:
            self._ledger.close()
            self._ledger = None
        super().closeEvent(event)  # type: ignore[arg-type]
