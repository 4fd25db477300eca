"""Games that name no winner, only losers (Durak, like Fjols): the ledger records the match's fools
(the most matchsticks) and no winner, and the statistics count times as the fool, not wins."""

from __future__ import annotations

from pathlib import Path

from fjols_desktop.engine.games.durak import DurakOptions
from fjols_desktop.engine.match import Match
from fjols_desktop.store.ledger import Ledger
from fjols_desktop.store.saves import MatchMode, SavedMatch
from fjols_desktop.store.stats import game_stats

from .helpers import FAMILY

SEATS = FAMILY[:3]


def durak_match(fools: list[int | None], seed: int = 1) -> SavedMatch:
    """A Durak match of ``len(fools)`` deals typed in: each deal's durak (None: a drawn deal)."""
    match = Match.new("durak", 3, DurakOptions(match_length=len(fools)), seed=seed)
    saved = SavedMatch.new(match, SEATS, MatchMode.SCOREKEEPER)
    for fool in fools:
        saved = saved.scored(tuple(1 if s == fool else 0 for s in range(3)))
    return saved


def test_a_durak_match_is_recorded_with_its_fool_and_no_winner(tmp_path: Path) -> None:
    saved = durak_match([1, 2, 1])
    assert saved.match.is_over() and saved.match.totals == (0, 2, 1)
    with Ledger(tmp_path) as ledger:
        ledger.record_match(saved)
        (entry,) = ledger.matches()
    assert [(s.total, s.winner, s.fool) for s in entry.seats] == [(0, False, False), (2, False, True),
                                                                 (1, False, False)]
    mormor = next(row for row in game_stats((entry,), "durak") if row.name == "Mormor")
    assert (mormor.matches, mormor.wins, mormor.fools) == (1, 0, 0)


def test_a_level_durak_match_has_no_fool(tmp_path: Path) -> None:
    saved = durak_match([0, 1, 2], seed=2)
    assert saved.match.totals == (1, 1, 1) and saved.match.fools() == ()
    with Ledger(tmp_path) as ledger:
        ledger.record_match(saved)
        (entry,) = ledger.matches()
    assert not any(s.winner or s.fool for s in entry.seats)
