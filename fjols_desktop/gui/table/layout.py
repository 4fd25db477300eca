"""Where everything lies on the table, from an observation, the texts and the table's size alone.

A layout is computed, not hoped for. ``LayoutBuilder.build`` tries the largest sizes first and
shrinks until everything has a place of its own: for each ``scale`` (other players' cards, the
plates and the middle shrink together; the viewer's hand never does) and each way of seating the
other players round the three edges (``seats.side_seats_order``), and with the sign and facts box in
the top-left corner or at free spots, it seats the players (``seats.py``), finds the middle and lays
the centre piles in it (``middle.py``), and places everything else at free spots. Every place is
taken from one ``Room``, which refuses any rectangle that comes within a gap of one already taken
or leaves the table; the first attempt in which nothing is refused is the layout. So no two piles,
plates, tags, badges, labels, texts or buttons overlap (a pile's own cards overlap, as a fan does),
and nothing leaves the view, whatever the game, the number of players or the window size.

No game knowledge: piles are placed by their ``PileKind`` and owner, the hints the engine gives.
The result (``places.TableLayout``) says where every card, area, plate, tag band, label, badge and
text goes; the scene's items draw exactly there.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace

from ...engine.rules import Observation
from .frame import SCALES, Frame, TableTextsIn
from .geometry import NoRoom
from .middle import place_last_trick, place_middle, place_passes, place_rest, place_texts
from .places import AreaPlace, CardPlace, Plan, SeatPlace, TableLayout
from .seats import place_bottom, place_extras, place_hands, place_others, side_seats_order

__all__ = ["AreaPlace", "CardPlace", "LayoutBuilder", "SeatPlace", "TableLayout", "TableTextsIn"]

CORNERS = ("all", "sign", "none")


class LayoutBuilder:
    """Builds a ``TableLayout``; one call of ``build`` per observation, texts and table size."""

    def __init__(self, view: Observation, width: float, height: float, labels: Mapping[str, str] | None = None,
                 texts: TableTextsIn | None = None, plan: Plan | None = None, hold_trick: bool = False) -> None:
        """``plan``: the scale and seating of an earlier layout of the same table, tried first, so that
        nothing moves while it still fits (``TableLayout.plan``). ``hold_trick``: the trick just won
        still lies in the middle (for a moment, before it is cleared to its winner); otherwise the
        last trick lies in its corner."""
        self.view, self.w, self.h, self.plan, self.hold_trick = view, width, height, plan, hold_trick
        base = texts or TableTextsIn()
        self.texts = replace(base, names=base.names or tuple(f"Seat {s + 1}" for s in range(view.seats)),
                             labels={**base.labels, **(labels or {})})
        self.attempts = 0

    def build(self) -> TableLayout:
        last: Frame | None = None
        if self.plan is not None:
            frame = Frame(self.view, self.w, self.h, self.texts, self.plan[0])
            frame.plan = self.plan[1:]
            try:
                return self._attempt(frame)
            except NoRoom:
                pass
        for scale in SCALES:
            for frame in self._attempts(scale):
                last = frame
                try:
                    return self._attempt(frame)
                except NoRoom:
                    continue
        # nothing fitted even at the smallest size (a table far below 1024x600, or a pile kind that
        # needs more than a table has): lay it out anyway, overlaps and all, rather than show nothing
        assert last is not None
        return self._attempt(last, strict=False)

    def _attempts(self, scale: float) -> Iterator[Frame]:
        """The frames to try at ``scale``, best seating first (made one at a time: the first that fits ends it)."""
        probe = Frame(self.view, self.w, self.h, self.texts, scale)
        try:
            place_bottom(probe)
        except NoRoom:
            yield probe
            return
        order = side_seats_order(len(probe.others()), probe)
        corners = CORNERS if self.texts.sign or self.texts.facts else CORNERS[-1:]
        for k in order:
            for corner in corners:
                frame = Frame(self.view, self.w, self.h, self.texts, scale)
                frame.plan = (k, corner)
                yield frame

    def _attempt(self, f: Frame, strict: bool = True) -> TableLayout:
        self.attempts += 1
        f.hold_trick = self.hold_trick
        k, corner = f.plan
        f.strict = f.room.strict = strict
        place_bottom(f)
        place_others(f, k, corner)
        place_texts(f, corner)
        place_middle(f)
        place_last_trick(f)
        place_passes(f)
        place_extras(f)
        place_rest(f)
        place_hands(f)
        f.out.plan = (f.scale, k, corner)
        return f.out

