"""What a screen reader hears at the table.

The table is drawn on a ``QGraphicsView``, whose items are invisible to accessibility tools, so the
view itself carries the game in words: its accessible description is ``describe_table(view)`` (your
hand, what lies in the middle, the points, whose turn it is), refreshed with every observation, and
``announce`` fires the change so a screen reader reads it. Moving the keyboard focus along the hand
announces the focused card. Every other control has an accessible name (its text, its label's text
through a buddy, or one set explicitly); a test walks the windows and checks it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from ..engine.rules import Observation, PileKind
from . import i18n
from .models.table_model import pile_label

translate = QCoreApplication.translate  # (not "tr": lupdate reads a one-argument tr() as context-free)


def cards_text(cards: Sequence[Any]) -> str:
    shown = [i18n.card_text(c) for c in cards if c is not None]
    hidden = sum(1 for c in cards if c is None)
    if hidden:
        shown.append(translate("Accessibility", "{count} face down").format(count=hidden))
    return " ".join(shown) if shown else translate("Accessibility", "empty")


def describe_table(view: Observation, names: Sequence[str], prompt: str = "") -> str:
    """The table in sentences: the viewer's hand, every public pile with cards, the points and the prompt."""
    parts = []
    own = view.pile(f"hand:{view.seat}")
    hand = own.cards if own is not None else view.hand
    parts.append(translate("Accessibility", "Your hand: {cards}.").format(cards=cards_text(hand)))
    for pile in view.piles:
        if pile.kind is PileKind.HAND or not pile.cards:
            continue
        if pile.kind in (PileKind.TRICK, PileKind.LAST_TRICK, PileKind.BOUT, PileKind.CHAIN) and pile.played_by:
            played = [f"{i18n.seat_name(by, names)} {i18n.card_text(card)}" if by is not None else
                      i18n.card_text(card) for card, by in zip(pile.cards, pile.played_by)]
            parts.append(f"{pile_label(pile, names, view.game)}: {', '.join(played)}.")
        elif pile.kind in (PileKind.TAKEN, PileKind.STOCK, PileKind.PASS) or all(c is None for c in pile.cards):
            parts.append(f"{pile_label(pile, names, view.game)}: {len(pile.cards)}.")
        else:
            parts.append(f"{pile_label(pile, names, view.game)}: {cards_text(pile.cards)}.")
    points = ", ".join(f"{i18n.seat_name(s, names)} {p}" for s, p in enumerate(view.points))
    if points:
        parts.append(translate("Accessibility", "Points: {points}.").format(points=points))
    if prompt:
        parts.append(prompt)
    return " ".join(parts)


def announce(widget: QWidget, text: str) -> None:
    """Make ``text`` the widget's accessible description and tell assistive tools it changed."""
    if widget.accessibleDescription() == text:
        return
    widget.setAccessibleDescription(text)
    if QAccessible.isActive():  # nobody listens otherwise: skip building the event
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))


def unnamed_controls(root: QWidget) -> list[QWidget]:
    """Interactive widgets under ``root`` that a screen reader could not name (for tests)."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractSpinBox,
        QComboBox,
        QLineEdit,
        QListWidget,
        QTabBar,
    )

    kinds = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QListWidget)
    out = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, kinds) or isinstance(widget, QTabBar) or not widget.isVisibleTo(root):
            continue
        if isinstance(widget.parent(), (QComboBox, QAbstractSpinBox)):
            continue  # the line edit inside a spin box or combo box is named by its owner
        interface = QAccessible.queryAccessibleInterface(widget)
        name = interface.text(QAccessible.Text.Name) if interface is not None else ""
        if not (name or "").strip():
            out.append(widget)
    return out
