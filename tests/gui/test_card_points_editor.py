"""Hjerterfri's cards with their own points in the house-rules dialog: rows of suit, rank and points
with "Add a card" and Remove; a card listed twice or clashing with the ten-of-diamonds rule is
explained and keeps OK off; presets and the rules summary carry the list."""

from __future__ import annotations

from fjols_desktop.engine.options import CardPoints
from fjols_desktop.gui.house_rules import rules_summary
from fjols_desktop.gui.widgets.house_rules_dialog import HouseRulesDialog
from fjols_desktop.gui.widgets.list_editors import CardPointsEditor
from fjols_desktop.store.settings import PresetStore


def dialog_for(qtbot, tmp_path, values=None, seats: int = 4) -> HouseRulesDialog:
    dialog = HouseRulesDialog("hearts", values or {}, seats, store=PresetStore(tmp_path))
    qtbot.addWidget(dialog)
    return dialog


def row_text(editor: CardPointsEditor) -> list[tuple[str, str, int]]:
    return [(suit.currentText(), rank.currentText(), spin.value()) for suit, rank, spin, _ in editor.rows]


def test_cards_are_added_chosen_priced_and_removed(qtbot, tmp_path) -> None:
    dialog = dialog_for(qtbot, tmp_path)
    editor = dialog.form.editor("card_points")
    assert isinstance(editor, CardPointsEditor)
    assert editor.rows == [] and editor.empty.isVisibleTo(editor.widget)
    assert editor.empty.text() == "No card has points of its own."
    editor.add_button.click()
    assert row_text(editor) == [("♣ Clubs", "2", 0)] and not editor.empty.isVisibleTo(editor.widget)
    suit, rank, spin, _ = editor.rows[0]
    suit.setCurrentIndex(1)
    rank.setCurrentIndex(rank.findText("Jack"))
    spin.setValue(-10)
    editor.add_button.click()   # the first card not listed: the two of clubs again
    suit, rank, spin, _ = editor.rows[1]
    suit.setCurrentIndex(3)
    rank.setCurrentIndex(rank.findText("Queen"))
    spin.setValue(10)
    assert row_text(editor) == [("♦ Diamonds", "Jack", -10), ("♠ Spades", "Queen", 10)]
    assert dialog.check.ok and dialog.ok_button.isEnabled()
    assert dialog.check.options.card_points == (CardPoints("JD", -10), CardPoints("QS", 10))
    assert dialog.result_options()["card_points"] == [{"card": "JD", "points": -10}, {"card": "QS", "points": 10}]
    assert (spin.minimum(), spin.maximum()) == (-50, 50)
    editor.rows[0][3].click()   # remove the jack of diamonds
    assert row_text(editor) == [("♠ Spades", "Queen", 10)]
    assert dialog.check.options.card_points == (CardPoints("QS", 10),)


def test_a_card_twice_or_the_ten_of_diamonds_twice_is_explained(qtbot, tmp_path) -> None:
    dialog = dialog_for(qtbot, tmp_path, {"card_points": [{"card": "JD", "points": -10}]})
    editor = dialog.form.editor("card_points")
    assert row_text(editor) == [("♦ Diamonds", "Jack", -10)]
    editor.add_button.click()
    suit, rank, _, _ = editor.rows[1]
    suit.setCurrentIndex(1)
    rank.setCurrentIndex(rank.findText("Jack"))
    assert not dialog.check.ok and not dialog.ok_button.isEnabled()
    assert dialog.error.text() == "⚠ J♦ is listed twice: give each card its points once."
    assert dialog.form.labels["card_points"].styleSheet() != ""   # the field is marked
    rank.setCurrentIndex(rank.findText("10"))
    dialog.form.editor("ten_of_diamonds").set_value(True)
    assert not dialog.check.ok
    assert dialog.error.text() == ("⚠ The ten of diamonds already has its own rule: switch that off, or take it out "
                                   "of the list.")
    editor.rows[1][3].click()
    assert dialog.check.ok


def test_presets_and_the_summary_carry_the_cards(qtbot, tmp_path) -> None:
    values = {"card_points": [{"card": "JD", "points": -10}, {"card": "QS", "points": 10}]}
    dialog = dialog_for(qtbot, tmp_path, values)
    assert dialog.save_preset("Mormors hjerterfri")
    assert PresetStore(tmp_path).get("hearts", "Mormors hjerterfri").card_points == (
        CardPoints("JD", -10), CardPoints("QS", 10))
    dialog.reset_button.click()
    assert dialog.form.editor("card_points").rows == []
    assert dialog.choose_preset("Mormors hjerterfri")
    assert row_text(dialog.form.editor("card_points")) == [("♦ Diamonds", "Jack", -10), ("♠ Spades", "Queen", 10)]
    text, _ = rules_summary("hearts", values)
    assert text == "Cards with their own points: J♦ −10, Q♠ 10"
