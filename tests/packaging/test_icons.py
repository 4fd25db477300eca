"""The app icon: the committed PNGs and .ico are what packaging/make_icons.py draws today."""

from __future__ import annotations

import struct

import pytest
from PySide6.QtGui import QColor, QImage, QImageReader

from fjols_desktop import bundle

from .conftest import ROOT, load_script

icons = load_script("packaging/make_icons.py")
FOLDER = ROOT / "resources" / "icons"


def test_the_sizes_agree_between_the_drawing_script_and_the_app() -> None:
    assert icons.PNG_SIZES == bundle.ICON_SIZES
    assert [path.name for path in bundle.icon_files()] == [f"fjols-{n}.png" for n in bundle.ICON_SIZES]


@pytest.mark.parametrize("size", [16, 24, 64, 256])
def test_committed_png_matches_a_fresh_drawing(qapp, size: int) -> None:
    committed = QImage(str(FOLDER / f"fjols-{size}.png")).convertToFormat(QImage.Format.Format_ARGB32)
    fresh = icons.render(size).convertToFormat(QImage.Format.Format_ARGB32)
    assert (committed.width(), committed.height()) == (size, size) == (fresh.width(), fresh.height())
    # Exact on the machine that drew them; a little slack for another Qt patch release's antialiasing.
    worst = max(abs(a - b) for y in range(size) for x in range(size)
                for a, b in zip(QColor.fromRgba(committed.pixel(x, y)).getRgb(),
                                QColor.fromRgba(fresh.pixel(x, y)).getRgb(), strict=True))
    assert worst <= 24, f"resources/icons/fjols-{size}.png is stale: run packaging/make_icons.py"


def test_small_icon_is_one_card_with_a_red_heart(qapp) -> None:
    image = icons.render(16)
    assert QColor.fromRgba(image.pixel(0, 0)).alpha() == 0                 # transparent corner
    assert QColor.fromRgba(image.pixel(8, 8)).name() == icons.HEART.name()  # the heart fills the middle
    assert QColor.fromRgba(image.pixel(2, 8)).name() == icons.INK.name()    # the card's left edge


def test_ico_holds_every_windows_size(qapp) -> None:
    data = (FOLDER / "fjols.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    widths = [data[6 + 16 * i] or 256 for i in range(count)]
    assert (reserved, kind, widths) == (0, 1, list(icons.ICO_SIZES))
    last_offset = struct.unpack_from("<I", data, 6 + 16 * (count - 1) + 12)[0]
    assert data[last_offset:last_offset + 8] == b"\x89PNG\r\n\x1a\n"  # 256 px stored as PNG
    reader = QImageReader(str(FOLDER / "fjols.ico"))
    assert reader.imageCount() == count


def test_ico_bytes_merges_single_images(qapp) -> None:
    data = icons.ico_bytes([icons.render(16), icons.render(32)])
    assert struct.unpack_from("<HHH", data) == (0, 1, 2)
    sizes = [struct.unpack_from("<II", data, 6 + 16 * i + 8) for i in range(2)]
    assert sizes[0][1] == 6 + 32 and sizes[1][1] == sizes[0][1] + sizes[0][0]
    assert len(data) == sizes[1][1] + sizes[1][0]


def test_ico_masks_mark_the_transparent_pixels(qapp) -> None:
    image = icons.render(16)
    data = icons.ico_bytes([image])
    assert data == icons.ico_bytes([icons.render(16)])          # the same bytes every run
    length, offset = struct.unpack_from("<II", data, 6 + 8)
    mask = data[offset + 40 + 16 * 16 * 4:offset + length]
    assert len(mask) == 16 * 4                                   # 16 rows of 32 bits, bottom-up
    top_row = mask[15 * 4:16 * 4]
    middle_row = mask[7 * 4:8 * 4]                               # image row 8
    assert top_row[0] & 0x80                                     # (0, 0) is transparent
    assert not middle_row[1] & 0x80                              # (8, 8) is the heart
    assert [QImage.pixelColor(image, x, 8).alpha() == 0 for x in range(16)] == [
        bool(middle_row[x // 8] & (0x80 >> (x % 8))) for x in range(16)]
