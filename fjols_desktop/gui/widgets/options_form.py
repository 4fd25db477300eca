"""``OptionsForm``: an editor generated from an ``Options`` class (a game's house rules, a Davoserjas
round, the app's comfort settings), so every game gets its dialog from its one declaration.

Each field becomes an editor chosen by its type, with the field's label, its help text under it
and, for numbers, the allowed range beside it:

* ``bool`` -> a check box; ``int`` -> a spin box limited to ``minimum``/``maximum``; ``str`` -> a line;
  an ``Enum`` -> a drop-down of the choice labels;
* ``tuple[Enum, ...]`` -> a check list in order (tick what is in, move it up or down: Davoserjas'
  round order, the twos removed first); ``tuple[int, ...]`` -> a row of spin boxes;
* ``tuple[<Options dataclass>, ...]`` -> a list with add, remove, move up and down and a form for
  the chosen entry — ``list_editors.py``;
* ``tuple[CardPoints, ...]`` -> rows of suit, rank and points with "Add a card" and Remove
  (Hjerterfri's cards with their own points) — ``list_editors.py``;
* a nested ``Options`` dataclass -> its own form in a box; anything else -> its JSON as text;
* a game's own editors come first: one editor may own several fields (Davoserjas' rounds, their order,
  prices and the family's own rounds in one list, ``round_list_editor.COMPOSITES``), and a field may
  have an editor of its own (a round's cards that cost points, ``SPECIAL_EDITORS``).

A field whose rule is off (``OptionSpec.applies``: Hjerterfri's value of the ten of diamonds while the
ten is no bonus card) is greyed out, or hidden with ``hide_inapplicable``; its value is kept.
The single-value editors live in ``field_editors.py``, the list editors in ``list_editors.py``; neither
imports this module (the list of entries gets the form's class passed in), so there is no import cycle.

Fields are grouped by their ``group`` (one tab per group when there are several) in declaration
order; ``advanced`` fields are not shown but keep their values. The form holds JSON values
(``Options.to_dict`` form): ``values()`` / ``set_values()``; validation is the caller's business
(``house_rules.check_rules``), and ``show_problem(field)`` marks the field it names and brings it
into view. ``changed`` is emitted on every edit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.options import CardPoints, Options, OptionSpec
from .field_editors import (
    HELP_STYLE,
    PROBLEM_STYLE,
    BoolEditor,
    CompositeEditor,
    EnumEditor,
    FieldEditor,
    IntEditor,
    JsonEditor,
    TextEditor,
    is_enum,
    is_options,
    tuple_item,
)
from .list_editors import CardPointsEditor, EnumListEditor, IntListEditor, RecordListEditor
from .round_list_editor import COMPOSITES, SPECIAL_EDITORS

__all__ = ["HELP_STYLE", "PROBLEM_STYLE", "BoolEditor", "EnumEditor", "IntEditor", "OptionsForm", "TextEditor"]


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
    """The editor for one field, by its type (see the module docstring); a game's own editor for a
    field (``round_list_editor.SPECIAL_EDITORS``) comes first."""
    special = SPECIAL_EDITORS.get(spec.name, {}).get(spec.type)
    if special is not None:
        editor: FieldEditor = special(spec, context, parent)
        return editor
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
        (is_options(item), lambda: RecordListEditor(spec, item, context, parent, labels, nested, OptionsForm)),
        (is_options(tp), lambda: NestedEditor(spec, context, parent)),
    ]
    for matches, build in kinds:
        if matches:
            return build()
    return JsonEditor(spec, context, parent)


class OptionsForm(QWidget):
    """See the module docstring. ``context`` is the translation context of the labels; ``hide_inapplicable``
    hides a field whose rule is off instead of greying it out (the fields of the other kind of a
    Davoserjas round)."""

    changed = Signal()

    def __init__(self, options_type: type[Options], context: str = "HouseRules", parent: QWidget | None = None,
                 tabs: bool = True, nested: bool = False, hide_inapplicable: bool = False) -> None:
        super().__init__(parent)
        self.options_type = options_type
        self.context = context
        self.nested = nested
        self.hide_inapplicable = hide_inapplicable
        self.specs = tuple(s for s in options_type.specs() if not s.advanced)
        self.editors: dict[str, FieldEditor] = {}
        self.labels: dict[str, QLabel] = {}
        self.rows: dict[str, QWidget] = {}
        self._values: dict[str, Any] = options_type().to_dict()
        self._loading = False
        self._page_of: dict[str, int] = {}
        self.composites = [build(self, OptionsForm) for build in
                           COMPOSITES.get(f"{options_type.__module__}.{options_type.__qualname__}", ())]
        owned = {name: c for c in self.composites for name in c.fields}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        groups: dict[str, list[OptionSpec | CompositeEditor]] = {}
        for spec in self.specs:
            part = owned.get(spec.name, spec)
            if part not in groups.get(spec.group, []) and not any(part in g for g in groups.values()):
                groups.setdefault(spec.group, []).append(part)
        names = all_choice_labels(options_type, context)
        self.tabs: QTabWidget | None = None
        if tabs and len(groups) > 1:
            self.tabs = QTabWidget(self)
            self.tabs.setAccessibleName(self.tr("Groups of rules"))
            outer.addWidget(self.tabs)
            for index, (group, parts) in enumerate(groups.items()):
                page = QWidget()
                self._fill(page, parts, names)
                scroll = QScrollArea()
                scroll.setWidgetResizable(True)
                scroll.setFrameShape(QScrollArea.Shape.NoFrame)
                scroll.setWidget(page)
                title = QCoreApplication.translate(self.context, group) if group else self.tr("General")
                self.tabs.addTab(scroll, title)
                for part in parts:
                    for name in part.fields if isinstance(part, CompositeEditor) else (part.name,):
                        self._page_of[name] = index
        else:
            for group, parts in groups.items():
                host = QGroupBox(QCoreApplication.translate(self.context, group), self) \
                    if group and len(groups) > 1 else QWidget(self)
                self._fill(host, parts, names)
                outer.addWidget(host)
        for composite in self.composites:
            composite.changed.connect(lambda: self._edited(""))
        self.set_values({})

    def _fill(self, page: QWidget, parts: list[OptionSpec | CompositeEditor], names: Mapping[str, str]) -> None:
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for part in parts:
            if isinstance(part, CompositeEditor):
                part.widget.setParent(page)
                form.addRow(part.widget)
                continue
            spec = part
            editor = make_editor(spec, self.context, page, names, self.nested)
            editor.changed.connect(lambda name=spec.name: self._edited(name))
            self.editors[spec.name] = editor
            label_text = QCoreApplication.translate(self.context, spec.label) if spec.label else spec.name
            help_text = QCoreApplication.translate(self.context, spec.help) if spec.help else ""
            field = QWidget(page)
            self.rows[spec.name] = field
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
        for composite in self.composites:
            out.update(composite.values())
        return out

    def set_values(self, data: Mapping[str, Any]) -> None:
        """Show ``data`` (JSON form); missing fields show their default, unknown keys are kept."""
        self._values = {**self.options_type().to_dict(), **dict(data)}
        self._loading = True
        try:
            for name, editor in self.editors.items():
                editor.set_value(self._values.get(name))
            for composite in self.composites:
                composite.set_values(self._values)
        finally:
            self._loading = False
        self._follow_rules()
        self.show_problem(None)

    def _edited(self, name: str) -> None:
        self._follow_rules()
        if not self._loading:
            self.changed.emit()

    def _follow_rules(self) -> None:
        """Grey out (or hide) every field whose rule is off now (``OptionSpec.applies``)."""
        current = self.values()
        for spec in self.specs:
            if spec.name not in self.editors or not spec.applies:
                continue
            on = spec.applies_to(current)
            for widget in (self.rows[spec.name], self.labels[spec.name]):
                if self.hide_inapplicable:
                    widget.setVisible(on)
                else:
                    widget.setEnabled(on)

    def applicable(self, name: str) -> bool:
        """Whether the field's rule is on, so its editor can be used."""
        return self.rows[name].isEnabled() and not self.rows[name].isHidden()

    # -- problems -----------------------------------------------------------------------------------
    def show_problem(self, field: str | None, reason_args: Mapping[str, Any] | None = None) -> None:
        """Mark the field a refusal names (``"rounds[2]"``, ``"seats"`` names none) and show it."""
        head = field.split("[", 1)[0].split(".", 1)[0] if field else None
        for name, editor in self.editors.items():
            marked = name == head
            target = editor.widget if isinstance(editor, BoolEditor) else self.labels.get(name)
            if target is not None:
                target.setStyleSheet(PROBLEM_STYLE if marked else "")
        if head is not None and head in self._page_of and self.tabs is not None:
            self.tabs.setCurrentIndex(self._page_of[head])
        if head in self.editors:
            self.editors[head].focus_item(field or "", reason_args or {})
        for composite in self.composites:
            if head in composite.fields:
                composite.focus_item(field or "", reason_args or {})

    def editor(self, name: str) -> FieldEditor:
        return self.editors[name]

    def composite(self, name: str) -> CompositeEditor:
        """The editor that owns the field ``name`` together with others."""
        return next(c for c in self.composites if name in c.fields)


def all_choice_labels(options_type: type[Options], context: str) -> dict[str, str]:
    """Every choice label of a class by its enum value, translated (``"clubs"`` -> "Avoid clubs"):
    list editors name entries whose key is one of them (Davoserjas' standard rounds)."""
    out: dict[str, str] = {}
    for spec in options_type.specs():
        for member, label in spec.choice_labels.items():
            if isinstance(member, Enum) and label:
                out.setdefault(str(member.value), QCoreApplication.translate(context, label))
    return out
