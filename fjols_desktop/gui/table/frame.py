"""The sizes of one layout attempt: cards, name plates, tags, badges and texts for a table of a given
size at a given ``scale``, and the ``Room`` the attempt fills. ``seats.py`` and ``middle.py`` place
things with it; ``layout.py`` tries smaller scales until everything fits.

Sizes come from the table's size and the text unit (``typeset.table_unit``), never from the game:

* the viewer's cards are about a quarter of the table's height (at most a fifth of its width);
  other players' cards half that, the middle's up to 0.8 of it; ``scale`` shrinks the other players'
  cards, the plates and the middle, never the viewer's hand;
* a name plate is as wide as the longest name at its font size needs (a 12-letter name is written
  whole down to a 1280×800 window), with the score beside it; the tags band above a plate carries
  the dealer's button and the game's tags ("attacks", "sits out");
* a pile's count is a disc on its top-right corner; its label is written under it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.rules import Observation, Pile, PileKind
from .geometry import NoRoom, Room, card_size
from .places import TableLayout
from .typeset import TextSet, line_height, set_text, table_unit, text_width

SCALES = (1.0, 0.92, 0.84, 0.76, 0.68, 0.6, 0.52, 0.45)
EXTRA_KINDS = (PileKind.TAKEN, PileKind.TOKEN)   # small piles kept beside their owner's plate
SIDE_KINDS = (PileKind.STOCK, PileKind.TURNED, PileKind.DISCARD)
CENTRE_KINDS = (PileKind.TRICK, PileKind.BOUT, PileKind.CHAIN, PileKind.ROW)


@dataclass(frozen=True)
class TableTextsIn:
    """What the layout must find room for besides the cards: the sign and facts texts, every seat's
    name as shown, each seat's tags, the labels of piles, the move buttons' size, the widest lines a
    plate shows, and the size of the buttons kept apart from the others (``ActionBar.apart``)."""

    sign: str = ""
    facts: str = ""
    names: tuple[str, ...] = ()
    tags: tuple[tuple[str, ...], ...] = ()   # per seat: the tags over its plate now
    labels: dict[str, str] = field(default_factory=dict)
    buttons: QSizeF = field(default_factory=QSizeF)
    details: tuple[str, ...] = ("13 cards", "thinking…")   # the longest lines a plate's second line shows
    score: str = "−88"                                      # the widest score a plate shows
    apart: QSizeF = field(default_factory=QSizeF)           # the buttons kept apart, in the corner by the hand


def plate_fonts(plate_height: float) -> tuple[float, float, float]:
    """Name, detail and score sizes (pixels) on a plate of ``plate_height``."""
    return plate_height * 0.34, plate_height * 0.25, plate_height * 0.3


TAG_FLOOR = 8   # the smallest size a tag is written in before it is cut


def tag_pixels(band_height: float) -> float:
    return band_height * 0.66


def badge_rect(pile: QRectF, unit: float) -> QRectF:
    """The count disc on a pile's top-right corner (its centre just inside the corner)."""
    d = max(17.0, 19.0 * unit, min(pile.width(), pile.height()) * 0.36)   # a count read at a glance
    return QRectF(pile.right() - d * 0.6, pile.top() - d * 0.4, d, d)


def label_pixels(unit: float, scale: float) -> float:
    return max(10.0, 13 * unit * min(1.0, scale + 0.15))


class Frame:
    """Sizes and room for one attempt at laying out ``view`` on a ``width`` × ``height`` table."""

    def __init__(self, view: Observation, width: float, height: float, texts: TableTextsIn, scale: float) -> None:
        self.view, self.w, self.h, self.texts, self.scale = view, width, height, texts, scale
        self.unit = u = table_unit(width, height)
        self.margin = m = max(5.0, min(width, height) * 0.012)
        self.gap = max(4.0, min(width, height) * 0.008)
        big_h = min(height * 0.25, width * 0.2 / card_size(1).width())
        self.big = card_size(big_h)
        self.mid = card_size(big_h * 0.8 * max(scale, 0.6))
        self.small = card_size(big_h * 0.5 * scale)
        self.lift = big_h * 0.16            # a selected card of the viewer's stands this much higher
        # name plates: fonts from the unit, the width from the longest name; the score sits at the right
        # end of the second line, after the card count
        self.plate_h = max(30.0, 44 * u * min(1.0, scale + 0.1))
        name_px, detail_px, score_px = plate_fonts(self.plate_h)
        pad = self.plate_h * 0.16
        longest = max([text_width(name, name_px, True) for name in texts.names] + [name_px * 4])
        detail = max(text_width(t, detail_px) for t in texts.details)
        self.score_w = text_width(texts.score, score_px, True)
        self.plate_w = pad * 2.8 + max(longest, detail + pad * 2 + self.score_w)
        self.tag_h = max(13.0, self.plate_h * 0.42)
        # a plate is as wide as its tags band needs (the dealer's button and the tags, at their smallest)
        pill = [sum(text_width(t, TAG_FLOOR, True) + self.tag_h * 1.05 for t in tags) + self.tag_h * 1.25
                for tags in texts.tags if tags]
        self.plate_w = max([self.plate_w, *pill])
        self.token_d = self.plate_h * 0.95
        self.extra = QSizeF(self.small.width() * 0.7, self.small.height() * 0.7)   # a TAKEN pile
        self.room = Room(QRectF(m, m, width - 2 * m, height - 2 * m), self.gap)
        self.out = TableLayout(QSizeF(width, height), self.big, self.mid, self.small, QPointF(width / 2, height / 2),
                               unit=u, scale=scale)
        self.fans: dict[int, QRectF] = {}        # the room each other player's cards may take
        self.extras: dict[int, list[QRectF]] = {}  # free places beside each plate for its small piles
        self.plan: tuple[int, str] = (0, "none")  # seats on each side, and what the top-left corner holds
        self.strict = True                       # False: the last resort, where nothing is refused
        self.hold_trick = False                  # the trick just won lies in the middle for a moment
        self.talk = QRectF()                     # the row above the viewer's hand: prompt and buttons
        self.bottom_right = QRectF()             # the corner beside the viewer's hand (the last trick)

    def refuse(self, what: str) -> None:
        """No room for ``what``: try again smaller (unless this is the last resort)."""
        if self.strict:
            raise NoRoom(what)

    # -- what the view holds ---------------------------------------------------------------------------
    def piles(self, *kinds: PileKind) -> list[Pile]:
        return [p for p in self.view.piles if p.kind in kinds]

    def extras_of(self, seat: int) -> list[Pile]:
        """The small piles that lie beside ``seat``'s plate: its TAKEN and TOKEN piles, and piles of a
        kind the table does not know that belong to it."""
        return [p for p in self.view.piles if p.owner == seat and (p.kind in EXTRA_KINDS or not isinstance(
            p.kind, PileKind))]

    @property
    def seats(self) -> int:
        return max(1, self.view.seats)

    def others(self) -> list[int]:
        """The other seats clockwise from the viewer's left."""
        return [(self.view.seat + k) % self.seats for k in range(1, self.seats)]

    # -- text sizes -------------------------------------------------------------------------------------
    def sign_size(self, max_width: float) -> QSizeF:
        """The sign's box (its first line large, the others smaller) at most ``max_width`` wide."""
        if not self.texts.sign:
            return QSizeF()
        return sign_box(self.texts.sign, self.unit, max_width)

    def facts_size(self, max_width: float, whole: bool = False) -> QSizeF:
        if not self.texts.facts:
            return QSizeF()
        return facts_box(self.texts.facts, self.unit, max_width, whole)

    def label_size(self, text: str) -> QSizeF:
        px = label_pixels(self.unit, self.scale)
        return QSizeF(text_width(text, px, True) + 4, line_height(px, True) * 1.1) if text else QSizeF()


