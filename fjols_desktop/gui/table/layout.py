"""Where everything lies on the table, from an observation and the window size alone.

No game knowledge: piles are placed by their ``PileKind`` and owner (the layout hints the engine
gives), around the seat the table is shown from, which is always at the bottom:

* seats sit clockwise on an ellipse: the viewer at the bottom, the player to their left (seat + 1) on
  the left, and so on round the table, as people sit at a real one;
* the viewer's HAND is a large fan along the bottom; other hands are small fans of backs at their
  seats, turned to face the middle; each seat has a name plate on the table side of its cards (from
  seven players on, over the cards' inner part), with its TAKEN pile (a small stack with a count) and
  TOKEN (a disc) beside the plate;
* the table's sign (the trump, the round, the lead colour) heads the top-left corner in large type,
  the facts box under it;
* the *middle* is the largest free rectangle between the seats, the facts box and the prompt; the
  centre piles fill it (``layout_centre.py``): TRICK cards each pushed towards the player who played
  it, a finished trick (LAST_TRICK) in the middle until the next card is led, then small in a free
  corner; BOUT pairs (attack card with its beating card across it) in one or two rows; a CHAIN fanned
  with the card to beat on top; ROWs (Davoserjas' kabale) one under the other, each card at its
  rank's column so the sevens line up;
* STOCK (with its TURNED card across under it, half showing, as Durak's trump lies) and DISCARD take
  the free spot nearest the middle's left and right side; PASS piles lie between their seat and the
  middle;
* anything unknown becomes a labelled pile area: next to its owner's plate, or at a free spot.

Sizes follow the window: the viewer's cards are about a quarter of the height, so the table reads
the same on a small laptop and on a 4K screen (the painter renders at the screen's pixel ratio);
the middle's cards shrink when many players leave little room.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.rules import Observation, Pile, PileKind
from .card_painter import CARD_ASPECT

CENTRE_KINDS = (PileKind.TRICK, PileKind.BOUT, PileKind.CHAIN, PileKind.ROW)
CROWDED = 7   # from this many players a name plate lies over its own cards, not beside them


def _overlap(rect: QRectF, others: list[QRectF]) -> float:
    total = 0.0
    for other in others:
        if rect.intersects(other):
            part = rect.intersected(other)
            total += part.width() * part.height()
    return total


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
    label_rect: QRectF | None = None   # where the label goes, if not round the area


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
    middle: QRectF = field(default_factory=QRectF)   # the free area the centre piles fill
    buttons: QRectF = field(default_factory=QRectF)  # the band above the prompt where move buttons go first
    sign: QRectF = field(default_factory=QRectF)     # the table's sign, in the corner above the facts
    busy: list[QRectF] = field(default_factory=list)  # plates and the like, for overlay_spot

    def overlay_spot(self, size: QSizeF) -> QPointF:
        """Where a widget of ``size`` over the table (the move buttons) covers no card, plate or text:
        just above the prompt if that is free, else along that row, beside the prompt, or next to the
        hand; the least covered of those otherwise. Returns the top-left corner."""
        cards = [QRectF(c.centre.x() - c.size.width() / 2, c.centre.y() - c.size.height() / 2, c.size.width(),
                        c.size.height()) for c in self.cards if not c.interactive]
        busy = cards + self.busy
        row, w, h = self.buttons, self.size.width(), self.size.height()
        top = row.center().y() - size.height() / 2
        side_y = self.prompt.center().y() - size.height() / 2
        xs = [w / 2 - size.width() / 2 + k * size.width() * 0.25 * sign for k in range(12) for sign in (1, -1)]
        spots = [QPointF(x, top) for x in xs if 4 <= x <= w - size.width() - 4]
        spots += [QPointF(w - size.width() - 8, side_y), QPointF(8, side_y),
                  QPointF(w - size.width() - 8, self.hand.top() + 8)]
        spots = [QPointF(x.x(), min(max(4.0, x.y()), h - size.height() - 4)) for x in spots]
        hand = [QRectF(c.centre.x() - c.size.width() / 2, c.centre.y() - c.size.height() / 2, c.size.width(),
                       c.size.height()) for c in self.cards if c.interactive]

        def cost(point: QPointF) -> tuple[float, int]:  # covering the hand is worst, a plate or card next
            rect = QRectF(point, size)
            return 5 * _overlap(rect, hand) + _overlap(rect, busy), spots.index(point)

        return min(spots, key=cost)


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


def seat_angles(n: int) -> list[float]:
    """Where the seats sit on the table's ellipse, in degrees on screen (90 = the viewer, at the
    bottom), clockwise. Evenly round the table; from six players on, the others keep at least 60°
    from the viewer, so that nobody sits beside the hand and the lower seats are not squeezed."""
    if n <= 2:
        return [90.0, 270.0][:max(1, n)]
    start = max(360 / n, 60.0) if n >= 6 else 360 / n
    step = (360 - 2 * start) / (n - 2)
    return [90.0] + [90 + start + k * step for k in range(n - 1)]


class LayoutFrame:
    """The frame of a layout: seats, hands and the piles that belong to a seat. ``LayoutBuilder``
    (``layout_centre.py``) adds the middle: ``_middle``, ``_centre``, ``_side`` and ``_loose``."""

    def __init__(self, view: Observation, width: float, height: float, labels: dict[str, str],
                 facts: QSizeF | None = None, sign: QSizeF | None = None) -> None:
        """``facts`` and ``sign`` are the sizes the scene needs for its facts box and the sign."""
        self.view, self.w, self.h, self.labels = view, width, height, labels
        big_h = min(height * 0.25, width * 0.2 / CARD_ASPECT)
        self.big = _card(big_h)
        self.mid = _card(big_h * 0.8)
        self.small = _card(big_h * 0.5)
        self.margin = max(6.0, min(width, height) * 0.014)
        self.plate = QSizeF(max(140.0, min(240.0, width * 0.15)), max(40.0, min(64.0, height * 0.075)))
        self.crowded = view.seats >= CROWDED  # then each plate lies on its own cards
        self.facts_size = facts if facts is not None else QSizeF()
        self.sign_size = sign if sign is not None else QSizeF()
        self.out = TableLayout(QSizeF(width, height), self.big, self.mid, self.small, QPointF())
        self._pass_slots: dict[int, int] = {}
        self._fans: dict[int, QRectF] = {}
        self._fan_width: dict[int, float] = {}
        self._taken: list[QRectF] = []     # rects of the piles placed at free spots so far
        # other players' hands shown face up (open hands, the deal review) fan wider, to be read
        self._open = {p.owner for p in view.piles if p.kind is PileKind.HAND and p.owner != view.seat
                      and any(c is not None for c in p.cards)}

    # the middle (layout_centre.LayoutBuilder)
    def _middle(self) -> None: ...
    def _centre(self, piles: list[Pile]) -> None: ...
    def _side(self, pile: Pile) -> None: ...
    def _loose(self, pile: Pile) -> None: ...

    # -- the frame ----------------------------------------------------------------------------------------
    def build(self) -> TableLayout:
        v, w, h, m = self.view, self.w, self.h, self.margin
        hand_top = h - m - self.big.height()
        self.out.hand = QRectF(0, hand_top - self.big.height() * 0.16, w, h - hand_top + self.big.height() * 0.16)
        top_band = m + self.small.height() + self.plate.height()
        self.out.centre = QPointF(w / 2, (top_band + hand_top) / 2 + self.h * 0.01)
        prompt_h = max(28.0, h * 0.045)
        self.out.prompt = QRectF(w * 0.13, hand_top - self.big.height() * 0.16 - prompt_h - m * 0.6, w * 0.74, prompt_h)
        button_h = max(32.0, h * 0.05)
        self.out.buttons = QRectF(w * 0.2, self.out.prompt.top() - button_h - m * 0.4, w * 0.6, button_h)
        # the sign (trump, round, lead colour) heads the corner, the other facts under it
        sign, facts = self.sign_size, self.facts_size
        corner_w = w / 2 - h * 0.14 - 2 * m  # clear of the top seat's cards
        if not sign.isEmpty():
            self.out.sign = QRectF(m * 1.5, m * 1.5, min(sign.width(), corner_w), sign.height())
        top = self.out.sign.bottom() + m * 0.6 if not sign.isEmpty() else m * 1.5
        self.out.facts = QRectF(m * 1.5, top, min(facts.width(), corner_w), min(facts.height(), h * 0.3)) \
            if not facts.isEmpty() else QRectF()
        self._seats()
        self._fit_prompt()
        self._fit_corner()
        self._middle()
        self._centre([p for p in v.piles if p.kind in CENTRE_KINDS or p.kind is PileKind.LAST_TRICK])
        later = []
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
            else:
                later.append(pile)
        for pile in later:  # after everything with a fixed place, so that they find a free spot
            if pile.kind in (PileKind.STOCK, PileKind.TURNED, PileKind.DISCARD):
                self._side(pile)
            elif pile.owner is not None and pile.owner in self.out.seats:
                self._beside_plate(pile, 1)
            else:
                self._loose(pile)
        self.out.busy = [p.plate for p in self.out.seats.values()] + [r for r in (self.out.sign, self.out.facts)
                                                                       if not r.isEmpty()]
        self.out.busy.append(QRectF(self.out.prompt.center().x() - self.out.prompt.width() * 0.35,
                                    self.out.prompt.top(), self.out.prompt.width() * 0.7, self.out.prompt.height()))
        return self.out

    def _seats(self) -> None:
        v, w, h, m = self.view, self.w, self.h, self.margin
        n = max(1, v.seats)
        c = self.out.centre
        rx = w / 2 - m - self.small.height() * 0.55
        ry = c.y() - m - self.small.height() * 0.5
        floor = self.out.prompt.top() - m * 0.5  # other seats stay above the prompt and the hand
        angles = seat_angles(n)
        spots = [QPointF(c.x() + rx * math.cos(math.radians(a)), c.y() + ry * math.sin(math.radians(a)))
                 for a in angles]
        seats = [(v.seat + k) % n for k in range(n)]
        counts = [max(1, v.hand_sizes[s] if s < len(v.hand_sizes) else 0) for s in seats]
        # seats below the middle line move up together, in proportion, until the lowest clears the prompt
        lows = [k for k in range(1, n) if math.sin(math.radians(angles[k])) > 0.05]
        if lows:
            overflow = max(self._fan_box(spots[k], counts[k], angles[k] - 90, seats[k]).bottom() - floor for k in lows)
            deepest = max(math.sin(math.radians(angles[k])) for k in lows)
            if overflow > 0:
                squeeze = max(0.0, 1 - overflow / (ry * deepest))
                for k in lows:
                    spots[k] = QPointF(spots[k].x(), c.y() + (spots[k].y() - c.y()) * squeeze)
        corner = self.out.sign.united(self.out.facts).adjusted(-m, -m, m, m)
        for k in range(1, n):  # other seats stay above the prompt (with many players the lower ones rise)
            box = self._fan_box(spots[k], counts[k], angles[k] - 90, seats[k])
            if not corner.isEmpty() and box.intersects(corner) and spots[k].y() < c.y() and spots[k].x() < c.x() - m:
                spots[k] = QPointF(spots[k].x(), spots[k].y() + corner.bottom() - box.top())  # clear of the facts
                box.translate(0, corner.bottom() - box.top())
            if box.bottom() > floor:
                spots[k] = QPointF(spots[k].x(), spots[k].y() - (box.bottom() - floor))
        for k in range(1, n):  # a fan reaches at most about a third of the way to a neighbour
            gaps = [math.hypot(spots[j].x() - spots[k].x(), spots[j].y() - spots[k].y()) for j in (k - 1, (k + 1) % n)
                    if j != 0]
            self._fan_width[seats[k]] = min(self.h * 0.42, max(self.small.width(), min(gaps) - self.small.height()
                                                                 * 0.9)) if gaps else self.h * 0.42
        for k in range(n):
            seat = seats[k]
            angle = angles[k]
            if k == 0:
                anchor = QPointF(w / 2, h - m - self.big.height() / 2)
                plate = QRectF(m, h - m - self.plate.height(), self.plate.width(), self.plate.height())
            else:
                a = math.radians(angle)
                anchor = QPointF(spots[k])
                box = self._fan_box(anchor, counts[k], angle - 90, seat)
                self._fans[seat] = box
                plate = QRectF(0, 0, self.plate.width(), self.plate.height())
                inward_x, inward_y = -math.cos(a), -math.sin(a)
                gap = m * 0.6
                # the plate sits on the table side of the cards: below or above them, or beside them;
                # at a crowded table over the cards' inner part, the backs peeking out behind it
                if self.crowded:
                    plate.moveCenter(QPointF(anchor.x() + inward_x * self.small.height() * 0.3,
                                             anchor.y() + inward_y * self.small.height() * 0.3))
                elif abs(inward_y) >= abs(inward_x) * 0.75:
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
                plate.moveTop(min(max(plate.top(), m), min(h, floor + self.plate.height()) - plate.height()))
            self.out.seats[seat] = SeatPlace(seat, angle, anchor, plate)
        self._part_plates(floor)

    def _part_plates(self, floor: float) -> None:
        """Push apart name plates that overlap (a crowded table): the upper one up, the lower one down,
        each half the overlap, within the table and above the prompt."""
        m = self.margin
        places = [p for s, p in self.out.seats.items() if s != self.view.seat]
        for _ in range(4):
            moved = False
            for a, b in ((a, b) for i, a in enumerate(places) for b in places[i + 1:]):
                if not a.plate.adjusted(-m / 2, -m / 2, m / 2, m / 2).intersects(b.plate):
                    continue
                upper, lower = (a, b) if a.plate.center().y() <= b.plate.center().y() else (b, a)
                push = (upper.plate.bottom() + m / 2 - lower.plate.top()) / 2 + 0.5
                upper.plate.moveTop(max(m, upper.plate.top() - push))
                lower.plate.moveBottom(min(floor, lower.plate.bottom() + push))
                moved = True
            if not moved:
                break

    def _fit_corner(self) -> None:
        """Narrow the sign and the facts box where a seat comes close (a crowded table): the text is
        cut short rather than the seat covered."""
        m = self.margin
        others = [p.plate for s, p in self.out.seats.items() if s != self.view.seat] + list(self._fans.values())
        for name in ("sign", "facts"):
            rect = getattr(self.out, name)
            for other in others:
                if not rect.isEmpty() and rect.intersects(other) and other.left() > rect.left() + 4 * m:
                    rect.setRight(other.left() - m)
            setattr(self.out, name, rect)

    def _fit_prompt(self) -> None:
        """Narrow the prompt so that no name plate covers it (with many players the lower seats come
        close to the hand)."""
        prompt = self.out.prompt
        gap = self.margin
        for seat, place in self.out.seats.items():
            if seat == self.view.seat or not place.plate.adjusted(-gap, 0, gap, 0).intersects(prompt):
                continue
            if place.plate.center().x() < prompt.center().x():
                prompt.setLeft(place.plate.right() + gap)
            else:
                prompt.setRight(place.plate.left() - gap)
        self.out.prompt = prompt

    def obstacles(self) -> list[QRectF]:
        """What the middle's piles must not cover: name plates, other hands, the facts box, the prompt."""
        rects = [p.plate.adjusted(0, -p.plate.height() * 0.35, 0, 0)  # room for the plate's tags on its top
                 for s, p in self.out.seats.items() if s != self.view.seat]
        rects += list(self._fans.values())
        rects += [r.adjusted(-4, -4, 4, 4) for r in (self.out.sign, self.out.facts) if not r.isEmpty()]
        rects += [self.out.prompt, self.out.buttons]
        return rects

    def _fan_points(self, anchor: QPointF, count: int, seat: int) -> list[QPointF]:
        # hands shown face up (open hands, the deal review) fan wider, to be read
        return _fan(anchor, count, self.small, self._fan_width.get(seat, self.h * 0.42),
                    0.34 if seat in self._open else 0.2)

    def _fan_box(self, anchor: QPointF, count: int, rotation: float, seat: int) -> QRectF:
        """The bounding box of an opponent's fan of ``count`` cards turned by ``rotation``."""
        box = QRectF()
        for point in self._fan_points(anchor, count, seat):
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
        points = self._fan_points(place.anchor, count, place.seat)
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
        """A small pile (TAKEN, or an unknown owned pile) beside its owner's name plate: on the first
        side where it covers none of that seat's cards (the viewer's: above the plate)."""
        size = QSizeF(self.small.width() * 0.7, self.small.height() * 0.7)
        rect = self._by_plate(pile.owner, size, slot)  # type: ignore[arg-type]
        self._stack(pile, rect, size, outline=pile.kind is not PileKind.TAKEN)

    def _by_plate(self, seat: int, size: QSizeF, slot: int) -> QRectF:
        """A place of ``size`` next to ``seat``'s plate, ``slot`` places out: right, left, below or above
        it, the first that keeps clear of the seat's cards and the table's edge."""
        plate = self.out.seats[seat].plate
        gap = self.margin * 0.6
        if seat == self.view.seat:
            return QRectF(plate.left() + slot * (size.width() + gap), plate.top() - gap - size.height(),
                          size.width(), size.height())
        out = (size.width() + gap) * slot
        cy, cx = plate.center().y() - size.height() / 2, plate.center().x() - size.width() / 2
        options = [QRectF(plate.right() + gap + out, cy, size.width(), size.height()),
                   QRectF(plate.left() - gap - plate.height() * 0.2 - size.width() - out, cy, size.width(),
                          size.height()),  # clear of the dealer's chip on the plate's corner
                   QRectF(cx + out, plate.bottom() + gap, size.width(), size.height()),
                   QRectF(cx + out, plate.top() - gap - size.height(), size.width(), size.height())]
        bounds = QRectF(self.margin, self.margin, self.w - 2 * self.margin, self.h - 2 * self.margin)
        avoid = list(self._fans.values()) + [p.plate for s, p in self.out.seats.items() if s != seat]
        return min(options, key=lambda r: (not bounds.contains(r), _overlap(r, avoid) > 0, options.index(r)))

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
            rect = self._by_plate(pile.owner, QSizeF(d, d), 0)
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
        else:  # towards the middle from the plate, as far as needed to clear every plate
            plate = place.plate.center()
            plates = [p.plate for p in self.out.seats.values()]
            for share in (0.55, 0.5, 0.45, 0.4, 0.35, 0.3):
                centre = QPointF(c.x() + (plate.x() - c.x()) * share, c.y() + (plate.y() - c.y()) * share)
                box = _turned_rect(centre, size, place.angle - 90)
                if not any(box.intersects(r) for r in plates):
                    break
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


def __getattr__(name: str) -> Any:
    """``layout.LayoutBuilder`` is the full builder, kept in ``layout_centre.py`` with the middle."""
    if name == "LayoutBuilder":
        from .layout_centre import LayoutBuilder

        return LayoutBuilder
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
