"""Cards are drawn in code at the device pixel ratio, cached, in two or four colours, and FOOL!'s
colour cards are drawn too; the bundled font has every glyph the cards and names need."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QImage

from fjols_desktop.engine.cards import parse_card
from fjols_desktop.gui.table.card_painter import (
    CARD_ASPECT,
    FOOL_COLOURS,
    FOUR_COLOURS,
    TWO_COLOURS,
    CardPainter,
)


class FoolCard:
    def __init__(self, colour: str, value: int) -> None:
        self.colour, self.value = colour, value

    def __str__(self) -> str:
        return f"{self.colour}{self.value}"


def colours(image: QImage) -> set[str]:
    return {QColor(image.pixel(x, y)).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}


def test_pixmaps_follow_the_device_pixel_ratio_and_are_cached(qapp) -> None:
    painter = CardPainter()
    card = parse_card("QS")
    one = painter.pixmap(card, 70, 70 / CARD_ASPECT, 1.0)
    two = painter.pixmap(card, 70, 70 / CARD_ASPECT, 2.0)
    assert (one.width(), two.width()) == (70, 140) and two.devicePixelRatio() == 2.0
    assert painter.pixmap(card, 70, 70 / CARD_ASPECT, 2.0) is two
    assert painter.pixmap(None, 70, 98, 1.0) is not painter.pixmap(card, 70, 98, 1.0)


def test_two_and_four_colour_decks(qapp) -> None:
    painter = CardPainter()
    diamond = painter.pixmap(parse_card("10D"), 120, 168, 1.0).toImage()
    club = painter.pixmap(parse_card("9C"), 120, 168, 1.0).toImage()
    assert TWO_COLOURS["D"] in colours(diamond) and FOUR_COLOURS["D"] not in colours(diamond)
    painter.four_colour = True
    diamond = painter.pixmap(parse_card("10D"), 120, 168, 1.0).toImage()
    club = painter.pixmap(parse_card("9C"), 120, 168, 1.0).toImage()
    assert FOUR_COLOURS["D"] in colours(diamond) and FOUR_COLOURS["C"] in colours(club)
    assert TWO_COLOURS["D"] not in colours(diamond)


def test_fool_cards_backs_and_unknown_cards(qapp) -> None:
    painter = CardPainter()
    for colour in "GRYB":
        image = painter.pixmap(FoolCard(colour, 12), 100, 140, 1.0).toImage()
        centre_left = QColor(image.pixel(12, 70)).name()
        assert centre_left in {QColor(FOOL_COLOURS[colour]).lighter(112).name(), QColor(FOOL_COLOURS[colour]).name(),
                               QColor(FOOL_COLOURS[colour]).darker(108).name()} or \
            _close(QColor(image.pixel(12, 70)), QColor(FOOL_COLOURS[colour]))
    wild = painter.pixmap(FoolCard("W", 1), 100, 140, 1.0).toImage()
    assert _close(QColor(wild.pixel(12, 70)), QColor(FOOL_COLOURS["W"]))
    back = painter.pixmap(None, 100, 140, 1.0).toImage()
    assert _close(QColor(back.pixel(50, 20)), QColor("#8a1e28"), 60)
    assert painter.pixmap("Joker", 100, 140, 1.0).width() == 100


def _close(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= tolerance


def test_the_bundled_font_has_danish_letters_and_suits(qapp) -> None:
    metrics = QFontMetrics(QFont("DejaVu Sans"))
    assert QFont("DejaVu Sans").exactMatch()
    for ch in "æøåÆØÅ♠♥♦♣●▲■◆★✗−…·":
        assert metrics.inFontUcs4(ord(ch)), ch


@pytest.mark.parametrize("large", [False, True])
def test_a_two_letter_index_fits_its_corner_unsqueezed(qapp, large) -> None:
    painter = CardPainter(large_print=large)
    for text in ("10", "Kn", "7"):
        font, corner = painter.index_font(text, 100, 140)
        assert font.letterSpacing() == 0 or font.letterSpacingType() is QFont.SpacingType.PercentageSpacing and \
            font.letterSpacing() == 100, text
        assert QFontMetricsF(font).horizontalAdvance(text) <= corner, text
    assert painter.index_font("10", 100, 140)[0].pixelSize() >= (22 if large else 14)   # large print is large
