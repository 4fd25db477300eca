"""The middle of the table: the free area between the seats, the centre piles inside it, and free spots for the stock, the discard pile, the last trick and unknown piles.

Still no game knowledge, only pile kinds (see ``layout.py``). Each centre pile reserves the room it
needs at its fullest (a trick of every player, six Durak pairs, the kabale's thirteen columns), so
the stock and the discard pile, which look for the free spot nearest the middle's left and right
side, do not move while the middle fills up.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.rules import Pile, PileKind
from .layout import AreaPlace, CardPlace, LayoutFrame, _card, _fan, _mark, _overlap, _wobble

MAX_BOUT = 6          # attack cards a Durak bout can hold
BOUT_COLUMN = 1.38    # pair footprint in card widths (the beating card lies across, shifted right)
BOUT_ROW = 1.2        # ... and in card heights
STOCK_SCALE = 0.85    # stock, turned card and discard pile, against the middle's card size
ROW_STEP = 0.34       # kabale: one rank's column, in card widths (the corner index shows)
ROW_LABEL = 0.42      # ... and the suit label at the row's left end


class LayoutBuilder(LayoutFrame):
    """Builds a ``TableLayout``; one call of ``build`` per observation and window size."""

    # -- the free middle ----------------------------------------------------------------------------------
    def _middle(self) -> None:
        """The largest rectangle round the table's centre that no seat, facts box or prompt covers
        (greedy: cut away the biggest intruder on the side that keeps the most room)."""
        m = self.margin
        c = self.out.centre
        rect = QRectF(m, m, self.w - 2 * m, self.out.prompt.top() - m * 1.6)  # buttons find their own room
        blockers = [r.adjusted(-m * 0.6, -m * 0.6, m * 0.6, m * 0.6) for r in self.obstacles()
                    if r not in (self.out.prompt, self.out.buttons)]
        for _ in range(2 * len(blockers)):
            hit = [b for b in blockers if rect.intersects(b)]
            if not hit:
                break
            block = max(hit, key=lambda b: _overlap(rect, [b]))
            options = []
            for side in ("top", "left", "right", "bottom"):
                cut = QRectF(rect)
                if side == "top":
                    cut.setTop(block.bottom())
                elif side == "left":
                    cut.setLeft(block.right())
                elif side == "right":
                    cut.setRight(block.left())
                else:
                    cut.setBottom(block.top())
                if cut.width() > 0 and cut.height() > 0:
                    options.append(cut)
            if not options:
                break
            central = [o for o in options if o.contains(c)] or options
            rect = max(central, key=lambda o: o.width() * min(o.height(), o.width()))
        self.out.middle = rect
        self.area = QRectF(rect)
        self._reserved: list[QRectF] = []

    def _fit(self, width_cards: float, height_cards: float, limit: QSizeF | None = None) -> QSizeF:
        """The largest card (at most the middle size) for a group ``width_cards`` card widths wide and
        ``height_cards`` card heights tall inside the middle."""
        top = limit or self.mid
        by_width = self.area.width() / (width_cards * CARD_W)
        by_height = self.area.height() / height_cards
        return _card(max(top.height() * 0.45, min(top.height(), by_width, by_height)))

    # -- the centre piles ----------------------------------------------------------------------------------
    def _centre(self, piles: list[Pile]) -> None:
        trick = next((p for p in piles if p.kind is PileKind.TRICK), None)
        last = next((p for p in piles if p.kind is PileKind.LAST_TRICK), None)
        others = [p for p in piles if p.kind not in (PileKind.TRICK, PileKind.LAST_TRICK)]
        if trick is not None:
            zone, size, spread = self._trick_zone()
            self.out.areas.append(AreaPlace(trick, zone, outline=True, drop=True))
            self._reserved.append(zone)
            if trick.cards or last is None or not last.cards:
                self._trick_formation(trick, zone.center(), size, spread, 200)
            if last is not None and last.cards and not trick.cards:
                self._trick_formation(last, zone.center(), size, spread, 150)  # the trick just gathered
                self.out.areas.append(AreaPlace(last, QRectF(), drop=False))
                last = None
        rows = [p for p in others if p.kind is PileKind.ROW]
        if rows:
            self._rows(rows)
        for pile in others:
            if pile.kind is PileKind.BOUT:
                self._bout(pile)
            elif pile.kind is PileKind.CHAIN:
                self._chain(pile)
        if last is not None:
            self._corner_trick(last)

    def _trick_zone(self) -> tuple[QRectF, QSizeF, QSizeF]:
        """The trick's zone, card size and how far each card is pushed towards its player."""
        n = max(3, self.view.seats)
        push_x, push_y = 0.8 + 0.1 * max(0, n - 4), 0.42 + 0.06 * max(0, n - 4)
        size = self._fit(2 * push_x + 1.25, 2 * push_y + 1.2)
        spread = QSizeF(size.width() * push_x, size.height() * push_y)
        zone = QRectF(0, 0, 2 * spread.width() + size.width() * 1.25, 2 * spread.height() + size.height() * 1.2)
        zone.moveCenter(self.area.center())
        return zone, size, spread

    def _trick_formation(self, pile: Pile, centre: QPointF, size: QSizeF, spread: QSizeF, z: float) -> None:
        n = max(1, self.view.seats)
        for i, card in enumerate(pile.cards):
            by = pile.played_by[i] if i < len(pile.played_by) else None
            if by is not None:
                angle = math.radians(90 + ((by - self.view.seat) % n) * 360 / n)
                point = QPointF(centre.x() + math.cos(angle) * spread.width(),
                                centre.y() + math.sin(angle) * spread.height())
            else:
                point = QPointF(centre.x() + (i - (len(pile.cards) - 1) / 2) * size.width() * 0.5, centre.y())
            self.out.cards.append(CardPlace(pile.id, i, card, point, size, _wobble(str(card), 5.0), z + i,
                                            mark=_mark(pile, i)))

    def _corner_trick(self, pile: Pile) -> None:
        """The last trick, small, in the free spot nearest a top corner (its label above it)."""
        size = self.small
        step = size.width() * (0.42 if len(pile.cards) <= 6 else 0.3)
        width = step * (len(pile.cards) - 1) + size.width()
        label_h = max(16.0, self.h * 0.026)
        m = self.margin
        box = QSizeF(width, size.height() + label_h)
        bounds = QRectF(m, m, self.w - 2 * m, self.out.prompt.top() - m)
        spot = self._free_spot(box, QPointF(self.w - m - width / 2, m + box.height() / 2), bounds)
        rect = QRectF(spot.left(), spot.top() + label_h, width, size.height())
        for i, card in enumerate(pile.cards):
            centre = QPointF(rect.left() + size.width() / 2 + i * step, rect.center().y())
            self.out.cards.append(CardPlace(pile.id, i, card, centre, size, 0.0, 60 + i, mark=_mark(pile, i)))
        self.out.areas.append(AreaPlace(pile, rect, self.labels.get(pile.id, ""), drop=False))

    def _bout(self, pile: Pile) -> None:
        """Attack cards with their beating cards across them, in one row or, if the cards come out
        bigger that way, two rows of three."""
        n = len(pile.cards)
        slots = max(MAX_BOUT, n)
        one = self._fit(slots * BOUT_COLUMN, BOUT_ROW)
        per_row = math.ceil(slots / 2)
        two = self._fit(per_row * BOUT_COLUMN, 2 * BOUT_ROW)
        size, columns = (one, slots) if one.height() >= two.height() * 0.98 else (two, per_row)
        rows = math.ceil(slots / columns)
        col_w, row_h = size.width() * BOUT_COLUMN, size.height() * BOUT_ROW
        zone = QRectF(0, 0, col_w * columns + size.width() * 0.3, row_h * rows + size.height() * 0.1)
        zone.moveCenter(self.area.center())
        used_rows = max(1, math.ceil(n / columns))
        top = zone.center().y() - row_h * used_rows / 2 + size.height() / 2
        for i, card in enumerate(pile.cards):
            row, col = divmod(i, columns)
            in_row = min(columns, n - row * columns)
            x = zone.center().x() + (col - (in_row - 1) / 2) * col_w - size.width() * 0.11
            centre = QPointF(x, top + row * row_h - size.height() * 0.06)
            target = f"{pile.id}/{card}"
            self.out.cards.append(CardPlace(pile.id, i, card, centre, size, 0.0, 200 + 2 * i, target=target))
            cover = pile.covers[i] if i < len(pile.covers) else None
            if cover is not None:
                self.out.cards.append(CardPlace(pile.id + "#cover", i, cover,
                                                QPointF(centre.x() + size.width() * 0.24, centre.y() + size.height() * 0.1),
                                                size, 12.0, 201 + 2 * i))
        self._reserved.append(zone)
        self.out.areas.append(AreaPlace(pile, zone, outline=True, drop=True))

    def _chain(self, pile: Pile) -> None:
        """The chain left to right, each card beating the one before; the card to beat on top, whole."""
        size = self._fit(4.2, 1.25)
        points = _fan(self.area.center(), len(pile.cards), size, self.area.width() * 0.96, 0.42)
        for i, (card, point) in enumerate(zip(pile.cards, points)):
            self.out.cards.append(CardPlace(pile.id, i, card, point, size, _wobble(str(card), 3.0), 200 + i))
        zone = QRectF(0, 0, min(self.area.width(), max(size.width() * 4.2, (points[-1].x() - points[0].x())
                                                         + size.width() * 1.5 if points else 0)), size.height() * 1.25)
        zone.moveCenter(self.area.center())
        self._reserved.append(zone)
        self.out.areas.append(AreaPlace(pile, zone, outline=True, drop=True))

    def _rows(self, rows: list[Pile]) -> None:
        """Rows one under the other, overlapping so each card's corner shows. French cards sit in their
        rank's column (fourteen columns: an ace low at the left, high at the right), so the sevens line
        up and nothing moves when a row grows; the row's label stands at its left end."""
        by_rank = all(isinstance(getattr(card, "rank", None), int) for pile in rows for card in pile.cards)
        count = len(rows)
        # height: (count - 1) steps of half a card plus one card; width: a label, 13 steps and a card
        size = self._fit(13 * ROW_STEP + 1 + ROW_LABEL, (count - 1) * 0.5 + 1.0, QSizeF(
            self.big.width() * 0.9, self.big.height() * 0.9))
        step_x, step_y = size.width() * ROW_STEP, size.height() * 0.5
        label_w = size.width() * ROW_LABEL
        width = 13 * step_x + size.width()
        left = self.area.center().x() - (width - label_w) / 2
        top = self.area.center().y() - (step_y * (count - 1) + size.height()) / 2
        for r, pile in enumerate(rows):
            y = top + r * step_y + size.height() / 2
            if by_rank:
                low_ace = [i for i, card in enumerate(pile.cards) if card.rank == 14 and i == 0 and len(pile.cards) > 1]
                columns = [1 if i in low_ace else card.rank for i, card in enumerate(pile.cards)]
                points = [QPointF(left + size.width() / 2 + (col - 1) * step_x, y) for col in columns]
            else:
                points = _fan(QPointF(left + width / 2, y), len(pile.cards), size, width, 0.5)
            for i, (card, point) in enumerate(zip(pile.cards, points)):
                self.out.cards.append(CardPlace(pile.id, i, card, point, size, 0.0, 200 + 20 * r + i))
            zone = QRectF(left - label_w, y - size.height() / 2, width + label_w, step_y if r < count - 1 else
                          size.height())
            label = QRectF(zone.left(), zone.top(), label_w, step_y)
            self.out.areas.append(AreaPlace(pile, zone, self.labels.get(pile.id, ""), outline=not pile.cards,
                                            label_rect=label))
        self._reserved.append(QRectF(left - label_w, top, width + label_w, step_y * (count - 1) + size.height()))

    # -- stock, turned card, discard pile ----------------------------------------------------------------------
    def _side(self, pile: Pile) -> None:
        """STOCK (with the TURNED card across under it) at the free spot nearest the middle's left,
        DISCARD, smaller (dead cards matter less), nearest its right. A TURNED pile without a stock
        stands upright in the stock's place; an empty one (its label is on the table's sign) takes no
        room."""
        size = _card(self.mid.height() * (STOCK_SCALE if pile.kind is not PileKind.DISCARD else 0.6))
        has_stock = any(p.kind is PileKind.STOCK for p in self.view.piles)
        m = self.margin
        if pile.kind is PileKind.TURNED and has_stock:
            return  # laid with its stock
        if pile.kind is PileKind.TURNED and not pile.cards:
            self.out.areas.append(AreaPlace(pile, QRectF(), drop=False))
            return
        right = pile.kind is PileKind.DISCARD
        turned = next((p for p in self.view.piles if p.kind is PileKind.TURNED), None) \
            if pile.kind is PileKind.STOCK else None
        show_turned = turned is not None and bool(turned.cards)
        out_x = size.height() * 0.53 if show_turned else 0.0  # the turned card shows beyond the stock
        box = QSizeF(size.width() + out_x + m, size.height() + m * 2.2)  # room for the label below
        prefer_x = self.out.middle.right() - box.width() / 2 if right else self.out.middle.left() + box.width() / 2
        prefer = QPointF(prefer_x, self.area.center().y())
        half = QRectF(self.w / 2 if right else m, m, self.w / 2 - m, self.out.prompt.top() - m)
        spot = self._free_spot(box, prefer, half)
        rect = QRectF(spot.left() + out_x, spot.top(), size.width(), size.height())
        if show_turned and turned is not None:
            centre = QPointF(rect.center().x() - size.width() * 0.55, rect.center().y())
            for i, card in enumerate(turned.cards):
                self.out.cards.append(CardPlace(turned.id, i, card, centre, size, 90.0, 35 + i))
            area = QRectF(0, 0, size.height(), size.width())
            area.moveCenter(centre)
            self.out.areas.append(AreaPlace(turned, area, drop=True))
        elif turned is not None:
            self.out.areas.append(AreaPlace(turned, QRectF(), drop=False))
        if pile.kind is PileKind.TURNED:  # no stock: the card stands upright
            for i, card in enumerate(pile.cards):
                self.out.cards.append(CardPlace(pile.id, i, card, rect.center(), size, 0.0, 35 + i))
            self.out.areas.append(AreaPlace(pile, rect, self.labels.get(pile.id, ""), drop=True, label_below=True))
            return
        self._stack(pile, rect, size, z=40 if right else 45)

    def _loose(self, pile: Pile) -> None:
        """An unknown pile with no seat: a labelled stack at the free spot nearest the middle's bottom."""
        size = QSizeF(self.small.width() * 0.9, self.small.height() * 0.9)
        m = self.margin
        box = QSizeF(size.width() + m * 2, size.height() + m * 3)
        bounds = QRectF(m, m, self.w - 2 * m, self.out.prompt.top() - m)
        spot = self._free_spot(box, QPointF(self.out.middle.center().x(), self.out.middle.bottom()), bounds)
        rect = QRectF(0, 0, size.width(), size.height())
        rect.moveCenter(QPointF(spot.center().x(), spot.top() + m + size.height() / 2))
        self._stack(pile, rect, size)

    # -- finding room ---------------------------------------------------------------------------------------------
    def _free_spot(self, box: QSizeF, prefer: QPointF, bounds: QRectF) -> QRectF:
        """The place for a ``box`` inside ``bounds`` that covers the least of the seats, the facts box,
        the prompt, the middle's reserved piles and the piles placed so far, nearest ``prefer``. The
        result is remembered, so the next pile looks elsewhere."""
        # covering the backs of a hand is bad; covering a name, text or another pile is much worse
        fans = list(self._fans.values())
        avoid = [(r.left(), r.top(), r.right(), r.bottom(), 3.0 if r in fans else 50.0) for r in
                 self.obstacles() + self._reserved + self._taken if not r.isEmpty()]
        bw, bh = box.width(), box.height()
        step = max(6.0, min(bw, bh) * 0.25)
        px, py = prefer.x() - bw / 2, prefer.y() - bh / 2
        spots = sorted((math.hypot(x - px, y - py), x, y) for y in _steps(bounds.top(), bounds.bottom() - bh, step)
                       for x in _steps(bounds.left(), bounds.right() - bw, step))
        best: tuple[float, QRectF] | None = None
        for distance, x, y in spots:  # nearest first: stop once nothing further can be cheaper
            if best is not None and distance >= best[0]:
                break
            cost = distance
            for left, top, right, bottom, weight in avoid:
                width = min(x + bw, right) - max(x, left)
                if width > 0:
                    height = min(y + bh, bottom) - max(y, top)
                    if height > 0:
                        cost += width * height * weight
            if best is None or cost < best[0]:
                best = (cost, QRectF(x, y, bw, bh))
        assert best is not None
        self._taken.append(best[1])
        return best[1]


def _steps(start: float, stop: float, step: float) -> list[float]:
    """``start``, ``start + step`` ... up to ``stop`` (just ``start`` when there is no room)."""
    count = max(0, int((stop - start) // step))
    return [start + i * step for i in range(count + 1)]


CARD_W = _card(1.0).width()  # card width per unit of height
