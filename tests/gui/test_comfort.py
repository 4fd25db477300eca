"""Comfort at the table: the comfort settings (stored, read back, a damaged value falls back alone),
large-print and four-colour cards, the dark and light table, animations at a chosen speed or off
(dealing, taking a trick, cards leaving the middle), full keyboard play from the Play menu, accessible
names on every control, the table in words, and the window's size and docks remembered."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence

from fjols_desktop.engine.cards import parse_card
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import GAMES
from fjols_desktop.engine.rules import Observation, Pile, PileKind
from fjols_desktop.gui.accessibility import describe_table, unnamed_controls
from fjols_desktop.gui.controller import demo_moves
from fjols_desktop.gui.models import HandModel, TableModel
from fjols_desktop.gui.settings import (
    AnimationSpeed,
    AppSettings,
    Comfort,
    ComputerPace,
    TableTheme,
    preferences_path,
)
from fjols_desktop.gui.table.card_painter import CardPainter
from fjols_desktop.gui.table.layout import LayoutBuilder
from fjols_desktop.gui.table.scene import TableScene
from fjols_desktop.gui.table.theme import DARK, LIGHT
from fjols_desktop.gui.widgets.house_rules_dialog import HouseRulesDialog
from fjols_desktop.gui.widgets.main_window import MainWindow
from fjols_desktop.gui.widgets.new_game_dialog import NewGameDialog
from fjols_desktop.gui.widgets.settings_dialog import SettingsDialog
from fjols_desktop.store.settings import PresetStore

from .conftest import hearts_table


def test_comfort_settings_are_stored_and_a_damaged_value_falls_back_alone() -> None:
    assert AppSettings().comfort == Comfort()
    wanted = Comfort(four_colour=True, large_print=True, theme=TableTheme.LIGHT, animation=AnimationSpeed.SLOW,
                     pace=ComputerPace.FAST, hints=False, teaching=True, learner=True)
    AppSettings().comfort = wanted
    assert AppSettings().comfort == wanted
    assert AppSettings().four_colour and AppSettings().pace_ms == 250  # the older keys are the same values
    path = preferences_path()
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["values"].update({"comfort/theme": "purple", "comfort/learner": "yes please"})  # hand-edited
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert AppSettings().comfort == wanted.replace(theme=TableTheme.DARK, learner=False)


def test_large_print_and_four_colour_cards_look_different() -> None:
    card = parse_card("10D")
    images = {}
    for four, large in ((False, False), (True, False), (False, True)):
        painter = CardPainter(four_colour=four, large_print=large)
        images[four, large] = painter.pixmap(card, 126, 176).toImage()
    plain, four, large = images[False, False], images[True, False], images[False, True]
    assert plain != four and plain != large and four != large
    # the big corner index: large print covers more of the top-left corner with ink
    def inked(image, w, h):
        return sum(1 for x in range(w) for y in range(h) if QColor(image.pixel(x, y)).lightness() < 160)
    assert inked(large, 40, 60) > 1.25 * inked(plain, 40, 60)
    painter = CardPainter()
    first = painter.pixmap(card, 63, 88)
    painter.large_print = True
    assert painter.pixmap(card, 63, 88).toImage() != first.toImage()


def test_the_light_and_dark_table(qtbot, window) -> None:
    assert window.scene.theme is DARK
    window.start(hearts_table((0,)), seed=1)
    dark = window.view.grab().toImage().pixelColor(window.view.width() // 2, window.view.height() // 3)
    window.set_comfort(window.comfort.replace(theme=TableTheme.LIGHT))
    assert window.scene.theme is LIGHT and AppSettings().comfort.theme is TableTheme.LIGHT
    light = window.view.grab().toImage().pixelColor(window.view.width() // 2, window.view.height() // 3)
    assert light.lightness() > dark.lightness() + 100


def test_animation_speed_and_off(qtbot) -> None:
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.scene.move_ms == 260 and w.scene.animator.on
    w.set_comfort(w.comfort.replace(animation=AnimationSpeed.SLOW))
    assert w.scene.move_ms == 468
    w.set_comfort(w.comfort.replace(animation=AnimationSpeed.OFF))
    assert w.scene.move_ms == 0 and w.scene.lift_ms == 0 and not w.scene.animator.on
    screenshot = MainWindow(animations=False)
    qtbot.addWidget(screenshot)
    screenshot.set_comfort(screenshot.comfort.replace(animation=AnimationSpeed.FAST))
    assert screenshot.scene.move_ms == 0  # a window made without animations stays without
    w.controller.shutdown()
    screenshot.controller.shutdown()


def test_cards_are_dealt_out_and_tricks_are_swept_to_the_taker(qtbot) -> None:
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    w.set_comfort(w.comfort.replace(animation=AnimationSpeed.FAST, pace=ComputerPace.FAST))
    w.start(hearts_table(humans=()), seed=3)
    hand = w.scene.hand_items(0)
    assert len(hand) == 13 and any(item.animating for item in hand)  # on their way from the dealer
    qtbot.waitUntil(lambda: w.scene.animator.flying > 0, timeout=20000)  # a trick swept to its taker
    qtbot.waitUntil(lambda: not any(i.animating for i in w.scene.cards.values()) or w.controller.deal_over,
                    timeout=20000)
    w.set_comfort(w.comfort.replace(animation=AnimationSpeed.OFF))
    assert w.scene.animator.flying == 0
    assert all(item.opacity() == 1.0 for item in w.scene.cards.values())
    w.controller.shutdown()


def test_keyboard_play_from_the_play_menu(qtbot, window) -> None:
    menu = window.play_menu
    shortcuts = {a.text(): a.shortcut().toString() for a in menu.keyboard}
    assert shortcuts == {"Choose the card to the left": "Left", "Choose the card to the right": "Right",
                         "Lift the chosen card": "Up", "Put the chosen card down": "Down",
                         "Play the chosen cards": "Return", "Default action (the button under the hand)": "Space",
                         "Put every card down": "Esc"}
    assert menu.hint_action.shortcut() == QKeySequence("H")
    assert QKeySequence("Ctrl+Z") in menu.undo_action.shortcuts()
    assert menu.last_action.shortcut() == QKeySequence("L")
    assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&Play", "&View", "&Help"]
    window.start(hearts_table((0,)), seed=4)
    c = window.controller
    qtbot.waitUntil(lambda: window.scene.active, timeout=10000)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: window.view.hasFocus(), timeout=3000)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Up):
        qtbot.keyClick(window.view, key)
    chosen = window.hand_model.selected_cards()
    assert len(chosen) == 3 and window.actions_bar.confirm.isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_Down)  # the third card goes back down
    assert len(window.hand_model.selected_cards()) == 2 and not window.actions_bar.confirm.isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_Up)
    qtbot.keyClick(window.view, Qt.Key.Key_Space)  # the default action: pass these cards
    assert c.moves and c.moves[[s for s, _ in c.moves].index(0)][1] == "pass " + " ".join(str(x) for x in chosen)
    qtbot.waitUntil(lambda: window.scene.active and c.table_view.phase == "play", timeout=10000)
    legal = [card for card in window.hand_model.selected_cards()] or None
    assert legal is None
    for _ in range(13):  # walk to a legal card and play it with Enter
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
        if window.scene.index.is_legal(window.hand_model.data(window.hand_model.index(window.scene.focus_row),
                                                              Qt.ItemDataRole.UserRole + 1)):
            break
    before = len(c.moves)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(c.moves) > before and c.moves[before][0] == 0


def test_every_control_has_an_accessible_name(qtbot, window, tmp_path) -> None:
    window.start(hearts_table((0,)), seed=4)
    qtbot.waitUntil(lambda: window.scene.active, timeout=10000)
    assert window.actions_bar.isVisible()
    assert unnamed_controls(window) == []
    for game in GAMES:
        dialog = HouseRulesDialog(game.info.id, {}, game.info.default_seats, store=PresetStore(tmp_path))
        qtbot.addWidget(dialog)
        for tab in range(dialog.form.tabs.count() if dialog.form.tabs else 1):
            if dialog.form.tabs:
                dialog.form.tabs.setCurrentIndex(tab)
            assert unnamed_controls(dialog) == [], game.info.id
    for dialog in (SettingsDialog(AppSettings(), None, lambda *a: None), NewGameDialog(AppSettings(), "durak")):
        qtbot.addWidget(dialog)
        assert unnamed_controls(dialog) == []


def test_the_table_in_words(qtbot, window) -> None:
    match = Match.new("hearts", 4, seed=3)
    window.controller.resume(hearts_table((0,)), match, demo_moves(match, 6, seed=3))
    qtbot.waitUntil(lambda: window.scene.active, timeout=10000)
    view = window.controller.table_view
    text = describe_table(view, window.controller.names, "Your turn.")
    assert text.startswith("Your hand: ") and text.endswith("Points: Sofie 0, Bjørn 0, Åse 0, Karl 0. Your turn.")
    assert "Trick: " in text
    assert window.view.accessibleDescription().startswith("Your hand: ")
    window.play_menu.focus(1)
    assert window.view.accessibleDescription() != "" and not window.view.accessibleDescription().startswith("Your")


def test_the_window_size_and_docks_are_remembered(qtbot) -> None:
    first = MainWindow(animations=False)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(760, 530)  # within the offscreen screen (800 x 600), which a restored window must fit
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.score_dock)
    qtbot.wait(50)
    first.close()
    second = MainWindow(animations=False)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert (second.width(), second.height()) == (760, 530)
    assert second.dockWidgetArea(second.score_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    second.controller.shutdown()


def test_closing_an_unchanged_window_writes_nothing_and_a_change_is_written(qtbot) -> None:
    path = preferences_path()

    def open_and_close() -> None:
        window = MainWindow(animations=False)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.close()

    open_and_close()
    open_and_close()  # the offscreen platform places a restored window once by its frame, then keeps it
    written = path.stat()
    open_and_close()  # the same size, place and docks: the file is left as it is
    assert (path.stat().st_ino, path.stat().st_mtime_ns) == (written.st_ino, written.st_mtime_ns)
    settings = AppSettings()
    settings.window_state = settings.window_state  # the same value: not written either
    assert path.stat().st_ino == written.st_ino
    settings.remember_window(b"\x01\x02", settings.window_state)
    assert path.stat().st_ino != written.st_ino  # write_atomic replaced the file
    assert AppSettings().window_geometry == b"\x01\x02"


def test_the_last_game_is_one_key_press_away(qtbot) -> None:
    settings = AppSettings()
    settings.set_table("durak", hearts_table().to_dict() | {"game": "durak"})
    w = MainWindow(settings, animations=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: bool(w.welcome.buttons), timeout=5000)
    assert w.welcome.buttons["durak"].isDefault()


def test_the_rules_line_and_the_rules_window(qtbot, window, monkeypatch) -> None:
    shown = []
    from fjols_desktop.gui.widgets import rules_dialog

    monkeypatch.setattr(rules_dialog.RulesDialog, "exec",
                        lambda self: shown.append(self.browser.toPlainText()) or 0)
    window.start(hearts_table((0,)).__class__("hearts", hearts_table((0,)).seats, {"target_score": 50}), seed=1)
    assert window.rules_line.isVisible()
    assert window.rules_line.text() == "House rules: The game ends when someone reaches: 50"
    window.rules_line.click()
    assert len(shown) == 1 and shown[0].count("At this table:") == 1
    window.rules_action.trigger()  # F1
    assert len(shown) == 2 and QKeySequence("F1") in window.rules_action.shortcuts()


def _durak_view(bout: tuple, covers: tuple, discard: int, hands: tuple[int, int]) -> Observation:
    return Observation(game="durak", seat=0, seats=2, dealer=1, phase="play", to_act=frozenset({0}), legal_moves=(),
                       hand=(None,) * hands[0], hand_sizes=hands, points=(0, 0),
                       piles=(Pile("hand:0", PileKind.HAND, 0, (None,) * hands[0]),
                              Pile("hand:1", PileKind.HAND, 1, (None,) * hands[1]),
                              Pile("table", PileKind.BOUT, None, bout, (0,) * len(bout), covers),
                              Pile("discard", PileKind.DISCARD, None, (None,) * discard)))


def test_cards_leaving_the_table_fly_where_they_went(qtbot) -> None:
    scene = TableScene(HandModel(), TableModel(), CardPainter(), animations=True)
    seven, nine = parse_card("7H"), parse_card("9H")
    before = _durak_view((seven,), (nine,), 0, (5, 5))
    beaten = _durak_view((), (), 2, (5, 5))
    taken = _durak_view((), (), 0, (5, 7))
    layout = LayoutBuilder(beaten, 1000, 700, {}).build()
    animator = scene.animator
    animator.plan(before, layout)
    plan = animator.plan(beaten, layout)  # beaten: the bout goes to the discard pile
    discard = next(a.rect.center() for a in layout.areas if a.pile.id == "discard")
    assert plan.leaving == discard and plan.leaving_piles == frozenset({"table"})
    animator.plan(before, layout)
    plan = animator.plan(taken, LayoutBuilder(taken, 1000, 700, {}).build())  # taken: into seat 1's hand
    assert plan.leaving == LayoutBuilder(taken, 1000, 700, {}).build().seats[1].anchor
    animator.set_factor(0)
    assert animator.plan(beaten, layout) is None  # off: nothing moves
