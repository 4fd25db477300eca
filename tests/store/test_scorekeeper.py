"""Scorekeeping for real cards: the per-game sum check (Hjerterfri's hook) and typed deals."""

from __future__ import annotations

import pytest

from fjols_desktop.engine.errors import Reason
from fjols_desktop.engine.games.hearts.options import HeartsOptions, MoonMode
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.rules import DealResult
from fjols_desktop.store.scorekeeper import add_deal, check_deal, drop_last_deal, replay_results


def hearts(seats: int = 4, **options: object) -> Match:
    return Match.new("hearts", seats, HeartsOptions(**options), seed=1)  # type: ignore[arg-type]


def sum_reason(total: int, expected: int) -> Reason:
    return Reason.of("deal_points_sum", total=total, expected=expected)


def test_hearts_hands_add_up_to_26_unless_a_moon() -> None:
    match = hearts()
    assert check_deal(match, (10, 16, 0, 0)) is None
    assert check_deal(match, (10, 15, 0, 0)) == sum_reason(25, 26)
    assert check_deal(match, (26, 26, 0, 26)) is None  # seat 2 shot the moon
    assert check_deal(match, (26, 26, 1, 25)) == sum_reason(78, 26)  # 78, but not a moon
    assert check_deal(match, (-26, 0, 0, 0)) == sum_reason(-26, 26)  # this family adds 26 to the others
    assert check_deal(hearts(3), (26, 0, 26)) is None
    assert check_deal(hearts(5), (26, 26, 26, 26, 0)) is None


def test_the_moon_mode_decides_which_moons_are_possible() -> None:
    minus = hearts(moon_mode=MoonMode.SELF_MINUS_26)
    assert check_deal(minus, (0, -26, 0, 0)) is None
    assert check_deal(minus, (26, 0, 26, 26)) == sum_reason(78, 26)
    choose = hearts(moon_mode=MoonMode.SHOOTER_CHOOSES)
    assert check_deal(choose, (0, -26, 0, 0)) is None and check_deal(choose, (26, 0, 26, 26)) is None


def test_the_ten_of_diamonds_changes_the_sums() -> None:
    match = hearts(ten_of_diamonds=True)
    assert check_deal(match, (10, 6, 0, 0)) is None  # 26 - 10
    assert check_deal(match, (10, 16, 0, 0)) == sum_reason(26, 16)
    assert check_deal(match, (-10, 26, 26, 26)) is None  # the shooter also took the ten
    assert check_deal(match, (0, 16, 26, 26)) is None  # another player took it
    assert check_deal(match, (0, 26, 26, 26)) == sum_reason(78, 16)  # nobody took the ten: impossible
    tens = hearts(ten_of_diamonds=True, ten_of_diamonds_value=-5, moon_mode=MoonMode.SELF_MINUS_26)
    assert check_deal(tens, (-31, 0, 0, 0)) is None and check_deal(tens, (-26, -5, 0, 0)) is None


def test_generic_checks_need_no_hook() -> None:
    match = hearts()
    assert check_deal(match, (1, 2, 3)) == Reason.of("deal_points_count", seats=4, count=3)
    assert check_deal(match, (10**7, 0, 0, 0)) == Reason.of("deal_points_range", limit=1_000_000)
    assert check_deal(match, (True, 25, 0, 0)) == Reason.of("deal_points_range", limit=1_000_000)


def test_typed_deals_make_a_match() -> None:
    match = hearts(3, target_score=50)
    match = add_deal(match, (10, 16, 0), fools=(1,))
    match = add_deal(match, (0, 26, 0))  # a deal the sum check accepts
    assert match.totals == (10, 42, 0) and match.dealers == (match.first_dealer, (match.first_dealer + 1) % 3)
    assert match.results[0] == DealResult((10, 16, 0), fools=(1,))
    assert not match.is_over()
    with pytest.raises(ValueError, match="dealt by seat"):
        add_deal(match, (26, 0, 0), dealer=(match.dealer + 1) % 3)
    with pytest.raises(ValueError, match="cannot be one deal"):
        add_deal(match, (1, 2))
    with pytest.raises(ValueError, match="seat 5"):
        add_deal(match, (26, 0, 0), fools=(5,))
    over = add_deal(match, (0, 25, 1))  # a misscored hand is kept: the check only warns
    assert over.is_over() and over.winners() == (2,)
    with pytest.raises(ValueError, match="over"):
        add_deal(over, (26, 0, 0))
    assert drop_last_deal(over) == match
    assert replay_results(hearts(3, target_score=50), over.dealers, over.results) == over
    with pytest.raises(ValueError, match="deal 2 is dealt by seat"):
        replay_results(hearts(3, target_score=50), (over.dealers[0],) * 3, over.results)
    with pytest.raises(ValueError):
        drop_last_deal(hearts())


def test_davoserjas_checks_each_round_against_its_expected_total() -> None:
    match = Match.new("davoserjas", 4, seed=1)
    assert check_deal(match, (3, 4, 5, 1)) is None  # round 1, tricks: 13 tricks at 1 point
    assert check_deal(match, (3, 4, 4, 1)) == Reason.of("deal_points_sum", total=12, expected=13, round="tricks")
    match = add_deal(match, (3, 4, 4, 1))  # kept although it warned
    assert check_deal(match, (13, 0, 0, 0)) is None  # round 2, clubs: 13 clubs at 1 point
    match = add_deal(match, (13, 0, 0, 0))
    assert check_deal(match, (5, 5, 5, 0)) == Reason.of("deal_points_sum", total=15, expected=20, round="queens")
    for points in ((5, 5, 5, 5), (15, 0, 0, 0), (10, 0, 0, 0)):
        match = add_deal(match, points)
    assert check_deal(match, (7, 1, 0, 3)) is None  # the kabale's total depends on the play: not checked
    three = Match.new("davoserjas", 3, seed=1)
    assert check_deal(three, (6, 6, 5)) is None  # 3 players: 2♦ leaves, 17 tricks
    assert check_deal(three, (6, 6, 6)) == Reason.of("deal_points_sum", total=18, expected=17, round="tricks")
    rules = three.game.rules
    assert rules.check_deal_points(three.options, 3, (1, 1, 1), None) is None  # no position: no check
