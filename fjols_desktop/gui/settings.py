"""The app's own settings, typed, over ``QSettings`` (INI text under the platform's config folder).

Values that are not plain strings or numbers are stored as JSON text, because QSettings' type
round-trip differs between platforms and formats. Tests point QSettings at a temporary folder with
``QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)``.

Keys: ``display/four_colour`` (bool), ``play/pace_ms`` (computer pace), ``ui/language``,
``tables/<game id>`` (the last table set up for that game, JSON), ``tables/last_game``,
``comfort/<field>`` (the other ``Comfort`` fields), ``window/geometry`` and ``window/state`` (the
main window's size and dock layout, as Qt's own base64 blobs).

``Comfort`` declares the table's comfort settings like a game's house rules (an ``Options``
dataclass with labelled, grouped fields), so the settings dialog is generated from it by the same
``OptionsForm`` as the house-rules dialog; ``AppSettings.comfort`` reads and writes it field by field
(the two older keys ``display/four_colour`` and ``play/pace_ms`` keep their names). A stored value
this version cannot read falls back to that field's default, never to an error at start-up.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import QSettings

from .. import APP_NAME, ORG_NAME
from ..engine.errors import InvalidOptionError
from ..engine.options import QT_TRANSLATE_NOOP, Options, option

PACE_FAST, PACE_NORMAL, PACE_SLOW = 250, 700, 1400
PACES = (PACE_FAST, PACE_NORMAL, PACE_SLOW)

G_CARDS = QT_TRANSLATE_NOOP("Settings", "Cards")
G_TABLE = QT_TRANSLATE_NOOP("Settings", "Table")
G_LEARNING = QT_TRANSLATE_NOOP("Settings", "Learning")


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
_COMFORT_KEYS = {"four_colour": "display/four_colour", "pace": "play/pace_ms"}


class AppSettings:
    """Typed access to the settings; cheap to create, reads and writes straight through."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._s = settings or QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORG_NAME, APP_NAME)

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
        return value if isinstance(value, int) and 0 <= value <= 5000 else PACE_NORMAL

    @pace_ms.setter
    def pace_ms(self, value: int) -> None:
        self._set_json("play/pace_ms", max(0, min(5000, int(value))))

    @property
    def language(self) -> str:
        value = self._s.value("ui/language", "")
        return value if isinstance(value, str) else ""

    @language.setter
    def language(self, value: str) -> None:
        self._s.setValue("ui/language", value)

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
        for name, raw in value.to_dict().items():
            self._set_json(_COMFORT_KEYS.get(name, f"comfort/{name}"), raw)

    # -- the main window ----------------------------------------------------------------------------
    @property
    def window_geometry(self) -> bytes:
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: bytes) -> None:
        self._s.setValue("window/geometry", bytes(value).hex())

    @property
    def window_state(self) -> bytes:
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: bytes) -> None:
        self._s.setValue("window/state", bytes(value).hex())

    def _bytes(self, key: str) -> bytes:
        raw = self._s.value(key, "")
        try:
            return bytes.fromhex(raw) if isinstance(raw, str) else b""
        except ValueError:
            return b""

    # -- remembered tables --------------------------------------------------------------------------
    def table(self, game_id: str) -> dict[str, Any] | None:
        value = self._json(f"tables/{game_id}", None)
        return value if isinstance(value, dict) else None

    def set_table(self, game_id: str, data: dict[str, Any], *, last: bool = True) -> None:
        """Remember ``data`` as the table for ``game_id``; ``last``: it is also the last game used."""
        self._set_json(f"tables/{game_id}", data)
        if last:
            self._s.setValue("tables/last_game", game_id)

    @property
    def last_game(self) -> str:
        value = self._s.value("tables/last_game", "")
        return value if isinstance(value, str) else ""

    def sync(self) -> None:
        self._s.sync()

    # -- helpers ------------------------------------------------------------------------------------
    def _json(self, key: str, default: Any) -> Any:
        raw = self._s.value(key)
        if not isinstance(raw, str):
            return default
        try:
            return json.loads(raw)
        except ValueError:
            return default  # a hand-edited or damaged value: fall back, never crash at start-up

    def _set_json(self, key: str, value: Any) -> None:
        self._s.setValue(key, json.dumps(value, ensure_ascii=False))
