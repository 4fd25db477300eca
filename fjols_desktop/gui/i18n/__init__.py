"""Phrasing the engine's ``Reason`` keys (refusals, prompts, facts, deal labels, scoresheet columns,
button labels) in the player's language, through Qt's translation system.

The engine never produces sentences; it returns ``Reason(key, args)``. This package turns them into
text: ``phrase(reason, names, game="hearts")`` looks the key up in the game's table, then in the
common table, translates the source text with ``QCoreApplication.translate`` and fills in the
arguments. A key nobody phrased yet becomes a readable fallback ("Hearts not broken (suit: ♥)"),
never an exception.

Convention for a game's table (one module per game, named after its id; found automatically):

``fjols_desktop/gui/i18n/<game id>.py`` defines any of these dicts, each value written with this
package's ``QT_TRANSLATE_NOOP(context, text)`` so that ``pyside6-lupdate`` collects it:

* ``REASONS``: reason key -> phrase. A phrase may be a pair ``(one, other)``; the ``count`` argument
  picks the form (English, Danish, Swedish and Norwegian all have just these two). A key of the form
  ``"<key>/<arg>=<value>"`` phrases one value specially and wins over the plain key
  (``"pass_direction/direction=hold"`` -> "No passing this hand").
* ``COLUMNS``: ``DealResult.columns`` name -> column heading (``"tricks"`` -> "Tricks").
* ``BUTTONS``: move key -> button label. The key of a card-less move is its ``key`` attribute when it
  has one, else its ``kind`` (``"take"``, ``"done"``, ``"moon_self"``).
* ``LEVELS``: computer level key -> label in the new-game dialog.
* ``LABELS``: reason key -> a short form for a deal label on the scoresheet (Davoserjas' round name
  without "Round 2 of 6"); a key not listed here uses its ``REASONS`` phrase.
* ``TAGS``: fact key -> ``Tag(phrase, tone)``. A public fact whose key is listed here and that names
  one seat (argument ``seat``) is shown as a small tag on that seat's name plate ("attacks", "sits
  out") instead of in the facts box; ``tone`` picks the tag's colour (``"neutral"``, ``"attack"``,
  ``"defend"``, ``"good"``, ``"bad"``).
* ``SIGNS``: fact keys shown large in the middle of the table, above the cards (the trump, the lead
  colour, the round being played), in this order; the other facts go to the facts box.
* ``ARGS``: argument name -> how to render it, for names the conventions below do not cover
  (``"attack": "card"``): one of ``"seat"``, ``"seats"`` (space-separated seat numbers; a number
  stays a count),
  ``"card"``, ``"suit"``, ``"rank"``, ``"pattern"`` (suits, ranks and cards: ``"C S"`` -> "♣ ♠"),
  ``"colour"``, ``"direction"``, ``"deals"`` or ``"rounds"`` (a count of a search's imagined deals
  or rounds, "1 imagined deal", "40 imagined deals": Qt's plural forms) or ``"text"`` (as it is).
* ``VALUES``: argument name -> {value -> phrase}: a word-valued argument phrased inside a sentence
  (Davoserjas' round ids: ``"clubs"`` -> "Avoid clubs"); a value not listed reads as its text. A key
  ``"<table>:<argument>"`` gives the shorter form used in that table (``"LABELS:id"``: "Clubs").

Use one translation context per game for its phrases (``"Reasons:durak"``) so the same key may read
differently in two games. Placeholders are ``{name}`` with the Reason's argument names. Arguments
are rendered by their name:

* seats: ``seat``, ``turn``, ``to``, ``source``, ``player``, ``winner``, ``loser``, ``leader``, ``attacker``,
  ``defender``, ``shooter``, ``fool`` and any name ending in ``_seat`` -> the player's name;
* cards: ``card``, ``cards`` and names ending in ``_card``/``_cards`` (card texts such as ``"QS"`` or
  ``"G12"``, space-separated for several) -> "Q♠", "green 12";
* suits: ``suit``, ``trump``, ``led`` and names ending in ``_suit`` (suit letters) -> "♠";
* ``direction`` -> "left", "right", "across", "keep" ...; ``colour`` (FOOL!) -> "green" ...;
* ``worlds`` (a search's count) -> "40 imagined deals" (``"%n imagined deal(s)"``, Qt's plural forms);
* anything else -> ``str(value)`` (an empty text stays empty).

Scoresheet columns may carry a value after a colon (``"cards:KC"``): the column ``"cards"`` is then
phrased with that value as its argument of the same name (``COLUMNS["cards"] = "{cards}"``).

Packaging: the tables are imported by name (``importlib``), so a PyInstaller spec must collect this
package's submodules (``collect_submodules("fjols_desktop.gui.i18n")``).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Mapping, Sequence
from functools import cache
from types import ModuleType
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication

from ...engine.errors import Reason


class Phrase(NamedTuple):
    """A source text and its translation context (what ``QT_TRANSLATE_NOOP`` returns here)."""

    context: str
    text: str

    def tr(self) -> str:
        return QCoreApplication.translate(self.context, self.text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> Phrase:
    """Mark ``text`` for translation in ``context``; translated when shown (``Phrase.tr``)."""
    return Phrase(context, text)


Entry = Phrase | tuple[Phrase, Phrase]


class Tag(NamedTuple):
    """A fact shown on a seat's name plate: its short phrase and the tag's tone (colour)."""

    text: Phrase
    tone: str = "neutral"

SEAT_ARGS = frozenset({"seat", "turn", "to", "source", "player", "winner", "loser", "leader", "attacker",
                       "defender", "shooter", "fool"})
CARD_ARGS = frozenset({"card", "cards"})
SUIT_ARGS = frozenset({"suit", "trump", "led"})
_FOOL_CARD = re.compile(r"^([GRYBW])(\d+)$")
_FRENCH_CARD = re.compile(r"^(10|[2-9TJQKA])([CDHS])$", re.IGNORECASE)
_SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


@cache
def _module(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise  # the table exists but imports something missing: a real bug
        return None


def _lookup(table: str, key: str, game: str | None) -> Any:
    for name in ((game, "common") if game else ("common",)):
        module = _module(name) if name else None
        entries = getattr(module, table, None) if module is not None else None
        if entries is not None and key in entries:
            return entries[key]
    return None


# -- arguments -------------------------------------------------------------------------------------

def suit_symbol(letter: str) -> str:
    return _SUIT_SYMBOLS.get(str(letter).upper(), str(letter))


def rank_text(rank: int, letters: Mapping[int, str] | None = None) -> str:
    """The index of a rank as printed on the cards in the player's language (J/Q/K/A become B/D/K/E
    in Danish, Kn/D/K/E in Swedish and Norwegian; see ``letters``), or in ``letters`` if given."""
    from .letters import card_letters

    table = card_letters() if letters is None else letters
    return table.get(rank) or str(rank)


def card_text(card: Any) -> str:
    """A card (object or canonical text) for people: "Q♠", "10♦", "green 12", "wild 1"."""
    if card is None:
        return "?"
    rank = getattr(card, "rank", None)
    suit = getattr(card, "suit", None)
    if rank is not None and suit is not None:
        return rank_text(int(rank)) + suit_symbol(getattr(suit, "letter", str(suit)))
    colour = getattr(card, "colour", None)
    value = getattr(card, "value", None)
    if colour is not None and value is not None:
        return f"{colour_name(str(colour))} {value}"
    text = str(card).strip()
    french = _FRENCH_CARD.match(text)
    if french:
        rank_part = french.group(1).upper()
        ranks = {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
        return rank_text(ranks.get(rank_part) or int(rank_part)) + suit_symbol(french.group(2))
    fool = _FOOL_CARD.match(text)
    if fool:
        return f"{colour_name(fool.group(1))} {fool.group(2)}"
    return text


def colour_name(letter: str) -> str:
    from . import common

    entry = common.COLOURS.get(letter.upper())
    return entry.tr() if entry is not None else letter


def direction_name(direction: str) -> str:
    from . import common

    entry = common.DIRECTIONS.get(direction)
    return entry.tr() if entry is not None else direction.replace("_", " ")


def seat_name(seat: Any, names: Sequence[str]) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    if isinstance(seat, int) and not isinstance(seat, bool):
        return QCoreApplication.translate("Reasons", "Player {number}").format(number=seat + 1)
    return str(seat)


def seat_names(value: Any, names: Sequence[str]) -> str:
    """Several seats (``"0 2"`` or a sequence of seat numbers) as "Sofie and Åse"."""
    parts = value.split() if isinstance(value, str) else list(value) if isinstance(value, (list, tuple)) else [value]
    people = [seat_name(int(p), names) if str(p).lstrip("-").isdigit() else str(p) for p in parts]
    if len(people) < 2:
        return people[0] if people else ""
    return QCoreApplication.translate("Reasons", "{first} and {last}").format(first=", ".join(people[:-1]),
                                                                             last=people[-1])


def pattern_text(value: Any) -> str:
    """A card pattern (``"C S"``, ``"Q"``, ``"KC"``): suits as symbols, ranks and cards as on the cards."""
    ranks = {"J": 11, "Q": 12, "K": 13, "A": 14, "T": 10}
    out = []
    for token in str(value).split():
        t = token.upper()
        if t in _SUIT_SYMBOLS:
            out.append(_SUIT_SYMBOLS[t])
        elif t in ranks or t.isdigit():
            out.append(rank_text(ranks.get(t) or int(t)))
        else:
            out.append(card_text(t))
    return " ".join(out)


def _kind_of_arg(name: str, game: str | None) -> str:
    kinds = _lookup("ARGS", name, game)
    if isinstance(kinds, str):
        return kinds
    if name in SEAT_ARGS or name.endswith("_seat"):
        return "seat"
    if name in CARD_ARGS or name.endswith(("_card", "_cards")):
        return "card"
    if name in SUIT_ARGS or name.endswith("_suit"):
        return "suit"
    if name in ("direction", "colour"):
        return name
    if name == "worlds":
        return "deals"
    return "text"


def render_arg(name: str, value: Any, names: Sequence[str], game: str | None = None, table: str = "REASONS") -> str:
    special = _lookup("VALUES", f"{table}:{name}", game) if table != "REASONS" else None
    if not (isinstance(special, Mapping) and str(value) in special):
        special = _lookup("VALUES", name, game)
    if isinstance(special, Mapping) and str(value) in special:
        return special[str(value)].tr()  # type: ignore[no-any-return]
    kind = _kind_of_arg(name, game)
    if kind == "seat":
        return seat_name(value, names)
    if kind == "seats":  # a list of seats as text ("0 2"); a plain number is a count of players
        return seat_names(value, names) if isinstance(value, (str, list, tuple)) else str(value)
    if kind == "card":
        if isinstance(value, (list, tuple)):
            return " ".join(card_text(v) for v in value)
        return " ".join(card_text(part) for part in str(value).split())
    if kind == "suit":
        return suit_symbol(str(value))
    if kind == "rank" and str(value).isdigit():
        return rank_text(int(value))
    if kind == "pattern":
        return pattern_text(value)
    if kind == "direction":
        return direction_name(str(value))
    if kind == "colour":
        return colour_name(str(value))
    if kind == "deals" and isinstance(value, int):
        return QCoreApplication.translate("Reasons", "%n imagined deal(s)", "", value)
    if kind == "rounds" and isinstance(value, int):
        return QCoreApplication.translate("Reasons", "%n imagined round(s)", "", value)
    if isinstance(special, Mapping) and isinstance(value, str) and value:
        return value.replace("_", " ").capitalize()  # a value nobody phrased (a family's own round key)
    return str(value)


class _Args(dict):  # type: ignore[type-arg]
    """Leaves an unknown placeholder as it was, so a translator's typo never crashes the table."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


