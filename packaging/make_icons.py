"""Draw the Fjols app icon in code and write it to ``resources/icons/``.

    .venv/bin/python packaging/make_icons.py            # rewrites resources/icons/fjols-<N>.png and fjols.ico

The motif: a white playing card with a big red heart, fanned in front of a blue card back. Small
icons cannot carry two cards, so below 32 px the icon is a single upright card snapped to whole
pixels (crisp edges at 16 px); from 32 px the fan appears, and from 64 px the corner pips and the
pattern on the back. The PNGs are committed, so builds need no drawing step; run this again only
when the design changes. The Windows ``.ico`` holds 16-256 px: Qt's ico writer writes one image per
file, so each size is written by Qt and the entries are merged here (256 px as PNG, as Windows
expects for that size) with their transparency masks filled in. The macOS ``.icns`` is made from these PNGs by ``packaging/macos/make_icns.sh``.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")   # before Qt loads: no display needed

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QImage,
    QImageWriter,
    QPainter,
    QPainterPath,
    QPen,
)

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512, 1024)   # hicolor sizes + the macOS @2x ones
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

INK = QColor("#1c1f2b")
PAPER = QColor("#fbf8f1")
HEART = QColor("#d41f35")
BACK = QColor("#1f4e9c")
BACK_LINE = QColor("#e9c46a")


def heart_path(cx: float, cy: float, w: float) -> QPainterPath:
    """A heart ``w`` wide centred on (cx, cy): two round lobes and a point."""
    h = w * 0.92
    top = cy - h * 0.42
    path = QPainterPath(QPointF(cx, top + h * 0.22))
    path.cubicTo(cx, top - h * 0.06, cx - w * 0.5, top - h * 0.06, cx - w * 0.5, top + h * 0.27)
    path.cubicTo(cx - w * 0.5, top + h * 0.55, cx - w * 0.12, top + h * 0.72, cx, top + h)
    path.cubicTo(cx + w * 0.12, top + h * 0.72, cx + w * 0.5, top + h * 0.55, cx + w * 0.5, top + h * 0.27)
    path.cubicTo(cx + w * 0.5, top - h * 0.06, cx, top - h * 0.06, cx, top + h * 0.22)
    return path


def paint_small(p: QPainter, size: int) -> None:
    """One upright card on whole pixels: readable at 16-24 px."""
    width = round(size * 0.72)
    height = size - 1 if size < 20 else size - 2
    x = (size - width) // 2
    y = (size - height) // 2
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawRoundedRect(QRectF(x, y, width, height), 1.6, 1.6)
    p.setBrush(PAPER)
    p.drawRoundedRect(QRectF(x + 1, y + 1, width - 2, height - 2), 1.0, 1.0)
    p.setBrush(HEART)
    p.drawPath(heart_path(size / 2, y + height / 2 + 0.3, width * 0.78))


def paint_card(p: QPainter, size: float, outline: float, fill: QColor) -> tuple[QRectF, float]:
    """A card ``size`` high centred on the origin; returns its rectangle and corner radius."""
    rect = QRectF(-size * 0.29, -size * 0.4, size * 0.58, size * 0.8)
    radius = size * 0.05
    p.setPen(QPen(INK, max(1.0, size * outline)))
    p.setBrush(fill)
    p.drawRoundedRect(rect, radius, radius)
    return rect, radius


def paint_back(p: QPainter, size: float) -> None:
    rect, radius = paint_card(p, size, 0.018, BACK)
    inner = rect.adjusted(size * 0.045, size * 0.045, -size * 0.045, -size * 0.045)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(BACK_LINE, max(1.0, size * 0.014)))
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    if size >= 64:
        # A diamond lattice, clipped to the inner frame.
        p.save()
        p.setClipRect(inner)
        p.setPen(QPen(BACK_LINE.lighter(110), max(1.0, size * 0.006)))
        step = size * 0.07
        n = int(rect.height() / step) + 4
        for i in range(-n, n):
            x = inner.left() + i * step
            p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        p.restore()


def paint_front(p: QPainter, size: float) -> None:
    rect, _ = paint_card(p, size, 0.022, PAPER)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(HEART)
    p.drawPath(heart_path(0, size * 0.02, size * 0.4))
    if size >= 64:
        pip = size * 0.085
        p.drawPath(heart_path(rect.left() + size * 0.085, rect.top() + size * 0.09, pip))
        p.save()
        p.translate(rect.right() - size * 0.085, rect.bottom() - size * 0.09)
        p.rotate(180)
        p.drawPath(heart_path(0, 0, pip))
        p.restore()


def paint_icon(p: QPainter, size: int) -> None:
    """Paint the icon into a ``size`` x ``size`` square at the painter's origin."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if size < 32:
        paint_small(p, size)
        return
    for angle, dx, paint in ((-13.0, -0.11, paint_back), (9.0, 0.09, paint_front)):
        p.save()
        p.translate(size * (0.5 + dx), size * 0.52)
        p.rotate(angle)
        paint(p, size * 0.94)
        p.restore()


