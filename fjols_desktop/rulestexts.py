"""The rules texts: one Markdown file per game and language, shown in the Rules window (F1) with the
house rules of the table highlighted. Pure Python (no Qt), so the engine's tests, the simulator and
the GUI can all use it.

Files: ``resources/rules/<lang>/<game id>.md`` for ``lang`` in ``LANGUAGES`` (English, Danish, Swedish,
Norwegian Bokmål). Each text has a title, the game in brief, how a deal goes, scoring and the end of
the game, tips, and a "House rules" section with one entry per field of the game's ``Options`` class.
An entry starts with a marker line ``[[option:<field name>]]`` and runs to the next marker, the next
heading or the end of the file. Markers never reach the reader: ``rules_markdown`` and ``rules_html``
remove them, and highlight the entries of the options that differ from the defaults, each with the
table's current value ("At this table: 52 cards (2 to ace)"): in HTML a one-cell table with a soft
yellow background (Qt's rich text shades a ``div`` paragraph by paragraph), in Markdown a block quote.

The API for the Rules window::

    html = rules_html("fjols", "da", options)          # options: an Options object, its to_dict(), or None
    html = rules_html("fjols", "da", options, translate=QCoreApplication.translate)

``translate(context, text)`` translates the option's choice labels (context ``"HouseRules"``, the
``QT_TRANSLATE_NOOP`` source strings of ``options.py``); without it they stay in English. Every
entry carries the anchor ``option-<field name>`` (``QTextBrowser.scrollToAnchor``). A settings
dictionary that does not validate raises ``InvalidOptionError``, as ``Options.from_dict`` does.

Language fallback: the language is normalised (``"nb_NO"`` -> ``"nb"``; ``"no"`` and Nynorsk ``"nn"``
read the Bokmål text); a language without a text falls back to English, never to a neighbouring
Scandinavian language, because a family asked for a language they read and English is the source
every other text is written from. ``find_rules`` reports the fallback (``RulesText.fallback``) and
the rendered text says so in a first line.

Where the files are found (the same rule as ``gui/paths.py``): ``$FJOLS_RESOURCE_ROOT/resources``
when that variable is set, ``sys._MEIPASS/resources`` in a PyInstaller bundle (the packaging spec
must copy ``resources/rules`` there), else ``resources/`` at the root of the source checkout.

The Markdown is a small, fixed subset, converted here without any library: ``#``-headings, paragraphs,
``-`` and ``1.`` lists (one level; an indented line continues the item), pipe tables with a
``|---|`` line under the header, ``**bold**`` and ``*italic*``.
"""

from __future__ import annotations

import dataclasses
import html
import os
import re
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from .engine.options import CardPoints, Options, OptionSpec

LANGUAGES = ("en", "da", "sv", "nb")
FALLBACK_LANGUAGE = "en"
_ALIASES = {"no": "nb", "nn": "nb"}   # Norwegian in general and Nynorsk read the Bokmål text

MARKER = re.compile(r"^\[\[option:([A-Za-z_][A-Za-z0-9_]*)\]\]\s*$")
_HEADING = re.compile(r"^(#{1,4})\s+(.*?)\s*#*\s*$")

# The credit Friedemann Friese's Fool! carries in every language (its first paragraph). The English
# line is the engine's ``fool.rules.CREDIT``; the translations of that string should read the same.
FOOL_CREDIT = {
    "en": "A game by Friedemann Friese. This is an unofficial implementation for home play.",
    "da": "Et spil af Friedemann Friese. Dette er en uofficiel udgave til brug derhjemme.",
    "sv": "Ett spel av Friedemann Friese. Det här är en inofficiell version för spel hemma.",
    "nb": "Et spill av Friedemann Friese. Dette er en uoffisiell utgave til bruk hjemme.",
}

# The few words the rendering adds itself, in the language of the text shown.
_WORDS = {
    "en": {"current": "At this table:", "yes": "yes", "no": "no",
           "fallback": "This rules text has not been written in your language yet; here it is in English."},
    "da": {"current": "Ved dette bord:", "yes": "ja", "no": "nej"},
    "sv": {"current": "Vid det här bordet:", "yes": "ja", "no": "nej"},
    "nb": {"current": "Ved dette bordet:", "yes": "ja", "no": "nei"},
}

