"""Round trips (hypothesis): for every registered game, any valid house-rule set (generated from its
option declarations, ``house_rules_gen``) and every shipped preset goes through the preferences (a
remembered table), the autosave, the family ledger and a preset export/import, and comes back equal,
read with the app's own limits (the real readers, nothing relaxed). The largest set of each game,
Davoserjas' round list at its longest among them, takes the same trip in ``test_limits.py``."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fjols_desktop.engine.match import Match
from fjols_desktop.engine.options import Options
from fjols_desktop.engine.registry import GAMES, get_game
from fjols_desktop.gui.settings import AppSettings
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import SavedMatch, SaveSlot, SeatInfo
from fjols_desktop.store.settings import PresetStore

from .house_rules_gen import options_strategy, shipped_presets

GAME_IDS = [g.info.id for g in GAMES]
TRIPS = settings(max_examples=12, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def seats_for(game_id: str, options: Options) -> int | None:
    info = get_game(game_id).info
    for seats in (info.default_seats, *range(info.max_seats, info.min_seats - 1, -1)):
        try:
            options.check(seats)
        except ValueError:
            continue
        return seats
    return None


def round_trip(folder: Path, game_id: str, options: Options) -> None:
    """``options`` through every store, each read back by its real reader."""
    seats = seats_for(game_id, options)
    if seats is None:
        return  # no table can play these rules: nothing of them is ever written
    values = options.to_dict()
    names = [f"Spiller {n}" for n in range(seats)]
    # preferences: the remembered table
    prefs = AppSettings(folder / "config" / "preferences.json")
    prefs.set_table(game_id, {"game": game_id, "options": values,
                              "seats": [{"name": n, "human": True, "level": "random"} for n in names]})
    again = AppSettings(folder / "config" / "preferences.json")
    assert again.problems == () and again.table(game_id)["options"] == values
    # the autosave
    saved = SavedMatch.new(Match.new(game_id, seats, options, seed=5), [SeatInfo.human(n) for n in names])
    slot = SaveSlot(folder)
    slot.write(saved)
    assert slot.load().saved.match.options == options
    # the ledger
    with Ledger(folder) as ledger:
        ledger.record_match(saved, finished=False)
        (entry,) = [e for e in ledger.matches(include_unfinished=True) if e.uid == saved.uid]
        assert entry.house_rules == values
        assert get_game(game_id).info.options_type.from_dict(entry.house_rules) == options
    # presets, and a preset file for another family
    store = PresetStore(folder / "config")
    store.save(game_id, "Mormors regler", options, replace=True)
    assert PresetStore(folder / "config").get(game_id, "Mormors regler") == options
    store.export(game_id, "Mormors regler", folder / "shared.json")
    other = PresetStore(folder / "other")
    assert other.import_file(folder / "shared.json") == (game_id, "Mormors regler")
    assert other.get(game_id, "Mormors regler") == options


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_shipped_preset_comes_back_equal(tmp_path: Path, game_id: str) -> None:
    for n, options in enumerate(shipped_presets(game_id).values()):
        round_trip(tmp_path / str(n), game_id, options)


@pytest.mark.parametrize("game_id", GAME_IDS)
@TRIPS
@given(data=st.data())
def test_any_house_rules_come_back_equal(game_id: str, data: Any) -> None:
    options_type = get_game(game_id).info.options_type
    options = data.draw(options_strategy(options_type, game_id))
    with tempfile.TemporaryDirectory() as folder:
        round_trip(Path(folder), game_id, options)
