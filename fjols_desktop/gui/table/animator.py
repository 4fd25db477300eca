"""``TableAnimator``: the table's movements beyond a card gliding to its new place — dealing, taking a
trick, and cards leaving the middle of the table (to the discard pile, or into the hand of the
player who picks them up) — at the speed the family chose (``set_factor``: 0 turns them all off).

The scene tells it about every re-layout (``plan``) and hands it the cards that left the table
(``depart``); the animator never decides what is on the table, only how it gets there:

* **Dealing** (after ``deal_next()``, the first observation of a deal): every card starts at the
  dealer's seat and flies to its place in dealing order, one at a time clockwise from the dealer's
  left, the whole deal taking at most ``DEAL_TOTAL_MS`` at normal speed.
* **Taking a trick**, the same in every trick game: when a trick is gathered (the TRICK pile empties
  and the LAST_TRICK pile now holds those cards, ``gathered``), the table holds it in the middle for a
  moment (``HOLD_MS``; the scene lays it out there while ``TableScene`` holds it), then it sweeps to
  its winner and fades: to the TAKEN pile that grew (Hjerterfri, Davoserjas), else to the seat whose
  card the last trick marks ``"won"`` (Fool!, whose tricks go to the discard pile), else to the
  discard pile that grew. When the sweep lands the scene lays the trick out in the last-trick corner
  (``trick_cleared``), so the corner is never empty between tricks. With animations off there is no
  hold: the trick goes straight to the corner.
* **Leaving the middle**: cards of a trick, bout or chain that are no longer on the table fly to where
  they went — the discard pile that grew by as many cards, the TAKEN pile that grew, or the seat whose
  hand grew (picking up) — and fade there. The viewer's own cards keep their identity, so a bout the
  viewer takes glides into the hand by itself.

Flying cards are ``Ghost`` items (a picture of the card), so the real card items stay exactly where
the layout puts them and can never be left half-way by an animation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    QTimer,
)
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from ...engine.rules import Observation, Pile, PileKind
from .card_item import CardItem
from .card_painter import CardPainter, card_key
from .places import CardPlace, TableLayout

BASE_MOVE_MS, BASE_LIFT_MS = 260, 90
HOLD_MS, SWEEP_MS, LEAVE_MS = 650, 420, 380
DEAL_STEP_MS, DEAL_TOTAL_MS = 34, 1500
LEAVING_KINDS = (PileKind.TRICK, PileKind.BOUT, PileKind.CHAIN)  # a taken last trick is not "leaving"


class Ghost(QGraphicsObject):
    """A picture of a card in flight; removes itself when its flight ends."""

    def __init__(self, pixmap: QPixmap, pad: float, size: QSizeF) -> None:
        super().__init__()
        self._pixmap, self._pad, self._size = pixmap, pad, QSizeF(size)
        self.setTransformOriginPoint(size.width() / 2, size.height() / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._pad, -self._pad, self._size.width() + 2 * self._pad,
                      self._size.height() + 2 * self._pad)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.drawPixmap(QPointF(-self._pad, -self._pad), self._pixmap)


@dataclass
class SyncPlan:
    """What one re-layout should look like in motion."""

    dealing: bool = False
    dealer: int = 0
    seats: int = 1
    origin: QPointF | None = None                     # where dealt cards start
    leaving: QPointF | None = None                    # where cards that leave the middle go
    leaving_piles: frozenset[str] = frozenset()       # the middle's piles before: cards leave from these
    sweep: list[str] = field(default_factory=list)    # card keys of the trick just taken
    sweep_to: QPointF | None = None


class AnimatedTable(Protocol):
    """What the animator needs from the table (``TableScene``): its card items by key, the painter
    for pictures of them, the speeds it sets, and the scene's item list for the flying pictures."""

    cards: dict[str, CardItem]
    card_painter: CardPainter
    move_ms: int
    lift_ms: int

    def views(self) -> list[QGraphicsView]: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def trick_cleared(self) -> None: ...