# -- phrasing --------------------------------------------------------------------------------------

def fallback(reason: Reason, names: Sequence[str] = (), game: str | None = None) -> str:
    """A readable form of a key nobody phrased yet: ``hearts_not_broken`` -> "Hearts not broken"."""
    text = reason.key.replace("_", " ").strip().capitalize() or "?"
    if reason.args:
        inner = ", ".join(f"{k.replace('_', ' ')}: {render_arg(k, v, names, game)}" for k, v in reason.args)
        text += f" ({inner})"
    return text


def _entry(table: str, reason: Reason, game: str | None) -> Entry | None:
    for name, value in reason.args:
        if isinstance(value, (str, int)):
            entry = _lookup(table, f"{reason.key}/{name}={value}", game)
            if entry is not None:
                return entry  # type: ignore[no-any-return]
    return _lookup(table, reason.key, game)  # type: ignore[no-any-return]


def is_phrased(reason: Reason, game: str | None = None) -> bool:
    """Whether some table phrases ``reason`` (else ``phrase`` gives the fallback)."""
    return _entry("REASONS", reason, game) is not None


def phrase(reason: Reason | None, names: Sequence[str] = (), game: str | None = None, table: str = "REASONS") -> str:
    """The sentence for ``reason`` with its arguments filled in; ``""`` for ``None``. ``table`` may name
    another table of short forms (``"LABELS"``, ``"TAGS"``); a key missing there uses ``REASONS``."""
    if reason is None:
        return ""
    entry: Any = _entry(table, reason, game) if table != "REASONS" else None
    if isinstance(entry, Tag):
        entry = entry.text
    if entry is None:
        entry = _entry("REASONS", reason, game)
    if entry is None:
        return fallback(reason, names, game)
    return format_entry(entry, reason, names, game, table)


