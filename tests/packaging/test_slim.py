"""packaging/slim.py: which Qt plugins, translations and libraries a bundle keeps, per platform."""

from __future__ import annotations

import pytest

from .conftest import load_script

slim = load_script("packaging/slim.py")


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6\\plugins\\platforms\\qminimal.dll", False),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", True),
    ("PySide6/Qt/translations/qtbase_da.qm", True),
    ("PySide6/Qt/translations/qt_sv.qm", True),
    ("PySide6\\translations\\qtbase_nn.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qt_help_da.qm", False),
    ("PySide6/Qt/translations/qtmultimedia_da.qm", False),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("PySide6\\Qt6Network.dll", False),
    ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", False),
    ("PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui", True),
    ("PySide6\\Qt6Qml.dll", False),
    ("libharfbuzz.so.0", True),     # system libraries are prune_orphans' business
    ("libpython3.11.so.1.0", True),
    ("libfreetype.so.6", True),
    ("resources/icons/fjols-16.png", True),
])
def test_keep(dest: str, kept: bool) -> None:
    assert slim.keep(dest) is kept


@pytest.mark.parametrize(("filename", "stem"), [
    ("libqxcb.so", "qxcb"), ("qwindows.dll", "qwindows"), ("libqcocoa.dylib", "qcocoa"),
    ("libatk-1.0.so.0", "atk-1.0"), ("libQt6Core.so.6", "Qt6Core"), ("libpython3.11.so.1.0", "python3.11"),
    ("libshiboken6.abi3.6.12.dylib", "shiboken6.abi3"), ("README", "README"),
])
def test_library_stem(filename: str, stem: str) -> None:
    assert slim.library_stem(filename) == stem


def test_prune_orphans_keeps_what_python_and_qt_reach() -> None:
    toc = [
        ("python3.11/lib-dynload/_bz2.so", "src/_bz2", "EXTENSION"),
        ("libbz2.so.1.0", "src/libbz2", "BINARY"),
        ("libpython3.11.so.1.0", "src/libpython", "BINARY"),
        ("libz.so.1", "src/libz", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "src/qxcb", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "src/xcbqpa", "BINARY"),
        ("libQt6XcbQpa.so.6", "PySide6/Qt/lib/libQt6XcbQpa.so.6", "SYMLINK"),
        ("libX11.so.6", "src/x11", "BINARY"),
        ("libgio-2.0.so.0", "src/gio", "BINARY"),        # only a dropped gtk3 plugin linked these two
        ("libmount.so.1", "src/mount", "BINARY"),
        ("libgio.so", "libgio-2.0.so.0", "SYMLINK"),
        ("resources/icons/fjols-16.png", "src/png", "DATA"),
    ]
    needed = {"src/_bz2": ["libbz2.so.1.0", "libc.so.6"], "src/libpython": ["libz.so.1", "libm.so.6"],
              "src/qxcb": ["libQt6XcbQpa.so.6"], "src/xcbqpa": ["libX11.so.6", "libz.so.1"],
              "src/gio": ["libmount.so.1", "libz.so.1"], "src/mount": []}
    calls: list[str] = []

    def fake_needed(path: str) -> list[str]:
        calls.append(path)
        return needed.get(path, [])

    kept = slim.prune_orphans(toc, fake_needed)
    assert [dest for dest, _, _ in kept] == [
        "python3.11/lib-dynload/_bz2.so", "libbz2.so.1.0", "libpython3.11.so.1.0", "libz.so.1",
        "PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/lib/libQt6XcbQpa.so.6", "libQt6XcbQpa.so.6",
        "libX11.so.6", "resources/icons/fjols-16.png"]
    assert "src/gio" not in calls and sorted(set(calls)) == sorted(calls)   # each file read once


def test_excludes_leave_the_modules_the_app_uses() -> None:
    assert "PySide6.QtWidgets" not in slim.EXCLUDES and "PySide6.QtGui" not in slim.EXCLUDES
    assert {"_hashlib", "_ssl", "PySide6.QtNetwork"} <= set(slim.EXCLUDES)
