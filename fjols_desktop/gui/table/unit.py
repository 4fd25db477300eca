"""``table_unit(width, height)``: the table's text scale (``typeset``'s docstring says what it sizes).

A module of its own because the window places the welcome panel by it with the first frame, before
there is a table: ``typeset``, with its fonts, metrics and ``TextSet``, loads with the table."""

from __future__ import annotations


def table_unit(width: float, height: float) -> float:
    """The table's text scale for a table (the view, not the window) of ``width`` × ``height``."""
    return max(0.72, min(3.0, min(width / 1000, height / 690)))
