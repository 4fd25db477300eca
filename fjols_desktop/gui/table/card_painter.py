"""Card faces and backs drawn in code, crisp at any size and device pixel ratio.

French cards (anything with ``rank`` 2..14 and ``suit`` with ``.letter``): corner indices (rank in the
player's language over the suit symbol, big enough to read in a fanned hand), pips laid out on the
usual grid for 2-10, one large pip for the ace, and double-ended court cards (a framed crown, tiara
or cap motif with a large letter). Two colourings: classic red/black and four colours
(♠ black, ♥ red, ♦ blue, ♣ green), and large print (``large_print``: a big rank and suit in the
corners and one big suit sign in the middle instead of the pips and court pictures). FOOL! cards
(anything with ``colour`` G/R/Y/B/W and ``value``): a coloured card with a large number in a white
disc, corner numbers and a shape per colour (● ▲ ■ ◆, ★ for the wild 1) so the colours can be told
apart without colour vision.

Suit and shape glyphs are turned into ``QPainterPath`` outlines once (from the bundled DejaVu
Sans), normalised to a unit box and scaled per card, so pips are centred exactly at any size.
``pixmap()`` renders at ``size * device_pixel_ratio`` and caches the result per size, ratio,
colouring and index letters (bounded LRU), so redrawing the table is a blit per card. The letters of
the jack, queen, king and ace follow the language shown (``i18n/letters.py``: B/D/K/E in Danish,
Kn/D/K/E in Swedish and Norwegian, or J/Q/K/A), read when a card is drawn, so a change of language
or of the international-letters setting draws new faces without clearing anything.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from ..i18n import rank_text
from ..i18n.letters import card_letters, letters_key
from .theme import FONT_FAMILY

CARD_ASPECT = 63 / 88  # width / height of a poker-size card

TWO_COLOURS = {"S": "#1b1b1f", "C": "#1b1b1f", "H": "#c8102e", "D": "#c8102e"}
FOUR_COLOURS = {"S": "#1b1b1f", "C": "#17803a", "H": "#c8102e", "D": "#1d5fc4"}
SUIT_GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
FOOL_COLOURS = {"G": "#2f9e52", "R": "#d33a2c", "Y": "#f0bf2a", "B": "#2f6bd0", "W": "#fbfaf6"}
FOOL_SHAPES = {"G": "●", "R": "▲", "Y": "■", "B": "◆", "W": "★"}
FOOL_INK = {"G": "#ffffff", "R": "#ffffff", "Y": "#3a2c00", "B": "#ffffff", "W": "#33302a"}

# Pip centres for 2-10 on a unit box (x across, y down); pips below the middle are drawn upside down.
_C, _L, _R = 0.5, 0.0, 1.0
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, 0), (_C, 1)),
    3: ((_C, 0), (_C, .5), (_C, 1)),
    4: ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    5: ((_L, 0), (_R, 0), (_C, .5), (_L, 1), (_R, 1)),
    6: ((_L, 0), (_R, 0), (_L, .5), (_R, .5), (_L, 1), (_R, 1)),
    7: ((_L, 0), (_R, 0), (_C, .25), (_L, .5), (_R, .5), (_L, 1), (_R, 1)),
    8: ((_L, 0), (_R, 0), (_C, .25), (_L, .5), (_R, .5), (_C, .75), (_L, 1), (_R, 1)),
    9: ((_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_C, .5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1), (_R, 1)),
    10: ((_L, 0), (_R, 0), (_C, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3), (_C, 5 / 6),
         (_L, 1), (_R, 1)),
}


def shadow_pad(width: float) -> float:
    """The margin a card's shadow needs on each side (``CardPainter.sprite``)."""
    return width * 0.08 + 3


def card_key(card: Any) -> str:
    """The cache and identity key of a card: its canonical text, ``"back"`` for a face-down card."""
    return "back" if card is None else str(card)


def is_french(card: Any) -> bool:
    return hasattr(card, "rank") and hasattr(card, "suit")


def is_fool(card: Any) -> bool:
    return hasattr(card, "colour") and hasattr(card, "value")


