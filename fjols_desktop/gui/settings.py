"""The app's own settings, typed, in one small versioned JSON file under the config folder.

The file is ``<config_dir>/preferences.json`` (``paths.config_dir()``), read and written with the
store's discipline (``store/jsonfile.py``): size and shape capped before anything is believed,
written atomically (temp file, fsync, rename). A file that cannot be read (truncated, not JSON,
hostile, written by a newer Fjols) is renamed aside (``preferences.damaged-<time>.json``, never
deleted), the app starts with defaults, and ``problems`` holds the ``SettingsError`` for the window
to show once. A value of the wrong type falls back to its default when read (each property checks);
a remembered table that cannot be used is forgotten and reported (``report``, ``on_problem``), and so
is a write that failed (a full disk, a read-only folder: the settings stay in memory). The file's
limits (``store/limits.PREFERENCES_LIMITS``) are derived from the largest file written here.

Keys: ``display/four_colour`` (bool), ``play/pace_ms`` (computer pace), ``ui/language`` (the
``Language`` setting: ``"system"`` or a code; the names of the languages are never translated),
``tables/<game id>`` (the last table set up for that game, a dict), ``tables/last_game``,
``export/folder`` (where the family last exported a file),
``comfort/<field>`` (the other ``Comfort`` fields), ``window/geometry`` and ``window/state`` (the
main window's size and dock layout: Qt's own blobs, as hex text).

``Comfort`` declares the table's comfort settings like a game's house rules (an ``Options``
dataclass with labelled, grouped fields), so the settings dialog is generated from it by the same
``OptionsForm`` as the house-rules dialog; ``AppSettings.comfort`` reads and writes it field by field
(the two older keys ``display/four_colour`` and ``play/pace_ms`` keep their names). A stored value
this version cannot read falls back to that field's default, never to an error at start-up.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from ..engine.errors import InvalidOptionError, Reason
from ..engine.options import QT_TRANSLATE_NOOP, Options, option
from ..store.errors import SettingsError, os_error_reason
from ..store.jsonfile import (
    Fields,
    Migrations,
    dump_document,
    envelope,
    open_envelope,
    read_document,
    set_aside,
    write_atomic,
)
from ..store.languages import Language  # the stored setting (``ui/language``); each language named in itself
from ..store.limits import MAX_BLOB_TEXT, MAX_PATH_TEXT, PREFERENCES_LIMITS, options_problem

PACE_FAST, PACE_NORMAL, PACE_SLOW = 250, 700, 1400
PACES = (PACE_FAST, PACE_NORMAL, PACE_SLOW)

G_CARDS = QT_TRANSLATE_NOOP("Settings", "Cards")
G_TABLE = QT_TRANSLATE_NOOP("Settings", "Table")
G_LEARNING = QT_TRANSLATE_NOOP("Settings", "Learning")
G_LANGUAGE = QT_TRANSLATE_NOOP("Settings", "Language")


class TableTheme(str, Enum):
    DARK = "dark"
    LIGHT = "light"


class AnimationSpeed(str, Enum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


ANIMATION_FACTORS = {AnimationSpeed.OFF: 0.0, AnimationSpeed.FAST: 0.55, AnimationSpeed.NORMAL: 1.0,
                     AnimationSpeed.SLOW: 1.8}


class ComputerPace(int, Enum):
    """Milliseconds between two computer moves (the value is what ``play/pace_ms`` stores)."""

    FAST = PACE_FAST
    NORMAL = PACE_NORMAL
    SLOW = PACE_SLOW
    INSTANT = 0


@dataclass(frozen=True)
class Comfort(Options):
    """How the table looks and helps; see the module docstring."""

    language: Language = option(
        Language.SYSTEM, group=G_LANGUAGE, label=QT_TRANSLATE_NOOP("Settings", "Language"),
        labels={Language.SYSTEM: QT_TRANSLATE_NOOP("Settings", "As the computer"), Language.ENGLISH: "English",
                Language.DANISH: "Dansk", Language.SWEDISH: "Svenska", Language.NORWEGIAN: "Norsk bokmål"})
    international_letters: bool = option(
        False, group=G_LANGUAGE, label=QT_TRANSLATE_NOOP("Settings", "International letters (J, Q, K, A)"),
        help=QT_TRANSLATE_NOOP("Settings", "The jack, queen, king and ace show J, Q, K and A in every language, "
                               "not the letters of the country's own cards."))
    four_colour: bool = option(
        False, group=G_CARDS, label=QT_TRANSLATE_NOOP("Settings", "Four-colour deck"),
        help=QT_TRANSLATE_NOOP("Settings", "♠ black, ♥ red, ♦ blue, ♣ green: the suits are told apart at a glance."))
    large_print: bool = option(
        False, group=G_CARDS, label=QT_TRANSLATE_NOOP("Settings", "Large-print cards"),
        help=QT_TRANSLATE_NOOP("Settings", "Big rank and suit in the corners, easy to read in a fanned hand."))
    theme: TableTheme = option(
        TableTheme.DARK, group=G_TABLE, label=QT_TRANSLATE_NOOP("Settings", "Table"),
        labels={TableTheme.DARK: QT_TRANSLATE_NOOP("Settings", "Dark (green felt)"),
                TableTheme.LIGHT: QT_TRANSLATE_NOOP("Settings", "Light (pale felt, dark print)")})
    animation: AnimationSpeed = option(
        AnimationSpeed.NORMAL, group=G_TABLE, label=QT_TRANSLATE_NOOP("Settings", "Card animations"),
        help=QT_TRANSLATE_NOOP("Settings", "Dealing, playing, taking tricks and picking up."),
        labels={AnimationSpeed.OFF: QT_TRANSLATE_NOOP("Settings", "Off"),
                AnimationSpeed.FAST: QT_TRANSLATE_NOOP("Settings", "Fast"),
                AnimationSpeed.NORMAL: QT_TRANSLATE_NOOP("Settings", "Normal"),
                AnimationSpeed.SLOW: QT_TRANSLATE_NOOP("Settings", "Slow")})
    pace: ComputerPace = option(
        ComputerPace.NORMAL, group=G_TABLE, label=QT_TRANSLATE_NOOP("Settings", "Computer players"),
        labels={ComputerPace.FAST: QT_TRANSLATE_NOOP("Settings", "Fast"),
                ComputerPace.NORMAL: QT_TRANSLATE_NOOP("Settings", "Normal"),
                ComputerPace.SLOW: QT_TRANSLATE_NOOP("Settings", "Slow"),
                ComputerPace.INSTANT: QT_TRANSLATE_NOOP("Settings", "Instant")})
    hints: bool = option(
        True, group=G_LEARNING, label=QT_TRANSLATE_NOOP("Settings", "Offer hints (H)"),
        help=QT_TRANSLATE_NOOP("Settings", "The strongest computer player suggests a move and says why."))
    teaching: bool = option(
        False, group=G_LEARNING, label=QT_TRANSLATE_NOOP("Settings", "Explain the computer players' moves"),
        help=QT_TRANSLATE_NOOP("Settings", "After each computer move the status line says why it was played."))
    learner: bool = option(
        False, group=G_LEARNING, label=QT_TRANSLATE_NOOP("Settings", "Learner mode: take back your last move"),
        help=QT_TRANSLATE_NOOP("Settings", "Against computer players only (Ctrl+Z). The scoresheet marks a "
                               "match in which a move was taken back."))


# Comfort fields stored under older keys than ``comfort/<name>``.
_COMFORT_KEYS = {"four_colour": "display/four_colour", "pace": "play/pace_ms", "language": "ui/language"}

PREFERENCES_FILE = "preferences.json"
PREFERENCES_FORMAT, PREFERENCES_SCHEMA = "fjols-preferences", 1
_MIGRATIONS = Migrations(current=PREFERENCES_SCHEMA)

log = logging.getLogger(__name__)


def preferences_path() -> Path:
    from .paths import config_dir

    return config_dir() / PREFERENCES_FILE


class AppSettings:
    """Typed access to the settings; reads once, writes every change through at once."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else preferences_path()
        self.problems: tuple[SettingsError, ...] = ()
        self.on_problem: Callable[[SettingsError], None] | None = None  # told of problems found later
        self._write_failed = False
        self._values: dict[str, Any] = self._load()
        self._stored = self._body()  # what the file holds: a change that changes nothing is not written

    def report(self, problem: SettingsError) -> None:
        """A problem found after loading (a remembered table that cannot be used, a write that
        failed): kept in ``problems`` and told to ``on_problem`` (the window says it)."""
        log.warning("settings: %s", problem)
        self.problems += (problem,)
        if self.on_problem is not None:
            self.on_problem(problem)

    def _load(self) -> dict[str, Any]:
        if not self.path.exists():
            return {}
        try:
            doc, _ = open_envelope(read_document(self.path, PREFERENCES_LIMITS, SettingsError), PREFERENCES_FORMAT,
                                   _MIGRATIONS, SettingsError, self.path)
            return dict(Fields(SettingsError, self.path).as_obj(doc.get("values"), "values"))
        except SettingsError as exc:
            self.problems = (exc,)
            log.warning("settings not read: %s", exc)
            try:
                set_aside(self.path)
            except OSError:
                pass  # a read-only folder: the file stays where it is, untouched, and we carry on
            return {}

    # -- display and play ---------------------------------------------------------------------------
    @property
    def four_colour(self) -> bool:
        return self._json("display/four_colour", False) is True

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        self._set_json("display/four_colour", bool(value))

    @property
    def pace_ms(self) -> int:
        value = self._json("play/pace_ms", PACE_NORMAL)
        return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 5000 else PACE_NORMAL

    @pace_ms.setter
    def pace_ms(self, value: int) -> None:
        self._set_json("play/pace_ms", max(0, min(5000, int(value))))

    @property
    def language(self) -> str:
        """The chosen language's code; ``""`` for the computer's own."""
        value = self._json("ui/language", "")
        return value if isinstance(value, str) and value in {lang.value for lang in Language} - {"system"} else ""

    @language.setter
    def language(self, value: str) -> None:
        self._set_json("ui/language", value)

    @property
    def comfort(self) -> Comfort:
        """Every comfort setting; a value that cannot be read is that field's default."""
        values: dict[str, Any] = {}
        for spec in Comfort.specs():
            raw = self._json(_COMFORT_KEYS.get(spec.name, f"comfort/{spec.name}"), None)
            if raw is None:
                continue
            try:
                Comfort.from_dict({spec.name: raw})
            except InvalidOptionError:
                continue  # hand-edited or from a newer version: this field's default
            values[spec.name] = raw
        return Comfort.from_dict(values)

    @comfort.setter
    def comfort(self, value: Comfort) -> None:
        items = [(_COMFORT_KEYS.get(name, f"comfort/{name}"), raw) for name, raw in value.to_dict().items()]
        for key, raw in items[:-1]:
            self._values[key] = raw
        self._set_json(*items[-1])  # one write for them all

    # -- the main window ----------------------------------------------------------------------------
    @property
    def window_geometry(self) -> bytes:
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: bytes) -> None:
        self._set_blob("window/geometry", value)

    @property
    def window_state(self) -> bytes:
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: bytes) -> None:
        self._set_blob("window/state", value)

    def remember_window(self, geometry: bytes, state: bytes) -> None:
        """The window's size and place and its dock layout, in one write (when the window closes)."""
        self._set_blob("window/geometry", geometry, write=False)
        self._set_blob("window/state", state)

    def _set_blob(self, key: str, value: bytes, *, write: bool = True) -> None:
        text = bytes(value).hex()
        if len(text) <= MAX_BLOB_TEXT:  # larger than any Qt layout: not remembered (``store/limits.py``)
            if write:
                self._set_json(key, text)
            else:
                self._values[key] = text

    def _bytes(self, key: str) -> bytes:
        raw = self._json(key, "")
        try:
            return bytes.fromhex(raw) if isinstance(raw, str) else b""
        except ValueError:
            return b""

    # -- remembered tables --------------------------------------------------------------------------
    def table(self, game_id: str) -> dict[str, Any] | None:
        """The last table set up for ``game_id``, checked like a save's seats and house rules
        (``controller.check_table``). One that cannot be used (edited by hand, from another
        version) is forgotten and reported once, and the caller falls back to the usual table."""
        key = f"tables/{game_id}"
        value = self._json(key, None)
        if value is None:
            return None
        from .controller import check_table  # loads the game's rules: only when a table is wanted

        try:
            check_table(game_id, value)
        except ValueError as exc:
            self._values.pop(key, None)
            self.report(SettingsError(f"the table remembered for {game_id} cannot be used: {exc}",
                                      Reason.of("settings_bad_table", game=game_id), self.path))
            return None
        return dict(value)

    def set_table(self, game_id: str, data: dict[str, Any], *, last: bool = True) -> None:
        """Remember ``data`` as the table for ``game_id``; ``last``: it is also the last game used.
        A table whose house rules are larger than the file may hold is not remembered (said once)."""
        from .controller import get_game

        try:
            too_large = options_problem(get_game(game_id).info.options_type.from_dict(data.get("options") or {}))
        except ValueError:
            too_large = None  # refused by the game: the new-game dialog refuses it before this
        if too_large is not None:
            self.report(SettingsError(too_large, Reason.of("house_rules_too_large"), self.path))
        else:
            self._values[f"tables/{game_id}"] = data
        if last:
            self._set_json("tables/last_game", game_id)
        else:
            self._set_json(f"tables/{game_id}", data)

    # -- exports ------------------------------------------------------------------------------------
    @property
    def export_folder(self) -> str:
        """The folder the family last exported a file to ("" before the first export)."""
        value = self._json("export/folder", "")
        return value if isinstance(value, str) and len(value) <= MAX_PATH_TEXT else ""

    @export_folder.setter
    def export_folder(self, value: str) -> None:
        if len(value) <= MAX_PATH_TEXT:  # a longer path is not remembered: the file stays readable
            self._set_json("export/folder", value)

    @property
    def last_game(self) -> str:
        value = self._json("tables/last_game", "")
        return value if isinstance(value, str) else ""

    def sync(self) -> None:
        """Every change is on disk already; kept for callers of the earlier QSettings version."""

    # -- helpers ------------------------------------------------------------------------------------
    def _json(self, key: str, default: Any) -> Any:
        return self._values.get(key, default)

    def _body(self) -> str:
        return json.dumps(self._values, ensure_ascii=False, separators=(",", ":"))

    def _set_json(self, key: str, value: Any) -> None:
        """Set ``key`` and write the file, unless the values are what it holds already (closing the
        window rewrote an unchanged file, with two fsyncs, at every quit)."""
        self._values[key] = value
        body = self._body()
        if body == self._stored and not self._write_failed:
            return
        try:
            write_atomic(self.path, dump_document(envelope(PREFERENCES_FORMAT, PREFERENCES_SCHEMA,
                                                           {"values": self._values})))
        except OSError as exc:  # a full disk or read-only folder: keep playing, remember in memory, say it once
            if not self._write_failed:
                self._write_failed = True
                self.report(SettingsError(f"cannot write the file: {exc.strerror or exc}", os_error_reason(exc),
                                          self.path))
            return
        self._write_failed = False
        self._stored = body
