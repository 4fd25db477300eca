"""Nothing covers anything it should not, for every game at a roomy and a small table: name plates
never overlap, no hand covers another seat's plate, the sign and the facts box keep clear of the
seats, and the stock, the discard pile and the last trick take free spots (the layout, no window).
At a crowded table (seven and more) plates lie over the cards, their own and a little of a
neighbour's, and a free spot may be hard to find; the plates still never overlap."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from fjols_desktop.engine.game_loop import replay
from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui.table.layout import CROWDED
from fjols_desktop.gui.table.layout_centre import LayoutBuilder
from fjols_desktop.gui.table.pile_item import Banner
from fjols_desktop.gui.table.texts import table_texts

from .positions import NAMES, find

SCENES = {
    "hearts": (4, lambda v, s: bool(v.pile("trick").cards)),
    "durak": (4, lambda v, s: v.phase == "defend" and len(v.pile("table").cards) >= 2),
    "fjols": (4, lambda v, s: len(v.pile("chain").cards) >= 2),
    "festudgave": (9, lambda v, s: v.phase == "pass" and v.ticks >= 1),
    "davoserjas": (7, lambda v, s: bool(v.pile("trick").cards) and v.pile("last_trick") is not None),
    "fool": (6, lambda v, s: v.pile("last_trick") is not None and any(p.id.startswith("disc:") for p in v.piles)),
}
SIZES = ((1054, 722), (806, 555))   # the table at 1280x800 and at 1024x640, the scoresheet beside it


def layout(game: str, width: float, height: float):
    seats, ready = SCENES[game]
    match, moves = find(game, seats, ready, seed=9)
    rules = get_game(game).rules
    view = rules.observe(replay(rules, match.start_deal(), moves), 0)
    texts = table_texts(view, NAMES[:seats])
    builder = LayoutBuilder(view, width, height, {}, Banner.measure("facts", texts.facts, height),
                            Banner.measure("sign", texts.sign, height))
    return builder, builder.build(), view


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", sorted(SCENES))
def test_plates_hands_and_corner_keep_clear_of_each_other(qapp, game, size) -> None:
    builder, out, view = layout(game, *size)
    table = QRectF(0, 0, *size)
    plates = {s: p.plate for s, p in out.seats.items()}
    assert all(table.contains(r) for r in plates.values())
    for (a, ra), (b, rb) in itertools.combinations(plates.items(), 2):
        assert not ra.intersects(rb), (game, size, a, b)
    crowded = view.seats >= CROWDED
    for seat, fan in builder._fans.items():
        for other, plate in plates.items():
            if other != seat and fan.intersects(plate):
                part = fan.intersected(plate)
                assert crowded and part.width() * part.height() < 0.3 * plate.width() * plate.height(), \
                    (game, size, seat, other)
        assert not fan.intersects(out.prompt), (game, size, seat)
    corner = [r for r in (out.sign, out.facts) if not r.isEmpty()]
    for rect in corner:
        assert table.contains(rect)
        assert not any(rect.intersects(r) for r in plates.values()), (game, size)
        assert not any(rect.intersects(f) for f in builder._fans.values()), (game, size)
    assert out.middle.width() > out.mid.width() * 2 and out.middle.height() > out.mid.height() * 1.2


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", sorted(SCENES))
def test_free_spots_take_no_seats_room(qapp, game, size) -> None:
    _builder, out, view = layout(game, *size)
    plates = [p.plate for p in out.seats.values()]
    free = [a.rect for a in out.areas if a.pile.kind.value in ("stock", "discard", "last_trick") and
            not a.rect.isEmpty()]
    for rect in free:
        assert view.seats >= CROWDED or not any(rect.intersects(p) for p in plates), (game, size, rect)
        assert not rect.intersects(out.prompt)
    centre = [a.rect for a in out.areas if a.pile.kind.value in ("trick", "bout", "chain")]
    for zone, rect in itertools.product(centre, free):
        assert not zone.intersects(rect), (game, size)
