"""The table's other items: pile areas (drop zones, outlines, labels, counts, FOOL! discs), seat name
plates (whose turn, who is thinking, and over each plate its tags band: the dealer's button and the
game's tags such as "attacks" or "sits out"), and the text banners (the prompt above the hand, the
facts box and the sign in the corner, each on its own dark band).

Every item draws only inside the rectangles the layout gave it, and sets its texts with
``typeset.set_text`` when it gets them (not while painting), so ``parts()`` (what it covers, in
scene coordinates) and ``cut()`` (which of its texts did not fit and end in "…") are known without
painting; ``inspect.py`` reads them. Suit symbols in any text are drawn in their suit's colour; text
and outlines drawn straight on the felt take the colours of the scene's ``theme``.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.rules import Pile
from ..i18n.common import PILE_LABELS
from .frame import (
    TAG_FLOOR,
    banner_pad,
    facts_lines,
    facts_pixels,
    label_pixels,
    plate_fonts,
    prompt_lines,
    prompt_pixels,
    sign_pixels,
    tag_pixels,
)
from .places import AreaPlace
from .theme import DARK, TableTheme
from .typeset import TextSet, font, set_text, text_width

GOLD = QColor("#f4c542")
RED_SUITS = frozenset("♥♦")
LIGHT_RED = QColor("#ff8f8f")   # a red suit in light print (on the dark felt and dark panels)
DARK_RED = QColor("#c8102e")    # ... and in dark print (on the light felt)
TAG_COLOURS = {"attack": "#c2410c", "defend": "#1d5fb4", "good": "#2e7d32", "bad": "#8e1b3b", "neutral": "#455a64"}
Part = tuple[str, QRectF]


def theme_of(item: QGraphicsItem) -> TableTheme:
    return getattr(item.scene(), "theme", DARK)


def draw_line(p: QPainter, rect: QRectF, text: str, font_: QFont, colour: QColor,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """One line of text (already fitted), vertically centred in ``rect``, red suits in red."""
    metrics = QFontMetricsF(font_)
    width = metrics.horizontalAdvance(text)
    if align & Qt.AlignmentFlag.AlignHCenter:
        x = rect.center().x() - width / 2
    elif align & Qt.AlignmentFlag.AlignRight:
        x = rect.right() - width
    else:
        x = rect.left()
    baseline = rect.center().y() + (metrics.ascent() - metrics.descent()) / 2
    p.setFont(font_)
    for red, chars in groupby(text, key=lambda ch: ch in RED_SUITS):
        run = "".join(chars)
        p.setPen((LIGHT_RED if colour.lightness() > 128 else DARK_RED) if red else colour)
        p.drawText(QPointF(x, baseline), run)
        x += metrics.horizontalAdvance(run)


def draw_lines(p: QPainter, rect: QRectF, fitted: TextSet, colour: QColor,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """A fitted text's lines from the top of ``rect``."""
    y = rect.top()
    for line in fitted.lines:
        draw_line(p, QRectF(rect.left(), y, rect.width(), fitted.line_height), line, fitted.font, colour, align)
        y += fitted.line_height


