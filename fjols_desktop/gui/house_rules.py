"""House rules for the dialogs and the table, without widgets: checking a table's rules, the built-in
presets a game ships, the saved presets, and the one-line summary shown on the table.

* ``check_rules(game_id, values, seats)`` builds the game's ``Options`` from JSON values and checks
  them for the table size. It returns a ``RulesCheck``: the options, or the refusal (the engine's
  ``Reason`` and the option it names), which the dialog explains and which keeps it from being
  confirmed. Every refusal the engine can make comes back this way: a value out of range or of the
  wrong type (``Options`` construction), a combination (``__post_init__``), or one that cannot be
  dealt to this many players (``check(seats)``).
* ``builtin_presets(game_id)``: the game's standard rules first, then its package's ``PRESETS``
  mapping (``QT_TRANSLATE_NOOP("HouseRules", name)`` -> options; Davoserjas has four), in order.
* ``preset_store()``: the family's named presets (``store.settings.PresetStore``) in the config folder.
* ``rules_summary(game_id, options, store)``: "Standard rules", a preset's name when the rules are
  exactly one, else the changed rules ("Open hands: yes · Target score: 50 · 2 more").
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.errors import FjolsError, InvalidOptionError, Reason
from ..engine.options import CardPoints, Options, OptionSpec
from ..engine.registry import get_game
from . import i18n
from .paths import config_dir

SUMMARY_PARTS = 3
STANDARD = "standard"  # the key of the standard rules among the built-in presets


@dataclass(frozen=True)
class RulesCheck:
    """The outcome of checking a table's house rules: ``options`` when they can be played, else the
    ``reason`` and the field it names (``option``: a field name, ``"seats"`` or ``""``)."""

    options: Options | None
    reason: Reason | None = None
    option: str = ""

    @property
    def ok(self) -> bool:
        return self.options is not None


def check_rules(game_id: str, values: Mapping[str, Any], seats: int | None = None) -> RulesCheck:
    """The game's options from ``values``, checked for ``seats`` players when given."""
    options_type = get_game(game_id).info.options_type
    try:
        options = options_type.from_dict(values)
        if seats is not None:
            options.check(seats)
    except InvalidOptionError as exc:
        return RulesCheck(None, exc.reason, exc.option or "")
    except FjolsError as exc:  # any other refusal still names itself
        return RulesCheck(None, getattr(exc, "reason", None) or Reason.of("invalid_option", option=""))
    return RulesCheck(options)


def spec_of(options_type: type[Options], name: str) -> OptionSpec | None:
    """The spec of a top-level field named in an error (``"rounds[2].cards"`` -> ``rounds``)."""
    head = name.split("[", 1)[0].split(".", 1)[0]
    return next((s for s in options_type.specs() if s.name == head), None)


def option_label(spec: OptionSpec, context: str = "HouseRules") -> str:
    return QCoreApplication.translate(context, spec.label) if spec.label else spec.name


def explain(game_id: str, check: RulesCheck, names: tuple[str, ...] = ()) -> str:
    """The refusal as a sentence in the player's language ("" when the rules are fine). An
    ``invalid_option`` names the field by its label, not its Python name."""
    reason = check.reason
    if reason is None:
        return ""
    field_name = reason.arg("option")
    if reason.key == "invalid_option" and isinstance(field_name, str) and field_name:
        spec = spec_of(get_game(game_id).info.options_type, field_name)
        if spec is not None:
            reason = Reason.of(reason.key, **{**dict(reason.args), "option": option_label(spec)})
    return i18n.phrase(reason, names, game_id)


# --- presets ----------------------------------------------------------------------------------------

