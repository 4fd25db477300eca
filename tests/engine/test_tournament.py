"""The duplicate tournament runner: table rotation, exact comparison counts, Elo, the CLI."""

from __future__ import annotations

import json
import math

from fjols_desktop.engine.games.hearts.ai import DuckPlayer
from fjols_desktop.engine.players import Level
from fjols_desktop.sim import main
from fjols_desktop.tournament import elo, lineups, tournament


def test_lineups_rotate_every_level_through_every_seat() -> None:
    assert lineups(["a", "b", "c", "d"], 4) == [("a", "b", "c", "d"), ("b", "c", "d", "a"), ("c", "d", "a", "b"),
                                                ("d", "a", "b", "c")]
    assert lineups(["a", "b"], 4) == [("a", "b", "a", "b"), ("b", "a", "b", "a")]
    assert lineups(["a", "b", "c"], 2) == [("a", "b"), ("b", "a"), ("a", "c"), ("c", "a"), ("b", "c"), ("c", "b")]


def test_elo_fits_the_win_rate_with_one_virtual_draw() -> None:
    ratings = elo(["a", "b"], {("a", "b"): [64, 36, 0]}, "b")
    assert ratings == {"a": round(400 * math.log10(64.5 / 36.5), 1), "b": 0.0}
    assert elo(["a", "b", "c"], {("a", "b"): [5, 5, 10], ("b", "c"): [0, 0, 4]}, "c") == {"a": 0.0, "b": 0.0, "c": 0.0}


def test_a_tournament_counts_every_comparison_and_anchors_random() -> None:
    report = tournament("hearts", ["easy", "medium", "random"], 3, 1)
    assert report["tables"] == [["easy", "medium", "random", "easy"], ["medium", "random", "easy", "easy"],
                                ["random", "easy", "easy", "medium"], ["easy", "easy", "medium", "random"]]
    hands = {name: r["hands"] for name, r in report["results"].items()}
    assert hands == {"easy": 24, "medium": 12, "random": 12}
    # per deal and seat the four tables put easy there twice, medium and random once each
    assert {k: v["games"] for k, v in report["pairwise"].items()} == {"easy-medium": 24, "easy-random": 24,
                                                                      "medium-random": 12}
    assert {k: v["games"] for k, v in report["head_to_head"].items()} == {"easy-medium": 24, "easy-random": 24,
                                                                          "medium-random": 12}
    # one game per table and pair of levels at it: four tables a deal, each with all three levels
    assert {k: v["games"] for k, v in report["games"].items()} == {"easy-medium": 12, "easy-random": 12,
                                                                   "medium-random": 12}
    for counts in (*report["pairwise"].values(), *report["games"].values()):
        assert counts["wins"] + counts["losses"] + counts["ties"] == counts["games"]
    assert report["elo"]["random"] == 0.0 and report["elo_anchor"] == "random"
    assert report["results"]["easy"]["version"] == "hearts-easy-1"
    again = tournament("hearts", ["easy", "medium", "random"], 3, 1)
    assert again["results"] == report["results"] and again["pairwise"] == report["pairwise"]


def test_a_lineup_with_a_benchmark_player_and_two_processes() -> None:
    duck = Level("duck", "duck", "1", DuckPlayer)
    one = tournament("hearts", [], 4, 2, options={"pass_count": 0}, lineup=["medium", "duck", "duck", "duck"],
                     extra={"duck": duck})
    two = tournament("hearts", [], 4, 2, options={"pass_count": 0}, lineup=["medium", "duck", "duck", "duck"],
                     extra={"duck": duck}, jobs=2)
    assert one["results"]["medium"]["hands"] == 16 and one["results"]["duck"]["hands"] == 48
    assert one["elo_anchor"] == "medium" and one["options"] == {"pass_count": 0}
    # relative results over one table sum to zero: one medium seat balances three duck seats
    assert abs(one["results"]["medium"]["mean_relative"] + 3 * one["results"]["duck"]["mean_relative"]) < 0.01
    assert sorted(one["results"]["medium"].items()) == sorted(two["results"]["medium"].items())
    assert one["pairwise"] == two["pairwise"]
    # each deal's figure in deal order, however the processes shared the deals out
    medium = one["per_deal"]["medium"]
    assert len(medium) == 4 and len(set(medium)) == 4
    assert abs(sum(medium) / 4 - one["results"]["medium"]["mean_relative"]) < 0.01
    assert two["per_deal"] == one["per_deal"]


def test_the_sim_cli_runs_a_tournament(capsys) -> None:
    assert main(["--game", "hearts", "--tournament", "easy,random", "--games", "2", "--seed", "4"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["levels"] == ["easy", "random"] and report["deals"] == 2
    assert set(report["decisions"]) == {"easy", "random"}
    assert main(["--game", "hearts", "--tournament", "easy,nobody", "--games", "1"]) == 2
    assert "nobody" in capsys.readouterr().err


def test_a_long_series_of_davoserjas_deals_cycles_through_the_round_list() -> None:
    """Deal 6 of a series is round 1 again (a match has six rounds), so tournaments and benchmarks can
    deal as many Davoserjas deals as they like; games without a fixed length number straight on."""
    from fjols_desktop.engine.registry import get_game

    davoserjas, hearts = get_game("davoserjas").rules, get_game("hearts").rules
    options = davoserjas.info.options_type()
    assert davoserjas.deals_in_match(options, 4) == 6
    assert [davoserjas.deal_number(options, 4, n) for n in (0, 5, 6, 13)] == [0, 5, 0, 1]
    assert hearts.deals_in_match(hearts.info.options_type(), 4) is None
    assert hearts.deal_number(hearts.info.options_type(), 4, 13) == 13
    report = tournament("davoserjas", ["random", "random"], 7, 3, seats=3)
    assert report["deals"] == 7


def test_a_match_between_two_levels_counts_one_game_per_table() -> None:
    """``medium,random`` at four seats alternates the two levels (two tables a deal). In Durak the
    fool's level loses the game: every hand is decided unless nobody is left holding cards, where the
    seat-by-seat comparison would mostly see ties (two seats that were both not the fool)."""
    report = tournament("durak", ["medium", "random"], 5, 3)
    assert report["tables"] == [["medium", "random", "medium", "random"], ["random", "medium", "random", "medium"]]
    games = report["games"]["medium-random"]
    assert games["games"] == 10
    fools = {name: r["mean_points"] * r["hands"] for name, r in report["results"].items()}
    assert games["wins"] == round(fools["random"]) and games["losses"] == round(fools["medium"])
    assert report["pairwise"]["medium-random"]["ties"] >= games["games"]
    assert report["elo_games"]["random"] == 0.0 and report["elo_games"]["medium"] > 0
