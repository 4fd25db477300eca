"""``DealReviewDialog``: a finished deal, move by move, with every hand face up and the deal's seed.

The table on the left is the game's own table (``TableScene``) showing ``DealReplay.open_view``:
the position after the chosen move, seen from the viewer's chair, all hands open. On the right the
moves, one per line ("Bjørn: Q♠", with the computer's reason when it gave one), the first line being
the deal itself; under them, in a deal with passes (Hjerterfri, Festudgaven), what each player gave
and got (``review.exchanges``). Step with the buttons, the list, or the keyboard (Left/Right, Home/End). Above: the
deal's seed and how anyone can check it — the same seed deals the same cards, so a family that
doubts the computer can deal the deal again and replay it (Copy the record puts the seed, the house
rules and every move on the clipboard as JSON).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...engine.registry import get_game
from ..i18n.advice import advice_phrase
from ..models import HandModel, TableModel
from ..move_index import MoveIndex
from ..review import DealRecord, DealReplay, exchanges
from ..table.card_painter import CardPainter
from ..table.scene import TableScene
from ..table.view import TableView
from .screen_fit import fit_dialog


class DealReviewDialog(QDialog):
    def __init__(self, record: DealRecord, painter: CardPainter | None = None, parent: QWidget | None = None,
                 animations: bool = True) -> None:
        super().__init__(parent)
        self.record = record
        self.replay = DealReplay(record)
        game_name = QCoreApplication.translate("Games", get_game(record.game_id).info.name)
        self.setWindowTitle(self.tr("Deal review: {game}, deal {number}").format(game=game_name,
                                                                                 number=record.number + 1))
        layout = QVBoxLayout(self)
        self.seed_label = QLabel(self)
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seed_label.setText(self.tr("<b>Seed {seed}</b> (match {match}, deal {number}) · %n move(s) · every "
                                        "hand is shown", "", len(record.moves)).format(
            seed=record.seed, match=record.match_seed, number=record.number + 1))
        self.check_label = QLabel(self.tr("The same seed deals the same cards: start a new game of {game} with seed "
                                          "{match} (fjols --game {id} --seed {match}) and deal {number} is this "
                                          "deal again. The computers saw only their own cards.")
                                  .format(game=game_name, match=record.match_seed, id=record.game_id,
                                          number=record.number + 1), self)
        self.check_label.setWordWrap(True)
        layout.addWidget(self.seed_label)
        layout.addWidget(self.check_label)
        self.painter = painter or CardPainter()
        self.scene = TableScene(HandModel(self), TableModel(self), self.painter, animations=animations)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(self.tr("The deal, every hand shown"))
        self.moves = QListWidget(self)
        self.moves.setAccessibleName(self.tr("Moves of the deal"))
        self.moves.setWordWrap(True)
        for step in range(len(self.replay)):
            text = self.replay.describe(step)
            why = advice_phrase(record.reasons.get(step - 1), record.names, record.game_id) if step else ""
            self.moves.addItem(f"{step}. {text}" + (f" — {why}" if why else ""))
        side = QWidget(self)
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.moves, 3)  # the passes, when there are any, get two parts of five
        self.passes = QListWidget(self)          # one row per player: what it gave and got
        self.passes.setAccessibleName(self.tr("What each player gave and got"))
        self.passes.setWordWrap(True)
        for exchange in exchanges(self.replay):
            self.passes.addItem(exchange.text(record.names))
        self.passes_label = QLabel(self.tr("<b>Passed cards</b>"), self)
        self.passes_label.setBuddy(self.passes)
        column.addWidget(self.passes_label)
        column.addWidget(self.passes, 2)
        self.passes_label.setVisible(self.passes.count() > 0)
        self.passes.setVisible(self.passes.count() > 0)
        splitter = QSplitter(self)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([840, 400])
        layout.addWidget(splitter, 1)
        steps = QHBoxLayout()
        self.step_buttons: dict[str, QPushButton] = {}
        for key, text, tip, keys in (("first", "◀◀", self.tr("To the deal (Home)"), "Home"),
                                     ("back", "◀", self.tr("One move back (Left)"), "Left"),
                                     ("forward", "▶", self.tr("One move on (Right)"), "Right"),
                                     ("last", "▶▶", self.tr("To the end (End)"), "End")):
            button = QPushButton(text, self)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setAutoDefault(False)
            steps.addWidget(button)
            self.step_buttons[key] = button
            QShortcut(QKeySequence(keys), self, lambda k=key: self._step(k))
            button.clicked.connect(lambda _=False, k=key: self._step(k))
        self.position = QLabel(self)
        self.position.setAccessibleName(self.tr("Position in the deal"))
        steps.addWidget(self.position, 1)
        self.copy_button = QPushButton(self.tr("Copy the record"), self)
        self.copy_button.setToolTip(self.tr("The seed, the house rules and every move, as text"))
        self.copy_button.clicked.connect(self.copy_record)
        steps.addWidget(self.copy_button)
        layout.addLayout(steps)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.moves.currentRowChanged.connect(self.show_step)
        self.step = -1
        fit_dialog(self, QSize(1280, 800))
        self.moves.setCurrentRow(0)

    def _step(self, key: str) -> None:
        targets = {"first": 0, "back": self.step - 1, "forward": self.step + 1, "last": len(self.replay) - 1}
        self.moves.setCurrentRow(max(0, min(len(self.replay) - 1, targets[key])))

    def show_step(self, step: int) -> None:
        """Show the position after ``step`` moves (0: as dealt)."""
        if not 0 <= step < len(self.replay) or step == self.step:
            return
        self.step = step
        view = self.replay.open_view(step)
        prompt = self.replay.describe(step)
        own = view.pile(f"hand:{view.seat}")
        self.scene.hand_model.set_hand(own.cards if own is not None else view.hand, None, False)
        self.scene.set_observation(view, self.record.names, MoveIndex(()), prompt)
        self.position.setText(self.tr("Move {step} of {count}").format(step=step, count=len(self.replay) - 1))
        self.step_buttons["first"].setEnabled(step > 0)
        self.step_buttons["back"].setEnabled(step > 0)
        self.step_buttons["forward"].setEnabled(step < len(self.replay) - 1)
        self.step_buttons["last"].setEnabled(step < len(self.replay) - 1)
        if self.moves.currentRow() != step:
            self.moves.setCurrentRow(step)

    def copy_record(self) -> str:
        text = self.record.to_text()
        QGuiApplication.clipboard().setText(text)
        self.position.setText(self.tr("The record is on the clipboard."))
        return text

    def move_text(self, step: int) -> str:
        item = self.moves.item(step)
        return item.text() if item is not None else ""

