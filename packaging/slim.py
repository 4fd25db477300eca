"""What a Fjols bundle leaves out of PySide6: the filter both PyInstaller specs share.

PyInstaller's PySide6 hooks collect every plugin folder of the Qt modules the app imports, with the
libraries those plugins link, and all of Qt's ~200 translation files. A card table needs far less:
a platform plugin (xcb on Linux, windows, cocoa; offscreen for the self-test and headless runs),
the widget styles, the SVG image format and icon engine, input methods (Compose and IBus, for
typing æøå in a player's name), and Qt's own catalogues for Danish, Swedish, Norwegian and English.
This measured 166 -> 119 MB for a bare window on Linux (``benchmarks/bundle.py`` builds and measures one). On
Linux, ``prune_orphans`` then drops the libraries that only the dropped plugins linked (GIO, mount,
SELinux, JPEG ...: about 5 MB), found by following DT_NEEDED from what Python and Qt load.

The wheel keeps plugins under ``PySide6/Qt/plugins`` (Linux, macOS) or ``PySide6/plugins`` (Windows),
and names them ``libqxcb.so``, ``qwindows.dll``, ``libqcocoa.dylib``: names are compared without
the ``lib`` prefix and the suffix, so one list serves every platform. Used by
``packaging/fjols_desktop.spec`` and ``benchmarks/bare_window.spec`` (the same settings make the
size and start-up comparison fair). Pure Python, no PyInstaller import, so tests can check it.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable, Iterable

# Python modules the app never uses (PyInstaller follows imports from the stdlib to these).
# _hashlib/_ssl link OpenSSL's libcrypto (4.7 MB); hashlib falls back to Python's built-in hashes.
# The CJK codecs come in only because PyInstaller collects every encoding.
EXCLUDES = ["tkinter", "unittest", "pydoc", "doctest", "PySide6.QtNetwork", "PySide6.QtDBus",
            "PySide6.QtQml", "PySide6.QtQuick", "_hashlib", "_ssl", "ssl", "_multibytecodec",
            "_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp", "_codecs_kr", "_codecs_tw"]

# Qt's own translations kept: qtbase_<lang>.qm (buttons, dialogs) and the qt_<lang>.qm that loads
# it. Qt has no Bokmål file (nb); it is listed for the day it does.
KEEP_LANGUAGES = ("da", "sv", "nb", "nn", "en")
KEEP_CATALOGUES = ("qt", "qtbase")

# Plugin folders dropped whole. platformthemes: the gtk3 theme drags in cairo, pango, atk, gdk-pixbuf.
DROP_PLUGIN_DIRS = frozenset({
    "egldeviceintegrations", "generic", "networkinformation", "tls", "platformthemes", "printsupport",
    "qmltooling", "sqldrivers", "designer", "vectorimageformats",
    "wayland-decoration-client", "wayland-graphics-integration-client",
    "wayland-graphics-integration-server", "wayland-shell-integration",
})
# Plugin folders where only these plugins stay (others in these folders go).
KEEP_PLUGINS = {
    # Native Wayland sessions use xcb through XWayland; add "qwayland" and the wayland-* folders
    # above for native Wayland windows (about +3 MB).
    "platforms": frozenset({"qxcb", "qoffscreen", "qwindows", "qcocoa", "qdirect2d"}),
    "imageformats": frozenset({"qsvg"}),
    # The virtual keyboard plugin pulls in Qt Quick and QML.
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}),
}
# Qt libraries that only the dropped plugins link. PyInstaller collects plugin dependencies before
# the spec can filter, so they are removed by name (on Linux, prune_orphans below also catches the
# system libraries those plugins pulled in: GTK's cairo, pango, atk; Kerberos for QtNetwork ...).
DROP_LIBRARIES = frozenset({
    "Qt6Network", "QtNetwork", "Qt6WaylandClient", "Qt6WlShellIntegration", "Qt6EglFSDeviceIntegration",
    "Qt6EglFsKmsSupport", "Qt6VirtualKeyboard", "Qt6Quick", "Qt6Qml", "Qt6QmlModels", "Qt6QmlMeta",
    "Qt6QmlWorkerScript", "Qt6Pdf",
})

_PLUGIN = re.compile(r"(?:^|/)PySide6/(?:Qt/)?plugins/([^/]+)/([^/]+)$")
_TRANSLATION = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/([^/]+)\.qm$")
_LIBRARY = re.compile(r"^(?:lib)?(.+?)(?:\.so(?:\.[0-9.]+)?|\.dll|\.dylib|\.[0-9.]+\.dylib)$")


def library_stem(filename: str) -> str:
    """``libqxcb.so`` -> ``qxcb``; ``Qt6Network.dll`` -> ``Qt6Network``; ``libatk-1.0.so.0`` -> ``atk-1.0``."""
    match = _LIBRARY.match(filename)
    return match.group(1) if match else filename


def keep(dest: str) -> bool:
    """Whether a bundle entry (its destination path inside the bundle) stays."""
    dest = dest.replace("\\", "/")
    base = dest.rsplit("/", 1)[-1]
    plugin = _PLUGIN.search(dest)
    if plugin:
        folder, name = plugin.groups()
        if folder in DROP_PLUGIN_DIRS:
            return False
        allowed = KEEP_PLUGINS.get(folder)
        return allowed is None or library_stem(name) in allowed
    translation = _TRANSLATION.search(dest)
    if translation:
        catalogue, _, language = translation.group(1).rpartition("_")   # qtbase_da, qt_help_sv ...
        return catalogue in KEEP_CATALOGUES and language in KEEP_LANGUAGES
    if "/Qt/lib/" in f"/{dest}" and ".framework/" in dest:
        # macOS frameworks: PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork
        return dest.split(".framework/", 1)[0].rsplit("/", 1)[-1] not in DROP_LIBRARIES
    return library_stem(base) not in DROP_LIBRARIES


def slim(toc: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Filter a PyInstaller TOC (``a.binaries`` or ``a.datas``)."""
    return [entry for entry in toc if keep(entry[0])]


