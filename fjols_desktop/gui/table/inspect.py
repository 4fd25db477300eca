"""What the table shows where: every drawn part of every item as a named rectangle, every text that
had to be cut, and the checks the layout promises (nothing overlaps, nothing leaves the table).

Read from the items themselves (``parts()`` and ``cut()`` of the plates, areas and banners; each
card's rectangle at rest), so a check needs no painting. A *group* is what may overlap itself: one
pile's cards with its area (a fan, a stack, a trick; the stock with the turned card lying under
it; a trick just won, still lying in the trick's place), one plate with its tags band; anything
else overlapping is a fault. The viewer's cards are counted with the room a selected card rises
into. ``geometry test`` and ``scripts/screenshots.py`` use it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF

from ...engine.rules import PileKind

FAR = 50.0


@dataclass(frozen=True)
class Part:
    group: str
    name: str
    rect: tuple[float, float, float, float]   # left, top, right, bottom

    @classmethod
    def of(cls, group: str, name: str, rect: QRectF) -> Part:
        return cls(group, name, (rect.left(), rect.top(), rect.right(), rect.bottom()))


def _groups(scene: Any) -> dict[str, str]:
    """Pile id -> the group it is drawn with."""
    view = scene.view
    out: dict[str, str] = {}
    if view is None:
        return out
    stock = next((p.id for p in view.piles if p.kind is PileKind.STOCK), None)
    trick = next((p.id for p in view.piles if p.kind is PileKind.TRICK), None)
    for pile in view.piles:
        out[pile.id] = pile.id
        if pile.kind is PileKind.TURNED and stock is not None:
            out[pile.id] = stock
        area = scene.areas.get(pile.id)
        if pile.kind is PileKind.LAST_TRICK and trick is not None and area is not None and area.rect.isEmpty():
            out[pile.id] = trick   # the trick just won lies where the trick goes
    return out


def table_parts(scene: Any, extra: list[Part] | None = None) -> list[Part]:
    """Every part the table draws, in scene coordinates, with its group."""
    groups = _groups(scene)
    parts: list[Part] = []
    lift = 0.0
    if scene.layout_ is not None:
        lift = scene.layout_.big.height() * 0.16
    for item in scene.cards.values():
        pile = item.pile_id.split("#", 1)[0]
        rect = item.card_rect()
        if item.interactive:
            rect.setTop(rect.top() - lift)  # a selected card stands this much higher
        parts.append(Part.of(groups.get(pile, pile), f"card {item.card if item.card is not None else 'back'}", rect))
    for area in scene.areas.values():
        for name, rect in area.parts():
            parts.append(Part.of(groups.get(area.pile_id, area.pile_id), f"{name} of {area.pile_id}", rect))
    for seat, plate in scene.plates.items():
        for name, rect in plate.parts():
            parts.append(Part.of(f"plate {seat}", f"{name} of seat {seat}", rect))
    for banner in (scene.sign, scene.facts, scene.prompt):
        for name, rect in banner.parts():
            parts.append(Part.of(name, name, rect))
    return parts + list(extra or [])


def cut_texts(scene: Any) -> list[tuple[str, str]]:
    """(where, text) for every text on the table that did not fit and was cut short."""
    out: list[tuple[str, str]] = []
    for seat, plate in scene.plates.items():
        out += [(f"plate {seat}", text) for text in plate.cut()]
    for area in scene.areas.values():
        out += [(area.pile_id, text) for text in area.cut()]
    for banner in (scene.sign, scene.facts, scene.prompt):
        out += [(banner.style, text) for text in banner.cut()]
    return out


def gap(a: Part, b: Part) -> float:
    """How far apart two parts are (negative: by how much they overlap, the smaller way)."""
    ax0, ay0, ax1, ay1 = a.rect
    bx0, by0, bx1, by1 = b.rect
    dx = max(bx0 - ax1, ax0 - bx1)
    dy = max(by0 - ay1, ay0 - by1)
    return max(dx, dy)


def overlaps(parts: list[Part], tolerance: float = 0.5) -> tuple[list[tuple[str, str, float]], float]:
    """The pairs of parts of different groups that overlap (by more than ``tolerance`` pixels), and the
    smallest gap between any two parts of different groups (the layout's worst margin; gaps over
    ``FAR`` pixels are not measured)."""
    found: list[tuple[str, str, float]] = []
    worst = FAR
    ordered = sorted(parts, key=lambda p: p.rect[0])
    for i, a in enumerate(ordered):
        ax1 = a.rect[2]
        for b in ordered[i + 1:]:
            if b.rect[0] - ax1 > FAR:
                break  # sorted by left edge: everything further right is further away
            if a.group == b.group:
                continue
            g = gap(a, b)
            worst = min(worst, g)
            if g < -tolerance:
                found.append((a.name, b.name, -g))
    return found, worst


def outside(parts: list[Part], bounds: QRectF, tolerance: float = 0.5) -> list[str]:
    """The parts that leave ``bounds``."""
    x0, y0, x1, y1 = bounds.left() - tolerance, bounds.top() - tolerance, bounds.right() + tolerance, \
        bounds.bottom() + tolerance
    return [p.name for p in parts if p.rect[0] < x0 or p.rect[1] < y0 or p.rect[2] > x1 or p.rect[3] > y1]
