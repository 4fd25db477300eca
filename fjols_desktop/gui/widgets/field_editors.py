"""The form's editors for single values, and what every editor shares (``options_form`` lays them out):

* ``FieldEditor``: one field's editor, its ``widget`` to place and its value in JSON form
  (``value()``/``set_value()``), ``changed`` on every edit, ``focus_item`` to bring the part of a
  composite value a refusal names into view;
* ``BoolEditor`` (a check box), ``IntEditor`` (a spin box within the field's range), ``TextEditor``
  (a line), ``EnumEditor`` (a drop-down of the choice labels), ``JsonEditor`` (a type the form has no
  editor for: its JSON as text);
* ``CompositeEditor``: one editor for several fields of a class, which the form shows as one group
  (Davoserjas' rounds: their order, which are played and their points, ``round_list_editor.py``).

The list editors (``list_editors.py``) and the form (``options_form.py``) build on this module; it imports
neither, so the three have no import cycle. An editor that needs a form for its entries gets the form's
class passed in (``FormFactory``).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox, QWidget

from ...engine.options import Options, OptionSpec, _tuple_item_type

PROBLEM_STYLE = "color: #b3261e; font-weight: bold;"
HELP_STYLE = "color: palette(placeholder-text);"
WIDE_RANGE = 100_000


def tuple_item(tp: Any) -> Any | None:
    """``X`` for ``tuple[X, ...]``, else None (the engine's own reading of option types)."""
    return _tuple_item_type(tp)


def is_enum(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, Enum)


def is_options(tp: Any) -> bool:
    return isinstance(tp, type) and dataclasses.is_dataclass(tp) and issubclass(tp, Options)


def choice_text(spec: OptionSpec, member: Enum, context: str) -> str:
    label = spec.choice_labels.get(member)
    return QCoreApplication.translate(context, label) if label else str(member.value).replace("_", " ")


class FieldEditor(QObject):
    """One field's editor: ``widget`` to place, ``value()``/``set_value()`` in JSON form."""

    changed = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def focus_item(self, path: str, reason_args: Mapping[str, Any]) -> None:
        """Bring the part of a composite value that ``path`` ("rounds[2]") names into view."""


class BoolEditor(FieldEditor):
    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        self.box = QCheckBox(QCoreApplication.translate(context, spec.label) if spec.label else spec.name, parent)
        super().__init__(self.box)
        self.box.toggled.connect(lambda _on: self.changed.emit())

    def value(self) -> Any:
        return self.box.isChecked()

    def set_value(self, value: Any) -> None:
        self.box.setChecked(value is True)


class IntEditor(FieldEditor):
    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        self.spin = QSpinBox(parent)
        low = spec.minimum if spec.minimum is not None else -WIDE_RANGE
        high = spec.maximum if spec.maximum is not None else WIDE_RANGE
        self.spin.setRange(low, high)
        self.spin.setMinimumWidth(90)
        super().__init__(self.spin)
        self.spin.valueChanged.connect(lambda _v: self.changed.emit())

    def value(self) -> Any:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        if isinstance(value, int) and not isinstance(value, bool):
            self.spin.setValue(value)


class TextEditor(FieldEditor):
    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        self.line = QLineEdit(parent)
        self.line.setMaxLength(200)
        super().__init__(self.line)
        self.line.textChanged.connect(lambda _t: self.changed.emit())

    def value(self) -> Any:
        return self.line.text()

    def set_value(self, value: Any) -> None:
        self.line.setText(value if isinstance(value, str) else "")


class EnumEditor(FieldEditor):
    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        self.combo = QComboBox(parent)
        for member in spec.type:
            self.combo.addItem(choice_text(spec, member, context), member.value)
        super().__init__(self.combo)
        self.combo.currentIndexChanged.connect(lambda _i: self.changed.emit())

    def value(self) -> Any:
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        found = self.combo.findData(value)
        if found >= 0:
            self.combo.setCurrentIndex(found)


class JsonEditor(FieldEditor):
    """A type the form has no editor for: its JSON as text (a bad text keeps the last good value)."""

    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        self.line = QLineEdit(parent)
        self._value: Any = None
        super().__init__(self.line)
        self.line.textEdited.connect(self._edited)

    def _edited(self, text: str) -> None:
        try:
            self._value = json.loads(text)
        except ValueError:
            return
        self.changed.emit()

    def value(self) -> Any:
        return self._value

    def set_value(self, value: Any) -> None:
        self._value = value
        self.line.setText(json.dumps(value, ensure_ascii=False))


class CompositeEditor(QObject):
    """An editor for several fields at once (``fields``), shown as one group named like the first of
    them: ``values()`` gives those fields (JSON form), ``set_values(all)`` reads them from every
    field's value, ``changed`` on every edit, ``focus_item`` as for a ``FieldEditor``."""

    changed = Signal()
    fields: tuple[str, ...] = ()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget

    def values(self) -> dict[str, Any]:
        raise NotImplementedError

    def set_values(self, values: Mapping[str, Any]) -> None:
        raise NotImplementedError

    def focus_item(self, path: str, reason_args: Mapping[str, Any]) -> None:
        """Bring the part that a refusal of ``path`` names into view."""


# Builds a form for an entry's class: ``(options_type, context, parent, tabs, nested) -> form``.
FormFactory = Callable[..., Any]