def format_entry(entry: Entry, reason: Reason, names: Sequence[str] = (), game: str | None = None,
                 table: str = "REASONS") -> str:
    """An entry (a phrase, or a one/other pair picked by ``count``) translated and filled in with
    ``reason``'s arguments (rendered as ``game``'s tables say); a broken translation falls back to
    ``fallback``."""
    args = dict(reason.args)
    if isinstance(entry, tuple) and not isinstance(entry, Phrase):
        one, other = entry
        entry = one if args.get("count") == 1 else other
    values = _Args({k: render_arg(k, v, names, game, table) for k, v in args.items()})
    try:
        return str(entry.tr().format_map(values))
    except (ValueError, IndexError, AttributeError):
        return fallback(reason, names, game)  # a broken translation: say something useful


def deal_label(reason: Reason | None, names: Sequence[str] = (), game: str | None = None) -> str:
    """A deal's label as the scoresheet shows it (the game's short ``LABELS`` form if it has one)."""
    return phrase(reason, names, game, "LABELS")


def tag_of(reason: Reason, game: str | None = None) -> Tag | None:
    """The plate tag for a fact about one seat, if the game shows that fact as a tag."""
    tag = _entry("TAGS", reason, game)
    return tag if isinstance(tag, Tag) and isinstance(reason.arg("seat"), int) else None