_SUIT_SIGNS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
# The court letters on each country's cards, as ``gui/i18n/letters.py`` prints them (that table needs Qt
# for the player's choice of international letters; a rules text follows its language).
_COURT_LETTERS = {"da": {"J": "B", "Q": "D", "A": "E"}, "sv": {"J": "Kn", "Q": "D", "A": "E"},
                  "nb": {"J": "Kn", "Q": "D", "A": "E"}}
HIGHLIGHT_COLOUR = "#fff1bf"   # a soft yellow that keeps black text easy to read


# --- finding the files ---------------------------------------------------------------------------------

def resources_dir() -> Path:
    """The app's ``resources/`` folder in a checkout, a PyInstaller bundle, or ``$FJOLS_RESOURCE_ROOT``."""
    override = os.environ.get("FJOLS_RESOURCE_ROOT")
    if override:
        return Path(override) / "resources"
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"

LABELS_CONTEXT = "HouseRules"   # the translation context of the option and choice labels


def rules_dir(resources: Path | None = None) -> Path:
    return (resources or resources_dir()) / "rules"


def rules_path(game_id: str, lang: str, resources: Path | None = None) -> Path:
    return rules_dir(resources) / lang / f"{game_id}.md"


def normalise_language(lang: str) -> str:
    """``"nb_NO"``, ``"nb-NO"``, ``"NB"`` -> ``"nb"``; ``"no"``, ``"nn"`` -> ``"nb"``; ``"da_DK"`` -> ``"da"``."""
    primary = lang.replace("-", "_").split("_")[0].split(".")[0].strip().lower()
    return _ALIASES.get(primary, primary)


@dataclass(frozen=True)
class RulesText:
    """A game's rules text as found: ``lang`` is the language of ``source``, ``requested`` the
    (normalised) language asked for; they differ when the text fell back to English."""

    game_id: str
    requested: str
    lang: str
    source: str
    path: Path

    @property
    def fallback(self) -> bool:
        return self.lang != self.requested


def find_rules(game_id: str, lang: str, resources: Path | None = None) -> RulesText:
    """The text for ``game_id`` in ``lang``, else in English. ``FileNotFoundError`` when the game
    has no text at all (a game registered without its rules texts is a packaging fault)."""
    requested = normalise_language(lang)
    for candidate in dict.fromkeys((requested, FALLBACK_LANGUAGE)):
        path = rules_path(game_id, candidate, resources)
        if path.is_file():
            return RulesText(game_id, requested, candidate, path.read_text(encoding="utf-8"), path)
    raise FileNotFoundError(f"no rules text for {game_id!r} in {rules_dir(resources)} "
                            f"(looked for {requested!r} and {FALLBACK_LANGUAGE!r})")


# --- the marked-up structure ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Segment:
    """A piece of a rules text: plain Markdown (``option`` is None) or one house-rule entry."""

    text: str
    option: str | None = None


def split_entries(source: str) -> list[Segment]:
    """The text cut at its markers: an entry runs from its marker (removed) to the next marker,
    heading or the end; everything else is plain text."""
    segments: list[Segment] = []
    lines: list[str] = []
    option: str | None = None

    def flush() -> None:
        if lines or option is not None:
            segments.append(Segment("\n".join(lines).strip("\n"), option))
        lines.clear()

    for line in source.splitlines():
        marker = MARKER.match(line)
        if marker:
            flush()
            option = marker.group(1)
        elif option is not None and _HEADING.match(line):
            flush()
            option = None
            lines.append(line)
        else:
            lines.append(line)
    flush()
    return segments


def option_markers(source: str) -> list[str]:
    """Every marker's field name, in order, repeats included (for tests and translators)."""
    return [m.group(1) for m in map(MARKER.match, source.splitlines()) if m]


# --- the table's house rules ---------------------------------------------------------------------------

Translate = Callable[[str, str], str]


def _options_of(game_id: str, options: Options | Mapping[str, Any] | None) -> Options | None:
    if options is None or isinstance(options, Options):
        return options
    from .engine.registry import get_game  # only for plain dictionaries; keeps the import light
    return get_game(game_id).info.options_type.from_dict(options)


