"""Where everything lies on the table, from an observation and the window size alone.

No game knowledge: piles are placed by their ``PileKind`` and owner (the layout hints the engine
gives), around the seat the table is shown from, which is always at the bottom:

* seats sit clockwise on an ellipse: the viewer at the bottom, the player to their left (seat + 1) on
  the left, and so on round the table, as people sit at a real one;
* the viewer's HAND is a large fan along the bottom; other hands are small fans of backs at their
  seats, turned to face the middle; each seat has a name plate on the table side of its cards, with
  its TAKEN pile (a small stack with a count) and TOKEN (a disc) beside the plate;
* TRICK cards lie round the middle, each pushed towards the player who played it; a finished trick
  (LAST_TRICK) stays in the middle until the next card is led, then moves small into a corner;
* PASS piles lie between their seat and the middle; STOCK with its TURNED card and DISCARD flank
  the middle; BOUT pairs (attack card with its beating card across it), a CHAIN, and ROWs
  (Davoserjas' four suit rows) fill the middle;
* anything unknown becomes a labelled pile area: next to its owner's plate, or in a row under the
  middle.

Sizes follow the window: the viewer's cards are about a quarter of the height, so the table reads
the same on a small laptop and on a 4K screen (the painter renders at the screen's pixel ratio).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.rules import Observation, Pile, PileKind
from .card_painter import CARD_ASPECT

CENTRE_KINDS = (PileKind.TRICK, PileKind.BOUT, PileKind.CHAIN, PileKind.ROW)


@dataclass
class CardPlace:
    """One card: its pile, position (centre), size, turn and stacking order."""

    pile_id: str
    index: int
    card: Any
    centre: QPointF
    size: QSizeF
    rotation: float = 0.0
    z: float = 0.0
    interactive: bool = False
    target: str | None = None        # a sub-target this card offers (Durak: "table/7H")
    mark: str = ""


@dataclass
class AreaPlace:
    """A pile's area: where drops land, its outline and label when it is empty or unknown."""

    pile: Pile
    rect: QRectF
    label: str = ""
    outline: bool = False
    count: int | None = None
    drop: bool = True
    token: bool = False
    label_below: bool = False


@dataclass
class SeatPlace:
    seat: int
    angle: float                     # degrees on screen; 90 = bottom (the viewer)
    anchor: QPointF                  # centre of the seat's cards
    plate: QRectF


@dataclass
class TableLayout:
    size: QSizeF
    big: QSizeF
    mid: QSizeF
    small: QSizeF
    centre: QPointF
    cards: list[CardPlace] = field(default_factory=list)
    areas: list[AreaPlace] = field(default_factory=list)
    seats: dict[int, SeatPlace] = field(default_factory=dict)
    prompt: QRectF = field(default_factory=QRectF)
    facts: QRectF = field(default_factory=QRectF)
    hand: QRectF = field(default_factory=QRectF)


def _card(height: float) -> QSizeF:
    return QSizeF(height * CARD_ASPECT, height)


def _wobble(key: str, amount: float) -> float:
    """A small, stable turn per card so a trick looks dropped by hand, not stamped."""
    h = 0
    for ch in key:
        h = (h * 31 + ord(ch)) & 0xFFFF
    return ((h % 200) / 100 - 1) * amount


def _fan(centre: QPointF, count: int, size: QSizeF, max_width: float, step_ratio: float) -> list[QPointF]:
    """Centres of ``count`` overlapping cards in a row (before any rotation), centred on ``centre``."""
    if count <= 0:
        return []
    step = size.width() * step_ratio
    if count > 1 and (count - 1) * step + size.width() > max_width:
        step = max(size.width() * 0.08, (max_width - size.width()) / (count - 1))
    width = (count - 1) * step
    return [QPointF(centre.x() - width / 2 + i * step, centre.y()) for i in range(count)]


def _turned_rect(centre: QPointF, size: QSizeF, degrees: float) -> QRectF:
    """The bounding box of a card of ``size`` centred on ``centre`` and turned by ``degrees``."""
    a = math.radians(degrees)
    w = abs(size.width() * math.cos(a)) + abs(size.height() * math.sin(a))
    h = abs(size.width() * math.sin(a)) + abs(size.height() * math.cos(a))
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)


