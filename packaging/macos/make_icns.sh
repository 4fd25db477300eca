#!/usr/bin/env bash
# macOS only: build/fjols.icns from the committed PNGs (resources/icons/fjols-<N>.png) with iconutil.
# packaging/build.py runs this before PyInstaller, whose BUNDLE step puts the .icns into Fjols.app.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
iconset="$root/build/fjols.iconset"
rm -rf "$iconset"
mkdir -p "$iconset"
# An iconset names each size twice: icon_NxN.png and icon_NxN@2x.png (twice the pixels).
for size in 16 32 128 256 512; do
    cp "$root/resources/icons/fjols-$size.png" "$iconset/icon_${size}x${size}.png"
    cp "$root/resources/icons/fjols-$((size * 2)).png" "$iconset/icon_${size}x${size}@2x.png"
done
iconutil --convert icns --output "$root/build/fjols.icns" "$iconset"
echo "$root/build/fjols.icns"