def changed_options(options: Options) -> dict[str, Any]:
    """The fields whose value differs from the class default, with their values."""
    defaults = type(options)()
    return {spec.name: getattr(options, spec.name) for spec in options.specs()
            if getattr(options, spec.name) != getattr(defaults, spec.name)}


def value_text(spec: OptionSpec, value: Any, lang: str, translate: Translate | None = None,
               names: Mapping[str, str] | None = None) -> str:
    """The current value of an option as a reader would say it: a choice by its label, yes/no,
    numbers as they are, lists joined by commas. ``names`` maps enum values to labels for list items
    that are not enums themselves (Davoserjas' rounds are named by their key)."""
    tr = translate or (lambda _context, text: text)   # a context held in a name: lupdate skips these calls
    words = _WORDS.get(lang, _WORDS[FALLBACK_LANGUAGE])
    if isinstance(value, bool):
        return words["yes"] if value else words["no"]
    if isinstance(value, Enum):
        label = spec.choice_labels.get(value)
        return tr(LABELS_CONTEXT, label) if label else str(value.value)
    if isinstance(value, tuple):
        return ", ".join(value_text(spec, item, lang, translate, names) for item in value) or "–"
    if isinstance(value, CardPoints):   # "J♦ −10" (Danish "B♦ −10"): the rank as the card shows it, the suit's sign
        rank = _COURT_LETTERS.get(lang, {}).get(value.card[:-1], value.card[:-1])
        return f"{rank}{_SUIT_SIGNS[value.card[-1]]} {value.points}".replace("-", "\N{MINUS SIGN}")
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        name = getattr(value, "name", "") or ""
        key = str(getattr(value, "id", ""))
        if name:
            return name
        label = (names or {}).get(key)
        return tr(LABELS_CONTEXT, label) if label else key
    if isinstance(value, int):
        return str(value).replace("-", "\N{MINUS SIGN}")   # as the texts write −80
    return str(value)


def _choice_names(options: Options) -> dict[str, str]:
    """Every choice label of the options class by its enum value (``"clubs"`` -> "Avoid clubs")."""
    names: dict[str, str] = {}
    for spec in options.specs():
        for key, label in spec.choice_labels.items():
            if isinstance(key, Enum):
                names.setdefault(str(key.value), label)
    return names


def _annotations(game_id: str, lang: str, options: Options | Mapping[str, Any] | None,
                 translate: Translate | None) -> dict[str, str]:
    """Field name -> the table's value as text, for the fields that differ from the defaults."""
    current = _options_of(game_id, options)
    if current is None:
        return {}
    specs = {spec.name: spec for spec in current.specs()}
    names = _choice_names(current)
    return {name: value_text(specs[name], value, lang, translate, names)
            for name, value in changed_options(current).items()}


# --- rendering ----------------------------------------------------------------------------------------

def rules_markdown(game_id: str, lang: str, options: Options | Mapping[str, Any] | None = None, *,
                   translate: Translate | None = None, resources: Path | None = None) -> str:
    """The rules text as Markdown without markers; each changed option's entry is a block quote that
    ends with the table's value."""
    found = find_rules(game_id, lang, resources)
    notes = _annotations(game_id, found.lang, options, translate)
    current = _WORDS.get(found.lang, _WORDS[FALLBACK_LANGUAGE])["current"]
    parts = []
    if found.fallback:
        parts.append("*" + _WORDS[FALLBACK_LANGUAGE]["fallback"] + "*")
    for segment in split_entries(found.source):
        if segment.option in notes:
            quoted = [("> " + line).rstrip() for line in segment.text.splitlines()]
            quoted += [">", f"> **{current}** {notes[segment.option]}"]
            parts.append("\n".join(quoted))
        elif segment.text:
            parts.append(segment.text)
    return "\n\n".join(parts) + "\n"


