"""The table's other items: pile areas (drop zones, outlines, counts, FOOL! discs), seat name
plates (whose turn, who is thinking, who deals), and the text banners (the prompt, public facts).
Text and outlines drawn straight on the felt take the colours of the scene's ``theme``."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.rules import Pile
from ..i18n.common import PILE_LABELS
from .card_painter import FONT_FAMILY
from .layout import AreaPlace
from .theme import DARK, TableTheme

GOLD = QColor("#f4c542")


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(7, round(pixels)))
    font.setBold(bold)
    return font


def theme_of(item: QGraphicsItem) -> TableTheme:
    return getattr(item.scene(), "theme", DARK)


def elide(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


class PileArea(QGraphicsItem):
    """A pile's place on the table: an outline where cards may go, its label and card count."""

    def __init__(self, place: AreaPlace) -> None:
        super().__init__()
        self.pile: Pile = place.pile
        self.rect = QRectF()
        self.label = ""
        self.outline = False
        self.count: int | None = None
        self.drop = True
        self.token = False
        self.label_below = False
        self.highlight = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.place(place)

    @property
    def pile_id(self) -> str:
        return self.pile.id

    def place(self, place: AreaPlace) -> None:
        self.setToolTip(place.label)
        self.prepareGeometryChange()
        self.pile, self.rect, self.label = place.pile, QRectF(place.rect), place.label
        self.outline, self.count, self.drop, self.token = place.outline, place.count, place.drop, place.token
        self.label_below = place.label_below
        self.setZValue(1 if not self.token else 500)
        self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def boundingRect(self) -> QRectF:
        extra = 30 if self.label else 8
        return self.rect.adjusted(-extra - 40, -extra, extra + 40, extra)

    def shape_contains(self, point: QPointF) -> bool:
        return self.rect.contains(point)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        radius = min(r.width(), r.height()) * 0.08
        if self.token:
            self._paint_disc(p, r)
            return
        if self.highlight:
            p.setPen(QPen(GOLD, 3))
            p.setBrush(QColor(244, 197, 66, 40))
            p.drawRoundedRect(r, radius, radius)
        elif self.outline:
            pen = QPen(theme_of(self).outline, 1.5, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(theme_of(self).outline_fill)
            p.drawRoundedRect(r, radius, radius)
        if self.label:
            font = _font(max(11.0, min(r.height() * 0.2, 15.0)), bold=True)
            p.setFont(font)
            p.setPen(theme_of(self).ink)
            text = elide(self.label, font, max(r.width(), 60.0))
            if self.outline and not self.count:
                p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
            elif self.label_below:
                box = QRectF(r.center().x() - 80, r.bottom() + font.pixelSize() * 0.3, 160, font.pixelSize() * 1.4)
                if self.scene() is not None:  # keep the label on the table
                    bounds = self.scene().sceneRect()
                    box.moveLeft(max(bounds.left() + 2, min(box.left(), bounds.right() - 2 - box.width())))
                p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
            else:
                p.drawText(QRectF(r.left(), r.top() - font.pixelSize() * 1.5, max(r.width(), 120), font.pixelSize() * 1.4),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        if self.count:
            d = max(18.0, min(r.width(), r.height()) * 0.34)
            badge = QRectF(r.right() - d * 0.55, r.top() - d * 0.45, d, d)
            p.setPen(QPen(QColor("white"), 1.5))
            p.setBrush(QColor("#24374d"))
            p.drawEllipse(badge)
            p.setFont(_font(d * 0.5, bold=True))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))

    def _paint_disc(self, p: QPainter, r: QRectF) -> None:
        grad = QRadialGradient(r.center() - QPointF(r.width() * 0.15, r.height() * 0.15), r.width() * 0.7)
        grad.setColorAt(0, QColor("#ffe27a"))
        grad.setColorAt(1, QColor("#c98a12"))
        p.setPen(QPen(QColor("#6b4a05"), max(1.5, r.width() * 0.05)))
        p.setBrush(grad)
        p.drawEllipse(r)
        p.setPen(QColor("#4a3203"))
        p.setFont(_font(r.height() * 0.26, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, PILE_LABELS["token"].tr())  # the full label is the tooltip


class NamePlate(QGraphicsItem):
    """A seat's name, its cards and points, and whether it is this seat's turn."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.rect = QRectF()
        self.name = ""
        self.detail = ""
        self.score = ""
        self.active = False
        self.thinking = False
        self.dealer = False
        self.viewer = False
        self.dots = 0
        self.setZValue(400)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, rect: QRectF, name: str, detail: str, score: str, active: bool, thinking: bool,
                    dealer: bool, viewer: bool) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
        self.name, self.detail, self.score, self.active = name, detail, score, active
        self.thinking, self.dealer, self.viewer = thinking, dealer, viewer
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-12, -12, 12, 12)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        radius = r.height() * 0.28
        if self.active:
            for i, alpha in enumerate((40, 70)):
                grow = 7 - i * 3
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(244, 197, 66, alpha))
                p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        p.setPen(QPen(GOLD if self.active else QColor(255, 255, 255, 60), 2.5 if self.active else 1))
        p.setBrush(QColor(12, 28, 20, 200) if not self.active else QColor(40, 34, 10, 215))
        p.drawRoundedRect(r, radius, radius)
        pad = r.height() * 0.16
        text_left = r.left() + pad * 1.4
        score_w = r.height() * 0.9 if self.score else 0.0
        width = r.width() - pad * 2.8 - score_w
        if self.score:
            score_font = _font(r.height() * 0.42, bold=True)
            p.setFont(score_font)
            p.setPen(GOLD)
            p.drawText(QRectF(r.right() - pad - score_w, r.top(), score_w, r.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.score)
        name_font = _font(r.height() * 0.34, bold=True)
        p.setFont(name_font)
        p.setPen(QColor("#fff6d6") if self.active else QColor("white"))
        p.drawText(QRectF(text_left, r.top() + pad * 0.6, width, r.height() * 0.46),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elide(self.name, name_font, width))
        detail_font = _font(r.height() * 0.25)
        p.setFont(detail_font)
        p.setPen(QColor(255, 255, 255, 190))
        detail = self.detail + ("." * (1 + self.dots % 3) if self.thinking else "")
        p.drawText(QRectF(text_left, r.top() + r.height() * 0.5, width, r.height() * 0.42),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elide(detail, detail_font, width))
        if self.dealer:
            d = r.height() * 0.44
            chip = QRectF(r.left() - d * 0.35, r.top() - d * 0.35, d, d)
            p.setPen(QPen(QColor("#24374d"), 1.5))
            p.setBrush(QColor("#fdfbf3"))
            p.drawEllipse(chip)
            p.setPen(QColor("#24374d"))
            p.setFont(_font(d * 0.55, bold=True))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.dealer_letter)

    dealer_letter = "D"


class Banner(QGraphicsItem):
    """A line of text on a dark rounded band (the prompt above the hand, or the facts box)."""

    def __init__(self, align_left: bool = False) -> None:
        super().__init__()
        self.rect = QRectF()
        self.text = ""
        self.align_left = align_left
        self.emphasis = False
        self.setZValue(450)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, rect: QRectF, text: str, emphasis: bool = False) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
        self.text, self.emphasis = text, emphasis
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if self.align_left:
            font = _font(min(15.0, max(11.0, r.height() * 0.16)))
            p.setFont(font)
            p.setPen(theme_of(self).ink)
            p.drawText(r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.text)
            return
        font = _font(r.height() * 0.46, bold=True)
        metrics = QFontMetricsF(font)
        width = min(r.width(), metrics.horizontalAdvance(self.text) + r.height() * 1.2)
        band = QRectF(r.center().x() - width / 2, r.top(), width, r.height())
        p.setPen(QPen(GOLD, 1.5) if self.emphasis else Qt.PenStyle.NoPen)
        p.setBrush(QColor(10, 24, 16, 190))
        p.drawRoundedRect(band, r.height() / 2, r.height() / 2)
        p.setFont(font)
        p.setPen(QColor("#fff6d6") if self.emphasis else QColor("white"))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, metrics.elidedText(self.text, Qt.TextElideMode.ElideRight,
                                                                          band.width() - r.height() * 0.6))
