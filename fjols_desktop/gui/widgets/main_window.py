"""``MainWindow``: the table in the middle, the scoresheet as a dock, a status line that says whose
turn it is and what to do, menus and a toolbar (New game, Restart deal, Rules, Settings, Quit with
the platform's usual shortcuts).

The window wires the pieces and holds no game logic: the ``GameController`` runs the match; the
models adapt its observations; the ``TableScene`` turns gestures into moves, which go back to the
controller (``submit``); refusals come back as ``Reason``s and are phrased by ``i18n``. Extension
points for later issues: ``house_rules_editor`` (passed to the new-game dialog), ``show_rules``,
``show_settings``, and the controller's signals (``move_made`` for autosave, sounds, animations).

Issue 9 adds, each in its own module: the Play menu (``play_menu.PlayMenu``: keyboard play, hint,
take back, last trick, deal review, teaching notes), the generated house-rules dialog as the
``house_rules_editor``, the active house rules in one line in the status bar (``rules_line``; a
click opens the Rules window), and the comfort settings (``comfort``/``set_comfort``, applied by
``comfort.apply_comfort``: card faces, table theme, animation speed, pace). The window's size and
dock layout are saved on close and restored on start (``comfort.restore_window``).

Start-up (issue 27): the first frame is the window with its menus, the felt (painted by the view
itself), the welcome panel and its game list; nothing it does not draw is loaded for it. The table
itself is built on first use (``window_parts.WindowParts``, which this window inherits, with the
placing of the move buttons and panels over the table). The phrases (``i18n``), the confirmations,
the seating defaults and message boxes are imported where they are used, not for the first frame.

Nor does the first frame build PySide6's ``Qt`` namespace. PySide6 builds it whole, every one of its
enum classes (``AlignmentFlag``, ``Key``, ``CursorShape`` ...), the first time anything names it or
a call has to tell its overloads apart by one of them (``QPainter.setPen``, ``fillRect``,
``QAction.setShortcut``, ``QMainWindow.addDockWidget`` ...; what that costs is in
``benchmarks/results/startup.md``). So the window and the panels it shows first set such
values through Qt's property system by name (``setProperty("alignment", "AlignCenter")``: the same
setter, called by Qt), use the overloads without an enum (``addToolBar(toolbar)`` is the top area,
``setShortcuts([...])``), and put the scoresheet dock at the right by restoring a layout
(``DOCK_LAYOUT``) instead of ``addDockWidget``; what needs ``Qt`` itself is done where it is first
needed (the cursors of the welcome panel, the queued connections of the computers and the hints,
the table). ``tests/gui/test_first_frame.py`` holds each value to the enum it stands for and the
first frame to not building ``Qt``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QPushButton, QToolBar

from ... import APP_NAME
from ...engine.errors import FjolsError, Reason
from ..controller import GameController, TableSetup, get_game
from ..controller import demo_moves as random_moves
from ..move_index import MoveIndex
from ..settings import AppSettings
from ..table.view import TableView
from .comfort import apply_comfort, restore_window, save_window
from .icons import glyph_icon
from .screen_fit import fitted, keep_on_screen
from .welcome import WelcomePanel
from .window_parts import WindowParts

if TYPE_CHECKING:  # built with the first match (start-up time): see ``MainWindow.table_parts``
    from ...engine.rules import Move, Observation
    from .table_parts import TableParts

REFUSAL_MS = 4000
# The scoresheet dock in the right dock area, as Qt's ``saveState`` writes it for a window whose only
# dock is it, added there before the window was shown (no sizes yet: Qt lays it out from its size
# hints, as after ``addDockWidget``). ``restoreState`` places a dock that is a child of the window by
# its object name.
DOCK_LAYOUT = (b"000000ff00000000fd00000001000000010000000000000000fc0200000001fb0000001c00730063006f0072006500"
               b"7300680065006500740044006f0063006b0100000000ffffffff0000001000ffffff0000000000000000000000040000"
               b"00040000000800000008fc00000000")
FIRST_FRAME_MS = 1  # a due timer fires after the first event-loop turn, which paints the window


def edit_house_rules(parent: Any, game_id: str, options: dict[str, Any], seats: int | None = None
                     ) -> dict[str, Any] | None:
    """The window's ``house_rules_editor``: the generated house-rules dialog, loaded on first use."""
    from .house_rules_dialog import edit_house_rules as edit

    return edit(parent, game_id, options, seats)


