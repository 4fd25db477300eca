"""Saves, the ledger and the scorekeeper work for every registered game, with no special cases."""

from __future__ import annotations

from pathlib import Path

import pytest

from fjols_desktop.engine.match import Match
from fjols_desktop.engine.registry import GAMES
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import SavedMatch, SaveSlot, SeatInfo
from fjols_desktop.store.scorekeeper import check_deal

from .helpers import play


@pytest.mark.parametrize("game", [g.info.id for g in GAMES])
def test_a_match_of_every_game_saves_resumes_and_is_recorded(tmp_path: Path, game: str) -> None:
    info = GAMES[[g.info.id for g in GAMES].index(game)].info
    seats = (SeatInfo.human("Mormor"),) + tuple(SeatInfo.computer(f"Robot {n}", "random")
                                                for n in range(1, info.default_seats))
    saved = SavedMatch.new(Match.new(game, info.default_seats, seed=21), seats)
    slot = SaveSlot(tmp_path)
    for step in range(6):
        saved, state = play(saved, 40, rng_seed=step)
        slot.write(saved)
        loaded = slot.load()
        assert loaded.saved == saved and loaded.state == state
    assert slot.load_backup().saved != saved
    with Ledger(tmp_path) as ledger:
        ledger.record_match(saved, finished=bool(saved.match.results))
        (entry,) = ledger.matches(include_unfinished=True)
        assert entry.game == game and entry.deals == len(saved.match.results)
        assert [s.total for s in entry.seats] == list(saved.match.totals)
        assert entry.lower_is_better == info.lower_is_better
    assert saved.match.results, "240 moves finish at least one deal of every game"
    for result in saved.match.results:  # a game's sum check (if it has one) accepts every real deal
        assert check_deal(saved.match, result.points) is None