class PileArea(QGraphicsItem):
    """A pile's place on the table: an outline where cards may go, its label and card count."""

    def __init__(self, place: AreaPlace, unit: float = 1.0) -> None:
        super().__init__()
        self.pile: Pile = place.pile
        self.rect = QRectF()
        self.label = ""
        self.outline = False
        self.count: int | None = None
        self.drop = True
        self.token = False
        self.label_rect: QRectF | None = None
        self.badge: QRectF | None = None
        self.highlight = False
        self.fitted: TextSet | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.place(place, unit)

    @property
    def pile_id(self) -> str:
        return self.pile.id

    def place(self, place: AreaPlace, unit: float = 1.0) -> None:
        self.setToolTip(place.label)
        self.prepareGeometryChange()
        self.pile, self.rect, self.label = place.pile, QRectF(place.rect), place.label
        self.outline, self.count, self.drop, self.token = place.outline, place.count, place.drop, place.token
        self.label_rect = QRectF(place.label_rect) if place.label_rect is not None else None
        self.badge = QRectF(place.badge) if place.badge is not None and place.count else None
        self.fitted = None
        if self.label and self.label_rect is not None:
            box = self.label_rect
            if box.height() > box.width() * 0.9:  # a row's suit: as large as its room allows
                px = min(box.height() * 0.5, box.width() * 0.8)
                self.fitted = set_text(self.label, box.width(), px, px * 0.6, True)
            else:
                px = label_pixels(unit, 1.0)
                self.fitted = set_text(self.label, box.width(), min(px, box.height() * 0.85), 9, True)
        self.setZValue(1 if not self.token else 500)
        self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def parts(self) -> list[Part]:
        """What the area draws (the pile's cards are their own items): its disc, outline, label, count."""
        if self.token:
            return [("disc", QRectF(self.rect))]
        out: list[Part] = []
        if self.outline and not self.rect.isEmpty():
            out.append(("outline", QRectF(self.rect)))
        if self.fitted is not None and self.label_rect is not None:
            out.append(("label", self._label_box()))
        if self.badge is not None:
            out.append(("count", QRectF(self.badge)))
        return out

    def cut(self) -> list[str]:
        return [self.label] if self.fitted is not None and self.fitted.elided else []

    def _label_box(self) -> QRectF:
        assert self.fitted is not None and self.label_rect is not None
        box = self.label_rect
        return QRectF(box.center().x() - self.fitted.width / 2, box.center().y() - self.fitted.height / 2,
                      self.fitted.width, self.fitted.height)

    def boundingRect(self) -> QRectF:
        box = self.rect.adjusted(-4, -4, 4, 4)
        for _, rect in self.parts():
            box = box.united(rect.adjusted(-2, -2, 2, 2))
        return box

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
            p.setPen(QPen(theme_of(self).outline, 1.5, Qt.PenStyle.DashLine))
            p.setBrush(theme_of(self).outline_fill)
            p.drawRoundedRect(r, radius, radius)
        if self.fitted is not None and self.label_rect is not None:
            draw_lines(p, self._label_box(), self.fitted, theme_of(self).ink, Qt.AlignmentFlag.AlignHCenter)
        if self.badge is not None:
            badge = self.badge
            p.setPen(QPen(QColor("white"), 1.5))
            p.setBrush(QColor("#24374d"))
            p.drawEllipse(badge.adjusted(0.75, 0.75, -0.75, -0.75))
            text = str(self.count)
            p.setFont(font(max(9.0, badge.height() * (0.52 if len(text) < 3 else 0.42)), bold=True))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_disc(self, p: QPainter, r: QRectF) -> None:
        grad = QRadialGradient(r.center() - QPointF(r.width() * 0.15, r.height() * 0.15), r.width() * 0.7)
        grad.setColorAt(0, QColor("#ffe27a"))
        grad.setColorAt(1, QColor("#c98a12"))
        pen = max(1.5, r.width() * 0.05)
        p.setPen(QPen(QColor("#6b4a05"), pen))
        p.setBrush(grad)
        p.drawEllipse(r.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2))
        text = PILE_LABELS["token"].tr()  # the full label is the tooltip
        p.setPen(QColor("#4a3203"))
        p.setFont(font(min(r.height() * 0.26, r.width() * 0.8 / max(1.0, text_width(text, 1, True))), bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


class NamePlate(QGraphicsItem):
    """A seat's name, its cards and points, whether it is this seat's turn; over it, the tags band
    with the dealer's button and the game's tags."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.rect = QRectF()
        self.band = QRectF()
        self.name = ""
        self.detail = ""
        self.score = ""
        self.active = False
        self.thinking = False
        self.dealer = False
        self.viewer = False
        self.tags: tuple[tuple[str, str], ...] = ()
        self.dots = 0
        self._name: TextSet | None = None
        self._detail: TextSet | None = None
        self._pills: list[tuple[QRectF, str, str]] = []
        self._pill_set: list[TextSet] = []
        self.setZValue(400)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, rect: QRectF, name: str, detail: str, score: str, active: bool, thinking: bool,
                    dealer: bool, viewer: bool, tags: Sequence[tuple[str, str]] = (), band: QRectF | None = None) -> None:
        """``tags`` are (text, tone) pairs shown in the band over the plate ("attacks", "sits out")."""
        band = QRectF(band) if band is not None else QRectF(rect.left(), rect.top() - rect.height() * 0.5,
                                                            rect.width(), rect.height() * 0.42)
        if rect != self.rect or band != self.band or tuple(tags) != self.tags or dealer != self.dealer:
            self.prepareGeometryChange()
            self.rect, self.band = QRectF(rect), band
        self.name, self.detail, self.score, self.active = name, detail, score, active
        self.thinking, self.dealer, self.viewer = thinking, dealer, viewer
        self.tags = tuple(tags)
        self._set_texts()
        self.setToolTip(" · ".join([name, *(text for text, _ in self.tags)]))
        self.update()

    def _text_box(self) -> tuple[QRectF, QRectF, QRectF]:
        """The name's line, the detail's line and the score's box (at the detail line's right end)."""
        r = self.rect
        pad = r.height() * 0.16
        _, _, score_px = plate_fonts(r.height())
        score_w = text_width(self.score, score_px, True) if self.score else 0.0
        left, width = r.left() + pad * 1.4, r.width() - pad * 2.8
        line = QRectF(left, r.top() + r.height() * 0.52, width, r.height() * 0.4)
        return (QRectF(left, r.top() + pad * 0.55, width, r.height() * 0.44),
                line.adjusted(0, 0, -(score_w + pad * 2 if score_w else 0.0), 0),
                QRectF(line.right() - score_w, line.top(), score_w, line.height()))

    def _set_texts(self) -> None:
        name_px, detail_px, _ = plate_fonts(self.rect.height())
        name_box, detail_box, _ = self._text_box()
        self._name = set_text(self.name, name_box.width(), name_px, name_px * 0.86, True)
        detail = self.detail + ("…" if self.thinking else "")
        self._detail = set_text(detail, detail_box.width(), detail_px, detail_px * 0.86)
        band = self.band
        h = band.height()
        chip = h if self.dealer else 0.0
        px = tag_pixels(h)
        texts = [text for text, _ in self.tags]
        room = band.width() - chip - h * 0.25 * len(texts)
        fitted: list[TextSet] = []
        for size in range(round(px), TAG_FLOOR - 1, -1):  # one size for every pill, the largest at which all fit
            fitted = [set_text(t, 1e6, size, size, True) for t in texts]
            if sum(f.width + h * 0.8 for f in fitted) <= room:
                break
        else:
            share = max(h, room / max(1, len(texts)) - h * 0.8)
            fitted = [set_text(t, share, TAG_FLOOR, TAG_FLOOR, True) for t in texts]
        self._pill_set = fitted
        self._pills = []
        left = band.left() + chip + (h * 0.25 if chip else 0.0)
        for (text, tone), fit in zip(self.tags, fitted):
            width = fit.width + h * 0.8
            self._pills.append((QRectF(left, band.top(), width, h), text, tone))
            left += width + h * 0.25

    def chip_rect(self) -> QRectF:
        h = self.band.height()
        return QRectF(self.band.left(), self.band.top(), h, h)

    def parts(self) -> list[Part]:
        out: list[Part] = [("plate", QRectF(self.rect))]
        if self.dealer:
            out.append(("dealer", self.chip_rect()))
        out += [(f"tag {text}", QRectF(pill)) for pill, text, _ in self._pills]
        return out

    def cut(self) -> list[str]:
        texts = [(self._name, self.name), (self._detail, self.detail)]
        texts += [(fit, text) for fit, (text, _) in zip(self._pill_set, self.tags)]
        return [text for fit, text in texts if fit is not None and fit.elided]

    def boundingRect(self) -> QRectF:
        box = self.rect.adjusted(-8, -8, 8, 8)
        for _, rect in self.parts():
            box = box.united(rect.adjusted(-2, -2, 2, 2))
        return box

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        radius = r.height() * 0.28
        if self.active:  # a glow inside the plate's own room
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(244, 197, 66, 60))
            p.drawRoundedRect(r, radius, radius)
        p.setPen(QPen(GOLD if self.active else QColor(255, 255, 255, 60), 2.5 if self.active else 1))
        p.setBrush(QColor(12, 28, 20, 200) if not self.active else QColor(40, 34, 10, 215))
        inset = 1.5 if self.active else 0.5
        p.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), radius, radius)
        name_box, detail_box, score_box = self._text_box()
        if self.score:
            p.setFont(font(plate_fonts(r.height())[2], bold=True))
            p.setPen(GOLD)
            p.drawText(score_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.score)
        if self._name is not None:
            draw_line(p, name_box, self._name.lines[0], self._name.font,
                      QColor("#fff6d6") if self.active else QColor("white"))
        if self._detail is not None:
            detail = self._detail.lines[0]
            if self.thinking and not self._detail.elided:  # the dots count up while the computer thinks
                detail = detail[:-1] + "." * (1 + self.dots % 3)
            draw_line(p, detail_box, detail, self._detail.font, QColor(255, 255, 255, 190))
        if self.dealer:
            chip = self.chip_rect().adjusted(1, 1, -1, -1)
            p.setPen(QPen(QColor("#24374d"), 1.5))
            p.setBrush(QColor("#fdfbf3"))
            p.drawEllipse(chip)
            p.setPen(QColor("#24374d"))
            p.setFont(font(chip.height() * 0.6, bold=True))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.dealer_letter)
        for (pill, _text, tone), fit in zip(self._pills, self._pill_set):
            p.setPen(QPen(QColor(255, 255, 255, 200), 1.2))
            p.setBrush(QColor(TAG_COLOURS.get(tone, TAG_COLOURS["neutral"])))
            inner = pill.adjusted(0.6, 0.6, -0.6, -0.6)
            p.drawRoundedRect(inner, inner.height() / 2, inner.height() / 2)
            p.setPen(QColor("white"))
            p.setFont(fit.font)
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, fit.lines[0])

    @property
    def dealer_letter(self) -> str:
        """The one letter on the dealer's button, in the player's language (read at paint time)."""
        return QCoreApplication.translate("NamePlate", "D", "the dealer button: first letter of 'dealer'")


class Banner(QGraphicsItem):
    """Text on a dark rounded band. Three styles: ``"prompt"`` (bold, one line or two, above the hand,
    gold edge when the viewer is to act; under it a ``message`` line in plain print, light red for a
    refusal: the prompt is never replaced by a message, ``frame.prompt_lines``), ``"facts"`` (a small
    panel of lines) and ``"sign"`` (the first line large, the others smaller: the trump, the round,
    the lead colour)."""

    def __init__(self, style: str = "prompt") -> None:
        super().__init__()
        self.rect = QRectF()
        self.text = ""
        self.message = ""             # the prompt's second line (a refusal, a hint, a computer's reason)
        self.refusal = False          # ... and whether it is a refusal (light red) or a note
        self.message_shown = False    # whether the message fitted whole under the prompt
        self.style = style
        self.emphasis = False
        self.unit = 1.0
        self._sets: list[TextSet] = []
        self._band = QRectF()
        self.setZValue(450)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def align_left(self) -> bool:
        return self.style == "facts"

    def set_text(self, rect: QRectF, text: str, emphasis: bool = False, unit: float | None = None) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        if unit is not None:
            self.unit = unit
        self.text, self.emphasis = text, emphasis
        self._fit()
        self.setVisible(bool(text or self.message) and not rect.isEmpty())
        self.update()

    def set_message(self, message: str, refusal: bool = False) -> None:
        """The line under the prompt ("" for none); the prompt stays."""
        self.message, self.refusal = message, refusal
        self.set_text(self.rect, self.text, self.emphasis)

    def _fit(self) -> None:
        r, u = self.rect, self.unit
        self._sets = []
        self._band = QRectF()
        if not self.text or r.isEmpty():
            return
        if self.style == "sign":
            head, head_floor, detail, detail_floor = sign_pixels(u)
            pad = banner_pad(head)
            lines = self.text.split("\n")
            self._sets.append(set_text(lines[0], r.width() - 2 * pad, head, head_floor, True, 2))
            if len(lines) > 1:
                self._sets.append(set_text("\n".join(lines[1:]), r.width() - 2 * pad, detail, detail_floor, True,
                                           2 * (len(lines) - 1)))
            self._band = QRectF(r)
        elif self.style == "facts":
            px, floor = facts_pixels(u)
            pad = banner_pad(px)
            self._sets.append(set_text(self.text, r.width() - 2 * pad, px, floor, False, facts_lines(self.text),
                                       r.height() - pad * 1.3))
            self._band = QRectF(r)
        else:
            pad = banner_pad(prompt_pixels(u)[0])
            first, second = prompt_lines(self.text, self.message, r.width() - 2 * pad, r.height() - pad * 0.4, u)
            self.message_shown = second is not None or (not self.text and first is not None)
            self._sets = [t for t in (first, second) if t is not None]
            if not self._sets:
                return
            width = min(r.width(), max(t.width for t in self._sets) + 2 * pad)
            height = min(r.height(), sum(t.height for t in self._sets) + pad * 0.9)
            self._band = QRectF(r.center().x() - width / 2, r.center().y() - height / 2, width, height)

    def parts(self) -> list[Part]:
        return [(self.style, QRectF(self._band))] if self.isVisible() and not self._band.isEmpty() else []

    def cut(self) -> list[str]:
        return [self.text or self.message] if any(s.elided for s in self._sets) else []

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._sets:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = self._band
        if self.style == "facts":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(8, 22, 14, 120))
            fitted = self._sets[0]
            p.drawRoundedRect(band, fitted.line_height * 0.4, fitted.line_height * 0.4)
            pad = banner_pad(facts_pixels(self.unit)[0])
            draw_lines(p, band.adjusted(pad, pad * 0.65, -pad, 0), fitted, QColor(255, 255, 255, 225))
            return
        if self.style == "sign":
            pad = banner_pad(sign_pixels(self.unit)[0])
            p.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
            p.setBrush(QColor(10, 24, 16, 185))
            radius = min(band.height() / 2, self._sets[0].line_height * 0.7)
            p.drawRoundedRect(band.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)
            y = band.top() + pad * 0.45
            for i, fitted in enumerate(self._sets):
                draw_lines(p, QRectF(band.left() + pad, y, band.width() - 2 * pad, fitted.height), fitted,
                           QColor("#fff6d6") if i == 0 else QColor(255, 246, 214, 220))
                y += fitted.height
            return
        p.setPen(QPen(GOLD, 1.5) if self.emphasis else Qt.PenStyle.NoPen)
        p.setBrush(QColor(10, 24, 16, 190))
        radius = min(band.height() / 2, self._sets[0].line_height)
        p.drawRoundedRect(band.adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)
        y = band.center().y() - sum(t.height for t in self._sets) / 2
        for i, fitted in enumerate(self._sets):
            if i == 0 and self.text:
                colour = QColor("#fff6d6") if self.emphasis else QColor("white")
            else:  # the message: a refusal in light red, a note (hint, a computer's reason) in pale blue
                colour = QColor("#ffb3a7") if self.refusal else QColor("#cfe3ff")
            draw_lines(p, QRectF(band.left(), y, band.width(), fitted.height), fitted, colour,
                       Qt.AlignmentFlag.AlignHCenter)
            y += fitted.height
