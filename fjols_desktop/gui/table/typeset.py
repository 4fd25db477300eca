"""How the table's texts are set: sizes that grow with the table, and lines fitted to their room.

``table_unit(width, height)`` is the table's text scale (1 at a 1000×690 table, as in a 1280×800
window with the scoresheet beside it; more on a big screen, down to 0.72 on a small laptop): the
name plates, the sign, the prompt, the labels and the move buttons take their sizes from it, so text
and buttons grow with the table instead of staying small on a TV.

``set_text`` fits a text to a width: at the largest size from the wanted one down to a floor that is
still read easily, on one line if it can, else wrapped at spaces onto as many lines as allowed; only
when even that fails is the last line cut with "…", and the ``TextSet`` says so (``elided``), so the
layout can give it more room and the geometry test can name what was cut. Measuring needs no
painting: the layout sizes its boxes with the same function the items paint with.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtGui import QFont, QFontMetricsF

from .theme import FONT_FAMILY
from .unit import table_unit

__all__ = ["TextSet", "font", "line_height", "metrics", "set_text", "table_unit", "text_width"]


def font(pixels: float, bold: bool = False) -> QFont:
    result = QFont(FONT_FAMILY)
    result.setPixelSize(max(6, round(pixels)))
    result.setBold(bold)
    return result


@lru_cache(maxsize=256)
def metrics(pixels: int, bold: bool) -> QFontMetricsF:
    return QFontMetricsF(font(pixels, bold))


def text_width(text: str, pixels: float, bold: bool = False) -> float:
    return _width(text, max(6, round(pixels)), bold)


@lru_cache(maxsize=4096)
def _width(text: str, pixels: int, bold: bool) -> float:
    return metrics(pixels, bold).horizontalAdvance(text)


def line_height(pixels: float, bold: bool = False) -> float:
    return metrics(max(6, round(pixels)), bold).height()


@dataclass(frozen=True)
class TextSet:
    """A text set for its room: its lines, the size they are set in, and whether it had to be cut."""

    lines: tuple[str, ...]
    pixels: int
    bold: bool
    elided: bool
    width: float                # the widest line

    @property
    def line_height(self) -> float:
        return line_height(self.pixels, self.bold)

    @property
    def height(self) -> float:
        return self.line_height * len(self.lines)

    @property
    def font(self) -> QFont:
        return font(self.pixels, self.bold)


def _wrap(line: str, width: float, size: int, bold: bool) -> list[str]:
    """Greedy word wrap of one line (a word longer than the width stays whole on its own line)."""
    out: list[str] = []
    current = ""
    for word in line.split(" "):
        trial = f"{current} {word}" if current else word
        if current and _width(trial, size, bold) > width:
            out.append(current)
            current = word
        else:
            current = trial
    out.append(current)
    return out


def set_text(text: str, width: float, pixels: float, floor: float, bold: bool = False,
             max_lines: int = 1, height: float | None = None) -> TextSet:
    """``text`` (its own lines kept) at the largest size from ``pixels`` down to ``floor`` at which every
    line fits ``width`` (and all of them ``height``), wrapping onto at most ``max_lines`` lines in
    all; else at ``floor``, cut."""
    paragraphs = text.split("\n")
    width += 0.01   # a box sized from this very text must take it back whole
    top, low = max(6, round(pixels)), max(6, round(min(floor, pixels)))
    for size in range(top, low - 1, -1):
        tall = line_height(size, bold)
        widths = [_width(p, size, bold) for p in paragraphs]
        if max(widths) <= width and (height is None or tall * len(paragraphs) <= height + 0.01):
            return TextSet(tuple(paragraphs), size, bold, False, max(widths))
        if max_lines > len(paragraphs):
            lines = [part for p in paragraphs for part in _wrap(p, width, size, bold)]
            if len(lines) <= max_lines and all(_width(line, size, bold) <= width for line in lines) and \
                    (height is None or tall * len(lines) <= height + 0.01):
                return TextSet(tuple(lines), size, bold, False, max(_width(x, size, bold) for x in lines))
    fm = metrics(low, bold)
    if height is not None:
        max_lines = max(1, min(max_lines, int((height + 0.01) // fm.height())))
    lines = [part for p in paragraphs for part in _wrap(p, width, low, bold)] if max_lines > len(paragraphs) \
        else paragraphs
    keep = lines[:max(max_lines, 1)]
    cut = len(lines) > len(keep) or any(_width(line, low, bold) > width for line in keep)
    if cut:
        if len(lines) > len(keep):
            keep[-1] = keep[-1] + " " + " ".join(lines[len(keep):])
        from PySide6.QtCore import Qt  # not for the first frame (``main_window``'s docstring)

        keep = [fm.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in keep]
    return TextSet(tuple(keep), low, bold, cut, max((_width(x, low, bold) for x in keep), default=0.0))
