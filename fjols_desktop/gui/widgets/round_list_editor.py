"""Davoserjas' rounds in one list a grandmother can read (issue 23): which rounds are played, in which
order, what each costs, and the family's own rounds, all in the "Rounds" tab of the house rules.

The engine keeps two ways of writing the rounds (``engine/games/davoserjas/options.py``): the standard
game as flat options (``round_order``, ``extra_rounds``, ``points_per_queen`` ...) and, with
``custom_rounds`` on, a list of ``Round`` values. ``RoundListEditor`` owns all those fields and shows
one list: every standard round (ticked when played) and the family's own rounds, each with its price
("Avoid queens — +5 per Q taken"); choosing one shows its name and points (a form generated from
``Round``, showing only the fields of its kind). What it writes back:

* the flat options while the list can be written so (only standard rounds, standard prices, names
  unchanged) and the rules were written so when loaded: a standard game stays a standard game, and a
  dialog opened and closed without a change writes back what it read;
* else the family's own list (``custom_rounds`` on): the rounds in their order, each with ``played``;
  standard rounds left out at the end of the list and priced as the flat options price them are not
  written (they come back from them, at the end, as they were).

A family round's key (``Round.id``) is made from its name ("Sorte kort" -> ``sorte_kort``) and never
shown. ``PenaltyCardsEditor`` edits a round's cards that cost points as rows of words ("Every club ♣",
"All four queens", "One card: K♣") and points; ``PlacePointsEditor`` the kabale's points per place, one
box per table size. The form finds them through ``COMPOSITES`` and ``SPECIAL_EDITORS``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import RANK_TEXT, Suit
from ...engine.errors import FjolsError, Reason
from ...engine.games.davoserjas.options import (
    MAX_SEATS,
    MIN_SEATS,
    CardPenalty,
    DavoserjasOptions,
    KabaleScoring,
    Round,
    RoundId,
    RoundKind,
)
from ...engine.games.davoserjas.rounds import standard_rounds
from ...engine.options import OptionSpec
from .. import i18n
from ..i18n import QT_TRANSLATE_NOOP
from .field_editors import HELP_STYLE, CompositeEditor, FieldEditor, FormFactory
from .list_editors import SUIT_SIGNS, EntryList, button_box

GAME = "davoserjas"
STANDARD = tuple(r.value for r in RoundId)
ROLE = Qt.ItemDataRole.UserRole
FLAT = ("round_order", "extra_rounds", "points_per_trick", "points_per_club", "points_per_queen",
        "points_king_of_clubs", "points_last_trick", "last_trick_mode", "points_first_trick", "points_per_heart",
        "kabale_pass_penalty", "kabale_card_penalty", "kabale_first_out_bonus")


def key_from_name(name: str, taken: set[str]) -> str:
    """A round key from its name, as the engine allows (``[a-z0-9_]``, at most 40), unique in ``taken``."""
    letters = name.lower().replace("æ", "ae").replace("ø", "oe").replace("å", "aa")
    letters = unicodedata.normalize("NFKD", letters).encode("ascii", "ignore").decode()
    base = re.sub(r"[^a-z0-9]+", "_", letters).strip("_")[:34] or "round"
    key, n = base, 1
    while key in taken or key in STANDARD:
        n += 1
        key = f"{base}_{n}"
    return key


def round_name(entry: Mapping[str, Any]) -> str:
    """A round as people call it: its own name, else the standard name of its key."""
    name = entry.get("name")
    if isinstance(name, str) and name.strip():
        return name.strip()
    return i18n.render_arg("id", str(entry.get("id", "")), (), GAME)


def price_text(entry: Mapping[str, Any]) -> str:
    """What a round costs, in the table's words ("+5 per Q taken · +10 for the last trick")."""
    try:
        rule = Round.from_dict(entry)
    except FjolsError:
        return "…"
    lines: list[Reason] = []
    if rule.kind is RoundKind.KABALE:
        if rule.per_pass:
            lines.append(Reason.of("round_penalty", what="pass", points=rule.per_pass))
        if rule.kabale_scoring is KabaleScoring.PLACES:
            lines.append(Reason.of("round_penalty", what="place", points="/".join(map(str, rule.place_points))))
        elif rule.per_card_left:
            lines.append(Reason.of("round_penalty", what="card_left", points=rule.per_card_left))
        if rule.first_out_bonus:
            lines.append(Reason.of("round_bonus", what="first_out", points=rule.first_out_bonus))
    else:
        if rule.per_trick:
            lines.append(Reason.of("round_penalty", what="trick", points=rule.per_trick))
        lines += [Reason.of("round_penalty", what="cards", cards=p.cards, points=p.points) for p in rule.cards]
        if rule.first_trick:
            lines.append(Reason.of("round_penalty", what="first_trick", points=rule.first_trick))
        if rule.last_trick:
            lines.append(Reason.of("round_penalty", what="last_trick", points=rule.last_trick))
    return " · ".join(i18n.phrase(line, (), GAME) for line in lines) or \
        QCoreApplication.translate("RoundListEditor", "no points")


