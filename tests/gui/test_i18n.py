"""Every Reason key Hjerterfri produces is phrased (its computer levels' reasons by the advice
table), with its arguments filled in; unknown keys and broken translations fall back to something
readable instead of failing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from fjols_desktop.engine.cards import parse_card
from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.games.hearts.state import MOON_OTHERS, MOON_SELF
from fjols_desktop.gui import i18n
from fjols_desktop.gui.i18n import Phrase, common, hearts
from fjols_desktop.gui.i18n.advice import ADVICE, advice_phrase

ENGINE = Path(__file__).resolve().parents[2] / "fjols_desktop" / "engine"
NAMES = ("Sofie", "Bjørn", "Åse", "Karl")


def reason_keys(folder: Path) -> set[str]:
    """The Reason keys written in the modules of ``folder`` (not its sub-packages)."""
    keys = set()
    for path in folder.glob("*.py"):
        keys.update(re.findall(r'Reason\.of\(\s*"([a-z0-9_]+)"', path.read_text(encoding="utf-8")))
    return keys


def test_every_hearts_and_engine_key_has_a_phrase() -> None:
    keys = reason_keys(ENGINE / "games" / "hearts") | reason_keys(ENGINE) - {"x"}
    assert {"must_follow", "hearts_not_broken", "choose_pass", "moon", "pass_direction"} <= keys
    advice = set(ADVICE["hearts"]) | set(ADVICE["common"]) | {"no_reason"}  # the computer levels' reasons
    missing = sorted(k for k in keys if k not in hearts.REASONS and k not in common.REASONS and k not in advice)
    assert missing == []
    for key in keys:
        if key in advice:
            assert advice_phrase(Reason.of(key), NAMES, "hearts") != i18n.fallback(Reason.of(key), NAMES)
        else:
            assert i18n.phrase(Reason.of(key), NAMES, "hearts") != i18n.fallback(Reason.of(key), NAMES)


def test_arguments_become_symbols_names_and_cards() -> None:
    assert i18n.phrase(Reason.of("must_follow", suit="H"), NAMES, "hearts") == "You must follow suit: you still hold ♥."
    assert i18n.phrase(Reason.of("not_your_turn", seat=0, turn=2), NAMES, "hearts") == "Wait: it is Åse's turn."
    assert i18n.phrase(Reason.of("must_lead_opening", card="2C"), NAMES, "hearts") == "The first trick starts with 2♣."
    assert i18n.phrase(Reason.of("card_not_in_hand", card="QS"), NAMES, "hearts") == "You do not hold Q♠."
    assert i18n.phrase(Reason.of("choose_pass", count=3, direction="left", to=1), NAMES, "hearts") == \
        "Choose 3 cards to pass to Bjørn."
    assert i18n.phrase(Reason.of("choose_pass", count=1, direction="left", to=1), NAMES, "hearts") == \
        "Choose one card to pass to Bjørn."
    assert i18n.phrase(Reason.of("pass_direction", direction="across"), NAMES, "hearts") == "Passing across"
    assert i18n.phrase(Reason.of("pass_direction", direction="hold"), NAMES, "hearts") == "No passing this hand"
    assert i18n.phrase(Reason.of("moon", seat=3), NAMES, "hearts") == "Karl shot the moon!"
    assert i18n.phrase(None) == ""


def test_cards_in_every_shape() -> None:
    assert i18n.card_text(parse_card("10D")) == "10♦"
    assert i18n.card_text("KH") == "K♥"
    assert i18n.card_text("TS") == "10♠"

    class FoolCard:
        colour, value = "G", 12

    assert i18n.card_text(FoolCard()) == "green 12"
    assert i18n.card_text("W1") == "wild 1"
    assert i18n.card_text("Joker") == "Joker"
    assert i18n.phrase(Reason.of("card_not_in_hand", card="R5"), NAMES) == "You do not hold red 5."


def test_unknown_keys_and_games_fall_back_readably() -> None:
    assert i18n.phrase(Reason.of("zz_trump_must_beat", suit="S", attacker=1), NAMES, "zz_game") == \
        "Zz trump must beat (attacker: Bjørn, suit: ♠)"
    assert i18n.phrase(Reason.of("must_follow", suit="D"), NAMES, "zz_game") == "You must follow suit: you still hold ♦."
    assert i18n.seat_name(7, NAMES) == "Player 8"
    assert i18n.column_name("matchsticks") == "Matchsticks"
    assert i18n.column_name("queen", "hearts") == "Q♠"
    assert i18n.column_name("black_cards") == "Black cards"
    assert i18n.level_name("random") == "random cards"
    assert i18n.level_name("random", "hearts") == "Terningen (random cards)"
    assert i18n.level_name("hard", "hearts") == "Morfar (hard)"
    assert i18n.level_name("ismcts_fast") == "Ismcts fast"


def test_button_labels_by_key_then_kind() -> None:
    assert i18n.button_label(MOON_SELF, "hearts") == "Me −26"
    assert i18n.button_label(MOON_OTHERS, "hearts") == "Everyone else +26"

    class Take:
        kind = "take"
        cards = ()

    assert i18n.button_label(Take(), "zz_game") == "Take"
    assert i18n.button_label(Take(), "durak") == "Take the cards"


def test_a_broken_translation_never_crashes(qapp, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(QCoreApplication, "translate",
                        staticmethod(lambda ctx, text, *a: "Du skal følge {suit" if "follow suit" in text else text))
    text = i18n.phrase(Reason.of("must_follow", suit="H"), NAMES, "hearts")
    assert text == "Must follow (suit: ♥)"


def test_every_table_entry_is_a_marked_phrase() -> None:
    for module in (common, hearts):
        for table in ("REASONS", "COLUMNS", "BUTTONS", "LEVELS"):
            for key, entry in getattr(module, table, {}).items():
                forms = entry if isinstance(entry, tuple) and not isinstance(entry, Phrase) else (entry,)
                assert all(isinstance(f, Phrase) and f.context and f.text for f in forms), (module, key)
    assert i18n.tables("hearts")["REASONS"] is hearts.REASONS


@pytest.mark.parametrize("language", ["da"])
def test_translations_apply_at_display_time(qapp, tmp_path, language) -> None:
    ts = tmp_path / f"t_{language}.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="da_DK">'
                  '<context><name>Reasons:hearts</name><message><source>You must follow suit: you still hold {suit}.'
                  '</source><translation>Du skal bekende kulør: du har stadig {suit}.</translation></message></context>'
                  '</TS>', encoding="utf-8")
    import subprocess
    import sys

    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), str(ts), "-qm", str(tmp_path / "t.qm")], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "t.qm"))
    qapp.installTranslator(translator)
    before = QLocale()
    QLocale.setDefault(QLocale("da_DK"))  # the cards' letters follow the language (gui/i18n/letters.py)
    try:
        assert i18n.phrase(Reason.of("must_follow", suit="H"), NAMES, "hearts") == "Du skal bekende kulør: du har stadig ♥."
        assert i18n.card_text("QS") == "D♠"
    finally:
        qapp.removeTranslator(translator)
        QLocale.setDefault(before)
    assert i18n.card_text("QS") == "Q♠"
