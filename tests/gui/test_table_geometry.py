"""Every table fits every screen: for every game, every number of players it allows and the moments of
a deal that fill the table most, at 1024×600, 1280×800, 1920×1080 and 2560×1440 and in English,
Danish, Swedish and Bokmål, with a twelve-letter name at every seat, no two things on the table
overlap (a pile's own cards excepted: a fan, a stack, a trick), nothing leaves the table, no text is
cut short (only at 1024×600 may a twelve-letter name end in "…"), and the move buttons have their
own room. Each table is checked again with one of the longest computer's reasons written under the
prompt (``note``): still nothing overlaps or is cut, the prompt stays whole, and from 1920×1080 up the
reason always fits under it (smaller, it may give way to the status line when it cannot be shown
whole). The failures name the items, the game, the players, the size and the language.

The table's size for each window size is measured from a real window with the scoresheet as wide as
it opens for that many players; the layout is read from the scene's items without painting
(``table_matrix.py``)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .table_matrix import MOMENTS, NAMES, SMALL, Table, languages, note, observe, seat_counts, table_sizes

BIG = (1920, 1080)   # from this window size up, a computer's reason always fits under the prompt


@pytest.mark.parametrize("game", sorted(MOMENTS))
def test_every_table_fits_every_screen(window, game) -> None:
    table = Table(window)
    views = [(moment, seats, observe(moment, seats)) for moment in MOMENTS[game] for seats in seat_counts(game)]
    sizes = {seats: table_sizes(window, seats) for seats in seat_counts(game)}
    QApplication.instance().removeEventFilter(window.race)  # nobody races here: events go faster without it
    faults: list[str] = []
    for lang in languages():
        for moment, seats, view in views:
            if view is None:
                continue  # the house rules refuse that many players
            names = NAMES[:seats]
            for window_size, size in sizes[seats].items():
                where = f"{game} {moment.name}, {seats} players, {window_size[0]}x{window_size[1]} " \
                        f"(table {size.width()}x{size.height()}), {lang}"
                table.show(view, names, size, moment.race)
                found, _ = table.faults(small=window_size == SMALL)
                faults += [f"{where}: {fault}" for fault in found]
                table.scene.set_message(note(names))        # a computer's reason under the prompt
                found, _ = table.faults(small=window_size == SMALL)
                banner = table.scene.prompt
                if window_size >= BIG and not banner.message_shown:
                    found.append(f"the reason {banner.message!r} gives way under {banner.text!r}")
                faults += [f"{where}, with a reason: {fault}" for fault in found]
    assert not faults, f"{len(faults)} faults:\n" + "\n".join(faults[:40])
