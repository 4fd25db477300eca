"""The real Linux bundle, tarball and .deb: self-test, lintian, apt-get install, fjols --self-test,
apt-get remove.

Slow (a PyInstaller build takes about a minute here) and it changes the system, so it runs only as
root, and only when ``FJOLS_BUILD_BUNDLE=1`` asks for a fresh build (``.ci/run`` and the release
workflow set it) or when ``packaging/build.py`` has already left a bundle and a .deb in ``dist/``.
"""

from __future__ import annotations

import os
import subprocess
import tarfile
from pathlib import Path

import pytest

from fjols_desktop import __version__

from .conftest import ROOT, need_tool

DIST = ROOT / "dist"
BUILD = os.environ.get("FJOLS_BUILD_BUNDLE") == "1"
EXE = DIST / "fjols" / "fjols"


def built_debs() -> list[Path]:
    return sorted((DIST / "installers").glob(f"fjols_{__version__}_*.deb"))


pytestmark = [
    pytest.mark.skipif(os.geteuid() != 0, reason="installs a .deb: run as root"),
    pytest.mark.skipif(not BUILD and not (EXE.exists() and built_debs()),
                       reason="no bundle: run packaging/build.py first, or set FJOLS_BUILD_BUNDLE=1"),
]


def headless_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}


@pytest.fixture(scope="module")
def deb() -> Path:
    if BUILD:
        result = subprocess.run([str(ROOT / ".venv" / "bin" / "python"), str(ROOT / "packaging" / "build.py")],
                                capture_output=True, text=True, timeout=900, check=False)
        print(result.stdout.splitlines()[-1] if result.stdout else "")
        assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (found,) = built_debs()
    return found


def run(*command: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, timeout=300, check=False, **kwargs)  # type: ignore[call-overload]


def test_bundle_self_test(deb: Path) -> None:
    result = run(str(EXE), "--self-test", env=headless_env())
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: Fjols 0.1.0 (bundle, resources in " in result.stdout
    assert result.stdout.splitlines()[-1].startswith("self-test: passed ")


def test_bundle_holds_only_the_qt_parts_we_use(deb: Path) -> None:
    qt = DIST / "fjols" / "_internal" / "PySide6" / "Qt"
    plugins = {folder.name: sorted(p.name for p in folder.iterdir()) for folder in (qt / "plugins").iterdir()}
    assert plugins == {
        "platforms": ["libqoffscreen.so", "libqxcb.so"],
        "imageformats": ["libqsvg.so"],
        "iconengines": ["libqsvgicon.so"],
        "platforminputcontexts": ["libcomposeplatforminputcontextplugin.so", "libibusplatforminputcontextplugin.so"],
        "xcbglintegrations": ["libqxcb-egl-integration.so", "libqxcb-glx-integration.so"],
    }
    assert sorted(p.name for p in (qt / "translations").iterdir()) == [
        f"{catalogue}_{lang}.qm" for catalogue in ("qt", "qtbase") for lang in ("da", "en", "nn", "sv")]
    internal = {p.name for p in (DIST / "fjols" / "_internal").iterdir()}
    assert not internal & {"libgio-2.0.so.0", "libcrypto.so.3", "libQt6Network.so.6", "libgtk-3.so.0"}


def test_tarball_holds_the_bundle(deb: Path) -> None:
    (tarball,) = (DIST / "installers").glob(f"fjols-{__version__}-linux-*.tar.gz")
    with tarfile.open(tarball) as archive:
        members = {m.name: m for m in archive.getmembers()}
    assert members["fjols/fjols"].mode & 0o111 and members["fjols/fjols"].uid == 0
    assert "fjols/_internal/resources/icons/fjols-256.png" in members
    assert not [name for name in members if name.endswith("README.md")]


def test_deb_fields(deb: Path) -> None:
    fields = dict(line.split(": ", 1) for line in run("dpkg-deb", "-f", str(deb)).stdout.splitlines()
                  if ": " in line and not line.startswith(" "))
    assert (fields["Package"], fields["Version"], fields["Section"]) == ("fjols", __version__, "games")
    depends = fields["Depends"].split(", ")
    libc = [entry for entry in depends if entry.startswith("libc6 ")]
    assert len(libc) == 1 and libc[0].startswith("libc6 (>= 2.")
    # All else is inside the bundle; the fonts are links to Debian's DejaVu (lintian: duplicate-font-file).
    assert set(depends) - set(libc) == {"fonts-dejavu-core", "libegl1", "libgl1", "libxcb1"}


def test_lintian_reports_nothing_unexplained(deb: Path) -> None:
    result = run(need_tool("lintian"), "--fail-on", "error,warning", str(deb))
    assert result.returncode == 0, result.stdout
    assert [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")] == []


def test_install_start_and_remove(deb: Path) -> None:
    env = dict(headless_env(), DEBIAN_FRONTEND="noninteractive")
    installed = run("apt-get", "install", "-y", str(deb.resolve()), env=env)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    try:
        assert run("sh", "-c", "command -v fjols").stdout.strip() == "/usr/bin/fjols"
        started = run("fjols", "--self-test", env=headless_env())
        assert started.returncode == 0, started.stdout + started.stderr
        assert "(bundle, resources in /usr/lib/fjols/_internal)" in started.stdout
        assert "self-test: ok   fonts (DejaVu Sans)" in started.stdout             # through the links
        for path in ("/usr/share/applications/io.github.fjols.Fjols.desktop",
                     "/usr/share/metainfo/io.github.fjols.Fjols.metainfo.xml",
                     "/usr/share/icons/hicolor/48x48/apps/fjols.png", "/usr/share/doc/fjols/copyright"):
            assert Path(path).is_file(), path
    finally:
        removed = run("apt-get", "remove", "-y", "fjols", env=env)
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert not Path("/usr/lib/fjols").exists() and not Path("/usr/bin/fjols").is_symlink()