def builtin_presets(game_id: str) -> dict[str, Options]:
    """Preset name (a ``HouseRules`` source string) -> options: the standard rules, then the game's own."""
    game = get_game(game_id)
    out: dict[str, Options] = {STANDARD: game.info.options_type()}
    package = type(game.rules).__module__.rsplit(".", 1)[0]
    try:
        presets = getattr(importlib.import_module(package), "PRESETS", {})
    except ImportError:  # pragma: no cover - the rules' own package always imports
        presets = {}
    for name, options in presets.items():
        if not isinstance(options, game.info.options_type):
            continue
        if options == out.get(STANDARD):  # the game names its standard rules itself
            out = {str(name): options, **{k: v for k, v in out.items() if k != STANDARD}}
        else:
            out.setdefault(str(name), options)
    return out


def builtin_name(key: str) -> str:
    if key == STANDARD:
        return QCoreApplication.translate("HouseRulesDialog", "Standard rules")
    return QCoreApplication.translate("HouseRules", key)


def preset_store() -> Any:
    """The family's saved presets (a ``PresetStore`` in the config folder). Imported on use: the
    store loads every game's rules."""
    from ..store.settings import PresetStore

    return PresetStore(config_dir())


def preset_named(game_id: str, options: Options, store: Any = None) -> str:
    """The name of the preset these options are exactly ("" if none): saved presets first."""
    if store is not None:
        for name in store.names(game_id):
            if store.get(game_id, name) == options:
                return str(name)
    for key, preset in builtin_presets(game_id).items():
        if preset == options and preset != type(options)():
            return builtin_name(key)
    return ""


# --- the one-line summary ---------------------------------------------------------------------------

def value_text(spec: OptionSpec, value: Any) -> str:
    """An option's value for the summary line: choices by their label, lists by their length."""
    if isinstance(value, bool):
        return QCoreApplication.translate("HouseRulesDialog", "yes") if value else \
            QCoreApplication.translate("HouseRulesDialog", "no")
    if isinstance(value, Enum):
        label = spec.choice_labels.get(value)
        return QCoreApplication.translate("HouseRules", label) if label else str(value.value)
    if isinstance(value, CardPoints):   # "J♦ −10" (Danish: "B♦ −10")
        return f"{i18n.card_text(value.card)} {value.points}".replace("-", "\N{MINUS SIGN}")
    if isinstance(value, tuple):
        if value and all(isinstance(v, CardPoints) for v in value):
            return ", ".join(value_text(spec, v) for v in value)
        if all(isinstance(v, Enum) for v in value) and len(value) <= 3:
            return ", ".join(value_text(spec, v) for v in value) or "–"
        count = len(value)
        return QCoreApplication.translate("HouseRulesDialog", "%n item(s)", "", count)
    if dataclasses.is_dataclass(value):
        return str(getattr(value, "name", "") or getattr(value, "id", "") or "…")
    return str(value).replace("-", "\N{MINUS SIGN}")


def changed_parts(options: Options) -> list[str]:
    """``"label: value"`` for every field that differs from the defaults, in declaration order."""
    default = type(options)()
    out = []
    for spec in options.specs():
        if spec.advanced:
            continue
        value = getattr(options, spec.name)
        if value != getattr(default, spec.name):
            out.append(f"{option_label(spec)}: {value_text(spec, value)}")
    return out


def rules_summary(game_id: str, options: Options | Mapping[str, Any], store: Any = None) -> tuple[str, str]:
    """The one line shown on the table and its tooltip (every changed rule, one per line)."""
    if not isinstance(options, Options):
        checked = check_rules(game_id, options)
        if checked.options is None:
            return QCoreApplication.translate("HouseRulesDialog", "House rules that cannot be read"), ""
        options = checked.options
    parts = changed_parts(options)
    if not parts:
        return builtin_name(STANDARD), ""
    tooltip = "\n".join(parts)
    named = preset_named(game_id, options, store)
    if named:
        return named, tooltip
    shown = parts[:SUMMARY_PARTS]
    more = len(parts) - len(shown)
    text = " · ".join(shown)
    if more:
        text += " · " + QCoreApplication.translate("HouseRulesDialog", "%n more", "", more)
    return text, tooltip