class CardPainter:
    """Draws and caches card images. One per table; ``four_colour`` switches the French colouring."""

    def __init__(self, four_colour: bool = False, cache_limit: int = 800, large_print: bool = False) -> None:
        self._four_colour = four_colour
        self._large = large_print
        self._cache: OrderedDict[tuple[Any, ...], QPixmap] = OrderedDict()
        self._limit = cache_limit
        self._glyphs: dict[str, QPainterPath] = {}

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        if value != self._four_colour:
            self._four_colour = value
            self._cache.clear()

    @property
    def large_print(self) -> bool:
        return self._large

    @large_print.setter
    def large_print(self, value: bool) -> None:
        if value != self._large:
            self._large = value
            self._cache.clear()

    def clear(self) -> None:
        self._cache.clear()

    def suit_colour(self, letter: str) -> QColor:
        return QColor((FOUR_COLOURS if self._four_colour else TWO_COLOURS).get(letter, "#1b1b1f"))

    # -- cached images --------------------------------------------------------------------------------
    def pixmap(self, card: Any, width: float, height: float, dpr: float = 1.0) -> QPixmap:
        """The card (``None``: its back) as a pixmap of ``width`` x ``height`` logical pixels."""
        letters = card_letters()
        key = (card_key(card), round(width * 4), round(height * 4), round(dpr * 100), self._four_colour, self._large,
               letters_key(letters))
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        pix = QPixmap(max(1, math.ceil(width * dpr)), max(1, math.ceil(height * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                         | QPainter.RenderHint.SmoothPixmapTransform)
        self.paint(p, QRectF(0, 0, width, height), card, letters)
        p.end()
        self._cache[key] = pix
        if len(self._cache) > self._limit:
            self._cache.popitem(last=False)
        return pix

    def sprite(self, card: Any, width: float, height: float, dpr: float = 1.0, lifted: bool = False,
               dimmed: bool = False) -> tuple[QPixmap, float]:
        """The card with its shadow on the felt (deeper when ``lifted``) and, for an illegal card, the
        dimming, as one cached pixmap; returns it with the margin the shadow adds on each side. The
        table draws each card with a single blit of this."""
        pad = shadow_pad(width)
        key = ("sprite", card_key(card), round(width * 4), round(height * 4), round(dpr * 100), self._four_colour,
               self._large, lifted, dimmed, letters_key())
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit, pad
        face = self.pixmap(card, width, height, dpr)
        pix = QPixmap(max(1, math.ceil((width + 2 * pad) * dpr)), max(1, math.ceil((height + 2 * pad) * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        radius = width * 0.075
        spread = width * (0.05 if lifted else 0.025)
        for grow, alpha, dx, dy in ((spread, 22, 0.5, 1.4), (spread * 0.5, 30, 0.4, 1.0), (0.0, 38, 0.2, 0.6)):
            p.setBrush(QColor(0, 0, 0, alpha))
            p.drawRoundedRect(QRectF(pad + spread * dx - grow, pad + spread * dy - grow, width + 2 * grow,
                                     height + 2 * grow), radius + grow, radius + grow)
        p.drawPixmap(QPointF(pad, pad), face)
        if dimmed:
            p.setBrush(QColor(16, 32, 24, 84))
            p.drawRoundedRect(QRectF(pad, pad, width, height), radius, radius)
        p.end()
        self._cache[key] = pix
        if len(self._cache) > self._limit:
            self._cache.popitem(last=False)
        return pix, pad

    # -- painting -------------------------------------------------------------------------------------
    def paint(self, p: QPainter, rect: QRectF, card: Any, letters: Mapping[int, str] | None = None) -> None:
        """Draw ``card`` into ``rect``; ``letters``: the court and ace letters (default: the language's)."""
        if card is None:
            self._paint_back(p, rect)
        elif is_fool(card):
            self._paint_fool(p, rect, str(card.colour).upper(), int(card.value))
        elif is_french(card):
            self._paint_french(p, rect, int(card.rank), getattr(card.suit, "letter", str(card.suit)),
                               card_letters() if letters is None else letters)
        else:
            self._paint_unknown(p, rect, str(card))

    def _outline(self, p: QPainter, rect: QRectF, fill: Any, border: str) -> float:
        radius = rect.width() * 0.075
        p.setPen(QPen(QColor(border), max(1.0, rect.width() * 0.011)))
        p.setBrush(fill)
        inset = rect.adjusted(0.5, 0.5, -0.5, -0.5)
        p.drawRoundedRect(inset, radius, radius)
        return radius

    def glyph(self, char: str) -> QPainterPath:
        """The outline of ``char`` scaled into the unit square (centred, aspect kept)."""
        path = self._glyphs.get(char)
        if path is None:
            raw = QPainterPath()
            font = QFont(FONT_FAMILY)
            font.setPixelSize(200)
            raw.addText(0, 0, font, char)
            box = raw.boundingRect()
            scale = 1.0 / max(box.width(), box.height(), 1e-6)
            t = QTransform()
            t.scale(scale, scale)
            t.translate(-box.center().x(), -box.center().y())
            path = t.map(raw)
            path.translate(0.5, 0.5)
            self._glyphs[char] = path
        return path

    def _draw_glyph(self, p: QPainter, char: str, centre: QPointF, size: float, colour: QColor,
                    flipped: bool = False) -> None:
        t = QTransform()
        t.translate(centre.x(), centre.y())
        if flipped:
            t.rotate(180)
        t.scale(size, size)
        t.translate(-0.5, -0.5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPath(t.map(self.glyph(char)))

    def index_font(self, text: str, w: float, h: float) -> tuple[QFont, float]:
        """The corner index's font for ``text`` on a ``w`` × ``h`` card, and the corner's width: "10" and
        "Kn" keep their letters' own spacing and get the size at which they fit the corner."""
        large = 1.5 if self._large else 1.0
        font = QFont(FONT_FAMILY)
        font.setBold(True)
        box_w = w * 0.24 * large
        pixels = h * large * (0.145 if len(text) < 2 else 0.13)
        font.setPixelSize(max(6, round(pixels)))
        wide = QFontMetricsF(font).horizontalAdvance(text)
        if wide > box_w * 0.98:
            font.setPixelSize(max(6, int(pixels * box_w * 0.98 / wide)))
        return font, box_w

    def _index(self, p: QPainter, rect: QRectF, text: str, symbol: str, colour: QColor,
               symbol_colour: QColor | None = None) -> None:
        """Rank over suit in the top-left corner, and the same turned round in the bottom-right."""
        w, h = rect.width(), rect.height()
        large = 1.5 if self._large else 1.0
        font, box_w = self.index_font(text, w, h)
        for flipped in (False, True):
            p.save()
            if flipped:
                p.translate(rect.right(), rect.bottom())
                p.rotate(180)
            else:
                p.translate(rect.left(), rect.top())
            p.setFont(font)
            p.setPen(colour)
            p.drawText(QRectF(w * 0.025, h * 0.025, box_w, h * 0.16 * large), Qt.AlignmentFlag.AlignCenter, text)
            if symbol:
                self._draw_glyph(p, symbol, QPointF(w * 0.025 + box_w / 2, h * (0.245 if large == 1 else 0.335)),
                                 h * 0.105 * large, symbol_colour or colour)
            p.restore()

    # -- French cards ---------------------------------------------------------------------------------
    def _paint_french(self, p: QPainter, rect: QRectF, rank: int, suit: str, letters: Mapping[int, str]) -> None:
        face = QLinearGradient(rect.topLeft(), rect.bottomRight())
        face.setColorAt(0, QColor("#fffefb"))
        face.setColorAt(1, QColor("#f3eee3"))
        self._outline(p, rect, face, "#a8a192")
        colour = self.suit_colour(suit)
        glyph = SUIT_GLYPHS.get(suit, "?")
        self._index(p, rect, rank_text(rank, letters), glyph, colour)
        w, h = rect.width(), rect.height()
        if self._large:  # one big sign in the middle: the corners already say everything
            self._draw_glyph(p, glyph, rect.center(), h * 0.26, colour)
        elif rank in PIPS:
            box = QRectF(rect.left() + w * 0.335, rect.top() + h * 0.17, w * 0.33, h * 0.66)
            size = h * (0.15 if rank <= 3 else 0.13 if rank <= 8 else 0.118)
            for u, v in PIPS[rank]:
                centre = QPointF(box.left() + u * box.width(), box.top() + v * box.height())
                self._draw_glyph(p, glyph, centre, size, colour, flipped=v > 0.5)
        elif rank == 14:
            self._draw_glyph(p, glyph, rect.center(), h * (0.40 if suit == "S" else 0.32), colour)
        else:
            self._paint_court(p, rect, rank, rank_text(rank, letters), glyph, colour)

    def _paint_court(self, p: QPainter, rect: QRectF, rank: int, letter: str, glyph: str, colour: QColor) -> None:
        w, h = rect.width(), rect.height()
        frame = QRectF(rect.left() + w * 0.25, rect.top() + h * 0.09, w * 0.50, h * 0.82)
        tint = QColor(colour)
        tint.setAlphaF(0.10)
        gold = QColor("#d9a62e")
        p.setPen(QPen(colour, max(1.0, w * 0.012)))
        p.setBrush(tint)
        p.drawRoundedRect(frame, w * 0.03, w * 0.03)
        font = QFont(FONT_FAMILY)
        font.setBold(True)
        font.setPixelSize(max(6, round(h * (0.19 if len(letter) < 2 else 0.15))))
        for flipped in (False, True):
            p.save()
            p.translate(frame.center())
            if flipped:
                p.rotate(180)
            half = QRectF(-frame.width() / 2, -frame.height() / 2, frame.width(), frame.height() / 2)
            self._motif(p, rank, QRectF(half.left(), half.top() + half.height() * 0.06, half.width(),
                                        half.height() * 0.34), colour, gold)
            p.setFont(font)
            p.setPen(colour)
            p.drawText(QRectF(half.left(), half.top() + half.height() * 0.36, half.width() * 0.62,
                              half.height() * 0.6), Qt.AlignmentFlag.AlignCenter, letter)
            self._draw_glyph(p, glyph, QPointF(half.left() + half.width() * 0.76, half.top() + half.height() * 0.67),
                             h * 0.085, colour)
            p.restore()
        p.setPen(QPen(colour, max(1.0, w * 0.008)))
        p.drawLine(QPointF(frame.left() + w * 0.03, frame.center().y()),
                   QPointF(frame.right() - w * 0.03, frame.center().y()))

    @staticmethod
    def _motif(p: QPainter, rank: int, box: QRectF, colour: QColor, gold: QColor) -> None:
        """King: a five-point crown; queen: a tiara with a jewel; jack: a feathered cap."""
        cx, top, bottom, half = box.center().x(), box.top(), box.bottom(), box.width() * 0.30
        path = QPainterPath()
        if rank == 13:
            path.moveTo(cx - half, bottom)
            points = ((-1.0, 0.0), (-0.6, 0.55), (-0.3, 0.05), (0.0, 0.5), (0.3, 0.05), (0.6, 0.55), (1.0, 0.0))
            for dx, dy in points:
                path.lineTo(cx + dx * half, top + dy * box.height() * 0.9)
            path.lineTo(cx + half, bottom)
            path.closeSubpath()
        elif rank == 12:
            path.moveTo(cx - half, bottom)
            path.quadTo(cx - half * 0.9, top + box.height() * 0.35, cx, top + box.height() * 0.15)
            path.quadTo(cx + half * 0.9, top + box.height() * 0.35, cx + half, bottom)
            path.closeSubpath()
        else:
            path.moveTo(cx - half, bottom)
            path.quadTo(cx - half, top + box.height() * 0.3, cx + half * 0.2, top + box.height() * 0.3)
            path.quadTo(cx + half, top + box.height() * 0.35, cx + half, bottom)
            path.closeSubpath()
            feather = QPainterPath()
            feather.moveTo(cx + half * 0.1, top + box.height() * 0.35)
            feather.quadTo(cx + half * 1.4, top - box.height() * 0.1, cx + half * 1.5, top + box.height() * 0.2)
            feather.quadTo(cx + half * 1.0, top + box.height() * 0.2, cx + half * 0.1, top + box.height() * 0.35)
            p.setPen(QPen(colour, max(1.0, box.width() * 0.02)))
            p.setBrush(colour)
            p.drawPath(feather)
        p.setPen(QPen(colour, max(1.0, box.width() * 0.025)))
        p.setBrush(gold)
        p.drawPath(path)
        if rank == 12:
            p.setBrush(colour)
            r = box.height() * 0.12
            p.drawEllipse(QPointF(cx, top + box.height() * 0.5), r, r)

    # -- FOOL! cards ----------------------------------------------------------------------------------
    def _paint_fool(self, p: QPainter, rect: QRectF, colour: str, value: int) -> None:
        w, h = rect.width(), rect.height()
        base = QColor(FOOL_COLOURS.get(colour, "#888888"))
        ink = QColor(FOOL_INK.get(colour, "#ffffff"))
        fill = QLinearGradient(rect.topLeft(), rect.bottomRight())
        fill.setColorAt(0, base.lighter(112))
        fill.setColorAt(1, base.darker(108))
        self._outline(p, rect, fill, "#5b564c" if colour == "W" else base.darker(150).name())
        if colour == "W":  # the wild one: a rainbow ring of the four colours
            ring = QRectF(rect.left() + w * 0.16, rect.top() + h * 0.27, w * 0.68, w * 0.68)
            for i, c in enumerate("GRYB"):
                p.setPen(QPen(QColor(FOOL_COLOURS[c]), w * 0.06))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawArc(ring, (90 + i * 90) * 16, 90 * 16)
        disc = QRectF(0, 0, w * 0.56, w * 0.56)
        disc.moveCenter(rect.center())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 235))
        p.drawEllipse(disc)
        font = QFont(FONT_FAMILY)
        font.setBold(True)
        font.setPixelSize(max(6, round(h * (0.26 if value < 10 else 0.21))))
        p.setFont(font)
        p.setPen(base.darker(135) if colour not in ("W", "Y") else QColor("#3a2c00"))
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(value))
        self._index(p, rect, str(value), FOOL_SHAPES.get(colour, ""), ink)

    # -- backs and the unknown ------------------------------------------------------------------------
    def _paint_back(self, p: QPainter, rect: QRectF) -> None:
        w = rect.width()
        radius = self._outline(p, rect, QColor("#fbfaf6"), "#8d8778")
        inner = rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
        grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
        grad.setColorAt(0, QColor("#a3262f"))
        grad.setColorAt(1, QColor("#6e1520"))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(grad)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
        p.setClipPath(clip)
        p.setPen(QPen(QColor(255, 225, 190, 70), max(1.0, w * 0.012)))
        step = max(4.0, w * 0.11)
        span = inner.width() + inner.height()
        x = -span
        while x < span:
            p.drawLine(QPointF(inner.left() + x, inner.top()), QPointF(inner.left() + x + inner.height(), inner.bottom()))
            p.drawLine(QPointF(inner.left() + x + inner.height(), inner.top()), QPointF(inner.left() + x, inner.bottom()))
            x += step
        p.restore()
        medal = QRectF(0, 0, w * 0.52, w * 0.52)
        medal.moveCenter(rect.center())
        glow = QRadialGradient(medal.center(), medal.width() / 2)
        glow.setColorAt(0, QColor("#fff4dc"))
        glow.setColorAt(1, QColor("#e9cf9a"))
        p.setPen(QPen(QColor("#6e1520"), max(1.0, w * 0.015)))
        p.setBrush(glow)
        p.drawEllipse(medal)
        for i, suit in enumerate("SHCD"):
            angle = math.radians(-90 + i * 90)
            centre = QPointF(medal.center().x() + math.cos(angle) * medal.width() * 0.24,
                             medal.center().y() + math.sin(angle) * medal.width() * 0.24)
            self._draw_glyph(p, SUIT_GLYPHS[suit], centre, medal.width() * 0.26, QColor(TWO_COLOURS[suit]))

    def _paint_unknown(self, p: QPainter, rect: QRectF, text: str) -> None:
        self._outline(p, rect, QColor("#fffefb"), "#a8a192")
        font = QFont(FONT_FAMILY)
        font.setBold(True)
        font.setPixelSize(max(6, round(rect.height() * 0.16)))
        p.setFont(font)
        p.setPen(QColor("#33302a"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
