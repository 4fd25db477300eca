"""The simulator's JSON report and whole matches through the pure game loop."""

from __future__ import annotations

import json
import subprocess
import sys

from fjols_desktop.engine.game_loop import play_match, replay
from fjols_desktop.engine.match import Match
from fjols_desktop.engine.players import RandomPlayer
from fjols_desktop.sim import main, simulate


def test_sim_prints_one_json_object(capsys) -> None:
    assert main(["--game", "hearts", "--players", "4", "--deals", "6", "--seed", "7",
                 "--bots", "random,random,random,random", "--options", '{"pass_count": 2}']) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "hearts" and report["deals"] == 6 and report["players"] == 4
    assert report["options"]["pass_count"] == 2
    assert len(report["per_deal"]) == 6
    assert report["totals"] == [sum(d[s] for d in report["per_deal"]) for s in range(4)]
    for deal in report["per_deal"]:
        assert sum(deal) in (26, 78)  # a normal hand, or a moon
    assert report["moves"] == 6 * 52 + 5 * 4  # the fourth hand is a keeper: nobody passes


def test_sim_is_deterministic_and_reports_bad_input(capsys) -> None:
    a = simulate("hearts", 3, 4, 11, ["random"] * 3)
    b = simulate("hearts", 3, 4, 11, ["random"] * 3)
    assert a["per_deal"] == b["per_deal"]
    assert main(["--game", "hearts", "--players", "4", "--options", '{"target_score": 1}']) == 2
    assert "target_score" in capsys.readouterr().err
    assert main(["--game", "hearts", "--players", "4", "--bots", "random"]) == 2


def test_sim_runs_as_a_module() -> None:
    out = subprocess.run([sys.executable, "-m", "fjols_desktop.sim", "--game", "hearts", "--deals", "2"],
                         capture_output=True, text=True, check=True)
    assert json.loads(out.stdout)["deals"] == 2


def test_a_whole_match_ends_by_the_rules_and_replays() -> None:
    match, logs = play_match(Match.new("hearts", 4, seed=5), [RandomPlayer()] * 4)
    assert match.is_over()
    assert max(match.totals) >= 100
    assert match.winners() == tuple(s for s in range(4) if match.totals[s] == min(match.totals))
    assert match.dealers == tuple((match.first_dealer + i) % 4 for i in range(len(logs)))
    # every deal can be dealt again from the seed and replayed from its move texts
    again = Match.new("hearts", 4, seed=5)
    for log in logs:
        start = again.start_deal()
        assert start == log.initial
        final = replay(again.game.rules, start, log.moves)
        assert final == log.final
        again = again.finish_deal(final)
    assert again.results == match.results
    assert Match.from_dict(json.loads(json.dumps(match.to_dict()))) == match


def test_the_soak_reports_the_saves_caches_bounded_by_the_longest_save() -> None:
    from fjols_desktop.soak import caches
    from fjols_desktop.store import saved_match
    from fjols_desktop.store.limits import SAVE_WRITE_MAX_DEALS

    report = caches()   # importing saved_match above loaded it, as the soak's saves do
    assert report["store.saved_match._encoded_deal"]["entries"] == saved_match._encoded_deal.cache_info().currsize
    for name in ("_deal_size", "_encoded_deal", "_encoded_result"):
        assert report[f"store.saved_match.{name}"]["bound"] == SAVE_WRITE_MAX_DEALS
    assert report["store.saved_match._result_size"]["bound"] == 2 * SAVE_WRITE_MAX_DEALS
    assert "cards.cards_of" in report   # the engine's, named as before


def test_the_soak_reports_every_bit_table_with_its_fixed_bound() -> None:
    from fjols_desktop.engine.cards import CHUNK_BITS, cards_of, parse_card
    from fjols_desktop.soak import caches

    cards_of(1 << parse_card("2C").index)  # builds at least the first chunk's table
    report = caches()["cards.cards_of"]
    assert report["bound"] == len(cards_of.parts) << CHUNK_BITS == 4 * 8192
    built = sum(part is not None for part in cards_of.parts)
    assert report["entries"] == built * 8192 and built >= 1
    assert report["kib"] > 0
