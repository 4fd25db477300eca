"""The table's other items: pile areas (drop zones, outlines, counts, FOOL! discs), seat name
plates (whose turn, who is thinking, who deals, and the game's tags such as "attacks" or "sits
out"), and the text banners (the prompt above the hand, the facts box and the sign in the corner,
each on its own dark band). Suit symbols in any of these texts are drawn in their suit's colour; text
and outlines drawn straight on the felt take the colours of the scene's ``theme``."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
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


RED_SUITS = frozenset("♥♦")
LIGHT_RED = QColor("#ff8f8f")   # a red suit in light print (on the dark felt and dark panels)
DARK_RED = QColor("#c8102e")    # ... and in dark print (on the light felt)
TAG_COLOURS = {"attack": "#c2410c", "defend": "#1d5fb4", "good": "#2e7d32", "bad": "#8e1b3b", "neutral": "#455a64"}


def draw_line(p: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """One line of text, vertically centred in ``rect``, elided to fit, red suits in light red."""
    metrics = QFontMetricsF(font)
    text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    width = metrics.horizontalAdvance(text)
    if align & Qt.AlignmentFlag.AlignHCenter:
        x = rect.center().x() - width / 2
    elif align & Qt.AlignmentFlag.AlignRight:
        x = rect.right() - width
    else:
        x = rect.left()
    baseline = rect.center().y() + (metrics.ascent() - metrics.descent()) / 2
    p.setFont(font)
    for red, chars in groupby(text, key=lambda ch: ch in RED_SUITS):
        run = "".join(chars)
        p.setPen((LIGHT_RED if colour.lightness() > 128 else DARK_RED) if red else colour)
        p.drawText(QPointF(x, baseline), run)
        x += metrics.horizontalAdvance(run)


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
        self.label_rect: QRectF | None = None
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
        self.label_rect = QRectF(place.label_rect) if place.label_rect is not None else None
        self.setZValue(1 if not self.token else 500)
        self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def boundingRect(self) -> QRectF:
        extra = 30 if self.label else 8
        box = self.rect.adjusted(-extra - 40, -extra, extra + 40, extra)
        return box.united(self.label_rect) if self.label_rect is not None else box

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
        if self.label and self.label_rect is not None:
            box = self.label_rect
            font = _font(min(box.height() * 0.62, box.width() * 0.8), bold=True)
            draw_line(p, box, self.label, font, theme_of(self).ink, Qt.AlignmentFlag.AlignHCenter)
        elif self.label:
            font = _font(max(11.0, min(r.height() * 0.2, 15.0)), bold=True)
            p.setFont(font)
            p.setPen(theme_of(self).ink)
            text = elide(self.label, font, max(r.width(), 60.0 if not self.label_below else 160.0))
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
        self.tags: tuple[tuple[str, str], ...] = ()
        self.dots = 0
        self.setZValue(400)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, rect: QRectF, name: str, detail: str, score: str, active: bool, thinking: bool,
                    dealer: bool, viewer: bool, tags: Sequence[tuple[str, str]] = ()) -> None:
        """``tags`` are (text, tone) pairs shown on the plate's top edge ("attacks", "sits out")."""
        if rect != self.rect or tuple(tags) != self.tags:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
        self.name, self.detail, self.score, self.active = name, detail, score, active
        self.thinking, self.dealer, self.viewer = thinking, dealer, viewer
        self.tags = tuple(tags)
        self.setToolTip(" · ".join(text for text, _ in self.tags))
        self.update()

    def boundingRect(self) -> QRectF:
        box = self.rect.adjusted(-12, -12, 12, 12)
        for pill, _text, _tone in self._pills():
            box = box.united(pill.adjusted(-2, -2, 2, 2))
        return box

    def _pills(self) -> list[tuple[QRectF, str, str]]:
        """The tags as pills on the plate's top edge, from just right of the dealer's chip; a long row
        runs on past the plate's right end rather than being cut."""
        r = self.rect
        height = r.height() * 0.42
        metrics = QFontMetricsF(_font(height * 0.62, bold=True))
        widths = [metrics.horizontalAdvance(text) + height * 0.9 for text, _ in self.tags]
        total = sum(widths) + height * 0.25 * max(0, len(widths) - 1)
        left = max(r.left() + r.height() * 0.3, r.right() - r.height() * 0.2 - total)
        out = []
        for (text, tone), width in zip(self.tags, widths):
            out.append((QRectF(left, r.top() - height * 0.6, width, height), text, tone))
            left += width + height * 0.25
        return out

    def _paint_tags(self, p: QPainter, r: QRectF) -> None:
        font = _font(r.height() * 0.42 * 0.62, bold=True)
        for pill, text, tone in self._pills():
            p.setPen(QPen(QColor(255, 255, 255, 200), 1.2))
            p.setBrush(QColor(TAG_COLOURS.get(tone, TAG_COLOURS["neutral"])))
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            p.setPen(QColor("white"))
            p.setFont(font)
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

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
        if self.tags:
            self._paint_tags(p, r)

    @property
    def dealer_letter(self) -> str:
        """The one letter on the dealer's button, in the player's language (read at paint time)."""
        return QCoreApplication.translate("NamePlate", "D", "the dealer button: first letter of 'dealer'")


