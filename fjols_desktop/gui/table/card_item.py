"""``CardItem``: one card on the table, drawn from the painter's cached pixmap.

The viewer's own cards are interactive: a legal card lifts under the pointer, any card can be
picked up and dragged (``ItemIsMovable`` with mouse press/move/release, no ``QDrag``, so it works
the same offscreen, under Xvfb and on a desktop), and the table decides on release what the drop
means. Illegal cards are dimmed while the viewer is to act; selected cards stand raised with a gold
edge; the keyboard focus has a blue edge; a card just received (``fresh``: the table sets it for a
moment after a pass) stands raised with a green edge. Other cards only paint themselves.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .card_painter import FONT_FAMILY, CardPainter, shadow_pad
from .places import CardPlace


class CardTable(Protocol):
    """What a card needs from the table it lies on (``TableScene``): how to paint it, whether the
    viewer may play now, how fast it lifts, and where to report the player's gestures."""

    card_painter: CardPainter
    lift_ms: int

    @property
    def active(self) -> bool: ...
    def drag_started(self, item: CardItem) -> None: ...
    def drag_moved(self, item: CardItem, point: QPointF) -> None: ...
    def card_dropped(self, item: CardItem, point: QPointF) -> None: ...
    def card_clicked(self, item: CardItem) -> None: ...
    def card_activated(self, item: CardItem) -> None: ...


GOLD = QColor("#f4c542")
FOCUS = QColor("#5aa9ff")
RECEIVED = QColor("#3ddc84")   # the edge of a card just received: neither the selection's gold nor the focus' blue


