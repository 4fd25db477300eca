"""Every Reason key Durak, Fjols, Festudgaven, Davoserjas and Fool! can produce has a phrase in the
game's table (``gui/i18n/<game>.py``) or the common one, with its arguments filled in: the keys are
collected by playing seeded random matches under every house-rule variant and by reading the engine
packages (``reason_keys.py``). No key falls back to the generic form, every scoresheet column and
every button the table showed is named, and the arguments read as people expect (names, ♥, K♣)."""

from __future__ import annotations

import re

import pytest

from fjols_desktop.engine.errors import Reason
from fjols_desktop.gui import i18n
from fjols_desktop.gui.i18n import Phrase, Tag, common, store

from .reason_keys import played_buttons, played_columns, played_reasons, written_keys

GAMES = ("durak", "fjols", "festudgave", "davoserjas", "fool")
NAMES = ("Sofie", "Bjørn", "Åse", "Karl", "Mette", "Ole", "Ida", "Nils", "Tove", "Lars", "Ane", "Per", "Eva")


def phrased_key(key: str, game: str) -> bool:
    """The key has a phrase: plain, or one for each special value of an argument (the scorekeeper's
    sum check is phrased by the store's table, ``i18n/store.py``, unless the game words it itself)."""
    entries = {**common.REASONS, **store.REASONS, **i18n.tables(game).get("REASONS", {})}
    return key in entries or any(k.startswith(key + "/") for k in entries)


@pytest.mark.parametrize("game", GAMES)
def test_every_key_the_engine_writes_or_plays_has_a_phrase(game) -> None:
    played = played_reasons(game)
    keys = written_keys(game) | {r.key for r in played}
    assert len(keys) >= 12
    assert sorted(k for k in keys if not phrased_key(k, game)) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_reason_seen_in_play_reads_as_a_sentence(game) -> None:
    for reason in played_reasons(game):
        text = i18n.phrase(reason, NAMES, game)
        assert i18n.is_phrased(reason, game), reason
        assert text != i18n.fallback(reason, NAMES, game), reason
        assert not re.search(r"\{\w*\}", text), (reason, text)        # every placeholder filled
        assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), (reason, text)  # no raw engine words
        assert "Player " not in text and " 1 cards" not in text, (reason, text)  # a count is not a seat


@pytest.mark.parametrize("game", GAMES)
def test_every_column_and_button_is_named(game) -> None:
    own = i18n.tables(game)
    columns = {**common.COLUMNS, **own.get("COLUMNS", {})}
    for name in played_columns(game):
        assert name in columns or name.partition(":")[0] in columns, name
        assert not re.search(r"[{}_]", i18n.column_name(name, game)), name
    buttons = {**common.BUTTONS, **own.get("BUTTONS", {})}
    assert sorted(k for k in played_buttons(game) if k not in buttons) == []


@pytest.mark.parametrize("game", GAMES)
def test_tables_hold_only_marked_phrases_in_the_games_context(game) -> None:
    for table, entries in i18n.tables(game).items():
        for key, entry in entries.items():
            if table == "VALUES":
                forms: tuple = tuple(entry.values())
            elif isinstance(entry, Tag):
                forms = (entry.text,)
                assert entry.tone in ("neutral", "attack", "defend", "good", "bad"), key
            elif isinstance(entry, tuple) and not isinstance(entry, Phrase):
                forms = entry
            else:
                forms = (entry,)
            for form in forms:
                assert isinstance(form, Phrase) and form.text, (table, key)
                assert form.context.endswith(":" + game), (table, key, form.context)


def test_arguments_read_as_people_expect() -> None:
    p = i18n.phrase
    assert p(Reason.of("wrong_suit", attack="10S", card="7C"), NAMES, "durak") == \
        "7♣ cannot beat 10♠: use a higher card of its suit or a trump."
    assert p(Reason.of("losing_team", seats="1 3"), NAMES, "durak") == "Bjørn and Karl lose: they are the durak."
    assert p(Reason.of("transfer_rank", rank=12), NAMES, "durak") == "Pass the attack on with a Q."
    assert p(Reason.of("exchange_trump_six", card="6H", trump="QH"), NAMES, "durak").startswith(
        "Swap your 6♥ for Q♥")
    assert p(Reason.of("second_trump", card="KS", mode="ranked", suit="S"), NAMES, "durak") == \
        "Second trump ♠, above the first"
    assert p(Reason.of("high_trump", suit="H"), NAMES, "fjols") == "High trump ♥"
    assert p(Reason.of("pickup_not_allowed", card="JH", why="can_beat"), NAMES, "fjols") == \
        "You can beat J♥, so you may not pick up."
    assert p(Reason.of("choose_pass", to=-1), NAMES, "festudgave") == "Choose a card for the discard pile."
    assert p(Reason.of("signal_now", trigger=2), NAMES, "festudgave") == "Åse signalled: signal too, quickly!"
    assert p(Reason.of("spoons_left", count=1), NAMES, "festudgave") == "One spoon left"
    assert p(Reason.of("round", id="clubs", index=2, name="", of=6), NAMES, "davoserjas") == \
        "Round 2 of 6: Avoid clubs"
    assert p(Reason.of("round", id="sorte", index=2, name="Sorte kort", of=7), NAMES, "davoserjas") == \
        "Round 2 of 7: Sorte kort"
    assert p(Reason.of("round", id="my_own_round", index=1, name="", of=3), NAMES, "davoserjas") == \
        "Round 1 of 3: My own round"
    assert i18n.deal_label(Reason.of("round", id="kabale", index=6, name="", of=6), NAMES, "davoserjas") == "Kabale"
    assert i18n.deal_label(Reason.of("round", id="clubs", index=2, name="Klør", of=6), NAMES, "davoserjas") == "Klør"
    assert p(Reason.of("round_penalty", cards="C S", points=5, what="cards"), NAMES, "davoserjas") == \
        "+5 per ♣ ♠ taken"
    assert p(Reason.of("round_penalty", cards="KC", points=15, what="cards"), NAMES, "davoserjas") == \
        "+15 per K♣ taken"
    assert i18n.column_name("cards:Q", "davoserjas") == "Q" and i18n.column_name("cards:C", "davoserjas") == "♣"
    assert p(Reason.of("card_does_not_fit", card="10S", row="S"), NAMES, "davoserjas") == \
        "10♠ does not fit the ♠ row yet."
    assert p(Reason.of("must_follow_colour", colour="G"), NAMES, "fool") == "You must follow green (or play a wild 1)."
    assert p(Reason.of("fools_per_trick", count=2), NAMES, "fool") == "2 fools per trick"


def test_tags_name_one_seat_and_read_short() -> None:
    assert i18n.tag_of(Reason.of("attacker", seat=1), "durak") == i18n.durak.TAGS["attacker"]
    assert i18n.tag_of(Reason.of("trump", suit="H", card="7H"), "durak") is None
    assert i18n.phrase(Reason.of("out", place=1, seat=0), NAMES, "fjols", "TAGS") == "won!"
    assert i18n.phrase(Reason.of("out", place=3, seat=0), NAMES, "fjols", "TAGS") == "3rd out"
    assert i18n.phrase(Reason.of("sits_out", seat=4), NAMES, "fool", "TAGS") == "sits out"
    assert i18n.signs("fool") == ("lead_colour", "lead_colour_undetermined") and i18n.signs("hearts") == ()
