"""App settings and named house-rule presets, as validated JSON files in the config folder.

``AppSettings`` is declared like the games' house rules (an ``Options`` dataclass with labelled,
typed, ranged fields), so the settings dialog can build itself from it exactly as the house-rules
dialog does, and validation comes with the declaration.

Both stores follow one rule for damaged files: **report, keep, carry on.** A file that cannot be
read (truncated, not JSON, hostile, written by a newer Fjols) or holds values this version refuses
is renamed aside (``settings.damaged-<time>.json``; never deleted), the problem is listed in
``problems`` (``SettingsError``/``PresetError`` with a reason key) for the GUI to show once, and the
store goes on with what it could understand: defaults for the settings fields it could not read,
and every preset that was valid. What it understood is written back at once, so the next start is
quiet. Keys a newer version added (a setting, a game this version does not have) are carried
along unchanged.

Preset files for sharing (``export``/``import_file``) hold one preset; a bad file raises
``PresetError`` and changes nothing. Reason keys beyond ``jsonfile``'s: ``settings_bad_values(fields)``,
``preset_missing(name)``, ``preset_exists(name)``, ``preset_bad_name``, ``preset_unknown_game(game)``,
``preset_bad_options(option)``, ``preset_entry_skipped(game, index)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.errors import InvalidOptionError, Reason
from ..engine.options import QT_TRANSLATE_NOOP, Options, option
from .errors import PresetError, SettingsError, StoreError, os_error_reason
from .jsonfile import (
    Document,
    Fields,
    Migrations,
    Shape,
    check_name,
    dump_document,
    envelope,
    open_envelope,
    read_document,
    set_aside,
    typed_name,
    write_atomic,
)
from .languages import Language
from .limits import (
    MAX_PRESETS,
    PRESET_FILE_LIMITS,
    PRESETS_LIMITS,
    PRESETS_WRITE_MAX_BYTES,
    PRESETS_WRITE_MAX_NODES,
    SETTINGS_LIMITS,
    options_problem,
)
from .names import MAX_NAME, name_key

if TYPE_CHECKING:
    from ..engine.game import Game

SETTINGS_FILE = "settings.json"
PRESETS_FILE = "presets.json"
SETTINGS_FORMAT, SETTINGS_SCHEMA = "fjols-settings", 1
PRESETS_FORMAT, PRESETS_SCHEMA = "fjols-presets", 1
PRESET_FORMAT, PRESET_SCHEMA = "fjols-preset", 1

G_GENERAL = QT_TRANSLATE_NOOP("Settings", "General")
G_TABLE = QT_TRANSLATE_NOOP("Settings", "Table")


class AnimationSpeed(str, Enum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


@dataclass(frozen=True)
class AppSettings(Options):
    language: Language = option(
        Language.SYSTEM, group=G_GENERAL, label=QT_TRANSLATE_NOOP("Settings", "Language"),
        labels={Language.SYSTEM: QT_TRANSLATE_NOOP("Settings", "As the computer"), Language.ENGLISH: "English",
                Language.DANISH: "Dansk", Language.SWEDISH: "Svenska", Language.NORWEGIAN: "Norsk bokmål"})
    sound: bool = option(True, group=G_GENERAL, label=QT_TRANSLATE_NOOP("Settings", "Sound effects"))
    animation: AnimationSpeed = option(
        AnimationSpeed.NORMAL, group=G_TABLE, label=QT_TRANSLATE_NOOP("Settings", "Card animations"),
        labels={AnimationSpeed.OFF: QT_TRANSLATE_NOOP("Settings", "Off"),
                AnimationSpeed.FAST: QT_TRANSLATE_NOOP("Settings", "Fast"),
                AnimationSpeed.NORMAL: QT_TRANSLATE_NOOP("Settings", "Normal"),
                AnimationSpeed.SLOW: QT_TRANSLATE_NOOP("Settings", "Slow")})
    computer_delay_ms: int = option(
        700, minimum=0, maximum=5000, group=G_TABLE,
        label=QT_TRANSLATE_NOOP("Settings", "Pause before a computer player's card (milliseconds)"))
    handoff_curtain: bool = option(
        True, group=G_TABLE, label=QT_TRANSLATE_NOOP("Settings", "Hide the hands between human players"),
        help=QT_TRANSLATE_NOOP("Settings", "When several people share the screen, a curtain hides every hand "
                               "until the next player is ready."))
    allow_undo: bool = option(True, group=G_TABLE, label=QT_TRANSLATE_NOOP("Settings", "Allow taking back a move"))
    allow_hints: bool = option(True, group=G_TABLE, label=QT_TRANSLATE_NOOP("Settings", "Allow hints"))
    last_game: str = option("", advanced=True, label=QT_TRANSLATE_NOOP("Settings", "Last game played"))
    window_state: str = option("", advanced=True, label=QT_TRANSLATE_NOOP("Settings", "Window size and place"))


_NO_MIGRATIONS_SETTINGS = Migrations(current=SETTINGS_SCHEMA)
_NO_MIGRATIONS_PRESETS = Migrations(current=PRESETS_SCHEMA)
_NO_MIGRATIONS_PRESET = Migrations(current=PRESET_SCHEMA)


def _set_aside_quietly(path: Path) -> None:
    try:
        set_aside(path)
    except OSError:
        pass  # a read-only folder: the problem is reported already, and the file is kept either way


def _write(path: Path, doc: Document, error: type[StoreError], *, shared: bool = False) -> None:
    try:
        write_atomic(path, dump_document(doc), shared=shared)
    except OSError as exc:
        raise error(f"cannot write the file: {exc.strerror or exc}", os_error_reason(exc), path) from None


# --- app settings ----------------------------------------------------------------------------------------------

class SettingsStore:
    """``<config_dir>/settings.json``. ``settings`` is always usable; ``problems`` says what was wrong
    with the file when it was loaded."""

    def __init__(self, config_dir: Path | str) -> None:
        self.path = Path(config_dir) / SETTINGS_FILE
        self.problems: tuple[SettingsError, ...] = ()
        self._extra: dict[str, Any] = {}
        self.settings = self._load()

    def _load(self) -> AppSettings:
        if not self.path.exists():
            return AppSettings()
        try:
            doc, _ = open_envelope(read_document(self.path, SETTINGS_LIMITS, SettingsError), SETTINGS_FORMAT,
                                   _NO_MIGRATIONS_SETTINGS, SettingsError, self.path)
            body = Fields(SettingsError, self.path).as_obj(doc.get("settings"), "settings")
        except SettingsError as exc:
            self.problems = (exc,)
            _set_aside_quietly(self.path)
            return AppSettings()
        values, bad = {}, []
        for spec in AppSettings.specs():
            if spec.name in body:
                try:
                    AppSettings.from_dict({spec.name: body[spec.name]})
                    values[spec.name] = body[spec.name]
                except InvalidOptionError:
                    bad.append(spec.name)
        known = {spec.name for spec in AppSettings.specs()}
        self._extra = {k: v for k, v in body.items() if k not in known}
        settings = AppSettings.from_dict(values)
        if bad:
            self.problems = (SettingsError(f"these settings were not understood and are back to default: "
                                           f"{', '.join(bad)}", Reason.of("settings_bad_values", fields=",".join(bad)),
                                           self.path),)
            _set_aside_quietly(self.path)
            try:
                self.save(settings)
            except SettingsError as exc:
                self.problems += (exc,)
        return settings

    def save(self, settings: AppSettings) -> None:
        """Write ``settings`` atomically; ``SettingsError`` if the folder cannot be written."""
        body = {**self._extra, **settings.to_dict()}
        _write(self.path, envelope(SETTINGS_FORMAT, SETTINGS_SCHEMA, {"settings": body}), SettingsError)
        self.settings = settings


# --- house-rule presets ----------------------------------------------------------------------------------------

def get_game(game_id: str) -> Game:
    """The registered game, its rules loaded on first use: the settings are read at start-up, before
    the first frame, and loading every game's rules is the largest cost of starting the app."""
    from ..engine.registry import get_game as lookup

    return lookup(game_id)