def _mark(pile: Pile, index: int) -> str:
    return next((key for pos, key in pile.marks if pos == index), "")


def _rotate(point: QPointF, about: QPointF, degrees: float) -> QPointF:
    a = math.radians(degrees)
    dx, dy = point.x() - about.x(), point.y() - about.y()
    return QPointF(about.x() + dx * math.cos(a) - dy * math.sin(a), about.y() + dx * math.sin(a) + dy * math.cos(a))


class LayoutBuilder:
    """Builds a ``TableLayout``; one call of ``build`` per observation and window size."""

    def __init__(self, view: Observation, width: float, height: float, labels: dict[str, str]) -> None:
        self.view, self.w, self.h, self.labels = view, width, height, labels
        big_h = min(height * 0.25, width * 0.2 / CARD_ASPECT)
        self.big = _card(big_h)
        self.mid = _card(big_h * 0.8)
        self.small = _card(big_h * 0.5)
        self.margin = max(6.0, min(width, height) * 0.014)
        self.plate = QSizeF(max(140.0, min(240.0, width * 0.15)), max(40.0, min(64.0, height * 0.075)))
        self.out = TableLayout(QSizeF(width, height), self.big, self.mid, self.small, QPointF())
        self._pass_slots: dict[int, int] = {}
        # other players' hands shown face up (open hands, the deal review) fan wider, to be read
        self._open = {p.owner for p in view.piles if p.kind is PileKind.HAND and any(c is not None for c in p.cards)}

    # -- the frame ----------------------------------------------------------------------------------------
    def build(self) -> TableLayout:
        v, w, h, m = self.view, self.w, self.h, self.margin
        hand_top = h - m - self.big.height()
        self.out.hand = QRectF(0, hand_top - self.big.height() * 0.16, w, h - hand_top + self.big.height() * 0.16)
        top_band = m + self.small.height() + self.plate.height()
        self.out.centre = QPointF(w / 2, (top_band + hand_top) / 2 + self.h * 0.01)
        prompt_h = max(28.0, h * 0.045)
        self.out.prompt = QRectF(w * 0.2, hand_top - self.big.height() * 0.16 - prompt_h - m * 0.6, w * 0.6, prompt_h)
        self.out.facts = QRectF(m, m, w * 0.24, h * 0.12)
        self._seats()
        centre_piles = [p for p in v.piles if p.kind in CENTRE_KINDS or p.kind is PileKind.LAST_TRICK]
        self._centre(centre_piles)
        for pile in v.piles:
            if pile.kind in CENTRE_KINDS or pile.kind is PileKind.LAST_TRICK:
                continue
            if pile.kind is PileKind.HAND:
                self._hand(pile)
            elif pile.kind is PileKind.TAKEN and pile.owner is not None:
                self._beside_plate(pile, 0)
            elif pile.kind is PileKind.TOKEN:
                self._token(pile)
            elif pile.kind is PileKind.PASS and pile.owner is not None:
                self._pass(pile)
            elif pile.kind in (PileKind.STOCK, PileKind.TURNED, PileKind.DISCARD):
                self._side(pile)
            elif pile.owner is not None and pile.owner in self.out.seats:
                self._beside_plate(pile, 1)
            else:
                self._loose(pile)
        return self.out

    def _seats(self) -> None:
        v, w, h, m = self.view, self.w, self.h, self.margin
        n = max(1, v.seats)
        c = self.out.centre
        rx = w / 2 - m - self.small.height() * 0.55
        ry = c.y() - m - self.small.height() * 0.5
        for k in range(n):
            seat = (v.seat + k) % n
            angle = 90 + k * 360 / n
            if k == 0:
                anchor = QPointF(w / 2, h - m - self.big.height() / 2)
                plate = QRectF(m, h - m - self.plate.height(), self.plate.width(), self.plate.height())
            else:
                a = math.radians(angle)
                anchor = QPointF(c.x() + rx * math.cos(a), c.y() + ry * math.sin(a))
                count = v.hand_sizes[seat] if seat < len(v.hand_sizes) else 0
                box = self._fan_box(anchor, max(count, 1), angle - 90, seat in self._open)
                plate = QRectF(0, 0, self.plate.width(), self.plate.height())
                inward_x, inward_y = -math.cos(a), -math.sin(a)
                gap = m * 0.6
                # the plate sits on the table side of the cards: below or above them, or beside them
                if abs(inward_y) >= abs(inward_x) * 0.75:
                    plate.moveCenter(QPointF(anchor.x(), 0))
                    if inward_y > 0:
                        plate.moveTop(box.bottom() + gap)
                    else:
                        plate.moveBottom(box.top() - gap)
                else:
                    plate.moveCenter(QPointF(0, anchor.y()))
                    if inward_x > 0:
                        plate.moveLeft(box.right() + gap)
                    else:
                        plate.moveRight(box.left() - gap)
                plate.moveLeft(min(max(plate.left(), m), w - m - plate.width()))
                plate.moveTop(min(max(plate.top(), m), h - m - plate.height()))
            self.out.seats[seat] = SeatPlace(seat, angle, anchor, plate)

    def _fan_points(self, anchor: QPointF, count: int, face_up: bool = False) -> list[QPointF]:
        return _fan(anchor, count, self.small, self.h * 0.42, 0.34 if face_up else 0.2)

    def _fan_box(self, anchor: QPointF, count: int, rotation: float, face_up: bool = False) -> QRectF:
        """The bounding box of an opponent's fan of ``count`` cards turned by ``rotation``."""
        box = QRectF()
        for point in self._fan_points(anchor, count, face_up):
            box = box.united(_turned_rect(_rotate(point, anchor, rotation), self.small, rotation))
        return box

    # -- the hands ---------------------------------------------------------------------------------------------
    def _hand(self, pile: Pile) -> None:
        place = self.out.seats.get(pile.owner if pile.owner is not None else -1)
        if place is None:
            self._loose(pile)
            return
        count = len(pile.cards)
        if pile.owner == self.view.seat:
            room = self.w - 2 * (self.plate.width() + 2 * self.margin)
            points = _fan(place.anchor, count, self.big, room, 0.56)
            for i, (card, point) in enumerate(zip(pile.cards, points)):
                self.out.cards.append(CardPlace(pile.id, i, card, point, self.big, 0.0, 100 + i, interactive=True))
            area = QRectF(0, 0, max(room, self.big.width()), self.big.height())
            area.moveCenter(place.anchor)
            self.out.areas.append(AreaPlace(pile, area, drop=True))
            return
        rotation = place.angle - 90
        if pile.owner in self._open and abs(rotation % 360 - 180) < 45:
            rotation = 0.0  # open cards across the table stand upright, to be read
        points = self._fan_points(place.anchor, count, pile.owner in self._open)
        for i, (card, point) in enumerate(zip(pile.cards, points)):
            self.out.cards.append(CardPlace(pile.id, i, card, _rotate(point, place.anchor, rotation), self.small,
                                            rotation, 10 + i))
        width = max(self.small.width(), (points[-1].x() - points[0].x()) + self.small.width()) if points \
            else self.small.width()
        area = QRectF(0, 0, width, self.small.height())
        area.moveCenter(place.anchor)
        if abs(math.cos(math.radians(place.angle))) > 0.5:
            area = QRectF(0, 0, self.small.height(), width)
            area.moveCenter(place.anchor)
        self.out.areas.append(AreaPlace(pile, area, drop=True))

    def _beside_plate(self, pile: Pile, slot: int) -> None:
        """A small pile (TAKEN, or an unknown owned pile) to the side of its owner's name plate."""
        place = self.out.seats[pile.owner]  # type: ignore[index]
        size = QSizeF(self.small.width() * 0.7, self.small.height() * 0.7)
        plate = place.plate
        gap = self.margin * 0.6
        if plate.right() + gap + size.width() * (slot + 1) + gap * slot < self.w - self.margin:
            left = plate.right() + gap + slot * (size.width() + gap)
        else:
            left = plate.left() - gap - size.width() * (slot + 1) - gap * slot
        rect = QRectF(left, plate.center().y() - size.height() / 2, size.width(), size.height())
        if pile.owner == self.view.seat:
            rect.moveTop(plate.top() - gap - size.height() * (slot + 1) - gap * slot)
            rect.moveLeft(plate.left())
        self._stack(pile, rect, size, outline=pile.kind is not PileKind.TAKEN)

    def _stack(self, pile: Pile, rect: QRectF, size: QSizeF, outline: bool = True, z: float = 5) -> None:
        shown = min(len(pile.cards), 4)
        for i in range(shown):
            card = pile.cards[len(pile.cards) - shown + i]
            offset = (i - shown + 1) * max(1.0, size.width() * 0.03)
            centre = QPointF(rect.center().x() + offset, rect.center().y() + offset)
            self.out.cards.append(CardPlace(pile.id, len(pile.cards) - shown + i, card, centre, size, 0.0, z + i))
        self.out.areas.append(AreaPlace(pile, rect, self.labels.get(pile.id, ""), outline=outline and not pile.cards,
                                        count=len(pile.cards), drop=True, label_below=True))

    def _token(self, pile: Pile) -> None:
        d = self.plate.height() * 0.9
        if pile.owner is not None and pile.owner in self.out.seats:
            plate = self.out.seats[pile.owner].plate
            gap = self.margin * 0.5
            left = plate.right() + gap if plate.right() + gap + d < self.w - self.margin else plate.left() - gap - d
            rect = QRectF(left, plate.center().y() - d / 2, d, d)
        else:
            rect = QRectF(self.out.centre.x() - d / 2, self.out.hand.top() - d * 1.2, d, d)
        self.out.areas.append(AreaPlace(pile, rect, self.labels.get(pile.id, ""), token=True, drop=False))

    def _pass(self, pile: Pile) -> None:
        """Passed cards lie between their seat and the middle (the viewer's just above the hand)."""
        place = self.out.seats[pile.owner]  # type: ignore[index]
        c = self.out.centre
        size = QSizeF(self.small.width() * 1.1, self.small.height() * 1.1)
        if pile.owner == self.view.seat:
            centre = QPointF(c.x(), c.y() + self.mid.height() * 0.9)
        else:
            plate = place.plate.center()
            centre = QPointF(c.x() + (plate.x() - c.x()) * 0.55, c.y() + (plate.y() - c.y()) * 0.55)
        rotation = place.angle - 90
        slot = self._pass_slots[pile.owner] = self._pass_slots.get(pile.owner, -1) + 1  # type: ignore[index]
        if slot:  # a second passing pile of the same seat (Festudgaven's queue) lies beside the first
            centre = _rotate(QPointF(centre.x() + slot * size.width() * 2.3, centre.y()), centre, rotation)
        points = _fan(centre, len(pile.cards), size, size.width() * 2.2, 0.35)
        for i, (card, point) in enumerate(zip(pile.cards, points)):
            self.out.cards.append(CardPlace(pile.id, i, card, _rotate(point, centre, rotation), size, rotation, 30 + i))
        rect = QRectF(0, 0, size.width() * 2, size.height())
        rect.moveCenter(centre)
        self.out.areas.append(AreaPlace(pile, rect, drop=True))

    # -- the middle ----------------------------------------------------------------------------------------------
    def _trick_formation(self, pile: Pile, centre: QPointF, size: QSizeF, z: float) -> None:
        n = max(1, self.view.seats)
        for i, card in enumerate(pile.cards):
            by = pile.played_by[i] if i < len(pile.played_by) else None
            if by is not None:
                angle = math.radians(90 + ((by - self.view.seat) % n) * 360 / n)
                point = QPointF(centre.x() + math.cos(angle) * size.width() * 0.8,
                                centre.y() + math.sin(angle) * size.height() * 0.4)
            else:
                point = QPointF(centre.x() + (i - (len(pile.cards) - 1) / 2) * size.width() * 0.5, centre.y())
            self.out.cards.append(CardPlace(pile.id, i, card, point, size, _wobble(str(card), 5.0), z + i,
                                            mark=_mark(pile, i)))

    def _centre(self, piles: list[Pile]) -> None:
        c, mid = self.out.centre, self.mid
        trick = next((p for p in piles if p.kind is PileKind.TRICK), None)
        last = next((p for p in piles if p.kind is PileKind.LAST_TRICK), None)
        others = [p for p in piles if p.kind not in (PileKind.TRICK, PileKind.LAST_TRICK)]
        if trick is not None:
            zone = QRectF(0, 0, mid.width() * 3.0, mid.height() * 1.9)
            zone.moveCenter(c)
            self.out.areas.append(AreaPlace(trick, zone, outline=True, drop=True))
            if trick.cards or last is None or not last.cards:
                self._trick_formation(trick, c, mid, 200)
        if last is not None and last.cards:
            if trick is not None and not trick.cards:
                self._trick_formation(last, c, mid, 150)  # the trick just gathered stays a moment
            else:
                self._corner_trick(last)
        rows = [p for p in others if p.kind is PileKind.ROW]
        if rows:
            self._rows(rows)
        for pile in others:
            if pile.kind is PileKind.BOUT:
                self._bout(pile)
            elif pile.kind is PileKind.CHAIN:
                self._chain(pile)

    def _corner_trick(self, pile: Pile) -> None:
        size = self.small
        step = size.width() * 0.42
        width = step * (len(pile.cards) - 1) + size.width()
        label_h = max(16.0, self.h * 0.026)
        inset = self.margin * 1.6
        rect = QRectF(self.w - inset - width, inset + label_h, width, size.height())
        top_seat = self.out.seats.get((self.view.seat + self.view.seats // 2) % max(1, self.view.seats))
        if top_seat is not None and rect.intersects(top_seat.plate.adjusted(-4, -4, 4, 4)):
            rect.moveTop(top_seat.plate.bottom() + self.margin)
        for i, card in enumerate(pile.cards):
            centre = QPointF(rect.left() + size.width() / 2 + i * step, rect.center().y())
            self.out.cards.append(CardPlace(pile.id, i, card, centre, size, 0.0, 60 + i, mark=_mark(pile, i)))
        self.out.areas.append(AreaPlace(pile, rect, self.labels.get(pile.id, ""), drop=False))

    def _bout(self, pile: Pile) -> None:
        c, mid = self.out.centre, self.mid
        n = len(pile.cards)
        step = mid.width() * 1.25
        start = c.x() - step * (max(n, 1) - 1) / 2
        for i, card in enumerate(pile.cards):
            centre = QPointF(start + i * step, c.y() - mid.height() * 0.08)
            target = f"{pile.id}/{card}"
            self.out.cards.append(CardPlace(pile.id, i, card, centre, mid, 0.0, 200 + 2 * i, target=target))
            cover = pile.covers[i] if i < len(pile.covers) else None
            if cover is not None:
                self.out.cards.append(CardPlace(pile.id + "#cover", i, cover,
                                                QPointF(centre.x() + mid.width() * 0.22, centre.y() + mid.height() * 0.2),
                                                mid, 12.0, 201 + 2 * i))
        zone = QRectF(0, 0, max(mid.width() * 3.0, step * n + mid.width() * 0.5), mid.height() * 1.7)
        zone.moveCenter(c)
        self.out.areas.append(AreaPlace(pile, zone, outline=True, drop=True))

    def _chain(self, pile: Pile) -> None:
        c, mid = self.out.centre, self.mid
        points = _fan(c, len(pile.cards), mid, self.w * 0.5, 0.45)
        for i, (card, point) in enumerate(zip(pile.cards, points)):
            self.out.cards.append(CardPlace(pile.id, i, card, point, mid, _wobble(str(card), 3.0), 200 + i))
        width = (points[-1].x() - points[0].x()) + mid.width() if points else mid.width()
        zone = QRectF(0, 0, max(mid.width() * 3.0, width + mid.width() * 0.6), mid.height() * 1.3)
        zone.moveCenter(c)
        self.out.areas.append(AreaPlace(pile, zone, outline=True, drop=True))

    def _rows(self, rows: list[Pile]) -> None:
        """Rows one above the other between the top seats and the prompt. French cards are placed by
        rank (2 at the left, ace at the right), so the rows line up like a sevens layout."""
        c = self.out.centre
        top = self.margin + self.small.height() + self.plate.height() + self.margin
        bottom = self.out.prompt.top() - self.margin
        height = min(self.mid.height() * 1.05, (bottom - top) / max(1, len(rows)))
        size = _card(height * 0.9)
        by_rank = all(isinstance(getattr(card, "rank", None), int) for pile in rows for card in pile.cards)
        step = min(size.width() * 0.62, self.w * 0.5 / 13)
        first = (top + bottom) / 2 - height * len(rows) / 2 + height / 2
        for r, pile in enumerate(rows):
            centre = QPointF(c.x(), first + height * r)
            if by_rank:
                points = [QPointF(c.x() + (card.rank - 8) * step, centre.y()) for card in pile.cards]
            else:
                points = _fan(centre, len(pile.cards), size, self.w * 0.55, 0.5)
            for i, (card, point) in enumerate(zip(pile.cards, points)):
                self.out.cards.append(CardPlace(pile.id, i, card, point, size, 0.0, 200 + i))
            zone = QRectF(0, 0, step * 12 + size.width() + self.margin, height * 0.96)
            zone.moveCenter(centre)
            self.out.areas.append(AreaPlace(pile, zone, self.labels.get(pile.id, ""), outline=not pile.cards))

    def _side(self, pile: Pile) -> None:
        """STOCK (with the TURNED card across under it) left of the middle, DISCARD right of it,
        moved towards the middle as far as needed to keep clear of the name plates."""
        c, mid = self.out.centre, self.mid
        sign = 1 if pile.kind is PileKind.DISCARD else -1
        x = c.x() + sign * self._side_offset(sign)
        if pile.kind is PileKind.DISCARD:
            rect = QRectF(0, 0, mid.width(), mid.height())
            rect.moveCenter(QPointF(x, c.y()))
            self._stack(pile, rect, mid, z=40)
            return
        if pile.kind is PileKind.TURNED and any(p.kind is PileKind.STOCK for p in self.view.piles):
            turned = QPointF(x + mid.width() * 0.42, c.y())
            for i, card in enumerate(pile.cards):
                self.out.cards.append(CardPlace(pile.id, i, card, turned, mid, 90.0, 35 + i))
            rect = QRectF(0, 0, mid.height(), mid.width())
            rect.moveCenter(turned)
            self.out.areas.append(AreaPlace(pile, rect, drop=True))
            return
        rect = QRectF(0, 0, mid.width(), mid.height())
        rect.moveCenter(QPointF(x if pile.kind is PileKind.STOCK else x + mid.width() * 1.2, c.y()))
        self._stack(pile, rect, mid, z=45)

    def _side_offset(self, sign: int) -> float:
        c, mid = self.out.centre, self.mid
        offset = mid.width() * 2.75
        blockers = [p.plate for p in self.out.seats.values() if p.seat != self.view.seat]
        while offset > mid.width() * 1.6:
            x = c.x() + sign * offset
            rect = QRectF(x - mid.width() / 2 - self.margin, c.y() - mid.height() / 2 - self.margin * 2,
                          mid.width() * (1.9 if sign < 0 else 1) + self.margin * 2, mid.height() + self.margin * 4)
            if not any(rect.intersects(b) for b in blockers):
                break
            offset -= mid.width() * 0.1
        return offset

    def _loose(self, pile: Pile) -> None:
        """An unknown pile with no seat: a labelled area at the first free spot in the band above the
        prompt (out from the middle), else under the facts in the top corners."""
        size = QSizeF(self.small.width() * 0.9, self.small.height() * 0.9)
        taken = [a.rect for a in self.out.areas] + [p.plate for p in self.out.seats.values()]
        band = self.out.prompt.top() - size.height() * 0.75
        spots = [QPointF(self.out.centre.x() + (k // 2 + 1) * size.width() * 1.3 * (1 if k % 2 else -1), band)
                 for k in range(24)]
        corner_y = self.out.facts.bottom() + size.height() * 0.7
        spots += [QPointF(self.margin * 2 + size.width() * (0.5 + 1.4 * k), corner_y) for k in range(3)]
        spots += [QPointF(self.w - self.margin * 2 - size.width() * (0.5 + 1.4 * k), corner_y) for k in range(3)]
        best: tuple[float, QRectF] | None = None
        for spot in spots:
            rect = QRectF(0, 0, size.width(), size.height())
            rect.moveCenter(spot)
            if rect.left() < self.margin or rect.right() > self.w - self.margin:
                continue
            padded = rect.adjusted(-8, -24, 8, 24)
            overlap = sum(padded.intersected(t).width() * padded.intersected(t).height() for t in taken)
            if best is None or overlap < best[0]:
                best = (overlap, rect)
            if overlap == 0:
                break
        rect = best[1] if best is not None else QRectF(self.out.centre, size)
        self._stack(pile, rect, size)
