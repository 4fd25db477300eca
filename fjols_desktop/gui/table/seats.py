"""The edge of the table: the viewer's band at the bottom and the other seats round the other three
edges, each seat a block that nothing else enters.

* **The viewer** sits at the bottom: the hand as a large fan in the middle of the band, the name plate
  in the bottom-left corner with the seat's small piles (TAKEN, TOKEN) above it, and a slot of the
  same width in the bottom-right corner, where the last trick lies in the trick games (and at its
  bottom the buttons kept apart from the others, ``ActionBar.apart``: Festudgaven's signal). Above the hand
  is the *talk row*: the prompt (two lines high: whose turn it is, and under it a refusal, a hint or
  a computer's reason), and the move buttons at its right end. The room a selected card rises into
  is kept free.
* **The other seats** sit clockwise from the viewer's left: ``k`` up the left edge, the rest along
  the top from left to right, ``k`` down the right edge (``layout.py`` chooses ``k``). A top seat's
  block is its fan of backs along the edge with a slot for its small piles beside it, and under
  that the tags band (dealer's button, "attacks", "sits out") and the name plate; a side seat's
  block turns the fan along the edge with the slot under it, and puts the tags and plate on the
  table side. Each seat's cards face the middle. A fan gets a fixed length whatever the number of
  cards (they close up when many), so nobody's plate moves as cards are played.
* **The sign** (trump, round, lead colour) heads the top-left corner above the left seats, and the
  facts box lies under it when there is room (``corner``: "all", "sign" or "none"; what is not in
  the corner is placed later at a free spot, ``middle.place_texts``).

Everything placed is taken from the frame's ``Room``; what does not fit raises ``NoRoom``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.rules import Pile, PileKind
from .frame import Frame, badge_rect, prompt_pixels, talk_height
from .geometry import centred, fan
from .places import AreaPlace, CardPlace, SeatPlace, mark_of
from .typeset import line_height

ROTATION = {"left": 90.0, "top": 180.0, "right": 270.0}


def slot_size(f: Frame) -> QSizeF:
    """The room for one small pile beside a plate: a TAKEN stack with its count, or a token disc. A
    game with tricks may give any seat one at any time, so the room is kept from the start; a game
    without tricks or small piles keeps none."""
    if not f.piles(PileKind.TRICK) and not any(f.extras_of(s) for s in range(f.seats)):
        return QSizeF()
    badge = badge_rect(QRectF(QPointF(0, 0), f.extra), f.unit)
    stack = QRectF(QPointF(0, 0), f.extra).united(badge)
    d = token_diameter(f)
    return QSizeF(max(stack.width(), d), max(stack.height(), d))


def token_diameter(f: Frame) -> float:
    return min(f.token_d, f.small.height() * 0.85)


def last_trick_size(f: Frame) -> QSizeF:
    """The last trick in the corner: every player's card, small, with its label above it."""
    n = f.seats
    size = f.small
    text = next((f.texts.labels.get(p.id, "") for p in f.piles(PileKind.LAST_TRICK)), "")
    label = f.label_size(text or f.texts.labels.get("last_trick", ""))  # the label it will have
    width = max(size.width() * (1 + (n - 1) * (0.42 if n <= 6 else 0.3)), label.width())
    return QSizeF(width, size.height() + (label.height() or line_height(13 * f.unit, True)) + f.gap * 0.5)