Entries = tuple[tuple[str, Options], ...]


def _preset_options(game_id: str, value: Any, fields: Fields) -> Options:
    game = get_game(game_id)
    obj = fields.as_obj(value, "options")
    try:
        return game.info.options_type.from_dict(obj)
    except Exception as exc:  # noqa: BLE001 - the game's own validation refused it, however it says so
        option_name = getattr(exc, "option", None) or ""
        raise PresetError(f"house rules {game_id} cannot use: {exc}", Reason.of("preset_bad_options",
                                                                                option=option_name),
                          fields.path) from None


class PresetStore:
    """Named house-rule presets per game in ``<config_dir>/presets.json`` ("Mormors regler").
    Every change is written at once, atomically; a change that fails changes nothing."""

    def __init__(self, config_dir: Path | str) -> None:
        self.path = Path(config_dir) / PRESETS_FILE
        self.problems: tuple[PresetError, ...] = ()
        self._presets: dict[str, Entries] = {}
        self._foreign: dict[str, Any] = {}  # sections for games this version does not have
        self._load()

    # -- loading ------------------------------------------------------------------------------------------------
    def _load(self) -> None:
        if not self.path.exists():
            return
        f = Fields(PresetError, self.path)
        try:
            doc, _ = open_envelope(read_document(self.path, PRESETS_LIMITS, PresetError), PRESETS_FORMAT,
                                   _NO_MIGRATIONS_PRESETS, PresetError, self.path)
            games = f.as_obj(doc.get("games"), "games")
        except PresetError as exc:
            self.problems = (exc,)
            _set_aside_quietly(self.path)
            return
        problems: list[PresetError] = []
        for game_id, entries in games.items():
            try:
                get_game(game_id)
            except KeyError:
                self._foreign[game_id] = entries
                continue
            kept: list[tuple[str, Options]] = []
            if not isinstance(entries, list):
                problems.append(PresetError(f"the presets of {game_id} are not a list and were skipped",
                                            Reason.of("preset_entry_skipped", game=game_id, index=-1), self.path))
                entries = []
            for index, entry in enumerate(entries):
                try:
                    obj = f.as_obj(entry, f"games.{game_id}[{index}]")
                    name = check_name(obj.get("name"), f"games.{game_id}[{index}].name", f, MAX_NAME)
                    options = _preset_options(game_id, obj.get("options"), f)
                    if any(name_key(n) == name_key(name) for n, _ in kept) or len(kept) >= MAX_PRESETS:
                        raise f.fail(f"games.{game_id}[{index}].name", "a name not used before")
                except PresetError as exc:
                    problems.append(PresetError(f"preset {index + 1} of {game_id} was skipped: {exc}",
                                                Reason.of("preset_entry_skipped", game=game_id, index=index),
                                                self.path))
                    continue
                kept.append((name, options))
            self._presets[game_id] = tuple(kept)
        if problems:
            self.problems = tuple(problems)
            _set_aside_quietly(self.path)
            try:
                self._commit(dict(self._presets))
            except PresetError as exc:
                self.problems += (exc,)

    # -- reading ------------------------------------------------------------------------------------------------
    def names(self, game_id: str) -> tuple[str, ...]:
        return tuple(name for name, _ in self._presets.get(game_id, ()))

    def get(self, game_id: str, name: str) -> Options:
        return self._entries(game_id)[self._index(game_id, name)][1]

    # -- changing -----------------------------------------------------------------------------------------------
    def save(self, game_id: str, name: str, options: Options, *, replace: bool = False) -> str:
        """Store ``options`` as ``name``; ``preset_exists`` unless ``replace``. Returns the trimmed name."""
        name = typed_name(name, PresetError, self.path, "preset_bad_name", MAX_NAME)
        game = get_game(game_id)
        if not isinstance(options, game.info.options_type):
            raise TypeError(f"{game_id} presets hold {game.info.options_type.__name__}, not {type(options).__name__}")
        too_large = options_problem(options)
        if too_large is not None:
            raise PresetError(too_large, Reason.of("house_rules_too_large"), self.path)
        entries = list(self._entries(game_id))
        existing = self._find(game_id, name)
        if existing is not None and not replace:
            raise PresetError(f"a preset called {name!r} exists", Reason.of("preset_exists", name=name), self.path)
        if existing is None and len(entries) >= MAX_PRESETS:
            raise PresetError(f"at most {MAX_PRESETS} presets per game", Reason.of("preset_exists", name=name),
                              self.path)
        if existing is None:
            entries.append((name, options))
        else:
            entries[existing] = (name, options)
        self._commit({**self._presets, game_id: tuple(entries)})
        return name

    def rename(self, game_id: str, old: str, new: str) -> str:
        new = typed_name(new, PresetError, self.path, "preset_bad_name", MAX_NAME)
        index = self._index(game_id, old)
        other = self._find(game_id, new)
        if other is not None and other != index:
            raise PresetError(f"a preset called {new!r} exists", Reason.of("preset_exists", name=new), self.path)
        entries = list(self._entries(game_id))
        entries[index] = (new, entries[index][1])
        self._commit({**self._presets, game_id: tuple(entries)})
        return new

    def delete(self, game_id: str, name: str) -> None:
        index = self._index(game_id, name)
        entries = self._entries(game_id)
        self._commit({**self._presets, game_id: entries[:index] + entries[index + 1:]})

    # -- sharing ------------------------------------------------------------------------------------------------
    def export(self, game_id: str, name: str, path: Path | str) -> None:
        """Write one preset to a small file another family can import."""
        index = self._index(game_id, name)
        real_name, options = self._entries(game_id)[index]
        body = {"game": game_id, "name": real_name, "options": options.to_dict()}
        _write(Path(path), envelope(PRESET_FORMAT, PRESET_SCHEMA, body), PresetError, shared=True)

    @staticmethod
    def read_preset_file(path: Path | str) -> tuple[str, str, Options]:
        """The game, name and house rules in a preset file, all checked; ``PresetError`` otherwise."""
        path = Path(path)
        f = Fields(PresetError, path)
        doc, _ = open_envelope(read_document(path, PRESET_FILE_LIMITS, PresetError), PRESET_FORMAT,
                               _NO_MIGRATIONS_PRESET, PresetError, path)
        game_id = f.as_text(f.get(doc, "game"), "game", 40)
        try:
            get_game(game_id)
        except KeyError:
            raise PresetError(f"no game {game_id!r} in this version of Fjols",
                              Reason.of("preset_unknown_game", game=game_id), path) from None
        name = check_name(f.get(doc, "name"), "name", f, MAX_NAME)
        return game_id, name, _preset_options(game_id, f.get(doc, "options"), f)

    def import_file(self, path: Path | str, *, name: str | None = None, replace: bool = False) -> tuple[str, str]:
        """Add the preset in ``path`` (under ``name`` if given); returns (game, name). A bad file or a
        name already taken (unless ``replace``) raises ``PresetError`` and changes nothing."""
        game_id, file_name, options = self.read_preset_file(path)
        return game_id, self.save(game_id, name if name is not None else file_name, options, replace=replace)

    # -- helpers ------------------------------------------------------------------------------------------------
    def _entries(self, game_id: str) -> Entries:
        get_game(game_id)  # KeyError for a game that does not exist: a caller's bug, not a file problem
        return self._presets.get(game_id, ())

    def _find(self, game_id: str, name: str) -> int | None:
        key = name_key(name)
        return next((i for i, (n, _) in enumerate(self._entries(game_id)) if name_key(n) == key), None)

    def _index(self, game_id: str, name: str) -> int:
        index = self._find(game_id, name)
        if index is None:
            raise PresetError(f"no preset called {name!r}", Reason.of("preset_missing", name=name), self.path)
        return index

    def _commit(self, presets: Mapping[str, Entries]) -> None:
        """Write ``presets``; ``presets_full`` (nothing written) when the file would hold more than
        the store writes (``limits.PRESETS_WRITE_MAX_NODES``/``_BYTES``) and it grows."""
        games: dict[str, Any] = dict(self._foreign)
        for game_id, entries in presets.items():
            games[game_id] = [{"name": n, "options": o.to_dict()} for n, o in entries]
        doc = envelope(PRESETS_FORMAT, PRESETS_SCHEMA, {"games": games})
        grows = sum(map(len, presets.values())) > sum(map(len, self._presets.values()))
        if grows and (Shape.of(doc).nodes > PRESETS_WRITE_MAX_NODES or len(dump_document(doc)) > PRESETS_WRITE_MAX_BYTES):
            raise PresetError("the presets file is full", Reason.of("presets_full"), self.path)
        _write(self.path, doc, PresetError)
        self._presets = dict(presets)
