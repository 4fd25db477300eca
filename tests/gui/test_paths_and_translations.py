"""Resources are found in a checkout and in a PyInstaller bundle, and lupdate collects every
translatable string (the engine's house rules and game names included) into the .ts files."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from fjols_desktop.gui import paths

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import update_translations


def test_paths_in_a_checkout_a_bundle_and_by_override(monkeypatch, tmp_path) -> None:
    monkeypatch.delenv("FJOLS_RESOURCE_ROOT", raising=False)
    assert paths.resource_root() == ROOT
    assert paths.resource("fonts", "DejaVuSans.ttf").is_file()
    assert (paths.fonts_dir() / "LICENSE-DejaVu.txt").is_file()
    assert paths.translations_dir() == ROOT / "translations"
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resource_root() == tmp_path and paths.fonts_dir() == tmp_path / "resources" / "fonts"
    monkeypatch.setenv("FJOLS_RESOURCE_ROOT", str(tmp_path / "x"))
    assert paths.translations_dir() == tmp_path / "x" / "translations"


def messages(ts: Path) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        out.setdefault(context.findtext("name") or "", set()).update(m.findtext("source") or ""
                                                                    for m in context.iter("message"))
    return out


def test_lupdate_collects_engine_and_gui_strings(tmp_path) -> None:
    ts = tmp_path / "fjols_da.ts"
    report = update_translations.update([ts], quiet=True)
    assert "Found" in report
    found = messages(ts)
    assert {"Hjerterfri", "Hearts: avoid the hearts and the queen of spades."} <= found["Games"]
    assert {"Cards passed before each hand", "The shooter chooses", "Scoring"} <= found["HouseRules"]
    assert "You must follow suit: you still hold {suit}." in found["Reasons:hearts"]
    assert "Pass the computer to {name}" in found["HandoffCurtain"]
    assert "&New game…" in found["MainWindow"]
    assert ET.parse(ts).getroot().get("language") == "da_DK"


def test_committed_catalogues_exist_for_every_language() -> None:
    for lang, code in (("da", "da_DK"), ("sv", "sv_SE"), ("nb", "nb_NO")):
        ts = ROOT / "translations" / f"fjols_{lang}.ts"
        root = ET.parse(ts).getroot()
        assert root.get("language") == code
        assert "HouseRules" in messages(ts) and "Reasons:hearts" in messages(ts)


def test_the_update_script_runs_as_a_program() -> None:
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "update_translations.py"), "--help"],
                         capture_output=True, text=True, check=True)
    assert "pyside6-lupdate" in out.stdout
