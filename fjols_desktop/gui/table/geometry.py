"""Plane geometry for the table's layout: card sizes, fans, turns, and the bookkeeping of which
rectangles are taken (``Room``), so that a layout can place a box where it covers nothing.

No Qt items and no game knowledge here: rectangles and points only (``QRectF``/``QPointF`` as plain
values), so the layout is computed without a scene and tested without painting.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .card_painter import CARD_ASPECT


class NoRoom(Exception):
    """A layout attempt found no free place for something: the caller tries smaller sizes."""


def card_size(height: float) -> QSizeF:
    return QSizeF(height * CARD_ASPECT, height)


def overlap_area(rect: QRectF, others: Iterable[QRectF]) -> float:
    total = 0.0
    for other in others:
        if rect.intersects(other):
            part = rect.intersected(other)
            total += part.width() * part.height()
    return total


def wobble(key: str, amount: float) -> float:
    """A small, stable turn per card so a trick looks dropped by hand, not stamped."""
    h = 0
    for ch in key:
        h = (h * 31 + ord(ch)) & 0xFFFF
    return ((h % 200) / 100 - 1) * amount


def fan(centre: QPointF, count: int, size: QSizeF, max_width: float, step_ratio: float) -> list[QPointF]:
    """Centres of ``count`` overlapping cards in a row (before any rotation), centred on ``centre``;
    the step shrinks so that the row stays within ``max_width`` (very many cards become a stack)."""
    if count <= 0:
        return []
    step = size.width() * step_ratio
    if count > 1 and (count - 1) * step + size.width() > max_width:
        step = max(0.0, (max_width - size.width()) / (count - 1))
    width = (count - 1) * step
    return [QPointF(centre.x() - width / 2 + i * step, centre.y()) for i in range(count)]


def turned_rect(centre: QPointF, size: QSizeF, degrees: float) -> QRectF:
    """The bounding box of a card of ``size`` centred on ``centre`` and turned by ``degrees``."""
    a = math.radians(degrees)
    w = abs(size.width() * math.cos(a)) + abs(size.height() * math.sin(a))
    h = abs(size.width() * math.sin(a)) + abs(size.height() * math.cos(a))
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)


def rotate(point: QPointF, about: QPointF, degrees: float) -> QPointF:
    a = math.radians(degrees)
    dx, dy = point.x() - about.x(), point.y() - about.y()
    return QPointF(about.x() + dx * math.cos(a) - dy * math.sin(a), about.y() + dx * math.sin(a) + dy * math.cos(a))


def centred(size: QSizeF, centre: QPointF) -> QRectF:
    rect = QRectF(QPointF(0, 0), size)
    rect.moveCenter(centre)
    return rect


def steps(start: float, stop: float, step: float) -> list[float]:
    """``start``, ``start + step`` ... up to ``stop`` (just ``start`` when there is no room)."""
    count = max(0, int((stop - start) // step))
    return [start + i * step for i in range(count + 1)]


class Room:
    """The table's taken rectangles. ``free(rect)`` says whether a rectangle keeps ``gap`` clear of all
    of them and lies inside the bounds; ``spot`` finds the free place for a box nearest a point."""

    def __init__(self, bounds: QRectF, gap: float) -> None:
        self.bounds = QRectF(bounds)
        self.gap = gap
        self.taken: list[QRectF] = []
        self._edges: list[tuple[float, float, float, float]] = []   # the taken rectangles grown by the gap
        self.strict = True          # False: every place is free (the layout's last resort)

    def take(self, *rects: QRectF) -> None:
        g = self.gap
        for r in rects:
            if not r.isEmpty():
                self.taken.append(QRectF(r))
                self._edges.append((r.left() - g, r.top() - g, r.right() + g, r.bottom() + g))

    def free(self, rect: QRectF, within: QRectF | None = None) -> bool:
        if not self.strict:
            return True
        bounds = within if within is not None else self.bounds
        x0, y0, x1, y1 = rect.left(), rect.top(), rect.right(), rect.bottom()
        if x0 < bounds.left() - 0.01 or y0 < bounds.top() - 0.01 or x1 > bounds.right() + 0.01 or \
                y1 > bounds.bottom() + 0.01:
            return False
        e = 0.01
        return not any(x0 < r - e and x1 > left + e and y0 < b - e and y1 > t + e for left, t, r, b in self._edges)

    def spot(self, size: QSizeF, prefer: QPointF, within: QRectF | None = None) -> QRectF:
        """The free place for a box of ``size`` inside ``within`` (default: the bounds) whose centre is
        nearest ``prefer``; raises ``NoRoom`` if there is none. The place is taken.

        Row by row (the rows nearest ``prefer`` first, on a grid and along the edges of what is taken),
        the free stretches of the row are found from the taken rectangles it crosses, and the place in
        them nearest ``prefer`` is kept; rows further away than the best place so far end the search."""
        bounds = within if within is not None else self.bounds
        bw, bh = size.width(), size.height()
        if not self.strict:
            rect = QRectF(prefer.x() - bw / 2, prefer.y() - bh / 2, bw, bh)
            self.take(rect)
            return rect
        left, top, right, bottom = bounds.left(), bounds.top(), bounds.right() - bw, bounds.bottom() - bh
        if right < left - 0.01 or bottom < top - 0.01:
            raise NoRoom(f"a {bw:.0f}x{bh:.0f} box in {bounds.width():.0f}x{bounds.height():.0f}")
        e = 0.01
        near = [r for r in self._edges if r[2] > left and r[0] < right + bw and r[3] > top and r[1] < bottom + bh]
        step = max(3.0, min(bw, bh) * 0.2, (bottom - top) / 40)
        ys = steps(top, bottom, step) + [bottom] + [r[3] for r in near] + [r[1] - bh for r in near]
        px, py = prefer.x() - bw / 2, prefer.y() - bh / 2
        best: tuple[float, float, float] | None = None
        for y in sorted({y for y in ys if top - e <= y <= bottom + e}, key=lambda y: abs(y - py)):
            if best is not None and abs(y - py) >= best[0]:
                break
            x0 = left
            blocks = sorted((r[0], r[2]) for r in near if y < r[3] - e and y + bh > r[1] + e)
            for block_left, block_right in [*blocks, (right + bw, right + bw)]:
                end = min(block_left, right + bw) - bw
                if end >= x0 - e:
                    x = min(max(px, x0), end)
                    distance = math.hypot(x - px, y - py)
                    if best is None or distance < best[0]:
                        best = (distance, x, y)
                x0 = max(x0, block_right)
                if x0 > right + e:
                    break
        if best is None:
            raise NoRoom(f"no free {bw:.0f}x{bh:.0f} place")
        rect = QRectF(best[1], best[2], bw, bh)
        self.take(rect)
        return rect