def rules_html(game_id: str, lang: str, options: Options | Mapping[str, Any] | None = None, *,
               translate: Translate | None = None, resources: Path | None = None) -> str:
    """The rules text as an HTML fragment for ``QTextBrowser.setHtml``. Every house-rule entry is a
    ``<div class="house-rule" id=...>`` with an anchor ``option-<name>``; the changed ones have the
    class ``changed``, a highlight colour and a last paragraph with the table's value."""
    found = find_rules(game_id, lang, resources)
    notes = _annotations(game_id, found.lang, options, translate)
    current = _WORDS.get(found.lang, _WORDS[FALLBACK_LANGUAGE])["current"]
    out = [f'<div class="rules" lang="{found.lang}">']
    if found.fallback:
        out.append(f'<p class="fallback"><i>{html.escape(_WORDS[FALLBACK_LANGUAGE]["fallback"])}</i></p>')
    for segment in split_entries(found.source):
        body = markdown_to_html(segment.text)
        if segment.option is None:
            out.append(body)
            continue
        anchor = f'<a name="option-{segment.option}"></a>'
        if segment.option in notes:
            value = html.escape(notes[segment.option])
            # One table cell, because Qt's rich text colours a div paragraph by paragraph, with
            # white gaps between them; a cell gives one unbroken box.
            out.append(f'<div class="house-rule changed" id="option-{segment.option}">{anchor}'
                       f'<table width="100%" cellspacing="0" cellpadding="6" '
                       f'style="background-color:{HIGHLIGHT_COLOUR}"><tr><td>{body}'
                       f'<p class="current"><b>{html.escape(current)}</b> {value}</p></td></tr></table></div>')
        else:
            out.append(f'<div class="house-rule" id="option-{segment.option}">{anchor}{body}</div>')
    out.append("</div>")
    return "\n".join(out)


# --- a small Markdown subset -------------------------------------------------------------------------------

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")
_BULLET = re.compile(r"^[-*]\s+(.*)$")
_NUMBERED = re.compile(r"^\d+[.)]\s+(.*)$")
_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def inline_html(text: str) -> str:
    """Escape ``text`` and turn ``**bold**`` and ``*italic*`` into tags."""
    out = html.escape(text, quote=False)
    out = _BOLD.sub(r"<b>\1</b>", out)
    return _ITALIC.sub(r"<i>\1</i>", out)


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def _blocks(text: str) -> Iterator[tuple[str, list[str]]]:
    """``(kind, lines)`` per block: heading, paragraph, ul, ol (one line per item) and table."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if _HEADING.match(line):
            yield "heading", [line]
            i += 1
            continue
        if line.lstrip().startswith("|") and i + 1 < len(lines) and _TABLE_RULE.match(lines[i + 1].strip()):
            rows = [line]
            i += 2
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                rows.append(lines[i])
                i += 1
            yield "table", rows
            continue
        kind = "ul" if _BULLET.match(line) else "ol" if _NUMBERED.match(line) else "p"
        pattern = _BULLET if kind == "ul" else _NUMBERED
        items = [line.strip()]
        i += 1
        while i < len(lines) and lines[i].strip() and not _HEADING.match(lines[i]):
            nxt = lines[i]
            if kind != "p" and pattern.match(nxt):
                items.append(nxt.strip())
            elif kind == "p" and (_BULLET.match(nxt) or _NUMBERED.match(nxt)):
                break
            else:
                items[-1] += " " + nxt.strip()
            i += 1
        if kind != "p":
            items = [pattern.sub(r"\1", item) for item in items]
        yield kind, items


def markdown_to_html(text: str) -> str:
    """The Markdown subset of the module docstring as HTML (one element per line)."""
    out = []
    for kind, lines in _blocks(text):
        if kind == "heading":
            match = _HEADING.match(lines[0])
            assert match is not None
            level = len(match.group(1))
            out.append(f"<h{level}>{inline_html(match.group(2))}</h{level}>")
        elif kind == "p":
            out.append(f"<p>{inline_html(' '.join(lines))}</p>")
        elif kind == "table":
            head, *body = (_cells(row) for row in lines)
            rows = ["<tr>" + "".join(f"<th>{inline_html(c)}</th>" for c in head) + "</tr>"]
            rows += ["<tr>" + "".join(f"<td>{inline_html(c)}</td>" for c in row) + "</tr>" for row in body]
            out.append('<table cellspacing="0" cellpadding="4" border="1">' + "".join(rows) + "</table>")
        else:
            items = "".join(f"<li>{inline_html(item)}</li>" for item in lines)
            out.append(f"<{kind}>{items}</{kind}>")
    return "\n".join(out)
