"""``PlayMenu``: the main window's Play menu and what it drives — playing from the keyboard, the hint,
taking a move back, the last trick, the deal review, and the teaching notes.

* Keyboard play (shown in the menu with its keys, active while the table has the focus): Left and
  Right choose a card, Up and Down lift and lower it (several for a pass), Enter plays the chosen
  card(s), Space does the default action (the button under the hand: Pass these cards, Take, Done,
  or the next deal once a deal is over; with no button it lifts the chosen card), Escape puts the
  cards down.
* Hint (H): the strongest computer level suggests a move for the person to act (``HintService``);
  its cards are lifted in the hand and the reason is shown ("Hint: Duck under the trick with 7♥.").
* Take back (Ctrl+Z): the person's last move against computer players (learner mode, Settings).
  The first time in a match without learner mode it asks, because the scoresheet marks the match.
* Last trick (L): the last trick, bout or chain, with who played what (``RecallPanel``).
* Review the deal (Ctrl+Shift+R, and a button on the end-of-deal panel): ``DealReviewDialog`` for
  the last finished deal, every hand shown, with the deal's seed.
* Teaching: with "Explain the computer players' moves" on, each computer move the table saw is
  followed by its reason on the status line, the move named once (``i18n.advice.move_said``: "Bjørn played
  Q♠: a hunch.", "Bjørn: Cannot follow suit: a chance to get rid of Q♠!"); a hidden move (a computer's
  pass) is not explained, as its reason would name the cards.

The table view's accessible description follows every observation (``accessibility``). Hints and
moves taken back are told to the autosave keeper (``window.family.keeper.hinted``/``undone``), so
the save and the family ledger record them; a match resumed from a save that used undo is marked
again on the scoresheet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QPushButton

from ...engine.errors import Reason
from ..teaching import HintService

if TYPE_CHECKING:
    from ...engine.rules import Move, Observation
    from ..review import DealRecord, LastPlayTracker

# review, accessibility and the advice phrases load with the first observation, not at start-up


class PlayMenu(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.controller = c = window.controller
        self.hints = HintService(c, self)
        self._tracker: LastPlayTracker | None = None
        self.records: list[DealRecord] = []
        self._recall: Any = None
        self.menu = QMenu(window)
        window.menuBar().insertMenu(window.view_menu.menuAction(), self.menu)
        self.hint_action = self._action(["H"], self.hint)
        self.undo_action = self._action([QKeySequence.StandardKey.Undo], self.undo)
        self.last_action = self._action(["L"], self.toggle_last)
        self.review_action = self._action(["Ctrl+Shift+R"], self.review)
        self.menu.addSeparator()
        keys = self.keys_menu = self.menu.addMenu("")
        self.keyboard = [
            self._action(["Left"], lambda: self.focus(-1), keys, True),
            self._action(["Right"], lambda: self.focus(1), keys, True),
            self._action(["Up"], lambda: self.lift(True), keys, True),
            self._action(["Down"], lambda: self.lift(False), keys, True),
            self._action(["Return", "Enter"], self.play, keys, True),
            self._action(["Space"], self.default_action, keys, True),
            self._action(["Escape"], self.escape, keys, True),
        ]
        self.retranslate()
        self.hints.ready.connect(self._on_hint)
        self.hints.busy_changed.connect(lambda busy: self.update_actions())
        c.move_explained.connect(self._on_explained)
        c.match_started.connect(self._on_match_started)
        c.deal_started.connect(lambda _n: self.tracker.reset())
        c.deal_finished.connect(self._on_deal_finished)
        c.observation_changed.connect(self._on_view)
        c.assists_changed.connect(self._on_assists)
        c.thinking_changed.connect(lambda *_: self.update_actions())
        self.update_actions()

    def retranslate(self) -> None:
        """The menu's texts in the language shown (when built, and when the language changes)."""
        self.menu.setTitle(self.tr("&Play"))
        self.keys_menu.setTitle(self.tr("&Keyboard"))
        self.hint_action.setText(self.tr("&Hint"))
        self.undo_action.setText(self.tr("&Take back your move"))
        self.last_action.setText(self.tr("&Last trick"))
        self.review_action.setText(self.tr("&Review the last deal…"))
        texts = (self.tr("Choose the card to the left"), self.tr("Choose the card to the right"),
                 self.tr("Lift the chosen card"), self.tr("Put the chosen card down"), self.tr("Play the chosen cards"),
                 self.tr("Default action (the button under the hand)"), self.tr("Put every card down"))
        for action, text in zip(self.keyboard, texts):
            action.setText(text)

    def _action(self, shortcuts: list[Any], slot: Any, menu: QMenu | None = None,
                table_only: bool = False) -> QAction:
        action = QAction(self.window)  # its text: retranslate
        keys: list[QKeySequence] = []
        for s in shortcuts:
            keys.extend(QKeySequence.keyBindings(s) if isinstance(s, QKeySequence.StandardKey) else [QKeySequence(s)])
        action.setShortcuts(keys)
        action.triggered.connect(lambda _=False: slot())
        (menu or self.menu).addAction(action)
        if table_only:  # keys the dialogs and buttons need too: only while the table has the focus
            action.setProperty("shortcutContext", "WidgetWithChildrenShortcut")
            self.window.view.addAction(action)
        else:
            self.window.addAction(action)
        return action

    @property
    def comfort(self) -> Any:
        return self.window.comfort

    @property
    def tracker(self) -> LastPlayTracker:
        """What lay in the middle of the table before it was cleared (``review.LastPlayTracker``)."""
        if self._tracker is None:
            from ..review import LastPlayTracker

            self._tracker = LastPlayTracker()
        return self._tracker

    # -- state ----------------------------------------------------------------------------------------
    def update_actions(self) -> None:
        c = self.controller
        self.hint_action.setEnabled(self.comfort.hints and self.hints.available() and not self.hints.busy)
        self.undo_action.setEnabled(c.undo_index() is not None)
        self.last_action.setEnabled(c.match is not None)
        self.review_action.setEnabled(bool(self.records))

    @property
    def keeper(self) -> Any:
        """The autosave keeper (``autosave.MatchKeeper``), if the window has one."""
        family = getattr(self.window, "family", None)
        return getattr(family, "keeper", None)

    def _on_match_started(self) -> None:
        self.records.clear()
        self.tracker.reset()
        self._hide_recall()
        saved = getattr(self.keeper, "current", None)  # the keeper heard of the match first
        c = self.controller
        if saved is not None and any(saved.undo_used) and not c.undo_used:
            c.set_assists(hints_used=sum(saved.hints_used), undo_earlier=True)  # a resumed match used undo
        self.window.score_model.set_learner_deals(c.undo_deals, c.undo_used)
        self.update_actions()

    def _on_view(self, view: Observation) -> None:
        from ..accessibility import announce, describe_table

        self.tracker.feed(view)
        if self._recall is not None and self._recall.isVisible() and self.tracker.last is not None:
            self._recall.show_play(self.tracker.last, self.controller.names)
        announce(self.window.view, describe_table(view, self.controller.names, self.window.status_text()))
        self.update_actions()

    def _on_assists(self) -> None:
        self.window.score_model.set_learner_deals(self.controller.undo_deals, self.controller.undo_used)
        self.update_actions()

    def _on_deal_finished(self, result: Any) -> None:
        c = self.controller
        match, setup = c.match, c.setup
        if match is None or setup is None or c.initial_state is None:
            return
        from ..review import DealRecord

        self.records.append(DealRecord(setup.game_id, match.options, setup.names, match.seed, match.number - 1,
                                       match.dealers[-1], c.initial_state, c.moves, c.reasons, c.viewer))
        self.update_actions()

    # -- the hint -------------------------------------------------------------------------------------
    def hint(self) -> bool:
        if not self.comfort.hints:
            return False
        started = self.hints.request()
        if started:
            self.window.show_note(self.tr("Thinking about a hint…"))
        self.update_actions()
        return started

    def _on_hint(self, seat: int, move: Move, reason: Reason) -> None:
        from ..i18n.advice import move_said

        game = self.controller.game.info.id if self.controller.game else None
        model = self.window.hand_model
        model.clear_selection()
        for card in move.cards:
            row = model.row_of(str(card))
            if row >= 0:
                model.set_selected(row, True)
                self.window.scene.focus_row = row
        if self.keeper is not None:
            self.keeper.hinted(seat)
        self.window.show_note(move_said(move, reason, self.controller.names, game))
        self.update_actions()

    # -- teaching -------------------------------------------------------------------------------------
    def _on_explained(self, seat: int, move: Move, reason: Reason) -> None:
        if not self.comfort.teaching or self.controller.is_human(seat) or not self._seen(seat, move):
            return
        from ..i18n.advice import advice_phrase, move_said

        game = self.controller.game.info.id if self.controller.game else None
        if advice_phrase(reason, self.controller.names, game):
            self.window.show_note(move_said(move, reason, self.controller.names, game, seat))

    def _seen(self, seat: int, move: Move) -> bool:
        """Whether the table saw this move as it was: a hidden move (another player's pass) is never
        explained, because the reason would name the hidden cards."""
        view = self.controller.table_view
        last = next((text for s, text in reversed(view.history) if s == seat), None) if view is not None else None
        return last == str(move)

    # -- taking back ----------------------------------------------------------------------------------
    def undo(self, ask: bool = True) -> bool:
        c = self.controller
        if c.undo_index() is None:
            return False
        if not self.comfort.learner:
            from PySide6.QtWidgets import QMessageBox  # built with its enums on first use (start-up time)

            if ask and QMessageBox.question(
                    self.window, self.tr("Take back your move?"),
                    self.tr("Taking back moves is learner mode: the scoresheet will mark this match. "
                            "Turn learner mode on?")) != QMessageBox.StandardButton.Yes:
                return False
            self.window.set_comfort(self.comfort.replace(learner=True))
        self._hide_recall()
        seat, before = c.viewer, len(c.moves)
        if not c.undo():
            return False
        if self.keeper is not None:
            self.keeper.undone(seat, before - len(c.moves))
        return True

    # -- the last trick and the review ----------------------------------------------------------------
    @property
    def recall(self) -> Any:
        if self._recall is None:
            from .recall_panel import RecallPanel

            self._recall = RecallPanel(self.window.painter, self.window.view.viewport())
            self.window.floating.append(self._recall)
        return self._recall

    def toggle_last(self) -> bool:
        """Show the last trick (or hide it when shown); False when nothing has been cleared yet."""
        if self._recall is not None and self._recall.isVisible():
            self._hide_recall()
            return False
        last = self.tracker.last
        if last is None:
            self.window.show_refusal(Reason.of("no_last_trick"))
            return False
        self.recall.show_play(last, self.controller.names)
        self.window.place_overlays()
        return True

    def _hide_recall(self) -> None:
        if self._recall is not None:
            self._recall.hide()

    def review(self, index: int = -1) -> Any:
        """Open the review of a finished deal of this match (default: the last one)."""
        if not self.records:
            return None
        from .review_dialog import DealReviewDialog

        dialog = DealReviewDialog(self.records[index], self.window.painter, self.window,
                                  animations=self.window.scene.move_ms > 0)
        dialog.setModal(True)
        from PySide6.QtCore import Qt  # not for the first frame (``main_window``'s docstring)

        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    # -- keyboard play --------------------------------------------------------------------------------
    def focus(self, step: int) -> None:
        from .. import i18n
        from ..accessibility import announce

        card = self.window.scene.move_focus(step)
        if card is not None:
            legal = self.window.scene.index.is_legal(card)
            text = i18n.card_text(card) + ("" if legal or not self.window.scene.active else
                                            " " + self.tr("(cannot be played now)"))
            announce(self.window.view, text)

    def lift(self, up: bool) -> None:
        self.window.scene.click_focused(up)

    def play(self) -> None:
        summary = self.window.summary_if_shown()
        if summary is not None:
            self.window.next_deal()
            return
        self.window.scene.play_selection()

    def escape(self) -> None:
        if self._recall is not None and self._recall.isVisible():
            self._hide_recall()
            return
        self.window.hand_model.clear_selection()

    def default_action(self) -> None:
        focused = QApplication.focusWidget()
        bar = self.window.actions_bar
        if isinstance(focused, QPushButton) and bar.isAncestorOf(focused) and focused.isEnabled():
            focused.click()
            return
        if self.window.summary_if_shown() is not None:
            self.window.next_deal()
            return
        if bar.confirm is not None and bar.confirm.isEnabled():
            bar.confirm.click()
            return
        enabled = [b for b in bar.buttons if b.isEnabled() and b is not bar.confirm]
        if len(enabled) == 1 and bar.confirm is None:
            enabled[0].click()
            return
        self.window.scene.click_focused()
