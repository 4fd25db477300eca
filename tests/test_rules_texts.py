"""The rules texts (``resources/rules/<lang>/<game>.md``) and ``fjols_desktop.rulestexts``: every
registered game has a text in every language, every house-rule field has exactly one marker in each,
the Fool! credit is there, the Rules window's HTML highlights exactly the changed house rules, and a
missing language falls back to English."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from fjols_desktop import rulestexts
from fjols_desktop.engine.games.davoserjas.options import DavoserjasOptions, RoundId
from fjols_desktop.engine.games.fjols.options import Deck, FjolsOptions, PickupMode
from fjols_desktop.engine.games.fool.options import FoolOptions
from fjols_desktop.engine.games.hearts.options import HeartsOptions, MoonMode
from fjols_desktop.engine.registry import GAMES
from fjols_desktop.rulestexts import (
    FOOL_CREDIT,
    LANGUAGES,
    find_rules,
    markdown_to_html,
    normalise_language,
    option_markers,
    rules_dir,
    rules_html,
    rules_markdown,
    split_entries,
)

GAME_IDS = [game.info.id for game in GAMES]
ENGLISH = sorted(p.stem for p in (rules_dir() / "en").glob("*.md"))
CHANGED = re.compile(r'<div class="house-rule changed" id="option-(\w+)"')
ENTRY = re.compile(r'<div class="house-rule[^"]*" id="option-(\w+)"')


def source(game_id: str, lang: str) -> str:
    return (rules_dir() / lang / f"{game_id}.md").read_text(encoding="utf-8")


# --- the files ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_registered_game_has_a_text_in_every_language(game_id: str, lang: str) -> None:
    found = find_rules(game_id, lang)
    assert (found.lang, found.fallback) == (lang, False)
    assert found.source.startswith("# ")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_the_same_games(lang: str) -> None:
    assert sorted(p.stem for p in (rules_dir() / lang).glob("*.md")) == ENGLISH
    assert set(GAME_IDS) <= set(ENGLISH)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_option_field_has_exactly_one_marker(game_id: str, lang: str) -> None:
    fields = [spec.name for spec in next(g for g in GAMES if g.info.id == game_id).info.options_type.specs()]
    markers = Counter(option_markers(source(game_id, lang)))
    assert sorted(markers) == sorted(fields), "unknown or missing markers"
    assert all(count == 1 for count in markers.values()), f"repeated markers: {markers}"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
@pytest.mark.parametrize("game_id", ENGLISH)
def test_translations_keep_the_english_markers_in_order(game_id: str, lang: str) -> None:
    """Also covers a text whose game is not registered on this branch yet (Durak before its merge)."""
    assert option_markers(source(game_id, lang)) == option_markers(source(game_id, "en"))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", ENGLISH)
def test_every_entry_explains_its_option(game_id: str, lang: str) -> None:
    """No empty entry, and the house rules come last: after the first marker only entries and
    sub-headings follow."""
    segments = split_entries(source(game_id, lang))
    first = next(i for i, s in enumerate(segments) if s.option)
    assert all(len(s.text) > 40 for s in segments if s.option)
    assert all(s.option or s.text.startswith("###") for s in segments[first:])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_fool_credit_line_is_in_every_language(lang: str) -> None:
    lines = source("fool", lang).splitlines()
    assert FOOL_CREDIT[lang] in lines
    assert lines.index(FOOL_CREDIT[lang]) == 2            # straight under the title
    assert FOOL_CREDIT["en"] == next(g for g in GAMES if g.info.id == "fool").info.extra["credit"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", ENGLISH)
def test_texts_use_only_the_supported_markdown(game_id: str, lang: str) -> None:
    text = source(game_id, lang)
    assert "\t" not in text and "<" not in text and "[[" not in text.replace("[[option:", "")
    assert text.endswith("\n") and not text.endswith("\n\n")
    words = len(re.findall(r"\w+", text))
    assert 500 < words < 2600, f"{words} words: a page or two, readable in a few minutes"


# --- rendering with the table's house rules ---------------------------------------------------------------

def test_html_highlights_exactly_the_changed_options() -> None:
    options = FjolsOptions(deck=Deck.CARDS_52, pickup=PickupMode.WHOLE_CHAIN, match_length=10)
    html = rules_html("fjols", "da", options)
    assert sorted(CHANGED.findall(html)) == ["deck", "match_length", "pickup"]
    assert sorted(ENTRY.findall(html)) == sorted(spec.name for spec in FjolsOptions.specs())
    assert "[[option:" not in html
    assert '<p class="current"><b>Ved dette bord:</b> 52 cards (2 to ace)</p>' in html
    assert '<p class="current"><b>Ved dette bord:</b> 10</p>' in html
    assert html.count('<p class="current">') == 3
    assert html.count(f"background-color:{rulestexts.HIGHLIGHT_COLOUR}") == 3


def test_default_options_highlight_nothing() -> None:
    for options in (None, FjolsOptions(), {}):
        html = rules_html("fjols", "en", options)
        assert CHANGED.findall(html) == [] and 'class="current"' not in html
        assert len(ENTRY.findall(html)) == len(FjolsOptions.specs())


def test_a_settings_dictionary_works_like_the_options_object() -> None:
    saved = HeartsOptions(moon_mode=MoonMode.SELF_MINUS_26, open_hands=True).to_dict()
    html = rules_html("hearts", "sv", saved)
    assert sorted(CHANGED.findall(html)) == ["moon_mode", "open_hands"]
    assert "<b>Vid det här bordet:</b> ja</p>" in html


def test_the_value_is_translated_by_the_callers_translate() -> None:
    seen = []

    def translate(context: str, text: str) -> str:
        seen.append((context, text))
        return text.upper()

    html = rules_html("fjols", "nb", FjolsOptions(pickup=PickupMode.WHOLE_CHAIN), translate=translate)
    assert seen == [("HouseRules", "The whole pile")]
    assert "<b>Ved dette bordet:</b> THE WHOLE PILE</p>" in html


def test_lists_of_rounds_are_named() -> None:
    options = DavoserjasOptions(round_order=(RoundId.KABALE, RoundId.TRICKS), custom_rounds=True,
                                rounds=DavoserjasOptions().rounds[:2])
    markdown = rules_markdown("davoserjas", "en", options)
    assert "> **At this table:** The kabale, Avoid tricks" in markdown
    assert "> **At this table:** Avoid tricks, Avoid clubs" in markdown
    assert "> **At this table:** yes" in markdown


def test_negative_numbers_carry_a_minus_sign() -> None:
    html = rules_html("fool", "en", FoolOptions(end_negative_threshold=-100))
    assert CHANGED.findall(html) == ["end_negative_threshold"]
    assert "<b>At this table:</b> \N{MINUS SIGN}100</p>" in html


def test_markdown_quotes_exactly_the_changed_entries() -> None:
    markdown = rules_markdown("fjols", "en", FjolsOptions(low_beats_low=True))
    quoted = [line for line in markdown.splitlines() if line.startswith(">")]
    assert quoted[0].startswith("> **A higher low trump beats a low trump.**")
    assert quoted[-1] == "> **At this table:** yes"
    assert len(quoted) == 3 and "[[option:" not in markdown


# --- languages and the fallback -------------------------------------------------------------------------------

@pytest.mark.parametrize(("asked", "expected"), [
    ("nb_NO", "nb"), ("nb-NO", "nb"), ("no", "nb"), ("nn_NO", "nb"), ("da_DK.UTF-8", "da"),
    ("sv_FI", "sv"), ("EN_gb", "en"), ("de_DE", "de")])
def test_language_names_are_normalised(asked: str, expected: str) -> None:
    assert normalise_language(asked) == expected


def test_an_unknown_language_falls_back_to_english_and_says_so() -> None:
    found = find_rules("hearts", "de_DE")
    assert (found.requested, found.lang, found.fallback) == ("de", "en", True)
    html = rules_html("hearts", "de_DE")
    assert 'lang="en"' in html and '<p class="fallback">' in html
    assert rules_markdown("hearts", "de").startswith("*This rules text has not been written in your language")
    assert '<p class="fallback">' not in rules_html("hearts", "nb_NO")


def test_a_missing_translation_falls_back_to_english_not_to_danish(tmp_path: Path) -> None:
    for lang in ("en", "da"):
        (tmp_path / "rules" / lang).mkdir(parents=True)
        (tmp_path / "rules" / lang / "fjols.md").write_text(f"# Fjols {lang}\n", encoding="utf-8")
    found = find_rules("fjols", "nb", resources=tmp_path)
    assert (found.lang, found.source, found.fallback) == ("en", "# Fjols en\n", True)
    with pytest.raises(FileNotFoundError, match="'hearts'"):
        find_rules("hearts", "nb", resources=tmp_path)


def test_resources_are_found_in_a_checkout_a_bundle_and_by_override(monkeypatch: pytest.MonkeyPatch,
                                                                      tmp_path: Path) -> None:
    monkeypatch.delenv("FJOLS_RESOURCE_ROOT", raising=False)
    checkout = Path(__file__).resolve().parent.parent / "resources"
    assert rulestexts.resources_dir() == checkout
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert rulestexts.rules_path("fool", "sv") == tmp_path / "resources" / "rules" / "sv" / "fool.md"
    monkeypatch.setenv("FJOLS_RESOURCE_ROOT", str(tmp_path / "other"))
    assert rulestexts.resources_dir() == tmp_path / "other" / "resources"


def test_the_module_stays_free_of_qt() -> None:
    code = "import sys, fjols_desktop.rulestexts as r; r.rules_html('fjols', 'da'); print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent)
    assert out.stdout.strip() == "False"


# --- the Markdown subset ------------------------------------------------------------------------------------

def test_markdown_subset() -> None:
    text = ("# Title\n\nOne *soft* and **bold** line\ngoes on.\n\n- a & b\n  still a\n- c\n\n"
            "1. first\n2. second\n\n| A | B |\n|---|---|\n| 1 < 2 | x |\n### Sub")
    assert markdown_to_html(text).splitlines() == [
        "<h1>Title</h1>",
        "<p>One <i>soft</i> and <b>bold</b> line goes on.</p>",
        "<ul><li>a &amp; b still a</li><li>c</li></ul>",
        "<ol><li>first</li><li>second</li></ol>",
        ('<table cellspacing="0" cellpadding="4" border="1"><tr><th>A</th><th>B</th></tr>'
         "<tr><td>1 &lt; 2</td><td>x</td></tr></table>"),
        "<h3>Sub</h3>"]


def test_a_paragraph_stops_at_a_list_and_stars_in_numbers_stay() -> None:
    assert markdown_to_html("Points:\n- one\n\n5 * 6 and 2*3") == \
        "<p>Points:</p>\n<ul><li>one</li></ul>\n<p>5 * 6 and 2*3</p>"


def test_an_entry_ends_at_the_next_heading() -> None:
    segments = split_entries("# T\n\n## House rules\n\n[[option:a]]\nA text.\n\n### Group\n\n[[option:b]]\nB.\n")
    assert [(s.option, s.text) for s in segments] == [
        (None, "# T\n\n## House rules"), ("a", "A text."), (None, "### Group"), ("b", "B.")]


@pytest.mark.parametrize(("lang", "shown"), [("en", "J♦ −10, Q♠ 10, 10♥ 2"), ("da", "B♦ −10, D♠ 10, 10♥ 2"),
                                             ("sv", "Kn♦ −10, D♠ 10, 10♥ 2"), ("nb", "Kn♦ −10, D♠ 10, 10♥ 2")])
def test_cards_with_their_own_points_are_shown_as_on_the_cards(lang: str, shown: str) -> None:
    from fjols_desktop.engine.options import CardPoints

    options = HeartsOptions(card_points=(CardPoints("JD", -10), CardPoints("QS", 10), CardPoints("10H", 2)))
    assert CHANGED.findall(rules_html("hearts", lang, options)) == ["card_points"]
    assert shown in rules_markdown("hearts", lang, options)