def render(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_icon(painter, size)
    painter.end()
    return image


def encode(image: QImage, fmt: bytes) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, fmt)
    if not writer.write(image):
        raise RuntimeError(f"Qt could not write {fmt.decode()}: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def with_and_mask(dib: bytes, image: QImage) -> bytes:
    """Fill in the 1-bit transparency mask after a 32-bit icon bitmap.

    Qt leaves these bytes as it found them in memory (so the file changed on every run); Windows
    uses the mask where it cannot use the alpha channel. Rows are bottom-up, padded to 32 bits;
    a set bit is a transparent pixel.
    """
    size = image.width()
    row_bytes = (size + 31) // 32 * 4
    mask_start = 40 + size * size * 4
    if len(dib) != mask_start + row_bytes * size:
        raise RuntimeError(f"unexpected {size} px ico bitmap from Qt: {len(dib)} bytes")
    mask = bytearray()
    for y in reversed(range(size)):
        row = bytearray(row_bytes)
        for x in range(size):
            if image.pixelColor(x, y).alpha() == 0:
                row[x // 8] |= 0x80 >> (x % 8)
        mask += row
    return dib[:mask_start] + bytes(mask)


def ico_bytes(images: list[QImage]) -> bytes:
    """One .ico with every image: Qt-written single-image icons merged; 256 px stored as PNG."""
    entries = []
    for image in images:
        size = image.width()
        if size >= 256:
            # ICONDIRENTRY stores 256 as 0; PNG payloads are how Windows stores its large icons.
            entries.append((bytes((0, 0, 0, 0)) + struct.pack("<HH", 1, 32), encode(image, b"png")))
        else:
            single = encode(image, b"ico")
            reserved, kind, count = struct.unpack_from("<HHH", single, 0)
            if (reserved, kind, count) != (0, 1, 1):
                raise RuntimeError(f"unexpected ico header from Qt: {(reserved, kind, count)}")
            head = single[6:14]
            length, offset = struct.unpack_from("<II", single, 14)
            entries.append((head, with_and_mask(single[offset:offset + length], image)))
    out = bytearray(struct.pack("<HHH", 0, 1, len(entries)))
    offset = 6 + 16 * len(entries)
    for head, payload in entries:
        out += head + struct.pack("<II", len(payload), offset)
        offset += len(payload)
    for _, payload in entries:
        out += payload
    return bytes(out)


def write_icons(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    images = {size: render(size) for size in PNG_SIZES}
    written = []
    for size, image in images.items():
        path = out / f"fjols-{size}.png"
        path.write_bytes(encode(image, b"png"))
        written.append(path)
    ico = out / "fjols.ico"
    ico.write_bytes(ico_bytes([images[size] for size in ICO_SIZES]))
    written.append(ico)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ICONS, help="folder to write (default: resources/icons)")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - image plugins need it
    for path in write_icons(args.out):
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
