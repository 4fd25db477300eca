"""The generated house-rules dialog of every game: defaults round-trip, an edit gives valid options,
an impossible combination is explained and cannot be confirmed, presets are saved, renamed,
deleted, exported and imported (a broken file changes nothing), and Davoserjas' round list is
edited entry by entry. Also the one-line summary of a table's rules and the Settings entry."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QListWidget, QWidget

from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.gui.house_rules import builtin_presets, check_rules, rules_summary
from fjols_desktop.gui.settings import AppSettings
from fjols_desktop.gui.widgets.house_rules_dialog import HouseRulesDialog
from fjols_desktop.gui.widgets.options_form import EnumEditor, IntEditor
from fjols_desktop.gui.widgets.round_list_editor import PenaltyCardsEditor, RoundListEditor
from fjols_desktop.store.settings import PresetStore

GAME_IDS = [g.info.id for g in GAMES]

# game -> (values, seats, the sentence shown, or None for a key no phrase table covers yet)
IMPOSSIBLE = {
    "hearts": ({"pass_cycle_odd": "left_right_left2_right2_hold"}, 3,
               "Passing two seats away needs five players, not 3."),
    "durak": ({"teams": "2v2"}, 3, None),
    "fjols": ({}, 6, "This game is for 2 to 5 players, not 6."),
    "festudgave": ({"deck_mode": "stock"}, 13, None),
    "davoserjas": ({"custom_rounds": True, "rounds": []}, 4, None),
    "fool": ({"deck_table": "first_edition"}, 7, None),
}


def dialog_for(qtbot, tmp_path, game_id: str, values=None, seats=None) -> HouseRulesDialog:
    info = get_game(game_id).info
    dialog = HouseRulesDialog(game_id, values or {}, seats or info.default_seats, store=PresetStore(tmp_path))
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_defaults_round_trip(qtbot, tmp_path, game_id) -> None:
    options_type = get_game(game_id).info.options_type
    dialog = dialog_for(qtbot, tmp_path, game_id)
    assert dialog.check.ok and dialog.ok_button.isEnabled() and not dialog.error.isVisible()
    assert dialog.result_options() == options_type().to_dict()
    assert options_type.from_dict(dialog.form.values()) == options_type()
    assert dialog.current_preset()[0] == "builtin"  # the standard rules are named as such


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_preset_and_rule_shows_and_comes_back_unchanged(qtbot, tmp_path, game_id) -> None:
    dialog = dialog_for(qtbot, tmp_path, game_id)
    for options in builtin_presets(game_id).values():
        dialog.load(options.to_dict())
        assert dialog.check.options == options
        assert dialog.result_options() == options.to_dict()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_edit_gives_valid_options(qtbot, tmp_path, game_id) -> None:
    options_type = get_game(game_id).info.options_type
    dialog = dialog_for(qtbot, tmp_path, game_id)
    name, editor = next((n, e) for n, e in dialog.form.editors.items() if isinstance(e, (EnumEditor, IntEditor)))
    if isinstance(editor, EnumEditor):
        editor.combo.setCurrentIndex((editor.combo.currentIndex() + 1) % editor.combo.count())
    else:
        spin = editor.spin
        spin.setValue(spin.value() + 1 if spin.value() < spin.maximum() else spin.value() - 1)
    assert dialog.check.ok, dialog.error.text()
    result = dialog.result_options()
    assert result[name] != options_type().to_dict()[name]
    assert options_type.from_dict(result) == dialog.check.options
    assert dialog.current_preset() == ("custom", "")
    dialog.accept()
    assert dialog.result() == HouseRulesDialog.DialogCode.Accepted


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_impossible_combination_is_explained_and_cannot_be_confirmed(qtbot, tmp_path, game_id) -> None:
    values, seats, sentence = IMPOSSIBLE[game_id]
    dialog = dialog_for(qtbot, tmp_path, game_id, values, seats)
    assert not dialog.check.ok and dialog.check.reason is not None
    assert not dialog.ok_button.isEnabled() and dialog.error.isVisibleTo(dialog)
    shown = dialog.error.text()
    assert shown.startswith("⚠ ") and len(shown) > 6
    if sentence is not None:
        assert shown == "⚠ " + sentence
    assert check_rules(game_id, values, seats).reason == dialog.check.reason
    dialog.accept()
    assert dialog.result() != HouseRulesDialog.DialogCode.Accepted
    named = dialog.check.option.split("[")[0]
    if named in dialog.form.labels:  # the field the engine names is marked and on the page shown
        assert "b3261e" in (dialog.form.labels[named].styleSheet() or dialog.form.editors[named].widget.styleSheet())
    dialog.reset_button.click()
    if seats in range(get_game(game_id).info.min_seats, get_game(game_id).info.max_seats + 1):
        assert dialog.check.ok and dialog.ok_button.isEnabled()


def test_hearts_refusal_marks_the_field_and_clears_when_fixed(qtbot, tmp_path) -> None:
    dialog = dialog_for(qtbot, tmp_path, "hearts", IMPOSSIBLE["hearts"][0], 3)
    form = dialog.form
    assert dialog.check.option == "pass_cycle_odd"
    assert form.tabs.currentIndex() == form._page_of["pass_cycle_odd"]
    form.editor("pass_cycle_odd").set_value("left_right_hold")
    form.changed.emit()
    assert dialog.check.ok and not dialog.error.isVisibleTo(dialog)
    assert form.labels["pass_cycle_odd"].styleSheet() == ""


def test_presets_save_rename_delete_and_follow_the_form(qtbot, tmp_path) -> None:
    dialog = dialog_for(qtbot, tmp_path, "hearts")
    dialog.form.editor("target_score").set_value(50)
    dialog.form.editor("open_hands").set_value(True)
    dialog.form.changed.emit()
    assert dialog.save_preset("Mormors regler")
    assert dialog.current_preset() == ("saved", "Mormors regler")
    assert dialog.preset_message.text() == "Saved as “Mormors regler”."
    assert PresetStore(tmp_path).get("hearts", "Mormors regler").target_score == 50
    assert not dialog.save_preset("mormors REGLER", replace=False)  # taken, not replaced
    assert dialog.rename_preset("Farmors regler")
    assert dialog.store.names("hearts") == ("Farmors regler",)
    dialog.reset_button.click()
    assert dialog.current_preset() == ("builtin", "standard")
    assert dialog.choose_preset("Farmors regler")
    assert dialog.form.values()["target_score"] == 50 and dialog.current_preset() == ("saved", "Farmors regler")
    assert dialog.delete_preset(confirm=False)
    assert dialog.store.names("hearts") == () and dialog.form.values()["target_score"] == 50
    assert dialog.current_preset() == ("custom", "")
    assert not dialog.preset_buttons["delete"].isEnabled() and not dialog.preset_buttons["export"].isEnabled()
    assert not dialog.save_preset("   ")
    assert dialog.preset_message.text() == "A preset's name has 1 to 40 letters."


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_preset_export_and_import_round_trip(qtbot, tmp_path, game_id) -> None:
    home = dialog_for(qtbot, tmp_path / "home", game_id)
    editor = next(e for e in home.form.editors.values() if isinstance(e, (EnumEditor, IntEditor)))
    if isinstance(editor, EnumEditor):
        editor.combo.setCurrentIndex(editor.combo.count() - 1)
    else:
        editor.spin.setValue(editor.spin.minimum() if editor.spin.value() != editor.spin.minimum() else
                             editor.spin.maximum())
    if not home.check.ok:  # the last choice does not suit the default table: any other does
        editor.combo.setCurrentIndex(1)
    assert home.check.ok, home.error.text()
    wanted = home.check.options
    assert home.save_preset("Mormors regler")
    file = tmp_path / "mormor.json"
    assert home.export_preset(file)
    assert json.loads(file.read_text(encoding="utf-8"))["game"] == game_id
    cousins = dialog_for(qtbot, tmp_path / "cousins", game_id)
    assert cousins.import_preset(file)
    assert cousins.store.names(game_id) == ("Mormors regler",)
    assert cousins.check.options == wanted and cousins.current_preset() == ("saved", "Mormors regler")
    assert cousins.import_preset(file)  # a second time: kept beside the first
    assert cousins.store.names(game_id) == ("Mormors regler", "Mormors regler (2)")


@pytest.mark.parametrize("content", [b"{ not json", b"", json.dumps({"format": "fjols-preset", "schema": 1,
                                                                    "game": "hearts", "name": "X",
                                                                    "options": {"target_score": 7}}).encode(),
                                     json.dumps({"format": "fjols-settings", "schema": 1}).encode(),
                                     json.dumps({"format": "fjols-preset", "schema": 99, "game": "hearts",
                                                 "name": "X", "options": {}}).encode()])
def test_a_broken_preset_file_is_refused_and_changes_nothing(qtbot, tmp_path, content) -> None:
    dialog = dialog_for(qtbot, tmp_path / "config", "hearts")
    assert dialog.save_preset("Mormors regler")
    before = (tmp_path / "config" / "presets.json").read_bytes()
    dialog.form.editor("target_score").set_value(60)
    dialog.form.changed.emit()
    shown = dialog.form.values()
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert not dialog.import_preset(bad)
    assert dialog.preset_message.text().startswith("bad.json was not imported: ")
    assert dialog.preset_message.text() != "bad.json was not imported: "
    assert (tmp_path / "config" / "presets.json").read_bytes() == before
    assert dialog.store.names("hearts") == ("Mormors regler",) and dialog.form.values() == shown
    assert bad.read_bytes() == content  # the file itself is left as it was


def test_a_preset_file_of_another_game_is_refused(qtbot, tmp_path) -> None:
    durak = dialog_for(qtbot, tmp_path / "a", "durak")
    assert durak.save_preset("Vinter")
    assert durak.export_preset(tmp_path / "vinter.json")
    hearts = dialog_for(qtbot, tmp_path / "b", "hearts")
    assert not hearts.import_preset(tmp_path / "vinter.json")
    assert hearts.preset_message.text() == "vinter.json holds house rules for Durak, not for this game; nothing " \
                                           "was imported."
    assert hearts.store.names("hearts") == () and hearts.store.names("durak") == ()


def rows(rounds: RoundListEditor) -> list[str]:
    return [rounds.view.item(i).text() for i in range(rounds.view.count())]


def ticked(rounds: RoundListEditor) -> list[bool]:
    return [rounds.view.item(i).checkState() == Qt.CheckState.Checked for i in range(rounds.view.count())]


def test_davoserjas_rounds_are_one_list_with_their_prices(qtbot, tmp_path) -> None:
    """Issue 23: one round list (order, on/off, price, your own rounds) instead of the same rounds in two
    lists, the points on another tab and the own rounds on a third."""
    dialog = dialog_for(qtbot, tmp_path, "davoserjas")
    tabs = dialog.form.tabs
    assert [tabs.tabText(i) for i in range(tabs.count())] == ["Rounds", "Kabale", "Play", "End of the game"]
    rounds = dialog.form.composite("rounds")
    assert dialog.form.composite("round_order") is rounds and dialog.form.composite("points_per_queen") is rounds
    assert isinstance(rounds, RoundListEditor) and "extra_rounds" not in dialog.form.editors
    assert rows(rounds) == [
        "Avoid tricks — +1 per trick", "Avoid clubs — +1 per ♣ taken", "Avoid queens — +5 per Q taken",
        "Avoid the king of clubs — +15 per K♣ taken", "Avoid the last trick — +10 for the last trick",
        "The kabale — +1 per pass · +1 per card left when someone is out",
        "Avoid the first trick — +10 for the first trick", "Avoid hearts — +1 per ♥ taken"]
    assert ticked(rounds) == [True] * 6 + [False] * 2
    # the standard game stays the flat options: play hearts before the kabale, queens at 10 each
    rounds.tick(7, True)
    rounds.select(7)
    for _ in range(2):
        rounds.move(-1)
    rounds.select(2)
    penalties = rounds.form.editor("cards")
    assert isinstance(penalties, PenaltyCardsEditor) and penalties.value() == [{"cards": "Q", "points": 5}]
    penalties.rows[0][3].setValue(10)
    assert rows(rounds)[2] == "Avoid queens — +10 per Q taken"
    assert dialog.check.ok, dialog.error.text()
    values = dialog.form.values()
    assert values["custom_rounds"] is False and values["points_per_queen"] == 10
    assert values["round_order"] == ["tricks", "clubs", "queens", "king_of_clubs", "last_trick", "hearts", "kabale"]
    # a round of their own (the key made from its name, never shown) makes it the family's own list
    rounds.select(2)
    rounds.add()
    assert rounds.view.currentRow() == 3 and not rounds.buttons["remove"].isHidden()
    assert "id" not in rounds.form.editors   # no internal key to fill in
    rounds.form.editor("name").set_value("Sorte kort")
    rounds.form.editor("cards").add("C S", 1)
    assert rows(rounds)[3] == "Sorte kort — +1 per ♣ ♠ taken"
    # leave the last trick out and play the kabale first
    rounds.tick(rounds.row_of("last_trick"), False)
    rounds.select(rounds.row_of("kabale"))
    while rounds.view.currentRow():
        rounds.move(-1)
    assert dialog.check.ok, dialog.error.text()
    played = dialog.check.options.rounds
    from fjols_desktop.engine.games.davoserjas.rounds import round_list
    assert [r.id for r in round_list(dialog.check.options)] == [
        "kabale", "tricks", "clubs", "queens", "sorte_kort", "king_of_clubs", "hearts"]
    assert next(r for r in played if r.id == "queens").cards[0].points == 10
    assert [(p.cards, p.points) for p in next(r for r in played if r.id == "sorte_kort").cards] == [("C S", 1)]
    assert not next(r for r in played if r.id == "last_trick").played    # left out, in its place
    assert "first_trick" not in [r.id for r in played]   # left out at the end: it comes back from the rules
    assert dialog.save_preset("Mormors seksdagesløb")
    assert PresetStore(tmp_path).get("davoserjas", "Mormors seksdagesløb").rounds == played
    # one's own round left out for an evening is kept, unticked, and so is the list read back
    rounds.tick(rounds.row_of("sorte_kort"), False)
    assert not next(r for r in dialog.check.options.rounds if r.id == "sorte_kort").played
    shown = rows(rounds), ticked(rounds)
    dialog.load(dialog.form.values())
    assert (rows(rounds), ticked(rounds)) == shown
    # a standard round cannot be removed, only left out; one's own can
    rounds.select(rounds.row_of("clubs"))
    assert not rounds.buttons["remove"].isEnabled()
    rounds.select(rounds.row_of("sorte_kort"))
    rounds.remove()
    assert rounds.row_of("sorte_kort") < 0
    # a built-in preset fills the whole list, its rounds named as people call them
    assert dialog.choose_preset("Black cards and diamonds, kabale by place")
    assert rows(rounds)[:3] == ["Avoid tricks — +5 per trick", "Avoid black cards — +5 per ♣ ♠ taken",
                                "Avoid diamonds — +10 per ♦ taken"]
    assert dialog.current_preset()[0] == "builtin"


def test_a_rounds_cards_read_as_words_and_come_back_unchanged(qtbot, tmp_path) -> None:
    rounds = dialog_for(qtbot, tmp_path, "davoserjas").form.composite("rounds")
    rounds.select(rounds.row_of("king_of_clubs"))
    cards = rounds.form.editor("cards")
    assert isinstance(cards, PenaltyCardsEditor)
    written = [{"cards": "KC", "points": 15}, {"cards": "C S", "points": 5}, {"cards": "Q KC", "points": 3},
               {"cards": "10D", "points": 2}]
    cards.set_value(written)
    assert cards.value() == written
    assert [row[0].currentText() for row in cards.rows] == ["One card:", "Every black card ♣ ♠", "Cards: Q K♣",
                                                             "One card:"]
    assert [(row[1].currentText(), row[2].currentText()) for row in cards.rows if not row[1].isHidden()] == [
        ("♣ Clubs", "King"), ("♦ Diamonds", "10")]
    cards.rows[1][0].setCurrentIndex(cards.rows[1][0].findData("Q"))   # all four queens instead
    cards.remove(2)
    assert cards.value() == [{"cards": "KC", "points": 15}, {"cards": "Q", "points": 5}, {"cards": "10D", "points": 2}]


def test_no_round_played_is_explained(qtbot, tmp_path) -> None:
    dialog = dialog_for(qtbot, tmp_path, "davoserjas")
    rounds = dialog.form.composite("rounds")
    for row in range(rounds.view.count()):
        rounds.tick(row, False)
    assert not dialog.check.ok and dialog.check.reason.key == "no_rounds"
    rounds.tick(0, True)
    assert dialog.check.ok and dialog.form.values()["round_order"] == ["tricks"]


def test_a_field_whose_rule_is_off_is_greyed_out(qtbot, tmp_path) -> None:
    """Issue 23: Hjerterfri's "Value of the ten of diamonds" stays editable while that rule is off."""
    dialog = dialog_for(qtbot, tmp_path, "hearts")
    assert not dialog.form.applicable("ten_of_diamonds_value")
    assert not dialog.form.editor("ten_of_diamonds_value").widget.isEnabled() or \
        not dialog.form.rows["ten_of_diamonds_value"].isEnabled()
    dialog.form.editor("ten_of_diamonds").set_value(True)
    assert dialog.form.applicable("ten_of_diamonds_value")
    dialog.form.editor("first_trick_protection").set_value(False)
    assert not dialog.form.applicable("first_trick_forced_discard")
    durak = dialog_for(qtbot, tmp_path, "durak")
    assert not durak.form.applicable("transfer_by_showing_trump") and not durak.form.applicable("prostoy_attack")
    durak.form.editor("variant").set_value("perevodnoy")
    assert durak.form.applicable("transfer_by_showing_trump") and not durak.form.applicable("prostoy_attack")
    # inside a Davoserjas round, the fields of the other kind are hidden
    rounds = dialog_for(qtbot, tmp_path, "davoserjas").form.composite("rounds")
    rounds.select(rounds.row_of("kabale"))
    assert not rounds.form.applicable("per_trick") and rounds.form.applicable("per_pass")
    assert rounds.form.applicable("per_card_left") and not rounds.form.applicable("place_points")


