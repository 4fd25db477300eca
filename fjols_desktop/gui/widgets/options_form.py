"""``OptionsForm``: an editor generated from an ``Options`` class (a game's house rules, a Davoserjas
round, the app's comfort settings), so every game gets its dialog from its one declaration.

Each field becomes an editor chosen by its type, with the field's label, its help text under it
and, for numbers, the allowed range beside it:

* ``bool`` -> a check box; ``int`` -> a spin box limited to ``minimum``/``maximum``; ``str`` -> a line;
  an ``Enum`` -> a drop-down of the choice labels;
* ``tuple[Enum, ...]`` -> a check list in order (tick what is in, move it up or down: Davoserjas'
  round order, the twos removed first); ``tuple[int, ...]`` -> a row of spin boxes;
* ``tuple[<Options dataclass>, ...]`` -> a list with add, remove, move up and down and a form for
  the chosen entry (Davoserjas' own rounds, each with its penalty cards) — ``list_editors.py``;
* ``tuple[CardPoints, ...]`` -> rows of suit, rank and points with "Add a card" and Remove
  (Hjerterfri's cards with their own points) — ``list_editors.py``;
* a nested ``Options`` dataclass -> its own form in a box; anything else -> its JSON as text.

Fields are grouped by their ``group`` (one tab per group when there are several) in declaration
order; ``advanced`` fields are not shown but keep their values. The form holds JSON values
(``Options.to_dict`` form): ``values()`` / ``set_values()``; validation is the caller's business
(``house_rules.check_rules``), and ``show_problem(field)`` marks the field it names and brings it
into view. ``changed`` is emitted on every edit.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.options import CardPoints, Options, OptionSpec, _tuple_item_type

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


class NestedEditor(FieldEditor):
    """A nested ``Options`` dataclass: its own form in a box."""

    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        self.form = OptionsForm(spec.type, context, parent, tabs=False)
        super().__init__(self.form)
        self.form.changed.connect(self.changed)

    def value(self) -> Any:
        return self.form.values()

    def set_value(self, value: Any) -> None:
        self.form.set_values(value if isinstance(value, Mapping) else {})


def make_editor(spec: OptionSpec, context: str, parent: QWidget, labels: Mapping[str, str],
                nested: bool = False) -> FieldEditor:
    """The editor for one field, by its type (see the module docstring)."""
    from .list_editors import CardPointsEditor, EnumListEditor, IntListEditor, RecordListEditor

    tp = spec.type
    item = tuple_item(tp)
    kinds: list[tuple[bool, Callable[[], FieldEditor]]] = [
        (tp is bool, lambda: BoolEditor(spec, context, parent)),
        (tp is int, lambda: IntEditor(spec, context, parent)),
        (tp is str, lambda: TextEditor(spec, context, parent)),
        (is_enum(tp), lambda: EnumEditor(spec, context, parent)),
        (is_enum(item), lambda: EnumListEditor(spec, item, context, parent)),
        (item is int, lambda: IntListEditor(spec, context, parent)),
        (item is CardPoints, lambda: CardPointsEditor(spec, context, parent)),
        (is_options(item), lambda: RecordListEditor(spec, item, context, parent, labels, nested)),
        (is_options(tp), lambda: NestedEditor(spec, context, parent)),
    ]
    for matches, build in kinds:
        if matches:
            return build()
    return JsonEditor(spec, context, parent)


class OptionsForm(QWidget):
    """See the module docstring. ``context`` is the translation context of the labels."""

    changed = Signal()

    def __init__(self, options_type: type[Options], context: str = "HouseRules", parent: QWidget | None = None,
                 tabs: bool = True, nested: bool = False) -> None:
        super().__init__(parent)
        self.options_type = options_type
        self.context = context
        self.nested = nested
        self.specs = tuple(s for s in options_type.specs() if not s.advanced)
        self.editors: dict[str, FieldEditor] = {}
        self.labels: dict[str, QLabel] = {}
        self._values: dict[str, Any] = options_type().to_dict()
        self._loading = False
        self._page_of: dict[str, int] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        groups: dict[str, list[OptionSpec]] = {}
        for spec in self.specs:
            groups.setdefault(spec.group, []).append(spec)
        names = all_choice_labels(options_type, context)
        self.tabs: QTabWidget | None = None
        if tabs and len(groups) > 1:
            self.tabs = QTabWidget(self)
            self.tabs.setAccessibleName(self.tr("Groups of rules"))
            outer.addWidget(self.tabs)
            for index, (group, specs) in enumerate(groups.items()):
                page = QWidget()
                self._fill(page, specs, names)
                scroll = QScrollArea()
                scroll.setWidgetResizable(True)
                scroll.setFrameShape(QScrollArea.Shape.NoFrame)
                scroll.setWidget(page)
                title = QCoreApplication.translate(self.context, group) if group else self.tr("General")
                self.tabs.addTab(scroll, title)
                for spec in specs:
                    self._page_of[spec.name] = index
        else:
            for group, specs in groups.items():
                host = QGroupBox(QCoreApplication.translate(self.context, group), self) \
                    if group and len(groups) > 1 else QWidget(self)
                self._fill(host, specs, names)
                outer.addWidget(host)
        self.set_values({})

    def _fill(self, page: QWidget, specs: list[OptionSpec], names: Mapping[str, str]) -> None:
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for spec in specs:
            editor = make_editor(spec, self.context, page, names, self.nested)
            editor.changed.connect(lambda name=spec.name: self._edited(name))
            self.editors[spec.name] = editor
            label_text = QCoreApplication.translate(self.context, spec.label) if spec.label else spec.name
            help_text = QCoreApplication.translate(self.context, spec.help) if spec.help else ""
            field = QWidget(page)
            column = QVBoxLayout(field)
            column.setContentsMargins(0, 0, 0, 4)
            column.setSpacing(2)
            line = QHBoxLayout()
            line.addWidget(editor.widget, 0 if isinstance(editor, IntEditor) else 1)
            if isinstance(editor, IntEditor) and (spec.minimum is not None or spec.maximum is not None):
                low, high = editor.spin.minimum(), editor.spin.maximum()
                hint = QLabel(self.tr("{low} to {high}").format(low=low, high=high).replace("-", "\N{MINUS SIGN}"),
                              field)
                hint.setStyleSheet(HELP_STYLE)
                line.addWidget(hint)
                line.addStretch(1)
                editor.spin.setToolTip(self.tr("From {low} to {high}").format(low=low, high=high))
            column.addLayout(line)
            editor.widget.setAccessibleName(label_text)
            if help_text:
                note = QLabel(help_text, field)
                note.setWordWrap(True)
                note.setStyleSheet(HELP_STYLE)
                column.addWidget(note)
                editor.widget.setAccessibleDescription(help_text)
                editor.widget.setToolTip(help_text if not editor.widget.toolTip() else
                                         f"{help_text}\n{editor.widget.toolTip()}")
            if isinstance(editor, BoolEditor):
                form.addRow(field)
                self.labels[spec.name] = QLabel()  # a check box carries its own label
            elif is_options(tuple_item(spec.type)) or tuple_item(spec.type) is CardPoints:
                label = QLabel(label_text + ":", page)  # a list of entries needs the whole width
                label.setBuddy(editor.widget)
                form.addRow(label)
                form.addRow(field)
                self.labels[spec.name] = label
            else:
                label = QLabel(label_text + ":", page)
                label.setBuddy(editor.widget)
                # One line: QFormLayout gives a wrapped label only its field's height, which cut off
                # the second line of longer (translated) labels; a long row puts its field below instead.
                form.addRow(label, field)
                self.labels[spec.name] = label

    # -- values -------------------------------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        out = dict(self._values)
        for name, editor in self.editors.items():
            out[name] = editor.value()
        return out

    def set_values(self, data: Mapping[str, Any]) -> None:
        """Show ``data`` (JSON form); missing fields show their default, unknown keys are kept."""
        self._values = {**self.options_type().to_dict(), **dict(data)}
        self._loading = True
        try:
            for name, editor in self.editors.items():
                editor.set_value(self._values.get(name))
        finally:
            self._loading = False
        self.show_problem(None)

    def _edited(self, name: str) -> None:
        if not self._loading:
            self.changed.emit()

    # -- problems -----------------------------------------------------------------------------------
    def show_problem(self, field: str | None, reason_args: Mapping[str, Any] | None = None) -> None:
        """Mark the field a refusal names (``"rounds[2]"``, ``"seats"`` names none) and show it."""
        head = field.split("[", 1)[0].split(".", 1)[0] if field else None
        for name, editor in self.editors.items():
            marked = name == head
            target = editor.widget if isinstance(editor, BoolEditor) else self.labels.get(name)
            if target is not None:
                target.setStyleSheet(PROBLEM_STYLE if marked else "")
        if head in self.editors:
            if self.tabs is not None and head in self._page_of:
                self.tabs.setCurrentIndex(self._page_of[head])
            self.editors[head].focus_item(field or "", reason_args or {})

    def editor(self, name: str) -> FieldEditor:
        return self.editors[name]


def all_choice_labels(options_type: type[Options], context: str) -> dict[str, str]:
    """Every choice label of a class by its enum value, translated (``"clubs"`` -> "Avoid clubs"):
    list editors name entries whose key is one of them (Davoserjas' standard rounds)."""
    out: dict[str, str] = {}
    for spec in options_type.specs():
        for member, label in spec.choice_labels.items():
            if isinstance(member, Enum) and label:
                out.setdefault(str(member.value), QCoreApplication.translate(context, label))
    return out
