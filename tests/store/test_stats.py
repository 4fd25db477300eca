"""Statistics computed exactly on a small hand-made ledger.

Hjerterfri with ``target_score=25``, so a hand with a 26 ends the match. Mormor, Anna and Bo:

    M1 2026-01-01  (26, 0, 0)                   Anna and Bo win, Mormor the fool
    M2 2026-01-02  (0, 20, 6) (0, 6, 20)        Mormor wins, Anna and Bo fools
    M3 2026-01-03  (13, 0, 13) (13, 0, 13)      Anna wins, Mormor and Bo fools
    M4 2026-01-04  (10, 10, 6)                  abandoned: never counted
    M5 2026-01-05  (0, 0, 26)                   Mormor and Anna win, Bo the fool
    M6 2026-01-06  Anna, Mormor, a computer: (0, 26, 0); Mormor used undo
"""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from fjols_desktop.store.ledger import Ledger, MatchEntry, SeatEntry
from fjols_desktop.store.saves import SeatInfo
from fjols_desktop.store.stats import (
    RESULT_COLUMNS,
    GameStats,
    HeadToHead,
    TimelinePoint,
    game_stats,
    head_to_head,
    person_stats,
    timeline,
    write_results_csv,
    write_stats_csv,
)

from .test_ledger import scorekept

MORMOR, ANNA, BO = 1, 2, 3
TRIO = (SeatInfo.human("Mormor"), SeatInfo.human("Anna"), SeatInfo.human("Bo"))


@pytest.fixture(scope="module")
def hearts(tmp_path_factory: pytest.TempPathFactory) -> tuple[MatchEntry, ...]:
    with Ledger(tmp_path_factory.mktemp("ledger")) as ledger:
        for name in ("Mormor", "Anna", "Bo"):
            ledger.add_person(name)
        games = [([(26, 0, 0)], TRIO, None), ([(0, 20, 6), (0, 6, 20)], TRIO, None),
                 ([(13, 0, 13), (13, 0, 13)], TRIO, None), ([(10, 10, 6)], TRIO, False), ([(0, 0, 26)], TRIO, None),
                 ([(0, 26, 0)], (TRIO[1], TRIO[0], SeatInfo.computer("Robot", "random")), None)]
        for day, (deals, seats, finished) in enumerate(games, start=1):
            saved = scorekept(deals, seats, seed=day, target_score=25)
            if day == 6:
                saved = replace(saved, undo_used=(False, True, False))
            assert finished is False or saved.match.is_over()
            ledger.record_match(saved, finished=finished, finished_at=f"2026-01-0{day}T20:00:00Z")
        return ledger.matches()


def fool_match(match_id: int, day: int, mormor: int, anna: int) -> MatchEntry:
    """A higher-is-better game, built by hand (only Hjerterfri is registered today)."""
    winner, fool = (mormor > anna, anna > mormor)
    seats = (SeatEntry(0, MORMOR, "Mormor", "human", None, mormor, 2 - winner, winner, fool, False, False),
             SeatEntry(1, ANNA, "Anna", "human", None, anna, 2 - fool, fool, winner, False, False))
    return MatchEntry(match_id, f"fool-{match_id}", "fool", "scorekeeper", True, False, 3, {}, "",
                      f"2026-02-0{day}T20:00:00Z", seats)


def test_the_ledger_holds_five_finished_matches(hearts: tuple[MatchEntry, ...]) -> None:
    assert len(hearts) == 5
    assert [[s.winner for s in m.seats] for m in hearts] == [
        [False, True, True], [True, False, False], [False, True, False], [True, True, False], [True, False, True]]
    assert [[s.fool for s in m.seats] for m in hearts] == [
        [True, False, False], [False, True, True], [True, False, True], [False, False, True], [False, True, False]]


def test_per_person_and_game(hearts: tuple[MatchEntry, ...]) -> None:
    (mormor,) = person_stats(hearts, MORMOR)
    assert mormor == GameStats(
        person_id=MORMOR, name="Mormor", game="hearts", matches=5, wins=2, fools=3, deals=7, points=78,
        average=Fraction(78, 5), average_per_deal=Fraction(78, 7), best=0, worst=26, win_streak=1,
        current_win_streak=0, fool_streak=1, assisted=1)
    anna, mormor_again, bo = game_stats(hearts, "hearts")  # most wins first
    assert mormor_again == mormor
    assert anna == GameStats(ANNA, "Anna", "hearts", 5, 4, 1, 7, 26, Fraction(26, 5), Fraction(26, 7), 0, 26, 3, 3,
                             1, 0)
    assert bo == GameStats(BO, "Bo", "hearts", 4, 1, 3, 6, 78, Fraction(39, 2), Fraction(13), 0, 26, 1, 0, 3, 0)
    assert game_stats(hearts, "canasta") == () and person_stats(hearts, 99) == ()


