"""The real app in subprocesses (offscreen, a temporary data folder, computer seats): killed with
SIGKILL mid-match it resumes with no completed move lost and finishes the match exactly as an
uninterrupted one; damaged and hostile save, settings and preset files are reported, kept and the
app plays on; two processes finishing matches at the same time lose no ledger row.

The app's ``--trace`` lines tell which saves were completed (``saved <deals> <moves>`` is printed
after the save is on disk). Nothing here waits for a time: only for lines and for exits."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import get_game
from fjols_desktop.gui.controller import decision_rng
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.limits import SAVE_LIMITS

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
EXIT_TIMEOUT = 300  # a bound against a hung app, never a measurement


def start_app(data: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FJOLS_DATA_DIR=str(data), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "fjols_desktop", "--trace", "--size", "900x600", *args],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def expected_hearts_match(seed: int) -> Match:
    """The match an all-computer table plays: lowest seat first, one generator per decision."""
    game = get_game("hearts")
    rules = game.rules
    players = [game.player("random") for _ in range(4)]
    match = Match.new("hearts", 4, seed=seed)
    while not match.is_over():
        state = match.start_deal()
        made = [0] * 4
        while not rules.is_over(state):
            seat = min(rules.to_act(state))
            move = players[seat].choose(rules.observe(state, seat), decision_rng(seed, match.number, made[seat], seat))
            made[seat] += 1
            state = rules.apply(state, seat, move)
        match = match.finish_deal(state)
    return match


def saved_positions(lines: list[str]) -> list[tuple[int, int]]:
    return [(int(w[1]), int(w[2])) for w in (line.split() for line in lines) if w and w[0] == "saved"]


def test_sigkill_mid_match_loses_no_completed_move_and_the_match_ends_as_if_never_stopped(tmp_path) -> None:
    seed = 17
    app = start_app(tmp_path, "--game", "hearts", "--seats", "4", "--humans=", "--level", "random", "--seed", str(seed),
                    "--pace", "15", "--autoplay", "1")
    lines: list[str] = []
    assert app.stdout is not None
    for line in app.stdout:
        lines.append(line.strip())
        done = saved_positions(lines[-1:])
        if done and done[0] >= (1, 20):  # the second deal is under way
            app.send_signal(signal.SIGKILL)
            break
    rest, _ = app.communicate(timeout=EXIT_TIMEOUT)
    lines += [line.strip() for line in rest.splitlines()]
    assert app.returncode == -signal.SIGKILL
    completed = max(saved_positions(lines))
    assert "recorded" not in " ".join(lines)  # killed mid-match, not after it

    again = start_app(tmp_path, "--continue", "--autoplay", "1", "--pace", "0")
    out, err = again.communicate(timeout=EXIT_TIMEOUT)
    assert again.returncode == 0, err
    after = out.splitlines()
    resumed = [tuple(map(int, line.split()[1:])) for line in after if line.startswith("resumed ")]
    assert len(resumed) == 1 and resumed[0] >= completed  # every completed move is there
    recorded = [line.split()[1] for line in after if line.startswith("recorded ")]
    assert len(recorded) == 1
    expected = expected_hearts_match(seed)
    with Ledger(tmp_path) as ledger:
        entries = ledger.matches()
        assert [e.uid for e in entries] == recorded
        assert tuple(s.total for s in entries[0].seats) == expected.totals
        assert [d.points for d in ledger.deals(entries[0].id)] == [r.points for r in expected.results]
    assert not list((tmp_path / "saves").glob("autosave*.json"))


def test_damaged_and_hostile_files_are_reported_kept_and_the_app_plays_on(tmp_path) -> None:
    saves, config = tmp_path / "saves", tmp_path / "config"
    saves.mkdir()
    config.mkdir()
    huge = b'{"format": "fjols-save", "moves": [' + b"[0, \"QS\"], " * (SAVE_LIMITS.max_bytes // 10) + b"]}"
    bomb = b'{"format": "fjols-preferences", "schema": 1, "values": ' + b"[" * 50_000 + b"]" * 50_000 + b"}"
    wrong = b'{"format": "fjols-presets", "schema": 1, "games": ["hearts"]}'
    files = {saves / "autosave.json": huge, config / "preferences.json": bomb, config / "presets.json": wrong}
    for path, content in files.items():
        path.write_bytes(content)
    app = start_app(tmp_path, "--game", "hearts", "--seats", "3", "--humans=", "--seed", "5", "--pace", "0",
                    "--autoplay", "1")
    out, err = app.communicate(timeout=EXIT_TIMEOUT)
    assert app.returncode == 0, err
    assert sum(line.startswith("recorded ") for line in out.splitlines()) == 1  # a whole match was played
    assert f"autosave.json: the file is larger than {SAVE_LIMITS.max_bytes} bytes" in err
    assert "preferences.json: The file is damaged: it is nested far too deeply." in err
    assert "presets.json: The file is damaged: “games” should be an object." in err
    for path, content in files.items():
        kept = list(path.parent.glob(f"{path.stem}.damaged-*{path.suffix}"))
        assert [k.read_bytes() for k in kept] == [content], path.name
    with Ledger(tmp_path) as ledger:
        assert len(ledger.matches()) == 1


def test_a_second_start_on_one_data_folder_brings_the_first_to_the_front_and_writes_nothing(tmp_path) -> None:
    """Issue 21.4: two windows on one data folder were two writers of one autosave. The second
    start now asks the first to come to the front and quits; only the first writes. (Two processes
    recording into one ledger at once: ``tests/store/test_ledger.py``.)"""
    first = start_app(tmp_path, "--game", "hearts", "--seats", "4", "--humans=", "--level", "random", "--pace", "400",
                      "--autoplay", "1")
    assert first.stdout is not None
    for line in first.stdout:
        if line.startswith("saved "):
            break
    second = start_app(tmp_path, "--game", "hearts", "--seats", "4", "--humans=", "--pace", "0", "--autoplay", "1")
    out, err = second.communicate(timeout=EXIT_TIMEOUT)
    assert second.returncode == 0, err
    assert "Fjols is already open with the data folder" in err and "saved" not in out
    for line in first.stdout:
        if line.strip() == "raised":
            break
    else:
        raise AssertionError("the first window was not asked to come to the front")
    first.send_signal(signal.SIGKILL)
    first.communicate(timeout=EXIT_TIMEOUT)
    assert sorted(p.name for p in (tmp_path / "saves").glob("autosave*.json")) == ["autosave.json",
                                                                                "autosave.previous.json"]