def _options(values: Mapping[str, Any]) -> DavoserjasOptions:
    try:
        return DavoserjasOptions.from_dict(values)
    except FjolsError:
        return DavoserjasOptions()


def priced_standard(options: DavoserjasOptions) -> dict[str, dict[str, Any]]:
    """Every standard round as the flat options price it, by key."""
    everything = options.replace(round_order=tuple(RoundId), extra_rounds=())
    return {r.id: r.to_dict() for r in standard_rounds(everything)}


class RoundListEditor(EntryList, CompositeEditor):
    """See the module docstring."""

    fields = (*FLAT, "custom_rounds", "rounds")

    def __init__(self, parent: QWidget, form_factory: FormFactory) -> None:
        host = QWidget(parent)
        super().__init__(host)
        self.entries: list[dict[str, Any]] = []
        self.loaded: dict[str, Any] = {}
        outer = QVBoxLayout(host)
        outer.setContentsMargins(0, 0, 0, 0)
        self.help = QLabel(host)
        self.help.setWordWrap(True)
        self.help.setStyleSheet(HELP_STYLE)
        outer.addWidget(self.help)
        line = QHBoxLayout()
        outer.addLayout(line, 1)
        self.view = QListWidget(host)
        self.view.setMinimumWidth(300)
        self.view.setWordWrap(True)   # a round's price may take a second line
        self.view.setSpacing(2)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        line.addWidget(self.view, 3)
        box, self.buttons = button_box(host, [("up", ""), ("down", ""), ("add", ""), ("remove", "")])
        line.addWidget(box)
        self.detail = QGroupBox(host)
        detail = QVBoxLayout(self.detail)
        self.form = form_factory(Round, "HouseRules", self.detail, tabs=False, nested=True, hide_inapplicable=True)
        detail.addWidget(self.form)
        detail.addStretch(1)
        line.addWidget(self.detail, 4)
        self.buttons["up"].clicked.connect(lambda: self.move(-1))
        self.buttons["down"].clicked.connect(lambda: self.move(1))
        self.buttons["add"].clicked.connect(self.add)
        self.buttons["remove"].clicked.connect(self.remove)
        self.view.currentRowChanged.connect(self._show)
        self.view.itemChanged.connect(self._ticked)
        self.form.changed.connect(self._entry_edited)
        self.retranslate()

    def retranslate(self) -> None:
        self.help.setText(self.tr("Tick the rounds you play and put them in the order you play them. Choose a "
                                  "round to see and change what it costs, or add a round of your own."))
        self.view.setAccessibleName(self.tr("Rounds in the order played"))
        for key, text in (("up", self.tr("Move &up")), ("down", self.tr("Move &down")),
                          ("add", self.tr("&Add a round")), ("remove", self.tr("&Remove"))):
            self.buttons[key].setText(text)
            self.buttons[key].setAccessibleName(text.replace("&", ""))

    # -- reading and writing the fields ---------------------------------------------------------------
    def set_values(self, values: Mapping[str, Any]) -> None:
        self.loaded = {name: values.get(name) for name in self.fields}
        options = _options(values)
        standard = priced_standard(options)
        defaults = Round().to_dict()
        if values.get("custom_rounds") is True and isinstance(values.get("rounds"), list):
            entries = [{**defaults, **e} for e in values["rounds"] if isinstance(e, Mapping)]
        else:
            entries = [r.to_dict() for r in standard_rounds(options)]
        listed = {e.get("id") for e in entries}
        entries += [{**standard[key], "played": False} for key in STANDARD if key not in listed]
        self.entries = entries
        self._rebuild(0)

    def values(self) -> dict[str, Any]:
        flat = None if self.loaded.get("custom_rounds") is True else self._flat()
        if flat is not None:
            return flat
        standard = priced_standard(_options(self.loaded))
        kept = [dict(e) for e in self.entries]
        while kept and kept[-1] == {**standard.get(kept[-1].get("id"), {}), "played": False}:
            kept.pop()   # left out at the end and priced as the rules price it: it comes back from them
        return {**self.loaded, "custom_rounds": True, "rounds": kept}

    def _flat(self) -> dict[str, Any] | None:
        """The flat options that play exactly this list, or None when it cannot be written so."""
        ids = [e.get("id") for e in self.entries]
        if sorted(map(str, ids)) != sorted(STANDARD) or any(e.get("name") for e in self.entries):
            return None
        by_id = {e["id"]: e for e in self.entries}

        def cards(key: str) -> int:
            rows = by_id[key].get("cards") or [{}]
            return int(rows[0].get("points", 0)) if isinstance(rows[0], Mapping) else 0
        last = by_id["last_trick"]
        kabale = by_id["kabale"]
        prices = {"points_per_trick": by_id["tricks"].get("per_trick"), "points_per_club": cards("clubs"),
                  "points_per_queen": cards("queens"), "points_king_of_clubs": cards("king_of_clubs"),
                  "points_last_trick": last.get("last_trick"), "points_per_heart": cards("hearts"),
                  "last_trick_mode": "first_and_last" if last.get("first_trick") else "last",
                  "points_first_trick": by_id["first_trick"].get("first_trick"),
                  "kabale_pass_penalty": kabale.get("per_pass"), "kabale_card_penalty": kabale.get("per_card_left"),
                  "kabale_first_out_bonus": kabale.get("first_out_bonus")}
        played = [e["id"] for e in self.entries if e.get("played", True)]
        flat = {**self.loaded, **prices, "custom_rounds": False, "round_order": played, "extra_rounds": []}
        extras = [x for x in self.loaded.get("extra_rounds") or [] if x in played]
        kept_extras = {**flat, "round_order": [k for k in played if k not in extras], "extra_rounds": extras}
        try:
            options = DavoserjasOptions.from_dict(flat)
            everything = options.replace(round_order=tuple(RoundId(k) for k in ids))
            if [r.to_dict() for r in standard_rounds(everything)] != [{**e, "played": True} for e in self.entries]:
                return None
            if extras and [r.id for r in standard_rounds(DavoserjasOptions.from_dict(kept_extras))] == played:
                return kept_extras
        except (FjolsError, ValueError):
            return None
        return flat

    # -- editing --------------------------------------------------------------------------------------
    def add(self) -> None:
        name = self.tr("My round")
        self.insert({**Round().to_dict(), "name": name, "id": key_from_name(name, self._keys())})

    def removable(self, entry: Mapping[str, Any]) -> bool:
        """A standard round is left out, never removed: only one's own go."""
        return entry.get("id") not in STANDARD

    def tick(self, row: int, played: bool) -> None:
        self.view.item(row).setCheckState(Qt.CheckState.Checked if played else Qt.CheckState.Unchecked)

    def row_of(self, key: str) -> int:
        return next((k for k, e in enumerate(self.entries) if e.get("id") == key), -1)

    def focus_item(self, path: str, reason_args: Mapping[str, Any]) -> None:
        found = re.match(r"^rounds\[(\d+)\]", path)
        kept = [k for k, e in enumerate(self.entries) if e in self.values().get("rounds", [])]
        if found and int(found.group(1)) < len(kept):
            self.select(kept[int(found.group(1))])
        elif isinstance(reason_args.get("round"), str) and self.row_of(reason_args["round"]) >= 0:
            self.select(self.row_of(reason_args["round"]))

    def _keys(self) -> set[str]:
        return {str(e.get("id")) for e in self.entries}

    # -- showing --------------------------------------------------------------------------------------
    def row_text(self, entry: Mapping[str, Any]) -> str:
        return self.tr("{round} — {price}").format(round=round_name(entry), price=price_text(entry))

    def _rebuild(self, current: int) -> None:
        self.view.blockSignals(True)
        self.view.clear()
        for entry in self.entries:
            item = QListWidgetItem(self.row_text(entry), self.view)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if entry.get("played", True) else Qt.CheckState.Unchecked)
        self.view.blockSignals(False)
        self.view.setCurrentRow(current)
        self._show(current)

    def _show(self, row: int) -> None:
        valid = 0 <= row < len(self.entries)
        self.detail.setEnabled(valid)
        entry = self.entries[row] if valid else {}
        self.detail.setTitle(round_name(entry) if valid else "")
        self.form.blockSignals(True)
        self.form.set_values(entry)
        self.form.blockSignals(False)
        own = valid and entry.get("id") not in STANDARD
        self.form.editor("kind").widget.setEnabled(own)
        name = self.form.editor("name").widget
        name.setPlaceholderText(i18n.render_arg("id", str(entry.get("id", "")), (), GAME) if valid else "")
        self.buttons["remove"].setEnabled(own)
        self.buttons["up"].setEnabled(valid and row > 0)
        self.buttons["down"].setEnabled(valid and row < len(self.entries) - 1)

    def _ticked(self, item: QListWidgetItem) -> None:
        row = self.view.row(item)
        if 0 <= row < len(self.entries):
            self.entries[row]["played"] = item.checkState() == Qt.CheckState.Checked
            self.changed.emit()

    def _entry_edited(self) -> None:
        row = self.view.currentRow()
        if not 0 <= row < len(self.entries):
            return
        old = self.entries[row]   # the form shows neither the key nor the tick: they stay the list's
        entry = {**self.form.values(), "id": old.get("id"), "played": old.get("played", True)}
        if entry.get("id") not in STANDARD and entry.get("name") != old.get("name"):
            entry["id"] = key_from_name(str(entry.get("name") or ""), self._keys() - {str(entry.get("id"))})
        self.entries[row] = entry
        self.view.item(row).setText(self.row_text(entry))
        self.detail.setTitle(round_name(entry))
        self.changed.emit()


