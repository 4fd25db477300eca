"""App settings and house-rule presets: round trips, sharing files, and damaged files kept aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.games.hearts.options import HeartsOptions, MoonMode
from fjols_desktop.store.errors import PresetError, SettingsError
from fjols_desktop.store.limits import PRESET_FILE_LIMITS
from fjols_desktop.store.settings import AnimationSpeed, AppSettings, Language, PresetStore, SettingsStore

MORMOR = HeartsOptions(moon_mode=MoonMode.SELF_MINUS_26, target_score=50)


def aside(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".damaged-" in p.name)


# --- settings --------------------------------------------------------------------------------------------------

def test_settings_default_then_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    assert store.settings == AppSettings() and store.problems == ()
    changed = AppSettings(language=Language.DANISH, animation=AnimationSpeed.OFF, computer_delay_ms=0)
    store.save(changed)
    again = SettingsStore(tmp_path)
    assert again.settings == changed and again.problems == ()
    doc = json.loads((tmp_path / "settings.json").read_text())
    assert doc["format"] == "fjols-settings" and doc["schema"] == 1 and doc["settings"]["language"] == "da"


def test_settings_from_a_newer_version_keep_unknown_keys(tmp_path: Path) -> None:
    SettingsStore(tmp_path).save(AppSettings())
    path = tmp_path / "settings.json"
    doc = json.loads(path.read_text())
    doc["settings"]["card_back"] = "blue"
    path.write_text(json.dumps(doc))
    store = SettingsStore(tmp_path)
    assert store.problems == ()
    store.save(AppSettings(sound=False))
    assert json.loads(path.read_text())["settings"]["card_back"] == "blue"


@pytest.mark.parametrize(("content", "key"), [
    (b"", "file_not_json"),
    (b'{"format": "fjols-settings", "schema": 1, "settings": {"sound": tr', "file_not_json"),
    (b"[" * 5000 + b"]" * 5000, "file_too_deep"),
    (b" " * (300 << 10), "file_too_large"),
    (b'{"format": "fjols-settings", "schema": 2, "settings": {}}', "file_too_new"),
    (b'{"format": "fjols-presets", "schema": 1}', "file_wrong_format"),
    (b'{"format": "fjols-settings", "schema": 1, "settings": [true]}', "file_bad_field"),
])
def test_a_damaged_settings_file_is_reported_kept_and_defaults_used(tmp_path: Path, content: bytes, key: str) -> None:
    (tmp_path / "settings.json").write_bytes(content)
    store = SettingsStore(tmp_path)
    assert store.settings == AppSettings()
    assert [p.reason.key for p in store.problems] == [key] and isinstance(store.problems[0], SettingsError)
    (kept,) = aside(tmp_path)
    assert kept.read_bytes() == content and kept.name.startswith("settings.damaged-")
    assert SettingsStore(tmp_path).problems == ()  # reported once


def test_bad_values_fall_back_one_by_one(tmp_path: Path) -> None:
    body = {"language": "sv", "sound": "loud", "computer_delay_ms": 99_999, "animation": "fast"}
    content = json.dumps({"format": "fjols-settings", "schema": 1, "settings": body}).encode()
    (tmp_path / "settings.json").write_bytes(content)
    store = SettingsStore(tmp_path)
    assert store.settings == AppSettings(language=Language.SWEDISH, animation=AnimationSpeed.FAST)
    assert [p.reason for p in store.problems] == [Reason.of("settings_bad_values", fields="sound,computer_delay_ms")]
    assert aside(tmp_path)[0].read_bytes() == content
    assert SettingsStore(tmp_path).settings == store.settings  # what was understood was written back


# --- presets ---------------------------------------------------------------------------------------------------

def test_presets_save_rename_delete(tmp_path: Path) -> None:
    store = PresetStore(tmp_path)
    assert store.names("hearts") == () and store.problems == ()
    assert store.save("hearts", " Mormors regler ", MORMOR) == "Mormors regler"
    store.save("hearts", "Hurtigt", HeartsOptions(target_score=25))
    with pytest.raises(PresetError) as caught:
        store.save("hearts", "mormors REGLER", HeartsOptions())
    assert caught.value.reason == Reason.of("preset_exists", name="mormors REGLER")
    store.save("hearts", "mormors regler", MORMOR.replace(target_score=60), replace=True)
    assert PresetStore(tmp_path).get("hearts", "MORMORS REGLER") == MORMOR.replace(target_score=60)
    store.rename("hearts", "Hurtigt", "Kort spil")
    with pytest.raises(PresetError) as caught:
        store.rename("hearts", "Kort spil", "Mormors regler")
    assert caught.value.reason.key == "preset_exists"
    store.delete("hearts", "mormors regler")
    assert PresetStore(tmp_path).names("hearts") == ("Kort spil",)
    for bad in ("", "x" * 41, "a\x1bb"):
        with pytest.raises(PresetError) as caught:
            store.save("hearts", bad, MORMOR)
        assert caught.value.reason == Reason.of("preset_bad_name")
    with pytest.raises(PresetError) as caught:
        store.get("hearts", "Farfars")
    assert caught.value.reason == Reason.of("preset_missing", name="Farfars")
    with pytest.raises(TypeError):
        store.save("hearts", "Wrong", store)  # type: ignore[arg-type]


def test_presets_export_and_import(tmp_path: Path) -> None:
    home, cousins = PresetStore(tmp_path / "home"), PresetStore(tmp_path / "cousins")
    home.save("hearts", "Mormors regler", MORMOR)
    shared = tmp_path / "mormor.fjolspreset"
    home.export("hearts", "mormors regler", shared)
    assert json.loads(shared.read_text())["format"] == "fjols-preset"
    assert cousins.import_file(shared) == ("hearts", "Mormors regler")
    assert cousins.get("hearts", "Mormors regler") == MORMOR
    with pytest.raises(PresetError) as caught:
        cousins.import_file(shared)
    assert caught.value.reason.key == "preset_exists"
    assert cousins.import_file(shared, name="Mormors (kopi)") == ("hearts", "Mormors (kopi)")
    assert cousins.names("hearts") == ("Mormors regler", "Mormors (kopi)")


@pytest.mark.parametrize(("doc", "key"), [
    ({"format": "fjols-preset", "schema": 1, "game": "chess", "name": "X", "options": {}}, "preset_unknown_game"),
    ({"format": "fjols-preset", "schema": 1, "game": "hearts", "name": "X", "options": {"target_score": 1}},
     "preset_bad_options"),
    ({"format": "fjols-preset", "schema": 1, "game": "hearts", "name": "X", "options": {"moon_mode": 3}},
     "preset_bad_options"),
    ({"format": "fjols-preset", "schema": 1, "game": "hearts", "name": "", "options": {}}, "file_bad_field"),
    ({"format": "fjols-preset", "schema": 1, "game": "hearts", "name": "X", "options": []}, "file_bad_field"),
    ({"format": "fjols-preset", "schema": 3, "game": "hearts", "name": "X", "options": {}}, "file_too_new"),
    ({"format": "fjols-save", "schema": 1}, "file_wrong_format"),
])
def test_a_bad_preset_file_changes_nothing(tmp_path: Path, doc: dict, key: str) -> None:
    store = PresetStore(tmp_path / "config")
    store.save("hearts", "Mormors regler", MORMOR)
    before = (tmp_path / "config" / "presets.json").read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    with pytest.raises(PresetError) as caught:
        store.import_file(bad)
    assert caught.value.reason.key == key
    assert (tmp_path / "config" / "presets.json").read_bytes() == before
    assert store.names("hearts") == ("Mormors regler",)


def test_hostile_preset_files(tmp_path: Path) -> None:
    store = PresetStore(tmp_path)
    for content, key in ((b"[" * 50_000, "file_too_deep"), (b"{" * 3 + b"x", "file_not_json"),
                         (b"0" * (PRESET_FILE_LIMITS.max_bytes + 1), "file_too_large")):
        path = tmp_path / "hostile.json"
        path.write_bytes(content)
        with pytest.raises(PresetError) as caught:
            store.import_file(path)
        assert caught.value.reason.key == key


def test_a_damaged_presets_file_keeps_every_good_preset(tmp_path: Path) -> None:
    games = {"hearts": [{"name": "Mormors regler", "options": MORMOR.to_dict()},
                        {"name": "Broken", "options": {"target_score": "lots"}},
                        {"name": "mormors regler", "options": {}},
                        {"name": "Hurtigt", "options": {"target_score": 25, "from_the_future": True}}],
             "canasta": [{"name": "Bedstefars", "options": {"trump": "hearts"}}]}
    content = json.dumps({"format": "fjols-presets", "schema": 1, "games": games}).encode()
    (tmp_path / "presets.json").write_bytes(content)
    store = PresetStore(tmp_path)
    assert store.names("hearts") == ("Mormors regler", "Hurtigt")
    assert [p.reason for p in store.problems] == [Reason.of("preset_entry_skipped", game="hearts", index=1),
                                                  Reason.of("preset_entry_skipped", game="hearts", index=2)]
    assert aside(tmp_path)[0].read_bytes() == content
    store.save("hearts", "Ny", HeartsOptions())
    again = json.loads((tmp_path / "presets.json").read_text())["games"]
    assert again["canasta"] == games["canasta"]  # a game this version does not have is carried along
    assert [e["name"] for e in again["hearts"]] == ["Mormors regler", "Hurtigt", "Ny"]
    assert PresetStore(tmp_path).problems == ()


def test_an_unreadable_presets_file_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "presets.json").write_bytes(b'{"format": "fjols-presets", "schema": 1, "games": ')
    store = PresetStore(tmp_path)
    assert [p.reason.key for p in store.problems] == ["file_not_json"] and store.names("hearts") == ()
    assert len(aside(tmp_path)) == 1 and not (tmp_path / "presets.json").exists()
    store.save("hearts", "Mormors regler", MORMOR)
    assert PresetStore(tmp_path).get("hearts", "Mormors regler") == MORMOR