# -- the viewer's band -----------------------------------------------------------------------------------
def place_bottom(f: Frame) -> None:
    v, w, h, m, g = f.view, f.w, f.h, f.margin, f.gap
    out = f.out
    hand_top = h - m - f.big.height()
    bar = f.texts.buttons
    prompt_px, _ = prompt_pixels(f.unit)
    talk_h = max(bar.height(), line_height(prompt_px, True) * 1.5, talk_height(f.unit))
    talk = QRectF(m, hand_top - f.lift - g - talk_h, w - 2 * m, talk_h)
    slot = slot_size(f)
    mine = f.extras_of(v.seat)
    left_w = max(f.plate_w, len(mine) * (slot.width() + g))
    if not mine:
        slot = QSizeF(slot.width(), 0.0)
    right_w = left_w
    if f.piles(PileKind.TRICK, PileKind.LAST_TRICK):
        right_w = max(right_w, last_trick_size(f).width())
    apart = f.texts.apart
    right_w = max(right_w, apart.width())
    side = max(left_w, right_w)
    zone = QRectF(m + side + g, hand_top - f.lift, w - 2 * (m + side + g), f.big.height() + f.lift)
    if zone.width() < f.big.width() * 2:
        f.refuse("the hand")
    out.hand = QRectF(zone)
    plate = QRectF(m, h - m - f.plate_h, f.plate_w, f.plate_h)
    tags = QRectF(m, plate.top() - g * 0.4 - f.tag_h, left_w, f.tag_h)
    extras_top = tags.top() - g - slot.height()
    if extras_top < talk.bottom() + g * 0.5:
        f.refuse("the viewer's piles")
    f.extras[v.seat] = [QRectF(m + i * (slot.width() + g), extras_top, slot.width(), slot.height())
                        for i in range(len(mine))]
    out.prompt = QRectF(talk)
    if not bar.isEmpty():
        if bar.width() > talk.width() * 0.75:
            f.refuse("the buttons")
        out.buttons = QRectF(talk.right() - bar.width(), talk.center().y() - bar.height() / 2, bar.width(),
                             bar.height())
        out.prompt.setRight(out.buttons.left() - g)
    corner = QRectF(w - m - right_w, talk.bottom() + g, right_w, h - m - talk.bottom() - g)
    f.bottom_right = corner
    if not apart.isEmpty():   # the buttons kept apart: at the bottom of the corner, far from the others
        if apart.height() > corner.height():
            f.refuse("the buttons kept apart")
        out.apart = QRectF(w - m - apart.width(), h - m - apart.height(), apart.width(), apart.height())
        f.room.take(out.apart)
    anchor = QPointF(w / 2, h - m - f.big.height() / 2)
    out.seats[v.seat] = SeatPlace(v.seat, "bottom", anchor, plate, tags, 0.0)
    f.room.take(talk, zone, plate, tags, *f.extras[v.seat])
    f.talk = talk