def prune_orphans(toc: list[tuple[str, str, str]], needed: Callable[[str], Iterable[str]]
                  ) -> list[tuple[str, str, str]]:
    """Drop shared libraries that nothing kept still links (those of the dropped plugins).

    Roots are what Python or Qt load by path: extension modules, Qt plugins, libpython. A library
    stays if a root reaches it through ``needed(source path)`` (the DT_NEEDED names). Symlinks to a
    dropped library go too.
    """
    def name(dest: str) -> str:
        return dest.replace("\\", "/").rsplit("/", 1)[-1]

    def is_root(dest: str, kind: str) -> bool:
        return kind == "EXTENSION" or (kind == "BINARY" and ("/plugins/" in dest.replace("\\", "/")
                                                             or name(dest).startswith("libpython")))

    libraries = {name(dest): src for dest, src, kind in toc if kind == "BINARY"}
    todo = [src for dest, src, kind in toc if is_root(dest, kind)]
    reached: set[str] = set()
    while todo:
        for lib in needed(todo.pop()):
            if lib in libraries and lib not in reached:
                reached.add(lib)
                todo.append(libraries[lib])
    kept = [(dest, src, kind) for dest, src, kind in toc
            if kind != "BINARY" or is_root(dest, kind) or name(dest) in reached]
    kept_dests = {dest for dest, _, _ in kept}
    return [(dest, src, kind) for dest, src, kind in kept if kind != "SYMLINK" or src in kept_dests]


def elf_needed(path: str) -> list[str]:
    """The DT_NEEDED entries of an ELF file (``objdump`` comes with binutils, which PyInstaller needs)."""
    out = subprocess.run(["objdump", "-p", path], capture_output=True, text=True, check=True).stdout
    return [line.split()[1] for line in out.splitlines() if line.strip().startswith("NEEDED")]