SNAKE = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")   # a key such as round_order or king_of_clubs


def shown_texts(root) -> list[str]:
    """Every text a dialog can show: labels, buttons, group titles, tabs, drop-down and list entries,
    line edits and their placeholders."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QListWidget,
        QTabWidget,
    )

    out: list[str] = []
    for w in root.findChildren(QWidget):
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QLineEdit):
            out += [w.text(), w.placeholderText()]
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_internal_key_in_the_dialog(qtbot, tmp_path, game_id) -> None:
    """Issue 23: no internal key in any dialog (the round editor showed "Key: king_of_clubs")."""
    dialog = dialog_for(qtbot, tmp_path, game_id)
    seen: list[str] = []
    for options in [None, *builtin_presets(game_id).values()]:
        if options is not None:
            dialog.load(options.to_dict())
        seen += shown_texts(dialog)
        for entries in dialog.findChildren(QListWidget):   # every entry of a list (Davoserjas' rounds), in turn
            for row in range(entries.count()):
                entries.setCurrentRow(row)
                seen += shown_texts(dialog)
    keys = sorted({key for text in seen for key in SNAKE.findall(text)})
    assert keys == [], keys


def test_no_internal_key_in_the_settings_and_new_game_dialogs(qtbot) -> None:
    from fjols_desktop.gui.widgets.new_game_dialog import NewGameDialog
    from fjols_desktop.gui.widgets.settings_dialog import SettingsDialog

    settings = AppSettings()
    seen = shown_texts(SettingsDialog(settings, None, lambda *args: None))
    for game_id in GAME_IDS:
        dialog = NewGameDialog(settings, game_id)
        qtbot.addWidget(dialog)
        seen += shown_texts(dialog)
    assert sorted({key for text in seen for key in SNAKE.findall(text)}) == []


def test_rules_summary_names_the_preset_or_lists_the_changes(qtbot, tmp_path) -> None:
    assert rules_summary("hearts", {}) == ("Standard rules", "")
    text, tip = rules_summary("hearts", {"target_score": 50, "open_hands": True, "pass_count": 2,
                                         "queen_breaks_hearts": True})
    assert text == ("Cards passed before each hand: 2 · The game ends when someone reaches: 50 · "
                    "The queen of spades breaks hearts: yes · 1 more")
    assert tip.count("\n") == 3
    store = PresetStore(tmp_path)
    store.save("hearts", "Mormors regler", get_game("hearts").info.options_type(target_score=50))
    assert rules_summary("hearts", {"target_score": 50}, store)[0] == "Mormors regler"
    assert rules_summary("davoserjas", {"round_order": ["kabale", "tricks", "clubs", "queens", "king_of_clubs",
                                                        "last_trick"]})[0] == "Kabale first"
    assert rules_summary("hearts", {"target_score": "lots"})[0] == "House rules that cannot be read"


def test_settings_edits_the_remembered_tables_rules_with_its_seats(qtbot, monkeypatch) -> None:
    from fjols_desktop.gui.widgets.settings_dialog import SettingsDialog

    calls = []

    def editor(parent, game_id, options, seats):
        calls.append((game_id, options, seats))
        return {**options, "target_score": 75}

    settings = AppSettings()
    dialog = SettingsDialog(settings, None, editor)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("hearts"))
    assert dialog.edit_house_rules()
    assert calls == [("hearts", {}, 4)]
    assert AppSettings().table("hearts")["options"] == {"target_score": 75}
    assert AppSettings().last_game == ""  # editing rules is not playing


def test_the_new_game_dialog_passes_its_table_size_and_shows_the_rules(qtbot) -> None:
    from fjols_desktop.gui.widgets.new_game_dialog import NewGameDialog

    seen = []
    dialog = NewGameDialog(AppSettings(), "hearts", None,
                           lambda parent, game, options, seats: seen.append(seats) or {"open_hands": True})
    qtbot.addWidget(dialog)
    assert dialog.rules_line.text() == "House rules: Standard rules"
    dialog.seats.setValue(5)
    dialog.rules_button.click()
    assert seen == [5] and dialog.options == {"open_hands": True}
    assert dialog.rules_line.text() == "House rules: Open hands (practice): yes"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).text() == "Start"
