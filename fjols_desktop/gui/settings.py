"""The app's own settings, typed, over ``QSettings`` (INI text under the platform's config folder).

Values that are not plain strings or numbers are stored as JSON text, because QSettings' type
round-trip differs between platforms and formats. Tests point QSettings at a temporary folder with
``QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)``.

Keys: ``display/four_colour`` (bool), ``play/pace_ms`` (computer pace), ``ui/language``,
``tables/<game id>`` (the last table set up for that game, JSON), ``tables/last_game``.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QSettings

from .. import APP_NAME, ORG_NAME

PACE_FAST, PACE_NORMAL, PACE_SLOW = 250, 700, 1400
PACES = (PACE_FAST, PACE_NORMAL, PACE_SLOW)


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

    # -- remembered tables --------------------------------------------------------------------------
    def table(self, game_id: str) -> dict[str, Any] | None:
        value = self._json(f"tables/{game_id}", None)
        return value if isinstance(value, dict) else None

    def set_table(self, game_id: str, data: dict[str, Any]) -> None:
        self._set_json(f"tables/{game_id}", data)
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
