"""The files each platform's installer is made from: menu entry, AppStream, man page, lintian
overrides, Info.plist, the macOS and Windows scripts, and the release workflow."""

from __future__ import annotations

import configparser
import plistlib
import re
import subprocess
import xml.etree.ElementTree as ET

import pytest

from fjols_desktop import __version__, bundle

from .conftest import ROOT, load_script, need_tool

make_deb = load_script("packaging/linux/make_deb.py")
build = load_script("packaging/build.py")
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{make_deb.DESKTOP_ID}.desktop"
METAINFO = LINUX / f"{make_deb.DESKTOP_ID}.metainfo.xml"


def test_desktop_entry_launches_fjols_in_every_language() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert (entry["Exec"], entry["Icon"], entry["StartupWMClass"]) == ("fjols", "fjols", "fjols")
    assert entry["Categories"] == "Game;CardGame;"
    assert {entry[f"GenericName[{lang}]"] for lang in ("da", "sv", "nb")} == {"Kortspil", "Kortspel", "Kortspill"}
    assert all(f"Comment[{lang}]" in entry for lang in ("da", "sv", "nb", "nn"))


def test_desktop_entry_validates() -> None:
    result = subprocess.run([need_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True, check=False)
    assert (result.returncode, result.stdout) == (0, "")


def test_metainfo_names_this_version_and_the_desktop_entry() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == make_deb.DESKTOP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("releases/release").get("version") == __version__   # the newest comes first
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert {s.get(lang) for s in root.findall("summary")} == {None, "da", "sv", "nb"}


def test_metainfo_validates() -> None:
    result = subprocess.run([need_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_lintian_overrides_only_cover_the_bundle() -> None:
    overrides = [line for line in (LINUX / "lintian-overrides").read_text().splitlines()
                 if line and not line.startswith("#")]
    assert len(overrides) == 6
    for line in overrides:
        assert line.startswith("fjols: "), line
        assert "[" not in line or re.search(r"\[usr/lib/fjols/[^\]]*\]$", line), line


def test_man_page_documents_the_self_test() -> None:
    text = (LINUX / "fjols.6").read_text()
    assert text.startswith(".TH FJOLS 6 ") and r"\-\-self\-test" in text


def test_info_plist_matches_the_linux_id_and_languages() -> None:
    with open(ROOT / "packaging" / "macos" / "Info.plist", "rb") as f:
        info = plistlib.load(f)
    assert info["CFBundleIdentifier"] == make_deb.DESKTOP_ID
    assert info["CFBundleLocalizations"] == ["en", "da", "sv", "nb"]
    assert info["LSApplicationCategoryType"] == "public.app-category.card-games"


@pytest.mark.parametrize("script", ["make_icns.sh", "make_dmg.sh"])
def test_macos_scripts_parse(script: str) -> None:
    subprocess.run(["bash", "-n", str(ROOT / "packaging" / "macos" / script)], check=True)


def test_iconset_uses_committed_sizes() -> None:
    text = (ROOT / "packaging" / "macos" / "make_icns.sh").read_text()
    sizes = [int(n) for n in re.search(r"for size in ([0-9 ]+);", text).group(1).split()]
    assert {*sizes, *(2 * n for n in sizes)} <= set(bundle.ICON_SIZES)


def test_release_workflow_uses_existing_steps_and_files() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text()
    for path in re.findall(r"\b((?:packaging|tests)/[\w./-]+)", text):
        assert (ROOT / path).exists(), path
    for words in re.findall(r"packaging/build\.py((?: [a-z-]+)*)", text):
        steps = {word for word in words.split() if not word.startswith("-")}
        assert steps <= set(build.STEPS), words
    assert "FJOLS_BUILD_BUNDLE=1 ./test tests/packaging" in text
    for runner in ("ubuntu-24.04", "windows-2022", "macos-14"):
        assert f"{runner}" in text


def test_nsis_script_compiles_against_a_placeholder(tmp_path) -> None:
    makensis = need_tool("makensis")
    source = tmp_path / "fjols"
    (source / "_internal" / "PySide6").mkdir(parents=True)
    (source / "fjols.exe").write_bytes(b"MZ placeholder")
    (source / "_internal" / "PySide6" / "Qt6Core.dll").write_bytes(b"placeholder")
    setup = tmp_path / "Fjols-setup.exe"
    command = build.nsis_command(source, setup, makensis)
    verbose = [command[0], "-WX", *("-V4" if arg == "-V2" else arg for arg in command[1:])]
    result = subprocess.run(verbose, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert 'File: "fjols.exe"' in result.stdout and 'File: "Qt6Core.dll"' in result.stdout
    assert "4 pages" in result.stdout and "4 language tables" in result.stdout   # en, da, sv, nb
    assert "LangDLL::LangDialog" in result.stdout                                # asks which one
    data = setup.read_bytes()
    assert data[:2] == b"MZ" and b"Nullsoft" in data


def test_nsis_script_refuses_a_build_without_version(tmp_path) -> None:
    makensis = need_tool("makensis")
    result = subprocess.run([makensis, f"-DSOURCE={tmp_path}", str(ROOT / "packaging" / "windows" / "fjols.nsi")],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 1 and "pass -DVERSION=x.y.z" in result.stdout + result.stderr
