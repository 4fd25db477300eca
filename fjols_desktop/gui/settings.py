"""The app's own settings, typed, in one small versioned JSON file under the config folder.

The file is ``<config_dir>/preferences.json`` (``paths.config_dir()``), read and written with the
store's discipline (``store/jsonfile.py``): size and shape capped before anything is believed,
written atomically (temp file, fsync, rename). A file that cannot be read (truncated, not JSON,
hostile, written by a newer Fjols) is renamed aside (``preferences.damaged-<time>.json``, never
deleted), the app starts with defaults, and ``problems`` holds the ``SettingsError`` for the window
to show once. A value of the wrong type falls back to its default when read (each property checks).

Keys: ``display/four_colour`` (bool), ``play/pace_ms`` (computer pace), ``ui/language``,
``tables/<game id>`` (the last table set up for that game, a dict), ``tables/last_game``.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from ..store.errors import SettingsError
from ..store.jsonfile import (
    Fields,
    Limits,
    Migrations,
    dump_document,
    envelope,
    open_envelope,
    read_document,
    set_aside,
    write_atomic,
)

PACE_FAST, PACE_NORMAL, PACE_SLOW = 250, 700, 1400
PACES = (PACE_FAST, PACE_NORMAL, PACE_SLOW)

PREFERENCES_FILE = "preferences.json"
PREFERENCES_FORMAT, PREFERENCES_SCHEMA = "fjols-preferences", 1
PREFERENCES_LIMITS = Limits(max_bytes=256 << 10, max_depth=8, max_nodes=20_000, max_string=4096)
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
        self._values: dict[str, Any] = self._load()

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
        value = self._json("ui/language", "")
        return value if isinstance(value, str) else ""

    @language.setter
    def language(self, value: str) -> None:
        self._set_json("ui/language", value)

    # -- remembered tables --------------------------------------------------------------------------
    def table(self, game_id: str) -> dict[str, Any] | None:
        value = self._json(f"tables/{game_id}", None)
        return value if isinstance(value, dict) else None

    def set_table(self, game_id: str, data: dict[str, Any]) -> None:
        self._values[f"tables/{game_id}"] = data
        self._set_json("tables/last_game", game_id)

    @property
    def last_game(self) -> str:
        value = self._json("tables/last_game", "")
        return value if isinstance(value, str) else ""

    def sync(self) -> None:
        """Every change is on disk already; kept for callers of the earlier QSettings version."""

    # -- helpers ------------------------------------------------------------------------------------
    def _json(self, key: str, default: Any) -> Any:
        return self._values.get(key, default)

    def _set_json(self, key: str, value: Any) -> None:
        self._values[key] = value
        try:
            write_atomic(self.path, dump_document(envelope(PREFERENCES_FORMAT, PREFERENCES_SCHEMA,
                                                           {"values": self._values})))
        except (OSError, ValueError) as exc:  # a full disk or read-only folder: keep playing, remember in memory
            log.warning("settings not saved: %s", exc)
