"""Build ``fjols_<version>_<arch>.deb`` from the onedir bundle with ``dpkg-deb``.

    python packaging/linux/make_deb.py dist/fjols --out dist/installers [--compression xz]

Layout: the bundle in ``/usr/lib/fjols`` (a private program directory, as Debian policy wants, not
/opt), ``/usr/bin/fjols`` a relative symlink to it (the PyInstaller bootloader resolves the link and
finds ``_internal/``), the menu entry, AppStream metainfo, hicolor icons, a man page, and
``/usr/share/doc/fjols/{copyright,changelog.gz}``, links to Debian's copies of the bundled fonts
(and a dependency on their package), and lintian overrides that explain what lintian
reports for a bundled program (``packaging/linux/lintian-overrides``).

``Depends`` comes from ``ldd``: every library that a bundled ELF file links directly (its DT_NEEDED)
and that resolves outside the bundle (libc, libGL, libEGL, libxcb: PyInstaller leaves those to the
system on purpose) is mapped to its Debian package with ``dpkg -S``; libc6 gets the highest
``GLIBC_x.y`` symbol version found in the bundle as its floor. A direct need that ``ldd`` reports as
"not found" stops the build: the bundle would not start.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "packaging"), str(ROOT)]
from slim import elf_needed  # packaging/slim.py

from fjols_desktop import __version__

HERE = Path(__file__).resolve().parent
PACKAGE = "fjols"
DESKTOP_ID = "io.github.fjols.Fjols"
MAINTAINER = "The Fjols developers <fjols@example.invalid>"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
DESCRIPTION = """\
family card table for Scandinavian card games
 Fjols is an offline card table for Hjerterfri (Hearts), Durak, Fjols,
 Festudgaven, Davoserjas and Fool!, for people and computer players in any mix
 on one computer, with each family's house rules, in Danish, Swedish, Norwegian
 and English.
 .
 This package carries its own Python and Qt (PySide6) in /usr/lib/fjols."""


def elf_files(folder: Path) -> list[Path]:
    files = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    files.append(path)
    return files


def system_libraries(bundle: Path) -> dict[str, Path]:
    """Libraries the bundle links directly that resolve outside it: name -> path."""
    files = elf_files(bundle)
    lib_dirs = sorted({str(path.parent) for path in files})
    env = dict(os.environ, LD_LIBRARY_PATH=":".join(lib_dirs))
    found: dict[str, Path] = {}
    missing: list[str] = []
    for path in files:
        direct = set(elf_needed(str(path)))
        if not direct:
            continue
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env, check=False).stdout
        for line in out.splitlines():
            name, arrow, rest = line.strip().partition(" => ")
            if not arrow or name not in direct:
                continue
            if rest.startswith("not found"):
                missing.append(f"{name} (needed by {path.relative_to(bundle)})")
                continue
            target = Path(rest.split(" (", 1)[0])
            if bundle.resolve() not in target.resolve().parents:
                found[name] = target
    if missing:
        raise SystemExit("ldd cannot resolve: " + ", ".join(sorted(set(missing))))
    return found


def package_of(path: Path) -> str:
    """The Debian package owning a library file (tries the path as linked and as resolved)."""
    for candidate in dict.fromkeys((path, path.resolve(), Path("/usr") / path.relative_to("/"))):
        result = subprocess.run(["dpkg", "-S", str(candidate)], capture_output=True, text=True, check=False)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].strip()
    raise SystemExit(f"no Debian package owns {path}")


def glibc_floor(files: list[Path]) -> str:
    versions = set()
    for path in files:
        versions.update(re.findall(rb"GLIBC_(2\.[0-9]+)", path.read_bytes()))
    return max((v.decode() for v in versions), key=lambda v: tuple(int(x) for x in v.split(".")))


def depends(bundle: Path, extra: tuple[str, ...] = ()) -> str:
    packages = sorted({package_of(path) for path in system_libraries(bundle).values()} | set(extra))
    floor = glibc_floor(elf_files(bundle))
    return ", ".join(f"libc6 (>= {floor})" if name == "libc6" else name for name in packages)


def gzip_file(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(gzip.compress(source.read_bytes(), compresslevel=9, mtime=0))


def changelog(ver: str) -> str:
    return (f"{PACKAGE} ({ver}) unstable; urgency=medium\n\n"
            f"  * Release {ver}, built from the Fjols repository with PyInstaller.\n\n"
            f" -- {MAINTAINER}  Sun, 29 Nov 2026 12:00:00 +0000\n")


def share_fonts(app: Path, system_fonts: Path = Path("/usr/share/fonts")) -> tuple[str, ...]:
    """Replace bundled fonts that Debian packages too by links to Debian's copy; returns the packages.

    The app ships DejaVu Sans so that every machine draws the same glyphs; Debian wants one copy of
    a font on the system (lintian: duplicate-font-file), and its copy is the same font. The links are
    relative, as Debian wants within /usr, from where ``app`` is installed (/usr/lib/fjols).
    """
    installed = Path("/usr/lib") / PACKAGE
    packages = []
    for font in sorted((app / "_internal" / "resources" / "fonts").glob("*.[ot]tf")):
        system = next(iter(sorted(system_fonts.rglob(font.name))), None)
        if system is not None:
            font.unlink()
            font.symlink_to(os.path.relpath(system, installed / font.parent.relative_to(app)))
            packages.append(package_of(system))
    return tuple(dict.fromkeys(packages))


def stage(bundle: Path, root: Path, ver: str) -> tuple[str, ...]:
    """Lay out the package tree under ``root``; returns the packages the shared fonts come from."""
    if root.exists():
        shutil.rmtree(root)
    app = root / "usr" / "lib" / PACKAGE
    shutil.copytree(bundle, app, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / PACKAGE).symlink_to(f"../lib/{PACKAGE}/{PACKAGE}")
    share = root / "usr" / "share"
    for source, target in ((HERE / f"{DESKTOP_ID}.desktop", share / "applications"),
                           (HERE / f"{DESKTOP_ID}.metainfo.xml", share / "metainfo"),
                           (HERE / "copyright", share / "doc" / PACKAGE),
                           (HERE / "lintian-overrides", share / "lintian" / "overrides")):
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy(source, target / (PACKAGE if source.name == "lintian-overrides" else source.name))
    for size in HICOLOR_SIZES:
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy(ROOT / "resources" / "icons" / f"fjols-{size}.png", target / f"{PACKAGE}.png")
    gzip_file(HERE / "fjols.6", share / "man" / "man6" / "fjols.6.gz")
    changes = share / "doc" / PACKAGE / "changelog.gz"
    changes.write_bytes(gzip.compress(changelog(ver).encode(), compresslevel=9, mtime=0))
    # Files 0644, directories and the program 0755: PyInstaller keeps whatever modes the wheels had.
    for path in root.rglob("*"):
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() else 0o644)
    (app / PACKAGE).chmod(0o755)
    return share_fonts(app)


def write_control(bundle: Path, root: Path, ver: str, extra_depends: tuple[str, ...] = ()) -> str:
    files = [p for p in root.rglob("*") if p.is_file() and not p.is_symlink()]
    installed_kib = sum((p.stat().st_size + 1023) // 1024 for p in files)
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    control = (f"Package: {PACKAGE}\nVersion: {ver}\nSection: games\nPriority: optional\n"
               f"Architecture: {arch}\nMaintainer: {MAINTAINER}\nInstalled-Size: {installed_kib}\n"
               f"Depends: {depends(bundle, extra_depends)}\nDescription: {DESCRIPTION}\n")
    debian = root / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control, encoding="utf-8")
    sums = "".join(f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(root)}\n"
                   for p in sorted(files))
    (debian / "md5sums").write_text(sums, encoding="utf-8")
    return arch


def build_deb(bundle: Path, out_dir: Path, compression: str = "xz", level: int | None = None,
              work: Path | None = None) -> Path:
    ver = __version__
    root = work or out_dir / f"{PACKAGE}-deb-root"
    fonts = stage(bundle, root, ver)
    arch = write_control(bundle, root, ver, fonts)
    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / f"{PACKAGE}_{ver}_{arch}.deb"
    command = ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(deb)]
    if level is not None:
        command.insert(3, f"-z{level}")
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(root)
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path, help="the onedir bundle (dist/fjols)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "installers")
    parser.add_argument("--compression", default="xz", choices=("xz", "gzip", "zstd", "none"))
    parser.add_argument("--level", type=int, help="compression level (dpkg-deb -z)")
    args = parser.parse_args(argv)
    print(build_deb(args.bundle, args.out, args.compression, args.level))
    return 0


if __name__ == "__main__":
    sys.exit(main())
