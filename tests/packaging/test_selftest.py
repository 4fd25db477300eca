"""``fjols --self-test``: passes on this checkout, and names what is wrong when files are missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fjols_desktop import bundle, selftest
from fjols_desktop.engine.registry import GAMES

from .conftest import ROOT, load_script

CHECKS = ["start Qt", "fonts", "icons", "Qt translations", "app translations", "rules texts", "main window",
          *(f"{verb} {game.info.id}" for game in GAMES for verb in ("deal", "draw"))]


def check_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith(("self-test: ok", "self-test: FAIL"))]


def test_self_test_from_the_checkout_passes() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "fjols_desktop", "--self-test"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = check_lines(result.stdout)
    assert [line[len("self-test: ok   "):].split(" (")[0] for line in lines] == CHECKS
    assert "self-test: ok   start Qt (offscreen)" in lines        # no display: offscreen by itself
    assert f"self-test: ok   icons ({len(bundle.ICON_SIZES)} sizes)" in lines
    assert "self-test: ok   Qt translations (da, sv, nn)" in lines
    assert "self-test: ok   fonts (DejaVu Sans)" in lines
    assert f"self-test: ok   rules texts ({len(GAMES)} games in en, da, sv, nb)" in lines
    assert result.stdout.splitlines()[-1].startswith(f"self-test: passed {len(CHECKS)} checks (")


def compile_qm(tmp: Path, name: str, translated: bool = True) -> Path:
    ts = tmp / f"{name}.ts"
    translation = "<translation>Spil: %1</translation>" if translated else '<translation type="unfinished"/>'
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="da">'
                  "<context><name>MainWindow</name><message><source>Games: %1</source>"
                  f"{translation}</message></context></TS>\n", encoding="utf-8")
    qm = ts.with_suffix(".qm")
    lrelease = load_script("scripts/build_translations.py").lrelease_command()
    subprocess.run([*lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    ts.unlink()
    return qm


def test_self_test_names_each_missing_or_broken_file(qapp, tmp_path, monkeypatch, capsys) -> None:
    (tmp_path / "translations").mkdir()
    compile_qm(tmp_path / "translations", "fjols_da")
    (tmp_path / "translations" / "fjols_sv.qm").write_bytes(b"not a catalogue")
    rules = tmp_path / "resources" / "rules" / "da"
    rules.mkdir(parents=True)
    (rules / "hearts.md").write_text("  \n", encoding="utf-8")
    monkeypatch.setenv("FJOLS_RESOURCE_ROOT", str(tmp_path))

    assert selftest.run_self_test() == 1
    out = capsys.readouterr().out
    sizes = list(bundle.ICON_SIZES)
    assert (f"self-test: FAIL fonts: SelfTestError: no DejaVuSans.ttf, DejaVuSans-Bold.ttf in "
            f"{tmp_path / 'resources' / 'fonts'}") in out
    assert (f"self-test: FAIL icons: SelfTestError: no icon PNG for sizes {sizes} in "
            f"{tmp_path / 'resources' / 'icons'}") in out
    assert (f"self-test: FAIL app translations: SelfTestError: "
            f"{tmp_path / 'translations' / 'fjols_sv.qm'} does not load") in out
    assert (f"self-test: FAIL rules texts: FileNotFoundError: no rules text for '{GAMES[0].info.id}' in "
            f"{tmp_path / 'resources' / 'rules'} (looked for 'en' and 'en')") in out
    assert "self-test: ok   Qt translations (da, sv, nn)" in out
    assert "self-test: ok   deal hearts (4 seats, 12 moves)" in out
    assert out.splitlines()[-1].startswith(
        f"self-test: FAILED 4 of {len(CHECKS)} checks: fonts, icons, app translations, rules texts (")


def test_app_translations_need_every_language_once_there_are_any(tmp_path, monkeypatch, qapp) -> None:
    (tmp_path / "translations").mkdir()
    compile_qm(tmp_path / "translations", "fjols_da")
    monkeypatch.setenv("FJOLS_RESOURCE_ROOT", str(tmp_path))
    with pytest.raises(selftest.SelfTestError, match=r"no catalogue for \['sv', 'nb'\] .* \(found \['da'\]\)"):
        selftest.check_app_translations()
    for lang in ("sv", "nb"):
        compile_qm(tmp_path / "translations", f"fjols_{lang}")
    with pytest.raises(selftest.SelfTestError, match=r"qt_nb.qm does not load"):  # Qt's buttons in Bokmål
        selftest.check_app_translations()
    lrelease = load_script("scripts/build_translations.py").lrelease_command()
    subprocess.run([*lrelease, str(ROOT / "translations" / "qt_nb.ts"), "-qm",
                    str(tmp_path / "translations" / "qt_nb.qm")], check=True, capture_output=True)
    assert selftest.check_app_translations() == "da, nb, sv, Qt's buttons in nb"
    compile_qm(tmp_path / "translations", "fjols_sv", translated=False)
    assert selftest.check_app_translations() == "da, nb, sv, Qt's buttons in nb; nothing translated yet in sv"


def test_rules_texts_must_exist_in_every_language(tmp_path, monkeypatch) -> None:
    rules = tmp_path / "resources" / "rules"
    shutil.copytree(ROOT / "resources" / "rules", rules)
    monkeypatch.setenv("FJOLS_RESOURCE_ROOT", str(tmp_path))
    assert selftest.check_rules_texts(GAMES) == f"{len(GAMES)} games in en, da, sv, nb"
    (rules / "sv" / "durak.md").unlink()
    with pytest.raises(selftest.SelfTestError, match=f"no sv rules text for durak: {rules / 'en' / 'durak.md'}"):
        selftest.check_rules_texts(GAMES)
    (rules / "sv" / "durak.md").write_text("\n", encoding="utf-8")
    with pytest.raises(selftest.SelfTestError, match=f"{rules / 'sv' / 'durak.md'} is empty"):
        selftest.check_rules_texts(GAMES)


def test_play_a_little_is_deterministic_and_legal() -> None:
    for game in GAMES:
        first, played = selftest.play_a_little(game)
        again, _ = selftest.play_a_little(game)
        assert first == again
        assert played == selftest.RANDOM_MOVES or game.rules.is_over(first)


def test_draw_game_cards_paints_faces_and_backs(qapp) -> None:
    game = next(g for g in GAMES if g.info.id == "hearts")
    state, _ = selftest.play_a_little(game, moves=0)
    cards = selftest.table_cards(game, state)
    assert len(cards) == 52 and sum(card is None for card in cards) == 39    # 13 of 52 in view
    image = selftest.draw_game_cards(cards)
    assert (image.width(), image.height()) == (13 * round(88 * 63 / 88), 4 * 88)
    assert selftest.check_drawing(game, state) == "13 faces, 39 backs"


def test_bundle_paths_follow_the_override_and_the_checkout(monkeypatch, tmp_path) -> None:
    monkeypatch.delenv("FJOLS_RESOURCE_ROOT", raising=False)
    assert not bundle.is_frozen()
    assert bundle.resource_root() == ROOT
    assert bundle.resources_dir() == ROOT / "resources"
    monkeypatch.setenv("FJOLS_RESOURCE_ROOT", str(tmp_path))
    assert bundle.translations_dir() == tmp_path / "translations"
    assert bundle.icon_files() == []


def test_frozen_bundle_uses_meipass(monkeypatch, tmp_path) -> None:
    monkeypatch.delenv("FJOLS_RESOURCE_ROOT", raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert bundle.is_frozen()
    assert bundle.resources_dir() == tmp_path / "resources"


def test_icons_check_reads_each_png(tmp_path, monkeypatch, qapp) -> None:
    shutil.copytree(ROOT / "resources" / "icons", tmp_path / "resources" / "icons")
    (tmp_path / "resources" / "icons" / "fjols-48.png").write_bytes(b"not a png")
    monkeypatch.setenv("FJOLS_RESOURCE_ROOT", str(tmp_path))
    with pytest.raises(selftest.SelfTestError, match=r"fjols-48\.png is not an image Qt can read"):
        selftest.check_icons()
    shutil.copy(ROOT / "resources" / "icons" / "fjols-64.png", tmp_path / "resources" / "icons" / "fjols-48.png")
    with pytest.raises(selftest.SelfTestError, match=r"fjols-48\.png is 64 px wide"):
        selftest.check_icons()