# --- a round's cards and its points per place -------------------------------------------------------------

SUITS = {"C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES}
ONE_CARD = "one"


CHOICES = (
    ("C", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "Every club ♣")),
    ("D", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "Every diamond ♦")),
    ("H", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "Every heart ♥")),
    ("S", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "Every spade ♠")),
    ("C S", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "Every black card ♣ ♠")),
    ("D H", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "Every red card ♦ ♥")),
    ("2", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four twos")),
    ("3", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four threes")),
    ("4", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four fours")),
    ("5", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four fives")),
    ("6", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four sixes")),
    ("7", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four sevens")),
    ("8", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four eights")),
    ("9", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four nines")),
    ("10", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four tens")),
    ("J", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four jacks")),
    ("Q", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four queens")),
    ("K", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four kings")),
    ("A", QT_TRANSLATE_NOOP("PenaltyCardsEditor", "All four aces")),
    (ONE_CARD, QT_TRANSLATE_NOOP("PenaltyCardsEditor", "One card:")),
)


def card_choices() -> list[tuple[str, str]]:
    """(pattern, words) for the cards a row may price: suits, the black and red cards, four of a rank,
    one card."""
    return [(pattern, words.tr()) for pattern, words in CHOICES]


class PenaltyCardsEditor(FieldEditor):
    """A round's cards that cost points (``tuple[CardPenalty, ...]``): one row per line, "Every club ♣"
    or "One card:" with its suit and rank, then the points per card and Remove; "Add cards" under them.
    A pattern the choices do not name (written by hand or by an older version) keeps a row of its own."""

    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        host = QWidget(parent)
        outer = QVBoxLayout(host)
        outer.setContentsMargins(0, 0, 0, 0)
        super().__init__(host)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(0, 1)
        self.heads = [QLabel(self.tr("Cards"), host), QLabel(self.tr("Points each"), host)]
        self.grid.addWidget(self.heads[0], 0, 0, 1, 3)
        self.grid.addWidget(self.heads[1], 0, 3)
        outer.addLayout(self.grid)
        self.add_button = QPushButton(self.tr("Add cards"), host)
        self.add_button.clicked.connect(lambda: self.add())
        line = QHBoxLayout()
        line.addWidget(self.add_button)
        line.addStretch(1)
        outer.addLayout(line)
        self.rows: list[tuple[QComboBox, QComboBox, QComboBox, QSpinBox, QPushButton]] = []
        self.points_spec = next(s for s in CardPenalty.specs() if s.name == "points")

    def value(self) -> Any:
        return [{"cards": self._pattern(row), "points": row[3].value()} for row in self.rows]

    def set_value(self, value: Any) -> None:
        while self.rows:
            self._drop(len(self.rows) - 1)
        for entry in value if isinstance(value, (list, tuple)) else []:
            cards = entry.get("cards") if isinstance(entry, Mapping) else getattr(entry, "cards", None)
            points = entry.get("points") if isinstance(entry, Mapping) else getattr(entry, "points", None)
            self.add(str(cards or "C"), points if isinstance(points, int) else 1, quiet=True)

    def add(self, pattern: str = "C", points: int = 1, quiet: bool = False) -> None:
        what, suit, rank = QComboBox(self.widget), QComboBox(self.widget), QComboBox(self.widget)
        choices = card_choices()
        single = re.fullmatch(r"(10|[2-9JQKA])([CDHS])", pattern)
        if not single and pattern not in {p for p, _ in choices}:
            choices.insert(0, (pattern, self.tr("Cards: {cards}").format(cards=i18n.pattern_text(pattern))))
        for data, text in choices:
            what.addItem(text, data)
        names = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades", 11: "Jack", 12: "Queen", 13: "King",
                 14: "Ace"}   # the card-points editor's words (gui/widgets/list_editors.py)
        for letter, member in SUITS.items():
            suit.addItem(f"{SUIT_SIGNS[member]} {QCoreApplication.translate('CardPointsEditor', names[letter])}", letter)
        for value, text in RANK_TEXT.items():
            rank.addItem(QCoreApplication.translate("CardPointsEditor", names[value]) if value in names else text, text)
        what.setCurrentIndex(what.findData(ONE_CARD if single else pattern))
        if single:
            rank.setCurrentIndex(rank.findData(single.group(1)))
            suit.setCurrentIndex(suit.findData(single.group(2)))
        spin = QSpinBox(self.widget)
        spin.setRange(self.points_spec.minimum or 0, self.points_spec.maximum or 200)
        spin.setValue(points)
        spin.setMinimumWidth(70)
        remove = QPushButton(self.tr("Remove"), self.widget)
        number = len(self.rows) + 1
        what.setAccessibleName(self.tr("Cards, row {n}").format(n=number))
        spin.setAccessibleName(self.tr("Points each, row {n}").format(n=number))
        row = (what, suit, rank, spin, remove)
        for column, widget in enumerate(row):
            self.grid.addWidget(widget, number, column)
        self.rows.append(row)
        what.currentIndexChanged.connect(lambda _i: self._changed(row))
        for widget in (suit, rank):
            widget.currentIndexChanged.connect(lambda _i: self.changed.emit())
        spin.valueChanged.connect(lambda _v: self.changed.emit())
        remove.clicked.connect(lambda: self.remove(self.rows.index(row)))
        self._refresh()
        self._changed(row, quiet)

    def remove(self, index: int) -> None:
        if 0 <= index < len(self.rows):
            self._drop(index)
            self.changed.emit()

    def _drop(self, index: int) -> None:
        for widget in self.rows.pop(index):
            self.grid.removeWidget(widget)
            widget.hide()   # gone at once, deleted when the event loop gets to it
            widget.deleteLater()
        for k, later in enumerate(self.rows[index:], start=index + 1):   # the heads are row 0
            for column, widget in enumerate(later):
                self.grid.removeWidget(widget)
                self.grid.addWidget(widget, k, column)
        self._refresh()

    def _refresh(self) -> None:
        for head in self.heads:
            head.setVisible(bool(self.rows))

    def _changed(self, row: tuple[QComboBox, QComboBox, QComboBox, QSpinBox, QPushButton], quiet: bool = False) -> None:
        one = row[0].currentData() == ONE_CARD
        row[1].setVisible(one)
        row[2].setVisible(one)
        if not quiet:
            self.changed.emit()

    @staticmethod
    def _pattern(row: tuple[QComboBox, QComboBox, QComboBox, QSpinBox, QPushButton]) -> str:
        what = str(row[0].currentData())
        return f"{row[2].currentData()}{row[1].currentData()}" if what == ONE_CARD else what


class PlacePointsEditor(FieldEditor):
    """The kabale's points per place behind the winner: one box for each table size, "3 players" to "7"."""

    def __init__(self, spec: OptionSpec, context: str, parent: QWidget) -> None:
        host = QWidget(parent)
        grid = QGridLayout(host)
        grid.setContentsMargins(0, 0, 0, 0)
        super().__init__(host)
        self.spins: list[QSpinBox] = []
        for column, seats in enumerate(range(MIN_SEATS, MAX_SEATS + 1)):
            grid.addWidget(QLabel(self.tr("%n player(s)", "", seats), host), 0, column)
            spin = QSpinBox(host)
            spin.setRange(0, 200)
            spin.setAccessibleName(self.tr("Points per place with %n player(s)", "", seats))
            spin.valueChanged.connect(lambda _v: self.changed.emit())
            grid.addWidget(spin, 1, column)
            self.spins.append(spin)

    def value(self) -> Any:
        return [spin.value() for spin in self.spins]

    def set_value(self, value: Any) -> None:
        numbers = list(value) if isinstance(value, (list, tuple)) else []
        for spin, number in zip(self.spins, numbers):
            spin.blockSignals(True)
            spin.setValue(number if isinstance(number, int) else 0)
            spin.blockSignals(False)


Builder = Callable[[QWidget, FormFactory], CompositeEditor]
# The editors that take over several fields of an options class, by the class's full name.
COMPOSITES: Mapping[str, tuple[Builder, ...]] = MappingProxyType({
    f"{DavoserjasOptions.__module__}.{DavoserjasOptions.__qualname__}": (RoundListEditor,),
})
# A game's own editor for one field, by the field's name and type.
SPECIAL_EDITORS: Mapping[str, Mapping[Any, Callable[[OptionSpec, str, QWidget], FieldEditor]]] = MappingProxyType({
    "cards": {tuple[CardPenalty, ...]: PenaltyCardsEditor},
    "place_points": {tuple[int, ...]: PlacePointsEditor},
})