# -- the other seats ---------------------------------------------------------------------------------------
def side_seats_order(count: int, f: Frame) -> list[int]:
    """How many seats to try on each side for ``count`` other players, best first: the seats spread
    evenly along the left, top and right edges by their lengths."""
    side_len = max(1.0, f.talk.top() - f.margin - f.small.height())
    top_len = max(1.0, f.w - 2 * (f.small.height() + f.plate_w))
    ideal = count * side_len / (2 * side_len + top_len)
    options = list(range(count // 2 + 1))
    if count == 1:
        options = [0]
    return sorted(options, key=lambda k: (abs(k - ideal), -k))


def place_others(f: Frame, k: int, corner: str) -> None:
    """Seat the other players with ``k`` on each side and the rest on top, the sign (and facts) in the
    top-left corner as ``corner`` says; ``NoRoom`` if they do not fit at this frame's sizes."""
    others = f.others()
    top_count = len(others) - 2 * k
    if top_count < 0:
        f.refuse("arrangement")
    m, g, w = f.margin, f.gap, f.w
    slot = slot_size(f)
    small = f.small
    side_w = small.height() + g + f.plate_w if k else 0.0
    top_h = small.height() + g + f.tag_h + g * 0.4 + f.plate_h if top_count else 0.0
    box = _corner(f, corner, k, side_w, top_count)
    # the top edge: between the side bands, right of the corner's texts when they reach that far
    left = m + (side_w + g if k else 0.0)
    right = w - m - (side_w + g if k else 0.0)
    if not box.isEmpty() and box.bottom() > m and top_count:
        left = max(left, box.right() + g)
    beside = slot.width() + g if slot.width() else 0.0
    min_bw = max(f.plate_w, small.width() * 1.6 + beside)
    max_bw = max(f.plate_w, small.width() * 3.4 + beside) + g
    if top_count:
        half = min(w / 2 - left, right - w / 2)
        span = (w / 2 - half, w / 2 + half) if top_count * (min_bw + g) <= 2 * half else (left, right)
        width = span[1] - span[0]
        if top_count * (min_bw + g) > width:
            f.refuse("the top seats")
        share = width / top_count
        bw = max(f.plate_w * 0.3, min(max_bw, share - g))
        for i, seat in enumerate(others[k:k + top_count]):
            cx = span[0] + (i + 0.5) * share
            _top_block(f, seat, QRectF(cx - bw / 2, m, bw, top_h), slot)
    if k:
        bottom = f.talk.top() - g
        start = box.bottom() + g if not box.isEmpty() else m
        under = slot.height() + g if slot.height() else 0.0
        min_bh = max(f.tag_h + g * 0.4 + f.plate_h, small.width() * 1.6 + under)
        max_bh = max(min_bh, small.width() * 3.4 + under)
        spans = [(start, bottom), (start, bottom)]
        if k * (min_bh + g) > bottom - start:
            f.refuse("the side seats")
        for side, seats, (top, bot) in (("left", others[:k][::-1], spans[0]), ("right", others[k + top_count:],
                                                                                 spans[1])):
            share = (bot - top) / k
            bh = max(min_bh * 0.3, min(max_bh, share - g))
            for i, seat in enumerate(seats):
                cy = top + (i + 0.5) * share
                x = m if side == "left" else w - m - side_w
                _side_block(f, seat, QRectF(x, cy - bh / 2, side_w, bh), slot, side)


def _corner(f: Frame, corner: str, k: int, side_w: float, top_count: int) -> QRectF:
    """Place the sign (and the facts box) in the top-left corner; the box they take together."""
    m, g = f.margin, f.gap
    out = f.out
    if corner == "none" or not f.texts.sign and (corner == "sign" or not f.texts.facts):
        return QRectF()
    limit = f.w * 0.42 if k or not top_count else max(side_w, f.w / 2 - m - top_count * f.plate_w / 2 - 2 * g)
    box = QRectF()
    top = m
    if f.texts.sign:
        size = f.sign_size(limit)
        out.sign = QRectF(m, top, size.width(), size.height())
        box = QRectF(out.sign)
        top = out.sign.bottom() + g
    if corner == "all" and f.texts.facts:
        size = f.facts_size(limit, whole=True)
        if size.isEmpty():
            f.refuse("the facts in the corner")  # try them at a free spot, where they may be wider
        out.facts = QRectF(m, top, size.width(), size.height())
        box = box.united(out.facts)
    if box.bottom() > f.talk.top() - g:
        f.refuse("the corner")
    f.room.take(out.sign, out.facts)
    return box


def _top_block(f: Frame, seat: int, block: QRectF, slot: QSizeF) -> None:
    g = f.gap
    small = f.small
    fan_zone = QRectF(block.left(), block.top(), block.width() - (slot.width() + g if slot.width() else 0.0),
                      small.height())
    slots = [QRectF(fan_zone.right() + g, block.top() + (small.height() - slot.height()) / 2, slot.width(),
                    slot.height())] if slot.width() else []
    x = min(max(fan_zone.center().x() - f.plate_w / 2, block.left()), block.right() - f.plate_w)
    plate = QRectF(x, block.bottom() - f.plate_h, f.plate_w, f.plate_h)
    tags = QRectF(plate.left(), plate.top() - g * 0.4 - f.tag_h, block.right() - plate.left(), f.tag_h)
    _seat(f, seat, "top", fan_zone, slots, plate, tags)


def _side_block(f: Frame, seat: int, block: QRectF, slot: QSizeF, side: str) -> None:
    g = f.gap
    lane = f.small.height()
    col = QRectF(block.left() if side == "left" else block.right() - lane, block.top(), lane, block.height())
    fan_zone = QRectF(col.left(), col.top(), lane, col.height() - (slot.height() + g if slot.height() else 0.0))
    slots = [QRectF(col.center().x() - slot.width() / 2, fan_zone.bottom() + g, slot.width(), slot.height())] \
        if slot.height() else []
    x = col.right() + g if side == "left" else col.left() - g - f.plate_w
    stack = f.tag_h + g * 0.4 + f.plate_h
    plate = QRectF(x, block.center().y() - stack / 2 + f.tag_h + g * 0.4, f.plate_w, f.plate_h)
    tags = QRectF(x, plate.top() - g * 0.4 - f.tag_h, f.plate_w, f.tag_h)
    _seat(f, seat, side, fan_zone, slots, plate, tags)


def _seat(f: Frame, seat: int, side: str, fan_zone: QRectF, slots: list[QRectF], plate: QRectF, tags: QRectF) -> None:
    block = QRectF(fan_zone)
    for rect in (*slots, plate, tags):
        block = block.united(rect)
    if not f.room.free(block):  # the block's own parts lie closer together than other things may
        f.refuse(f"seat {seat}")
    f.room.take(fan_zone, *slots, plate, tags)
    f.fans[seat] = fan_zone
    f.extras[seat] = slots
    f.out.seats[seat] = SeatPlace(seat, side, fan_zone.center(), plate, tags, ROTATION[side])


# -- the seats' cards and small piles ---------------------------------------------------------------------
def place_hands(f: Frame) -> None:
    for pile in f.piles(PileKind.HAND):
        place = f.out.seats.get(pile.owner if pile.owner is not None else -1)
        if place is None:
            f.refuse(f"{pile.id} has no seat")
            continue
        if pile.owner == f.view.seat:
            _own_hand(f, pile)
        else:
            _other_hand(f, pile, place)


def _own_hand(f: Frame, pile: Pile) -> None:
    zone = f.out.hand
    centre = QPointF(zone.center().x(), zone.bottom() - f.big.height() / 2)
    points = fan(centre, len(pile.cards), f.big, zone.width(), 0.56)
    for i, (card, point) in enumerate(zip(pile.cards, points)):
        f.out.cards.append(CardPlace(pile.id, i, card, point, f.big, 0.0, 100 + i, interactive=True,
                                     mark=mark_of(pile, i)))
    f.out.areas.append(AreaPlace(pile, centred(QSizeF(zone.width(), f.big.height()), centre), drop=True))


def _other_hand(f: Frame, pile: Pile, place: SeatPlace) -> None:
    zone = f.fans[place.seat]
    small = f.small
    vertical = place.side in ("left", "right")
    length = zone.height() if vertical else zone.width()
    face_up = any(c is not None for c in pile.cards)
    rotation = place.rotation
    if face_up and place.side == "top":
        rotation = 0.0  # open cards across the table stand upright, to be read
    points = fan(QPointF(0, 0), len(pile.cards), small, length, 0.34 if face_up else 0.2)
    centre = zone.center()
    for i, (card, point) in enumerate(zip(pile.cards, points)):
        at = QPointF(centre.x(), centre.y() + point.x()) if vertical else QPointF(centre.x() + point.x(), centre.y())
        f.out.cards.append(CardPlace(pile.id, i, card, at, small, rotation, 10 + i))
    f.out.areas.append(AreaPlace(pile, QRectF(zone), drop=True))


def place_extras(f: Frame) -> None:
    """Each seat's small piles in the slots beside its plate (more than the slots hold: at a free spot
    near the plate)."""
    for seat in range(f.seats):
        piles = f.extras_of(seat)
        slots = list(f.extras.get(seat, []))
        for pile in piles:
            if slots:
                rect = slots.pop(0)
            else:
                plate = f.out.seats[seat].plate
                rect = f.room.spot(slot_size(f), plate.center())
            if pile.kind is PileKind.TOKEN:
                d = token_diameter(f)
                disc = centred(QSizeF(d, d), rect.center())
                f.out.areas.append(AreaPlace(pile, disc, f.texts.labels.get(pile.id, ""), token=True, drop=False))
            else:
                stack(f, pile, QRectF(rect.left(), rect.bottom() - f.extra.height(), f.extra.width(),
                                      f.extra.height()), outline=pile.kind is not PileKind.TAKEN, label=False)


def stack(f: Frame, pile: Pile, rect: QRectF, outline: bool = True, z: float = 5, label: bool = True,
          label_rect: QRectF | None = None) -> None:
    """A face-down (or face-up) stack inside ``rect``: its top four cards a little offset down and to the
    right, the count on its corner."""
    shown = min(len(pile.cards), 4)
    step = max(1.0, rect.width() * 0.03)
    size = QSizeF(rect.width() - step * (shown - 1 if shown else 0), rect.height() - step * (shown - 1 if shown else 0))
    for i in range(shown):
        card = pile.cards[len(pile.cards) - shown + i]
        centre = QPointF(rect.left() + size.width() / 2 + i * step, rect.top() + size.height() / 2 + i * step)
        f.out.cards.append(CardPlace(pile.id, len(pile.cards) - shown + i, card, centre, size, 0.0, z + i))
    text = f.texts.labels.get(pile.id, "")
    f.out.areas.append(AreaPlace(pile, rect, text, outline=outline and not pile.cards, count=len(pile.cards),
                                 drop=True, label_rect=label_rect if label else None,
                                 badge=badge_rect(rect, f.unit) if pile.cards else None))