class Banner(QGraphicsItem):
    """Text on a dark rounded band. Three styles: ``"prompt"`` (one bold line above the hand, gold edge
    when the viewer is to act), ``"facts"`` (a small panel of lines in the corner) and ``"sign"`` (one
    large line heading the middle: the trump, the round, the lead colour)."""

    def __init__(self, style: str = "prompt") -> None:
        super().__init__()
        self.rect = QRectF()
        self.text = ""
        self.style = style
        self.emphasis = False
        self.setZValue(450)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def align_left(self) -> bool:
        return self.style == "facts"

    @staticmethod
    def font_for(style: str, scene_height: float) -> QFont:
        if style == "facts":
            return _font(min(16.0, max(12.0, scene_height * 0.019)))
        return _font(min(26.0, max(15.0, scene_height * 0.03)), bold=True)

    @classmethod
    def measure(cls, style: str, text: str, scene_height: float) -> QSizeF:
        """The size a banner of ``style`` needs for ``text`` (empty: nothing)."""
        if not text:
            return QSizeF()
        lines = text.split("\n")
        if style == "sign":  # the first line large, the others smaller
            big = QFontMetricsF(cls.font_for("sign", scene_height))
            small = QFontMetricsF(cls.sign_detail_font(scene_height))
            pad = big.height() * 0.5
            width = max([big.horizontalAdvance(lines[0])] + [small.horizontalAdvance(line) for line in lines[1:]])
            return QSizeF(width + 2 * pad + big.height() * 0.3,
                          big.height() * 1.15 + small.height() * 1.1 * (len(lines) - 1) + pad * 0.9)
        metrics = QFontMetricsF(cls.font_for(style, scene_height))
        pad = metrics.height() * 0.5
        width = max(metrics.horizontalAdvance(line) for line in lines) + 2 * pad
        return QSizeF(width, metrics.height() * len(lines) * 1.12 + 2 * pad * 0.8)

    @staticmethod
    def sign_detail_font(scene_height: float) -> QFont:
        return _font(min(18.0, max(12.0, scene_height * 0.021)), bold=True)

    def set_text(self, rect: QRectF, text: str, emphasis: bool = False) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
        self.text, self.emphasis = text, emphasis
        self.setVisible(bool(text) and not rect.isEmpty())
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if self.style == "facts":
            font = self.font_for("facts", self.scene().height() if self.scene() is not None else 600)
            metrics = QFontMetricsF(font)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(8, 22, 14, 120))
            p.drawRoundedRect(r, metrics.height() * 0.4, metrics.height() * 0.4)
            pad = metrics.height() * 0.5
            line_h = metrics.height() * 1.12
            y = r.top() + pad * 0.8
            for line in self.text.split("\n"):
                if y + line_h > r.bottom() + 1:
                    break
                draw_line(p, QRectF(r.left() + pad, y, r.width() - 2 * pad, line_h), line, font,
                          QColor(255, 255, 255, 225))
                y += line_h
            return
        if self.style == "sign":
            height = self.scene().height() if self.scene() is not None else 600
            big, small = self.font_for("sign", height), self.sign_detail_font(height)
            pad = QFontMetricsF(big).height() * 0.5
            lines = self.text.split("\n")
            p.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
            p.setBrush(QColor(10, 24, 16, 185))
            radius = min(r.height() / 2, QFontMetricsF(big).height() * 0.7)
            p.drawRoundedRect(r, radius, radius)
            y = r.top() + pad * 0.45
            for i, line in enumerate(lines):
                font = big if i == 0 else small
                line_h = QFontMetricsF(font).height() * (1.15 if i == 0 else 1.1)
                draw_line(p, QRectF(r.left() + pad, y, r.width() - 2 * pad, line_h), line, font,
                          QColor("#fff6d6") if i == 0 else QColor(255, 246, 214, 220))
                y += line_h
            return
        font = _font(r.height() * 0.46, bold=True)
        metrics = QFontMetricsF(font)
        width = min(r.width(), metrics.horizontalAdvance(self.text) + r.height() * 1.2)
        band = QRectF(r.center().x() - width / 2, r.top(), width, r.height())
        p.setPen(QPen(GOLD, 1.5) if self.emphasis else Qt.PenStyle.NoPen)
        p.setBrush(QColor(10, 24, 16, 190))
        p.drawRoundedRect(band, r.height() / 2, r.height() / 2)
        draw_line(p, band.adjusted(r.height() * 0.3, 0, -r.height() * 0.3, 0), self.text, font,
                  QColor("#fff6d6") if self.emphasis else QColor("white"), Qt.AlignmentFlag.AlignHCenter)