class TableAnimator(QObject):
    def __init__(self, scene: AnimatedTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.factor = 1.0
        self._dealing = False
        self._before: Observation | None = None
        self._generation = 0
        self._ghosts: list[tuple[Ghost, QAbstractAnimation]] = []
        self._hidden: dict[str, QPointF] = {}   # swept cards, hidden while they lie where they were

    # -- speed ----------------------------------------------------------------------------------------
    @property
    def on(self) -> bool:
        return self.factor > 0

    def ms(self, base: int) -> int:
        return round(base * self.factor)

    def set_factor(self, factor: float) -> None:
        """1 is normal speed, 2 twice as slow, 0 off (every card jumps to its place)."""
        self.factor = max(0.0, factor)
        self.scene.move_ms = self.ms(BASE_MOVE_MS)
        self.scene.lift_ms = self.ms(BASE_LIFT_MS)
        if not self.on:
            self.finish()

    def finish(self) -> None:
        """End every flight at once and show every card (speed off, a new deal, a new size)."""
        for ghost, anim in self._ghosts:
            anim.stop()
            if ghost.scene() is not None:
                ghost.scene().removeItem(ghost)
        self._ghosts.clear()
        for key in list(self._hidden):
            item = self.scene.cards.get(key)
            if item is not None:
                item.setOpacity(1.0)
        self._hidden.clear()

    @property
    def flying(self) -> int:
        """Cards in flight now (tests)."""
        return len(self._ghosts)

    def deal_next(self) -> int:
        """The next observation is a fresh deal: deal its cards out. Returns how long dealing takes (ms)."""
        self._dealing = self.on
        return self.ms(DEAL_TOTAL_MS + BASE_MOVE_MS) if self.on else 0

    # -- planning -------------------------------------------------------------------------------------
    def plan(self, view: Observation, layout: TableLayout) -> SyncPlan | None:
        before, self._before = self._before, view
        self._generation += 1
        if not self.on:
            self._dealing = False
            return None
        if self._dealing:
            self._dealing = False
            self.finish()
            dealer = layout.seats.get(view.dealer)
            return SyncPlan(dealing=True, dealer=view.dealer, seats=max(1, view.seats),
                            origin=dealer.anchor if dealer is not None else layout.centre)
        if before is None or before.seats != view.seats:
            return SyncPlan()
        plan = SyncPlan(leaving=self._leaving_to(before, view, layout),
                        leaving_piles=frozenset(p.id for p in before.piles if p.kind in LEAVING_KINDS))
        last = gathered(before, view)
        if last is not None:
            plan.sweep = [card_key(c) for c in last.cards if c is not None]
            plan.sweep_to = _winner_place(before, view, last, layout)
        return plan

    def _leaving_to(self, before: Observation, view: Observation, layout: TableLayout) -> QPointF | None:
        left = sum(len(p.cards) for p in before.piles if p.kind in LEAVING_KINDS) - \
            sum(len(p.cards) for p in view.piles if p.kind in LEAVING_KINDS + (PileKind.LAST_TRICK,))
        if left <= 0:
            return None
        discard = _growth(before, view, PileKind.DISCARD)
        if discard and sum(discard.values()) >= left:
            pile = max(discard, key=lambda o: discard[o])
            return _area_centre(layout, PileKind.DISCARD, pile)
        taken = _growth(before, view, PileKind.TAKEN)
        if taken:
            owner = max(taken, key=lambda o: taken[o])
            return _area_centre(layout, PileKind.TAKEN, owner) or _seat_anchor(layout, owner)
        grew = {s: n - o for s, (o, n) in enumerate(zip(before.hand_sizes, view.hand_sizes)) if n > o}
        if grew:
            exact = [s for s, g in grew.items() if g == left]
            return _seat_anchor(layout, exact[0] if exact else max(grew, key=lambda s: grew[s]))
        return None

    # -- during a re-layout ---------------------------------------------------------------------------
    def deal_entry(self, plan: SyncPlan, place: CardPlace, pile_kind: PileKind | None) -> tuple[QPointF, int] | None:
        """Where a freshly dealt card starts and how long it waits: hands in dealing order."""
        if not plan.dealing or plan.origin is None or pile_kind is not PileKind.HAND:
            return None
        owner = int(place.pile_id.split(":", 1)[1]) if ":" in place.pile_id else 0
        order = place.index * plan.seats + (owner - plan.dealer - 1) % plan.seats
        step = min(self.ms(DEAL_STEP_MS), self.ms(DEAL_TOTAL_MS) // max(1, 13 * plan.seats))
        return plan.origin, order * max(step, 1)

    def depart(self, item: CardItem, plan: SyncPlan | None) -> None:
        """A card that left the middle of the table: fly it to where it went, if that is known."""
        if plan is None or plan.leaving is None or item.card is None or \
                item.pile_id.split("#", 1)[0] not in plan.leaving_piles:
            return
        self._fly(item, plan.leaving, 0, self.ms(LEAVE_MS))

    def after_sync(self, plan: SyncPlan | None) -> None:
        """Keep swept cards hidden while they still lie where they were taken from; start a sweep."""
        for key, home in list(self._hidden.items()):
            item = self.scene.cards.get(key)
            if item is None or (item.home - home).manhattanLength() > 0.5:
                if item is not None:
                    item.setOpacity(1.0)
                del self._hidden[key]
            else:
                item.setOpacity(0.0)
        if plan is not None and plan.sweep:
            generation, keys, target = self._generation, list(plan.sweep), plan.sweep_to
            QTimer.singleShot(self.scene.move_ms + self.ms(HOLD_MS), self,
                              lambda: self._sweep(generation, keys, target))

    def _sweep(self, generation: int, keys: list[str], target: QPointF | None) -> None:
        if generation != self._generation:
            return  # the table changed meanwhile: the cards are already on their way elsewhere
        if not self.on:
            self.scene.trick_cleared()  # animations were turned off meanwhile: straight to the corner
            return
        flights = 0
        for i, key in enumerate(keys):
            item = self.scene.cards.get(key)
            if item is None or item.opacity() == 0.0 or target is None:
                continue
            self._fly(item, target, i * self.ms(40), self.ms(SWEEP_MS))
            self._hidden[key] = QPointF(item.home)
            item.setOpacity(0.0)
            flights = i + 1
        landed = self.ms(SWEEP_MS) + flights * self.ms(40) if flights else 0
        QTimer.singleShot(landed, self, lambda: self._cleared(generation))

    def _cleared(self, generation: int) -> None:
        if generation == self._generation:
            self.scene.trick_cleared()  # the last trick goes to its corner

    def _fly(self, item: CardItem, target: QPointF, delay_ms: int, duration_ms: int) -> None:
        if duration_ms <= 0:
            return
        view = self.scene.views()[0] if self.scene.views() else None
        dpr = view.devicePixelRatioF() if view is not None else 1.0
        pixmap, pad = self.scene.card_painter.sprite(item.card, item.size.width(), item.size.height(), dpr)
        ghost = Ghost(pixmap, pad, item.size)
        ghost.setPos(item.pos())
        ghost.setRotation(item.rotation())
        ghost.setZValue(900)
        self.scene.addItem(ghost)
        end = QPointF(target.x() - item.size.width() / 2, target.y() - item.size.height() / 2)
        group = QParallelAnimationGroup(self)
        for prop, start, stop in ((b"pos", item.pos(), end), (b"opacity", 1.0, 0.15), (b"scale", 1.0, 0.6)):
            anim = QPropertyAnimation(ghost, prop, group)
            anim.setDuration(duration_ms)
            anim.setStartValue(start)
            anim.setEndValue(stop)
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(anim)
        flight: QAbstractAnimation = group
        if delay_ms > 0:
            flight = QSequentialAnimationGroup(self)
            flight.addPause(delay_ms)
            flight.addAnimation(group)
        entry = (ghost, flight)
        self._ghosts.append(entry)
        flight.finished.connect(lambda: self._landed(entry))
        flight.start()

    def _landed(self, entry: tuple[Ghost, QAbstractAnimation]) -> None:
        if entry in self._ghosts:
            self._ghosts.remove(entry)
            ghost = entry[0]
            if ghost.scene() is not None:
                ghost.scene().removeItem(ghost)


def gathered(before: Observation | None, view: Observation) -> Pile | None:
    """The trick just gathered, if ``view`` is the moment after its last card: the TRICK pile held
    cards in ``before`` and is empty now, and the LAST_TRICK pile holds those cards and more."""
    if before is None or before.seats != view.seats:
        return None
    was = next((p for p in before.piles if p.kind is PileKind.TRICK and p.cards), None)
    trick = next((p for p in view.piles if p.kind is PileKind.TRICK), None)
    last = next((p for p in view.piles if p.kind is PileKind.LAST_TRICK and p.cards), None)
    if was is None or last is None or (trick is not None and trick.cards):
        return None
    return last if last.cards[:len(was.cards)] == was.cards else None


def _winner_place(before: Observation, view: Observation, last: Pile, layout: TableLayout) -> QPointF | None:
    """Where a gathered trick goes: the winner's TAKEN pile (the one that grew), else the seat whose
    card is marked ``"won"``, else the discard pile that grew."""
    taken = _growth(before, view, PileKind.TAKEN)
    if taken:
        owner = max(taken, key=lambda o: taken[o])
        return _area_centre(layout, PileKind.TAKEN, owner) or _seat_anchor(layout, owner)
    won = next((pos for pos, key in last.marks if key == "won"), None)
    if won is not None and won < len(last.played_by):
        return _seat_anchor(layout, last.played_by[won])
    discard = _growth(before, view, PileKind.DISCARD)
    return _area_centre(layout, PileKind.DISCARD, max(discard, key=lambda k: discard[k])) if discard else None


def _growth(before: Observation, view: Observation, kind: PileKind) -> dict[Any, int]:
    """How much each pile of ``kind`` grew (by owner, or by id for unowned piles)."""
    def sizes(v: Observation) -> dict[Any, int]:
        return {(p.owner if p.owner is not None else p.id): len(p.cards) for p in v.piles if p.kind is kind}

    old, new = sizes(before), sizes(view)
    return {k: n - old.get(k, 0) for k, n in new.items() if n > old.get(k, 0)}


def _area_centre(layout: TableLayout, kind: PileKind, key: Any) -> QPointF | None:
    for area in layout.areas:
        if area.pile.kind is kind and (area.pile.owner == key or area.pile.id == key):
            return area.rect.center()
    return None


def _seat_anchor(layout: TableLayout, seat: Any) -> QPointF | None:
    place = layout.seats.get(seat) if isinstance(seat, int) else None
    return place.anchor if place is not None else None
