"""The middle of the table: the free area the seats leave, the stock and the discard pile at its ends,
the centre piles inside it, and free spots for passed cards, the last trick, texts and piles the
table does not know.

Still no game knowledge, only pile kinds:

* the *middle* is the largest rectangle round the table's centre that nothing taken so far covers;
  the STOCK (with its TURNED card across under it, half showing, as Durak's trump lies) stands at
  its left end and the DISCARD pile, smaller, at its right end, each with its label under it;
* the centre piles share what is left, each sized for its fullest: a TRICK of every player (each
  card pushed towards the seat that played it; a trick just won stays there only while the table
  holds it for a moment, ``Frame.hold_trick``, before the animator clears it to its winner),
  six Durak pairs (BOUT: the beating card across the attack card) in one row or two, a CHAIN fanned
  with the card to beat on top, and the kabale's ROWs as a grid: four suit rows one under the
  other, every rank in its own column (the ace low at the left or high at the right), so the
  sevens line up and a card never moves once laid;
* the LAST_TRICK lies small in the corner beside the viewer's hand, its label over it, in every trick
  game and at every moment but that hold (so the corner never empties between tricks); PASS piles
  lie between their seat and the middle; anything else at the free spot nearest the middle.

Each pile takes its room from the frame's ``Room``; ``NoRoom`` when something does not fit, and the
layout tries again smaller.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.rules import Pile, PileKind
from .frame import CENTRE_KINDS, EXTRA_KINDS, SIDE_KINDS, Frame, badge_rect
from .geometry import NoRoom, card_size, centred, fan, rotate, turned_rect, wobble
from .places import AreaPlace, CardPlace, mark_of
from .seats import last_trick_size, stack

MAX_BOUT = 6          # attack cards a Durak bout can hold
BOUT_COLUMN = 1.38    # pair footprint in card widths (the beating card lies across, shifted right)
BOUT_ROW = 1.2        # ... and in card heights
STOCK_SCALE = 0.85    # stock and turned card against the middle's card size (the discard pile: 0.6)
ROW_STEP = 0.5        # kabale: one rank's column, in card widths (the corner index shows)
ROW_LABEL = 0.55      # ... and the suit label at the row's left end
ROW_GAP = 0.1         # ... and the gap between rows, in card heights (more than the layout's gap)
MIN_CENTRE = 0.34     # the middle's cards at their smallest, against the viewer's


def place_texts(f: Frame, corner: str) -> None:
    """The sign and facts box not in the top-left corner: at the free spot nearest that corner."""
    m = f.margin
    limit = f.w * 0.42
    if corner == "none" and f.texts.sign:
        size = f.sign_size(limit)
        f.out.sign = f.room.spot(size, QPointF(m + size.width() / 2, m + size.height() / 2))
    if corner != "all" and f.texts.facts:
        size = f.facts_size(limit)
        top = f.out.sign.bottom() + f.gap if not f.out.sign.isEmpty() else m
        f.out.facts = f.room.spot(size, QPointF(m + size.width() / 2, top + size.height() / 2))


def find_middle(f: Frame) -> QRectF:
    """The largest rectangle round the table's centre that nothing taken covers (greedy: cut away
    the biggest intruder on the side that keeps the most room)."""
    m, g = f.margin, f.gap
    bounds = QRectF(m, m, f.w - 2 * m, f.talk.top() - g - m)
    centre = QPointF(f.w / 2, (m + f.talk.top()) / 2)
    blockers = [r.adjusted(-g, -g, g, g) for r in f.room.taken if r.intersects(bounds)]
    rect = QRectF(bounds)
    for _ in range(2 * len(blockers) + 1):
        hit = [b for b in blockers if rect.intersects(b)]
        if not hit:
            break
        block = max(hit, key=lambda b: rect.intersected(b).width() * rect.intersected(b).height())
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
            f.refuse("the middle")
            break
        central = [o for o in options if o.contains(centre)] or options
        rect = max(central, key=lambda o: o.width() * min(o.height(), o.width() * 0.8))
    return rect


def place_middle(f: Frame) -> None:
    middle = find_middle(f)
    f.out.middle = middle
    f.out.centre = middle.center()
    zone = QRectF(middle)
    g = f.gap
    has_stock = bool(f.piles(PileKind.STOCK))
    for pile in f.piles(*SIDE_KINDS):
        if pile.kind is PileKind.TURNED and (has_stock or not pile.cards):
            if not has_stock:
                f.out.areas.append(AreaPlace(pile, QRectF(), drop=False))  # its label is on the sign
            continue
        rect = _side(f, pile, zone)
        if pile.kind is PileKind.DISCARD:
            zone.setRight(min(zone.right(), rect.left() - g))
        else:
            zone.setLeft(max(zone.left(), rect.right() + g))
    centre = [p for p in f.view.piles if p.kind in CENTRE_KINDS]
    groups: list[list[Pile]] = []
    for kind in CENTRE_KINDS:
        piles = [p for p in centre if p.kind is kind]
        if piles:
            groups.append(piles)
    if zone.width() <= 0 or zone.height() <= 0:
        f.refuse("the centre")
        zone = QRectF(middle)
    share = zone.width() / max(1, len(groups))
    for i, piles in enumerate(groups):
        part = QRectF(zone.left() + i * share, zone.top(), share - (g if i < len(groups) - 1 else 0), zone.height())
        kind = piles[0].kind
        if kind is PileKind.TRICK:
            _trick(f, piles[0], part)
        elif kind is PileKind.BOUT:
            for pile in piles:
                _bout(f, pile, part)
        elif kind is PileKind.CHAIN:
            for pile in piles:
                _chain(f, pile, part)
        else:
            _rows(f, piles, part)


def _min_centre(f: Frame) -> float:
    return f.big.height() * MIN_CENTRE


def _fit(f: Frame, zone: QRectF, width_cards: float, height_cards: float, top: float | None = None) -> QSizeF:
    """The largest card (at most the middle's size) for a group ``width_cards`` card widths wide and
    ``height_cards`` card heights tall inside ``zone``; ``NoRoom`` below the smallest readable size."""
    limit = top if top is not None else f.mid.height()
    height = min(limit, zone.width() / (width_cards * card_size(1).width()), zone.height() / height_cards)
    if height < _min_centre(f):
        f.refuse("the centre piles")
    return card_size(max(8.0, height))


# -- the centre piles -----------------------------------------------------------------------------------------
def _trick(f: Frame, trick: Pile, zone_room: QRectF) -> None:
    """The trick's zone, each card pushed towards its player; the trick just won lies there too while
    the table holds it (``Frame.hold_trick``), else in the corner."""
    n = max(3, f.seats)
    push_x, push_y = 0.8 + 0.1 * max(0, n - 4), 0.42 + 0.06 * max(0, n - 4)
    size = _fit(f, zone_room, 2 * push_x + 1.25, 2 * push_y + 1.2)
    spread = QSizeF(size.width() * push_x, size.height() * push_y)
    zone = centred(QSizeF(2 * spread.width() + size.width() * 1.25, 2 * spread.height() + size.height() * 1.2),
                   zone_room.center())
    f.room.take(zone)
    f.out.areas.append(AreaPlace(trick, zone, outline=True, drop=True))
    last = next((p for p in f.piles(PileKind.LAST_TRICK)), None)
    held = f.hold_trick and last is not None and bool(last.cards) and not trick.cards
    if not held:
        _formation(f, trick, zone.center(), size, spread, 200)
    if last is not None:
        if held:
            _formation(f, last, zone.center(), size, spread, 150)   # the trick just gathered
            f.out.areas.append(AreaPlace(last, QRectF(), drop=False))
        else:
            _corner_trick(f, last)


def _formation(f: Frame, pile: Pile, centre: QPointF, size: QSizeF, spread: QSizeF, z: float) -> None:
    for i, card in enumerate(pile.cards):
        by = pile.played_by[i] if i < len(pile.played_by) else None
        seat = f.out.seats.get(by) if by is not None else None
        if seat is not None:
            dx, dy = seat.anchor.x() - centre.x(), seat.anchor.y() - centre.y()
            a = math.atan2(dy / max(1.0, spread.height()), dx / max(1.0, spread.width()))
            point = QPointF(centre.x() + math.cos(a) * spread.width(), centre.y() + math.sin(a) * spread.height())
        else:
            point = QPointF(centre.x() + (i - (len(pile.cards) - 1) / 2) * size.width() * 0.5, centre.y())
        f.out.cards.append(CardPlace(pile.id, i, card, point, size, wobble(str(card), 4.0), z + i,
                                     mark=mark_of(pile, i)))


def _corner_trick(f: Frame, pile: Pile) -> None:
    """The last trick, small, in the corner beside the viewer's hand (its label above it)."""
    box = last_trick_size(f)
    slot = f.bottom_right
    spot = QRectF(slot.right() - box.width(), slot.bottom() - box.height(), box.width(), box.height())
    if slot.contains(spot) and f.room.free(spot):
        f.room.take(spot)
    else:
        spot = f.room.spot(box, QPointF(f.w - f.margin - box.width() / 2, f.margin + box.height() / 2))
    size = f.small
    n = len(pile.cards)
    label_h = box.height() - size.height() - f.gap * 0.5
    width = size.width() * (1 + (n - 1) * (0.42 if n <= 6 else 0.3)) if n else size.width()
    cards = QRectF(spot.right() - width, spot.bottom() - size.height(), width, size.height())
    for i, (card, point) in enumerate(zip(pile.cards, fan(cards.center(), n, size, cards.width(), 0.42))):
        f.out.cards.append(CardPlace(pile.id, i, card, point, size, 0.0, 60 + i, mark=mark_of(pile, i)))
    label = QRectF(spot.left(), spot.top(), spot.width(), label_h)
    f.out.areas.append(AreaPlace(pile, cards, f.texts.labels.get(pile.id, ""), drop=False, label_rect=label))


def place_last_trick(f: Frame) -> None:
    """A last trick where there is no trick pile: in the corner."""
    if not f.piles(PileKind.TRICK):
        for pile in f.piles(PileKind.LAST_TRICK):
            _corner_trick(f, pile)


def _bout(f: Frame, pile: Pile, room: QRectF) -> None:
    """Attack cards with their beating cards across them, in one row or, if the cards come out
    bigger that way, two rows of three."""
    n = len(pile.cards)
    slots = max(MAX_BOUT, n)
    per_row = math.ceil(slots / 2)
    options = []
    for columns, rows in ((slots, 1), (per_row, 2)):
        try:
            options.append((_fit(f, room, columns * BOUT_COLUMN + 0.3, rows * BOUT_ROW + 0.1), columns))
        except NoRoom:
            continue
    if not options:
        f.refuse("the bout")
    size, columns = max(options, key=lambda o: o[0].height() * (1.02 if o[1] == slots else 1.0))
    rows = math.ceil(slots / columns)
    col_w, row_h = size.width() * BOUT_COLUMN, size.height() * BOUT_ROW
    zone = centred(QSizeF(col_w * columns + size.width() * 0.3, row_h * rows + size.height() * 0.1), room.center())
    used_rows = max(1, math.ceil(n / columns))
    top = zone.center().y() - row_h * used_rows / 2 + size.height() / 2
    for i, card in enumerate(pile.cards):
        row, col = divmod(i, columns)
        in_row = min(columns, n - row * columns)
        x = zone.center().x() + (col - (in_row - 1) / 2) * col_w - size.width() * 0.11
        centre = QPointF(x, top + row * row_h - size.height() * 0.06)
        f.out.cards.append(CardPlace(pile.id, i, card, centre, size, 0.0, 200 + 2 * i, target=f"{pile.id}/{card}"))
        cover = pile.covers[i] if i < len(pile.covers) else None
        if cover is not None:
            at = QPointF(centre.x() + size.width() * 0.24, centre.y() + size.height() * 0.1)
            f.out.cards.append(CardPlace(pile.id + "#cover", i, cover, at, size, 12.0, 201 + 2 * i))
    f.room.take(zone)
    f.out.areas.append(AreaPlace(pile, zone, outline=True, drop=True))


def _chain(f: Frame, pile: Pile, room: QRectF) -> None:
    """The chain left to right, each card beating the one before; the card to beat on top, whole."""
    size = _fit(f, room, 4.2, 1.25)
    width = min(room.width(), size.width() * 6)
    points = fan(room.center(), len(pile.cards), size, width * 0.96 - size.width() * 0.2, 0.42)
    for i, (card, point) in enumerate(zip(pile.cards, points)):
        f.out.cards.append(CardPlace(pile.id, i, card, point, size, wobble(str(card), 3.0), 200 + i))
    zone = centred(QSizeF(width, size.height() * 1.25), room.center())
    f.room.take(zone)
    f.out.areas.append(AreaPlace(pile, zone, outline=True, drop=True))


def _rows(f: Frame, rows: list[Pile], room: QRectF) -> None:
    """The kabale: rows one under the other, each with its label at its left end; French cards in
    their rank's column (fourteen: an ace low at the left, high at the right), so the sevens line up
    and nothing moves when a row grows; other cards side by side from the left."""
    by_rank = all(isinstance(getattr(card, "rank", None), int) for pile in rows for card in pile.cards)
    count = len(rows)
    across = ROW_LABEL + 13 * ROW_STEP + 1
    size = _fit(f, room, across, count + (count - 1) * ROW_GAP, f.big.height() * 0.75)
    step_x, step_y = size.width() * ROW_STEP, size.height() * (1 + ROW_GAP)
    label_w = size.width() * ROW_LABEL
    grid = centred(QSizeF(across * size.width(), count * size.height() + (count - 1) * size.height() * ROW_GAP),
                   room.center())
    left = grid.left() + label_w
    for r, pile in enumerate(rows):
        y = grid.top() + r * step_y + size.height() / 2
        if by_rank:
            low_ace = len(pile.cards) > 1 and getattr(pile.cards[0], "rank", 0) == 14
            columns = [1 if (i == 0 and low_ace) else card.rank for i, card in enumerate(pile.cards)]
            points = [QPointF(left + size.width() / 2 + (col - 1) * step_x, y) for col in columns]
        else:
            points = fan(QPointF(left + (grid.right() - left) / 2, y), len(pile.cards), size, grid.right() - left, 0.5)
        for i, (card, point) in enumerate(zip(pile.cards, points)):
            f.out.cards.append(CardPlace(pile.id, i, card, point, size, 0.0, 200 + 20 * r + i))
        zone = QRectF(grid.left(), y - size.height() / 2, grid.width(), size.height())
        label = QRectF(grid.left(), zone.top(), label_w, size.height())
        f.out.areas.append(AreaPlace(pile, zone, f.texts.labels.get(pile.id, ""), outline=not pile.cards,
                                     label_rect=label))
    f.room.take(grid)


# -- stock, turned card, discard pile -------------------------------------------------------------------------
def _side(f: Frame, pile: Pile, middle: QRectF) -> QRectF:
    """STOCK (with the TURNED card across under it) at the middle's left end, DISCARD, smaller (dead
    cards matter less), at its right end; each with its count and its label under it. A TURNED pile
    without a stock stands upright in the stock's place. Returns the room taken."""
    discard = pile.kind is PileKind.DISCARD
    height = min(f.mid.height() * (0.6 if discard else STOCK_SCALE), middle.height() * 0.62)
    size = card_size(height)
    turned = next(iter(f.piles(PileKind.TURNED)), None) if pile.kind is PileKind.STOCK else None
    show_turned = turned is not None and bool(turned.cards)
    out_x = size.height() * 0.5 + size.width() * 0.05 if show_turned else 0.0   # the turned card, half beyond the stock
    text = f.texts.labels.get(pile.id, "")
    label = f.label_size(text)
    badge = badge_rect(QRectF(QPointF(0, 0), size), f.unit).width()
    box = QSizeF(max(size.width() + out_x + badge * 0.4, label.width()), badge * 0.4 + size.height() + f.gap * 0.5
                 + label.height())
    prefer = QPointF(middle.right() - box.width() / 2 if discard else middle.left() + box.width() / 2,
                     middle.center().y())
    spot = f.room.spot(box, prefer, middle)
    cards_left = spot.center().x() - (size.width() + out_x) / 2 - badge * 0.2
    rect = QRectF(cards_left + out_x, spot.top() + badge * 0.4, size.width(), size.height())
    label_rect = centred(label, QPointF(spot.center().x(), rect.bottom() + f.gap * 0.5 + label.height() / 2))
    if show_turned and turned is not None:
        centre = QPointF(rect.center().x() - size.width() * 0.55, rect.center().y())
        for i, card in enumerate(turned.cards):
            f.out.cards.append(CardPlace(turned.id, i, card, centre, size, 90.0, 35 + i))
        f.out.areas.append(AreaPlace(turned, turned_rect(centre, size, 90.0), drop=True))
    elif turned is not None:
        f.out.areas.append(AreaPlace(turned, QRectF(), drop=False))
    if pile.kind is PileKind.TURNED:  # no stock: the card stands upright
        for i, card in enumerate(pile.cards):
            f.out.cards.append(CardPlace(pile.id, i, card, rect.center(), size, 0.0, 35 + i))
        f.out.areas.append(AreaPlace(pile, rect, text, drop=True, label_rect=label_rect if text else None))
    else:
        stack(f, pile, rect, z=40 if discard else 45, label_rect=label_rect if text else None)
    return spot


# -- the rest: passed cards, piles the table does not know ---------------------------------------------------
def place_passes(f: Frame) -> None:
    """Passed cards lie between their seat and the middle (the viewer's just above the prompt); a
    second passing pile of the same seat (Festudgaven's queue) lies beside the first."""
    size = card_size(f.small.height() * 1.05)
    middle = f.out.middle
    for pile in f.piles(PileKind.PASS):
        place = f.out.seats.get(pile.owner) if pile.owner is not None else None
        if place is None:
            place_loose(f, pile)
            continue
        rotation = 0.0 if place.side in ("bottom", "top") else place.rotation
        count = max(1, len(pile.cards))
        row = QSizeF(size.width() * (1 + 0.35 * (count - 1)) if count <= 3 else size.width() * 2.2, size.height())
        box = turned_rect(QPointF(0, 0), row, rotation).size()
        if place.side == "bottom":
            prefer = QPointF(middle.center().x(), middle.bottom() - box.height() / 2)
        else:
            anchor = place.plate.center()
            prefer = QPointF(min(max(anchor.x(), middle.left() + box.width() / 2), middle.right() - box.width() / 2),
                             min(max(anchor.y(), middle.top() + box.height() / 2), middle.bottom() - box.height() / 2))
        spot = f.room.spot(QSizeF(box.width() + f.gap, box.height() + f.gap), prefer)
        centre = spot.center()
        points = fan(QPointF(0, 0), len(pile.cards), size, row.width(), 0.35)
        for i, (card, point) in enumerate(zip(pile.cards, points)):
            at = rotate(QPointF(centre.x() + point.x(), centre.y()), centre, rotation)
            f.out.cards.append(CardPlace(pile.id, i, card, at, size, rotation, 30 + i))
        f.out.areas.append(AreaPlace(pile, centred(box, centre), drop=True))


def place_loose(f: Frame, pile: Pile) -> None:
    """A pile the table has no place for: a labelled stack at the free spot nearest the middle."""
    size = f.extra
    text = f.texts.labels.get(pile.id, "")
    label = f.label_size(text)
    badge = badge_rect(QRectF(QPointF(0, 0), size), f.unit).width()
    box = QSizeF(max(size.width() + badge * 0.4, label.width()), badge * 0.4 + size.height() + f.gap * 0.5
                 + label.height())
    middle = f.out.middle
    spot = f.room.spot(box, QPointF(middle.center().x(), middle.bottom() - box.height() / 2))
    rect = QRectF(spot.center().x() - size.width() / 2 - badge * 0.2, spot.top() + badge * 0.4, size.width(),
                  size.height())
    label_rect = centred(label, QPointF(spot.center().x(), rect.bottom() + f.gap * 0.5 + label.height() / 2))
    stack(f, pile, rect, label_rect=label_rect if text else None)


def place_rest(f: Frame) -> None:
    """Piles of a kind the table does not know and that belong to no seat."""
    known = (*CENTRE_KINDS, *SIDE_KINDS, *EXTRA_KINDS, PileKind.HAND, PileKind.PASS, PileKind.LAST_TRICK)
    for pile in f.view.piles:
        if pile.kind in known or pile.owner is not None and pile.owner in f.out.seats:
            continue
        place_loose(f, pile)