class CardItem(QGraphicsObject):
    def __init__(self, table: CardTable, key: str) -> None:
        super().__init__()
        self.table = table
        self.key = key
        self.card: Any = None
        self.pile_id = ""
        self.index = 0
        self.size = QSizeF(10, 14)
        self.home = QPointF()
        self.target: str | None = None
        self.mark = ""
        self.interactive = False
        self.legal = False
        self.dimmed = False
        self.outlined = False
        self.selected = False
        self.focused = False
        self.fresh = False            # just received (a pass): raised with a green edge for a moment
        self.base_z = 0.0
        self._state: tuple[bool, ...] = ()
        self._hover = False
        self._press: QPointF | None = None
        self._dragging = False
        self._anim: QAbstractAnimation | None = None
        self._anim_end = QPointF()
        self.setAcceptHoverEvents(True)
        # Qt keeps each card's rendering (turned, with its shadow) as a device-pixel image and only
        # re-renders it after update(): a redraw of the table is then one plain blit per card.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- placing -----------------------------------------------------------------------------------------
    def place(self, place: CardPlace, animate_ms: int, delay_ms: int = 0) -> None:
        looks = (place.card, place.mark)
        if place.size != self.size:
            self.prepareGeometryChange()
            self.size = QSizeF(place.size)
            self.update()
        elif looks != (self.card, self.mark):
            self.update()  # only a changed look re-renders the cached image; moving does not
        self.card, self.pile_id, self.index = place.card, place.pile_id, place.index
        self.target, self.mark, self.interactive = place.target, place.mark, place.interactive
        self.setTransformOriginPoint(self.size.width() / 2, self.size.height() / 2)
        if self.rotation() != place.rotation:
            self.setRotation(place.rotation)
        self.base_z = place.z
        self.setZValue(place.z)
        self.home = QPointF(place.centre.x() - self.size.width() / 2, place.centre.y() - self.size.height() / 2)
        if self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, False)
            self.setCursor(Qt.CursorShape.ArrowCursor)
        if not self.interactive and (self.legal or self.dimmed or self.outlined or self.selected or self.focused
                                     or self.fresh):
            self.focused = self.fresh = False  # a card played from the hand sheds its hand highlights
            self.set_state(False, False, False, False, False)
            self.update()
        self.go_home(animate_ms, delay_ms)

    def set_state(self, legal: bool, dimmed: bool, outlined: bool, selected: bool, movable: bool) -> None:
        state = (legal, dimmed, outlined, selected, self.focused)
        if state != self._state:
            self._state = state
            self.legal, self.dimmed, self.outlined, self.selected = legal, dimmed, outlined, selected
            self.update()
        if bool(self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable) != movable:
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, movable)
        self.setCursor(Qt.CursorShape.OpenHandCursor if movable and legal else Qt.CursorShape.ArrowCursor)

    def set_fresh(self, fresh: bool, animate_ms: int = 0) -> None:
        """Mark the card as just received (raised, green edge) or not."""
        if fresh != self.fresh:
            self.fresh = fresh
            self.update()
            self.go_home(animate_ms)

    def rest_position(self) -> QPointF:
        lift = 0.0
        if self.interactive:
            if self.selected or self.fresh:
                lift = self.size.height() * 0.16
            elif self._hover and self.legal and self.table.active:
                lift = self.size.height() * 0.07
        return QPointF(self.home.x(), self.home.y() - lift)

    def go_home(self, animate_ms: int = 0, delay_ms: int = 0) -> None:
        """Move to the resting place (animated when asked and visible; after ``delay_ms`` when dealt)."""
        end = self.rest_position()
        if self.animating and (end - self._anim_end).manhattanLength() < 0.5:
            return  # already on its way there (a card being dealt keeps its turn in the deal)
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        self._anim_end = end
        if animate_ms > 0 and self.isVisible() and (self.pos() - end).manhattanLength() > 1:
            anim = QPropertyAnimation(self, b"pos", self)
            anim.setDuration(animate_ms)
            anim.setStartValue(self.pos())
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            if delay_ms > 0:
                group = QSequentialAnimationGroup(self)
                group.addPause(delay_ms)
                group.addAnimation(anim)
                group.start()
                self._anim = group
            else:
                anim.start()
                self._anim = anim
        else:
            self.setPos(end)

    @property
    def animating(self) -> bool:
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    # -- painting ------------------------------------------------------------------------------------------
    def card_rect(self) -> QRectF:
        """The card itself (no shadow) in scene coordinates, as it lies when at rest."""
        box = QRectF(QPointF(0, 0), self.size)
        return self.mapRectToScene(box).translated(self.home - self.pos())

    def boundingRect(self) -> QRectF:
        pad = shadow_pad(self.size.width())
        return QRectF(-pad, -pad, self.size.width() + 2 * pad, self.size.height() + 2 * pad)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.size.width(), self.size.height()
        radius = w * 0.075
        device = p.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        lifted = self._dragging or self.pos().y() < self.home.y() - 0.5
        sprite, pad = self.table.card_painter.sprite(self.card, w, h, dpr, lifted, self.dimmed)
        p.drawPixmap(QPointF(-pad, -pad), sprite)
        card = QRectF(0, 0, w, h)
        if self.selected or self.outlined or self.focused or self.fresh:
            colour = FOCUS if self.focused and not self.selected else GOLD
            if self.fresh and not self.selected and not self.focused:
                colour = RECEIVED
            width = max(2.0, w * (0.035 if self.selected or self.fresh else 0.02))
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(colour, width))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(card.adjusted(width / 2, width / 2, -width / 2, -width / 2), radius, radius)
        if self.mark == "worst":  # a fool's card; the other marks ("won", "received") draw nothing here
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            d = w * 0.34
            badge = QRectF(-d * 0.25, h * 0.42, d, d)  # on the left edge: visible in an overlapped row
            p.setPen(QPen(QColor("white"), max(1.0, d * 0.08)))
            p.setBrush(QColor("#c62828"))
            p.drawEllipse(badge)
            font = QFont(FONT_FAMILY)
            font.setBold(True)
            font.setPixelSize(max(6, round(d * 0.62)))
            p.setFont(font)
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, "✗")

    # -- the pointer ---------------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        if self.interactive and not self._dragging and self._press is None:
            self.go_home(self.table.lift_ms)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        if self.interactive and not self._dragging and self._press is None:
            self.go_home(self.table.lift_ms)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        if self._anim is not None:
            self._anim.stop()
        if self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            self.setZValue(1000)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        super().mousePressEvent(event)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self._dragging and (event.scenePos() - self._press).manhattanLength() >= QApplication.startDragDistance():
            self._dragging = True
            self.table.drag_started(self)
        if self._dragging:
            super().mouseMoveEvent(event)
            self.table.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        super().mouseReleaseEvent(event)
        dragging, self._dragging, self._press = self._dragging, False, None
        self.setZValue(self.base_z)
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.legal else Qt.CursorShape.ArrowCursor)
        if dragging:
            self.table.card_dropped(self, event.scenePos())
        else:
            self.table.card_clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive:
            event.ignore()
            return
        self._press = None
        self.table.card_activated(self)
        event.accept()
