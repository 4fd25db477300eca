"""packaging/build.py and packaging/linux/make_deb.py, on small stand-in bundles (no PyInstaller)."""

from __future__ import annotations

import gzip
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fjols_desktop import __version__

from .conftest import ROOT, load_script

make_deb = load_script("packaging/linux/make_deb.py")
build = load_script("packaging/build.py")


def fake_bundle(tmp: Path) -> Path:
    bundle = tmp / "fjols"
    (bundle / "_internal" / "resources").mkdir(parents=True)
    shutil.copy("/usr/bin/true", bundle / "fjols")                 # an ELF that links libc only
    (bundle / "_internal" / "resources" / "data.txt").write_text("x")
    (bundle / "_internal" / "resources" / "data.txt").chmod(0o600)
    return bundle


def tree(root: Path) -> dict[str, str]:
    """path -> '-rw-r--r--' style mode, or '-> target' for a symlink."""
    out = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        out[rel] = f"-> {path.readlink()}" if path.is_symlink() else oct(path.stat().st_mode & 0o777)
    return out


def test_stage_lays_out_the_package(tmp_path) -> None:
    root = tmp_path / "root"
    assert make_deb.stage(fake_bundle(tmp_path), root, "9.8.7") == ()      # no fonts to share
    files = tree(root)
    icons = {f"usr/share/icons/hicolor/{n}x{n}/apps/fjols.png": "0o644" for n in make_deb.HICOLOR_SIZES}
    expected = {
        "usr/bin/fjols": "-> ../lib/fjols/fjols",
        "usr/lib/fjols/fjols": "0o755",
        "usr/lib/fjols/_internal/resources/data.txt": "0o644",
        f"usr/share/applications/{make_deb.DESKTOP_ID}.desktop": "0o644",
        f"usr/share/metainfo/{make_deb.DESKTOP_ID}.metainfo.xml": "0o644",
        "usr/share/doc/fjols/copyright": "0o644",
        "usr/share/doc/fjols/changelog.gz": "0o644",
        "usr/share/lintian/overrides/fjols": "0o644",
        "usr/share/man/man6/fjols.6.gz": "0o644",
        **icons,
    }
    assert {k: v for k, v in files.items() if v != "0o755" or k == "usr/lib/fjols/fjols"} == expected
    assert {k for k, v in files.items() if v == "0o755"} - set(expected) == {
        str(p.relative_to(root)) for p in root.rglob("*") if p.is_dir()}
    changelog = gzip.decompress((root / "usr/share/doc/fjols/changelog.gz").read_bytes()).decode()
    assert changelog.startswith("fjols (9.8.7) unstable; urgency=medium\n")
    assert (root / "usr/bin/fjols").resolve() == (root / "usr/lib/fjols/fjols")


def test_bundled_fonts_become_links_to_debians_copy(tmp_path) -> None:
    system = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    if not system.exists():
        pytest.skip("fonts-dejavu-core is not installed (./test installs it as root)")
    bundle = fake_bundle(tmp_path)
    fonts = bundle / "_internal" / "resources" / "fonts"
    fonts.mkdir()
    shutil.copy(ROOT / "resources" / "fonts" / "DejaVuSans.ttf", fonts)
    (fonts / "NotInDebian.ttf").write_bytes(b"a font Debian does not have")
    assert make_deb.share_fonts(bundle) == ("fonts-dejavu-core",)
    link = (fonts / "DejaVuSans.ttf").readlink()
    assert not link.is_absolute()
    assert Path(os.path.normpath(Path("/usr/lib/fjols/_internal/resources/fonts") / link)) == system
    assert not (fonts / "NotInDebian.ttf").is_symlink()


def test_depends_come_from_ldd(tmp_path) -> None:
    bundle = fake_bundle(tmp_path)
    assert set(make_deb.system_libraries(bundle)) == {"libc.so.6"}
    floor = make_deb.glibc_floor([bundle / "fjols"])
    assert make_deb.depends(bundle) == f"libc6 (>= {floor})"


def test_a_library_ldd_cannot_find_stops_the_build(tmp_path) -> None:
    import PySide6

    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    bundle = tmp_path / "fjols"
    bundle.mkdir()
    shutil.copy(plugin, bundle / "libqxcb.so")   # without the Qt libraries it links
    with pytest.raises(SystemExit, match=r"ldd cannot resolve: .*libQt6XcbQpa\.so\.6 \(needed by libqxcb\.so\)"):
        make_deb.system_libraries(bundle)


def test_glibc_floor_is_the_highest_symbol_version(tmp_path) -> None:
    files = []
    for i, versions in enumerate((b"GLIBC_2.17 GLIBC_2.4", b"GLIBC_2.36\0GLIBC_2.2.5", b"none")):
        files.append(tmp_path / f"lib{i}.so")
        files[-1].write_bytes(versions)
    assert make_deb.glibc_floor(files) == "2.36"


def test_control_file(tmp_path) -> None:
    bundle = fake_bundle(tmp_path)
    root = tmp_path / "root"
    make_deb.stage(bundle, root, __version__)
    arch = make_deb.write_control(bundle, root, __version__)
    control = (root / "DEBIAN" / "control").read_text()
    assert control.startswith(f"Package: fjols\nVersion: {__version__}\nSection: games\nPriority: optional\n"
                              f"Architecture: {arch}\n")
    assert "\nDepends: libc6 (>= 2." in control and control.endswith("in /usr/lib/fjols.\n")
    sums = (root / "DEBIAN" / "md5sums").read_text().splitlines()
    files = [p for p in root.rglob("*") if p.is_file() and not p.is_symlink() and "DEBIAN" not in p.parts]
    assert len(sums) == len(files)
    assert any(line.endswith("  usr/lib/fjols/fjols") for line in sums)


def test_build_deb_from_a_stand_in_bundle(tmp_path) -> None:
    deb = make_deb.build_deb(fake_bundle(tmp_path), tmp_path / "out", "gzip", 1, work=tmp_path / "work")
    assert deb.name.startswith(f"fjols_{__version__}_") and not (tmp_path / "work").exists()
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    assert "root/root" in listing and "./usr/bin/fjols -> ../lib/fjols/fjols" in listing


def test_build_script_refuses_unknown_steps(capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        build.main(["bundel"])
    assert exit_info.value.code == 2
    assert "unknown step bundel; choose from translations, bundle, installers, self-test" in capsys.readouterr().err


@pytest.mark.parametrize(("platform", "path"), [
    ("linux", "dist/fjols/fjols"), ("win32", "dist/fjols/fjols.exe"),
    ("darwin", "dist/Fjols.app/Contents/MacOS/fjols")])
def test_executable_per_platform(monkeypatch, platform: str, path: str) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    assert build.executable() == ROOT / path


def test_tarball_is_owned_by_root_and_sorted() -> None:
    command = build.tar_command(ROOT / "dist" / "x.tar.gz")
    assert command[:5] == ["tar", "--sort=name", "--owner=0", "--group=0", "--numeric-owner"]
    assert command[-3:] == ["-czf", str(ROOT / "dist" / "x.tar.gz"), "fjols"]