def test_a_higher_is_better_game_is_counted_on_its_own(hearts: tuple[MatchEntry, ...]) -> None:
    everything = hearts + (fool_match(100, 1, 30, -80), fool_match(101, 2, -10, 20))
    fool, hearts_row = person_stats(everything, MORMOR)
    assert hearts_row == person_stats(hearts, MORMOR)[0]
    assert (fool.game, fool.matches, fool.wins, fool.fools, fool.best, fool.worst, fool.average) == (
        "fool", 2, 1, 1, 30, -10, Fraction(10))
    assert head_to_head(everything, MORMOR, ANNA, "fool") == HeadToHead(MORMOR, ANNA, 2, 1, 1, 0, 1, 1, 1, 1)


def test_head_to_head(hearts: tuple[MatchEntry, ...]) -> None:
    assert head_to_head(hearts, MORMOR, ANNA) == HeadToHead(MORMOR, ANNA, matches=5, ahead_a=1, ahead_b=3, level=1,
                                                            wins_a=2, wins_b=4, fools_a=3, fools_b=1)
    assert head_to_head(hearts, MORMOR, BO) == HeadToHead(MORMOR, BO, 4, 2, 1, 1, 2, 1, 2, 3)
    assert head_to_head(hearts, BO, MORMOR) == HeadToHead(BO, MORMOR, 4, 1, 2, 1, 1, 2, 3, 2)
    assert head_to_head(hearts, MORMOR, ANNA, "canasta").matches == 0


def test_results_over_time(hearts: tuple[MatchEntry, ...]) -> None:
    points = timeline(hearts, MORMOR, "hearts")
    assert [(p.total, p.rank, p.won, p.fool, p.wins_so_far, p.average_so_far) for p in points] == [
        (26, 3, False, True, 0, Fraction(26)), (0, 1, True, False, 1, Fraction(13)),
        (26, 2, False, True, 1, Fraction(52, 3)), (0, 1, True, False, 2, Fraction(13)),
        (26, 3, False, True, 2, Fraction(78, 5))]
    assert points[0] == TimelinePoint(hearts[0].id, "2026-01-01T20:00:00Z", 26, 3, 3, False, True, 0, Fraction(26))
    assert [p.finished_at[:10] for p in points] == ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-05",
                                                   "2026-01-06"]


def test_results_csv(hearts: tuple[MatchEntry, ...]) -> None:
    out = io.StringIO()
    assert write_results_csv(hearts, out) == 15
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    assert tuple(rows[0]) == RESULT_COLUMNS and len(rows) == 16
    first = dict(zip(rows[0], rows[1]))
    assert {k: first[k] for k in ("game", "mode", "finished", "finished_at", "deals", "seat", "name", "person", "kind",
                                  "level", "total", "rank", "winner", "fool", "used_undo")} == {
        "game": "hearts", "mode": "scorekeeper", "finished": "1", "finished_at": "2026-01-01T20:00:00Z", "deals": "1",
        "seat": "0", "name": "Mormor", "person": "1", "kind": "human", "level": "", "total": "26", "rank": "3",
        "winner": "0", "fool": "1", "used_undo": "0"}
    assert '"target_score": 25' in first["house_rules"]


def test_stats_csv_quotes_formulas(hearts: tuple[MatchEntry, ...], tmp_path: Path) -> None:
    rows = list(game_stats(hearts, "hearts"))
    rows[0] = replace(rows[0], name="=HYPERLINK(1)")
    path = tmp_path / "stats.csv"
    with open(path, "w", newline="", encoding="utf-8") as f:
        assert write_stats_csv(rows, f) == 3
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[1] == "hearts,2,'=HYPERLINK(1),5,4,1,7,26,5.20,3.71,0,26,3,3,1,0"
    assert lines[3] == "hearts,3,Bo,4,1,3,6,78,19.50,13.00,0,26,1,0,3,0"