def hand_cards(view: Observation) -> tuple[Any, ...]:
    """The viewer's cards in the order the table lays them out (their HAND pile; ``hand`` if none)."""
    pile = view.pile(f"hand:{view.seat}")
    return pile.cards if pile is not None else tuple(view.hand)


class MainWindow(WindowParts, QMainWindow):
    started = Signal()  # the window is complete: the game list is on the welcome panel

    def __init__(self, settings: AppSettings | None = None, animations: bool = True) -> None:
        super().__init__()
        self.settings = settings or AppSettings()
        self.comfort = self.settings.comfort
        self.house_rules_editor: Callable[..., dict[str, Any] | None] | None = edit_house_rules  # NewGameDialog
        self.setWindowTitle(APP_NAME)
        self.controller = GameController(self, pace_ms=self.settings.pace_ms)
        self._table: TableParts | None = None  # built on first use: see ``table_parts``
        self.animations_allowed = animations
        self.view = TableView(None, self)
        self.setCentralWidget(self.view)
        self.welcome = WelcomePanel(self.view.viewport())
        self._summary: Any = None   # built on first use (start-up time): see the properties below
        self._curtain: Any = None
        self._scoresheet: Any = None
        self._index = MoveIndex(())
        self._refusal: str = ""
        self._note = False  # the message is a note (a hint, a computer's reason), not a refusal
        self.floating: list[Any] = []  # more panels over the table, kept centred like the summary
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self._clear_refusal)
        self._build_dock()
        self._build_actions()
        self._build_status()
        self._set_texts()
        self._connect()
        self._build_race()
        from .family import FamilyFeatures  # autosave, resume, ledger, roster, statistics, scorekeeper
        from .play_menu import PlayMenu  # keyboard play, hint, take back, last trick, review, teaching

        self.family = FamilyFeatures(self)
        self.play_menu = PlayMenu(self)  # after the family: it tells the keeper of hints and undos
        self.setMinimumSize(QSize(720, 480).boundedTo(fitted(self, QSize(720, 480))))
        self.resize(fitted(self, QSize(1200, 780)))  # the default size, inside the screen
        apply_comfort(self, self.comfort, animations)
        restore_window(self)
        keep_on_screen(self)  # a size remembered on a larger screen is made to fit this one
        self.update_status()

    # -- building ---------------------------------------------------------------------------------------
    def _build_dock(self) -> None:
        self.score_dock = QDockWidget(self)
        self.score_dock.setObjectName("scoresheetDock")
        placeholder = self._placeholder = QLabel(self)
        placeholder.setWordWrap(True)
        placeholder.setProperty("alignment", "AlignCenter")
        placeholder.setMargin(12)
        self.score_dock.setWidget(placeholder)
        self.score_dock.setProperty("allowedAreas", "LeftDockWidgetArea|RightDockWidgetArea")
        self.score_dock.setMinimumWidth(160)
        if not self.restoreState(QByteArray.fromHex(DOCK_LAYOUT)):  # the dock at the right (see above)
            from PySide6.QtCore import Qt

            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)

    def _action(self, icon: str | None, shortcuts: Sequence[Any], slot: Callable[[], object]) -> QAction:
        action = QAction(self)  # its text: _set_texts
        if icon is not None:
            action.setIcon(glyph_icon(icon))
        keys = []
        for s in shortcuts:
            keys.extend(QKeySequence.keyBindings(s) if isinstance(s, QKeySequence.StandardKey) else [QKeySequence(s)])
        action.setShortcuts([k for k in keys if not k.isEmpty()])
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        sk = QKeySequence.StandardKey
        self.new_action = self._action("new", [sk.New], self.new_game)
        self.restart_action = self._action("restart", [sk.Refresh, "Ctrl+R"], self.restart_deal)
        self.next_action = self._action("next", ["Ctrl+Return"], self.next_deal)
        self.rules_action = self._action("rules", [sk.HelpContents], self.show_rules)
        self.settings_action = self._action("settings", [sk.Preferences, "Ctrl+,"], self.show_settings)
        self.quit_action = self._action("quit", [sk.Quit, "Ctrl+Q"], self.close)
        self.fullscreen_action = self._action(None, [sk.FullScreen, "F11"], self._toggle_fullscreen)
        self.about_action = self._action(None, [], self._about)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        game_menu = self.game_menu = self.menuBar().addMenu("")
        for action in (self.new_action, self.restart_action, self.next_action):
            game_menu.addAction(action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        view_menu = self.view_menu = self.menuBar().addMenu("")
        scores = self.score_dock.toggleViewAction()
        scores.setShortcuts([QKeySequence("Ctrl+T")])
        view_menu.addAction(scores)
        view_menu.addAction(self.fullscreen_action)
        view_menu.addSeparator()
        view_menu.addAction(self.settings_action)
        help_menu = self.help_menu = self.menuBar().addMenu("")
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)
        toolbar = QToolBar(self)
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        toolbar.setProperty("toolButtonStyle", "ToolButtonTextBesideIcon")
        toolbar.setIconSize(QSize(20, 20))
        for action in (self.new_action, self.restart_action, self.rules_action, self.settings_action, self.quit_action):
            toolbar.addAction(action)
        self.addToolBar(toolbar)
        self.toolbar = toolbar

    def _build_status(self) -> None:
        self.status_label = QLabel(self)
        self.status_label.setObjectName("statusLine")
        self.status_label.setProperty("textFormat", "PlainText")
        self.game_label = QLabel(self)
        self.rules_line = QPushButton(self)
        self.rules_line.setFlat(True)
        self.rules_line.clicked.connect(self.show_rules)
        self.rules_line.hide()
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.rules_line)
        self.statusBar().addPermanentWidget(self.game_label)

    # -- the language ------------------------------------------------------------------------------------
    def _set_texts(self) -> None:
        """The window's fixed texts in the language shown (once when built, again on a change)."""
        for action, text in ((self.new_action, self.tr("&New game…")), (self.restart_action, self.tr("&Restart deal")),
                             (self.next_action, self.tr("Deal the ne&xt hand")), (self.rules_action, self.tr("&Rules")),
                             (self.settings_action, self.tr("&Settings…")), (self.quit_action, self.tr("&Quit")),
                             (self.fullscreen_action, self.tr("&Full screen")),
                             (self.about_action, self.tr("&About Fjols"))):
            action.setText(text)
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Main toolbar"))
        self.score_dock.setWindowTitle(self.tr("Scoresheet"))
        self._placeholder.setText(self.tr("The scores of each deal are written here."))
        self.status_label.setAccessibleName(self.tr("What happens at the table"))
        self.game_label.setAccessibleName(self.tr("Game and deal"))
        self.rules_line.setAccessibleName(self.tr("House rules at this table"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """Say everything again in the language now installed (Qt's ``LanguageChange``, after the
        Language setting changed): menus, toolbar, scoresheet, status line, the table's texts and
        the cards' letters, and the open panels and windows (``language_change.retranslate_window``)."""
        from .language_change import retranslate_window

        self._set_texts()
        retranslate_window(self)

    def _connect(self) -> None:
        c = self.controller
        c.match_started.connect(self._on_match_started)
        c.deal_started.connect(self._on_deal_started)
        c.taken_back.connect(self.forget_message)
        c.observation_changed.connect(self._on_view)
        c.thinking_changed.connect(self._on_thinking)
        c.handoff_requested.connect(self._on_handoff)
        c.deal_finished.connect(self._on_deal_finished)
        c.match_finished.connect(self._on_match_finished)
        c.move_refused.connect(lambda _seat, reason: self.show_refusal(reason))
        c.error_occurred.connect(lambda _msg: self.show_refusal(Reason.of("computer_failed", seat=c.thinking_seat)))
        self.welcome.game_chosen.connect(self.new_game)
        self.view.resized.connect(self.update_actions)  # the buttons grow with the table

    def _build_race(self) -> None:
        """Festudgaven's signal race: keys on the shared keyboard, the clock, the plates' key tags."""
        from ..race import SignalRace

        self.race = SignalRace(self.controller, parent=self)
        self.controller.realtime = self.race
        self.race.highlighted = lambda: dict(zip([self.controller.viewer], self.hand_model.selected_cards()[:1]))
        self.race.tags_changed.connect(lambda tags: self.scene.set_extra_tags(tags))

    # -- commands -----------------------------------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> bool:
        """Ask for a table (the new-game dialog) and start a match at it."""
        from .confirm import confirm_new_match
        from .new_game_dialog import NewGameDialog  # dialogs load on first use: a faster start

        current = self.controller.setup.game_id if self.controller.setup else None
        dialog = NewGameDialog(self.settings, game_id or current, self, self.house_rules_editor,
                               roster=self.family.roster)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or not confirm_new_match(self):
            return False  # a match in progress is abandoned only when the family says so
        self.start(dialog.table_setup())
        return True

    def start(self, setup: TableSetup, seed: int | None = None) -> None:
        try:
            self.controller.new_match(setup, seed)
        except FjolsError as exc:
            from PySide6.QtWidgets import QMessageBox  # built with its enums on first use (start-up time)

            from .. import i18n  # phrases load with the first one said (start-up time)

            reason = getattr(exc, "reason", None)
            QMessageBox.warning(self, self.tr("Cannot start"), i18n.phrase(reason, setup.names, setup.game_id)
                                if reason else str(exc))

    def quick_start(self, game_id: str, seed: int | None = None, seats: int | None = None,
                    humans: tuple[int, ...] | None = None, names: Sequence[str] | None = None,
                    demo_moves: int = 0, level: str | None = None) -> None:
        """Sit down at ``game_id`` straight away (command line, demos, screenshots); with
        ``demo_moves`` the first moves of the deal are made at random for every seat."""
        from ..seating import default_table, remembered_table

        setup = remembered_table(self.settings, game_id)
        if seats is not None or humans is not None or level is not None:
            base = default_table(game_id, seats or len(setup.seats), humans, level)
            setup = TableSetup(game_id, base.seats, setup.options)
        if names:
            setup = TableSetup(game_id, tuple(dataclasses.replace(seat, name=names[s]) if s < len(names) else seat
                                              for s, seat in enumerate(setup.seats)), setup.options)
        if demo_moves <= 0:
            self.start(setup, seed)
            return
        from ...engine.match import Match

        game = get_game(game_id)
        match = Match.new(game_id, len(setup.seats), game.info.options_type.from_dict(setup.options), seed)
        self.controller.resume(setup, match, random_moves(match, demo_moves, seed or 1))

    def restart_deal(self) -> None:
        from .confirm import confirm_restart_deal

        if not confirm_restart_deal(self):  # the deal's moves would be taken back: asked first
            return
        self._hide_summary()
        self.controller.restart_deal()

    def next_deal(self) -> None:
        if self.controller.next_deal():
            self._hide_summary()

    def play(self, move: Move) -> None:
        """A move made at the table by the seat the table is shown from."""
        reason = self.controller.submit(self.controller.viewer, move)
        if reason is not None:
            self.scene.relayout(animate=True)  # the card goes back to the hand
        else:
            self.hand_model.clear_selection()

    def _explain(self, move: Move) -> None:
        reason = self.controller.explain(self.controller.viewer, move)
        self.show_refusal(reason or Reason.of("not_allowed_now"))

    def show_rules(self) -> None:
        from .rules_dialog import RulesDialog

        setup = self.controller.setup
        game_id = setup.game_id if setup else (self.settings.last_game or "hearts")
        RulesDialog(game_id, setup.options if setup else {}, self).exec()

    def show_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        if SettingsDialog(self.settings, self, self.house_rules_editor).exec():
            self.set_comfort(self.settings.comfort)

    def set_comfort(self, comfort: Any) -> None:
        """Keep and apply new comfort settings (``settings.Comfort``)."""
        before, self.comfort = self.comfort, comfort
        self.settings.comfort = comfort
        apply_comfort(self, comfort, before=before)
        self.play_menu.update_actions()

    def show_rules_line(self) -> None:
        """The house rules of the table in one line in the status bar (every rule in its tooltip). The
        family's saved presets are not read here: opening them repairs a damaged file, which the
        start-up report (``family``) must see first; the game's own presets are named."""
        from ..house_rules import rules_summary

        setup = self.controller.setup
        if setup is None:
            self.rules_line.hide()
            return
        text, tooltip = rules_summary(setup.game_id, setup.options)
        self.rules_line.setText(self.tr("House rules: {summary}").format(summary=text))
        self.rules_line.setToolTip(tooltip or self.tr("Click to read the rules (F1)."))
        self.rules_line.show()

    def _toggle_fullscreen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, self.tr("About Fjols"),
                          self.tr("Fjols: a card table for the whole family.\nVersion {version}.")
                          .format(version=QCoreApplication.applicationVersion()))

    # -- the controller speaks ------------------------------------------------------------------------------
    def _on_match_started(self) -> None:
        setup = self.controller.setup
        assert setup is not None and self.controller.match is not None
        self.welcome.hide()
        self._hide_summary()
        self.scoresheet  # noqa: B018 - builds the pane on the first match
        self.score_model.set_match(setup.names, setup.game_id, self.controller.match.results)
        self.fit_scoresheet(len(setup.seats))
        self.update_title()
        from ...engine.rules import DropHook

        rules = get_game(setup.game_id).rules
        self.scene.parse_move = rules.parse_move
        self.scene.drop_hook = rules.move_for_drop if isinstance(rules, DropHook) else None
        self.show_rules_line()
        self.view.setFocus()

    def update_title(self) -> None:
        setup = self.controller.setup
        name = QCoreApplication.translate("Games", get_game(setup.game_id).info.name) if setup else ""
        self.setWindowTitle(f"{name} — {APP_NAME}" if name else APP_NAME)

    def _on_deal_started(self, number: int) -> None:
        self.forget_message()   # a deal dealt again (Restart deal) or anew: no word about the old one stays
        self._hide_summary()
        self.hand_model.clear_selection()
        self.controller.hold(self.scene.new_deal())  # the computers wait for the cards

    def _on_view(self, view: Observation) -> None:
        if self._curtain is not None and self.controller.handoff_seat is None:
            self._curtain.hide()  # e.g. a new game was started from the keyboard while it was up
        self._index = MoveIndex(view.legal_moves)
        active = view.seat in view.to_act and bool(view.legal_moves)
        self.hand_model.set_hand(hand_cards(view), self._index, active)
        self.table_model.set_observation(view, self.controller.names)
        self._set_buttons()  # first: the table keeps room for them
        self.scene.set_observation(view, self.controller.names, self._index, self.prompt_text(view),
                                   buttons=self._button_room(), apart=self._button_room(self.apart_bar))
        self._place_overlays()
        self.update_status()

    def _on_thinking(self, seat: int, thinking: bool) -> None:
        self.scene.set_thinking(seat if thinking else None)
        self.update_status()

    def _on_handoff(self, seat: int) -> None:
        from .. import i18n

        self.curtain.show_for(seat, i18n.seat_name(seat, self.controller.names))
        self.update_status()

    def _on_deal_finished(self, result: Any) -> None:
        self.score_model.add_result(result)
        self._show_summary(result, None)
        self.update_status()

    def _on_match_finished(self, winners: Sequence[int]) -> None:
        self.score_model.set_winners(winners)
        match = self.controller.match
        if match is not None and match.results:
            self._show_summary(match.results[-1], tuple(winners))
        self.update_status()

    def _show_summary(self, result: Any, winners: tuple[int, ...] | None) -> None:
        match, setup = self.controller.match, self.controller.setup
        if match is None or setup is None:
            return
        self.summary.show_result(match.number - 1, result, match.totals, setup.names, setup.game_id, winners,
                                 match.fools() if winners is not None else ())
        self._place_overlays()

    # -- what the window says -------------------------------------------------------------------------------
    def prompt_text(self, view: Observation) -> str:
        c = self.controller
        names = c.names
        if c.match is None:
            return ""
        from .. import i18n

        if c.handoff_seat is not None:
            return self.tr("Waiting for {name}").format(name=i18n.seat_name(c.handoff_seat, names))
        if c.deal_over:
            return self.tr("The game is over") if c.match_over else self.tr("The deal is over")
        if self.race.racing:
            return self.race.prompt(names)
        if view.seat in view.to_act and view.prompt is not None:
            return self.tr("Your turn, {name}. {prompt}").format(name=i18n.seat_name(view.seat, names),
                                                                  prompt=i18n.phrase(view.prompt, names, view.game))
        if c.thinking_seat is not None:
            return self.tr("{name} is thinking…").format(name=i18n.seat_name(c.thinking_seat, names))
        waiting = [i18n.seat_name(s, names) for s in sorted(view.to_act)]
        return self.tr("Waiting for {names}").format(names=", ".join(waiting)) if waiting else ""

    def status_text(self) -> str:
        return self.status_label.text()

    def update_status(self) -> None:
        c = self.controller
        view = c.table_view
        if self._refusal:
            text = self._refusal
        elif c.match is None or view is None:
            text = self.tr("Choose a game to start: Game ▸ New game.")
        else:
            text = self.prompt_text(view)
        self.status_label.setText(text)
        self.status_label.setStyleSheet("" if not self._refusal else "font-weight: bold;" if self._note else
                                        "color: #b3261e; font-weight: bold;")
        if c.match is not None and c.setup is not None:
            name = QCoreApplication.translate("Games", get_game(c.setup.game_id).info.name)
            number = c.match.number + (0 if c.deal_over else 1)
            self.game_label.setText(self.tr("{game} · deal {number}").format(game=name, number=max(1, number)))
        self.restart_action.setEnabled(c.match is not None and not c.deal_over)
        self.next_action.setEnabled(c.deal_over and not c.match_over)

    def show_refusal(self, reason: Reason | None) -> None:
        """Say why something was not allowed (status line and the banner above the hand)."""
        if reason is None:
            return
        from .. import i18n

        self._show_message(i18n.phrase(reason, self.controller.names, self.controller.setup.game_id
                                       if self.controller.setup else None), note=False)

    def show_note(self, text: str) -> None:
        """Say something that is not a refusal (a hint, why a computer played its card) in the same places."""
        self._show_message(text, note=True)

    def _show_message(self, text: str, note: bool) -> None:
        self._refusal, self._note = text, note
        self._refusal_timer.start(REFUSAL_MS * (2 if note else 1))
        self.update_status()
        self.scene.set_message(self._refusal, refusal=not note)  # under the prompt, never instead of it

    def forget_message(self) -> None:
        """Drop the note or refusal on the status line at once (after Take back or Restart deal it would
        name a move or a hint that no longer holds)."""
        self._refusal_timer.stop()
        if self._refusal:
            self._clear_refusal()

    def _clear_refusal(self) -> None:
        self._refusal = ""
        if self._table is not None:  # no table yet: nothing is written under its prompt
            self.scene.set_message("")
        self.update_status()
        if self.controller.table_view is not None:
            self.scene.set_prompt(self.prompt_text(self.controller.table_view), emphasis=self.scene.active)

    # -- screenshots and closing -------------------------------------------------------------------------------
    def screenshot_when_ready(self, path: str, on_saved: Callable[[], object] | None = None) -> None:
        """Save the window to ``path`` as soon as a person is to act at the table (or now, if so)."""
        done = {"saved": False}

        def check(*_: object) -> None:
            c = self.controller
            view = c.table_view
            ready = view is not None and (c.handoff_seat is not None or (
                view.seat in view.to_act and bool(view.legal_moves) and c.thinking_seat is None))
            if ready and not done["saved"]:
                done["saved"] = True
                QTimer.singleShot(self.scene.move_ms + 150, self, save)  # let the last card land

        def save() -> None:
            self.grab().save(path)
            if on_saved is not None:
                on_saved()

        self.controller.observation_changed.connect(check)
        self.controller.handoff_requested.connect(check)
        check()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._place_overlays()
        if not self.welcome.buttons:  # the game list once the first frame is on screen
            QTimer.singleShot(FIRST_FRAME_MS, self, self._finish_start)

    def place_overlays(self) -> None:
        self._place_overlays()

    def _finish_start(self) -> None:
        self.welcome.populate()
        last = self.welcome.buttons.get(self.settings.last_game)
        if last is not None:  # the last game played is one key press away
            last.setDefault(True)
            last.setFocus()
        self._place_overlays()
        self.started.emit()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._curtain is not None and self._curtain.isVisible():
            self._curtain.setGeometry(self.rect())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.race.stop()
        save_window(self)
        self.play_menu.hints.shutdown()
        self.controller.shutdown()
        self.family.close()  # the last move is on disk before the window goes
        super().closeEvent(event)

