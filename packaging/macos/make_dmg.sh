#!/usr/bin/env bash
# macOS only: make_dmg.sh dist/Fjols.app dist/installers/Fjols-<version>.dmg
# A compressed disk image holding Fjols.app and a link to /Applications (drag to install).
# The app is signed ad hoc by PyInstaller; a Developer ID signature and notarisation
# (codesign --deep --options runtime, xcrun notarytool submit --wait, xcrun stapler staple)
# need the project's Apple credentials and would go here.
set -euo pipefail
app="$1"
dmg="$2"
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
mkdir -p "$(dirname "$dmg")"
rm -f "$dmg"
# hdiutil now and then fails with "Resource busy" on hosted runners: try three times.
for attempt in 1 2 3; do
    hdiutil create -volname "Fjols" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg" && break
    [ "$attempt" = 3 ] && exit 1
    sleep 5
done
hdiutil verify "$dmg"