def signs(game: str | None) -> tuple[str, ...]:
    """The fact keys the game shows large in the middle of the table, in order."""
    module = _module(game) if game else None
    return tuple(getattr(module, "SIGNS", ()) if module is not None else ())


def column_name(name: str, game: str | None = None) -> str:
    entry = _lookup("COLUMNS", name, game)
    if isinstance(entry, Phrase):
        return entry.tr()
    base, colon, value = name.partition(":")
    entry = _lookup("COLUMNS", base, game) if colon else None
    if isinstance(entry, Phrase):
        try:
            return str(entry.tr().format_map(_Args({base: render_arg(base, value, (), game)})))
        except (ValueError, IndexError):
            pass
    return name.replace("_", " ").capitalize()


def button_key(move: Any) -> str:
    key = getattr(move, "key", None)
    return key if isinstance(key, str) and key else str(getattr(move, "kind", "move"))


def button_label(move: Any, game: str | None = None) -> str:
    key = button_key(move)
    entry = _lookup("BUTTONS", key, game)
    return entry.tr() if isinstance(entry, Phrase) else key.replace("_", " ").capitalize()


def level_name(level: str, game: str | None = None) -> str:
    """A computer level as the new-game dialog shows it: the level's own friendly name from the
    engine (``Level.name``, e.g. "Mor") with how strong it plays ("Mor (medium)")."""
    entry = _lookup("LEVELS", level, game)
    strength = entry.tr() if isinstance(entry, Phrase) else level.replace("_", " ").capitalize()
    friendly = _friendly_level(level, game)
    if not friendly:
        return strength
    return QCoreApplication.translate("Levels", "{name} ({strength})").format(name=friendly, strength=strength)


def _friendly_level(level: str, game: str | None) -> str:
    if game is None:
        return ""
    from ...engine.registry import get_game

    described = get_game(game).levels.get(level)
    name = getattr(described, "name", "")
    return QCoreApplication.translate("Levels", name) if name and name != level else ""


TABLES = ("REASONS", "COLUMNS", "BUTTONS", "LEVELS", "LABELS", "TAGS", "VALUES")


def tables(game: str) -> Mapping[str, Mapping[str, Any]]:
    """The game's own tables (for tests and the translation tooling)."""
    module = _module(game)
    return {name: getattr(module, name) for name in TABLES if module is not None and hasattr(module, name)}