# -- the banners' boxes: shared with pile_item.Banner, which sets its text in the same way --------------------
def sign_pixels(unit: float) -> tuple[float, float, float, float]:
    """The sign's first line and detail lines: sizes and floors."""
    return 22 * unit, 14.0, 15 * unit, 11.0


def facts_pixels(unit: float) -> tuple[float, float]:
    return 14 * unit, 10.0


def prompt_pixels(unit: float) -> tuple[float, float]:
    return 17 * unit, 11.0


def banner_pad(pixels: float) -> float:
    return pixels * 0.55


def talk_height(unit: float) -> float:
    """The prompt's room above the hand: two lines (the turn prompt, and a message under it: a
    refusal, a hint, a computer's reason) at three quarters of the prompt's size or its floor."""
    px, floor = prompt_pixels(unit)
    return line_height(max(floor, px * 0.75), True) * 2 + banner_pad(px) * 0.9


def prompt_lines(prompt: str, message: str, width: float, height: float, unit: float
                 ) -> tuple[TextSet | None, TextSet | None]:
    """The prompt banner's text set for a ``width`` × ``height`` room: the prompt (bold, on up to two
    lines) and under it the message (on the lines left), both at one size, the largest at which
    both fit whole. A message that cannot be shown whole gives way (``None``): the prompt is never
    cut or hidden for it, and the status line says the message anyway. No prompt: the message
    alone, in the prompt's place."""
    px, floor = prompt_pixels(unit)
    if not prompt or not message:
        text = prompt or message
        return (set_text(text, width, px, floor, True, 2, height) if text else None), None
    top, low = max(6, round(px)), max(6, round(min(floor, px)))
    for size in range(top, low - 1, -1):
        tall = line_height(size, True)
        for lines in (1, 2):
            first = set_text(prompt, width, size, size, True, lines, height)
            rest = int((height - first.height + 0.01) // tall)
            if first.elided or rest < 1:
                continue
            second = set_text(message, width, size, size, False, rest, height - first.height)
            if not second.elided:
                return first, second
    return set_text(prompt, width, px, floor, True, 2, height), None


def sign_box(text: str, unit: float, max_width: float) -> QSizeF:
    head, head_floor, detail, detail_floor = sign_pixels(unit)
    lines = text.split("\n")
    pad = banner_pad(head)
    first = set_text(lines[0], max_width - 2 * pad, head, head_floor, True, 2)
    rest = set_text("\n".join(lines[1:]), max_width - 2 * pad, detail, detail_floor, True, 2 * (len(lines) - 1)) \
        if len(lines) > 1 else None
    width = max(first.width, rest.width if rest else 0.0) + 2 * pad
    height = first.height + (rest.height if rest else 0.0) + pad * 0.9
    return QSizeF(min(width, max_width), height)


def facts_box(text: str, unit: float, max_width: float, whole: bool = False) -> QSizeF:
    """The facts box for ``text`` at most ``max_width`` wide; with ``whole``, nothing (an empty size)
    if the text would have to be cut to fit that width."""
    px, floor = facts_pixels(unit)
    pad = banner_pad(px)
    fitted = set_text(text, max_width - 2 * pad, px, floor, False, facts_lines(text))
    if whole and fitted.elided:
        return QSizeF()
    return QSizeF(min(fitted.width + 2 * pad, max_width), fitted.height + pad * 1.3)


def facts_lines(text: str) -> int:
    """How many lines the facts box may wrap ``text`` onto: each fact on up to three."""
    return 3 * (text.count("\n") + 1)

